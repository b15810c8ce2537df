"""Statement scenes through the public service (`StatementScenes`)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from starshine_desktop.rules.cortex import (
    DicePool,
    Die,
    RollResult,
    StressType,
    best_result,
    roll_from_faces,
)
from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.statements import FactorKind, FactorRef, OpposingFactor, Statement
from starshine_desktop.rules.statements.steps import StateStep
from starshine_desktop.services.campaign import Campaign, create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.statements.scenes import (
    PlayerEntry,
    format_factors,
    parse_factors,
)
from starshine_desktop.storage.rows import PersonaValues

PHYSICAL, MENTAL = StressType.PHYSICAL, StressType.MENTAL


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Campaign]:
    opened = create_campaign(tmp_path / "table.starshine")
    yield opened
    opened.close()


def _persona(campaign: Campaign, name: str) -> int:
    [new_id] = campaign.personae.add_persona(PersonaValues(name)).changes.added_ids(
        RecordKind.PERSONA
    )
    return new_id


def _result(pool: str, faces: list[int]) -> RollResult:
    dice = DicePool(tuple(Die.parse(part) for part in pool.split(",")))
    return best_result(roll_from_faces(dice, faces))


def test_factors_are_read_and_written_back() -> None:
    assert parse_factors("Traits", "Brave 3,  Quick  Wits 2, ") == {"Brave": 3, "Quick Wits": 2}
    assert format_factors({"Brave": 3, "Quick Wits": 2}) == "Brave 3, Quick Wits 2"
    with pytest.raises(ValidationError, match="a name and a degree"):
        parse_factors("Traits", "Brave")
    with pytest.raises(ValidationError, match="twice"):
        parse_factors("Traits", "Brave 1, Brave 2")


def _two_player_scene(campaign: Campaign) -> int:
    [sid] = campaign.statement_scenes.create_scene("Harbour").changes.added_ids(
        RecordKind.STATEMENT_SCENE
    )
    campaign.statement_scenes.add_player(
        sid, PlayerEntry("Ada", {"Brave": 3}, {"Acuity": 2}, {"Ship": 2}, luck=4)
    )
    campaign.statement_scenes.add_player(
        sid, PlayerEntry("Bo", {"Sly": 2}, {"Grace": 3}, {}, luck=9)
    )
    return sid


def test_a_scene_is_stated_rolled_resolved_and_finished(campaign: Campaign) -> None:
    sid = _two_player_scene(campaign)
    brave = FactorRef(FactorKind.TRAIT, "Brave")
    campaign.statement_scenes.state_statement(
        sid, StateStep("Ada", "The gate opens", (brave,), luck_bid=2)
    )
    campaign.statement_scenes.state_statement(
        sid,
        StateStep(
            "Bo",
            "The guard sleeps",
            (FactorRef(FactorKind.ATTRIBUTE, "Grace"),),
            (OpposingFactor("Alert guard", 2),),
        ),
    )
    campaign.statement_scenes.state_statement(sid, StateStep("Ada", "We slip in", (brave,)))
    with pytest.raises(RuleError, match="already supports 2"):
        campaign.statement_scenes.state_statement(sid, StateStep("Ada", "Third", (brave,)))
    campaign.statement_scenes.link_statements(sid, ("Bo", 1), ("Ada", 2), 1)
    view = campaign.statement_scenes.scene(sid)
    assert view.scene is not None
    assert view.scene.statement(("Ada", 1)).odds()[3] == pytest.approx(1.0)  # O = 0
    campaign.statement_scenes.roll_statement(sid, ("Ada", 1), faces=[1, 2, 5])
    campaign.statement_scenes.roll_statement(sid, ("Bo", 1), faces=[1, 5, 2])
    with pytest.raises(RuleError, match="shows 1 to 3"):
        campaign.statement_scenes.roll_statement(sid, ("Ada", 2), faces=[1, 4, 2])
    with pytest.raises(RuleError, match="roll every Statement first"):
        campaign.statement_scenes.resolve_scene(sid, lambda _s, _t: True)
    campaign.statement_scenes.roll_statement(sid, ("Ada", 2), rng=random.Random(3))
    asked: list[str] = []

    def ask(statement: Statement, already_true: list[Statement]) -> bool:
        asked.append(statement.text)
        return True

    campaign.statement_scenes.resolve_scene(sid, ask)
    view = campaign.statement_scenes.scene(sid)
    assert [s.text for s in view.resolution][:2] == ["The gate opens", "The guard sleeps"]
    assert asked[0] == "The guard sleeps"  # the first to come true needs no question
    assert view.scene is not None and view.scene.character("Ada").luck == 2  # bid paid
    campaign.statement_scenes.revise(sid, "Bo", 200, accepted=True)
    with pytest.raises(RuleError, match="150 to 450 words, not 500"):
        campaign.statement_scenes.revise(sid, "Bo", 500, accepted=True)
    campaign.statement_scenes.inconvenience(sid, "Bo", "Sly")
    with pytest.raises(RuleError, match="already earned Luck from Sly"):
        campaign.statement_scenes.inconvenience(sid, "Bo", "Sly")
    campaign.statement_scenes.finish_scene(sid)
    view = campaign.statement_scenes.scene(sid)
    assert view.finished and view.summaries["Bo"].luck_after == 10
    assert view.summaries["Bo"].luck_lost_to_cap == 2
    players = campaign.statement_scenes.players_after(sid)
    assert [(p.name, p.luck) for p in players] == [("Ada", 2), ("Bo", 10)]
    with pytest.raises(RuleError, match="players join before"):
        campaign.statement_scenes.add_player(sid, PlayerEntry("Cy", {}, {}, {}, luck=1))


def test_undo_takes_back_a_scene_step_and_a_deleted_scene(campaign: Campaign) -> None:
    sid = _two_player_scene(campaign)
    before = campaign.statement_scenes.stored_state(sid)
    stated = campaign.statement_scenes.state_statement(sid, StateStep("Bo", "Rain", luck_bid=1))
    view = campaign.statement_scenes.scene(sid)
    assert view.scene is not None and len(view.scene.statements) == 1
    campaign.undo(stated)
    assert campaign.statement_scenes.stored_state(sid) == before
    view = campaign.statement_scenes.scene(sid)
    assert view.scene is not None and view.scene.statements == {}
    with pytest.raises(RuleError, match="a Luck bid is 0 to 5"):
        campaign.statement_scenes.state_statement(sid, StateStep("Bo", "Rain", luck_bid=10))
    assert campaign.statement_scenes.stored_state(sid) == before
    deleted = campaign.statement_scenes.delete_scene(sid)
    assert campaign.statement_scenes.list_scenes() == []
    campaign.undo(deleted)
    assert campaign.statement_scenes.list_scenes() == [before]
