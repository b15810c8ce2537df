"""Starshine: closing an Episode: who gains an Advance from the check-off (rules-spec A.3).

A Persona gains one Advance iff every *other* participating player (the other Actors and
the Director, when they take part) has checked every one of its Expressions and Traits.
The rule is read literally: a Persona with nothing to check, or with no other player
present, has nothing missing and gains the Advance.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum


class ItemKind(StrEnum):
    """What an observer ticks."""

    EXPRESSION = "expression"
    TRAIT = "trait"


@dataclass(frozen=True, slots=True)
class Player:
    """A participating player: an Actor, or the Director."""

    id: int
    name: str


@dataclass(frozen=True, slots=True)
class CheckItem:
    """An Expression or Trait of a Persona that the other players must see."""

    kind: ItemKind
    id: int
    label: str


@dataclass(frozen=True, slots=True)
class PersonaInPlay:
    """A Persona in the Episode, the player who plays it and what there is to check."""

    id: int
    name: str
    player_id: int
    items: tuple[CheckItem, ...]


@dataclass(frozen=True, slots=True)
class Check:
    """One tick: ``observer_id`` saw the item."""

    observer_id: int
    kind: ItemKind
    item_id: int


@dataclass(frozen=True, slots=True)
class Gap:
    """A tick missing for an Advance: a player did not check an item of the Persona."""

    player: str
    kind: ItemKind
    label: str

    def __str__(self) -> str:
        return f"{self.player} did not check {self.kind.value} '{self.label}'"

    @classmethod
    def parse(cls, line: str) -> Gap | None:
        """Return the gap a stored outcome's line says (``str(gap)``), or None if it is not one."""
        found = _GAP_LINE.match(line.strip())
        if found is None:
            return None
        return cls(found["player"], ItemKind(found["kind"]), found["label"])


_GAP_LINE = re.compile(
    r"^(?P<player>.+?) did not check (?P<kind>expression|trait) '(?P<label>.*)'$"
)


@dataclass(frozen=True, slots=True)
class Award:
    """The outcome for one Persona: an Advance, or the ticks that were missing.

    ``missing`` says each gap in English (as stored with the outcome); ``gaps`` are the same
    gaps, for the window to say them in its language.
    """

    persona_id: int
    awarded: bool
    missing: tuple[str, ...]
    gaps: tuple[Gap, ...] = ()


def observers_of(persona: PersonaInPlay, players: Sequence[Player]) -> list[Player]:
    """Return the players who keep the check-off of ``persona`` (everyone but its player)."""
    return [player for player in players if player.id != persona.player_id]


def award_advances(
    players: Sequence[Player], personae: Sequence[PersonaInPlay], checks: Iterable[Check]
) -> list[Award]:
    """Return, for each Persona in order, whether it gains an Advance and what was missing."""
    ticked = {(check.observer_id, check.kind, check.item_id) for check in checks}
    awards = []
    for persona in personae:
        gaps = [
            Gap(player.name, item.kind, item.label)
            for player in observers_of(persona, players)
            for item in persona.items
            if (player.id, item.kind, item.id) not in ticked
        ]
        awards.append(Award(persona.id, not gaps, tuple(map(str, gaps)), tuple(gaps)))
    return awards
