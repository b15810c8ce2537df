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
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QPalette, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QFileDialog,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
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
from starshine_desktop.services.starshine.challenge_lines import event_text, log_lines
from starshine_desktop.services.starshine.challenge_words import ChallengeWords
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
from starshine_desktop.ui.starshine.challenge_guide import guide_text, progress_text
from starshine_desktop.ui.starshine.challenge_phases import (
    EndPanel,
    StatusTable,
    SurrenderPanel,
    ThreatsPanel,
    elements_text,
    escape,
    named_button,
)
from starshine_desktop.ui.starshine.challenge_setup import ChallengeSetupPage, persona_lines
from starshine_desktop.ui.starshine.move_builder import MoveBuilder
from starshine_desktop.ui.starshine.move_parts import ChallengeErrorLabel
from starshine_desktop.ui.starshine.persona_choice import SetUpNames

ExportChooser = Callable[[QWidget, Path], Path | None]

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


class ChallengeWizard(QDialog):
    """Set up and play one Challenge at the table."""

    def __init__(
        self,
        host: SectionHost,
        *,
        challenge_id: int | None = None,
        preselected: Sequence[int] = (),
        names: SetUpNames | None = None,
        rng: random.Random | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``names`` are the campaign's Persona names the set-up lists (read when not given)."""
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
        challenges = host.campaign.challenges
        self.setup_page = ChallengeSetupPage(
            names if names is not None else host.campaign.records.persona_names(),
            partial(persona_lines, challenges.personae_in_play),
            challenges.active_strategies,
            preselected,
            challenges.list_elements(),
        )
        self.setup_page.start_button.clicked.connect(self.start)
        setup_scroll = QScrollArea()
        setup_scroll.setWidget(self.setup_page)
        setup_scroll.setWidgetResizable(True)
        setup_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.setup_scroll = setup_scroll
        self.pages.addWidget(setup_scroll)
        self._add_undo_actions()
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
        self.threats_panel = ThreatsPanel()
        self.threats_panel.threats_button.clicked.connect(self.threats)
        self.phase_stack.addWidget(self.threats_panel)
        self.phase_stack.addWidget(self._build_moves_panel())
        self.surrender_panel = SurrenderPanel(self.surrender)
        self.phase_stack.addWidget(self.surrender_panel)
        self.end_panel = EndPanel()
        self.end_panel.apply_results_button.clicked.connect(self.apply_results)
        self.end_panel.export_button.clicked.connect(self.export)
        self.end_panel.close_button.clicked.connect(self.close)
        self.phase_stack.addWidget(self.end_panel)

        self.status_table = StatusTable()
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
        QWidget.setTabOrder(self.builder.result.apply_button, self.next_round_button)
        return page

    def _show_round_page(self) -> None:
        """Show the round page, built the first time a Challenge shows (the set-up page, open
        on its own, needs none of it)."""
        if self.pages.count() == 1:
            self.round_page = self._build_round_page()
            scroll = QScrollArea()
            scroll.setWidget(self.round_page)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            self.round_scroll = scroll
            self.pages.addWidget(scroll)
        self.pages.setCurrentIndex(1)

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
        if self.pages.count() > 1:
            self._arrange_for_width(event.size().width())

    def _add_undo_actions(self) -> None:
        """Undo and Redo of the window's stack, with their keys (Ctrl+Z here too)."""
        stack = self.host.undo_stack
        self.undo_action = undo_action(stack, self, UNDO_BUTTON)
        self.undo_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Undo))
        self.redo_action = redo_action(stack, self, REDO_BUTTON)
        self.redo_action.setShortcuts(redo_shortcuts())
        self.addActions([self.undo_action, self.redo_action])

    def _build_undo_row(self) -> QVBoxLayout:
        """Undo and Redo of the window's stack (Ctrl+Z here too), and Take back.

        Undo names the step ("Undo: Name the threats"), so it has a line of its own: in German
        beside the other two it would be cut.
        """
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
        self.take_back_button = named_button(
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
        self.clock_button = named_button(self.tr("Run the &clock"), self.tr("Run the clock"))
        self.clock_button.clicked.connect(self.clock)
        layout.addWidget(self.clock_button)
        self.clock_error = ChallengeErrorLabel(self.tr("Why the clock is refused"))
        layout.addWidget(self.clock_error)
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
        self.next_round_button = named_button(
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
        self._show_round_page()
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
        self.status_table.show_personae(engine, names)
        elements = elements_text(engine)
        self.traits_label.setText(elements)
        self.traits_label.setVisible(bool(elements))
        self.log_view.setPlainText("\n".join(log_lines(self.words, engine.log_events, translate)))
        self.log_view.verticalScrollBar().setValue(self.log_view.verticalScrollBar().maximum())
        self._show_last_events()
        for label in (
            self.clock_error,
            self.threats_panel.threats_error,
            self.next_round_error,
            self.surrender_panel.surrender_error,
            self.director.director_error,
        ):
            label.clear()
        # At the end the Director's actions can no longer be used: only the results remain.
        self.director.setVisible(not engine.ended)
        if engine.ended:
            self.end_panel.show_results(
                play.row, self.host.campaign.challenges.results(play.row.id), self.words
            )
            self.phase_stack.setCurrentIndex(4)
        elif engine.pending_surrenders():
            self.surrender_panel.show_persona(engine, engine.pending_surrenders()[0], names)
            self.phase_stack.setCurrentIndex(3)
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
            clock_lines = [
                event_text(self.words, e, translate)
                for e in self.last_events
                if e.kind == "clock" and e.persona
            ]
            self.threats_panel.show_round(engine, names, clock_lines)
            self.phase_stack.setCurrentIndex(1)
            self.threats_panel.focus_first()
        else:
            self._show_moves(names)
        self._refresh_director()
        self._show_guide()

    def _show_guide(self) -> None:
        play = self.play
        guide = "" if play is None else guide_text(play, self._names(), self.builder)
        progress = "" if play is None else progress_text(play.engine, self._names(), self.builder)
        self.header_label.setText(guide)
        self.progress_label.setText(progress)
        self.progress_label.setVisible(bool(self.progress_label.text()))

    def _show_last_events(self) -> None:
        if not self.last_events:
            self.last_step_view.setHtml(self.tr("Nothing has happened yet."))
            return
        lines = []
        for event in self.last_events:
            text = escape(event_text(self.words, event, translate))
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
        refusal = self.apply_step(Threats(self.threats_panel.named()))
        if refusal is not None:
            self.threats_panel.threats_error.setText(refusal)

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
        step = SurrenderStep(ident, choice, self.surrender_panel.characteristic())
        lead = self._surrender_lead(ident, choice)
        if lead is not None and not self._confirm(*lead, step):
            return
        refusal = self.apply_step(step)
        if refusal is not None:
            self.surrender_panel.surrender_error.setText(refusal)

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
            if self.builder.result.apply_button.isEnabled():
                self.builder.apply()
            elif not self.play or not self.play.engine.moves_available():
                self.clock()
        elif index == 4 and self.end_panel.apply_results_button.isEnabled():
            self.apply_results()

    # The end -------------------------------------------------------------------------

    def apply_results(self) -> None:
        """Apply the results to the campaign as one undoable step."""
        assert self.play is not None
        service = self.host.campaign.challenges
        challenge_id = self.play.challenge_id
        self.end_panel.end_message.clear()
        done = self.host.perform(
            self.tr("Apply the results of {title}").format(title=self.play.title),
            lambda: service.apply_results(challenge_id),
            refused=self.end_panel.end_message.setText,
        )
        if done is None:
            return
        self.play.reload()
        self.end_panel.end_message.setText(
            self.tr("The results are applied. Edit › Undo takes them back.")
        )
        self.refresh()

    def export(self) -> None:
        """Write this Challenge as a replay scenario (rules-spec A.7)."""
        assert self.play is not None
        message = export_challenge(
            self.host.campaign, self.play.challenge_id, self, self.export_chooser
        )
        if message:
            self.end_panel.end_message.setText(message)

    def scenario(self) -> dict[str, Any]:
        """Return the Challenge so far as a scenario (for tests and the export)."""
        assert self.play is not None
        data = self.play.engine.recorded_scenario()
        return json.loads(json.dumps(data))  # type: ignore[no-any-return]
