"""Common: write the records kept as a name and a JSON state (Cortex challenge pools,
statement scenes) through the journal."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.journal import Journal
from starshine_desktop.storage.rows import stored_time
from starshine_desktop.storage.saved_reads import SavedKind


def insert_saved(journal: Journal, kind: SavedKind, name: str, state: str, *, now: datetime) -> int:
    """Insert a challenge pool or scene and return its id."""
    values = {
        "name": name,
        "state": state,
        "created_at": stored_time(now),
        "updated_at": stored_time(now),
    }
    return journal.insert(kind.value, values)[0]


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
    columns: dict[str, Any] = {}
    if name is not None:
        columns["name"] = name
    if state is not None:
        columns["state"] = state
    try:
        return journal.update(
            kind.value, (record_id,), columns, stamp={"updated_at": stored_time(now)}
        )
    except RecordNotFoundError:
        raise RecordNotFoundError(kind.label, record_id) from None


def delete_saved(journal: Journal, kind: SavedKind, record_id: int) -> None:
    """Delete one saved record or raise ``RecordNotFoundError``."""
    try:
        journal.delete(kind.value, (record_id,))
    except RecordNotFoundError:
        raise RecordNotFoundError(kind.label, record_id) from None
