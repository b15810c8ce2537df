"""The sections of the Move builder: the Move type, the pool and Scope, the odds, the roll,
the use of Power, the Traits that affect the Move (ruling R10) and the Result.

Each section builds its own controls and shows what it is given; the builder
(``move_builder.MoveBuilder``) connects them, asks the engine and gathers the step. Their
texts are in the ``MoveBuilder`` context, the builder's own.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

from PySide6.QtCore import QEvent, QRegularExpression, Qt
from PySide6.QtGui import QPalette, QRegularExpressionValidator
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

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.challenge import Challenge
from starshine_desktop.rules.starshine.model import MoveType, ResultKind
from starshine_desktop.rules.starshine.odds import starshine_odds
from starshine_desktop.rules.starshine.rulings import R10
from starshine_desktop.rules.starshine.steps import CreateElement, CreateTrait, DestroyElement, Lead
from starshine_desktop.services.starshine.challenge_lines import said_text
from starshine_desktop.services.starshine.challenge_words import ChallengeWords
from starshine_desktop.ui.colours import error_colour
from starshine_desktop.ui.i18n import game_term, translate
from starshine_desktop.ui.starshine.odds_table import OddsLine, OddsTable

#: Each Move type's name (a game term: shown through ``game_term``).
TYPE_LABELS = {
    MoveType.DEFENSIVE: QT_TRANSLATE_NOOP("Game", "Defensive"),
    MoveType.RECOVERY: QT_TRANSLATE_NOOP("Game", "Recovery"),
    MoveType.LEADING: QT_TRANSLATE_NOOP("Game", "Leading"),
}
CREATE_TRAIT = "create_trait"
CREATE_ELEMENT = "create_element"
DESTROY_ELEMENT = "destroy_element"


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


def named(widget: QWidget, name: str, english: str | None = None) -> QWidget:
    """Give ``widget`` its accessible ``name`` (translated) and an object name made from the
    ``english`` name, so that it stays the same in every language."""
    widget.setAccessibleName(name)
    key = name if english is None else english
    widget.setObjectName(re.sub(r"[^a-z0-9]+", "-", key.casefold()).strip("-"))
    return widget


class MoveTypeBox(QGroupBox):
    """The Move types, each with the reason it is not legal now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("MoveBuilder", "Move type"), parent)
        type_grid = QGridLayout(self)
        type_grid.setContentsMargins(6, 2, 6, 2)
        self.type_group = QButtonGroup(self)
        self.type_radios: dict[MoveType, QRadioButton] = {}
        self.type_reasons: dict[MoveType, QLabel] = {}
        for column, move_type in enumerate(MoveType):
            type_name = game_term(TYPE_LABELS[move_type])
            radio = QRadioButton(type_name)
            named(
                radio,
                translate("MoveBuilder", "{type} Move").format(type=type_name),
                f"{TYPE_LABELS[move_type]} Move",
            )
            reason = QLabel()
            reason.setWordWrap(True)
            muted(reason)
            reason.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            named(
                reason,
                translate("MoveBuilder", "Why not {type}").format(type=type_name),
                f"Why not {TYPE_LABELS[move_type]}",
            )
            self.type_group.addButton(radio)
            type_grid.addWidget(radio, 0, column)
            type_grid.addWidget(reason, 1, column)
            type_grid.setColumnStretch(column, 1)
            self.type_radios[move_type] = radio
            self.type_reasons[move_type] = reason


class PoolBox(QGroupBox):
    """The Stunt, the Aid, the Scope the Director sets, how it is paid, and the pool."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("MoveBuilder", "Pool and Scope"), parent)
        dice_form = QFormLayout(self)
        dice_form.setContentsMargins(6, 2, 6, 2)
        dice_form.setVerticalSpacing(2)
        stunt_row = QHBoxLayout()
        self.stunt_check = QCheckBox(translate("MoveBuilder", "S&tunt offered and accepted"))
        named(
            self.stunt_check,
            translate("MoveBuilder", "Stunt offered and accepted"),
            "Stunt offered and accepted",
        )
        self.target_spin = QSpinBox()
        self.target_spin.setRange(1, 6)
        self.target_spin.setValue(6)
        self.target_spin.setPrefix(translate("MoveBuilder", "Target "))
        named(self.target_spin, translate("MoveBuilder", "Stunt Target"), "Stunt Target")
        stunt_row.addWidget(self.stunt_check)
        stunt_row.addWidget(self.target_spin)
        stunt_row.addStretch(1)
        dice_form.addRow(translate("MoveBuilder", "Stunt"), stunt_row)
        self.aid_row = QGridLayout()
        self.aid_checks: dict[str, QCheckBox] = {}
        aid_holder = QWidget()
        aid_holder.setLayout(self.aid_row)
        self.aid_row.setContentsMargins(0, 0, 0, 0)
        dice_form.addRow(translate("MoveBuilder", "Aid from"), aid_holder)
        scope_row = QHBoxLayout()
        self.time_spin = QSpinBox()
        self.time_spin.setRange(1, 3)
        self.time_spin.setPrefix(translate("MoveBuilder", "time "))
        named(self.time_spin, translate("MoveBuilder", "Scope: time"), "Scope: time")
        self.significance_spin = QSpinBox()
        self.significance_spin.setRange(1, 3)
        self.significance_spin.setPrefix(translate("MoveBuilder", "significance "))
        named(
            self.significance_spin,
            translate("MoveBuilder", "Scope: significance"),
            "Scope: significance",
        )
        self.scope_spin = QSpinBox()
        self.scope_spin.setRange(1, 6)
        self.scope_spin.setPrefix(translate("MoveBuilder", "Scope "))
        named(self.scope_spin, translate("MoveBuilder", "Scope"), "Scope")
        self.scope_label = QLabel()
        named(self.scope_label, translate("MoveBuilder", "Scope total"), "Scope total")
        for spin in (self.time_spin, self.significance_spin, self.scope_spin):
            scope_row.addWidget(spin)
        scope_row.addWidget(self.scope_label)
        scope_row.addStretch(1)
        dice_form.addRow(translate("MoveBuilder", "Scope (Director)"), scope_row)
        pay_row = QHBoxLayout()
        self.pay_dice_spin = QSpinBox()
        self.pay_dice_spin.setPrefix(translate("MoveBuilder", "dice "))
        named(
            self.pay_dice_spin,
            translate("MoveBuilder", "Scope paid with dice"),
            "Scope paid with dice",
        )
        self.pay_fortune_label = QLabel()
        named(
            self.pay_fortune_label,
            translate("MoveBuilder", "Scope paid with Fortune"),
            "Scope paid with Fortune",
        )
        pay_row.addWidget(self.pay_dice_spin)
        pay_row.addWidget(self.pay_fortune_label)
        pay_row.addStretch(1)
        dice_form.addRow(translate("MoveBuilder", "Pay the Scope"), pay_row)
        self.pool_label = QLabel()
        self.pool_label.setWordWrap(True)
        named(self.pool_label, translate("MoveBuilder", "Pool"), "Pool")
        bold = self.pool_label.font()
        bold.setBold(True)
        self.pool_label.setFont(bold)
        dice_form.addRow(self.pool_label)


class OddsBox(QGroupBox):
    """The exact odds of the dice to roll, with each Result's Risk and Power."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("MoveBuilder", "Exact odds of the dice to roll"), parent)
        odds_layout = QVBoxLayout(self)
        odds_layout.setContentsMargins(6, 2, 6, 4)
        self.odds_note = QLabel()
        self.odds_note.setWordWrap(True)
        named(self.odds_note, translate("MoveBuilder", "Dice to roll"), "Dice to roll")
        self.odds_table = OddsTable()
        self.odds_table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        odds_layout.addWidget(self.odds_note)
        odds_layout.addWidget(self.odds_table, 1)

    def show_odds(
        self,
        engine: Challenge,
        move: tuple[str, MoveType, dict[str, str]],
        left: int,
        target: int | None,
        words: ChallengeWords,
    ) -> None:
        """Show the chance of each Result for ``left`` dice (a Stunt's when ``target`` is
        set), with its Risk and Power for the actor's Move (``move``: actor, type, affecting)."""
        actor, move_type, affecting = move
        stunt = target is not None
        odds = starshine_odds(left, target)

        def line(
            name: str, chance: Fraction, result: ResultKind, number: int | None = None
        ) -> OddsLine:
            scores = engine.move_scores(actor, move_type, result, number, affecting)
            return OddsLine(
                name,
                chance,
                f"{scores.risk}: {said_text(words, scores.risk_line, translate)}",
                f"{scores.power}: {said_text(words, scores.power_line, translate)}",
            )

        lines: list[OddsLine] = []
        if left == 0:
            self.odds_note.setText(
                translate(
                    "MoveBuilder", "No dice are left to roll: the Result is a Miss (rule 3.8a)."
                )
            )
            lines.append(
                line(translate("MoveBuilder", "Miss"), odds.number_result["miss"], ResultKind.MISS)
            )
        elif stunt:
            self.odds_note.setText(
                (
                    translate(
                        "MoveBuilder",
                        "1 die to roll; the Stunt Achieves if any die shows {target}.",
                    )
                    if left == 1
                    else translate(
                        "MoveBuilder",
                        "{count} dice to roll; the Stunt Achieves if any die shows {target}.",
                    )
                ).format(count=left, target=target)
            )
            lines.append(
                line(translate("MoveBuilder", "Achieve"), odds.achieve, ResultKind.ACHIEVE)
            )
            lines.append(line(translate("MoveBuilder", "Miss"), 1 - odds.achieve, ResultKind.MISS))
        else:
            self.odds_note.setText(
                (
                    translate(
                        "MoveBuilder", "1 die to roll; the chances are for keeping the highest die."
                    )
                    if left == 1
                    else translate(
                        "MoveBuilder",
                        "{count} dice to roll; the chances are for keeping the highest die.",
                    )
                ).format(count=left)
            )
            for face in range(6, 0, -1):
                lines.append(
                    line(
                        translate("MoveBuilder", "Number {face}").format(face=face),
                        odds.number_result[str(face)],
                        ResultKind.NUMBER,
                        face,
                    )
                )
        self.odds_table.set_lines(lines)
        self.odds_table.setMinimumHeight(self.odds_table.full_height())


class RollBox(QGroupBox):
    """The dice due: one entry per die, the app's roll, the faces and the die to keep."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("MoveBuilder", "Roll"), parent)
        roll_layout = QVBoxLayout(self)
        roll_layout.setContentsMargins(6, 2, 6, 4)
        roll_layout.setSpacing(3)
        self.dice_due_label = QLabel()
        self.dice_due_label.setWordWrap(True)
        named(self.dice_due_label, translate("MoveBuilder", "Dice due"), "Dice due")
        roll_layout.addWidget(self.dice_due_label)
        roll_row = QHBoxLayout()
        self.roll_button = QPushButton(translate("MoveBuilder", "&Roll in the app"))
        self.roll_button.setToolTip(
            translate("MoveBuilder", "Roll the dice due in the app (Ctrl+R)")
        )
        named(self.roll_button, translate("MoveBuilder", "Roll in the app"), "Roll in the app")
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
        named(self.dice_label, translate("MoveBuilder", "Dice rolled"), "Dice rolled")
        roll_layout.addWidget(self.dice_label)
        self.select_row = QGridLayout()
        self.select_group = QButtonGroup(self)
        select_holder = QWidget()
        select_holder.setLayout(self.select_row)
        self.select_row.setContentsMargins(0, 0, 0, 0)
        self.select_row.setColumnStretch(6, 1)
        roll_layout.addWidget(select_holder)

    def fit(self, left: int, typed: Callable[[int], None]) -> None:
        """Give one entry per die due; entries already typed stay while the count holds (a face
        typed calls ``typed`` with the die's position)."""
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
            named(
                edit,
                translate("MoveBuilder", "Die {number} of {count}").format(
                    number=position + 1, count=left
                ),
                f"Die {position + 1} of {left}",
            )
            edit.setToolTip(
                translate("MoveBuilder", "The face of die {number} of {count} (1 to 6)").format(
                    number=position + 1, count=left
                )
            )
            edit.textEdited.connect(lambda _text, p=position: typed(p))
            self.die_row.insertWidget(position, edit)
            edit.show()
            QWidget.setTabOrder(previous, edit)
            previous = edit
            self.die_edits.append(edit)


class PowerBox(QGroupBox):
    """The use of Power: the Trait a Defensive or Recovery Move changes, or what a Leading
    Move makes or destroys."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("MoveBuilder", "Use of Power"), parent)
        self.power_layout = QFormLayout(self)
        self.power_layout.setContentsMargins(6, 2, 6, 2)
        self.power_layout.setVerticalSpacing(2)
        self.defensive_label = QLabel()
        named(
            self.defensive_label,
            translate("MoveBuilder", "Trait the Defensive Move lowers"),
            "Trait the Defensive Move lowers",
        )
        self.power_layout.addRow(translate("MoveBuilder", "Defends against"), self.defensive_label)
        self.recovery_combo = QComboBox()
        named(
            self.recovery_combo,
            translate("MoveBuilder", "Trait the Recovery Move changes"),
            "Trait the Recovery Move changes",
        )
        self.power_layout.addRow(translate("MoveBuilder", "Recovery &target"), self.recovery_combo)
        self.lead_combo = QComboBox()
        named(
            self.lead_combo,
            translate("MoveBuilder", "What the Leading Move does"),
            "What the Leading Move does",
        )
        for key, text in (
            (CREATE_TRAIT, translate("MoveBuilder", "Create a Trait")),
            (CREATE_ELEMENT, translate("MoveBuilder", "Create an Element")),
            (DESTROY_ELEMENT, translate("MoveBuilder", "Destroy an Element")),
        ):
            self.lead_combo.addItem(text, key)
        self.lead_holder = self.lead_combo
        self.power_layout.addRow(translate("MoveBuilder", "&Leading"), self.lead_combo)
        self.new_name_edit = QLineEdit()
        self.new_name_edit.setPlaceholderText(
            translate("MoveBuilder", "Name of the new Trait or Element")
        )
        named(
            self.new_name_edit,
            translate("MoveBuilder", "Name of the new Trait or Element"),
            "Name of the new Trait or Element",
        )
        self.power_layout.addRow(translate("MoveBuilder", "&Name"), self.new_name_edit)
        self.on_combo = QComboBox()
        named(self.on_combo, translate("MoveBuilder", "New Trait on"), "New Trait on")
        self.power_layout.addRow(translate("MoveBuilder", "Trait &on"), self.on_combo)
        self.extra_spin = QSpinBox()
        self.extra_spin.setRange(0, 20)
        named(self.extra_spin, translate("MoveBuilder", "Extra Fortune"), "Extra Fortune")
        self.power_layout.addRow(translate("MoveBuilder", "E&xtra Fortune"), self.extra_spin)
        self.destroy_combo = QComboBox()
        named(
            self.destroy_combo, translate("MoveBuilder", "Element to destroy"), "Element to destroy"
        )
        self.power_layout.addRow(translate("MoveBuilder", "&Element"), self.destroy_combo)
        for combo in (self.recovery_combo, self.on_combo, self.destroy_combo):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(16)

    def fill(self, engine: Challenge, names: dict[str, str], actor: str | None) -> None:
        """Offer the Traits a Recovery may change, where a new Trait may go, and the Elements
        a Leading Move may destroy (a new Trait goes on the actor at first)."""
        self.recovery_combo.clear()
        self.on_combo.clear()
        self.destroy_combo.clear()
        for ident, state in engine.personae.items():
            if not state.in_play:
                continue
            self.on_combo.addItem(
                translate("MoveBuilder", "{name} (a Trait)").format(name=names[ident]), ident
            )
            for trait in state.traits.values():
                text = (
                    translate(
                        "MoveBuilder", "{trait} — Negative Trait on {holder}, Strength {strength}"
                    )
                    if trait.negative
                    else translate(
                        "MoveBuilder", "{trait} — Trait on {holder}, Strength {strength}"
                    )
                )
                self.recovery_combo.addItem(
                    text.format(trait=trait.name, holder=names[ident], strength=trait.strength),
                    trait.id,
                )
        for element in engine.elements.values():
            self.on_combo.addItem(
                translate("MoveBuilder", "{name} (a Negative Trait on the Element)").format(
                    name=element.name
                ),
                element.id,
            )
            self.destroy_combo.addItem(
                translate("MoveBuilder", "{name}, Scale {scale}").format(
                    name=element.name, scale=element.scale
                ),
                element.id,
            )
            for trait in element.traits.values():
                self.recovery_combo.addItem(
                    translate(
                        "MoveBuilder", "{trait} — Negative Trait on {holder}, Strength {strength}"
                    ).format(trait=trait.name, holder=element.name, strength=trait.strength),
                    trait.id,
                )
        self.on_combo.setCurrentIndex(max(self.on_combo.findData(actor), 0))

    def show_fields(
        self, move_type: MoveType | None, engine: Challenge | None, actor: str | None
    ) -> None:
        """Show the fields the Move type (and, for a Leading Move, what it does) needs."""
        layout = self.power_layout
        defensive = move_type is MoveType.DEFENSIVE
        leading = move_type is MoveType.LEADING
        layout.setRowVisible(self.defensive_label, defensive)
        layout.setRowVisible(self.recovery_combo, move_type is MoveType.RECOVERY)
        kind = self.lead_kind()
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
                else translate("MoveBuilder", "{trait}, Strength {strength}").format(
                    trait=trait.name, strength=trait.strength
                )
            )
        self.destroy_combo.setEnabled(self.lead_kind() == DESTROY_ELEMENT)

    def lead_kind(self) -> str:
        """Return what a Leading Move does: create a Trait or an Element, or destroy one."""
        return str(self.lead_combo.currentData() or CREATE_TRAIT)

    def lead(self) -> Lead | str:
        """Return a Leading Move's part, or what is missing."""
        kind = self.lead_kind()
        if kind == DESTROY_ELEMENT:
            element = self.destroy_combo.currentData()
            if element is None:
                return translate("MoveBuilder", "Choose the Element to destroy")
            return DestroyElement(str(element))
        name = " ".join(self.new_name_edit.text().split())
        if kind == CREATE_TRAIT:
            if not name:
                return translate("MoveBuilder", "Name the new Trait")
            on = self.on_combo.currentData()
            return CreateTrait(name, str(on), extra_fortune=self.extra_spin.value())
        if not name:
            return translate("MoveBuilder", "Name the new Element")
        return CreateElement(name, extra_fortune=self.extra_spin.value())


class AffectingBox(QGroupBox):
    """The Traits the Actor names as affecting the Move (ruling R10)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            translate("MoveBuilder", "Traits that affect this Move (ruling R10)"), parent
        )
        self.affecting_layout = QFormLayout(self)
        self.affecting_layout.setContentsMargins(6, 2, 6, 2)
        self.affecting_combos: dict[str, QComboBox] = {}

    def fill(self, engine: Challenge, names: dict[str, str], changed: Callable[[], None]) -> None:
        """Offer each Trait in play (shown under ruling R10 only); a choice calls ``changed``."""
        while self.affecting_layout.rowCount():
            self.affecting_layout.removeRow(0)
        self.affecting_combos = {}
        shown = engine.rulings.R10 is R10.ON
        self.setVisible(shown)
        if not shown:
            return
        holders = [
            (names[ident], state.traits)
            for ident, state in engine.personae.items()
            if state.in_play
        ] + [(element.name, element.traits) for element in engine.elements.values()]
        for holder, traits in holders:
            for trait in traits.values():
                combo = QComboBox()
                for text, data in (
                    (translate("MoveBuilder", "does not apply"), None),
                    (translate("MoveBuilder", "Risk"), "risk"),
                    (translate("MoveBuilder", "Power"), "power"),
                ):
                    combo.addItem(text, data)
                sign = "−" if trait.negative else "+"
                label = f"{sign}{trait.name} {trait.strength} ({holder})"
                named(
                    combo,
                    translate("MoveBuilder", "Trait {trait} of {holder} affects").format(
                        trait=trait.name, holder=holder
                    ),
                    f"Trait {trait.name} of {holder} affects",
                )
                combo.currentIndexChanged.connect(changed)
                self.affecting_layout.addRow(label, combo)
                self.affecting_combos[trait.id] = combo

    def affecting(self) -> dict[str, str]:
        """Return the Traits the Actor says affect this Move, with the score each changes."""
        return {
            trait_id: str(combo.currentData())
            for trait_id, combo in self.affecting_combos.items()
            if combo.currentData() is not None
        }


class ResultBox(QGroupBox):
    """The narration, what the Move will do (or why not) and Apply."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("MoveBuilder", "Result"), parent)
        end_layout = QVBoxLayout(self)
        end_layout.setContentsMargins(6, 2, 6, 4)
        end_layout.setSpacing(3)
        self.narrate_edit = QLineEdit()
        self.narrate_edit.setPlaceholderText(
            translate("MoveBuilder", "Narrate the outcome (kept in the log)")
        )
        named(self.narrate_edit, translate("MoveBuilder", "Narration"), "Narration")
        end_layout.addWidget(self.narrate_edit)
        self.preview_label = QTextBrowser()
        self.preview_label.setMinimumHeight(70)
        # As tall as the column leaves it (its own hint would make the page scroll).
        self.preview_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        named(
            self.preview_label,
            translate("MoveBuilder", "What the Move will do"),
            "What the Move will do",
        )
        end_layout.addWidget(self.preview_label, 1)
        self.error_label = ChallengeErrorLabel(translate("MoveBuilder", "Why the Move is refused"))
        self.error_label.setObjectName("why-the-move-is-refused")
        end_layout.addWidget(self.error_label)
        self.apply_button = QPushButton(translate("MoveBuilder", "A&pply the Move"))
        self.apply_button.setToolTip(
            translate("MoveBuilder", "Apply the Move and save it (Ctrl+Enter)")
        )
        named(self.apply_button, translate("MoveBuilder", "Apply the Move"), "Apply the Move")
        end_layout.addWidget(self.apply_button)
