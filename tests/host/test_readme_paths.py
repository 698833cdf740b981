"""The README names commands and files: each path it names exists (a tool moved without its
README line is a command that no longer works), and every figures link points at a meter of the
one figures table (docs/FIGURES.md, written by make bench)."""
import os
import re

from tools.measure.meters import METERS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOCS = ["README.md", "host_sim/README.md", "docs/NEW_GAME.md"]


def _text(rel):
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        return f.read()


def test_every_tree_path_the_docs_name_exists():
    missing = []
    for rel in DOCS:
        for p in re.findall(r"\b(?:tools|runtimes|host_sim)/[\w/.-]*\w", _text(rel)):
            if not os.path.exists(os.path.join(ROOT, p)):
                missing.append("%s names %s" % (rel, p))
    assert missing == []


def test_the_readme_links_the_figures_table_at_its_meters():
    text = _text("README.md")
    keys = {m.key for m in METERS}
    links = re.findall(r"docs/FIGURES\.md#([\w-]+)", text)
    assert "docs/FIGURES.md" in text and links
    assert [k for k in links if k not in keys] == []
    assert "<!-- cp_heap -->" not in text  # no figures typed (or pasted) into the README
