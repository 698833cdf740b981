"""How `make test` spreads the tests over the cores (pytest-xdist, `-n auto --dist loadgroup`).

A test file is one group, run by one worker, so its module and session fixtures are made once;
the RP2040 files are one group (the buttons' chip sessions are shared by two of them, and
build/rp2040/gen/ holds the board built last).  The longest groups go first -- the RP2040 boards,
then the emulated M3 -- so that no worker starts one of them when the other is nearly done.
Builds, npm and apt-get that two workers may both ask for take turns
(runtimes/toolchains/lock.py).  Without -n (a plain `pytest tests/...`) the marks do nothing and
the order is the same."""
import pytest

FIRST = ("tests/rp2040", "tests/emu")


def _group(nodeid):
    path = nodeid.split("::")[0]
    for g in FIRST:
        if path.startswith(g + "/"):
            return g if g == "tests/rp2040" else path
    return path


def _rank(item):
    path = item.nodeid.split("::")[0]
    return next((i for i, g in enumerate(FIRST) if path.startswith(g + "/")), len(FIRST))


def pytest_collection_modifyitems(config, items):
    items.sort(key=_rank)  # stable: the order within each rank is the collection's
    for item in items:
        item.add_marker(pytest.mark.xdist_group(_group(item.nodeid)))
