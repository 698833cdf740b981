"""Key presses as a player makes them, for the app tests that drive firmware/app.py with op codes
(tests/app/mp_app_test.py on MicroPython and CPython, tests/circuitpython/board_check.py on
CircuitPython)."""


def press(app, clk, op, limit=1000):
    """50 ms after the last step, the op; then the computers' moves (app.busy()), 800 ms apart,
    until the app waits for a key again or `limit` ticks have passed.  clk.t is the app's clock
    in ms, moved here."""
    clk.t += 50
    app.tick(clk.t)
    app.handle(op)
    n = 0
    while app.busy() and n < limit:
        clk.t += 800
        app.tick(clk.t)
        n += 1
