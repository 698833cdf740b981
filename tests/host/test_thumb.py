"""firmware.THUMB: the one place that decides whether a port is asked to load the Thumb machine
code (firmware/drivers/rgb565_m0.py for the ST7789's show() and clear, firmware/font_m0.py for the
texts): a Cortex-M port only (sys.implementation._mpy's native arch, armv6m 4 to armv7emdp 8)."""
import builtins

import firmware


def _package(mpy):
    """The names firmware/__init__.py leaves, run as on a port whose sys.implementation._mpy is
    mpy (None: it has none, as CPython)."""
    class Impl:
        name = "micropython"

    if mpy is not None:
        Impl._mpy = mpy

    class Sys:
        implementation = Impl

    def imp(name, *a):
        return Sys if name == "sys" else builtins.__import__(name, *a)

    ns = {"__builtins__": dict(vars(builtins), __import__=imp)}
    with open(firmware.__file__, encoding="utf-8") as f:
        exec(compile(f.read(), firmware.__file__, "exec"), ns)
    return ns


def test_only_a_cortex_m_port_is_asked_for_the_machine_code():
    assert firmware.THUMB is False  # this host's CPython
    assert _package(None)["THUMB"] is False
    assert [_package(arch << 10 | 6)["THUMB"] for arch in range(11)] == [False] * 4 + [True] * 5 + [False] * 2
    assert sorted(k for k in _package(4 << 10) if not k.startswith("__")) == ["THUMB"]  # no other name kept
