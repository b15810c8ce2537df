"""The Starshine Challenge (rules-spec A.5–A.8): a state machine driven one step at a time.

Build a ``Challenge`` from ``PersonaSetup``/``ElementSetup`` values and a ``Rulings``; feed
it typed steps (``steps.py``: ``Clock()``, ``Threats(...)``, ``Move(...)``, …) with
``apply(step)``. ``apply`` returns the ``Event`` list the step caused, or raises
``IllegalStep(index, reason)`` and leaves the state untouched; the reason names the rule
broken. A stored step (the JSON of rules-spec A.7) becomes a typed one with
``steps.parse_step``, which refuses a wrong shape; ``apply`` keeps only the rules.

The rules live by subject: ``setup`` (step 0), ``moves`` (a Move checked, and the window's
questions about Moves), ``resolution`` (a Move resolved, the Telling checks), ``director``
(surrender choices, Push, designation, compromise); ``state`` holds what the steps change.

Queries for a step-by-step GUI: ``phase``, ``round``, ``ended``/``outcome``,
``moves_available()``, ``legal_move_types(persona)`` (a reason for each illegal type; the
refusals themselves, to translate, from ``move_type_refusals``),
``pool(...)`` (a ``PoolBreakdown``), ``move_scores(...)`` (what Risk and Power would do),
``pending_surrenders()``, ``surrender_choices(persona)``, ``push_available(persona)`` (and
``push_refusal``),
``persona(persona)``/``trait(id)``, ``recorded_scenario()`` (the steps applied so far, dice
as rolled, as a scenario that replays to this state), ``steps`` (the typed steps, as
recorded), ``log`` and ``output()`` (the final-state JSON of rules-spec A.7).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, assert_never

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, IllegalStep, Refusal
from starshine_desktop.rules.starshine import director, moves
from starshine_desktop.rules.starshine.model import (
    Event,
    MoveScores,
    MoveType,
    Outcome,
    PersonaState,
    Phase,
    PoolBreakdown,
    ResultKind,
    SurrenderChoice,
    Trait,
    cap,
    named,
    said,
)
from starshine_desktop.rules.starshine.persona import DIRECTOR, ElementSetup, PersonaSetup
from starshine_desktop.rules.starshine.resolution import resolve
from starshine_desktop.rules.starshine.rulings import R1, R2, R5, Rulings
from starshine_desktop.rules.starshine.setup import set_up
from starshine_desktop.rules.starshine.state import ChallengeState
from starshine_desktop.rules.starshine.steps import (
    Clock,
    Compromise,
    Designate,
    End,
    Move,
    Push,
    Step,
    SurrenderStep,
    Threats,
    step_json,
)


class Challenge(ChallengeState):
    """One Starshine Challenge: set up at construction, then driven by ``apply(step)``."""

    def __init__(
        self,
        personae: Sequence[PersonaSetup],
        elements: Sequence[ElementSetup] = (),
        rulings: Rulings | None = None,
        rng: random.Random | None = None,
    ) -> None:
        """Run step 0 (set-up); raise ``ScenarioError`` for a Persona or Element out of range."""
        super().__init__(rulings if rulings is not None else Rulings(), rng)
        self._personae_setup = tuple(personae)
        self._elements_setup = tuple(elements)
        self._steps: list[Step] = []
        self._events: list[list[Event]] = []
        set_up(self, self._personae_setup, self._elements_setup)

    # ------------------------------------------------------------------ queries

    @property
    def extra_fortune_offered(self) -> bool:
        """Return whether a Leading Move may spend extra Fortune (not under R5 cost, A.9)."""
        return self.rulings.R5 is not R5.COST

    def pending_surrenders(self) -> list[str]:
        """Return the Personae waiting at Surrender 0 for their Actor's choice (step 5)."""
        return list(self.pending)

    def surrender_choices(self, persona_id: str) -> list[SurrenderChoice]:
        """Return the step-5 choices on offer to a Persona now (empty if none)."""
        return director.surrender_choices(self, persona_id)

    def push_available(self, persona_id: str) -> str | None:
        """Return None if the Director may Push this Persona now, else the reason not."""
        refusal = self.push_refusal(persona_id)
        return None if refusal is None else str(refusal)

    def push_refusal(self, persona_id: str) -> Refusal | None:
        """Return None if the Director may Push this Persona now, else the refusal saying why."""
        return director.push_refusal(self, persona_id)

    def moves_available(self) -> list[str]:
        """Return the Personae who may still make their Move this round."""
        if self.phase is not Phase.MOVES or self.pending:
            return []
        return [
            p.id for p in self.personae.values() if p.in_play and p.moved_in_round != self.round
        ]

    def legal_move_types(self, persona_id: str) -> dict[MoveType, str | None]:
        """Return each Move type with None if legal for this Persona now, else the reason."""
        return {
            move_type: None if refusal is None else str(refusal)
            for move_type, refusal in self.move_type_refusals(persona_id).items()
        }

    def move_type_refusals(self, persona_id: str) -> dict[MoveType, Refusal | None]:
        """Return each Move type with None if legal for this Persona now, else the refusal."""
        return moves.move_type_refusals(self, persona_id)

    def pool(
        self,
        persona_id: str,
        move_type: MoveType,
        *,
        stunt: bool = False,
        aid_from: Sequence[str] = (),
    ) -> PoolBreakdown:
        """Return the dice of a Move by part (rule 3.4); helpers are not checked here."""
        return moves.pool(self, persona_id, move_type, stunt=stunt, aid_from=aid_from)

    def move_scores(
        self,
        persona_id: str,
        move_type: MoveType,
        result: ResultKind,
        number: int | None = None,
        affecting: Mapping[str, str] | None = None,
    ) -> MoveScores:
        """Return a Move's Risk and Power for a Result (3.8) and what they would do."""
        return moves.move_scores(self, persona_id, move_type, result, number, affecting)

    def threatened(self) -> list[str]:
        """Return the Personae a ``threats`` step now would threaten (rule 2.1, ruling R1).

        Under R1 ``threat_vs_guard`` a Persona whose threat would have Strength
        (Opportunity − Guard) + Danger ≤ 0 is not threatened (rules-spec A.9); under the
        default the Strength is always above 0.
        """
        result = []
        for state in self.personae.values():
            if not state.in_play or state.free:
                continue
            trigger = (
                state.opportunity if self.rulings.R1 is R1.OPPORTUNITY_VS_GUARD else state.threat
            )
            if trigger > state.guard and _threat_strength(state) > 0:
                result.append(state.id)
        return result

    # ------------------------------------------------------------------ steps

    def apply(self, step: Step) -> list[Event]:
        """Apply one step; return its events, or raise ``IllegalStep`` leaving state as it was."""
        index = len(self._steps)
        if self.ended:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "the Challenge has already ended ({outcome}): no step comes after its end",
                ),
                outcome=self.outcome,
            )
        if self.pending and not isinstance(step, SurrenderStep | Compromise):
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{waiting} waits at Surrender 0: only its surrender_choice or a "
                    "compromise may come now (rule 5)",
                ),
                waiting=self.pending[0],
            )
        events: list[Event] = []
        recorded = step
        if isinstance(step, Clock):
            self._clock(index, events)
        elif isinstance(step, Threats):
            self._threats(step, index, events)
        elif isinstance(step, Move):
            checked = moves.check_move(self, step, index)
            resolve(self, checked, events)
            recorded = checked.move
        elif isinstance(step, SurrenderStep):
            director.surrender_choice(self, step, index, events)
        elif isinstance(step, Push):
            director.push(self, step, index, events)
        elif isinstance(step, Designate):
            director.designate(self, step, index, events)
        elif isinstance(step, Compromise):
            director.compromise(self, step, events)
        elif isinstance(step, End):
            self.finish(Outcome.ENDED, events)
        else:
            assert_never(step)
        if not self.ended and not self.pending and not self._anyone_active():
            self.finish(Outcome.ALL_RESOLVED, events)
        self._steps.append(recorded)
        self._events.append(events)
        return events

    def _anyone_active(self) -> bool:
        """Return whether some Persona is still in play and not free (the Challenge goes on)."""
        return any(state.out is None and state.threat != 0 for state in self.personae.values())

    def _clock(self, index: int, events: list[Event]) -> None:
        if self.phase is Phase.THREATS:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP(
                    "Refusal", "clock cannot follow clock: threats come first (rule 2)"
                ),
            )
        self.round += 1
        self.phase = Phase.THREATS
        # The bare word is the log's line; people read "the clock runs" (ChallengeWords).
        events.append(self.say(said(QT_TRANSLATE_NOOP("ChallengeLog", "clock")), None, "clock"))
        for state in self.personae.values():
            if not state.in_play or state.free:
                continue
            gain = state.threat // 2
            state.opportunity += gain
            state.danger += gain
            events.append(
                self.say(
                    said(
                        QT_TRANSLATE_NOOP(
                            "ChallengeLog",
                            "{persona}: Opportunity +{gain} = {opportunity}, Danger +{gain} = "
                            "{danger} (rule 1.1)",
                        ),
                        persona=state.id,
                        gain=gain,
                        opportunity=state.opportunity,
                        danger=state.danger,
                    ),
                    state.id,
                    "clock",
                )
            )

    def _threats(self, step: Threats, index: int, events: list[Event]) -> None:
        if self.phase is not Phase.THREATS:
            raise IllegalStep(
                index,
                QT_TRANSLATE_NOOP("Refusal", "threats come only right after clock (rule 2)"),
            )
        names = dict(step.names or ())
        targets = self.threatened()
        for persona_id in names:
            if persona_id not in targets:
                raise IllegalStep(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "names gives a name for {persona_id!r}, who receives no threat this "
                        "round (rule 2.1)",
                    ),
                    persona_id=persona_id,
                )
        for persona_id in targets:
            trait_id = f"{persona_id}-threat-{self.round}"
            if trait_id in self.used_ids:
                raise IllegalStep(
                    index,
                    QT_TRANSLATE_NOOP(
                        "Refusal", "trait id {trait_id!r} is already used (ids are unique)"
                    ),
                    trait_id=trait_id,
                )
        self.phase = Phase.MOVES
        threats = said(QT_TRANSLATE_NOOP("ChallengeLog", "threats"))
        events.append(self.say(threats, None, "threats"))
        for persona_id in targets:
            self._threaten(self.personae[persona_id], names, events)

    def _threaten(self, state: PersonaState, names: Mapping[str, str], events: list[Event]) -> None:
        persona_id = state.id
        strength = cap(_threat_strength(state))
        trait = Trait(
            id=f"{persona_id}-threat-{self.round}",
            name=names.get(persona_id, f"Threat {self.round}"),
            strength=strength,
            negative=True,
            on=persona_id,
            created_by=DIRECTOR,
        )
        self.place(trait)
        state.just_given = trait.id
        state.just_given_round = self.round
        text = said(
            QT_TRANSLATE_NOOP(
                "ChallengeLog",
                "{persona} is threatened: Negative Trait {trait} Strength {strength} (rule 2.1)",
            ),
            persona=persona_id,
            trait=named(trait.name, trait.id),
            strength=strength,
        )
        events.append(self.say(text, persona_id, "threat"))
        if self.rulings.R2 is R2.OPPORTUNITY_AND_DANGER:
            state.opportunity = 0
            state.danger = 0
            reset = QT_TRANSLATE_NOOP(
                "ChallengeLog", "{persona}: Opportunity and Danger reset to 0 (rule 2.2, ruling R2)"
            )
        else:
            state.threat = 0
            state.opportunity = 0
            reset = QT_TRANSLATE_NOOP(
                "ChallengeLog",
                "{persona}: Threat and Opportunity reset to 0 (rule 2.2, ruling R2 literal)",
            )
        events.append(self.say(said(reset, persona=persona_id), persona_id, "threat"))
        if state.free:
            state.designated = None
            events.append(self.say(f"{persona_id} is free (rule 6)", persona_id, "free"))

    # ------------------------------------------------------------------ output, recording

    def output(self) -> dict[str, Any]:
        """Return the state in the output format of rules-spec A.7."""
        return {
            "round": self.round,
            "ended": self.ended,
            "outcome": None if self.outcome is None else str(self.outcome),
            "personae": {pid: p.to_output() for pid, p in self.personae.items()},
            "elements": [
                {
                    "id": e.id,
                    "name": e.name,
                    "scale": e.scale,
                    "traits": [t.to_output() for t in e.traits.values()],
                }
                for e in self.elements.values()
            ],
            "log": list(self.log),
        }

    @property
    def steps(self) -> tuple[Step, ...]:
        """Return the steps applied so far as recorded: dice as rolled, new ids given."""
        return tuple(self._steps)

    @property
    def events(self) -> list[list[Event]]:
        """Return the events of each applied step."""
        return [list(e) for e in self._events]

    def recorded_steps(self) -> list[dict[str, Any]]:
        """Return the steps applied so far in the stored JSON (rules-spec A.7)."""
        return [step_json(step) for step in self._steps]

    def recorded_scenario(self) -> dict[str, Any]:
        """Return a scenario (rules-spec A.7) that replays to this exact state."""
        return {
            "rules": "starshine-2.1",
            "rulings": self.rulings.to_mapping(),
            "personae": [p.to_mapping() for p in self._personae_setup],
            "elements": [e.to_mapping() for e in self._elements_setup],
            "steps": self.recorded_steps(),
        }


def _threat_strength(state: PersonaState) -> int:
    return state.opportunity - state.guard + state.danger
