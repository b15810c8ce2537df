"""The Episodes section: Episodes with their date and players, the check-off matrix, and
closing an Episode, which awards the Advances of rules-spec A.3.

The matrix has a row for each Expression and Trait of each Persona in play and a column
for each player; a player ticks what they saw. A Persona's own player has no box on its
rows. A closed Episode is read-only and lists its outcomes.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from PySide6.QtCore import QDate, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDateEdit,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.episodes import (
    CheckItem,
    Gap,
    ItemKind,
    PersonaInPlay,
    Player,
)
from starshine_desktop.rules.starshine.scores import LegalRange
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.starshine.episodes import EpisodeView
from starshine_desktop.services.starshine.records import EpisodeFields, RecordField
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.starshine.records_rows import EpisodeRow
from starshine_desktop.ui import deleting
from starshine_desktop.ui.colours import mark_as_error
from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.i18n import translate
from starshine_desktop.ui.models.table_model import (
    CheckEditor,
    Column,
    TableModel,
    header_text,
    number_column,
    text_column,
)
from starshine_desktop.ui.performing import perform_showing
from starshine_desktop.ui.sections.base import SectionPage
from starshine_desktop.ui.widgets.frozen_column import FrozenColumnTable
from starshine_desktop.ui.widgets.prerequisites import Prerequisite
from starshine_desktop.ui.widgets.record_table import RecordTable

AnyIndex = QModelIndex | QPersistentModelIndex
# The ticks missing the outcomes name for each Persona (the rest are counted).
MISSING_SHOWN = 12
# The widest the item column grows by itself (a longer text is elided; widen it by hand).
ITEM_MOST = 420
#: How the kinds of check-off items read (``Episodes`` context).
_ITEM_KINDS = {
    "expression": QT_TRANSLATE_NOOP("Episodes", "Expression"),
    "trait": QT_TRANSLATE_NOOP("Episodes", "Trait"),
}


@dataclass(frozen=True, slots=True)
class CheckRow:
    """One row of the check-off grid: an Expression or Trait, and who has ticked it."""

    persona: PersonaInPlay
    item: CheckItem
    ticked_by: frozenset[int]

    @property
    def id(self) -> tuple[int, str, int]:
        """Return the row's key: the Persona, the kind of item and its id."""
        return (self.persona.id, self.item.kind.value, self.item.id)


def check_rows(view: EpisodeView | None) -> list[CheckRow]:
    """Return a row for each Expression and Trait of each Persona in play."""
    if view is None:
        return []
    return [
        CheckRow(persona, item, view.ticked_by(item.kind, item.id))
        for persona in view.personae
        for item in persona.items
    ]


def check_columns(view: EpisodeView | None) -> list[Column[CheckRow]]:
    """Return the grid's columns: the Persona, the item, then a check box per player."""
    columns: list[Column[CheckRow]] = [
        Column(QT_TRANSLATE_NOOP("Column", "Persona"), lambda row: row.persona.name),
        Column(
            QT_TRANSLATE_NOOP("Column", "Expression or Trait"),
            lambda row: translate("Episodes", "{kind}: {item}").format(
                kind=_item_kind(row.item), item=row.item.label
            ),
        ),
    ]
    closed = view is None or view.episode.closed
    for player in view.players if view else ():
        columns.append(_player_column(player, closed))
    return columns


def _item_kind(item: CheckItem) -> str:
    kind = item.kind.value
    return translate("Episodes", _ITEM_KINDS[kind]) if kind in _ITEM_KINDS else kind.capitalize()


def _player_column(player: Player, closed: bool) -> Column[CheckRow]:
    def tooltip(row: CheckRow) -> str:
        if row.persona.player_id == player.id:
            return translate(
                "Episodes", "{player} plays {persona}: no check-off of their own Persona"
            ).format(player=player.name, persona=row.persona.name)
        return translate("Episodes", "Did {player} see {persona} show '{item}'?").format(
            player=player.name, persona=row.persona.name, item=row.item.label
        )

    def display(row: CheckRow) -> str:
        # A player's own Persona has no box: the cell says so instead of an empty square.
        return translate("Episodes", "own") if row.persona.player_id == player.id else ""

    return Column(
        player.name,
        display,
        lambda row: int(player.id in row.ticked_by),
        None if closed else player.id,
        CheckEditor(),
        lambda row: player.id in row.ticked_by,
        tooltip=tooltip,
        searchable=False,
        enabled=lambda row: row.persona.player_id != player.id,
    )


#: What an observer ticks, as a missing tick names it.
ITEM_KINDS = {
    ItemKind.EXPRESSION: QT_TRANSLATE_NOOP("Episodes", "expression"),
    ItemKind.TRAIT: QT_TRANSLATE_NOOP("Episodes", "trait"),
}


def gap_text(gap: Gap) -> str:
    """Return a tick missing for an Advance in words ("Bo did not check trait 'Brave'")."""
    return translate("Episodes", "{player} did not check {kind} '{item}'").format(
        player=gap.player, kind=translate("Episodes", ITEM_KINDS[gap.kind]), item=gap.label
    )


def _first_missing(missing: list[str], count: int | None = None) -> list[str]:
    """Return the first ``MISSING_SHOWN`` ticks missing, indented, and how many more there are.

    A Persona with a thousand Traits in play misses thousands of ticks at first: the
    preview names the first few (the grid shows every one), so it reads and opens at once.
    """
    count = len(missing) if count is None else count
    lines = [f"    {line}" for line in missing[:MISSING_SHOWN]]
    if count > MISSING_SHOWN:
        more = translate("Episodes", "    … and {count} more")
        lines.append(more.format(count=count - MISSING_SHOWN))
    return lines


def describe_outcomes(view: EpisodeView, names: dict[int, str]) -> str:
    """Return the text listing who gained an Advance and what others missed."""
    if view.episode.closed:
        closed_at = (view.episode.closed_at or "")[:16]
        lines = [translate("Episodes", "Closed {when}. Outcomes:").format(when=closed_at)]
        for outcome in view.outcomes:
            name = names.get(outcome.persona_id, "?")
            if outcome.awarded:
                lines.append(translate("Episodes", "✔ {name} gained an Advance.").format(name=name))
            else:
                lines.append(
                    translate("Episodes", "✘ {name} gained no Advance; missing:").format(name=name)
                )
                lines += _first_missing(outcome.missing.splitlines())
        if not view.outcomes:
            lines.append(translate("Episodes", "No Persona was in play."))
        return "\n".join(lines)
    lines = [translate("Episodes", "If the Episode closed now:")]
    for award in view.preview(MISSING_SHOWN):
        name = names.get(award.persona_id, "?")
        if award.awarded:
            lines.append(translate("Episodes", "✔ {name} would gain an Advance.").format(name=name))
        else:
            lines.append(
                translate("Episodes", "✘ {name} would gain none; missing:").format(name=name)
            )
            lines += _first_missing([gap_text(gap) for gap in award.gaps], award.missing)
    if not view.personae:
        lines.append(
            translate(
                "Episodes", "No Persona is in play: a Persona is in play when its Actor takes part."
            )
        )
    return "\n".join(lines)


class EpisodesPage(SectionPage):
    """Episodes, the check-off matrix of the selected one, and closing it."""

    def __init__(self, host: SectionHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self.episode_id: int | None = None
        self._view: EpisodeView | None = None  # what the check-off grid shows
        self._players: dict[int, int] = {}
        self._episodes: list[EpisodeRow] = []
        layout = QHBoxLayout(self)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        layout.addWidget(splitter)

        splitter.addWidget(self._build_episode_list())
        splitter.addWidget(self._build_episode_panel())
        splitter.setSizes([380, 620])
        self.reload()
        self._select_running_episode()

    # Building ------------------------------------------------------------------------

    def _build_episode_list(self) -> QWidget:
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.episodes = self._episode_table()
        left_layout.addWidget(self.episodes, 1)
        left_layout.addWidget(self._new_episode_form())
        return left

    def _build_episode_panel(self) -> QWidget:
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self._build_title())
        right_layout.addLayout(self._build_players_row())
        self.matrix_model: TableModel[CheckRow] = TableModel(
            check_columns(None), on_edit=self._check_cell, parent=self
        )
        right_layout.addWidget(self._build_matrix(), 2)
        right_layout.addLayout(self._build_tick_buttons())
        self.matrix.selectionModel().currentChanged.connect(
            lambda *_args: self._update_tick_buttons()
        )
        self.matrix_error = QLabel()
        self.matrix_error.setObjectName("episode-error")
        mark_as_error(self.matrix_error)
        self.matrix_error.setWordWrap(True)
        right_layout.addWidget(self.matrix_error)
        self.outcome_text = QPlainTextEdit()
        self.outcome_text.setObjectName("episode-outcomes")
        self.outcome_text.setAccessibleName(self.tr("Outcomes of the Episode"))
        self.outcome_text.setReadOnly(True)
        right_layout.addWidget(self.outcome_text, 1)
        right_layout.addLayout(self._build_close_buttons())
        return right

    def _build_title(self) -> QLabel:
        self.title_label = QLabel(self.tr("Select an Episode, or create one."))
        self.title_label.setObjectName("episode-title")
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.title_label.setFont(font)
        self.title_label.setWordWrap(True)
        return self.title_label

    def _build_players_row(self) -> QHBoxLayout:
        players_row = QHBoxLayout()
        players_label = QLabel(self.tr("Players:"))
        players_row.addWidget(players_label)
        self.players_list = QListWidget()
        self.players_list.setObjectName("episode-players")
        players_label.setBuddy(self.players_list)
        self.players_list.setFlow(QListWidget.Flow.LeftToRight)
        self.players_list.setWrapping(True)
        self.players_list.setMaximumHeight(self.fontMetrics().height() * 2 + 12)
        self.players_list.itemChanged.connect(self._player_toggled)
        players_row.addWidget(self.players_list, 1)
        return players_row

    def _build_matrix(self) -> FrozenColumnTable:
        self.matrix = FrozenColumnTable()  # the Persona column stays while the grid scrolls
        self.matrix.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.matrix.setObjectName("episode-matrix")
        self.matrix.setAccessibleName(self.tr("Checks by Persona"))
        self.matrix.setModel(self.matrix_model)
        self.matrix.verticalHeader().hide()
        self.matrix.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # Sized from the font's metrics of what the columns show (``_size_columns``): the
        # header never asks a thousand rows for their size; a column can be widened by hand.
        self.matrix.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.matrix.horizontalHeader().sectionClicked.connect(self._header_clicked)
        self.matrix.horizontalHeader().setToolTip(
            self.tr("Click a player's name to tick their whole column")
        )
        return self.matrix

    def _build_tick_buttons(self) -> QHBoxLayout:
        ticks_row = QHBoxLayout()
        self.tick_row_button = QPushButton(self.tr("Tick the &row"))
        self.tick_row_button.setObjectName("episode-tick-row")
        self.tick_row_button.setToolTip(
            self.tr("Every player who watches the current row's Persona ticks it")
        )
        self.tick_row_button.clicked.connect(self.tick_current_row)
        self.tick_column_button = QPushButton(self.tr("Tick the co&lumn"))
        self.tick_column_button.setObjectName("episode-tick-column")
        self.tick_column_button.setToolTip(
            self.tr("The current column's player ticks every Expression and Trait they watch")
        )
        self.tick_column_button.clicked.connect(self.tick_current_column)
        self.tick_needs = Prerequisite(self.tick_row_button)
        ticks_row.addWidget(self.tick_row_button)
        ticks_row.addWidget(self.tick_column_button)
        ticks_row.addWidget(self.tick_needs.hint, 1)
        return ticks_row

    def _build_close_buttons(self) -> QHBoxLayout:
        self.close_button = QPushButton(self.tr("Close Episode and award Advances"))
        self.close_button.setObjectName("episode-close")
        self.close_button.clicked.connect(self.close_episode)
        self.print_button = QPushButton(self.tr("Print prep…"))
        self.print_button.setObjectName("episode-print-prep")
        self.print_button.setToolTip(
            self.tr("Preview and print the Director's prep sheet of this Episode")
        )
        self.print_button.clicked.connect(self.print_prep)
        buttons = QHBoxLayout()
        buttons.addWidget(self.close_button, 1)
        buttons.addWidget(self.print_button)
        return buttons

    def _episode_table(self) -> RecordTable:
        box: list[RecordTable] = []

        def on_edit(row: Any, column: Column[Any], value: object, shown: object) -> str | None:
            field = column.field
            assert isinstance(field, RecordField)
            return perform_showing(
                self.host,
                box[0].show_error,
                self.tr("Change {column} of {name}").format(
                    column=header_text(column), name=row.title
                ),
                lambda: self.host.campaign.episodes.set_field(field, row.id, value, shown=shown),
            )

        def delete(ids: list[int], text: str) -> None:
            perform_showing(
                self.host,
                box[0].show_error,
                text,
                lambda: self.host.campaign.records.delete(RecordKind.EPISODE, ids),
            )

        columns = [
            text_column(
                QT_TRANSLATE_NOOP("Column", "Date"), EpisodeFields.ON_DATE, lambda r: r.on_date
            ),
            text_column(
                QT_TRANSLATE_NOOP("Column", "Episode"), EpisodeFields.TITLE, lambda r: r.title
            ),
            number_column(
                QT_TRANSLATE_NOOP("Column", "Players"),
                None,
                lambda r: self._players.get(r.id, 0),
                LegalRange(0, 999),
            ),
            text_column(
                QT_TRANSLATE_NOOP("Column", "State"),
                None,
                lambda r: self.tr("Closed") if r.closed else self.tr("Open"),
            ),
        ]
        table = RecordTable(
            "episodes",
            TableModel(columns, on_edit=on_edit, parent=self),
            delete=delete,
            noun=deleting.NOUNS[RecordKind.EPISODE],
            confirm=self._confirm_delete,
            name_column=1,
        )
        box.append(table)
        table.view.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self._episode_chosen(current)
        )
        return table

    def _new_episode_form(self) -> QGroupBox:
        form = QGroupBox(self.tr("New Episode"))
        layout = QFormLayout(form)
        self.new_title = QLineEdit()
        self.new_title.setObjectName("new-episode-title")
        self.new_title.setPlaceholderText(self.tr("Title"))
        self.new_date = QDateEdit()
        self.new_date.setObjectName("new-episode-date")
        self.new_date.setCalendarPopup(True)
        self.new_date.setDisplayFormat("yyyy-MM-dd")
        self.new_date.setDate(QDate.currentDate())
        self.new_players = QListWidget()
        self.new_players.setObjectName("new-episode-players")
        self.new_players.setMaximumHeight(110)
        self.create_button = QPushButton(self.tr("Create Episode"))
        self.create_button.setObjectName("new-episode-create")
        self.create_button.clicked.connect(self.create_episode)
        self.create_error = QLabel()
        mark_as_error(self.create_error)
        self.create_error.setWordWrap(True)
        layout.addRow(self.tr("Title"), self.new_title)
        layout.addRow(self.tr("Date"), self.new_date)
        layout.addRow(self.tr("Players"), self.new_players)
        layout.addRow("", self.create_button)
        layout.addRow(self.create_error)
        return form

    # Reading -------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the Episodes, the players to choose from and the selected matrix."""
        campaign = self.host.campaign
        episodes = campaign.episodes.list_episodes()
        self._players = campaign.episodes.player_counts()
        self._episodes = episodes
        self.episodes.model.sync_rows(episodes)
        ticked = {
            self.new_players.item(n).data(Qt.ItemDataRole.UserRole)
            for n in range(self.new_players.count())
            if self.new_players.item(n).checkState() == Qt.CheckState.Checked
        }
        self.new_players.clear()
        for actor in campaign.records.list_actors():
            label = self._player_label(actor.name, actor.is_director)
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, actor.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if actor.id in ticked else Qt.CheckState.Unchecked
            )
            self.new_players.addItem(item)
        self._show_episode()

    def _player_label(self, name: str, is_director: bool) -> str:
        return self.tr("{name} (Director)").format(name=name) if is_director else name

    def _episode_chosen(self, current: QModelIndex) -> None:
        self.episode_id = (
            self.episodes.model.row_at(current.row()).id if current.isValid() else None
        )
        self.matrix_error.clear()
        self._show_episode()

    def _show_episode(self, *, unless_same: bool = False) -> None:
        """Show the selected Episode; with ``unless_same``, repaint nothing if it reads the same."""
        view = None
        if self.episode_id is not None:
            try:
                view = self.host.campaign.episodes.view(self.episode_id)
            except RecordNotFoundError:  # deleted meanwhile
                self.episode_id = None
        if unless_same and view is not None and view == self._view:
            return  # e.g. a Guard changed: the grid and the preview show nothing of it
        self._view = view
        columns = check_columns(view)
        if [c.header for c in columns] != [c.header for c in self.matrix_model.columns] or [
            c.field for c in columns
        ] != [c.field for c in self.matrix_model.columns]:
            self.matrix_model.set_columns(columns, check_rows(view))
        else:
            self.matrix_model.sync_rows(check_rows(view))
        self._size_columns(view)
        self._fill_players(view)
        if view is None:
            self.title_label.setText(self.tr("Select an Episode, or create one."))
            self.outcome_text.setPlainText("")
            self.close_button.setEnabled(False)
            self._update_tick_buttons()
            self.print_button.setEnabled(False)
            return
        state = self.tr("closed, read-only") if view.episode.closed else self.tr("open")
        players = ", ".join(player.name for player in view.players) or self.tr("nobody")
        self.title_label.setText(
            self.tr("{title} — {date} ({state}); players: {players}").format(
                title=view.episode.title, date=view.episode.on_date, state=state, players=players
            )
        )
        names = {persona.id: persona.name for persona in view.personae}
        if view.outcomes:
            names |= self.host.campaign.episodes.persona_names(o.persona_id for o in view.outcomes)
        self.outcome_text.setPlainText(describe_outcomes(view, names))
        self.close_button.setEnabled(not view.episode.closed)
        self._update_tick_buttons()
        self.print_button.setEnabled(True)

    def _size_columns(self, view: EpisodeView | None) -> None:
        """Size the grid's columns to their titles and texts from the font's metrics.

        The Persona column fits the names in play, the item column its widest "Trait: ..."
        (up to ``ITEM_MOST``), a player's column its name, "own" and a check box.
        """
        header = self.matrix.horizontalHeader()
        titles, cells = header.fontMetrics(), self.matrix.fontMetrics()
        style = self.matrix.style()
        room = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1) + 2
        title_room = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) + 4
        box = style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) + room

        def titled(column: int) -> int:
            title = str(self.matrix_model.headerData(column, Qt.Orientation.Horizontal) or "")
            return titles.horizontalAdvance(title) + title_room

        names = {persona.name for persona in view.personae} if view else set()
        widths = [max(map(cells.horizontalAdvance, names), default=0) + room]
        if view is not None:
            template = translate("Episodes", "{kind}: {item}")
            kinds = {kind: _item_kind(CheckItem(kind, 0, "")) for kind in ItemKind}
            items = {
                template.format(kind=kinds[item.kind], item=item.label)
                for persona in view.personae
                for item in persona.items
            }
            widest = max(map(cells.horizontalAdvance, items), default=0) + room
            widths.append(min(widest, ITEM_MOST))
        own = cells.horizontalAdvance(translate("Episodes", "own")) + room
        widths += [max(own, box)] * (self.matrix_model.columnCount() - len(widths))
        for column, width in enumerate(widths[: self.matrix_model.columnCount()]):
            header.resizeSection(column, max(width, titled(column)))

    def _fill_players(self, view: EpisodeView | None) -> None:
        self.players_list.blockSignals(True)
        self.players_list.clear()
        if view is not None:
            taking_part = {player.id for player in view.players}
            for actor in self.host.campaign.records.list_actors():
                label = self._player_label(actor.name, actor.is_director)
                item = QListWidgetItem(label)
                item.setData(Qt.ItemDataRole.UserRole, actor.id)
                flags = item.flags() | Qt.ItemFlag.ItemIsUserCheckable
                if view.episode.closed:
                    flags &= ~Qt.ItemFlag.ItemIsEnabled
                item.setFlags(flags)
                checked = actor.id in taking_part
                item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
                self.players_list.addItem(item)
        self.players_list.setEnabled(view is not None and not view.episode.closed)
        self.players_list.blockSignals(False)

    def _player_toggled(self, item: QListWidgetItem) -> None:
        episode_id = self.episode_id
        if episode_id is None:
            return
        actor_id = item.data(Qt.ItemDataRole.UserRole)
        taking_part = item.checkState() == Qt.CheckState.Checked
        text = self.tr("Add player {name}") if taking_part else self.tr("Remove player {name}")
        self.matrix_error.clear()
        done = self.host.perform(
            text.format(name=item.text()),
            lambda: self.host.campaign.episodes.set_player(episode_id, actor_id, taking_part),
            refused=self.matrix_error.setText,
        )
        if done is None:
            self._show_episode()

    # Editing -------------------------------------------------------------------------

    def create_episode(self) -> None:
        """Create an Episode from the form."""
        players = [
            self.new_players.item(n).data(Qt.ItemDataRole.UserRole)
            for n in range(self.new_players.count())
            if self.new_players.item(n).checkState() == Qt.CheckState.Checked
        ]
        title = self.new_title.text()
        day = date(*self.new_date.date().getDate()).isoformat()
        self.create_error.clear()
        done = self.host.perform(
            self.tr("Create Episode {title}").format(title=title),
            lambda: self.host.campaign.episodes.create_episode(title, day, players),
            refused=self.create_error.setText,
        )
        if done is not None:
            self.new_title.clear()

    def _check_cell(
        self, row: CheckRow, column: Column[CheckRow], value: object, _shown: object
    ) -> str | None:
        assert isinstance(column.field, int)
        return self._check(column.field, row.item, bool(value))

    def _check(self, observer_id: int, item: CheckItem, checked: bool) -> str | None:
        episode_id = self.episode_id
        if episode_id is None:
            return self.tr("No Episode is selected")
        text = self.tr("Tick '{item}'") if checked else self.tr("Untick '{item}'")
        self.matrix_error.clear()
        problems: list[str] = []
        self.host.perform(
            text.format(item=item.label),
            lambda: self.host.campaign.episodes.set_check(
                episode_id, observer_id, item.kind, item.id, checked
            ),
            refused=problems.append,
        )
        self.matrix_error.setText(problems[0] if problems else "")
        return problems[0] if problems else None

    def _player_of_column(self, column: int) -> int | None:
        """Return the player (Actor id) whose check-off is ``column``, None for another column."""
        if not 0 <= column < len(self.matrix_model.columns):
            return None
        field = self.matrix_model.columns[column].field
        return field if isinstance(field, int) else None

    def _header_clicked(self, column: int) -> None:
        player = self._player_of_column(column)
        if player is not None:
            self.tick_column(player)

    def _update_tick_buttons(self) -> None:
        open_episode = self.matrix_model.rowCount() > 0 and any(
            self._player_of_column(c) is not None for c in range(self.matrix_model.columnCount())
        )
        current = self.matrix.currentIndex()
        if self.matrix_model.rowCount() == 0:
            missing = None  # nothing to tick, and the grid is empty: nothing to say either
            self.tick_needs.hint.hide()
        elif not open_episode:
            missing = self.tr("A closed Episode's check-off is final.")
        elif not current.isValid():
            missing = self.tr("Click a player's cell first: its row or column is ticked.")
        else:
            missing = None
        self.tick_needs.update(missing)
        if self.matrix_model.rowCount() == 0:
            self.tick_row_button.setEnabled(False)
        self.tick_column_button.setEnabled(
            self.tick_row_button.isEnabled()
            and self._player_of_column(current.column()) is not None
        )

    def tick_current_row(self) -> None:
        """Tick the current row for every player who watches its Persona."""
        current = self.matrix.currentIndex()
        if current.isValid():
            self.tick_row(current.row())

    def tick_current_column(self) -> None:
        """Tick every row the current column's player watches."""
        player = self._player_of_column(self.matrix.currentIndex().column())
        if player is not None:
            self.tick_column(player)

    def tick_row(self, row_number: int) -> str | None:
        """Tick one row of the grid for every player who watches its Persona (one step)."""
        row = self.matrix_model.row_at(row_number)
        players = [
            player
            for column in range(self.matrix_model.columnCount())
            if (player := self._player_of_column(column)) is not None
            and player != row.persona.player_id
        ]
        cells = [(player, row.item.kind, row.item.id) for player in players]
        text = self.tr("Tick '{item}' for every player").format(item=row.item.label)
        return self._tick_cells(text, cells)

    def tick_column(self, player: int) -> str | None:
        """Tick every row the player ``player`` watches (one step)."""
        rows = [self.matrix_model.row_at(n) for n in range(self.matrix_model.rowCount())]
        cells = [
            (player, row.item.kind, row.item.id) for row in rows if row.persona.player_id != player
        ]
        column = next(
            c for c in range(self.matrix_model.columnCount()) if self._player_of_column(c) == player
        )
        name = self.matrix_model.columns[column].header
        return self._tick_cells(self.tr("Tick every row for {player}").format(player=name), cells)

    def _tick_cells(self, text: str, cells: list[tuple[int, ItemKind, int]]) -> str | None:
        episode_id = self.episode_id
        if episode_id is None or not cells:
            return None
        self.matrix_error.clear()
        problems: list[str] = []
        self.host.perform(
            text,
            lambda: self.host.campaign.episodes.set_checks(episode_id, cells, True),
            refused=problems.append,
        )
        self.matrix_error.setText(problems[0] if problems else "")
        return problems[0] if problems else None

    def close_episode(self) -> None:
        """Close the selected Episode and award its Advances."""
        episode_id = self.episode_id
        if episode_id is None:
            return
        self.matrix_error.clear()
        self.host.perform(
            self.tr("Close Episode"),
            lambda: self.host.campaign.episodes.close_episode(episode_id),
            refused=self.matrix_error.setText,
        )

    def print_prep(self) -> None:
        """Open the print preview of the selected Episode's prep sheet."""
        if self.episode_id is None:
            return
        from starshine_desktop.services.printing import PrintKind, PrintRequest

        kind = PrintKind.EPISODE_PREP
        self.host.campaign_files.print_menu().preview(
            kind, PrintRequest(kind, episode_id=self.episode_id)
        )

    def _select_running_episode(self) -> None:
        """Show the latest open Episode (the one being played), if there is one."""
        rows = [row for row in self._episodes if not row.closed]
        if rows:
            self.select_episode(max(rows, key=lambda row: (row.on_date, row.id)).id)

    def select_episode(self, episode_id: int) -> None:
        """Make an Episode the selected one."""
        self.episodes.select_id(episode_id)
        row = self.episodes.model.row_of(episode_id)
        if row is not None:
            self.episodes.view.setCurrentIndex(self.episodes.model.index(row, 0))

    # SectionPage ---------------------------------------------------------------------

    def apply_changes(self, changes: Changes) -> None:
        # Reads only what the change names: the Episodes and Actors lists when they
        # change, the shown check-off when the change concerns its Personae in play.
        if changes.touches(RecordKind.EPISODE, RecordKind.ACTOR):
            self.reload()
            added = changes.added_ids(RecordKind.EPISODE)
            if added:
                self.select_episode(added[-1])
        elif self._view is not None and self.host.campaign.episodes.concerns(self._view, changes):
            self._show_episode(unless_same=True)

    def campaign_switched(self) -> None:
        self.episode_id = None
        self.episodes.filter_edit.clear()
        self.reload()
        self._select_running_episode()
