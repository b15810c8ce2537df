"""The GM pays a plot point for a second stress die: a test and a challenge turn, saved, undone."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Unpack

import pytest
from cortex_sheets import StressDice, store_sheet
from stored_rows import stored

from starshine_desktop.rules.cortex import (
    ChallengeLength,
    DicePool,
    Die,
    Difficulty,
    RolledTest,
    StressType,
    best_result,
    difficulty_pool,
    plan_test,
    roll_from_faces,
)
from starshine_desktop.rules.errors import RuleError
from starshine_desktop.services.campaign import Campaign, create_campaign, open_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.storage.rows import PersonaValues

PHYSICAL, MENTAL, SOCIAL = StressType.PHYSICAL, StressType.MENTAL, StressType.SOCIAL
POOL = DicePool.of(Die.D8, Die.D6)


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "table.starshine"


@pytest.fixture
def campaign(path: Path) -> Iterator[Campaign]:
    opened = create_campaign(path)
    yield opened
    opened.close()


def _persona(campaign: Campaign, name: str, plot_points: int, **stress: Unpack[StressDice]) -> int:
    [new_id] = campaign.personae.add_persona(PersonaValues(name)).changes.added_ids(
        RecordKind.PERSONA
    )
    store_sheet(
        campaign, replace(campaign.cortex_sheets.sheet(new_id), plot_points=plot_points, **stress)
    )
    return new_id


def test_a_test_with_a_paid_mental_die_gives_the_plot_point_and_undo_restores_the_sheet(
    campaign: Campaign, path: Path
) -> None:
    ada = _persona(campaign, "Ada", 1, physical=6, mental=8)
    before = campaign.cortex_sheets.sheet(ada)
    character = campaign.cortex_sheets.cortex_character(ada)
    plan = plan_test(
        character,
        POOL,
        difficulty_pool(Difficulty.CHALLENGING),
        PHYSICAL,
        paid_stress=(MENTAL,),
    )
    assert plan.difficulty == DicePool.of(Die.D8, Die.D8, Die.D8, Die.D6)
    test = RolledTest(
        plan,
        best_result(roll_from_faces(plan.pool, (7, 5))),
        best_result(roll_from_faces(plan.difficulty, (3, 2, 6, 1))),
    )
    done = campaign.cortex_sheets.settle_test(ada, test)
    settled = done.value
    assert (RecordKind.CORTEX_SHEET, ada) in done.edit.changes.updated
    assert (settled.plot_points_before, settled.plot_points_after) == (1, 2)
    assert settled.gm_paid == (MENTAL,)
    after = campaign.cortex_sheets.sheet(ada)
    assert (after.plot_points, after.physical, after.mental) == (2, 6, 8)
    campaign.close()
    reopened = open_campaign(path)
    try:
        assert reopened.cortex_sheets.sheet(ada).plot_points == 2
        reopened.undo(done.edit)  # the panel's undo, after a restart
        assert reopened.cortex_sheets.sheet(ada) == before
        store_sheet(reopened, replace(before, mental=10))
        with pytest.raises(RuleError, match="mental stress is d10 now"):
            reopened.cortex_sheets.settle_test(ada, test)
        assert reopened.cortex_sheets.sheet(ada).plot_points == 1
    finally:
        reopened.close()


def test_a_challenge_turn_with_a_paid_die_pays_the_plot_point_and_logs_it(
    campaign: Campaign, path: Path
) -> None:
    ada = _persona(campaign, "Ada", 0, physical=6, mental=8)
    bo = _persona(campaign, "Bo", 0, social=6)
    [cid] = campaign.cortex_pools.create_challenge(
        "Storm", Difficulty.EASY, ChallengeLength.SHORT, [ada, bo]
    ).changes.added_ids(RecordKind.CHALLENGE_POOL)
    general, paid_options = campaign.cortex_pools.challenge_paid_stress(cid, ada, PHYSICAL)
    assert general is None
    options = {o.kind: o.reason for o in paid_options}
    assert options == {
        PHYSICAL: "physical stress is already in the opposition: add another type",
        MENTAL: "",
        SOCIAL: "Ada has no social stress",
    }
    _general, bo_options = campaign.cortex_pools.challenge_paid_stress(cid, bo, SOCIAL)
    general, _options = campaign.cortex_pools.challenge_paid_stress(cid, bo, None)
    assert (
        str(general) == "the GM pays to add another stress die only when one is in the opposition"
    )
    assert [o.reason for o in bo_options if o.kind is MENTAL] == ["Bo has no mental stress"]
    opposition = campaign.cortex_pools.opposition(cid, ada, PHYSICAL, (MENTAL,))
    assert opposition.label == "d8,d6,d6,d6,d6"
    with pytest.raises(RuleError, match="cannot pay to add social stress"):
        campaign.cortex_pools.opposition(cid, ada, PHYSICAL, (SOCIAL,))
    log_before = campaign.cortex_pools.challenge(cid).log
    gm = best_result(roll_from_faces(opposition, (8, 6, 2, 1, 1)))
    player = best_result(roll_from_faces(POOL, (2, 2)))
    edit = campaign.cortex_pools.take_challenge_turn(
        cid, ada, gm, player, None, SOCIAL, stress=PHYSICAL, paid=(MENTAL,)
    )
    assert (RecordKind.CORTEX_SHEET, ada) in edit.changes.updated
    sheet = campaign.cortex_sheets.sheet(ada)
    assert (sheet.plot_points, sheet.social) == (1, 6)
    view = campaign.cortex_pools.challenge(cid)
    assert view.log[-1] == (
        "Round 1: Ada rolled 4 against 14 and failed; Ada takes social stress none → d6; "
        "the GM paid Ada 1 plot point to add mental stress to the roll"
    )
    # The stored state has no new field for it: the log line is the record.
    with stored(path) as connection:
        [(state,)] = connection.execute("SELECT state FROM cortex_challenge").fetchall()
    assert set(json.loads(state)) == {
        "version",
        "level",
        "length",
        "pool",
        "participants",
        "round",
        "acted",
        "phase",
        "log",
    }
    campaign.undo(edit)  # the tracker's undo
    restored = campaign.cortex_sheets.sheet(ada)
    assert (restored.plot_points, restored.social) == (0, None)
    assert campaign.cortex_pools.challenge(cid).log == log_before
    # A paid die the GM did not roll is refused and nothing changes.
    plain = best_result(
        roll_from_faces(campaign.cortex_pools.opposition(cid, ada, PHYSICAL), (1,) * 4)
    )
    with pytest.raises(RuleError, match="must include the challenge and stress dice"):
        campaign.cortex_pools.take_challenge_turn(
            cid, ada, plain, player, None, SOCIAL, stress=PHYSICAL, paid=(MENTAL,)
        )
    assert campaign.cortex_sheets.sheet(ada).plot_points == 0
