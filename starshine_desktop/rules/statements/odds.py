"""Statements: the three rolls of a d(F+O) and their exact odds (rules-spec D, seed 003).

``success_distribution(favouring, opposing)`` is the exact chance of 0, 1, 2 and 3
successes when each of three rolls of a d(F+O) succeeds on F or less.
``roll_successes(favouring, opposing, faces=None, rng=None)`` reads three faces typed in
(each 1..F+O) or rolls them with an injected ``random.Random``, and returns ``TripleRoll``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError

ROLLS = 3


def _check_sums(favouring: int, opposing: int) -> None:
    if favouring < 0 or opposing < 0:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "resolution: favouring and opposing sums are 0 or more")
        )
    if favouring + opposing == 0:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "resolution: a d(F+O) needs at least one favouring or opposing point"
            )
        )


def success_chance(favouring: int, opposing: int) -> Fraction:
    """Return the chance that one roll of a d(F+O) is F or less."""
    _check_sums(favouring, opposing)
    return Fraction(favouring, favouring + opposing)


def success_distribution(favouring: int, opposing: int) -> dict[int, Fraction]:
    """Return the exact chance of 0, 1, 2 and 3 successes in three rolls."""
    p = success_chance(favouring, opposing)
    return {k: comb(ROLLS, k) * p**k * (1 - p) ** (ROLLS - k) for k in range(ROLLS + 1)}


@dataclass(frozen=True, slots=True)
class TripleRoll:
    """Three rolls of a d(F+O): the faces and how many were successes."""

    favouring: int
    opposing: int
    faces: tuple[int, ...]

    @property
    def sides(self) -> int:
        """Return the size of the die rolled, F+O."""
        return self.favouring + self.opposing

    @property
    def successes(self) -> int:
        """Return how many faces were F or less."""
        return sum(1 for face in self.faces if face <= self.favouring)

    @property
    def failures(self) -> int:
        """Return how many faces were above F."""
        return ROLLS - self.successes


def roll_successes(
    favouring: int,
    opposing: int,
    faces: Sequence[int] | None = None,
    rng: random.Random | None = None,
) -> TripleRoll:
    """Read three faces of a d(F+O), or roll them with ``rng``."""
    _check_sums(favouring, opposing)
    sides = favouring + opposing
    if faces is None:
        if rng is None:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "resolution: give the three faces or a random source")
            )
        faces = [rng.randint(1, sides) for _ in range(ROLLS)]
    faces = tuple(faces)
    if len(faces) != ROLLS:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "resolution: a Statement is rolled {rolls} times, not {count}"
            ),
            rolls=ROLLS,
            count=len(faces),
        )
    for face in faces:
        if type(face) is not int or not 1 <= face <= sides:
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "resolution: a d{sides} shows 1 to {sides}, not {face!r}"
                ),
                sides=sides,
                face=face,
            )
    return TripleRoll(favouring, opposing, faces)
