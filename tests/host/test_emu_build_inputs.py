"""The emulated board's firmware (runtimes/toolchains/micropython.py firmware) is up to date by the
content of its inputs, not by file times: a frozen module changed by a checkout that gives it an
older time than the last build (git sets no times from history) is frozen in anew, and nothing
changed runs no make at all.  make itself is replaced by a stand-in that records its calls."""
import os

from runtimes.toolchains import micropython as mpbuild


def _tree(root):
    for rel, text in (("engine_core/game.py", "X = 1\n"), ("games/g/rules.py", "Y = 2\n"),
                      ("firmware/app.py", "Z = 3\n"), ("firmware/manifest.py", "# manifest\n")):
        p = os.path.join(root, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(text)


def _setup(tmp_path, monkeypatch):
    root, out = str(tmp_path / "repo"), str(tmp_path / "out")
    _tree(root)
    os.makedirs(out)
    monkeypatch.setattr(mpbuild, "ROOT", root)
    monkeypatch.setattr(mpbuild, "OUT", out)
    calls = []

    def fake_run(cmd, **kw):
        calls.append(cmd)
        build = [a[6:] for a in cmd if a.startswith("BUILD=")]
        if build:  # the port's make: the ELF, and a module it froze
            os.makedirs(os.path.join(build[0], "frozen_mpy"), exist_ok=True)
            with open(os.path.join(build[0], "frozen_mpy", "app.mpy"), "w") as f:
                f.write("old")
            with open(os.path.join(build[0], "firmware.elf"), "w") as f:
                f.write("elf")
        return ""

    monkeypatch.setattr(mpbuild, "run", fake_run)
    return root, out, calls


def _makes(calls):
    return [c for c in calls if any(a.startswith("BUILD=") for a in c)]


def test_a_source_with_an_older_time_is_frozen_again(tmp_path, monkeypatch):
    root, out, calls = _setup(tmp_path, monkeypatch)
    src = str(tmp_path / "mp")
    elf = mpbuild.firmware("frozen", "192K", src)
    assert len(_makes(calls)) == 1 and os.path.exists(elf)
    # nothing changed: no make (and the frozen modules stay)
    del calls[:]
    assert mpbuild.firmware("frozen", "192K", src) == elf
    assert calls == []
    # a checkout changes a module and gives it a time older than the build's
    app = os.path.join(root, "firmware", "app.py")
    with open(app, "w") as f:
        f.write("Z = 4\n")
    os.utime(app, (1, 1))
    frozen = os.path.join(os.path.dirname(elf), "frozen_mpy")
    removed = []
    real = mpbuild.shutil.rmtree
    monkeypatch.setattr(mpbuild.shutil, "rmtree", lambda p, **kw: removed.append(p) or real(p, **kw))
    mpbuild.firmware("frozen", "192K", src)
    assert len(_makes(calls)) == 1, calls  # make ran
    assert frozen in removed  # after the old .mpy were removed: every module compiled again
    del calls[:]
    mpbuild.firmware("frozen", "192K", src)
    assert calls == []


def test_the_plain_firmware_ignores_the_app_and_follows_its_flags(tmp_path, monkeypatch):
    root, out, calls = _setup(tmp_path, monkeypatch)
    src = str(tmp_path / "mp")
    mpbuild.firmware("plain", "192K", src)
    assert len(_makes(calls)) == 1
    del calls[:]
    with open(os.path.join(root, "firmware", "app.py"), "w") as f:
        f.write("Z = 5\n")  # the plain firmware freezes no app: nothing to build
    mpbuild.firmware("plain", "192K", src)
    assert calls == []
    mpbuild.firmware("plain", "100K", src)  # another heap: another build
    assert len(_makes(calls)) == 1


def test_both_firmware_recipes_read_their_stamps_with_the_runtime_layers_one_reader(tmp_path):
    """One stamp reader (runtimes/toolchains): the emulated board's recipe and the RP2040's
    (tools/rp2040/build.py, a layer above) call it, neither keeps a copy of its own."""
    from runtimes import toolchains
    from tools.rp2040 import build as rp2040
    p = tmp_path / "board.inputs"
    assert toolchains.read_text(str(p)) is None  # no stamp yet: built
    p.write_text("cmake -S port\nkey")
    assert toolchains.read_text(str(p)) == "cmake -S port\nkey"
    assert mpbuild.read_text is toolchains.read_text
    assert not hasattr(mpbuild, "_read") and not hasattr(rp2040, "_read")
