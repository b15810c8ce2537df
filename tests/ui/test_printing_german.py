"""Printing in German: with the German catalogue of storage, services and printing installed,
the File menu's documents, the Persona sheet and the index cards are German, the names the
person wrote are not translated, and the refusals of storage and of an import read German in
the window.

Without the catalogue (every other test) the same documents are English, as before.
"""

from __future__ import annotations

import html
import itertools
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from datasworn_support import homebrew
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QMenu, QWidget

from starshine_desktop.rules.starshine.replay import load_scenario, replay_challenge
from starshine_desktop.services.campaign import Campaign, open_campaign
from starshine_desktop.services.exchange import ImportRefused
from starshine_desktop.services.ironsworn.rules_packages import check_package
from starshine_desktop.services.printing import PrintKind, PrintRequest, build_document
from starshine_desktop.services.printing.document import FlowDocument
from starshine_desktop.services.starshine.challenge_words import ChallengeWords
from starshine_desktop.storage.errors import NotACampaignError, RecordNotFoundError
from starshine_desktop.storage.journal import LABELS
from starshine_desktop.ui.i18n import refusal_text
from starshine_desktop.ui.printing import PrintMenu
from starshine_desktop.ui.prompts import Prompter

from .conftest import ScriptedPrompter
from .test_printing import POPPLER, _support, first_page_png, pdf_text

ROOT = Path(__file__).resolve().parents[2]
GERMAN_PART = ROOT / "translations" / "starshine_de.ts"

pytestmark = pytest.mark.skipif(not POPPLER, reason="poppler-utils (make deb-test) is needed")


def _lrelease() -> str:
    beside = Path(sys.executable).with_name("pyside6-lrelease")
    found = str(beside) if beside.exists() else shutil.which("pyside6-lrelease")
    assert found, "pyside6-lrelease (PySide6) compiles the catalogue"
    return found


@pytest.fixture
def german(qapp: object, tmp_path: Path) -> Iterator[QTranslator]:
    """Compile the German part and install it for the test; English again afterwards."""
    compiled = tmp_path / "services_de.qm"
    subprocess.run(
        [_lrelease(), str(GERMAN_PART), "-qm", str(compiled)], check=True, capture_output=True
    )
    translator = QTranslator()
    assert translator.load(str(compiled))
    QCoreApplication.installTranslator(translator)
    try:
        yield translator
    finally:
        QCoreApplication.removeTranslator(translator)


class _Chooser:
    def __init__(self, answer: Path) -> None:
        self.answer = answer

    def __call__(self, parent: object, suggested: Path) -> Path:
        return self.answer


class _Host:
    """What File › Print needs from the window: the campaign, the dialogs, the selection."""

    def __init__(self, campaign: Campaign, prompter: ScriptedPrompter, persona_id: int) -> None:
        self._campaign = campaign
        self._prompter = prompter
        self._persona_id = persona_id

    @property
    def campaign(self) -> Campaign:
        return self._campaign

    @property
    def prompter(self) -> Prompter:
        return self._prompter

    def current_persona_id(self) -> int | None:
        return self._persona_id


def test_the_persona_sheet_and_the_cards_print_in_german(
    german: QTranslator,
    prompter: ScriptedPrompter,
    tmp_path: Path,
    screenshots: Path,
) -> None:
    built = _support().build_campaign(tmp_path / "Harbour Nights.starshine")
    campaign = open_campaign(built.path)
    parent = QWidget()
    try:
        selected = campaign.personae.list_personae()[0]
        print_menu, pdf_menu = QMenu(parent), QMenu(parent)
        menu = PrintMenu(_Host(campaign, prompter, selected.id), parent, print_menu, pdf_menu)
        shown = [action.text() for action in print_menu.actions()]
        assert shown[0] == "Persona-Bogen …"
        assert "Leerer Persona-Bogen (für Bleistift) …" in shown
        assert "Schattenspiel-Karteikarten …" in shown

        sheet = tmp_path / "bogen.pdf"
        menu.choose_pdf = _Chooser(sheet)
        assert menu.export_pdf(PrintKind.PERSONA_SHEET) == sheet
        text = " ".join(pdf_text(sheet, layout=False).split())
        for german_words in (
            "Starshine-Persona-Bogen",
            "Haltung der Spielleitung",
            "Werte",
            "Verteidigung",
            "Eigenschaften und Ausdrücke",
            "Kniffe, Kräfte und Markenzeichen",
            "Merkmale",
            "Investitionen",
            "Strategien",
            "Aufstiege",
            "Seite 1 von 2",
        ):
            assert german_words in text, german_words
        for english in (
            "Persona sheet",
            "Director's Stance",
            "Characteristics and Expressions",
            "Knacks, Powers",
            "Strategies",
            "Advances",
            "page 1 of 1",
        ):
            assert english not in text, english
        assert selected.name in text  # the names people wrote stay as they are
        first_page_png(sheet, "persona-sheet-de")
        shutil.copy(sheet.with_name("persona-sheet-de-page.png"), screenshots)

        cards = tmp_path / "karten.pdf"
        menu.choose_pdf = _Chooser(cards)
        assert menu.export_pdf(PrintKind.CARDS) == cards
        card_text = " ".join(pdf_text(cards, layout=False).split())
        assert "SCHATTENSPIEL · HALTUNG" in card_text
        assert "Haltung der Spielleitung" in card_text
        assert "Mit 100 % drucken" in card_text
        assert "SHADOW PLAY" not in card_text and "Director's Stance" not in card_text
        assert prompter.errors == []
    finally:
        parent.deleteLater()
        campaign.close()


def test_storage_refusals_read_german_in_the_window(german: QTranslator, tmp_path: Path) -> None:
    empty = tmp_path / "leer.starshine"
    error = NotACampaignError(empty, "the file is empty")
    assert str(error) == (
        "leer.starshine is not a Starshine campaign: the file is empty. The file was not changed."
    )
    assert refusal_text(error) == (
        "leer.starshine ist keine Starshine-Kampagne: die Datei ist leer. "
        "Die Datei wurde nicht verändert."
    )
    missing = RecordNotFoundError(LABELS["trait"], 7)
    assert str(missing) == "There is no Trait with id 7 in this campaign."
    assert refusal_text(missing) == (
        "In dieser Kampagne gibt es keinen Eintrag „Merkmal“ mit der ID 7."
    )


def test_an_import_refusal_names_the_json_path_and_the_reason_in_german(
    german: QTranslator,
) -> None:
    package = homebrew()
    package["oracles"]["weather"]["contents"]["sky"]["rows"][1]["roll"]["min"] = 6
    with pytest.raises(ImportRefused) as refused:
        check_package(package)
    where = "$.oracles.weather.contents.sky.rows[1].roll.min"
    assert str(refused.value) == f"{where}: is 6, so 5 is on no row (the rows must cover 1d10)"
    assert refused.value.path == where
    assert refusal_text(refused.value) == (
        f"{where}: ist 6, also liegt 5 auf keiner Zeile (die Zeilen müssen 1d10 abdecken)"
    )


def test_the_challenge_log_prints_its_lines_in_german(german: QTranslator, tmp_path: Path) -> None:
    scenario = load_scenario((ROOT / "tests" / "scenarios" / SCENARIO).read_bytes())
    challenge = replay_challenge(scenario)
    campaign = open_campaign(_support().build_campaign(tmp_path / "Harbour Nights.starshine").path)
    request = PrintRequest(PrintKind.CHALLENGE_LOG, scenario=scenario, scenario_title="Literal")
    try:
        german_print = build_document(campaign, request, QCoreApplication.translate)
        english_print = build_document(campaign, request)
    finally:
        campaign.close()
    assert isinstance(german_print, FlowDocument) and isinstance(english_print, FlowDocument)
    log = _plain(german_print.html).split(" Protokoll ", 1)[1]
    assert log.startswith("Aufbau Gil: Bedrohung 4, Gelegenheit 4, Gefahr 4, Deckung 3,")
    for german_line in (
        "Runde 1 die Uhr läuft",
        "Gil: Gelegenheit +2 = 6, Gefahr +2 = 6 (Regel 1.1)",
        "die Spielleitung benennt die Bedrohungen",
        "Gil wird bedroht: negatives Merkmal „Outflanked“ Stärke 9 (Regel 2.1)",
        "Gil: Bedrohung und Gelegenheit zurück auf 0 (Regel 2.2, Entscheidung R2 wörtlich)",
    ):
        assert german_line in log, german_line
    for english_line in ("the clock runs", "is threatened", "Opportunity +2", "Threat 4,"):
        assert english_line not in log, english_line

    # The English print (no translate_with) is the engine's stored lines in words, as before.
    english_log = _plain(english_print.html).split(" Log ", 1)[1]
    words = ChallengeWords.of(scenario)
    expected = []
    for number, lines in itertools.groupby(challenge.log, lambda line: line.split(":", 1)[0]):
        expected.append("Set-up" if number == "round 0" else number.replace("round", "Round"))
        expected += [words.text(line.split(": ", 1)[1]).removeprefix("set-up: ") for line in lines]
    assert english_log == " ".join(" ".join(expected).split())


SCENARIO = "three_personae_literal_rulings.json"


def _plain(markup: str) -> str:
    """Return the visible text of a printed document's HTML: no style, no tags."""
    body = re.sub(r"<style>.*?</style>", " ", markup, flags=re.DOTALL)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", body)).split())
