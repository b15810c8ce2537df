"""Write progress tracks, Ironsworn sheets and oracle history inside a unit of work."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import delete, insert, update
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session

from starshine_desktop.rules.ironsworn import LegacyKind, Meter, Stat
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.schema import (
    Base,
    IronswornSheetRecord,
    OracleRollRecord,
    ProgressTrackRecord,
)
from starshine_desktop.storage.tracks_reads import SheetRow, TrackValues, format_impacts


def _stored(moment: datetime) -> datetime:
    """Return ``moment`` as the naive UTC time the tables keep."""
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.replace(tzinfo=None)


_TRACKS = Base.metadata.tables[ProgressTrackRecord.__tablename__]
_SHEETS = Base.metadata.tables[IronswornSheetRecord.__tablename__]
_ORACLE = Base.metadata.tables[OracleRollRecord.__tablename__]


def _track_columns(values: TrackValues) -> dict[str, Any]:
    return {
        "name": values.name,
        "kind": values.kind.value,
        "rank": values.rank.value,
        "ticks": values.ticks,
        "clock": values.clock,
        "persona_id": values.persona_id,
    }


def insert_track(
    session: Session,
    values: TrackValues,
    *,
    now: datetime,
    track_id: int | None = None,
    created_at: datetime | None = None,
) -> int:
    """Insert a progress track (with a given id when restoring one) and return its id."""
    columns = _track_columns(values)
    columns["created_at"] = _stored(created_at or now)
    columns["updated_at"] = _stored(now)
    if track_id is not None:
        columns["id"] = track_id
    new_id = session.execute(insert(_TRACKS).values(columns).returning(_TRACKS.c.id)).scalar_one()
    return int(new_id)


def update_track(session: Session, track_id: int, values: TrackValues, *, now: datetime) -> None:
    """Replace every entered value of one track and stamp ``updated_at``."""
    columns = _track_columns(values)
    columns["updated_at"] = _stored(now)
    result = session.execute(update(_TRACKS).where(_TRACKS.c.id == track_id).values(columns))
    if result.rowcount != 1:  # type: ignore[attr-defined]
        raise RecordNotFoundError("progress track", track_id)


def delete_track(session: Session, track_id: int) -> None:
    """Delete one track or raise ``RecordNotFoundError``."""
    result = session.execute(delete(_TRACKS).where(_TRACKS.c.id == track_id))
    if result.rowcount != 1:  # type: ignore[attr-defined]
        raise RecordNotFoundError("progress track", track_id)


def write_sheet(session: Session, sheet: SheetRow, *, now: datetime) -> None:
    """Store a Persona's whole Ironsworn sheet (inserting it the first time)."""
    character, legacy = sheet.character, sheet.legacy
    columns: dict[str, Any] = {stat.value: character.stat(stat) for stat in Stat}
    columns.update({meter.value: character.meter(meter) for meter in Meter})
    columns["momentum"] = character.momentum
    columns["impacts"] = format_impacts(character.impacts)
    for kind in LegacyKind:
        track = legacy.track(kind)
        columns[f"{kind.value}_ticks"] = track.ticks
        columns[f"{kind.value}_completed"] = int(track.completed)
    columns["experience_earned"] = legacy.experience_earned
    columns["experience_spent"] = legacy.experience_spent
    columns["updated_at"] = _stored(now)
    statement = sqlite_insert(_SHEETS).values(persona_id=sheet.persona_id, **columns)
    session.execute(statement.on_conflict_do_update(index_elements=["persona_id"], set_=columns))


def insert_oracle_roll(
    session: Session,
    table_name: str,
    roll: int,
    result: str,
    *,
    rolled_at: datetime,
    roll_id: int | None = None,
) -> int:
    """Add a result to the oracle history (with a given id when restoring one)."""
    columns: dict[str, Any] = {
        "table_name": table_name,
        "roll": roll,
        "result": result,
        "rolled_at": _stored(rolled_at),
    }
    if roll_id is not None:
        columns["id"] = roll_id
    new_id = session.execute(insert(_ORACLE).values(columns).returning(_ORACLE.c.id)).scalar_one()
    return int(new_id)


def delete_oracle_roll(session: Session, roll_id: int) -> None:
    """Remove one result from the oracle history."""
    result = session.execute(delete(_ORACLE).where(_ORACLE.c.id == roll_id))
    if result.rowcount != 1:  # type: ignore[attr-defined]
        raise RecordNotFoundError("oracle result", roll_id)
