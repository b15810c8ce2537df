"""Statements: a scene is played by typed steps applied by the engine and kept as a log of
steps that reads and writes back as stored and replays to the same state."""

from __future__ import annotations

import json

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.statements import (
    DriveChangeKind,
    FactorKind,
    FactorRef,
    OpposingFactor,
    Scene,
    SceneSummary,
    Setback,
    StatementCharacter,
)
from starshine_desktop.rules.statements.steps import (
    Advance,
    DriveStep,
    Experience,
    Finish,
    Inconvenience,
    LinkStep,
    Resolve,
    Revise,
    RollStep,
    SceneStep,
    SetbackStep,
    StateStep,
    Withdraw,
    apply_scene_step,
    parse_scene_step,
    scene_step_json,
)

BRAVE = FactorRef(FactorKind.TRAIT, "Brave")
SHIP = FactorRef(FactorKind.RESOURCE, "Ship")


def _scene() -> Scene:
    return Scene(
        [
            StatementCharacter(
                "Ada", {"Brave": 3}, {"Acuity": 2}, {"Ship": 2}, luck=4, drives=["Find the map"]
            ),
            StatementCharacter("Bo", {"Sly": 2}, {"Grace": 3}, {}, luck=9),
        ]
    )


STEPS: list[SceneStep] = [
    StateStep(
        "Ada", "The gate opens", (BRAVE,), (OpposingFactor("Gate", 2),), drive="Find the map"
    ),
    StateStep("Bo", "A second try", (FactorRef(FactorKind.TRAIT, "Sly"),)),
    Withdraw("Bo"),
    StateStep("Bo", "Nobody sees", (FactorRef(FactorKind.TRAIT, "Sly"),)),
    RollStep(("Ada", 1), (4, 5, 5)),
    RollStep(("Bo", 1), (1, 2, 2)),
    Resolve((True, True)),
    Inconvenience("Bo", "Sly"),
    Revise("Ada", 200, True),
    SetbackStep("Ada", Setback("Bruised hands", 2, target=BRAVE)),
    Experience("Ada", (1, 6, 7)),
    Advance("Ada", increase=FactorRef(FactorKind.TRAIT, "Wary"), decrease=SHIP),
    DriveStep("Ada", DriveChangeKind.REWRITE, 0, "Sell the map", "The gate held"),
    Finish(),
]


def _state(scene: Scene) -> object:
    return (
        [(s.key, s.roll, s.came_true) for s in scene.statements.values()],
        [(c.name, c.luck, c.traits, c.resources, c.drives) for c in scene.characters],
        scene.aftermath_of("Ada"),
    )


def test_a_scene_played_by_typed_steps_replays_from_its_stored_log_to_the_same_state() -> None:
    scene = _scene()
    log = []
    summaries: dict[str, SceneSummary] = {}
    for step in STEPS:
        apply_scene_step(scene, step, summaries)
        log.append(scene_step_json(step))
    stored = json.loads(json.dumps(log))
    again = _scene()
    for data in stored:
        apply_scene_step(again, parse_scene_step(data))
    assert _state(again) == _state(scene)
    assert summaries


def test_every_kind_of_stored_step_reads_and_writes_back_byte_for_byte() -> None:
    kinds = set()
    for step in [*STEPS, LinkStep(("Ada", 1), ("Bo", 2), -1)]:
        stored = json.dumps(scene_step_json(step))
        data = json.loads(stored)
        kinds.add(data["do"])
        assert parse_scene_step(data) == step
        assert json.dumps(scene_step_json(parse_scene_step(data))) == stored
    assert len(kinds) == 12


def test_a_step_the_engine_refuses_changes_nothing_and_an_unknown_one_is_refused() -> None:
    scene = _scene()
    with pytest.raises(RuleError):
        apply_scene_step(scene, Withdraw("Ada"))
    assert not scene.statements
    with pytest.raises(RuleError, match="unknown step 'dance'"):
        parse_scene_step({"do": "dance"})
