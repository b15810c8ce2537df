"""The Dice section's "Actions" tab: Action-Based Resolution and Action Order (seed 002 mods).

A calculator for the table, like the pool tool: nothing here is campaign data, so nothing is
saved or undoable. Every rule comes from ``rules.cortex.action``; the widgets only read what
was entered and show what the engine says.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
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
    ActionOrder,
    DicePool,
    RollResult,
    action_odds,
    best_result,
    reaction_odds,
    resolve_action,
    roll_from_faces,
    roll_pool,
)
from starshine_desktop.rules.cortex import (
    CortexOutcome as Outcome,
)
from starshine_desktop.rules.cortex.action import GM
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.services.errors import Refusal
from starshine_desktop.ui.cortex.dice_pool import DicePoolEditor
from starshine_desktop.ui.cortex.pool_tool import describe_roll, outcome_bars
from starshine_desktop.ui.i18n import refusal_text, translate
from starshine_desktop.ui.widgets.cortex_statement_inputs import (
    NUMBER,
    DifficultyInputs,
    error_label,
    parse_faces,
)
from starshine_desktop.ui.widgets.odds_bar import OddsBar


def _roll(pool: DicePool, text: str, rng: random.Random, extra: int = 0) -> RollResult:
    faces = parse_faces(text)
    roll = roll_pool(pool, rng) if faces is None else roll_from_faces(pool, faces)
    return best_result(roll, extra_dice=extra)


def describe_action(resolved_margin: int, outcome: Outcome, effect: str) -> str:
    """Return the outcome of an action in words (a tie goes to the action)."""
    if outcome is Outcome.FAILURE:
        return translate(
            "CortexActions", "Failure: the reaction exceeds the action by {margin}"
        ).format(margin=-resolved_margin)
    if outcome is Outcome.HEROIC_SUCCESS:
        return translate(
            "CortexActions", "Heroic success by {margin}: effect die steps up to {effect}"
        ).format(margin=resolved_margin, effect=effect)
    if resolved_margin == 0:
        return translate(
            "CortexActions",
            "Success (a tie goes to the action): the reaction does not exceed the action; "
            "effect die {effect}",
        ).format(effect=effect)
    return translate(
        "CortexActions", "Success: the reaction does not exceed the action; effect die {effect}"
    ).format(effect=effect)


class ActionResolutionTool(QGroupBox):
    """Roll an action, then its reaction: the reaction must exceed the action to stop it."""

    def __init__(self, rng: random.Random, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Action and reaction (action-based resolution)"))
        self.rng = rng
        self.action: RollResult | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                self.tr(
                    "The action is rolled first. The reaction (the target's defensive dice, or "
                    "difficulty dice the GM rolls) must exceed the action's total to stop it."
                )
            )
        )
        self.editor = DicePoolEditor()
        layout.addWidget(self.editor)
        form = QFormLayout()
        self.extra_spin = QSpinBox()
        self.extra_spin.setObjectName("action-extra-dice")
        self.extra_spin.setRange(0, 10)
        form.addRow(self.tr("Extra dice in the total (one plot point each)"), self.extra_spin)
        self.against = DifficultyInputs("reaction", self.tr("the target's dice, e.g. d8,d6"))
        form.addRow(self.tr("Reaction"), self.against.mode_combo)
        form.addRow("", self.against.mode_stack)
        self.reaction_error = error_label("reaction-error")
        form.addRow("", self.reaction_error)
        layout.addLayout(form)
        self.odds_bar = OddsBar()
        self.odds_bar.setObjectName("action-odds")
        odds_label = QLabel(self.tr("Exact odds before rolling"))
        odds_label.setBuddy(self.odds_bar)
        layout.addWidget(odds_label)
        layout.addWidget(self.odds_bar)

        rolls = QFormLayout()
        self.action_faces = QLineEdit()
        self.action_faces.setObjectName("action-faces")
        self.action_faces.setPlaceholderText(self.tr("faces in pool order (blank: roll here)"))
        self.roll_action_button = QPushButton(self.tr("Roll the &action"))
        self.roll_action_button.setObjectName("roll-action")
        action_row = QHBoxLayout()
        action_row.addWidget(self.action_faces)
        action_row.addWidget(self.roll_action_button)
        rolls.addRow(self.tr("Action's faces"), action_row)
        self.action_label = QLabel()
        self.action_label.setObjectName("action-result")
        self.action_label.setWordWrap(True)
        rolls.addRow(self.tr("Action"), self.action_label)
        self.after_bar = OddsBar()
        self.after_bar.setObjectName("reaction-odds")
        rolls.addRow(self.tr("Odds now"), self.after_bar)
        self.reaction_faces = QLineEdit()
        self.reaction_faces.setObjectName("reaction-faces")
        self.reaction_faces.setPlaceholderText(self.tr("the reaction's faces (blank: roll here)"))
        self.roll_reaction_button = QPushButton(self.tr("Roll the &reaction"))
        self.roll_reaction_button.setObjectName("roll-reaction")
        reaction_row = QHBoxLayout()
        reaction_row.addWidget(self.reaction_faces)
        reaction_row.addWidget(self.roll_reaction_button)
        rolls.addRow(self.tr("Reaction's faces"), reaction_row)
        self.faces_error = error_label("action-faces-error")
        rolls.addRow("", self.faces_error)
        self.result_label = QLabel()
        self.result_label.setObjectName("action-outcome")
        self.result_label.setWordWrap(True)
        rolls.addRow(self.tr("Outcome"), self.result_label)
        layout.addLayout(rolls)
        self._rolls = rolls

        self.editor.pool_changed.connect(self._inputs_changed)
        self.extra_spin.valueChanged.connect(lambda _v: self._inputs_changed())
        self.against.mode_combo.currentIndexChanged.connect(lambda _i: self._inputs_changed())
        self.against.level_combo.currentIndexChanged.connect(lambda _i: self._inputs_changed())
        self.against.number_edit.textChanged.connect(lambda _t: self._inputs_changed())
        self.against.opposition_edit.textChanged.connect(lambda _t: self._inputs_changed())
        self.roll_action_button.clicked.connect(self.roll_action)
        self.roll_reaction_button.clicked.connect(self.roll_reaction)
        self._inputs_changed()

    def _inputs_changed(self) -> None:
        rolled = self.against.mode() != NUMBER  # a number as the reaction is not rolled
        self._rolls.setRowVisible(self.after_bar, rolled)
        self.reaction_faces.setEnabled(rolled)
        self.action = None
        self.action_label.clear()
        self.result_label.clear()
        self.after_bar.set_bars([], self.tr("Roll the action first."))
        self.roll_reaction_button.setEnabled(False)
        self.update_odds()

    def update_odds(self) -> None:
        """Show the exact odds of the action against the reaction before anything is rolled."""
        self.reaction_error.clear()
        pool = self.editor.pool
        if not pool.dice:
            self.odds_bar.set_bars([], self.tr("Add the action's dice to see the odds."))
            return
        try:
            reaction = self.against.difficulty()
            odds = action_odds(pool, reaction, kept=2 + self.extra_spin.value())
        except Refusal as error:
            self.reaction_error.setText(refusal_text(error))
            self.odds_bar.set_bars([], "")
            return
        against = reaction.label if isinstance(reaction, DicePool) else str(reaction)
        self.odds_bar.set_bars(
            outcome_bars(odds),
            self.tr("{pool} against {against}").format(pool=pool.label, against=against),
        )

    def roll_action(self) -> None:
        """Roll the action (or read its faces) and show the odds the reaction now faces."""
        self.faces_error.clear()
        self.result_label.clear()
        try:
            if not self.editor.pool.dice:
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusal", "roll: the action needs at least one die")
                )
            reaction = self.against.difficulty()
            action = _roll(
                self.editor.pool, self.action_faces.text(), self.rng, self.extra_spin.value()
            )
        except Refusal as error:
            self._inputs_changed()
            self.faces_error.setText(refusal_text(error))
            return
        self.action = action
        self.action_label.setText(
            describe_roll(action)
            + "<br>"
            + self.tr("<b>Total {total}</b> · effect die {effect}").format(
                total=action.total, effect=action.effect_die.label
            )
        )
        if isinstance(reaction, DicePool):
            odds = reaction_odds(action.total, reaction)
            self.after_bar.set_bars(
                outcome_bars(odds),
                self.tr("{reaction} must exceed {total}").format(
                    reaction=reaction.label, total=action.total
                ),
            )
        self.roll_reaction_button.setEnabled(True)

    def roll_reaction(self) -> None:
        """Roll the reaction (or read its faces) and judge the action."""
        self.faces_error.clear()
        action = self.action
        if action is None:
            return
        try:
            reaction = self.against.difficulty()
            if isinstance(reaction, DicePool):
                rolled = _roll(reaction, self.reaction_faces.text(), self.rng)
                resolved = resolve_action(action, rolled)
                seen = (
                    self.tr("Reaction: {roll} → total {total}").format(
                        roll=describe_roll(rolled), total=rolled.total
                    )
                    + "<br>"
                )
            else:
                resolved = resolve_action(action, reaction)
                seen = self.tr("Reaction: {total}").format(total=reaction) + "<br>"
        except Refusal as error:
            self.faces_error.setText(refusal_text(error))
            return
        judgement = resolved.judgement
        words = describe_action(judgement.margin, judgement.outcome, resolved.effect_die.label)
        self.result_label.setText(f"{seen}<b>{words}</b>")


class ActionOrderTool(QGroupBox):
    """Handoff initiative: whoever just acted picks who goes next."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Action order (handoff initiative)"))
        self.order: ActionOrder | None = None
        form = QFormLayout(self)
        self.names_edit = QLineEdit()
        self.names_edit.setObjectName("order-names")
        self.names_edit.setPlaceholderText(self.tr("everyone taking part, e.g. Ada, Bo, the Ogre"))
        form.addRow(self.tr("Taking part"), self.names_edit)
        self.first_combo = QComboBox()
        self.first_combo.setObjectName("order-first")
        self.start_button = QPushButton(self.tr("&Start"))
        self.start_button.setObjectName("order-start")
        start_row = QHBoxLayout()
        start_row.addWidget(self.first_combo, 1)
        start_row.addWidget(self.start_button)
        form.addRow(self.tr("The GM picks first"), start_row)
        self.status_label = QLabel(
            self.tr("Name who takes part, then the GM picks who goes first.")
        )
        self.status_label.setObjectName("order-status")
        self.status_label.setWordWrap(True)
        form.addRow(self.tr("Now"), self.status_label)
        self.next_combo = QComboBox()
        self.next_combo.setObjectName("order-next")
        self.hand_button = QPushButton(self.tr("&Hand off"))
        self.hand_button.setObjectName("order-hand-off")
        next_row = QHBoxLayout()
        next_row.addWidget(self.next_combo, 1)
        next_row.addWidget(self.hand_button)
        form.addRow(self.tr("Goes next"), next_row)
        self.out_combo = QComboBox()
        self.out_combo.setObjectName("order-out")
        self.out_button = QPushButton(self.tr("&Take out"))
        self.out_button.setObjectName("order-take-out")
        out_row = QHBoxLayout()
        out_row.addWidget(self.out_combo, 1)
        out_row.addWidget(self.out_button)
        form.addRow(self.tr("Out of the scene"), out_row)
        self.error = error_label("order-error")
        form.addRow("", self.error)
        self.log_label = QLabel()
        self.log_label.setObjectName("order-log")
        self.log_label.setWordWrap(True)
        form.addRow(self.tr("Log"), self.log_label)

        self.names_edit.textChanged.connect(self._names_changed)
        self.start_button.clicked.connect(self.start)
        self.hand_button.clicked.connect(self.hand_off)
        self.out_button.clicked.connect(self.take_out)
        self._names_changed()

    def _names(self) -> list[str]:
        return [name.strip() for name in self.names_edit.text().split(",") if name.strip()]

    def _names_changed(self) -> None:
        self.first_combo.clear()
        self.first_combo.addItems(self._names())
        self.start_button.setEnabled(self.first_combo.count() > 0)

    def start(self) -> None:
        """Begin round 1 with the character the GM picked."""
        self.error.clear()
        try:
            self.order = ActionOrder.begin(self._names(), self.first_combo.currentText())
        except Refusal as error:
            self.error.setText(refusal_text(error))
            return
        self._show()

    def hand_off(self) -> None:
        """End the current turn: hand the action to the character picked."""
        self._act(lambda order: order.hand_off(self.next_combo.currentText()))

    def take_out(self) -> None:
        """Take the chosen character out of the action order."""
        self._act(lambda order: order.take_out(self.out_combo.currentText()))

    def _act(self, change: Callable[[ActionOrder], None]) -> None:
        self.error.clear()
        if self.order is None:
            return
        try:
            change(self.order)
        except Refusal as error:
            self.error.setText(refusal_text(error))
            return
        self._show()

    def _show(self) -> None:
        order = self.order
        if order is None:
            return
        if order.ended:
            self.status_label.setText(self.tr("Nobody is left in the action order."))
        else:
            chooser = order.chooser or ""
            chooser = self.tr("The GM") if chooser == GM else chooser
            if order.current and order.round_over:
                text = self.tr(
                    "Round {round}: {current} acts. Acted: {acted}. "
                    "{chooser} picks who goes first next round: {choices}."
                )
            elif order.current:
                text = self.tr(
                    "Round {round}: {current} acts. Acted: {acted}. "
                    "{chooser} picks who goes next: {choices}."
                )
            elif order.round_over:
                text = self.tr(
                    "Round {round}: nobody is acting. Acted: {acted}. "
                    "{chooser} picks who goes first next round: {choices}."
                )
            else:
                text = self.tr(
                    "Round {round}: nobody is acting. Acted: {acted}. "
                    "{chooser} picks who goes next: {choices}."
                )
            self.status_label.setText(
                text.format(
                    round=order.round,
                    current=order.current,
                    acted=", ".join(order.acted),
                    chooser=chooser[:1].upper() + chooser[1:],
                    choices=", ".join(order.choices()),
                )
            )
        self.next_combo.clear()
        self.next_combo.addItems(order.choices())
        self.hand_button.setEnabled(bool(order.choices()))
        self.out_combo.clear()
        self.out_combo.addItems(order.participants)
        self.out_button.setEnabled(bool(order.participants))
        self.log_label.setText("<br>".join(order.log[-8:]))


class CortexActions(QWidget):
    """The "Actions" tab: action-based resolution above, the action order below."""

    def __init__(self, rng: random.Random | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rng = rng or random.Random()
        self.resolution = ActionResolutionTool(self.rng)
        self.order = ActionOrderTool()
        layout = QVBoxLayout(self)
        layout.addWidget(self.resolution)
        layout.addWidget(self.order)
        layout.addStretch(1)
