"""The Challenge wizard as the table uses it: clicks, typed dice, quitting, resuming, export."""

from __future__ import annotations

import json
import os
import random
import re
import select
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QRadioButton,
    QTableWidget,
    QTextBrowser,
    QWidget,
)
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from starshine_desktop.rules.starshine.model import MoveType, Phase, SurrenderChoice
from starshine_desktop.rules.starshine.replay import load_scenario, replay
from starshine_desktop.rules.starshine.scores import DEFAULT_SCORES, Score
from starshine_desktop.rules.starshine.steps import parse_step
from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.starshine.challenge_wizard import ChallengeWizard
from starshine_desktop.ui.starshine.challenges import ChallengesPage, challenge_model

from ..conftest import WindowFactory
from ..look import dark_palette, text_contrast
from ..person import cell_text

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier

# The steps the first test plays by clicking and typing, written out as a scenario's steps.
SCRIPTED_STEPS: list[dict[str, Any]] = [
    {"do": "clock"},
    {"do": "threats", "names": {"ada-quill": "Cornered"}},
    {
        "do": "move",
        "actor": "ada-quill",
        "type": "leading",
        "stunt": False,
        "aid_from": ["bren"],
        "scope": 2,
        "pay_dice": 2,
        "pay_fortune": 0,
        "dice": [6, 2, 3],
        "select": 6,
        "declare": "Ada bars the door",
        "create_trait": {
            "id": "ada-quill:trait:2",
            "name": "Dug in",
            "on": "ada-quill",
            "extra_fortune": 0,
        },
    },
    {
        "do": "move",
        "actor": "bren",
        "type": "recovery",
        "stunt": True,
        "target": 6,
        "aid_from": [],
        "scope": 2,
        "pay_dice": 2,
        "pay_fortune": 0,
        "dice": [6],
        "trait": "ada-quill-threat-1",
    },
    {"do": "push", "persona": "ada-quill"},
    {"do": "end"},
]


def _scores(**changes: int) -> dict[Score, int]:
    scores = dict(DEFAULT_SCORES)
    scores.update({Score(key): value for key, value in changes.items()})
    return scores


def _campaign(path: Path, *personae: tuple[str, int, dict[str, int]]) -> list[int]:
    campaign = create_campaign(path)
    try:
        ids = []
        for name, stance, scores in personae:
            changes = campaign.personae.add_persona(
                PersonaValues(name, stance=stance, scores=_scores(**scores))
            ).changes
            ids.extend(changes.added_ids(RecordKind.PERSONA))
        return ids
    finally:
        campaign.close()


ADA = ("Ada Quill", 2, {"threat": 2, "guard": 1, "surrender": 2, "fortune": 3, "lead": 2})
BREN = ("Bren", 1, {"threat": 1, "guard": 1})


def _type(qtbot: QtBot, widget: QWidget, text: str) -> None:
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(widget, text)


def _click(qtbot: QtBot, button: QAbstractButton) -> None:
    qtbot.waitUntil(button.isVisible)  # a widget added just now shows on the next event loop
    assert button.isEnabled(), button.text()
    if isinstance(button, QCheckBox | QRadioButton):  # click the box, as a person does
        qtbot.mouseClick(button, LEFT, pos=QPoint(8, button.height() // 2))
    else:
        qtbot.mouseClick(button, LEFT)


def _dice(qtbot: QtBot, builder: Any, faces: str) -> None:
    """Type one face into each die's entry, as a person does (each digit moves on)."""
    assert len(faces) <= len(builder.roll_box.die_edits)
    for edit, face in zip(builder.roll_box.die_edits, faces, strict=False):
        edit.setFocus()
        qtbot.keyClicks(edit, face)


def _challenges(window: MainWindow) -> ChallengesPage:
    page = window.section_page("Challenges")
    assert isinstance(page, ChallengesPage)
    return page


def _shot(widget: QWidget, name: str) -> None:
    folder = os.environ.get("STARSHINE_SCREENSHOTS")
    if folder:
        QTest.qWait(50)  # let pending layouts settle first
        widget.grab().save(str(Path(folder) / f"{name}.png"))


def test_play_a_challenge_by_clicking_and_typing_quit_resume_finish_and_export(
    qtbot: QtBot, open_window: WindowFactory, prompter: Any, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    ada_id, _bren_id = _campaign(path, ADA, BREN)
    window = open_window(path)
    window.select_persona(ada_id)
    qtbot.keyClick(window, Qt.Key.Key_H, CTRL | SHIFT)  # Edit › Start Challenge…
    page = _challenges(window)
    wizard = page.wizard
    assert wizard is not None
    qtbot.waitUntil(wizard.isActiveWindow)  # the wizard's keyboard shortcuts need it
    setup = wizard.setup_page
    assert setup.chosen_personae() == [ada_id]
    assert setup.ruling_notes["R9"].text() == "Once in the whole Challenge (2.1)."
    setup.personae_list.setFocus()
    setup.personae_list.select_row(1)
    qtbot.keyClick(setup.personae_list, Qt.Key.Key_Space)
    assert len(setup.chosen_personae()) == 2
    _type(qtbot, setup.title_edit, "At the Gate")
    _shot(wizard, "challenge-setup")
    _click(qtbot, setup.start_button)

    assert wizard.header_label.text() == "Set-up · the Director runs the clock to start round 1."
    _click(qtbot, wizard.clock_button)
    assert wizard.header_label.text() == (
        "Round 1 · Threats: the Director names a Negative Trait for Ada Quill and Bren, then "
        "issues the threats."
    )
    assert "Ada Quill: Opportunity +2 = 6, Danger +2 = 6 (rule 1.1)" in (
        wizard.threats_panel.clock_effect_label.text()
    )
    assert list(wizard.threats_panel.threat_edits) == ["ada-quill", "bren"]
    _type(qtbot, wizard.threats_panel.threat_edits["ada-quill"], "Cornered")
    _shot(wizard, "challenge-threats")
    _click(qtbot, wizard.threats_panel.threats_button)

    builder = wizard.builder
    assert wizard.phase_stack.currentIndex() == 2
    assert builder.actor == "ada-quill"
    assert all(radio.isEnabled() for radio in builder.types.type_radios.values())
    _type(qtbot, builder.declare_edit, "Ada bars the door")
    _click(qtbot, builder.types.type_radios[MoveType.LEADING])
    _click(qtbot, builder.pool_box.aid_checks["bren"])
    assert builder.pool_box.pool_label.text() == "Pool 5 = Base 2 + Lead 2 + Aid 1"
    assert builder.pool_box.scope_label.text() == "= Scope 2"
    assert builder.pool_box.pay_fortune_label.text() == "+ Fortune 0 (has 3)"
    assert builder.odds.odds_note.text() == (
        "3 dice to roll; the chances are for keeping the highest die."
    )
    # Keeping the highest of 3 dice: P(6) = (6^3 - 5^3) / 6^3 = 91/216.
    assert builder.odds.odds_table.text().splitlines()[0] == (
        "Number 6: 91/216 (42.13%); Risk 6: Opportunity +6 (rule 3.8d); Power 6: Strength 3 "
        "for a new Trait or Scale 3 for a new Element, +1 per extra Fortune; destroys an "
        "Element of Scale below 6 for 1 Fortune"
    )
    assert builder.roll_box.dice_due_label.text() == (
        "Type 3 dice: pool 5 − 2 paid for the Scope. Or roll them in the app."
    )
    assert [edit.accessibleName() for edit in builder.roll_box.die_edits] == [
        "Die 1 of 3",
        "Die 2 of 3",
        "Die 3 of 3",
    ]
    assert wizard.header_label.text() == (
        "Round 1 · Ada Quill's Move: choose the Move type, then roll or type 3 dice."
    )
    builder.roll_box.die_edits[0].setFocus()
    qtbot.keyClicks(builder.roll_box.die_edits[0], "6")
    qtbot.keyClicks(wizard.focusWidget(), "2")  # typing a face moves on to the next die
    assert builder.roll_box.dice_label.text() == "2 of 3 dice typed."
    assert builder.roll_box.select_group.buttons() == []  # nothing to keep until the count is right
    assert not builder.result.apply_button.isEnabled()
    assert wizard.header_label.text().endswith("type the other 1 of the 3 dice.")
    assert wizard.focusWidget() is builder.roll_box.die_edits[2]
    qtbot.keyClicks(wizard.focusWidget(), "3")
    assert builder.roll_box.dice_label.text() == "Dice: 6, 2, 3"
    assert builder.selected_face() == 6
    _type(qtbot, builder.power.new_name_edit, "Dug in")
    assert "Ada Quill creates Trait 'Dug in' on Ada Quill, Strength 3" in (
        builder.result.preview_label.toPlainText()
    )
    assert "Strength 3 (rule 3.8e)" in builder.result.preview_label.toPlainText()
    _shot(wizard, "challenge-move")
    qtbot.keyClick(builder.power.new_name_edit, Qt.Key.Key_Return, CTRL)  # apply the Move
    assert "Telling check: Ada Quill: Telling Negative 'Cornered' (Strength" in (
        wizard.last_step_view.toPlainText()
    )
    assert cell_text(wizard.status_table.item(0, 6)) == "1"  # Surrender 2 - 1
    challenge_id = wizard.play.challenge_id if wizard.play else -1

    # Quit mid-Challenge and open the campaign again: it resumes where it was.
    window.close()
    assert not wizard.isVisible()  # the wizard closes with the window
    window = open_window(path)
    page = _challenges(window)
    assert page.model.rowCount() == 1
    page.select(challenge_id)
    assert "Running, round 1" in page.log_view.toPlainText()
    _click(qtbot, page.resume_button)
    wizard = page.wizard
    assert wizard is not None
    builder = wizard.builder
    assert wizard.header_label.text() == (
        "Round 1 · Bren's Move: choose the Move type, then roll or type 1 die."
    )
    assert "Already moved: Ada Quill." in wizard.moves_note.text()
    assert builder.actor_combo.count() == 1 and builder.actor == "bren"

    _click(qtbot, builder.types.type_radios[MoveType.RECOVERY])
    _click(qtbot, builder.pool_box.stunt_check)
    assert builder.pool_box.pool_label.text() == "Pool 3 = Base 2 + Recovery 1 + Stunt 0"
    assert builder.odds.odds_table.text().splitlines()[0].startswith("Achieve: 1/6 (16.67%)")
    assert builder.odds.odds_table.text().splitlines()[1].startswith("Miss: 5/6 (83.33%)")
    builder.power.recovery_combo.setCurrentIndex(
        builder.power.recovery_combo.findData("ada-quill-threat-1")
    )
    _dice(qtbot, builder, "6")
    assert builder.roll_box.select_group.buttons() == []  # a Stunt keeps no die
    _click(qtbot, builder.result.apply_button)
    assert "Strength 11 → 10" in wizard.last_step_view.toPlainText()
    assert wizard.next_round_button.isEnabled()
    # Ada (Threat 4) gains 2 on top of Opportunity 6 and Danger 0; Bren (Threat 2) gains 1 on
    # top of Opportunity 0 and Danger 1 (the Risk of Bren's Move).
    assert wizard.moves_note.text() == (
        "Every Persona still in play has moved this round. Run the clock.\n"
        "The clock will give:\n"
        "Ada Quill: Opportunity +2 = 8, Danger +2 = 2 (rule 1.1)\n"
        "Bren: Opportunity +1 = 1, Danger +1 = 2 (rule 1.1)"
    )

    wizard.director.push_combo.setCurrentIndex(wizard.director.push_combo.findData("ada-quill"))
    _click(qtbot, wizard.director.push_button)
    assert not wizard.director.push_button.isEnabled()
    assert wizard.director.push_reason.text() == (
        "No Push: the Director may Push only once per Challenge (rule 6.1, ruling R9)"
    )
    _shot(wizard, "challenge-pushed")
    prompter.confirm_answers.append(True)
    _click(qtbot, wizard.director.end_button)
    assert wizard.phase_stack.currentIndex() == 4
    assert wizard.end_panel.outcome_label.text() == "Outcome: the Director ended it."
    results = wizard.end_panel.results_label.text()
    assert "The Director's Stance towards Ada Quill: 2 → 1 (after a Push)" in results
    assert "Ada Quill gains the Negative Trait 'Cornered', Strength 10" in results
    _shot(wizard, "challenge-ended")

    # The GUI's state is the state `replay` reaches from the same steps, written by hand.
    assert wizard.play is not None
    scenario = {**wizard.scenario(), "steps": SCRIPTED_STEPS}
    assert replay(scenario) == wizard.play.engine.output()

    _click(qtbot, wizard.end_panel.apply_results_button)
    assert window.campaign.personae.get_persona(ada_id).stance == 1
    assert not wizard.end_panel.apply_results_button.isEnabled()
    window.undo_action.trigger()
    assert window.campaign.personae.get_persona(ada_id).stance == 2
    assert wizard.end_panel.apply_results_button.isEnabled()
    window.redo_action.trigger()
    assert window.campaign.personae.get_persona(ada_id).stance == 1

    exported = tmp_path / "at the gate.json"
    wizard.export_chooser = lambda _parent, _suggested: exported
    _click(qtbot, wizard.end_panel.export_button)
    assert wizard.end_panel.end_message.text() == f"Exported to {exported}"
    assert replay(load_scenario(exported.read_text(encoding="utf-8"))) == (
        wizard.play.engine.output()
    )
    done = subprocess.run(
        [sys.executable, "-m", "starshine_desktop", "replay", str(exported)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(done.stdout) == wizard.play.engine.output()
    wizard.close()
    assert page.model.index(0, 2).data() == "the Director ended it"
    assert page.model.index(0, 5).data() == "applied"
    assert "Outcome: the Director ended it" in page.log_view.toPlainText()
    _shot(window, "challenges-section")


def test_illegal_choices_are_disabled_or_refused_in_place(
    qtbot: QtBot, open_window: WindowFactory, prompter: Any, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    [cleo] = _campaign(path, ("Cleo", 1, {"guard": 20}))
    window = open_window(path)
    page = _challenges(window)
    wizard = page.start_challenge([cleo])
    _click(qtbot, wizard.setup_page.start_button)
    assert wizard.play is not None and wizard.play.title == "Challenge: Cleo"
    _click(qtbot, wizard.clock_button)
    assert wizard.threats_panel.threat_edits == {}  # Opportunity 1 is not above Guard 20
    _click(qtbot, wizard.threats_panel.threats_button)
    builder = wizard.builder
    reasons = {kind: label.text() for kind, label in builder.types.type_reasons.items()}
    assert not builder.types.type_radios[MoveType.DEFENSIVE].isEnabled()
    assert reasons[MoveType.DEFENSIVE] == (
        "Cleo has not just been given a Negative Trait this round (rule 3.3a)"
    )
    assert not builder.types.type_radios[MoveType.RECOVERY].isEnabled()
    assert reasons[MoveType.RECOVERY] == "There is no existing Trait to change (rule 3.3b)"
    assert builder.types.type_radios[MoveType.LEADING].isChecked()
    assert not builder.result.apply_button.isEnabled()

    assert builder.roll_box.dice_due_label.text() == (
        "Type 1 die: pool 3 − 2 paid for the Scope. Or roll them in the app."
    )
    [die] = builder.roll_box.die_edits  # one entry per die due
    die.setFocus()
    qtbot.keyClicks(die, "s9 0")  # only a face 1 to 6 goes in
    assert die.text() == "" and builder.roll_box.dice_label.text() == ""
    qtbot.keyClicks(die, "6")
    assert builder.result.error_label.text() == "Name the new Trait"
    assert wizard.header_label.text() == "Round 1 · Cleo's Move: name the new Trait."
    _type(qtbot, builder.power.new_name_edit, "Ready")
    assert builder.result.apply_button.isEnabled()
    builder.power.extra_spin.setValue(9)  # more Fortune than Cleo has: the engine refuses
    assert builder.result.error_label.text().startswith("Cleo")
    assert "step " not in builder.result.error_label.text()
    assert not builder.result.apply_button.isEnabled()
    _shot(wizard, "challenge-refused")
    assert len(wizard.play.engine.steps) == 2
    prompter.confirm_answers.append(True)
    _click(qtbot, wizard.director.end_button)
    assert wizard.play.engine.phase is Phase.ENDED


def test_surrender_choices_offer_only_what_the_rules_allow(
    qtbot: QtBot, open_window: WindowFactory, prompter: Any, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    [dana] = _campaign(path, ("Dana", 2, {"threat": 2, "guard": 1, "surrender": 1}))
    window = open_window(path)
    wizard = _challenges(window).start_challenge([dana])
    qtbot.waitUntil(wizard.isActiveWindow)
    _click(qtbot, wizard.setup_page.start_button)
    _click(qtbot, wizard.clock_button)
    _click(qtbot, wizard.threats_panel.threats_button)
    builder = wizard.builder
    _click(qtbot, builder.types.type_radios[MoveType.DEFENSIVE])
    qtbot.keyClick(builder, Qt.Key.Key_R, CTRL)  # roll in the app
    assert builder.roll_box.dice_label.text().startswith("Dice: ")
    _click(qtbot, builder.result.apply_button)
    # Threat 4 + clock 2: a threat of (6 - 1) + 6 = 11; even Power 6 leaves it at 5 >= Surrender
    # 1, so the Telling Negative check takes Dana to Surrender 0 whatever the roll.
    assert wizard.phase_stack.currentIndex() == 3
    assert wizard.header_label.text() == (
        "Round 1 · Dana is at Surrender 0: Dana's Actor chooses what happens."
    )
    assert wizard.progress_label.text() == (
        "Round 1: ✔ Clock › ✔ Threats › <b>▶ Dana at Surrender 0</b> › Next round"
    )
    assert list(wizard.surrender_panel.choice_buttons) == list(SurrenderChoice)
    assert (
        wizard.director.push_reason.text()
        == "No Push: waiting for Dana's surrender choice (rule 5)"
    )
    assert not wizard.director.surrender_button.isEnabled()
    _shot(wizard, "challenge-surrender")
    _click(qtbot, wizard.director.end_button)  # refused in place: nothing to ask
    assert wizard.director.director_error.text().startswith("Dana waits at Surrender 0")
    assert prompter.questions == []
    prompter.confirm_answers.append(True)
    _click(qtbot, wizard.surrender_panel.choice_buttons[SurrenderChoice.RISK_DEATH])
    assert prompter.questions[-1].startswith("Dana risks Death: Surrender comes back now")
    assert wizard.play is not None
    assert wizard.play.engine.persona("dana").surrender == 1
    assert wizard.phase_stack.currentIndex() == 2
    _click(qtbot, wizard.next_round_button)
    assert wizard.header_label.text().startswith("Round 2 · Threats: ")


GUI_CHILD = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from starshine_desktop.__main__ import main
    from starshine_desktop.ui.main_window import MainWindow

    app = QApplication([sys.argv[0]])

    def play() -> None:
        [window] = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
        window.select_persona(int(sys.argv[2]))
        window.personae.start_challenge()
        wizard = window.section_page("Challenges").wizard
        wizard.setup_page.start_button.click()
        wizard.clock_button.click()
        wizard.threats_panel.threat_edits["ada-quill"].setText("Cornered")
        wizard.threats_panel.threats_button.click()
        print("played", flush=True)

    QTimer.singleShot(200, play)
    sys.exit(main(["--campaign", sys.argv[1]]))
    """
)


def test_killing_the_app_mid_challenge_resumes_at_the_same_point(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "Crash.starshine"
    [ada] = _campaign(path, ADA)
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen(
        [sys.executable, "-c", GUI_CHILD, str(path), str(ada)],
        stdout=subprocess.PIPE,
        text=True,
        env=environment,
    )
    assert child.stdout is not None
    try:
        ready, _, _ = select.select([child.stdout], [], [], 60)
        assert ready, "the application never reported its steps"
        assert child.stdout.readline().strip() == "played"
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL

    window = open_window(path)
    page = _challenges(window)
    [row] = [page.model.row_at(r) for r in range(page.model.rowCount())]
    assert [step["do"] for step in row.steps] == ["clock", "threats"]
    page.select(row.id)
    _click(qtbot, page.resume_button)
    wizard = page.wizard
    assert isinstance(wizard, ChallengeWizard)
    assert wizard.header_label.text().startswith("Round 1 · Ada Quill's Move: ")
    assert wizard.builder.actor == "ada-quill"
    assert cell_text(wizard.status_table.item(0, 9)).startswith("−Cornered ")


def test_the_challenge_list_model_passes_the_model_tester(
    qtmodeltester: ModelTester, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    ada, bren = _campaign(path, ADA, BREN)
    campaign = open_campaign(path)
    try:
        service = campaign.challenges
        first = service.start_challenge("Alpha", [ada], {}).changes.added_ids(RecordKind.CHALLENGE)[
            0
        ]
        service.start_challenge("Beta", [ada, bren], {"R9": "once_per_persona"})
        service.play(first).apply(parse_step({"do": "end"}))
        model = challenge_model(service.get_challenge)
        model.reset_rows(service.list_challenges())
        qtmodeltester.check(model)
        model.sort(0, Qt.SortOrder.AscendingOrder)
        assert [model.index(r, 0).data() for r in range(2)] == ["Alpha", "Beta"]
        assert [model.index(r, 2).data() for r in range(2)] == ["the Director ended it", ""]
        model.sort(0, Qt.SortOrder.DescendingOrder)
        assert model.index(0, 0).data() == "Beta"
        third = service.start_challenge("Gamma", [bren], {}).changes.added_ids(
            RecordKind.CHALLENGE
        )[0]
        model.apply(Changes.add(RecordKind.CHALLENGE, third))
        assert model.rowCount() == 3
        model.apply(Changes.remove(RecordKind.CHALLENGE, first))
        assert sorted(model.index(r, 0).data() for r in range(2)) == ["Beta", "Gamma"]
        qtmodeltester.check(model)
    finally:
        campaign.close()


def test_traits_named_under_ruling_r10_change_the_odds_and_the_step(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    [eve] = _campaign(path, ("Eve", 1, {"guard": 20}))
    campaign = open_campaign(path)
    try:
        campaign.records.add_trait("Steady", 2, on=f"persona:{eve}", created_by=f"persona:{eve}")
    finally:
        campaign.close()
    window = open_window(path)
    wizard = _challenges(window).start_challenge([eve])
    qtbot.waitUntil(wizard.isActiveWindow)
    combo = wizard.setup_page.ruling_combos["R10"]
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == "on"
    assert wizard.setup_page.ruling_notes["R10"].text().startswith("A named Trait adds")
    _click(qtbot, wizard.setup_page.start_button)
    qtbot.keyClick(wizard, Qt.Key.Key_Return, CTRL)  # the clock
    qtbot.keyClick(wizard, Qt.Key.Key_Return, CTRL)  # the (empty) threats
    builder = wizard.builder
    assert builder.affecting_box.isVisibleTo(wizard)
    [trait_id] = builder.affecting_box.affecting_combos
    assert (
        builder.odds.odds_table.text().splitlines()[0].startswith("Number 6: 1/6 (16.67%); Risk 6")
    )
    assert "; Power 6: " in builder.odds.odds_table.text().splitlines()[0]
    steady = builder.affecting_box.affecting_combos[trait_id]
    steady.setCurrentIndex(steady.findData("power"))
    # Steady (Strength 2, positive) adds 2 to the Power of every Result.
    assert "; Power 8: " in builder.odds.odds_table.text().splitlines()[0]
    _type(qtbot, builder.power.new_name_edit, "Ready")
    qtbot.keyClick(builder.power.new_name_edit, Qt.Key.Key_R, CTRL)  # roll in the app
    qtbot.keyClick(builder.power.new_name_edit, Qt.Key.Key_Return, CTRL)  # apply
    assert wizard.play is not None
    move = wizard.play.engine.recorded_steps()[-1]
    assert move["affecting"] == [{"trait": trait_id, "score": "power"}]


def test_designate_compromise_and_the_section_export_and_delete(
    qtbot: QtBot, open_window: WindowFactory, prompter: Any, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    # Fay: Stance 1 + Threat Score -1 = Threat 0, free from the start; Gus is active.
    fay, gus = _campaign(path, ("Fay", 1, {"threat": -1}), ("Gus", 1, {"threat": 1}))
    window = open_window(path)
    page = _challenges(window)
    wizard = page.start_challenge([fay, gus])
    _click(qtbot, wizard.setup_page.start_button)
    assert wizard.director.designate_combo.currentData() == "fay"
    assert wizard.director.designate_target.currentData() == "gus"
    _click(qtbot, wizard.director.designate_button)
    assert "Fay designates Gus" in wizard.last_step_view.toPlainText()
    _type(qtbot, wizard.director.offer_edit, "the guards let them pass")
    _click(qtbot, wizard.director.compromise_refuse)
    assert "the Actors refuse a compromise: the guards let them pass (rule 6.2)" in (
        wizard.log_view.toPlainText()
    )
    _type(qtbot, wizard.director.offer_edit, "they leave the city")
    prompter.confirm_answers.append(True)
    _click(qtbot, wizard.director.compromise_accept)
    assert prompter.questions[-1].startswith(
        "The Actors accept the compromise (they leave the city): the Challenge ends for "
        "everyone (rule 6.2)"
    )
    assert wizard.end_panel.outcome_label.text() == "Outcome: the Actors accepted a compromise."
    assert not wizard.director.designate_button.isEnabled()
    assert not wizard.director.end_button.isEnabled()
    _shot(wizard, "challenge-compromise")
    wizard.close()

    page.select(page.model.row_at(0).id)
    exported = tmp_path / "exported.json"
    page.export_chooser = lambda _parent, _suggested: exported
    _click(qtbot, page.export_button)
    assert page.message_label.text() == f"Exported to {exported}"
    scenario = load_scenario(exported.read_text(encoding="utf-8"))
    assert [step["do"] for step in scenario["steps"]] == ["designate", "compromise", "compromise"]
    assert replay(scenario)["outcome"] == "compromise"

    prompter.confirm_answers.append(True)
    _click(qtbot, page.delete_button)
    assert page.model.rowCount() == 0
    window.undo_action.trigger()
    assert page.model.rowCount() == 1
    assert page.model.index(0, 0).data() == "Challenge: Fay, Gus"
    # The Status says whether it runs; the Outcome says how it ended, in words.
    status, outcome = page.model.index(0, 1).data(), page.model.index(0, 2).data()
    assert (status, outcome) == ("finished", "the Actors accepted a compromise")
    assert page.resume_button.text().replace("&", "") == "Open"


def _unnamed(root: QWidget) -> list[str]:
    """Return the controls shown in ``root`` that have no accessible name."""
    controls = (
        QAbstractButton,
        QLineEdit,
        QComboBox,
        QAbstractSpinBox,
        QAbstractItemView,
        QPlainTextEdit,
        QTextBrowser,
    )
    return [
        f"{type(widget).__name__} {widget.objectName()!r} {widget.parent()!r}"
        for widget in root.findChildren(QWidget)
        if isinstance(widget, controls)
        and widget.isVisibleTo(root)
        and not isinstance(widget, QHeaderView)  # part of its table
        and not isinstance(widget.parent(), QAbstractSpinBox | QComboBox)  # part of its box
        and not widget.accessibleName()
        and not (isinstance(widget, QAbstractButton) and widget.text())
    ]


def test_every_control_has_an_accessible_name(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    ids = _campaign(path, ADA, BREN)
    window = open_window(path)
    page = _challenges(window)
    wizard = page.start_challenge(ids)
    assert _unnamed(wizard) == []
    _click(qtbot, wizard.setup_page.start_button)
    assert _unnamed(wizard) == []
    wizard.clock()
    assert _unnamed(wizard) == []
    wizard.threats()
    assert _unnamed(wizard) == []
    assert _unnamed(page) == []


def _tab_chain(start: QWidget, root: QWidget, count: int) -> list[QWidget]:
    """Return the widgets Tab visits from ``start``, in order."""
    chain: list[QWidget] = []
    widget = start
    while len(chain) < count:
        following = widget.nextInFocusChain()
        assert following is not None
        widget = following
        if widget is start:
            break
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisibleTo(root):
            chain.append(widget)
    return chain


def test_tab_goes_through_the_move_then_the_director_and_enter_applies(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    ids = _campaign(path, ADA, BREN)
    window = open_window(path)
    wizard = _challenges(window).start_challenge(ids)
    qtbot.waitUntil(wizard.isActiveWindow)
    qtbot.keyClick(wizard, Qt.Key.Key_Return, CTRL)  # Start the Challenge
    qtbot.keyClick(wizard, Qt.Key.Key_Return, CTRL)  # the clock
    assert wizard.focusWidget() is wizard.threats_panel.threat_edits["ada-quill"]
    qtbot.keyClicks(wizard.focusWidget(), "Cornered")
    qtbot.keyClick(wizard, Qt.Key.Key_Return, CTRL)  # the threats
    builder = wizard.builder
    assert builder.move_type() is MoveType.DEFENSIVE  # the first legal type is chosen
    chain = _tab_chain(builder.actor_combo, wizard, 60)
    expected = [
        builder.declare_edit,
        builder.pool_box.stunt_check,
        builder.pool_box.time_spin,
        builder.pool_box.significance_spin,
        builder.pool_box.pay_dice_spin,
        builder.roll_box.roll_button,
        builder.roll_box.die_edits[0],
        builder.result.narrate_edit,
        builder.result.apply_button,
        wizard.next_round_button,
        wizard.director.push_combo,
        wizard.director.push_button,
    ]
    positions = [chain.index(widget) for widget in expected]
    assert positions == sorted(positions)
    builder.roll_box.die_edits[0].setFocus()
    qtbot.keyClicks(builder.roll_box.die_edits[0], "4")
    qtbot.keyClick(wizard, Qt.Key.Key_Return, CTRL)  # apply the Move
    assert wizard.play is not None
    assert wizard.play.engine.recorded_steps()[-1]["type"] == "defensive"
    assert wizard.play.engine.recorded_steps()[-1]["dice"] == [4]


def test_the_personae_page_button_starts_a_challenge_with_the_selected_persona(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    _ada, bren = _campaign(path, ADA, BREN)
    window = open_window(path)
    window.select_persona(bren)
    _click(qtbot, window.personae.challenge_button)
    wizard = _challenges(window).wizard
    assert wizard is not None
    assert wizard.setup_page.chosen_personae() == [bren]
    assert wizard.setup_page.personae.index(1).data() == (
        "Bren — Stance 1, Threat Score 1, Guard 1, Surrender 3, Fortune 2"
    )


def test_every_kind_of_step_is_undone_and_redone_from_the_wizard(
    qtbot: QtBot, open_window: WindowFactory, prompter: Any, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    ada_id, bren_id = _campaign(path, ADA, BREN)
    window = open_window(path)
    wizard = _challenges(window).start_challenge([ada_id, bren_id])
    qtbot.waitUntil(wizard.isActiveWindow)  # Ctrl+Z goes to the active window
    _type(qtbot, wizard.setup_page.title_edit, "At the Gate")
    _click(qtbot, wizard.setup_page.start_button)
    assert wizard.play is not None
    challenge_id = wizard.play.challenge_id

    def state() -> tuple[str, dict[str, Any]]:
        assert wizard.play is not None
        return wizard.header_label.text(), wizard.play.engine.output()

    def undo_and_redo(text: str) -> None:
        """Ctrl+Z takes the step back exactly; Ctrl+Shift+Z applies it again."""
        after = state()
        assert window.undo_stack.undoText() == text
        assert wizard.undo_action.text() == f"Undo “{text}”"  # the edit's name quoted: one sentence
        qtbot.keyClick(wizard, Qt.Key.Key_Z, CTRL)
        assert state() == before
        stored = window.campaign.challenges.play(challenge_id).engine.output()
        assert stored == before[1]  # the campaign holds the same state, not only the wizard
        qtbot.keyClick(wizard, Qt.Key.Key_Z, CTRL | SHIFT)
        assert state() == after

    before = state()
    _click(qtbot, wizard.clock_button)
    undo_and_redo("Run the clock")

    before = state()
    _type(qtbot, wizard.threats_panel.threat_edits["ada-quill"], "Cornered")
    _click(qtbot, wizard.threats_panel.threats_button)
    undo_and_redo("Name the threats")

    before = state()
    builder = wizard.builder
    _click(qtbot, builder.types.type_radios[MoveType.DEFENSIVE])
    _dice(qtbot, builder, "5")
    _click(qtbot, builder.result.apply_button)
    undo_and_redo("Defensive Move of Ada Quill")

    before = state()
    wizard.director.push_combo.setCurrentIndex(wizard.director.push_combo.findData("bren"))
    _click(qtbot, wizard.director.push_button)
    undo_and_redo("Push Bren")

    before = state()
    _type(qtbot, wizard.director.offer_edit, "they flee")
    _click(qtbot, wizard.director.compromise_refuse)
    undo_and_redo("Compromise refused")

    before = state()
    wizard.director.surrender_combo.setCurrentIndex(
        wizard.director.surrender_combo.findData("bren")
    )
    prompter.confirm_answers.append(True)
    _click(qtbot, wizard.director.surrender_button)
    undo_and_redo("Bren surrenders")

    before = state()
    prompter.confirm_answers.append(True)
    _click(qtbot, wizard.director.end_button)
    assert wizard.phase_stack.currentIndex() == 4
    undo_and_redo("End the Challenge")

    # History lists the steps by name, after the Challenge's start.
    texts = [window.undo_stack.text(index) for index in range(window.undo_stack.count())]
    assert texts == [
        "Start the Challenge At the Gate",
        "Run the clock",
        "Name the threats",
        "Defensive Move of Ada Quill",
        "Push Bren",
        "Compromise refused",
        "Bren surrenders",
        "End the Challenge",
    ]
    # Take back works from the stored steps alone: after a restart too.
    window.close()
    window = open_window(path)
    page = _challenges(window)
    page.select(challenge_id)
    _click(qtbot, page.resume_button)
    resumed = page.wizard
    assert resumed is not None and resumed.play is not None
    ended = resumed.play.engine.output()
    _click(qtbot, resumed.take_back_button)
    assert resumed.phase_stack.currentIndex() != 4
    assert window.undo_stack.undoText() == "Take back: End the Challenge"
    qtbot.keyClick(resumed, Qt.Key.Key_Z, CTRL)
    assert resumed.play.engine.output() == ended


def test_the_move_builder_offers_extra_fortune_only_where_the_ruling_does(qtbot: QtBot) -> None:
    """rules-spec A.9: under R5 cost extra Fortune is not on offer, so the field is hidden."""
    import random

    from starshine_desktop.rules.starshine.challenge import Challenge
    from starshine_desktop.rules.starshine.persona import PersonaSetup
    from starshine_desktop.rules.starshine.rulings import Rulings
    from starshine_desktop.ui.starshine.move_builder import MoveBuilder

    for r5, offered in (("by_threat", True), ("cost", False)):
        ada = PersonaSetup("ada", "Ada", dict(DEFAULT_SCORES), 1, (), ())
        engine = Challenge([ada], [], Rulings.from_mapping({"R5": r5}))
        engine.apply(parse_step({"do": "clock"}))
        engine.apply(parse_step({"do": "threats"}))
        builder = MoveBuilder(lambda step: None, random.Random(1))
        qtbot.addWidget(builder)
        builder.load(engine, {"ada": "Ada"})
        builder.show()
        qtbot.mouseClick(builder.types.type_radios[MoveType.LEADING], Qt.MouseButton.LeftButton)
        assert builder.power.new_name_edit.isVisible()
        assert builder.power.extra_spin.isVisible() is offered, r5


def _on_screen(root: QWidget) -> str:
    """Return every text a person can read in ``root``: labels, buttons, lists, tables, tips."""
    texts: list[str] = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        texts.append(widget.toolTip())
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QTextBrowser | QPlainTextEdit):
            texts.append(widget.toPlainText())
        elif isinstance(widget, QComboBox):
            texts.extend(widget.itemText(i) for i in range(widget.count()))
        elif isinstance(widget, QTableWidget):
            for row in range(widget.rowCount()):
                for column in range(widget.columnCount()):
                    item = widget.item(row, column)
                    if item is not None:
                        texts.extend((item.text(), item.toolTip()))
    return "\n".join(texts)


def test_people_read_names_never_ids_in_the_wizard_and_the_challenges_list(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    ids = _campaign(path, ADA, BREN)
    window = open_window(path)
    page = _challenges(window)
    wizard = page.start_challenge(ids)
    setup = wizard.setup_page
    assert setup.ruling_combos["R1"].currentText() == (
        "a threat when Opportunity is above Guard (default)"
    )
    assert "_" not in _on_screen(setup)  # rulings in words, not opportunity_vs_guard
    _type(qtbot, setup.title_edit, "At the Gate")
    _click(qtbot, setup.start_button)
    seen = [_on_screen(wizard)]
    _click(qtbot, wizard.clock_button)
    seen.append(_on_screen(wizard))
    _type(qtbot, wizard.threats_panel.threat_edits["ada-quill"], "Cornered")
    _click(qtbot, wizard.threats_panel.threats_button)
    seen.append(_on_screen(wizard))
    builder = wizard.builder
    _click(qtbot, builder.types.type_radios[MoveType.LEADING])
    _type(qtbot, builder.power.new_name_edit, "Dug in")
    _dice(qtbot, builder, "62")
    seen.append(_on_screen(wizard))
    assert (
        "Ada Quill creates Trait 'Dug in' on Ada Quill"
        in builder.result.preview_label.toPlainText()
    )
    _click(qtbot, builder.result.apply_button)
    seen.append(_on_screen(wizard))
    # Bren's Recovery on the threat; its reasons and the Telling checks speak of names too.
    _click(qtbot, builder.types.type_radios[MoveType.RECOVERY])
    _dice(qtbot, builder, "1")
    seen.append(_on_screen(wizard))
    _click(qtbot, builder.result.apply_button)
    push_combo = wizard.director.push_combo
    push_combo.setCurrentIndex(push_combo.findData("ada-quill"))
    _click(qtbot, wizard.director.push_button)
    seen.append(_on_screen(wizard))
    assert wizard.director.push_reason.text() == (
        "No Push: the Director may Push only once per Challenge (rule 6.1, ruling R9)"
    )
    wizard.close()
    page.select(page.model.row_at(0).id)
    seen.append(_on_screen(page))
    shown = "\n".join(seen)
    for ident in ("ada-quill", "bren:", "bren ", "-threat-", ":trait:", "Refused:"):
        assert ident not in shown, ident
    assert not re.search(
        r"(?m)^round \d+: |\bstep \d+:", shown
    )  # the engine's prefix, not "Round 1: "
    assert "Round 1: Ada Quill is threatened: Negative Trait 'Cornered'" in shown
    assert "Ada Quill makes a Leading Move" in page.log_view.toPlainText()


def test_each_move_starts_from_the_acting_personas_defaults(
    qtbot: QtBot, open_window: WindowFactory, prompter: Any, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    ids = _campaign(path, ADA, BREN)
    window = open_window(path)
    wizard = _challenges(window).start_challenge(ids)
    _click(qtbot, wizard.setup_page.start_button)
    _click(qtbot, wizard.clock_button)
    _click(qtbot, wizard.threats_panel.threats_button)
    builder = wizard.builder
    assert builder.actor == "ada-quill"
    assert builder.power.on_combo.currentData() == "ada-quill"  # the new Trait on the actor
    # Ada's Move: a Leading Move with Bren's Aid, a Stunt, Scope 2 + 2, a new Trait on Ada.
    _click(qtbot, builder.types.type_radios[MoveType.LEADING])
    _click(qtbot, builder.pool_box.aid_checks["bren"])
    _click(qtbot, builder.pool_box.stunt_check)
    builder.pool_box.time_spin.setValue(2)
    builder.pool_box.significance_spin.setValue(2)
    _type(qtbot, builder.power.new_name_edit, "Watched")
    _click(qtbot, builder.roll_box.roll_button)
    _click(qtbot, builder.result.apply_button)
    # Bren's Move starts afresh: nothing of Ada's choices is carried over (Bren's new Trait
    # used to land on Ada, the choice of the Move before).
    assert builder.actor == "bren"
    _click(qtbot, builder.types.type_radios[MoveType.LEADING])
    assert builder.power.on_combo.currentData() == "bren"
    assert builder.power.on_combo.currentText() == "Bren (a Trait)"
    assert [check.isChecked() for check in builder.pool_box.aid_checks.values()] == [False]
    assert not builder.pool_box.stunt_check.isChecked()
    assert (builder.pool_box.time_spin.value(), builder.pool_box.significance_spin.value()) == (
        1,
        1,
    )
    assert builder.pool_box.scope_label.text() == "= Scope 2"
    # The results say "will be applied" until they are.
    prompter.confirm_answers.append(True)
    _click(qtbot, wizard.director.end_button)
    results = wizard.end_panel.results_label.text()
    assert "(will be applied to the campaign)" in results and "✔" not in results
    _click(qtbot, wizard.end_panel.apply_results_button)
    results = wizard.end_panel.results_label.text()
    assert "(✔ applied to the campaign)" in results and "will be applied" not in results


def test_surrender_risk_death_and_end_say_what_they_will_do_before_doing_it(
    qtbot: QtBot, open_window: WindowFactory, prompter: Any, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    ids = _campaign(path, ADA, BREN)
    window = open_window(path)
    wizard = _challenges(window).start_challenge(ids)
    _click(qtbot, wizard.setup_page.start_button)
    assert wizard.play is not None
    wizard.director.surrender_combo.setCurrentIndex(
        wizard.director.surrender_combo.findData("bren")
    )
    prompter.confirm_answers.append(False)
    _click(qtbot, wizard.director.surrender_button)
    assert prompter.questions[-1].startswith(
        "Bren surrenders and leaves the Challenge: Bren takes no further part in it (rule 5.4)."
    )
    assert "• Bren surrenders (by choice, rule 5.4)" in prompter.questions[-1]
    assert wizard.play.engine.steps == ()  # "No" changes nothing
    prompter.confirm_answers.append(True)
    _click(qtbot, wizard.director.surrender_button)
    assert wizard.play.engine.persona("bren").status == "surrendered"

    prompter.confirm_answers.append(False)
    _click(qtbot, wizard.director.end_button)
    assert prompter.questions[-1].startswith(
        "End the Challenge now? It ends for everyone: Ada Quill takes no further part; its "
        "results can then be applied to the campaign."
    )
    assert "• The Challenge ends: the Director ended it" in prompter.questions[-1]
    assert not wizard.play.engine.ended
    prompter.confirm_answers.append(True)
    _click(qtbot, wizard.director.end_button)
    assert wizard.play.engine.ended
    assert len(prompter.questions) == 4


# 1366×768 and 1024×600 screens, less a task bar (40) and the window's title bar (28).
LAPTOP = (1366, 700)
SMALL = (1024, 532)
OPENED = (1320, 688)  # the size the wizard opens at on a 1366×768 screen
VESPER = ("Vesper Hale", 2, {"threat": 2, "guard": 1, "surrender": 2, "fortune": 3, "lead": 2})
BRANNOC = ("Brannoc Reed", 1, {"threat": 1, "guard": 1})
IDA = ("Ida Marsh", 1, {"threat": 1, "guard": 2})


def _outside(root: QWidget, width: int) -> list[str]:
    """Return the controls shown in ``root`` that reach past ``width`` (need a side scroll)."""
    controls = (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QAbstractItemView)
    found = []
    for widget in root.findChildren(QWidget):
        if isinstance(widget, controls) and widget.isVisibleTo(root):
            if isinstance(widget.parent(), QAbstractSpinBox | QComboBox):
                continue
            left = widget.mapTo(root, QPoint(0, 0)).x()
            if left < 0 or left + widget.width() > width:
                found.append(widget.accessibleName() or widget.objectName())
    return found


def _start_three(qtbot: QtBot, open_window: WindowFactory, tmp_path: Path) -> ChallengeWizard:
    path = tmp_path / "Archive.starshine"
    ids = _campaign(path, VESPER, BRANNOC, IDA)
    window = open_window(path)
    page = _challenges(window)
    page.rng = random.Random(3)
    wizard = page.start_challenge(ids)
    _type(qtbot, wizard.setup_page.title_edit, "Escape from the Archive")
    return wizard


def _settle(qtbot: QtBot, wizard: ChallengeWizard, size: tuple[int, int]) -> None:
    wizard.resize(*size)
    qtbot.waitUntil(lambda: wizard.size().width() == size[0])
    QTest.qWait(30)  # let the layouts settle


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_round_page_fits_a_laptop_and_reads_in_light_and_dark(
    qtbot: QtBot,
    open_window: WindowFactory,
    prompter: Any,
    tmp_path: Path,
    screenshots: Path,
    dark: bool,
) -> None:
    wizard = _start_three(qtbot, open_window, tmp_path)
    if dark:
        wizard.setPalette(dark_palette())
    theme = "dark" if dark else "light"
    _settle(qtbot, wizard, SMALL)
    assert wizard.setup_scroll.horizontalScrollBar().maximum() == 0
    assert _outside(wizard.setup_page, wizard.setup_scroll.viewport().width()) == []
    _shot_to(wizard, screenshots / f"challenge-setup-1024-{theme}.png")
    _click(qtbot, wizard.setup_page.start_button)
    scroll = wizard.round_scroll

    def check_fits(phase: str) -> None:
        for size in (LAPTOP, OPENED):
            _settle(qtbot, wizard, size)
            # 1366×768: the whole round page shows, no scrolling at all.
            assert scroll.verticalScrollBar().maximum() == 0, (phase, size)
            assert scroll.horizontalScrollBar().maximum() == 0, (phase, size)
            assert _outside(wizard.round_page, scroll.viewport().width()) == [], (phase, size)
        _settle(qtbot, wizard, SMALL)
        # 1024×600: everything within reach by scrolling down only.
        assert scroll.horizontalScrollBar().maximum() == 0, phase
        assert _outside(wizard.round_page, scroll.viewport().width()) == [], phase

    check_fits("set-up")
    _click(qtbot, wizard.clock_button)
    check_fits("threats")
    _type(qtbot, wizard.threats_panel.threat_edits["vesper-hale"], "Cornered")
    _click(qtbot, wizard.threats_panel.threats_button)
    builder = wizard.builder
    _click(qtbot, builder.types.type_radios[MoveType.LEADING])
    _click(qtbot, builder.pool_box.aid_checks["ida-marsh"])
    _type(qtbot, builder.power.new_name_edit, "Dug in")
    _click(qtbot, builder.roll_box.roll_button)
    check_fits("a Move")

    # The status columns and the odds speak in words; nothing is cut off without a tooltip.
    for size in (LAPTOP, SMALL):
        _settle(qtbot, wizard, size)
        table = wizard.status_table
        header = table.horizontalHeader()
        metrics = header.fontMetrics()
        headers = [cell_text(table.horizontalHeaderItem(c)) for c in range(table.columnCount())]
        assert headers == [
            "Persona",
            "Status",
            "Threat",
            "Opportunity",
            "Danger",
            "Guard",
            "Surrender",
            "Fortune",
            "Stance",
            "Traits",
        ]
        for column, text in enumerate(headers):
            assert header.sectionSize(column) >= metrics.horizontalAdvance(text), text
            for row in range(table.rowCount()):
                item = table.item(row, column)
                assert item is not None and item.text() in item.toolTip()
        odds = builder.odds.odds_table
        assert odds.rowCount() == 6
        assert odds.verticalScrollBar().maximum() == 0  # every Result shows
        for row in range(odds.rowCount()):
            for column in range(odds.columnCount()):
                item = odds.item(row, column)
                assert item is not None and item.toolTip().startswith(item.text())
    _settle(qtbot, wizard, LAPTOP)
    _shot_to(wizard, screenshots / f"challenge-wizard-1366-{theme}.png")
    _settle(qtbot, wizard, SMALL)
    _shot_to(wizard, screenshots / f"challenge-wizard-1024-{theme}.png")

    # Text reads on its ground: the Last step panel, the refusals, the guide (WCAG AA 4.5:1).
    wizard.record_tabs.setCurrentIndex(0)
    _settle(qtbot, wizard, LAPTOP)
    wizard.director.director_error.setText(
        "Dana waits at Surrender 0: only its choice may come now"
    )
    for widget in (
        wizard.last_step_view.viewport(),
        wizard.director.director_error,
        wizard.header_label,
        builder.result.preview_label.viewport(),
        builder.roll_box.dice_due_label,
    ):
        assert text_contrast(widget) >= 4.5, widget.accessibleName() or widget.objectName()
    prompter.confirm_answers.append(True)
    _click(qtbot, wizard.director.end_button)
    check_fits("the end")


def _shot_to(widget: QWidget, path: Path) -> None:
    QTest.qWait(30)
    assert widget.grab().save(str(path))


def test_the_guide_says_what_happens_next_and_who_acts_through_the_round(
    qtbot: QtBot, open_window: WindowFactory, prompter: Any, tmp_path: Path
) -> None:
    path = tmp_path / "Table.starshine"
    ids = _campaign(path, ADA, BREN)
    window = open_window(path)
    wizard = _challenges(window).start_challenge(ids)
    _click(qtbot, wizard.setup_page.start_button)
    builder = wizard.builder

    def shown() -> tuple[str, str]:
        return wizard.header_label.text(), wizard.progress_label.text()

    assert shown() == (
        "Set-up · the Director runs the clock to start round 1.",
        "Round 1: <b>▶ Clock</b> › Threats › Ada Quill's Move › Bren's Move › Next round",
    )
    _click(qtbot, wizard.clock_button)
    assert shown()[1] == (
        "Round 1: ✔ Clock › <b>▶ Threats</b> › Ada Quill's Move › Bren's Move › Next round"
    )
    _click(qtbot, wizard.threats_panel.threats_button)
    assert shown() == (
        "Round 1 · Ada Quill's Move: choose the Move type, then roll or type 1 die.",
        "Round 1: ✔ Clock › ✔ Threats › <b>▶ Ada Quill's Move</b> › Bren's Move › Next round",
    )
    _click(qtbot, builder.types.type_radios[MoveType.DEFENSIVE])
    _dice(qtbot, builder, "5")
    assert shown()[0] == "Round 1 · Ada Quill's Move: apply the Move."
    _click(qtbot, builder.result.apply_button)
    assert shown() == (
        "Round 1 · Bren's Move: choose the Move type, then roll or type 1 die.",
        "Round 1: ✔ Clock › ✔ Threats › ✔ Ada Quill's Move › <b>▶ Bren's Move</b> › Next round",
    )
    _click(qtbot, builder.types.type_radios[MoveType.DEFENSIVE])
    _dice(qtbot, builder, "5")
    _click(qtbot, builder.result.apply_button)
    assert shown() == (
        "Round 1 · Every Persona has moved: the Director runs the clock for round 2.",
        "Round 1: ✔ Clock › ✔ Threats › ✔ Ada Quill's Move › ✔ Bren's Move › <b>▶ Next round</b>",
    )
    # The Director's actions stand apart from the Move, at hand in every phase.
    for button in (
        wizard.director.push_button,
        wizard.director.designate_button,
        wizard.director.end_button,
    ):
        assert not wizard.phase_stack.isAncestorOf(button)
        assert button.isVisibleTo(wizard)
    # Nobody is chosen to Push until the Director chooses: one click Pushes no one.
    director = wizard.director
    assert director.push_combo.currentIndex() == -1
    assert director.push_combo.currentText() == ""
    assert not director.push_button.isEnabled()
    assert director.surrender_combo.currentIndex() == -1
    assert not director.surrender_button.isEnabled()
    said = {
        label.accessibleName(): label.text()
        for label in director.findChildren(QLabel)
        if label.accessibleName().startswith("What ")
    }
    assert said == {
        "What a Push does": "The Persona's Threat starts again and the Director's Stance "
        "towards it falls by 1 (rule 6.1).",
        "What designating does": "The free Persona's Traits lower the designated Persona's "
        "Threat (rule 6).",
        "What a compromise does": "Accepted, the Challenge ends for everyone; refused, play "
        "goes on (rule 6.2).",
        "What surrendering does": "The Persona leaves the Challenge now and takes no further "
        "part (rule 5.4).",
        "What ending does": "The Challenge ends for everyone; its results can then be applied.",
    }
    director.push_combo.setCurrentIndex(director.push_combo.findData("bren"))
    assert director.push_button.isEnabled()
    prompter.confirm_answers.append(True)
    _click(qtbot, wizard.director.end_button)
    # The end leads with the outcome and its results; the Director's actions are gone.
    assert shown() == (
        "The Challenge is over: the Director ended it · the Director applies its results to "
        "the campaign.",
        "",
    )
    assert not director.isVisibleTo(wizard)
    assert wizard.end_panel.results_label.isVisibleTo(wizard)
    _click(qtbot, wizard.end_panel.apply_results_button)
    assert shown()[0] == (
        "The Challenge is over: the Director ended it · its results are applied to the campaign."
    )


def test_a_wizard_opened_again_leaves_no_undo_action_of_the_first_behind(
    qtbot: QtBot, open_window: WindowFactory, tmp_path: Path
) -> None:
    """Opening Start Challenge again deletes the first wizard: its Undo and Redo buttons go
    with it, and the next edit names only the Undo of the wizard shown."""
    path = tmp_path / "Table.starshine"
    campaign = create_campaign(path)
    [ada] = campaign.personae.add_persona(PersonaValues("Ada")).changes.added_ids(
        RecordKind.PERSONA
    )
    campaign.close()
    window = open_window(path)
    page = window.section_page("Challenges")
    assert isinstance(page, ChallengesPage)
    first = page.start_challenge([ada])
    first.close()
    second = page.start_challenge([ada])
    assert first is not second
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the first one goes
    assert not shiboken6.isValid(first)
    window.perform("Rename Ada", lambda: window.campaign.personae.rename_persona(ada, "Ada Quill"))
    window.undo_stack.undo()
    window.undo_stack.redo()
    QApplication.processEvents()
    assert second.undo_action.text() == "Undo “Rename Ada”"
