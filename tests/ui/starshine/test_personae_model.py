"""The Personae table model: Qt's model checks, filtering and sorting in the model itself."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from PySide6.QtCore import QPersistentModelIndex, Qt
from pytestqt.modeltest import ModelTester

from starshine_desktop.rules.starshine.scores import DEFAULT_SCORES, Score
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.storage.rows import PersonaRow, frozen_scores
from starshine_desktop.ui.models.table_model import ID_ROLE, ROW_ROLE, SORT_ROLE, TableModel
from starshine_desktop.ui.starshine.personae_model import COLUMNS, NAME_COLUMN, persona_model

T0 = datetime(2026, 3, 1, tzinfo=UTC)
PERSONA = RecordKind.PERSONA


def _row(persona_id: int, name: str, actor: str = "", notes: str = "", **scores: int) -> PersonaRow:
    values = {**DEFAULT_SCORES, **{Score(key): value for key, value in scores.items()}}
    moment = T0 + timedelta(minutes=persona_id)
    return PersonaRow(persona_id, name, actor, 1, notes, frozen_scores(values), moment, moment)


ROWS = [
    _row(1, "zed", "Mo", guard=9),
    _row(2, "Ada", "Sam", notes="owes the Guild", stunt=-3),
    _row(3, "bea", "mo", guard=1),
]


def _model(store: dict[int, PersonaRow] | None = None) -> TableModel[PersonaRow]:
    """Return the Personae model over ``store`` (the rows here by default), sorted by name."""
    rows = store if store is not None else {row.id: row for row in ROWS}
    model = persona_model(lambda ids: [rows[i] for i in ids if i in rows])
    model.reset_rows(rows.values())
    model.sort(NAME_COLUMN)
    return model


def _names(model: TableModel[PersonaRow]) -> list[str]:
    return [model.index(row, 0).data() for row in range(model.rowCount())]


def test_the_model_passes_qts_model_checks_through_every_change(
    qtmodeltester: ModelTester,
) -> None:
    store = {row.id: row for row in ROWS}
    model = _model(store)
    qtmodeltester.check(model)
    model.sort(COLUMNS.index(next(c for c in COLUMNS if c.header == "Guard")))
    model.set_filter_text("mo")
    store[4] = _row(4, "Mona")
    model.apply(Changes.add(PERSONA, 4))
    store[1] = replace(store[1], name="Aaron")
    model.apply(Changes.update(PERSONA, 1))
    del store[3]
    model.apply(Changes.remove(PERSONA, 3))
    model.set_filter_text("")
    qtmodeltester.check(model)


def test_sorting_by_any_column_uses_the_native_value(qtmodeltester: ModelTester) -> None:
    model = _model()
    qtmodeltester.check(model)
    model.sort(0)
    assert _names(model) == ["Ada", "bea", "zed"]  # names sort without regard to case
    model.sort(0, Qt.SortOrder.DescendingOrder)
    assert _names(model) == ["zed", "bea", "Ada"]
    stunt = next(i for i, c in enumerate(COLUMNS) if c.header == "Stunt")
    model.sort(stunt)
    assert _names(model)[0] == "Ada"
    assert model.index(0, stunt).data() == "-3"
    assert model.index(0, stunt).data(SORT_ROLE) == -3
    guard = next(i for i, c in enumerate(COLUMNS) if c.header == "Guard")
    model.sort(guard, Qt.SortOrder.DescendingOrder)
    assert [model.index(r, guard).data(SORT_ROLE) for r in range(3)] == [9, 3, 1]


def test_roles_give_the_id_and_the_row() -> None:
    model = _model()
    first = model.index(0, 0)
    assert first.data(ID_ROLE) == 2
    assert first.data(ROW_ROLE) == ROWS[1]
    assert model.headerData(4, Qt.Orientation.Horizontal) == "Base"
    tip = model.headerData(4, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert isinstance(tip, str) and "0 to 6" in tip


def test_the_filter_matches_every_word_in_name_actor_or_notes() -> None:
    model = _model()
    model.set_filter_text("MO")
    assert _names(model) == ["bea", "zed"]
    model.set_filter_text("guild")
    assert _names(model) == ["Ada"]
    model.set_filter_text("ada guild")
    assert _names(model) == ["Ada"]
    model.set_filter_text("ada zed")
    assert _names(model) == []
    assert model.total_count == 3
    model.set_filter_text("")
    assert _names(model) == ["Ada", "bea", "zed"]


def test_a_selected_row_follows_its_persona_through_sort_and_filter() -> None:
    model = _model()
    held = QPersistentModelIndex(model.index(model.row_of(3) or 0, 0))
    assert held.data(ID_ROLE) == 3
    model.sort(0, Qt.SortOrder.DescendingOrder)
    assert held.row() == 1 and held.data(ID_ROLE) == 3
    model.set_filter_text("zed")
    assert not held.isValid()


def test_an_update_moves_the_row_to_its_sorted_place() -> None:
    store = {row.id: row for row in ROWS}
    model = _model(store)
    store[1] = replace(store[1], name="Aaron")
    model.apply(Changes.update(PERSONA, 1))
    assert _names(model) == ["Aaron", "Ada", "bea"]
    model.set_filter_text("aaron")
    store[1] = replace(store[1], name="Zed again")
    model.apply(Changes.update(PERSONA, 1))
    assert _names(model) == []
    assert model.total_count == 3
