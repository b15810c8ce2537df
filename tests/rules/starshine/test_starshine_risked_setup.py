"""A Persona that risked Corruption or Death in an earlier Challenge starts with it used.

The scenario's optional ``"risked": {"corruption": bool, "death": bool}`` (a project
extension documented in docs/rules.md) carries the campaign's status flags into set-up.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from starshine_support import apply_json, persona_json

from starshine_desktop.rules.errors import IllegalStep, ScenarioError
from starshine_desktop.rules.starshine.model import Status, SurrenderChoice
from starshine_desktop.rules.starshine.replay import replay, replay_challenge
from starshine_desktop.rules.starshine.scenario import challenge_from_scenario

_WOUND = {"id": "w", "name": "Wound", "strength": 5, "negative": True}
_TO_SURRENDER_ZERO: list[dict[str, Any]] = [
    {"do": "clock"},
    {"do": "threats", "names": {}},
    {
        "do": "move",
        "actor": "ada",
        "type": "leading",
        "scope": 2,
        "pay_dice": 0,
        "pay_fortune": 2,
        "dice": [1, 1],
        "select": 1,
        "create_trait": {"id": "n", "name": "N", "on": "ada"},
    },
]


def _scenario(risked: dict[str, Any] | None, steps: list[dict[str, Any]]) -> dict[str, Any]:
    ada = persona_json(
        "ada",
        surrender=1,
        traits=[_WOUND],
        characteristics=[{"name": "Bold", "value": 3}, {"name": "Calm", "value": 1}],
    )
    if risked is not None:
        ada["risked"] = risked
    return {"personae": [ada, persona_json("bo")], "steps": copy.deepcopy(steps)}


def test_without_the_key_nothing_has_been_risked() -> None:
    engine = replay_challenge(_scenario(None, _TO_SURRENDER_ZERO))
    state = engine.persona("ada")
    assert (state.risked_corruption, state.risked_death) == (False, False)
    assert SurrenderChoice.RISK_CORRUPTION in engine.surrender_choices("ada")
    assert "risked" not in engine.recorded_scenario()["personae"][0]


def test_a_risk_used_before_is_not_on_offer_and_the_forced_surrender_corrupts() -> None:
    engine = replay_challenge(_scenario({"corruption": True}, _TO_SURRENDER_ZERO))
    assert engine.pending_surrenders() == ["ada"]
    choices = engine.surrender_choices("ada")
    assert SurrenderChoice.RISK_CORRUPTION not in choices
    assert SurrenderChoice.RISK_DEATH in choices
    with pytest.raises(IllegalStep, match="already risked corruption"):
        apply_json(
            engine, {"do": "surrender_choice", "persona": "ada", "choice": "risk_corruption"}
        )
    apply_json(engine, {"do": "surrender_choice", "persona": "ada", "choice": "surrender"})
    state = engine.persona("ada")
    assert state.status is Status.SURRENDERED
    assert [(c.name, c.value, c.corrupt) for c in state.characteristics] == [
        ("Bold", 3, False),
        ("Calm", 5, True),
    ]


def test_death_risked_before_kills_on_the_forced_surrender() -> None:
    steps = [
        *_TO_SURRENDER_ZERO,
        {"do": "surrender_choice", "persona": "ada", "choice": "lose_investment"},
    ]
    output = replay(_scenario({"death": True}, steps))
    ada = output["personae"]["ada"]
    assert ada["status"] == str(Status.DEAD)
    assert ada["risked"] == {"corruption": False, "death": True}


def test_the_recorded_scenario_keeps_the_risks_and_replays_to_the_same_state() -> None:
    steps = [
        *_TO_SURRENDER_ZERO,
        {"do": "surrender_choice", "persona": "ada", "choice": "risk_death"},
    ]
    engine = replay_challenge(_scenario({"corruption": True, "death": False}, steps))
    recorded = engine.recorded_scenario()
    assert recorded["personae"][0]["risked"] == {"corruption": True, "death": False}
    assert replay(recorded) == engine.output()
    assert engine.output()["personae"]["ada"]["risked"] == {"corruption": True, "death": True}


@pytest.mark.parametrize(
    ("risked", "message"),
    [
        ([], "persona 'ada' risked must be an object"),
        ({"corruption": True, "life": True}, "unknown key 'life' in persona 'ada' risked"),
        ({"corruption": 1}, "persona 'ada' risked corruption must be true or false"),
        ({"death": None}, "persona 'ada' risked death must be true or false"),
    ],
)
def test_a_malformed_risked_key_is_refused(risked: object, message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        challenge_from_scenario(_scenario(risked, []))  # type: ignore[arg-type]
