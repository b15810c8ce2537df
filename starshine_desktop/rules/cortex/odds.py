"""Exact odds for Cortex pools (rules-spec B and C): never sampled.

``total_distribution(pool, kept=2)`` is the exact distribution of the best total (the
``kept`` highest non-hitch faces; 0 on a botch) as ``{total: Fraction}``. It runs a dynamic
programme over the dice whose state is the multiset of the ``kept`` highest faces seen so
far, counting ways in integers and dividing once at the end, so a pool of eight or more
dice answers in milliseconds.

``probability_to_beat(pool, difficulty)`` takes a number, or an opposing ``DicePool`` whose
difficulty is the best two of its own roll; ``outcome_probabilities`` splits the same odds
into failure, success and heroic success; ``botch_probability`` and ``hitch_probability``
give the chance of all hitches and of at least one.
"""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from math import prod

from starshine_desktop.rules.cortex.dice import (
    BASE_TOTAL_DICE,
    HEROIC_MARGIN,
    CortexOutcome,
    DicePool,
)
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError


def _top_faces_counts(pool: DicePool, kept: int) -> dict[tuple[int, ...], int]:
    """Count the ways each multiset of the ``kept`` highest non-hitch faces can come up."""
    states: dict[tuple[int, ...], int] = {(0,) * kept: 1}
    for die in pool.dice:
        following: dict[tuple[int, ...], int] = defaultdict(int)
        for state, ways in states.items():
            following[state] += ways  # the face 1: a hitch changes nothing
            for face in range(2, die.sides + 1):
                if face <= state[-1]:
                    following[state] += ways
                    continue
                top = sorted((*state[:-1], face), reverse=True)
                following[tuple(top)] += ways
        states = dict(following)
    return states


def total_distribution(pool: DicePool, kept: int = BASE_TOTAL_DICE) -> dict[int, Fraction]:
    """Return the exact distribution of the best total of ``kept`` non-hitch dice."""
    if not pool.dice:
        raise RuleError(QT_TRANSLATE_NOOP("Refusal", "odds: a pool needs at least one die"))
    if kept < 1:
        raise RuleError(QT_TRANSLATE_NOOP("Refusal", "odds: a total keeps at least one die"))
    outcomes = prod(die.sides for die in pool.dice)
    counts: dict[int, int] = defaultdict(int)
    for state, ways in _top_faces_counts(pool, kept).items():
        counts[sum(state)] += ways
    return {total: Fraction(ways, outcomes) for total, ways in sorted(counts.items())}


def _at_least(distribution: dict[int, Fraction], threshold: int) -> Fraction:
    return sum((p for total, p in distribution.items() if total >= threshold), start=Fraction(0))


def probability_to_beat(
    pool: DicePool, difficulty: int | DicePool, kept: int = BASE_TOTAL_DICE
) -> Fraction:
    """Return the exact chance that the pool's best total is strictly above the difficulty.

    ``difficulty`` is a number, or an opposing pool whose difficulty is the best two of its
    own roll (a botch there sets 0). Ties fail.
    """
    mine = total_distribution(pool, kept)
    if isinstance(difficulty, DicePool):
        theirs = total_distribution(difficulty)
        return sum(
            (p * _at_least(mine, target + 1) for target, p in theirs.items()), start=Fraction(0)
        )
    if difficulty < 0:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "difficulty: a difficulty is 0 or more, not {difficulty}"),
            difficulty=difficulty,
        )
    return _at_least(mine, difficulty + 1)


def outcome_probabilities(
    pool: DicePool, difficulty: int | DicePool, kept: int = BASE_TOTAL_DICE
) -> dict[CortexOutcome, Fraction]:
    """Return the exact chance of failure, success and heroic success (beat by 5 or more)."""
    mine = total_distribution(pool, kept)
    if isinstance(difficulty, DicePool):
        targets = total_distribution(difficulty)
    else:
        if difficulty < 0:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "difficulty: a difficulty is 0 or more, not {difficulty}"
                ),
                difficulty=difficulty,
            )
        targets = {difficulty: Fraction(1)}
    beat = Fraction(0)
    heroic = Fraction(0)
    for target, p in targets.items():
        beat += p * _at_least(mine, target + 1)
        heroic += p * _at_least(mine, target + HEROIC_MARGIN)
    return {
        CortexOutcome.FAILURE: 1 - beat,
        CortexOutcome.SUCCESS: beat - heroic,
        CortexOutcome.HEROIC_SUCCESS: heroic,
    }


def botch_probability(pool: DicePool) -> Fraction:
    """Return the exact chance that every die shows a 1."""
    if not pool.dice:
        raise RuleError(QT_TRANSLATE_NOOP("Refusal", "odds: a pool needs at least one die"))
    return Fraction(1, prod(die.sides for die in pool.dice))


def hitch_probability(pool: DicePool) -> Fraction:
    """Return the exact chance that at least one die shows a 1."""
    if not pool.dice:
        raise RuleError(QT_TRANSLATE_NOOP("Refusal", "odds: a pool needs at least one die"))
    return 1 - prod((Fraction(die.sides - 1, die.sides) for die in pool.dice), start=Fraction(1))
