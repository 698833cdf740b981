PAGES = (
    "Wo ist Bobs Hut? 3-5 Spieler, 60 Karten: blau, rot, schwarz 1-20. Runde k: 4+k Karten.",
    "Der Geber deckt eine Trumpfkarte auf (grau = kein Trumpf), sieht seine Karten und waehlt Bobs Hut +10 oder -10.",
    "Gebote ab dem Geber: beliebige Auswahl aus meiste blau, meiste rot, meiste schwarz, wenigste. "
    "Optionen: wenigste x2, einmal 'kein Gebot', geheime Gebote.",
    "Der Geber spielt aus. Farbe bedienen, wenn moeglich. Hoechster Trumpf sticht, sonst die hoechste Karte "
    "der ausgespielten Farbe.",
    "Wer einen Stich mit einer 14 oder 15 gewinnt, nimmt Bobs Hut aus der Mitte oder vom Besitzer.",
    "Meiste <Farbe>: allein die meisten Karten davon: +5 + Karten, sonst -5. Wenigste: allein die wenigsten "
    "Karten: +ausgeteilte Karten, sonst minus. Der Hut zaehlt +10 oder -10.",
)
