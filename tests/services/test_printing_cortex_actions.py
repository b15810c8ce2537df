"""The Cortex quick reference's action-based resolution and action order (seed 002 mods)."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from fractions import Fraction

from starshine_desktop.rules.cortex import DicePool, Die, Difficulty, best_result, roll_from_faces
from starshine_desktop.services.printing.quick_cortex import quick_cortex


def plain(markup: str) -> str:
    """Return the text of some HTML, tags dropped and spaces collapsed."""
    return " ".join(re.sub(r"<[^>]+>", " ", markup).split())


def _totals(pool: DicePool) -> Counter[int]:
    counts: Counter[int] = Counter()
    for faces in itertools.product(*(range(1, die.sides + 1) for die in pool.dice)):
        counts[best_result(roll_from_faces(pool, list(faces))).total] += 1
    return counts


def test_the_quick_reference_gives_the_procedures_and_exact_odds() -> None:
    page = plain(quick_cortex().html)
    for words in (
        "Action-based resolution",
        "The reaction must exceed the action's total to stop it: a tie goes to the action.",
        "Ahead by 5 or more: heroic",
        "Action order (handoff initiative)",
        "the one who went last picks who goes first next round, themselves included",
        "if it was their turn, the GM picks who goes next",
    ):
        assert words in page, words
    # Every cell of the odds row for d8 + d6 is the brute-force chance that the level's two
    # dice do not exceed the action's total.
    action = _totals(DicePool.of(Die.D8, Die.D6))
    cells = []
    for level in Difficulty:
        reaction = _totals(DicePool(level.dice))
        ways = sum(x * y for a, x in action.items() for r, y in reaction.items() if r <= a)
        chance = Fraction(ways, sum(action.values()) * sum(reaction.values()))
        cells.append(f"{float(chance) * 100:.1f}%")
    assert "d8 + d6 " + " ".join(cells) in page
