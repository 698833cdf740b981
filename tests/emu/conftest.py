"""The board in emulation (tools/emu): QEMU mps2-an385 with upstream MicroPython, and the 32-bit
unix port, both built by runtimes/toolchains/micropython.py (`make emu`).  Missing Debian packages are installed
when root; otherwise these tests skip naming them -- never with CI=true."""
import pytest

from runtimes.toolchains import deps
from tests.ci import may_lack


@pytest.fixture(scope="session")
def emu_ready():
    with may_lack(deps.Missing):
        deps.require("build", "run")
    return True
