"""Write Cortex sheets, challenge pools and statement scenes inside a unit of work's session."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import delete, insert, update
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session

from starshine_desktop.storage.dice_reads import CortexSheetRow, SavedKind
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.schema import (
    Base,
    CortexChallengeRecord,
    CortexSheetRecord,
    StatementSceneRecord,
)

_SHEET = Base.metadata.tables[CortexSheetRecord.__tablename__]
_TABLES = {
    SavedKind.CHALLENGE: Base.metadata.tables[CortexChallengeRecord.__tablename__],
    SavedKind.SCENE: Base.metadata.tables[StatementSceneRecord.__tablename__],
}


def _stored(moment: datetime) -> datetime:
    """Return ``moment`` as the naive UTC time the tables keep."""
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.replace(tzinfo=None)


def save_sheet(session: Session, sheet: CortexSheetRow, *, now: datetime) -> None:
    """Insert or replace a Persona's Cortex sheet."""
    columns: dict[str, Any] = {
        "persona_id": sheet.persona_id,
        "plot_points": sheet.plot_points,
        "stress_physical": sheet.physical,
        "stress_mental": sheet.mental,
        "stress_social": sheet.social,
        "stressed_out": sheet.stressed_out,
        "awaiting_time": ",".join(sheet.awaiting_time),
        "updated_at": _stored(now),
    }
    statement = sqlite_insert(_SHEET).values(columns)
    session.execute(
        statement.on_conflict_do_update(
            index_elements=[_SHEET.c.persona_id],
            set_={key: value for key, value in columns.items() if key != "persona_id"},
        )
    )


def insert_saved(
    session: Session,
    kind: SavedKind,
    name: str,
    state: str,
    *,
    now: datetime,
    record_id: int | None = None,
    created_at: datetime | None = None,
) -> int:
    """Insert a challenge pool or scene (with a given id when restoring one); return its id."""
    table = _TABLES[kind]
    columns: dict[str, Any] = {
        "name": name,
        "state": state,
        "created_at": _stored(created_at or now),
        "updated_at": _stored(now),
    }
    if record_id is not None:
        columns["id"] = record_id
    new_id = session.execute(insert(table).values(columns).returning(table.c.id)).scalar_one()
    return int(new_id)


def update_saved(
    session: Session,
    kind: SavedKind,
    record_id: int,
    *,
    now: datetime,
    name: str | None = None,
    state: str | None = None,
) -> None:
    """Change a saved record's name and/or state and stamp ``updated_at``."""
    table = _TABLES[kind]
    columns: dict[str, Any] = {"updated_at": _stored(now)}
    if name is not None:
        columns["name"] = name
    if state is not None:
        columns["state"] = state
    result = session.execute(update(table).where(table.c.id == record_id).values(columns))
    if result.rowcount != 1:  # type: ignore[attr-defined]
        raise RecordNotFoundError(kind.label, record_id)


def delete_saved(session: Session, kind: SavedKind, record_id: int) -> None:
    """Delete one saved record or raise ``RecordNotFoundError``."""
    table = _TABLES[kind]
    result = session.execute(delete(table).where(table.c.id == record_id))
    if result.rowcount != 1:  # type: ignore[attr-defined]
        raise RecordNotFoundError(kind.label, record_id)
