"""Ironsworn: write progress tracks, Ironsworn sheets and oracle history through the journal."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy.orm import InstrumentedAttribute

from starshine_desktop.rules.ironsworn import LegacyKind, Meter, Stat
from starshine_desktop.storage.ironsworn.tracks_reads import SheetRow, TrackValues, format_impacts
from starshine_desktop.storage.journal import Journal, Values
from starshine_desktop.storage.schema import IronswornSheetRecord as Sheet
from starshine_desktop.storage.schema import OracleRollRecord as OracleRoll
from starshine_desktop.storage.schema import ProgressTrackRecord as Track

#: The sheet's column of each stat and meter, and of each legacy track's ticks and completions.
STATS: dict[Stat, InstrumentedAttribute[int]] = {stat: getattr(Sheet, stat.value) for stat in Stat}
METERS: dict[Meter, InstrumentedAttribute[int]] = {
    meter: getattr(Sheet, meter.value) for meter in Meter
}
LEGACY_TICKS: dict[LegacyKind, InstrumentedAttribute[int]] = {
    kind: getattr(Sheet, f"{kind.value}_ticks") for kind in LegacyKind
}
LEGACY_COMPLETED: dict[LegacyKind, InstrumentedAttribute[int]] = {
    kind: getattr(Sheet, f"{kind.value}_completed") for kind in LegacyKind
}


def _stored(moment: datetime) -> datetime:
    """Return ``moment`` as the naive UTC time the tables keep."""
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.replace(tzinfo=None)


def _track_columns(values: TrackValues) -> Values:
    return {
        Track.name: values.name,
        Track.kind: values.kind.value,
        Track.rank: values.rank.value,
        Track.ticks: values.ticks,
        Track.clock: values.clock,
        Track.persona_id: values.persona_id,
    }


def insert_track(journal: Journal, values: TrackValues, *, now: datetime) -> int:
    """Insert a progress track and return its id."""
    stamps = {Track.created_at: _stored(now), Track.updated_at: _stored(now)}
    return journal.insert(Track, {**_track_columns(values), **stamps})[0]


def update_track(journal: Journal, track_id: int, values: TrackValues, *, now: datetime) -> bool:
    """Store every entered value of one track, stamping ``updated_at`` if any differed."""
    stamp = {Track.updated_at: _stored(now)}
    return journal.update(Track, (track_id,), _track_columns(values), stamp=stamp)


def delete_track(journal: Journal, track_id: int) -> None:
    """Delete one track or raise ``RecordNotFoundError``."""
    journal.delete(Track, (track_id,))


def _sheet_columns(sheet: SheetRow) -> Values:
    character, legacy = sheet.character, sheet.legacy
    return {
        **{STATS[stat]: character.stat(stat) for stat in Stat},
        **{METERS[meter]: character.meter(meter) for meter in Meter},
        Sheet.momentum: character.momentum,
        Sheet.impacts: format_impacts(character.impacts),
        **{LEGACY_TICKS[kind]: legacy.track(kind).ticks for kind in LegacyKind},
        **{LEGACY_COMPLETED[kind]: int(legacy.track(kind).completed) for kind in LegacyKind},
        Sheet.experience_earned: legacy.experience_earned,
        Sheet.experience_spent: legacy.experience_spent,
    }


def write_sheet(journal: Journal, sheet: SheetRow, *, now: datetime) -> bool:
    """Store a Persona's whole Ironsworn sheet (inserting it the first time).

    ``sheet.stored`` says whether the row is there already (as read in the same
    transaction). Returns False if a stored sheet did not differ.
    """
    columns = _sheet_columns(sheet)
    stamp = {Sheet.updated_at: _stored(now)}
    if sheet.stored:
        return journal.update(Sheet, (sheet.persona_id,), columns, stamp=stamp)
    journal.insert(Sheet, {Sheet.persona_id: sheet.persona_id, **columns, **stamp})
    return True


def insert_oracle_roll(
    journal: Journal, table_name: str, roll: int, result: str, *, rolled_at: datetime
) -> int:
    """Add a result to the oracle history and return its id."""
    columns = {
        OracleRoll.table_name: table_name,
        OracleRoll.roll: roll,
        OracleRoll.result: result,
        OracleRoll.rolled_at: _stored(rolled_at),
    }
    return journal.insert(OracleRoll, columns)[0]
