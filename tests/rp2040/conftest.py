"""The RP2040 boards' firmware (tools/rp2040/build.py) and its emulation (tools/rp2040/harness/).
Missing Debian packages are installed when root; otherwise, or without the pinned sources in
../shared/vendor (or $RP2040_VENDOR), these tests skip naming what is missing -- never with CI set,
where they fail."""
import os

import pytest

from tests.ci import may_lack
from tools.rp2040 import build, deps, session


@pytest.fixture(scope="session")
def rp2040_ready():
    with may_lack(deps.Missing):
        deps.require("build", "run")
        for name, _ in build.TARBALLS + ((build.PICOTOOL, ""),):
            path = os.path.join(build.vendor_dir(), name)
            if not os.path.exists(path):
                raise deps.Missing("%s is missing (the pinned sources: ../shared/vendor or $RP2040_VENDOR)" % path)
    return True


@pytest.fixture(scope="session")
def buttons_run(rp2040_ready):
    """board -> (compare, [(gpio, op)], cpu_s, boot) of session.buttons(board), run once per board
    in a test session: the buttons' test and the pins' test (what the firmware set up at boot)
    share one boot of each board's chip."""
    done = {}

    def run(board):
        if board not in done:
            boot = {}
            cmp, order, cpu = session.buttons(board, boot=boot)
            done[board] = (cmp, order, cpu, boot)
        return done[board]
    return run
