"""Writes name the schema's own tables and columns: anything else is refused before any SQL.

The type checker refuses a write naming a table by a string, a column the table does not
have, or a field the records' tables do not edit (``test_the_type_checker_refuses_...``);
at run time the journal refuses them too, with a message naming what was wrong, and
writes nothing.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from starshine_desktop.storage import tables
from starshine_desktop.storage.database import Database, create_database
from starshine_desktop.storage.journal import Journal, RowReader, columns_named
from starshine_desktop.storage.schema import ElementRecord, TraitRecord

ROOT = Path(__file__).resolve().parents[2]
NOW = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)


@pytest.fixture
def database(tmp_path: Path) -> Any:
    database = create_database(tmp_path / "typed.starshine", now=NOW)
    yield database
    database.close()


def _elements(database: Database) -> list[tuple[object, ...]]:
    with database.reading() as connection:
        return list(connection.execute("SELECT id, name, scale FROM element"))


def test_a_write_names_its_table_and_columns_by_the_schemas_objects(database: Database) -> None:
    with database.transaction() as session:
        journal = Journal(session)
        (gate,) = journal.insert(
            ElementRecord,
            {ElementRecord.name: "Gate", ElementRecord.scale: 2, ElementRecord.notes: ""},
        )
        assert journal.update(ElementRecord, (gate,), {ElementRecord.scale: 3})
        assert journal.find(ElementRecord, {ElementRecord.name: "Gate"})[0]["scale"] == 3
    # The undo log keeps the names, as replay and the stored history need.
    assert [(op.kind.value, op.table, op.after) for op in journal.ops][1] == (
        "update",
        "element",
        {"scale": 3},
    )
    assert _elements(database) == [(gate, "Gate", 3)]


@pytest.mark.parametrize(
    ("write", "message"),
    [
        (
            lambda j: j.insert("element", {ElementRecord.name: "Gate"}),
            "the journal takes a table of the schema (such as TraitRecord), not 'element'",
        ),
        (
            lambda j: j.insert(ElementRecord, {"name": "Gate", "scale": 1, "notes": ""}),
            "element has no column 'name'",
        ),
        (
            lambda j: j.insert(
                ElementRecord,
                {TraitRecord.name: "Gate", ElementRecord.scale: 1, ElementRecord.notes: ""},
            ),
            "element has no column TraitRecord.name",
        ),
        (
            lambda j: j.update(ElementRecord, (1,), {}, stamp={"notes": "x"}),
            "element has no column 'notes'",
        ),
        (lambda j: j.delete("element", (1,)), "not 'element'"),
        (lambda j: j.find(ElementRecord, {TraitRecord.strength: 2}), "TraitRecord.strength"),
        (lambda j: j.row("element", (1,)), "not 'element'"),
        (lambda j: j.exists(ElementRecord.name, (1,)), "not ElementRecord.name"),
    ],
    ids=[
        "a table by name",
        "columns by name",
        "another table's column",
        "a stamp by name",
        "a deletion by name",
        "a search by another table's column",
        "a read by name",
        "a column for a table",
    ],
)
def test_a_write_naming_a_table_or_column_otherwise_is_refused_and_writes_nothing(
    database: Database, write: Any, message: str
) -> None:
    with database.transaction() as session:
        (gate,) = Journal(session).insert(
            ElementRecord,
            {ElementRecord.name: "Gate", ElementRecord.scale: 2, ElementRecord.notes: ""},
        )
    with database.transaction() as session:
        journal = Journal(session)
        with pytest.raises(TypeError) as refused:
            write(journal)
        assert len(journal.ops) == 0
    assert message in str(refused.value)
    assert _elements(database) == [(gate, "Gate", 2)]


def test_the_reading_journal_takes_the_same_objects_and_refuses_the_same(
    database: Database,
) -> None:
    with database.transaction() as session:
        Journal(session).insert(
            ElementRecord,
            {ElementRecord.name: "Gate", ElementRecord.scale: 2, ElementRecord.notes: ""},
        )
    with database.reading() as connection:
        rows = RowReader(connection)
        assert [row["name"] for row in rows.find(ElementRecord, {ElementRecord.scale: 2})] == [
            "Gate"
        ]
        untyped: Any = rows  # as code the type checker does not see would call it
        with pytest.raises(TypeError, match="not 'element'"):
            untyped.find("element")
        with pytest.raises(TypeError, match=r"TraitRecord\.name"):
            rows.find(ElementRecord, {TraitRecord.name: "Gate"})


def test_a_documents_fields_become_columns_in_one_checked_place() -> None:
    assert columns_named(ElementRecord, {"name": "Gate", "scale": 2}) == {
        ElementRecord.name: "Gate",
        ElementRecord.scale: 2,
    }
    with pytest.raises(TypeError, match="element has no column 'colour'"):
        columns_named(ElementRecord, {"name": "Gate", "colour": "red"})
    with pytest.raises(TypeError, match="element has no column 'metadata'"):
        columns_named(ElementRecord, {"metadata": {}})  # a class attribute, not a column


def test_the_services_tables_are_the_schemas_loaded_on_the_first_use() -> None:
    assert tables.TraitRecord is TraitRecord
    script = textwrap.dedent(
        """
        import sys
        from starshine_desktop.storage import tables
        before = sorted(m for m in sys.modules if m.startswith("sqlalchemy"))
        column = tables.TraitRecord.created_by_persona_id
        print(before, column.key, "sqlalchemy" in sys.modules)
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert result.stdout.split() == ["[]", "created_by_persona_id", "True"]


WRONG = """
from starshine_desktop.services.starshine.records import ElementFields, RecordService
from starshine_desktop.storage.journal import Journal
from starshine_desktop.storage.schema import ElementRecord
from starshine_desktop.ui.models.table_model import text_column


def writes(journal: Journal, records: RecordService) -> None:
    journal.insert("element", {ElementRecord.name: "Gate"})
    journal.update(ElementRecord, (1,), {"scale": 3})
    journal.update(ElementRecord, (1,), {ElementRecord.colour: "red"})
    records.set_field(ElementFields.COLOUR, 1, "red")
    records.set_field("name", 1, "Gate")
    text_column("Element", "name", lambda row: row.name)
"""


def test_the_type_checker_refuses_a_table_column_or_field_named_by_anything_else(
    tmp_path: Path,
) -> None:
    from mypy import api

    checked = tmp_path / "wrong_writes.py"
    checked.write_text(WRONG)
    out, _err, status = api.run(
        [
            "--strict",
            "--no-error-summary",
            "--cache-dir",
            str(ROOT / ".mypy_cache"),
            "--config-file",
            str(ROOT / "pyproject.toml"),
            str(checked),
        ]
    )
    assert status == 1
    errors = [line.split(": error: ")[1] for line in out.splitlines() if ": error: " in line]
    assert [line.split("  [")[0] for line in errors] == [
        'Argument 1 to "insert" of "Journal" has incompatible type "str"; expected "type[Base]"',
        'Dict entry 0 has incompatible type "str": "int"; expected '
        '"InstrumentedAttribute[Any]": "object"',
        '"type[ElementRecord]" has no attribute "colour"',
        '"type[ElementFields]" has no attribute "COLOUR"',
        'Argument 1 to "set_field" of "RecordService" has incompatible type "str"; '
        'expected "RecordField[Any]"',
        'Argument 2 to "text_column" has incompatible type "str"; '
        'expected "RecordField[Any] | None"',
    ]
