"""The pygame window under SDL_VIDEODRIVER=dummy, and screenshots/recordings decoded back."""
import os
import subprocess
import sys

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
from PIL import Image  # noqa: E402

from host_sim.headless import Sim  # noqa: E402
from host_sim.live import Live  # noqa: E402
from host_sim.window import Window  # noqa: E402
from tests.sim.conftest import ROOT  # noqa: E402


def _assert_surface_is_frame(surf, frame, scale, origin=(0, 0)):
    ox, oy = origin
    cols = frame.colours()
    idx = frame.indexes()
    for y in range(0, frame.h, 3):
        for x in range(0, frame.w, 2):
            c = surf.get_at((ox + x * scale + scale // 2, oy + y * scale + scale // 2))
            assert tuple(c)[:3] == cols[idx[y * frame.w + x]], (x, y)


def test_window_opens_draws_the_board_and_takes_keys(tmp_path):
    sim = Sim("pico_lcd114", "micropython", str(tmp_path))
    live = Live(sim)
    live.start()
    win = Window(sim, live, 2, "micropython", "192K", show_cpu=True)
    try:
        # a key press travels: pygame event -> op -> MicroPython app -> frame -> window
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
        n = [0]

        def stop():
            n[0] += 1
            return n[0] > 5

        win.run(stop)
        assert len(sim.frames) == 2  # the menu, then the menu with the next line selected
        surf = pygame.display.get_surface()
        assert surf.get_size() == win.size
        _assert_surface_is_frame(surf, sim.last(), 2, win.screen_rect().topleft)
        assert "cpu/frame" in pygame.display.get_caption()[0]
        shot = str(tmp_path / "window.png")
        pygame.image.save(surf, shot)
        back = pygame.image.load(shot)
        assert back.get_size() == win.size
    finally:
        win.close()
        sim.close()


def test_cli_window_screenshot_and_gif(tmp_path):
    png, gif = str(tmp_path / "s.png"), str(tmp_path / "r.gif")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYTHONPATH=ROOT)
    keys = "NEXT,OK,PREV,OK,OK,OK"
    p = subprocess.run([sys.executable, "-m", "host_sim", "--ui", "window", "--keys", keys, "--quit-after-keys",
                        "--screenshot", png, "--record", gif, "--scale", "2", "--seed", "77",
                        "--flash", str(tmp_path / "flash")], cwd=ROOT, env=env, capture_output=True, text=True,
                       timeout=120)
    assert p.returncode == 0, p.stderr
    ref = Sim("pico_lcd114", "cpython", str(tmp_path / "ref"), seed=77)
    ref.keys(keys)
    frames = ref.frames
    ref.close()
    # a GIF writer may merge a frame identical to the one before (adding up the durations)
    gif_frames = [f for i, f in enumerate(frames) if i == 0 or (f.data, f.palette) != (frames[i - 1].data,
                                                                                       frames[i - 1].palette)]
    # PNG: the last frame at scale 2
    img = pygame.image.load(png)
    assert img.get_size() == (480, 270)
    _assert_surface_is_frame(img, frames[-1], 2)
    # GIF: one image per frame, each equal to its frame (palette colours, scale 2)
    im = Image.open(gif)
    assert im.n_frames == len(gif_frames) > 3
    for i, f in enumerate(gif_frames):
        im.seek(i)
        rgb = im.convert("RGB")
        assert rgb.size == (480, 270)
        cols, idx = f.colours(), f.indexes()
        for y in range(0, f.h, 5):
            for x in range(0, f.w, 3):
                assert rgb.getpixel((2 * x + 1, 2 * y + 1)) == cols[idx[y * f.w + x]], (i, x, y)


def test_headless_png_is_the_frame(tmp_path):
    sim = Sim("pico_ssd1306", "cpython", str(tmp_path))
    sim.keys("NEXT,OK")
    path = str(tmp_path / "m.png")
    sim.png(path)
    img = pygame.image.load(path)
    assert img.get_size() == (128, 64)
    f = sim.last()
    cols, idx = f.colours(), f.indexes()
    for y in range(64):
        for x in range(128):
            assert tuple(img.get_at((x, y)))[:3] == cols[idx[y * 128 + x]]
    sim.close()


def test_fallback_to_terminal_without_display(tmp_path):
    env = dict(os.environ, PYTHONPATH=ROOT)
    for k in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(k, None)
    # no display and no terminal on stdin: window -> term -> headless, and says so
    p = subprocess.run([sys.executable, "-m", "host_sim", "--keys", "NEXT", "--flash", str(tmp_path)],
                       cwd=ROOT, env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=60)
    assert p.returncode == 0, p.stderr
    assert "no window: no display" in p.stderr and "no terminal mode" in p.stderr
    assert "frames: 2" in p.stdout


def test_window_quit_keys_and_key_line(tmp_path):
    """q and Ctrl-Q quit, Esc stays the device's BACK; the key line says how to quit."""
    from firmware import ops
    sim = Sim("pico_ssd1306", "cpython", str(tmp_path))
    live = Live(sim)
    live.start()
    win = Window(sim, live, 2)
    try:
        def key(k, mod=0):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
            return win.poll()

        assert key(pygame.K_ESCAPE) == ([ops.BACK], False)
        assert key(pygame.K_q) == ([], True)
        assert key(pygame.K_q, pygame.KMOD_LCTRL) == ([], True)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        assert win.poll() == ([], True)
        lines = [text for text, _ in win.legend]
        assert all(font.size(text)[0] <= win.size[0] - 24 for text, font in win.legend)
        assert any("q / Ctrl-Q / close: quit" in t for t in lines)
        assert any("Esc/Backspace BACK" in t for t in lines)
        # at scale 2 the 128x64 board's window is narrow: the key line wraps instead of being cut
        assert len(lines) > 2
    finally:
        win.close()
        sim.close()
