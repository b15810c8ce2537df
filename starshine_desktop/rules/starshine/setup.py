"""Step 0 of a Starshine Challenge: the set-up checked and placed (rules-spec A.5, A.7).

``set_up`` raises ``ScenarioError`` for a Persona, Element or Trait out of range or an id
used twice; otherwise it places everything in the state and logs each Persona's scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError, ScenarioError
from starshine_desktop.rules.starshine.model import (
    Characteristic,
    Element,
    Outcome,
    PersonaState,
    Trait,
    Typed,
    said,
)
from starshine_desktop.rules.starshine.persona import (
    DIRECTOR,
    CharacteristicSetup,
    ElementSetup,
    PersonaSetup,
    TraitSetup,
)
from starshine_desktop.rules.starshine.scores import (
    CHARACTERISTIC_RANGE,
    SCALE_RANGE,
    STANCE_RANGE,
    STRENGTH_RANGE,
    Score,
    check_in_range,
    check_score,
)
from starshine_desktop.rules.starshine.state import ChallengeState


def set_up(
    play: ChallengeState, personae: Sequence[PersonaSetup], elements: Sequence[ElementSetup]
) -> None:
    """Check the set-up and place its Personae, Elements and Traits (step 0)."""
    if not personae:
        raise ScenarioError(QT_TRANSLATE_NOOP("Refusal", "a Challenge needs at least one Persona"))
    for setup in personae:
        _check_persona(play, setup)
    for element in elements:
        _check_id(play, element.id, "element")
    for setup in personae:
        threat = max(0, setup.stance + setup.score(Score.THREAT))
        state = PersonaState(
            setup=setup,
            id=setup.id,
            stance=setup.stance,
            threat=threat,
            opportunity=threat,
            danger=threat,
            guard=setup.score(Score.GUARD),
            surrender=setup.score(Score.SURRENDER),
            fortune=setup.score(Score.FORTUNE),
            characteristics=[
                Characteristic(c.name, c.value, c.corrupt) for c in setup.characteristics
            ],
            risked_corruption=setup.risked_corruption,
            risked_death=setup.risked_death,
        )
        play.personae[setup.id] = state
    for element_setup in elements:
        where = f"element {element_setup.id!r}"
        _scenario_range(f"{where} scale", element_setup.scale, SCALE_RANGE)
        play.elements[element_setup.id] = Element(
            element_setup.id, element_setup.name, element_setup.scale
        )
    for setup in personae:
        for trait_setup in setup.traits:
            _add_scenario_trait(play, trait_setup, setup.id, on_element=False)
    for element_setup in elements:
        for trait_setup in element_setup.traits:
            _add_scenario_trait(play, trait_setup, element_setup.id, on_element=True)
    for state in play.personae.values():
        template = (
            QT_TRANSLATE_NOOP(
                "ChallengeLog",
                "set-up: {persona} Threat {threat}, Opportunity {opportunity}, Danger {danger}, "
                "Guard {guard}, Surrender {surrender}, Fortune {fortune} (free)",
            )
            if state.free
            else QT_TRANSLATE_NOOP(
                "ChallengeLog",
                "set-up: {persona} Threat {threat}, Opportunity {opportunity}, Danger {danger}, "
                "Guard {guard}, Surrender {surrender}, Fortune {fortune}",
            )
        )
        scores = said(
            template,
            persona=state.id,
            threat=state.threat,
            opportunity=state.opportunity,
            danger=state.danger,
            guard=state.guard,
            surrender=state.surrender,
            fortune=state.fortune,
        )
        play.say(scores, None)
        if state.setup.strategy is not None:
            pursues = said(
                QT_TRANSLATE_NOOP(
                    "ChallengeLog", "set-up: {persona} pursues the Strategy {strategy!r}"
                ),
                persona=state.id,
                strategy=Typed(state.setup.strategy),
            )
            play.say(pursues, state.id)
    if all(not p.in_play or p.free for p in play.personae.values()):
        play.finish(Outcome.ALL_RESOLVED, None)


def _scenario_range(what: str, value: object, legal: Any) -> int:
    try:
        return check_in_range(what, value, legal)
    except RuleError as error:
        raise ScenarioError(error) from None


def _check_id(play: ChallengeState, ident: object, what: str) -> None:
    if not isinstance(ident, str) or not ident:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Refusal", "a {what} id must be a non-empty string, not {ident!r}"),
            what=what,
            ident=ident,
        )
    if ident == DIRECTOR:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Refusal", "{what} id {ident!r} is reserved for created_by"),
            what=what,
            ident=ident,
        )
    if ident in play.used_ids:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Refusal", "id {ident!r} is used twice (ids are unique)"),
            ident=ident,
        )
    play.used_ids.add(ident)


def _check_persona(play: ChallengeState, setup: PersonaSetup) -> None:
    _check_id(play, setup.id, "persona")
    where = f"persona {setup.id!r}"
    _scenario_range(f"{where} stance", setup.stance, STANCE_RANGE)
    for score in Score:
        if score not in setup.scores:
            raise ScenarioError(
                QT_TRANSLATE_NOOP("Refusal", "{where} has no {score_label} score"),
                where=where,
                score_label=score.label,
            )
        try:
            check_score(score, setup.scores[score])
        except RuleError as error:
            raise ScenarioError(
                QT_TRANSLATE_NOOP("Refusal", "{where}: {error}"),
                where=where,
                error=error,
            ) from None
    names: set[str] = set()
    for characteristic in setup.characteristics:
        _check_characteristic(characteristic, where, names)


def _check_characteristic(characteristic: CharacteristicSetup, where: str, names: set[str]) -> None:
    if not isinstance(characteristic.name, str) or not characteristic.name:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: a Characteristic needs a name"),
            where=where,
        )
    if characteristic.name in names:
        raise ScenarioError(
            QT_TRANSLATE_NOOP(
                "Refusal", "{where}: Characteristic {characteristic_name!r} appears twice"
            ),
            where=where,
            characteristic_name=characteristic.name,
        )
    names.add(characteristic.name)
    _scenario_range(
        f"{where} Characteristic {characteristic.name!r}",
        characteristic.value,
        CHARACTERISTIC_RANGE,
    )


def _add_scenario_trait(
    play: ChallengeState, setup: TraitSetup, holder: str, *, on_element: bool
) -> None:
    _check_id(play, setup.id, "trait")
    where = f"trait {setup.id!r}"
    _scenario_range(f"{where} strength", setup.strength, STRENGTH_RANGE)
    if setup.created_by != DIRECTOR and setup.created_by not in play.personae:
        raise ScenarioError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{where}: created_by must be a Persona's id or 'director', not "
                "{setup_created_by!r}",
            ),
            where=where,
            setup_created_by=setup.created_by,
        )
    if on_element and not setup.negative:
        raise ScenarioError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: a Trait on an Element is Negative (rule 3.8e)"),
            where=where,
        )
    play.place(
        Trait(
            id=setup.id,
            name=setup.name,
            strength=setup.strength,
            negative=setup.negative,
            on=holder,
            created_by=setup.created_by,
        )
    )
