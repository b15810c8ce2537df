"""Exact odds of Starshine rolls (rules-spec B): fractions, never sampled.

``starshine_odds(dice, target)`` returns a ``StarshineOdds`` with P(Achieve) for a Stunt
(1 − (5/6)^n, or 0 with no dice), the distribution of the highest and of the lowest die, and
the distribution of a non-Stunt Move's Result when the Actor picks the highest die (``"miss"``
with no dice). ``achieve_probability``, ``highest_distribution``, ``lowest_distribution`` and
``number_result_distribution`` are the pieces; ``to_decimal`` rounds a Fraction half up to 6
places for display and for the ``odds`` command (rules-spec F).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError

FACES = (1, 2, 3, 4, 5, 6)
MAX_DICE = 1000
"""The largest pool the odds functions accept."""


def _check_dice(dice: int) -> int:
    if type(dice) is not int or not 0 <= dice <= MAX_DICE:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "the number of dice must be 0 to {max_dice}, not {dice!r}"
            ),
            max_dice=MAX_DICE,
            dice=dice,
        )
    return dice


def _check_target(target: int) -> int:
    if type(target) is not int or not 1 <= target <= 6:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "a Stunt's Target is 1 to 6 (rule 3.7), not {target!r}"),
            target=target,
        )
    return target


def achieve_probability(dice: int, target: int = 6) -> Fraction:
    """Return P(at least one of ``dice`` d6 shows ``target``): a Stunt's Achieve (3.8b)."""
    _check_dice(dice)
    _check_target(target)
    if dice == 0:
        return Fraction(0)
    return 1 - Fraction(5, 6) ** dice


def highest_distribution(dice: int) -> dict[int, Fraction]:
    """Return P(highest die = k) for k = 1..6 (all 0 with no dice)."""
    _check_dice(dice)
    if dice == 0:
        return {face: Fraction(0) for face in FACES}
    total = 6**dice
    return {k: Fraction(k**dice - (k - 1) ** dice, total) for k in FACES}


def lowest_distribution(dice: int) -> dict[int, Fraction]:
    """Return P(lowest die = k) for k = 1..6 (all 0 with no dice)."""
    _check_dice(dice)
    if dice == 0:
        return {face: Fraction(0) for face in FACES}
    total = 6**dice
    return {k: Fraction((7 - k) ** dice - (6 - k) ** dice, total) for k in FACES}


def number_result_distribution(dice: int) -> dict[str, Fraction]:
    """Return the Result of a non-Stunt Move picking the highest die: "miss" and "1".."6"."""
    _check_dice(dice)
    if dice == 0:
        return {"miss": Fraction(1), **{str(face): Fraction(0) for face in FACES}}
    return {"miss": Fraction(0), **{str(k): p for k, p in highest_distribution(dice).items()}}


@dataclass(frozen=True, slots=True)
class StarshineOdds:
    """The exact odds of one Starshine pool."""

    dice: int
    target: int | None
    achieve: Fraction
    highest: dict[int, Fraction]
    lowest: dict[int, Fraction]
    number_result: dict[str, Fraction]


def starshine_odds(dice: int, target: int | None = None) -> StarshineOdds:
    """Return every probability the wizard shows for a pool of ``dice`` d6."""
    return StarshineOdds(
        dice=dice,
        target=target,
        achieve=achieve_probability(dice, 6 if target is None else target),
        highest=highest_distribution(dice),
        lowest=lowest_distribution(dice),
        number_result=number_result_distribution(dice),
    )


def to_decimal(value: Fraction) -> float:
    """Round a probability half up to 6 decimal places (rules-spec A.8, F)."""
    scaled = value * 1_000_000
    rounded = (scaled.numerator * 2 + scaled.denominator) // (2 * scaled.denominator)
    return rounded / 1_000_000
