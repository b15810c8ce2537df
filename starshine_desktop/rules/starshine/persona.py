"""Starshine: what a Challenge starts from: Personae, Characteristics and Traits, Elements.

These frozen dataclasses are the set-up half of the engine's input (the other half is the
step list). ``starshine_desktop.rules.starshine.scenario`` builds them from a scenario's
JSON; the GUI builds them from a campaign's sheets. ``to_mapping`` writes each back in the
scenario format of rules-spec A.7, so a recorded Challenge exports as a scenario.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from starshine_desktop.rules.starshine.scores import Score

DIRECTOR = "director"


@dataclass(frozen=True, slots=True)
class CharacteristicSetup:
    """A Characteristic on the sheet: name, value 0..6, and whether it is Corrupt."""

    name: str
    value: int
    corrupt: bool = False

    def to_mapping(self) -> dict[str, Any]:
        """Return the scenario form of this Characteristic."""
        data: dict[str, Any] = {"name": self.name, "value": self.value}
        if self.corrupt:
            data["corrupt"] = True
        return data


@dataclass(frozen=True, slots=True)
class TraitSetup:
    """A Trait already in play when the Challenge starts."""

    id: str
    name: str
    strength: int
    negative: bool = False
    created_by: str = DIRECTOR

    def to_mapping(self) -> dict[str, Any]:
        """Return the scenario form of this Trait."""
        return {
            "id": self.id,
            "name": self.name,
            "strength": self.strength,
            "negative": self.negative,
            "created_by": self.created_by,
        }


@dataclass(frozen=True, slots=True)
class PersonaSetup:
    """A Persona taking part: its twelve Scores, Stance, Characteristics and Traits.

    ``risked_corruption`` and ``risked_death`` say the Persona has already risked them in
    an earlier Challenge (each at most once per Persona, ever: rules-spec A.5 step 5).
    """

    id: str
    name: str
    scores: Mapping[Score, int]
    stance: int = 1
    characteristics: tuple[CharacteristicSetup, ...] = ()
    traits: tuple[TraitSetup, ...] = ()
    risked_corruption: bool = False
    risked_death: bool = False
    strategy: str | None = None
    """The Strategy the challenged action pursues (a Challenge is raised only over an action
    in pursuit of one, seed 001); None: none named (older Challenges, or a table ruling)."""

    def score(self, score: Score) -> int:
        """Return one Score from the sheet."""
        return self.scores[score]

    def to_mapping(self) -> dict[str, Any]:
        """Return the scenario form of this Persona (``risked`` only when one was risked)."""
        data: dict[str, Any] = {
            "id": self.id,
            "name": self.name,
            "stance": self.stance,
            "scores": {str(score): self.scores[score] for score in Score},
            "characteristics": [c.to_mapping() for c in self.characteristics],
            "traits": [t.to_mapping() for t in self.traits],
        }
        if self.risked_corruption or self.risked_death:
            data["risked"] = {"corruption": self.risked_corruption, "death": self.risked_death}
        if self.strategy is not None:
            data["strategy"] = self.strategy
        return data


@dataclass(frozen=True, slots=True)
class ElementSetup:
    """An Element of the Narrative in play at the start, with its Negative Traits."""

    id: str
    name: str
    scale: int
    traits: tuple[TraitSetup, ...] = field(default=())

    def to_mapping(self) -> dict[str, Any]:
        """Return the scenario form of this Element."""
        data: dict[str, Any] = {"id": self.id, "name": self.name, "scale": self.scale}
        if self.traits:
            data["traits"] = [t.to_mapping() for t in self.traits]
        return data
