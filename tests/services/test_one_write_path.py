"""The one write path: any sequence of edits, in every game system, undoes and redoes exactly.

Random sequences of use cases run through the services (refused ones change nothing and are
left out); undoing every ``Edit`` in reverse order must give back every table of the
campaign row for row, and redoing them all must give back the state they reached.
"""

from __future__ import annotations

import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.cortex import (
    ChallengeLength,
    DicePool,
    Die,
    Difficulty,
    RollResult,
    StressType,
    best_result,
    roll_from_faces,
)
from starshine_desktop.rules.ironsworn import Meter, Rank, TrackKind
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.rules.starshine.steps import parse_step
from starshine_desktop.rules.statements.steps import StateStep
from starshine_desktop.services.campaign import Campaign, create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import Refusal
from starshine_desktop.services.statements.scenes import PlayerEntry
from starshine_desktop.storage.ironsworn.tracks_reads import TrackValues
from starshine_desktop.storage.rows import PersonaValues

Op = Callable[[Campaign, int], Edit]
NAMES = ("Ada", "Bren", "Cleo", "Dana", "Émile", "Fox")


class Skip(Exception):
    """The campaign has nothing this use case can work on yet."""


def _pick(ids: list[int], n: int) -> int:
    if not ids:
        raise Skip
    return sorted(ids)[n % len(ids)]


def _persona(campaign: Campaign, n: int) -> int:
    return _pick([row.id for row in campaign.personae.list_personae()], n)


def _rows(campaign: Campaign, table: str) -> list[int]:
    with sqlite3.connect(campaign.path) as connection:
        return [row[0] for row in connection.execute(f"SELECT id FROM {table}")]


# Starshine: Personae and their records ---------------------------------------------------


def add_persona(c: Campaign, n: int) -> Edit:
    return c.personae.add_persona(PersonaValues(f"{NAMES[n % len(NAMES)]} {n}", stance=n % 7))


def rename_persona(c: Campaign, n: int) -> Edit:
    return c.personae.rename_persona(_persona(c, n), f"Renamed {n}")


def set_score(c: Campaign, n: int) -> Edit:
    scores = list(Score)
    return c.personae.set_score(_persona(c, n), scores[n % len(scores)], n % 9 - 2)


def set_stance(c: Campaign, n: int) -> Edit:
    return c.records.set_stance(_persona(c, n), n % 8)


def duplicate_persona(c: Campaign, n: int) -> Edit:
    return c.personae.duplicate_persona(_persona(c, n))


def delete_persona(c: Campaign, n: int) -> Edit:
    return c.personae.delete_persona(_persona(c, n))


def add_element(c: Campaign, n: int) -> Edit:
    return c.records.add_element(f"Element {n}", n % 5)


def add_actor(c: Campaign, n: int) -> Edit:
    return c.records.add_actor(f"Player {n}")


def play_by(c: Campaign, n: int) -> Edit:
    return c.records.set_persona_actor(_persona(c, n), _pick(_rows(c, "actor"), n))


def add_characteristic(c: Campaign, n: int) -> Edit:
    return c.records.add_characteristic(_persona(c, n), f"Bold {n}", n % 6)


def add_expression(c: Campaign, n: int) -> Edit:
    return c.records.add_expression(_pick(_rows(c, "characteristic"), n), f"Says so {n}")


def add_trait(c: Campaign, n: int) -> Edit:
    return c.records.add_trait(f"Trait {n}", n % 12, on=f"persona:{_persona(c, n)}")


def make_investment(c: Campaign, n: int) -> Edit:
    with sqlite3.connect(c.path) as connection:
        owned = connection.execute("SELECT id, persona_id FROM characteristic").fetchall()
    if not owned:
        raise Skip
    characteristic, persona = sorted(owned)[n % len(owned)]
    element = _pick(_rows(c, "element"), n)
    return c.records.make_investment(persona, element, characteristic, f"guards {n}", 1 + n % 2)


def start_strategy(c: Campaign, n: int) -> Edit:
    return c.records.start_strategy(_persona(c, n), f"Plan {n}", None)


def delete_record(c: Campaign, n: int) -> Edit:
    kinds = (RecordKind.TRAIT, RecordKind.CHARACTERISTIC, RecordKind.ELEMENT, RecordKind.ACTOR)
    kind = kinds[n % len(kinds)]
    return c.records.delete(kind, [_pick(_rows(c, kind.value), n)])


def create_episode(c: Campaign, n: int) -> Edit:
    return c.episodes.create_episode(f"Episode {n}", "2026-11-24", _rows(c, "actor"))


def close_episode(c: Campaign, n: int) -> Edit:
    return c.episodes.close_episode(_pick(_rows(c, "episode"), n))


# Starshine: Challenges -------------------------------------------------------------------


def start_challenge(c: Campaign, n: int) -> Edit:
    return c.challenges.start_challenge(f"Challenge {n}", [_persona(c, n)], {})


def challenge_step(c: Campaign, n: int) -> Edit:
    play = c.challenges.play(_pick(_rows(c, "challenge"), n))
    steps: list[dict[str, Any]] = [{"do": "clock"}, {"do": "end"}]
    return play.apply(parse_step(steps[n % len(steps)]))


def take_back_step(c: Campaign, n: int) -> Edit:
    return c.challenges.take_back_step(_pick(_rows(c, "challenge"), n))


def apply_results(c: Campaign, n: int) -> Edit:
    return c.challenges.apply_results(_pick(_rows(c, "challenge"), n))


def delete_challenge(c: Campaign, n: int) -> Edit:
    return c.challenges.delete_challenge(_pick(_rows(c, "challenge"), n))


# Ironsworn: tracks, sheets, move outcomes, the oracle history -----------------------------


def add_track(c: Campaign, n: int) -> Edit:
    kinds = [TrackKind.VOW, TrackKind.EXPEDITION, TrackKind.CONNECTION]
    values = TrackValues(f"Track {n}", kinds[n % 3], list(Rank)[n % len(Rank)])
    owned = replace(values, persona_id=_persona(c, n)) if n % 2 else values
    return c.tracks.add_track(owned)


def mark_progress(c: Campaign, n: int) -> Edit:
    return c.tracks.mark_progress(_pick(_rows(c, "progress_track"), n), 1 + n % 2)


def set_meter(c: Campaign, n: int) -> Edit:
    meters = list(Meter)
    return c.tracks.set_meter(_persona(c, n), meters[n % len(meters)], n % 6)


def apply_outcome(c: Campaign, n: int) -> Edit:
    persona = _persona(c, n)
    return c.tracks.apply_outcome(persona_id=persona, momentum=1 + n % 2)


def record_oracle_roll(c: Campaign, n: int) -> Edit:
    return c.tracks.record_oracle_roll("Action", 1 + n % 100, f"Result {n}")


def delete_track(c: Campaign, n: int) -> Edit:
    return c.tracks.delete_track(_pick(_rows(c, "progress_track"), n))


# Cortex sheets and challenge pools; statement scenes -------------------------------------


def step_stress(c: Campaign, n: int) -> Edit:
    kinds = list(StressType)
    return c.cortex_sheets.step_stress(_persona(c, n), kinds[n % len(kinds)], up=n % 4 != 0)


def set_plot_points(c: Campaign, n: int) -> Edit:
    return c.cortex_sheets.set_plot_points(_persona(c, n), n % 5)


def create_pool(c: Campaign, n: int) -> Edit:
    levels, lengths = list(Difficulty), list(ChallengeLength)
    return c.cortex_pools.create_challenge(
        f"Pool {n}", levels[n % len(levels)], lengths[n % len(lengths)], [_persona(c, n)]
    )


def pool_turn(c: Campaign, n: int) -> Edit:
    pool = c.cortex_pools.challenge(_pick(_rows(c, "cortex_challenge"), n))
    waiting = [pid for pid in pool.participants if pid not in pool.acted]
    persona = _pick(waiting, n)
    faces = [1 + (n + number) % int(die) for number, die in enumerate(pool.pool.dice)]
    gm = best_result(roll_from_faces(pool.pool, faces))
    player = _result("d8,d6", [1 + n % 8, 1 + n // 11 % 6])
    kinds = list(StressType)
    return c.cortex_pools.take_challenge_turn(
        pool.id, persona, gm, player, None, kinds[n % len(kinds)]
    )


def delete_pool(c: Campaign, n: int) -> Edit:
    return c.cortex_pools.delete_challenge(_pick(_rows(c, "cortex_challenge"), n))


def create_scene(c: Campaign, n: int) -> Edit:
    return c.statement_scenes.create_scene(f"Scene {n}")


def add_player(c: Campaign, n: int) -> Edit:
    entry = PlayerEntry(f"Player {n}", {"Brave": 1 + n % 3}, {"Wit": 2}, {}, luck=n % 5)
    return c.statement_scenes.add_player(_pick(_rows(c, "statement_scene"), n), entry)


def state_statement(c: Campaign, n: int) -> Edit:
    scene_id = _pick(_rows(c, "statement_scene"), n)
    players = c.statement_scenes.scene(scene_id).players
    if not players:
        raise Skip
    player = sorted(entry.name for entry in players)[n % len(players)]
    return c.statement_scenes.state_statement(
        scene_id, StateStep(player, f"It happens {n}", luck_bid=1)
    )


OPS: tuple[Op, ...] = (
    add_persona,
    add_persona,
    rename_persona,
    set_score,
    set_stance,
    duplicate_persona,
    delete_persona,
    add_element,
    add_actor,
    play_by,
    add_characteristic,
    add_expression,
    add_trait,
    make_investment,
    start_strategy,
    delete_record,
    create_episode,
    close_episode,
    start_challenge,
    challenge_step,
    challenge_step,
    take_back_step,
    apply_results,
    delete_challenge,
    add_track,
    mark_progress,
    set_meter,
    apply_outcome,
    record_oracle_roll,
    delete_track,
    step_stress,
    set_plot_points,
    create_pool,
    pool_turn,
    delete_pool,
    create_scene,
    add_player,
    state_statement,
)


def dump(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Return every row of every table of the campaign, in a stable order."""
    with sqlite3.connect(path) as connection:
        tables = [
            row[0]
            for row in connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        return {
            table: sorted(connection.execute(f'SELECT * FROM "{table}"').fetchall(), key=repr)
            for table in tables
        }


@pytest.fixture(scope="module")
def shared_campaign() -> Iterator[Campaign]:
    """One campaign for every example: each starts from the state the last one left."""
    with tempfile.TemporaryDirectory() as folder:
        campaign = create_campaign(Path(folder) / "Property.starshine")
        try:
            yield campaign
        finally:
            campaign.close()


def _result(pool: str, faces: list[int]) -> RollResult:
    dice = DicePool(tuple(Die.parse(part) for part in pool.split(",")))
    return best_result(roll_from_faces(dice, faces))


def _run(campaign: Campaign, script: list[tuple[int, int]]) -> list[Edit]:
    done = []
    for op_index, n in script:
        try:
            edit = OPS[op_index % len(OPS)](campaign, n)
        except (Refusal, Skip):
            continue
        if edit:
            done.append(edit)
    return done


SCRIPT = st.lists(st.tuples(st.integers(0, 10_000), st.integers(0, 10_000)), max_size=25)


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(script=SCRIPT)
def test_undoing_every_edit_gives_back_every_table_and_redoing_gives_the_end(
    shared_campaign: Campaign, script: list[tuple[int, int]]
) -> None:
    campaign = shared_campaign
    start = dump(campaign.path)
    edits = _run(campaign, script)
    end = dump(campaign.path)
    for edit in reversed(edits):
        campaign.undo(edit)
    assert dump(campaign.path) == start
    for edit in edits:
        campaign.redo(edit)
    assert dump(campaign.path) == end
