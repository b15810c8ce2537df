"""The German part of the widgets and wizards: complete, and what the Persona sheet and the
Challenge wizard show in German (translations/starshine_de.ts)."""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import PySide6
import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.starshine.scores import DEFAULT_SCORES, Score
from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.storage.rows import PersonaFlag, PersonaValues
from starshine_desktop.ui.starshine.challenges import ChallengesPage
from starshine_desktop.ui.starshine.move_parts import TYPE_LABELS

from .conftest import WindowFactory

PART = Path(__file__).resolve().parents[2] / "translations" / "starshine_de.ts"
PLACEHOLDER = re.compile(r"\{\w*\}")
TAG = re.compile(r"</?\w+>")
#: Game terms the widgets show through ``game_term``: the rules' part translates them.
GAME_TERMS = {score.label for score in Score} | set(TYPE_LABELS.values())


def _messages() -> list[tuple[str, str, str]]:
    """Return (context, source, translation) of every message of the German part."""
    found = []
    for context in ET.parse(PART).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            assert translation.get("type") is None, message.findtext("source")
            found.append((name, message.findtext("source", ""), translation.text or ""))
    return found


@pytest.fixture
def german(tmp_path: Path) -> Iterator[QTranslator]:
    """Install the German part, compiled by Qt's lrelease, for the test's windows."""
    compiled = tmp_path / "widgets_wizards.qm"
    lrelease = Path(PySide6.__file__).parent / "lrelease"
    subprocess.run([str(lrelease), str(PART), "-qm", str(compiled)], check=True, timeout=60)
    translator = QTranslator()
    assert translator.load(str(compiled))
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


def _click(qtbot: QtBot, button: QAbstractButton) -> None:
    qtbot.waitUntil(button.isVisible)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _english_left(root: QWidget) -> list[str]:
    """Return the texts on ``root`` that are still the English of the part."""
    english = {
        source
        for _context, source, german in _messages()
        if german != source and not PLACEHOLDER.search(source) and source not in GAME_TERMS
    }
    shown: list[str] = []
    for widget in root.findChildren(QWidget):
        if isinstance(widget, (QLabel, QAbstractButton)):
            shown.append(widget.text())
        if isinstance(widget, QGroupBox):
            shown.append(widget.title())
        if isinstance(widget, QLineEdit):
            shown.append(widget.placeholderText())
        shown += [widget.toolTip(), widget.accessibleName()]
    return sorted({text for text in shown if text in english})


def test_the_sheet_and_the_challenge_wizard_speak_german(
    german: QTranslator, qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "Archiv.starshine"
    campaign = create_campaign(path)
    ids = []
    for name in ("Vesper Hale", "Ida Marsh"):
        added = campaign.personae.add_persona(PersonaValues(name, stance=2, scores=DEFAULT_SCORES))
        ids += added.changes.added_ids(RecordKind.PERSONA)
    campaign.close()
    window = open_window(path)
    window.select_persona(ids[0])
    sheet = window.personae.sheet
    sheet.build_form()
    titles = {box.title() for box in sheet.findChildren(QGroupBox)}
    assert {"Status", "Werte", "Notizen"} <= titles
    assert sheet.flags[PersonaFlag.RISKED_DEATH].text() == "Hat den &Tod riskiert"
    assert _english_left(sheet) == []

    page = window.section_page("Challenges")
    assert isinstance(page, ChallengesPage)
    wizard = page.start_challenge(ids)
    assert wizard.windowTitle() == "Herausforderung"
    assert wizard.setup_page.start_button.text() == "Herausforderung &beginnen"
    assert _english_left(wizard) == []
    qtbot.keyClicks(wizard.setup_page.title_edit, "Flucht aus dem Archiv")
    _click(qtbot, wizard.setup_page.start_button)
    assert wizard.windowTitle() == "Herausforderung: Flucht aus dem Archiv"
    assert wizard.header_label.text() == (
        "Vorbereitung · die Spielleitung lässt die Uhr laufen, um Runde 1 zu beginnen."
    )
    _click(qtbot, wizard.clock_button)
    _click(qtbot, wizard.threats_panel.threats_button)
    assert wizard.header_label.text().startswith("Runde 1 · Zug von Vesper Hale: wähle die Zugart")
    assert _english_left(wizard) == []
    wizard.close()
