"""Every Cortex and statement-scene use case undone and redone through its journalled Edit.

For each use case: do it through the service, undo it (the rows read back equal those
before, timestamps and the JSON state with its rolled faces included), redo it (they equal
those after).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import stored_rows
from cortex_sheets import store_sheet

from starshine_desktop.rules.cortex import (
    ChallengeLength,
    DicePool,
    Die,
    Difficulty,
    RolledTest,
    RollResult,
    StressType,
    StressUse,
    best_result,
    difficulty_pool,
    plan_test,
    roll_from_faces,
)
from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.statements import (
    DriveChangeKind,
    FactorKind,
    FactorRef,
    OpposingFactor,
    Setback,
)
from starshine_desktop.rules.statements.steps import StateStep
from starshine_desktop.services.campaign import Campaign, create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.statements.scenes import PlayerEntry
from starshine_desktop.storage.cortex.sheet_reads import CortexSheetRow
from starshine_desktop.storage.rows import PersonaValues

PHYSICAL, MENTAL = StressType.PHYSICAL, StressType.MENTAL
BRAVE = FactorRef(FactorKind.TRAIT, "Brave")
SLY = FactorRef(FactorKind.TRAIT, "Sly")
SHIP = FactorRef(FactorKind.RESOURCE, "Ship")
TABLES = ("cortex_sheet", "cortex_challenge", "statement_scene")


@dataclass(frozen=True)
class Table:
    """The campaign and the records every use case starts from."""

    campaign: Campaign
    ada: int  # plot point 1, physical d6
    bo: int  # no sheet stored yet
    pool: int  # a challenge pool for Ada and Bo, nobody has acted
    open: int  # a scene with Ada and Bo, no Statement yet
    resolved: int  # a scene resolved: Ada failed all three dice, Bo succeeded


def _result(pool: str, faces: list[int]) -> RollResult:
    dice = DicePool(tuple(Die.parse(part) for part in pool.split(",")))
    return best_result(roll_from_faces(dice, faces))


def _persona(campaign: Campaign, name: str) -> int:
    edit = campaign.personae.add_persona(PersonaValues(name))
    [new_id] = edit.changes.added_ids(RecordKind.PERSONA)
    return new_id


def _scene(campaign: Campaign, name: str) -> int:
    opened = campaign
    [sid] = opened.statement_scenes.create_scene(name).changes.added_ids(RecordKind.STATEMENT_SCENE)
    opened.statement_scenes.add_player(
        sid,
        PlayerEntry(
            "Ada", {"Brave": 3}, {"Acuity": 2}, {"Ship": 2}, luck=4, drives=("Find the map",)
        ),
    )
    opened.statement_scenes.add_player(sid, PlayerEntry("Bo", {"Sly": 2}, {"Grace": 3}, {}, luck=9))
    return sid


def _state_two(campaign: Campaign, sid: int) -> None:
    gate = (OpposingFactor("Gate", 2),)
    campaign.statement_scenes.state_statement(
        sid, StateStep("Ada", "The gate opens", (BRAVE,), gate, drive="Find the map")
    )
    campaign.statement_scenes.state_statement(sid, StateStep("Bo", "Nobody sees", (SLY,)))


def _roll_two(campaign: Campaign, sid: int) -> None:
    campaign.statement_scenes.roll_statement(sid, ("Ada", 1), faces=[4, 5, 5])
    campaign.statement_scenes.roll_statement(sid, ("Bo", 1), faces=[1, 2, 2])


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    campaign = create_campaign(tmp_path / "table.starshine")
    ada, bo = _persona(campaign, "Ada"), _persona(campaign, "Bo")
    store_sheet(campaign, CortexSheetRow(ada, plot_points=1, physical=6))
    [pool] = campaign.cortex_pools.create_challenge(
        "Storm", Difficulty.EASY, ChallengeLength.SHORT, [ada, bo]
    ).changes.added_ids(RecordKind.CHALLENGE_POOL)
    open_scene = _scene(campaign, "Harbour")
    resolved = _scene(campaign, "Quay")
    _state_two(campaign, resolved)
    _roll_two(campaign, resolved)
    campaign.statement_scenes.resolve_scene(resolved, lambda _s, _t: True)
    yield Table(campaign, ada, bo, pool, open_scene, resolved)
    campaign.close()


def _rows(campaign: Campaign) -> dict[str, Any]:
    """Return what the services read of every sheet, pool and scene, and their stored rows."""
    opened = campaign
    with stored_rows.stored(campaign) as connection:
        stored = {
            table: connection.execute(f"SELECT * FROM {table} ORDER BY 1").fetchall()
            for table in TABLES
        }
    return {
        "sheets": [opened.cortex_sheets.sheet(row.id) for row in campaign.personae.list_personae()],
        "pools": opened.cortex_pools.list_challenges(),
        "scenes": opened.statement_scenes.list_scenes(),
        "stored": stored,
    }


# Each use case may prepare the table, then returns the edit to do, undo and redo.
Case = Callable[[Table], Callable[[], Edit]]


def _both_beat_the_pool(t: Table) -> None:
    for persona in (t.ada, t.bo):
        stress = PHYSICAL if persona == t.ada else None
        faces = [2, 2, 1, 1] if persona == t.ada else [2, 2, 1]
        gm = _result("d6,d6,d6,d6" if persona == t.ada else "d6,d6,d6", faces)
        t.campaign.cortex_pools.take_challenge_turn(
            t.pool, persona, gm, _result("d8,d6,d8", [5, 4, 2]), Die.D6, MENTAL, stress=stress
        )


def _stressed_out(t: Table) -> Callable[[], Edit]:
    for _ in range(4):
        t.campaign.cortex_sheets.step_stress(t.ada, PHYSICAL, up=True)
    return lambda: t.campaign.cortex_sheets.back_in_play(t.ada)


def _settle(t: Table) -> Callable[[], Edit]:
    opened = t.campaign
    plan = plan_test(
        opened.cortex_sheets.cortex_character(t.ada),
        DicePool.of(Die.D8, Die.D6),
        difficulty_pool(Difficulty.CHALLENGING),
        PHYSICAL,
        StressUse.PUSHED,
    )
    test = RolledTest(
        plan,
        best_result(roll_from_faces(plan.pool, [7, 5, 6])),
        _result("d8,d8", [3, 4]),
    )
    return lambda: opened.cortex_sheets.settle_test(t.ada, test).edit


def _take_stress(t: Table) -> Callable[[], Edit]:
    opened = t.campaign
    plan = plan_test(
        opened.cortex_sheets.cortex_character(t.ada),
        DicePool.of(Die.D8, Die.D6),
        difficulty_pool(Difficulty.CHALLENGING),
        PHYSICAL,
    )
    assert isinstance(plan.difficulty, DicePool)
    test = RolledTest(
        plan,
        best_result(roll_from_faces(plan.pool, [5, 4])),
        best_result(roll_from_faces(plan.difficulty, [8, 7, 3])),
    )
    return lambda: opened.cortex_sheets.take_test_stress(t.ada, test, MENTAL).edit


def _prepared(prepare: Callable[[Table], object], act: Case) -> Case:
    def case(t: Table) -> Callable[[], Edit]:
        prepare(t)
        return act(t)

    return case


def _state_two_and_a_third(t: Table) -> None:
    _state_two(t.campaign, t.open)
    t.campaign.statement_scenes.state_statement(t.open, StateStep("Ada", "We slip in", (BRAVE,)))


def _state_and_roll_two(t: Table) -> None:
    _state_two(t.campaign, t.open)
    _roll_two(t.campaign, t.open)


CASES: dict[str, Case] = {
    # Sheets
    "step stress up": lambda t: (
        lambda: t.campaign.cortex_sheets.step_stress(t.ada, PHYSICAL, up=True)
    ),
    "step stress down": lambda t: (
        lambda: t.campaign.cortex_sheets.step_stress(t.ada, PHYSICAL, up=False)
    ),
    "first write of a sheet": lambda t: (
        lambda: t.campaign.cortex_sheets.step_stress(t.bo, MENTAL, up=True)
    ),
    "set plot points": lambda t: lambda: t.campaign.cortex_sheets.set_plot_points(t.ada, 3),
    "rest": lambda t: lambda: t.campaign.cortex_sheets.rest(t.ada),
    "back in play": _stressed_out,
    "recover": lambda t: (
        lambda: (
            t.campaign.cortex_sheets.recover(
                t.ada, PHYSICAL, _result("d8,d8,d4", [7, 6, 3]), 9
            ).edit
        )
    ),
    "settle a test": _settle,
    "take stress after a test": _take_stress,
    # Challenge pools
    "create a pool": lambda t: (
        lambda: t.campaign.cortex_pools.create_challenge(
            "Fog", Difficulty.HARD, ChallengeLength.LONG, [t.ada]
        )
    ),
    "delete a pool": lambda t: lambda: t.campaign.cortex_pools.delete_challenge(t.pool),
    "a Persona's turn": lambda t: (
        lambda: t.campaign.cortex_pools.take_challenge_turn(
            t.pool,
            t.bo,
            _result("d6,d6,d6", [4, 3, 2]),
            _result("d8,d6", [2, 1]),
            None,
            MENTAL,
        )
    ),
    "another action": lambda t: (
        lambda: t.campaign.cortex_pools.challenge_other_action(
            t.pool, t.bo, _result("d6,d6,d6", [4, 3, 2]), _result("d8,d6", [5, 4])
        )
    ),
    "strengthen the pool": _prepared(
        _both_beat_the_pool,
        lambda t: lambda: t.campaign.cortex_pools.strengthen_challenge(t.pool, Die.D6),
    ),
    "the pool tests a Persona": _prepared(
        _both_beat_the_pool,
        lambda t: (
            lambda: t.campaign.cortex_pools.challenge_tests(
                t.pool, t.bo, _result("d8,d6", [2, 1]), _result("d6", [6]), MENTAL
            )
        ),
    ),
    # Statement scenes
    "create a scene": lambda t: lambda: t.campaign.statement_scenes.create_scene("Dock"),
    "create the next scene": lambda t: (
        lambda: t.campaign.statement_scenes.create_scene(
            "Dock", t.campaign.statement_scenes.players_after(t.resolved)
        )
    ),
    "rename a scene": lambda t: lambda: t.campaign.statement_scenes.rename_scene(t.open, "Wharf"),
    "delete a scene": lambda t: lambda: t.campaign.statement_scenes.delete_scene(t.resolved),
    "add a player": lambda t: (
        lambda: t.campaign.statement_scenes.add_player(
            t.open, PlayerEntry("Cy", {"Calm": 1}, {"Wit": 2}, {}, luck=1)
        )
    ),
    "remove a player": lambda t: lambda: t.campaign.statement_scenes.remove_player(t.open, "Bo"),
    "state a Statement": lambda t: (
        lambda: t.campaign.statement_scenes.state_statement(
            t.open, StateStep("Ada", "The gate opens", (BRAVE,), luck_bid=2)
        )
    ),
    "withdraw a Statement": _prepared(
        lambda t: _state_two(t.campaign, t.open),
        lambda t: lambda: t.campaign.statement_scenes.withdraw_statement(t.open, "Bo"),
    ),
    "link Statements": _prepared(
        _state_two_and_a_third,
        lambda t: (
            lambda: t.campaign.statement_scenes.link_statements(t.open, ("Bo", 1), ("Ada", 2), 1)
        ),
    ),
    "roll typed faces": _prepared(
        lambda t: _state_two(t.campaign, t.open),
        lambda t: (
            lambda: t.campaign.statement_scenes.roll_statement(t.open, ("Ada", 1), faces=[4, 5, 5])
        ),
    ),
    "roll in the app": _prepared(
        lambda t: _state_two(t.campaign, t.open),
        lambda t: (
            lambda: t.campaign.statement_scenes.roll_statement(
                t.open, ("Ada", 1), rng=random.Random(5)
            )
        ),
    ),
    "roll the remaining Statements": _prepared(
        lambda t: _state_two(t.campaign, t.open),
        lambda t: (
            lambda: t.campaign.statement_scenes.roll_statements(
                t.open, [("Ada", 1), ("Bo", 1)], random.Random(5)
            )
        ),
    ),
    "resolve a scene": _prepared(
        _state_and_roll_two,
        lambda t: lambda: t.campaign.statement_scenes.resolve_scene(t.open, lambda _s, _t: True),
    ),
    "inconvenience": lambda t: (
        lambda: t.campaign.statement_scenes.inconvenience(t.resolved, "Bo", "Sly")
    ),
    "revise": lambda t: lambda: t.campaign.statement_scenes.revise(t.resolved, "Bo", 200, True),
    "finish a scene": lambda t: lambda: t.campaign.statement_scenes.finish_scene(t.resolved),
    "record a Setback": lambda t: (
        lambda: t.campaign.statement_scenes.record_setback(
            t.resolved, "Ada", Setback("Bruised hands", 2, target=BRAVE)
        )
    ),
    "experience test, typed": lambda t: (
        lambda: t.campaign.statement_scenes.take_experience_test(t.resolved, "Ada", faces=[1, 6, 7])
    ),
    "experience test, rolled": lambda t: (
        lambda: t.campaign.statement_scenes.take_experience_test(
            t.resolved, "Ada", rng=random.Random(7)
        )
    ),
    "advance": _prepared(
        lambda t: t.campaign.statement_scenes.take_experience_test(
            t.resolved, "Ada", faces=[1, 6, 7]
        ),
        lambda t: (
            lambda: t.campaign.statement_scenes.advance(
                t.resolved, "Ada", increase=FactorRef(FactorKind.TRAIT, "Wary"), decrease=SHIP
            )
        ),
    ),
    "change a Drive": lambda t: (
        lambda: t.campaign.statement_scenes.change_drive(
            t.resolved, "Ada", DriveChangeKind.REWRITE, 0, "Sell the map", "The gate held"
        )
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_undo_restores_the_rows_before_and_redo_the_rows_after(table: Table, name: str) -> None:
    act = CASES[name](table)
    before = _rows(table.campaign)
    edit = act()
    after = _rows(table.campaign)
    assert edit and after != before
    table.campaign.undo(edit)
    assert _rows(table.campaign) == before
    table.campaign.redo(edit)
    assert _rows(table.campaign) == after


def test_rolling_several_statements_is_all_or_nothing(table: Table) -> None:
    opened = table.campaign
    _state_two(table.campaign, table.open)
    before = _rows(table.campaign)
    with pytest.raises(RuleError, match="Cy"):
        opened.statement_scenes.roll_statements(
            table.open, [("Ada", 1), ("Cy", 1)], random.Random(5)
        )
    assert _rows(table.campaign) == before


def test_a_refused_turn_changes_no_sheet_and_no_pool(table: Table) -> None:
    before = _rows(table.campaign)
    with pytest.raises(RuleError, match="must include the challenge dice"):
        table.campaign.cortex_pools.take_challenge_turn(
            table.pool, table.bo, _result("d6", [3]), _result("d6", [4]), None, MENTAL
        )
    assert _rows(table.campaign) == before
