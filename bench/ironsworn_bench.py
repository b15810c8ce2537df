"""Time the exact Ironsworn odds (rules-spec B: well under 50 ms) and oracle rolls."""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable

from starshine_desktop.rules.ironsworn import (
    BurnPolicy,
    OracleOdds,
    find_table,
    oracle_odds,
    roll_oracle,
)
from starshine_desktop.rules.ironsworn.odds import action_odds, score_odds


def best_of(runs: int, action: Callable[[], object]) -> float:
    """Return the fastest of ``runs`` timings of ``action`` in milliseconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return min(times)


def main() -> int:
    """Print the time of one uncached odds call of each kind and the worst of them."""
    uncached_action = action_odds.__wrapped__
    uncached_score = score_odds.__wrapped__
    timings = {
        "action odds (stat 3, adds 1, momentum -3)": best_of(
            5, lambda: uncached_action(3, 1, -3, BurnPolicy.NEVER, 0)
        ),
        "action odds (burn when better, momentum 8)": best_of(
            5, lambda: uncached_action(2, 0, 8, BurnPolicy.WHEN_BETTER, 0)
        ),
        "progress odds (score 6)": best_of(5, lambda: uncached_score(6)),
        "oracle odds (likely)": best_of(5, lambda: oracle_odds(OracleOdds.LIKELY)),
    }
    for name, ms in timings.items():
        print(f"{name}: {ms:.3f} ms")
    every = best_of(
        1,
        lambda: [
            uncached_action(stat, adds, momentum, burn, 0)
            for stat in range(6)
            for adds in range(11)
            for momentum in range(-6, 11)
            for burn in BurnPolicy
        ],
    )
    print(f"every action odds (6 stats x 11 adds x 17 momentum x 3 policies): {every:.1f} ms")
    table = find_table("Pay the Price")
    rng = random.Random(1)
    rolls = best_of(3, lambda: [roll_oracle(table, rng) for _ in range(10_000)])
    print(f"10,000 Pay the Price rolls: {rolls:.1f} ms")
    worst = max(timings.values())
    print(f"worst single odds call: {worst:.3f} ms (budget 50 ms)")
    return 0 if worst < 50 else 1


if __name__ == "__main__":
    sys.exit(main())
