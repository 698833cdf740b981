"""The one measurement tool (tools/measure): its bisection, its percentiles, the figures table's
writer and its command line (no meter is run here: the figures are make bench's)."""
import os
import subprocess
import sys

from tools.measure import table
from tools.measure.bisect import smallest_heap
from tools.measure.meters import METERS
from tools.measure.stats import fmt, p50_p95_max

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_the_bisection_finds_the_smallest_passing_heap():
    seen = []

    def run(h):
        seen.append(h)
        return "pass" if h >= 49 * 1024 else "memory"
    h, crashes = smallest_heap(run, 1024, 512 * 1024, 1024)
    assert h == 49 * 1024 and crashes == 0 and len(seen) < 20


def test_the_window_raises_the_figure_over_a_fragmented_failure():
    # passes at 40-41 KiB, fails at 42 KiB (fragmentation), passes from 43 KiB on
    def run(h):
        return "pass" if h >= 40 * 1024 and h != 42 * 1024 else "memory"
    assert smallest_heap(run, 1024, 128 * 1024, 1024)[0] == 40 * 1024
    assert smallest_heap(run, 1024, 128 * 1024, 1024, window=2048)[0] == 43 * 1024


def test_crashes_are_counted_never_passes_and_strict_stops():
    def run(h):
        return "pass" if h >= 60 * 1024 else "crash: signal 11" if h == 59 * 1024 else "memory"
    h, crashes = smallest_heap(run, 1024, 64 * 1024, 1024)
    assert h == 60 * 1024 and crashes >= 1
    assert smallest_heap(lambda h: "memory", 1024, 64 * 1024, 1024) == (None, 0)
    try:
        smallest_heap(lambda h: "pass" if h > 9000 else "fail: exit 1", 1024, 64 * 1024, 1024, strict=True)
    except RuntimeError as e:
        assert "fail: exit 1" in str(e)
    else:
        raise AssertionError("strict did not stop at a failure")


def test_percentiles_are_the_upper_median_and_the_nearest_rank():
    v = [i * 1000 for i in range(1, 21)]  # 1..20 ms
    assert p50_p95_max(v) == (11.0, 19.0, 20.0, 20)
    assert p50_p95_max([3000]) == (3.0, 3.0, 3.0, 1)
    assert p50_p95_max([]) is None and fmt(None) == "n/a"
    assert fmt((1.0, 2.0, 3.0, 4)) == "p50 1.0 / p95 2.0 / max 3.0 ms (4)"


def test_the_table_keeps_the_sections_it_does_not_measure(tmp_path):
    path = str(tmp_path / "FIGURES.md")
    a, b = METERS[0], METERS[1]
    table.write({a.key: table.section(a, "2026-01-01", ["first | figure"])}, path)
    table.write({b.key: table.section(b, "2026-01-02", ["second figure"])}, path)
    text = open(path, encoding="utf-8").read()
    assert "first | figure" in text and "second figure" in text and "2026-01-01" in text
    assert text.count("<!-- meter ") == len(METERS)
    assert "not measured yet: `make bench ONLY=%s`" % METERS[-1].key in text
    assert "- command: `python3 %s`" % " ".join(a.commands[0]) in text


def test_every_meters_command_is_a_file_or_module_of_the_tree():
    for m in METERS:
        for c in m.commands:
            if c[0] == "-m":
                assert os.path.exists(os.path.join(ROOT, *c[1].split("."))) or \
                    os.path.exists(os.path.join(ROOT, *c[1].split(".")) + ".py"), m.key
            else:
                assert os.path.exists(os.path.join(ROOT, c[0])), m.key


def test_an_unknown_meter_is_a_clear_error():
    p = subprocess.run([sys.executable, "-m", "tools.measure", "--only", "nosuch"], cwd=ROOT, capture_output=True,
                       text=True)
    assert p.returncode == 2 and "unknown meter nosuch" in p.stderr and "Traceback" not in p.stderr


def test_heap_peak_checks_its_window_above_the_figure_it_found():
    # tools/heap_peak.py's own bisection checked its window against the narrowed bisection bound,
    # so the window was never checked: a heap that failed just above the figure went unseen
    from tools import heap_peak

    def runner(mpy_dir, script, heap, out):  # passes at 40-41 KiB, fails at 41.25 KiB, passes above
        return "pass" if heap >= 40 * 1024 and heap != 41 * 1024 + 256 else "memory"
    assert heap_peak.bisect("/nonexistent", "w.py", runner, hi=128 * 1024)[0] == 40 * 1024
    assert heap_peak.bisect("/nonexistent", "w.py", runner, hi=128 * 1024, window=2048)[0] == 41 * 1024 + 512


def test_the_emulated_boards_bisection_is_the_one_bisection(monkeypatch):
    from tools.emu import heap as emu_heap
    tried = []

    def run(game, heap, presses, kind):  # passes from 64 KiB on but at 68 KiB (fragmentation)
        tried.append(heap)
        return "pass" if heap >= 64 * 1024 and heap != 68 * 1024 else "memory"
    monkeypatch.setattr(emu_heap, "run", run)
    assert emu_heap.bisect(0, 0, "frozen", log=lambda m: None) == 72 * 1024
    assert 72 * 1024 + 4096 in tried  # one step above the figure passes too
