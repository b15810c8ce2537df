"""Write Cortex sheets, challenge pools and statement scenes through the journal."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from starshine_desktop.storage.dice_reads import CortexSheetRow, SavedKind
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.journal import Journal

SHEET = "cortex_sheet"


def _stored(moment: datetime) -> datetime:
    """Return ``moment`` as the naive UTC time the tables keep."""
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.replace(tzinfo=None)


def save_sheet(journal: Journal, sheet: CortexSheetRow, *, now: datetime) -> bool:
    """Write a Persona's Cortex sheet (inserted the first time); return False if unchanged.

    ``updated_at`` is stamped only when a value differed.
    """
    columns: dict[str, Any] = {
        "plot_points": sheet.plot_points,
        "stress_physical": sheet.physical,
        "stress_mental": sheet.mental,
        "stress_social": sheet.social,
        "stressed_out": sheet.stressed_out,
        "awaiting_time": ",".join(sheet.awaiting_time),
    }
    stamp = {"updated_at": _stored(now)}
    try:
        return journal.update(SHEET, (sheet.persona_id,), columns, stamp=stamp)
    except RecordNotFoundError:  # the first write of this Persona's sheet
        journal.insert(SHEET, {"persona_id": sheet.persona_id, **columns, **stamp})
        return True


def insert_saved(journal: Journal, kind: SavedKind, name: str, state: str, *, now: datetime) -> int:
    """Insert a challenge pool or scene and return its id."""
    values = {
        "name": name,
        "state": state,
        "created_at": _stored(now),
        "updated_at": _stored(now),
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
        return journal.update(kind.value, (record_id,), columns, stamp={"updated_at": _stored(now)})
    except RecordNotFoundError:
        raise RecordNotFoundError(kind.label, record_id) from None


def delete_saved(journal: Journal, kind: SavedKind, record_id: int) -> None:
    """Delete one saved record or raise ``RecordNotFoundError``."""
    try:
        journal.delete(kind.value, (record_id,))
    except RecordNotFoundError:
        raise RecordNotFoundError(kind.label, record_id) from None
