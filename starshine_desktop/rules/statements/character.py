"""A character in statement resolution: Traits, Attributes, Resources, Luck and Drives.

``StatementCharacter`` is mutable engine state a GUI keeps per sheet:

- ``traits``, ``attributes``, ``resources``: ``{name: degree}``; ``degree(FactorRef)``.
  Traits and Resources run 1..5; Attributes are 1 or more and never exceed twice their
  ``starting_attributes`` value.
- ``luck`` (0..10): ``earn_luck(n)`` (anything past 10 is lost, reported in the
  ``LuckChange``), ``spend_luck(n)``.
- ``drives`` (at most three): ``add_drive``, ``rewrite_drive``, ``remove_drive``.
- Experience: ``advance_trait_or_resource`` (a new one starts at 1; max 5),
  ``reduce_trait_or_resource`` (at 0 it is gone), ``advance_attribute`` (max twice its
  starting value).
- Setbacks: ``lower(factor, amount)`` (a permanent reduction: a Trait or Resource at 0 is
  gone; an Attribute stays 1 or more). ``carried`` holds the temporary and indefinite
  Setbacks in effect as the character enters a scene (``carried.CarriedSetback``);
  ``scene_degree(factor)`` is the degree a factor brings to this scene's Statements (the
  sheet's, lowered by them: never below 0, an Attribute never below 1).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.statements.carried import CarriedSetback
from starshine_desktop.rules.statements.factors import FactorKind, FactorRef

LUCK_CAP = 10
MAX_DRIVES = 3
MAX_TRAIT_OR_RESOURCE = 5
ATTRIBUTE_CAP_FACTOR = 2
TRAIT_OR_RESOURCE_FLOOR = 0
"""The lowest degree a Setback in effect leaves: an Attribute 1, a Trait or Resource 0."""
ATTRIBUTE_FLOOR = 1


@dataclass(frozen=True, slots=True)
class LuckChange:
    """A change to Luck: before, after, and any Luck lost to the cap of 10."""

    before: int
    after: int
    lost_to_cap: int = 0


@dataclass
class StatementCharacter:
    """A character's sheet for statement resolution."""

    name: str
    traits: dict[str, int] = field(default_factory=dict)
    attributes: dict[str, int] = field(default_factory=dict)
    resources: dict[str, int] = field(default_factory=dict)
    luck: int = 0
    drives: list[str] = field(default_factory=list)
    starting_attributes: dict[str, int] = field(default_factory=dict)
    carried: list[CarriedSetback] = field(default_factory=list)

    def __post_init__(self) -> None:
        for kind in (FactorKind.TRAIT, FactorKind.RESOURCE):
            for name, degree in self._table(kind).items():
                if type(degree) is not int or not 1 <= degree <= MAX_TRAIT_OR_RESOURCE:
                    raise RuleError(
                        QT_TRANSLATE_NOOP(
                            "Refusal",
                            "{kind}: {name} must be 1 to {max_trait_or_resource}, not {degree!r}",
                        ),
                        kind=kind,
                        name=name,
                        max_trait_or_resource=MAX_TRAIT_OR_RESOURCE,
                        degree=degree,
                    )
        for name, degree in self.attributes.items():
            if type(degree) is not int or degree < 1:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "attribute: {name} must be 1 or more, not {degree!r}"
                    ),
                    name=name,
                    degree=degree,
                )
        if not self.starting_attributes:
            self.starting_attributes = dict(self.attributes)
        for name, degree in self.attributes.items():
            start = self.starting_attributes.get(name)
            if start is None:
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusal", "attribute: {name} has no starting value"),
                    name=name,
                )
            if degree > ATTRIBUTE_CAP_FACTOR * start:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal", "attribute: {name} cannot exceed twice its starting {start}"
                    ),
                    name=name,
                    start=start,
                )
        if type(self.luck) is not int or not 0 <= self.luck <= LUCK_CAP:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "luck: Luck is 0 to {luck_cap}, not {luck!r}"),
                luck_cap=LUCK_CAP,
                luck=self.luck,
            )
        if len(self.drives) > MAX_DRIVES:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "drives: a character has at most {max_drives} Drives"),
                max_drives=MAX_DRIVES,
            )

    def _table(self, kind: FactorKind) -> dict[str, int]:
        if kind is FactorKind.TRAIT:
            return self.traits
        if kind is FactorKind.ATTRIBUTE:
            return self.attributes
        return self.resources

    def degree(self, factor: FactorRef) -> int:
        """Return the degree of one of the character's factors."""
        table = self._table(factor.kind)
        if factor.name not in table:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "factor: {name} has no {factor_kind} named {factor_name!r}"
                ),
                name=self.name,
                factor_kind=factor.kind,
                factor_name=factor.name,
            )
        return table[factor.name]

    def scene_degree(self, factor: FactorRef) -> int:
        """Return the degree a factor brings to this scene: lowered by the Setbacks in effect."""
        return reduced_degree(self.degree(factor), factor, self.carried)

    @property
    def traits_and_resources(self) -> int:
        """Return the sum of every Trait and Resource (the experience test's opposition)."""
        return sum(self.traits.values()) + sum(self.resources.values())

    def earn_luck(self, amount: int) -> LuckChange:
        """Add Luck; Luck never goes above 10 and the excess is lost."""
        if amount < 0:
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "luck: earn 0 or more"))
        before = self.luck
        self.luck = min(LUCK_CAP, before + amount)
        return LuckChange(before, self.luck, before + amount - self.luck)

    def spend_luck(self, amount: int) -> LuckChange:
        """Take Luck away; RuleError if the character holds less."""
        if amount < 0:
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "luck: spend 0 or more"))
        if amount > self.luck:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "luck: {name} holds {luck} Luck, not {amount}"),
                name=self.name,
                luck=self.luck,
                amount=amount,
            )
        before = self.luck
        self.luck -= amount
        return LuckChange(before, self.luck)

    def add_drive(self, text: str) -> None:
        """Add a Drive; a character never has more than three."""
        if len(self.drives) >= MAX_DRIVES:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "drives: a character has at most {max_drives} Drives"),
                max_drives=MAX_DRIVES,
            )
        if not text.strip():
            raise RuleError(QT_TRANSLATE_NOOP("Refusal", "drives: a Drive needs words"))
        self.drives.append(text.strip())

    def rewrite_drive(self, index: int, text: str) -> None:
        """Rewrite one Drive."""
        if not 0 <= index < len(self.drives):
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "drives: there is no Drive number {number}"),
                number=index + 1,
            )
        if not text.strip():
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "drives: a Drive needs words; remove it instead")
            )
        self.drives[index] = text.strip()

    def remove_drive(self, index: int) -> str:
        """Remove one Drive and return it."""
        if not 0 <= index < len(self.drives):
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "drives: there is no Drive number {number}"),
                number=index + 1,
            )
        return self.drives.pop(index)

    def advance_trait_or_resource(self, factor: FactorRef) -> int:
        """Raise a Trait or Resource by 1 (a new one starts at 1); none exceeds 5."""
        if factor.kind is FactorKind.ATTRIBUTE:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "experience: one success raises a Trait or Resource, not an Attribute",
                )
            )
        table = self._table(factor.kind)
        degree = table.get(factor.name, 0) + 1
        if degree > MAX_TRAIT_OR_RESOURCE:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "experience: no Trait or Resource exceeds {max_trait_or_resource} "
                    "({factor_name} is already {max_trait_or_resource})",
                ),
                max_trait_or_resource=MAX_TRAIT_OR_RESOURCE,
                factor_name=factor.name,
            )
        table[factor.name] = degree
        return degree

    def reduce_trait_or_resource(self, factor: FactorRef) -> int:
        """Lower a Trait or Resource by 1; at 0 it is gone from the sheet."""
        if factor.kind is FactorKind.ATTRIBUTE:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "experience: the optional decrease is to a Trait or Resource"
                )
            )
        degree = self.degree(factor) - 1
        table = self._table(factor.kind)
        if degree == 0:
            del table[factor.name]
        else:
            table[factor.name] = degree
        return degree

    def advance_attribute(self, name: str) -> int:
        """Raise an Attribute by 1; it never exceeds twice its starting value."""
        current = self.degree(FactorRef(FactorKind.ATTRIBUTE, name))
        cap = ATTRIBUTE_CAP_FACTOR * self.starting_attributes[name]
        if current + 1 > cap:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "experience: {name} cannot exceed twice its starting value ({cap})"
                ),
                name=name,
                cap=cap,
            )
        self.attributes[name] = current + 1
        return current + 1

    def lower(self, factor: FactorRef, amount: int) -> int:
        """Lower a factor for good (a permanent Setback); a Trait or Resource at 0 is gone."""
        if type(amount) is not int or amount < 1:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "setback: a reduction is 1 or more, not {amount!r}"),
                amount=amount,
            )
        current = self.degree(factor)
        degree = current - amount
        if factor.kind is FactorKind.ATTRIBUTE:
            if degree < 1:
                raise RuleError(
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "setback: {factor_name} is {current}; an Attribute stays 1 or more, so "
                        "it cannot lose {amount}",
                    ),
                    factor_name=factor.name,
                    current=current,
                    amount=amount,
                )
            self.attributes[factor.name] = degree
            return degree
        if degree < 0:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "setback: {factor_name} is {current}; it cannot lose {amount} (at 0 it "
                    "is gone)",
                ),
                factor_name=factor.name,
                current=current,
                amount=amount,
            )
        table = self._table(factor.kind)
        if degree == 0:
            del table[factor.name]
        else:
            table[factor.name] = degree
        return degree


def floor_of(kind: FactorKind) -> int:
    """Return the lowest degree a Setback in effect leaves: 1 for an Attribute, else 0."""
    return ATTRIBUTE_FLOOR if kind is FactorKind.ATTRIBUTE else TRAIT_OR_RESOURCE_FLOOR


def reduction_on(carried: Sequence[CarriedSetback], factor: FactorRef) -> int:
    """Return the sum of the Setbacks in effect on one factor."""
    return sum(item.setback.degree for item in carried if item.target == factor)


def reduced_degree(degree: int, factor: FactorRef, carried: Sequence[CarriedSetback]) -> int:
    """Return a sheet degree lowered by the Setbacks in effect, never below its floor."""
    return max(floor_of(factor.kind), degree - reduction_on(carried, factor))
