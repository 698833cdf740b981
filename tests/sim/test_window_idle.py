"""Issue 27 point 12, the simulator's window (pygame under SDL_VIDEODRIVER=dummy): no redraw while
nothing changes (it redrew at 60 fps: a quarter of a core idle), the device's screen-off says so
in the window instead of looking hung and the key that wakes it is not lost, and every board's
drawn buttons -- a d-pad on the handhelds -- stay whole inside the window, apart from each other."""
import os
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from host_sim.board import PROFILES  # noqa: E402
from host_sim.headless import Sim  # noqa: E402
from host_sim.live import Live  # noqa: E402
from host_sim.window import BTN_R, Window  # noqa: E402


def _window(tmp_path, board="pico_lcd114"):
    sim = Sim(board, "cpython", str(tmp_path))
    live = Live(sim)
    live.start()
    return sim, live, Window(sim, live, 2)


def _run(win, n, each=None):
    k = [0]

    def stop():
        k[0] += 1
        if each:
            each(k[0])
        return k[0] > n

    win.run(stop)


def test_idle_window_is_not_redrawn_and_sleeps(tmp_path):
    sim, live, win = _window(tmp_path)
    try:
        t0 = time.monotonic()
        _run(win, 10)
        assert win.draws == 1, win.draws  # the first frame only
        assert time.monotonic() - t0 >= 0.3  # it waited for events instead of spinning
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
        _run(win, 20)
        # the new frame and the button drawn pressed until released, then once more: a few
        # draws, not one a loop
        assert 2 <= win.draws <= 9, win.draws
        assert len(sim.frames) == 2
    finally:
        win.close()
        sim.close()


def test_screen_off_is_said_and_the_waking_key_acts(tmp_path):
    sim, live, win = _window(tmp_path)
    try:
        sim.rt.app.timeout = 1  # seconds

        def later(k):
            if k == 2:
                live.base -= 5  # five seconds pass

        _run(win, 4, later)
        assert sim.rt.backlight == 0
        surf = pygame.display.get_surface()
        r = win.screen_rect()
        lit = sum(1 for x in range(r.x, r.right, 2) for y in range(r.y, r.bottom, 2)
                  if surf.get_at((x, y))[:3] != (0, 0, 0))
        assert lit > 20, "the dark screen says nothing"
        n = len(sim.frames)
        sel = sim.rt.app.stack[-1].sel
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
        _run(win, 3)
        assert sim.rt.backlight == 100
        assert sim.rt.app.stack[-1].sel == sel + 1, "the waking key was swallowed"
        assert len(sim.frames) > n
    finally:
        win.close()
        sim.close()


@pytest.mark.parametrize("board", sorted(PROFILES))
def test_buttons_whole_inside_the_window_and_apart(tmp_path, board):
    sim, live, win = _window(tmp_path, board)
    try:
        w, h = win.size
        pts = [p for _, _, p in win.buttons]
        for x, y in pts:
            assert BTN_R <= x <= w - BTN_R and BTN_R <= y <= h - BTN_R, (board, x, y)
            sr = win.screen_rect()
            assert not sr.inflate(2 * BTN_R, 2 * BTN_R).collidepoint(x, y), (board, "over the screen")
        for i in range(len(pts)):
            for j in range(i):
                d2 = (pts[i][0] - pts[j][0]) ** 2 + (pts[i][1] - pts[j][1]) ** 2
                assert d2 >= (2 * BTN_R + 2) ** 2, (board, win.buttons[i][0], win.buttons[j][0])
        labels = {lb for lb, _, _ in win.buttons}
        if {"up", "down", "left", "right"} <= labels:  # a d-pad: a cross, left of the screen
            p = {lb: q for lb, _, q in win.buttons}
            assert p["up"][0] == p["down"][0] and p["left"][1] == p["right"][1]
            assert p["up"][1] < p["left"][1] < p["down"][1] and p["left"][0] < p["up"][0] < p["right"][0]
            assert p["right"][0] < win.screen_rect().x
        if board in ("pybadge", "pygamer"):
            ys = {q[1] for _, _, q in win.buttons}
            assert len(ys) > 2, "a flat row of buttons"
        # a click on each drawn button presses its op
        for label, op, (x, y) in win.buttons:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(x, y)))
            assert win.poll() == ([op], False), label
        win.draw()
    finally:
        win.close()
        sim.close()


def test_the_window_names_the_folder_of_its_save(tmp_path):
    """Two simulators on one board share its flash folder: each window names it, so the sharing is
    never silent (the lock on the folder itself is host_sim's runtime's)."""
    sim, live, win = _window(tmp_path, "pybadge")
    try:
        assert win.saves.startswith("saves: ") and win.saves.endswith(os.path.basename(str(tmp_path)))
        win.draw()
    finally:
        win.close()
        sim.close()
