# The two commands of the quick start. Each sets up its own virtual environment
# from the project's files, so a fresh clone needs nothing else.
# The interpreter of the virtual environment: the distribution's CPython 3.11 where it is
# installed with venv support (Debian builds it with profile-guided and link-time optimisation:
# the engines run about a third faster on it than on a plain source build such as pyenv's),
# else python3 from the PATH. `make PYTHON=/path/to/python3 ...` chooses another.
SYSTEM_PYTHON := /usr/bin/python3.11
ifndef PYTHON
PYTHON := $(shell $(SYSTEM_PYTHON) -c 'import ensurepip, venv' >/dev/null 2>&1 \
	&& echo $(SYSTEM_PYTHON) || echo python3)
endif
VENV := .venv
BIN := $(VENV)/bin
# The stamp names the interpreter, so that choosing another one makes the environment anew.
STAMP := $(VENV)/.installed-with$(subst /,-,/$(PYTHON))

.PHONY: run test lint typecheck unit bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv --clear $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/stammtisch run

test: lint typecheck unit

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports

typecheck: $(STAMP)
	$(BIN)/mypy --strict engine bot adapters

unit: $(STAMP)
	$(BIN)/pytest

bench: $(STAMP)
	$(BIN)/stammtisch bench

clean:
	rm -rf $(VENV)
