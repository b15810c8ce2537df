"""Every page of the Persona panel in reach at 1024×600 and up; the table beside the sheet."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings
from PySide6.QtWidgets import QApplication, QToolButton
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import create_from_data
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.personae import COLUMNS_KEY
from starshine_desktop.ui.starshine.personae_model import COLUMNS

from ..conftest import WindowFactory
from ..person import click

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]


@pytest.fixture
def sample_path(tmp_path: Path) -> Path:
    path = tmp_path / "Sample.starshine"
    create_from_data(sample_campaign_data(), path).close()
    return path


def _sized(window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    window.personae.finish_opening()
    window.personae.select_persona(window.personae.model.row_at(0).id)
    QApplication.processEvents()
    QApplication.processEvents()


def _on_screen(window: MainWindow, button: QToolButton) -> QRect:
    return QRect(button.mapTo(window, QPoint(0, 0)), button.size())


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_persona_page_is_on_screen_whole_and_opens_with_one_click(
    qtbot: QtBot, open_window: WindowFactory, sample_path: Path, width: int, height: int
) -> None:
    window = open_window(sample_path)
    _sized(window, width, height)
    tabs = window.personae.persona_tabs
    picker = window.personae.persona_pages
    assert len(picker.buttons) == tabs.count() == 9
    assert not tabs.tabBar().isVisible()  # no bar that scrolls pages out of sight
    panel = QRect(picker.mapTo(window, QPoint(0, 0)), picker.size())
    for index, button in enumerate(picker.buttons):
        assert button.isVisible(), button.text()
        place = _on_screen(window, button)
        assert window.rect().contains(place), (button.text(), place, window.size())
        assert panel.contains(place), button.text()
        assert button.width() >= button.sizeHint().width(), button.text()  # never cut
        assert button.text() == tabs.tabText(index)
    for title in ("Advances", "Ironsworn", "Cortex"):
        button = next(b for b in picker.buttons if b.text() == title)
        click(qtbot, button)
        assert tabs.tabText(tabs.currentIndex()) == title
        assert button.isChecked()
        assert sum(b.isChecked() for b in picker.buttons) == 1


def test_pages_follow_the_tab_keys(
    qtbot: QtBot, open_window: WindowFactory, sample_path: Path
) -> None:
    window = open_window(sample_path)
    _sized(window, 1366, 768)
    tabs = window.personae.persona_tabs
    window.persona_tab("Cortex")
    checked = [b.text() for b in window.personae.persona_pages.buttons if b.isChecked()]
    assert checked == ["Cortex"]
    tabs.setCurrentIndex(0)
    assert window.personae.persona_pages.buttons[0].isChecked()


def test_the_table_fits_beside_the_sheet_at_1366_and_names_are_whole(
    qtbot: QtBot, open_window: WindowFactory, sample_path: Path
) -> None:
    window = open_window(sample_path)
    _sized(window, 1366, 768)
    table = window.personae.table
    assert table.isVisible() and window.personae.sheet.isVisible()
    assert table.horizontalScrollBar().maximum() == 0
    metrics = table.fontMetrics()
    name_width = table.columnWidth(0)
    model = window.personae.model
    for row in range(model.rowCount()):
        assert metrics.horizontalAdvance(model.row_at(row).name) < name_width


def test_the_person_chooses_the_score_columns_and_they_are_kept(
    qtbot: QtBot, open_window: WindowFactory, sample_path: Path, tmp_path: Path
) -> None:
    window = open_window(sample_path)
    section = window.personae
    assert section.shown_columns() == ["Name", "Actor", "Stance", "Status", "Fortune"]
    base = COLUMNS.index(next(c for c in COLUMNS if c.header == "Base"))
    assert section.table.isColumnHidden(base)
    section.column_actions["Base"].trigger()  # ticked in the Columns menu
    section.column_actions["Actor"].trigger()  # unticked
    assert not section.table.isColumnHidden(base)
    assert section.shown_columns() == ["Name", "Stance", "Status", "Base", "Fortune"]
    assert "Name" not in section.column_actions  # a row always says whom it shows
    window.close()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert settings.value(COLUMNS_KEY, type=list) == ["Name", "Stance", "Status", "Base", "Fortune"]
    again = open_window(sample_path)
    assert again.personae.shown_columns() == ["Name", "Stance", "Status", "Base", "Fortune"]
    assert not again.personae.column_actions["Actor"].isChecked()
    assert again.personae.columns_button.menu() is again.personae.columns_menu
