"""One-line explanations of the setup and settings items, English and German (issue 14 point 14).

Shown under the list for the item under the cursor.  Loaded by the launcher only, and dropped
with it before a game starts (app.py _LAUNCHER_MODULES).  ONE string, a line per item:
"key|English|German" -- the key is a game option's name (RULINGS.md) or a setup/settings item.
A new game's options add their lines here.
"""

_HELP = (
    "players|How many sit at the table|Wie viele am Tisch sitzen\n"
    "seat|A person, or the computer (easy, normal, hard)|Ein Mensch oder der Computer (leicht, normal, schwer)\n"
    "dealer|Who deals first (default: the game decides)|Wer zuerst gibt (Standard: das Spiel wählt)\n"
    "first|Who moves first (default: the game decides)|Wer beginnt (Standard: das Spiel wählt)\n"
    "start|Start the game with these settings|Spiel mit diesen Einstellungen starten\n"
    "hands|Hands in the game: more is longer|Runden im Spiel: mehr dauert länger\n"
    "rounds|Rounds in the game: more is longer|Runden im Spiel: mehr dauert länger\n"
    "double_fewest|Allows the bid fewest x2: double points, won or lost|"
    "Erlaubt wenigste x2: doppelte Punkte, plus oder minus\n"
    "no_bid|Once a game you may bid nothing, and score nothing|"
    "Einmal im Spiel ohne Gebot spielen, ohne Punkte\n"
    "secret_bidding|Nobody sees a bid until all have bid|Gebote bleiben verdeckt, bis alle geboten haben\n"
    "negative_scoring|A missed most-bid also costs 1 per card of that suit|"
    "Meiste-Gebot verfehlt: auch -1 je Karte der Farbe\n"
    "hook|The dealer may not make the bids add up to the cards in hand|"
    "Der Geber darf die Gebote nicht auf die Kartenzahl bringen\n"
    "hidden_bids|Once bidding ends, nobody sees the bids, not even his own|"
    "Nach dem Bieten sieht niemand die Gebote, auch nicht das eigene\n"
    "no_swap_back|Nobody may swap back the two spots just swapped|"
    "Die eben getauschten Plätze darf keiner zurücktauschen\n"
    "play_on|An empty pile ends nothing: play until 3 hats are left|"
    "Ein leerer Stapel beendet nichts: bis 3 Hüte übrig sind\n"
    "lang|The language of every screen and the rules help|Sprache aller Bildschirme und der Regeln\n"
    "sound|A click for every key|Ein Klick bei jeder Taste\n"
    "timeout|The screen dims at half this time, then goes dark|"
    "Der Bildschirm dimmt nach der halben Zeit, dann aus\n"
    "confirm|On: a move waits for one more OK. Off: one press plays|"
    "An: ein Zug wartet auf ein weiteres OK. Aus: ein Druck spielt\n"
    # the launcher's menu: what each game is (a game's NAME), and the other items
    "bobs_hat|3-5 players. Tricks: bid most of a colour or fewest; Bob's Hat +/-10|"
    "3-5 Spieler. Stiche: meiste einer Farbe oder wenigste bieten; Bobs Hut +/-10\n"
    "bargain_hunt|3-4 players. Tricks: trump is chosen in each trick; collect bargains|"
    "3-4 Spieler. Stiche: Trumpf wird im Stich gewählt; sammle Schnäppchen\n"
    "baptistenskat|3-6 players. Bid exactly how many tricks you will take|"
    "3-6 Spieler. Sage genau an, wie viele Stiche du machst\n"
    "auf_der_hut|2-4 players. Memory: peek, swap, reveal; find each character its hat|"
    "2-4 Spieler. Gedächtnis: schauen, tauschen, aufdecken; jeder Figur ihr Hut\n"
    "resume|Go on with the saved game where it stopped|Das gespeicherte Spiel dort fortsetzen, wo es stand\n"
    "names|The players' names at the table|Die Namen der Spieler am Tisch\n"
    "settings|Language, sound, screen time-out, confirm moves|Sprache, Ton, Bildschirmzeit, Züge bestätigen\n"
    "rules|How each game is played, page by page|Wie jedes Spiel geht, Seite für Seite\n"
    "drive|OK: the computer may write the drive until the next reset|"
    "OK: Laufwerk für den PC bis zum Reset\n"
)


def explain(key, lang):
    """The explanation of item `key` in language `lang`, or "" if it has none."""
    k = "\n" + key + "|"
    i = ("\n" + _HELP).find(k)
    if i < 0:
        return ""
    j = _HELP.find("\n", i)
    return _HELP[i:j].split("|")[1 + lang]
