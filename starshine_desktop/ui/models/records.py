"""A table model for any list of campaign records, filtering and sorting its own rows.

Each list (Characteristics, Traits, Elements …) is a ``RecordTableModel`` given its
``RecordColumn``s. The model keeps its rows in the chosen order once and filters that
order on each keystroke (a list comprehension over precomputed lower-case text), so a
30,000-row table filters in a few milliseconds; no ``QSortFilterProxyModel`` is used.
Edits go to ``on_edit`` (the page turns them into undoable commands); a refusal is
returned as text, shown by the page, and the model keeps its old value.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from starshine_desktop.rules.starshine.scores import LegalRange

AnyIndex = QModelIndex | QPersistentModelIndex
SortKey = Any
Row = Any
ID_ROLE = int(Qt.ItemDataRole.UserRole) + 1
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_EDIT = int(Qt.ItemDataRole.EditRole)
_CHECK = int(Qt.ItemDataRole.CheckStateRole)
_ALIGN = int(Qt.ItemDataRole.TextAlignmentRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


@dataclass(frozen=True, slots=True)
class SpinEditor:
    """Edit a whole number within the legal range."""

    legal: LegalRange


@dataclass(frozen=True, slots=True)
class ComboEditor:
    """Choose one of a list of (label, value) pairs, read when the editor opens."""

    choices: Callable[[], Sequence[tuple[str, object]]]


@dataclass(frozen=True, slots=True)
class TextEditor:
    """Edit one line of text."""


@dataclass(frozen=True, slots=True)
class CheckEditor:
    """A check box."""


Editor = SpinEditor | ComboEditor | TextEditor | CheckEditor


@dataclass(frozen=True, slots=True)
class RecordColumn:
    """A column: header, what it shows, how it sorts, and the field it edits (if any)."""

    header: str
    display: Callable[[Row], str]
    sort_key: Callable[[Row], SortKey]
    field: str | None = None
    editor: Editor | None = None
    value: Callable[[Row], object] | None = None
    numeric: bool = False
    tooltip: str = ""
    searchable: bool = True

    @property
    def is_check(self) -> bool:
        """Return True for a check-box column."""
        return isinstance(self.editor, CheckEditor)


#: Called with (row, column, new value); returns None when saved, else the reason why not.
EditHandler = Callable[[Row, RecordColumn, object], str | None]


def text_column(
    header: str, field: str | None, get: Callable[[Row], str], **extra: Any
) -> RecordColumn:
    """Return a column of text, editable with a line edit when ``field`` is given."""
    return RecordColumn(
        header,
        get,
        lambda row: get(row).casefold(),
        field,
        TextEditor() if field else None,
        get,
        **extra,
    )


def number_column(
    header: str, field: str | None, get: Callable[[Row], int], legal: LegalRange, **extra: Any
) -> RecordColumn:
    """Return a column of whole numbers, edited with a spin box over ``legal``."""
    return RecordColumn(
        header,
        lambda row: str(get(row)),
        get,
        field,
        SpinEditor(legal) if field else None,
        get,
        numeric=True,
        **{"searchable": False, **extra},
    )


def check_column(
    header: str, field: str | None, get: Callable[[Row], bool], **extra: Any
) -> RecordColumn:
    """Return a check-box column."""
    return RecordColumn(
        header,
        lambda row: "",
        lambda row: int(get(row)),
        field,
        CheckEditor(),
        get,
        searchable=False,
        **extra,
    )


def choice_column(
    header: str,
    field: str | None,
    get: Callable[[Row], object],
    label: Callable[[object], str],
    choices: Callable[[], Sequence[tuple[str, object]]],
    **extra: Any,
) -> RecordColumn:
    """Return a column showing ``label(value)``, edited with a combo box of ``choices``."""
    return RecordColumn(
        header,
        lambda row: label(get(row)),
        lambda row: label(get(row)).casefold(),
        field,
        ComboEditor(choices) if field else None,
        get,
        **extra,
    )


class RecordTableModel(QAbstractTableModel):
    """Rows of one kind of record, filtered by words and sorted by any column.

    Rows keep the order they were given (creation order) until a header is clicked. Each
    column's sort keys are computed once and cached; the search text of every row is
    built once per reload, when a filter is first needed (the filter box asks for it when it
    gets focus, before the first key). Typing more of a filter only searches the rows still
    shown.
    """

    def __init__(
        self,
        columns: Sequence[RecordColumn],
        on_edit: EditHandler | None = None,
        parent: object = None,
    ) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.columns = tuple(columns)
        self._on_edit = on_edit
        self._rows: list[Row] = []
        self._haystacks: list[str] = []
        self._order: list[int] = []
        self._keys: dict[int, list[SortKey]] = {}
        self._shown: list[int] = []
        self._text = ""
        self._terms: list[str] = []
        self._sort_column = -1
        self._sort_order = Qt.SortOrder.AscendingOrder
        self._searchable = [c for c in self.columns if c.searchable]
        self.last_error: str | None = None

    # Qt's model interface ------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._shown)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> object:
        if not index.isValid() or index.row() >= len(self._shown):
            return None
        role = int(role)
        row = self._rows[self._shown[index.row()]]
        column = self.columns[index.column()]
        if role == _DISPLAY:
            return None if column.is_check else column.display(row)
        if role == _EDIT:
            return column.value(row) if column.value is not None else column.display(row)
        if role == _CHECK and column.is_check:
            value = column.value(row) if column.value is not None else False
            return Qt.CheckState.Checked if value else Qt.CheckState.Unchecked
        if role == _ALIGN and column.numeric:
            return _RIGHT
        if role == ID_ROLE:
            return row[0]
        if role == _TOOLTIP and column.tooltip:
            return column.tooltip
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        column = self.columns[index.column()]
        if column.field is not None and self._on_edit is not None:
            if column.is_check:
                flags |= Qt.ItemFlag.ItemIsUserCheckable
            else:
                flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: AnyIndex, value: object, role: int = _EDIT) -> bool:
        if not index.isValid() or self._on_edit is None:
            return False
        column = self.columns[index.column()]
        role = int(role)
        if column.field is None:
            return False
        if column.is_check:
            if role != _CHECK:
                return False
            state = value.value if isinstance(value, Qt.CheckState) else value
            value = state == Qt.CheckState.Checked.value
        elif role != _EDIT:
            return False
        row = self._rows[self._shown[index.row()]]
        if column.value is not None and column.value(row) == value:
            return False
        self.last_error = self._on_edit(row, column, value)
        return self.last_error is None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        if int(role) == _DISPLAY:
            return self.columns[section].header
        if int(role) == _TOOLTIP:
            return self.columns[section].tooltip or None
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self.columns):
            return
        self._sort_column, self._sort_order = column, order
        self._reorder()
        self._relayout(self._filtered(self._order))

    # What pages call -----------------------------------------------------------------

    def set_rows(self, rows: Iterable[Row]) -> None:
        """Show ``rows`` (keeping the selection on the same records when it can)."""
        old_ids = [self._rows[number][0] for number in self._shown]
        self._rows = list(rows)
        self._haystacks = self._search_texts(self._rows) if self._terms else []
        self._keys = {}
        self._reorder()
        shown = self._filtered(self._order)
        if [self._rows[number][0] for number in shown] == old_ids:
            self._shown = shown
            if shown:
                self.dataChanged.emit(
                    self.index(0, 0), self.index(len(shown) - 1, len(self.columns) - 1)
                )
            return
        self.beginResetModel()
        self._shown = shown
        self.endResetModel()

    def set_filter_text(self, text: str) -> None:
        """Show only rows whose text contains every word of ``text``."""
        terms = text.casefold().split()
        if terms == self._terms:
            self._text = text
            return
        narrowing = bool(self._terms) and text.casefold().startswith(self._text.casefold())
        self._text, self._terms = text, terms
        self.prepare_search()
        self._relayout(self._filtered(self._shown if narrowing else self._order))

    def prepare_search(self) -> None:
        """Build the rows' search text now (the filter box calls this when it gets focus)."""
        if len(self._haystacks) != len(self._rows):
            self._haystacks = self._search_texts(self._rows)

    def row_at(self, number: int) -> Row:
        """Return the record shown at ``number``."""
        return self._rows[self._shown[number]]

    def row_of(self, record_id: int) -> int | None:
        """Return the shown position of a record, or None."""
        for number, position in enumerate(self._shown):
            if self._rows[position][0] == record_id:
                return number
        return None

    @property
    def total_count(self) -> int:
        """Return how many records there are, shown or not."""
        return len(self._rows)

    # Inside ------------------------------------------------------------------------

    def _search_texts(self, rows: list[Row]) -> list[str]:
        """Return each row's searchable text, lower-cased, built column by column."""
        if not self._searchable:
            return [""] * len(rows)
        parts = [list(map(column.display, rows)) for column in self._searchable]
        return [text.casefold() for text in map("\n".join, zip(*parts, strict=True))]

    def _reorder(self) -> None:
        numbers = range(len(self._rows))
        if self._sort_column < 0:
            self._order = list(numbers)
            return
        keys = self._keys.get(self._sort_column)
        if keys is None:
            keys = list(map(self.columns[self._sort_column].sort_key, self._rows))
            self._keys[self._sort_column] = keys
        descending = self._sort_order == Qt.SortOrder.DescendingOrder
        self._order = sorted(numbers, key=keys.__getitem__, reverse=descending)

    def _filtered(self, candidates: list[int]) -> list[int]:
        if not self._terms:
            return list(candidates)
        haystacks = self._haystacks
        kept = candidates
        for term in self._terms:
            kept = [number for number in kept if term in haystacks[number]]
        return kept

    def _relayout(self, shown: list[int]) -> None:
        self.layoutAboutToBeChanged.emit()
        old = self._shown
        old_indexes = self.persistentIndexList()
        self._shown = shown
        position = {number: row for row, number in enumerate(shown)}
        new_indexes = []
        for index in old_indexes:
            new_row = position.get(old[index.row()]) if index.row() < len(old) else None
            if new_row is None:
                new_indexes.append(QModelIndex())
            else:
                new_indexes.append(self.index(new_row, index.column()))
        self.changePersistentIndexList(old_indexes, new_indexes)
        self.layoutChanged.emit()
