"""Auf der Hut's ending on its results page (firmware/results.py, issue 27 point 8): the figures
behind each seat's score -- how many bald heads and wonder hats it took, whatever they counted
(RULINGS.md 4 `final_score`) -- and the last move with why the game ended.  Loaded for the page
and dropped again."""

# why the game ended (the view's "end", RULINGS.md 4 End), English / German
_END = {
    "refill": ("Ended: a spot could not be refilled", "Ende: ein Platz war nicht aufzufüllen"),
    "no_match": ("Ended: no hat left fits a character", "Ende: kein Hut passt mehr zu einer Figur"),
    "three_left": ("Ended: only 3 characters with hats left", "Ende: nur noch 3 Figuren mit Hut"),
}
_OUT = {"match": ("a pair", "ein Paar"), "wonder": ("a wonder hat", "ein Wunderhut"),
        "bald": ("a bald head", "eine Glatze")}


def figures(code, s, v):
    """("of", how many seat s took) behind its bald-head and wonder-hat steps (a bald head covers
    a pair only while one is left, so the points alone do not say it); None else."""
    if code in ("bald", "wonder") and v.get("over"):
        n = v[code][s]
        return ("of", n) if n else None
    return None


def ending(v, names, lang):
    """The last move and why the game ended, as lines (public: everyone saw the last reveal)."""
    if not v.get("over"):
        return []
    out = []
    rv = v.get("last_reveal")
    if rv:
        hat = _word(rv["hat"], lang)
        out.append(("Last: %s revealed %d, %s: %s", "Zuletzt: %s deckt %d auf, %s: %s")[lang]
                   % (names[rv["seat"]], rv["spot"], hat, _OUT[rv["outcome"]][lang]))
    e = _END.get(v.get("end"))
    if e:
        out.append(e[lang])
    return out


def _word(w, lang):
    """The character (or "wonder hat") in the language, from the folder's WORDS table."""
    from games.auf_der_hut import WORDS
    k = WORDS.find("\n" + w + "|")
    if k < 0 and WORDS.startswith(w + "|"):
        k = -1
    elif k < 0:
        return w
    ln = WORDS[k + 1:].split("\n", 1)[0].split("|")
    return ln[1 + lang] if len(ln) > 2 else w
