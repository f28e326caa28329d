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

.PHONY: run test lint typecheck unit bench clean browser

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

unit: $(STAMP) browser
	$(BIN)/pytest

# The web table's browser tests drive Debian's Chromium (and its suit emoji need a colour emoji
# font): installed here when missing and the machine allows it (root and apt-get, as on CI);
# else the tests say they were skipped.
EMOJI_FONT := /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
browser:
	@missing=""; \
	command -v chromium >/dev/null 2>&1 || missing="chromium"; \
	[ -e $(EMOJI_FONT) ] || missing="$$missing fonts-noto-color-emoji"; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
			echo "installing $$missing for the browser tests"; \
			(apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
				apt-get install -y -qq --no-install-recommends $$missing >/dev/null) \
			|| echo "$$missing could not be installed: the browser tests may not run"; \
		else \
			echo "$$missing missing and no way to install it here: the browser tests may not run"; \
		fi; \
	fi

bench: $(STAMP)
	$(BIN)/stammtisch bench

clean:
	rm -rf $(VENV)
