"""tools/emu/bots.py: tools/tournament.py's games on the emulated board, every bot with a time
budget on the board's own clock.  The budget is small here, so the board's clock must cut hard
searches short -- and the moves stay legal (play_one checks each)."""
from tools.emu import bots


def test_the_boards_clock_cuts_the_hard_search_and_every_level_is_timed(emu_ready):
    r = bots.run(1, "hard,normal,easy", ["bargain_hunt"], seed=3, budget=60)["bargain_hunt"]
    assert r["budget_ms"] == 60 and r["games"] == 1
    assert set(r["timing_ms"]) == {"hard", "normal", "easy"}
    w = r["work"]["hard"]
    assert set(r["work"]) == {"hard"}  # only the hard level searches
    assert 0 < w["cut"] <= w["searches"]
    # a cut search did at least one sample: some simulated card plays
    assert w["cut_p5"] > 0
    text = bots.rows("bargain_hunt", r)
    assert "cut short by the budget" in text and "computer move hard" in text
