"""Statements: a Setback, its cost, and Setbacks carried into later scenes (seed 003).

``setback_cost`` and ``Setback`` (see ``advancement`` for how the failures of a scene pay
for them) live here, below the sheet, because the sheet holds the Setbacks in effect.

A Setback the GM records after scene N that is not permanent travels with the player:

- **temporary**: in effect during scene N+1 only, then gone;
- **indefinite** (``Setback.lasting``): in effect scene after scene until a recovery
  Statement of a later scene comes true (``Scene.state(..., recovers=index)``);
- **permanent** Setbacks are never carried: they lowered the sheet for good.

``CarriedSetback`` is one such Setback with the name of the scene it came from;
``StatementCharacter.carried`` holds those in effect as the character enters a scene.
While in effect, a Setback naming a Trait, Attribute or Resource lowers that factor's
degree for the scene (``scene_degree``): several on one factor add up; a Trait or Resource
never goes below 0 (at 0 it cannot support or oppose a Statement this scene, but stays on
the sheet and is back when the Setback ends); an Attribute never goes below 1. A Setback
with no target is a condition: shown as in effect, no number changes.
``carry_on`` works out what a player carries into the next scene; ``reduced_degree`` and
``floor_of`` (the lowering itself) live with the sheet, in ``character``.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.statements.factors import FactorKind, FactorRef


def setback_cost(
    degree: int, *, lasting: bool = False, attribute: bool = False, permanent: bool = False
) -> int:
    """Return the failure cost of a Setback of a degree."""
    if type(degree) is not int or degree < 1:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "setback: a penalty's degree is 1 or more, not {degree!r}"
            ),
            degree=degree,
        )
    cost = degree
    if lasting or permanent:
        cost *= 2
    if attribute:
        cost *= 2
    if permanent:
        cost *= 2
    return cost


@dataclass(frozen=True, slots=True)
class Setback:
    """A harmful condition the GM applies, and its failure cost."""

    description: str
    degree: int
    lasting: bool = False
    attribute: bool = False
    permanent: bool = False
    target: FactorRef | None = None

    def __post_init__(self) -> None:
        if self.target is None:
            return
        on_attribute = self.target.kind is FactorKind.ATTRIBUTE
        if self.attribute and not on_attribute:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "setback: {target_label} is not an Attribute, so the cost is not doubled",
                ),
                target_label=self.target.label,
            )
        if on_attribute and not self.attribute:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "setback: {target_label} is an Attribute: the cost doubles"
                ),
                target_label=self.target.label,
            )

    @property
    def reduction(self) -> str:
        """Return e.g. 'permanent −1 to Attribute Acuity' (what the Setback does)."""
        span = "permanent" if self.permanent else "indefinite" if self.lasting else "temporary"
        on = "an Attribute" if self.attribute else "the character"
        if self.target is not None:
            on = self.target.label
        return f"{span} −{self.degree} to {on}"

    @property
    def cost(self) -> int:
        """Return the failures this Setback uses up."""
        return setback_cost(
            self.degree, lasting=self.lasting, attribute=self.attribute, permanent=self.permanent
        )


@dataclass(frozen=True, slots=True)
class CarriedSetback:
    """A temporary or indefinite Setback in effect, and the scene it came from."""

    setback: Setback
    origin: str

    def __post_init__(self) -> None:
        if self.setback.permanent:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "setback: a permanent Setback lowered the sheet for good; it is not carried",
                )
            )
        if not self.setback.description.strip():
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "setback: a Setback in effect needs the words that justified it"
                )
            )
        if not self.origin.strip():
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "setback: a Setback in effect names the scene it came from"
                )
            )
        self.setback.cost  # noqa: B018 -- checks the degree is 1 or more

    @property
    def indefinite(self) -> bool:
        """Say whether it lasts until a recovery Statement (else it wears off after a scene)."""
        return self.setback.lasting

    @property
    def span(self) -> str:
        """Return 'indefinite' or 'temporary'."""
        return "indefinite" if self.indefinite else "temporary"

    @property
    def target(self) -> FactorRef | None:
        """Return the Trait, Attribute or Resource it lowers (None for a condition)."""
        return self.setback.target

    @property
    def effect(self) -> str:
        """Return e.g. '−2 to Trait Brave' or 'a condition (no number changes)'."""
        if self.target is None:
            return f"−{self.setback.degree}, a condition (no number changes)"
        return f"−{self.setback.degree} to {self.target.label}"

    @property
    def text(self) -> str:
        """Return e.g. 'Bruised hands: −2 to Trait Brave (temporary, from Harbour)'."""
        return f"{self.setback.description}: {self.effect} ({self.span}, from {self.origin})"


def carry_on(
    entering: Sequence[CarriedSetback],
    recovered: Collection[int],
    new: Sequence[Setback],
    origin: str,
) -> list[CarriedSetback]:
    """Return the Setbacks in effect in the next scene.

    The indefinite Setbacks the player entered with stay unless a recovery Statement
    ended them (``recovered``: their indexes); the temporary ones wore off in this scene;
    every Setback recorded after this scene that is not permanent starts.
    """
    kept = [
        item
        for index, item in enumerate(entering)
        if item.indefinite and index not in set(recovered)
    ]
    return kept + [CarriedSetback(setback, origin) for setback in new if not setback.permanent]
