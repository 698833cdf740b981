"""The trick games' headers (games/<game>/layout.py header): each makes its forms only up to the
first the table can draw (issue 25: Where's Bob's Hat? made all seven on every frame,
Baptistenskat ten, the later ones never looked at; the 128x64 table all of them till 2026-11);
the form drawn is the one the whole list gives, at every panel size, the 128x64 one among them,
with a "?" at the header's end or not, for short and long seat names, both languages (Bargain
Hunt and Baptistenskat: along a game's first moves, with and without the not-trump colours, the
bids' total)."""
import sys

from host_sim import framebuf

sys.modules.setdefault("framebuf", framebuf)

from engine_core.rng import Rng  # noqa: E402
from firmware.layouts import cards  # noqa: E402
from games.bobs_hat import layout  # noqa: E402
from tests.app.mp_app_test import Clock, clean, fresh, start  # noqa: E402


def _all_forms(app, lay, v):
    """Every form of the header (tricks.header_more asked on a 128x64 table 8 pixels wide: no
    form fits beside its "?")."""
    w, h, mono = app.w, app.h, app.mono
    app.w, app.h, app.mono = 8, 64, True
    try:
        return lay.header(app, v)
    finally:
        app.w, app.h, app.mono = w, h, mono


def _same_mono(app, lay, v):
    """The 128x64 table's forms against the whole list: the same form drawn, with a "?" at the
    header's end or not (tricks_mono.py: 8 pixels kept for it); True where fewer were made."""
    full, t1 = _all_forms(app, lay, v)
    app.w, app.h, app.mono = 128, 64, True
    got, t2 = lay.header(app, v)
    app.mono = False
    assert t1 == t2 and list(got) == list(full[:len(got)])
    for hint in (0, 8):
        assert cards._alt(got, 128 - hint) == cards._alt(full, 128 - hint)
    return len(got) < len(full)


def test_header_first_form_alone_only_where_it_is_drawn():
    app, b = fresh()
    start(app, b, 0, Clock())
    g = app.game
    seen_short = seen_full = mono_short = 0
    for names in (("Al", "Bo", "Cy"), ("Maximiliane", "Bartholomew", "Konstantinos")):
        app.seats = [(n, i == 0) for i, n in enumerate(names)]
        for lang in (0, 1):
            app.lang = lang
            for holder in (None, 0, 1, 2):
                v = g.view(0)
                v["hat_holder"] = holder
                v["hat_value"] = 10 if holder is not None else None
                mono_short += _same_mono(app, layout, v)
                for w, h in ((240, 135), (160, 128), (240, 240)):
                    app.w, app.h = w, h
                    full, t1 = _all_forms(app, layout, v)
                    app.mono = False
                    got, t2 = layout.header(app, v)
                    assert t1 == t2 and len(full) == 7 and got == full[:len(got)]
                    if len(got) < 7:
                        seen_short += 1
                    else:
                        seen_full += 1
                    sy = 2 if h >= 200 else 1
                    sizes = ((2, 2), (1, 2)) if sy == 2 else ((1, 1),)
                    x = 3 + 6 * sy
                    for hint in (0, 8):  # tricks._draw_colour's widths: the header, with a "?" or not
                        assert cards._alt(got, w - x - hint, sizes) == cards._alt(full, w - x - hint, sizes)
    assert seen_short and seen_full and mono_short  # both ways taken; the 128x64 table's fewer too
    clean(b)


def _same_form(app, lay, v, counts):
    """The header's colour forms against its whole list (the 128x64 call's) at every panel size:
    the same form drawn, with a "?" or not; counts[0] += 1 where fewer were made."""
    _same_mono(app, lay, v)
    for w, h in ((240, 135), (160, 128), (240, 240)):
        app.w, app.h = w, h
        full, t1 = _all_forms(app, lay, v)
        app.mono = False
        got, t2 = lay.header(app, v)
        assert t1 == t2 and list(got) == list(full[:len(got)])
        if len(got) < len(full):
            counts[0] += 1
        sy = 2 if h >= 200 else 1
        sizes = ((2, 2), (1, 2)) if sy == 2 else ((1, 1),)
        x = 1 if t2 is None else 3 + 6 * sy
        for hint in (0, 8):  # tricks._draw_colour's widths: the header, with a "?" or not
            assert cards._alt(got, w - x - hint, sizes) == cards._alt(full, w - x - hint, sizes)


def test_bargain_hunt_and_baptistenskat_headers_make_only_the_forms_drawn():
    for gi, key in ((1, "not_trump"), (2, "bids")):
        app, b = fresh()
        start(app, b, gi, Clock())
        g = app.game
        lay = sys.modules["games.%s.layout" % g.NAME]
        rng = Rng(gi)
        counts = [0]
        seen = 0  # views with the not-trump colours / a bid on the table
        for _ in range(40):
            if g.is_over():
                break
            v = g.view(g.current_player())
            if any(x is not None for x in (v.get(key) or ())):
                seen += 1
            for names in (("Al", "Bo", "Cy"), ("Maximiliane", "Bartholomew", "Konstantinos")):
                app.seats = [(n, i == 0) for i, n in enumerate(names)]
                for lang in (0, 1):
                    app.lang = lang
                    _same_form(app, lay, v, counts)
            acts = g.legal_actions()
            g.apply(acts[rng.below(len(acts))])
        assert seen and counts[0], (g.NAME, seen, counts)  # both kinds of header, fewer forms made
        clean(b)



def test_bargain_hunt_declarations_are_words_words():
    """Bargain Hunt's words under a trick card (games/bargain_hunt/layout.py decl) look this game's
    own words up in its table, the others in the shared one: every declaration in both
    languages reads as words.word has it (issue 25: words.word asked every game's package)."""
    from firmware import words
    from games.bargain_hunt import layout as lay
    from games.bargain_hunt.rules import _DECL_TEXTS

    app, b = fresh()
    start(app, b, 1, Clock())
    seen = 0
    for lang in (0, 1):
        app.lang = lang
        for t in _DECL_TEXTS:
            got = lay.decl(app, [0, "red5", t])
            if not t:
                assert got == ""
                continue
            ws = [words.word(w, lang) for w in t.split()]
            assert got[0] == " ".join(ws), (lang, t, got)
            assert got[1] == " ".join(w[:3] for w in ws) and got[2] == got[1][:3], (lang, t, got)
            seen += 1
    assert seen == 16
    assert lay.decl(app, [0, "red5", "notrump"])[0] != "notrump"  # (looked up: "kein Trumpf")
    clean(b)
