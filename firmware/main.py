"""Loop poll -> handle -> tick on a real board: the board file named by `profile` (`make dev`,
tools/flash.py --dev, runs the work tree with it), else by firmware/board_config.py (a build
writes it)."""


def run(profile=None):
    if profile is None:
        from firmware.board_config import PROFILE as profile
    mod = __import__("firmware.boards." + profile, None, None, ("make_board",))
    board = mod.make_board()
    from firmware.app import App
    app = App(board)
    while True:
        op = board.poll()
        if op is not None:
            app.handle(op)
        app.tick(board.ticks_ms())
