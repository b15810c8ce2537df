"""The Episode check-off at 1024×600: the Persona column stays, rows and columns tick at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import create_from_data
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.episodes import EpisodesPage

from ..conftest import WindowFactory
from ..person import click

CHECK = Qt.ItemDataRole.CheckStateRole


@pytest.fixture
def sample_path(tmp_path: Path) -> Path:
    path = tmp_path / "Sample.starshine"
    create_from_data(sample_campaign_data(), path).close()
    return path


def _episodes(window: MainWindow, width: int = 1024, height: int = 600) -> EpisodesPage:
    window.resize(width, height)
    page = window.section_page("Episodes")
    assert isinstance(page, EpisodesPage)
    QApplication.processEvents()
    return page


def _column(page: EpisodesPage, name: str) -> int:
    model = page.matrix_model
    return next(
        c
        for c in range(model.columnCount())
        if model.headerData(c, Qt.Orientation.Horizontal) == name
    )


def _checked(page: EpisodesPage, column: int) -> list[object]:
    model = page.matrix_model
    return [model.index(row, column).data(CHECK) for row in range(model.rowCount())]


def test_the_persona_column_stays_in_view_while_the_grid_scrolls_sideways(
    open_window: WindowFactory, sample_path: Path, qtmodeltester: ModelTester
) -> None:
    window = open_window(sample_path)
    page = _episodes(window)
    qtmodeltester.check(page.matrix_model)
    matrix = page.matrix
    bar = matrix.horizontalScrollBar()
    assert bar.maximum() > 0  # at 1024×600 the grid is wider than its place
    bar.setValue(bar.maximum())
    QApplication.processEvents()
    assert matrix.columnViewportPosition(0) < 0  # the table's own Persona column scrolled off
    frozen = matrix.frozen
    assert frozen.isVisible()
    assert frozen.geometry().left() <= matrix.viewport().geometry().left()
    assert frozen.width() == matrix.columnWidth(0) > 0
    first = page.matrix_model.index(0, 0)
    assert frozen.visualRect(first).intersects(frozen.viewport().rect())
    assert frozen.model() is page.matrix_model
    assert [frozen.isColumnHidden(c) for c in range(page.matrix_model.columnCount())] == [
        c != 0 for c in range(page.matrix_model.columnCount())
    ]
    matrix.verticalScrollBar().setValue(matrix.verticalScrollBar().maximum())
    assert frozen.verticalScrollBar().value() == matrix.verticalScrollBar().value()


def test_a_click_on_a_players_name_ticks_their_column_in_one_undoable_step(
    qtbot: QtBot, open_window: WindowFactory, sample_path: Path
) -> None:
    window = open_window(sample_path)
    page = _episodes(window, 1366, 768)
    column = _column(page, "Tomás")
    assert Qt.CheckState.Unchecked in _checked(page, column)
    header = page.matrix.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    QApplication.processEvents()
    ticks = _checked(page, column)
    assert Qt.CheckState.Unchecked not in ticks
    assert None in ticks  # Tomás's own Persona has no box and stays so
    assert window.undo_stack.undoText() == "Tick every row for Tomás"
    window.undo_action.trigger()
    assert Qt.CheckState.Checked not in _checked(page, column)


def test_the_row_button_ticks_the_current_row_for_every_player(
    qtbot: QtBot, open_window: WindowFactory, sample_path: Path
) -> None:
    window = open_window(sample_path)
    page = _episodes(window)
    model = page.matrix_model
    assert not page.tick_row_button.isEnabled()
    page.matrix.setCurrentIndex(model.index(2, _column(page, "Sam")))
    assert page.tick_row_button.isEnabled() and page.tick_column_button.isEnabled()
    click(qtbot, page.tick_row_button)
    row = [model.index(2, c).data(CHECK) for c in range(2, model.columnCount())]
    assert Qt.CheckState.Unchecked not in row and Qt.CheckState.Checked in row
    assert window.undo_stack.count() == 1
    click(qtbot, page.tick_column_button)
    assert Qt.CheckState.Unchecked not in _checked(page, _column(page, "Sam"))
    assert window.undo_stack.count() == 2


def test_a_players_own_persona_cells_show_no_box_and_say_so(
    open_window: WindowFactory, sample_path: Path
) -> None:
    window = open_window(sample_path)
    page = _episodes(window, 1366, 768)
    model = page.matrix_model
    priya = _column(page, "Priya")
    own = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == "Vesper Hale")
    other = next(r for r in range(model.rowCount()) if model.index(r, 0).data() != "Vesper Hale")
    assert model.index(own, priya).data(CHECK) is None
    assert model.index(own, priya).data() == "own"
    assert model.index(other, priya).data(CHECK) == Qt.CheckState.Unchecked
    assert model.index(other, priya).data() is None
    own_rect = page.matrix.visualRect(model.index(own, priya))
    other_rect = page.matrix.visualRect(model.index(other, priya))
    own_image = page.matrix.viewport().grab(own_rect).toImage()
    other_image = page.matrix.viewport().grab(other_rect).toImage()
    assert own_image != other_image  # drawn unlike an empty box


def test_a_click_on_a_frozen_persona_makes_its_row_current_for_tick_the_row(
    qtbot: QtBot, open_window: WindowFactory, sample_path: Path
) -> None:
    window = open_window(sample_path)
    page = _episodes(window)
    frozen = page.matrix.frozen
    assert frozen.selectionModel() is page.matrix.selectionModel()
    rect = frozen.visualRect(page.matrix_model.index(1, 0))
    qtbot.mouseClick(frozen.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.matrix.currentIndex().row() == 1
    assert page.tick_row_button.isEnabled()
