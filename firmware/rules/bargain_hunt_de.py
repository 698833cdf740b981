PAGES = (
    "Schnaeppchen Jagd: 3-4 Spieler, 108 Warenkarten (6 Farben x 1-9, doppelt) und 2 Super-Sonderangebote (SSA). "
    "6 Runden zu dritt, 4 zu viert; je 8 Karten.",
    "Runde 1: jeder legt eine Warenkarte offen aus: ihr Wert ist sein Schnaeppchen.",
    "Farbe bedienen, wenn moeglich; ein SSA darf immer gespielt werden. Wer nicht bedient, erklaert seine Farbe "
    "zu Trumpf oder nicht Trumpf (ein Trumpf je Stich, nie die ausgespielte Farbe).",
    "Sieger: das erste SSA, sonst der hoechste Trumpf, sonst die hoechste Karte der ausgespielten Farbe. "
    "Eine gleiche Karte wird als hoeher oder niedriger erklaert.",
    "Karten mit dem Schnaeppchenwert des Siegers kommen auf seinen Schnaeppchenstapel (+1), alle anderen auf "
    "seinen Krimskrams (-1).",
    "Nach der Runde darf jeder einen Wert seines Krimskrams abraeumen: die ersten 3 (zu dritt) bzw. 2 kommen in "
    "den Muell, der Rest aufs Schnaeppchen; der Wert wird sein Schnaeppchen. In der letzten Runde zweimal.",
)
