PAGES = (
    "Auf der Hut: 2-4 Spieler. 20 Figuren (10 x 2), 24 Hüte (10 x 2 und 4 Wunderhüte). Jede Figur "
    "passt zu einem Hut; ein Wunderhut passt zu keiner (siehe Aufdecken).",
    "7 Figuren liegen in einer Reihe, jede mit verdecktem Hut; der Rest sind zwei verdeckte Stapel, oben "
    "gezählt (Figuren 13 Hüte 17).",
    "Prinzessin: Krone. Pirat: Dreispitz. Gärtner: Strohhut. Narr: Narrenkappe. Ritter: Helm. "
    "Hexe: Hexenhut. Cowboy: Cowboyhut. Wikinger: Wikingerhelm. Zauberer: Zauberhut. Koch: Kochmütze.",
    "Im Zug genau eines: unter einen Hut schauen (nur du siehst ihn), zwei Hüte blind tauschen oder einen "
    "Hut aufdecken. Ein Platz ohne Hut (Option weiterspielen) ist nicht wählbar.",
    "Option ohne Rücktausch (Standard an): du darfst nicht genau das Paar tauschen, das der "
    "Spieler vor dir eben getauscht hat; eine gepunktete Linie zeigt dieses Paar.",
    "Aufdecken: passt - Figur und Hut nehmen (ein Paar); neue Figur und neuer Hut füllen den Platz. "
    "Wunderhut - nehmen; ein neuer Hut kommt. Passt nicht - eine Glatze nehmen; der Hut kommt verdeckt "
    "zurück.",
    "Dein Zug beginnt mit dem, was die anderen seit deinem letzten Zug getan haben: Schauen, Tauschen, "
    "Aufdecken. Merk dir, was du gesehen hast!",
    "Ende: wenn ein Platz nicht aufgefüllt werden kann oder kein Paar mehr möglich ist. Option "
    "weiterspielen: der Platz bleibt dann leer, und das Spiel endet, wenn nur noch 3 Figuren mit Hut "
    "übrig sind.",
    "Wertung: jede Glatze deckt ein Paar ab, jeder Wunderhut deckt eines wieder auf: "
    "Paare - max(0, min(Glatzen, Paare) - Wunder). 4 Paare, 2 Glatzen, 1 Wunder = 3. "
    "Die höchste Wertung gewinnt; bei Gleichstand gewinnen alle Besten. Die Seite Punkte im Spielmenü "
    "nennt Paare, Wunderhüte und Glatzen jedes Spielers in Worten.",
)
