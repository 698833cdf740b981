"""Helpers for the simulator tests: a scripted session that reaches game play, run on a runtime."""
from host_sim.headless import Sim

# menu: Bargain Hunt (index 1) -> setup -> Start (PREV wraps to it) -> OK; the other seats are
# computer players, so a few OK pairs (select + confirm) play cards between computer moves
SESSION = "NEXT,OK,PREV,OK," + ",".join(["OK,OK"] * 6) + ",NEXT,OK,BACK"


def run_session(runtime, flash, board="pico_lcd114", keys=SESSION, seed=1234):
    sim = Sim(board, runtime, str(flash), seed=seed)
    try:
        sim.keys(keys)
        return sim.frames, sim
    finally:
        sim.close()
