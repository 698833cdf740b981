"""Loop poll -> handle -> tick on a real board (profile from board_config)."""


def run():
    from firmware.board_config import PROFILE
    mod = __import__("firmware.boards." + PROFILE, None, None, ("make_board",))
    board = mod.make_board()
    from firmware.app import App
    app = App(board)
    while True:
        op = board.poll()
        if op is not None:
            app.handle(op)
        app.tick(board.ticks_ms())
