"""Statements: what a scene leaves each player after resolution: Setbacks, experience, Drives.

``PlayerAftermath`` is the record a ``Scene`` keeps per player once it is resolved (see
``Scene.setback``, ``Scene.take_experience_test``, ``Scene.advance`` and
``Scene.change_drive``): the failures the player generated, the Setbacks the GM applied
and what they cost, the experience test's award and the advances taken from it, and the
one Drive change of the scene (``DriveChange``, with its justification).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from starshine_desktop.rules.statements.advancement import ExperienceAward
from starshine_desktop.rules.statements.carried import Setback
from starshine_desktop.rules.statements.factors import FactorRef


class DriveChangeKind(StrEnum):
    """How a Drive changes after a scene."""

    ADD = "add"
    REWRITE = "rewrite"
    REMOVE = "remove"


@dataclass(frozen=True, slots=True)
class DriveChange:
    """A Drive added, rewritten or removed after a scene, and why."""

    kind: DriveChangeKind
    before: str | None
    after: str | None
    why: str

    @property
    def text(self) -> str:
        """Return e.g. 'rewrote “Find my sister” as “Avenge my sister”'."""
        if self.kind is DriveChangeKind.ADD:
            return f"added “{self.after}”"
        if self.kind is DriveChangeKind.REMOVE:
            return f"removed “{self.before}”"
        return f"rewrote “{self.before}” as “{self.after}”"


@dataclass
class PlayerAftermath:
    """One player's after-scene record."""

    player: str
    failures: int
    setbacks: list[Setback] = field(default_factory=list)
    experience: ExperienceAward | None = None
    raised: FactorRef | None = None
    lowered: FactorRef | None = None
    attribute_raised: str | None = None
    drive_change: DriveChange | None = None

    @property
    def spent(self) -> int:
        """Return the failures the Setbacks used up."""
        return sum(setback.cost for setback in self.setbacks)

    @property
    def left(self) -> int:
        """Return the failures still free for Setbacks."""
        return self.failures - self.spent

    @property
    def trait_advance_open(self) -> bool:
        """Say whether the award still allows raising a Trait or Resource."""
        return (
            self.experience is not None
            and self.experience.trait_or_resource
            and self.raised is None
        )

    @property
    def attribute_advance_open(self) -> bool:
        """Say whether the award still allows raising an Attribute."""
        return (
            self.experience is not None
            and self.experience.attribute
            and self.attribute_raised is None
        )
