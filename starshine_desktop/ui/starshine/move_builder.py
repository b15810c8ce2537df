"""The Move builder of the round page: one acting Persona's Move, from declaration to Power.

Every choice is put to the engine: the legal Move types and the reasons for the others, the
pool by its parts, the exact odds with each Result's Risk and Power, and, once the dice are
known, a trial run of the whole step on a copy of the Challenge, which shows what the Move
will do (the Result, Risk, Power and the Telling checks) or the engine's reason for refusing
it. Nothing here decides a rule; the builder only gathers the step of rules-spec A.7.
"""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Callable
from fractions import Fraction

from PySide6.QtCore import QEvent, QRegularExpression, Qt, Signal
from PySide6.QtGui import (
    QKeySequence,
    QPalette,
    QRegularExpressionValidator,
    QShortcut,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.starshine.challenge import Challenge
from starshine_desktop.rules.starshine.model import Event, MoveType, PoolBreakdown, ResultKind
from starshine_desktop.rules.starshine.odds import starshine_odds
from starshine_desktop.rules.starshine.rulings import R3, R10
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.rules.starshine.steps import (
    Affecting,
    CreateElement,
    CreateTrait,
    DestroyElement,
    Lead,
    Move,
)
from starshine_desktop.services.starshine.challenge_lines import event_text, said_text
from starshine_desktop.services.starshine.challenge_words import ChallengeWords
from starshine_desktop.ui.colours import error_colour
from starshine_desktop.ui.i18n import game_term, refusal_text, translate
from starshine_desktop.ui.starshine.odds_table import OddsLine, OddsTable

#: Each Move type's name (a game term: shown through ``game_term``).
TYPE_LABELS = {
    MoveType.DEFENSIVE: QT_TRANSLATE_NOOP("Game", "Defensive"),
    MoveType.RECOVERY: QT_TRANSLATE_NOOP("Game", "Recovery"),
    MoveType.LEADING: QT_TRANSLATE_NOOP("Game", "Leading"),
}
TYPE_SCORES = {
    MoveType.DEFENSIVE: Score.DEFENSE,
    MoveType.RECOVERY: Score.RECOVERY,
    MoveType.LEADING: Score.LEAD,
}
CREATE_TRAIT = "create_trait"
CREATE_ELEMENT = "create_element"
DESTROY_ELEMENT = "destroy_element"


def pool_text(pool: PoolBreakdown, *, stunt: bool) -> str:
    """Return the pool written out: "Pool 6 = Base 2 + Lead 2 + Stunt 1 + Aid 1"."""
    parts = [
        f"{game_term(Score.BASE.label)} {pool.base}",
        f"{game_term(TYPE_SCORES[pool.move_type].label)} {pool.type_score}",
    ]
    if stunt:
        parts.append(translate("MoveBuilder", "Stunt {value}").format(value=pool.stunt))
    parts.extend(f"{game_term(Score.AID.label)} {aid}" for _, aid in pool.aid)
    sum_text = " + ".join(parts).replace("+ -", "- ")
    if pool.raw < 0:
        return translate(
            "MoveBuilder", "Pool {total} = {parts} (that is {raw}; a pool below 0 counts as 0)"
        ).format(total=pool.total, parts=sum_text, raw=pool.raw)
    return translate("MoveBuilder", "Pool {total} = {parts}").format(
        total=pool.total, parts=sum_text
    )


class ChallengeErrorLabel(QLabel):
    """Why a step is refused, in a red that reads on the palette's window (light or dark)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAccessibleName(name)
        self.setVisible(False)
        self._tint()

    def setText(self, text: str) -> None:
        """Show the reason; an empty one hides the label, so it takes no room."""
        super().setText(text)
        self.setVisible(bool(text))

    def clear(self) -> None:
        """Hide the label until there is a reason again."""
        super().clear()
        self.setVisible(False)

    def changeEvent(self, event: QEvent) -> None:
        """Follow a new palette (a switch to a dark theme, say)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._tint()

    def _tint(self) -> None:
        palette = self.palette()
        colour = error_colour(palette)
        if palette.color(QPalette.ColorRole.WindowText) != colour:
            palette.setColor(QPalette.ColorRole.WindowText, colour)
            self.setPalette(palette)


def muted(label: QLabel) -> QLabel:
    """Set a reason or a note apart in italics, in the palette's own text colour (a grey of
    its own would be unreadable on a dark palette)."""
    font = label.font()
    font.setItalic(True)
    label.setFont(font)
    return label


def _named(widget: QWidget, name: str, english: str | None = None) -> QWidget:
    """Give ``widget`` its accessible ``name`` (translated) and an object name made from the
    ``english`` name, so that it stays the same in every language."""
    widget.setAccessibleName(name)
    key = name if english is None else english
    widget.setObjectName(re.sub(r"[^a-z0-9]+", "-", key.casefold()).strip("-"))
    return widget


class MoveBuilder(QWidget):
    """Builds one Move step for the engine and hands it to ``submit`` when applied."""

    hint_changed = Signal()
    """What the table does next (``hint``) may have changed."""

    def __init__(
        self,
        submit: Callable[[Move], str | None],
        rng: random.Random,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._submit = submit
        self._rng = rng
        self._engine: Challenge | None = None
        self._names: dict[str, str] = {}
        self._words = ChallengeWords({}, {}, {})
        self._dice: list[int] | None = None
        self._loading = False
        self._pay_auto = True
        self.last_preview: list[Event] = []
        self._refused = False
        self._build()

    # Building ------------------------------------------------------------------------

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(4)

        top = QHBoxLayout()
        actor_label = QLabel(self.tr("&Acting Persona"))
        self.actor_combo = QComboBox()
        _named(self.actor_combo, self.tr("Acting Persona"), "Acting Persona")
        self.actor_combo.currentIndexChanged.connect(self._actor_changed)
        actor_label.setBuddy(self.actor_combo)
        declare_label = QLabel(self.tr("&Declares"))
        self.declare_edit = QLineEdit()
        _named(self.declare_edit, self.tr("Declared action"), "Declared action")
        self.declare_edit.setPlaceholderText(self.tr("What the Persona does (kept in the log)"))
        declare_label.setBuddy(self.declare_edit)
        top.addWidget(actor_label)
        top.addWidget(self.actor_combo)
        top.addWidget(declare_label)
        top.addWidget(self.declare_edit, 1)
        outer.addLayout(top)

        body = QHBoxLayout()
        left = QVBoxLayout()
        right = QVBoxLayout()
        body.addLayout(left, 1)
        body.addLayout(right, 1)
        outer.addLayout(body, 1)

        type_box = QGroupBox(self.tr("Move type"))
        type_grid = QGridLayout(type_box)
        type_grid.setContentsMargins(6, 2, 6, 2)
        self.type_group = QButtonGroup(self)
        self.type_radios: dict[MoveType, QRadioButton] = {}
        self.type_reasons: dict[MoveType, QLabel] = {}
        for column, move_type in enumerate(MoveType):
            type_name = game_term(TYPE_LABELS[move_type])
            radio = QRadioButton(type_name)
            _named(
                radio,
                self.tr("{type} Move").format(type=type_name),
                f"{TYPE_LABELS[move_type]} Move",
            )
            reason = QLabel()
            reason.setWordWrap(True)
            muted(reason)
            reason.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            _named(
                reason,
                self.tr("Why not {type}").format(type=type_name),
                f"Why not {TYPE_LABELS[move_type]}",
            )
            self.type_group.addButton(radio)
            radio.toggled.connect(self._changed)
            type_grid.addWidget(radio, 0, column)
            type_grid.addWidget(reason, 1, column)
            type_grid.setColumnStretch(column, 1)
            self.type_radios[move_type] = radio
            self.type_reasons[move_type] = reason
        left.addWidget(type_box)

        dice_box = QGroupBox(self.tr("Pool and Scope"))
        dice_form = QFormLayout(dice_box)
        dice_form.setContentsMargins(6, 2, 6, 2)
        dice_form.setVerticalSpacing(2)
        stunt_row = QHBoxLayout()
        self.stunt_check = QCheckBox(self.tr("S&tunt offered and accepted"))
        _named(
            self.stunt_check, self.tr("Stunt offered and accepted"), "Stunt offered and accepted"
        )
        self.stunt_check.toggled.connect(self._changed)
        self.target_spin = QSpinBox()
        self.target_spin.setRange(1, 6)
        self.target_spin.setValue(6)
        self.target_spin.setPrefix(self.tr("Target "))
        _named(self.target_spin, self.tr("Stunt Target"), "Stunt Target")
        self.target_spin.valueChanged.connect(self._changed)
        stunt_row.addWidget(self.stunt_check)
        stunt_row.addWidget(self.target_spin)
        stunt_row.addStretch(1)
        dice_form.addRow(self.tr("Stunt"), stunt_row)
        self.aid_row = QGridLayout()
        self.aid_checks: dict[str, QCheckBox] = {}
        aid_holder = QWidget()
        aid_holder.setLayout(self.aid_row)
        self.aid_row.setContentsMargins(0, 0, 0, 0)
        dice_form.addRow(self.tr("Aid from"), aid_holder)
        scope_row = QHBoxLayout()
        self.time_spin = QSpinBox()
        self.time_spin.setRange(1, 3)
        self.time_spin.setPrefix(self.tr("time "))
        _named(self.time_spin, self.tr("Scope: time"), "Scope: time")
        self.significance_spin = QSpinBox()
        self.significance_spin.setRange(1, 3)
        self.significance_spin.setPrefix(self.tr("significance "))
        _named(self.significance_spin, self.tr("Scope: significance"), "Scope: significance")
        self.scope_spin = QSpinBox()
        self.scope_spin.setRange(1, 6)
        self.scope_spin.setPrefix(self.tr("Scope "))
        _named(self.scope_spin, self.tr("Scope"), "Scope")
        self.scope_label = QLabel()
        _named(self.scope_label, self.tr("Scope total"), "Scope total")
        for spin in (self.time_spin, self.significance_spin, self.scope_spin):
            spin.valueChanged.connect(self._changed)
            scope_row.addWidget(spin)
        scope_row.addWidget(self.scope_label)
        scope_row.addStretch(1)
        dice_form.addRow(self.tr("Scope (Director)"), scope_row)
        pay_row = QHBoxLayout()
        self.pay_dice_spin = QSpinBox()
        self.pay_dice_spin.setPrefix(self.tr("dice "))
        _named(self.pay_dice_spin, self.tr("Scope paid with dice"), "Scope paid with dice")
        self.pay_dice_spin.valueChanged.connect(self._pay_changed)
        self.pay_fortune_label = QLabel()
        _named(
            self.pay_fortune_label, self.tr("Scope paid with Fortune"), "Scope paid with Fortune"
        )
        pay_row.addWidget(self.pay_dice_spin)
        pay_row.addWidget(self.pay_fortune_label)
        pay_row.addStretch(1)
        dice_form.addRow(self.tr("Pay the Scope"), pay_row)
        self.pool_label = QLabel()
        self.pool_label.setWordWrap(True)
        _named(self.pool_label, self.tr("Pool"), "Pool")
        bold = self.pool_label.font()
        bold.setBold(True)
        self.pool_label.setFont(bold)
        dice_form.addRow(self.pool_label)
        left.addWidget(dice_box)

        odds_box = QGroupBox(self.tr("Exact odds of the dice to roll"))
        odds_layout = QVBoxLayout(odds_box)
        odds_layout.setContentsMargins(6, 2, 6, 4)
        self.odds_note = QLabel()
        self.odds_note.setWordWrap(True)
        _named(self.odds_note, self.tr("Dice to roll"), "Dice to roll")
        self.odds_table = OddsTable()
        self.odds_table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        odds_layout.addWidget(self.odds_note)
        odds_layout.addWidget(self.odds_table, 1)
        left.addWidget(odds_box, 1)

        roll_box = QGroupBox(self.tr("Roll"))
        roll_layout = QVBoxLayout(roll_box)
        roll_layout.setContentsMargins(6, 2, 6, 4)
        roll_layout.setSpacing(3)
        self.dice_due_label = QLabel()
        self.dice_due_label.setWordWrap(True)
        _named(self.dice_due_label, self.tr("Dice due"), "Dice due")
        roll_layout.addWidget(self.dice_due_label)
        roll_row = QHBoxLayout()
        self.roll_button = QPushButton(self.tr("&Roll in the app"))
        self.roll_button.setToolTip(self.tr("Roll the dice due in the app (Ctrl+R)"))
        _named(self.roll_button, self.tr("Roll in the app"), "Roll in the app")
        self.roll_button.clicked.connect(self.roll)
        roll_row.addWidget(self.roll_button)
        self.die_row = QHBoxLayout()
        self.die_row.setSpacing(2)
        die_holder = QWidget()
        die_holder.setLayout(self.die_row)
        self.die_row.setContentsMargins(0, 0, 0, 0)
        self.die_edits: list[QLineEdit] = []
        self.die_row.addStretch(1)
        roll_row.addWidget(die_holder, 1)
        roll_layout.addLayout(roll_row)
        self.dice_label = QLabel()
        _named(self.dice_label, self.tr("Dice rolled"), "Dice rolled")
        roll_layout.addWidget(self.dice_label)
        self.select_row = QGridLayout()
        self.select_group = QButtonGroup(self)
        self.select_group.idToggled.connect(lambda _id, _on: self._preview())
        select_holder = QWidget()
        select_holder.setLayout(self.select_row)
        self.select_row.setContentsMargins(0, 0, 0, 0)
        self.select_row.setColumnStretch(6, 1)
        roll_layout.addWidget(select_holder)
        right.addWidget(roll_box)

        power_box = QGroupBox(self.tr("Use of Power"))
        self.power_layout = QFormLayout(power_box)
        self.power_layout.setContentsMargins(6, 2, 6, 2)
        self.power_layout.setVerticalSpacing(2)
        self.defensive_label = QLabel()
        _named(
            self.defensive_label,
            self.tr("Trait the Defensive Move lowers"),
            "Trait the Defensive Move lowers",
        )
        self.power_layout.addRow(self.tr("Defends against"), self.defensive_label)
        self.recovery_combo = QComboBox()
        _named(
            self.recovery_combo,
            self.tr("Trait the Recovery Move changes"),
            "Trait the Recovery Move changes",
        )
        self.recovery_combo.currentIndexChanged.connect(self._preview_if_ready)
        self.power_layout.addRow(self.tr("Recovery &target"), self.recovery_combo)
        self.lead_combo = QComboBox()
        _named(self.lead_combo, self.tr("What the Leading Move does"), "What the Leading Move does")
        for key, text in (
            (CREATE_TRAIT, self.tr("Create a Trait")),
            (CREATE_ELEMENT, self.tr("Create an Element")),
            (DESTROY_ELEMENT, self.tr("Destroy an Element")),
        ):
            self.lead_combo.addItem(text, key)
        self.lead_combo.currentIndexChanged.connect(self._lead_changed)
        self.lead_holder = self.lead_combo
        self.power_layout.addRow(self.tr("&Leading"), self.lead_combo)
        self.new_name_edit = QLineEdit()
        self.new_name_edit.setPlaceholderText(self.tr("Name of the new Trait or Element"))
        _named(
            self.new_name_edit,
            self.tr("Name of the new Trait or Element"),
            "Name of the new Trait or Element",
        )
        self.new_name_edit.textChanged.connect(self._preview_if_ready)
        self.power_layout.addRow(self.tr("&Name"), self.new_name_edit)
        self.on_combo = QComboBox()
        _named(self.on_combo, self.tr("New Trait on"), "New Trait on")
        self.on_combo.currentIndexChanged.connect(self._preview_if_ready)
        self.power_layout.addRow(self.tr("Trait &on"), self.on_combo)
        self.extra_spin = QSpinBox()
        self.extra_spin.setRange(0, 20)
        _named(self.extra_spin, self.tr("Extra Fortune"), "Extra Fortune")
        self.extra_spin.valueChanged.connect(self._preview_if_ready)
        self.power_layout.addRow(self.tr("E&xtra Fortune"), self.extra_spin)
        self.destroy_combo = QComboBox()
        _named(self.destroy_combo, self.tr("Element to destroy"), "Element to destroy")
        self.destroy_combo.currentIndexChanged.connect(self._preview_if_ready)
        self.power_layout.addRow(self.tr("&Element"), self.destroy_combo)
        for combo in (self.recovery_combo, self.on_combo, self.destroy_combo):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(16)
        right.addWidget(power_box)

        self.affecting_box = QGroupBox(self.tr("Traits that affect this Move (ruling R10)"))
        self.affecting_layout = QFormLayout(self.affecting_box)
        self.affecting_layout.setContentsMargins(6, 2, 6, 2)
        self.affecting_combos: dict[str, QComboBox] = {}
        right.addWidget(self.affecting_box)

        end_box = QGroupBox(self.tr("Result"))
        end_layout = QVBoxLayout(end_box)
        end_layout.setContentsMargins(6, 2, 6, 4)
        end_layout.setSpacing(3)
        self.narrate_edit = QLineEdit()
        self.narrate_edit.setPlaceholderText(self.tr("Narrate the outcome (kept in the log)"))
        _named(self.narrate_edit, self.tr("Narration"), "Narration")
        end_layout.addWidget(self.narrate_edit)
        self.preview_label = QTextBrowser()
        self.preview_label.setMinimumHeight(70)
        # As tall as the column leaves it (its own hint would make the page scroll).
        self.preview_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        _named(self.preview_label, self.tr("What the Move will do"), "What the Move will do")
        end_layout.addWidget(self.preview_label, 1)
        self.error_label = ChallengeErrorLabel(self.tr("Why the Move is refused"))
        self.error_label.setObjectName("why-the-move-is-refused")
        end_layout.addWidget(self.error_label)
        self.apply_button = QPushButton(self.tr("A&pply the Move"))
        self.apply_button.setToolTip(self.tr("Apply the Move and save it (Ctrl+Enter)"))
        _named(self.apply_button, self.tr("Apply the Move"), "Apply the Move")
        self.apply_button.clicked.connect(self.apply)
        end_layout.addWidget(self.apply_button)
        right.addWidget(end_box, 1)

        self._lead_changed()
        roll_key = QShortcut(QKeySequence("Ctrl+R"), self)
        roll_key.activated.connect(self.roll)

    # Loading the engine --------------------------------------------------------------

    def load(
        self, engine: Challenge, names: dict[str, str], words: ChallengeWords | None = None
    ) -> None:
        """Show the Move builder for the Challenge as it stands now."""
        self._engine = engine
        self._names = names
        self._words = words if words is not None else ChallengeWords.of(engine.recorded_scenario())
        self._loading = True
        self.actor_combo.clear()
        # The table goes round in order: the first Persona still to move acts next (the
        # combo lets another go first), so an undo shows the Move as it was.
        for ident in engine.moves_available():
            self.actor_combo.addItem(names.get(ident, ident), ident)
        self.actor_combo.setCurrentIndex(0)
        for edit in (self.declare_edit, self.narrate_edit, self.new_name_edit, *self.die_edits):
            edit.clear()
        self.stunt_check.setChecked(False)
        self.extra_spin.setValue(0)
        self._loading = False
        self._actor_changed()

    @property
    def actor(self) -> str | None:
        """Return the id of the acting Persona."""
        data = self.actor_combo.currentData()
        return str(data) if data is not None else None

    def _pay_changed(self) -> None:
        if not self._loading:
            self._pay_auto = False
        self._changed()

    def _actor_changed(self) -> None:
        if self._loading or self._engine is None:
            return
        self._pay_auto = True
        engine = self._engine
        actor = self.actor
        self._loading = True
        for check in self.aid_checks.values():
            self.aid_row.removeWidget(check)
            check.hide()
            check.deleteLater()
        self.aid_checks = {}
        previous: QWidget = self.target_spin
        if actor is not None:
            for ident, state in engine.personae.items():
                if ident == actor or not state.in_play:
                    continue
                check = QCheckBox(
                    self.tr("{name} ({aid} {value})").format(
                        name=self._names[ident],
                        aid=game_term(Score.AID.label),
                        value=state.setup.score(Score.AID),
                    )
                )
                _named(
                    check,
                    self.tr("Aid from {name}").format(name=self._names[ident]),
                    f"Aid from {self._names[ident]}",
                )
                check.toggled.connect(self._changed)
                self.aid_row.addWidget(check, len(self.aid_checks) // 2, len(self.aid_checks) % 2)
                check.show()
                QWidget.setTabOrder(previous, check)
                previous = check
                self.aid_checks[ident] = check
        refusals = engine.move_type_refusals(actor) if actor is not None else {}
        legal: dict[MoveType, str | None] = {}
        for move_type in self.type_radios:
            if move_type not in refusals:
                legal[move_type] = self.tr("No Persona may move now")
            else:
                refusal = refusals[move_type]
                legal[move_type] = (
                    None if refusal is None else refusal_text(self._words.spoken(refusal))
                )
        for move_type, radio in self.type_radios.items():
            reason = legal[move_type]
            radio.setEnabled(reason is None)
            self.type_reasons[move_type].setText(reason or "")
            self.type_reasons[move_type].setVisible(reason is not None)
        # Every Move starts from the acting Persona's own defaults, never the last Move's:
        # the first legal type, no Stunt, no Aid, the smallest Scope, a new Trait on the actor.
        for move_type in (MoveType.DEFENSIVE, MoveType.LEADING, MoveType.RECOVERY):
            if legal.get(move_type, "no") is None:
                self.type_radios[move_type].setChecked(True)
                break
        self.stunt_check.setChecked(False)
        self.target_spin.setValue(6)
        for spin in (self.time_spin, self.significance_spin, self.scope_spin):
            spin.setValue(spin.minimum())
        self.lead_combo.setCurrentIndex(0)
        self.extra_spin.setValue(0)
        self._fill_targets()
        two_parts = engine.rulings.R3 is R3.TWO_TO_SIX
        self.time_spin.setVisible(two_parts)
        self.significance_spin.setVisible(two_parts)
        self.scope_spin.setVisible(not two_parts)
        self._loading = False
        self._changed()

    def _fill_affecting(self) -> None:
        engine = self._engine
        assert engine is not None
        while self.affecting_layout.rowCount():
            self.affecting_layout.removeRow(0)
        self.affecting_combos = {}
        shown = engine.rulings.R10 is R10.ON
        self.affecting_box.setVisible(shown)
        if not shown:
            return
        holders = [
            (self._names[ident], state.traits)
            for ident, state in engine.personae.items()
            if state.in_play
        ] + [(element.name, element.traits) for element in engine.elements.values()]
        for holder, traits in holders:
            for trait in traits.values():
                combo = QComboBox()
                for text, data in (
                    (self.tr("does not apply"), None),
                    (self.tr("Risk"), "risk"),
                    (self.tr("Power"), "power"),
                ):
                    combo.addItem(text, data)
                sign = "−" if trait.negative else "+"
                label = f"{sign}{trait.name} {trait.strength} ({holder})"
                _named(
                    combo,
                    self.tr("Trait {trait} of {holder} affects").format(
                        trait=trait.name, holder=holder
                    ),
                    f"Trait {trait.name} of {holder} affects",
                )
                combo.currentIndexChanged.connect(self._changed)
                self.affecting_layout.addRow(label, combo)
                self.affecting_combos[trait.id] = combo

    def affecting(self) -> dict[str, str]:
        """Return the Traits the Actor says affect this Move, with the score each changes."""
        return {
            trait_id: str(combo.currentData())
            for trait_id, combo in self.affecting_combos.items()
            if combo.currentData() is not None
        }

    def _fill_targets(self) -> None:
        engine = self._engine
        assert engine is not None
        self._fill_affecting()
        self.recovery_combo.clear()
        self.on_combo.clear()
        self.destroy_combo.clear()
        for ident, state in engine.personae.items():
            if not state.in_play:
                continue
            self.on_combo.addItem(
                self.tr("{name} (a Trait)").format(name=self._names[ident]), ident
            )
            for trait in state.traits.values():
                text = (
                    self.tr("{trait} — Negative Trait on {holder}, Strength {strength}")
                    if trait.negative
                    else self.tr("{trait} — Trait on {holder}, Strength {strength}")
                )
                self.recovery_combo.addItem(
                    text.format(
                        trait=trait.name, holder=self._names[ident], strength=trait.strength
                    ),
                    trait.id,
                )
        for element in engine.elements.values():
            self.on_combo.addItem(
                self.tr("{name} (a Negative Trait on the Element)").format(name=element.name),
                element.id,
            )
            self.destroy_combo.addItem(
                self.tr("{name}, Scale {scale}").format(name=element.name, scale=element.scale),
                element.id,
            )
            for trait in element.traits.values():
                self.recovery_combo.addItem(
                    self.tr("{trait} — Negative Trait on {holder}, Strength {strength}").format(
                        trait=trait.name, holder=element.name, strength=trait.strength
                    ),
                    trait.id,
                )
        self.on_combo.setCurrentIndex(max(self.on_combo.findData(self.actor), 0))

    # Reacting to choices -------------------------------------------------------------

    def move_type(self) -> MoveType | None:
        """Return the Move type chosen (None when none is legal)."""
        for move_type, radio in self.type_radios.items():
            if radio.isChecked() and radio.isEnabled():
                return move_type
        return None

    def scope(self) -> int:
        """Return the Scope the Director set."""
        if self.scope_spin.isVisibleTo(self) or (
            self._engine is not None and self._engine.rulings.R3 is R3.ONE_TO_SIX
        ):
            return self.scope_spin.value()
        return self.time_spin.value() + self.significance_spin.value()

    def aid_from(self) -> list[str]:
        """Return the helping Personae, in order."""
        return [ident for ident, check in self.aid_checks.items() if check.isChecked()]

    def pool(self) -> PoolBreakdown | None:
        """Return the pool by its parts for the choices made."""
        move_type = self.move_type()
        if self._engine is None or self.actor is None or move_type is None:
            return None
        return self._engine.pool(
            self.actor, move_type, stunt=self.stunt_check.isChecked(), aid_from=self.aid_from()
        )

    def dice_left(self) -> int:
        """Return the number of dice to roll after paying."""
        pool = self.pool()
        return 0 if pool is None else max(0, pool.total - self.pay_dice_spin.value())

    def _lead_changed(self) -> None:
        self._show_power_fields(self.move_type())
        self._preview_if_ready()

    def _lead_kind(self) -> str:
        return str(self.lead_combo.currentData() or CREATE_TRAIT)

    def _changed(self) -> None:
        """Re-read the pool and odds; a change to the pool means the dice must be rolled again."""
        if self._loading or self._engine is None:
            return
        engine = self._engine
        self._dice = None
        self.target_spin.setEnabled(self.stunt_check.isChecked())
        move_type = self.move_type()
        actor = self.actor
        self.roll_button.setEnabled(move_type is not None)
        self._show_power_fields(move_type)
        pool = self.pool()
        scope = self.scope()
        self.scope_label.setText(self.tr("= Scope {scope}").format(scope=scope))
        if pool is None or actor is None or move_type is None:
            self.pool_label.setText(
                self.tr("No Persona may move now.")
                if actor is None
                else self.tr("No Move type is legal now.")
            )
            self.pay_fortune_label.clear()
            self.odds_table.set_lines([])
            self.odds_note.clear()
            self._fit_die_entries()
            self._show_dice()
            return
        self.pool_label.setText(pool_text(pool, stunt=self.stunt_check.isChecked()))
        fortune = engine.persona(actor).fortune
        most = min(scope, pool.total)
        self.pay_dice_spin.blockSignals(True)
        self.pay_dice_spin.setRange(0, most)
        if self._pay_auto:
            self.pay_dice_spin.setValue(most)
        self.pay_dice_spin.blockSignals(False)
        paid_fortune = scope - self.pay_dice_spin.value()
        self.pay_fortune_label.setText(
            self.tr("+ Fortune {paid} (has {fortune})").format(paid=paid_fortune, fortune=fortune)
        )
        self._show_odds(engine, actor, move_type)
        self._fit_die_entries()
        self._take_typed()

    def _show_power_fields(self, move_type: MoveType | None) -> None:
        engine = self._engine
        actor = self.actor
        layout = self.power_layout
        defensive = move_type is MoveType.DEFENSIVE
        leading = move_type is MoveType.LEADING
        layout.setRowVisible(self.defensive_label, defensive)
        layout.setRowVisible(self.recovery_combo, move_type is MoveType.RECOVERY)
        kind = self._lead_kind()
        layout.setRowVisible(self.lead_holder, leading)
        layout.setRowVisible(self.new_name_edit, leading and kind != DESTROY_ELEMENT)
        offered = engine is None or engine.extra_fortune_offered
        layout.setRowVisible(self.extra_spin, leading and kind != DESTROY_ELEMENT and offered)
        layout.setRowVisible(self.on_combo, leading and kind == CREATE_TRAIT)
        layout.setRowVisible(self.destroy_combo, leading and kind == DESTROY_ELEMENT)
        if defensive and engine is not None and actor is not None:
            given = engine.persona(actor).just_given
            trait = engine.trait(given) if given is not None else None
            self.defensive_label.setText(
                ""
                if trait is None
                else self.tr("{trait}, Strength {strength}").format(
                    trait=trait.name, strength=trait.strength
                )
            )
        self.destroy_combo.setEnabled(self._lead_kind() == DESTROY_ELEMENT)

    def _show_odds(self, engine: Challenge, actor: str, move_type: MoveType) -> None:
        left = self.dice_left()
        stunt = self.stunt_check.isChecked()
        target = self.target_spin.value() if stunt else None
        odds = starshine_odds(left, target)

        def line(
            name: str, chance: Fraction, result: ResultKind, number: int | None = None
        ) -> OddsLine:
            scores = engine.move_scores(actor, move_type, result, number, self.affecting())
            return OddsLine(
                name,
                chance,
                f"{scores.risk}: {said_text(self._words, scores.risk_line, translate)}",
                f"{scores.power}: {said_text(self._words, scores.power_line, translate)}",
            )

        lines: list[OddsLine] = []
        if left == 0:
            self.odds_note.setText(
                self.tr("No dice are left to roll: the Result is a Miss (rule 3.8a).")
            )
            lines.append(line(self.tr("Miss"), odds.number_result["miss"], ResultKind.MISS))
        elif stunt:
            self.odds_note.setText(
                (
                    self.tr("1 die to roll; the Stunt Achieves if any die shows {target}.")
                    if left == 1
                    else self.tr(
                        "{count} dice to roll; the Stunt Achieves if any die shows {target}."
                    )
                ).format(count=left, target=target)
            )
            lines.append(line(self.tr("Achieve"), odds.achieve, ResultKind.ACHIEVE))
            lines.append(line(self.tr("Miss"), 1 - odds.achieve, ResultKind.MISS))
        else:
            self.odds_note.setText(
                (
                    self.tr("1 die to roll; the chances are for keeping the highest die.")
                    if left == 1
                    else self.tr(
                        "{count} dice to roll; the chances are for keeping the highest die."
                    )
                ).format(count=left)
            )
            for face in range(6, 0, -1):
                lines.append(
                    line(
                        self.tr("Number {face}").format(face=face),
                        odds.number_result[str(face)],
                        ResultKind.NUMBER,
                        face,
                    )
                )
        self.odds_table.set_lines(lines)
        self.odds_table.setMinimumHeight(self.odds_table.full_height())

    # Dice ----------------------------------------------------------------------------

    def dice_due_text(self) -> str:
        """Return how many dice to roll and why: "Type 4 dice: pool 6 − 2 paid for the Scope"."""
        pool = self.pool()
        if pool is None:
            return ""
        paid = self.pay_dice_spin.value()
        left = self.dice_left()
        why = (
            self.tr("pool {total} − {paid} paid for the Scope").format(total=pool.total, paid=paid)
            if paid
            else self.tr("pool {total}").format(total=pool.total)
        )
        if left == 0:
            return self.tr("No dice to roll ({why}): the Result is a Miss (rule 3.8a).").format(
                why=why
            )
        if left == 1:
            return self.tr("Type 1 die: {why}. Or roll them in the app.").format(why=why)
        return self.tr("Type {count} dice: {why}. Or roll them in the app.").format(
            count=left, why=why
        )

    def _fit_die_entries(self) -> None:
        """Give one entry per die due; entries already typed stay while the count holds."""
        left = self.dice_left() if self.move_type() is not None else 0
        if len(self.die_edits) == left:
            return
        for edit in self.die_edits:
            self.die_row.removeWidget(edit)
            edit.hide()
            edit.deleteLater()
        self.die_edits = []
        width = self.fontMetrics().horizontalAdvance("6") + 22
        previous: QWidget = self.roll_button
        for position in range(left):
            edit = QLineEdit()
            edit.setMaxLength(1)
            edit.setFixedWidth(width)
            edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
            edit.setValidator(QRegularExpressionValidator(QRegularExpression("[1-6]"), edit))
            _named(
                edit,
                self.tr("Die {number} of {count}").format(number=position + 1, count=left),
                f"Die {position + 1} of {left}",
            )
            edit.setToolTip(
                self.tr("The face of die {number} of {count} (1 to 6)").format(
                    number=position + 1, count=left
                )
            )
            edit.textEdited.connect(lambda _text, p=position: self._die_typed(p))
            self.die_row.insertWidget(position, edit)
            edit.show()
            QWidget.setTabOrder(previous, edit)
            previous = edit
            self.die_edits.append(edit)

    def _die_typed(self, position: int) -> None:
        """Take the faces once every die is typed; move on to the next die."""
        edit = self.die_edits[position]
        if edit.text() and position + 1 < len(self.die_edits):
            self.die_edits[position + 1].setFocus()
            self.die_edits[position + 1].selectAll()
        self._take_typed()

    def typed_faces(self) -> list[int]:
        """Return the faces typed so far, in order (blank entries left out)."""
        return [int(edit.text()) for edit in self.die_edits if edit.text()]

    def _take_typed(self) -> None:
        faces = self.typed_faces()
        due = self.dice_left() if self.move_type() is not None else 0
        self._dice = faces if self.move_type() is not None and len(faces) == due else None
        self._show_dice()

    def type_faces(self, faces: list[int]) -> None:
        """Put faces in the entries, one per die (what a person types, or the app's roll)."""
        for edit, face in zip(self.die_edits, faces, strict=False):
            edit.setText(str(face))
        self._take_typed()

    def roll(self) -> None:
        """Roll the dice due in the app."""
        if not self.roll_button.isEnabled() or self.move_type() is None:
            return
        self.type_faces([self._rng.randint(1, 6) for _ in range(self.dice_left())])

    def _show_dice(self) -> None:
        for button in self.select_group.buttons():
            self.select_group.removeButton(button)
            self.select_row.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.error_label.clear()
        self.dice_due_label.setText(self.dice_due_text())
        if self._dice is None:
            typed, due = len(self.typed_faces()), len(self.die_edits)
            self.dice_label.setText(
                self.tr("{typed} of {due} dice typed.").format(typed=typed, due=due)
                if typed and self.move_type() is not None
                else ""
            )
            self.preview_label.clear()
            self.apply_button.setEnabled(False)
            self.hint_changed.emit()
            return
        faces = ", ".join(str(face) for face in self._dice) or self.tr("no dice")
        self.dice_label.setText(self.tr("Dice: {faces}").format(faces=faces))
        if self._dice and not self.stunt_check.isChecked():
            highest = max(self._dice)
            for position, face in enumerate(self._dice):
                button = QRadioButton(self.tr("keep {face}").format(face=face))
                _named(
                    button,
                    self.tr("Keep die {number} showing {face}").format(
                        number=position + 1, face=face
                    ),
                    f"Keep die {position + 1} showing {face}",
                )
                self.select_group.addButton(button, position)
                self.select_row.addWidget(button, position // 6, position % 6)
                button.show()
            previous: QWidget = self.die_edits[-1] if self.die_edits else self.roll_button
            for button in self.select_group.buttons():
                QWidget.setTabOrder(previous, button)
                previous = button
            self.select_group.blockSignals(True)
            self.select_group.button(self._dice.index(highest)).setChecked(True)
            self.select_group.blockSignals(False)
        self._preview()

    def _preview_if_ready(self) -> None:
        if not self._loading and self._dice is not None:
            self._preview()

    def hint(self) -> str:
        """Return what the acting Persona's table does next, in a few words."""
        if self._engine is None or self.actor is None:
            return ""
        if self.move_type() is None:
            return self.tr("no Move type is legal now")
        if self._dice is None:
            due, typed = self.dice_left(), len(self.typed_faces())
            if typed:
                return self.tr("type the other {left} of the {due} dice").format(
                    left=due - typed, due=due
                )
            if due == 1:
                return self.tr("choose the Move type, then roll or type 1 die")
            return self.tr("choose the Move type, then roll or type {count} dice").format(count=due)
        if self.apply_button.isEnabled():
            if len(self.select_group.buttons()) > 1:
                return self.tr("choose the die to keep, then apply the Move")
            return self.tr("apply the Move")
        if self._refused:
            return self.tr("the rules refuse this Move: see why, and change it")
        error = self.error_label.text()
        return error[:1].lower() + error[1:]

    def selected_face(self) -> int | None:
        """Return the face of the die chosen (None for a Stunt or no dice)."""
        if self._dice is None or not self._dice or self.stunt_check.isChecked():
            return None
        checked = self.select_group.checkedId()
        return self._dice[checked] if checked >= 0 else None

    # The step ------------------------------------------------------------------------

    def build_step(self) -> Move | str:
        """Return the Move step, or what is missing (the engine gives a new Trait its id)."""
        engine = self._engine
        move_type = self.move_type()
        actor = self.actor
        if engine is None or actor is None or move_type is None:
            return self.tr("No Persona may make a Move now")
        if self._dice is None:
            return self.tr("Roll the dice or type their faces first")
        trait: str | None = None
        lead: Lead | None = None
        if move_type is MoveType.RECOVERY:
            trait = self.recovery_combo.currentData()
            if trait is None:
                return self.tr("Choose the Trait the Recovery Move changes")
        elif move_type is MoveType.LEADING:
            made = self._lead()
            if isinstance(made, str):
                return made
            lead = made
        stunt = self.stunt_check.isChecked()
        scope = self.scope()
        pay_dice = self.pay_dice_spin.value()
        chosen = self.affecting()
        return Move(
            actor=actor,
            type=move_type,
            scope=scope,
            pay_dice=pay_dice,
            pay_fortune=scope - pay_dice,
            dice=tuple(self._dice),
            stunt=stunt,
            target=self.target_spin.value() if stunt else None,
            aid_from=tuple(self.aid_from()),
            select=self.selected_face(),
            trait=trait,
            lead=lead,
            affecting=tuple(
                Affecting(t, "risk" if score == "risk" else "power") for t, score in chosen.items()
            )
            or None,
            declare=self.declare_edit.text().strip() or None,
            narrate=self.narrate_edit.text().strip() or None,
        )

    def _lead(self) -> Lead | str:
        """Return a Leading Move's part, or what is missing."""
        kind = self._lead_kind()
        if kind == DESTROY_ELEMENT:
            element = self.destroy_combo.currentData()
            if element is None:
                return self.tr("Choose the Element to destroy")
            return DestroyElement(str(element))
        name = " ".join(self.new_name_edit.text().split())
        if kind == CREATE_TRAIT:
            if not name:
                return self.tr("Name the new Trait")
            on = self.on_combo.currentData()
            return CreateTrait(name, str(on), extra_fortune=self.extra_spin.value())
        if not name:
            return self.tr("Name the new Element")
        return CreateElement(name, extra_fortune=self.extra_spin.value())

    def _preview(self) -> None:
        """Try the step on a copy of the Challenge and show what it does, or why not."""
        self._try_step()
        self.hint_changed.emit()

    def _try_step(self) -> None:
        self._refused = False
        self.error_label.clear()
        self.preview_label.clear()
        self.last_preview = []
        step = self.build_step()
        if isinstance(step, str):
            self.error_label.setText(step)
            self.apply_button.setEnabled(False)
            return
        trial = copy.deepcopy(self._engine)
        assert trial is not None
        try:
            events = trial.apply(step)
        except RuleError as error:
            self.error_label.setText(refusal_text(self._words.refused(error)))
            self._refused = True
            self.apply_button.setEnabled(False)
            return
        self.last_preview = events
        words = ChallengeWords.of(trial.recorded_scenario())
        lines = []
        for event in events:
            if event.kind in ("declare", "narrate"):
                continue
            text = event_text(words, event, translate).replace("&", "&amp;").replace("<", "&lt;")
            if event.kind.startswith("telling") or event.kind == "surrender":
                text = f"<b>{text}</b>"
            lines.append(text)
        self.preview_label.setHtml(
            "<b>" + self.tr("This Move will do:") + "</b><br>" + "<br>".join(lines)
        )
        self.apply_button.setEnabled(True)

    def apply(self) -> None:
        """Hand the step to the wizard, which applies and saves it."""
        if not self.apply_button.isEnabled():
            return
        step = self.build_step()
        if isinstance(step, str):
            self.error_label.setText(step)
            return
        refusal = self._submit(step)
        if refusal is not None:
            self.error_label.setText(refusal)
