"""The trick-table kit (cards.py, tricks.py, tricks_mono.py, trick_last.py) and the door to each
game's screens: a plug-in, games/<game>/layout.py, found by the game's record name through its
registry line (engine_core/games.py) with `get(name)`.  A fifth game adds its own folder and
touches nothing here (docs/NEW_GAME.md).  Only the plug-in of the game being played is ever
imported.

A plug-in module provides:
- draw(app, v, picked, cursor, private)  the table of view `v` (one seat's view, STYLE.md 6) in
      the area above the prompt line (y < app.body_h).  `picked`: the action words chosen so far;
      `cursor`: the word under the cursor (highlight the card/spot it names) or None;
      `private` False: hide the seat's own cards and whatever only that seat may see.
- redraw(app, v, picked, cursor, private)  (optional) after a cursor move or a word picked on
      the same play screen: draw only what changed and return True (the frame must equal a whole
      draw: tests/app/test_redraw.py), or False to have the whole screen drawn (play._redraw).
      The trick games' (tricks.redraw) redraw the hand's band, which their draw() notes in v.
- last_lines(app, v)  the in-game menu's "last trick / last move" page: a list of
      (text, highlighted) lines, public information only.
- LAST  (optional, default T.LAST_TRICK "Last trick") the text id of that page's title and menu
      entry (Auf der Hut: T.LAST_MOVE "Last move").
- MENU  (optional, default none) a tuple of (text id, screen name) entries the game adds to the in-game menu (e.g.
      Bargain Hunt's piles; text ids from firmware/texts.py).  The in-game menu opens one with
      app.push(name, seat=<the seat it was opened on, or None>).
- SCREENS  (optional, default none) {screen name: "field field ..."}: the game's own screens and their named fields
      (as app._SCREENS declares the app's; `sel` is always there).  The plug-in draws and
      handles them itself: d_<screen>(app, scr) and h_<screen>(app, scr, op) in the same module
      (the app looks a screen name it does not know up in the game's plug-in), or in the module
      SCREENS_MODULE names.  Any other
      game-only screen (Auf der Hut's peek, say) works the same way.
- SCREENS_MODULE  (optional) the name of a module in the game's folder (games/<game>/<it>.py;
      name it layout_<something> so that it is dropped with the layout) that holds the
      d_/h_ functions of SCREENS instead of the plug-in: the app loads it only while one of them
      shows (Auf der Hut's occasional screens, Bargain Hunt's piles page; its draw drops it again).
- UNIT  the text id of what one deal is called (T.HAND "Hand", T.ROUND "Round"): the table
      and the results page use the same word.

Drawing helpers every plug-in uses, so that it adapts to the board (5 sizes: 240x135, 240x240,
160x128 colour, 128x64 mono): app.w, app.h, app.mono, app.body_h (top of the prompt line),
app.text(s, x, y, c, sx, sy), app.fit(s, x, y, w, c, sizes) (largest size that fits, else cut and
recorded), app.prompt(s), app.cut(s) -- never a fixed pixel row: derive positions from
app.w/app.h.  A choice among texts (longest first) is cards._fit_alt.  Shared pieces: cards.py (card boxes, suit glyphs
-- a shape per colour), tricks.py (the trick games' table and last-trick page: a trick game's plug-in sets
`draw = tricks.draw` and `last_lines = tricks.last_lines` and keeps only its hooks),
textpage.scrolled / textpage.h_sheet (a scrolled page of text lines with its title).
"""


from engine_core.games import part  # (imported once: get() runs at each turn and cursor move)


def get(name):
    """The layout plug-in of game `name` (games/<name>/layout.py)."""
    return part(name, "layout", ("draw",))
