"""The one table model: rows keyed by id, column specs, and ``apply(changes)`` row by row.

Every table of the app shows a ``TableModel`` given its ``Column`` specs (what a cell
shows, its sort key, its editor, its tooltip). The model keeps its own rows; no
``QSortFilterProxyModel`` (which calls Python for every comparison):

- **Sorted order** is a list of ``(sort key, id)`` entries kept sorted, so the position of
  a record is found by bisection (``row_of`` is O(log n)) and an edit moves one entry.
  Each column's order, once computed, is kept and updated entry by entry, so sorting again
  by a column already used costs no sort at all. Descending order reads the list backwards.
- **Filtering** keeps, beside the shown entries, each shown row's search text in the same
  order; a keystroke that adds letters narrows only the rows still shown, in one pass.
  The search text of a large table is built in idle moments after its rows arrive, a few
  thousand rows at a time (the rest at once if a key comes first); never on focus. Then,
  still in idle moments: the sort column's search texts in its order, and for each
  character they hold a mask of the rows holding it, so the first key of a filter (one
  character) keeps the rows of its mask without reading a text; then every other
  column's order (keys a chunk at a time, merged a slice at a time), so the first sort by
  a column costs what sorting again does. Any change to the rows or the sort column starts
  that work over once changes pause (what is complete is kept up to date row by row).
- **Loading**: a table of many records (all the campaign's Traits) is given its rows a page at
  a time (``stream_rows``): the first page is shown at once, the next pages arrive in idle
  moments (appended, or filtered as they come), so opening it reads no more than a page.
  Sorting before the last page has arrived reads the rest first.
- **Changes**: ``apply(changes)`` reads only the records named (``fetch``) and inserts,
  updates or removes those rows with ``beginInsertRows``/``beginRemoveRows``/``dataChanged``
  (a row whose sort key changed moves with ``beginMoveRows``), so selection and persistent
  indexes stay on their records.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import compress, repeat
from time import perf_counter
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
)

from starshine_desktop.rules.starshine.scores import LegalRange
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.ui import heap
from starshine_desktop.ui.i18n import game_term, translate

if TYPE_CHECKING:
    from starshine_desktop.services.starshine.records import RecordField

RowT = TypeVar("RowT")
AnyIndex = QModelIndex | QPersistentModelIndex
SortKey = Any
Entry = tuple[Any, Any]  # (sort key, id)

ID_ROLE = int(Qt.ItemDataRole.UserRole) + 1
SORT_ROLE = int(Qt.ItemDataRole.UserRole) + 2
ROW_ROLE = int(Qt.ItemDataRole.UserRole) + 3
TICKS_ROLE = int(Qt.ItemDataRole.UserRole) + 4
# data() is called for every cell and role: compare plain ints, not enum members.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_EDIT = int(Qt.ItemDataRole.EditRole)
_CHECK = int(Qt.ItemDataRole.CheckStateRole)
_ALIGN = int(Qt.ItemDataRole.TextAlignmentRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_SPOKEN = int(Qt.ItemDataRole.AccessibleTextRole)
_SPOKEN_DESCRIPTION = int(Qt.ItemDataRole.AccessibleDescriptionRole)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_CHECKED = Qt.CheckState.Checked
_UNCHECKED = Qt.CheckState.Unchecked
_DESCENDING = Qt.SortOrder.DescendingOrder
SEARCH_CHUNK = 4000
"""Rows whose search text is built per idle moment, and the size above which it is."""
HAYSTACK_STEP = 250
"""Rows one slice of the search texts builds (an idle moment does slices for ``IDLE_BUDGET``)."""
IDLE_STEP = 4000
"""Rows a later slice handles (a mask, a slice of a merge)."""
KEY_STEP = 500
"""Rows whose sort keys one later slice makes (a key calls Python per row: 0.5-1 ms)."""
FILTER_SLICE = 1500
"""Rows a filter key examines at once while search texts are still being built (the rest
are examined in the idle moments after it, and shown as they are found)."""
IDLE_BUDGET = 0.006
"""Seconds an idle moment works before it lets the window paint and take keys again; the
tables share it (time spent and when the last slice ended): one moment runs one budget,
then the next table's slice waits until the window had ``IDLE_GAP`` seconds to itself."""
IDLE_GAP = 0.002
_burst = [0.0, 0.0]
QUIET_MS = 150
"""Milliseconds without a change before that work starts over after one (a burst of keys,
sorts or edits pays nothing for it)."""
PAGE = 1000
"""Rows a streamed table reads when it opens (more than a table sizes its columns to, so a
large table keeps its widths)."""
IDLE_PAGE = 250
"""Rows per page read in idle moments (a page a slice: with a filter typed, each of its rows
is matched too, so a slice stays a few ms)."""
EVERY_ROW = 2**62
"""The size of the page a sort reads when it needs every row still to come."""


# Editors ---------------------------------------------------------------------------------


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
class Column(Generic[RowT]):
    """A column: its header, what a cell shows, how it sorts, and the field it edits.

    ``sort_key`` defaults to the shown text, case-folded. ``field`` and ``editor`` make the
    column editable (the model hands the new value to its ``on_edit``): ``field`` is the
    record's field the column edits (a ``RecordField`` the service knows), or in the
    Episode check-off the id of the player whose ticks the column holds; ``value`` is what an
    editor starts from (the shown text if None). ``tooltip`` explains a cell,
    ``header_tooltip`` the column; ``ticks`` gives a progress track's ticks to its painter;
    ``enabled`` False for a row greys that cell out (the style's disabled colours) and
    keeps it from being edited; a check column draws no box there but its ``display`` text
    (why there is nothing to tick), so the cell looks unlike an empty box.

    ``header`` and ``header_tooltip`` stay English (code finds a column by its header):
    mark them with ``QT_TRANSLATE_NOOP("Column", "Name")`` where the column is defined; the
    model shows them translated in the ``Column`` context (``header_text``), a header that
    is a game term (a Score, a Stance) in the ``Game`` context. A tooltip filled from a
    template is given as a function that returns it translated.
    """

    header: str
    display: Callable[[RowT], str]
    sort_key: Callable[[RowT], SortKey] | None = None
    field: RecordField[Any] | int | None = None
    editor: Editor | None = None
    value: Callable[[RowT], object] | None = None
    numeric: bool = False
    tooltip: Callable[[RowT], str] | None = None
    header_tooltip: str | Callable[[], str] = ""
    ticks: Callable[[RowT], int] | None = None
    searchable: bool = True
    enabled: Callable[[RowT], bool] | None = None

    @property
    def is_check(self) -> bool:
        """Return True for a check-box column."""
        return isinstance(self.editor, CheckEditor)

    def key(self, row: RowT) -> SortKey:
        """Return the value this column sorts ``row`` by."""
        if self.sort_key is not None:
            return self.sort_key(row)
        return self.display(row).casefold()


def header_text(column: Column[Any]) -> str:
    """Return the header of ``column`` as shown: translated (``Column``, else ``Game``)."""
    shown = translate("Column", column.header)
    return game_term(column.header) if shown == column.header else shown


def header_tooltip_text(column: Column[Any]) -> str:
    """Return the tooltip of the header of ``column`` as shown (translated)."""
    tip = column.header_tooltip
    if callable(tip):
        return tip()
    return translate("Column", tip) if tip else ""


EditHandler = Callable[[Any, Column[Any], object, object], str | None]
"""Called with (row, column, new value, the value shown when the edit began); returns None
when saved, else the reason why not. The value shown goes to the service, which refuses
the edit if the record holds another value by now (another window changed it meanwhile)."""


def text_column(
    header: str, field: RecordField[Any] | None, get: Callable[[Any], str], **extra: Any
) -> Column[Any]:
    """Return a column of text, editable with a line edit when ``field`` is given."""
    return Column(header, get, None, field, TextEditor() if field else None, get, **extra)


def number_column(
    header: str,
    field: RecordField[Any] | None,
    get: Callable[[Any], int],
    legal: LegalRange,
    **extra: Any,
) -> Column[Any]:
    """Return a column of whole numbers, edited with a spin box over ``legal``."""
    return Column(
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
    header: str, field: RecordField[Any] | None, get: Callable[[Any], bool], **extra: Any
) -> Column[Any]:
    """Return a check-box column."""
    return Column(
        header,
        lambda row: "",
        lambda row: int(get(row)),
        field,
        CheckEditor(),
        get,
        **{"searchable": False, **extra},
    )


def choice_column(
    header: str,
    field: RecordField[Any] | None,
    get: Callable[[Any], object],
    label: Callable[[object], str],
    choices: Callable[[], Sequence[tuple[str, object]]],
    **extra: Any,
) -> Column[Any]:
    """Return a column showing ``label(value)``, edited with a combo box of ``choices``."""
    return Column(
        header,
        lambda row: label(get(row)),
        None,
        field,
        ComboEditor(choices) if field else None,
        get,
        **extra,
    )


def fetch_each(get: Callable[[Any], RowT]) -> Callable[[list[Any]], list[RowT]]:
    """Return a ``fetch`` reading the named records one by one, leaving out those gone."""

    def fetch(ids: list[Any]) -> list[RowT]:
        found = []
        for row_id in ids:
            try:
                found.append(get(row_id))
            except RecordNotFoundError:
                continue
        return found

    return fetch


def _row_id(row: Any) -> Hashable:
    """Return a record's ``id`` (a plain tuple's first value)."""
    found = getattr(row, "id", None)
    return row[0] if found is None else found  # type: ignore[no-any-return]


class TableModel(QAbstractTableModel, Generic[RowT]):
    """Rows of one kind of record, keyed by id, filtered by words and sorted by any column.

    ``kinds`` and ``fetch`` let ``apply(changes)`` refresh exactly the records a change
    names: ``fetch(ids)`` returns the rows that still exist (and belong in this table) among
    ``ids``. Until a header is clicked rows keep ``default_order``, or else the order they
    were given in (a row added later comes last).
    """

    def __init__(
        self,
        columns: Sequence[Column[RowT]],
        *,
        row_id: Callable[[RowT], Hashable] = _row_id,
        kinds: Iterable[RecordKind] = (),
        fetch: Callable[[list[Any]], Iterable[RowT]] | None = None,
        on_edit: EditHandler | None = None,
        haystack: Callable[[RowT], str] | None = None,
        default_order: Callable[[RowT], SortKey] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.columns = tuple(columns)
        self._row_id = row_id
        self._kinds = frozenset(kinds)
        self._fetch = fetch
        self._on_edit = on_edit
        self._haystack_of = haystack or self._searchable_text
        self._default_order = default_order
        self._rows: dict[Hashable, RowT] = {}
        self._given: dict[Hashable, int] = {}  # each row's place in the order given
        self._next_given = 0
        # The order of every row for each column sorted so far (None: the default order),
        # and the key each row was filed under (a key may read names from elsewhere, so a
        # row is found again by the key it was filed with, not by computing it anew).
        self._orders: dict[int | None, list[Entry]] = {}
        self._filed: dict[int | None, dict[Hashable, SortKey]] = {}
        # Each kept order's search texts in the same order, once a filter has needed them:
        # the first key of a filter is then one pass over a list, with no lookups.
        self._order_texts: dict[int | None, list[str]] = {}
        self._column: int | None = None
        self._descending = False
        self._terms: list[str] = []
        self._text = ""
        self._haystacks: dict[Hashable, str] | None = None
        self._shown: list[Entry] = []  # ascending; the view reads it backwards if descending
        self._shown_haystacks: list[str] | None = None
        # While search texts are still being built, a filter examines the rows in slices:
        # the last entry examined (in the sort column's order); None once all are.
        self._frontier: Entry | None = None
        self._pending: list[Hashable] = []  # rows whose search text idle moments build
        self._chars: set[str] = set()  # every character of the search texts built
        # For the sort column's search texts (in its order): each character's rows.
        self._masks: dict[str, bytearray] | None = None
        self._masks_column: int | None = None
        self._work: Iterator[bool] | None = None  # the idle work after the search texts
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(0)
        self._idle.timeout.connect(self._prepare_some)
        # While a streamed table's pages arrive: how to read the page after an id, and the
        # last id read (rows after it are left to their page).
        self._read_after: Callable[[Any, int], Sequence[RowT]] | None = None
        self._read_upto: Any = None
        self._streamed_total = 0
        self.last_error: str | None = None

    # Qt's interface -------------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._shown)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: AnyIndex, role: int = _DISPLAY) -> object:
        number = index.row()
        if not index.isValid() or number >= len(self._shown):
            return None
        role = int(role)
        row = self._rows[self._entry_at(number)[1]]
        column = self.columns[index.column()]
        if role == _DISPLAY:
            if column.is_check and not self._has_box(column, row):
                return column.display(row)  # no box here: the cell says why instead
            return None if column.is_check else column.display(row)
        if role == _EDIT:
            return column.value(row) if column.value is not None else column.display(row)
        if role == _CHECK:
            if not column.is_check or not self._has_box(column, row):
                return None
            return _CHECKED if column.value is not None and column.value(row) else _UNCHECKED
        if role == _ALIGN:
            return _RIGHT if column.numeric else None
        if role == _TOOLTIP:
            return None if column.tooltip is None else column.tooltip(row)
        if role == ID_ROLE:
            return self._row_id(row)
        if role == SORT_ROLE:
            return column.key(row)
        if role == ROW_ROLE:
            return row
        if role == TICKS_ROLE:
            return None if column.ticks is None else column.ticks(row)
        if role == _SPOKEN_DESCRIPTION:  # a screen reader says what the tooltip explains
            return None if column.tooltip is None else column.tooltip(row)
        if role == _SPOKEN and column.ticks is not None and column.tooltip is not None:
            return column.tooltip(row)  # a drawn track's boxes, in words
        return None

    @staticmethod
    def _has_box(column: Column[Any], row: Any) -> bool:
        """Tell whether a check column draws a box for ``row`` (not where it is disabled)."""
        return column.enabled is None or column.enabled(row)

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        column = self.columns[index.column()]
        if column.enabled is not None and not column.enabled(self.row_at(index.row())):
            return Qt.ItemFlag.ItemIsSelectable
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
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
        if column.field is None or not self.flags(index) & Qt.ItemFlag.ItemIsEnabled:
            return False
        if column.is_check:
            if role != _CHECK:
                return False
            state = value.value if isinstance(value, Qt.CheckState) else value
            value = state == _CHECKED.value
        elif role != _EDIT:
            return False
        row = self._rows[self._entry_at(index.row())[1]]
        shown = column.value(row) if column.value is not None else column.display(row)
        return self.set_value_as_shown(index, value, shown)

    def set_value_as_shown(self, index: AnyIndex, value: object, shown: object) -> bool:
        """Save ``value`` typed into the cell at ``index``, which showed ``shown`` when the
        person began (an editor keeps what it was given while the row is read again).

        The edit is made from ``shown``: saved only while the record still holds it.
        Nothing is sent when ``value`` is what was shown (an editor opened and closed).
        """
        if not index.isValid() or self._on_edit is None:
            return False
        column = self.columns[index.column()]
        if column.field is None or not self.flags(index) & Qt.ItemFlag.ItemIsEnabled:
            return False
        row = self._rows[self._entry_at(index.row())[1]]
        current = column.value(row) if column.value is not None else column.display(row)
        if value in (shown, current):
            return False
        self.last_error = self._on_edit(row, column, value, shown)
        return self.last_error is None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        if int(role) == _DISPLAY:
            return header_text(self.columns[section])
        if int(role) == _TOOLTIP:
            return header_tooltip_text(self.columns[section]) or None
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self.columns):
            return
        self._finish_loading()

        def arrange() -> None:
            self._column, self._descending = column, order == _DESCENDING
            self._shown = self._filtered(self._order())

        self._relayout(arrange)
        self._restart_work()

    # What pages call -----------------------------------------------------------------

    def reset_rows(self, rows: Iterable[RowT]) -> None:
        """Replace every row (another campaign, or a table shown for another Persona)."""
        self._read_after = None
        self._reset(rows)

    def _reset(self, rows: Iterable[RowT]) -> None:
        self.beginResetModel()
        self._rows = {self._row_id(row): row for row in rows}
        self._given = {row_id: number for number, row_id in enumerate(self._rows)}
        self._next_given = len(self._given)
        self._orders, self._filed, self._order_texts = {}, {}, {}
        self._haystacks, self._masks, self._chars = None, None, set()
        self._shown = self._filtered(self._order())
        self.endResetModel()
        self._prepare_later()

    def stream_rows(self, read_after: Callable[[Any, int], Sequence[RowT]], total: int = 0) -> None:
        """Replace every row by those ``read_after`` reads, a page at a time, in id order.

        ``read_after(None, n)`` returns the first ``n`` rows by id, ``read_after(last_id, n)``
        the ``n`` after ``last_id``. The first page is shown now, the others are read in
        idle moments (the rows keep the order they are read in until a header is clicked);
        a change to a row not read yet is left to its page, which reads it as it is then.
        ``total`` is how many rows there are: ``total_count`` says it while pages are still
        to come (a table's count reads "1000 of 300000" until they have all arrived).
        """
        if self._column is not None or self._default_order is not None:
            self.reset_rows(_every_page(read_after))  # in a sort order: all rows at once
            return
        first = read_after(None, PAGE)
        self._read_after = None
        if len(first) == PAGE:  # more to come: known before the table is reset and counted
            self._read_after, self._read_upto = read_after, self._row_id(first[-1])
            self._streamed_total = total
        self._reset(first)
        if self._read_after is not None:
            self._idle.start(0)

    @property
    def loading(self) -> bool:
        """Return True while pages of a streamed table are still to be read."""
        return self._read_after is not None

    def finish_loading(self) -> None:
        """Read and show every row still to come now, in one read (a record is sought)."""
        if self._read_after is not None:
            self._read_page(EVERY_ROW)

    def _finish_loading(self) -> None:
        """Read every page still to come now (sorting needs every row).

        Only for a relayout that shows the rows anew (``sort``): the rows are filed, not
        shown nor matched against a filter one by one (the relayout's filter examines them
        in slices, as it does after any sort).
        """
        while self._read_after is not None:  # all in one read: one query, not hundreds
            self._read_page(EVERY_ROW, show=False)

    def _read_page(self, size: int = PAGE, *, show: bool = True) -> None:
        """Read the next page of a streamed table; append its rows (those a filter keeps)."""
        read_after = self._read_after
        assert read_after is not None
        page = read_after(self._read_upto, size)
        if len(page) < size:
            self._read_after = None
            self._restart_work()
        if not page:
            return
        self._read_upto = self._row_id(page[-1])
        # Every row of the page is new here: ``put_rows`` leaves rows after the last page
        # read to their page.
        ids = list(map(self._row_id, page))
        numbers = range(self._next_given, self._next_given + len(ids))
        self._next_given += len(ids)
        self._rows.update(zip(ids, page, strict=True))
        self._given.update(zip(ids, numbers, strict=True))
        entries = list(zip(numbers, ids, strict=True))
        self._orders[None] += entries  # after every row there: the order given goes on
        self._filed[None].update(zip(ids, numbers, strict=True))
        self._order_texts.pop(None, None)
        if self._haystacks is not None:
            self._pending += ids
        elif len(self._rows) > SEARCH_CHUNK:
            self._haystacks, self._pending = {}, list(self._rows)
        if not show:
            return
        if not self._terms:
            found = entries
        elif self._frontier is not None:
            found = []  # ``_filter_further`` reaches them
        else:
            found = [entry for entry in entries if self._matches(entry[1])]
        if not found:
            return
        count = len(self._shown)
        first = 0 if self._descending else count
        self.beginInsertRows(QModelIndex(), first, first + len(found) - 1)
        self._shown += found
        if self._shown_haystacks is not None:
            self._shown_haystacks += [self._haystack(entry[1]) for entry in found]
        self.endInsertRows()

    def apply(self, changes: Changes) -> None:
        """Bring up to date exactly the rows of this table's kinds that ``changes`` names."""
        if self._fetch is None or not changes.touches(*self._kinds):
            return
        removed = [i for kind in self._kinds for i in changes.removed_ids(kind)]
        named = [
            i
            for kind in self._kinds
            for i in (*changes.added_ids(kind), *changes.updated_ids(kind))
        ]
        fresh = list(self._fetch(named)) if named else []
        present = {self._row_id(row) for row in fresh}
        self.remove_rows([*removed, *(i for i in named if i not in present)])
        self.put_rows(fresh)

    def sync_rows(self, rows: Iterable[RowT]) -> None:
        """Make the rows exactly ``rows``, touching only those added, changed or gone.

        For small tables re-read whole (one Persona's records): selection and persistent
        indexes stay on rows that are still there.
        """
        fresh = {self._row_id(row): row for row in rows}
        self.remove_rows([row_id for row_id in self._rows if row_id not in fresh])
        changed = []
        for number, (row_id, row) in enumerate(fresh.items()):
            if self._rows.get(row_id) != row or self._given.get(row_id) != number:
                self._given[row_id] = number
                changed.append(row)
        self._next_given = max(self._next_given, len(fresh))
        self.put_rows(changed)

    def sync_some(self, ids: Iterable[Hashable], rows: Iterable[RowT]) -> None:
        """Bring the records ``ids`` up to date from ``rows`` (those missing are removed)."""
        fresh = {self._row_id(row): row for row in rows}
        self.remove_rows([row_id for row_id in ids if row_id not in fresh])
        self.put_rows(fresh.values())

    def put_rows(self, rows: Iterable[RowT]) -> None:
        """Insert or update these rows, each where its sort key puts it (a streamed table
        leaves rows after the last page read to their page)."""
        for row in rows:
            if self._read_after is not None and self._row_id(row) > self._read_upto:
                continue
            self._put(row)

    def remove_rows(self, ids: Iterable[Hashable]) -> None:
        """Remove the rows with these ids (those not here are ignored)."""
        for row_id in ids:
            if row_id not in self._rows:
                continue

            def forget(row_id: Hashable = row_id) -> None:
                del self._rows[row_id]
                self._given.pop(row_id, None)
                for column, order in self._orders.items():
                    place = _discard(order, (self._filed[column].pop(row_id), row_id))
                    texts = self._order_texts.get(column)
                    if texts is not None and place is not None:
                        del texts[place]
                        self._unmask(column, place)
                if self._haystacks is not None:
                    self._haystacks.pop(row_id, None)
                self._restart_work()

            # Forgotten before ``rowsRemoved`` goes out, so the counts a view asks for then
            # are right; while the row is leaving, ``data()`` still finds it.
            self._hide(self._entry_of(row_id), then=forget)

    def set_filter_text(self, text: str) -> None:
        """Show only rows whose text holds every word of ``text`` (any case)."""
        terms = text.casefold().split()
        if terms == self._terms:
            self._text = text
            return
        narrowing = bool(self._terms) and text.casefold().startswith(self._text.casefold())
        self._text, self._terms = text, terms

        def arrange() -> None:
            if narrowing:
                self._shown, self._shown_haystacks = self._narrowed()
            else:
                self._shown = self._filtered(self._order())

        self._relayout(arrange)

    def row_of(self, row_id: Hashable) -> int | None:
        """Return the shown position of a record, or None (found by bisection)."""
        if row_id not in self._rows:
            return None
        entry = self._entry_of(row_id)
        place = bisect_left(self._shown, entry)
        if place < len(self._shown) and self._shown[place] == entry:
            return len(self._shown) - 1 - place if self._descending else place
        return None

    def row_with_id(self, row_id: Hashable) -> RowT | None:
        """Return the record ``row_id``, shown or filtered out, or None if it has none."""
        return self._rows.get(row_id)

    def row_at(self, number: int) -> RowT:
        """Return the record shown at ``number`` (IndexError outside the rows shown)."""
        if not 0 <= number < len(self._shown):
            raise IndexError(f"no row {number} among {len(self._shown)}")
        return self._rows[self._entry_at(number)[1]]

    def row_or_none(self, number: int) -> RowT | None:
        """Return the record shown at ``number``, or None (no current row is -1)."""
        return self.row_at(number) if 0 <= number < len(self._shown) else None

    def id_at(self, number: int) -> Any:
        """Return the id of the record shown at ``number``."""
        return self._entry_at(number)[1]

    @property
    def rows(self) -> list[RowT]:
        """Return the records shown, in order."""
        return [self.row_at(number) for number in range(len(self._shown))]

    @property
    def all_rows(self) -> list[RowT]:
        """Return every record, shown or not, in no particular order."""
        return list(self._rows.values())

    @property
    def total_count(self) -> int:
        """Return how many records there are, shown or not (pages still to come included)."""
        if self._read_after is not None:
            return max(len(self._rows), self._streamed_total)
        return len(self._rows)

    def set_columns(self, columns: Sequence[Column[RowT]], rows: Iterable[RowT]) -> None:
        """Show other columns (and these rows): a table whose columns are data (players)."""
        self._read_after = None
        self.beginResetModel()
        self.columns = tuple(columns)
        if self._column is not None and self._column >= len(self.columns):
            self._column = None
        self._rows = {self._row_id(row): row for row in rows}
        self._given = {row_id: number for number, row_id in enumerate(self._rows)}
        self._next_given = len(self._given)
        self._orders, self._filed, self._order_texts = {}, {}, {}
        self._haystacks, self._masks, self._chars = None, None, set()
        self._shown = self._filtered(self._order())
        self.endResetModel()
        self._prepare_later()

    def refresh(self) -> None:
        """Re-read every cell and sort key (names shown from other records changed)."""
        self._orders, self._filed, self._order_texts = {}, {}, {}
        self._haystacks, self._masks, self._chars = None, None, set()
        self._pending = []

        def arrange() -> None:
            self._shown = self._filtered(self._order())

        self._relayout(arrange)
        self._prepare_later()
        if self._shown:
            last = self.index(len(self._shown) - 1, len(self.columns) - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    # Inside ------------------------------------------------------------------------

    def _entry_at(self, number: int) -> Entry:
        return self._shown[len(self._shown) - 1 - number if self._descending else number]

    def _view_row(self, place: int) -> int:
        return len(self._shown) - 1 - place if self._descending else place

    def _key(self, column: int | None, row: RowT) -> SortKey:
        if column is None:
            if self._default_order is not None:
                return self._default_order(row)
            row_id = self._row_id(row)
            given = self._given.get(row_id)
            if given is None:  # a row added later comes last
                given = self._given[row_id] = self._next_given
                self._next_given += 1
            return given
        return self.columns[column].key(row)

    def _entry_of(self, row_id: Hashable) -> Entry:
        """Return the entry a shown or kept row is filed under for the sort column."""
        return (self._filed[self._column][row_id], row_id)

    def _order(self) -> list[Entry]:
        """Return every row's entry for the sort column, computed once and kept after."""
        order = self._orders.get(self._column)
        if order is None:
            column = self._column
            key = self._key_function(column)
            filed = {i: key(row) for i, row in self._rows.items()}
            order = sorted(zip(filed.values(), filed.keys(), strict=True))
            self._orders[column], self._filed[column] = order, filed
        return order

    def _key_function(self, column: int | None) -> Callable[[RowT], SortKey]:
        """Return the function giving a row's key for ``column`` (one call per row)."""
        if column is None:
            return partial(self._key, None)
        spec = self.columns[column]
        if spec.sort_key is not None:
            return spec.sort_key
        display = spec.display
        return lambda row: display(row).casefold()

    def _searchable_text(self, row: RowT) -> str:
        return "\n".join(c.display(row) for c in self.columns if c.searchable)

    def _prepare_later(self) -> None:
        """Build the search text in idle moments (large tables only; small ones on demand)."""
        self._pending = []
        self._work = None
        if len(self._rows) > SEARCH_CHUNK and self._haystacks is None:
            self._haystacks = {}
            self._pending = list(self._rows)
        if len(self._rows) > SEARCH_CHUNK:
            self._idle.start(0)

    def _restart_work(self) -> None:
        """Start the idle work after the search texts over (the rows or the order changed)."""
        if self._work is not None or (len(self._rows) > SEARCH_CHUNK and not self._pending):
            self._work = None
            self._idle.start(QUIET_MS)

    @property
    def preparing(self) -> bool:
        """Return True while idle moments still have work for this table."""
        return self._idle.isActive()

    def _prepare_some(self) -> None:
        """Do one idle moment's work, slices of it until ``IDLE_BUDGET`` seconds are spent.

        A filter's next slice first, then search texts, then the rest (``_later_work``); each
        slice is small, so a moment never holds the window much longer than the budget.
        """
        start = perf_counter()
        if start - _burst[1] > IDLE_GAP:  # the window had a moment to itself: a new burst
            _burst[0] = 0.0
        elif _burst[0] >= IDLE_BUDGET:  # other tables spent this moment already: wait a little
            self._idle.start(max(1, round(IDLE_GAP * 2000)))
            return
        deadline = start + IDLE_BUDGET - _burst[0]
        try:
            self._prepare_until(deadline)
        finally:
            heap.keep_built()  # what this moment built stays: the collector's walks skip it
            _burst[1] = perf_counter()
            _burst[0] += _burst[1] - start

    def _prepare_until(self, deadline: float) -> None:
        while True:
            if self._frontier is not None:
                self._filter_further()
            elif self._read_after is not None:
                self._read_page(IDLE_PAGE)
            elif self._pending:
                self._build_some_haystacks()
            else:
                if self._haystacks is None or len(self._rows) <= SEARCH_CHUNK:
                    return
                if self._work is None:
                    self._work = self._later_work()
                if next(self._work, True):  # the work is done
                    self._work = None
                    return
            if perf_counter() >= deadline:
                self._idle.start(0)
                return

    def _build_some_haystacks(self) -> None:
        haystacks = self._haystacks
        if haystacks is None:
            self._pending = []
            return
        step = min(SEARCH_CHUNK, HAYSTACK_STEP)
        chunk = self._pending[-step:]  # taken from the end: no copy of the rest
        del self._pending[-step:]
        rows, make = self._rows, self._haystack_of
        built = []
        for row_id in chunk:
            row = rows.get(row_id)
            if row is not None and row_id not in haystacks:
                haystacks[row_id] = text = make(row).casefold()
                built.append(text)
        self._chars.update("".join(built))

    def _later_work(self) -> Iterator[bool]:
        """Yield False after each idle moment's share of the work, True when it is all done.

        Runs only while the rows and the sort column stay as they are: any change starts
        it over (``_restart_work``), so what it holds between moments never goes stale.
        """
        column, order = self._column, self._order()
        haystacks = self._haystacks
        assert haystacks is not None
        texts = self._order_texts.get(column)
        if texts is None or len(texts) != len(order):
            texts = []
            for start in range(0, len(order), IDLE_STEP):
                texts += [haystacks[entry[1]] for entry in order[start : start + IDLE_STEP]]
                yield False
            self._order_texts[column] = texts
        if self._masks is None or self._masks_column != column:
            masks = {}
            for char in sorted(self._chars):
                mask = bytearray()
                for start in range(0, len(texts), IDLE_STEP):
                    mask += bytes(
                        map(str.__contains__, texts[start : start + IDLE_STEP], repeat(char))
                    )
                    yield False
                masks[char] = mask
            self._masks, self._masks_column = masks, column
        for number in range(len(self.columns)):
            if number in self._orders:
                continue
            key = self._key_function(number)
            ids = list(self._rows)
            # Every row's place first, in one copy (a few ms at 300,000 rows): filed slice
            # by slice, a growing dict copied itself whole at each doubling (up to 10 ms);
            # each value is a row until its key replaces it below.
            filed = cast("dict[Hashable, SortKey]", self._rows.copy())
            yield False
            runs: list[list[Entry]] = []
            for start in range(0, len(ids), KEY_STEP):
                part = ids[start : start + KEY_STEP]
                part_keys = [key(self._rows[row_id]) for row_id in part]
                filed.update(zip(part, part_keys, strict=True))
                runs.append(sorted(zip(part_keys, part, strict=True)))
                yield False
            while len(runs) > 1:
                merged = []
                for first in range(0, len(runs) - 1, 2):
                    out: list[Entry] = []
                    yield from _merge(runs[first], runs[first + 1], out)
                    merged.append(out)
                if len(runs) % 2:
                    merged.append(runs[-1])
                runs = merged
            self._orders[number] = runs[0] if runs else []
            self._filed[number] = filed
            yield False
        yield True

    def _mask(self, column: int | None, place: int, text: str) -> None:
        """Keep the masks right as a search text is inserted at ``place`` in their order."""
        if self._masks is not None and column == self._masks_column:
            for char, mask in self._masks.items():
                mask.insert(place, char in text)

    def _unmask(self, column: int | None, place: int) -> None:
        if self._masks is not None and column == self._masks_column:
            for mask in self._masks.values():
                del mask[place]

    def _haystack(self, row_id: Hashable) -> str:
        if self._haystacks is None:
            self._haystacks = {
                i: self._haystack_of(row).casefold() for i, row in self._rows.items()
            }
        found = self._haystacks.get(row_id)
        if found is None:  # not built yet (the idle moments skip it once it is)
            found = self._haystack_of(self._rows[row_id]).casefold()
            self._haystacks[row_id] = found
            if self._pending:
                self._chars.update(found)
        return found

    def _matches(self, row_id: Hashable) -> bool:
        if not self._terms:
            return True
        text = self._haystack(row_id)
        return all(term in text for term in self._terms)

    def _filtered(self, order: list[Entry]) -> list[Entry]:
        self._frontier = None
        if not self._terms:
            self._shown_haystacks = None
            return list(order)
        if self._pending and len(order) > FILTER_SLICE:
            # The search texts are not all built yet: examine the first slice now, the
            # rest in the idle moments after (``_filter_further``), not all rows at once.
            part = order[:FILTER_SLICE]
            part_texts = [self._haystack(entry[1]) for entry in part]
            found = [all(term in text for term in self._terms) for text in part_texts]
            self._frontier = part[-1]
            self._shown_haystacks = list(compress(part_texts, found))
            self._idle.start(0)
            return list(compress(part, found))
        texts = self._order_texts.get(self._column)
        if texts is None or len(texts) != len(order) or order is not self._orders.get(self._column):
            haystack = self._haystack
            while self._pending:  # few rows: finish the search texts an idle moment left
                self._build_some_haystacks()
            if order:
                haystack(order[0][1])
            hay = self._haystacks
            assert hay is not None or not order
            texts = [hay[entry[1]] for entry in order] if hay is not None else []
            if order is self._orders.get(self._column):
                self._order_texts[self._column] = texts
        shown, kept_texts = order, texts
        masks = self._masks if self._masks_column == self._column else None
        for term in self._terms:
            mask = None if masks is None or shown is not order else masks.get(term)
            if mask is not None and len(mask) == len(order):
                keep: Iterable[object] = mask  # one character: its rows, no text read
            else:
                keep = list(map(str.__contains__, kept_texts, repeat(term)))
            shown = list(compress(shown, keep))
            kept_texts = list(compress(kept_texts, keep))
        self._shown_haystacks = kept_texts
        return shown

    def _narrowed(self) -> tuple[list[Entry], list[str]]:
        texts = self._shown_haystacks
        if texts is None:
            texts = [self._haystack(entry[1]) for entry in self._shown]
        shown = self._shown
        for term in self._terms:
            keep = list(map(str.__contains__, texts, repeat(term)))
            shown = list(compress(shown, keep))
            texts = list(compress(texts, keep))
        return shown, texts

    def _beyond(self, entry: Entry) -> bool:
        """Return True if a filter has not examined ``entry`` yet (``_filter_further`` will)."""
        return self._frontier is not None and entry > self._frontier

    def _filter_further(self) -> None:
        """Examine the next slice of rows for the filter; show those that match."""
        frontier = self._frontier
        assert frontier is not None
        order = self._order()
        start = bisect_right(order, frontier)
        part = order[start : start + FILTER_SLICE]
        self._frontier = part[-1] if start + FILTER_SLICE < len(order) else None
        found = []
        for entry in part:
            text = self._haystack(entry[1])
            if all(term in text for term in self._terms) and not self._is_shown(entry):
                found.append((entry, text))
        if not found:
            return
        count = len(self._shown)  # every entry found lies after every entry shown
        first = 0 if self._descending else count
        self.beginInsertRows(QModelIndex(), first, first + len(found) - 1)
        self._shown += [entry for entry, _ in found]
        if self._shown_haystacks is not None:
            self._shown_haystacks += [text for _, text in found]
        self.endInsertRows()

    def _relayout(self, arrange: Callable[[], None]) -> None:
        """Change the order or the rows shown with ``arrange``; persistent indexes follow."""
        self.layoutAboutToBeChanged.emit()
        old_indexes = self.persistentIndexList()
        old_ids = [self._entry_at(index.row())[1] for index in old_indexes]
        arrange()
        new_indexes = []
        for index, row_id in zip(old_indexes, old_ids, strict=True):
            number = self.row_of(row_id)
            new_indexes.append(
                QModelIndex() if number is None else self.index(number, index.column())
            )
        self.changePersistentIndexList(old_indexes, new_indexes)
        self.layoutChanged.emit()

    def _put(self, row: RowT) -> None:
        self._order()  # the sort column's order exists before a row is filed in it
        row_id = self._row_id(row)
        old = self._rows.get(row_id)
        old_entry = None if old is None else self._entry_of(row_id)
        self._rows[row_id] = row
        text = None
        if self._haystacks is not None:
            text = self._haystacks[row_id] = self._haystack_of(row).casefold()
            self._chars.update(text)
        self._restart_work()
        for column, order in self._orders.items():
            filed = self._filed[column]
            texts = self._order_texts.get(column)
            if old is not None:
                place = _discard(order, (filed[row_id], row_id))
                if texts is not None and place is not None:
                    del texts[place]
                    self._unmask(column, place)
            filed[row_id] = key = self._key(column, row)
            place = bisect_left(order, (key, row_id))
            order.insert(place, (key, row_id))
            if texts is not None:
                texts.insert(place, text if text is not None else self._haystack(row_id))
                self._mask(column, place, texts[place])
        new_entry = self._entry_of(row_id)
        shown_before = old_entry is not None and self._is_shown(old_entry)
        shown_now = self._matches(row_id) and not self._beyond(new_entry)
        if shown_before and shown_now and old_entry == new_entry:
            number = self.row_of(row_id)
            assert number is not None
            self.dataChanged.emit(self.index(number, 0), self.index(number, len(self.columns) - 1))
            if self._shown_haystacks is not None:
                self._shown_haystacks[bisect_left(self._shown, new_entry)] = self._haystack(row_id)
            return
        if shown_before and shown_now:
            assert old_entry is not None
            self._move(old_entry, new_entry)
            return
        if shown_before:
            assert old_entry is not None
            self._hide(old_entry)
        if shown_now:
            self._show(new_entry)

    def _is_shown(self, entry: Entry) -> bool:
        place = bisect_left(self._shown, entry)
        return place < len(self._shown) and self._shown[place] == entry

    def _show(self, entry: Entry) -> None:
        place = bisect_left(self._shown, entry)
        number = self._view_row(place) + (1 if self._descending else 0)
        self.beginInsertRows(QModelIndex(), number, number)
        self._shown.insert(place, entry)
        if self._shown_haystacks is not None:
            self._shown_haystacks.insert(place, self._haystack(entry[1]))
        self.endInsertRows()

    def _hide(self, entry: Entry, then: Callable[[], None] | None = None) -> None:
        """Remove a shown row (``then`` runs before ``endRemoveRows``, shown or not)."""
        place = bisect_left(self._shown, entry)
        if place >= len(self._shown) or self._shown[place] != entry:
            if then is not None:
                then()
            return
        number = self._view_row(place)
        self.beginRemoveRows(QModelIndex(), number, number)
        del self._shown[place]
        if self._shown_haystacks is not None:
            del self._shown_haystacks[place]
        if then is not None:
            then()
        self.endRemoveRows()

    def _move(self, old: Entry, new: Entry) -> None:
        source = bisect_left(self._shown, old)
        text = None if self._shown_haystacks is None else self._shown_haystacks[source]
        del self._shown[source]
        if self._shown_haystacks is not None:
            del self._shown_haystacks[source]
        target = bisect_left(self._shown, new)
        self._shown.insert(source, old)  # back until Qt is told
        if self._shown_haystacks is not None and text is not None:
            self._shown_haystacks.insert(source, text)
        from_row = self._view_row(source)
        count = len(self._shown)
        # The view row the entry lands on, counted as Qt counts a move's destination.
        to_place = target if not self._descending else count - 1 - target
        destination = to_place + 1 if to_place > from_row else to_place
        if destination in (from_row, from_row + 1):
            del self._shown[source]
            self._shown.insert(target, new)
            self._reposition_text(source, target)
            last = len(self.columns) - 1
            number = self._view_row(target)
            self.dataChanged.emit(self.index(number, 0), self.index(number, last))
            return
        self.beginMoveRows(QModelIndex(), from_row, from_row, QModelIndex(), destination)
        del self._shown[source]
        self._shown.insert(target, new)
        self._reposition_text(source, target)
        self.endMoveRows()
        number = self._view_row(target)
        self.dataChanged.emit(self.index(number, 0), self.index(number, len(self.columns) - 1))

    def _reposition_text(self, source: int, target: int) -> None:
        if self._shown_haystacks is None:
            return
        del self._shown_haystacks[source]
        self._shown_haystacks.insert(target, self._haystack(self._shown[target][1]))


def _every_page(read_after: Callable[[Any, int], Sequence[RowT]]) -> Iterator[RowT]:
    """Yield every row ``read_after`` reads, page after page."""
    last = None
    while True:
        page = read_after(last, PAGE)
        yield from page
        if len(page) < PAGE:
            return
        last = _row_id(page[-1])


def _merge(first: list[Entry], second: list[Entry], out: list[Entry]) -> Iterator[bool]:
    """Merge two sorted lists of distinct entries into ``out``, a slice per idle moment."""
    i = j = 0
    while i < len(first) and j < len(second):
        upto = min(i + IDLE_STEP, len(first))
        bound = first[upto - 1]
        until = bisect_right(second, bound, j)
        if until - j > IDLE_STEP:
            until = j + IDLE_STEP
            bound = second[until - 1]
            upto = bisect_right(first, bound, i, upto)
        piece = first[i:upto] + second[j:until]
        piece.sort()
        out += piece
        i, j = upto, until
        yield False
    out += first[i:]
    out += second[j:]


def _discard(order: list[Entry], entry: Entry) -> int | None:
    """Remove ``entry`` from the sorted ``order``; return where it was (None: absent)."""
    place = bisect_left(order, entry)
    if place < len(order) and order[place] == entry:
        del order[place]
        return place
    return None
