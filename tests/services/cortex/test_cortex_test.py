"""A test rolled with a Persona's stress, applied to the sheet through the service."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Unpack

import pytest
from cortex_sheets import StressDice, store_sheet

from starshine_desktop.rules.cortex import (
    DicePool,
    Die,
    Difficulty,
    PlannedTest,
    RolledTest,
    StressType,
    StressUse,
    best_result,
    difficulty_pool,
    plan_test,
    roll_from_faces,
)
from starshine_desktop.rules.errors import RuleError
from starshine_desktop.services.campaign import Campaign, create_campaign, open_campaign
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.storage.rows import PersonaValues

PHYSICAL, MENTAL = StressType.PHYSICAL, StressType.MENTAL
POOL = DicePool.of(Die.D8, Die.D6)
CHALLENGING = difficulty_pool(Difficulty.CHALLENGING)


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Campaign]:
    opened = create_campaign(tmp_path / "table.starshine")
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


def _roll(plan: PlannedTest, mine: list[int], gm: list[int] | None) -> RolledTest:
    gm_result = None
    if isinstance(plan.difficulty, DicePool):
        assert gm is not None
        gm_result = best_result(roll_from_faces(plan.difficulty, gm))
    return RolledTest(plan, best_result(roll_from_faces(plan.pool, mine)), gm_result)


@pytest.mark.file_campaign
def test_a_push_spends_a_plot_point_and_steps_the_stress_up_in_the_file(
    campaign: Campaign, tmp_path: Path
) -> None:
    ada = _persona(campaign, "Ada", 1, physical=6)
    character = campaign.cortex_sheets.cortex_character(ada)
    assert character.name == "Ada"
    plan = plan_test(character, POOL, CHALLENGING, PHYSICAL, StressUse.PUSHED)
    assert plan.pool.label == "d8,d6,d6"
    before = campaign.cortex_sheets.sheet(ada)
    done = campaign.cortex_sheets.settle_test(ada, _roll(plan, [7, 5, 6], [3, 4]))
    assert done.edit.changes == Changes.update(RecordKind.CORTEX_SHEET, ada)
    settled = done.value
    assert settled.test.beaten
    assert (settled.plot_points_before, settled.plot_points_after) == (1, 0)
    after = campaign.cortex_sheets.sheet(ada)
    assert (after.plot_points, after.physical) == (0, 8)
    path = campaign.path
    campaign.close()
    reopened = open_campaign(path, backup_folder=tmp_path / "b")
    try:
        assert reopened.cortex_sheets.sheet(ada) == after
        reopened.undo(done.edit)  # after a restart, the edit still takes the test back
        assert reopened.cortex_sheets.sheet(ada) == before
        reopened.redo(done.edit)
        assert reopened.cortex_sheets.sheet(ada) == after
    finally:
        reopened.close()


@pytest.mark.parametrize(("faces", "after"), [([5, 3, 2], None), ([5, 3, 1], 6)])
def test_d4_stress_earns_a_plot_point_and_goes_or_steps_up(
    campaign: Campaign, faces: list[int], after: int | None
) -> None:
    bo = _persona(campaign, "Bo", 0, mental=4)
    plan = plan_test(campaign.cortex_sheets.cortex_character(bo), POOL, 5, MENTAL)
    assert plan.use is StressUse.D4_OWN_POOL
    campaign.cortex_sheets.settle_test(bo, _roll(plan, faces, None))
    sheet = campaign.cortex_sheets.sheet(bo)
    assert (sheet.plot_points, sheet.mental) == (1, after)


def test_a_failed_test_inflicts_stress_only_when_asked(campaign: Campaign) -> None:
    cy = _persona(campaign, "Cy", 2, physical=6)
    plan = plan_test(campaign.cortex_sheets.cortex_character(cy), POOL, CHALLENGING, PHYSICAL)
    assert plan.difficulty == DicePool.of(Die.D8, Die.D8, Die.D6)
    test = _roll(plan, [5, 4], [8, 7, 3])
    settled = campaign.cortex_sheets.settle_test(cy, test).value
    assert not settled.test.beaten and settled.changes == ()
    assert campaign.cortex_sheets.sheet(cy).physical == 6  # nothing taken yet
    change = campaign.cortex_sheets.take_test_stress(cy, test, MENTAL).value
    assert (change.before, change.after) == (None, Die.D6)
    sheet = campaign.cortex_sheets.sheet(cy)
    assert (sheet.plot_points, sheet.physical, sheet.mental) == (2, 6, 6)


def test_refusals_change_nothing(campaign: Campaign) -> None:
    dee = _persona(campaign, "Dee", 1, physical=6)
    plan = plan_test(
        campaign.cortex_sheets.cortex_character(dee), POOL, CHALLENGING, PHYSICAL, StressUse.PUSHED
    )
    test = _roll(plan, [7, 5, 6], [3, 4])
    campaign.cortex_sheets.set_plot_points(dee, 0)
    before = campaign.cortex_sheets.sheet(dee)
    with pytest.raises(RuleError, match="Dee has no plot point to push stress"):
        campaign.cortex_sheets.settle_test(dee, test)
    with pytest.raises(RuleError, match="only a failed test inflicts stress"):
        campaign.cortex_sheets.take_test_stress(dee, test, PHYSICAL)
    campaign.cortex_sheets.step_stress(dee, PHYSICAL, up=True)
    with pytest.raises(RuleError, match="physical stress is d8 now, not the d6"):
        campaign.cortex_sheets.settle_test(dee, test)
    assert campaign.cortex_sheets.sheet(dee) == replace(before, physical=8)
