"""The statement board: a scene's players, their Statements, the rolls and the resolution.

Every step (a player joining, a Statement, a link, a roll, the resolution, finishing, and
the after-scene steps of ``statement_aftermath.AftermathPanel``: Setbacks, the experience
test and its advances, a Drive change) is an undoable command that saves at once; undo
puts the scene back as it was. The table's
answer to "is this compatible with what is already true?" comes from ``host.prompter``.

Setbacks carried from earlier scenes are shown per player (the players table's Setbacks
column and the list under it: what, the reduction, temporary or indefinite, from which
scene); the Favouring and Opposing lists show each factor at its degree this scene (the
engine's ``scene_degree``; a factor at 0 cannot be ticked), and "Recovers from" marks a
Statement as recovering from one of the speaker's indefinite Setbacks.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.statements import (
    FactorKind,
    FactorRef,
    OpposingFactor,
    Scene,
    ScenePhase,
    Statement,
    StatementKey,
)
from starshine_desktop.rules.statements.steps import StateStep
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import Refusal
from starshine_desktop.services.statements.scenes import (
    FACTOR_TITLES,
    PlayerEntry,
    SceneView,
    StatementScenes,
    parse_factors,
)
from starshine_desktop.storage.saved_reads import SavedRow
from starshine_desktop.ui import deleting
from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.i18n import game_term, refusal_text, translate
from starshine_desktop.ui.models.rows import rows_model
from starshine_desktop.ui.models.table_model import TableModel
from starshine_desktop.ui.performing import in_label, perform_showing
from starshine_desktop.ui.statements.statement_aftermath import (
    AftermathPanel,
    factor_text,
    success_bars,
)
from starshine_desktop.ui.statements.statement_models import (
    carried_text,
    player_columns,
    scene_columns,
    statement_columns,
)
from starshine_desktop.ui.widgets.cortex_statement_inputs import (
    ErrorLabel,
    error_label,
    parse_faces,
)
from starshine_desktop.ui.widgets.odds_bar import OddsBar

FACTOR_ROLE = Qt.ItemDataRole.UserRole + 1


def _stage(scene: Scene | None) -> str:
    if scene is None:
        return translate("StatementBoard", "no players yet")
    if scene.phase is ScenePhase.FINISHED:
        return translate("StatementBoard", "finished")
    if scene.phase is ScenePhase.RESOLVED:
        return translate("StatementBoard", "resolved")
    if any(s.rolled for s in scene.statements.values()):
        return translate("StatementBoard", "rolling")
    return translate("StatementBoard", "stating ({count} Statements)").format(
        count=len(scene.statements)
    )


def _owner_and_factor(data: object) -> tuple[str, FactorRef]:
    """Read back what a factor item holds (Qt may hand a tuple back as a list)."""
    assert isinstance(data, (tuple, list)) and len(data) == 2
    owner: object = data[0]
    ref: object = data[1]
    assert isinstance(ref, FactorRef)
    return str(owner), ref


def _key(data: object) -> StatementKey | None:
    """Read back a Statement key a combo box holds."""
    if data is None:
        return None
    assert isinstance(data, (tuple, list)) and len(data) == 2
    player: object = data[0]
    order: object = data[1]
    return (str(player), int(str(order)))


def _fit_columns(table: QTableView, *, stretch: int) -> None:
    """Size a narrow table's columns to their contents, the ``stretch`` column taking the rest."""
    header = table.horizontalHeader()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)


def players_now(view: SceneView) -> list[PlayerEntry]:
    """Return the scene's players with their sheets as they stand now (after advances)."""
    scene = view.scene
    if scene is None:
        return list(view.players)
    now = []
    for entry in view.players:
        character = scene.character(entry.name)
        now.append(
            replace(
                entry,
                traits=dict(character.traits),
                attributes=dict(character.attributes),
                resources=dict(character.resources),
                drives=tuple(character.drives),
            )
        )
    return now


class StatementBoard(QWidget):
    """Saved scenes on the left; the chosen scene's players, Statements and resolution."""

    def __init__(
        self, host: SectionHost, rng: random.Random | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.rng = rng or random.Random()
        self.view: SceneView | None = None
        self._stages: dict[int, str] = {}
        self.scenes_model: TableModel[SavedRow] = rows_model(
            scene_columns(lambda row: self._stages.get(row.id, "")), lambda row: row.id, self
        )
        self.players_model: TableModel[PlayerEntry] = rows_model(
            player_columns(self.luck_of, self.setbacks_of), lambda p: p.name, self
        )
        self.statements_model: TableModel[Statement] = rows_model(
            statement_columns(), lambda s: s.key, self
        )
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self._build_scenes())
        board = QScrollArea()
        board.setWidget(self._build_board())
        board.setWidgetResizable(True)
        splitter.addWidget(board)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([260, 1000])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.reload()

    # Building ------------------------------------------------------------------------

    def _table(self, name: str, title: str, model: TableModel[Any]) -> QTableView:
        table = QTableView()
        table.setTabKeyNavigation(False)  # Tab moves on to the next control
        table.setObjectName(name)
        table.setAccessibleName(title)
        table.setModel(model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.verticalHeader().hide()
        table.horizontalHeader().setStretchLastSection(True)
        return table

    def _build_scenes(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.scenes_table = self._table("scene-table", self.tr("Scenes"), self.scenes_model)
        self.scenes_table.setSortingEnabled(True)
        _fit_columns(self.scenes_table, stretch=0)
        self.scenes_table.selectionModel().currentRowChanged.connect(lambda *_: self.show_current())
        layout.addWidget(self.scenes_table, 1)
        form = QFormLayout()
        self.scene_name_edit = QLineEdit()
        self.scene_name_edit.setObjectName("scene-name")
        self.scene_name_edit.setPlaceholderText(self.tr("e.g. The harbour at night"))
        form.addRow(self.tr("Name"), self.scene_name_edit)
        layout.addLayout(form)
        self.scene_error = error_label("scene-error")
        layout.addWidget(self.scene_error)
        self.new_scene_button = QPushButton(self.tr("&New scene"))
        self.new_scene_button.setObjectName("new-scene")
        self.new_scene_button.clicked.connect(lambda: self.create_scene(carry=False))
        self.next_scene_button = QPushButton(self.tr("Next scene, same players"))
        self.next_scene_button.setObjectName("next-scene")
        self.next_scene_button.setToolTip(
            self.tr("Start a scene with this scene's players and their Luck")
        )
        self.next_scene_button.clicked.connect(lambda: self.create_scene(carry=True))
        self.rename_scene_button = QPushButton(self.tr("Rename scene"))
        self.rename_scene_button.setObjectName("rename-scene")
        self.rename_scene_button.setToolTip(self.tr("Give the chosen scene the name typed above"))
        self.rename_scene_button.clicked.connect(self.rename_scene)
        self.delete_scene_button = QPushButton(self.tr("&Delete scene…"))
        self.delete_scene_button.clicked.connect(self.delete_scene)
        for button in (
            self.new_scene_button,
            self.next_scene_button,
            self.rename_scene_button,
            self.delete_scene_button,
        ):
            layout.addWidget(button)
        return page

    def _build_board(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.scene_label = QLabel()
        self.scene_label.setObjectName("scene-title")
        self.scene_label.setStyleSheet("font-size: 14pt; font-weight: bold;")
        layout.addWidget(self.scene_label)

        top = QHBoxLayout()
        top.addWidget(self._build_players_box(), 1)
        top.addWidget(self._build_state_box(), 1)
        layout.addLayout(top)

        layout.addWidget(self._build_statements_table(), 1)

        bottom = QHBoxLayout()
        bottom.addWidget(self._build_roll_box(), 1)
        bottom.addWidget(self._build_resolve_box(), 1)
        layout.addLayout(bottom)
        self.aftermath = AftermathPanel(lambda: self.dice, self._scene_step, lambda: self.rng)
        layout.addWidget(self.aftermath)

        self.speaker_combo.currentIndexChanged.connect(lambda _i: self._fill_factors())
        self.earner_combo.currentIndexChanged.connect(lambda _i: self._fill_earner_traits())
        return page

    def _build_players_box(self) -> QGroupBox:
        """Build the Players box: the table, the Setbacks in effect and the form that adds one."""
        players_box = QGroupBox(self.tr("Players"))
        players_layout = QVBoxLayout(players_box)
        self.players_table = self._table("players-table", self.tr("Players"), self.players_model)
        _fit_columns(self.players_table, stretch=self.players_model.columnCount() - 1)
        self.players_table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.players_table.setMinimumHeight(90)
        self.players_table.setMaximumHeight(130)
        players_layout.addWidget(self.players_table)
        self.setbacks_label = QLabel()
        self.setbacks_label.setObjectName("setbacks-in-effect")
        self.setbacks_label.setWordWrap(True)
        self.setbacks_label.setToolTip(
            self.tr(
                "Setbacks recorded after earlier scenes: a temporary one is in effect in the next "
                "scene only; an indefinite one until a recovery Statement comes true. While in "
                "effect it lowers its Trait, Attribute or Resource (not below 0; an Attribute not "
                "below 1)."
            )
        )
        players_layout.addWidget(self.setbacks_label)
        players_layout.addLayout(self._build_player_form())
        self.player_error = error_label("player-error")
        players_layout.addWidget(self.player_error)
        player_buttons = QHBoxLayout()
        self.add_player_button = QPushButton(self.tr("Add player"))
        self.add_player_button.setObjectName("add-player")
        self.add_player_button.clicked.connect(self.add_player)
        self.remove_player_button = QPushButton(self.tr("Remove player"))
        self.remove_player_button.clicked.connect(self.remove_player)
        player_buttons.addWidget(self.add_player_button)
        player_buttons.addWidget(self.remove_player_button)
        players_layout.addLayout(player_buttons)
        return players_box

    def _build_player_form(self) -> QFormLayout:
        """Build the new player's form: name, Luck, Traits, Attributes, Resources, Drives."""
        player_form = QFormLayout()
        self.player_name_edit = QLineEdit()
        self.player_name_edit.setObjectName("player-name")
        player_form.addRow(self.tr("Name"), self.player_name_edit)
        self.player_luck_spin = QSpinBox()
        self.player_luck_spin.setObjectName("player-luck")
        self.player_luck_spin.setRange(0, 99)
        player_form.addRow(self.tr("Luck"), self.player_luck_spin)
        self.factor_edits: dict[FactorKind, QLineEdit] = {}
        self.factor_errors: dict[FactorKind, QLabel] = {}
        for kind, example in (
            (FactorKind.TRAIT, self.tr("Brave 3, Charming 2")),
            (FactorKind.ATTRIBUTE, self.tr("Acuity 2, Might 3")),
            (FactorKind.RESOURCE, self.tr("Ship 2")),
        ):
            edit = QLineEdit()
            edit.setObjectName(f"player-{kind.value}s")
            edit.setPlaceholderText(example)
            self.factor_edits[kind] = edit
            self.factor_errors[kind] = error_label(f"player-{kind.value}s-error")
            player_form.addRow(game_term(FACTOR_TITLES[kind]), edit)
            player_form.addRow("", self.factor_errors[kind])
        self.drives_edit = QLineEdit()
        self.drives_edit.setObjectName("player-drives")
        self.drives_edit.setPlaceholderText(self.tr("up to three, separated by ;"))
        player_form.addRow(self.tr("Drives"), self.drives_edit)
        return player_form

    def _build_state_box(self) -> QGroupBox:
        """Build "State a Statement": who states what, with which factors, numbers and Drive."""
        state_box = QGroupBox(self.tr("State a Statement"))
        state_form = QFormLayout(state_box)
        self.speaker_combo = QComboBox()
        self.speaker_combo.setObjectName("statement-player")
        state_form.addRow(self.tr("Player"), self.speaker_combo)
        self.statement_edit = QLineEdit()
        self.statement_edit.setObjectName("statement-text")
        state_form.addRow(self.tr("Statement"), self.statement_edit)
        self.favouring_list = QListWidget()
        self.favouring_list.setObjectName("statement-favouring")
        self.favouring_list.setMaximumHeight(80)
        state_form.addRow(self.tr("Favouring"), self.favouring_list)
        self.opposing_list = QListWidget()
        self.opposing_list.setObjectName("statement-opposing")
        self.opposing_list.setMaximumHeight(80)
        state_form.addRow(self.tr("Opposing (others)"), self.opposing_list)
        self.obstacles_edit = QLineEdit()
        self.obstacles_edit.setObjectName("statement-obstacles")
        self.obstacles_edit.setPlaceholderText(self.tr("obstacles, e.g. Storm 3, Locked gate 2"))
        self.obstacles_error = error_label("statement-obstacles-error")
        state_form.addRow(self.tr("Obstacles"), self.obstacles_edit)
        state_form.addRow("", self.obstacles_error)
        numbers = QHBoxLayout()
        self.difficulty_spin = QSpinBox()
        self.difficulty_spin.setObjectName("statement-difficulty")
        self.difficulty_spin.setRange(0, 20)
        self.difficulty_spin.setToolTip(self.tr("0, or 2 to 12, added to the opposing sum"))
        self.bid_spin = QSpinBox()
        self.bid_spin.setObjectName("statement-bid")
        self.bid_spin.setRange(0, 10)
        self.bid_spin.setToolTip(self.tr("0 to 5 Luck, paid only if the Statement comes true"))
        numbers.addWidget(QLabel(self.tr("Difficulty")))
        numbers.addWidget(self.difficulty_spin)
        numbers.addWidget(QLabel(self.tr("Luck bid")))
        numbers.addWidget(self.bid_spin)
        numbers.addStretch(1)
        state_form.addRow("", numbers)
        self.drive_combo = QComboBox()
        self.drive_combo.setObjectName("statement-drive")
        state_form.addRow(self.tr("Reflects a Drive"), self.drive_combo)
        self.recovers_combo = QComboBox()
        self.recovers_combo.setObjectName("statement-recovers")
        self.recovers_combo.setToolTip(
            self.tr("A recovery Statement: when it comes true, this indefinite Setback ends")
        )
        state_form.addRow(self.tr("Recovers from"), self.recovers_combo)
        self.state_error = error_label("statement-error")
        state_form.addRow("", self.state_error)
        state_buttons = QHBoxLayout()
        self.state_button = QPushButton(self.tr("&State"))
        self.state_button.setObjectName("state-statement")
        self.state_button.clicked.connect(self.state_statement)
        self.withdraw_button = QPushButton(self.tr("Withdraw last"))
        self.withdraw_button.clicked.connect(self.withdraw)
        state_buttons.addWidget(self.state_button)
        state_buttons.addWidget(self.withdraw_button)
        state_form.addRow("", state_buttons)
        return state_box

    def _build_statements_table(self) -> QTableView:
        """Build the table of the scene's Statements; choosing one shows its odds."""
        self.statements_table = self._table(
            "statements-table", self.tr("Statements"), self.statements_model
        )
        header = self.statements_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.statements_table.selectionModel().currentRowChanged.connect(
            lambda *_: self._statement_chosen()
        )
        self.statements_table.setMinimumHeight(160)
        return self.statements_table

    def _build_roll_box(self) -> QGroupBox:
        """Build the box that rolls the Statement chosen (its odds, faces typed, Roll)."""
        roll_box = QGroupBox(self.tr("Roll the Statement chosen above"))
        roll_form = QFormLayout(roll_box)
        self.statement_odds = OddsBar()
        self.statement_odds.setObjectName("statement-odds")
        self.statement_odds.setAccessibleName(self.tr("Odds of the Statement"))
        roll_form.addRow(self.statement_odds)
        self.statement_faces_edit = QLineEdit()
        self.statement_faces_edit.setObjectName("statement-faces")
        self.statement_faces_edit.setPlaceholderText(
            self.tr("three faces, e.g. 2 7 4 (blank: roll here)")
        )
        roll_form.addRow(self.tr("Faces"), self.statement_faces_edit)
        self.roll_error = error_label("statement-roll-error")
        roll_form.addRow("", self.roll_error)
        roll_buttons = QHBoxLayout()
        self.roll_button = QPushButton(self.tr("&Roll"))
        self.roll_button.setObjectName("roll-statement")
        self.roll_button.clicked.connect(self.roll_statement)
        self.roll_all_button = QPushButton(self.tr("Roll all the rest here"))
        self.roll_all_button.clicked.connect(self.roll_all)
        roll_buttons.addWidget(self.roll_button)
        roll_buttons.addWidget(self.roll_all_button)
        roll_form.addRow("", roll_buttons)
        return roll_box

    def _build_resolve_box(self) -> QGroupBox:
        """Build "Support, resolve, finish": links, Resolve and Finish, Luck earned, the log."""
        resolve_box = QGroupBox(self.tr("Support, resolve, finish"))
        resolve_layout = QVBoxLayout(resolve_box)
        resolve_layout.addLayout(self._build_link_row())
        self.links_label = QLabel()
        self.links_label.setWordWrap(True)
        resolve_layout.addWidget(self.links_label)
        resolve_buttons = QHBoxLayout()
        self.resolve_button = QPushButton(self.tr("Resol&ve"))
        self.resolve_button.setObjectName("resolve-scene")
        self.resolve_button.setToolTip(
            self.tr("Round by round, by descending Weight; the table judges compatibility")
        )
        self.resolve_button.clicked.connect(self.resolve)
        self.finish_button = QPushButton(self.tr("&Finish scene"))
        self.finish_button.setObjectName("finish-scene")
        self.finish_button.clicked.connect(self.finish)
        resolve_buttons.addWidget(self.resolve_button)
        resolve_buttons.addWidget(self.finish_button)
        resolve_layout.addLayout(resolve_buttons)
        earn_row, revision_row = self._build_luck_earned_rows()
        resolve_layout.addLayout(earn_row)
        resolve_layout.addLayout(revision_row)
        self.resolve_error = error_label("resolve-error")
        resolve_layout.addWidget(self.resolve_error)
        self.resolution_list = QListWidget()
        self.resolution_list.setObjectName("resolution-list")
        self.resolution_list.setWordWrap(True)
        self.resolution_list.setMinimumHeight(90)
        resolve_layout.addWidget(self.resolution_list, 1)
        self.luck_label = QLabel()
        self.luck_label.setObjectName("luck-summary")
        self.luck_label.setWordWrap(True)
        resolve_layout.addWidget(self.luck_label)
        return resolve_box

    def _build_link_row(self) -> QHBoxLayout:
        """Build the row that says an earlier Statement supports or hinders a later one."""
        link_row = QHBoxLayout()
        self.earlier_combo = QComboBox()
        self.earlier_combo.setObjectName("link-earlier")
        self.delta_combo = QComboBox()
        self.delta_combo.setObjectName("link-delta")
        self.delta_combo.addItem(self.tr("supports (+1)"), 1)
        self.delta_combo.addItem(self.tr("hinders (−1)"), -1)
        self.later_combo = QComboBox()
        self.later_combo.setObjectName("link-later")
        self.link_button = QPushButton(self.tr("Link"))
        self.link_button.setObjectName("link-statements")
        self.link_button.clicked.connect(self.link)
        for widget in (self.earlier_combo, self.delta_combo, self.later_combo, self.link_button):
            link_row.addWidget(widget)
        return link_row

    def _build_luck_earned_rows(self) -> tuple[QHBoxLayout, QHBoxLayout]:
        """Build the rows that record Luck earned: a Trait used against oneself, a revision."""
        earn_row = QHBoxLayout()
        self.earner_combo = QComboBox()
        self.earner_combo.setObjectName("luck-player")
        self.earner_trait_combo = QComboBox()
        self.earner_trait_combo.setObjectName("luck-trait")
        self.inconvenience_button = QPushButton(self.tr("Inconvenienced"))
        self.inconvenience_button.setObjectName("inconvenience")
        self.inconvenience_button.setToolTip(
            self.tr(
                "The player used this Trait against themselves: its degree in Luck after the scene"
            )
        )
        self.inconvenience_button.clicked.connect(self.inconvenience)
        self.words_spin = QSpinBox()
        self.words_spin.setObjectName("revision-words")
        self.words_spin.setRange(0, 5000)
        self.words_spin.setSuffix(self.tr(" words"))
        self.accepted_box = QCheckBox(self.tr("Accepted"))
        self.accepted_box.setObjectName("revision-accepted")
        self.revise_button = QPushButton(self.tr("Earn"))
        self.revise_button.setObjectName("revise")
        self.revise_button.setToolTip(
            self.tr("1 Luck for a revision of 150–450 words the others accept")
        )
        self.revise_button.clicked.connect(self.revise)
        earn_row.addWidget(QLabel(self.tr("Luck earned:")))
        revision_row = QHBoxLayout()
        for earn_widget in (self.earner_combo, self.earner_trait_combo):
            earn_row.addWidget(earn_widget, 1)
        earn_row.addWidget(self.inconvenience_button)
        revision_row.addWidget(QLabel(self.tr("Revision of")))
        revision_row.addWidget(self.words_spin, 1)
        revision_row.addWidget(self.accepted_box)
        revision_row.addWidget(self.revise_button)
        return earn_row, revision_row

    # Reading -------------------------------------------------------------------------

    @property
    def dice(self) -> StatementScenes:
        """Return the campaign's dice service."""
        return self.host.campaign.statement_scenes

    def setbacks_of(self, player: PlayerEntry) -> str:
        """Return the Setbacks a player has in effect in the scene shown (recovered ones say so)."""
        scene = None if self.view is None else self.view.scene
        return carried_text(player, () if scene is None else scene.recovered(player.name))

    def _fill_setbacks(self, view: SceneView | None) -> None:
        scene = None if view is None else view.scene
        lines = []
        for player in [] if view is None else view.players:
            recovered = set() if scene is None else set(scene.recovered(player.name))
            for index, item in enumerate(player.setbacks):
                line = (
                    self.tr("{player}: {setback} — recovered by a Statement that came true")
                    if index in recovered
                    else self.tr("{player}: {setback}")
                )
                lines.append(line.format(player=player.name, setback=item.text))
        self.setbacks_label.setText(
            self.tr("Setbacks in effect:") + "\n" + "\n".join(lines)
            if lines
            else self.tr("No Setbacks in effect.")
        )

    def luck_of(self, player: PlayerEntry) -> int:
        """Return the Luck a player holds now in the scene shown."""
        scene = None if self.view is None else self.view.scene
        if scene is None:
            return player.luck
        return scene.character(player.name).luck

    def reload(self) -> None:
        """Read every scene again, keeping the one shown."""
        keep = self.current_id()
        rows = self.dice.list_scenes()
        self._stages = {row.id: _stage(self.dice.scene(row.id).scene) for row in rows}
        self.scenes_model.sync_rows(rows)
        self.select(keep)

    def current_id(self) -> int | None:
        """Return the id of the scene shown."""
        row = self.current_row()
        return None if row is None else row.id

    def select(self, scene_id: int | None) -> None:
        """Show a scene (the first one when ``scene_id`` is gone)."""
        row = None if scene_id is None else self.scenes_model.row_of(scene_id)
        if row is None and self.scenes_model.rowCount() > 0:
            row = 0
        if row is not None:
            self.scenes_table.selectRow(row)
            self.scenes_table.setCurrentIndex(self.scenes_model.index(row, 0))
        self.show_current()

    def show_current(self) -> None:
        """Fill the board from the scene shown."""
        scene_id = self.current_id()
        self.view = None if scene_id is None else self.dice.scene(scene_id)
        view = self.view
        scene = None if view is None else view.scene
        self.scene_label.setText(
            self.tr("No scene yet: name one and press New scene")
            if view is None
            else self.tr("{scene} — {stage}").format(scene=view.name, stage=_stage(scene))
        )
        self.players_model.sync_rows([] if view is None else players_now(view))
        keep = self._chosen_key()
        statements = (
            []
            if scene is None
            else sorted(
                scene.statements.values(), key=lambda s: (s.order, scene.players.index(s.player))
            )
        )
        self.statements_model.sync_rows(statements)
        row = None if keep is None else self.statements_model.row_of(keep)
        if row is not None:
            self.statements_table.selectRow(row)
        stating = scene is None or (
            scene.phase is ScenePhase.STATING and not any(s.rolled for s in statements)
        )
        has_statements = bool(statements)
        for widget in (self.add_player_button, self.remove_player_button):
            widget.setEnabled(view is not None and not has_statements)
        for widget in (self.state_button, self.withdraw_button):
            widget.setEnabled(scene is not None and stating)
        self.next_scene_button.setEnabled(view is not None and bool(view.players))
        self.delete_scene_button.setEnabled(view is not None)
        self.resolve_button.setEnabled(
            scene is not None
            and has_statements
            and scene.phase in (ScenePhase.STATING, ScenePhase.RESOLVING)
        )
        self.finish_button.setEnabled(scene is not None and scene.phase is ScenePhase.RESOLVED)
        open_scene = scene is not None and scene.phase is not ScenePhase.FINISHED
        for widget in (self.inconvenience_button, self.revise_button):
            widget.setEnabled(open_scene)
        self.roll_all_button.setEnabled(
            open_scene and any(not statement.rolled for statement in statements)
        )
        self._fill_setbacks(view)
        self._fill_speakers()
        self._fill_links(scene, statements)
        self._fill_resolution(view)
        self._statement_chosen()
        self.aftermath.show_view(view)

    def _fill_speakers(self) -> None:
        keep = self.speaker_combo.currentText()
        self.speaker_combo.blockSignals(True)
        self.speaker_combo.clear()
        players = [] if self.view is None else [p.name for p in self.view.players]
        self.speaker_combo.addItems(players)
        if keep in players:
            self.speaker_combo.setCurrentText(keep)
        self.speaker_combo.blockSignals(False)
        self._fill_factors()
        keep_earner = self.earner_combo.currentText()
        self.earner_combo.blockSignals(True)
        self.earner_combo.clear()
        self.earner_combo.addItems(players)
        if keep_earner in players:
            self.earner_combo.setCurrentText(keep_earner)
        self.earner_combo.blockSignals(False)
        self._fill_earner_traits()

    def _fill_factors(self) -> None:
        self.favouring_list.clear()
        self.opposing_list.clear()
        self.drive_combo.clear()
        self.drive_combo.addItem(self.tr("none"), None)
        self.recovers_combo.clear()
        self.recovers_combo.addItem(self.tr("none"), None)
        if self.view is None:
            return
        scene = self.view.scene
        speaker = self.speaker_combo.currentText()
        for player in self.view.players:
            character = None if scene is None else scene.character(player.name)
            for kind, table in (
                (FactorKind.TRAIT, player.traits),
                (FactorKind.ATTRIBUTE, player.attributes),
                (FactorKind.RESOURCE, player.resources),
            ):
                for name, degree in table.items():
                    ref = FactorRef(kind, name)
                    now = degree if character is None else character.scene_degree(ref)
                    shown = f"{factor_text(ref)} {now}"
                    if now != degree:
                        shown = self.tr("{factor} ({degree}, Setback −{reduction})").format(
                            factor=shown, degree=degree, reduction=degree - now
                        )
                    if player.name == speaker:
                        item = QListWidgetItem(shown)
                        target = self.favouring_list
                    else:
                        item = QListWidgetItem(
                            self.tr("{player}'s {factor}").format(player=player.name, factor=shown)
                        )
                        target = self.opposing_list
                    item.setData(FACTOR_ROLE, (player.name, ref))
                    if now >= 1:
                        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                        item.setCheckState(Qt.CheckState.Unchecked)
                    else:
                        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                        item.setToolTip(
                            self.tr("At 0 this scene (Setbacks in effect): it cannot be used")
                        )
                    target.addItem(item)
            if player.name == speaker:
                for drive in player.drives:
                    self.drive_combo.addItem(drive, drive)
                for index, carried in enumerate(player.setbacks):
                    if carried.indefinite:
                        self.recovers_combo.addItem(carried.text, index)

    def _fill_earner_traits(self) -> None:
        self.earner_trait_combo.clear()
        if self.view is None:
            return
        for player in self.view.players:
            if player.name == self.earner_combo.currentText():
                self.earner_trait_combo.addItems(list(player.traits))

    def _fill_links(self, scene: Scene | None, statements: list[Statement]) -> None:
        for combo in (self.earlier_combo, self.later_combo):
            combo.clear()
            for statement in statements:
                combo.addItem(f"{statement.player} #{statement.order}", statement.key)
        if scene is None or not scene.links:
            self.links_label.setText(self.tr("No Statement supports or hinders another."))
            return
        supports = self.tr("{player} #{order} supports {other} #{other_order}")
        hinders = self.tr("{player} #{order} hinders {other} #{other_order}")
        self.links_label.setText(
            "; ".join(
                (supports if link.delta > 0 else hinders).format(
                    player=a[0], order=a[1], other=b[0], other_order=b[1]
                )
                for link in scene.links
                for a, b in ((link.earlier, link.later),)
            )
        )

    def _fill_resolution(self, view: SceneView | None) -> None:
        self.resolution_list.clear()
        self.luck_label.clear()
        if view is None or view.scene is None:
            return
        scene = view.scene
        judged = [s for s in scene.statements.values() if s.came_true is not None]
        if judged:
            order = {s.key: n for n, s in enumerate(view.resolution)}
            judged.sort(key=lambda s: (s.order, -s.weight, scene.players.index(s.player)))
            for statement in judged:
                verdict = (
                    self.tr("came true") if statement.came_true else self.tr("did not come true")
                )
                if statement.recovers is not None:
                    carried = scene.setbacks_in_effect(statement.player)[statement.recovers]
                    verdict = self.tr("{verdict} (recovering from {setback})").format(
                        verdict=verdict, setback=carried.setback.description
                    )
                line = self.tr(
                    "Round {round}: {player} #{order} (Weight {weight}) {verdict}: {text}"
                ).format(
                    round=statement.order,
                    player=statement.player,
                    order=statement.order,
                    weight=statement.weight,
                    verdict=verdict,
                    text=statement.text,
                )
                if statement.key in order:
                    line = self.tr("{line} [true #{number}]").format(
                        line=line, number=order[statement.key] + 1
                    )
                self.resolution_list.addItem(line)
        lucks = []
        for player in view.players:
            now = scene.character(player.name).luck
            summary = view.summaries.get(player.name)
            if summary is None:
                text = self.tr("{player} {before} → {now}")
            elif summary.luck_lost_to_cap:
                text = self.tr(
                    "{player} {before} → {now} (spent {spent}, earned {earned}, "
                    "lost to the cap {lost})"
                )
            else:
                text = self.tr("{player} {before} → {now} (spent {spent}, earned {earned})")
            lucks.append(
                text.format(
                    player=player.name,
                    before=player.luck,
                    now=now,
                    spent=0 if summary is None else summary.luck_spent,
                    earned=0 if summary is None else summary.luck_earned,
                    lost=0 if summary is None else summary.luck_lost_to_cap,
                )
            )
        self.luck_label.setText(self.tr("Luck: {players}").format(players="; ".join(lucks)))

    def _chosen_key(self) -> StatementKey | None:
        statement = self.statements_model.row_or_none(self.statements_table.currentIndex().row())
        return None if statement is None else statement.key

    def _statement_chosen(self) -> None:
        statement = self.statements_model.row_or_none(self.statements_table.currentIndex().row())
        if statement is None:
            self.statement_odds.set_bars([], self.tr("Choose a Statement to see its odds."))
            self.roll_button.setEnabled(False)
            return
        try:
            odds = statement.odds()
        except Refusal as error:
            self.statement_odds.set_bars([], refusal_text(error))
        else:
            self.statement_odds.set_bars(
                success_bars(odds),
                self.tr(
                    "{player} #{order}: three rolls of a d{sides}, success on {favouring} or less"
                ).format(
                    player=statement.player,
                    order=statement.order,
                    sides=statement.favouring_sum + statement.opposing_sum,
                    favouring=statement.favouring_sum,
                ),
            )
        scene = None if self.view is None else self.view.scene
        self.roll_button.setEnabled(
            not statement.rolled and scene is not None and scene.phase is not ScenePhase.FINISHED
        )

    # Changing ------------------------------------------------------------------------

    def current_row(self) -> SavedRow | None:
        """Return the scene shown as stored (its name and state)."""
        return self.scenes_model.row_or_none(self.scenes_table.currentIndex().row())

    def _scene_step(self, text: str, label: QLabel, op: Callable[[int], Edit]) -> bool:
        """Perform ``op(scene_id)`` on the scene shown; a refusal is shown in ``label``."""
        scene_id = self.current_id()
        if scene_id is None:
            label.setText(self.tr("Start a scene first."))
            return False
        return perform_showing(self.host, in_label(label), text, lambda: op(scene_id)) is None

    def create_scene(self, *, carry: bool) -> None:
        """Start a scene (with the shown scene's players and their Luck when ``carry``)."""
        service = self.dice
        name = self.scene_name_edit.text()
        players: list[PlayerEntry] = []
        shown = self.current_id()
        if carry and shown is not None:
            players = service.players_after(shown)
        self.scene_error.clear()
        edit = self.host.perform(
            self.tr("Start scene {name}").format(name=name.strip()),
            lambda: service.create_scene(name, players),
            refused=self.scene_error.setText,
        )
        if edit is not None:
            self.scene_name_edit.clear()
            self.select(edit.changes.added_ids(RecordKind.STATEMENT_SCENE)[0])

    def rename_scene(self) -> None:
        """Give the scene shown the name typed in the Name field (Undo gives the old one)."""
        row = self.current_row()
        if row is None:
            self.scene_error.setText(self.tr("Choose the scene to rename in the list first."))
            return
        service = self.dice
        name = self.scene_name_edit.text()
        self.scene_error.clear()
        if (
            self.host.perform(
                self.tr("Rename scene {old} to {new}").format(old=row.name, new=name.strip()),
                lambda: service.rename_scene(row.id, name),
                refused=self.scene_error.setText,
            )
            is not None
        ):
            self.scene_name_edit.clear()

    def delete_scene(self) -> None:
        """Delete the scene shown (Undo brings it back)."""
        row = self.current_row()
        if row is None:
            return
        if not deleting.confirm_delete(self.host.prompter, self, "scene", row.name):
            return
        service = self.dice
        self.scene_error.clear()
        self.host.perform(
            deleting.undo_text(row.name),
            lambda: service.delete_scene(row.id),
            refused=self.scene_error.setText,
        )

    def add_player(self) -> None:
        """Add the player described in the form."""
        for label in self.factor_errors.values():
            label.clear()
        tables: dict[FactorKind, dict[str, int]] = {}
        for kind, edit in self.factor_edits.items():
            try:
                tables[kind] = parse_factors(FACTOR_TITLES[kind], edit.text())
            except Refusal as error:
                self.factor_errors[kind].setText(refusal_text(error))
                return
        drives = tuple(d.strip() for d in self.drives_edit.text().split(";") if d.strip())
        entry = PlayerEntry(
            name=self.player_name_edit.text(),
            traits=tables[FactorKind.TRAIT],
            attributes=tables[FactorKind.ATTRIBUTE],
            resources=tables[FactorKind.RESOURCE],
            luck=self.player_luck_spin.value(),
            drives=drives,
        )
        if self._scene_step(
            self.tr("Add {player} to the scene").format(player=entry.name.strip()),
            self.player_error,
            lambda sid: self.dice.add_player(sid, entry),
        ):
            for edit in (self.player_name_edit, self.drives_edit, *self.factor_edits.values()):
                edit.clear()
            self.player_luck_spin.setValue(0)

    def remove_player(self) -> None:
        """Take the chosen player out of the scene."""
        player = self.players_model.row_or_none(self.players_table.currentIndex().row())
        if player is None:
            self.player_error.setText(self.tr("Choose a player in the table first."))
            return
        self._scene_step(
            self.tr("Remove {player} from the scene").format(player=player.name),
            self.player_error,
            lambda sid: self.dice.remove_player(sid, player.name),
        )

    def _checked(self, widget: QListWidget) -> list[tuple[str, FactorRef]]:
        return [
            _owner_and_factor(widget.item(row).data(FACTOR_ROLE))
            for row in range(widget.count())
            if widget.item(row).checkState() == Qt.CheckState.Checked
        ]

    def state_statement(self) -> None:
        """State the Statement described in the form."""
        self.obstacles_error.clear()
        view = self.view
        if view is None or view.scene is None:
            self.state_error.setText(self.tr("Add the players first."))
            return
        try:
            obstacles = parse_factors("Obstacles", self.obstacles_edit.text())
        except Refusal as error:
            self.obstacles_error.setText(refusal_text(error))
            return
        scene = view.scene
        try:
            opposing = [
                scene.opposing(owner, ref) for owner, ref in self._checked(self.opposing_list)
            ] + [OpposingFactor(label, degree) for label, degree in obstacles.items()]
        except Refusal as error:
            self.obstacles_error.setText(refusal_text(error))
            return
        step = StateStep(
            player=self.speaker_combo.currentText(),
            text=self.statement_edit.text(),
            favouring=tuple(ref for _owner, ref in self._checked(self.favouring_list)),
            opposing=tuple(opposing),
            difficulty=self.difficulty_spin.value(),
            luck_bid=self.bid_spin.value(),
            drive=self.drive_combo.currentData(),
            recovers=self.recovers_combo.currentData(),
        )
        if self._scene_step(
            self.tr("{player} states “{text}”").format(player=step.player, text=step.text.strip()),
            self.state_error,
            lambda sid: self.dice.state_statement(sid, step),
        ):
            self.statement_edit.clear()
            self.obstacles_edit.clear()
            self.difficulty_spin.setValue(0)
            self.bid_spin.setValue(0)

    def withdraw(self) -> None:
        """Take back the chosen player's last Statement."""
        player = self.speaker_combo.currentText()
        self._scene_step(
            self.tr("{player} withdraws a Statement").format(player=player),
            self.state_error,
            lambda sid: self.dice.withdraw_statement(sid, player),
        )

    def roll_statement(self) -> None:
        """Roll the chosen Statement here, or store the three faces typed."""
        key = self._chosen_key()
        scene_id = self.current_id()
        if key is None or scene_id is None:
            self.roll_error.setText(self.tr("Choose a Statement in the table first."))
            return
        try:
            faces = parse_faces(self.statement_faces_edit.text())
        except Refusal as error:
            self.roll_error.setText(refusal_text(error))
            return
        if self._scene_step(
            self.tr("Roll {player} #{order}").format(player=key[0], order=key[1]),
            self.roll_error,
            lambda sid: self.dice.roll_statement(sid, key, faces=faces, rng=self.rng),
        ):
            self.statement_faces_edit.clear()

    def roll_all(self) -> None:
        """Roll every Statement not rolled yet, here, as one undoable step."""
        scene_id = self.current_id()
        scene = None if self.view is None else self.view.scene
        if scene_id is None or scene is None:
            return
        keys = [s.key for s in self.statements_model.rows if not s.rolled]
        self._scene_step(
            self.tr("Roll the remaining Statements"),
            self.roll_error,
            lambda sid: self.dice.roll_statements(sid, keys, self.rng),
        )

    def link(self) -> None:
        """Say the earlier Statement supports or hinders the later one."""
        earlier = _key(self.earlier_combo.currentData())
        later = _key(self.later_combo.currentData())
        delta = self.delta_combo.currentData()
        scene_id = self.current_id()
        if earlier is None or later is None or scene_id is None:
            self.resolve_error.setText(self.tr("State two Statements first."))
            return
        self._scene_step(
            self.tr("Link Statements"),
            self.resolve_error,
            lambda sid: self.dice.link_statements(sid, earlier, later, delta),
        )

    def ask_table(self, statement: Statement, already_true: list[Statement]) -> bool:
        """Ask the table whether a Statement fits with those already true."""
        true = "; ".join(
            self.tr("“{text}” ({player})").format(text=s.text, player=s.player)
            for s in already_true
        )
        question = self.tr(
            "Round {round}: {player}'s “{text}” (Weight {weight}). Is it compatible with what "
            "is already true: {true}?"
        ).format(
            round=statement.order,
            player=statement.player,
            text=statement.text,
            weight=statement.weight,
            true=true,
        )
        return self.host.prompter.confirm(self, self.tr("Is it compatible?"), question)

    def resolve(self) -> None:
        """Resolve the scene round by round, asking the table about each Statement."""
        self._scene_step(
            self.tr("Resolve the scene"),
            self.resolve_error,
            lambda sid: self.dice.resolve_scene(sid, self.ask_table),
        )

    def inconvenience(self) -> None:
        """Record that a player used a Trait against themselves (Luck after the scene)."""
        player = self.earner_combo.currentText()
        trait = self.earner_trait_combo.currentText()
        self._scene_step(
            self.tr("{player} is inconvenienced by {trait}").format(player=player, trait=trait),
            self.resolve_error,
            lambda sid: self.dice.inconvenience(sid, player, trait),
        )

    def revise(self) -> None:
        """Record a revision of the scene (1 Luck after the scene if accepted)."""
        player = self.earner_combo.currentText()
        words = self.words_spin.value()
        accepted = self.accepted_box.isChecked()
        self._scene_step(
            self.tr("{player} revises the scene").format(player=player),
            self.resolve_error,
            lambda sid: self.dice.revise(sid, player, words, accepted),
        )

    def finish(self) -> None:
        """Pay the Luck earned in the scene."""
        self._scene_step(
            self.tr("Finish the scene"),
            self.resolve_error,
            lambda sid: self.dice.finish_scene(sid),
        )

    def apply_changes(self, changes: Changes) -> None:
        """Refresh when a scene changed."""
        if changes.touches(RecordKind.STATEMENT_SCENE):
            for label in self.findChildren(ErrorLabel):
                label.clear()
            added = changes.added_ids(RecordKind.STATEMENT_SCENE)
            keep = added[-1] if added else self.current_id()
            self.reload()
            self.select(keep)
