PAGES = (
    "Baptistenskat: 3-6 Spieler, 80 Karten rot, gelb, grün, blau 1-20. Runde r gibt jedem "
    "Spielerzahl+r Karten; 10 Runden (Option: Runden; höchstens 10, 7 zu sechst: eine Karte muss zum Aufdecken "
    "bleiben).",
    "Nach dem Geben wird die oberste Karte des Stapels aufgedeckt: ihre Farbe ist Trumpf. Gebote links "
    "vom Geber, der Geber zuletzt: wie viele Stiche man macht, 0 bis zur Kartenzahl.",
    "Der Spieler links vom Geber spielt aus, danach der Gewinner des Stichs. Farbe bedienen (auch "
    "Trumpf). Der höchste Trumpf sticht, sonst die höchste Karte der ausgespielten Farbe.",
    "Genaues Gebot b>0: +10b. Das höchste genau erfüllte Gebot über 0 zählt doppelt: verfehlt der "
    "Höchstbietende, geht das Doppelte an das höchste genau erfüllte Gebot; bei Gleichstand an alle. "
    "Verfehlt: -10 je Stich Abstand.",
    "Gebot 0 erfüllt: +10 x das höchste Gebot der Runde; verfehlt: minus so viel. Ein Gebot 0 zählt "
    "nie doppelt. Bieten alle 0, zählt die Runde 0.",
    "Optionen: Haken (Profi 1: der Geber darf die Summe der Gebote nicht auf die Kartenzahl bringen), "
    "verdeckte Gebote (Profi 2: nach dem Bieten sieht niemand ein Gebot, auch nicht das eigene, bis "
    "zur Wertung).",
    "Nach der letzten Runde gewinnt die höchste Summe; bei Gleichstand gewinnen alle Besten.",
)
