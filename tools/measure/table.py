"""docs/FIGURES.md: the one figures table, written by `make bench` (tools/measure), never by hand.

One section a meter, between <!-- meter KEY --> and <!-- /meter KEY -->: its target, workload,
command, when it was measured, and the lines its command printed.  Writing some meters keeps the
other sections as they were."""
if __name__ == "__main__":  # run as a script: one line, not an import error's traceback
    raise SystemExit("tools/measure/table.py is a module, not a command: "
                     "`make bench` (python -m tools.measure) writes docs/FIGURES.md through it")
import os  # noqa: E402
import re  # noqa: E402

from tools.measure.meters import METERS  # noqa: E402

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "docs",
                    "FIGURES.md")
HEAD = """# Figures

Written by `make bench` (`python -m tools.measure`): never edit by hand.  Each section is one meter:
the target it runs on, the workload, the command that reproduces its figures (from the repository's
root, with `.venv/bin/python`) and when it was last measured.  `make bench` measures the meters marked
*bench* (about 15 minutes on 2 cores); `make bench ONLY=key,key` measures those alone and keeps the
other sections.  Device times on the emulated boards are the board's own clock, not the host's.
"""


def command_text(m):
    return "; ".join(" ".join(["python3"] + c) for c in m.commands)


def section(m, when=None, lines=None, status=None):
    out = ["<!-- meter %s -->" % m.key, "## %s" % m.key, "",
           "- target: %s" % m.target,
           "- workload: %s" % m.workload,
           "- command: `%s`%s" % (command_text(m), " (bench)" if m.bench else " (make bench ONLY=%s)" % m.key)]
    if when is None:
        out.append("- not measured yet: `make bench ONLY=%s`" % m.key)
    else:
        out.append("- measured: %s%s" % (when, "" if status is None else "; " + status))
        out += ["", "```"] + list(lines or ["(no output)"]) + ["```"]
    out.append("<!-- /meter %s -->" % m.key)
    return "\n".join(out)


def sections(text):
    """{key: section text} of an existing table."""
    return {k: "<!-- meter %s -->" % k + body + "<!-- /meter %s -->" % k
            for k, body in re.findall(r"<!-- meter ([\w-]+) -->(.*?)<!-- /meter \1 -->", text, re.S)}


def write(new, path=PATH):
    """Put the sections in `new` ({key: section text}) into the table; the others stay as they were
    (a meter not in the table yet: 'not measured yet')."""
    old = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            old = sections(f.read())
    parts = [HEAD.rstrip("\n")]
    for m in METERS:
        parts.append(new.get(m.key) or old.get(m.key) or section(m))
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n\n".join(parts) + "\n")
    return path
