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
)


def explain(key, lang):
    """The explanation of item `key` in language `lang`, or "" if it has none."""
    k = "\n" + key + "|"
    i = ("\n" + _HELP).find(k)
    if i < 0:
        return ""
    j = _HELP.find("\n", i)
    return _HELP[i:j].split("|")[1 + lang]
