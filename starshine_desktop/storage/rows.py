"""Common: plain frozen values that storage hands to the layers above (no SQLAlchemy needed)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from types import MappingProxyType

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.scores import DEFAULT_SCORES, Score

NAME_LENGTH = 200


def parse_time(text: str) -> datetime:
    """Return a stored (naive, UTC) timestamp as an aware UTC datetime."""
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


def stored_time(moment: datetime) -> datetime:
    """Return ``moment`` as the naive UTC time the tables keep."""
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.replace(tzinfo=None)


def score_column(score: Score) -> str:
    """Return the name of the ``persona`` column that holds ``score``."""
    return f"score_{score.value}"


def frozen_scores(scores: Mapping[Score, int]) -> Mapping[Score, int]:
    """Return a read-only copy of all twelve Scores, in the rules' order."""
    return MappingProxyType({score: int(scores[score]) for score in Score})


class PersonaFlag(StrEnum):
    """A status flag of a Persona (rules-spec A.1); the value is its column."""

    RISKED_CORRUPTION = "risked_corruption"
    RISKED_DEATH = "risked_death"
    DEAD = "dead"

    @property
    def label(self) -> str:
        """Return the flag as the sheet names it."""
        return _FLAG_LABELS[self]


_FLAG_LABELS = {
    PersonaFlag.RISKED_CORRUPTION: QT_TRANSLATE_NOOP("Game", "Has risked Corruption"),
    PersonaFlag.RISKED_DEATH: QT_TRANSLATE_NOOP("Game", "Has risked Death"),
    PersonaFlag.DEAD: QT_TRANSLATE_NOOP("Game", "Dead"),
}


@dataclass(frozen=True, slots=True)
class PersonaValues:
    """What a person enters for a Persona (everything but its id and timestamps)."""

    name: str
    actor_name: str = ""
    stance: int = 1
    notes: str = ""
    scores: Mapping[Score, int] = field(default_factory=lambda: frozen_scores(DEFAULT_SCORES))
    risked_corruption: bool = False
    risked_death: bool = False
    dead: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "scores", frozen_scores(self.scores))

    def flag(self, flag: PersonaFlag) -> bool:
        """Return one status flag."""
        return bool(getattr(self, flag.value))


@dataclass(frozen=True, slots=True)
class PersonaRow:
    """One stored Persona, detached from the database."""

    id: int
    name: str
    actor_name: str
    stance: int
    notes: str
    scores: Mapping[Score, int]
    created_at: datetime
    updated_at: datetime
    risked_corruption: bool = False
    risked_death: bool = False
    dead: bool = False

    def score(self, score: Score) -> int:
        """Return the value of one Score."""
        return self.scores[score]

    def flag(self, flag: PersonaFlag) -> bool:
        """Return one status flag."""
        return bool(getattr(self, flag.value))

    @property
    def values(self) -> PersonaValues:
        """Return the entered values (for duplicating or restoring this Persona)."""
        return PersonaValues(
            self.name,
            self.actor_name,
            self.stance,
            self.notes,
            self.scores,
            self.risked_corruption,
            self.risked_death,
            self.dead,
        )
