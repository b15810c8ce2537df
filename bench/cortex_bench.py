"""Time the exact Cortex odds (rules-spec B: well under 50 ms) for growing pools."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from functools import partial

from starshine_desktop.rules.cortex import (
    DicePool,
    Die,
    Difficulty,
    difficulty_pool,
    outcome_probabilities,
    probability_to_beat,
)
from starshine_desktop.rules.statements import success_distribution

SIZES = list(Die)


def pool_of(count: int) -> DicePool:
    """Return a mixed pool of ``count`` dice, largest sizes first."""
    return DicePool(tuple(SIZES[-1 - (i % len(SIZES))] for i in range(count)))


def best_of(runs: int, action: Callable[[], object]) -> float:
    """Return the fastest of ``runs`` timings of ``action`` in milliseconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return min(times)


def main() -> int:
    """Print one line per pool size and the worst time."""
    opposing = difficulty_pool(Difficulty.VERY_HARD, [Die.D6, Die.D6, Die.D8])
    worst = 0.0
    for count in (2, 4, 6, 8, 10, 12):
        pool = pool_of(count)
        against_number = best_of(5, partial(probability_to_beat, pool, 15))
        against_pool = best_of(5, partial(outcome_probabilities, pool, opposing))
        with_plot_points = best_of(3, partial(probability_to_beat, pool, 25, kept=4))
        worst = max(worst, against_number, against_pool)
        print(
            f"{count:2d} dice ({pool.label}): vs 15 {against_number:7.2f} ms, "
            f"vs {opposing.label} {against_pool:7.2f} ms, "
            f"best four vs 25 {with_plot_points:7.2f} ms"
        )
    statements = best_of(5, lambda: [success_distribution(f, 30) for f in range(1, 40)])
    print(f"statement odds for 39 sums: {statements:.2f} ms")
    print(f"worst two-dice odds: {worst:.2f} ms (budget 50 ms)")
    return 0 if worst < 50 else 1


if __name__ == "__main__":
    sys.exit(main())
