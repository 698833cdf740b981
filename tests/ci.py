"""Skip here, fail under CI: a test that needs what a machine may lack (the build tools, chromium,
the pinned sources) skips naming what is missing -- except with CI set (1, true or yes, as
.ci/run's machine has it), where nothing skips and the test fails.  The one place that rule is
written: the emulated boards' fixtures (tests/emu, tests/rp2040), the engine suite on the other
interpreters, the CircuitPython tests and the browser's use it."""
import contextlib
import os

import pytest


def ci():
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")


def skip_or_fail(why):
    """Skip the test saying `why`; under CI fail it instead."""
    if ci():
        pytest.fail("%s (with CI set nothing skips)" % why)
    pytest.skip(why)


@contextlib.contextmanager
def may_lack(*errors, why=""):
    """Inside: an exception of `errors` (what says something is missing) skips, or fails under CI,
    with `why` before its message."""
    try:
        yield
    except errors as e:
        skip_or_fail(why + str(e))
