"""The state of a Starshine Challenge (rules-spec A.5): Personae, Traits, Elements, and the
kinds of things a step causes; shared by the engine's modules and the window's questions."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, NamedTuple

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.persona import PersonaSetup

MAX_VALUE = 99
"""Strength and Scale never exceed this (rules-spec A.8)."""


class Phase(StrEnum):
    """Where the round stands: which of clock, threats and Moves comes next."""

    SET_UP = "set_up"
    """Before the first ``clock``."""
    THREATS = "threats"
    """Right after ``clock``: only ``threats`` (or a step legal anywhere) may follow."""
    MOVES = "moves"
    """After ``threats``: Moves, then the next ``clock``."""
    ENDED = "ended"


class MoveType(StrEnum):
    """The three Move types of rule 3.3."""

    DEFENSIVE = QT_TRANSLATE_NOOP("Game", "defensive")
    RECOVERY = QT_TRANSLATE_NOOP("Game", "recovery")
    LEADING = QT_TRANSLATE_NOOP("Game", "leading")


class ResultKind(StrEnum):
    """The three kinds of Result of rule 3.8."""

    MISS = "miss"
    NUMBER = "number"
    ACHIEVE = "achieve"


class Status(StrEnum):
    """A Persona's part in the Challenge."""

    ACTIVE = QT_TRANSLATE_NOOP("Game", "active")
    FREE = QT_TRANSLATE_NOOP("Game", "free")
    SURRENDERED = QT_TRANSLATE_NOOP("Game", "surrendered")
    DEAD = QT_TRANSLATE_NOOP("Game", "dead")


class Outcome(StrEnum):
    """How a Challenge ended."""

    ALL_RESOLVED = QT_TRANSLATE_NOOP("Game", "all_resolved")
    COMPROMISE = QT_TRANSLATE_NOOP("Game", "compromise")
    ENDED = QT_TRANSLATE_NOOP("Game", "ended")


class SurrenderChoice(StrEnum):
    """The choices of step 5."""

    SURRENDER_STRATEGY = QT_TRANSLATE_NOOP("Game", "surrender_strategy")
    LOSE_INVESTMENT = QT_TRANSLATE_NOOP("Game", "lose_investment")
    RISK_CORRUPTION = QT_TRANSLATE_NOOP("Game", "risk_corruption")
    RISK_DEATH = QT_TRANSLATE_NOOP("Game", "risk_death")
    SURRENDER = QT_TRANSLATE_NOOP("Game", "surrender")


FORCED_SURRENDERS = (
    SurrenderChoice.SURRENDER_STRATEGY,
    SurrenderChoice.LOSE_INVESTMENT,
    SurrenderChoice.SURRENDER,
)


class Said(NamedTuple):
    """A part of a log line kept as its template and fields, so the window can translate it.

    ``str()`` is the English text (the log, the command line and ``replay`` use it).
    """

    template: str
    values: tuple[tuple[str, object], ...] = ()

    def __str__(self) -> str:
        return self.template.format(**dict(self.values)) if self.values else self.template

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def said(template: str, /, **values: object) -> Said:
    """Return a part of a log line: a template marked ``QT_TRANSLATE_NOOP("ChallengeLog", …)``
    and its fields (ids, numbers, game terms or other ``Said`` parts)."""
    return Said(template, tuple(values.items()))


class Typed(str):
    """Words a person typed (a compromise offered): shown as they are, never translated."""

    __slots__ = ()


class Names(tuple[str, ...]):
    """Ids listed in a log line ("ada, bren"); the window names each."""

    def __format__(self, spec: str) -> str:
        return format(", ".join(self), spec)


NAMED_ID = "{name!r} ({ident})"
"""A Trait or Element named with its id in the log ("'Dug in' (ada:trait:3)"); the window
shows the name only."""


def named(name: str, ident: str) -> Said:
    """Return a Trait or Element as the log names it: its name and its id."""
    return said(NAMED_ID, name=name, ident=ident)


class Event(NamedTuple):
    """Something a step caused; ``text`` is the readable log line without the round prefix.

    ``line`` is the same line as its template and fields (``text`` is ``str(line)``).
    """

    kind: str
    text: str
    persona: str | None = None
    line: Said | None = None


@dataclass(slots=True)
class Trait:
    """A Trait in play: on a Persona (positive, or Negative from a threat) or on an Element."""

    id: str
    name: str
    strength: int
    negative: bool
    on: str
    created_by: str
    counted_surrender: bool = False
    """Already counted by a Telling Negative (3.9)."""
    counted_threat: bool = False
    """Already counted by a Telling Trait (3.10)."""

    def to_output(self) -> dict[str, Any]:
        """Return the Trait in the output format of rules-spec A.7."""
        return {
            "id": self.id,
            "name": self.name,
            "strength": self.strength,
            "negative": self.negative,
            "on": self.on,
            "created_by": self.created_by,
        }


@dataclass(slots=True)
class Characteristic:
    """A Characteristic during the Challenge (it may become Corrupt, rule 5.1)."""

    name: str
    value: int
    corrupt: bool


@dataclass(slots=True)
class Element:
    """An Element of the Narrative in play."""

    id: str
    name: str
    scale: int
    traits: dict[str, Trait] = field(default_factory=dict)


@dataclass(slots=True)
class PersonaState:
    """One Persona's challenge state (rules-spec A.5)."""

    setup: PersonaSetup
    id: str
    stance: int
    threat: int
    opportunity: int
    danger: int
    guard: int
    surrender: int
    fortune: int
    characteristics: list[Characteristic]
    traits: dict[str, Trait] = field(default_factory=dict)
    out: Status | None = None
    """``SURRENDERED`` or ``DEAD`` once the Persona has left the Challenge."""
    risked_corruption: bool = False
    risked_death: bool = False
    moved_in_round: int = -1
    just_given: str | None = None
    """The Negative Trait the threats of ``just_given_round`` gave (target of a Defensive Move)."""
    just_given_round: int = -1
    designated: str | None = None
    pushed: bool = False
    affecting: dict[str, str] = field(default_factory=dict)
    """R10: Traits named on the last Move, still affecting the next one (trait id → score)."""

    @property
    def in_play(self) -> bool:
        """Return whether the Persona still takes part (neither surrendered nor dead)."""
        return self.out is None

    @property
    def free(self) -> bool:
        """Return whether the Persona is in play at Threat 0 (step 6)."""
        return self.out is None and self.threat == 0

    @property
    def status(self) -> Status:
        """Return active, free, surrendered or dead."""
        if self.out is not None:
            return self.out
        return Status.FREE if self.threat == 0 else Status.ACTIVE

    def to_output(self) -> dict[str, Any]:
        """Return the Persona in the output format of rules-spec A.7."""
        return {
            "threat": self.threat,
            "opportunity": self.opportunity,
            "danger": self.danger,
            "guard": self.guard,
            "surrender": self.surrender,
            "fortune": self.fortune,
            "stance": self.stance,
            "status": str(self.status),
            "risked": {"corruption": self.risked_corruption, "death": self.risked_death},
            "traits": [trait.to_output() for trait in self.traits.values()],
            "characteristics": [
                {"name": c.name, "value": c.value, "corrupt": c.corrupt}
                for c in self.characteristics
            ],
        }


@dataclass(frozen=True, slots=True)
class PoolBreakdown:
    """The dice of a Move (rule 3.4): each part, and the total (a pool below 0 counts as 0)."""

    base: int
    move_type: MoveType
    type_score: int
    stunt: int
    aid: tuple[tuple[str, int], ...]

    @property
    def raw(self) -> int:
        """Return the sum of the parts before the floor at 0."""
        return self.base + self.type_score + self.stunt + sum(a for _, a in self.aid)

    @property
    def total(self) -> int:
        """Return the number of dice in the pool."""
        return max(0, self.raw)


@dataclass(frozen=True, slots=True)
class MoveScores:
    """A Move's Risk and Power (rule 3.8) and what each would do (3.8d, 3.8e)."""

    result: ResultKind
    number: int | None
    risk: int
    power: int
    risk_line: Said
    """What the Risk would do, as a template and its fields (the window translates it)."""
    power_line: Said
    """What the Power would do, as a template and its fields."""

    @property
    def risk_effect(self) -> str:
        """What the Risk would do, in English."""
        return str(self.risk_line)

    @property
    def power_effect(self) -> str:
        """What the Power would do, in English."""
        return str(self.power_line)


def cap(value: int) -> int:
    """Return ``value``, no more than ``MAX_VALUE`` (Strength and Scale, A.8)."""
    return min(MAX_VALUE, value)


def by_comparison(power: int, threshold: int) -> int:
    """Return 1, 2 or 3 as ``power`` is below, equal to or above ``threshold``."""
    if power < threshold:
        return 1
    if power == threshold:
        return 2
    return 3
