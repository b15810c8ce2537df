"""A table model that keeps its own Python list, filters it by typed words and sorts it itself.

No ``QSortFilterProxyModel``: rows are kept by id so ``apply`` touches only what changed,
the list is replaced through ``beginResetModel``, and every re-ordering or new filter goes
through ``layoutChanged`` with the persistent indexes moved by id, so a selection follows
its row.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from starshine_desktop.ui.models.table_model import TICKS_ROLE

ID_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_ID, _SORT, _TICKS = int(ID_ROLE), int(SORT_ROLE), int(TICKS_ROLE)

AnyIndex = QModelIndex | QPersistentModelIndex
SortKey = str | int | float | tuple[int, ...] | tuple[int, str] | tuple[str, int]

RowT = TypeVar("RowT")


@dataclass(frozen=True, slots=True)
class Column(Generic[RowT]):
    """One column: header, how a row shows, what it sorts by, alignment, ticks and tooltips."""

    header: str
    display: Callable[[RowT], str]
    sort_key: Callable[[RowT], SortKey]
    numeric: bool = False
    ticks: Callable[[RowT], int] | None = None
    tooltip: Callable[[RowT], str] | None = None
    header_tooltip: str = ""


class SelfFilteringTableModel(QAbstractTableModel, Generic[RowT]):
    """Rows kept by id, filtered by words and sorted by a column."""

    def __init__(
        self,
        columns: Sequence[Column[RowT]],
        row_id: Callable[[RowT], Hashable],
        haystack: Callable[[RowT], str] | None = None,
        parent: QObject | None = None,
        *,
        sort_column: int | None = 0,
        sort_order: Qt.SortOrder = Qt.SortOrder.AscendingOrder,
        tie_break: Callable[[RowT], SortKey] | None = None,
    ) -> None:
        super().__init__(parent)
        self._columns = tuple(columns)
        self._row_id = row_id
        self._haystack = self._shown_text if haystack is None else haystack
        self._tie_break = tie_break
        self._rows: dict[Hashable, RowT] = {}
        self._visible: list[RowT] = []
        self._terms: list[str] = []
        self._sort_column = sort_column
        self._sort_order = sort_order

    # Qt's interface -------------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._visible)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        role = int(role)
        if not index.isValid() or not 0 <= index.row() < len(self._visible):
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
            return self._row_id(row)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._columns):
            return None
        if int(role) == _DISPLAY:
            return self._columns[section].header
        if int(role) == _TOOLTIP and self._columns[section].header_tooltip:
            return self._columns[section].header_tooltip
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
        self._rows = {self._row_id(row): row for row in rows}
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
        self,
        added: Sequence[Hashable],
        updated: Sequence[Hashable],
        removed: Sequence[Hashable],
        fetch: Callable[[Any], RowT],
    ) -> None:
        """Bring the rows with these ids up to date, reading each with ``fetch``."""
        for row_id in removed:
            if self._rows.pop(row_id, None) is not None:
                self._remove_visible(row_id)
        for row_id in [*added, *updated]:
            self._put(fetch(row_id))

    def row_of(self, row_id: Hashable) -> int | None:
        """Return the visible row of the record with this id, or None."""
        for position, row in enumerate(self._visible):
            if self._row_id(row) == row_id:
                return position
        return None

    def record_at(self, row: int) -> RowT:
        """Return the record shown in ``row``."""
        return self._visible[row]

    def row_at(self, row: int) -> RowT | None:
        """Return the record shown in ``row``, or None if there is no such row."""
        return self._visible[row] if 0 <= row < len(self._visible) else None

    @property
    def rows(self) -> list[RowT]:
        """Return the records shown, in order."""
        return list(self._visible)

    @property
    def total_count(self) -> int:
        """Return how many records there are, shown or not."""
        return len(self._rows)

    # Inside ------------------------------------------------------------------------

    def _shown_text(self, row: RowT) -> str:
        return " ".join(column.display(row) for column in self._columns)

    def _matches(self, row: RowT) -> bool:
        if not self._terms:
            return True
        text = self._haystack(row).casefold()
        return all(term in text for term in self._terms)

    def _arranged(self) -> list[RowT]:
        kept = [row for row in self._rows.values() if self._matches(row)]
        if self._sort_column is None:
            return kept
        sort_key = self._columns[self._sort_column].sort_key
        tie_break = self._tie_break
        descending = self._sort_order == Qt.SortOrder.DescendingOrder
        if tie_break is None:
            kept.sort(key=sort_key, reverse=descending)
        else:
            kept.sort(key=lambda row: (sort_key(row), tie_break(row)), reverse=descending)
        return kept

    def _relayout(self, arranged: list[RowT]) -> None:
        self.layoutAboutToBeChanged.emit()
        old_ids = [self._row_id(row) for row in self._visible]
        old_indexes = self.persistentIndexList()
        self._visible = arranged
        position = {self._row_id(row): number for number, row in enumerate(arranged)}
        new_indexes = []
        for index in old_indexes:
            new_row = position.get(old_ids[index.row()]) if index.row() < len(old_ids) else None
            new_indexes.append(
                QModelIndex() if new_row is None else self.index(new_row, index.column())
            )
        self.changePersistentIndexList(old_indexes, new_indexes)
        self.layoutChanged.emit()

    def _put(self, row: RowT) -> None:
        row_id = self._row_id(row)
        was_shown = self.row_of(row_id) is not None
        self._rows[row_id] = row
        arranged = self._arranged()
        arranged_ids = [self._row_id(item) for item in arranged]
        now_shown = row_id in arranged_ids
        if was_shown and not now_shown:
            self._remove_visible(row_id)
        elif now_shown and not was_shown:
            position = arranged_ids.index(row_id)
            self.beginInsertRows(QModelIndex(), position, position)
            self._visible = arranged
            self.endInsertRows()
        elif now_shown:
            if arranged_ids == [self._row_id(item) for item in self._visible]:
                self._visible = arranged
                shown_at = self.row_of(row_id)
                assert shown_at is not None
                last = len(self._columns) - 1
                self.dataChanged.emit(self.index(shown_at, 0), self.index(shown_at, last))
            else:
                self._relayout(arranged)

    def _remove_visible(self, row_id: Hashable) -> None:
        position = self.row_of(row_id)
        if position is not None:
            self.beginRemoveRows(QModelIndex(), position, position)
            del self._visible[position]
            self.endRemoveRows()
