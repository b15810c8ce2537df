"""Dark mode reads everywhere: the main views drawn with a dark palette, contrast measured."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from starshine_desktop.services.changes import RecordKind
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.colours import contrast, error_colour
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.elements import ElementsPage
from starshine_desktop.ui.starshine.episodes import EpisodesPage
from starshine_desktop.ui.starshine.persona_sheet import Field

from .look import dark_palette, text_contrast
from .person import type_into

AA = 4.5


def _table_night(window: MainWindow) -> None:
    campaign = window.campaign
    records = campaign.records
    ann = records.add_actor("Ann").changes.added_ids(RecordKind.ACTOR)[0]
    ada = campaign.personae.add_persona(PersonaValues("Ada Quill")).changes.added_ids(
        RecordKind.PERSONA
    )[0]
    records.set_persona_actor(ada, ann)
    bold = records.add_characteristic(ada, "Bold", 3).changes.added_ids(RecordKind.CHARACTERISTIC)
    records.add_expression(bold[0], "charges first")
    campaign.episodes.create_episode("The Archive", datetime.date(2026, 11, 20), [ann])
    window.personae.model.reset_rows(campaign.personae.list_personae())


def _themed(window: MainWindow, dark: bool) -> None:
    if dark:
        window.setPalette(dark_palette())
    QApplication.processEvents()


def _read(*widgets: QWidget) -> None:
    """Every widget is on screen and its text reads on its ground (WCAG AA)."""
    for widget in widgets:
        assert widget.isVisible(), widget.objectName()
        name = widget.objectName() or (widget.text() if isinstance(widget, QLabel) else "")
        assert text_contrast(widget) >= AA, (name, type(widget).__name__)


# 1366×768 and 1024×600 screens, less a task bar and the window's title bar.
SIZES = {"1366": (1366, 700), "1024": (1024, 532)}


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_main_views_read_in_light_and_dark(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    screenshots: Path,
    dark: bool,
    size: str,
) -> None:
    window = open_window(campaign_path)
    _table_night(window)
    window.resize(*SIZES[size])
    _themed(window, dark)
    theme = f"{size}-dark" if dark else f"{size}-light"
    window.personae.table.selectRow(0)
    qtbot.waitUntil(lambda: window.personae.sheet.form_is_built)
    # A refusal typed on the sheet: the red message reads on the window.
    type_into(qtbot, window.personae.sheet.edits[Field.NAME], "")
    qtbot.keyClick(window.personae.sheet.edits[Field.NAME], Qt.Key.Key_Return)
    error = window.personae.sheet.errors[Field.NAME]
    qtbot.waitUntil(error.isVisible)
    QTest.qWait(100)  # the sheet's panel takes its width once its form is built
    window.grab().save(str(screenshots / f"personae-{theme}.png"))
    # the theme's highlight is not ours to judge
    window.personae.table.selectionModel().clearSelection()
    _read(
        window.sections.viewport(), window.personae.table.viewport(), error, window.personae.sheet
    )

    episodes = window.section_page("Episodes")
    assert isinstance(episodes, EpisodesPage)
    episodes.episodes.select_id(episodes.episodes.model.id_at(0))
    qtbot.waitUntil(lambda: episodes.matrix_model.rowCount() > 0)
    episodes.matrix_error.setText("Ann cannot check off a Persona Ann plays")
    window.grab().save(str(screenshots / f"episodes-{theme}.png"))
    _read(episodes.matrix.viewport(), episodes.matrix_error)

    elements = window.section_page("Elements")
    assert isinstance(elements, ElementsPage)
    elements.tabs.setCurrentWidget(elements.actors)
    elements.actors.show_error("Name: type at most 200 characters")
    window.grab().save(str(screenshots / f"elements-{theme}.png"))
    _read(elements.actors.view.viewport(), elements.actors.message)

    window.show_section(0)
    ironsworn = window.persona_tab("Ironsworn")
    window.grab().save(str(screenshots / f"ironsworn-{theme}.png"))
    _read(
        *[
            label
            for label in ironsworn.findChildren(QLabel)
            if label.isVisible() and len(label.text()) >= 20
        ]
    )
    for title in ("Tracks", "Dice", "Reference", "Challenges"):
        page = window.section_page(title)
        window.grab().save(str(screenshots / f"{title.lower()}-{theme}.png"))
        # Every sentence-long label (a word or two draws too few pixels of pure ink to measure).
        _read(
            *[
                label
                for label in page.findChildren(QLabel)
                if label.isVisible() and len(label.text()) >= 20
            ]
        )


def test_the_refusal_red_reads_on_either_ground() -> None:
    for palette in (QPalette(), dark_palette()):
        red = error_colour(palette)
        assert contrast(red, palette.color(QPalette.ColorRole.Window)) >= AA
        assert contrast(red, palette.color(QPalette.ColorRole.Base)) >= AA
        assert red.hue() < 20 or red.hue() > 340  # still a red
