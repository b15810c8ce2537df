"""The one table model: rows by id, sorted and filtered by itself, changed row by row.

A hypothesis test drives random puts, removals, sorts and filters through the model under
``QAbstractItemModelTester`` and compares what it shows with a plain Python reference
(sort every row, keep the matching ones), and that persistent indexes stay on their rows.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.starshine.records import ElementFields, TraitFields
from starshine_desktop.ui.models import table_model
from starshine_desktop.ui.models.table_model import (
    ID_ROLE,
    Column,
    TableModel,
    check_column,
    text_column,
)

ASC, DESC = Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder


@dataclass(frozen=True, slots=True)
class Thing:
    id: int
    name: str
    size: int
    done: bool = False


COLUMNS: list[Column[Thing]] = [
    text_column("Name", ElementFields.NAME, lambda row: row.name),
    Column("Size", lambda row: str(row.size), lambda row: row.size, numeric=True),
    check_column("Done", TraitFields.NEGATIVE, lambda row: row.done),
]


def _model(rows: list[Thing] = ()) -> TableModel[Thing]:  # type: ignore[assignment]
    model: TableModel[Thing] = TableModel(COLUMNS)
    model.reset_rows(rows)
    return model


def _shown_ids(model: TableModel[Thing]) -> list[int]:
    return [model.index(row, 0).data(ID_ROLE) for row in range(model.rowCount())]


def _expected(
    rows: dict[int, Thing], column: int | None, descending: bool, words: list[str]
) -> list[int]:
    """Return the ids a plain sort and filter show (``rows`` is in the order given)."""
    given = {row_id: number for number, row_id in enumerate(rows)}

    def key(row: Thing) -> object:
        if column is None:
            return (given[row.id], row.id)
        value = row.name.casefold() if column == 0 else row.size if column == 1 else 0
        return (value, row.id)

    kept = [
        row
        for row in rows.values()
        if all(word in f"{row.name}\n{row.size}".casefold() for word in words) or not words
    ]
    ordered = sorted(kept, key=key)  # type: ignore[arg-type]
    if descending:
        ordered.reverse()
    return [row.id for row in ordered]


NAMES = st.sampled_from(["Ada", "ada", "Bren", "Cleo", "Émile", "élan", "Zed", "b"])
ACTION = st.one_of(
    st.tuples(st.just("put"), st.integers(1, 12), NAMES, st.integers(0, 5)),
    st.tuples(st.just("remove"), st.integers(1, 12)),
    st.tuples(st.just("sort"), st.integers(0, 1), st.booleans()),
    st.tuples(st.just("filter"), st.sampled_from(["", "a", "ad", "ada", "é", "b", "e 3"])),
)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(actions=st.lists(ACTION, max_size=40))
def test_random_changes_show_what_a_plain_sort_and_filter_would(
    actions: list[tuple[object, ...]],
) -> None:
    model = _model()
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    rows: dict[int, Thing] = {}
    column: int | None = None
    descending = False
    words: list[str] = []
    pinned: dict[int, QPersistentModelIndex] = {}
    for action in actions:
        kind = action[0]
        if kind == "put":
            _, row_id, name, size = action
            row = Thing(int(row_id), str(name), int(size))  # type: ignore[call-overload]
            rows[row.id] = row  # a new id comes last in the order given, a known one stays
            model.put_rows([row])
        elif kind == "remove":
            rows.pop(int(action[1]), None)  # type: ignore[call-overload]
            model.remove_rows([action[1]])
        elif kind == "sort":
            column, descending = int(action[1]), bool(action[2])  # type: ignore[call-overload]
            model.sort(column, DESC if descending else ASC)
        else:
            text = str(action[1])
            words = text.casefold().split()
            model.set_filter_text(text)
        assert _shown_ids(model) == _expected(rows, column, descending, words)
        for row_id, index in list(pinned.items()):
            position = model.row_of(row_id)
            if position is None:
                assert not index.isValid() or index.data(ID_ROLE) != row_id
                pinned.pop(row_id)
            else:
                assert index.isValid() and index.row() == position
        for row_id in rows:
            position = model.row_of(row_id)
            if position is not None and row_id not in pinned:
                pinned[row_id] = QPersistentModelIndex(model.index(position, 0))
    del tester


def test_apply_reads_only_the_rows_named_and_drops_those_gone(
    qtmodeltester: ModelTester,
) -> None:
    stored = {number: Thing(number, f"Thing {number}", number) for number in range(1, 6)}
    asked: list[list[int]] = []

    def fetch(ids: list[int]) -> Iterator[Thing]:
        asked.append(sorted(ids))
        return (stored[i] for i in ids if i in stored)

    model: TableModel[Thing] = TableModel(COLUMNS, kinds=[RecordKind.TRAIT], fetch=fetch)
    model.reset_rows(stored.values())
    qtmodeltester.check(model)
    stored[2] = Thing(2, "Renamed", 2)
    stored[6] = Thing(6, "New", 6)
    del stored[3]
    model.apply(
        Changes(
            added=frozenset({(RecordKind.TRAIT, 6)}),
            updated=frozenset({(RecordKind.TRAIT, 2), (RecordKind.ELEMENT, 1)}),
            removed=frozenset({(RecordKind.TRAIT, 3)}),
        )
    )
    assert asked == [[2, 6]]
    assert [model.row_at(r).name for r in range(model.rowCount())] == [
        "Thing 1",
        "Renamed",
        "Thing 4",
        "Thing 5",
        "New",
    ]
    model.apply(Changes.update(RecordKind.ELEMENT, 1))  # another kind: nothing read
    assert asked == [[2, 6]]


def test_an_edit_in_a_cell_goes_to_the_handler_and_a_refusal_keeps_the_value() -> None:
    seen: list[tuple[int, str, object, object]] = []

    def on_edit(row: Thing, column: Column[Thing], value: object, shown: object) -> str | None:
        seen.append((row.id, column.header, value, shown))
        return "Names are not blank" if value == "" else None

    model: TableModel[Thing] = TableModel(COLUMNS, on_edit=on_edit)
    model.reset_rows([Thing(1, "Ada", 3)])
    name, done = model.index(0, 0), model.index(0, 2)
    assert model.flags(name) & Qt.ItemFlag.ItemIsEditable
    assert model.flags(done) & Qt.ItemFlag.ItemIsUserCheckable
    assert not model.flags(model.index(0, 1)) & Qt.ItemFlag.ItemIsEditable
    assert model.setData(name, "Bea") is True
    assert model.setData(name, "") is False and model.last_error == "Names are not blank"
    assert model.setData(done, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert seen == [(1, "Name", "Bea", "Ada"), (1, "Name", "", "Ada"), (1, "Done", True, False)]
    assert name.data() == "Ada"  # the model shows what is stored until the change comes


def test_an_edit_is_made_from_the_value_the_editor_showed() -> None:
    """The row was read again while the editor was open (another window's change): the edit
    goes out with what the editor showed, and typing back what it showed sends nothing."""
    seen: list[tuple[object, object]] = []

    def on_edit(row: Thing, column: Column[Thing], value: object, shown: object) -> str | None:
        seen.append((value, shown))
        return None

    model: TableModel[Thing] = TableModel(COLUMNS, on_edit=on_edit)
    model.reset_rows([Thing(1, "Bea", 3)])  # read again while "Ada" was in the editor
    name = model.index(0, 0)
    assert model.set_value_as_shown(name, "Cy", "Ada") is True
    assert model.set_value_as_shown(name, "Ada", "Ada") is False  # unchanged by the person
    assert model.set_value_as_shown(name, "Bea", "Ada") is False  # what is saved already
    assert seen == [("Cy", "Ada")]


def test_sorting_again_by_a_column_already_used_does_not_sort_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    model = _model([Thing(n, f"T{n % 7}", n % 5) for n in range(1, 200)])
    model.sort(1, ASC)
    model.sort(0, ASC)
    calls: list[int] = []
    original = COLUMNS[1].sort_key
    assert original is not None
    monkeypatch.setattr(model, "columns", (COLUMNS[0], _counting(COLUMNS[1], calls), COLUMNS[2]))
    model.sort(1, DESC)
    assert calls == []  # the kept order of "Size", read backwards
    assert [model.row_at(r).size for r in range(3)] == [4, 4, 4]
    assert model.row_of(199) is not None and model.index(0, 0).parent() == QModelIndex()


def _counting(column: Column[Thing], calls: list[int]) -> Column[Thing]:
    key = column.sort_key
    assert key is not None

    def counted(row: Thing) -> object:
        calls.append(row.id)
        return key(row)

    return Column(column.header, column.display, counted, numeric=True)


def test_a_large_tables_search_text_is_built_while_idle_not_on_the_first_key(
    qtbot: QtBot,
) -> None:
    built: list[int] = []

    def haystack(row: Thing) -> str:
        built.append(row.id)
        return row.name

    model: TableModel[Thing] = TableModel(COLUMNS, haystack=haystack)
    rows = [Thing(number, f"Name {number}", number % 9) for number in range(1, 12_001)]
    model.reset_rows(rows)
    assert built == []  # not while the rows arrive: the table shows first
    qtbot.waitUntil(lambda: len(built) == len(rows))  # idle moments, a chunk at a time
    model.set_filter_text("name 11")
    assert len(built) == len(rows)  # the keystroke built nothing more
    assert model.rowCount() == sum("11" in str(row.id) for row in rows)


def test_a_key_before_the_idle_moments_finish_examines_a_slice_and_the_rest_later(
    qtbot: QtBot,
) -> None:
    """The first key right after opening does not build every search text at once."""
    built: list[int] = []

    def haystack(row: Thing) -> str:
        built.append(row.id)
        return f"{row.name}\n{row.size}"

    model: TableModel[Thing] = TableModel(COLUMNS, haystack=haystack)
    model.reset_rows([Thing(number, f"Name {number}", 1) for number in range(1, 9_001)])
    model.set_filter_text("name 9")  # before any idle moment
    assert len(built) == table_model.FILTER_SLICE  # one slice, not 9,000 rows
    shown = [model.row_at(r).id for r in range(model.rowCount())]
    assert shown == [n for n in range(1, table_model.FILTER_SLICE + 1) if "9" in str(n)]
    model.set_filter_text("name 90")  # the next key narrows what is shown
    assert len(built) == table_model.FILTER_SLICE
    steps = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(table_model, "IDLE_BUDGET", 0)  # one slice per idle moment
        patch.setattr(table_model, "IDLE_GAP", -1)  # every moment a fresh one
        while model._frontier is not None:  # each idle moment examines one slice more
            before = len(built)
            model._prepare_some()
            steps.append(len(built) - before)
    assert max(steps) <= table_model.FILTER_SLICE
    assert [model.row_at(r).id for r in range(model.rowCount())] == [
        n for n in range(1, 9_001) if "90" in str(n)
    ]
    model.sort(0, DESC)  # a sort while rows are being examined starts over in its order
    qtbot.waitUntil(lambda: model._frontier is None)
    assert model.rowCount() == sum("90" in str(n) for n in range(1, 9_001))


IDLE_ACTION = st.one_of(ACTION, st.tuples(st.just("idle"), st.integers(1, 40)))


def _in_tiny_slices(patch: pytest.MonkeyPatch) -> None:
    """Make a table of three rows "large", its idle work done two rows a slice."""
    patch.setattr(table_model, "SEARCH_CHUNK", 2)  # a "large" table of three rows
    patch.setattr(table_model, "IDLE_STEP", 2)  # and its work in slices of two
    patch.setattr(table_model, "IDLE_BUDGET", 0)  # one slice per idle moment
    patch.setattr(table_model, "IDLE_GAP", -1)  # every moment a fresh one
    patch.setattr(table_model, "FILTER_SLICE", 2)  # a filter examines two rows at once


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.tuples(st.integers(1, 12), NAMES, st.integers(0, 5)), min_size=3, max_size=8),
    st.lists(IDLE_ACTION, max_size=40),
)
def test_what_idle_moments_prepare_shows_what_a_plain_sort_and_filter_would(
    first: list[tuple[int, str, int]], actions: list[tuple[object, ...]]
) -> None:
    """The masks and kept orders built in idle moments stay right through any change."""
    with pytest.MonkeyPatch.context() as patch:
        _in_tiny_slices(patch)
        rows = {row_id: Thing(row_id, name, size) for row_id, name, size in first}
        model = _model(list(rows.values()))
        tester = QAbstractItemModelTester(
            model, QAbstractItemModelTester.FailureReportingMode.Fatal
        )
        column: int | None = None
        descending = False
        words: list[str] = []
        for action in actions:
            kind = action[0]
            if kind == "idle":
                for _ in range(int(action[1])):  # type: ignore[call-overload]
                    model._prepare_some()
            elif kind == "put":
                _, row_id, name, size = action
                row = Thing(int(row_id), str(name), int(size))  # type: ignore[call-overload]
                rows[row.id] = row
                model.put_rows([row])
            elif kind == "remove":
                rows.pop(int(action[1]), None)  # type: ignore[call-overload]
                model.remove_rows([action[1]])
            elif kind == "sort":
                column, descending = int(action[1]), bool(action[2])  # type: ignore[call-overload]
                model.sort(column, DESC if descending else ASC)
            else:
                text = str(action[1])
                words = text.casefold().split()
                model.set_filter_text(text)
            expected = _expected(rows, column, descending, words)
            shown = _shown_ids(model)
            if model._frontier is None:
                assert shown == expected
            else:  # a filter still examining rows: those found so far, in their order
                assert shown == [row_id for row_id in expected if row_id in shown]
        while model._frontier is not None:  # idle moments finish what the filter examines
            model._prepare_some()
        assert _shown_ids(model) == _expected(rows, column, descending, words)
        del tester


def _large_model(qtbot: QtBot) -> TableModel[Thing]:
    """Return a table of 12,000 rows once idle moments have prepared all they prepare."""
    model = _model([Thing(number, f"Name {number}", number % 9) for number in range(1, 12_001)])
    qtbot.waitUntil(lambda: not model.preparing, timeout=20_000)
    return model


def test_the_first_key_of_a_filter_reads_no_search_text_once_idle_moments_are_done(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    model = _large_model(qtbot)
    read: list[object] = []

    def counting_map(function: object, *lists: object) -> object:
        read.append(function)
        return map(function, *lists)  # type: ignore[call-overload]

    monkeypatch.setattr(table_model, "map", counting_map, raising=False)
    model.set_filter_text("7")  # the first key: the rows of the mask of "7"
    assert read == []
    assert model.rowCount() == sum("7" in f"name {n}\n{n % 9}" for n in range(1, 12_001))
    model.set_filter_text("77")  # the next key narrows those rows, reading their texts
    assert read == [str.__contains__]
    assert {model.row_at(r).id for r in range(model.rowCount())} == {
        n for n in range(1, 12_001) if "77" in str(n)
    }


def test_the_first_sort_by_a_column_computes_no_key_once_idle_moments_are_done(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    model = _large_model(qtbot)
    calls: list[int] = []
    monkeypatch.setattr(model, "columns", (COLUMNS[0], _counting(COLUMNS[1], calls), COLUMNS[2]))
    model.sort(1, DESC)  # never sorted by "Size" before
    assert calls == []  # its order was built in idle moments
    assert [model.row_at(r).size for r in range(3)] == [8, 8, 8]
    assert [model.row_at(r).id for r in range(3)] == [11_996, 11_987, 11_978]
    model.sort(0, ASC)
    assert [model.row_at(r).id for r in range(3)] == [1, 10, 100]


def test_an_idle_moment_works_in_slices_until_its_budget_is_spent(qtbot: QtBot) -> None:
    """Each idle moment builds search texts slice by slice and stops once its time is spent."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(table_model, "SEARCH_CHUNK", 50)  # a "large" table of 1,000 rows
        patch.setattr(table_model, "HAYSTACK_STEP", 10)
        patch.setattr(table_model, "IDLE_GAP", -1)  # every moment a fresh one
        model = _model([Thing(n, f"thing {n}", n % 7) for n in range(1000)])
        patch.setattr(table_model, "IDLE_BUDGET", 0)  # spent after the first slice
        model._prepare_some()
        assert len(model._pending) == 990 and model.preparing  # one slice, then it waits
        patch.setattr(table_model, "IDLE_BUDGET", 60.0)  # room for every slice
        model._prepare_some()
        # all of it in one moment: the search texts, their masks and every column's order
        assert not model._pending and model._masks is not None and model._work is None
        assert set(model._orders) >= set(range(len(COLUMNS)))
        model.set_filter_text("thing 99")
        found = {model.row_at(n).id for n in range(model.rowCount())}
        assert found == {n for n in range(1000) if "99" in str(n)}


def _ids(model: TableModel[Thing]) -> set[int]:
    """Return the ids of every row the model holds, shown or not."""
    return {row.id for row in model.all_rows}


def _streamed(rows: dict[int, Thing], reads: list[int]) -> TableModel[Thing]:
    """Return a table streaming ``rows`` a page at a time; ``reads`` gets each page's size."""

    def read_after(after: int | None, limit: int) -> list[Thing]:
        ids = sorted(i for i in rows if after is None or i > after)[:limit]
        reads.append(len(ids))
        return [rows[i] for i in ids]

    model: TableModel[Thing] = TableModel(COLUMNS)
    model.stream_rows(read_after)
    return model


@pytest.mark.parametrize("count", [5_000, 50_000])
def test_a_streamed_table_opens_reading_one_page_whatever_its_size(
    qtbot: QtBot, count: int
) -> None:
    """(The model tester walks every row at each page: the property test below has it.)"""
    keys: list[int] = []

    def name_key(row: Thing) -> str:
        keys.append(row.id)
        return row.name

    column: Column[Thing] = Column("Name", lambda row: row.name, name_key)
    rows = {number: Thing(number, f"Name {number}", number % 9) for number in range(1, count + 1)}
    reads: list[int] = []

    def read_after(after: int | None, limit: int) -> list[Thing]:
        reads.append(limit)
        return [rows[i] for i in range((after or 0) + 1, min((after or 0) + limit, count) + 1)]

    model: TableModel[Thing] = TableModel([column, *COLUMNS[1:]])
    given = model._key
    orders: list[object] = []

    def counted_key(column: int | None, row: Thing) -> object:
        orders.append(row)
        return given(column, row)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(model, "_key", counted_key)
        model.stream_rows(read_after, count)
    assert reads == [table_model.PAGE] and model.rowCount() == table_model.PAGE
    assert model.total_count == count  # the count given, while pages are still to come
    assert keys == [] and len(orders) == table_model.PAGE  # the first page's only
    qtbot.waitUntil(lambda: not model.loading, timeout=60_000)  # the rest, page by page
    assert model.rowCount() == count and set(reads) == {table_model.PAGE, table_model.IDLE_PAGE}
    assert [model.row_at(r).id for r in range(0, count, 997)] == list(range(1, count + 1, 997))
    model.set_filter_text("name 45")
    qtbot.waitUntil(lambda: model._frontier is None, timeout=60_000)
    assert [model.row_at(r).id for r in range(model.rowCount())] == [
        n for n in range(1, count + 1) if "45" in f"{n}\n{n % 9}"
    ]


def test_sorting_a_streamed_table_reads_the_pages_still_to_come() -> None:
    rows = {number: Thing(number, f"N{number % 7}", number) for number in range(1, 3_001)}
    reads: list[int] = []
    model = _streamed(rows, reads)
    assert sum(reads) == table_model.PAGE
    assert model.total_count == table_model.PAGE  # no total given: the rows read so far
    model.sort(0, ASC)
    assert sum(reads) == len(rows) and not model.loading
    expected = sorted(rows.values(), key=lambda row: (row.name.casefold(), row.id))
    assert [model.row_at(r).id for r in range(model.rowCount())] == [row.id for row in expected]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.tuples(st.integers(1, 12), NAMES, st.integers(0, 5)), max_size=10),
    st.lists(IDLE_ACTION, max_size=30),
)
def test_a_streamed_table_shows_what_a_plain_sort_and_filter_of_its_rows_would(
    first: list[tuple[int, str, int]], actions: list[tuple[object, ...]]
) -> None:
    """Pages arrive while rows are put, removed, sorted and filtered: the table always shows
    the rows read so far (those after the last page read wait for their page, which reads
    them as they are then) as a plain sort and filter would."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(table_model, "PAGE", 3)
        patch.setattr(table_model, "IDLE_PAGE", 2)
        _in_tiny_slices(patch)
        database = {row_id: Thing(row_id, name, size) for row_id, name, size in first}
        model = _streamed(database, [])
        tester = QAbstractItemModelTester(
            model, QAbstractItemModelTester.FailureReportingMode.Fatal
        )
        seen: dict[int, None] = dict.fromkeys(sorted(database)[:3])  # in the order given
        column: int | None = None
        descending = False
        words: list[str] = []
        for action in actions:
            kind = action[0]
            if kind == "idle":
                for _ in range(int(action[1])):  # type: ignore[call-overload]
                    model._prepare_some()
            elif kind == "put":
                _, row_id, name, size = action
                row = Thing(int(row_id), str(name), int(size))  # type: ignore[call-overload]
                database[row.id] = row
                if not model.loading or row.id <= model._read_upto:
                    seen.setdefault(row.id)
                model.put_rows([row])
            elif kind == "remove":
                database.pop(int(action[1]), None)  # type: ignore[call-overload]
                seen.pop(int(action[1]), None)  # type: ignore[call-overload]
                model.remove_rows([action[1]])
            elif kind == "sort":
                column, descending = int(action[1]), bool(action[2])  # type: ignore[call-overload]
                model.sort(column, DESC if descending else ASC)
            else:
                text = str(action[1])
                words = text.casefold().split()
                model.set_filter_text(text)
            for row_id in sorted(_ids(model) - set(seen)):  # pages read: by id
                seen[row_id] = None
            assert set(seen) == _ids(model)
            assert not model.loading or set(seen) >= {i for i in database if i <= model._read_upto}
            expected = _expected({i: database[i] for i in seen}, column, descending, words)
            shown = _shown_ids(model)
            if model._frontier is None:
                assert shown == expected
            else:
                assert shown == [row_id for row_id in expected if row_id in shown]
        while model.loading:  # the pages still to come, in idle moments
            model._prepare_some()
        while model._frontier is not None:
            model._prepare_some()
        for row_id in sorted(_ids(model) - set(seen)):
            seen[row_id] = None
        assert set(seen) == set(database)
        assert _shown_ids(model) == _expected(
            {i: database[i] for i in seen}, column, descending, words
        )
        del tester
