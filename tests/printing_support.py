"""A small campaign with every kind of record, shared by the printing tests (no tests here)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from starshine_desktop.rules.starshine.episodes import ItemKind
from starshine_desktop.rules.starshine.scores import DEFAULT_SCORES, Score
from starshine_desktop.rules.starshine.steps import parse_step
from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.edits import Edit
from starshine_desktop.storage.rows import PersonaValues


def _new_id(result: Edit | Changes, kind: RecordKind) -> int:
    changes = result.changes if isinstance(result, Edit) else result
    return changes.added_ids(kind)[0]


@dataclass
class BuiltCampaign:
    """The campaign file and every value written into it (to look for in print)."""

    path: Path
    values: list[str] = field(default_factory=list)


def build_campaign(path: Path) -> BuiltCampaign:
    """Create a campaign: two Personae, three players, one Element, two Episodes and a
    Challenge played under ruling R3 ``one_to_six``."""
    built = BuiltCampaign(path)
    campaign = create_campaign(path)
    try:
        scores = {**DEFAULT_SCORES, Score.BASE: 3, Score.THREAT: -2, Score.FORTUNE: 7}
        ada = _new_id(
            campaign.personae.add_persona(
                PersonaValues("Ada Quell", "", 2, "Carries her mother's compass.", scores)
            ).changes,
            RecordKind.PERSONA,
        )
        bo = _new_id(
            campaign.personae.add_persona(
                PersonaValues("Bo Marten", "", 1, "", DEFAULT_SCORES)
            ).changes,
            RecordKind.PERSONA,
        )
        records = campaign.records
        rosa = _new_id(records.add_actor("Rosa Lind"), RecordKind.ACTOR)
        sam = _new_id(records.add_actor("Sam Okafor"), RecordKind.ACTOR)
        dee = _new_id(records.add_actor("Dee Varga", is_director=True), RecordKind.ACTOR)
        records.set_persona_actor(ada, rosa)
        records.set_persona_actor(bo, sam)
        bold = _new_id(records.add_characteristic(ada, "Bold", 4), RecordKind.CHARACTERISTIC)
        kind = _new_id(records.add_characteristic(ada, "Kindly", 3), RecordKind.CHARACTERISTIC)
        first = _new_id(records.add_expression(bold, "Speaks first"), RecordKind.EXPRESSION)
        records.add_expression(bold, "Never backs down")
        records.add_expression(kind, "Shares her bread")
        records.add_modifier(ada, "knack", "Quick hands", "stunt", 1)
        records.add_modifier(ada, "signature_item", "Mother's compass", "guard", 2)
        harbour = _new_id(
            records.add_element("The Harbour", 3, "Run by the Guild"), RecordKind.ELEMENT
        )
        records.add_trait("Patrolled", 5, on=f"element:{harbour}", negative=True)
        records.add_trait("Wounded pride", 2, on=f"persona:{ada}", negative=True)
        records.add_trait("Dug in", 3, on=f"persona:{ada}", created_by=f"persona:{ada}")
        investment = _new_id(
            records.make_investment(ada, harbour, kind, "free of the Guild", 2),
            RecordKind.INVESTMENT,
        )
        records.start_strategy(ada, "Bribe the harbourmaster", investment)
        records.start_strategy(bo, "Find the smuggler's ledger", None)
        records.add_advance(ada, "earned", "Resolved an Investment", date(2026, 10, 3))
        drowned = _new_id(
            campaign.episodes.create_episode(
                "The Drowned Bell", date(2026, 11, 1), [rosa, sam, dee]
            ),
            RecordKind.EPISODE,
        )
        campaign.episodes.set_check(drowned, sam, ItemKind.EXPRESSION, first, True)
        campaign.episodes.set_check(drowned, dee, ItemKind.EXPRESSION, first, True)
        campaign.episodes.close_episode(drowned)
        campaign.episodes.create_episode("Salt and Iron", date(2026, 11, 15), [rosa, sam, dee])
        challenge = _new_id(
            campaign.challenges.start_challenge(
                "Night at the Docks", [ada, bo], {"R3": "one_to_six"}, [harbour]
            ).changes,
            RecordKind.CHALLENGE,
        )
        play = campaign.challenges.play(challenge)
        for step in ({"do": "clock"}, {"do": "threats"}, {"do": "end"}):
            play.apply(parse_step(step))
    finally:
        campaign.close()
    built.values = [
        "Ada Quell",
        "Bo Marten",
        "Rosa Lind",
        "Sam Okafor",
        "Dee Varga",
        "compass",
        "Bold",
        "Kindly",
        "Speaks first",
        "Never backs down",
        "Shares her bread",
        "Quick hands",
        "The Harbour",
        "Patrolled",
        "Wounded pride",
        "Dug in",
        "free of the Guild",
        "Bribe the harbourmaster",
        "smuggler",
        "Resolved an Investment",
        "Drowned Bell",
        "Salt and Iron",
        "Night at the Docks",
    ]
    return built
