"""Ironsworn: write progress tracks, Ironsworn sheets and oracle history through the journal."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from starshine_desktop.rules.ironsworn import LegacyKind, Meter, Stat
from starshine_desktop.storage.ironsworn.tracks_reads import SheetRow, TrackValues, format_impacts
from starshine_desktop.storage.journal import Journal

TRACKS = "progress_track"
SHEETS = "ironsworn_sheet"
ORACLE = "oracle_roll"


def _stored(moment: datetime) -> datetime:
    """Return ``moment`` as the naive UTC time the tables keep."""
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.replace(tzinfo=None)


def _track_columns(values: TrackValues) -> dict[str, Any]:
    return {
        "name": values.name,
        "kind": values.kind.value,
        "rank": values.rank.value,
        "ticks": values.ticks,
        "clock": values.clock,
        "persona_id": values.persona_id,
    }


def insert_track(journal: Journal, values: TrackValues, *, now: datetime) -> int:
    """Insert a progress track and return its id."""
    columns = _track_columns(values)
    columns["created_at"] = _stored(now)
    columns["updated_at"] = _stored(now)
    return journal.insert(TRACKS, columns)[0]


def update_track(journal: Journal, track_id: int, values: TrackValues, *, now: datetime) -> bool:
    """Store every entered value of one track, stamping ``updated_at`` if any differed."""
    stamp = {"updated_at": _stored(now)}
    return journal.update(TRACKS, (track_id,), _track_columns(values), stamp=stamp)


def delete_track(journal: Journal, track_id: int) -> None:
    """Delete one track or raise ``RecordNotFoundError``."""
    journal.delete(TRACKS, (track_id,))


def _sheet_columns(sheet: SheetRow) -> dict[str, Any]:
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
    return columns


def write_sheet(journal: Journal, sheet: SheetRow, *, now: datetime) -> bool:
    """Store a Persona's whole Ironsworn sheet (inserting it the first time).

    ``sheet.stored`` says whether the row is there already (as read in the same
    transaction). Returns False if a stored sheet did not differ.
    """
    columns = _sheet_columns(sheet)
    stamp = {"updated_at": _stored(now)}
    if sheet.stored:
        return journal.update(SHEETS, (sheet.persona_id,), columns, stamp=stamp)
    journal.insert(SHEETS, {"persona_id": sheet.persona_id, **columns, **stamp})
    return True


def insert_oracle_roll(
    journal: Journal, table_name: str, roll: int, result: str, *, rolled_at: datetime
) -> int:
    """Add a result to the oracle history and return its id."""
    columns = {
        "table_name": table_name,
        "roll": roll,
        "result": result,
        "rolled_at": _stored(rolled_at),
    }
    return journal.insert(ORACLE, columns)[0]
