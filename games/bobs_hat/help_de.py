PAGES = (
    "Wo ist Bobs Hut? 3-5 Spieler, 60 Karten: blau, rot, schwarz 1-20. Runde k gibt jedem Spieler 4+k "
    "Karten. Ein Spiel hat 12 Runden zu dritt, 10 zu viert, 8 zu fünft (Option: Runden; höchstens 16, 11, 8: "
    "jede Runde muss in 60 Karten passen).",
    "Der Geber deckt eine Trumpfkarte auf (grau = kein Trumpf), sieht seine Karten an und wählt Bobs Hut "
    "+10 oder -10.",
    "Gebote ab dem Geber im Uhrzeigersinn: jeder bietet eines oder mehrere aus meiste blau, meiste rot, "
    "meiste schwarz, wenigste.",
    "Der Geber spielt aus, danach der Gewinner des Stichs. Farbe bedienen, wenn möglich. Der höchste "
    "Trumpf sticht, sonst die höchste Karte der ausgespielten Farbe. Die Konsole lässt keinen Regelbruch zu, "
    "also gibt es kein Nichtbedienen (-15 am Tisch).",
    "Wer einen Stich mit einer 14 oder 15 (jede Farbe) gewinnt, nimmt Bobs Hut aus der Mitte oder vom "
    "Besitzer, auch ohne Gebot.",
    "Jedes Gebot zählt für sich. Meiste <Farbe>: allein mehr Karten davon als jeder andere: +5 + diese "
    "Karten, sonst -5. Wurde keine Karte dieser Farbe ausgeteilt, ist es erfüllt: +5.",
    "Wenigste: allein weniger Karten genommen als jeder andere: + die Kartenzahl je Spieler dieser Runde, "
    "sonst minus so viel. Die Bobs-Hut-Karte zählt nicht als genommene Karte. Der Besitzer des Huts erhält +10 "
    "oder -10. Punkte können negativ sein.",
    "Optionen: wenigste x2 zählt doppelt, plus oder minus. Kein Gebot (1x): einmal im Spiel nichts "
    "bieten, die Runde spielen und nichts dafür erhalten, auch nicht den Hut (man nimmt ihn trotzdem; dann "
    "zählt er für niemanden). Geheime Gebote: niemand "
    "sieht ein Gebot, bevor alle geboten haben. Minuspunkte: ein verfehltes Meiste-Gebot zählt -5 und "
    "-1 je genommene Karte dieser Farbe.",
    "Nach der letzten Runde gewinnt die höchste Summe; bei Gleichstand gewinnen alle Besten.",
)
