"""The guided Challenge wizard: set up, then one round page that re-renders from the engine.

A ``QWizard`` cannot go back to a page it has left, and a Challenge goes round and round, so
this is a dialog of its own: a set-up page, then the round page. The round page shows what
the engine says at its current phase — the set-up, the clock's effect and the threats the
Director must name, the Move builder for the acting Persona, the surrender choices of a
Persona at Surrender 0, or the end with its results — with the Director's controls (Push,
Designate, Compromise, End) always at hand. Every step goes to ``ChallengePlay.apply``, which
saves it at once; a refused step changes nothing and its reason is shown in place.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QPalette, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QComboBox,
    QDialog,
    QFileDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.model import Event, Phase, SurrenderChoice
from starshine_desktop.rules.starshine.steps import (
    Clock,
    Compromise,
    Designate,
    Move,
    Push,
    Step,
    SurrenderStep,
    Threats,
)
from starshine_desktop.services.campaign import Campaign
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.errors import Refusal
from starshine_desktop.services.starshine.challenge_lines import event_text, log_lines, said_text
from starshine_desktop.services.starshine.challenge_words import ChallengeWords, outcome_words
from starshine_desktop.services.starshine.challenges import ChallengePlay
from starshine_desktop.ui.commands import (
    REDO_BUTTON,
    UNDO_BUTTON,
    redo_action,
    redo_shortcuts,
    undo_action,
)
from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.i18n import game_term, translate
from starshine_desktop.ui.starshine.challenge_director import DirectorBox
from starshine_desktop.ui.starshine.challenge_setup import ChallengeSetupPage
from starshine_desktop.ui.starshine.move_builder import (
    ChallengeErrorLabel,
    MoveBuilder,
)

ExportChooser = Callable[[QWidget, Path], Path | None]

SURRENDER_TEXT = {
    SurrenderChoice.SURRENDER_STRATEGY: QT_TRANSLATE_NOOP(
        "ChallengeWizard", "Surrender the current Strategy (the Persona surrenders)"
    ),
    SurrenderChoice.LOSE_INVESTMENT: QT_TRANSLATE_NOOP(
        "ChallengeWizard", "Lose the Investment it pursues (the Persona surrenders)"
    ),
    SurrenderChoice.RISK_CORRUPTION: QT_TRANSLATE_NOOP(
        "ChallengeWizard", "Risk Corruption: Surrender is restored (once per Persona)"
    ),
    SurrenderChoice.RISK_DEATH: QT_TRANSLATE_NOOP(
        "ChallengeWizard", "Risk Death: Surrender is restored (once per Persona)"
    ),
    SurrenderChoice.SURRENDER: QT_TRANSLATE_NOOP(
        "ChallengeWizard", "Surrender and leave the Challenge"
    ),
}
"""Each surrender choice's button (translated in the ``ChallengeWizard`` context)."""
STATUS_COLUMNS = (
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Persona"),
        QT_TRANSLATE_NOOP("ChallengeWizard", "The Persona taking part"),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Status"),
        QT_TRANSLATE_NOOP("ChallengeWizard", "Active, free, surrendered or dead"),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Threat"),
        QT_TRANSLATE_NOOP(
            "ChallengeWizard",
            "Threat: a threat comes when it (or Opportunity, ruling R1) is above Guard",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Opportunity"),
        QT_TRANSLATE_NOOP(
            "ChallengeWizard", "Opportunity: grows with the clock and a Leading Move's Risk"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Danger"),
        QT_TRANSLATE_NOOP(
            "ChallengeWizard", "Danger: grows with the clock and the Risk of other Moves"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Guard"),
        QT_TRANSLATE_NOOP(
            "ChallengeWizard", "Guard: a threat's Strength is Opportunity − Guard + Danger"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Surrender"),
        QT_TRANSLATE_NOOP(
            "ChallengeWizard", "Surrender: at 0 the Persona must choose how it goes on (rule 5)"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Fortune"),
        QT_TRANSLATE_NOOP("ChallengeWizard", "Fortune: pays for the Scope and extra Strength"),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Stance"),
        QT_TRANSLATE_NOOP("ChallengeWizard", "The Director's Stance towards the Persona"),
    ),
    (
        QT_TRANSLATE_NOOP("ChallengeWizard", "Traits"),
        QT_TRANSLATE_NOOP(
            "ChallengeWizard",
            "The Persona's Traits (+) and Negative Traits (−) with their Strength",
        ),
    ),
)
"""The status table's headings and their tooltips (translated in ``ChallengeWizard``)."""
NARROW_WIDTH = 1200
"""Below this width the Director's column goes under the Move (a 1024-pixel screen)."""
SIDE_WIDTH = 380


CHOICE_STEPS: dict[str, str] = {
    SurrenderChoice.SURRENDER_STRATEGY: QT_TRANSLATE_NOOP(
        "ChallengeWizard", "{persona} surrenders a Strategy"
    ),
    SurrenderChoice.LOSE_INVESTMENT: QT_TRANSLATE_NOOP(
        "ChallengeWizard", "{persona} loses an Investment"
    ),
    SurrenderChoice.RISK_CORRUPTION: QT_TRANSLATE_NOOP(
        "ChallengeWizard", "{persona} risks Corruption"
    ),
    SurrenderChoice.RISK_DEATH: QT_TRANSLATE_NOOP("ChallengeWizard", "{persona} risks Death"),
    SurrenderChoice.SURRENDER: QT_TRANSLATE_NOOP("ChallengeWizard", "{persona} surrenders"),
}
"""A surrender choice as the undo stack names it (translated in ``ChallengeWizard``)."""


def step_text(step: Step, names: Mapping[str, str]) -> str:
    """Return a step as the undo stack and History show it ("Move of Ada Quill")."""

    def name(ident: str) -> str:
        return names.get(ident, ident)

    if isinstance(step, Clock):
        return translate("ChallengeWizard", "Run the clock")
    if isinstance(step, Threats):
        return translate("ChallengeWizard", "Name the threats")
    if isinstance(step, Move):
        return translate("ChallengeWizard", "{type} Move of {persona}").format(
            type=game_term(step.type.value.capitalize()), persona=name(step.actor)
        )
    if isinstance(step, SurrenderStep):
        return translate("ChallengeWizard", CHOICE_STEPS[step.choice]).format(
            persona=name(step.persona)
        )
    if isinstance(step, Push):
        return translate("ChallengeWizard", "Push {persona}").format(persona=name(step.persona))
    if isinstance(step, Designate):
        return translate("ChallengeWizard", "{persona} designates {target}").format(
            persona=name(step.persona), target=name(step.target)
        )
    if isinstance(step, Compromise):
        if step.accepted:
            return translate("ChallengeWizard", "Compromise accepted")
        return translate("ChallengeWizard", "Compromise refused")
    return translate("ChallengeWizard", "End the Challenge")


def ask_export_path(parent: QWidget, suggested: Path) -> Path | None:
    """Ask where to write an exported scenario."""
    name, _ = QFileDialog.getSaveFileName(
        parent,
        translate("ChallengeWizard", "Export as replay scenario"),
        str(suggested),
        translate("ChallengeWizard", "Scenarios (*.json);;All files (*)"),
    )
    if not name:
        return None
    path = Path(name)
    return path if path.suffix else path.with_suffix(".json")


def export_challenge(
    campaign: Campaign, challenge_id: int, parent: QWidget, chooser: ExportChooser
) -> str:
    """Ask where and write the Challenge as a replay scenario; return what happened."""
    row = campaign.challenges.get_challenge(challenge_id)
    safe = "".join(ch if ch.isalnum() or ch in " -_" else "_" for ch in row.title).strip()
    path = chooser(parent, campaign.folder / f"{safe or 'challenge'}.json")
    if path is None:
        return ""
    try:
        path.write_text(campaign.challenges.export_text(challenge_id), encoding="utf-8")
    except OSError as error:
        return translate("ChallengeWizard", "Could not write {path}: {error}").format(
            path=path, error=error
        )
    return translate("ChallengeWizard", "Exported to {path}").format(path=path)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _joined(names: Sequence[str]) -> str:
    """Return names as one says them: "Ada", "Ada and Bren", "Ada, Bren and Cy"."""
    if len(names) < 2:
        return "".join(names)
    return translate("ChallengeWizard", "{names} and {last}").format(
        names=", ".join(names[:-1]), last=names[-1]
    )


def _button(text: str, name: str) -> QPushButton:
    button = QPushButton(text)
    button.setAccessibleName(name)
    return button


class ChallengeWizard(QDialog):
    """Set up and play one Challenge at the table."""

    def __init__(
        self,
        host: SectionHost,
        *,
        challenge_id: int | None = None,
        preselected: Sequence[int] = (),
        rng: random.Random | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.rng = rng if rng is not None else random.Random()
        self.export_chooser: ExportChooser = ask_export_path
        self.play: ChallengePlay | None = None
        self.words = ChallengeWords({}, {}, {})
        self.last_events: list[Event] = []
        self.renders = 0
        """How many times the round page was rendered (each step renders it once)."""
        self.setWindowTitle(self.tr("Challenge"))
        self.setAccessibleName(self.tr("Challenge wizard"))
        available = (parent or self).screen().availableGeometry()
        # Fits a 1366×768 screen with its task bar and the window's title bar.
        self.resize(min(1320, available.width() - 40), min(730, available.height() - 40))
        self.pages = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.pages)
        self.setup_page = ChallengeSetupPage(
            host.campaign.personae.list_personae(),
            preselected,
            host.campaign.challenges.list_elements(),
            host.campaign.challenges.scores_in_play(),
            host.campaign.challenges.active_strategies(),
        )
        self.setup_page.start_button.clicked.connect(self.start)
        setup_scroll = QScrollArea()
        setup_scroll.setWidget(self.setup_page)
        setup_scroll.setWidgetResizable(True)
        setup_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.setup_scroll = setup_scroll
        self.pages.addWidget(setup_scroll)
        self.round_page = self._build_round_page()
        scroll = QScrollArea()
        scroll.setWidget(self.round_page)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.round_scroll = scroll
        self.pages.addWidget(scroll)
        primary = QShortcut(QKeySequence("Ctrl+Return"), self)
        primary.activated.connect(self.primary_action)
        primary_enter = QShortcut(QKeySequence("Ctrl+Enter"), self)
        primary_enter.activated.connect(self.primary_action)
        if challenge_id is not None:
            self.resume(challenge_id)

    # Building ------------------------------------------------------------------------

    def _build_round_page(self) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(4, 4, 4, 4)
        outer.setSpacing(4)
        guide_row = QHBoxLayout()
        self.header_label = QLabel()
        self.header_label.setAccessibleName(self.tr("What happens next"))
        self.header_label.setWordWrap(True)
        font = self.header_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.header_label.setFont(font)
        guide_row.addWidget(self.header_label, 1)
        self.progress_label = QLabel()
        self.progress_label.setAccessibleName(self.tr("Where the round stands"))
        self.progress_label.setTextFormat(Qt.TextFormat.RichText)
        self.progress_label.setWordWrap(True)
        self.progress_label.setToolTip(
            self.tr("Each round: the clock, the threats, each Persona's Move, then the next round")
        )

        # The phase panel joins the page first, so Tab reaches it before the Director's box.
        self.phase_stack = QStackedWidget()
        self.phase_stack.addWidget(self._build_clock_panel())
        self.phase_stack.addWidget(self._build_threats_panel())
        self.phase_stack.addWidget(self._build_moves_panel())
        self.phase_stack.addWidget(self._build_surrender_panel())
        self.phase_stack.addWidget(self._build_end_panel())

        self.status_table = QTableWidget(0, len(STATUS_COLUMNS))
        self.status_table.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.status_table.setAccessibleName(self.tr("Personae in the Challenge"))
        self.status_table.setHorizontalHeaderLabels([self.tr(name) for name, _ in STATUS_COLUMNS])
        for column, (_name, text) in enumerate(STATUS_COLUMNS):
            header_item = self.status_table.horizontalHeaderItem(column)
            if header_item is not None:
                header_item.setToolTip(self.tr(text))
        self.status_table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.status_table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.status_table.verticalHeader().hide()
        self.status_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.status_table.setWordWrap(False)
        self.status_table.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.status_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(STATUS_COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.status_table.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.traits_label = QLabel()
        self.traits_label.setWordWrap(True)
        self.traits_label.setAccessibleName(self.tr("Elements in play"))

        side = QWidget()
        self.side = side
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addLayout(self._build_undo_row())
        self.director = DirectorBox(self.apply_step, self._confirm, self._surrender_lead)
        side_layout.addWidget(self.director)
        self.last_step_view = QTextBrowser()
        self.last_step_view.setAccessibleName(self.tr("What the last step did"))
        self.last_step_view.viewport().setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.log_view = QPlainTextEdit()
        self.log_view.setReadOnly(True)
        self.log_view.setAccessibleName(self.tr("Challenge log"))
        self.record_tabs = QTabWidget()
        self.record_tabs.setAccessibleName(self.tr("The last step and the log"))
        self.record_tabs.addTab(self.last_step_view, self.tr("Last step"))
        self.record_tabs.addTab(self.log_view, self.tr("Log"))
        self.record_tabs.setMinimumHeight(150)
        self.record_tabs.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        side_layout.addWidget(self.record_tabs, 1)

        outer.addLayout(guide_row)
        outer.addWidget(self.progress_label)
        outer.addWidget(self.status_table)
        outer.addWidget(self.traits_label)
        self.round_body = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.round_body.addWidget(self.phase_stack, 1)
        self.round_body.addWidget(side)
        outer.addLayout(self.round_body, 1)
        self._arrange_for_width(self.width())
        # Tab goes through the Move, then to the next round, then to the Director's column.
        QWidget.setTabOrder(self.builder.apply_button, self.next_round_button)
        return page

    def _arrange_for_width(self, width: int) -> None:
        """Side by side on a wide window; the Director's column under the Move when narrow."""
        narrow = width < NARROW_WIDTH
        direction = QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight
        if self.round_body.direction() != direction:
            self.round_body.setDirection(direction)
        self.side.setMaximumWidth(16777215 if narrow else SIDE_WIDTH)
        self.side.setMinimumWidth(0 if narrow else SIDE_WIDTH)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Lay the round page out for the window's new width."""
        super().resizeEvent(event)
        self._arrange_for_width(event.size().width())

    def _build_undo_row(self) -> QVBoxLayout:
        """Undo and Redo of the window's stack (Ctrl+Z here too), and Take back.

        Undo names the step ("Undo: Name the threats"), so it has a line of its own: in German
        beside the other two it would be cut.
        """
        stack = self.host.undo_stack
        self.undo_action = undo_action(stack, self, UNDO_BUTTON)
        self.undo_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Undo))
        self.redo_action = redo_action(stack, self, REDO_BUTTON)
        self.redo_action.setShortcuts(redo_shortcuts())
        self.addActions([self.undo_action, self.redo_action])
        rows = QVBoxLayout()
        rows.setSpacing(2)
        undo_row, row = QHBoxLayout(), QHBoxLayout()
        rows.addLayout(undo_row)
        rows.addLayout(row)
        self.undo_buttons: list[QToolButton] = []
        for action, line in ((self.undo_action, undo_row), (self.redo_action, row)):
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            line.addWidget(button)
            self.undo_buttons.append(button)
        undo_row.addStretch(1)
        self.take_back_button = _button(
            # The button's text may be shorter than its name where the language needs it.
            self.tr("Take back the last step", "button"),
            self.tr("Take back the last step"),
        )
        self.take_back_button.setToolTip(
            self.tr(
                "Remove the last step of this Challenge, even one saved before a restart "
                "(Edit › Undo brings it back)"
            )
        )
        self.take_back_button.clicked.connect(self.take_back_step)
        row.addWidget(self.take_back_button)
        row.addStretch(1)
        return rows

    def _build_clock_panel(self) -> QWidget:
        panel = QGroupBox(self.tr("Clock"))
        layout = QVBoxLayout(panel)
        self.clock_label = QLabel()
        self.clock_label.setWordWrap(True)
        self.clock_label.setAccessibleName(self.tr("Before the clock"))
        layout.addWidget(self.clock_label)
        self.clock_button = _button(self.tr("Run the &clock"), self.tr("Run the clock"))
        self.clock_button.clicked.connect(self.clock)
        layout.addWidget(self.clock_button)
        self.clock_error = ChallengeErrorLabel(self.tr("Why the clock is refused"))
        layout.addWidget(self.clock_error)
        layout.addStretch(1)
        return panel

    def _build_threats_panel(self) -> QWidget:
        panel = QGroupBox(self.tr("Threats"))
        layout = QVBoxLayout(panel)
        self.clock_effect_label = QLabel()
        self.clock_effect_label.setWordWrap(True)
        self.clock_effect_label.setAccessibleName(self.tr("The clock's effect on each Persona"))
        layout.addWidget(self.clock_effect_label)
        self.threat_form = QGridLayout()
        layout.addLayout(self.threat_form)
        self.threat_edits: dict[str, QLineEdit] = {}
        self.threats_button = _button(self.tr("&Issue the threats"), self.tr("Issue the threats"))
        self.threats_button.clicked.connect(self.threats)
        layout.addWidget(self.threats_button)
        self.threats_error = ChallengeErrorLabel(self.tr("Why the threats are refused"))
        layout.addWidget(self.threats_error)
        layout.addStretch(1)
        return panel

    def _build_moves_panel(self) -> QWidget:
        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.moves_note = QLabel()
        self.moves_note.setWordWrap(True)
        self.moves_note.setAccessibleName(self.tr("Moves this round"))
        self.builder = MoveBuilder(self._submit_move, self.rng)
        self.builder.hint_changed.connect(self._show_guide)
        # Made after the Move, so Tab reaches it after "Apply the Move"; shown above it.
        self.next_round_button = _button(
            self.tr("Next round: run the cloc&k"), self.tr("Next round: run the clock")
        )
        self.next_round_button.clicked.connect(self.clock)
        self.next_round_error = ChallengeErrorLabel(self.tr("Why the next round is refused"))
        row = QHBoxLayout()
        row.addWidget(self.moves_note, 1)
        row.addWidget(self.next_round_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(row)
        layout.addWidget(self.next_round_error)
        layout.addWidget(self.builder, 1)
        return panel

    def _build_surrender_panel(self) -> QWidget:
        panel = QGroupBox(self.tr("Surrender 0"))
        layout = QVBoxLayout(panel)
        self.surrender_label = QLabel()
        self.surrender_label.setWordWrap(True)
        self.surrender_label.setAccessibleName(self.tr("Who must choose"))
        layout.addWidget(self.surrender_label)
        self.characteristic_combo = QComboBox()
        self.characteristic_combo.setAccessibleName(self.tr("Characteristic to corrupt"))
        self.characteristic_row = QWidget()
        row = QHBoxLayout(self.characteristic_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(self.tr("If a Corruption applies, among the lowest Characteristics:")))
        row.addWidget(self.characteristic_combo, 1)
        layout.addWidget(self.characteristic_row)
        self.choice_buttons_layout = QVBoxLayout()
        layout.addLayout(self.choice_buttons_layout)
        self.choice_buttons: dict[SurrenderChoice, QPushButton] = {}
        self.surrender_error = ChallengeErrorLabel(self.tr("Why the choice is refused"))
        layout.addWidget(self.surrender_error)
        layout.addStretch(1)
        return panel

    def _build_end_panel(self) -> QWidget:
        panel = QGroupBox(self.tr("The Challenge has ended"))
        layout = QVBoxLayout(panel)
        self.outcome_label = QLabel()
        self.outcome_label.setWordWrap(True)
        self.outcome_label.setAccessibleName(self.tr("Outcome"))
        bold = self.outcome_label.font()
        bold.setBold(True)
        self.outcome_label.setFont(bold)
        layout.addWidget(self.outcome_label)
        self.results_label = QLabel()
        self.results_label.setWordWrap(True)
        self.results_label.setTextFormat(Qt.TextFormat.RichText)
        self.results_label.setAccessibleName(self.tr("Results"))
        layout.addWidget(self.results_label)
        row = QHBoxLayout()
        self.apply_results_button = _button(
            self.tr("&Apply the results to the campaign"),
            self.tr("Apply the results to the campaign"),
        )
        self.apply_results_button.clicked.connect(self.apply_results)
        self.export_button = _button(
            self.tr("E&xport as scenario…"), self.tr("Export as replay scenario")
        )
        self.export_button.clicked.connect(self.export)
        self.close_button = _button(self.tr("Close"), self.tr("Close the wizard"))
        self.close_button.clicked.connect(self.close)
        row.addWidget(self.apply_results_button)
        row.addWidget(self.export_button)
        row.addStretch(1)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        self.end_message = QLabel()
        self.end_message.setWordWrap(True)
        self.end_message.setAccessibleName(self.tr("Export or apply message"))
        layout.addWidget(self.end_message)
        layout.addStretch(1)
        return panel

    # Starting ------------------------------------------------------------------------

    def start(self) -> None:
        """Create the Challenge from the set-up page and show its first round."""
        page = self.setup_page
        service = self.host.campaign.challenges
        title = page.title()
        page.error_label.clear()
        edit = self.host.perform(
            self.tr("Start the Challenge {title}").format(title=" ".join(title.split())),
            lambda: service.start_challenge(
                title,
                page.chosen_personae(),
                page.rulings(),
                page.chosen_elements(),
                page.chosen_strategies(),
            ),
            refused=page.error_label.setText,
        )
        if edit is None:
            return
        [challenge_id] = edit.changes.added_ids(RecordKind.CHALLENGE)
        self.resume(challenge_id)

    def resume(self, challenge_id: int) -> None:
        """Show a stored Challenge at the point where it was left."""
        self.play = self.host.campaign.challenges.play(challenge_id)
        self.setWindowTitle(self.tr("Challenge: {title}").format(title=self.play.title))
        self.last_events = self.play.last_events
        self.pages.setCurrentIndex(1)
        self.refresh()

    def apply_changes(self, changes: Changes) -> None:
        """Re-read the Challenge when an edit (an undo, a redo) changed it."""
        if self.play is None:
            return
        if self.play.challenge_id in changes.removed_ids(RecordKind.CHALLENGE):
            self.close()
            return
        if self.play.challenge_id in changes.updated_ids(RecordKind.CHALLENGE):
            self.play.reload()
            self.last_events = self.play.last_events
            self.refresh()

    # Rendering -----------------------------------------------------------------------

    def _names(self) -> dict[str, str]:
        assert self.play is not None
        return {ident: state.setup.name for ident, state in self.play.engine.personae.items()}

    def refresh(self) -> None:
        """Re-render the round page from the engine's state."""
        play = self.play
        if play is None:
            return
        self.renders += 1
        engine = play.engine
        names = self._names()
        self.words = play.words
        self._fill_status(names)
        self.log_view.setPlainText("\n".join(log_lines(self.words, engine.log_events, translate)))
        self.log_view.verticalScrollBar().setValue(self.log_view.verticalScrollBar().maximum())
        self._show_last_events()
        for label in (
            self.clock_error,
            self.threats_error,
            self.next_round_error,
            self.surrender_error,
            self.director.director_error,
        ):
            label.clear()
        # At the end the Director's actions can no longer be used: only the results remain.
        self.director.setVisible(not engine.ended)
        if engine.ended:
            self._show_end()
        elif engine.pending_surrenders():
            self._show_surrender(engine.pending_surrenders()[0], names)
        elif engine.phase is Phase.SET_UP:
            self.clock_label.setText(
                self.tr(
                    "The Challenge is set up. Each round goes: the clock, the threats, then each "
                    "Persona's Move."
                )
                + "\n"
                + self._clock_preview()
            )
            self.clock_button.setText(self.tr("Run the &clock: start round 1"))
            self.phase_stack.setCurrentIndex(0)
        elif engine.phase is Phase.THREATS:
            self._show_threats(names)
        else:
            self._show_moves(names)
        self._refresh_director()
        self._show_guide()

    def guide(self) -> str:
        """Return in one sentence where the round stands, what happens next and who acts."""
        play = self.play
        if play is None:
            return ""
        engine = play.engine
        names = self._names()
        if engine.ended:
            outcome = translate("Print", outcome_words(play.row.outcome or ""))
            if play.row.applied:
                return self.tr(
                    "The Challenge is over: {outcome} · its results are applied to the campaign."
                ).format(outcome=outcome)
            return self.tr(
                "The Challenge is over: {outcome} · the Director applies its results to the "
                "campaign."
            ).format(outcome=outcome)
        pending = engine.pending_surrenders()
        if pending:
            return self.tr(
                "Round {round} · {name} is at Surrender 0: {name}'s Actor chooses what happens."
            ).format(round=engine.round, name=names[pending[0]])
        if engine.phase is Phase.SET_UP:
            return self.tr("Set-up · the Director runs the clock to start round 1.")
        if engine.phase is Phase.THREATS:
            threatened = [names[ident] for ident in engine.threatened()]
            if not threatened:
                return self.tr(
                    "Round {round} · Threats: no one is threatened; the Director goes on."
                ).format(round=engine.round)
            return self.tr(
                "Round {round} · Threats: the Director names a Negative Trait for {names}, "
                "then issues the threats."
            ).format(round=engine.round, names=_joined(threatened))
        actor = self.builder.actor
        if engine.moves_available() and actor is not None:
            return self.tr("Round {round} · {name}'s Move: {hint}.").format(
                round=engine.round, name=names[actor], hint=self.builder.hint()
            )
        return self.tr(
            "Round {round} · Every Persona has moved: the Director runs the clock for round {next}."
        ).format(round=engine.round, next=engine.round + 1)

    def progress(self) -> str:
        """Return the round's walk (clock, threats, each Persona's Move), the current step bold."""
        play = self.play
        if play is None:
            return ""
        engine = play.engine
        names = self._names()
        if engine.ended:
            return ""
        moves = engine.phase is Phase.MOVES
        available = engine.moves_available()
        pending = engine.pending_surrenders()
        in_play = [ident for ident, state in engine.personae.items() if state.in_play]
        if pending:
            current: str | None = pending[0]
        else:
            current = self.builder.actor if moves and available else None
        parts: list[tuple[str, bool, bool]] = [  # (text, done, current)
            (self.tr("Clock"), engine.phase is not Phase.SET_UP, engine.phase is Phase.SET_UP),
            (self.tr("Threats"), moves, engine.phase is Phase.THREATS),
        ]
        for ident in in_play:
            state = engine.persona(ident)
            done = moves and state.moved_in_round == engine.round and ident != current
            text = self.tr("{name}'s Move").format(name=names[ident])
            if ident in pending:
                text = self.tr("{name} at Surrender 0").format(name=names[ident])
            parts.append((text, done, ident == current))
        parts.append((self.tr("Next round"), False, moves and not available and not pending))
        shown = []
        for text, done, now in parts:
            text = _escape(text)
            if now:
                shown.append(f"<b>▶ {text}</b>")
            elif done:
                shown.append(f"✔ {text}")
            else:
                shown.append(text)
        return self.tr("Round {round}: {steps}").format(
            round=max(engine.round, 1), steps=" › ".join(shown)
        )

    def _show_guide(self) -> None:
        self.header_label.setText(self.guide())
        self.progress_label.setText(self.progress())
        self.progress_label.setVisible(bool(self.progress_label.text()))

    def _fill_status(self, names: dict[str, str]) -> None:
        assert self.play is not None
        engine = self.play.engine
        table = self.status_table
        table.setRowCount(len(engine.personae))
        for row, (ident, state) in enumerate(engine.personae.items()):
            traits = ", ".join(
                f"{'−' if t.negative else '+'}{t.name} {t.strength}" for t in state.traits.values()
            )
            values = (
                names[ident],
                game_term(str(state.status)),
                state.threat,
                state.opportunity,
                state.danger,
                state.guard,
                state.surrender,
                state.fortune,
                state.stance,
                traits or self.tr("none"),
            )
            for column, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                heading = self.tr(STATUS_COLUMNS[column][0])
                item.setToolTip(
                    self.tr("{name} · {heading}: {value}").format(
                        name=names[ident], heading=heading, value=value
                    )
                )
                if 2 <= column < len(values) - 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, column, item)
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(row) for row in range(table.rowCount()))
        table.setFixedHeight(table.horizontalHeader().sizeHint().height() + rows + 2)
        lines = []
        for element in engine.elements.values():
            traits = ", ".join(f"−{t.name} {t.strength}" for t in element.traits.values())
            line = (
                self.tr("<b>Element {name}</b>, Scale {scale}: {traits}")
                if traits
                else self.tr("<b>Element {name}</b>, Scale {scale}")
            )
            lines.append(
                line.format(name=_escape(element.name), scale=element.scale, traits=_escape(traits))
            )
        self.traits_label.setText(" · ".join(lines))
        self.traits_label.setVisible(bool(lines))

    def _show_last_events(self) -> None:
        if not self.last_events:
            self.last_step_view.setHtml(self.tr("Nothing has happened yet."))
            return
        lines = []
        for event in self.last_events:
            text = _escape(event_text(self.words, event, translate))
            if event.kind.startswith("telling"):
                text = "<b>" + self.tr("Telling check: {check}").format(check=text) + "</b>"
            elif event.kind in ("surrender", "free", "push", "end", "corruption"):
                text = f"<b>{text}</b>"
            lines.append(text)
        self.last_step_view.setHtml("<b>" + self.tr("Last step:") + "</b><br>" + "<br>".join(lines))

    def _clock_preview(self) -> str:
        """Return what the next clock will do to each Persona (a trial on a copy)."""
        assert self.play is not None
        try:
            events = self.play.preview(Clock())
        except Refusal:
            return ""
        lines = [
            event_text(self.words, event, translate)
            for event in events
            if event.kind == "clock" and event.persona
        ]
        if not lines:
            return self.tr("The clock will change no one's Opportunity or Danger.")
        return self.tr("The clock will give:") + "\n" + "\n".join(lines)

    def _show_threats(self, names: dict[str, str]) -> None:
        assert self.play is not None
        engine = self.play.engine
        clock_lines = [
            event_text(self.words, e, translate)
            for e in self.last_events
            if e.kind == "clock" and e.persona
        ]
        self.clock_effect_label.setText(
            "<b>"
            + self.tr("The clock of round {round}:").format(round=engine.round)
            + "</b><br>"
            + (
                "<br>".join(_escape(line) for line in clock_lines)
                or self.tr("No Persona is affected.")
            )
        )
        while self.threat_form.count():
            item = self.threat_form.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.threat_edits = {}
        threatened = engine.threatened()
        if not threatened:
            self.threat_form.addWidget(
                QLabel(
                    self.tr("No Persona is threatened this round; issue the (empty) threats step.")
                ),
                0,
                0,
            )
        for row, ident in enumerate(threatened):
            label = QLabel(
                self.tr("{name} is threatened. Name the Negative Trait:").format(name=names[ident])
            )
            edit = QLineEdit()
            edit.setPlaceholderText(self.tr("Threat {round}").format(round=engine.round))
            edit.setAccessibleName(self.tr("Threat against {name}").format(name=names[ident]))
            label.setBuddy(edit)
            self.threat_form.addWidget(label, row, 0)
            self.threat_form.addWidget(edit, row, 1)
            label.show()
            edit.show()
            self.threat_edits[ident] = edit
        self.phase_stack.setCurrentIndex(1)
        if threatened:
            self.threat_edits[threatened[0]].setFocus()

    def _show_moves(self, names: dict[str, str]) -> None:
        assert self.play is not None
        engine = self.play.engine
        available = engine.moves_available()
        moved = [names[i] for i, s in engine.personae.items() if s.in_play and i not in available]
        if available:
            note = self.tr("Moves: each Persona still in play may make one Move this round.")
            if moved:
                note = self.tr("{note} Already moved: {names}.").format(
                    note=note, names=", ".join(moved)
                )
        else:
            note = (
                self.tr("Every Persona still in play has moved this round. Run the clock.")
                + "\n"
                + self._clock_preview()
            )
        self.moves_note.setText(note)
        self.builder.setVisible(bool(available))
        self.builder.load(engine, names, self.words)
        self.phase_stack.setCurrentIndex(2)

    def _show_surrender(self, ident: str, names: dict[str, str]) -> None:
        assert self.play is not None
        engine = self.play.engine
        state = engine.persona(ident)
        self.surrender_label.setText(
            self.tr(
                "{name} is at Surrender 0 and must choose (rule 5). Only this choice or a "
                "compromise may come now."
            ).format(name=names[ident])
        )
        for button in self.choice_buttons.values():
            self.choice_buttons_layout.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.choice_buttons = {}
        for choice in engine.surrender_choices(ident):
            text = self.tr(SURRENDER_TEXT[choice])
            button = _button(text, text)
            button.clicked.connect(lambda _c=False, ch=choice, i=ident: self.surrender(i, ch))
            self.choice_buttons_layout.addWidget(button)
            button.show()
            self.choice_buttons[choice] = button
        self.characteristic_combo.clear()
        self.characteristic_combo.addItem(self.tr("the first of the lowest"), None)
        for characteristic in state.characteristics:
            self.characteristic_combo.addItem(
                self.tr("{name} ({value})").format(
                    name=characteristic.name, value=characteristic.value
                ),
                characteristic.name,
            )
        self.characteristic_row.setVisible(state.risked_corruption and bool(state.characteristics))
        self.phase_stack.setCurrentIndex(3)

    def _show_end(self) -> None:
        assert self.play is not None
        row = self.play.row
        outcome = row.outcome or ""
        self.outcome_label.setText(
            self.tr("Outcome: {outcome}.").format(
                outcome=translate("Print", outcome_words(outcome))
            )
        )
        items = self.host.campaign.challenges.results(row.id)
        lines = []
        for item in items:
            if not item.applies:
                mark = self.tr("record on the sheet by hand")
            elif row.applied:
                mark = self.tr("✔ applied to the campaign")
            else:
                mark = self.tr("will be applied to the campaign")
            text = item.text if item.line is None else said_text(self.words, item.line, translate)
            lines.append(f"• {_escape(text)} <i>({mark})</i>")
        self.results_label.setText(
            "<b>"
            + self.tr("Results:")
            + "</b><br>"
            + ("<br>".join(lines) if lines else self.tr("No lasting changes."))
        )
        self.apply_results_button.setEnabled(not row.applied)
        self.apply_results_button.setText(
            self.tr("Results applied (Edit › Undo takes them back)")
            if row.applied
            else self.tr("&Apply the results to the campaign")
        )
        self.phase_stack.setCurrentIndex(4)

    def _refresh_director(self) -> None:
        play = self.play
        if play is not None:
            self.director.refresh(play.engine, self._names(), self.words)

    # Steps ---------------------------------------------------------------------------

    def apply_step(self, step: Step) -> str | None:
        """Apply and save one step as one undoable edit; return the reason if refused."""
        play = self.play
        assert play is not None
        problems: list[str] = []
        rendered = self.renders
        done = self.host.perform(
            step_text(step, self._names()), lambda: play.apply(step), refused=problems.append
        )
        if done is None:
            return problems[0] if problems else self.tr("the step was not saved")
        if self.renders == rendered:  # the Challenges section did not pass the change on
            self.last_events = play.last_events
            self.refresh()
        return None

    def take_back_step(self) -> None:
        """Take back the last step (works after a restart too), as one undoable edit."""
        play = self.play
        if play is None or not play.engine.steps:
            return
        service = self.host.campaign.challenges
        last = step_text(play.engine.steps[-1], self._names())
        self.director.director_error.clear()
        self.host.perform(
            self.tr("Take back: {step}").format(step=last),
            lambda: service.take_back_step(play.challenge_id),
            refused=self.director.director_error.setText,
        )

    def _submit_move(self, step: Move) -> str | None:
        return self.apply_step(step)

    def clock(self) -> None:
        """Run the clock (step 1)."""
        refusal = self.apply_step(Clock())
        if refusal is not None:
            self.clock_error.setText(refusal)
            self.next_round_error.setText(refusal)

    def threats(self) -> None:
        """Issue the threats (step 2) with the names typed."""
        names = tuple(
            (ident, " ".join(edit.text().split()))
            for ident, edit in self.threat_edits.items()
            if edit.text().strip()
        )
        refusal = self.apply_step(Threats(names))
        if refusal is not None:
            self.threats_error.setText(refusal)

    def _confirm(self, title: str, lead: str, step: Step) -> bool:
        """Say what a step that ends a part (or the Challenge) will do, and ask first."""
        assert self.play is not None
        try:
            lines = self.play.preview(step)
        except Refusal:
            return True  # refused in place, with the reason, when applied
        what = "\n".join(f"• {event_text(self.words, event, translate)}" for event in lines)
        question = self.tr(
            "{lead}\n\nThis step will do:\n{what}\n\nEdit › Undo takes it back."
        ).format(lead=lead, what=what)
        return self.host.prompter.confirm(self, title, question)

    def _surrender_lead(self, ident: str, choice: SurrenderChoice) -> tuple[str, str] | None:
        """Return the title and first sentence of the question before a surrender choice."""
        assert self.play is not None
        state = self.play.engine.persona(ident)
        name = state.setup.name
        if choice is SurrenderChoice.RISK_CORRUPTION:
            return None  # the Persona goes on; nothing ends
        if choice is SurrenderChoice.RISK_DEATH:
            return (
                self.tr("Risk Death"),
                self.tr(
                    "{name} risks Death: Surrender comes back now, but if {name} is forced to "
                    "surrender later, {name} dies (rule 5.2). A Persona risks Death only once."
                ).format(name=name),
            )
        forced = ident in self.play.engine.pending_surrenders()
        if forced and state.risked_death:
            return (
                self.tr("Surrender", "action"),
                self.tr(
                    "{name} has risked Death: surrendering now, {name} dies and takes no further "
                    "part (rule 5.2)."
                ).format(name=name),
            )
        what = {
            SurrenderChoice.SURRENDER_STRATEGY: self.tr(
                "{name} surrenders the current Strategy and leaves the Challenge: {name} takes "
                "no further part in it ({rule})."
            ),
            SurrenderChoice.LOSE_INVESTMENT: self.tr(
                "{name} loses the Investment it pursues and leaves the Challenge: {name} takes "
                "no further part in it ({rule})."
            ),
        }.get(
            choice,
            self.tr(
                "{name} surrenders and leaves the Challenge: {name} takes no further part in it "
                "({rule})."
            ),
        )
        rule = self.tr("rule 5") if forced else self.tr("rule 5.4")
        return (self.tr("Surrender", "action"), what.format(name=name, rule=rule))

    def surrender(self, ident: str, choice: SurrenderChoice) -> None:
        """Make a Persona's surrender choice (step 5), after saying what it will do."""
        characteristic = self.characteristic_combo.currentData()
        shown = self.characteristic_row.isVisibleTo(self) and characteristic is not None
        step = SurrenderStep(ident, choice, str(characteristic) if shown else None)
        lead = self._surrender_lead(ident, choice)
        if lead is not None and not self._confirm(*lead, step):
            return
        refusal = self.apply_step(step)
        if refusal is not None:
            self.surrender_error.setText(refusal)

    def primary_action(self) -> None:
        """Do the current page's main step (Ctrl+Enter)."""
        if self.pages.currentIndex() == 0:
            self.start()
            return
        index = self.phase_stack.currentIndex()
        if index == 0:
            self.clock()
        elif index == 1:
            self.threats()
        elif index == 2:
            if self.builder.apply_button.isEnabled():
                self.builder.apply()
            elif not self.play or not self.play.engine.moves_available():
                self.clock()
        elif index == 4 and self.apply_results_button.isEnabled():
            self.apply_results()

    # The end -------------------------------------------------------------------------

    def apply_results(self) -> None:
        """Apply the results to the campaign as one undoable step."""
        assert self.play is not None
        service = self.host.campaign.challenges
        challenge_id = self.play.challenge_id
        self.end_message.clear()
        done = self.host.perform(
            self.tr("Apply the results of {title}").format(title=self.play.title),
            lambda: service.apply_results(challenge_id),
            refused=self.end_message.setText,
        )
        if done is None:
            return
        self.play.reload()
        self.end_message.setText(self.tr("The results are applied. Edit › Undo takes them back."))
        self.refresh()

    def export(self) -> None:
        """Write this Challenge as a replay scenario (rules-spec A.7)."""
        assert self.play is not None
        message = export_challenge(
            self.host.campaign, self.play.challenge_id, self, self.export_chooser
        )
        if message:
            self.end_message.setText(message)

    def scenario(self) -> dict[str, Any]:
        """Return the Challenge so far as a scenario (for tests and the export)."""
        assert self.play is not None
        data = self.play.engine.recorded_scenario()
        return json.loads(json.dumps(data))  # type: ignore[no-any-return]
