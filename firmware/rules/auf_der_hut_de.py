PAGES = (
    "Auf der Hut: 2-4 Spieler. 7 Figuren in einer Reihe, jede mit verdecktem Hut. "
    "Jede Figur passt zu genau einem Hut; Wunderhuete passen allen.",
    "Im Zug genau eines: einen Hut ansehen (nur du siehst ihn), zwei Huete blind tauschen "
    "(nicht das eben getauschte Paar zurueck) oder einen Hut aufdecken.",
    "Aufdecken: passt - Figur und Hut nehmen, der Platz wird aufgefuellt. Wunderhut - nehmen, ein neuer Hut kommt. "
    "Passt nicht - eine Glatze nehmen, der Hut kommt zurueck.",
    "Das Spiel endet, wenn ein Platz nicht aufgefuellt werden kann oder kein Paar mehr moeglich ist.",
    "Wertung: Paare minus Glatzen, die kein Wunderhut deckt, nie unter 0. Merk dir, was du gesehen hast!",
)
