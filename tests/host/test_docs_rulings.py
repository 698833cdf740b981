"""Issue 27 point 12: the README's rules link (`../shared/RULINGS.md`) was dead in a clone.  The
specification is in the repository, docs/RULINGS.md, the README links it, and it stays the shared
file's copy wherever the shared folder is beside the checkout."""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_readme_links_resolve_in_a_clone():
    text = (ROOT / "README.md").read_text()
    assert "](docs/RULINGS.md)" in text
    for link in re.findall(r"\]\(([^)#:]+)\)", text):  # every relative link lands inside the clone
        assert not link.startswith("../"), link
        assert (ROOT / link).exists(), link


def test_rulings_copy_equals_the_shared_spec():
    copy = ROOT / "docs" / "RULINGS.md"
    assert copy.read_text().startswith("# Rulings: the rules the engine implements")
    shared = ROOT.parent / "shared" / "RULINGS.md"
    if shared.exists():  # beside a checkout (a bare clone has only the copy)
        assert copy.read_text() == shared.read_text()
