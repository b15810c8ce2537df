"""Statements: a favouring factor of a character's sheet, named by its kind and name.

A Trait, Attribute or Resource (``FactorRef``) is what a Statement's favouring factor, a
Setback's target and a sheet's degrees are keyed by; every statements module below the
sheet names factors through this module, so none of them needs the sheet itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP


class FactorKind(StrEnum):
    """Where a favouring factor comes from on a sheet."""

    TRAIT = QT_TRANSLATE_NOOP("Game", "trait")
    ATTRIBUTE = QT_TRANSLATE_NOOP("Game", "attribute")
    RESOURCE = QT_TRANSLATE_NOOP("Game", "resource")


@dataclass(frozen=True, slots=True)
class FactorRef:
    """A Trait, Attribute or Resource of a character, by kind and name."""

    kind: FactorKind
    name: str

    @property
    def label(self) -> str:
        """Return e.g. 'Trait Charismatic'."""
        return f"{self.kind.value.title()} {self.name}"
