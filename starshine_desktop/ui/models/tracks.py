"""Table models of the Tracks and Reference sections: progress tracks and oracle history.

Like the Personae table, each model filters and sorts its own Python list (no proxy model),
keeps rows by id so ``apply_changes`` touches only what changed, and moves persistent
indexes by id on every re-ordering so the selection follows its record.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from starshine_desktop.rules.ironsworn.tracks import BOXES
from starshine_desktop.services.tracks import OracleRollRow, TrackRow
from starshine_desktop.ui.widgets.progress_track import TICKS_ROLE, describe_ticks

ID_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_ID, _SORT, _TICKS = int(ID_ROLE), int(SORT_ROLE), int(TICKS_ROLE)

AnyIndex = QModelIndex | QPersistentModelIndex
SortKey = str | int | tuple[int, str]


class _Identified(Protocol):
    @property
    def id(self) -> int: ...


RowT = TypeVar("RowT", bound=_Identified)


@dataclass(frozen=True, slots=True)
class Column(Generic[RowT]):
    """One column: header, how a row shows, what it sorts by, and right alignment."""

    header: str
    display: Callable[[RowT], str]
    sort_key: Callable[[RowT], SortKey]
    numeric: bool = False
    ticks: Callable[[RowT], int] | None = None
    tooltip: Callable[[RowT], str] | None = None


class RecordTableModel(QAbstractTableModel, Generic[RowT]):
    """Rows kept by id, filtered by words and sorted by a column."""

    def __init__(
        self,
        columns: tuple[Column[RowT], ...],
        haystack: Callable[[RowT], str],
        parent: object = None,
    ) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self._columns = columns
        self._haystack = haystack
        self._rows: dict[int, RowT] = {}
        self._visible: list[RowT] = []
        self._terms: list[str] = []
        self._sort_column = 0
        self._sort_order = Qt.SortOrder.AscendingOrder

    # Qt's interface -------------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._visible)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        role = int(role)
        if not index.isValid() or index.row() >= len(self._visible):
            return None
        row = self._visible[index.row()]
        column = self._columns[index.column()]
        if role == _DISPLAY:
            return column.display(row)
        if role == _TICKS:
            return None if column.ticks is None else column.ticks(row)
        if role == _TOOLTIP:
            return None if column.tooltip is None else column.tooltip(row)
        if role == _ALIGNMENT:
            return _RIGHT if column.numeric else None
        if role == _SORT:
            return column.sort_key(row)
        if role == _ID:
            return row.id
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._columns[section].header
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self._columns):
            return
        self._sort_column, self._sort_order = column, order
        self._relayout(self._arranged())

    # What pages call -----------------------------------------------------------------

    def reset_rows(self, rows: Iterable[RowT]) -> None:
        """Replace every row."""
        self.beginResetModel()
        self._rows = {row.id: row for row in rows}
        self._visible = self._arranged()
        self.endResetModel()

    def set_filter_text(self, text: str) -> None:
        """Show only rows that hold every word of ``text``."""
        terms = text.casefold().split()
        if terms != self._terms:
            self._terms = terms
            self._relayout(self._arranged())

    def refresh(self) -> None:
        """Redraw and re-order every row (e.g. after names shown in a column changed)."""
        self._relayout(self._arranged())
        if self._visible:
            last = self.index(len(self._visible) - 1, len(self._columns) - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    def apply(
        self, added: list[int], updated: list[int], removed: list[int], fetch: Callable[[int], RowT]
    ) -> None:
        """Bring the rows with these ids up to date, reading each with ``fetch``."""
        for record_id in removed:
            if self._rows.pop(record_id, None) is not None:
                self._remove_visible(record_id)
        for record_id in added + updated:
            self._put(fetch(record_id))

    def row_of(self, record_id: int) -> int | None:
        """Return the visible row of a record, or None."""
        for position, row in enumerate(self._visible):
            if row.id == record_id:
                return position
        return None

    def record_at(self, row: int) -> RowT:
        """Return the record shown in ``row``."""
        return self._visible[row]

    @property
    def total_count(self) -> int:
        """Return how many records there are, shown or not."""
        return len(self._rows)

    # Inside ------------------------------------------------------------------------

    def _arranged(self) -> list[RowT]:
        kept = [
            row
            for row in self._rows.values()
            if all(term in self._haystack(row).casefold() for term in self._terms)
        ]
        key = self._columns[self._sort_column].sort_key
        descending = self._sort_order == Qt.SortOrder.DescendingOrder
        kept.sort(key=lambda row: (key(row), row.id), reverse=descending)
        return kept

    def _relayout(self, arranged: list[RowT]) -> None:
        self.layoutAboutToBeChanged.emit()
        old_ids = [row.id for row in self._visible]
        old_indexes = self.persistentIndexList()
        self._visible = arranged
        position = {row.id: number for number, row in enumerate(arranged)}
        new_indexes = []
        for index in old_indexes:
            new_row = position.get(old_ids[index.row()]) if index.row() < len(old_ids) else None
            new_indexes.append(
                QModelIndex() if new_row is None else self.index(new_row, index.column())
            )
        self.changePersistentIndexList(old_indexes, new_indexes)
        self.layoutChanged.emit()

    def _put(self, row: RowT) -> None:
        was_shown = self.row_of(row.id) is not None
        self._rows[row.id] = row
        arranged = self._arranged()
        now_shown = any(item.id == row.id for item in arranged)
        if was_shown and not now_shown:
            self._remove_visible(row.id)
        elif now_shown and not was_shown:
            position = next(n for n, item in enumerate(arranged) if item.id == row.id)
            self.beginInsertRows(QModelIndex(), position, position)
            self._visible = arranged
            self.endInsertRows()
        elif now_shown:
            if [item.id for item in arranged] == [item.id for item in self._visible]:
                self._visible = arranged
                shown_at = self.row_of(row.id)
                assert shown_at is not None
                last = len(self._columns) - 1
                self.dataChanged.emit(self.index(shown_at, 0), self.index(shown_at, last))
            else:
                self._relayout(arranged)

    def _remove_visible(self, record_id: int) -> None:
        position = self.row_of(record_id)
        if position is not None:
            self.beginRemoveRows(QModelIndex(), position, position)
            del self._visible[position]
            self.endRemoveRows()


# Progress tracks ----------------------------------------------------------------------


class TrackTableModel(RecordTableModel[TrackRow]):
    """Every progress track; the Owner column shows the owning Persona's name."""

    NAME, KIND, RANK, OWNER, PROGRESS, SCORE, CLOCK = range(7)

    def __init__(self, rows: Iterable[TrackRow] = (), parent: object = None) -> None:
        self._owners: Mapping[int, str] = {}
        columns: tuple[Column[TrackRow], ...] = (
            Column("Name", lambda r: r.name, lambda r: r.name.casefold()),
            Column("Kind", lambda r: r.values.kind.label, lambda r: r.values.kind.label),
            Column(
                "Rank",
                lambda r: r.values.rank.label,
                lambda r: (list(type(r.values.rank)).index(r.values.rank), ""),
            ),
            Column("Owner", self._owner_name, lambda r: self._owner_name(r).casefold()),
            Column(
                "Progress",
                lambda r: "",
                lambda r: r.values.ticks,
                ticks=lambda r: r.values.ticks,
                tooltip=lambda r: describe_ticks(r.values.ticks),
            ),
            Column(
                "Score",
                lambda r: f"{r.track.progress_score}/{BOXES}",
                lambda r: r.track.progress_score,
                numeric=True,
            ),
            Column(
                "Clock",
                lambda r: f"{r.values.clock}/4" if r.values.scene is not None else "",
                lambda r: r.values.clock,
                numeric=True,
            ),
        )
        super().__init__(columns, self._haystack_of, parent)
        self.reset_rows(rows)

    def _owner_name(self, row: TrackRow) -> str:
        owner = row.values.persona_id
        return "" if owner is None else self._owners.get(owner, "")

    def _haystack_of(self, row: TrackRow) -> str:
        values = row.values
        return f"{values.name}\n{values.kind.label}\n{values.rank.label}\n{self._owner_name(row)}"

    def set_owner_names(self, names: Mapping[int, str]) -> None:
        """Use these Persona names in the Owner column."""
        self._owners = dict(names)
        self.refresh()


# Oracle history -----------------------------------------------------------------------


class OracleHistoryModel(RecordTableModel[OracleRollRow]):
    """The campaign's oracle results, newest first."""

    WHEN, TABLE, ROLL, RESULT = range(4)

    def __init__(self, rows: Iterable[OracleRollRow] = (), parent: object = None) -> None:
        columns: tuple[Column[OracleRollRow], ...] = (
            Column(
                "When",
                lambda r: r.rolled_at.astimezone().strftime("%Y-%m-%d %H:%M:%S"),
                lambda r: r.id,
            ),
            Column("Table", lambda r: r.table_name, lambda r: r.table_name.casefold()),
            Column("Roll", lambda r: str(r.roll), lambda r: r.roll, numeric=True),
            Column(
                "Result",
                lambda r: r.result,
                lambda r: r.result.casefold(),
                tooltip=lambda r: r.result,
            ),
        )
        super().__init__(columns, lambda r: f"{r.table_name}\n{r.result}", parent)
        self._sort_order = Qt.SortOrder.DescendingOrder
        self.reset_rows(rows)
