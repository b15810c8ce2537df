"""The status flags on the printed Persona sheet: ticked boxes, and empty ones to pencil in."""

from __future__ import annotations

import html
import re
from pathlib import Path

from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.printing.gather import persona_values
from starshine_desktop.services.printing.model import PersonaPrint
from starshine_desktop.services.printing.persona_sheet import pencil_sheet, persona_sheet
from starshine_desktop.storage.rows import PersonaFlag, PersonaValues

EMPTY, TICKED = "[box]", "[box-ticked]"
"""How ``_plain`` shows a drawn tick box, empty or ticked."""


def _plain(markup: str) -> str:
    boxes = re.sub(r"<img src='mark:([^']+)'[^>]*>", r" [\1] ", markup)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", boxes)).split())


def test_the_sheet_ticks_the_flags_the_persona_has() -> None:
    shown = _plain(persona_sheet(PersonaPrint("Ada", risked_death=True, dead=True), "C").html)
    assert f"{EMPTY} Has risked Corruption (once, ever)" in shown
    assert f"{TICKED} Has risked Death (once, ever)" in shown
    assert f"{TICKED} Dead" in shown


def test_the_pencil_sheet_has_three_empty_boxes() -> None:
    shown = _plain(pencil_sheet().html)
    assert "Status" in shown
    for label in ("Has risked Corruption", "Has risked Death", "Dead"):
        assert f"{EMPTY} {label}" in shown
    assert TICKED not in shown
    assert "☐" not in shown and "☒" not in shown  # boxes are drawn, never a glyph


def test_the_flags_come_from_the_campaign(tmp_path: Path) -> None:
    campaign = create_campaign(tmp_path / "c.starshine")
    try:
        changes = campaign.personae.add_persona(PersonaValues("Ada")).changes
        [ada] = changes.added_ids(RecordKind.PERSONA)
        campaign.personae.set_flag(ada, PersonaFlag.RISKED_CORRUPTION, True)
        printed = persona_values(campaign, campaign.personae.get_persona(ada))
    finally:
        campaign.close()
    assert (printed.risked_corruption, printed.risked_death, printed.dead) == (True, False, False)
