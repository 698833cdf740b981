"""firmware.THUMB: the one place that decides whether a port is asked to load the Thumb machine
code (firmware/drivers/rgb565_m0.py for the ST7789's show() and clear, firmware/font_m0.py for the
texts): a Cortex-M port only (sys.implementation._mpy's native arch, armv6m 4 to armv7emdp 8)."""
import builtins

import firmware


def _package(mpy, modules=None, lacks=()):
    """The names firmware/__init__.py leaves, run as on a port whose sys.implementation._mpy is
    mpy (None: it has none, as CPython), whose sys.modules is `modules` (a dict; new if None) and
    which has no built-in module named in `lacks`."""
    class Impl:
        name = "micropython"

    if mpy is not None:
        Impl._mpy = mpy

    class Sys:
        implementation = Impl

    Sys.modules = {} if modules is None else modules

    def imp(name, *a):
        if name in lacks:
            raise ImportError("no module named '%s'" % name)
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


def test_the_extensible_builtins_are_put_in_sys_modules_once():
    """On MicroPython a built-in module is never in sys.modules, and each `import os` of one a file
    may extend searches the filesystem under every sys.path entry first: the package puts them
    there, where the port looks first.  One the port lacks is left out; one already there (CPython)
    is kept as it is."""
    import json
    import os
    mods = _package(4 << 10, lacks=("machine",))["__builtins__"]["__import__"]("sys").modules
    assert sorted(mods) == ["binascii", "json", "os", "struct", "time"]
    assert mods["os"] is os and mods["json"] is json
    kept = object()
    mods = {"os": kept}
    _package(None, mods, lacks=("machine",))
    assert mods["os"] is kept and "time" in mods
