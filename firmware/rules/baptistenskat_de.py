PAGES = (
    "Baptistenskat: 3-6 Spieler, 80 Karten rot, gelb, gruen, blau 1-20. Runde r: Spielerzahl+r Karten.",
    "Die danach aufgedeckte Karte bestimmt Trumpf. Ansagen links vom Geber, der Geber zuletzt: "
    "wie viele Stiche man macht.",
    "Farbe bedienen (auch Trumpf). Hoechster Trumpf sticht, sonst die hoechste Karte der ausgespielten Farbe.",
    "Genau b>0: +10b; die hoechste genaue Ansage zaehlt doppelt. Daneben: -10 je Stich Abstand. "
    "Null geschafft: +10 x hoechste Ansage, sonst minus.",
    "Profiregeln: Haken (der Geber darf die Summe nicht auf die Kartenzahl bringen), verdeckte Ansagen "
    "(nach dem Ansagen sieht niemand mehr eine Ansage).",
)
