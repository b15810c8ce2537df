"""The Personae table: rows, an id role and a sort role; filtering and sorting done here.

The model filters and sorts its own list instead of sitting behind a
``QSortFilterProxyModel``, which would call ``data()`` from Python for every
comparison (about a thousand times slower on large tables).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.storage.rows import PersonaRow

ID_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
ROW_ROLE = Qt.ItemDataRole.UserRole + 3
# data() is called for every cell and role: compare plain ints, not enum members.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_ID, _SORT, _ROW = int(ID_ROLE), int(SORT_ROLE), int(ROW_ROLE)

AnyIndex = QModelIndex | QPersistentModelIndex
SortKey = str | int


@dataclass(frozen=True, slots=True)
class Column:
    """One column: its header, how to show a row, and the value it sorts by."""

    header: str
    tooltip: str
    display: Callable[[PersonaRow], str]
    sort_key: Callable[[PersonaRow], SortKey]
    numeric: bool


def _signed(score: Score) -> bool:
    return score.legal_range.minimum < 0


def _score_column(score: Score) -> Column:
    def display(row: PersonaRow) -> str:
        value = row.score(score)
        return f"{value:+d}" if _signed(score) and value > 0 else str(value)

    def sort_key(row: PersonaRow) -> int:
        return row.score(score)

    return Column(
        score.label,
        f"{score.label} ({score.legal_range.describe()})",
        display,
        sort_key,
        True,
    )


def status_text(row: PersonaRow) -> str:
    """Return a Persona's status flags as the table shows them ("† Dead", "Risked Death")."""
    if row.dead:
        return "† Dead"
    risked = [
        what
        for what, flag in (("Corruption", row.risked_corruption), ("Death", row.risked_death))
        if flag
    ]
    return f"Risked {' & '.join(risked)}" if risked else ""


COLUMNS: tuple[Column, ...] = (
    Column("Name", "The Persona's name", lambda r: r.name, lambda r: r.name.casefold(), False),
    Column(
        "Actor",
        "The Actor (player) who plays the Persona",
        lambda r: r.actor_name,
        lambda r: r.actor_name.casefold(),
        False,
    ),
    Column(
        "Stance",
        "The Director's Stance towards the Persona (1 to 6)",
        lambda r: str(r.stance),
        lambda r: r.stance,
        True,
    ),
    Column(
        "Status",
        "Dead (†), or the risks the Persona has taken (once each, ever)",
        status_text,
        lambda r: (2 if r.dead else 0) + (r.risked_corruption or r.risked_death),
        False,
    ),
    *(_score_column(score) for score in Score),
    Column(
        "Updated",
        "When the Persona was last changed",
        lambda r: r.updated_at.astimezone().strftime("%Y-%m-%d %H:%M"),
        lambda r: r.updated_at.isoformat(),
        False,
    ),
)
NAME_COLUMN = 0
STATUS_COLUMN = next(number for number, column in enumerate(COLUMNS) if column.header == "Status")
_ROLES_ANSWERED = frozenset({_DISPLAY, _ALIGNMENT, _SORT, _ID, _ROW})


def _haystack(row: PersonaRow) -> str:
    return f"{row.name}\n{row.actor_name}\n{status_text(row)}\n{row.notes}".casefold()


class PersonaTableModel(QAbstractTableModel):
    """Every Persona of the campaign; shows those matching the filter, in the chosen order."""

    def __init__(self, rows: Iterable[PersonaRow] = (), parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self._rows: dict[int, PersonaRow] = {}
        self._haystacks: dict[int, str] = {}
        self._visible: list[PersonaRow] = []
        self._terms: list[str] = []
        self._sort_column = NAME_COLUMN
        self._sort_order = Qt.SortOrder.AscendingOrder
        self.reset_rows(rows)

    # Qt's model interface ------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._visible)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        role = int(role)
        if role not in _ROLES_ANSWERED or not index.isValid():
            return None
        number = index.row()
        if number >= len(self._visible):
            return None
        row = self._visible[number]
        column = COLUMNS[index.column()]
        if role == _DISPLAY:
            return column.display(row)
        if role == _ALIGNMENT:
            return _RIGHT if column.numeric else None
        if role == _SORT:
            return column.sort_key(row)
        if role == _ID:
            return row.id
        return row

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return COLUMNS[section].header
        if role == Qt.ItemDataRole.ToolTipRole:
            return COLUMNS[section].tooltip
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(COLUMNS):
            return
        self._sort_column = column
        self._sort_order = order
        self._relayout(self._arranged())

    # What the window calls -----------------------------------------------------------

    def status_texts(self) -> set[str]:
        """Return the status texts the table shows for its Personae, filtered out or not."""
        return {text for text in map(status_text, self._rows.values()) if text}

    def reset_rows(self, rows: Iterable[PersonaRow]) -> None:
        """Replace every row (a campaign was opened)."""
        self.beginResetModel()
        self._rows = {row.id: row for row in rows}
        self._haystacks = {row_id: _haystack(row) for row_id, row in self._rows.items()}
        self._visible = self._arranged()
        self.endResetModel()

    def set_filter_text(self, text: str) -> None:
        """Show only Personae whose name, Actor or notes contain every word of ``text``."""
        terms = text.casefold().split()
        if terms == self._terms:
            return
        self._terms = terms
        self._relayout(self._arranged())

    def apply_changes(self, changes: Changes, fetch: Callable[[int], PersonaRow]) -> None:
        """Bring the rows named in ``changes`` up to date, reading each with ``fetch``."""
        kind = RecordKind.PERSONA
        for persona_id in changes.removed_ids(kind):
            self._remove(persona_id)
        for persona_id in changes.added_ids(kind) + changes.updated_ids(kind):
            self._put(fetch(persona_id))

    def row_of(self, persona_id: int) -> int | None:
        """Return the visible row of a Persona, or None when it is filtered out or gone."""
        for position, row in enumerate(self._visible):
            if row.id == persona_id:
                return position
        return None

    def persona_at(self, row: int) -> PersonaRow:
        """Return the Persona shown in ``row``."""
        return self._visible[row]

    @property
    def total_count(self) -> int:
        """Return how many Personae the campaign has (shown or not)."""
        return len(self._rows)

    # Inside ------------------------------------------------------------------------

    def _matches(self, row_id: int) -> bool:
        haystack = self._haystacks[row_id]
        return all(term in haystack for term in self._terms)

    def _arranged(self) -> list[PersonaRow]:
        kept = [row for row_id, row in self._rows.items() if self._matches(row_id)]
        key = COLUMNS[self._sort_column].sort_key
        descending = self._sort_order == Qt.SortOrder.DescendingOrder
        kept.sort(key=lambda row: (key(row), row.id), reverse=descending)
        return kept

    def _relayout(self, arranged: list[PersonaRow]) -> None:
        """Switch to ``arranged`` keeping selections on the same Personae."""
        self.layoutAboutToBeChanged.emit()
        old_ids = [row.id for row in self._visible]
        old_indexes = self.persistentIndexList()
        self._visible = arranged
        position = {row.id: number for number, row in enumerate(arranged)}
        new_indexes = []
        for index in old_indexes:
            new_row = position.get(old_ids[index.row()])
            if new_row is None:
                new_indexes.append(QModelIndex())
            else:
                new_indexes.append(self.index(new_row, index.column()))
        self.changePersistentIndexList(old_indexes, new_indexes)
        self.layoutChanged.emit()

    def _remove(self, persona_id: int) -> None:
        if self._rows.pop(persona_id, None) is None:
            return
        del self._haystacks[persona_id]
        self._remove_visible(persona_id)

    def _put(self, row: PersonaRow) -> None:
        was_shown = self.row_of(row.id) is not None
        self._rows[row.id] = row
        self._haystacks[row.id] = _haystack(row)
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
                self.dataChanged.emit(
                    self.index(shown_at, 0), self.index(shown_at, len(COLUMNS) - 1)
                )
            else:
                self._relayout(arranged)

    def _remove_visible(self, persona_id: int) -> None:
        position = self.row_of(persona_id)
        if position is not None:
            self.beginRemoveRows(QModelIndex(), position, position)
            del self._visible[position]
            self.endRemoveRows()
