"""Help › Open log folder, and shortcuts chosen per platform (Cmd+H hides an app on macOS)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from starshine_desktop.ui import platform_keys
from starshine_desktop.ui.help_menu import shortcuts
from starshine_desktop.ui.main_window import MainWindow

from .conftest import UrlRecorder, WindowFactory


def _menu_action(window: MainWindow, menu_title: str, text: str) -> QAction:
    for top in window.menuBar().actions():
        if top.text() == menu_title:
            menu = top.menu()
            assert isinstance(menu, QMenu)
            [action] = [action for action in menu.actions() if action.text() == text]
            return action
    raise AssertionError(f"no menu {menu_title}")


def test_help_opens_the_log_folder(
    open_window: WindowFactory,
    campaign_path: Path,
    opened_urls: UrlRecorder,
    starshine_home: Path,
    qtbot: QtBot,
) -> None:
    window = open_window(campaign_path)
    action = _menu_action(window, "&Help", "Open &log folder")
    action.trigger()
    folder = starshine_home / "logs"
    assert [url.toLocalFile() for url in opened_urls.urls] == [str(folder)]
    assert folder.is_dir()  # made if nothing was logged yet, so the file manager shows it


def _all_keys(window: MainWindow) -> set[str]:
    return {
        key.toString()
        for action in window.findChildren(QObject)
        if hasattr(action, "shortcuts")
        for key in action.shortcuts()
    }


def test_on_macos_no_shortcut_is_one_the_system_keeps(
    open_window: WindowFactory, campaign_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(platform_keys, "PLATFORM", "darwin")
    window = open_window(campaign_path)
    keys = _all_keys(window)
    assert "Ctrl+Shift+Z" in keys  # the window's shortcuts were found
    assert keys.isdisjoint(platform_keys.MACOS_RESERVED)
    assert window.action_history.shortcut() == QKeySequence("Ctrl+Y")  # Command-Y
    history = [row for row in shortcuts(window) if row[1] == "History…"]
    assert len(history) == 1


def test_elsewhere_history_stays_on_ctrl_h(
    open_window: WindowFactory, campaign_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(platform_keys, "PLATFORM", "linux")
    window = open_window(campaign_path)
    assert window.action_history.shortcut() == QKeySequence("Ctrl+H")
    assert platform_keys.reserved_keys() == frozenset()
