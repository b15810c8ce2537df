"""Cortex: write a Persona's Cortex sheet through the journal."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from starshine_desktop.storage.cortex.sheet_reads import CortexSheetRow
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.journal import Journal
from starshine_desktop.storage.rows import stored_time

SHEET = "cortex_sheet"


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
    stamp = {"updated_at": stored_time(now)}
    try:
        return journal.update(SHEET, (sheet.persona_id,), columns, stamp=stamp)
    except RecordNotFoundError:  # the first write of this Persona's sheet
        journal.insert(SHEET, {"persona_id": sheet.persona_id, **columns, **stamp})
        return True
