"""The start-up benchmark's floor: the app's first frame rebuilt in plain PySide6.

``bench/startup.py`` measures the app against a bare window and, for context, against
``FIRST_FRAME_WINDOW``: the same menus, sidebar, buttons, table columns and Persona tabs
built without any of the project. These tests keep that window a faithful copy of the
app's (so the floor it reports stays true as the window grows) and keep the benchmark's
programs running.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMenu, QPushButton

from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.personae_model import COLUMNS

from .conftest import WindowFactory

BENCH = Path(__file__).resolve().parents[2] / "bench"
sys.path.insert(0, str(BENCH))

import startup  # noqa: E402

#: Keys the platform adds to Undo and Redo (QKeySequence.keyBindings), beyond those typed.
PLATFORM_KEYS = {"Undo", "Redo"}


def _menus(window: MainWindow) -> list[tuple[str, list[tuple[str, tuple[str, ...] | None]]]]:
    menus = []
    for top in window.menuBar().actions():
        menu = top.menu()
        assert isinstance(menu, QMenu)
        entries: list[tuple[str, tuple[str, ...] | None]] = []
        for action in menu.actions():
            if action.isSeparator() or not action.isVisible():
                continue  # File › Shared campaign shows only for a shared campaign's Director
            if action.menu() is not None:
                entries.append((action.text(), None))
                continue
            keys = tuple(
                key.toString() for key in action.shortcuts() if key.toString() not in PLATFORM_KEYS
            )
            entries.append((action.text(), keys))
        menus.append((top.text(), entries))
    return menus


def test_the_floor_window_holds_what_the_app_first_shows(
    open_window: WindowFactory, campaign_path: Path
) -> None:
    window = open_window(campaign_path)
    expected_menus = [(title, list(entries)) for title, entries in startup.FIRST_FRAME_MENUS]
    assert _menus(window) == expected_menus
    sidebar = [window.sections.item(row).text() for row in range(window.sections.count())]
    assert tuple(sidebar) == startup.FIRST_FRAME_SECTIONS
    bar = window.personae.filter_edit.parentWidget()
    assert bar is not None
    buttons = [button.text() for button in bar.findChildren(QPushButton) if button.parent() is bar]
    assert tuple(buttons) == startup.FIRST_FRAME_BUTTONS
    assert tuple((column.header, column.numeric) for column in COLUMNS) == (
        startup.FIRST_FRAME_COLUMNS
    )
    tabs = [
        window.personae.persona_tabs.tabText(index)
        for index in range(window.personae.persona_tabs.count())
    ]
    assert tuple(tabs) == startup.FIRST_FRAME_TABS


@pytest.mark.parametrize(
    "program", ["BARE_WINDOW", "TABLE_WINDOW", "LEAST_WINDOW", "FIRST_FRAME_WINDOW"]
)
def test_each_window_of_the_benchmark_paints_and_reports(program: str) -> None:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", getattr(startup, program)],
        capture_output=True,
        text=True,
        env=environment,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    [line] = [line for line in result.stdout.splitlines() if line.startswith("first-paint ")]
    assert float(line.split()[1]) > 0
