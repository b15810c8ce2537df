"""The Challenge's set-up asks which Strategy each Persona's challenged action pursues.

A Challenge is raised only over an action in pursuit of a Strategy (seed 001): the set-up page
offers each ticked Persona's active Strategies, records the one chosen in the Challenge and
its log, and warns about a Persona with none — the Director may go ahead as a table ruling.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.starshine.replay import replay
from starshine_desktop.rules.starshine.scores import DEFAULT_SCORES
from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.starshine.challenge_wizard import ChallengeWizard
from starshine_desktop.ui.starshine.challenges import ChallengesPage

from ..conftest import WindowFactory
from ..german_check import german


def _campaign(path: Path) -> tuple[int, int]:
    """Ada pursues "Find the archive" (and has a surrendered one); Bren has no Strategy."""
    campaign = create_campaign(path)
    try:
        ids = []
        for name in ("Ada Quill", "Bren"):
            edit = campaign.personae.add_persona(PersonaValues(name, scores=dict(DEFAULT_SCORES)))
            ids.extend(edit.changes.added_ids(RecordKind.PERSONA))
        ada, bren = ids
        campaign.records.start_strategy(ada, "Find the archive", None)
        gone = campaign.records.start_strategy(ada, "Bribe the guard", None)
        [gone_id] = gone.changes.added_ids(RecordKind.STRATEGY)
        campaign.records.set_strategy_state(gone_id, "surrendered")
        return ada, bren
    finally:
        campaign.close()


def _click(qtbot: QtBot, button: QAbstractButton) -> None:
    qtbot.waitUntil(button.isVisible)
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _wizard(window: Any, ids: list[int]) -> ChallengeWizard:
    page = window.section_page("Challenges")
    assert isinstance(page, ChallengesPage)
    return page.start_challenge(ids)


def test_the_set_up_asks_the_strategy_records_it_and_warns_when_there_is_none(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    ada, bren = _campaign(path)
    window = open_window(path)
    wizard = _wizard(window, [ada])
    setup = wizard.setup_page
    choices = setup.strategies
    qtbot.waitUntil(choices.isVisible)
    combo = choices.combos[ada]
    # Only the active Strategy is offered, then "none" for a table ruling.
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Find the archive",
        "None (a table ruling)",
    ]
    assert combo.isVisible()
    assert bren not in choices.warnings  # Bren is not ticked: no row made for Bren yet
    setup.personae_list.setFocus()
    setup.personae_list.select_row(1)
    qtbot.keyClick(setup.personae_list, Qt.Key.Key_Space)  # tick Bren, as a person does
    warning = choices.warnings[bren]
    assert warning.isVisible()
    assert warning.text() == (
        "Bren has no active Strategy, and a Challenge is raised only over an action in pursuit "
        "of one. The Director may go ahead as a table ruling."
    )
    _click(qtbot, setup.start_button)  # the Director goes ahead all the same
    assert wizard.play is not None
    log = wizard.log_view.toPlainText()
    assert "Set-up: Ada Quill pursues the Strategy 'Find the archive'" in log
    assert "Bren pursues" not in log
    scenario = wizard.scenario()
    assert [p.get("strategy") for p in scenario["personae"]] == ["Find the archive", None]
    assert "strategy" not in scenario["personae"][1]  # an optional field, left out
    assert replay(scenario) == wizard.play.engine.output()


def test_the_service_refuses_a_strategy_that_is_not_active(tmp_path: Path) -> None:
    path = tmp_path / "Table.starshine"
    ada, _bren = _campaign(path)
    campaign = open_campaign(path)
    try:
        service = campaign.challenges
        assert service.active_strategies([ada, _bren]) == {ada: ["Find the archive"]}
        assert service.active_strategies([_bren]) == {}
        with pytest.raises(ValidationError) as refused:
            service.start_challenge("Gate", [ada], {}, strategies={ada: "Bribe the guard"})
        assert str(refused.value) == "'Bribe the guard' is not an active Strategy of Ada Quill"
        assert service.list_challenges() == []
    finally:
        campaign.close()


def test_the_strategy_question_and_its_warning_read_in_german(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    ada, bren = _campaign(path)
    with german():
        window = open_window(path)
        wizard = _wizard(window, [ada, bren])
        choices = wizard.setup_page.strategies
        qtbot.waitUntil(choices.isVisible)
        assert choices.title() == "Die Strategie, die jede angefochtene Handlung verfolgt"
        combo = choices.combos[ada]
        assert combo.itemText(1) == "Keine (eine Tischentscheidung)"
        assert choices.warnings[bren].text() == (
            "Bren hat keine aktive Strategie, und eine Herausforderung entsteht nur über eine "
            "Handlung, die eine verfolgt. Die Spielleitung kann als Tischentscheidung fortfahren."
        )


def test_the_move_preview_the_last_step_the_log_and_the_end_read_in_german(
    qtbot: QtBot, open_window: WindowFactory, prompter: Any, tmp_path: Path
) -> None:
    """The engine's lines are templates: the window speaks German, the stored log English."""
    path = tmp_path / "Table.starshine"
    ada, _bren = _campaign(path)
    with german():
        window = open_window(path)
        wizard = _wizard(window, [ada])
        _click(qtbot, wizard.setup_page.start_button)
        _click(qtbot, wizard.clock_button)
        edit = wizard.threats_panel.threat_edits["ada-quill"]
        edit.setFocus()
        qtbot.keyClicks(edit, "In die Enge")
        _click(qtbot, wizard.threats_panel.threats_button)
        builder = wizard.builder
        defensive = next(r for t, r in builder.types.type_radios.items() if t == "defensive")
        qtbot.mouseClick(defensive, Qt.MouseButton.LeftButton, pos=defensive.rect().center())
        for die, face in zip(builder.roll_box.die_edits, "41", strict=False):
            die.setFocus()
            qtbot.keyClicks(die, face)
        preview = builder.result.preview_label.toPlainText()
        assert "Ada Quill macht einen Zug der Verteidigung: Pool" in preview
        assert "Ergebnis Zahl" in preview
        assert "makes a" not in preview and "Danger" not in preview and "Power" not in preview
        # At 1366×768 no button of the round page is cut in German.
        wizard.resize(1366, 768)
        qtbot.waitUntil(lambda: wizard.width() == 1366)
        QTest.qWait(30)
        for button in wizard.findChildren(QAbstractButton):
            if button.isVisibleTo(wizard) and button.text():
                shown = button.text().replace("&", "")
                needed = button.fontMetrics().horizontalAdvance(shown)
                assert button.width() >= needed, shown
        # The odds table's Risk and Power cells are German too.
        odds = builder.odds.odds_table.text()
        assert "Gefahr +" in odds and "senkt das eben erhaltene negative Merkmal um" in odds
        assert "Danger" not in odds and "lowers" not in odds
        _click(qtbot, builder.result.apply_button)
        last = wizard.last_step_view.toPlainText()
        assert "Ada Quill macht einen Zug der Verteidigung" in last
        assert "Merkmal „In die Enge“ Stärke" in last
        assert "Regel 3.8e, Verteidigung" in last
        log = wizard.log_view.toPlainText().splitlines()
        assert log[0].startswith("Aufbau: ")
        assert any(line.startswith("Runde 1: Ada Quill macht einen Zug") for line in log)
        assert not any("makes a" in line or "Strength" in line for line in log)
        assert "Runde 1: die Uhr läuft" in log
        assert not any(line.startswith("Round ") for line in log)
        # The stored log and the replay stay English, byte for byte.
        assert wizard.play is not None
        stored = wizard.play.engine.log
        assert any("ada-quill makes a defensive Move: pool" in line for line in stored)
        # The end: the outcome leads, the results are German.
        prompter.confirm_answers.append(True)
        _click(qtbot, wizard.director.end_button)
        assert wizard.header_label.text().startswith(
            "Die Herausforderung ist vorbei: die Spielleitung hat sie beendet"
        )
        results = wizard.end_panel.results_label.text()
        assert "Ada Quill erhält das negative Merkmal 'In die Enge', Stärke" in results
        assert "gains" not in results and "Strength" not in results
        assert not wizard.director.isVisibleTo(wizard)
