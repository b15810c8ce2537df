"""The state of play of a Starshine Challenge and its bookkeeping (rules-spec A.5, A.8).

``ChallengeState`` holds what a Challenge's steps change: the Personae, Traits and Elements
in play, the ids used, the Telling indexes, who waits at Surrender 0, the round, the phase
and the log. The rule modules (``setup``, ``moves``, ``resolution``, ``director``) read and
change it; ``Challenge`` adds the steps and the questions the window asks.
"""

from __future__ import annotations

import random

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.starshine.model import (
    Element,
    Event,
    Outcome,
    PersonaState,
    Phase,
    Said,
    Trait,
    cap,
    named,
    said,
)
from starshine_desktop.rules.starshine.persona import DIRECTOR
from starshine_desktop.rules.starshine.rulings import Rulings
from starshine_desktop.rules.starshine.telling import UncountedTraits


class ChallengeState:
    """What a Challenge's steps change, and the bookkeeping every rule shares."""

    def __init__(self, rulings: Rulings, rng: random.Random | None) -> None:
        """Start empty: no Personae, round 0, before the first ``clock``."""
        self.rulings = rulings
        self.rng = rng
        self.personae: dict[str, PersonaState] = {}
        """Every Persona's state by id, in scenario order."""
        self.elements: dict[str, Element] = {}
        """The Elements in play by id, in creation order."""
        self.traits: dict[str, Trait] = {}
        self.used_ids: set[str] = set()
        self.created = 0
        """Traits placed so far: the next Trait's creation number."""
        self.uncounted_by_creator: dict[str, UncountedTraits] = {}
        """Telling Trait (3.10): each creator's Traits not yet counted against a Threat."""
        self.uncounted_negative: dict[str, UncountedTraits] = {}
        """Telling Negative (3.9): each Persona's Negative Traits not yet counted."""
        self.pending: list[str] = []
        """The Personae waiting at Surrender 0 for their Actor's choice (step 5)."""
        self.pushes = 0
        self.log: list[str] = []
        self.log_events: list[tuple[int, Event]] = []
        """The log's lines as events, each with its round (for the window to translate)."""
        self.round = 0
        self.phase = Phase.SET_UP
        self.outcome: Outcome | None = None

    @property
    def ended(self) -> bool:
        """Return whether the Challenge is over."""
        return self.outcome is not None

    def persona(self, persona_id: str) -> PersonaState:
        """Return one Persona's state; raise ``RuleError`` for an unknown id."""
        try:
            return self.personae[persona_id]
        except KeyError:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "no Persona {persona_id!r} in this Challenge"),
                persona_id=persona_id,
            ) from None

    def trait(self, trait_id: str) -> Trait | None:
        """Return a Trait in play, or None."""
        return self.traits.get(trait_id)

    def place(self, trait: Trait) -> None:
        self.traits[trait.id] = trait
        self.used_ids.add(trait.id)
        order = self.created
        self.created += 1
        holder = self.personae.get(trait.on)
        if holder is not None:
            holder.traits[trait.id] = trait
            if trait.negative:
                negatives = self.uncounted_negative.get(holder.id)
                if negatives is None:
                    negatives = self.uncounted_negative[holder.id] = UncountedTraits()
                negatives.add(trait.id, order, trait.strength)
        else:
            self.elements[trait.on].traits[trait.id] = trait
        if trait.created_by != DIRECTOR:
            created = self.uncounted_by_creator.get(trait.created_by)
            if created is None:
                created = self.uncounted_by_creator[trait.created_by] = UncountedTraits()
            created.add(trait.id, order, trait.strength)

    def remove_trait(self, trait: Trait) -> None:
        self.traits.pop(trait.id, None)
        holder = self.personae.get(trait.on)
        if holder is not None:
            holder.traits.pop(trait.id, None)
        elif trait.on in self.elements:
            self.elements[trait.on].traits.pop(trait.id, None)
        for index in (
            self.uncounted_by_creator.get(trait.created_by),
            self.uncounted_negative.get(trait.on),
        ):
            if index is not None:
                index.discard(trait.id)

    def change_trait(
        self, trait: Trait, amount: int, events: list[Event], rule: str | Said
    ) -> None:
        """Raise a positive Trait or lower a Negative one by ``amount``."""
        before = trait.strength
        if trait.negative:
            trait.strength = max(0, trait.strength - amount)
        else:
            trait.strength = cap(trait.strength + amount)
        for index in (
            self.uncounted_by_creator.get(trait.created_by),
            self.uncounted_negative.get(trait.on),
        ):
            if index is not None:
                index.restrength(trait.id, trait.strength)
        text = said(
            QT_TRANSLATE_NOOP(
                "ChallengeLog", "Trait {trait} Strength {before} -> {after} ({rule})"
            ),
            trait=named(trait.name, trait.id),
            before=before,
            after=trait.strength,
            rule=rule,
        )
        events.append(self.say(text, trait.on, "trait"))
        if trait.strength == 0:
            self.remove_trait(trait)
            removed = said(
                QT_TRANSLATE_NOOP("ChallengeLog", "Trait {trait} at 0 is removed"),
                trait=trait.id,
            )
            events.append(self.say(removed, trait.on, "trait"))

    def say(self, text: str | Said, persona: str | None, kind: str = "note") -> Event:
        """Log a line (a template and its fields, or plain text) and return its event."""
        line = text if isinstance(text, Said) else Said(text)
        event = Event(kind, str(line), persona, line)
        self.log.append(f"round {self.round}: {event.text}")
        self.log_events.append((self.round, event))
        return event

    def finish(self, outcome: Outcome, events: list[Event] | None) -> None:
        self.outcome = outcome
        self.phase = Phase.ENDED
        event = self.say(
            said(
                QT_TRANSLATE_NOOP("ChallengeLog", "the Challenge ends: {outcome}"), outcome=outcome
            ),
            None,
            "end",
        )
        if events is not None:
            events.append(event)
