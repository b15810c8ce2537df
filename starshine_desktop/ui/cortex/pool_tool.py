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
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.services.errors import Refusal
from starshine_desktop.ui.cortex.dice_pool import DicePoolEditor
from starshine_desktop.ui.i18n import refusal_text, translate
from starshine_desktop.ui.widgets.cortex_statement_inputs import (
    LEVEL,
    NUMBER,
    DifficultyInputs,
    error_label,
    parse_faces,
)
from starshine_desktop.ui.widgets.odds_bar import FAILURE, HEROIC, SUCCESS, Bar, OddsBar


def outcome_bars(odds: dict[Outcome, Fraction]) -> list[Bar]:
    """Return the three bars of failure, success and heroic success."""
    return [
        Bar(translate("PoolTool", "Failure"), odds[Outcome.FAILURE], FAILURE),
        Bar(translate("PoolTool", "Success"), odds[Outcome.SUCCESS], SUCCESS),
        Bar(translate("PoolTool", "Heroic"), odds[Outcome.HEROIC_SUCCESS], HEROIC),
    ]


def describe_roll(result: RollResult) -> str:
    """Return the faces of a roll with the dice of the total, hitches and effect die marked."""
    parts = []
    for index, (die, face) in enumerate(zip(result.roll.dice, result.roll.faces, strict=True)):
        if face == 1:
            text = translate("PoolTool", "{die}: {face} hitch")
        elif index in result.total_indices:
            text = translate("PoolTool", "{die}: {face} total")
        elif index == result.effect_index:
            text = translate("PoolTool", "{die}: {face} effect")
        else:
            text = "{die}: {face}"
        parts.append(text.format(die=die.label, face=face))
    return ", ".join(parts)


def describe_judgement(judgement: Judgement, result: RollResult) -> str:
    """Return the outcome in words with the (heroically stepped) effect die."""
    if not judgement.beaten:
        if judgement.margin == 0:
            return translate("PoolTool", "Failure (a tie fails)")
        return translate("PoolTool", "Failure")
    effect = step_effect(result.effect_die, judgement.effect_steps)
    if judgement.effect_steps:
        return translate(
            "PoolTool", "Heroic success by {margin}: effect die steps up to {effect}"
        ).format(margin=judgement.margin, effect=effect.label)
    return translate("PoolTool", "Success by {margin}").format(margin=judgement.margin)


class PoolTool(QWidget):
    """Build, judge and roll one Cortex pool."""

    def __init__(self, rng: random.Random | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rng = rng or random.Random()
        layout = QVBoxLayout(self)

        pool_box = QGroupBox(self.tr("Your pool"))
        pool_layout = QVBoxLayout(pool_box)
        self.editor = DicePoolEditor()
        pool_layout.addWidget(self.editor)
        extra_row = QHBoxLayout()
        extra_row.addWidget(QLabel(self.tr("Extra dice in the total (one plot point each):")))
        self.extra_spin = QSpinBox()
        self.extra_spin.setObjectName("extra-dice")
        self.extra_spin.setRange(0, 10)
        extra_row.addWidget(self.extra_spin)
        extra_row.addStretch(1)
        pool_layout.addLayout(extra_row)
        layout.addWidget(pool_box)

        difficulty_box = QGroupBox(self.tr("Difficulty"))
        form = QFormLayout(difficulty_box)
        self.against = DifficultyInputs("difficulty", self.tr("e.g. d10,d8,d6"))
        self.mode_combo = self.against.mode_combo
        self.level_combo = self.against.level_combo
        self.number_edit = self.against.number_edit
        self.opposition_edit = self.against.opposition_edit
        form.addRow(self.tr("Against"), self.mode_combo)
        form.addRow(self.tr("Difficulty"), self.against.mode_stack)
        self.difficulty_error = error_label("difficulty-error")
        form.addRow("", self.difficulty_error)
        layout.addWidget(difficulty_box)

        odds_box = QGroupBox(self.tr("Exact odds before rolling"))
        odds_layout = QVBoxLayout(odds_box)
        self.odds_bar = OddsBar()
        self.odds_bar.setObjectName("pool-odds")
        self.odds_bar.setAccessibleName(odds_box.title())
        odds_layout.addWidget(self.odds_bar)
        layout.addWidget(odds_box)

        roll_box = QGroupBox(self.tr("Roll"))
        roll_form = QFormLayout(roll_box)
        self.faces_edit = QLineEdit()
        self.faces_edit.setObjectName("pool-faces")
        self.faces_edit.setPlaceholderText(
            self.tr("faces in pool order, e.g. 7 3 1 (blank: roll here)")
        )
        roll_form.addRow(self.tr("Your faces"), self.faces_edit)
        self.gm_faces_edit = QLineEdit()
        self.gm_faces_edit.setObjectName("gm-faces")
        self.gm_faces_edit.setPlaceholderText(self.tr("the GM's faces (blank: roll here)"))
        roll_form.addRow(self.tr("GM's faces"), self.gm_faces_edit)
        self.faces_error = error_label("faces-error")
        roll_form.addRow("", self.faces_error)
        self.roll_button = QPushButton(self.tr("&Roll"))
        self.roll_button.setObjectName("roll-pool")
        roll_form.addRow("", self.roll_button)
        self.result_label = QLabel()
        self.result_label.setObjectName("pool-result")
        self.result_label.setWordWrap(True)
        roll_form.addRow(self.tr("Result"), self.result_label)
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
            self.odds_bar.set_bars([], self.tr("Add dice to see the odds."))
            return
        try:
            difficulty = self.difficulty()
        except Refusal as error:
            self.difficulty_error.setText(refusal_text(error))
            self.odds_bar.set_bars([], "")
            return
        kept = 2 + self.extra_spin.value()
        odds = outcome_probabilities(pool, difficulty, kept=kept)
        against = difficulty.label if isinstance(difficulty, DicePool) else str(difficulty)
        caption = self.tr("{pool} against {against}: hitch {hitch}%, botch {botch}%").format(
            pool=pool.label,
            against=against,
            hitch=f"{float(hitch_probability(pool)) * 100:.1f}",
            botch=f"{float(botch_probability(pool)) * 100:.2f}",
        )
        self.odds_bar.set_bars(outcome_bars(odds), caption)

    def roll(self) -> None:
        """Roll the pool (or read the faces typed) and show the total and effect die."""
        self.faces_error.clear()
        self.result_label.clear()
        pool = self.editor.pool
        try:
            if not pool.dice:
                raise RuleError(QT_TRANSLATE_NOOP("Refusal", "roll: a pool needs at least one die"))
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
                gm_text = "<br>" + self.tr("GM: {roll} → difficulty {total}").format(
                    roll=describe_roll(gm), total=gm.total
                )
                target = gm.total
            else:
                target = difficulty
        except Refusal as error:
            self.faces_error.setText(refusal_text(error))
            return
        effect = (
            self.tr("<b>Total {total}</b> · effect die {effect}")
            if result.effect_index is not None
            else self.tr("<b>Total {total}</b> · effect die {effect} (no die left: d4)")
        )
        hitches = (
            self.tr("Hitches: {count} · <b>Botch</b>")
            if result.botch
            else self.tr("Hitches: {count}")
        )
        lines = [
            describe_roll(result),
            effect.format(total=result.total, effect=result.effect_die.label),
            hitches.format(count=result.hitches),
        ]
        if result.plot_points_spent:
            lines.append(
                self.tr("Costs {count} plot point(s) for the extra dice").format(
                    count=result.plot_points_spent
                )
            )
        judgement = judge(result.total, target)
        self.result_label.setText(
            "<br>".join(lines) + gm_text + f"<br><b>{describe_judgement(judgement, result)}</b>"
        )
