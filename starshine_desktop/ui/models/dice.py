"""Table models of the Dice tools: saved challenge pools and scenes, players, Statements.

``RowsModel`` keeps its own Python list, filters it by text and sorts it itself (no
``QSortFilterProxyModel``); structural changes go through ``beginResetModel`` when the
list is replaced and ``layoutChanged`` (with persistent indexes moved by id) when only the
order or the filter changes, so a selection follows its row.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from starshine_desktop.rules.statements import Statement
from starshine_desktop.services.dice_tools import ChallengeView, PlayerEntry, format_factors
from starshine_desktop.storage.dice_reads import SavedRow

T = TypeVar("T")
ID_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_ID, _SORT = int(ID_ROLE), int(SORT_ROLE)
AnyIndex = QModelIndex | QPersistentModelIndex
SortKey = str | int | float | tuple[int, ...] | tuple[str, int]


@dataclass(frozen=True, slots=True)
class RowColumn(Generic[T]):
    """One column: header, how a row shows, what it sorts by, and if it is a number."""

    header: str
    display: Callable[[T], str]
    sort_key: Callable[[T], SortKey]
    numeric: bool = False
    tooltip: str = ""


class RowsModel(QAbstractTableModel, Generic[T]):
    """Rows of one kind; filtered by text, sorted by any column, found by id."""

    def __init__(
        self,
        columns: Sequence[RowColumn[T]],
        row_id: Callable[[T], Hashable],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._columns = tuple(columns)
        self._row_id = row_id
        self._rows: list[T] = []
        self._visible: list[T] = []
        self._filter = ""
        self._sort_column: int | None = None
        self._sort_order = Qt.SortOrder.AscendingOrder

    # Qt's model interface ------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._visible)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._visible):
            return None
        row = self._visible[index.row()]
        column = self._columns[index.column()]
        role = int(role)
        if role == _DISPLAY:
            return column.display(row)
        if role == _TOOLTIP:
            return column.display(row)
        if role == _ALIGNMENT and column.numeric:
            return _RIGHT
        if role == _SORT:
            return column.sort_key(row)
        if role == _ID:
            return self._row_id(row)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._columns):
            return None
        if int(role) == _DISPLAY:
            return self._columns[section].header
        if int(role) == _TOOLTIP and self._columns[section].tooltip:
            return self._columns[section].tooltip
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self._columns):
            return
        self._sort_column = column
        self._sort_order = order
        self._rearrange()

    # Our interface -------------------------------------------------------------------

    def set_rows(self, rows: Sequence[T]) -> None:
        """Replace every row (the selection is kept by id by the caller)."""
        self.beginResetModel()
        self._rows = list(rows)
        self._visible = self._arranged()
        self.endResetModel()

    def set_filter_text(self, text: str) -> None:
        """Show only rows whose text contains every word typed."""
        self._filter = text.casefold()
        self._rearrange()

    def row_at(self, row: int) -> T | None:
        """Return the row shown at ``row``."""
        return self._visible[row] if 0 <= row < len(self._visible) else None

    def row_of(self, row_id: Hashable) -> int | None:
        """Return where the row with this id is shown, or None."""
        for position, row in enumerate(self._visible):
            if self._row_id(row) == row_id:
                return position
        return None

    @property
    def rows(self) -> list[T]:
        """Return the rows shown, in order."""
        return list(self._visible)

    def _matches(self, row: T) -> bool:
        if not self._filter:
            return True
        text = " ".join(column.display(row) for column in self._columns).casefold()
        return all(word in text for word in self._filter.split())

    def _arranged(self) -> list[T]:
        visible = [row for row in self._rows if self._matches(row)]
        if self._sort_column is not None:
            column = self._columns[self._sort_column]
            visible.sort(
                key=column.sort_key, reverse=self._sort_order is Qt.SortOrder.DescendingOrder
            )
        return visible

    def _rearrange(self) -> None:
        self.layoutAboutToBeChanged.emit()
        old = {self._row_id(row): position for position, row in enumerate(self._visible)}
        self._visible = self._arranged()
        new = {self._row_id(row): position for position, row in enumerate(self._visible)}
        moved_from: list[QModelIndex] = []
        moved_to: list[QModelIndex] = []
        for index in self.persistentIndexList():
            row_id = next((k for k, v in old.items() if v == index.row()), None)
            moved_from.append(QModelIndex(index))
            target = new.get(row_id) if row_id is not None else None
            moved_to.append(QModelIndex() if target is None else self.index(target, index.column()))
        self.changePersistentIndexList(moved_from, moved_to)
        self.layoutChanged.emit()


def _percent(value: Fraction) -> str:
    return f"{float(value) * 100:.1f}%"


def challenge_columns(names: Callable[[int], str]) -> list[RowColumn[ChallengeView]]:
    """Return the columns of the saved challenge pools."""
    return [
        RowColumn("Name", lambda c: c.name, lambda c: c.name.casefold()),
        RowColumn("Level", lambda c: c.level.label, lambda c: c.level.die.sides),
        RowColumn("Pool", lambda c: c.pool.label or "—", lambda c: len(c.pool)),
        RowColumn("Round", lambda c: str(c.round), lambda c: c.round, numeric=True),
        RowColumn("Phase", lambda c: c.phase.value, lambda c: c.phase.value),
        RowColumn(
            "Characters",
            lambda c: ", ".join(names(pid) for pid in c.participants),
            lambda c: len(c.participants),
        ),
    ]


def scene_columns(summary: Callable[[SavedRow], str]) -> list[RowColumn[SavedRow]]:
    """Return the columns of the saved statement scenes."""
    return [
        RowColumn("Name", lambda r: r.name, lambda r: r.name.casefold()),
        RowColumn("Stage", summary, summary),
        RowColumn(
            "Updated",
            lambda r: r.updated_at.astimezone().strftime("%Y-%m-%d %H:%M"),
            lambda r: r.updated_at.isoformat(),
        ),
    ]


def player_columns(luck: Callable[[PlayerEntry], int]) -> list[RowColumn[PlayerEntry]]:
    """Return the columns of a scene's players (Luck as it stands now)."""
    return [
        RowColumn("Player", lambda p: p.name, lambda p: p.name.casefold()),
        RowColumn("Luck", lambda p: str(luck(p)), lambda p: luck(p), numeric=True),
        RowColumn("Traits", lambda p: format_factors(p.traits), lambda p: len(p.traits)),
        RowColumn(
            "Attributes", lambda p: format_factors(p.attributes), lambda p: len(p.attributes)
        ),
        RowColumn("Resources", lambda p: format_factors(p.resources), lambda p: len(p.resources)),
        RowColumn("Drives", lambda p: "; ".join(p.drives), lambda p: len(p.drives)),
    ]


def _rolled(statement: Statement, text: Callable[[Statement], str]) -> str:
    return text(statement) if statement.rolled else "—"


def _result(statement: Statement) -> str:
    if statement.came_true is True:
        return "came true"
    if statement.came_true is False:
        return "did not come true"
    return ""


def statement_columns() -> list[RowColumn[Statement]]:
    """Return the columns of a scene's Statements, with the exact odds of 0–3 successes."""

    def odds(successes: int) -> RowColumn[Statement]:
        return RowColumn(
            f"P({successes})",
            lambda s: _percent(s.odds()[successes]),
            lambda s: float(s.odds()[successes]),
            numeric=True,
            tooltip=f"The exact chance of {successes} successes in three rolls",
        )

    return [
        RowColumn("Player", lambda s: s.player, lambda s: (s.player, s.order)),
        RowColumn("#", lambda s: str(s.order), lambda s: s.order, numeric=True),
        RowColumn("Statement", lambda s: s.text, lambda s: s.text.casefold()),
        RowColumn(
            "F",
            lambda s: str(s.favouring_sum),
            lambda s: s.favouring_sum,
            numeric=True,
            tooltip="Favouring factors plus the Luck bid",
        ),
        RowColumn(
            "O",
            lambda s: str(s.opposing_sum),
            lambda s: s.opposing_sum,
            numeric=True,
            tooltip="Opposing factors plus the difficulty",
        ),
        *(odds(k) for k in range(4)),
        RowColumn(
            "Faces",
            lambda s: _rolled(
                s, lambda r: " ".join(str(f) for f in (r.roll.faces if r.roll else ()))
            ),
            lambda s: tuple(s.roll.faces) if s.roll else (),
        ),
        RowColumn(
            "Successes",
            lambda s: _rolled(s, lambda r: str(r.successes)),
            lambda s: s.successes if s.rolled else -1,
            numeric=True,
        ),
        RowColumn(
            "Weight",
            lambda s: _rolled(s, lambda r: str(r.weight)),
            lambda s: s.weight if s.rolled else -1,
            numeric=True,
        ),
        RowColumn("Result", _result, _result),
    ]
