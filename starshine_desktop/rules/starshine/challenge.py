"""The Starshine Challenge (rules-spec A.5–A.8): a state machine driven one step at a time.

Build a ``Challenge`` from ``PersonaSetup``/``ElementSetup`` values and a ``Rulings``; feed
it steps with ``apply(step)``, each a dict in the scenario format of rules-spec A.7
(``{"do": "clock"}``, ``{"do": "move", ...}``). ``apply`` returns the ``Event`` list the step
caused, or raises ``IllegalStep(index, reason)`` and leaves the state untouched; the reason
names the rule broken.

Steps (keys beyond these are errors):

- ``{"do": "clock"}`` — step 1; ``{"do": "threats", "names": {persona: name}}`` — step 2.
- ``{"do": "move", "actor", "type": "defensive"|"recovery"|"leading", "stunt", "target",
  "aid_from", "scope", "pay_dice", "pay_fortune", "dice": [faces] | "roll", "select",
  "trait", "create_trait": {"id", "name", "on", "negative", "extra_fortune"},
  "create_element": {"id", "name", "extra_fortune"}, "destroy_element": {"id"},
  "affecting": [{"trait", "score": "risk"|"power"}] (ruling R10 on only),
  "declare", "narrate"}`` — step 3.  ``select`` may also be ``"highest"`` or ``"lowest"``;
  with ``"dice": "roll"`` it may be left out and the highest die is taken.
- ``{"do": "surrender_choice", "persona", "choice", "characteristic"}`` — step 5.
- ``{"do": "push", "persona"}`` (6.1), ``{"do": "designate", "persona", "target"}`` (6),
  ``{"do": "compromise", "accepted": bool, "offer": text}`` (6.2), ``{"do": "end"}``.

Queries for a step-by-step GUI: ``phase``, ``round``, ``ended``/``outcome``,
``moves_available()``, ``legal_move_types(persona)`` (a reason for each illegal type; the
refusals themselves, to translate, from ``move_type_refusals``),
``pool(...)`` (a ``PoolBreakdown``), ``move_scores(...)`` (what Risk and Power would do),
``pending_surrenders()``, ``surrender_choices(persona)``, ``push_available(persona)`` (and
``push_refusal``),
``persona(persona)``/``trait(id)``, ``recorded_scenario()`` (the steps applied so far, dice
as rolled, as a scenario that replays to this state), ``log`` and ``output()`` (the final-state
JSON of rules-spec A.7).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from starshine_desktop.rules.errors import (
    QT_TRANSLATE_NOOP,
    IllegalStep,
    Refusal,
    RuleError,
    ScenarioError,
)
from starshine_desktop.rules.starshine.dice import roll_dice
from starshine_desktop.rules.starshine.model import (
    FORCED_SURRENDERS,
    Characteristic,
    Element,
    Event,
    MoveScores,
    MoveType,
    Outcome,
    PersonaState,
    Phase,
    PoolBreakdown,
    ResultKind,
    Status,
    SurrenderChoice,
    Trait,
    by_comparison,
    cap,
)
from starshine_desktop.rules.starshine.persona import (
    DIRECTOR,
    CharacteristicSetup,
    ElementSetup,
    PersonaSetup,
    TraitSetup,
)
from starshine_desktop.rules.starshine.rulings import (
    R1,
    R2,
    R3,
    R4,
    R5,
    R6,
    R7,
    R8,
    R9,
    R10,
    Rulings,
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
from starshine_desktop.rules.starshine.telling import UncountedTraits


@dataclass(slots=True)
class _Checked:
    """A validated Move, ready to resolve."""

    actor: PersonaState
    move_type: MoveType
    pool: int
    stunt: bool
    target: int | None
    helpers: list[PersonaState]
    scope: int
    pay_dice: int
    pay_fortune: int
    dice: list[int]
    select: int | None
    trait: Trait | None
    create_trait: dict[str, Any] | None
    create_element: dict[str, Any] | None
    destroy_element: Element | None
    extra_fortune: int
    affecting: dict[str, str]


_STEP_KEYS: dict[str, frozenset[str]] = {
    QT_TRANSLATE_NOOP("Game", "clock"): frozenset({"do"}),
    QT_TRANSLATE_NOOP("Game", "threats"): frozenset({"do", "names"}),
    QT_TRANSLATE_NOOP("Game", "move"): frozenset(
        {
            "do",
            "actor",
            "type",
            "stunt",
            "target",
            "aid_from",
            "scope",
            "pay_dice",
            "pay_fortune",
            "dice",
            "select",
            "trait",
            "create_trait",
            "create_element",
            "destroy_element",
            "affecting",
            "declare",
            "narrate",
        }
    ),
    QT_TRANSLATE_NOOP("Game", "surrender_choice"): frozenset(
        {"do", "persona", "choice", "characteristic"}
    ),
    QT_TRANSLATE_NOOP("Game", "push"): frozenset({"do", "persona"}),
    QT_TRANSLATE_NOOP("Game", "designate"): frozenset({"do", "persona", "target"}),
    QT_TRANSLATE_NOOP("Game", "compromise"): frozenset({"do", "accepted", "offer"}),
    QT_TRANSLATE_NOOP("Game", "end"): frozenset({"do"}),
}
_CREATE_TRAIT_KEYS = frozenset({"id", "name", "on", "negative", "extra_fortune"})
_CREATE_ELEMENT_KEYS = frozenset({"id", "name", "extra_fortune"})
_DESTROY_ELEMENT_KEYS = frozenset({"id"})
_AFFECTING_KEYS = frozenset({"trait", "score"})
STEP_KINDS: tuple[str, ...] = tuple(_STEP_KEYS)


def _is_int(value: object) -> bool:
    return type(value) is int


def _is_mapping(value: object) -> TypeGuard[Mapping[str, Any]]:
    """Return whether ``value`` is a Mapping (a plain dict without the slower ABC check)."""
    return type(value) is dict or isinstance(value, Mapping)


class Challenge:
    """One Starshine Challenge: set up at construction, then driven by ``apply(step)``."""

    def __init__(
        self,
        personae: Sequence[PersonaSetup],
        elements: Sequence[ElementSetup] = (),
        rulings: Rulings | None = None,
        rng: random.Random | None = None,
    ) -> None:
        """Run step 0 (set-up); raise ``ScenarioError`` for a Persona or Element out of range."""
        self.rulings = rulings if rulings is not None else Rulings()
        self.rng = rng
        self._personae_setup = tuple(personae)
        self._elements_setup = tuple(elements)
        self._personae: dict[str, PersonaState] = {}
        self._elements: dict[str, Element] = {}
        self._traits: dict[str, Trait] = {}
        self._used_ids: set[str] = set()
        self._created = 0
        """Traits placed so far: the next Trait's creation number."""
        self._uncounted_by_creator: dict[str, UncountedTraits] = {}
        """Telling Trait (3.10): each creator's Traits not yet counted against a Threat."""
        self._uncounted_negative: dict[str, UncountedTraits] = {}
        """Telling Negative (3.9): each Persona's Negative Traits not yet counted."""
        self._pending: list[str] = []
        self._pushes = 0
        self._steps: list[dict[str, Any]] = []
        self._events: list[list[Event]] = []
        self.log: list[str] = []
        self.round = 0
        self.phase = Phase.SET_UP
        self.outcome: Outcome | None = None
        self._set_up()

    # ------------------------------------------------------------------ set-up (step 0)

    def _set_up(self) -> None:
        if not self._personae_setup:
            raise ScenarioError(
                QT_TRANSLATE_NOOP("Refusal", "a Challenge needs at least one Persona")
            )
        for setup in self._personae_setup:
            self._check_persona(setup)
        for element in self._elements_setup:
            self._check_id(element.id, "element")
        for setup in self._personae_setup:
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
            self._personae[setup.id] = state
        for element_setup in self._elements_setup:
            where = f"element {element_setup.id!r}"
            self._scenario_range(f"{where} scale", element_setup.scale, SCALE_RANGE)
            self._elements[element_setup.id] = Element(
                element_setup.id, element_setup.name, element_setup.scale
            )
        for setup in self._personae_setup:
            for trait_setup in setup.traits:
                self._add_scenario_trait(trait_setup, setup.id, on_element=False)
        for element_setup in self._elements_setup:
            for trait_setup in element_setup.traits:
                self._add_scenario_trait(trait_setup, element_setup.id, on_element=True)
        for state in self._personae.values():
            self._say(
                f"set-up: {state.id} Threat {state.threat}, Opportunity {state.opportunity}, "
                f"Danger {state.danger}, Guard {state.guard}, Surrender {state.surrender}, "
                f"Fortune {state.fortune}" + (" (free)" if state.free else ""),
                None,
            )
        if all(not p.in_play or p.free for p in self._personae.values()):
            self._finish(Outcome.ALL_RESOLVED, None)

    def _scenario_range(self, what: str, value: object, legal: Any) -> int:
        try:
            return check_in_range(what, value, legal)
        except RuleError as error:
            raise ScenarioError(error) from None

    def _check_id(self, ident: object, what: str) -> None:
        if not isinstance(ident, str) or not ident:
            raise ScenarioError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "a {what} id must be a non-empty string, not {ident!r}"
                ),
                what=what,
                ident=ident,
            )
        if ident == DIRECTOR:
            raise ScenarioError(
                QT_TRANSLATE_NOOP("Refusal", "{what} id {ident!r} is reserved for created_by"),
                what=what,
                ident=ident,
            )
        if ident in self._used_ids:
            raise ScenarioError(
                QT_TRANSLATE_NOOP("Refusal", "id {ident!r} is used twice (ids are unique)"),
                ident=ident,
            )
        self._used_ids.add(ident)

    def _check_persona(self, setup: PersonaSetup) -> None:
        self._check_id(setup.id, "persona")
        where = f"persona {setup.id!r}"
        self._scenario_range(f"{where} stance", setup.stance, STANCE_RANGE)
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
            self._check_characteristic(characteristic, where, names)

    def _check_characteristic(
        self, characteristic: CharacteristicSetup, where: str, names: set[str]
    ) -> None:
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
        self._scenario_range(
            f"{where} Characteristic {characteristic.name!r}",
            characteristic.value,
            CHARACTERISTIC_RANGE,
        )

    def _add_scenario_trait(self, setup: TraitSetup, holder: str, *, on_element: bool) -> None:
        self._check_id(setup.id, "trait")
        where = f"trait {setup.id!r}"
        self._scenario_range(f"{where} strength", setup.strength, STRENGTH_RANGE)
        if setup.created_by != DIRECTOR and setup.created_by not in self._personae:
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
                QT_TRANSLATE_NOOP(
                    "Refusal", "{where}: a Trait on an Element is Negative (rule 3.8e)"
                ),
                where=where,
            )
        self._place(
            Trait(
                id=setup.id,
                name=setup.name,
                strength=setup.strength,
                negative=setup.negative,
                on=holder,
                created_by=setup.created_by,
            )
        )

    # ------------------------------------------------------------------ bookkeeping

    def _place(self, trait: Trait) -> None:
        self._traits[trait.id] = trait
        self._used_ids.add(trait.id)
        order = self._created
        self._created += 1
        holder = self._personae.get(trait.on)
        if holder is not None:
            holder.traits[trait.id] = trait
            if trait.negative:
                negatives = self._uncounted_negative.get(holder.id)
                if negatives is None:
                    negatives = self._uncounted_negative[holder.id] = UncountedTraits()
                negatives.add(trait.id, order, trait.strength)
        else:
            self._elements[trait.on].traits[trait.id] = trait
        if trait.created_by != DIRECTOR:
            created = self._uncounted_by_creator.get(trait.created_by)
            if created is None:
                created = self._uncounted_by_creator[trait.created_by] = UncountedTraits()
            created.add(trait.id, order, trait.strength)

    def _remove_trait(self, trait: Trait) -> None:
        self._traits.pop(trait.id, None)
        holder = self._personae.get(trait.on)
        if holder is not None:
            holder.traits.pop(trait.id, None)
        elif trait.on in self._elements:
            self._elements[trait.on].traits.pop(trait.id, None)
        for index in (
            self._uncounted_by_creator.get(trait.created_by),
            self._uncounted_negative.get(trait.on),
        ):
            if index is not None:
                index.discard(trait.id)

    def _say(self, text: str, persona: str | None, kind: str = "note") -> Event:
        event = Event(kind, text, persona)
        self.log.append(f"round {self.round}: {text}")
        return event

    def _finish(self, outcome: Outcome, events: list[Event] | None) -> None:
        self.outcome = outcome
        self.phase = Phase.ENDED
        event = self._say(f"the Challenge ends: {outcome}", None, "end")
        if events is not None:
            events.append(event)

    # ------------------------------------------------------------------ queries

    @property
    def ended(self) -> bool:
        """Return whether the Challenge is over."""
        return self.outcome is not None

    @property
    def personae(self) -> Mapping[str, PersonaState]:
        """Return every Persona's state by id, in scenario order."""
        return self._personae

    @property
    def elements(self) -> Mapping[str, Element]:
        """Return the Elements in play by id, in creation order."""
        return self._elements

    def persona(self, persona_id: str) -> PersonaState:
        """Return one Persona's state; raise ``RuleError`` for an unknown id."""
        try:
            return self._personae[persona_id]
        except KeyError:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "no Persona {persona_id!r} in this Challenge"),
                persona_id=persona_id,
            ) from None

    def trait(self, trait_id: str) -> Trait | None:
        """Return a Trait in play, or None."""
        return self._traits.get(trait_id)

    @property
    def extra_fortune_offered(self) -> bool:
        """Return whether a Leading Move may spend extra Fortune (not under R5 cost, A.9)."""
        return self.rulings.R5 is not R5.COST

    def pending_surrenders(self) -> list[str]:
        """Return the Personae waiting at Surrender 0 for their Actor's choice (step 5)."""
        return list(self._pending)

    def surrender_choices(self, persona_id: str) -> list[SurrenderChoice]:
        """Return the step-5 choices on offer to a Persona now (empty if none)."""
        if self.ended:
            return []
        state = self.persona(persona_id)
        if not state.in_play:
            return []
        if persona_id in self._pending:
            choices = [SurrenderChoice.SURRENDER_STRATEGY, SurrenderChoice.LOSE_INVESTMENT]
            if not state.risked_corruption:
                choices.append(SurrenderChoice.RISK_CORRUPTION)
            if not state.risked_death:
                choices.append(SurrenderChoice.RISK_DEATH)
            choices.append(SurrenderChoice.SURRENDER)
            return choices
        if self._pending:
            return []
        return [SurrenderChoice.SURRENDER]

    def push_available(self, persona_id: str) -> str | None:
        """Return None if the Director may Push this Persona now, else the reason not."""
        refusal = self.push_refusal(persona_id)
        return None if refusal is None else str(refusal)

    def push_refusal(self, persona_id: str) -> Refusal | None:
        """Return None if the Director may Push this Persona now, else the refusal saying why."""
        if self.ended:
            return Refusal(QT_TRANSLATE_NOOP("Refusal", "the Challenge has ended (A.8)"))
        if self._pending:
            return Refusal(
                QT_TRANSLATE_NOOP("Refusal", "waiting for {waiting}'s surrender choice (A.8)"),
                waiting=self._pending[0],
            )
        state = self.persona(persona_id)
        if not state.in_play:
            return Refusal(
                QT_TRANSLATE_NOOP(
                    "Refusal", "{persona_id} is {state_status} and takes no further part (A.5)"
                ),
                persona_id=persona_id,
                state_status=state.status,
            )
        if self.rulings.R9 is R9.ONCE_PER_CHALLENGE and self._pushes:
            return Refusal(
                QT_TRANSLATE_NOOP(
                    "Refusal", "the Director may Push only once per Challenge (rule 6.1, ruling R9)"
                )
            )
        if self.rulings.R9 is R9.ONCE_PER_PERSONA and state.pushed:
            return Refusal(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{persona_id} has already been pushed (rule 6.1, ruling R9 once_per_persona)",
                ),
                persona_id=persona_id,
            )
        return None

    def moves_available(self) -> list[str]:
        """Return the Personae who may still make their Move this round."""
        if self.phase is not Phase.MOVES or self._pending:
            return []
        return [
            p.id for p in self._personae.values() if p.in_play and p.moved_in_round != self.round
        ]

    def legal_move_types(self, persona_id: str) -> dict[MoveType, str | None]:
        """Return each Move type with None if legal for this Persona now, else the reason."""
        return {
            move_type: None if refusal is None else str(refusal)
            for move_type, refusal in self.move_type_refusals(persona_id).items()
        }

    def move_type_refusals(self, persona_id: str) -> dict[MoveType, Refusal | None]:
        """Return each Move type with None if legal for this Persona now, else the refusal."""
        state = self.persona(persona_id)
        common = self._move_refusal(state)
        result: dict[MoveType, Refusal | None] = {}
        for move_type in MoveType:
            reason = common
            if reason is None and move_type is MoveType.DEFENSIVE:
                reason = self._defensive_refusal(state)
            if reason is None and move_type is MoveType.RECOVERY and not self._recoverable():
                reason = Refusal(
                    QT_TRANSLATE_NOOP("Refusal", "there is no existing Trait to change (rule 3.3b)")
                )
            result[move_type] = reason
        return result

    def _recoverable(self) -> bool:
        return any(self._recovery_target_refusal(t) is None for t in self._traits.values())

    def _move_refusal(self, state: PersonaState) -> Refusal | None:
        if self.ended:
            return Refusal(QT_TRANSLATE_NOOP("Refusal", "the Challenge has ended (A.8)"))
        if self._pending:
            return Refusal(
                QT_TRANSLATE_NOOP("Refusal", "waiting for {waiting}'s surrender choice (A.8)"),
                waiting=self._pending[0],
            )
        if self.phase is not Phase.MOVES:
            return Refusal(
                QT_TRANSLATE_NOOP(
                    "Refusal", "Moves come only between threats and the next clock (A.8, rule 3)"
                )
            )
        if not state.in_play:
            return Refusal(
                QT_TRANSLATE_NOOP(
                    "Refusal", "{state_id} is {state_status} and takes no further part (A.5)"
                ),
                state_id=state.id,
                state_status=state.status,
            )
        if state.moved_in_round == self.round:
            return Refusal(
                QT_TRANSLATE_NOOP("Refusal", "{state_id} has already moved this round (rule 3.1)"),
                state_id=state.id,
            )
        return None

    def _defensive_refusal(self, state: PersonaState) -> Refusal | None:
        if (
            state.just_given is None
            or state.just_given_round != self.round
            or state.just_given not in self._traits
        ):
            return Refusal(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{state_id} has not just been given a Negative Trait this round (rule 3.3a)",
                ),
                state_id=state.id,
            )
        return None

    def _recovery_target_refusal(self, trait: Trait) -> Refusal | None:
        holder = self._personae.get(trait.on)
        if holder is not None and not holder.in_play:
            return Refusal(
                QT_TRANSLATE_NOOP(
                    "Refusal", "Trait {trait_id!r} is on {holder_id}, who is {holder_status} (A.5)"
                ),
                trait_id=trait.id,
                holder_id=holder.id,
                holder_status=holder.status,
            )
        return None

    def pool(
        self,
        persona_id: str,
        move_type: MoveType,
        *,
        stunt: bool = False,
        aid_from: Sequence[str] = (),
    ) -> PoolBreakdown:
        """Return the dice of a Move by part (rule 3.4); helpers are not checked here."""
        state = self.persona(persona_id)
        scores = state.setup.scores
        if move_type is MoveType.LEADING:
            type_score = scores[Score.LEAD]
        elif move_type is MoveType.RECOVERY:
            type_score = scores[Score.RECOVERY]
        else:
            type_score = scores[Score.DEFENSE]
        aid = (
            tuple((h, self.persona(h).setup.scores[Score.AID]) for h in aid_from)
            if aid_from
            else ()
        )
        return PoolBreakdown(
            base=scores[Score.BASE],
            move_type=move_type,
            type_score=type_score,
            stunt=scores[Score.STUNT] if stunt else 0,
            aid=aid,
        )

    def move_scores(
        self,
        persona_id: str,
        move_type: MoveType,
        result: ResultKind,
        number: int | None = None,
        affecting: Mapping[str, str] | None = None,
    ) -> MoveScores:
        """Return a Move's Risk and Power for a Result (3.8) and what they would do."""
        state = self.persona(persona_id)
        risk, power = self._scores(state, result, number, dict(affecting or {}))
        return MoveScores(
            result=result,
            number=number,
            risk=risk,
            power=power,
            risk_effect=self._risk_effect_text(state, move_type, risk),
            power_effect=self._power_effect_text(state, move_type, power),
        )

    def _scores(
        self,
        state: PersonaState,
        result: ResultKind,
        number: int | None,
        affecting: dict[str, str],
    ) -> tuple[int, int]:
        if result is ResultKind.MISS:
            risk, power = 6, 1
        elif result is ResultKind.ACHIEVE:
            risk, power = 1, 6
        else:
            if number is None or not 1 <= number <= 6:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "a Number Result needs the selected die, 1 to 6 (rule 3.8c)"
                    )
                )
            risk, power = number, number
        risk += state.setup.scores[Score.RISK]
        power += state.setup.scores[Score.POWER]
        if self.rulings.R10 is R10.ON:
            for trait_id, score in {**state.affecting, **affecting}.items():
                trait = self._traits.get(trait_id)
                if trait is None:
                    continue
                change = -trait.strength if trait.negative else trait.strength
                if score == "risk":
                    risk += change
                else:
                    power += change
        return risk, power

    def _risk_effect_text(self, state: PersonaState, move_type: MoveType, risk: int) -> str:
        if risk < 0:
            return f"Guard +{-risk} (rule 3.8d)"
        if risk == 0:
            return "nothing (Risk 0)"
        if state.free:
            return "nothing: a free Persona accrues no Opportunity or Danger (rule 6)"
        if move_type is MoveType.LEADING:
            return f"Opportunity +{risk} (rule 3.8d)"
        return f"Danger +{risk} (rule 3.8d)"

    def _power_effect_text(self, state: PersonaState, move_type: MoveType, power: int) -> str:
        if move_type is MoveType.DEFENSIVE:
            if power <= 0:
                return "nothing (Power 0 or less)"
            return f"lowers the Negative Trait just given by {power} (rule 3.8e)"
        if move_type is MoveType.RECOVERY:
            if power <= 0:
                return "nothing (Power 0 or less)"
            if self.rulings.R4 is R4.ONE_FOR_ONE:
                return f"changes the Trait by {power} (ruling R4 one_for_one)"
            return (
                "changes the Trait by 1, 2 or 3 as Power is below, equal to or above its Strength"
            )
        if self.rulings.R5 is R5.COST:
            strength = max(0, power) // max(1, state.threat)
            trait = f"Strength {strength} for a new Trait" if strength else "no new Trait"
            if power >= state.threat:
                element = (
                    f"Scale {power - state.threat} for a new Element, destroys an Element of "
                    f"Scale up to {power - state.threat} for no Fortune"
                )
            else:
                element = "no new Element and no Element destroyed"
            return f"{trait}, {element} (ruling R5 cost, rules-spec A.9)"
        size = by_comparison(power, state.threat)
        return (
            f"Strength {size} for a new Trait or Scale {size} for a new Element, "
            f"+1 per extra Fortune; destroys an Element of Scale below {power} for 1 Fortune"
        )

    # ------------------------------------------------------------------ steps

    def apply(self, step: Mapping[str, Any]) -> list[Event]:
        """Apply one step; return its events, or raise ``IllegalStep`` leaving state as it was."""
        index = len(self._steps)
        if not _is_mapping(step):
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP("Refusal", "a step must be an object with a 'do' key"),
            )
        do = step.get("do")
        if not isinstance(do, str) or do not in _STEP_KEYS:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP("Refusal", "'do' must be one of {kinds}, not {do!r} (A.7)"),
                kinds=", ".join(STEP_KINDS),
                do=do,
            )
        unknown = step.keys() - _STEP_KEYS[do]
        if unknown:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP("Refusal", "unknown key {key!r} in a {do} step (A.7)"),
                key=sorted(unknown)[0],
                do=do,
            )
        if self.ended:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP("Refusal", "the Challenge has already ended ({outcome}) (A.8)"),
                outcome=self.outcome,
            )
        if self._pending and do not in ("surrender_choice", "compromise"):
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{waiting} waits at Surrender 0: only its surrender_choice or a "
                    "compromise may come now (rule 5, A.8)",
                ),
                waiting=self._pending[0],
            )
        record = dict(step)
        events: list[Event] = []
        if do == "clock":
            self._clock(index, events)
        elif do == "threats":
            self._threats(step, index, events)
        elif do == "move":
            self._move(step, index, events, record)
        elif do == "surrender_choice":
            self._surrender_choice(step, index, events)
        elif do == "push":
            self._push(step, index, events)
        elif do == "designate":
            self._designate(step, index, events)
        elif do == "compromise":
            self._compromise(step, index, events)
        else:
            self._finish(Outcome.ENDED, events)
        if not self.ended and not self._pending and not self._anyone_active():
            self._finish(Outcome.ALL_RESOLVED, events)
        self._steps.append(record)
        self._events.append(events)
        return events

    def _anyone_active(self) -> bool:
        """Return whether some Persona is still in play and not free (the Challenge goes on)."""
        return any(state.out is None and state.threat != 0 for state in self._personae.values())

    def _clock(self, index: int, events: list[Event]) -> None:
        if self.phase is Phase.THREATS:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "clock cannot follow clock: threats come first (A.8, rule 2)"
                ),
            )
        self.round += 1
        self.phase = Phase.THREATS
        events.append(self._say("clock", None, "clock"))
        for state in self._personae.values():
            if not state.in_play or state.free:
                continue
            gain = state.threat // 2
            state.opportunity += gain
            state.danger += gain
            events.append(
                self._say(
                    f"{state.id}: Opportunity +{gain} = {state.opportunity}, "
                    f"Danger +{gain} = {state.danger} (rule 1.1)",
                    state.id,
                    "clock",
                )
            )

    def threatened(self) -> list[str]:
        """Return the Personae a ``threats`` step now would threaten (rule 2.1, ruling R1).

        Under R1 ``threat_vs_guard`` a Persona whose threat would have Strength
        (Opportunity − Guard) + Danger ≤ 0 is not threatened (rules-spec A.9); under the
        default the Strength is always above 0.
        """
        result = []
        for state in self._personae.values():
            if not state.in_play or state.free:
                continue
            trigger = (
                state.opportunity if self.rulings.R1 is R1.OPPORTUNITY_VS_GUARD else state.threat
            )
            if trigger > state.guard and self._threat_strength(state) > 0:
                result.append(state.id)
        return result

    @staticmethod
    def _threat_strength(state: PersonaState) -> int:
        return state.opportunity - state.guard + state.danger

    def _threats(self, step: Mapping[str, Any], index: int, events: list[Event]) -> None:
        if self.phase is not Phase.THREATS:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP("Refusal", "threats come only right after clock (A.8, rule 2)"),
            )
        names = step.get("names", {})
        if not _is_mapping(names):
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "threats 'names' must be an object {persona: name} (A.7)"
                ),
            )
        targets = self.threatened()
        for persona_id, name in names.items():
            if persona_id not in targets:
                raise IllegalStep(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "names gives a name for {persona_id!r}, who receives no threat this "
                        "round (A.8, rule 2.1)",
                    ),
                    persona_id=persona_id,
                )
            if not isinstance(name, str) or not name.strip():
                raise IllegalStep(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal", "the threat name for {persona_id} must be text (A.7)"
                    ),
                    persona_id=persona_id,
                )
        for persona_id in targets:
            trait_id = f"{persona_id}-threat-{self.round}"
            if trait_id in self._used_ids:
                raise IllegalStep(
                    index,
                    QT_TRANSLATE_NOOP("Refusal", "trait id {trait_id!r} is already used (A.8)"),
                    trait_id=trait_id,
                )
        self.phase = Phase.MOVES
        events.append(self._say("threats", None, "threats"))
        for persona_id in targets:
            state = self._personae[persona_id]
            strength = cap(self._threat_strength(state))
            trait = Trait(
                id=f"{persona_id}-threat-{self.round}",
                name=str(names.get(persona_id, f"Threat {self.round}")),
                strength=strength,
                negative=True,
                on=persona_id,
                created_by=DIRECTOR,
            )
            self._place(trait)
            state.just_given = trait.id
            state.just_given_round = self.round
            text = f"{persona_id} is threatened: Negative Trait {trait.name!r} ({trait.id}) "
            text += f"Strength {strength} (rule 2.1)"
            events.append(self._say(text, persona_id, "threat"))
            if self.rulings.R2 is R2.OPPORTUNITY_AND_DANGER:
                state.opportunity = 0
                state.danger = 0
                reset = "Opportunity and Danger reset to 0 (rule 2.2, ruling R2)"
            else:
                state.threat = 0
                state.opportunity = 0
                reset = "Threat and Opportunity reset to 0 (rule 2.2, ruling R2 literal)"
            events.append(self._say(f"{persona_id}: {reset}", persona_id, "threat"))
            if state.free:
                state.designated = None
                events.append(self._say(f"{persona_id} is free (rule 6)", persona_id, "free"))

    # ------------------------------------------------------------------ moves

    def _move(
        self,
        step: Mapping[str, Any],
        index: int,
        events: list[Event],
        record: dict[str, Any],
    ) -> None:
        checked = self._check_move(step, index, record)
        self._resolve(checked, step, events)

    def _fail(self, index: int, reason: str | Refusal, /, **fields: object) -> IllegalStep:
        return IllegalStep(index, reason, **fields)

    def _check_move(self, step: Mapping[str, Any], index: int, record: dict[str, Any]) -> _Checked:
        actor_id = step.get("actor")
        if not isinstance(actor_id, str) or actor_id not in self._personae:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "move 'actor' must name a Persona, not {actor_id!r} (A.7)"
                ),
                actor_id=actor_id,
            )
        actor = self._personae[actor_id]
        refusal = self._move_refusal(actor)
        if refusal is not None:
            raise self._fail(index, refusal)
        for key in ("declare", "narrate"):
            if key in step and not isinstance(step[key], str):
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal", "'{key}' is free text for the log (rule 3.1, 4.1)"
                    ),
                    key=key,
                )
        raw_type = step.get("type")
        if raw_type not in ("defensive", "recovery", "leading"):
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "move 'type' must be defensive, recovery or leading, not {raw_type!r} "
                    "(rule 3.3)",
                ),
                raw_type=raw_type,
            )
        move_type = MoveType(raw_type)
        stunt = step.get("stunt", False)
        if type(stunt) is not bool:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP("Refusal", "move 'stunt' must be true or false (rule 3.2)"),
            )
        target: int | None = None
        if stunt:
            if "target" not in step:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal", "a Stunt needs a 'target' number 1 to 6 (rule 3.7)"
                    ),
                )
            target = step["target"]
            if not _is_int(target) or not 1 <= target <= 6:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal", "a Stunt's Target must be 1 to 6, not {target!r} (3.7)"
                    ),
                    target=target,
                )
        elif "target" in step:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP("Refusal", "only a Stunt names a Target (rule 3.7)"),
            )
        helpers = self._check_helpers(step, actor, index)

        trait: Trait | None = None
        create_trait: dict[str, Any] | None = None
        create_element: dict[str, Any] | None = None
        destroy_element: Element | None = None
        extra_fortune = 0
        if move_type is not MoveType.LEADING:
            for key in ("create_trait", "create_element", "destroy_element"):
                if key in step:
                    raise self._fail(
                        index,
                        QT_TRANSLATE_NOOP("Refusal", "only a Leading Move may {key} (rule 3.3c)"),
                        key=key,
                    )
        if move_type is MoveType.DEFENSIVE:
            refusal = self._defensive_refusal(actor)
            if refusal is not None:
                raise self._fail(index, refusal)
            assert actor.just_given is not None
            if "trait" in step and step["trait"] != actor.just_given:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "a Defensive Move acts only on the Negative Trait just given "
                        "({actor_just_given}), not {trait!r} (rule 3.3a)",
                    ),
                    actor_just_given=actor.just_given,
                    trait=step["trait"],
                )
            trait = self._traits[actor.just_given]
        elif move_type is MoveType.RECOVERY:
            trait_id = step.get("trait")
            if trait_id is None:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal", "a Recovery Move must name the 'trait' it changes (3.3b)"
                    ),
                )
            if not isinstance(trait_id, str) or trait_id not in self._traits:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "a Recovery Move changes an existing Trait; {trait_id!r} is not one "
                        "(rule 3.3b)",
                    ),
                    trait_id=trait_id,
                )
            trait = self._traits[trait_id]
            refusal = self._recovery_target_refusal(trait)
            if refusal is not None:
                raise self._fail(index, refusal)
        else:
            if "trait" in step:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal", "a Leading Move names no existing 'trait' (rule 3.3c)"
                    ),
                )
            present = [
                k for k in ("create_trait", "create_element", "destroy_element") if k in step
            ]
            if len(present) != 1:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "a Leading Move carries exactly one of create_trait, create_element, "
                        "destroy_element (rule 3.3c, A.7)",
                    ),
                )
            kind = present[0]
            if kind == "create_trait":
                create_trait, extra_fortune = self._check_create_trait(step[kind], index)
                record[kind] = dict(step[kind])
            elif kind == "create_element":
                create_element, extra_fortune = self._check_create_element(step[kind], index)
                record[kind] = dict(step[kind])
            else:
                destroy_element = self._check_destroy(step[kind], index)
                record[kind] = dict(step[kind])

        affecting = self._check_affecting(step, index)

        breakdown = self.pool(actor.id, move_type, stunt=stunt, aid_from=[h.id for h in helpers])
        pool = breakdown.total
        low, high = (2, 6) if self.rulings.R3 is R3.TWO_TO_SIX else (1, 6)
        scope: Any = step.get("scope")
        if not _is_int(scope) or not low <= scope <= high:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "Scope must be {low} to {high}, not {scope!r} (rule 3.5, ruling R3)"
                ),
                low=low,
                high=high,
                scope=scope,
            )
        pay_dice: Any = step.get("pay_dice")
        pay_fortune: Any = step.get("pay_fortune")
        if not _is_int(pay_dice) or pay_dice < 0:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "pay_dice must be a whole number 0 or more (rule 3.6)"
                ),
            )
        if not _is_int(pay_fortune) or pay_fortune < 0:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "pay_fortune must be a whole number 0 or more (rule 3.6)"
                ),
            )
        if pay_dice + pay_fortune != scope:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "pay_dice {pay_dice} + pay_fortune {pay_fortune} must equal the Scope "
                    "{scope} (rule 3.6)",
                ),
                pay_dice=pay_dice,
                pay_fortune=pay_fortune,
                scope=scope,
            )
        if pay_dice > pool:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "pay_dice {pay_dice} is more than the pool of {pool} dice (rule 3.6)"
                ),
                pay_dice=pay_dice,
                pool=pool,
            )
        if pay_fortune + extra_fortune > actor.fortune:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{actor_id} has {actor_fortune} Fortune, cannot spend {fortune} (rule 3.6)",
                ),
                actor_id=actor.id,
                actor_fortune=actor.fortune,
                fortune=pay_fortune + extra_fortune,
            )
        if (
            destroy_element is not None
            and self.rulings.R5 is not R5.COST
            and actor.fortune - pay_fortune < 1
        ):
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "destroying an Element needs 1 Fortune left after paying the Scope (rule 3.8e)",
                ),
            )
        left = pool - pay_dice
        raw_dice = step.get("dice")
        rolled = False
        if raw_dice == "roll":
            if self.rng is None:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        '"dice": "roll" needs a top-level "seed" (A.7)',
                    ),
                )
            rolled = True
            rng_state = self.rng.getstate()
            dice = roll_dice(self.rng, left)
        else:
            if not isinstance(raw_dice, list):
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "'dice' must list the {left} rolled dice, or be \"roll\" (rule 3.8)",
                    ),
                    left=left,
                )
            if len(raw_dice) != left:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "{count} dice given, but {left} are left after paying (pool {pool} - "
                        "{pay_dice}) (rule 3.8)",
                    ),
                    count=len(raw_dice),
                    left=left,
                    pool=pool,
                    pay_dice=pay_dice,
                )
            for face in raw_dice:
                if type(face) is not int or not 1 <= face <= 6:
                    raise self._fail(
                        index,
                        QT_TRANSLATE_NOOP("Refusal", "a die shows 1 to 6, not {face!r} (rule 3.8)"),
                        face=face,
                    )
            dice = list(raw_dice)
        try:
            select = self._check_select(step, stunt, dice, rolled, index)
        except IllegalStep:
            if rolled and self.rng is not None:
                self.rng.setstate(rng_state)
            raise
        record["dice"] = list(dice)
        if select is not None:
            record["select"] = select
        if "aid_from" in step:
            record["aid_from"] = list(step["aid_from"])
        if "affecting" in step:
            record["affecting"] = [dict(entry) for entry in step["affecting"]]
        return _Checked(
            actor=actor,
            move_type=move_type,
            pool=pool,
            stunt=stunt,
            target=target,
            helpers=helpers,
            scope=scope,
            pay_dice=pay_dice,
            pay_fortune=pay_fortune,
            dice=dice,
            select=select,
            trait=trait,
            create_trait=create_trait,
            create_element=create_element,
            destroy_element=destroy_element,
            extra_fortune=extra_fortune,
            affecting=affecting,
        )

    def _check_select(
        self,
        step: Mapping[str, Any],
        stunt: bool,
        dice: list[int],
        rolled: bool,
        index: int,
    ) -> int | None:
        if stunt or not dice:
            if "select" in step:
                why = (
                    Refusal(QT_TRANSLATE_NOOP("Refusal", "a Stunt looks for its Target"))
                    if stunt
                    else Refusal(QT_TRANSLATE_NOOP("Refusal", "no dice are left to select"))
                )
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP("Refusal", "'select' is refused here: {why} (rule 3.8)"),
                    why=why,
                )
            return None
        select = step.get("select")
        if select is None:
            if rolled:
                return max(dice)
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "a non-Stunt Move with dice left must 'select' one die (rule 3.8c)"
                ),
            )
        if select == "highest":
            return max(dice)
        if select == "lowest":
            return min(dice)
        if not _is_int(select) or select not in dice:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "select {select!r} is not one of the dice rolled {dice} (rule 3.8c)"
                ),
                select=select,
                dice=dice,
            )
        return int(select)

    def _check_helpers(
        self, step: Mapping[str, Any], actor: PersonaState, index: int
    ) -> list[PersonaState]:
        aid_from = step.get("aid_from", [])
        if not isinstance(aid_from, list):
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "'aid_from' must list the helping Personae (rule 3.4c)"
                ),
            )
        helpers: list[PersonaState] = []
        for helper_id in aid_from:
            if not isinstance(helper_id, str) or helper_id not in self._personae:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal", "aid_from names no Persona {helper_id!r} (rule 3.4c)"
                    ),
                    helper_id=helper_id,
                )
            helper = self._personae[helper_id]
            if helper is actor:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP("Refusal", "a Persona cannot aid its own Move (rule 3.4c)"),
                )
            if not helper.in_play:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "{helper_id} is {helper_status} and gives no Aid (rule 3.4c, A.5)",
                    ),
                    helper_id=helper_id,
                    helper_status=helper.status,
                )
            if helper in helpers:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP("Refusal", "{helper_id} is named twice in aid_from (A.8)"),
                    helper_id=helper_id,
                )
            helpers.append(helper)
        return helpers

    def _check_text(self, value: object, what: str, index: int) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP("Refusal", "{what} must be non-empty text (A.7)"),
                what=what,
            )
        return value

    def _check_new_id(self, value: object, what: str, index: int) -> str:
        ident = self._check_text(value, f"the new {what}'s id", index)
        if ident == DIRECTOR or ident in self._used_ids:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP("Refusal", "id {ident!r} is already used (ids are unique, A.8)"),
                ident=ident,
            )
        return ident

    def _check_extra_fortune(self, data: Mapping[str, Any], index: int) -> int:
        extra = data.get("extra_fortune", 0)
        if not _is_int(extra) or extra < 0:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "extra_fortune must be a whole number 0 or more (3.8e)"
                ),
            )
        if extra and self.rulings.R5 is R5.COST:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "extra_fortune {extra} is not on offer under ruling R5 cost: Power pays "
                    "Threat per point (rules-spec A.9)",
                ),
                extra=extra,
            )
        return int(extra)

    def _check_create_trait(self, data: object, index: int) -> tuple[dict[str, Any], int]:
        if not _is_mapping(data):
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP("Refusal", "create_trait must be an object (A.7)"),
            )
        unknown = data.keys() - _CREATE_TRAIT_KEYS
        if unknown:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP("Refusal", "unknown key {key!r} in create_trait (A.7)"),
                key=sorted(unknown)[0],
            )
        ident = self._check_new_id(data.get("id"), "Trait", index)
        name = self._check_text(data.get("name"), "create_trait name", index)
        on = data.get("on")
        if isinstance(on, str) and on in self._personae:
            holder = self._personae[on]
            if not holder.in_play:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal", "{on} is {holder_status}: no new Traits on it (A.5)"
                    ),
                    on=on,
                    holder_status=holder.status,
                )
            negative = False
        elif isinstance(on, str) and on in self._elements:
            negative = True
        else:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "create_trait 'on' names no Persona or Element: {on!r}"
                ),
                on=on,
            )
        if "negative" in data and data["negative"] is not negative:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "a Trait created on an Element is Negative (rule 3.8e, A.8)"
                )
                if negative
                else QT_TRANSLATE_NOOP(
                    "Refusal", "a Trait created on a Persona is positive (rule 3.8e, A.8)"
                ),
            )
        extra = self._check_extra_fortune(data, index)
        return {"id": ident, "name": name, "on": on, "negative": negative}, extra

    def _check_create_element(self, data: object, index: int) -> tuple[dict[str, Any], int]:
        if not _is_mapping(data):
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP("Refusal", "create_element must be an object (A.7)"),
            )
        unknown = data.keys() - _CREATE_ELEMENT_KEYS
        if unknown:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP("Refusal", "unknown key {key!r} in create_element (A.7)"),
                key=sorted(unknown)[0],
            )
        ident = self._check_new_id(data.get("id"), "Element", index)
        name = self._check_text(data.get("name"), "create_element name", index)
        extra = self._check_extra_fortune(data, index)
        return {"id": ident, "name": name}, extra

    def _check_destroy(self, data: object, index: int) -> Element:
        if not _is_mapping(data):
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP("Refusal", "destroy_element must be an object (A.7)"),
            )
        unknown = data.keys() - _DESTROY_ELEMENT_KEYS
        if unknown:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP("Refusal", "unknown key {key!r} in destroy_element"),
                key=sorted(unknown)[0],
            )
        ident = data.get("id")
        if not isinstance(ident, str) or ident not in self._elements:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP("Refusal", "destroy_element names no Element in play: {ident!r}"),
                ident=ident,
            )
        return self._elements[ident]

    def _check_affecting(self, step: Mapping[str, Any], index: int) -> dict[str, str]:
        if "affecting" not in step:
            return {}
        if self.rulings.R10 is R10.OFF:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP("Refusal", "affecting Traits are off (ruling R10)"),
            )
        raw = step["affecting"]
        if not isinstance(raw, list):
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "'affecting' must list {trait, score} objects (ruling R10)"
                ),
            )
        chosen: dict[str, str] = {}
        for entry in raw:
            if not _is_mapping(entry) or set(entry.keys()) != _AFFECTING_KEYS:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        'each affecting entry is {"trait": id, "score": risk|power} (R10)',
                    ),
                )
            trait_id, score = entry["trait"], entry["score"]
            if not isinstance(trait_id, str) or trait_id not in self._traits:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal", "affecting names no Trait in play: {trait_id!r} (R10)"
                    ),
                    trait_id=trait_id,
                )
            if trait_id in chosen:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP("Refusal", "affecting names Trait {trait_id!r} twice (R10)"),
                    trait_id=trait_id,
                )
            if score not in ("risk", "power"):
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal", "an affecting Trait changes risk or power, not {score!r}"
                    ),
                    score=score,
                )
            chosen[trait_id] = str(score)
        return chosen

    def _resolve(self, move: _Checked, step: Mapping[str, Any], events: list[Event]) -> None:
        actor = move.actor
        actor.moved_in_round = self.round
        declare = step.get("declare")
        if isinstance(declare, str) and declare:
            events.append(self._say(f"{actor.id} declares: {declare}", actor.id, "declare"))
        actor.fortune -= move.pay_fortune
        pool = move.pool
        text = (
            f"{actor.id} makes a {move.move_type} Move{' (Stunt)' if move.stunt else ''}: "
            f"pool {pool}, Scope {move.scope} paid with {move.pay_dice} dice and "
            f"{move.pay_fortune} Fortune, rolls {move.dice}"
        )
        if move.helpers:
            text += f", aided by {', '.join(h.id for h in move.helpers)}"
        events.append(self._say(text, actor.id, "move"))
        if not move.dice:
            result, number = ResultKind.MISS, None
        elif move.stunt:
            hit = move.target in move.dice
            result, number = (ResultKind.ACHIEVE if hit else ResultKind.MISS), None
        else:
            result, number = ResultKind.NUMBER, move.select
        risk, power = self._scores(actor, result, number, move.affecting)
        actor.affecting = dict(move.affecting)
        label = f"Number {number}" if number is not None else str(result).capitalize()
        events.append(
            self._say(
                f"{actor.id}: Result {label}, Risk {risk}, Power {power} (rule 3.8)",
                actor.id,
                "result",
            )
        )
        self._apply_risk(actor, move.move_type, risk, events)
        self._apply_power(move, power, events)
        narrate = step.get("narrate")
        if isinstance(narrate, str) and narrate:
            events.append(self._say(f"{actor.id} narrates: {narrate}", actor.id, "narrate"))
        self._telling_checks(actor, events)

    def _apply_risk(
        self, actor: PersonaState, move_type: MoveType, risk: int, events: list[Event]
    ) -> None:
        if risk < 0:
            actor.guard += -risk
            text = f"{actor.id}: Guard +{-risk} = {actor.guard} (rule 3.8d)"
        elif risk == 0:
            return
        elif actor.free:
            text = f"{actor.id} is free: Risk {risk} adds nothing (rule 6)"
        elif move_type is MoveType.LEADING:
            actor.opportunity += risk
            text = f"{actor.id}: Opportunity +{risk} = {actor.opportunity} (rule 3.8d)"
        else:
            actor.danger += risk
            text = f"{actor.id}: Danger +{risk} = {actor.danger} (rule 3.8d)"
        events.append(self._say(text, actor.id, "risk"))

    def _change_trait(self, trait: Trait, amount: int, events: list[Event], rule: str) -> None:
        """Raise a positive Trait or lower a Negative one by ``amount``."""
        before = trait.strength
        if trait.negative:
            trait.strength = max(0, trait.strength - amount)
        else:
            trait.strength = cap(trait.strength + amount)
        for index in (
            self._uncounted_by_creator.get(trait.created_by),
            self._uncounted_negative.get(trait.on),
        ):
            if index is not None:
                index.restrength(trait.id, trait.strength)
        text = f"Trait {trait.name!r} ({trait.id}) Strength {before} -> {trait.strength} ({rule})"
        events.append(self._say(text, trait.on, "trait"))
        if trait.strength == 0:
            self._remove_trait(trait)
            events.append(self._say(f"Trait {trait.id} at 0 is removed (A.8)", trait.on, "trait"))

    def _apply_power(self, move: _Checked, power: int, events: list[Event]) -> None:
        actor = move.actor
        if move.move_type is MoveType.DEFENSIVE:
            assert move.trait is not None
            if power <= 0:
                events.append(self._say(f"Power {power} lowers nothing (A.8)", actor.id, "power"))
                return
            self._change_trait(move.trait, power, events, "rule 3.8e, Defensive")
            return
        if move.move_type is MoveType.RECOVERY:
            assert move.trait is not None
            if power <= 0:
                events.append(self._say(f"Power {power} changes nothing (A.8)", actor.id, "power"))
                return
            if self.rulings.R4 is R4.ONE_FOR_ONE:
                amount = power
                rule = "Recovery, ruling R4 one_for_one"
            else:
                amount = by_comparison(power, move.trait.strength)
                rule = f"rule 3.8e, Recovery: Power {power} vs Strength {move.trait.strength}"
            self._change_trait(move.trait, amount, events, rule)
            return
        actor.fortune -= move.extra_fortune
        if move.destroy_element is not None:
            element = move.destroy_element
            if self.rulings.R5 is R5.COST:
                succeeds = actor.threat + element.scale <= power
                rule = f"ruling R5 cost: Threat {actor.threat} + Scale {element.scale} vs Power"
            else:
                succeeds = element.scale < power
                rule = f"rule 3.8e: Scale {element.scale} vs Power {power}"
            if not succeeds:
                events.append(
                    self._say(
                        f"{actor.id} fails to destroy {element.id} ({rule}); no Fortune spent",
                        actor.id,
                        "element",
                    )
                )
                return
            if self.rulings.R5 is R5.COST:
                price = "no Fortune (rules-spec A.9)"
            else:
                actor.fortune -= 1
                price = "1 Fortune"
            for trait in list(element.traits.values()):
                self._remove_trait(trait)
            del self._elements[element.id]
            for state in self._personae.values():
                for trait_id in [t for t in state.affecting if t not in self._traits]:
                    del state.affecting[trait_id]
            events.append(
                self._say(
                    f"{actor.id} destroys Element {element.name!r} ({element.id}) for {price} "
                    f"({rule})",
                    actor.id,
                    "element",
                )
            )
            return
        size = self._leading_size(actor, power, element=move.create_element is not None)
        if size is not None:
            size = cap(size + move.extra_fortune)
        extra = f" +{move.extra_fortune} Fortune" if move.extra_fortune else ""
        if move.create_element is not None:
            data = move.create_element
            if size is None:
                self._used_ids.add(data["id"])
                events.append(
                    self._say(
                        f"{actor.id}'s Power {power} is below Threat {actor.threat}: no Element "
                        "is made (ruling R5 cost, rules-spec A.9)",
                        actor.id,
                        "element",
                    )
                )
                return
            element = Element(data["id"], data["name"], size)
            self._elements[element.id] = element
            self._used_ids.add(element.id)
            events.append(
                self._say(
                    f"{actor.id} creates Element {element.name!r} ({element.id}) Scale "
                    f"{size}{extra} (rule 3.8e)",
                    actor.id,
                    "element",
                )
            )
            return
        assert move.create_trait is not None
        data = move.create_trait
        if size is None or size <= 0:
            self._used_ids.add(data["id"])
            events.append(
                self._say(
                    f"{actor.id}'s new Trait would have Strength 0: none is made (ruling R5 "
                    "cost, rules-spec A.9)",
                    actor.id,
                    "trait",
                )
            )
            return
        trait = Trait(
            id=data["id"],
            name=data["name"],
            strength=size,
            negative=data["negative"],
            on=data["on"],
            created_by=actor.id,
        )
        self._place(trait)
        kind = "Negative Trait" if trait.negative else "Trait"
        events.append(
            self._say(
                f"{actor.id} creates {kind} {trait.name!r} ({trait.id}) on {trait.on}, Strength "
                f"{size}{extra} (rule 3.8e)",
                actor.id,
                "trait",
            )
        )

    def _leading_size(self, actor: PersonaState, power: int, *, element: bool) -> int | None:
        """Return a new Trait's Strength or Element's Scale before extra Fortune (3.8e, R5).

        Under R5 ``cost`` (rules-spec A.9) a Trait's Strength is ⌊Power ÷ Threat⌋ (Threat 0
        pays 1 per point) and an Element's Scale is Power − Threat; None: no Element is made
        (Power below Threat).
        """
        if self.rulings.R5 is R5.COST:
            if element:
                return power - actor.threat if power >= actor.threat else None
            return max(0, power) // max(1, actor.threat)
        return by_comparison(power, actor.threat)

    def _telling_negative(self, state: PersonaState, events: list[Event]) -> None:
        threshold = state.surrender
        negatives = self._uncounted_negative.get(state.id)
        counted = negatives.take(threshold, state.surrender) if negatives is not None else []
        for trait_id in counted:
            trait = self._traits[trait_id]
            trait.counted_surrender = True
            state.surrender -= 1
            events.append(
                self._say(
                    f"{state.id}: Telling Negative {trait.id} (Strength {trait.strength} >= "
                    f"{threshold}): Surrender -1 = {state.surrender} (rule 3.9)",
                    state.id,
                    "telling_negative",
                )
            )
        if state.surrender == 0 and state.id not in self._pending:
            self._pending.append(state.id)
            events.append(
                self._say(
                    f"{state.id} is at Surrender 0 and must choose (rule 5)", state.id, "surrender"
                )
            )

    def _telling_checks(self, actor: PersonaState, events: list[Event]) -> None:
        if self.rulings.R6 is R6.EVERYONE_AFTER_EVERY_MOVE:
            for state in self._personae.values():
                if state.in_play:
                    self._telling_negative(state, events)
        else:
            self._telling_negative(actor, events)
        if actor.free:
            designated = self._personae.get(actor.designated or "")
            if designated is None or not designated.in_play or designated.free:
                return
            counted_against = designated
        else:
            counted_against = actor
        threshold = counted_against.threat
        created = self._uncounted_by_creator.get(actor.id)
        counted = created.take(threshold, counted_against.threat) if created is not None else []
        for trait_id in counted:
            trait = self._traits[trait_id]
            trait.counted_threat = True
            counted_against.threat -= 1
            events.append(
                self._say(
                    f"{counted_against.id}: Telling Trait {trait.id} by {actor.id} (Strength "
                    f"{trait.strength} >= {threshold}): Threat -1 = {counted_against.threat} "
                    "(rule 3.10)",
                    counted_against.id,
                    "telling_trait",
                )
            )
        if counted_against.free:
            counted_against.designated = None
            events.append(
                self._say(f"{counted_against.id} is free (rule 6)", counted_against.id, "free")
            )

    # ------------------------------------------------------------------ surrender, push, ...

    def _persona_arg(self, step: Mapping[str, Any], key: str, index: int) -> PersonaState:
        persona_id = step.get(key)
        if not isinstance(persona_id, str) or persona_id not in self._personae:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP("Refusal", "{do} '{key}' names no Persona: {persona_id!r}"),
                do=step.get("do"),
                key=key,
                persona_id=persona_id,
            )
        return self._personae[persona_id]

    def _surrender_choice(self, step: Mapping[str, Any], index: int, events: list[Event]) -> None:
        state = self._persona_arg(step, "persona", index)
        raw = step.get("choice")
        names = [c.value for c in SurrenderChoice]
        if raw not in names:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP("Refusal", "choice must be one of {names}, not {raw!r}"),
                names=", ".join(names),
                raw=raw,
            )
        choice = SurrenderChoice(raw)
        if not state.in_play:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "{state_id} is {state_status} and takes no further part"
                ),
                state_id=state.id,
                state_status=state.status,
            )
        if self._pending and state.id not in self._pending:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "{waiting} waits at Surrender 0: only its choice may come now (A.8)"
                ),
                waiting=self._pending[0],
            )
        offered = self.surrender_choices(state.id)
        if choice not in offered:
            if choice in (SurrenderChoice.RISK_CORRUPTION, SurrenderChoice.RISK_DEATH) and (
                state.id in self._pending
            ):
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal", "{state_id} has already risked {choice} (rule 5.3)"
                    ),
                    state_id=state.id,
                    choice=choice.value[5:],
                )
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{choice} is on offer only at Surrender 0; {state_id} is at "
                    "{state_surrender} (rule 5, 5.4)",
                ),
                choice=choice,
                state_id=state.id,
                state_surrender=state.surrender,
            )
        forced = state.id in self._pending
        corrupt_now = forced and choice in FORCED_SURRENDERS and state.risked_corruption
        lowest: list[Characteristic] = []
        if corrupt_now and state.characteristics:
            low = min(c.value for c in state.characteristics)
            lowest = [c for c in state.characteristics if c.value == low]
        picked: Characteristic | None = lowest[0] if lowest else None
        if "characteristic" in step:
            if not corrupt_now:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "'characteristic' is accepted only when a Corruption applies (5.1)",
                    ),
                )
            name = step["characteristic"]
            matches = [c for c in lowest if c.name == name]
            if not matches:
                raise self._fail(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "{name!r} is not one of {state_id}'s lowest Characteristics ({lowest}) "
                        "(rule 5.1)",
                    ),
                    name=name,
                    state_id=state.id,
                    lowest=", ".join(c.name for c in lowest),
                )
            picked = matches[0]
        if choice is SurrenderChoice.RISK_CORRUPTION or choice is SurrenderChoice.RISK_DEATH:
            if choice is SurrenderChoice.RISK_CORRUPTION:
                state.risked_corruption = True
            else:
                state.risked_death = True
            start = state.setup.score(Score.SURRENDER)
            if self.rulings.R7 is R7.ORIGINAL_MINUS_ONE:
                state.surrender = max(0, start - 1)
                rule = "ruling R7 original_minus_one"
            else:
                state.surrender = start
                rule = "rule 5, ruling R7"
            events.append(
                self._say(
                    f"{state.id} risks {choice.value[5:]}: Surrender restored to "
                    f"{state.surrender} ({rule})",
                    state.id,
                    "surrender",
                )
            )
            if state.surrender > 0:
                self._pending.remove(state.id)
            return
        if forced:
            self._pending.remove(state.id)
        if corrupt_now and picked is not None:
            old = picked.value
            picked.value = 6 - old
            picked.corrupt = True
            events.append(
                self._say(
                    f"{state.id}'s Characteristic {picked.name!r} becomes Corrupt: {old} -> "
                    f"{picked.value} (rule 5.1)",
                    state.id,
                    "corruption",
                )
            )
        if forced and state.risked_death:
            state.out = Status.DEAD
            text = f"{state.id} is forced to surrender ({choice}) and dies (rule 5.2)"
        else:
            state.out = Status.SURRENDERED
            why = "forced, rule 5" if forced else "by choice, rule 5.4"
            text = f"{state.id} surrenders ({choice}, {why})"
        state.designated = None
        events.append(self._say(text, state.id, "surrender"))

    def _push(self, step: Mapping[str, Any], index: int, events: list[Event]) -> None:
        state = self._persona_arg(step, "persona", index)
        refusal = self.push_refusal(state.id)
        if refusal is not None:
            raise self._fail(index, refusal)
        before = state.stance
        state.stance = max(1, before - 1)
        stance = before if self.rulings.R8 is R8.STANCE_BEFORE_PUSH else state.stance
        state.threat = max(0, stance + state.setup.score(Score.THREAT))
        state.pushed = True
        self._pushes += 1
        if state.threat > 0:
            state.designated = None
        events.append(
            self._say(
                f"the Director pushes {state.id}: Stance {before} -> {state.stance}, Threat reset "
                f"to {state.threat} (rule 6.1, ruling R8)",
                state.id,
                "push",
            )
        )

    def _designate(self, step: Mapping[str, Any], index: int, events: list[Event]) -> None:
        state = self._persona_arg(step, "persona", index)
        target = self._persona_arg(step, "target", index)
        if not state.free:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "only a free Persona designates; {state_id} is {state_status} (rule 6)",
                ),
                state_id=state.id,
                state_status=state.status,
            )
        if target.status is not Status.ACTIVE:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "only an active Persona may be designated; {target_id} is "
                    "{target_status} (rule 6)",
                ),
                target_id=target.id,
                target_status=target.status,
            )
        state.designated = target.id
        events.append(
            self._say(
                f"{state.id} designates {target.id}: its Traits now count against {target.id}'s "
                "Threat (rule 6)",
                state.id,
                "designate",
            )
        )

    def _compromise(self, step: Mapping[str, Any], index: int, events: list[Event]) -> None:
        accepted = step.get("accepted")
        if type(accepted) is not bool:
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "compromise needs 'accepted': true or false (rule 6.2)"
                ),
            )
        offer = step.get("offer")
        if offer is not None and not isinstance(offer, str):
            raise self._fail(
                index,
                QT_TRANSLATE_NOOP("Refusal", "a compromise 'offer' is text (rule 6.2)"),
            )
        what = f": {offer}" if offer else ""
        if accepted:
            events.append(self._say(f"the Actors accept a compromise{what} (rule 6.2)", None))
            self._finish(Outcome.COMPROMISE, events)
        else:
            events.append(self._say(f"the Actors refuse a compromise{what} (rule 6.2)", None))

    # ------------------------------------------------------------------ output, recording

    def output(self) -> dict[str, Any]:
        """Return the state in the output format of rules-spec A.7."""
        return {
            "round": self.round,
            "ended": self.ended,
            "outcome": None if self.outcome is None else str(self.outcome),
            "personae": {pid: p.to_output() for pid, p in self._personae.items()},
            "elements": [
                {
                    "id": e.id,
                    "name": e.name,
                    "scale": e.scale,
                    "traits": [t.to_output() for t in e.traits.values()],
                }
                for e in self._elements.values()
            ],
            "log": list(self.log),
        }

    @property
    def steps(self) -> list[dict[str, Any]]:
        """Return the steps applied so far, dice as rolled."""
        return list(self._steps)

    @property
    def events(self) -> list[list[Event]]:
        """Return the events of each applied step."""
        return [list(e) for e in self._events]

    def recorded_scenario(self) -> dict[str, Any]:
        """Return a scenario (rules-spec A.7) that replays to this exact state."""
        scenario: dict[str, Any] = {
            "rules": "starshine-2.1",
            "rulings": self.rulings.to_mapping(),
            "personae": [p.to_mapping() for p in self._personae_setup],
            "elements": [e.to_mapping() for e in self._elements_setup],
            "steps": copy.deepcopy(self._steps),
        }
        return scenario
