"""Per-game tables, drawn from one seat's view (STYLE.md 6) by firmware/play.py.

Each module has `draw(app, view, picked, cursor, private)`: the table of `view` above the app's
prompt line.  `picked` are the action words chosen so far and `cursor` the word under the
cursor (a card or a spot is highlighted where the table shows it); `private` False hides the
seat's own cards and anything else only that seat may see (the screen a computer's turn shows
while the device may be changing hands).
- tricks.py  Where's Bob's Hat?, Bargain Hunt, Baptistenskat: header, one column per seat
             (name, bids/piles, the card it played to the trick), the hand as cards;
- row.py     Auf der Hut: the row of characters with their face-down hats, the piles, the players.
- cards.py   card boxes and suit glyphs (a shape per colour: told apart without colour).
Only the layout of the game being played is ever imported.
"""
