"""Starshine: the d6 of the rules engine, rolled from an injected ``random.Random`` or given."""

from __future__ import annotations

import random

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError


def roll_dice(rng: random.Random, count: int, sides: int = 6) -> list[int]:
    """Roll ``count`` dice of ``sides`` sides, in order, as ``rng.randint(1, sides)`` each."""
    if count < 0:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "cannot roll {count} dice"),
            count=count,
        )
    return [rng.randint(1, sides) for _ in range(count)]
