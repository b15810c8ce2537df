"""Starshine: the Director's actions beside the Challenge's round page (rules 5.4, 6, 6.1, 6.2).

Push, Designate, Compromise, Surrender by choice and End stand apart from the Moves, at hand in
every phase. Each says in one line what it does; the Persona to Push and the one who
surrenders start unchosen, so one click never Pushes or surrenders someone by accident. The
box builds the steps and hands them to the wizard (``apply``), which saves them; a step that
ends something is asked about first (``confirm``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from starshine_desktop.rules.starshine.challenge import Challenge
from starshine_desktop.rules.starshine.model import Status, SurrenderChoice
from starshine_desktop.rules.starshine.steps import (
    Compromise,
    Designate,
    End,
    Push,
    Step,
    SurrenderStep,
)
from starshine_desktop.services.starshine.challenge_words import ChallengeWords
from starshine_desktop.ui.i18n import refusal_text
from starshine_desktop.ui.starshine.move_parts import ChallengeErrorLabel, muted

ApplyStep = Callable[[Step], "str | None"]
"""Apply and save a step; return why it was refused (None: applied)."""
Confirm = Callable[[str, str, Step], bool]
"""Say what a step will do (title, first sentence) and ask; True: go ahead."""
SurrenderLead = Callable[[str, SurrenderChoice], "tuple[str, str] | None"]
"""The title and first sentence of the question before a surrender choice (None: no question)."""


def _button(text: str, name: str) -> QPushButton:
    button = QPushButton(text)
    button.setAccessibleName(name)
    return button


class DirectorBox(QGroupBox):
    """The Director's actions: each builds its step, says what it does and shows a refusal."""

    def __init__(
        self,
        apply: ApplyStep,
        confirm: Confirm,
        surrender_lead: SurrenderLead,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._apply = apply
        self._confirm = confirm
        self._surrender_lead = surrender_lead
        self._engine: Challenge | None = None
        self._words = ChallengeWords({}, {}, {})
        self.setTitle(self.tr("The Director's actions (at any time, apart from the Moves)"))
        self.setAccessibleName(self.tr("The Director's actions"))
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 4, 6, 4)
        grid.setVerticalSpacing(2)
        self._grid = grid
        self._build_push()
        self._build_designate()
        self._build_compromise()
        self._build_surrender()
        self.director_error = ChallengeErrorLabel(self.tr("Why the Director's step is refused"))
        grid.addWidget(self.director_error, grid.rowCount(), 0, 1, 3)
        grid.setColumnStretch(1, 1)
        for combo in (
            self.push_combo,
            self.designate_combo,
            self.designate_target,
            self.surrender_combo,
        ):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(10)

    def _says(self, text: str, name: str) -> QLabel:
        """Add a muted line under an action saying what it does."""
        label = QLabel(text)
        label.setWordWrap(True)
        label.setAccessibleName(name)
        muted(label)
        self._grid.addWidget(label, self._grid.rowCount(), 0, 1, 3)
        return label

    def _build_push(self) -> None:
        self.push_combo = QComboBox()
        self.push_combo.setAccessibleName(self.tr("Persona to push"))
        self.push_combo.setPlaceholderText(self.tr("Choose whom to push"))
        self.push_combo.currentIndexChanged.connect(self._show_push)
        self.push_button = _button(self.tr("P&ush"), self.tr("Push"))
        self.push_button.clicked.connect(self.push)
        row = self._grid.rowCount()
        self._grid.addWidget(QLabel(self.tr("Push")), row, 0)
        self._grid.addWidget(self.push_combo, row, 1)
        self._grid.addWidget(self.push_button, row, 2)
        self.push_says = self._says(
            self.tr(
                "The Persona's Threat starts again and the Director's Stance towards it "
                "falls by 1 (rule 6.1)."
            ),
            self.tr("What a Push does"),
        )
        self.push_reason = QLabel()
        self.push_reason.setWordWrap(True)
        muted(self.push_reason)
        self.push_reason.setAccessibleName(self.tr("Why no Push"))
        self._grid.addWidget(self.push_reason, self._grid.rowCount(), 0, 1, 3)

    def _build_designate(self) -> None:
        self.designate_combo = QComboBox()
        self.designate_combo.setAccessibleName(self.tr("Free Persona who designates"))
        self.designate_target = QComboBox()
        self.designate_target.setAccessibleName(self.tr("Persona designated"))
        self.designate_button = _button(self.tr("Desi&gnate"), self.tr("Designate"))
        self.designate_button.clicked.connect(self.designate)
        self.designate_button.setToolTip(
            self.tr("Only a free Persona designates an active one (rule 6)")
        )
        row = self._grid.rowCount()
        self._grid.addWidget(QLabel(self.tr("Free Persona")), row, 0)
        self._grid.addWidget(self.designate_combo, row, 1)
        self._grid.addWidget(QLabel(self.tr("Designates")), row + 1, 0)
        self._grid.addWidget(self.designate_target, row + 1, 1)
        self._grid.addWidget(self.designate_button, row + 1, 2)
        self._says(
            self.tr("The free Persona's Traits lower the designated Persona's Threat (rule 6)."),
            self.tr("What designating does"),
        )

    def _build_compromise(self) -> None:
        self.offer_edit = QLineEdit()
        self.offer_edit.setPlaceholderText(self.tr("Compromise offered (for the log)"))
        self.offer_edit.setAccessibleName(self.tr("Compromise offered"))
        accept = _button(self.tr("Accepted"), self.tr("Compromise accepted"))
        accept.clicked.connect(lambda: self.compromise(accepted=True))
        refuse = _button(self.tr("Refused"), self.tr("Compromise refused"))
        refuse.clicked.connect(lambda: self.compromise(accepted=False))
        self.compromise_accept, self.compromise_refuse = accept, refuse
        buttons = QHBoxLayout()
        buttons.addWidget(accept)
        buttons.addWidget(refuse)
        row = self._grid.rowCount()
        self._grid.addWidget(QLabel(self.tr("Compromise")), row, 0)
        self._grid.addWidget(self.offer_edit, row, 1)
        self._grid.addLayout(buttons, row, 2)
        self._says(
            self.tr("Accepted, the Challenge ends for everyone; refused, play goes on (rule 6.2)."),
            self.tr("What a compromise does"),
        )

    def _build_surrender(self) -> None:
        self.surrender_combo = QComboBox()
        self.surrender_combo.setAccessibleName(self.tr("Persona who surrenders"))
        self.surrender_combo.setPlaceholderText(self.tr("Choose who surrenders"))
        self.surrender_combo.currentIndexChanged.connect(self._show_surrender)
        self.surrender_button = _button(
            self.tr("Surrender", "action"), self.tr("Surrender by choice")
        )
        self.surrender_button.clicked.connect(self.surrender_by_choice)
        row = self._grid.rowCount()
        self._grid.addWidget(QLabel(self.tr("Surrender", "action")), row, 0)
        self._grid.addWidget(self.surrender_combo, row, 1)
        self._grid.addWidget(self.surrender_button, row, 2)
        self._says(
            self.tr("The Persona leaves the Challenge now and takes no further part (rule 5.4)."),
            self.tr("What surrendering does"),
        )
        self.end_button = _button(self.tr("&End the Challenge"), self.tr("End the Challenge"))
        self.end_button.clicked.connect(self.end)
        self._grid.addWidget(self.end_button, self._grid.rowCount(), 1, 1, 2)
        self._says(
            self.tr("The Challenge ends for everyone; its results can then be applied."),
            self.tr("What ending does"),
        )

    # Rendering -----------------------------------------------------------------------

    def refresh(self, engine: Challenge, names: Mapping[str, str], words: ChallengeWords) -> None:
        """Offer the Personae each action may name now, and enable what the rules allow."""
        self._engine = engine
        self._words = words
        in_play = [i for i, s in engine.personae.items() if s.in_play]
        for combo, idents in (
            (self.push_combo, in_play),
            (self.surrender_combo, in_play),
            (self.designate_combo, [i for i in in_play if engine.persona(i).free]),
            (
                self.designate_target,
                [i for i in in_play if engine.persona(i).status is Status.ACTIVE],
            ),
        ):
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for ident in idents:
                combo.addItem(names[ident], ident)
            chosen = combo.findData(current) if current is not None else -1
            # Push and Surrender start unchosen; a designation names whoever there is.
            if chosen < 0 and combo not in (self.push_combo, self.surrender_combo):
                chosen = 0
            combo.setCurrentIndex(chosen)
            combo.blockSignals(False)
        self._show_push()
        self.designate_button.setEnabled(
            not engine.ended
            and not engine.pending_surrenders()
            and self.designate_combo.count() > 0
            and self.designate_target.count() > 0
        )
        self._show_surrender()
        for widget in (self.compromise_accept, self.compromise_refuse, self.end_button):
            widget.setEnabled(not engine.ended)

    def _show_push(self) -> None:
        engine = self._engine
        if engine is None:
            return
        target = self.push_combo.currentData()
        # Before anyone is chosen, a reason that holds for everyone is still said.
        asked = (
            target
            if target is not None or not engine.pending_surrenders()
            else (self.push_combo.itemData(0))
        )
        reason: str | None
        if engine.ended:
            reason = self.tr("the Challenge has ended")
        elif asked is not None:
            refusal = engine.push_refusal(str(asked))
            reason = (
                None
                if refusal is None
                else refusal_text(self._words.spoken(refusal, capital=False))
            )
        elif self.push_combo.count() == 0:
            reason = self.tr("no Persona is in play")
        else:
            reason = None
        self.push_button.setEnabled(target is not None and reason is None)
        self.push_reason.setText(
            "" if reason is None else self.tr("No Push: {reason}").format(reason=reason)
        )
        self.push_reason.setVisible(reason is not None)
        self.push_button.setToolTip(
            self.push_reason.text() if reason is not None else self.push_says.text()
        )

    def _show_surrender(self) -> None:
        engine = self._engine
        if engine is None:
            return
        surrenderer = self.surrender_combo.currentData()
        self.surrender_button.setEnabled(
            surrenderer is not None
            and SurrenderChoice.SURRENDER in engine.surrender_choices(str(surrenderer))
            and not engine.pending_surrenders()
        )

    # Steps ---------------------------------------------------------------------------

    def _director(self, step: Step) -> None:
        refusal = self._apply(step)
        if refusal is not None:
            self.director_error.setText(refusal)

    def push(self) -> None:
        """Push the chosen Persona (rule 6.1)."""
        persona = self.push_combo.currentData()
        if persona is not None:
            self._director(Push(str(persona)))

    def designate(self) -> None:
        """Let a free Persona designate an active one (rule 6)."""
        persona = self.designate_combo.currentData()
        target = self.designate_target.currentData()
        if persona is not None and target is not None:
            self._director(Designate(str(persona), str(target)))

    def compromise(self, *, accepted: bool) -> None:
        """Record a compromise offered, accepted or refused (rule 6.2)."""
        offer = " ".join(self.offer_edit.text().split())
        step = Compromise(accepted, offer or None)
        if accepted:
            lead = (
                self.tr(
                    "The Actors accept the compromise ({offer}): the Challenge ends for everyone "
                    "(rule 6.2), and its results can then be applied to the campaign."
                )
                if offer
                else self.tr(
                    "The Actors accept the compromise: the Challenge ends for everyone "
                    "(rule 6.2), and its results can then be applied to the campaign."
                )
            ).format(offer=offer)
            if not self._confirm(self.tr("Accept the compromise"), lead, step):
                return
        self._director(step)
        if self.director_error.text() == "":
            self.offer_edit.clear()

    def surrender_by_choice(self) -> None:
        """Let a Persona surrender at any time (rule 5.4), after saying what it will do."""
        ident = self.surrender_combo.currentData()
        if ident is None:
            return
        step = SurrenderStep(str(ident), SurrenderChoice.SURRENDER)
        lead = self._surrender_lead(str(ident), SurrenderChoice.SURRENDER)
        if lead is not None and not self._confirm(*lead, step):
            return
        self._director(step)

    def end(self) -> None:
        """End the Challenge (the Director's call), after saying what it will do."""
        engine = self._engine
        if engine is None:
            return
        in_play = [s.setup.name for s in engine.personae.values() if s.in_play]
        if not in_play:
            lead = self.tr(
                "End the Challenge now? It ends for everyone; its results can then be applied "
                "to the campaign."
            )
        elif len(in_play) == 1:
            lead = self.tr(
                "End the Challenge now? It ends for everyone: {names} takes no further part; "
                "its results can then be applied to the campaign."
            )
        else:
            lead = self.tr(
                "End the Challenge now? It ends for everyone: {names} take no further part; "
                "its results can then be applied to the campaign."
            )
        lead = lead.format(names=", ".join(in_play))
        if self._confirm(self.tr("End the Challenge"), lead, End()):
            self._director(End())
