"""Cortex: write a Persona's Cortex sheet through the journal."""

from __future__ import annotations

from datetime import datetime

from starshine_desktop.storage.cortex.sheet_reads import CortexSheetRow
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.journal import Journal, Values
from starshine_desktop.storage.rows import stored_time
from starshine_desktop.storage.schema import CortexSheetRecord as Sheet


def save_sheet(journal: Journal, sheet: CortexSheetRow, *, now: datetime) -> bool:
    """Write a Persona's Cortex sheet (inserted the first time); return False if unchanged.

    ``updated_at`` is stamped only when a value differed.
    """
    columns: Values = {
        Sheet.plot_points: sheet.plot_points,
        Sheet.stress_physical: sheet.physical,
        Sheet.stress_mental: sheet.mental,
        Sheet.stress_social: sheet.social,
        Sheet.stressed_out: sheet.stressed_out,
        Sheet.awaiting_time: ",".join(sheet.awaiting_time),
    }
    stamp: Values = {Sheet.updated_at: stored_time(now)}
    try:
        return journal.update(Sheet, (sheet.persona_id,), columns, stamp=stamp)
    except RecordNotFoundError:  # the first write of this Persona's sheet
        journal.insert(Sheet, {Sheet.persona_id: sheet.persona_id, **columns, **stamp})
        return True
