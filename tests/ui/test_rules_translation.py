"""The engine's refusals and game terms shown in German from the German catalogue.

The catalogue ``translations/starshine_de.ts`` is compiled here with ``pyside6-lrelease`` into a
temporary folder and installed; ``refusal_text`` of a real refusal of the engine then reads
German, its fields filled in (game terms among them translated), while ``str(error)``, which
the command line prints, stays English.
"""

from __future__ import annotations

import ast
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from starshine_desktop.rules.cortex import CortexCharacter, stress_options
from starshine_desktop.rules.cortex.character import StressType
from starshine_desktop.rules.cortex.dice import Die
from starshine_desktop.rules.cortex.stress_use import StressUse
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, IllegalStep, RuleError
from starshine_desktop.rules.ironsworn.rolls import IronswornOutcome
from starshine_desktop.rules.starshine.replay import replay_challenge
from starshine_desktop.rules.starshine.scenario import RULES_NAME
from starshine_desktop.rules.starshine.scores import DEFAULT_SCORES, Score
from starshine_desktop.ui.i18n import game_term, refusal_text

PART = Path(__file__).parents[2] / "translations" / "starshine_de.ts"
LRELEASE = Path(sys.executable).parent / "pyside6-lrelease"


@pytest.fixture(scope="module")
def compiled_part(tmp_path_factory: pytest.TempPathFactory) -> Path:
    compiled = tmp_path_factory.mktemp("translations") / "rules.qm"
    result = subprocess.run(
        [str(LRELEASE), str(PART), "-qm", str(compiled)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "0 unfinished" in result.stdout
    return compiled


@pytest.fixture
def german(qapp: QApplication, compiled_part: Path) -> Iterator[None]:
    translator = QTranslator()
    assert translator.load(str(compiled_part))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def _two_clocks() -> dict[str, object]:
    scores = {str(score): value for score, value in DEFAULT_SCORES.items()}
    persona = {"id": "ada", "name": "Ada", "stance": 1, "scores": scores}
    return {"rules": RULES_NAME, "personae": [persona], "steps": [{"do": "clock"}] * 2}


def test_an_illegal_challenge_step_reads_german_with_its_step_filled_in(german: None) -> None:
    with pytest.raises(IllegalStep) as caught:
        replay_challenge(_two_clocks())
    error = caught.value
    assert refusal_text(error) == (
        "Schritt 1: auf clock kann nicht clock folgen: zuerst kommen die Bedrohungen (Regel 2)"
    )
    assert str(error) == "step 1: clock cannot follow clock: threats come first (rule 2)"


def test_a_cortex_refusal_translates_its_game_term_field(german: None) -> None:
    mara = CortexCharacter("Mara")
    with pytest.raises(RuleError) as caught:
        mara.push_stress(StressType.PHYSICAL)
    assert refusal_text(caught.value) == (
        "Stress nachlegen: Mara hat keinen Stress der Art körperlich, der nachgelegt werden könnte"
    )
    assert str(caught.value) == "pushing stress: Mara has no physical stress to push"


def test_a_refused_stress_use_reads_german_in_a_refusal_that_names_it(german: None) -> None:
    mara = CortexCharacter("Mara", stress={StressType.MENTAL: Die.D4})
    options = {o.use: o for o in stress_options(mara, StressType.MENTAL)}
    refused = options[StressUse.OPPOSITION].refusal
    assert refused is not None
    assert refusal_text(refused) == (
        "d4-Stress kommt stattdessen in den eigenen Pool, wie eine d4-Komplikation"
    )


def test_numbers_keep_their_format_in_a_translated_refusal(german: None) -> None:
    template = QT_TRANSLATE_NOOP(
        "Refusal",
        "burn momentum: it helps only when momentum beats more challenge dice than the action "
        "score; against {first} and {second} momentum {momentum_before:+d} gives a "
        "{burned_label} and the action score {action_score} a {outcome_label}, so nothing is "
        "burned",
    )
    error = RuleError(
        template,
        first=7,
        second=9,
        momentum_before=6,
        burned_label=IronswornOutcome.WEAK_HIT.label,
        action_score=8,
        outcome_label=IronswornOutcome.WEAK_HIT.label,
    )
    assert "momentum +6 gives a weak hit" in str(error)
    assert refusal_text(error) == (
        "Schwung verbrennen: es hilft nur, wenn der Schwung mehr Herausforderungswürfel "
        "schlägt als der Aktionswert; gegen 7 und 9 ergibt Schwung +6 einen Teilerfolg und der "
        "Aktionswert 8 einen Teilerfolg, also wird nichts verbrannt"
    )


def test_score_labels_and_stats_are_game_terms(german: None) -> None:
    assert game_term(Score.THREAT.label) == "Bedrohungswert"
    assert game_term(Score.FORTUNE.label) == "Fortuna"
    assert game_term(IronswornOutcome.STRONG_HIT.label) == "Voller Erfolg"


def _placeholders(text: str) -> set[str]:
    try:
        return {
            "{" + field
            for _literal, field, _spec, _conversion in string.Formatter().parse(text)
            if field
        }
    except ValueError:
        return set()


def test_the_german_catalogue_has_every_text_the_rules_mark() -> None:
    rules = Path(__file__).parents[2] / "starshine_desktop" / "rules"
    marked = {
        (call.args[0].value, call.args[1].value)
        for path in rules.rglob("*.py")
        for call in ast.walk(ast.parse(path.read_text("utf-8")))
        if isinstance(call, ast.Call)
        and isinstance(call.func, ast.Name)
        and call.func.id == "QT_TRANSLATE_NOOP"
        and all(isinstance(arg, ast.Constant) for arg in call.args)
        and isinstance(call.args[0], ast.Constant)
        and isinstance(call.args[1], ast.Constant)
    }
    root = ET.parse(PART).getroot()
    translated = {
        (context.findtext("name"), message.findtext("source"))
        for context in root.iter("context")
        for message in context.iter("message")
        if message.find("translation") is not None
        and message.find("translation").get("type") is None  # type: ignore[union-attr]
    }
    assert len(marked) > 500
    assert marked <= translated, sorted(marked - translated)
