"""Property tests: random legal Challenges keep the invariants; bad scenarios fail cleanly."""

from __future__ import annotations

import contextlib
import copy
import io
import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)
from starshine_support import apply_json

from starshine_desktop.__main__ import main
from starshine_desktop.rules.errors import IllegalStep, ScenarioError
from starshine_desktop.rules.starshine.challenge import Challenge
from starshine_desktop.rules.starshine.model import MoveType, Phase, Status
from starshine_desktop.rules.starshine.persona import (
    CharacteristicSetup,
    ElementSetup,
    PersonaSetup,
    TraitSetup,
)
from starshine_desktop.rules.starshine.replay import replay, replay_challenge
from starshine_desktop.rules.starshine.rulings import RULING_OPTIONS, Rulings
from starshine_desktop.rules.starshine.scores import Score

GOLDEN = Path(__file__).parents[2] / "scenarios" / "three_personae_seven_rounds.json"


@st.composite
def persona_setups(draw: st.DrawFn, ident: str) -> PersonaSetup:
    scores = {
        score: draw(st.integers(score.legal_range.minimum, score.legal_range.maximum))
        for score in Score
    }
    scores[Score.THREAT] = draw(st.integers(-1, 6))
    scores[Score.SURRENDER] = draw(st.integers(2, 6))
    scores[Score.GUARD] = draw(st.integers(0, 8))
    scores[Score.FORTUNE] = draw(st.integers(0, 8))
    characteristics = tuple(
        CharacteristicSetup(f"C{i}", draw(st.integers(0, 6)))
        for i in range(draw(st.integers(0, 3)))
    )
    traits = tuple(
        TraitSetup(
            f"{ident}-t{i}",
            f"T{i}",
            draw(st.integers(0, 8)),
            draw(st.booleans()),
            draw(st.sampled_from(["director", ident])),
        )
        for i in range(draw(st.integers(0, 2)))
    )
    return PersonaSetup(ident, ident, scores, draw(st.integers(1, 6)), characteristics, traits)


class ChallengeMachine(RuleBasedStateMachine):
    """Drive random legal Challenges through the engine's own queries."""

    engine: Challenge

    @initialize(data=st.data())
    def set_up(self, data: st.DataObject) -> None:
        count = data.draw(st.integers(1, 4))
        personae = [data.draw(persona_setups(f"p{i}")) for i in range(count)]
        elements = [
            ElementSetup(f"e{i}", f"E{i}", data.draw(st.integers(0, 6)))
            for i in range(data.draw(st.integers(0, 2)))
        ]
        options = {
            key: data.draw(st.sampled_from([o.value for o in enum]))
            for key, enum in RULING_OPTIONS.items()
        }
        self.engine = Challenge(personae, elements, Rulings.from_mapping(options))
        self.counter = 0

    def _snapshot(self) -> dict[str, Any]:
        personae: dict[str, Any] = self.engine.output()["personae"]
        return personae

    def _apply(self, step: dict[str, Any]) -> None:
        before = self._snapshot()
        free_before = {p.id for p in self.engine.personae.values() if p.status is Status.FREE}
        out_before = {p.id for p in self.engine.personae.values() if not p.in_play}
        apply_json(self.engine, step)
        after = self._snapshot()
        for pid in free_before:
            assert after[pid]["opportunity"] <= before[pid]["opportunity"], step
            assert after[pid]["danger"] <= before[pid]["danger"], step
        for pid in out_before:
            assert after[pid] == before[pid], step

    @precondition(lambda self: not self.engine.ended and self.engine.pending_surrenders())
    @rule(data=st.data())
    def choose(self, data: st.DataObject) -> None:
        pid = data.draw(st.sampled_from(self.engine.pending_surrenders()))
        choice = data.draw(st.sampled_from(self.engine.surrender_choices(pid)))
        self._apply({"do": "surrender_choice", "persona": pid, "choice": str(choice)})

    @precondition(lambda self: not self.engine.ended and not self.engine.pending_surrenders())
    @rule(data=st.data())
    def clock_or_threats(self, data: st.DataObject) -> None:
        if self.engine.moves_available() and data.draw(st.integers(0, 3)) > 0:
            self.move(data)
        elif self.engine.phase is Phase.THREATS:
            targets = self.engine.threatened()
            self._apply({"do": "threats", "names": {t: f"Named {t}" for t in targets[:1]}})
        else:
            self._apply({"do": "clock"})

    @precondition(lambda self: not self.engine.ended and bool(self.engine.moves_available()))
    @rule(data=st.data())
    def move(self, data: st.DataObject) -> None:
        engine = self.engine
        actor = data.draw(st.sampled_from(engine.moves_available()))
        legal = [t for t, why in engine.legal_move_types(actor).items() if why is None]
        move_type = data.draw(st.sampled_from(legal))
        state = engine.persona(actor)
        stunt = data.draw(st.booleans())
        others = [p.id for p in engine.personae.values() if p.in_play and p.id != actor]
        aid = data.draw(st.lists(st.sampled_from(others), unique=True) if others else st.just([]))
        pool = engine.pool(actor, move_type, stunt=stunt, aid_from=aid).total
        low = 1 if engine.rulings.R3.value == "one_to_six" else 2
        scope = data.draw(st.integers(low, 6))
        fortune = state.fortune
        if scope > pool + fortune:
            return
        pay_dice = data.draw(st.integers(max(0, scope - fortune), min(pool, scope)))
        pay_fortune = scope - pay_dice
        step: dict[str, Any] = {
            "do": "move",
            "actor": actor,
            "type": str(move_type),
            "stunt": stunt,
            "aid_from": aid,
            "scope": scope,
            "pay_dice": pay_dice,
            "pay_fortune": pay_fortune,
        }
        left = fortune - pay_fortune
        if move_type is MoveType.RECOVERY:
            traits = [t for t in engine.output()["personae"].values() for t in t["traits"]]
            traits = [t["id"] for t in traits if engine.personae[t["on"]].in_play]
            traits += [t.id for e in engine.elements.values() for t in e.traits.values()]
            step["trait"] = data.draw(st.sampled_from(traits))
        elif move_type is MoveType.LEADING:
            self.counter += 1
            cost = engine.rulings.R5.value == "cost"
            kinds = ["trait", "element"]
            if engine.elements and (left >= 1 or cost):
                kinds.append("destroy")
            kind = data.draw(st.sampled_from(kinds))
            # Under R5 cost no extra Fortune is on offer (rules-spec A.9).
            extra = 0 if cost else data.draw(st.integers(0, left))
            if kind == "trait":
                holders = [p.id for p in engine.personae.values() if p.in_play]
                holders += list(engine.elements)
                step["create_trait"] = {
                    "id": f"new{self.counter}",
                    "name": "New",
                    "on": data.draw(st.sampled_from(holders)),
                    "extra_fortune": extra,
                }
            elif kind == "element":
                step["create_element"] = {
                    "id": f"new{self.counter}",
                    "name": "New",
                    "extra_fortune": extra,
                }
            else:
                step["destroy_element"] = {"id": data.draw(st.sampled_from(list(engine.elements)))}
        if stunt:
            step["target"] = data.draw(st.integers(1, 6))
        dice = data.draw(
            st.lists(st.integers(1, 6), min_size=pool - pay_dice, max_size=pool - pay_dice)
        )
        step["dice"] = dice
        if dice and not stunt:
            step["select"] = data.draw(st.sampled_from(dice))
        self._apply(step)

    @precondition(lambda self: not self.engine.ended and not self.engine.pending_surrenders())
    @rule(data=st.data())
    def director(self, data: st.DataObject) -> None:
        engine = self.engine
        in_play = [p.id for p in engine.personae.values() if p.in_play]
        free = [p.id for p in engine.personae.values() if p.status is Status.FREE]
        active = [p.id for p in engine.personae.values() if p.status is Status.ACTIVE]
        choices = ["compromise_refused", "voluntary"]
        pushable = [p for p in in_play if engine.push_available(p) is None]
        if pushable:
            choices.append("push")
        if free and active:
            choices.append("designate")
        kind = data.draw(st.sampled_from(choices))
        if kind == "push":
            self._apply({"do": "push", "persona": data.draw(st.sampled_from(pushable))})
        elif kind == "designate":
            self._apply(
                {
                    "do": "designate",
                    "persona": data.draw(st.sampled_from(free)),
                    "target": data.draw(st.sampled_from(active)),
                }
            )
        elif kind == "voluntary" and data.draw(st.integers(0, 4)) == 0:
            self._apply(
                {
                    "do": "surrender_choice",
                    "persona": data.draw(st.sampled_from(in_play)),
                    "choice": "surrender",
                }
            )
        else:
            self._apply({"do": "compromise", "accepted": False})

    @precondition(lambda self: self.engine.ended)
    @rule()
    def after_the_end(self) -> None:
        for step in ({"do": "clock"}, {"do": "compromise", "accepted": True}):
            try:
                apply_json(self.engine, step)
            except IllegalStep as error:
                assert "already ended" in error.reason
            else:
                raise AssertionError("a step after the end was accepted")

    @invariant()
    def values_never_below_zero(self) -> None:
        for state in self.engine.personae.values():
            assert state.surrender >= 0 and state.fortune >= 0 and state.threat >= 0
            assert state.opportunity >= 0 and state.danger >= 0
            for trait in state.traits.values():
                assert 0 <= trait.strength <= 99
        for element in self.engine.elements.values():
            assert 0 <= element.scale <= 99
            for trait in element.traits.values():
                assert 0 <= trait.strength <= 99

    @invariant()
    def out_of_play_personae_never_act(self) -> None:
        for state in self.engine.personae.values():
            if not state.in_play:
                assert all(
                    why is not None for why in self.engine.legal_move_types(state.id).values()
                )
                assert state.id not in self.engine.moves_available()
                assert self.engine.push_available(state.id) is not None

    @invariant()
    def recorded_steps_replay_to_the_same_state(self) -> None:
        exported = json.loads(json.dumps(self.engine.recorded_scenario()))
        assert replay(exported) == self.engine.output()


ChallengeMachine.TestCase.settings = settings(
    max_examples=40,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestChallengeMachine = ChallengeMachine.TestCase


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-10, 100)
    | st.text(max_size=5)
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


@st.composite
def bad_scenarios(draw: st.DrawFn) -> Any:
    data = json.loads(GOLDEN.read_text())
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(data) if p]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent: Any = data
        for key in path[:-1]:
            parent = parent[key]
        action = draw(st.sampled_from(["replace", "delete", "add"]))
        if action == "replace":
            parent[path[-1]] = draw(JSON_VALUES)
        elif action == "delete":
            del parent[path[-1]]
        elif isinstance(parent, dict):
            parent[draw(st.text(min_size=1, max_size=6))] = draw(JSON_VALUES)
        else:
            parent.insert(path[-1], draw(JSON_VALUES))
    return data


@settings(max_examples=150, deadline=None)
@given(bad_scenarios())
def test_bad_scenarios_only_raise_the_documented_errors(data: Any) -> None:
    try:
        engine = replay_challenge(copy.deepcopy(data))
    except IllegalStep as error:
        assert str(error).startswith(f"step {error.step_index}: ") and error.reason
    except ScenarioError as error:
        assert str(error).startswith("scenario: ") and error.reason
    else:
        assert replay(engine.recorded_scenario()) == engine.output()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(bad_scenarios())
def test_bad_scenarios_through_the_command_exit_2_with_one_line(data: Any) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "s.json"
        path.write_text(json.dumps(data))
        out, err = io.StringIO(), io.StringIO()
        code: str | int | None
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(["replay", str(path)])
            except SystemExit as stop:
                code = stop.code
    if code == 0:
        assert err.getvalue() == "" and json.loads(out.getvalue())["round"] >= 0
    else:
        assert code == 2 and out.getvalue() == ""
        lines = err.getvalue().splitlines()
        assert len(lines) == 1
        assert lines[0].startswith(("scenario: ", "step "))
