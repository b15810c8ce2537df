"""The Persona's Cortex tab: stress by type, plot points, a test with stress, rest, recovery."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.cortex import (
    DicePool,
    Die,
    Difficulty,
    RecoveryResult,
    StressType,
    best_result,
    difficulty_pool,
    outcome_probabilities,
    roll_from_faces,
    roll_pool,
)
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import Refusal
from starshine_desktop.storage.cortex.sheet_reads import CortexSheetRow
from starshine_desktop.ui.colours import mark_as_error
from starshine_desktop.ui.cortex.cortex_test_panel import CortexTestPanel
from starshine_desktop.ui.cortex.paid_stress import stress_name
from starshine_desktop.ui.cortex.pool_tool import outcome_bars
from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.i18n import game_term, refusal_text
from starshine_desktop.ui.performing import in_label, perform_showing
from starshine_desktop.ui.sections.base import PersonaTab
from starshine_desktop.ui.widgets.cortex_statement_inputs import error_label, parse_faces, read_pool
from starshine_desktop.ui.widgets.odds_bar import OddsBar


class CortexTab(PersonaTab):
    """A Persona's stress by type and plot points, a test with stress, rest and recovery."""

    def __init__(self, host: SectionHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self.persona_id: int | None = None
        self.rng = random.Random()
        layout = QVBoxLayout(self)
        self.title_label = QLabel()
        self.title_label.setObjectName("cortex-title")
        self.title_label.setStyleSheet("font-size: 13pt; font-weight: bold;")
        layout.addWidget(self.title_label)

        layout.addWidget(self._build_stress_box())
        layout.addLayout(self._build_plot_points())

        self.test_panel = CortexTestPanel(host, lambda: self.rng)
        layout.addWidget(self.test_panel)

        layout.addWidget(self._build_recovery_box())
        layout.addStretch(1)
        self.show_persona(None)

    def _build_stress_box(self) -> QGroupBox:
        """Build the Stress box: each stress die with Step up and Step down, Back in play, Rest."""
        stress_box = QGroupBox(self.tr("Stress"))
        grid = QGridLayout(stress_box)
        self.stress_labels: dict[StressType, QLabel] = {}
        self.step_up_buttons: dict[StressType, QPushButton] = {}
        self.step_down_buttons: dict[StressType, QPushButton] = {}
        for row, kind in enumerate(StressType):
            grid.addWidget(QLabel(stress_name(kind)), row, 0)
            label = QLabel()
            label.setObjectName(f"stress-{kind.value}")
            label.setMinimumWidth(48)
            label.setStyleSheet("font-weight: bold;")
            grid.addWidget(label, row, 1)
            up = QPushButton(self.tr("Step up"))
            up.setObjectName(f"stress-{kind.value}-up")
            down = QPushButton(self.tr("Step down"))
            down.setObjectName(f"stress-{kind.value}-down")
            up.clicked.connect(lambda _c=False, k=kind: self.step(k, up=True))
            down.clicked.connect(lambda _c=False, k=kind: self.step(k, up=False))
            grid.addWidget(up, row, 2)
            grid.addWidget(down, row, 3)
            self.stress_labels[kind] = label
            self.step_up_buttons[kind] = up
            self.step_down_buttons[kind] = down
        self.stressed_label = QLabel()
        self.stressed_label.setObjectName("stressed-out")
        mark_as_error(self.stressed_label)
        bold = self.stressed_label.font()
        bold.setBold(True)
        self.stressed_label.setFont(bold)
        grid.addWidget(self.stressed_label, 3, 0, 1, 3)
        self.back_button = QPushButton(self.tr("Back in play"))
        self.back_button.setToolTip(
            self.tr("A new scene: the stressed-out character takes part again")
        )
        self.back_button.clicked.connect(self.back_in_play)
        grid.addWidget(self.back_button, 3, 3)
        self.rest_button = QPushButton(self.tr("Rest scene: step every stress down"))
        self.rest_button.setObjectName("rest")
        self.rest_button.clicked.connect(self.rest)
        grid.addWidget(self.rest_button, 4, 0, 1, 4)
        self.stress_error = error_label("stress-error")
        grid.addWidget(self.stress_error, 5, 0, 1, 4)
        return stress_box

    def _build_plot_points(self) -> QVBoxLayout:
        """Build the Plot points box (earn, spend, set to a number) with its message under it."""
        plot_box = QGroupBox(self.tr("Plot points"))
        plot_row = QHBoxLayout(plot_box)
        self.plot_label = QLabel()
        self.plot_label.setObjectName("plot-points")
        self.plot_label.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.plot_edit = QLineEdit()
        self.plot_edit.setObjectName("plot-points-edit")
        self.plot_edit.setMaximumWidth(60)
        self.plot_edit.setToolTip(self.tr("Type a number and press Enter"))
        self.plot_edit.returnPressed.connect(self.set_plot_points)
        earn = QPushButton("+1")
        earn.setObjectName("plot-earn")
        earn.clicked.connect(lambda: self.change_plot_points(1))
        spend = QPushButton("−1")
        spend.setObjectName("plot-spend")
        spend.clicked.connect(lambda: self.change_plot_points(-1))
        for widget in (self.plot_label, earn, spend, QLabel(self.tr("Set to")), self.plot_edit):
            plot_row.addWidget(widget)
        plot_row.addStretch(1)
        self.plot_error = error_label("plot-points-error")
        plot_outer = QVBoxLayout()
        plot_outer.addWidget(plot_box)
        plot_outer.addWidget(self.plot_error)
        return plot_outer

    def _build_recovery_box(self) -> QGroupBox:
        """Build the Recovery test: the stress, base difficulty, pool and faces, and the odds."""
        recovery_box = QGroupBox(self.tr("Recovery test"))
        form = QFormLayout(recovery_box)
        self.recovery_kind = QComboBox()
        self.recovery_kind.setObjectName("recovery-kind")
        for kind in StressType:
            self.recovery_kind.addItem(stress_name(kind), kind)
        form.addRow(self.tr("Stress"), self.recovery_kind)
        self.recovery_base = QComboBox()
        self.recovery_base.setObjectName("recovery-base")
        for level in Difficulty:
            self.recovery_base.addItem(
                self.tr("{level} (2{die})").format(
                    level=game_term(level.label), die=level.die.label
                ),
                level,
            )
        self.recovery_base.setCurrentIndex(list(Difficulty).index(Difficulty.CHALLENGING))
        form.addRow(self.tr("Base difficulty"), self.recovery_base)
        self.recovery_pool = QLineEdit()
        self.recovery_pool.setObjectName("recovery-pool")
        self.recovery_pool.setPlaceholderText(self.tr("your pool, e.g. d8,d6,d6"))
        form.addRow(self.tr("Your pool"), self.recovery_pool)
        self.recovery_faces = QLineEdit()
        self.recovery_faces.setObjectName("recovery-faces")
        self.recovery_faces.setPlaceholderText(
            self.tr("faces, largest die first (blank: roll here)")
        )
        form.addRow(self.tr("Your faces"), self.recovery_faces)
        self.recovery_gm = QLineEdit()
        self.recovery_gm.setObjectName("recovery-gm-faces")
        self.recovery_gm.setPlaceholderText(self.tr("the GM's faces (blank: roll here)"))
        form.addRow(self.tr("GM's faces"), self.recovery_gm)
        self.recovery_odds = OddsBar()
        form.addRow(self.tr("Odds"), self.recovery_odds)
        self.recovery_error = error_label("recovery-error")
        form.addRow("", self.recovery_error)
        self.recover_button = QPushButton(self.tr("Test recovery"))
        self.recover_button.setObjectName("recover")
        self.recover_button.clicked.connect(self.recover)
        form.addRow("", self.recover_button)
        self.recovery_result = QLabel()
        self.recovery_result.setObjectName("recovery-result")
        self.recovery_result.setWordWrap(True)
        form.addRow("", self.recovery_result)
        for signal in (
            self.recovery_kind.currentIndexChanged,
            self.recovery_base.currentIndexChanged,
            self.recovery_pool.textChanged,
        ):
            signal.connect(lambda *_: self.update_odds())
        return recovery_box

    # Reading -------------------------------------------------------------------------

    def sheet(self) -> CortexSheetRow | None:
        """Return the sheet shown (None when no Persona is chosen)."""
        if self.persona_id is None:
            return None
        try:
            return self.host.campaign.cortex_sheets.sheet(self.persona_id)
        except Refusal:
            return None

    def show_persona(self, persona_id: int | None) -> None:
        """Show a Persona's Cortex sheet."""
        self.persona_id = persona_id
        for label in (self.stress_error, self.plot_error, self.recovery_error):
            label.clear()
        self.recovery_result.clear()
        self.refresh()
        self.test_panel.show_persona(persona_id)

    def refresh(self) -> None:
        """Fill the tab from the stored sheet."""
        sheet = self.sheet()
        enabled = sheet is not None
        for widget in self.findChildren(QPushButton):
            if not self.test_panel.isAncestorOf(widget):
                widget.setEnabled(enabled)
        self.plot_edit.setEnabled(enabled)
        if sheet is None:
            self.title_label.setText(self.tr("Choose a Persona in the table"))
            for label in self.stress_labels.values():
                label.setText("—")
            self.plot_label.setText("—")
            self.stressed_label.clear()
            self.recovery_odds.set_bars([], "")
            return
        name = self.host.campaign.personae.get_persona(sheet.persona_id).name
        self.title_label.setText(self.tr("{name} — Cortex").format(name=name))
        sides = {
            StressType.PHYSICAL: sheet.physical,
            StressType.MENTAL: sheet.mental,
            StressType.SOCIAL: sheet.social,
        }
        for kind, value in sides.items():
            self.stress_labels[kind].setText("—" if value is None else f"d{value}")
            self.step_down_buttons[kind].setEnabled(value is not None)
        self.stressed_label.setText(
            self.tr("Stressed out: out of the scene") if sheet.stressed_out else ""
        )
        self.back_button.setEnabled(sheet.stressed_out)
        self.plot_label.setText(str(sheet.plot_points))
        self.plot_edit.setText(str(sheet.plot_points))
        self.update_odds()
        self.test_panel.refresh()

    def _recovery_opposition(self) -> DicePool:
        kind = StressType(self.recovery_kind.currentData())
        base = Difficulty(self.recovery_base.currentData())
        sheet = self.sheet()
        die = (
            None
            if sheet is None
            else {
                StressType.PHYSICAL: sheet.physical,
                StressType.MENTAL: sheet.mental,
                StressType.SOCIAL: sheet.social,
            }[kind]
        )
        if die is None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "recovery: there is no {kind} stress to recover"),
                kind=kind.value,
            )
        return difficulty_pool(base, (Die(die),))

    def update_odds(self) -> None:
        """Show the exact odds of the recovery test."""
        try:
            opposition = self._recovery_opposition()
            pool = read_pool(self.recovery_pool.text(), self.tr("your pool"))
        except Refusal as error:
            self.recovery_odds.set_bars([], refusal_text(error))
            return
        self.recovery_odds.set_bars(
            outcome_bars(outcome_probabilities(pool, opposition)),
            self.tr("{pool} against {opposition}").format(
                pool=pool.label, opposition=opposition.label
            ),
        )

    # Changing ------------------------------------------------------------------------

    def _edit(self, text: str, label: QLabel, op: Callable[[], Edit]) -> bool:
        """Perform an edit of the sheet shown; a refusal is shown in ``label``."""
        if self.persona_id is None:
            return False
        return perform_showing(self.host, in_label(label), text, op) is None

    def _chosen(self) -> int:
        """Return the Persona shown; the buttons are disabled when there is none."""
        if self.persona_id is None:
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "choose a Persona in the table first"))
        return self.persona_id

    def _name(self) -> str:
        if self.persona_id is None:
            return ""
        return self.host.campaign.personae.get_persona(self.persona_id).name

    def step(self, kind: StressType, *, up: bool) -> None:
        """Step one stress die up or down."""
        persona_id = self._chosen()
        text = (
            self.tr("Step {name}'s {kind} stress up")
            if up
            else self.tr("Step {name}'s {kind} stress down")
        )
        self._edit(
            text.format(name=self._name(), kind=game_term(kind.value)),
            self.stress_error,
            lambda: self.host.campaign.cortex_sheets.step_stress(persona_id, kind, up=up),
        )

    def rest(self) -> None:
        """A rest scene: every stress die steps down."""
        persona_id = self._chosen()
        self._edit(
            self.tr("{name} rests").format(name=self._name()),
            self.stress_error,
            lambda: self.host.campaign.cortex_sheets.rest(persona_id),
        )

    def back_in_play(self) -> None:
        """The stressed-out Persona takes part in scenes again."""
        persona_id = self._chosen()
        self._edit(
            self.tr("{name} is back in play").format(name=self._name()),
            self.stress_error,
            lambda: self.host.campaign.cortex_sheets.back_in_play(persona_id),
        )

    def _set_plot_points(self, count: int) -> None:
        persona_id = self._chosen()
        self._edit(
            self.tr("Set {name}'s plot points to {count}").format(name=self._name(), count=count),
            self.plot_error,
            lambda: self.host.campaign.cortex_sheets.set_plot_points(persona_id, count),
        )

    def set_plot_points(self) -> None:
        """Set the plot points to the number typed."""
        text = self.plot_edit.text().strip()
        sign = text[1:] if text.startswith("-") else text
        if not text or not sign.isascii() or not sign.isdigit() or len(sign) > 4:
            self.plot_error.setText(self.tr("plot points: type a whole number, 0 or more"))
            return
        self._set_plot_points(int(text))

    def change_plot_points(self, delta: int) -> None:
        """Earn or spend one plot point."""
        sheet = self.sheet()
        if sheet is not None:
            self._set_plot_points(sheet.plot_points + delta)

    def recover(self) -> None:
        """Roll (or read) the recovery test and apply the table."""
        self.recovery_error.clear()
        self.recovery_result.clear()
        kind = StressType(self.recovery_kind.currentData())
        try:
            opposition = self._recovery_opposition()
            pool = read_pool(self.recovery_pool.text(), self.tr("your pool"))
            faces = parse_faces(self.recovery_faces.text())
            gm_faces = parse_faces(self.recovery_gm.text())
            player = best_result(
                roll_pool(pool, self.rng) if faces is None else roll_from_faces(pool, faces)
            )
            gm = best_result(
                roll_pool(opposition, self.rng)
                if gm_faces is None
                else roll_from_faces(opposition, gm_faces)
            )
        except Refusal as error:
            self.recovery_error.setText(refusal_text(error))
            return
        persona_id = self._chosen()
        results: list[RecoveryResult] = []

        def recover() -> Edit:
            done = self.host.campaign.cortex_sheets.recover(persona_id, kind, player, gm.total)
            results.append(done.value)
            return done.edit

        if self._edit(
            self.tr("{name} tests recovery of {kind} stress").format(
                name=self._name(), kind=game_term(kind.value)
            ),
            self.recovery_error,
            recover,
        ):
            outcome = game_term(results[0].outcome.value.replace("_", " "))
            if results[0].gm_may_complicate:
                text = self.tr(
                    "{player} against {gm}: the stress is {outcome}, a hitch: the GM may add a "
                    "complication"
                )
            else:
                text = self.tr("{player} against {gm}: the stress is {outcome}")
            self.recovery_result.setText(
                text.format(player=player.total, gm=gm.total, outcome=outcome)
            )
            self.recovery_faces.clear()
            self.recovery_gm.clear()

    def apply_changes(self, changes: Changes) -> None:
        """Refresh when this Persona's sheet (or name) changed."""
        if self.persona_id is None:
            return
        kinds = (RecordKind.CORTEX_SHEET, RecordKind.PERSONA)
        touched = changes.added | changes.updated | changes.removed
        if any(kind in kinds and record == self.persona_id for kind, record in touched):
            self.refresh()

    def campaign_switched(self) -> None:
        """Forget the Persona shown (the main window shows the new selection)."""
        self.show_persona(None)
