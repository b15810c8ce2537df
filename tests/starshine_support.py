"""Small builders for Starshine Challenge tests."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict, Unpack

from starshine_desktop.rules.starshine.challenge import Challenge
from starshine_desktop.rules.starshine.model import Event
from starshine_desktop.rules.starshine.persona import (
    CharacteristicSetup,
    ElementSetup,
    PersonaSetup,
    TraitSetup,
)
from starshine_desktop.rules.starshine.rulings import Rulings
from starshine_desktop.rules.starshine.scores import DEFAULT_SCORES, Score
from starshine_desktop.rules.starshine.steps import parse_step


class ScoreChanges(TypedDict, total=False):
    """Scores to change from the test defaults, by name (``guard=20``)."""

    base: int
    defense: int
    recovery: int
    lead: int
    stunt: int
    aid: int
    threat: int
    guard: int
    surrender: int
    risk: int
    power: int
    fortune: int


class PersonaChanges(ScoreChanges, total=False):
    """A Stance and Scores to change, as passed to ``persona``."""

    stance: int


class RulingChoices(TypedDict, total=False):
    """Alternative rulings by name, as passed to ``challenge`` (``R1="threat_vs_guard"``)."""

    R1: str
    R2: str
    R3: str
    R4: str
    R5: str
    R6: str
    R7: str
    R8: str
    R9: str
    R10: str


BASE_SCORES: dict[str, int] = {str(score): value for score, value in DEFAULT_SCORES.items()}
# Test defaults: a Leading pool of 2, a Recovery pool of 1, a Defensive pool of 3, Fortune 6.
BASE_SCORES.update({"base": 1, "defense": 2, "recovery": 0, "lead": 1, "fortune": 6})


def scores(**changes: int) -> dict[str, int]:
    """Return the twelve Scores as scenario JSON: the defaults with ``changes``."""
    result = dict(BASE_SCORES)
    for key, value in changes.items():
        assert key in result, key
        result[key] = value
    return result


def persona_json(ident: str, stance: int = 1, **changes: Any) -> dict[str, Any]:
    """Return a Persona in scenario form; ``traits``/``characteristics`` may be passed."""
    traits = changes.pop("traits", [])
    characteristics = changes.pop("characteristics", [])
    return {
        "id": ident,
        "name": ident.title(),
        "stance": stance,
        "scores": scores(**changes),
        "characteristics": characteristics,
        "traits": traits,
    }


def persona(
    ident: str,
    stance: int = 1,
    traits: tuple[TraitSetup, ...] = (),
    characteristics: tuple[CharacteristicSetup, ...] = (),
    **changes: Unpack[ScoreChanges],
) -> PersonaSetup:
    """Return a PersonaSetup with default Scores changed by ``changes``."""
    values = {Score(key): value for key, value in scores(**changes).items()}
    return PersonaSetup(
        id=ident,
        name=ident.title(),
        scores=values,
        stance=stance,
        characteristics=characteristics,
        traits=traits,
    )


def challenge(
    *personae: PersonaSetup,
    elements: tuple[ElementSetup, ...] = (),
    rulings: Rulings | None = None,
    **options: Unpack[RulingChoices],
) -> Challenge:
    """Return a Challenge; keyword ``R1="threat_vs_guard"`` etc. choose rulings."""
    if options:
        assert rulings is None
        rulings = Rulings.from_mapping(options)
    return Challenge(list(personae), list(elements), rulings)


def move(actor: str, move_type: str, **keys: Any) -> dict[str, Any]:
    """Return a move step; ``scope`` defaults to 2 paid with 2 Fortune and no dice given."""
    step: dict[str, Any] = {"do": "move", "actor": actor, "type": move_type}
    step.update({"scope": 2, "pay_dice": 0, "pay_fortune": 2})
    step.update(keys)
    return step


def round_start(engine: Challenge, names: dict[str, str] | None = None) -> None:
    """Apply a clock and a threats step."""
    apply_json(engine, {"do": "clock"})
    apply_json(engine, {"do": "threats", "names": names or {}})


def apply_json(engine: Challenge, data: Mapping[str, Any]) -> list[Event]:
    """Apply a step given in its stored JSON (rules-spec A.7), read as ``replay`` reads it."""
    return engine.apply(parse_step(data, len(engine.steps)))
