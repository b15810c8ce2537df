"""Starshine: closing an Episode: who gains an Advance from the check-off (rules-spec A.3).

A Persona gains one Advance iff every *other* participating player (the other Actors and
the Director, when they take part) has checked every one of its Expressions and Traits.
The rule is read literally: a Persona with nothing to check, or with no other player
present, has nothing missing and gains the Advance.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence, Set
from dataclasses import dataclass
from enum import StrEnum
from itertools import islice


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


#: Who ticked each item: (kind, item id) to the observers' ids (an item nobody ticked: absent).
Ticks = Mapping[tuple[ItemKind, int], Set[int]]
_NOBODY: frozenset[int] = frozenset()


def ticks_of(checks: Iterable[Check]) -> dict[tuple[ItemKind, int], frozenset[int]]:
    """Return who ticked each item, from the ticks one by one."""
    ticked: dict[tuple[ItemKind, int], set[int]] = {}
    for check in checks:
        ticked.setdefault((check.kind, check.item_id), set()).add(check.observer_id)
    return {key: frozenset(observers) for key, observers in ticked.items()}


@dataclass(frozen=True, slots=True)
class AwardPreview:
    """What closing now would give one Persona: the first gaps and how many there are.

    A Persona with a thousand items and forty observers misses tens of thousands of ticks
    at first; the preview names a few and counts the rest without naming them.
    """

    persona_id: int
    awarded: bool
    gaps: tuple[Gap, ...]
    missing: int


def observers_of(persona: PersonaInPlay, players: Sequence[Player]) -> list[Player]:
    """Return the players who keep the check-off of ``persona`` (everyone but its player)."""
    return [player for player in players if player.id != persona.player_id]


def _gaps(persona: PersonaInPlay, players: Sequence[Player], ticks: Ticks) -> Iterator[Gap]:
    """Yield the ticks ``persona`` misses, observer by observer, item by item."""
    for player in observers_of(persona, players):
        for item in persona.items:
            if player.id not in ticks.get((item.kind, item.id), _NOBODY):
                yield Gap(player.name, item.kind, item.label)


def award_advances(
    players: Sequence[Player], personae: Sequence[PersonaInPlay], ticks: Ticks
) -> list[Award]:
    """Return, for each Persona in order, whether it gains an Advance and what was missing."""
    awards = []
    for persona in personae:
        gaps = tuple(_gaps(persona, players, ticks))
        awards.append(Award(persona.id, not gaps, tuple(map(str, gaps)), gaps))
    return awards


def preview_advances(
    players: Sequence[Player], personae: Sequence[PersonaInPlay], ticks: Ticks, shown: int
) -> list[AwardPreview]:
    """Return, for each Persona in order, what closing now gives: the first ``shown`` gaps
    and how many ticks are missing (the same rule as ``award_advances``, counted per item)."""
    previews = []
    for persona in personae:
        observers = frozenset(player.id for player in observers_of(persona, players))
        missing = sum(
            len(observers - ticks.get((item.kind, item.id), _NOBODY)) for item in persona.items
        )
        gaps = tuple(islice(_gaps(persona, players, ticks), shown))
        previews.append(AwardPreview(persona.id, missing == 0, gaps, missing))
    return previews
