"""The texts of ui's sections, dialogs, models and root modules go through Qt's translation.

A small translator (a ``QTranslator`` answering from a dictionary) stands in for a language:
what it knows must show translated, the column headers included (marked at import time in
the ``Column`` context, a game term in the ``Game`` context), and with no translator the
English stays exactly as before.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.storage.rows import PersonaRow
from starshine_desktop.ui import deleting
from starshine_desktop.ui.i18n import refusal_text
from starshine_desktop.ui.ironsworn.sheet_assets import parse_number
from starshine_desktop.ui.models.table_model import TableModel, header_text
from starshine_desktop.ui.starshine.personae_model import COLUMNS
from starshine_desktop.ui.start_page import StartPage

GERMAN = {
    ("Column", "Actor"): "Akteur",
    ("Column", "The Actor (player) who plays the Persona"): "Der Akteur, der sie spielt",
    ("Game", "Guard"): "Schutz",
    ("PersonaeModel", "{score} ({minimum} to {maximum})"): "{score} ({minimum} bis {maximum})",
    ("Deleting", "Element"): "Element",
    ("Deleting", "Elements"): "Elemente",
    ("Deleting", "{count} {things}"): "{count} {things}",
    ("Deleting", "Delete {noun}"): "{noun} löschen",
    (
        "Deleting",
        "Delete {deleted}? Edit › Undo brings it back.",
    ): "{deleted} löschen? Rückgängig holt es zurück.",
    ("Deleting", "&Delete…"): "&Löschen …",
    ("StartPage", "&Add the first Persona"): "Erste Persona &anlegen",
    ("StartPage", "Recent campaigns"): "Zuletzt geöffnet",
    ("Refusal", "{what} needs a whole number"): "{what} braucht eine ganze Zahl",
    ("Game", "Momentum"): "Schwung",
}


class DictionaryTranslator(QTranslator):
    """Answers from ``GERMAN``; no answer (None) means "not translated": Qt keeps the source."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        return GERMAN.get((context, source))


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[None]:
    translator = DictionaryTranslator()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def _headers(model: TableModel[PersonaRow], role: Qt.ItemDataRole) -> list[object]:
    return [
        model.headerData(number, Qt.Orientation.Horizontal, role)
        for number in range(model.columnCount())
    ]


def _guard() -> int:
    return next(number for number, column in enumerate(COLUMNS) if column.header == "Guard")


def test_column_headers_show_translated_but_stay_english_in_the_specs(german: None) -> None:
    model: TableModel[PersonaRow] = TableModel(COLUMNS)
    headers = _headers(model, Qt.ItemDataRole.DisplayRole)
    tips = _headers(model, Qt.ItemDataRole.ToolTipRole)
    actor = next(number for number, column in enumerate(COLUMNS) if column.header == "Actor")
    legal = Score.GUARD.legal_range
    assert headers[actor] == "Akteur" and tips[actor] == "Der Akteur, der sie spielt"
    # A Score's header is a game term; its tooltip is filled from a translated template.
    assert headers[_guard()] == "Schutz" == header_text(COLUMNS[_guard()])
    assert tips[_guard()] == f"Schutz ({legal.minimum} bis {legal.maximum})"
    assert COLUMNS[actor].header == "Actor"  # code still finds the column by its English name


def test_without_a_translator_the_headers_are_the_english_ones(qtbot: QtBot) -> None:
    model: TableModel[PersonaRow] = TableModel(COLUMNS)
    legal = Score.GUARD.legal_range
    assert _headers(model, Qt.ItemDataRole.DisplayRole) == [c.header for c in COLUMNS]
    assert model.headerData(_guard(), Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == (
        f"Guard ({legal.minimum} to {legal.maximum})"
    )


class Recorder:
    def __init__(self) -> None:
        self.asked: list[tuple[str, str]] = []

    def confirm(self, parent: QWidget, title: str, question: str) -> bool:
        self.asked.append((title, question))
        return True


def test_deleting_asks_in_the_language_chosen(german: None) -> None:
    prompter, parent = Recorder(), QWidget()
    deleted = deleting.what(["Harbour", "Lighthouse"], "Element", "Elements")
    assert deleting.confirm_delete(prompter, parent, "Element", deleted)
    assert prompter.asked == [("Element löschen", "2 Elemente löschen? Rückgängig holt es zurück.")]
    assert deleting.button_text() == "&Löschen …"
    assert deleting.BUTTON_TEXT == "&Delete…"


def test_the_start_page_speaks_the_language_chosen(qtbot: QtBot, german: None) -> None:
    page = StartPage(
        add_persona=lambda: None,
        new_campaign=lambda: None,
        open_campaign=lambda: None,
        new_from_sample=lambda: None,
        open_recent=lambda path: None,
    )
    qtbot.addWidget(page)
    assert page.add_button.text() == "Erste Persona &anlegen"
    assert page.recent_box.title() == "Zuletzt geöffnet"
    assert page.new_button.text() == "&New campaign…"  # not in this small dictionary


def test_the_windows_own_refusals_carry_a_template(german: None) -> None:
    with pytest.raises(RuleError) as caught:
        parse_number("many", "Momentum")
    assert str(caught.value) == "Momentum needs a whole number"  # the log's English
    assert refusal_text(caught.value) == "Schwung braucht eine ganze Zahl"
