"""Stats, condition meters, momentum and impacts of an Ironsworn character (rules-spec E).

A GUI keeps one frozen ``Character`` per sheet and replaces it with what each call returns:

- ``Character(edge=…, heart=…, iron=…, shadow=…, wits=…)`` checks every value on creation.
- ``take(meter, amount)`` / ``suffer(meter, amount)`` move health, spirit, supply or
  integrity within 0..5 and return a ``SheetChange`` whose ``remainder`` is what the meter
  could not absorb (the seed turns harm left over at 0 into Lose Momentum).
- ``take_momentum(delta)`` keeps momentum within −6..max momentum; ``remainder`` is what
  could not be applied (at −6 the seed asks for another cost).
- ``mark_impact`` / ``clear_impact`` change max momentum (10 − impacts) and the reset
  (+2, +1 with one impact, 0 with more); momentum above the new max drops to it.
- ``holding(asset_impacts)`` counts the held assets that count as an impact (Ironclad geared
  for war, Undead) exactly like marked impacts; momentum above the new max drops to it.
- ``burn_momentum()`` sets momentum to its reset value.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError

STAT_MIN = 1
STAT_MAX = 3
METER_MIN = 0
METER_MAX = 5
MOMENTUM_MIN = -6
MOMENTUM_MAX = 10
MOMENTUM_START = 2
RESET_NO_IMPACT = 2
RESET_ONE_IMPACT = 1
RESET_MORE_IMPACTS = 0


class Stat(StrEnum):
    """One of the five stats."""

    EDGE = QT_TRANSLATE_NOOP("Game", "edge")
    HEART = QT_TRANSLATE_NOOP("Game", "heart")
    IRON = QT_TRANSLATE_NOOP("Game", "iron")
    SHADOW = QT_TRANSLATE_NOOP("Game", "shadow")
    WITS = QT_TRANSLATE_NOOP("Game", "wits")


class Meter(StrEnum):
    """A condition meter (0..5): health, spirit, supply, or the vehicle's integrity."""

    HEALTH = QT_TRANSLATE_NOOP("Game", "health")
    SPIRIT = QT_TRANSLATE_NOOP("Game", "spirit")
    SUPPLY = QT_TRANSLATE_NOOP("Game", "supply")
    INTEGRITY = QT_TRANSLATE_NOOP("Game", "integrity")


class Impact(StrEnum):
    """An impact that can be marked on a character or their vehicle."""

    WOUNDED = "wounded"
    SHAKEN = "shaken"
    UNPREPARED = "unprepared"
    PERMANENTLY_HARMED = "permanently_harmed"
    TRAUMATIZED = "traumatized"
    DOOMED = "doomed"
    TORMENTED = "tormented"
    INDEBTED = "indebted"
    BATTERED = "battered"
    CURSED = "cursed"

    @property
    def label(self) -> str:
        """Return the impact as printed on the sheet."""
        return {
            Impact.WOUNDED: QT_TRANSLATE_NOOP("Game", "wounded"),
            Impact.SHAKEN: QT_TRANSLATE_NOOP("Game", "shaken"),
            Impact.UNPREPARED: QT_TRANSLATE_NOOP("Game", "unprepared"),
            Impact.PERMANENTLY_HARMED: QT_TRANSLATE_NOOP("Game", "permanently harmed"),
            Impact.TRAUMATIZED: QT_TRANSLATE_NOOP("Game", "traumatized"),
            Impact.DOOMED: QT_TRANSLATE_NOOP("Game", "doomed"),
            Impact.TORMENTED: QT_TRANSLATE_NOOP("Game", "tormented"),
            Impact.INDEBTED: QT_TRANSLATE_NOOP("Game", "indebted"),
            Impact.BATTERED: QT_TRANSLATE_NOOP("Game", "battered"),
            Impact.CURSED: QT_TRANSLATE_NOOP("Game", "cursed"),
        }[self]


IMPACT_COUNT = len(Impact)
IMPACTS_MOST = MOMENTUM_MAX - MOMENTUM_MIN
"""The most impacts counted (marked, and held assets counting as one): max momentum stays at
or above the least momentum."""


def check_impacts(impacts: int) -> int:
    """Return ``impacts`` if it is a possible number of impacts counted, else raise RuleError."""
    if type(impacts) is not int or not 0 <= impacts <= IMPACTS_MOST:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "impacts: a character counts 0 to {impact_count} impacts, not {impacts!r}",
            ),
            impact_count=IMPACTS_MOST,
            impacts=impacts,
        )
    return impacts


def max_momentum(impacts: int) -> int:
    """Return max momentum: 10 less one per marked impact."""
    return MOMENTUM_MAX - check_impacts(impacts)


def momentum_reset(impacts: int) -> int:
    """Return the momentum reset: +2 with no impact, +1 with one, 0 with more."""
    if check_impacts(impacts) == 0:
        return RESET_NO_IMPACT
    if impacts == 1:
        return RESET_ONE_IMPACT
    return RESET_MORE_IMPACTS


def check_momentum(momentum: int, impacts: int = 0) -> int:
    """Return ``momentum`` if it lies within −6..max momentum, else raise RuleError."""
    top = max_momentum(impacts)
    if type(momentum) is not int or not MOMENTUM_MIN <= momentum <= top:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "momentum: momentum runs from {momentum_min} to max momentum +{top} (10 "
                "less {impacts} impact(s)), not {momentum!r}",
            ),
            momentum_min=MOMENTUM_MIN,
            top=top,
            impacts=impacts,
            momentum=momentum,
        )
    return momentum


def check_meter(meter: Meter, value: int) -> int:
    """Return ``value`` if the condition meter can hold it (0..5), else raise RuleError."""
    if type(value) is not int or not METER_MIN <= value <= METER_MAX:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "{meter_value}: a condition meter runs from 0 to 5, not {value!r}"
            ),
            meter_value=meter.value,
            value=value,
        )
    return value


def check_stat(stat: Stat, value: int) -> int:
    """Return ``value`` if it is a legal stat (1..3), else raise RuleError."""
    if type(value) is not int or not STAT_MIN <= value <= STAT_MAX:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "{stat_value}: a stat runs from {stat_min} to {stat_max}, not {value!r}"
            ),
            stat_value=stat.value,
            stat_min=STAT_MIN,
            stat_max=STAT_MAX,
            value=value,
        )
    return value


@dataclass(frozen=True, slots=True)
class SheetChange:
    """A character after a change, and the part of the change the sheet could not absorb."""

    character: Character
    remainder: int


@dataclass(frozen=True, slots=True)
class Character:
    """The values on an Ironsworn character sheet that the rules act on."""

    edge: int
    heart: int
    iron: int
    shadow: int
    wits: int
    health: int = METER_MAX
    spirit: int = METER_MAX
    supply: int = METER_MAX
    integrity: int = METER_MAX
    momentum: int = MOMENTUM_START
    impacts: frozenset[Impact] = field(default_factory=frozenset)
    # The held assets that count as an impact, by name ("Ironclad"); not kept with the sheet
    # but read from its assets' cards.
    asset_impacts: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for stat in Stat:
            check_stat(stat, self.stat(stat))
        for meter in Meter:
            check_meter(meter, self.meter(meter))
        if not all(isinstance(impact, Impact) for impact in self.impacts):
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "impacts: every impact must be one of the impacts the rules name"
                )
            )
        check_momentum(self.momentum, self.impact_count)

    @property
    def impact_count(self) -> int:
        """Return the impacts counted: those marked and the held assets counting as one."""
        return len(self.impacts) + len(self.asset_impacts)

    def holding(self, asset_impacts: tuple[str, ...]) -> Character:
        """Return the character holding assets, ``asset_impacts`` of them counting as an
        impact (named); momentum above the max that makes drops to it."""
        top = max_momentum(len(self.impacts) + len(asset_impacts))
        return replace(self, asset_impacts=asset_impacts, momentum=min(self.momentum, top))

    def stat(self, stat: Stat) -> int:
        """Return the value of one stat."""
        value: int = getattr(self, stat.value)
        return value

    def meter(self, meter: Meter) -> int:
        """Return the value of one condition meter."""
        value: int = getattr(self, meter.value)
        return value

    @property
    def max_momentum(self) -> int:
        """Return max momentum for the impacts marked and the assets counting as one."""
        return max_momentum(self.impact_count)

    @property
    def momentum_reset(self) -> int:
        """Return the momentum reset for the impacts marked and the assets counting as one."""
        return momentum_reset(self.impact_count)

    def _with(self, meter: Meter, value: int) -> Character:
        changes: dict[str, Any] = {meter.value: value}
        return replace(self, **changes)

    def take(self, meter: Meter, amount: int) -> SheetChange:
        """Raise a meter by ``amount`` (at most 5); the remainder is what did not fit."""
        if amount < 0:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "{meter_value}: take a positive amount; suffer a loss instead"
                ),
                meter_value=meter.value,
            )
        current = self.meter(meter)
        new = min(METER_MAX, current + amount)
        return SheetChange(self._with(meter, new), amount - (new - current))

    def suffer(self, meter: Meter, amount: int) -> SheetChange:
        """Lower a meter by ``amount`` (not below 0); the remainder is the loss left over."""
        if amount < 0:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "{meter_value}: suffer a positive amount; take a gain instead"
                ),
                meter_value=meter.value,
            )
        current = self.meter(meter)
        new = max(METER_MIN, current - amount)
        return SheetChange(self._with(meter, new), amount - (current - new))

    def take_momentum(self, delta: int) -> SheetChange:
        """Add ``delta`` (may be negative) to momentum within −6..max; remainder is unapplied."""
        target = self.momentum + delta
        new = max(MOMENTUM_MIN, min(self.max_momentum, target))
        return SheetChange(replace(self, momentum=new), abs(target - new))

    def burn_momentum(self) -> Character:
        """Return the character with momentum at its reset value (after burning it)."""
        if self.momentum <= 0:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "burn momentum: only positive momentum can be burned")
            )
        return replace(self, momentum=self.momentum_reset)

    def mark_impact(self, impact: Impact) -> Character:
        """Mark an impact; momentum above the lowered max drops to it."""
        impacts = self.impacts | {impact}
        top = max_momentum(len(impacts) + len(self.asset_impacts))
        return replace(self, impacts=impacts, momentum=min(self.momentum, top))

    def clear_impact(self, impact: Impact) -> Character:
        """Clear a marked impact (max momentum and reset rise again)."""
        if impact not in self.impacts:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "impacts: {impact_label} is not marked, so it cannot be cleared"
                ),
                impact_label=impact.label,
            )
        return replace(self, impacts=self.impacts - {impact})
