"""Typed Challenge steps: the stored JSON read and written back, its shape refused in the
reader, and the ids of new Traits and Elements given by the engine (Starshine)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from starshine_support import challenge, persona, round_start

from starshine_desktop.rules.errors import IllegalStep
from starshine_desktop.rules.starshine.model import MoveType, SurrenderChoice
from starshine_desktop.rules.starshine.persona import ElementSetup, TraitSetup
from starshine_desktop.rules.starshine.replay import load_scenario, replay, replay_challenge
from starshine_desktop.rules.starshine.steps import (
    Affecting,
    Clock,
    Compromise,
    CreateElement,
    CreateTrait,
    Designate,
    DestroyElement,
    End,
    Move,
    Push,
    Roll,
    Step,
    SurrenderStep,
    Threats,
    parse_step,
    step_json,
)

SCENARIOS = sorted(
    p
    for p in (Path(__file__).parents[2] / "scenarios").glob("*.json")
    if not p.name.endswith(".expected.json")
)


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_golden_step_reads_and_writes_back_byte_for_byte(path: Path) -> None:
    steps = load_scenario(path.read_text())["steps"]
    assert steps
    for index, data in enumerate(steps):
        written = step_json(parse_step(data, index))
        assert json.dumps(written) == json.dumps(data)


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_a_golden_challenge_records_its_steps_as_they_were_stored(path: Path) -> None:
    scenario = load_scenario(path.read_text())
    engine = replay_challenge(scenario)
    assert json.dumps(engine.recorded_steps()) == json.dumps(scenario["steps"])


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ([], "a step must be an object with a 'do' key"),
        ({"do": "dance"}, "'do' must be one of clock, threats, move"),
        ({"do": "clock", "when": 1}, "unknown key 'when' in a clock step"),
        ({"do": "threats", "names": ["ada"]}, "threats 'names' must be an object"),
        ({"do": "push", "persona": 3}, "push 'persona' names no Persona: 3"),
        ({"do": "compromise", "accepted": "yes"}, "compromise needs 'accepted'"),
        ({"do": "surrender_choice", "persona": "ada", "choice": "flee"}, "choice must be one"),
        ({"do": "move", "actor": "ada", "type": "sneaky"}, "move 'type' must be defensive"),
        (
            {"do": "move", "actor": "ada", "type": "recovery", "trait": "t", "scope": 2,
             "pay_dice": 0, "pay_fortune": 2, "dice": [7]},
            "a die shows 1 to 6, not 7",
        ),
        (
            {"do": "move", "actor": "ada", "type": "recovery", "create_element": {"name": "X"}},
            "only a Leading Move may create_element",
        ),
        (
            {"do": "move", "actor": "ada", "type": "leading", "create_trait": {"name": "X",
             "on": "ada", "colour": "red"}},
            "unknown key 'colour' in create_trait",
        ),
    ],
)  # fmt: skip
def test_the_reader_refuses_a_wrong_shape_naming_the_step(data: Any, reason: str) -> None:
    with pytest.raises(IllegalStep, match=f"^step 4: {reason}") as caught:
        parse_step(data, 4)
    assert caught.value.step_index == 4


def test_the_engine_refuses_in_replay_what_the_reader_refuses() -> None:
    scenario = {
        "rules": "starshine-2.1",
        "personae": [json.loads(json.dumps(persona("ada").to_mapping()))],
        "steps": [{"do": "clock"}, {"do": "threats", "names": {"ada": 5}}],
    }
    with pytest.raises(IllegalStep, match=r"^step 1: the threat name for ada must be text"):
        replay(scenario)


def test_the_engine_gives_new_traits_and_elements_their_ids_and_records_them() -> None:
    engine = challenge(
        persona("ada", stance=3, guard=9, fortune=6), elements=(ElementSetup("gate", "Gate", 2),)
    )
    engine.apply(Clock())
    engine.apply(Threats())
    lead = CreateTrait("Ready", "ada")
    engine.apply(Move("ada", MoveType.LEADING, 2, 0, 2, (5, 1), select=5, lead=lead))
    made = engine.steps[-1]
    assert isinstance(made, Move) and isinstance(made.lead, CreateTrait)
    assert made.lead.id == "ada:trait:2"
    trait = engine.trait("ada:trait:2")
    assert trait is not None and trait.name == "Ready"
    round_start(engine)
    engine.apply(
        Move("ada", MoveType.LEADING, 2, 0, 2, (6, 1), select=6, lead=CreateElement("Ship"))
    )
    assert engine.elements["element:new:5"].name == "Ship"
    recorded = engine.recorded_steps()
    assert recorded[2]["create_trait"] == {"name": "Ready", "on": "ada", "id": "ada:trait:2"}
    assert recorded[5]["create_element"] == {"name": "Ship", "id": "element:new:5"}
    again = replay_challenge(json.loads(json.dumps(engine.recorded_scenario())))
    assert again.output() == engine.output()


def test_a_given_id_already_in_use_is_refused_and_a_given_one_is_kept() -> None:
    engine = challenge(
        persona("ada", stance=3, guard=9, fortune=6, traits=(TraitSetup("t", "T", 2),))
    )
    round_start(engine)
    taken = CreateTrait("Ready", "ada", id="t")
    with pytest.raises(IllegalStep, match="id 't' is already used"):
        engine.apply(Move("ada", MoveType.LEADING, 2, 0, 2, (5, 1), select=5, lead=taken))
    own = CreateTrait("Ready", "ada", id="mine")
    engine.apply(Move("ada", MoveType.LEADING, 2, 0, 2, (5, 1), select=5, lead=own))
    assert engine.trait("mine") is not None


ROLL: Roll = "roll"
_IDS = st.text(alphabet="abcdefgh-:", min_size=1, max_size=6)
_NAMES = st.text(min_size=1, max_size=8).filter(lambda s: s.strip() != "")
_LEADS = st.one_of(
    st.builds(
        CreateTrait,
        _NAMES,
        _IDS,
        id=st.none() | _IDS,
        negative=st.none() | st.booleans(),
        extra_fortune=st.none() | st.integers(0, 5),
    ),
    st.builds(
        CreateElement, _NAMES, id=st.none() | _IDS, extra_fortune=st.none() | st.integers(0, 5)
    ),
    st.builds(DestroyElement, _IDS),
)


@st.composite
def _moves(draw: st.DrawFn) -> Move:
    move_type = draw(st.sampled_from(MoveType))
    stunt = draw(st.none() | st.booleans())
    leading = move_type is MoveType.LEADING
    return Move(
        actor=draw(_IDS),
        type=move_type,
        scope=draw(st.integers(1, 6)),
        pay_dice=draw(st.integers(0, 6)),
        pay_fortune=draw(st.integers(0, 6)),
        dice=draw(st.none() | st.just(ROLL) | st.tuples(*[st.integers(1, 6)] * 3)),
        stunt=stunt,
        target=draw(st.integers(1, 6)) if stunt else None,
        aid_from=draw(st.none() | st.lists(_IDS, max_size=2).map(tuple)),
        select=draw(st.none() | st.integers(1, 6) | st.sampled_from(["highest", "lowest"])),
        trait=None if leading else draw(st.none() | _IDS),
        lead=draw(_LEADS) if leading else None,
        affecting=draw(
            st.none()
            | st.lists(
                st.builds(Affecting, _IDS, st.sampled_from(["risk", "power"])),
                max_size=3,
                unique_by=lambda a: a.trait,
            ).map(tuple)
        ),
        declare=draw(st.none() | st.text(max_size=5)),
        narrate=draw(st.none() | st.text(max_size=5)),
    )


_STEPS = st.one_of(
    st.just(Clock()),
    st.just(End()),
    st.builds(
        Threats, st.none() | st.lists(st.tuples(_IDS, _NAMES), unique_by=lambda p: p[0]).map(tuple)
    ),
    _moves(),
    st.builds(SurrenderStep, _IDS, st.sampled_from(SurrenderChoice), st.none() | _NAMES),
    st.builds(Push, _IDS),
    st.builds(Designate, _IDS, _IDS),
    st.builds(Compromise, st.booleans(), st.none() | st.text(max_size=5)),
)


def _without_order(step: Step) -> Step:
    """Return the step with no stored key order (what a step built in code has)."""
    if isinstance(step, Move):
        lead = step.lead
        if isinstance(lead, CreateTrait | CreateElement):
            lead = dataclasses.replace(lead, keys=())
        return dataclasses.replace(step, keys=(), lead=lead)
    return step


@given(_STEPS)
def test_any_step_built_in_code_is_written_and_read_back_as_itself(step: Step) -> None:
    stored = json.dumps(step_json(step))
    read = parse_step(json.loads(stored), 0)
    assert _without_order(read) == step
    assert json.dumps(step_json(read)) == stored
