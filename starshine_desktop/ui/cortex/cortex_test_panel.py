"""The Cortex tab's "Test" panel: a Persona rolls a test with their stress (seed 002).

The player types a pool and picks what they roll against; for the Persona's stress they
choose where the die goes (the GM's opposition, pushed into their own pool for a plot point,
or d4 stress into their own pool for a plot point); with the die in the opposition, the GM
may pay the player a plot point for each further stress type added to it ("and the GM pays
1 plot point to add"). Choices the rules refuse are disabled with the engine's reason beside
them. The exact odds show before rolling; faces can be
rolled here or typed. "Apply to the sheet" settles the stress use as one undoable step, and
after a failure "Take stress" inflicts stress at the GM's effect die, of the type the GM
names. Every rule is the engine's (``rules.cortex.stress_use``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules import cortex
from starshine_desktop.rules.cortex import (
    STRESS_USES,
    CortexCharacter,
    DicePool,
    Die,
    PlannedTest,
    RolledTest,
    StressType,
    StressUse,
    best_result,
    roll_from_faces,
    roll_pool,
)
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import Refusal
from starshine_desktop.ui.cortex.paid_stress import PaidStressChoice, stress_name
from starshine_desktop.ui.cortex.pool_tool import (
    describe_judgement,
    describe_roll,
    outcome_bars,
)
from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.i18n import game_term, refusal_text, translate
from starshine_desktop.ui.widgets.cortex_statement_inputs import (
    NUMBER,
    DifficultyInputs,
    error_label,
    parse_faces,
    read_pool,
)
from starshine_desktop.ui.widgets.odds_bar import OddsBar

_USE_NAMES = {
    StressUse.OPPOSITION: "opposition",
    StressUse.PUSHED: "pushed",
    StressUse.D4_OWN_POOL: "d4",
}


def _die_text(die: Die | None) -> str:
    return translate("CortexTestPanel", "none") if die is None else die.label


def _plot_points(count: int) -> str:
    if count == 1:
        return translate("CortexTestPanel", "1 plot point")
    return translate("CortexTestPanel", "{count} plot points").format(count=count)


def _kind(kind: StressType | str) -> str:
    """Return a stress type as a sentence names it ("physical")."""
    return game_term(str(kind))


def _paid_kinds(kinds: tuple[StressType, ...]) -> str:
    return translate("CortexTestPanel", " and ").join(_kind(kind) for kind in kinds)


def describe_settlement(settled: cortex.SettledTest) -> str:
    """Return what settling a test does to the sheet, in words."""
    parts = []
    if settled.gm_paid:
        parts.append(
            translate(
                "CortexTestPanel", "the GM pays {points} for {kinds} stress in the opposition"
            ).format(points=_plot_points(len(settled.gm_paid)), kinds=_paid_kinds(settled.gm_paid))
        )
    before, after = settled.plot_points_before, settled.plot_points_after
    if after != before:
        parts.append(
            translate("CortexTestPanel", "plot points {before} → {after}").format(
                before=before, after=after
            )
        )
    for change in settled.changes:
        text = (
            translate("CortexTestPanel", "{kind} stress {before} → {after} (stressed out)")
            if change.stressed_out
            else translate("CortexTestPanel", "{kind} stress {before} → {after}")
        )
        parts.append(
            text.format(
                kind=_kind(change.kind),
                before=_die_text(change.before),
                after=_die_text(change.after),
            )
        )
    return "; ".join(parts)


class CortexTestPanel(QGroupBox):
    """Roll a test with one Persona's pool and stress, then apply it to the sheet."""

    def __init__(
        self,
        host: SectionHost,
        rng: Callable[[], random.Random],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Test"))
        self.setObjectName("cortex-test")
        self.host = host
        self._rng = rng
        self.persona_id: int | None = None
        self.character: CortexCharacter | None = None
        self.test: RolledTest | None = None
        self.applied = False
        self.taken = False
        self._filling = False
        form = QFormLayout(self)
        self._add_pool_rows(form)
        self._add_against_rows(form)
        self._add_stress_rows(form)
        self._add_roll_rows(form)
        self._add_apply_rows(form)
        self._add_failure_rows(form)
        self._connect_inputs()
        self.show_persona(None)

    def _add_pool_rows(self, form: QFormLayout) -> None:
        """Add the pool typed and the extra dice in the total, with its message."""
        self.pool_edit = QLineEdit()
        self.pool_edit.setObjectName("test-pool")
        self.pool_edit.setPlaceholderText(self.tr("your pool, e.g. d8,d6,d6"))
        self.extra_spin = QSpinBox()
        self.extra_spin.setObjectName("test-extra-dice")
        self.extra_spin.setRange(0, 10)
        self.extra_spin.setToolTip(self.tr("Dice past two in the total: one plot point each"))
        pool_row = QHBoxLayout()
        pool_row.addWidget(self.pool_edit, 1)
        pool_row.addWidget(QLabel(self.tr("Extra dice in the total")))
        pool_row.addWidget(self.extra_spin)
        form.addRow(self.tr("Your pool"), pool_row)
        self.pool_error = error_label("test-pool-error")
        form.addRow(self.pool_error)

    def _add_against_rows(self, form: QFormLayout) -> None:
        """Add what the test is against (a level, a number or a pool), with its message."""
        self.against = DifficultyInputs("test-against", self.tr("the GM's pool, e.g. d10,d8,d6"))
        self.mode_combo = self.against.mode_combo
        self.level_combo = self.against.level_combo
        self.number_edit = self.against.number_edit
        self.opposition_edit = self.against.opposition_edit
        against = QHBoxLayout()
        against.addWidget(self.mode_combo)
        against.addWidget(self.against.mode_stack, 1)
        form.addRow(self.tr("Against"), against)
        self.difficulty_error = error_label("test-difficulty-error")
        form.addRow(self.difficulty_error)

    def _add_stress_rows(self, form: QFormLayout) -> None:
        """Add the stress die and how it is used, the paid second stress, and their message."""
        self.stress_combo = QComboBox()
        self.stress_combo.setObjectName("test-stress-kind")
        form.addRow(self.tr("Stress"), self.stress_combo)
        uses = QVBoxLayout()
        uses.setSpacing(2)
        self.use_group = QButtonGroup(self)
        self.use_buttons: dict[StressUse, QRadioButton] = {}
        self.reason_labels: dict[StressUse, QLabel] = {}
        for use in STRESS_USES:
            button = QRadioButton(game_term(use.label))
            button.setObjectName(f"test-use-{_USE_NAMES[use]}")
            self.use_group.addButton(button)
            reason = QLabel()
            reason.setObjectName(f"test-use-{_USE_NAMES[use]}-reason")
            reason.setStyleSheet("font-style: italic; margin-left: 22px;")
            reason.setWordWrap(True)
            uses.addWidget(button)
            uses.addWidget(reason)
            self.use_buttons[use] = button
            self.reason_labels[use] = reason
            button.toggled.connect(self._use_toggled)
        form.addRow("", uses)
        self.paid = PaidStressChoice("test")
        self.paid_boxes = self.paid.boxes
        self.paid_reason = self.paid.reason
        self._paid_refusals = ""
        self.paid.changed.connect(self._paid_toggled)
        form.addRow(self.tr("Second stress"), self.paid)
        self.plan_error = error_label("test-plan-error")
        form.addRow(self.plan_error)

    def _add_roll_rows(self, form: QFormLayout) -> None:
        """Add the exact odds, the faces typed, Roll the test and its result."""
        self.odds_bar = OddsBar()
        self.odds_bar.setObjectName("test-odds")
        self.odds_bar.setMinimumHeight(130)
        form.addRow(self.tr("Exact odds"), self.odds_bar)

        self.faces_edit = QLineEdit()
        self.faces_edit.setObjectName("test-faces")
        self.faces_edit.setPlaceholderText(
            self.tr("your faces, largest die first (blank: roll here)")
        )
        form.addRow(self.tr("Your faces"), self.faces_edit)
        self.gm_faces_edit = QLineEdit()
        self.gm_faces_edit.setObjectName("test-gm-faces")
        self.gm_faces_edit.setPlaceholderText(
            self.tr("the GM's faces, largest die first (blank: roll here)")
        )
        form.addRow(self.tr("GM's faces"), self.gm_faces_edit)
        self.roll_error = error_label("test-roll-error")
        form.addRow(self.roll_error)
        self.roll_button = QPushButton(self.tr("Roll the test"))
        self.roll_button.setObjectName("test-roll")
        form.addRow("", self.roll_button)
        self.result_label = QLabel()
        self.result_label.setObjectName("test-result")
        self.result_label.setWordWrap(True)
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        form.addRow(self.tr("Result"), self.result_label)

    def _add_apply_rows(self, form: QFormLayout) -> None:
        """Add Apply to the sheet, what was applied, and its message."""
        self.apply_button = QPushButton(self.tr("Apply to the sheet"))
        self.apply_button.setObjectName("test-apply")
        self.applied_label = QLabel()
        self.applied_label.setObjectName("test-applied")
        self.applied_label.setWordWrap(True)
        apply_row = QHBoxLayout()
        apply_row.addWidget(self.apply_button)
        apply_row.addWidget(self.applied_label, 1)
        form.addRow("", apply_row)
        self.apply_error = error_label("test-apply-error")
        form.addRow(self.apply_error)

    def _add_failure_rows(self, form: QFormLayout) -> None:
        """Add the stress taken after a failure (type and die), with its message."""
        self.failure_kind = QComboBox()
        self.failure_kind.setObjectName("test-failure-kind")
        for kind in StressType:
            self.failure_kind.addItem(stress_name(kind), kind)
        self.failure_die = QComboBox()
        self.failure_die.setObjectName("test-failure-die")
        for die in Die:
            self.failure_die.addItem(die.label, die)
        self.failure_die.setToolTip(
            self.tr("The GM's effect die (named by the GM against a number)")
        )
        self.take_button = QPushButton(self.tr("Take stress"))
        self.take_button.setObjectName("test-take-stress")
        failure_row = QHBoxLayout()
        failure_row.addWidget(QLabel(self.tr("Stress type")))
        failure_row.addWidget(self.failure_kind)
        failure_row.addWidget(QLabel(self.tr("Die")))
        failure_row.addWidget(self.failure_die)
        failure_row.addWidget(self.take_button)
        failure_row.addStretch(1)
        form.addRow(self.tr("After a failure"), failure_row)
        self.take_error = error_label("test-take-error")
        form.addRow(self.take_error)

    def _connect_inputs(self) -> None:
        """Recompute the odds and choices as the inputs change; wire the buttons."""
        self.mode_combo.currentIndexChanged.connect(self._mode_changed)
        for signal in (
            self.level_combo.currentIndexChanged,
            self.number_edit.textChanged,
            self.opposition_edit.textChanged,
            self.pool_edit.textChanged,
            self.extra_spin.valueChanged,
        ):
            signal.connect(lambda *_: self._inputs_changed())
        self.stress_combo.currentIndexChanged.connect(lambda *_: self._kind_changed())
        self.roll_button.clicked.connect(self.roll)
        self.apply_button.clicked.connect(self.apply)
        self.take_button.clicked.connect(self.take_stress)

    # Reading -------------------------------------------------------------------------

    def show_persona(self, persona_id: int | None) -> None:
        """Show another Persona (or none): forget the test rolled and pick their stress."""
        self.persona_id = persona_id
        self.test = None
        self.applied = self.taken = False
        for label in (self.result_label, self.applied_label):
            label.clear()
        for edit in (self.faces_edit, self.gm_faces_edit):
            edit.clear()
        self._untick_paid()
        self.refresh(pick_stress=True)

    def _untick_paid(self) -> None:
        """Turn every paid stress choice off (a new Persona or stress type starts without)."""
        self.paid.clear()

    def _read_character(self) -> CortexCharacter | None:
        if self.persona_id is None:
            return None
        try:
            return self.host.campaign.cortex_sheets.cortex_character(self.persona_id)
        except Refusal:
            return None

    def refresh(self, pick_stress: bool = False) -> None:
        """Read the sheet again and offer the stress uses it allows."""
        self.character = self._read_character()
        current = self.stress_combo.currentData()
        self._filling = True
        self.stress_combo.clear()
        self.stress_combo.addItem(self.tr("No stress"), None)
        stress = {} if self.character is None else self.character.stress
        held = [(kind, stress[kind]) for kind in StressType if kind in stress]
        for kind, die in held:
            self.stress_combo.addItem(
                self.tr("{kind} {die}").format(kind=stress_name(kind), die=die.label),
                kind,
            )
        wanted = held[0][0] if pick_stress and held else current
        index = self.stress_combo.findData(wanted)
        self.stress_combo.setCurrentIndex(max(index, 0))
        self._filling = False
        self._offer_uses(keep=not pick_stress)
        self.roll_button.setEnabled(self.character is not None)
        self._update_buttons()

    def _kind(self) -> StressType | None:
        data = self.stress_combo.currentData()
        return None if data is None else StressType(data)

    def _use(self) -> StressUse | None:
        for use, button in self.use_buttons.items():
            if button.isChecked() and button.isEnabled():
                return use
        return None

    def _offer_uses(self, keep: bool) -> None:
        """Enable the uses the engine allows; choose the default one unless kept."""
        kind = self._kind()
        previous = self._use() if keep else None
        options: tuple[cortex.StressOption, ...] = ()
        if self.character is not None and kind is not None:
            options = cortex.stress_options(
                self.character, kind, self.mode_combo.currentIndex() == NUMBER
            )
        allowed = {option.use: option for option in options}
        self._filling = True
        self.use_group.setExclusive(False)
        for use, button in self.use_buttons.items():
            option = allowed.get(use)
            button.setEnabled(option is not None and option.allowed)
            button.setChecked(False)
            reason = "" if option is None else option.reason
            self.reason_labels[use].setText(reason)
            self.reason_labels[use].setVisible(bool(reason))
            button.setToolTip(reason)
        kept = allowed.get(previous) if previous is not None else None
        chosen = previous if kept is not None and kept.allowed else None
        if chosen is None:
            chosen = cortex.default_use(options)
        if chosen is not None:
            self.use_buttons[chosen].setChecked(True)
        self.use_group.setExclusive(True)
        self._offer_paid()
        self._filling = False
        self.update_odds()

    def _paid(self) -> tuple[StressType, ...]:
        """Return the stress types ticked for the GM to pay for (allowed ones only)."""
        return self.paid.chosen()

    def _offer_paid(self) -> None:
        """Offer the further stress types the engine lets the GM pay to add, or say why not."""
        kind, use = self._kind(), self._use()
        against_number = self.mode_combo.currentIndex() == NUMBER
        character = self.character
        general = self.tr("no Persona") if character is None else ""
        options: tuple[cortex.PaidStressOption, ...] = ()
        if character is not None:
            refusal = cortex.paid_stress_general_refusal(character, kind, use, against_number)
            general = "" if refusal is None else refusal_text(refusal)
            options = cortex.paid_stress_options(character, kind, use, against_number)
        dice = None if character is None else {k: character.stress_die(k) for k in StressType}
        self._paid_refusals = self.paid.offer(kind, general, options, dice=dice)
        self._show_paid_note()

    def _show_paid_note(self) -> None:
        """Say why a type cannot be added, and who gets the GM's plot points when one is."""
        lines = [self._paid_refusals] if self._paid_refusals else []
        paid = self._paid()
        if paid and self.character is not None:
            lines.append(
                self.tr(
                    "The GM gives {name} {points} for {kinds} stress when the test is applied."
                ).format(
                    name=self.character.name,
                    points=_plot_points(len(paid)),
                    kinds=_paid_kinds(paid),
                )
            )
        self.paid.show_note(lines)

    def _paid_toggled(self) -> None:
        if not self._filling:
            self._show_paid_note()
            self.update_odds()

    def _mode_changed(self, mode: int) -> None:
        self.gm_faces_edit.setEnabled(mode != NUMBER)
        self._offer_uses(keep=True)

    def _kind_changed(self) -> None:
        if not self._filling:
            self._untick_paid()
            self._offer_uses(keep=False)

    def _use_toggled(self, checked: bool) -> None:
        if checked and not self._filling:
            self._filling = True
            self._offer_paid()
            self._filling = False
            self.update_odds()

    def _inputs_changed(self) -> None:
        if not self._filling:
            self.update_odds()

    def _difficulty(self) -> int | DicePool:
        return self.against.difficulty()

    def _clear_entry_errors(self) -> None:
        for label in (self.pool_error, self.difficulty_error, self.plan_error):
            label.clear()

    def plan(self) -> PlannedTest | None:
        """Return the test as it will be rolled, or None (the reason shown by its field)."""
        self._clear_entry_errors()
        if self.character is None:
            return None
        try:
            pool = read_pool(self.pool_edit.text(), "your pool")
        except Refusal as error:
            self.pool_error.setText(refusal_text(error))
            return None
        try:
            difficulty = self._difficulty()
        except Refusal as error:
            self.difficulty_error.setText(refusal_text(error))
            return None
        try:
            return cortex.plan_test(
                self.character,
                pool,
                difficulty,
                self._kind(),
                self._use(),
                self.extra_spin.value(),
                self._paid(),
            )
        except Refusal as error:
            self.plan_error.setText(refusal_text(error))
            return None

    def update_odds(self) -> None:
        """Show the exact odds of the test as it will be rolled (none until a pool is typed)."""
        if not self.pool_edit.text().strip():
            self._clear_entry_errors()
            self.odds_bar.set_bars([], "")
            return
        plan = self.plan()
        if plan is None:
            self.odds_bar.set_bars([], "")
            return
        against = (
            plan.difficulty.label if isinstance(plan.difficulty, DicePool) else plan.difficulty
        )
        caption = self.tr("{pool} against {against}: hitch {hitch}%").format(
            pool=plan.pool.label, against=against, hitch=f"{float(plan.hitch_odds()) * 100:.1f}"
        )
        self.odds_bar.set_bars(outcome_bars(plan.odds()), caption)

    # Rolling and applying ------------------------------------------------------------

    def roll(self) -> None:
        """Roll the planned test (or read the faces typed) and show the result."""
        self.roll_error.clear()
        plan = self.plan()
        if plan is None:
            self.roll_error.setText(self.tr("fix the entries above before rolling"))
            return
        rng = self._rng()
        try:
            faces = parse_faces(self.faces_edit.text())
            roll = roll_pool(plan.pool, rng) if faces is None else roll_from_faces(plan.pool, faces)
            gm = None
            if isinstance(plan.difficulty, DicePool):
                gm_faces = parse_faces(self.gm_faces_edit.text())
                gm_roll = (
                    roll_pool(plan.difficulty, rng)
                    if gm_faces is None
                    else roll_from_faces(plan.difficulty, gm_faces)
                )
                gm = best_result(gm_roll)
            test = RolledTest(plan, best_result(roll, plan.extra_dice), gm)
        except Refusal as error:
            self.roll_error.setText(refusal_text(error))
            return
        self.test = test
        self.applied = self.taken = False
        self.applied_label.clear()
        self.apply_error.clear()
        self.take_error.clear()
        self.result_label.setText(self._describe(test))
        self._update_buttons()

    def _preview(self, test: RolledTest) -> cortex.SettledTest | None:
        """Return what applying the test would do, settled on a copy of the sheet."""
        character = self._read_character()
        if character is None:
            return None
        try:
            return cortex.settle_test(character, test)
        except Refusal:
            return None

    def _describe(self, test: RolledTest) -> str:
        player = test.player
        total = (
            self.tr("<b>Total {total}</b> · effect die {effect} · hitches {hitches} · <b>Botch</b>")
            if player.botch
            else self.tr("<b>Total {total}</b> · effect die {effect} · hitches {hitches}")
        )
        lines = [
            self.tr("You: {roll}").format(roll=describe_roll(player)),
            total.format(
                total=player.total,
                effect=test.resolved.effect_die.label,
                hitches=player.hitches,
            ),
        ]
        if test.gm is not None:
            lines.append(
                self.tr("GM: {roll} → difficulty {total}, effect die {effect}").format(
                    roll=describe_roll(test.gm),
                    total=test.gm.total,
                    effect=test.gm.effect_die.label,
                )
            )
        else:
            lines.append(self.tr("Against {difficulty}").format(difficulty=test.difficulty))
        lines.append(f"<b>{describe_judgement(test.resolved.judgement, player)}</b>")
        if not test.beaten:
            effect = test.stress_die_on_failure
            if effect is None:
                harm = self.tr(
                    "If the failure harms you, you take stress at the GM's effect die "
                    "(the GM's type)"
                )
            else:
                harm = self.tr(
                    "If the failure harms you, you take stress at the GM's effect die, {die} "
                    "(the GM's type)"
                ).format(die=effect.label)
            lines.append(harm)
        settled = self._preview(test)
        if settled is not None and describe_settlement(settled):
            lines.append(
                self.tr("To apply: {changes}").format(changes=describe_settlement(settled))
            )
        return "<br>".join(lines)

    def _update_buttons(self) -> None:
        """Apply once when the test changes the sheet; then, after a failure, take stress."""
        test = self.test
        needs_apply = test is not None and test.changes_sheet
        self.apply_button.setEnabled(needs_apply and not self.applied)
        failed = test is not None and not test.beaten
        ready = failed and (self.applied or not needs_apply) and not self.taken
        self.take_button.setEnabled(ready)
        self.failure_kind.setEnabled(ready)
        self.failure_die.setEnabled(ready and test is not None and test.gm is None)
        if test is not None and test.stress_die_on_failure is not None:
            self.failure_die.setCurrentIndex(self.failure_die.findData(test.stress_die_on_failure))

    def _name(self) -> str:
        return "" if self.character is None else self.character.name

    def apply(self) -> None:
        """Apply the test's stress use to the sheet as one undoable step."""
        test, persona_id = self.test, self.persona_id
        if test is None or persona_id is None:
            return
        service = self.host.campaign.cortex_sheets
        settled: list[cortex.SettledTest] = []

        def settle() -> Edit:
            done = service.settle_test(persona_id, test)
            settled.append(done.value)
            return done.edit

        plan = test.plan
        kind = "" if plan.kind is None else _kind(plan.kind)
        if plan.paid:
            text = self.tr("{name} is paid {points} by the GM for {kinds} stress in a test").format(
                name=self._name(),
                points=_plot_points(plan.gm_plot_points),
                kinds=_paid_kinds(plan.paid_stress),
            )
        elif plan.use is StressUse.PUSHED:
            text = self.tr("{name} pushes {kind} stress in a test").format(
                name=self._name(), kind=kind
            )
        elif plan.use is StressUse.D4_OWN_POOL:
            text = self.tr("{name} uses d4 {kind} stress in a test").format(
                name=self._name(), kind=kind
            )
        else:
            text = self.tr("{name} pays for extra dice in a test").format(name=self._name())
        self.apply_error.clear()
        refused = self.apply_error.setText
        if self.host.perform(text, settle, refused=refused) is not None:
            self.applied = True
            self.applied_label.setText(
                self.tr("Applied: {changes}").format(changes=describe_settlement(settled[0]))
            )
        self._update_buttons()

    def take_stress(self) -> None:
        """Inflict stress after the failed test, of the type chosen, as one undoable step."""
        test, persona_id = self.test, self.persona_id
        if test is None or persona_id is None:
            return
        kind = StressType(self.failure_kind.currentData())
        die = None if test.gm is not None else Die(self.failure_die.currentData())
        service = self.host.campaign.cortex_sheets
        taken: list[cortex.StressChange] = []

        def take() -> Edit:
            done = service.take_test_stress(persona_id, test, kind, die)
            taken.append(done.value)
            return done.edit

        self.take_error.clear()
        if (
            self.host.perform(
                self.tr("{name} takes {kind} stress after a failed test").format(
                    name=self._name(), kind=_kind(kind)
                ),
                take,
                refused=self.take_error.setText,
            )
            is not None
        ):
            self.taken = True
            change = taken[0]
            took = (
                self.tr("Took {kind} stress: {before} → {after} (stressed out)")
                if change.stressed_out
                else self.tr("Took {kind} stress: {before} → {after}")
            )
            self.applied_label.setText(
                took.format(
                    kind=_kind(kind),
                    before=_die_text(change.before),
                    after=_die_text(change.after),
                )
            )
        self._update_buttons()
