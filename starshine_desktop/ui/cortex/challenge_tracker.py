"""The challenge-pool tracker: start a pool, take the Personae's turns and the challenge's own.

Every change is one edit that saves at once; its undo puts back the pool (its JSON state)
and the stress of every Persona the step changed, exactly as they were. On a Persona's
turn one of their stress dice joins the GM's roll, and the GM may pay them a plot point for
each further stress type added ("and the GM pays 1 plot point to add"), given with the
turn itself.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.cortex import (
    ChallengeLength,
    ChallengePhase,
    DicePool,
    Die,
    Difficulty,
    PaidStressOption,
    RollResult,
    StressType,
    best_result,
    outcome_probabilities,
    roll_from_faces,
    roll_pool,
)
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.cortex.pools import ChallengeView, CortexPools
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import Refusal
from starshine_desktop.ui import deleting
from starshine_desktop.ui.cortex.challenge_models import challenge_columns
from starshine_desktop.ui.cortex.paid_stress import PaidStressChoice
from starshine_desktop.ui.cortex.people_to_tick import PeopleToTick
from starshine_desktop.ui.cortex.pool_tool import outcome_bars
from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.i18n import game_term, refusal_text
from starshine_desktop.ui.models.names import PersonaNames
from starshine_desktop.ui.models.rows import rows_model
from starshine_desktop.ui.models.table_model import TableModel
from starshine_desktop.ui.performing import in_label, perform_showing
from starshine_desktop.ui.widgets.cortex_statement_inputs import (
    difficulty_text,
    error_label,
    parse_faces,
    read_pool,
)
from starshine_desktop.ui.widgets.odds_bar import OddsBar


class ChallengeTracker(QWidget):
    """Saved challenge pools on the left, the chosen one's turns on the right."""

    def __init__(
        self, host: SectionHost, rng: random.Random | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.rng = rng or random.Random()
        self._names = PersonaNames(self.host.campaign.records.persona_names)
        self.model: TableModel[ChallengeView] = rows_model(
            challenge_columns(self.name_of), lambda c: c.id, self
        )
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self._build_list())
        splitter.addWidget(self._build_detail())
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([420, 800])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.reload()

    # Building ------------------------------------------------------------------------

    def _build_list(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(self.tr("Filter challenge pools"))
        self.filter_edit.setAccessibleName(self.tr("Filter challenge pools"))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.model.set_filter_text)
        layout.addWidget(self.filter_edit)
        self.table = QTableView()
        self.table.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.table.setObjectName("challenge-table")
        self.table.setAccessibleName(self.tr("Challenge pools"))
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self.show_current())
        layout.addWidget(self.table, 1)

        new_box = QGroupBox(self.tr("New challenge pool"))
        form = QFormLayout(new_box)
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("challenge-name")
        self.name_edit.setPlaceholderText(self.tr("e.g. Cross the storm"))
        form.addRow(self.tr("Name"), self.name_edit)
        self.level_combo = QComboBox()
        self.level_combo.setObjectName("challenge-level")
        for level in Difficulty:
            self.level_combo.addItem(difficulty_text(level), level)
        form.addRow(self.tr("Level"), self.level_combo)
        self.length_combo = QComboBox()
        self.length_combo.setObjectName("challenge-length")
        for length in ChallengeLength:
            self.length_combo.addItem(
                self.tr("{length} (+{count}d6)").format(
                    length=game_term(length.name.title()), count=length.extra_d6
                ),
                length.value,
            )
        form.addRow(self.tr("Length"), self.length_combo)
        self.people_list = PeopleToTick(self._names)
        self.people_list.setObjectName("challenge-people")
        self.people_list.setMaximumHeight(110)
        form.addRow(self.tr("Personae"), self.people_list)
        self.create_error = error_label("challenge-create-error")
        form.addRow("", self.create_error)
        buttons = QHBoxLayout()
        self.create_button = QPushButton(self.tr("&Start challenge"))
        self.create_button.setObjectName("challenge-start")
        self.create_button.clicked.connect(self.create_challenge)
        self.delete_button = QPushButton(deleting.button_text())
        self.delete_button.setObjectName("challenge-delete")
        self.delete_button.clicked.connect(self.delete_challenge)
        buttons.addWidget(self.create_button)
        buttons.addWidget(self.delete_button)
        form.addRow("", buttons)
        layout.addWidget(new_box)
        return page

    def _build_detail(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.pool_label = QLabel()
        self.pool_label.setObjectName("challenge-pool")
        self.pool_label.setStyleSheet("font-size: 16pt; font-weight: bold;")
        layout.addWidget(self.pool_label)
        self.status_label = QLabel()
        self.status_label.setObjectName("challenge-status")
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)

        layout.addWidget(self._build_turn_box())
        layout.addWidget(self._build_challenge_turn_box())

        self.log_list = QListWidget()
        self.log_list.setObjectName("challenge-log")
        self.log_list.setWordWrap(True)
        log_label = QLabel(self.tr("Log"))
        log_label.setBuddy(self.log_list)
        layout.addWidget(log_label)
        layout.addWidget(self.log_list, 1)

        self.actor_combo.currentIndexChanged.connect(lambda _i: self._actor_changed())
        self.stress_combo.currentIndexChanged.connect(lambda _i: self._stress_changed())
        self.player_pool_edit.textChanged.connect(lambda _t: self.update_odds())
        return page

    def _build_turn_box(self) -> QGroupBox:
        """Build "A Persona's turn": who acts, their dice and faces, the odds, the buttons."""
        self.turn_box = QGroupBox(self.tr("A Persona's turn"))
        form = QFormLayout(self.turn_box)
        self.actor_combo = QComboBox()
        self.actor_combo.setObjectName("turn-persona")
        form.addRow(self.tr("Persona"), self.actor_combo)
        self.stress_combo = QComboBox()
        self.stress_combo.setObjectName("turn-stress-die")
        form.addRow(self.tr("Their stress die joins"), self.stress_combo)
        self.paid = PaidStressChoice("turn")
        self.paid_boxes = self.paid.boxes
        self.paid_reason = self.paid.reason
        self._paid_for: tuple[object, ...] = ()
        self.paid.changed.connect(self.update_odds)
        form.addRow(self.tr("Second stress"), self.paid)
        self.player_pool_edit = QLineEdit()
        self.player_pool_edit.setObjectName("turn-pool")
        self.player_pool_edit.setPlaceholderText(self.tr("their pool, e.g. d8,d6,d6"))
        form.addRow(self.tr("Their pool"), self.player_pool_edit)
        self.player_faces_edit = QLineEdit()
        self.player_faces_edit.setObjectName("turn-faces")
        self.player_faces_edit.setPlaceholderText(
            self.tr("faces, largest die first (blank: roll here)")
        )
        form.addRow(self.tr("Their faces"), self.player_faces_edit)
        self.gm_faces_edit = QLineEdit()
        self.gm_faces_edit.setObjectName("turn-gm-faces")
        self.gm_faces_edit.setPlaceholderText(self.tr("the GM's faces (blank: roll here)"))
        form.addRow(self.tr("GM's faces"), self.gm_faces_edit)
        self.target_combo = QComboBox()
        self.target_combo.setObjectName("turn-target")
        form.addRow(self.tr("On a success, against"), self.target_combo)
        self.failure_combo = QComboBox()
        self.failure_combo.setObjectName("turn-failure-stress")
        for kind in StressType:
            self.failure_combo.addItem(
                self.tr("{kind} stress").format(kind=game_term(kind.value)), kind
            )
        form.addRow(self.tr("On a failure, take"), self.failure_combo)
        self.turn_odds = OddsBar()
        self.turn_odds.setObjectName("turn-odds")
        form.addRow(self.tr("Odds"), self.turn_odds)
        self.turn_error = error_label("turn-error")
        form.addRow("", self.turn_error)
        turn_buttons = QHBoxLayout()
        self.turn_button = QPushButton(self.tr("&Take turn"))
        self.turn_button.setObjectName("take-turn")
        self.turn_button.clicked.connect(self.take_turn)
        self.other_button = QPushButton(self.tr("Other action"))
        self.other_button.setToolTip(
            self.tr("Spend the turn on another test against the same pool")
        )
        self.other_button.clicked.connect(self.other_action)
        turn_buttons.addWidget(self.turn_button)
        turn_buttons.addWidget(self.other_button)
        form.addRow("", turn_buttons)
        return self.turn_box

    def _build_challenge_turn_box(self) -> QGroupBox:
        """Build "The challenge's turn": strengthen a die or test the Persona."""
        self.challenge_box = QGroupBox(self.tr("The challenge's turn"))
        challenge_form = QFormLayout(self.challenge_box)
        strengthen_row = QHBoxLayout()
        self.strengthen_combo = QComboBox()
        self.strengthen_combo.setObjectName("strengthen-die")
        self.strengthen_button = QPushButton(self.tr("Step it up"))
        self.strengthen_button.setObjectName("strengthen")
        self.strengthen_button.clicked.connect(self.strengthen)
        strengthen_row.addWidget(self.strengthen_combo)
        strengthen_row.addWidget(self.strengthen_button)
        challenge_form.addRow(self.tr("Strengthen a die"), strengthen_row)
        test_row = QHBoxLayout()
        self.test_button = QPushButton(self.tr("Test the Persona above"))
        self.test_button.setObjectName("challenge-tests")
        self.test_button.setToolTip(
            self.tr("Their faces set the total to beat; the GM's faces are the challenge's roll")
        )
        self.test_button.clicked.connect(self.challenge_tests)
        test_row.addWidget(self.test_button)
        challenge_form.addRow(self.tr("Or"), test_row)
        self.challenge_error = error_label("challenge-turn-error")
        challenge_form.addRow("", self.challenge_error)
        return self.challenge_box

    # Reading -------------------------------------------------------------------------

    @property
    def dice(self) -> CortexPools:
        """Return the campaign's dice service."""
        return self.host.campaign.cortex_pools

    def name_of(self, persona_id: int) -> str:
        """Return a Persona's name (or say it was deleted)."""
        return self._names.get(
            persona_id, self.tr("(deleted Persona {number})").format(number=persona_id)
        )

    def reload(self) -> None:
        """Read every challenge pool and Persona again, keeping the one shown."""
        keep = self.current_id()
        self._names.reload()
        self.people_list.fill()
        self.model.sync_rows(self.dice.list_challenges())
        self.select(keep)

    def current_id(self) -> int | None:
        """Return the id of the challenge pool shown."""
        row = self.model.row_or_none(self.table.currentIndex().row())
        return None if row is None else row.id

    def current(self) -> ChallengeView | None:
        """Return the challenge pool shown."""
        return self.model.row_or_none(self.table.currentIndex().row())

    def select(self, challenge_id: int | None) -> None:
        """Show a challenge pool (the first one when ``challenge_id`` is gone)."""
        row = None if challenge_id is None else self.model.row_of(challenge_id)
        if row is None and self.model.rowCount() > 0:
            row = 0
        if row is None:
            self.table.setCurrentIndex(self.model.index(-1, 0))
        else:
            self.table.selectRow(row)
            self.table.setCurrentIndex(self.model.index(row, 0))
        self.show_current()

    def show_current(self) -> None:
        """Fill the right-hand side from the challenge pool shown."""
        view = self.current()
        self.turn_box.setEnabled(view is not None and not view.overcome)
        for button in (self.turn_button, self.other_button):
            button.setEnabled(view is not None and view.phase is ChallengePhase.CHARACTERS)
        self.challenge_box.setEnabled(view is not None and view.phase is ChallengePhase.CHALLENGE)
        self.delete_button.setEnabled(view is not None)
        self.log_list.clear()
        if view is None:
            self.pool_label.setText(self.tr("No challenge pool yet"))
            self.status_label.setText(
                self.tr("Start one below: choose a level, a length and Personae.")
            )
            return
        self.pool_label.setText(
            self.tr("Overcome") if view.overcome else "  ".join(die.label for die in view.pool.dice)
        )
        waiting = [pid for pid in view.participants if pid not in view.acted]
        if view.phase is ChallengePhase.CHARACTERS:
            status = self.tr("{name} · {level} · round {round} · waiting for {names}")
        elif view.phase is ChallengePhase.CHALLENGE:
            status = self.tr("{name} · {level} · round {round} · the challenge's turn")
        else:
            status = self.tr("{name} · {level} · round {round} · overcome: the pool is empty")
        self.status_label.setText(
            status.format(
                name=view.name,
                level=game_term(view.level.label),
                round=view.round,
                names=", ".join(self.name_of(pid) for pid in waiting),
            )
        )
        self.log_list.addItems(list(view.log))
        self.log_list.scrollToBottom()
        self._fill_actors(view, waiting)
        for combo, dice in (
            (self.target_combo, view.pool.dice),
            (self.strengthen_combo, view.pool.dice),
        ):
            combo.clear()
            for die in dict.fromkeys(dice):
                combo.addItem(die.label, die)

    def _fill_actors(self, view: ChallengeView, waiting: list[int]) -> None:
        keep = self.actor_combo.currentData()
        self.actor_combo.blockSignals(True)
        self.actor_combo.clear()
        people = waiting if view.phase is ChallengePhase.CHARACTERS else list(view.participants)
        for persona_id in people:
            self.actor_combo.addItem(self.name_of(persona_id), persona_id)
        position = self.actor_combo.findData(keep)
        self.actor_combo.setCurrentIndex(max(position, 0))
        self.actor_combo.blockSignals(False)
        self._actor_changed()

    def _actor_changed(self) -> None:
        self.stress_combo.blockSignals(True)
        self.stress_combo.clear()
        persona_id = self.actor_combo.currentData()
        if isinstance(persona_id, int):
            try:
                sheet = self.host.campaign.cortex_sheets.sheet(persona_id)
            except Refusal:
                sheet = None
            dice = (
                {}
                if sheet is None
                else {
                    StressType.PHYSICAL: sheet.physical,
                    StressType.MENTAL: sheet.mental,
                    StressType.SOCIAL: sheet.social,
                }
            )
            carried = [(kind, sides) for kind, sides in dice.items() if sides is not None]
            if not carried:
                self.stress_combo.addItem(self.tr("none (no stress)"), None)
            for kind, sides in carried:
                self.stress_combo.addItem(
                    self.tr("{kind} d{sides}").format(kind=game_term(kind.value), sides=sides),
                    kind,
                )
        self.stress_combo.blockSignals(False)
        self._stress_changed()

    def _first_stress(self) -> StressType | None:
        stress = self.stress_combo.currentData()
        return None if stress is None else StressType(stress)

    def _stress_changed(self) -> None:
        """Offer the further stress types the GM may pay to add, or say why not."""
        view = self.current()
        persona_id = self.actor_combo.currentData()
        first = self._first_stress()
        general = self.tr("choose a challenge pool and a Persona")
        options: tuple[PaidStressOption, ...] = ()
        if view is not None and isinstance(persona_id, int):
            try:
                refusal, options = self.dice.challenge_paid_stress(view.id, persona_id, first)
                general = "" if refusal is None else refusal_text(refusal)
            except Refusal as error:
                general = refusal_text(error)
        asked = (None if view is None else view.id, persona_id, first)
        fresh = asked != self._paid_for  # another turn: the choices start off
        self._paid_for = asked
        refusals = self.paid.offer(first, general, options, clear=fresh)
        self.paid.show_note([refusals] if refusals else [])
        self.update_odds()

    def _paid(self) -> tuple[StressType, ...]:
        """Return the stress types ticked for the GM to pay for (allowed ones only)."""
        return self.paid.chosen()

    def opposition(self) -> DicePool:
        """Return the GM's pool against the Persona chosen."""
        view = self.current()
        persona_id = self.actor_combo.currentData()
        if view is None or not isinstance(persona_id, int):
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "challenge: choose a challenge pool and a Persona")
            )
        return self.dice.opposition(view.id, persona_id, self._first_stress(), self._paid())

    def update_odds(self) -> None:
        """Show the exact odds of the Persona's pool against the challenge's."""
        try:
            opposition = self.opposition()
            pool = read_pool(self.player_pool_edit.text(), "their pool")
        except Refusal:
            self.turn_odds.set_bars([], self.tr("Enter their pool to see the odds."))
            return
        paid = self._paid()
        if not paid:
            caption = self.tr("{pool} against {opposition}")
        elif len(paid) == 1:
            caption = self.tr(
                "{pool} against {opposition} · the GM pays 1 plot point for {kinds} stress"
            )
        else:
            caption = self.tr(
                "{pool} against {opposition} · the GM pays {count} plot points for {kinds} stress"
            )
        caption = caption.format(
            pool=pool.label,
            opposition=opposition.label,
            count=len(paid),
            kinds=self.tr(" and ").join(game_term(kind.value) for kind in paid),
        )
        self.turn_odds.set_bars(outcome_bars(outcome_probabilities(pool, opposition)), caption)

    def _rolls(self) -> tuple[RollResult, RollResult]:
        """Return the Persona's and the GM's results (typed faces or rolled here)."""
        pool = read_pool(self.player_pool_edit.text(), "their pool")
        opposition = self.opposition()
        faces = parse_faces(self.player_faces_edit.text())
        gm_faces = parse_faces(self.gm_faces_edit.text())
        player = roll_pool(pool, self.rng) if faces is None else roll_from_faces(pool, faces)
        gm = (
            roll_pool(opposition, self.rng)
            if gm_faces is None
            else roll_from_faces(opposition, gm_faces)
        )
        return best_result(player), best_result(gm)

    # Changing ------------------------------------------------------------------------

    def create_challenge(self) -> None:
        """Start a challenge pool for the Personae ticked."""
        people = self.people_list.ticked()
        level = Difficulty(self.level_combo.currentData())
        length = ChallengeLength(int(self.length_combo.currentData()))
        name = self.name_edit.text()
        service = self.dice
        self.create_error.clear()
        edit = self.host.perform(
            self.tr("Start challenge {name}").format(name=name.strip()),
            lambda: service.create_challenge(name, level, length, people),
            refused=self.create_error.setText,
        )
        if edit is not None:
            self.name_edit.clear()
            self.select(edit.changes.added_ids(RecordKind.CHALLENGE_POOL)[0])

    def delete_challenge(self) -> None:
        """Delete the challenge pool shown (Undo brings it back)."""
        view = self.current()
        if view is None:
            return
        if not deleting.confirm_delete(self.host.prompter, self, "challenge", view.name):
            return
        service = self.dice
        self.create_error.clear()
        self.host.perform(
            deleting.undo_text(view.name),
            lambda: service.delete_challenge(view.id),
            refused=self.create_error.setText,
        )

    def _turn(self, text: str, label: QLabel, op: Callable[[], Edit]) -> bool:
        """Perform a turn on the pool shown; a refusal is shown in ``label``."""
        if self.current() is None:
            return False
        return perform_showing(self.host, in_label(label), text, op) is None

    def _clear_faces(self) -> None:
        self.player_faces_edit.clear()
        self.gm_faces_edit.clear()
        self._paid_for = ()  # the next turn starts without paid stress dice
        self._stress_changed()

    def take_turn(self) -> None:
        """The chosen Persona tries the challenge."""
        view = self.current()
        persona_id = self.actor_combo.currentData()
        if view is None or not isinstance(persona_id, int):
            return
        try:
            player, gm = self._rolls()
        except Refusal as error:
            self.turn_error.setText(refusal_text(error))
            return
        chosen = self.target_combo.currentData()
        target = None if chosen is None else Die(chosen)
        kind = StressType(self.failure_combo.currentData())
        first, paid = self._first_stress(), self._paid()
        if self._turn(
            self.tr("{persona}'s turn in {challenge}").format(
                persona=self.name_of(persona_id), challenge=view.name
            ),
            self.turn_error,
            lambda: self.dice.take_challenge_turn(
                view.id, persona_id, gm, player, target, kind, stress=first, paid=paid
            ),
        ):
            self._clear_faces()

    def other_action(self) -> None:
        """The chosen Persona spends the turn on another test."""
        view = self.current()
        persona_id = self.actor_combo.currentData()
        if view is None or not isinstance(persona_id, int):
            return
        try:
            player, gm = self._rolls()
        except Refusal as error:
            self.turn_error.setText(refusal_text(error))
            return
        first, paid = self._first_stress(), self._paid()
        if self._turn(
            self.tr("{persona}'s other action in {challenge}").format(
                persona=self.name_of(persona_id), challenge=view.name
            ),
            self.turn_error,
            lambda: self.dice.challenge_other_action(
                view.id, persona_id, gm, player, stress=first, paid=paid
            ),
        ):
            self._clear_faces()

    def strengthen(self) -> None:
        """The challenge steps one of its dice up."""
        view = self.current()
        chosen = self.strengthen_combo.currentData()
        if view is None or chosen is None:
            return
        die = Die(chosen)
        self._turn(
            self.tr("Strengthen {challenge}").format(challenge=view.name),
            self.challenge_error,
            lambda: self.dice.strengthen_challenge(view.id, die),
        )

    def challenge_tests(self) -> None:
        """The challenge tests the chosen Persona."""
        view = self.current()
        persona_id = self.actor_combo.currentData()
        if view is None or not isinstance(persona_id, int):
            return
        try:
            player, gm = self._rolls()
        except Refusal as error:
            self.challenge_error.setText(refusal_text(error))
            return
        kind = StressType(self.failure_combo.currentData())
        first, paid = self._first_stress(), self._paid()
        if self._turn(
            self.tr("{challenge} tests {persona}").format(
                challenge=view.name, persona=self.name_of(persona_id)
            ),
            self.challenge_error,
            lambda: self.dice.challenge_tests(
                view.id, persona_id, player, gm, kind, stress=first, paid=paid
            ),
        ):
            self._clear_faces()

    def apply_changes(self, changes: Changes) -> None:
        """Refresh when a challenge pool, a sheet or a Persona changed."""
        renamed = self._names.apply(changes)
        if renamed:  # the people to tick and the pools' characters show the names
            self.people_list.update_names(renamed)
            self.model.refresh()
        if changes.touches(RecordKind.CHALLENGE_POOL, RecordKind.CORTEX_SHEET):
            added = changes.added_ids(RecordKind.CHALLENGE_POOL)
            keep = added[-1] if added else self.current_id()
            self.model.sync_rows(self.dice.list_challenges())
            self.select(keep)
