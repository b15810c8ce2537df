"""The Tracks section: progress tracks in a table, the selected one's page and its roll.

Tracks are vows, expeditions, connections, combat objectives and scene challenges (with a
four-segment tension clock). Every edit is an undoable command saved at once; a progress
roll shows the exact odds of each band first and changes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.ironsworn import ProgressRoll, Rank, TrackKind, progress_odds
from starshine_desktop.rules.ironsworn.tracks import SCENE_RANKS
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import Refusal
from starshine_desktop.services.ironsworn.tracks import TrackRow, TrackValues
from starshine_desktop.ui import deleting
from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.i18n import game_term, refusal_text, translate
from starshine_desktop.ui.ironsworn import track_models as track_columns
from starshine_desktop.ui.ironsworn.progress_track import (
    ProgressTrackDelegate,
    ProgressTrackWidget,
    TensionClockWidget,
    describe_ticks,
)
from starshine_desktop.ui.ironsworn.roll_panel import (
    band_text,
    dice_row,
    error_label,
    named_button,
    odds_text,
    parse_faces,
    show_error,
)
from starshine_desktop.ui.ironsworn.track_models import TrackOwners, track_model
from starshine_desktop.ui.models.names import PersonaNames
from starshine_desktop.ui.sections.base import SectionPage
from starshine_desktop.ui.widgets.headers import fit_header_titles

NO_OWNER = QT_TRANSLATE_NOOP("TracksPage", "— nobody —")


OWNER_CHARACTERS = 12
"""Characters an owner list is wide enough for (a longer name is elided)."""


def owner_combo(name: str) -> QComboBox:
    """Return an empty list of owners, as wide as ``OWNER_CHARACTERS`` whatever it holds.

    Sized to its contents, a list of 10,000 Personae measured every name when its page
    was laid out (over 100 ms).
    """
    combo = QComboBox()
    combo.setObjectName(name)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(OWNER_CHARACTERS)
    return combo


def fill_owner_combo(combo: QComboBox, names: PersonaNames, current: int | None) -> None:
    """Fill ``combo`` with "nobody" and each Persona (id as item data), selecting ``current``.

    The list is filled again only when the names changed since it was last filled.
    """
    combo.blockSignals(True)
    if combo.property("names_version") != names.version or combo.count() == 0:
        combo.clear()
        combo.addItem(translate("TracksPage", NO_OWNER), None)
        for persona_id, name in sorted(names.items(), key=lambda item: item[1].casefold()):
            combo.addItem(name, persona_id)
        combo.setProperty("names_version", names.version)
    combo.setCurrentIndex(max(0, combo.findData(current)) if current is not None else 0)
    combo.blockSignals(False)


class TracksPage(SectionPage):
    """Every progress track of the campaign and what can be done with one."""

    def __init__(self, host: SectionHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self.rng = random.Random()
        self.names = PersonaNames(self.host.campaign.records.persona_names)
        self.owners = TrackOwners(self.names)
        self.model = track_model(
            self.owners, lambda track_id: self.host.campaign.tracks.get_track(track_id), self
        )
        self.last_roll: ProgressRoll | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self._build_new_track_bar())
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self._build_table())
        splitter.addWidget(self._build_detail())
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([680, 440])
        layout.addWidget(splitter, 1)
        self.campaign_switched()

    # Building -------------------------------------------------------------------------

    def _build_new_track_bar(self) -> QWidget:
        box = QGroupBox(self.tr("New progress track"))
        row = QHBoxLayout(box)
        self.new_name = QLineEdit()
        self.new_name.setObjectName("new-track-name")
        self.new_name.setPlaceholderText(self.tr("Name, e.g. the vow sworn"))
        self.new_name.returnPressed.connect(self.add_track)
        self.new_kind = QComboBox()
        self.new_kind.setObjectName("new-track-kind")
        for kind in TrackKind:
            self.new_kind.addItem(game_term(kind.label), kind.value)
        self.new_rank = QComboBox()
        self.new_rank.setObjectName("new-track-rank")
        for rank in Rank:
            self.new_rank.addItem(game_term(rank.label), rank.value)
        self.new_rank.setCurrentIndex(list(Rank).index(Rank.DANGEROUS))
        self.new_owner = owner_combo("new-track-owner")
        self.add_button = QPushButton(self.tr("&Add track"))
        self.add_button.setObjectName("add-track")
        self.add_button.clicked.connect(self.add_track)
        row.addWidget(self.new_name, 2)
        for label, widget in (
            (self.tr("Kind"), self.new_kind),
            (self.tr("Rank"), self.new_rank),
            (self.tr("Owner"), self.new_owner),
        ):
            caption = QLabel(label)
            caption.setBuddy(widget)
            row.addWidget(caption)
            row.addWidget(widget)
        row.addWidget(self.add_button)
        self.new_error = error_label("new-track-error")
        outer = QWidget()
        column = QVBoxLayout(outer)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(box)
        column.addWidget(self.new_error)
        return outer

    def _build_table(self) -> QWidget:
        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName("track-filter")
        self.filter_edit.setPlaceholderText(self.tr("Filter by name, kind, rank or owner"))
        self.filter_edit.setAccessibleName(self.tr("Filter tracks"))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.model.set_filter_text)
        layout.addWidget(self.filter_edit)
        self.table = QTableView()
        self.table.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.table.setObjectName("tracks-table")
        self.table.setAccessibleName(self.tr("Tracks"))
        self.table.setModel(self.model)
        self.table.setItemDelegateForColumn(track_columns.PROGRESS, ProgressTrackDelegate(self))
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(track_columns.NAME, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(28)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for column, width in ((1, 104), (2, 84), (3, 80), (4, 150), (5, 46), (6, 46)):
            header.resizeSection(column, width)
        header.setSectionResizeMode(track_columns.NAME, QHeaderView.ResizeMode.Stretch)
        fit_header_titles(self.table)
        self.table.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self._show_selected(current)
        )
        layout.addWidget(self.table, 1)
        return panel

    def _build_detail(self) -> QWidget:
        self.detail_pages = QStackedWidget()
        placeholder = QLabel(self.tr("Select a track in the table, or add one above."))
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        placeholder.setWordWrap(True)
        self.detail_pages.addWidget(placeholder)

        detail = QWidget()
        layout = QVBoxLayout(detail)
        self.heading = QLabel()
        self.heading.setObjectName("track-heading")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)

        layout.addLayout(self._build_track_form())

        self.track_widget = ProgressTrackWidget(box_size=28, name=self.tr("Progress of the track"))
        self.track_widget.setObjectName("track-boxes")
        layout.addWidget(self.track_widget)
        self.progress_label = QLabel()
        self.progress_label.setObjectName("track-progress")
        layout.addWidget(self.progress_label)

        layout.addLayout(self._build_progress_buttons())
        layout.addWidget(self._build_tension_clock())
        layout.addWidget(self._build_progress_roll())
        layout.addStretch(1)
        self.detail_pages.addWidget(detail)
        return self.detail_pages

    def _build_track_form(self) -> QFormLayout:
        """Build the name, rank and owner of the chosen track, each saved as it is changed."""
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("track-name")
        self.name_edit.setAccessibleName(self.tr("Name of the track"))
        self.name_edit.editingFinished.connect(self._commit_name)
        self.name_error = error_label("track-name-error")
        name_box = QVBoxLayout()
        name_box.addWidget(self.name_edit)
        name_box.addWidget(self.name_error)
        form.addRow(self.tr("Name"), name_box)
        self.rank_combo = QComboBox()
        self.rank_combo.setObjectName("track-rank")
        self.rank_combo.activated.connect(lambda _i: self._commit_rank())
        form.addRow(self.tr("Rank"), self.rank_combo)
        self.owner_combo = owner_combo("track-owner")
        self.owner_combo.activated.connect(lambda _i: self._commit_owner())
        form.addRow(self.tr("Owner"), self.owner_combo)
        return form

    def _build_progress_buttons(self) -> QHBoxLayout:
        """Build the row that marks, loses or clears progress and deletes the track."""
        buttons = QHBoxLayout()
        self.mark_button = named_button(
            self.tr("&Mark progress"), "mark-progress", lambda: self._mark(1)
        )
        self.mark_twice_button = named_button(
            self.tr("Mark &twice"), "mark-twice", lambda: self._mark(2)
        )
        self.lose_button = named_button(self.tr("&Lose progress"), "lose-progress", self._lose)
        self.clear_button = named_button(self.tr("C&lear"), "clear-progress", self._clear)
        self.delete_button = named_button(deleting.button_text(), "delete-track", self.delete_track)
        for button in (
            self.mark_button,
            self.mark_twice_button,
            self.lose_button,
            self.clear_button,
            self.delete_button,
        ):
            buttons.addWidget(button)
        return buttons

    def _build_tension_clock(self) -> QGroupBox:
        """Build the scene's tension clock and the buttons that fill or empty a segment."""
        self.scene_box = QGroupBox(self.tr("Tension clock"))
        scene = QHBoxLayout(self.scene_box)
        self.clock_widget = TensionClockWidget(diameter=44)
        self.clock_widget.setObjectName("tension-clock")
        scene.addWidget(self.clock_widget)
        self.clock_label = QLabel()
        scene.addWidget(self.clock_label, 1)
        self.fill_clock_button = named_button(
            self.tr("Fill a segment"), "fill-clock", lambda: self._clock(1)
        )
        self.unfill_clock_button = named_button(
            self.tr("Empty a segment"), "unfill-clock", lambda: self._clock(-1)
        )
        scene.addWidget(self.fill_clock_button)
        scene.addWidget(self.unfill_clock_button)
        return self.scene_box

    def _build_progress_roll(self) -> QGroupBox:
        """Build the progress roll: its odds, the dice rolled here or typed, the result."""
        roll_box = QGroupBox(self.tr("Progress roll"))
        roll = QVBoxLayout(roll_box)
        self.odds_label = QLabel()
        self.odds_label.setObjectName("progress-odds")
        self.odds_label.setMinimumHeight(self.fontMetrics().lineSpacing() * 3 + 4)
        roll.addWidget(self.odds_label)
        built = dice_row(
            named_button(self.tr("&Roll the challenge dice"), "roll-progress", self.roll_in_app),
            self.tr("Or type them:"),
            "typed-challenge-dice",
            90,
            named_button(self.tr("Roll t&yped dice"), "roll-typed", self.roll_typed),
            self.roll_typed,
        )
        self.roll_button, self.roll_typed_button = built.roll_button, built.roll_typed_button
        self.typed_dice = built.typed
        self.typed_dice.setPlaceholderText(self.tr("e.g. 3 7"))
        roll.addWidget(built.row)
        self.dice_error = error_label("typed-dice-error")
        roll.addWidget(self.dice_error)
        self.result_label = QLabel()
        self.result_label.setObjectName("progress-result")
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        roll.addWidget(self.result_label)
        return roll_box

    # Showing -------------------------------------------------------------------------

    def campaign_switched(self) -> None:
        """Load the tracks and Personae of the campaign now open."""
        self.names.reload()
        self.model.reset_rows(self.host.campaign.tracks.list_tracks())
        fill_owner_combo(self.new_owner, self.names, None)
        self._show_selected(self.table.currentIndex())

    def apply_changes(self, changes: Changes) -> None:
        """Refresh the tracks (and owner names) that ``changes`` names."""
        kind = RecordKind.TRACK
        self.model.apply(changes)  # a deleted owner's tracks come as updated (no owner)
        renamed = self.names.apply(changes)
        if renamed:
            owned = [r for r in self.model.all_rows if r.values.persona_id in renamed]
            self.model.put_rows(owned)  # the Owner column shows the new names
            fill_owner_combo(self.new_owner, self.names, self.new_owner.currentData())
        added = changes.added_ids(kind)
        if added:
            self.select_track(added[-1])
        else:
            self._show_selected(self.table.currentIndex())

    def select_track(self, track_id: int) -> None:
        """Make a track the current row."""
        row = self.model.row_of(track_id)
        if row is None:
            return
        self.table.selectionModel().setCurrentIndex(
            self.model.index(row, 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )

    def current_track(self) -> TrackRow | None:
        """Return the track selected in the table."""
        index = self.table.currentIndex()
        return self.model.row_at(index.row()) if index.isValid() else None

    def _show_selected(self, index: QModelIndex) -> None:
        row = self.model.row_at(index.row()) if index.isValid() else None
        if row is None:
            self.detail_pages.setCurrentIndex(0)
            return
        changed_track = self.heading.property("track_id") != row.id
        self.heading.setProperty("track_id", row.id)
        self.detail_pages.setCurrentIndex(1)
        values = row.values
        self.heading.setText(
            self.tr("<b>{kind}</b> — {rank}, {ticks} ticks per progress").format(
                kind=game_term(values.kind.label),
                rank=game_term(values.rank.label),
                ticks=values.rank.progress_ticks,
            )
        )
        if not self.name_edit.hasFocus() or changed_track:
            self.name_edit.setText(values.name)
            show_error(self.name_error, None, self.name_edit)
        ranks = SCENE_RANKS if values.kind is TrackKind.SCENE_CHALLENGE else tuple(Rank)
        self.rank_combo.clear()
        for rank in ranks:
            self.rank_combo.addItem(game_term(rank.label), rank.value)
        self.rank_combo.setCurrentIndex(self.rank_combo.findData(values.rank.value))
        fill_owner_combo(self.owner_combo, self.names, values.persona_id)
        self.track_widget.set_ticks(values.ticks)
        score = row.track.progress_score
        self.progress_label.setText(
            self.tr("{ticks}; progress score {score}").format(
                ticks=describe_ticks(values.ticks), score=score
            )
        )
        scene = values.scene
        self.scene_box.setVisible(scene is not None)
        if scene is not None:
            self.clock_widget.set_filled(scene.clock)
            if scene.is_over:
                clock = self.tr("{filled} of 4 segments filled — the scene is over: Finish a Scene")
            else:
                clock = self.tr("{filled} of 4 segments filled")
            self.clock_label.setText(clock.format(filled=scene.clock))
        self.odds_label.setText(
            self.tr("Progress score {score}:\n{odds}").format(
                score=score, odds=odds_text(progress_odds(score))
            )
        )
        if changed_track:
            self.result_label.clear()
            self.typed_dice.clear()
            show_error(self.dice_error, None, self.typed_dice)

    # Editing -------------------------------------------------------------------------

    def add_track(self) -> None:
        """Add the track described in the bar as an undoable edit."""
        values = TrackValues(
            name=self.new_name.text(),
            kind=TrackKind(self.new_kind.currentData()),
            rank=Rank(self.new_rank.currentData()),
            persona_id=self.new_owner.currentData(),
        )
        service = self.host.campaign.tracks
        edit = self.host.perform(
            self.tr("Add track {name}").format(name=values.name.strip()),
            lambda: service.add_track(values),
            refused=lambda message: show_error(self.new_error, message, self.new_name),
        )
        if edit is None:
            return
        show_error(self.new_error, None, self.new_name)
        self.new_name.clear()

    def _edit(self, text: str, action: Callable[[int], Edit]) -> bool:
        """Run ``action`` on the selected track as an undoable edit; return if it was made."""
        row = self.current_track()
        if row is None:
            return False
        track_id = row.id
        text = self.tr("{edit} ({name})").format(edit=text, name=row.name)
        return self.host.perform(text, lambda: action(track_id)) is not None

    def _mark(self, times: int) -> None:
        what = self.tr("Mark progress twice") if times == 2 else self.tr("Mark progress")
        self._edit(what, lambda i: self.host.campaign.tracks.mark_progress(i, times))

    def _lose(self) -> None:
        self._edit(self.tr("Lose progress"), lambda i: self.host.campaign.tracks.lose_progress(i))

    def _clear(self) -> None:
        self._edit(self.tr("Clear track"), lambda i: self.host.campaign.tracks.clear_progress(i))

    def _clock(self, step: int) -> None:
        row = self.current_track()
        if row is None:
            return
        clock = row.values.clock + step
        fill, empty = (
            self.tr("Fill a tension-clock segment"),
            self.tr("Empty a tension-clock segment"),
        )
        text = fill if step > 0 else empty
        self._edit(text, lambda i: self.host.campaign.tracks.set_clock(i, clock))

    def _commit_name(self) -> None:
        row = self.current_track()
        if row is None or self.name_edit.text() == row.name:
            return
        service = self.host.campaign.tracks
        name, track_id = self.name_edit.text(), row.id
        edit = self.host.perform(
            self.tr("Rename track {name}").format(name=row.name),
            lambda: service.rename_track(track_id, name),
            refused=lambda message: show_error(self.name_error, message, self.name_edit),
        )
        if edit is not None:
            show_error(self.name_error, None, self.name_edit)
            if not edit:  # the name tidied is the one stored: show it so
                self.name_edit.setText(row.name)

    def _commit_rank(self) -> None:
        row = self.current_track()
        if row is None or self.rank_combo.currentIndex() < 0:
            return
        rank = Rank(self.rank_combo.currentData())
        if rank is row.values.rank:
            return
        text = self.tr("Set rank {rank}").format(rank=game_term(rank.label))
        self._edit(text, lambda i: self.host.campaign.tracks.set_rank(i, rank))

    def _commit_owner(self) -> None:
        owner = self.owner_combo.currentData()
        row = self.current_track()
        if row is None or owner == row.values.persona_id:
            return
        self._edit(self.tr("Change owner"), lambda i: self.host.campaign.tracks.set_owner(i, owner))

    def delete_track(self) -> None:
        """Delete the selected track after asking."""
        row = self.current_track()
        if row is None:
            return
        if not self._confirm_delete("track", row.name):
            return
        service = self.host.campaign.tracks
        self.host.perform(deleting.undo_text(row.name), lambda: service.delete_track(row.id))

    # Rolling -------------------------------------------------------------------------

    def roll_in_app(self) -> None:
        """Roll the challenge dice with the app's dice against the selected track."""
        self._roll(lambda: self.rng)

    def roll_typed(self) -> None:
        """Roll against the selected track with the challenge dice typed by the person."""
        self._roll(
            lambda: parse_faces(self.typed_dice.text(), 2, self.tr("the two challenge dice"))
        )

    def _roll(self, dice: Callable[[], random.Random | list[int]]) -> None:
        row = self.current_track()
        if row is None:
            return
        try:
            result = row.track.roll(dice())
        except Refusal as error:
            show_error(self.dice_error, refusal_text(error), self.typed_dice)
            return
        show_error(self.dice_error, None, self.typed_dice)
        self.last_roll = result
        first, second = result.challenge_dice
        self.result_label.setText(
            self.tr("<b>{band}</b>: progress score {score} against {first} and {second}.").format(
                band=band_text(result.outcome, result.match),
                score=result.progress_score,
                first=first,
                second=second,
            )
        )
