PAGES = (
    "Schnäppchenjagd: 3-4 Spieler, 108 Warenkarten (6 Farben x 1-9, doppelt) und 2 Superangebote. "
    "6 Runden zu dritt, 4 zu viert. Jede Runde erhält jeder 8 Karten; reicht der Stapel nicht, "
    "die größte gleiche Zahl.",
    "Runde 1, vor dem ersten Stich: links vom Geber beginnend legt jeder eine Warenkarte (nie ein "
    "Superangebot) offen auf seinen Schnäppchenstapel: ihr Wert ist sein Schnäppchen, die Karte zählt +1. "
    "Runde 1 hat also 7 Stiche.",
    "Der Spieler links vom Geber spielt aus, danach der Gewinner des Stichs. Farbe bedienen, wenn "
    "möglich; ein Superangebot darf immer gespielt werden.",
    "Ein Superangebot darf ausgespielt werden: dann muss niemand bedienen, es gibt keinen Trumpf und der "
    "Ausspieler gewinnt.",
    "Wer nicht bedienen kann, erklärt seine Farbe zu Trumpf oder nicht Trumpf (ein Trumpf je Stich, nie "
    "die ausgespielte Farbe und keine in diesem Stich schon als nicht Trumpf erklärte; niemand muss trumpfen). "
    "Eine gleiche Karte wird als höher oder tiefer erklärt.",
    "Sieger: das erste Superangebot, sonst der höchste Trumpf, sonst die höchste Karte der ausgespielten "
    "Farbe. Karten mit dem Schnäppchenwert des Siegers kommen auf seinen Schnäppchenstapel (+1), alle "
    "anderen, auch Superangebote, auf seinen Krimskrams (-1).",
    "Abräumen, nach dem letzten Stich einer Runde, ab dessen Gewinner im Uhrzeigersinn: jeder darf einen "
    "Wert seines Krimskrams abräumen oder nichts. Die ersten 3 dieser Karten (zu dritt) bzw. 2 (zu viert) "
    "kommen in den Müll, der Rest auf seinen Schnäppchenstapel. Nur wenn eine Karte dorthin kam, wird "
    "der Wert sein Schnäppchen. Superangebote kann man nie abräumen. In der letzten Runde räumt jeder "
    "zweimal nacheinander ab (zwei Werte; ein erstes \"nichts\" lässt das zweite offen).",
    "Nächste Runde: der Müll wird gemischt und kommt unter den Stapel. Ende: Schnäppchenstapel +1 je Karte, "
    "Krimskrams -1 "
    "je Karte. Die höchste Summe gewinnt; bei Gleichstand gewinnen alle Besten.",
)
