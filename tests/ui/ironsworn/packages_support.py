"""What the Ironsworn GUI tests do as a person would with rules packages: import one with
File › Import rules package… and open the Reference in the sidebar."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from starshine_desktop.ui.ironsworn import rules_packages
from starshine_desktop.ui.ironsworn.reference import ReferencePage
from starshine_desktop.ui.main_window import MainWindow


def choose_file(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Answer the file dialog of File › Import rules package… with ``path``."""
    monkeypatch.setattr(rules_packages, "choose_rules_package", lambda parent, folder: path)


def import_package(window: MainWindow, monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Import the package file ``path`` with File › Import rules package…"""
    choose_file(monkeypatch, path)
    window.campaign_files.rules_packages.import_action.trigger()


def open_reference(qtbot: QtBot, window: MainWindow) -> ReferencePage:
    """Click Reference in the sidebar and return the page shown."""
    [item] = window.sections.findItems("Reference", Qt.MatchFlag.MatchExactly)
    centre = window.sections.visualItemRect(item).center()
    qtbot.mouseClick(window.sections.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    page = window.section_page("Reference")
    assert isinstance(page, ReferencePage) and page.isVisible()
    return page
