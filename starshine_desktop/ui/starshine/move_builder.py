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
from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtGui import (
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.starshine.challenge import Challenge
from starshine_desktop.rules.starshine.model import Event, MoveType, PoolBreakdown
from starshine_desktop.rules.starshine.rulings import R3
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.rules.starshine.steps import (
    Affecting,
    Lead,
    Move,
)
from starshine_desktop.services.starshine.challenge_lines import event_text
from starshine_desktop.services.starshine.challenge_words import ChallengeWords
from starshine_desktop.ui.i18n import game_term, refusal_text, translate
from starshine_desktop.ui.starshine.move_parts import (
    AffectingBox,
    MoveTypeBox,
    OddsBox,
    PoolBox,
    PowerBox,
    ResultBox,
    RollBox,
    named,
)

TYPE_SCORES = {
    MoveType.DEFENSIVE: Score.DEFENSE,
    MoveType.RECOVERY: Score.RECOVERY,
    MoveType.LEADING: Score.LEAD,
}


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
        named(self.actor_combo, self.tr("Acting Persona"), "Acting Persona")
        self.actor_combo.currentIndexChanged.connect(self._actor_changed)
        actor_label.setBuddy(self.actor_combo)
        declare_label = QLabel(self.tr("&Declares"))
        self.declare_edit = QLineEdit()
        named(self.declare_edit, self.tr("Declared action"), "Declared action")
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

        self.types = MoveTypeBox()
        left.addWidget(self.types)

        self.pool_box = PoolBox()
        left.addWidget(self.pool_box)

        self.odds = OddsBox()
        left.addWidget(self.odds, 1)

        self.roll_box = RollBox()
        right.addWidget(self.roll_box)

        self.power = PowerBox()
        right.addWidget(self.power)

        self.affecting_box = AffectingBox()
        right.addWidget(self.affecting_box)

        self.result = ResultBox()
        right.addWidget(self.result, 1)
        self._connect()

        self._lead_changed()
        roll_key = QShortcut(QKeySequence("Ctrl+R"), self)
        roll_key.activated.connect(self.roll)

    def _connect(self) -> None:
        """React to each choice: a change to the pool asks for the dice again; a change to
        the use of Power tries the step again."""
        for radio in self.types.type_radios.values():
            radio.toggled.connect(self._changed)
        pool = self.pool_box
        pool.stunt_check.toggled.connect(self._changed)
        for spin in (pool.target_spin, pool.time_spin, pool.significance_spin, pool.scope_spin):
            spin.valueChanged.connect(self._changed)
        pool.pay_dice_spin.valueChanged.connect(self._pay_changed)
        self.roll_box.roll_button.clicked.connect(self.roll)
        self.roll_box.select_group.idToggled.connect(lambda _id, _on: self._preview())
        power = self.power
        power.lead_combo.currentIndexChanged.connect(self._lead_changed)
        power.new_name_edit.textChanged.connect(self._preview_if_ready)
        for combo in (power.recovery_combo, power.on_combo, power.destroy_combo):
            combo.currentIndexChanged.connect(self._preview_if_ready)
        power.extra_spin.valueChanged.connect(self._preview_if_ready)
        self.result.apply_button.clicked.connect(self.apply)

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
        for edit in (
            self.declare_edit,
            self.result.narrate_edit,
            self.power.new_name_edit,
            *self.roll_box.die_edits,
        ):
            edit.clear()
        self.pool_box.stunt_check.setChecked(False)
        self.power.extra_spin.setValue(0)
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
        for check in self.pool_box.aid_checks.values():
            self.pool_box.aid_row.removeWidget(check)
            check.hide()
            check.deleteLater()
        self.pool_box.aid_checks = {}
        previous: QWidget = self.pool_box.target_spin
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
                named(
                    check,
                    self.tr("Aid from {name}").format(name=self._names[ident]),
                    f"Aid from {self._names[ident]}",
                )
                check.toggled.connect(self._changed)
                self.pool_box.aid_row.addWidget(
                    check, len(self.pool_box.aid_checks) // 2, len(self.pool_box.aid_checks) % 2
                )
                check.show()
                QWidget.setTabOrder(previous, check)
                previous = check
                self.pool_box.aid_checks[ident] = check
        refusals = engine.move_type_refusals(actor) if actor is not None else {}
        legal: dict[MoveType, str | None] = {}
        for move_type in self.types.type_radios:
            if move_type not in refusals:
                legal[move_type] = self.tr("No Persona may move now")
            else:
                refusal = refusals[move_type]
                legal[move_type] = (
                    None if refusal is None else refusal_text(self._words.spoken(refusal))
                )
        for move_type, radio in self.types.type_radios.items():
            reason = legal[move_type]
            radio.setEnabled(reason is None)
            self.types.type_reasons[move_type].setText(reason or "")
            self.types.type_reasons[move_type].setVisible(reason is not None)
        # Every Move starts from the acting Persona's own defaults, never the last Move's:
        # the first legal type, no Stunt, no Aid, the smallest Scope, a new Trait on the actor.
        for move_type in (MoveType.DEFENSIVE, MoveType.LEADING, MoveType.RECOVERY):
            if legal.get(move_type, "no") is None:
                self.types.type_radios[move_type].setChecked(True)
                break
        self.pool_box.stunt_check.setChecked(False)
        self.pool_box.target_spin.setValue(6)
        for spin in (
            self.pool_box.time_spin,
            self.pool_box.significance_spin,
            self.pool_box.scope_spin,
        ):
            spin.setValue(spin.minimum())
        self.power.lead_combo.setCurrentIndex(0)
        self.power.extra_spin.setValue(0)
        self.affecting_box.fill(engine, self._names, self._changed)
        self.power.fill(engine, self._names, self.actor)
        two_parts = engine.rulings.R3 is R3.TWO_TO_SIX
        self.pool_box.time_spin.setVisible(two_parts)
        self.pool_box.significance_spin.setVisible(two_parts)
        self.pool_box.scope_spin.setVisible(not two_parts)
        self._loading = False
        self._changed()

    def affecting(self) -> dict[str, str]:
        """Return the Traits the Actor says affect this Move, with the score each changes."""
        return self.affecting_box.affecting()

    # Reacting to choices -------------------------------------------------------------

    def move_type(self) -> MoveType | None:
        """Return the Move type chosen (None when none is legal)."""
        for move_type, radio in self.types.type_radios.items():
            if radio.isChecked() and radio.isEnabled():
                return move_type
        return None

    def scope(self) -> int:
        """Return the Scope the Director set."""
        if self.pool_box.scope_spin.isVisibleTo(self) or (
            self._engine is not None and self._engine.rulings.R3 is R3.ONE_TO_SIX
        ):
            return self.pool_box.scope_spin.value()
        return self.pool_box.time_spin.value() + self.pool_box.significance_spin.value()

    def aid_from(self) -> list[str]:
        """Return the helping Personae, in order."""
        return [ident for ident, check in self.pool_box.aid_checks.items() if check.isChecked()]

    def pool(self) -> PoolBreakdown | None:
        """Return the pool by its parts for the choices made."""
        move_type = self.move_type()
        if self._engine is None or self.actor is None or move_type is None:
            return None
        return self._engine.pool(
            self.actor,
            move_type,
            stunt=self.pool_box.stunt_check.isChecked(),
            aid_from=self.aid_from(),
        )

    def dice_left(self) -> int:
        """Return the number of dice to roll after paying."""
        pool = self.pool()
        return 0 if pool is None else max(0, pool.total - self.pool_box.pay_dice_spin.value())

    def _lead_changed(self) -> None:
        self.power.show_fields(self.move_type(), self._engine, self.actor)
        self._preview_if_ready()

    def _changed(self) -> None:
        """Re-read the pool and odds; a change to the pool means the dice must be rolled again."""
        if self._loading or self._engine is None:
            return
        engine = self._engine
        self._dice = None
        self.pool_box.target_spin.setEnabled(self.pool_box.stunt_check.isChecked())
        move_type = self.move_type()
        actor = self.actor
        self.roll_box.roll_button.setEnabled(move_type is not None)
        self.power.show_fields(move_type, self._engine, self.actor)
        pool = self.pool()
        scope = self.scope()
        self.pool_box.scope_label.setText(self.tr("= Scope {scope}").format(scope=scope))
        if pool is None or actor is None or move_type is None:
            self.pool_box.pool_label.setText(
                self.tr("No Persona may move now.")
                if actor is None
                else self.tr("No Move type is legal now.")
            )
            self.pool_box.pay_fortune_label.clear()
            self.odds.odds_table.set_lines([])
            self.odds.odds_note.clear()
            self.roll_box.fit(
                self.dice_left() if self.move_type() is not None else 0, self._die_typed
            )
            self._show_dice()
            return
        self.pool_box.pool_label.setText(
            pool_text(pool, stunt=self.pool_box.stunt_check.isChecked())
        )
        fortune = engine.persona(actor).fortune
        most = min(scope, pool.total)
        self.pool_box.pay_dice_spin.blockSignals(True)
        self.pool_box.pay_dice_spin.setRange(0, most)
        if self._pay_auto:
            self.pool_box.pay_dice_spin.setValue(most)
        self.pool_box.pay_dice_spin.blockSignals(False)
        paid_fortune = scope - self.pool_box.pay_dice_spin.value()
        self.pool_box.pay_fortune_label.setText(
            self.tr("+ Fortune {paid} (has {fortune})").format(paid=paid_fortune, fortune=fortune)
        )
        stunt = self.pool_box.stunt_check.isChecked()
        self.odds.show_odds(
            engine,
            (actor, move_type, self.affecting()),
            self.dice_left(),
            self.pool_box.target_spin.value() if stunt else None,
            self._words,
        )
        self.roll_box.fit(self.dice_left() if self.move_type() is not None else 0, self._die_typed)
        self._take_typed()

    # Dice ----------------------------------------------------------------------------

    def dice_due_text(self) -> str:
        """Return how many dice to roll and why: "Type 4 dice: pool 6 − 2 paid for the Scope"."""
        pool = self.pool()
        if pool is None:
            return ""
        paid = self.pool_box.pay_dice_spin.value()
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

    def _die_typed(self, position: int) -> None:
        """Take the faces once every die is typed; move on to the next die."""
        edit = self.roll_box.die_edits[position]
        if edit.text() and position + 1 < len(self.roll_box.die_edits):
            self.roll_box.die_edits[position + 1].setFocus()
            self.roll_box.die_edits[position + 1].selectAll()
        self._take_typed()

    def typed_faces(self) -> list[int]:
        """Return the faces typed so far, in order (blank entries left out)."""
        return [int(edit.text()) for edit in self.roll_box.die_edits if edit.text()]

    def _take_typed(self) -> None:
        faces = self.typed_faces()
        due = self.dice_left() if self.move_type() is not None else 0
        self._dice = faces if self.move_type() is not None and len(faces) == due else None
        self._show_dice()

    def type_faces(self, faces: list[int]) -> None:
        """Put faces in the entries, one per die (what a person types, or the app's roll)."""
        for edit, face in zip(self.roll_box.die_edits, faces, strict=False):
            edit.setText(str(face))
        self._take_typed()

    def roll(self) -> None:
        """Roll the dice due in the app."""
        if not self.roll_box.roll_button.isEnabled() or self.move_type() is None:
            return
        self.type_faces([self._rng.randint(1, 6) for _ in range(self.dice_left())])

    def _show_dice(self) -> None:
        for button in self.roll_box.select_group.buttons():
            self.roll_box.select_group.removeButton(button)
            self.roll_box.select_row.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.result.error_label.clear()
        self.roll_box.dice_due_label.setText(self.dice_due_text())
        if self._dice is None:
            typed, due = len(self.typed_faces()), len(self.roll_box.die_edits)
            self.roll_box.dice_label.setText(
                self.tr("{typed} of {due} dice typed.").format(typed=typed, due=due)
                if typed and self.move_type() is not None
                else ""
            )
            self.result.preview_label.clear()
            self.result.apply_button.setEnabled(False)
            self.hint_changed.emit()
            return
        faces = ", ".join(str(face) for face in self._dice) or self.tr("no dice")
        self.roll_box.dice_label.setText(self.tr("Dice: {faces}").format(faces=faces))
        if self._dice and not self.pool_box.stunt_check.isChecked():
            highest = max(self._dice)
            for position, face in enumerate(self._dice):
                button = QRadioButton(self.tr("keep {face}").format(face=face))
                named(
                    button,
                    self.tr("Keep die {number} showing {face}").format(
                        number=position + 1, face=face
                    ),
                    f"Keep die {position + 1} showing {face}",
                )
                self.roll_box.select_group.addButton(button, position)
                self.roll_box.select_row.addWidget(button, position // 6, position % 6)
                button.show()
            previous: QWidget = (
                self.roll_box.die_edits[-1]
                if self.roll_box.die_edits
                else self.roll_box.roll_button
            )
            for button in self.roll_box.select_group.buttons():
                QWidget.setTabOrder(previous, button)
                previous = button
            self.roll_box.select_group.blockSignals(True)
            self.roll_box.select_group.button(self._dice.index(highest)).setChecked(True)
            self.roll_box.select_group.blockSignals(False)
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
        if self.result.apply_button.isEnabled():
            if len(self.roll_box.select_group.buttons()) > 1:
                return self.tr("choose the die to keep, then apply the Move")
            return self.tr("apply the Move")
        if self._refused:
            return self.tr("the rules refuse this Move: see why, and change it")
        error = self.result.error_label.text()
        return error[:1].lower() + error[1:]

    def selected_face(self) -> int | None:
        """Return the face of the die chosen (None for a Stunt or no dice)."""
        if self._dice is None or not self._dice or self.pool_box.stunt_check.isChecked():
            return None
        checked = self.roll_box.select_group.checkedId()
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
            trait = self.power.recovery_combo.currentData()
            if trait is None:
                return self.tr("Choose the Trait the Recovery Move changes")
        elif move_type is MoveType.LEADING:
            made = self.power.lead()
            if isinstance(made, str):
                return made
            lead = made
        stunt = self.pool_box.stunt_check.isChecked()
        scope = self.scope()
        pay_dice = self.pool_box.pay_dice_spin.value()
        chosen = self.affecting()
        return Move(
            actor=actor,
            type=move_type,
            scope=scope,
            pay_dice=pay_dice,
            pay_fortune=scope - pay_dice,
            dice=tuple(self._dice),
            stunt=stunt,
            target=self.pool_box.target_spin.value() if stunt else None,
            aid_from=tuple(self.aid_from()),
            select=self.selected_face(),
            trait=trait,
            lead=lead,
            affecting=tuple(
                Affecting(t, "risk" if score == "risk" else "power") for t, score in chosen.items()
            )
            or None,
            declare=self.declare_edit.text().strip() or None,
            narrate=self.result.narrate_edit.text().strip() or None,
        )

    def _preview(self) -> None:
        """Try the step on a copy of the Challenge and show what it does, or why not."""
        self._try_step()
        self.hint_changed.emit()

    def _try_step(self) -> None:
        self._refused = False
        self.result.error_label.clear()
        self.result.preview_label.clear()
        self.last_preview = []
        step = self.build_step()
        if isinstance(step, str):
            self.result.error_label.setText(step)
            self.result.apply_button.setEnabled(False)
            return
        trial = copy.deepcopy(self._engine)
        assert trial is not None
        try:
            events = trial.apply(step)
        except RuleError as error:
            self.result.error_label.setText(refusal_text(self._words.refused(error)))
            self._refused = True
            self.result.apply_button.setEnabled(False)
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
        self.result.preview_label.setHtml(
            "<b>" + self.tr("This Move will do:") + "</b><br>" + "<br>".join(lines)
        )
        self.result.apply_button.setEnabled(True)

    def apply(self) -> None:
        """Hand the step to the wizard, which applies and saves it."""
        if not self.result.apply_button.isEnabled():
            return
        step = self.build_step()
        if isinstance(step, str):
            self.result.error_label.setText(step)
            return
        refusal = self._submit(step)
        if refusal is not None:
            self.result.error_label.setText(refusal)
