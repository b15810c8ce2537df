"""The services' and sections' leftovers in German (translations/starshine_de.ts).

The part is complete and keeps every field; with it installed over the German catalogue,
the window shows the Challenge's rulings, the sections' leftovers, the Find dialog's hits,
the Persona update's labels, an Episode's missing ticks and the refusals of the campaign
JSON, the Cortex sheets, the statement scenes and the Challenge engine (names for ids) in
German, while the English text (``str()``, what tests and the command line read) stays.
"""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import PySide6
import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, IllegalStep
from starshine_desktop.rules.starshine.episodes import Gap, ItemKind
from starshine_desktop.services.campaign import create_from_data
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.exchange import (
    ImportRefused,
    parse_campaign_json,
    sample_campaign_data,
    validate_campaign,
)
from starshine_desktop.services.exchange.fields import json_type
from starshine_desktop.services.starshine.challenge_words import ChallengeWords
from starshine_desktop.services.starshine.persona_sync import Change, Difference, Label, Side
from starshine_desktop.services.statements.scenes import parse_factors
from starshine_desktop.ui.cortex.paid_stress import PaidStressChoice
from starshine_desktop.ui.dialogs.find import hit_text
from starshine_desktop.ui.dialogs.persona_update import label_text
from starshine_desktop.ui.i18n import refusal_text
from starshine_desktop.ui.starshine.episodes import gap_text

from .conftest import WindowFactory
from .german_check import (
    Catalogue,
    game_content,
    german,
    judge,
    qt_messages,
    read_catalogue,
    sample_user_data,
    sample_window,
    texts_on_screen,
)

PART = Path(__file__).resolve().parents[2] / "translations" / "starshine_de.ts"
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n")

#: English texts of this part that the German window showed before (tests/ui/test_german.py).
ENGLISH_BEFORE = {
    "Physical",
    "Mental",
    "Social",
    "Wounded",
    "Shaken",
    "Cursed",
    "Momentum",
    "Attributes",
    "Resources",
    "P(0)",
    "P(3)",
    "Defensive",
    "Leading",
    "the GM pays to add another stress die only when one is in the opposition",
    "R1: What triggers a threat",
    "a threat when Threat is above Guard",
    "A threat comes when Opportunity is above Guard.",
    "Scope 1 to 6",
    "Recovery by the whole Power",
    "The Stance as it was before the Push.",
    "one Push per Persona",
    "Once in the whole Challenge (2.1).",
    "Opportunity and Danger reset after a threat (Vorgabe)",
}


def _messages() -> list[tuple[str, str, list[str]]]:
    """Return (context, source, translations) of every message of the part."""
    found = []
    for context in ET.parse(PART).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            assert translation.get("type") is None, message.findtext("source")
            forms = [form.text or "" for form in translation.iter("numerusform")]
            found.append(
                (
                    context.findtext("name", ""),
                    message.findtext("source", ""),
                    forms or [translation.text or ""],
                )
            )
    return found


@pytest.fixture
def in_german(tmp_path: Path) -> Iterator[None]:
    """German: the catalogue and Qt's, with this part (compiled by lrelease) over them."""
    compiled = tmp_path / "rest.qm"
    lrelease = Path(PySide6.__file__).parent / "lrelease"
    subprocess.run([str(lrelease), str(PART), "-qm", str(compiled)], check=True, timeout=60)
    translator = QTranslator()
    assert translator.load(str(compiled))
    with german():
        QCoreApplication.installTranslator(translator)
        try:
            yield
        finally:
            QCoreApplication.removeTranslator(translator)


def test_the_window_shows_none_of_the_part_in_english(
    in_german: None, open_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    seen = texts_on_screen(sample_window(open_window, tmp_path), qtbot)
    catalogue = Catalogue.of([*read_catalogue(), *read_catalogue(PART), *qt_messages()])
    findings = judge(seen, catalogue, sample_user_data() | {"Cornered"}, game_content())
    shown = {finding.text: finding.where for finding in findings}
    assert {text: shown[text] for text in shown.keys() & ENGLISH_BEFORE} == {}


def test_the_paid_stress_boxes_and_their_reasons_speak_german(
    in_german: None, qtbot: QtBot
) -> None:
    choice = PaidStressChoice("test")
    qtbot.addWidget(choice)
    assert [box.text() for box in choice.boxes.values()] == ["Körperlich", "Geistig", "Sozial"]


def test_the_paid_stress_boxes_stay_english_without_a_translator(qtbot: QtBot) -> None:
    choice = PaidStressChoice("test")
    qtbot.addWidget(choice)
    assert [box.text() for box in choice.boxes.values()] == ["Physical", "Mental", "Social"]


def test_a_refused_campaign_file_says_why_in_german_and_in_english(in_german: None) -> None:
    document = parse_campaign_json(b'{"format": "starshine-campaign", "version": 1, "x": 1}')
    with pytest.raises(ImportRefused) as caught:
        validate_campaign(document)
    assert str(caught.value) == "$.x: unknown key"
    assert refusal_text(caught.value) == "$.x: unbekannter Schlüssel"
    bad_type = ImportRefused(
        "$.actors[0].name",
        QT_TRANSLATE_NOOP("Refusal", "must be text, not {type}"),
        type=json_type(True),
    )
    assert str(bad_type) == "$.actors[0].name: must be text, not the boolean true"
    assert bad_type.reason == "must be text, not the boolean true"
    assert refusal_text(bad_type) == (
        "$.actors[0].name: muss Text sein, nicht der Wahrheitswert true"
    )
    moved = bad_type.at("persona.json: $.name")
    assert str(moved) == "persona.json: $.name: must be text, not the boolean true"
    assert (
        refusal_text(moved) == "persona.json: $.name: muss Text sein, nicht der Wahrheitswert true"
    )
    nested = parse_campaign_json(b'{"a": 1.5}')["a"]
    refused = ImportRefused("$.a", nested.refusal)
    assert str(refused) == "$.a: 1.5 is not a whole number"
    assert refusal_text(refused) == "$.a: 1.5 ist keine ganze Zahl"


def test_a_statement_factor_refusal_speaks_german(in_german: None) -> None:
    with pytest.raises(ValidationError) as caught:
        parse_factors("Traits", "Brave")
    assert str(caught.value) == (
        "Traits: write each as a name and a degree, e.g. 'Brave 3', not 'Brave'"
    )
    assert refusal_text(caught.value) == (
        "Merkmale: jeweils als Name und Grad schreiben, z. B. „Mutig 3“, nicht 'Brave'"
    )


def test_the_engine_refusals_name_people_in_german_and_stay_english(in_german: None) -> None:
    words = ChallengeWords({"ada": "Ada Lark", "director": "the Director"}, {}, {})
    step = IllegalStep(
        4,
        QT_TRANSLATE_NOOP("Refusal", "waiting for {waiting}'s surrender choice (rule 5)"),
        waiting="ada",
    )
    spoken = words.refused(step)
    # People read the game's words: its own rule number.
    assert str(spoken) == "Waiting for Ada Lark's surrender choice (rule 5)"
    assert words.refusal(step) == str(spoken)
    german_text = refusal_text(spoken)
    assert "Ada Lark" in german_text and "ada" not in german_text.replace("Ada", "")
    assert german_text == "wartet auf die Wahl beim Aufgeben von Ada Lark (Regel 5)"
    assert german_text != str(spoken)


def test_the_engine_refusals_show_the_english_sentence_without_a_translator() -> None:
    words = ChallengeWords({"ada": "Ada Lark"}, {}, {})
    step = IllegalStep(2, QT_TRANSLATE_NOOP("Refusal", "{who} has already moved"), who="ada")
    assert refusal_text(words.refused(step)) == "Ada Lark has already moved"


def test_find_hits_and_missing_ticks_speak_german(in_german: None, tmp_path: Path) -> None:
    campaign = create_from_data(sample_campaign_data(), tmp_path / "sample.starshine")
    try:
        [hit] = [h for h in campaign.search.find("Strong back") if h.text.startswith("Trait")]
    finally:
        campaign.close()
    assert hit.text == "Trait 'Strong back' held by Brannoc Reed"
    assert hit_text(hit) == "Merkmal „Strong back“ von Brannoc Reed"
    gap = Gap("Ida", ItemKind.TRAIT, "Brave")
    assert str(gap) == "Ida did not check trait 'Brave'"
    assert gap_text(gap) == "Ida hat Merkmal „Brave“ nicht abgehakt"


def test_the_persona_update_labels_speak_german_and_match_in_english(in_german: None) -> None:
    words = Label(
        QT_TRANSLATE_NOOP("PersonaSync", "Stance change {old}→{new} ({reason})"),
        (
            ("old", "Defensive"),
            ("new", "Leading"),
            ("reason", "Ambushed"),
        ),
    )
    item = Difference("k", str(words), Change.CHANGED, 1, 2, True, Side.THEIRS, words)
    assert item.label == "Stance change Defensive→Leading (Ambushed)"
    assert label_text(item) == "Haltungsänderung Defensiv→Führend (Ambushed)"
    score = Difference("s", "Threat", Change.CHANGED, 1, 2, True, Side.THEIRS, Label("Threat"))
    assert label_text(score) == "Bedrohung"
