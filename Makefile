# The two commands of the quick start. Each sets up its own virtual environment
# from the project's files, so a fresh clone needs nothing else.
# The interpreter of the virtual environment: the distribution's CPython 3.11 where it is
# installed with venv support (Debian builds it with profile-guided and link-time optimisation:
# the engines run about a third faster on it than on a plain source build such as pyenv's),
# else python3 from the PATH. `make PYTHON=/path/to/python3 ...` chooses another; an existing
# .venv keeps the interpreter it was made with until `make clean`.
SYSTEM_PYTHON := /usr/bin/python3.11
PYTHON ?= $(shell $(SYSTEM_PYTHON) -c 'import ensurepip, venv' >/dev/null 2>&1 \
	&& echo $(SYSTEM_PYTHON) || echo python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: run test lint typecheck unit bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/stammtisch run

test: lint typecheck unit

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy --strict engine bot adapters

unit: $(STAMP)
	$(BIN)/pytest

bench: $(STAMP)
	$(BIN)/stammtisch bench

clean:
	rm -rf $(VENV)
