"""Test set-up: give a Persona a whole Cortex sheet at once, written through the journal.

The app changes a sheet one step at a time (a stress die, a plot point, a test); tests
that start from a given sheet write it in one edit here instead.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TypedDict

from starshine_desktop.services import edits
from starshine_desktop.services.campaign import Campaign
from starshine_desktop.storage.cortex.sheet_reads import CortexSheetRow


class StressDice(TypedDict, total=False):
    """Stress dice by type, as the sides of each die (``physical=8``)."""

    physical: int
    mental: int
    social: int


def store_sheet(campaign: Campaign, sheet: CortexSheetRow) -> edits.Edit:
    """Write ``sheet`` as its Persona's Cortex sheet and return the edit."""
    from starshine_desktop.storage.cortex import sheet_writes

    campaign.personae.get_persona(sheet.persona_id)  # the Persona is there
    return edits.run(
        campaign._store,
        lambda journal: sheet_writes.save_sheet(journal, sheet, now=datetime.now(UTC)),
    )
