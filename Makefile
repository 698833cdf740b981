# See README.md.  Every target installs what it needs into .venv (pinned).
PY ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
MPY := $(VENV)/bin/micropython
STAMP := $(VENV)/.installed

.PHONY: venv test test-cpython test-micropython lint mpy-gate bench sim console clean

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

lint: $(STAMP)
	$(VENV)/bin/ruff check .

mpy-gate: $(STAMP)
	$(VPY) tools/mpy_gate.py

console: $(STAMP)
	$(VPY) -m host_sim.console

clean:
	rm -rf $(VENV) build .pytest_cache
