"""Computer seats: the hook bots plug into.  choose(game, seat, rng) -> action int,
given only the seat's view (STYLE.md 6).  Default: uniformly random legal action."""


def choose(view, rng):
    legal = view.get("legal") or []
    if not legal:
        return None
    return legal[rng.below(len(legal))]
