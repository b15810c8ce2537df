"""Starshine: the d6 of the rules engine, rolled from an injected ``random.Random`` or given."""

from __future__ import annotations

import random
from collections.abc import Sequence

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError

D6_FACES = range(1, 7)


def roll_dice(rng: random.Random, count: int, sides: int = 6) -> list[int]:
    """Roll ``count`` dice of ``sides`` sides, in order, as ``rng.randint(1, sides)`` each."""
    if count < 0:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "cannot roll {count} dice"),
            count=count,
        )
    return [rng.randint(1, sides) for _ in range(count)]


def check_faces(faces: Sequence[object], count: int, sides: int = 6) -> list[int]:
    """Return ``faces`` as ints if they are ``count`` dice showing 1..``sides``, else raise."""
    if len(faces) != count:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{count} dice given, but the pool has {count2}"),
            count=len(faces),
            count2=count,
        )
    result: list[int] = []
    for face in faces:
        if type(face) is not int or not 1 <= face <= sides:
            raise RuleError(
                QT_TRANSLATE_NOOP("Refusal", "a d{sides} shows 1 to {sides}, not {face!r}"),
                sides=sides,
                face=face,
            )
        result.append(face)
    return result
