"""How `make test` spreads the tests over the cores (pytest-xdist: `-n auto`, this file's scheduler).

A test file is one unit of work, run by one worker, so its module and session fixtures are made
once; the RP2040 files are one unit (the buttons' chip sessions are shared by two of them, and
build/rp2040/gen/ holds the board built last); each engine suite on another interpreter
(tests/interpreters) is one.  The longest units go first -- the RP2040 boards, then the emulated
M3, then the interpreters' suites -- so that no worker starts one of them when the other is nearly done.
Builds, npm and apt-get that two workers may both ask for take turns
(runtimes/toolchains/lock.py).  Without -n (a plain `pytest tests/...`) only the order applies.

(xdist's own --dist loadgroup marks do not work with pytest 9: it renames the tests through an
attribute pytest 9 no longer reads, and every test became a unit of its own: the emulated
board's engine suite ran twice.  Hence a scheduler of our own, xdist's loadscope with our units.)"""
import pytest

FIRST = ("tests/rp2040", "tests/emu", "tests/interpreters")


def unit(nodeid):
    """The unit of work a test belongs to: its file, or tests/rp2040 for the RP2040 files, or the
    test itself for tests/interpreters (the engine suite on each interpreter: a minute or more each)."""
    path = nodeid.split("::")[0]
    if path.startswith("tests/interpreters/"):
        return nodeid
    return "tests/rp2040" if path.startswith("tests/rp2040/") else path


def _rank(item):
    path = item.nodeid.split("::")[0]
    return next((i for i, g in enumerate(FIRST) if path.startswith(g + "/")), len(FIRST))


def pytest_collection_modifyitems(config, items):
    items.sort(key=_rank)  # stable: the order within each rank is the collection's


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    from xdist.scheduler import LoadScopeScheduling

    class ByUnit(LoadScopeScheduling):
        def _split_scope(self, nodeid):
            return unit(nodeid)

    config.option.loadscopereorder = False  # the units in collection order: the longest first
    return ByUnit(config, log)
