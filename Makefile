# See README.md.  Every target installs what it needs into .venv (pinned).
PY ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
MPY := $(VENV)/bin/micropython
STAMP := $(VENV)/.installed

STUBS := $(VENV)/mpstubs/.installed
BOARD ?= pico_lcd114
PORT ?= auto

.PHONY: venv test test-cpython test-micropython lint mpy-gate bench sim console build flash dev clean screenshots

$(STAMP): requirements-dev.txt
	$(PY) -m venv $(VENV)
	$(VPY) -m pip install -q --disable-pip-version-check -r requirements-dev.txt
	touch $(STAMP)

venv: $(STAMP)

ENGINE_TESTS = $(basename $(subst /,.,$(wildcard tests/engine/test_*.py)))

test: $(STAMP) lint mpy-gate test-cpython test-micropython

test-cpython: $(STAMP)
	$(VPY) -m pytest

test-micropython: $(STAMP)
	MICROPYPATH=.:.frozen $(MPY) -X heapsize=4M tests/mp_runner.py $(ENGINE_TESTS)

$(STUBS): requirements-stubs.txt $(STAMP)
	$(VPY) -m pip install -q --disable-pip-version-check --target $(VENV)/mpstubs -r requirements-stubs.txt
	touch $(STUBS)

lint: $(STAMP) $(STUBS)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy --config-file tools/mypy_board.ini firmware/boards/ firmware/st7789.py firmware/buttons.py

build: $(STAMP)
	$(VPY) tools/build.py $(BOARD)

flash: $(STAMP)
	$(VPY) tools/flash.py $(BOARD) --port $(PORT)

dev: $(STAMP)
	$(VPY) tools/flash.py $(BOARD) --port $(PORT) --dev

mpy-gate: $(STAMP)
	$(VPY) tools/mpy_gate.py

ARGS ?=
sim: $(STAMP)
	$(VPY) -m host_sim $(ARGS)

screenshots: $(STAMP) ## README pictures: each game on the colour and the mono board, a GIF of a hand (docs/screens/)
	$(VPY) tools/screenshots.py docs/screens

bench: $(STAMP)
	$(VPY) -m pip install -q --disable-pip-version-check -r requirements-bench.txt
	$(VPY) tools/bench.py
	$(VPY) -m host_sim.bench

console: $(STAMP)
	$(VPY) -m host_sim.console

clean:
	rm -rf $(VENV) build .pytest_cache
