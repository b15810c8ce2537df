"""Benchmark: exact Starshine odds for a pool of 40 dice (target ≤ 5 ms).

Times ``starshine_odds(40, 6)`` (P(Achieve), highest and lowest die, Number Result, all as
Fractions), mean of many calls, beside a baseline measured in the same run: one exact
``Fraction(5, 6) ** 40``. Run: ``.venv/bin/python bench/odds_bench.py``.
"""

from __future__ import annotations

import sys
import time
from fractions import Fraction
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from starshine_desktop.rules.starshine.odds import starshine_odds

DICE = 40
TARGET_SECONDS = 0.005
CALLS = 2000


def _mean(function: Any, calls: int) -> float:
    start = time.perf_counter()
    for _ in range(calls):
        function()
    return (time.perf_counter() - start) / calls


def main() -> dict[str, float]:
    """Run the benchmark and print its figures."""
    odds = starshine_odds(DICE, 6)
    assert odds.achieve == 1 - Fraction(5, 6) ** DICE
    assert sum(odds.highest.values()) == 1 and sum(odds.lowest.values()) == 1
    seconds = _mean(lambda: starshine_odds(DICE, 6), CALLS)
    baseline = _mean(lambda: Fraction(5, 6) ** DICE, CALLS)
    verdict = "meets" if seconds <= TARGET_SECONDS else "MISSES"
    print(
        f"exact odds for {DICE} dice: {seconds * 1e3:.3f} ms per call (mean of {CALLS}; "
        f"{verdict} the {TARGET_SECONDS * 1e3:.0f} ms target)"
    )
    print(
        f"baseline Fraction(5, 6) ** {DICE}: {baseline * 1e3:.4f} ms; "
        f"ratio {seconds / baseline:.1f}x"
    )
    return {
        "dice": DICE,
        "seconds": seconds,
        "baseline_seconds": baseline,
        "ratio": seconds / baseline,
        "target_seconds": TARGET_SECONDS,
    }


if __name__ == "__main__":
    main()
