"""Cortex sheets and challenge pools through the public service (`CortexSheets`, `CortexPools`)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from starshine_desktop.rules.cortex import (
    ChallengeLength,
    ChallengePhase,
    DicePool,
    Die,
    Difficulty,
    RecoveryOutcome,
    RollResult,
    StressType,
    best_result,
    roll_from_faces,
)
from starshine_desktop.rules.errors import RuleError
from starshine_desktop.services.campaign import Campaign, create_campaign, open_campaign
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.storage.errors import RecordNotFoundError
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


@pytest.mark.file_campaign
def test_stress_steps_up_to_stressed_out_and_is_kept_in_the_file(
    campaign: Campaign, tmp_path: Path
) -> None:
    ada = _persona(campaign, "Ada")
    assert campaign.cortex_sheets.sheet(ada).physical is None
    edit = campaign.cortex_sheets.step_stress(ada, PHYSICAL, up=True)
    assert edit.changes == Changes.update(RecordKind.CORTEX_SHEET, ada)
    for _ in range(4):
        campaign.cortex_sheets.step_stress(ada, PHYSICAL, up=True)
    assert (
        campaign.cortex_sheets.sheet(ada).physical,
        campaign.cortex_sheets.sheet(ada).stressed_out,
    ) == (12, False)
    campaign.cortex_sheets.step_stress(ada, PHYSICAL, up=True)
    sheet = campaign.cortex_sheets.sheet(ada)
    assert (sheet.physical, sheet.stressed_out) == (12, True)
    campaign.cortex_sheets.back_in_play(ada)
    with pytest.raises(RuleError, match="not stressed out"):
        campaign.cortex_sheets.back_in_play(ada)
    campaign.cortex_sheets.set_plot_points(ada, 3)
    path = campaign.path
    campaign.close()
    reopened = open_campaign(path, backup_folder=tmp_path / "b")
    try:
        sheet = reopened.cortex_sheets.sheet(ada)
        assert (sheet.physical, sheet.plot_points, sheet.stressed_out) == (12, 3, False)
    finally:
        reopened.close()
    connection = sqlite3.connect(path)
    try:
        with pytest.raises(sqlite3.IntegrityError):
            connection.execute("UPDATE cortex_sheet SET stress_mental = 7")
        with pytest.raises(sqlite3.IntegrityError):
            connection.execute("UPDATE cortex_sheet SET plot_points = -1")
    finally:
        connection.close()


def test_refusals_change_nothing(campaign: Campaign) -> None:
    ada = _persona(campaign, "Ada")
    with pytest.raises(RuleError, match="Ada has no physical stress"):
        campaign.cortex_sheets.step_stress(ada, PHYSICAL, up=False)
    with pytest.raises(RuleError, match="plot points"):
        campaign.cortex_sheets.set_plot_points(ada, -1)
    with pytest.raises(RecordNotFoundError):
        campaign.cortex_sheets.sheet(ada + 40)
    assert campaign.cortex_sheets.sheet(ada).plot_points == 0


def test_rest_and_recovery_follow_the_table(campaign: Campaign) -> None:
    ada = _persona(campaign, "Ada")
    campaign.cortex_sheets.step_stress(ada, MENTAL, up=True)
    campaign.cortex_sheets.step_stress(ada, MENTAL, up=True)  # d6
    outcome = campaign.cortex_sheets.recover(ada, MENTAL, _result("d8,d8,d4", [7, 6, 3]), 9).value
    assert outcome.outcome is RecoveryOutcome.STEPPED_DOWN  # effect d4 is not larger than d6
    assert campaign.cortex_sheets.sheet(ada).mental == 4
    assert campaign.cortex_sheets.sheet(ada).awaiting_time == ("mental",)
    with pytest.raises(RuleError, match="time must pass"):
        campaign.cortex_sheets.recover(ada, MENTAL, _result("d8,d8,d4", [7, 6, 3]), 9)
    campaign.cortex_sheets.rest(ada)
    sheet = campaign.cortex_sheets.sheet(ada)
    assert (sheet.mental, sheet.awaiting_time) == (None, ())


def test_undo_and_redo_replay_a_sheet_edit(campaign: Campaign) -> None:
    ada = _persona(campaign, "Ada")
    edit = campaign.cortex_sheets.step_stress(ada, PHYSICAL, up=True)
    assert campaign.undo(edit) == Changes.update(RecordKind.CORTEX_SHEET, ada)
    assert campaign.cortex_sheets.sheet(ada).physical is None
    campaign.redo(edit)
    assert campaign.cortex_sheets.sheet(ada).physical == 4


def test_an_edit_that_changes_nothing_has_no_rows(campaign: Campaign) -> None:
    ada = _persona(campaign, "Ada")
    campaign.cortex_sheets.set_plot_points(ada, 2)
    assert not campaign.cortex_sheets.set_plot_points(ada, 2)


def test_a_challenge_pool_is_worn_down_to_overcome_with_stress_on_the_sheets(
    campaign: Campaign,
) -> None:
    ada, bo = _persona(campaign, "Ada"), _persona(campaign, "Bo")
    [cid] = campaign.cortex_pools.create_challenge(
        "Storm", Difficulty.EASY, ChallengeLength.SHORT, [ada, bo]
    ).changes.added_ids(RecordKind.CHALLENGE_POOL)
    view = campaign.cortex_pools.challenge(cid)
    assert view.pool.label == "d6,d6,d6"
    assert view.phase is ChallengePhase.CHARACTERS
    # Ada fails: 3 against 7; she takes physical stress at the GM's effect die (d6).
    gm = _result("d6,d6,d6", [4, 3, 2])
    campaign.cortex_pools.take_challenge_turn(
        cid, ada, gm, _result("d8,d6", [2, 1]), None, PHYSICAL
    )
    assert campaign.cortex_sheets.sheet(ada).physical == 6
    # Bo beats it with a d8 effect: a d6 leaves the pool.
    turn = campaign.cortex_pools.take_challenge_turn(
        cid, bo, _result("d6,d6,d6", [2, 2, 1]), _result("d8,d6,d8", [5, 4, 2]), Die.D6, MENTAL
    )
    view = campaign.cortex_pools.challenge(cid)
    assert (view.pool.label, view.phase) == ("d6,d6", ChallengePhase.CHALLENGE)
    assert "removed" in view.log[-1]
    campaign.undo(turn)
    assert campaign.cortex_pools.challenge(cid).pool.label == "d6,d6,d6"
    campaign.cortex_pools.take_challenge_turn(
        cid, bo, _result("d6,d6,d6", [2, 2, 1]), _result("d8,d6,d8", [5, 4, 2]), Die.D6, MENTAL
    )
    campaign.cortex_pools.strengthen_challenge(cid, Die.D6)
    view = campaign.cortex_pools.challenge(cid)
    assert (view.pool.label, view.round) == ("d8,d6", 2)
    # Ada carries stress, so her opposition includes a stress die.
    with pytest.raises(RuleError, match="carries stress"):
        campaign.cortex_pools.opposition(cid, ada, None)
    assert campaign.cortex_pools.opposition(cid, ada, PHYSICAL).label == "d8,d6,d6"
    strong = _result("d12,d10,d8", [12, 10, 3])
    campaign.cortex_pools.take_challenge_turn(
        cid, ada, _result("d8,d6,d6", [2, 2, 2]), strong, Die.D8, PHYSICAL
    )
    campaign.cortex_pools.take_challenge_turn(cid, bo, _result("d6", [2]), strong, Die.D6, MENTAL)
    view = campaign.cortex_pools.challenge(cid)
    assert view.overcome and view.pool.dice == ()
    assert view.log[-1] == "The challenge is overcome: its pool is empty."
    with pytest.raises(RuleError, match="already overcome"):
        campaign.cortex_pools.take_challenge_turn(cid, bo, strong, strong, Die.D6, MENTAL)


def test_challenge_refusals(campaign: Campaign) -> None:
    ada = _persona(campaign, "Ada")
    with pytest.raises(ValidationError, match="blank"):
        campaign.cortex_pools.create_challenge(" ", Difficulty.HARD, ChallengeLength.LONG, [ada])
    with pytest.raises(RuleError, match="at least one character"):
        campaign.cortex_pools.create_challenge("X", Difficulty.HARD, ChallengeLength.LONG, [])
    with pytest.raises(RuleError, match="no Persona"):
        campaign.cortex_pools.create_challenge(
            "X", Difficulty.HARD, ChallengeLength.LONG, [ada + 9]
        )
    [cid] = campaign.cortex_pools.create_challenge(
        "X", Difficulty.HARD, ChallengeLength.LONG, [ada]
    ).changes.added_ids(RecordKind.CHALLENGE_POOL)
    with pytest.raises(RuleError, match="must include the challenge dice"):
        campaign.cortex_pools.take_challenge_turn(
            cid, ada, _result("d6", [3]), _result("d6", [4]), None, PHYSICAL
        )
    deleted = campaign.cortex_pools.delete_challenge(cid)
    assert campaign.cortex_pools.list_challenges() == []
    assert campaign.undo(deleted).added_ids(RecordKind.CHALLENGE_POOL) == [cid]
    assert campaign.cortex_pools.challenge(cid).pool.label == "d10,d10,d6,d6,d6"


@pytest.mark.file_campaign
def test_an_older_campaign_gains_the_dice_tables_when_opened(tmp_path: Path) -> None:
    from starshine_desktop.storage.database import create_database

    path = tmp_path / "old.starshine"
    create_database(path, schema_version=4).close()
    campaign = open_campaign(path, backup_folder=tmp_path / "backups")
    try:
        ada = _persona(campaign, "Ada")
        campaign.cortex_sheets.step_stress(ada, MENTAL, up=True)
        assert campaign.cortex_sheets.sheet(ada).mental == 4
        assert (
            campaign.cortex_pools.list_challenges() == []
            and campaign.statement_scenes.list_scenes() == []
        )
    finally:
        campaign.close()
    assert list((tmp_path / "backups").rglob("*.starshine"))
