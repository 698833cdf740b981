PAGES = (
    "Schlichte Stiche: 3 oder 4 Spieler, eine Farbe pro Spieler, Werte 1 bis 8; alle Karten werden verteilt.",
    "Links vom Geber spielt aus. Bediene die Farbe, wenn du kannst, sonst eine beliebige Karte.",
    "Die höchste Karte der ausgespielten Farbe nimmt den Stich und spielt aus. Jeder Stich: 1 Punkt.",
)
