"""Starshine: build a Challenge from the set-up half of a scenario (rules-spec A.7).

``challenge_from_scenario(data)`` checks the top level, the rulings, every Persona, Element,
Characteristic and Trait (unknown keys, missing keys, types, the ranges of rules-spec A.1)
and returns the ``Challenge`` at step 0 with a ``random.Random(seed)`` when a seed is given.
Every problem is a ``ScenarioError`` (printed as ``scenario: …``). The steps are applied by
``starshine_desktop.rules.starshine.replay``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError, ScenarioError
from starshine_desktop.rules.starshine.challenge import Challenge
from starshine_desktop.rules.starshine.persona import (
    DIRECTOR,
    CharacteristicSetup,
    ElementSetup,
    PersonaSetup,
    TraitSetup,
)
from starshine_desktop.rules.starshine.rulings import Rulings
from starshine_desktop.rules.starshine.scores import Score

RULES_NAME = "starshine-2.1"
TOP_KEYS = frozenset({"rules", "rulings", "personae", "elements", "steps", "seed"})
PERSONA_KEYS = frozenset(
    {"id", "name", "stance", "scores", "characteristics", "traits", "risked", "strategy"}
)
RISKED_KEYS = frozenset({"corruption", "death"})
CHARACTERISTIC_KEYS = frozenset({"name", "value", "corrupt"})
TRAIT_KEYS = frozenset({"id", "name", "strength", "negative", "created_by"})
ELEMENT_KEYS = frozenset({"id", "name", "scale", "traits"})
SCORE_NAMES = frozenset(str(score) for score in Score)


def _object(value: object, what: str, keys: frozenset[str]) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Refusal", "{what} must be an object"),
            what=what,
        )
    unknown = value.keys() - keys
    if unknown:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Refusal", "unknown key {key!r} in {what}"),
            key=sorted(unknown)[0],
            what=what,
        )
    return value


def _list(value: object, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Refusal", "{what} must be a list"),
            what=what,
        )
    return value


def _text(value: object, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Refusal", "{what} must be non-empty text, not {value!r}"),
            what=what,
            value=value,
        )
    return value


def _int(value: object, what: str) -> int:
    if type(value) is not int:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Refusal", "{what} must be a whole number, not {value!r}"),
            what=what,
            value=value,
        )
    return value


def _bool(value: object, what: str) -> bool:
    if type(value) is not bool:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Refusal", "{what} must be true or false, not {value!r}"),
            what=what,
            value=value,
        )
    return value


def parse_trait(raw: object, where: str) -> TraitSetup:
    """Parse a Trait given in a scenario (``negative`` defaults to false, ``created_by`` to
    the Director)."""
    data = _object(raw, f"a Trait of {where}", TRAIT_KEYS)
    ident = _text(data.get("id"), f"a Trait id of {where}")
    what = f"trait {ident!r}"
    created_by = data.get("created_by", DIRECTOR)
    return TraitSetup(
        id=ident,
        name=_text(data.get("name"), f"{what} name"),
        strength=_int(data.get("strength"), f"{what} strength"),
        negative=_bool(data.get("negative", False), f"{what} negative"),
        created_by=_text(created_by, f"{what} created_by"),
    )


def parse_persona(raw: object) -> PersonaSetup:
    """Parse one Persona of a scenario."""
    data = _object(raw, "a Persona", PERSONA_KEYS)
    ident = _text(data.get("id"), "a Persona id")
    where = f"persona {ident!r}"
    scores_raw = _object(data.get("scores"), f"{where} scores", SCORE_NAMES)
    missing = sorted(SCORE_NAMES - scores_raw.keys())
    if missing:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Refusal", "{where} scores lack {missing!r} (all twelve are needed)"),
            where=where,
            missing=missing[0],
        )
    scores = {score: _int(scores_raw[str(score)], f"{where} {score.label}") for score in Score}
    characteristics = []
    for entry in _list(data.get("characteristics", []), f"{where} characteristics"):
        c = _object(entry, f"a Characteristic of {where}", CHARACTERISTIC_KEYS)
        name = _text(c.get("name"), f"a Characteristic name of {where}")
        characteristics.append(
            CharacteristicSetup(
                name=name,
                value=_int(c.get("value"), f"{where} Characteristic {name!r}"),
                corrupt=_bool(c.get("corrupt", False), f"{where} {name!r} corrupt"),
            )
        )
    traits = tuple(
        parse_trait(entry, where) for entry in _list(data.get("traits", []), f"{where} traits")
    )
    name = data.get("name", ident)
    risked = _object(data.get("risked", {}), f"{where} risked", RISKED_KEYS)
    return PersonaSetup(
        id=ident,
        name=_text(name, f"{where} name"),
        scores=scores,
        stance=_int(data.get("stance", 1), f"{where} stance"),
        characteristics=tuple(characteristics),
        traits=traits,
        risked_corruption=_bool(risked.get("corruption", False), f"{where} risked corruption"),
        risked_death=_bool(risked.get("death", False), f"{where} risked death"),
        strategy=(
            _text(data["strategy"], f"{where} strategy")
            if data.get("strategy") is not None
            else None
        ),
    )


def parse_element(raw: object) -> ElementSetup:
    """Parse one Element of a scenario (its optional ``traits`` are Negative Traits)."""
    data = _object(raw, "an Element", ELEMENT_KEYS)
    ident = _text(data.get("id"), "an Element id")
    where = f"element {ident!r}"
    traits = tuple(
        parse_trait(entry, where) for entry in _list(data.get("traits", []), f"{where} traits")
    )
    return ElementSetup(
        id=ident,
        name=_text(data.get("name", ident), f"{where} name"),
        scale=_int(data.get("scale"), f"{where} scale"),
        traits=traits,
    )


def challenge_from_scenario(data: object) -> Challenge:
    """Check a scenario's set-up and return its Challenge at step 0 (steps not applied)."""
    top = _object(data, "the scenario", TOP_KEYS)
    rules = top.get("rules", RULES_NAME)
    if rules != RULES_NAME:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Refusal", "rules must be {rules_name!r}, not {rules!r}"),
            rules_name=RULES_NAME,
            rules=rules,
        )
    try:
        rulings = Rulings.from_mapping(top.get("rulings", {}))
    except RuleError as error:
        raise ScenarioError(error) from None
    if "personae" not in top:
        raise ScenarioError(QT_TRANSLATE_NOOP("Refusal", "the scenario has no 'personae'"))
    personae = [parse_persona(p) for p in _list(top["personae"], "personae")]
    elements = [parse_element(e) for e in _list(top.get("elements", []), "elements")]
    _list(top.get("steps", []), "steps")
    rng: random.Random | None = None
    if "seed" in top:
        seed = top["seed"]
        if type(seed) is not int and not isinstance(seed, str):
            raise ScenarioError(
                QT_TRANSLATE_NOOP("Refusal", "seed must be a whole number or text, not {seed!r}"),
                seed=seed,
            )
        rng = random.Random(seed)
    return Challenge(personae, elements, rulings, rng)
