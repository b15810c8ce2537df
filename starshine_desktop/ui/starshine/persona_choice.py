"""The Personae a Challenge's set-up offers: one checkable list model that filters and sorts
its own list of names, and reads a Persona's line only when a row of it is shown.

The model starts from the campaign's names alone, sorted by name (``SetUpNames``: the
Challenges page keeps them, made once and brought up to date with the Personae a change names,
so opening the set-up again reads no names at all). What a
row says (Stance and Scores in play, dead or at risk) is read through ``describe`` for the
rows a view asks about, a page of rows at a time, and kept; so opening the set-up costs the
rows in sight, not the Personae in the campaign. The filter narrows the sorted list in one
pass per keystroke. No ``QSortFilterProxyModel``: it calls Python for every comparison.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

Describe = Callable[[Sequence[int]], Mapping[int, str]]
"""Return the line each of these Personae shows (those that still exist)."""
PAGE = 64
"""How many rows' lines are read together when a view asks for one not read yet."""
ID_ROLE = Qt.ItemDataRole.UserRole + 1
NAME_ROLE = Qt.ItemDataRole.UserRole + 2

AnyIndex = QModelIndex | QPersistentModelIndex
#: More Personae named by one change than this: the names are sorted again from scratch.
RESORT = 200


def _fold(name: str) -> str:
    return name.casefold()


@dataclass(frozen=True, slots=True)
class SetUpNames:
    """The campaign's Persona names in the order the set-up lists them (by name in any case,
    then by id), with each name's folded key. Never changed once made: a change of names
    makes another (``renamed``), so a model showing these keeps its own as they were.
    """

    names: Mapping[int, str]
    keys: Mapping[int, str]
    order: Sequence[int]

    @classmethod
    def of(cls, names: Mapping[int, str]) -> SetUpNames:
        """Return the names ``names`` (id to name) in the set-up's order."""
        keys = dict(zip(names, map(str.casefold, names.values()), strict=True))
        # Sorting (key, id) pairs compares in C; a key function would call Python per name.
        order = [ident for _key, ident in sorted(zip(keys.values(), keys, strict=True))]
        return cls(dict(names), keys, order)

    def renamed(self, names: Mapping[int, str], removed: Iterable[int] = ()) -> SetUpNames:
        """Return these names with ``names`` added or renamed and ``removed`` gone.

        Only the Personae named are placed again (a bisection each); the names unchanged,
        as after a Score's edit, return these very names.
        """
        gone = [ident for ident in removed if ident in self.names]
        moved = {i: n for i, n in names.items() if self.names.get(i) != n}
        if not gone and not moved:
            return self
        if len(gone) + len(moved) > RESORT:
            leaving = set(gone)
            fresh = {i: n for i, n in self.names.items() if i not in leaving}
            return SetUpNames.of(fresh | moved)
        all_names, keys, order = dict(self.names), dict(self.keys), list(self.order)
        for ident in [*gone, *(i for i in moved if i in all_names)]:
            place = bisect_left(order, (keys[ident], ident), key=lambda i: (keys[i], i))
            del order[place]
            del all_names[ident], keys[ident]
        for ident, name in moved.items():
            all_names[ident], keys[ident] = name, _fold(name)
            insort(order, ident, key=lambda i: (keys[i], i))
        return SetUpNames(all_names, keys, order)


class CheckListModel(QAbstractListModel):
    """A list of records by id, each with a check box (the chosen ones, ``_chosen``): every
    row can be selected and ticked, clicked or with Space. A subclass says which record a
    row shows (``_id_at``)."""

    chosen_changed = Signal()
    """A record was ticked or unticked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chosen: set[int] = set()

    def _id_at(self, row: int) -> int:
        raise NotImplementedError

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        """Every row can be selected and ticked."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsUserCheckable
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def setData(self, index: AnyIndex, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Tick or untick a record (its check box, clicked or toggled with Space)."""
        if role != Qt.ItemDataRole.CheckStateRole or not index.isValid():
            return False
        ident = self._id_at(index.row())
        if value in (Qt.CheckState.Checked, Qt.CheckState.Checked.value):
            self._chosen.add(ident)
        else:
            self._chosen.discard(ident)
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.CheckStateRole])
        self.chosen_changed.emit()
        return True


class PersonaChoiceModel(CheckListModel):
    """The campaign's Personae by name, each with a check box: those taking part."""

    def __init__(
        self,
        names: Mapping[int, str] | SetUpNames,
        describe: Describe,
        chosen: Iterable[int] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._describe = describe
        kept = names if isinstance(names, SetUpNames) else SetUpNames.of(names)
        self._names = kept.names
        self._sorted = kept.order
        self._keys = kept.keys
        self._shown = self._sorted
        self._filter = ""
        self._lines: dict[int, str] = {}
        self._chosen = {ident for ident in chosen if ident in self._names}
        self.rows_described = 0
        """How many Personae's lines were read (a test pins that it follows the rows shown)."""

    # The model -----------------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        """Return the Personae shown (the filter's matches), none under a row."""
        return 0 if parent.isValid() else len(self._shown)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        """Return one column, the line (public, so a table view's helpers may ask)."""
        return 0 if parent.isValid() else 1

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        """Return a row's line (read on first sight), its check state, id or name."""
        if not index.isValid() or not 0 <= index.row() < len(self._shown):
            return None
        ident = self._shown[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._line(index.row())
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._names[ident]
        if role == Qt.ItemDataRole.CheckStateRole:
            ticked = ident in self._chosen
            return Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked
        if role == ID_ROLE:
            return ident
        if role == NAME_ROLE:
            return self._names[ident]
        return None

    def _id_at(self, row: int) -> int:
        return self._shown[row]

    # Reading and filtering -----------------------------------------------------------

    def _line(self, row: int) -> str:
        ident = self._shown[row]
        line = self._lines.get(ident)
        if line is None:
            page = [i for i in self._shown[row : row + PAGE] if i not in self._lines]
            self.rows_described += len(page)
            found = self._describe(page)
            for each in page:
                self._lines[each] = found.get(each, self._names[each])
            line = self._lines[ident]
        return line

    def set_filter(self, text: str) -> None:
        """Show only the Personae whose name holds ``text`` (any case); empty shows all."""
        key = " ".join(text.split()).casefold()
        if key == self._filter:
            return
        # A longer filter narrows what is shown already; another one starts from all.
        source = self._shown if self._filter and self._filter in key else self._sorted
        self.beginResetModel()
        self._filter = key
        self._shown = [i for i in source if key in self._keys[i]] if key else self._sorted
        self.endResetModel()

    def chosen(self) -> list[int]:
        """Return the ids of the Personae ticked, by id (the order a Challenge takes them)."""
        return sorted(self._chosen)

    def name(self, ident: int) -> str:
        """Return a Persona's name."""
        return self._names[ident]

    def row_of(self, ident: int) -> int:
        """Return the row a Persona shows on, or -1 when the filter hides it."""
        try:
            return self._shown.index(ident)
        except ValueError:
            return -1


class PersonaChoiceView(QTableView):
    """The list of Personae to tick: one line each, all as tall as the font's line, cut with
    "…" where a line is wider than the list (its tooltip shows it whole).

    A one-column table without headers or grid, not a ``QListView``: a list view lays every
    row out when shown (asking the model about each), a table with rows of one fixed height
    asks only about the rows in sight.
    """

    def __init__(self, model: PersonaChoiceModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.choice = model
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.horizontalHeader().hide()
        self.horizontalHeader().setStretchLastSection(True)
        rows = self.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 4)

    def select_row(self, row: int) -> None:
        """Make ``row`` the current one (Space then ticks it)."""
        self.setCurrentIndex(self.choice.index(row, 0))
