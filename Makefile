# See README.md.  Every target installs what it needs into .venv (pinned).
PY ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
MPY := $(VENV)/bin/micropython
STAMP := $(VENV)/.installed

STUBS := $(VENV)/mpstubs/.installed
CPSTUBS := $(VENV)/cpstubs/.installed
BOARD ?= pico_lcd114
PORT ?= auto
DRIVE ?=
CP := build/cp/micropython
# boards whose file says RUNTIME = "circuitpython" (pybadge, pygamer) build and flash a CIRCUITPY drive
IS_CP = $(shell grep -qs 'RUNTIME = "circuitpython"' firmware/boards/$(BOARD).py && echo 1)

.PHONY: venv test test-cpython test-micropython test-circuitpython lint mpy-gate bench sim console build flash dev clean screenshots

$(STAMP): requirements-dev.txt
	$(PY) -m venv $(VENV)
	$(VPY) -m pip install -q --disable-pip-version-check -r requirements-dev.txt
	touch $(STAMP)

venv: $(STAMP)

ENGINE_TESTS = $(basename $(subst /,.,$(wildcard tests/engine/test_*.py)))

test: $(STAMP) lint mpy-gate test-cpython test-micropython test-circuitpython

test-cpython: $(STAMP)
	$(VPY) -m pytest

test-micropython: $(STAMP)
	MICROPYPATH=.:.frozen $(MPY) -X heapsize=4M tests/mp_runner.py $(ENGINE_TESTS)

# The engine suite on the CircuitPython unix port (built into build/cp/ by tools/circuitpython.py,
# which installs build-essential/python3-venv with apt-get when root).  Without the build tools it
# names them and skips -- except with CI set, where it fails.
test-circuitpython: $(STAMP) ## the engine test suite on the CircuitPython unix port (built into build/cp/)
	@if $(VPY) tools/circuitpython.py >/dev/null; then \
	  MICROPYPATH=.:.frozen $(CP) -X heapsize=4M tests/mp_runner.py $(ENGINE_TESTS); \
	elif [ -n "$$CI" ]; then echo "test-circuitpython: no CircuitPython build (see above)"; exit 1; \
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

CP_CHECKED := firmware/bitmapfb.py firmware/boards/_badge.py firmware/boards/pybadge.py firmware/circuitpy/
lint: $(STAMP) $(STUBS) $(CPSTUBS)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy --config-file tools/mypy_board.ini $(filter-out $(CP_CHECKED) firmware/boards/pygamer.py,$(wildcard firmware/boards/*.py)) firmware/st7789.py firmware/buttons.py
	PYTHONPATH=$(VENV)/cpstubs $(VENV)/bin/mypy --config-file tools/mypy_circuitpython.ini $(CP_CHECKED)
	MYPYPATH=$(VENV)/cpstubs-pygamer PYTHONPATH=$(VENV)/cpstubs $(VENV)/bin/mypy --config-file tools/mypy_circuitpython.ini firmware/boards/pygamer.py

build: $(STAMP)
	$(VPY) tools/build.py $(BOARD)

flash: $(STAMP)
ifeq ($(IS_CP),1)
	$(VPY) tools/cp_flash.py $(BOARD) $(if $(DRIVE),--drive $(DRIVE))
else
	$(VPY) tools/flash.py $(BOARD) --port $(PORT)
endif

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
