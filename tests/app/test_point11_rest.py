"""Issue 27 point 11, the rest: the 128x64 setup list's last row was cut by the rule above the
help lines (no spare pixel row there: the rule took the descender row); on 160x128 with 6 seats
the winning card's frame covered the dealer's "D" box."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from firmware import ops  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.app.fakeboard import FakeBoard  # noqa: E402
from tests.app.mp_app_test import Clock, clean, drive, fresh  # noqa: E402


def test_mono_setup_last_row_keeps_its_descenders():
    app, b = fresh(True)
    drive(app, b, [ops.NEXT, ops.OK], Clock())  # Bargain Hunt's setup: its last row "First dealer: by lot"
    assert app.stack[-1].name == "setup"
    for _ in range(4):  # the cursor onto the last row shown: highlighted, its "y" has a descender
        drive(app, b, [ops.NEXT], Clock())
    app.draw()
    y = 5 * 8 + 7  # the last list row's descender row, right above the help lines
    row = [b.fb.pixel(x, y) for x in range(128)]
    assert row.count(0) > 0  # not one rule across: the "y" of "by" shows its tail
    # the help lines are still set apart: a bar down their left edge
    assert all(b.fb.pixel(0, yy) for yy in range(48, 64))
    clean(b)


def test_six_seats_winning_frame_off_the_dealer_box():
    from engine_core.games import game_class
    from engine_core.rng import Rng

    for seed in range(1, 60):
        g = game_class("baptistenskat")(6, None, seed, 0)
        r = Rng(seed)
        found = False
        for _ in range(300):
            v = g.view(0)
            lt = v.get("last_trick")
            if v["phase"] == "play" and not v["trick"] and lt and lt["winner"] == v["dealer"]:
                found = True
                break
            if v["over"]:
                break
            acts = g.legal_actions()
            g.apply(acts[r.below(len(acts))])
        if found:
            break
    assert found
    b = FakeBoard(160, 128, False)
    clean(b)
    app = App(b)
    app._enter(g, ["human"] * 6)
    app.home("play", seat=g.current_player())
    app.draw()
    d = g.view(0)["dealer"]
    cw = 160 // 6
    x0 = d * cw
    # the dealer's box (9x10, its letter "D" in it) is whole: its outline all in the text colour,
    # nothing of the winning card's yellow frames on it
    px = b.fb.pixel

    def whole(bx, by):
        edge = [(bx + i, by) for i in range(9)] + [(bx + i, by + 9) for i in range(9)]
        edge += [(bx, by + j) for j in range(10)] + [(bx + 8, by + j) for j in range(10)]
        return all(px(x, y) == 1 for x, y in edge)

    boxes = [(bx, by) for bx in range(x0 - 1, x0 + cw - 8) for by in range(20, 100) if whole(bx, by)]
    assert boxes, "the dealer's box is cut"
    clean(b)


def test_rules_pages_turn_between_sentences():
    """Rules help: a page longer than the screen turns between sentences (or clauses); a clause
    longer than a screen is cut into even parts, never a line or two left alone."""
    from firmware import rulebook
    ends = (".", ":", ";", ")", "!", "?")
    for w, h, mono in ((240, 135, False), (160, 128, False), (240, 240, False), (128, 64, True)):
        b = FakeBoard(w, h, mono)
        clean(b)
        app = App(b)
        for lang in (0, 1):
            app.lang = lang
            for gi in range(4):
                sc = rulebook.screens(app, gi)
                for i in range(len(sc)):
                    if " ".join(sc[i]).rstrip().endswith(ends):
                        continue
                    # cut inside a clause: only on 128x64, and both parts of a fair size
                    assert mono, (w, lang, gi, sc[i])
                    assert len(sc[i]) >= 3 and len(sc[i + 1]) >= 3, (lang, gi, sc[i], sc[i + 1])
        clean(b)
