"""The dice-pool tool: build a pool, see the exact odds against a difficulty, roll or type faces.

The pool tool is a calculator for the table: nothing in it is campaign data, so it is not
saved and its changes are not on the undo stack (stress and plot points are, on the
Persona's "Cortex" tab).
"""

from __future__ import annotations

import random
from fractions import Fraction

from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.cortex import (
    CortexOutcome as Outcome,
)
from starshine_desktop.rules.cortex import (
    DicePool,
    Judgement,
    RollResult,
    best_result,
    botch_probability,
    hitch_probability,
    judge,
    outcome_probabilities,
    roll_from_faces,
    roll_pool,
    step_effect,
)
from starshine_desktop.rules.errors import RuleError
from starshine_desktop.services.errors import Refusal
from starshine_desktop.ui.widgets.dice_common import (
    LEVEL,
    NUMBER,
    DifficultyInputs,
    error_label,
    parse_faces,
)
from starshine_desktop.ui.widgets.dice_pool import DicePoolEditor
from starshine_desktop.ui.widgets.odds_bar import FAILURE, HEROIC, SUCCESS, Bar, OddsBar


def outcome_bars(odds: dict[Outcome, Fraction]) -> list[Bar]:
    """Return the three bars of failure, success and heroic success."""
    return [
        Bar("Failure", odds[Outcome.FAILURE], FAILURE),
        Bar("Success", odds[Outcome.SUCCESS], SUCCESS),
        Bar("Heroic", odds[Outcome.HEROIC_SUCCESS], HEROIC),
    ]


def describe_roll(result: RollResult) -> str:
    """Return the faces of a roll with the dice of the total, hitches and effect die marked."""
    parts = []
    for index, (die, face) in enumerate(zip(result.roll.dice, result.roll.faces, strict=True)):
        mark = ""
        if face == 1:
            mark = " hitch"
        elif index in result.total_indices:
            mark = " total"
        elif index == result.effect_index:
            mark = " effect"
        parts.append(f"{die.label}: {face}{mark}")
    return ", ".join(parts)


def describe_judgement(judgement: Judgement, result: RollResult) -> str:
    """Return the outcome in words with the (heroically stepped) effect die."""
    if not judgement.beaten:
        return "Failure" + (" (a tie fails)" if judgement.margin == 0 else "")
    effect = step_effect(result.effect_die, judgement.effect_steps)
    if judgement.effect_steps:
        return f"Heroic success by {judgement.margin}: effect die steps up to {effect.label}"
    return f"Success by {judgement.margin}"


class PoolTool(QWidget):
    """Build, judge and roll one Cortex pool."""

    def __init__(self, rng: random.Random | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rng = rng or random.Random()
        layout = QVBoxLayout(self)

        pool_box = QGroupBox("Your pool")
        pool_layout = QVBoxLayout(pool_box)
        self.editor = DicePoolEditor()
        pool_layout.addWidget(self.editor)
        extra_row = QHBoxLayout()
        extra_row.addWidget(QLabel("Extra dice in the total (one plot point each):"))
        self.extra_spin = QSpinBox()
        self.extra_spin.setObjectName("extra-dice")
        self.extra_spin.setRange(0, 10)
        extra_row.addWidget(self.extra_spin)
        extra_row.addStretch(1)
        pool_layout.addLayout(extra_row)
        layout.addWidget(pool_box)

        difficulty_box = QGroupBox("Difficulty")
        form = QFormLayout(difficulty_box)
        self.against = DifficultyInputs("difficulty", "e.g. d10,d8,d6")
        self.mode_combo = self.against.mode_combo
        self.level_combo = self.against.level_combo
        self.number_edit = self.against.number_edit
        self.opposition_edit = self.against.opposition_edit
        form.addRow("Against", self.mode_combo)
        form.addRow("Difficulty", self.against.mode_stack)
        self.difficulty_error = error_label("difficulty-error")
        form.addRow("", self.difficulty_error)
        layout.addWidget(difficulty_box)

        odds_box = QGroupBox("Exact odds before rolling")
        odds_layout = QVBoxLayout(odds_box)
        self.odds_bar = OddsBar()
        self.odds_bar.setObjectName("pool-odds")
        self.odds_bar.setAccessibleName(odds_box.title())
        odds_layout.addWidget(self.odds_bar)
        layout.addWidget(odds_box)

        roll_box = QGroupBox("Roll")
        roll_form = QFormLayout(roll_box)
        self.faces_edit = QLineEdit()
        self.faces_edit.setObjectName("pool-faces")
        self.faces_edit.setPlaceholderText("faces in pool order, e.g. 7 3 1 (blank: roll here)")
        roll_form.addRow("Your faces", self.faces_edit)
        self.gm_faces_edit = QLineEdit()
        self.gm_faces_edit.setObjectName("gm-faces")
        self.gm_faces_edit.setPlaceholderText("the GM's faces (blank: roll here)")
        roll_form.addRow("GM's faces", self.gm_faces_edit)
        self.faces_error = error_label("faces-error")
        roll_form.addRow("", self.faces_error)
        self.roll_button = QPushButton("&Roll")
        self.roll_button.setObjectName("roll-pool")
        roll_form.addRow("", self.roll_button)
        self.result_label = QLabel()
        self.result_label.setObjectName("pool-result")
        self.result_label.setWordWrap(True)
        roll_form.addRow("Result", self.result_label)
        layout.addWidget(roll_box)
        layout.addStretch(1)

        self.editor.pool_changed.connect(self.update_odds)
        self.extra_spin.valueChanged.connect(lambda _value: self.update_odds())
        self.mode_combo.currentIndexChanged.connect(self._mode_changed)
        self.level_combo.currentIndexChanged.connect(lambda _index: self.update_odds())
        self.number_edit.textChanged.connect(lambda _text: self.update_odds())
        self.opposition_edit.textChanged.connect(lambda _text: self.update_odds())
        self.roll_button.clicked.connect(self.roll)
        self._mode_changed(LEVEL)

    def _mode_changed(self, mode: int) -> None:
        self.gm_faces_edit.setEnabled(mode != NUMBER)
        self.update_odds()

    def difficulty(self) -> int | DicePool:
        """Return the difficulty entered: a number or the GM's pool."""
        return self.against.difficulty()

    def update_odds(self) -> None:
        """Recompute the exact odds of the pool against the difficulty."""
        self.difficulty_error.clear()
        pool = self.editor.pool
        if not pool.dice:
            self.odds_bar.set_bars([], "Add dice to see the odds.")
            return
        try:
            difficulty = self.difficulty()
        except Refusal as error:
            self.difficulty_error.setText(str(error))
            self.odds_bar.set_bars([], "")
            return
        kept = 2 + self.extra_spin.value()
        odds = outcome_probabilities(pool, difficulty, kept=kept)
        against = difficulty.label if isinstance(difficulty, DicePool) else str(difficulty)
        caption = (
            f"{pool.label} against {against}: hitch {float(hitch_probability(pool)) * 100:.1f}%, "
            f"botch {float(botch_probability(pool)) * 100:.2f}%"
        )
        self.odds_bar.set_bars(outcome_bars(odds), caption)

    def roll(self) -> None:
        """Roll the pool (or read the faces typed) and show the total and effect die."""
        self.faces_error.clear()
        self.result_label.clear()
        pool = self.editor.pool
        try:
            if not pool.dice:
                raise RuleError("roll: a pool needs at least one die")
            difficulty = self.difficulty()
            faces = parse_faces(self.faces_edit.text())
            roll = roll_pool(pool, self.rng) if faces is None else roll_from_faces(pool, faces)
            result = best_result(roll, extra_dice=self.extra_spin.value())
            gm_text = ""
            if isinstance(difficulty, DicePool):
                gm_faces = parse_faces(self.gm_faces_edit.text())
                gm_roll = (
                    roll_pool(difficulty, self.rng)
                    if gm_faces is None
                    else roll_from_faces(difficulty, gm_faces)
                )
                gm = best_result(gm_roll)
                gm_text = f"<br>GM: {describe_roll(gm)} → difficulty {gm.total}"
                target = gm.total
            else:
                target = difficulty
        except Refusal as error:
            self.faces_error.setText(str(error))
            return
        lines = [
            describe_roll(result),
            f"<b>Total {result.total}</b> · effect die {result.effect_die.label}"
            + ("" if result.effect_index is not None else " (no die left: d4)"),
            f"Hitches: {result.hitches}" + (" · <b>Botch</b>" if result.botch else ""),
        ]
        if result.plot_points_spent:
            lines.append(f"Costs {result.plot_points_spent} plot point(s) for the extra dice")
        judgement = judge(result.total, target)
        self.result_label.setText(
            "<br>".join(lines) + gm_text + f"<br><b>{describe_judgement(judgement, result)}</b>"
        )
