# Starshine Desktop: `make run` starts the app, `make test` runs every check.
# Both set up what they need first and are quick when it is already there.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# Every dependency of the app, the tests and the bundle, pinned with hashes (`make lock`).
LOCK := requirements.lock
# Debian packages a real (non-offscreen) Qt window needs on a bare machine.
DEB_GUI := libegl1 libgl1 libfontconfig1 libxkbcommon0 libxkbcommon-x11-0 libdbus-1-3 \
	libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 \
	libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-xfixes0 libxcb-xkb1
# Debian packages the tests use: pdftotext/pdftoppm for printed output, desktop-file-validate
# for the launcher, npm to fetch the published Datasworn packages the Ironsworn tests run on
# (tests/datasworn_support.py), and the PostgreSQL server the shared-campaign tests start in a
# temporary folder (tests/postgres_server.py).
DEB_TEST := poppler-utils desktop-file-utils npm postgresql

.PHONY: run test lint typecheck pytest setup deb-gui deb-test screenshot bench package \
	install-desktop translations clean lock

run: setup deb-gui
	$(BIN)/python -m starshine_desktop $(ARGS)

test: setup deb-test lint typecheck pytest

setup: $(STAMP)

$(STAMP): pyproject.toml $(LOCK)
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet --require-hashes -r $(LOCK)
	$(BIN)/python -m pip install --quiet --no-deps -e .
	touch $(STAMP)

# The lock file anew from pyproject.toml, after a dependency was added or changed there, or to
# take newer releases (`make lock UPGRADE=--upgrade`); docs/packaging.md.
lock: setup
	$(BIN)/python -m pip install --quiet uv
	$(BIN)/uv pip compile pyproject.toml --extra test --extra packaging --universal \
		--python-version 3.11 --generate-hashes --quiet $(UPGRADE) -o $(LOCK)

deb-gui:
	@bash tools/ensure-debian-packages.sh $(DEB_GUI)

deb-test:
	@bash tools/ensure-debian-packages.sh $(DEB_TEST)

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: setup
	$(BIN)/mypy

# The services' tests run twice: on campaign files, then on shared campaigns on the tests'
# own PostgreSQL server (tests/postgres_server.py; docs/shared-campaigns.md).
pytest: setup
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest $(PYTEST_ARGS)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest tests/services --engine=postgresql $(PYTEST_ARGS)

screenshot: setup
	QT_QPA_PLATFORM=offscreen $(BIN)/python tools/screenshot.py docs/images/main-window.png

bench: setup
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/run_all.py

# The translation catalogues (translations/*.ts) updated from the source, and compiled into
# the .qm files the app loads (docs/translations.md).
translations: setup
	$(BIN)/python tools/make_translations.py

package: setup
	$(BIN)/python packaging/build.py $(if $(filter Linux,$(shell uname -s)),--archive)

# Linux: a launcher, the campaign MIME type and the icon for the current user (~/.local/share).
install-desktop: setup
	$(BIN)/starshine-desktop --install-desktop

clean:
	rm -rf $(VENV) build dist .mypy_cache .ruff_cache .pytest_cache
