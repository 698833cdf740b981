"""The boards: one file per board, firmware/boards/<board>.py (files starting with "_" are helpers
the board files share: _badge.py, _hosted.py).  A new board is a new file here and
touches nothing else: the simulator (`--board`), the README's key table, `make build`/`make flash`
and the web page's profiles all read its facts.

This docstring is the contract, written once: tests/host/test_board_contract.py reads the lists
below and checks every board file, the simulator's boards and the tests' fake boards against them
(host_sim/board_facts.py reads them too).  On a board the docstring costs nothing (MicroPython
drops it when it compiles).

A board file holds its facts as module-level data -- plain ints, strings, tuples, dicts, None --
that the host reads by importing the file on CPython, without `machine`, `board` or any hardware
module: those are imported inside make_board() (STYLE.md 20).  Op names are firmware/ops.py's.

Facts every board file holds:
- `RUNTIME`: "micropython" or "circuitpython" (a CIRCUITPY drive: tools/build.py, make flash)
- `DRIVERS`: the firmware/drivers/ modules the board uses, a tuple of names (a build carries only
  these)
- `BOT_BUDGET_MS`: ms a hard computer move searches at most on the board's clock (firmware/players.py),
  0 for none
- `STORAGE`: where the app's files go (settings, names, the save): a path prefix, "" for the cwd
- `SAVES`: the save's folder inside STORAGE (firmware/savedir.py), "" for STORAGE itself

Facts every board file holds unless it is HOSTED:
- `WIDTH`: screen width in pixels
- `HEIGHT`: screen height in pixels
- `MONO`: True for a 1-bit screen (MONO_VLSB, no palette), False for 16 colours (GS4_HMSB)
- `KEYS`: the buttons, ((label, op name, pin), ...) in scan order; a pin is a gpio, a shift
  register's key number or a joystick direction ("x-", "x+", "y-", "y+")

Optional facts:
- `HOSTED`: True when the glass and the buttons are a host program's and take the size of the
  board they stand in for (web.py, emu_mps2.py): no simulator profile of its own
- `MIP`: micropython-lib packages `make flash` installs on the board (mip), a tuple of names
- `CHIP`: the microcontroller whose firmware image we build for the board: "rp2040" (`make firmware`,
  tools/rp2040/: a UF2 with the app frozen in, run on the emulated RP2040); absent where the board
  takes only the app's files
- `BOARD_IDS`: the "Board ID:" values of boot_out.txt a CircuitPython board accepts (tools/cp_flash.py)
- `BUZZER`: the gpio of a piezo for key blips, or None
- `SPEAKER`: True where the board has a speaker that is no BUZZER pin (the badges' audioio): the
  simulator sounds its beeps (as it does a BUZZER board's)
- `SKIN`: how the simulator's window draws the board (host_sim/window.py): "body" colour,
  "at" {label: (side, dx, quarter, dy)}, "plain" buttons
- `REFERENCE`: True on the one reference board (the default of the simulator, the web page, builds)
- `LABEL`: what the browser page's Screen list calls the board (a web player does not know the
  part's name), e.g. "Wide colour 240×135"; without it "Colour WxH" / "Black and white WxH"

Facts only the host reads: tools/build.py leaves their lines out of the board file it compiles for
a board (a .mpy file's strings are interned into the heap when it loads), so they cost the board
nothing and the board's own code never reads them:
- `REFERENCE`
- `RUNTIME`
- `CHIP`
- `DRIVERS`
- `HOSTED`
- `SPEAKER`
- `MIP`
- `BOARD_IDS`
- `SKIN`
- `LABEL`

And one function:
- `make_board()`: makes the hardware and returns the board object

The board object must hold (what the app -- firmware/app.py, play.py, launcher.py, pages.py,
players.py, the layouts, the save code -- and the runtimes -- firmware/main.py, host_sim,
web.py -- use of a board):
- `name`: the board's name (its file's)
- `width`: screen width in pixels
- `height`: screen height in pixels
- `mono`: True on a 1-bit screen
- `fb`: the FrameBuffer the app draws on (GS4_HMSB palette indexes, or MONO_VLSB)
- `palette`: None on mono, else 16 entries the app sets to RGB565 colours (palette[i] = c)
- `storage`: the prefix of the app's files ("" for the cwd, or a path ending in "/")
- `show()`: put the fb on the glass
- `poll()`: the next button op (firmware/ops.py) or None; one press, one op
- `ticks_ms()`: the board's clock in ms
- `beep(freq_hz, ms)`: a key blip, or nothing where there is no speaker
- `set_backlight(level)`: 0..100; 0 blanks the screen

The board object may hold (the app asks with getattr and does without):
- `sound`: False where beep() is never heard (no buzzer, no speaker): Settings says so and its
  sound item does nothing; absent: True
- `saves`: the save's folder inside storage (firmware/savedir.py); absent or "": storage itself
- `relaunch()`: restart into a fresh heap (machine.soft_reset, supervisor.reload) for reset-to-launch
- `BOT_BUDGET_MS`: the bots' time budget per search (firmware/players.py); absent or 0: by the
  seed alone
- `clear(c)`: fill the whole fb with palette index c, as fb.fill(c) does (App.draw's whole redraw):
  the ST7789 boards' machine-code fill (drivers/st7789.py), the SSD1306's native one
  (drivers/oled_text.py); absent: fb.fill
- `writable`: False while the storage is the computer's (a CircuitPython badge's USB drive, boot.py):
  no save is written and the launcher says so; absent: True
- `give_drive()`: lend the drive to the computer until the next reset (a flag for boot.py, then a reset; a
  badge's Settings item, with `writable`); absent: no such item
- `bot_clock()`: the clock the bots' budget runs on, when ticks_ms is not the device's (emu_mps2.py)
- `idle()`: wait for the next interrupt, at most about a millisecond (machine.idle: the core's WFE
  with a timeout): firmware/main.py's loop calls it after each turn, so between keys the chip
  sleeps instead of spinning at full clock; a key's pin interrupt wakes it at once (its press is
  latched: drivers/buttons.py).  Absent: the loop spins (a hosted board, CircuitPython's own
  naps); every MicroPython board file's board holds it
"""
