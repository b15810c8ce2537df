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

The "State a Statement" and "Support, resolve, finish" boxes are widgets of their own
(``statement_parts.StateBox`` and ``ResolveBox``, as ``board.stating`` and
``board.resolving``); the board shows them the scene and lends them its scene step.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
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
    Scene,
    ScenePhase,
    Statement,
    StatementKey,
)
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
    success_bars,
)
from starshine_desktop.ui.statements.statement_models import (
    carried_text,
    player_columns,
    scene_columns,
    statement_columns,
)
from starshine_desktop.ui.statements.statement_parts import ResolveBox, StateBox
from starshine_desktop.ui.widgets.cortex_statement_inputs import (
    ErrorLabel,
    error_label,
    parse_faces,
)
from starshine_desktop.ui.widgets.odds_bar import OddsBar


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
        self.stating = StateBox(self._scene_step, lambda: self.dice)
        top.addWidget(self.stating, 1)
        layout.addLayout(top)

        layout.addWidget(self._build_statements_table(), 1)

        bottom = QHBoxLayout()
        bottom.addWidget(self._build_roll_box(), 1)
        self.resolving = ResolveBox(self._scene_step, lambda: self.dice, self.host)
        bottom.addWidget(self.resolving, 1)
        layout.addLayout(bottom)
        self.aftermath = AftermathPanel(lambda: self.dice, self._scene_step, lambda: self.rng)
        layout.addWidget(self.aftermath)
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
        self.next_scene_button.setEnabled(view is not None and bool(view.players))
        self.delete_scene_button.setEnabled(view is not None)
        open_scene = scene is not None and scene.phase is not ScenePhase.FINISHED
        self.roll_all_button.setEnabled(
            open_scene and any(not statement.rolled for statement in statements)
        )
        self._fill_setbacks(view)
        self.stating.show_view(view, stating)
        self.resolving.show_view(view, statements)
        self._statement_chosen()
        self.aftermath.show_view(view)

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

    def apply_changes(self, changes: Changes) -> None:
        """Refresh when a scene changed."""
        if changes.touches(RecordKind.STATEMENT_SCENE):
            for label in self.findChildren(ErrorLabel):
                label.clear()
            added = changes.added_ids(RecordKind.STATEMENT_SCENE)
            keep = added[-1] if added else self.current_id()
            self.reload()
            self.select(keep)
