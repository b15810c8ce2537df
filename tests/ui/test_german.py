"""In German, no English is left in the main window, the sheet, the wizard and the menus."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from .conftest import WindowFactory
from .german_check import assert_no_english_in_german


def test_the_german_window_has_no_english_left(
    open_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    assert_no_english_in_german(open_window, qtbot, tmp_path)
