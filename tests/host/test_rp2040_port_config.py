"""The RP2040 port's CMake build (tools/rp2040/build.py firmware) is configured afresh when its
arguments change: a copied or moved checkout, or another source tree, would otherwise keep CMake's
cache with the old paths and fail ("Invalid MICROPY_BOARD specified").  The same arguments keep the
configured build, so a board's rebuild costs only make.  cmake and make are stand-ins here."""
import os

from tools.rp2040 import build, deps


def _setup(tmp_path, monkeypatch):
    out = tmp_path / "rp2040"
    port = out / "port"
    monkeypatch.setattr(build, "OUT", str(out))
    monkeypatch.setattr(build, "PORT_BUILD", str(port))
    monkeypatch.setattr(build, "FW_OUT", str(tmp_path / "firmware"))
    monkeypatch.setattr(build, "tree", lambda: str(tmp_path / "src-a"))
    monkeypatch.setattr(build, "picotool", lambda src: str(tmp_path / "picotool"))
    monkeypatch.setattr(build, "manifest", lambda board: str(out / "gen" / "manifest.py"))
    monkeypatch.setattr(deps, "require", lambda what: None)
    keys = iter(range(100))
    monkeypatch.setattr(build, "_inputs_key", lambda board, args, man: "key %d" % next(keys))
    calls = []

    def fake_run(cmd, **kw):
        calls.append(cmd[0])
        if cmd[0] == "cmake":
            os.makedirs(str(port), exist_ok=True)
            for name in ("Makefile", "CMakeCache.txt"):
                (port / name).write_text(" ".join(cmd))
        else:
            for ext in ("uf2", "elf", "bin"):
                (port / ("firmware." + ext)).write_bytes(b"\0" * 16)

    monkeypatch.setattr(build, "run", fake_run)
    return port, calls


def test_the_same_arguments_keep_the_configured_port(tmp_path, monkeypatch):
    port, calls = _setup(tmp_path, monkeypatch)
    build.firmware("pico_lcd114")
    (port / "object.o").write_text("made")
    build.firmware("pico_display_pack")
    assert calls == ["cmake", "make", "make"]
    assert (port / "object.o").exists()


def test_other_arguments_configure_the_port_afresh(tmp_path, monkeypatch):
    port, calls = _setup(tmp_path, monkeypatch)
    build.firmware("pico_lcd114")
    (port / "object.o").write_text("made with the old paths")
    monkeypatch.setattr(build, "tree", lambda: str(tmp_path / "src-b"))  # a checkout elsewhere
    build.firmware("pico_lcd114")
    assert calls == ["cmake", "make", "cmake", "make"]
    assert not (port / "object.o").exists()
    assert "src-b" in (port / "CMakeCache.txt").read_text()
