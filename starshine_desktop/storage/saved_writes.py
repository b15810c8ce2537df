"""Common: write the records kept as a name and a JSON state (Cortex challenge pools,
statement scenes) through the journal."""

from __future__ import annotations

from datetime import datetime

from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.journal import Journal, Values
from starshine_desktop.storage.rows import stored_time
from starshine_desktop.storage.saved_reads import SavedKind
from starshine_desktop.storage.schema import CortexChallengeRecord, StatementSceneRecord

#: The table each kind is kept in (the two have the same columns).
_TABLES: dict[SavedKind, type[CortexChallengeRecord | StatementSceneRecord]] = {
    SavedKind.CHALLENGE: CortexChallengeRecord,
    SavedKind.SCENE: StatementSceneRecord,
}


def insert_saved(journal: Journal, kind: SavedKind, name: str, state: str, *, now: datetime) -> int:
    """Insert a challenge pool or scene and return its id."""
    table = _TABLES[kind]
    values: Values = {
        table.name: name,
        table.state: state,
        table.created_at: stored_time(now),
        table.updated_at: stored_time(now),
    }
    return journal.insert(table, values)[0]


def update_saved(
    journal: Journal,
    kind: SavedKind,
    record_id: int,
    *,
    now: datetime,
    name: str | None = None,
    state: str | None = None,
) -> bool:
    """Change a saved record's name and/or state, stamping ``updated_at`` if either differed."""
    table = _TABLES[kind]
    columns: Values = {
        column: value
        for column, value in ((table.name, name), (table.state, state))
        if value is not None
    }
    try:
        return journal.update(
            table, (record_id,), columns, stamp={table.updated_at: stored_time(now)}
        )
    except RecordNotFoundError:
        raise RecordNotFoundError(kind.label, record_id) from None


def delete_saved(journal: Journal, kind: SavedKind, record_id: int) -> None:
    """Delete one saved record or raise ``RecordNotFoundError``."""
    try:
        journal.delete(_TABLES[kind], (record_id,))
    except RecordNotFoundError:
        raise RecordNotFoundError(kind.label, record_id) from None
