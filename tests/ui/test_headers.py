"""Headers are never cut off: at 1366 and 1920 wide every column shows its whole title."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QHeaderView, QStyle, QTableView
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import create_from_data
from starshine_desktop.services.exchange import sample_campaign_data
from starshine_desktop.ui.ironsworn.tracks import TracksPage
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.elements import ElementsPage
from starshine_desktop.ui.starshine.episodes import EpisodesPage


def _clipped(view: QTableView) -> list[str]:
    """Return the titles of the columns of ``view`` too narrow to show them whole."""
    header = view.horizontalHeader()
    style = header.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    arrow = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, header)
    model = view.model()
    cut = []
    for column in range(model.columnCount()):
        if header.isSectionHidden(column):
            continue
        title = str(model.headerData(column, Qt.Orientation.Horizontal))
        needed = header.fontMetrics().horizontalAdvance(title) + 2 * margin
        if header.isSortIndicatorShown() and header.sortIndicatorSection() == column:
            needed += arrow
        stretched = header.sectionResizeMode(column) == QHeaderView.ResizeMode.Stretch
        last = column == model.columnCount() - 1 and header.stretchLastSection()
        if header.sectionSize(column) < needed and not (stretched or last):
            cut.append(title)
    return cut


@pytest.mark.parametrize("width", [1366, 1920])
def test_no_header_is_cut_off(
    qtbot: QtBot, open_window: Callable[[Path], MainWindow], tmp_path: Path, width: int
) -> None:
    path = tmp_path / "sample.starshine"
    create_from_data(sample_campaign_data(), path).close()
    window = open_window(path)
    window.resize(width, 740)
    QApplication.processEvents()
    window.personae.table.sortByColumn(3, Qt.SortOrder.AscendingOrder)  # a narrow Score column
    headers = [
        str(window.personae.model.headerData(c, Qt.Orientation.Horizontal))
        for c in range(window.personae.model.columnCount())
    ]
    assert "Threat Score" in headers
    assert _clipped(window.personae.table) == []

    elements = window.section_page("Elements")
    assert isinstance(elements, ElementsPage)
    for table in (elements.elements, elements.traits, elements.actors):
        elements.tabs.setCurrentWidget(table)
        QApplication.processEvents()
        assert _clipped(table.view) == [], table.objectName()
    episodes = window.section_page("Episodes")
    assert isinstance(episodes, EpisodesPage)
    assert _clipped(episodes.episodes.view) == []
    assert _clipped(episodes.matrix) == []
    tracks = window.section_page("Tracks")
    assert isinstance(tracks, TracksPage)
    assert _clipped(tracks.table) == []
