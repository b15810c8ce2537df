"""Benchmark: Starshine replay stays linear (rules-spec A.7; issue targets below).

Two long legal Challenges of 2,500, 10,000 and 40,000 steps, each built and checked with the
engine itself:

- ``recovery``: three Personae make Recovery Moves on one Trait round after round;
- ``leading``: three Personae create Traits (Strength 1, below their Threat, so they stay
  uncounted for the Telling checks) on themselves and on an Element, so the Traits waiting
  to be counted pile up as the Challenge goes on.

For every size the scenario JSON text is timed two ways, interleaved, several times:
``json.loads`` (the baseline, measured in the same run) and ``load_scenario`` + ``replay``.
The report gives medians with their spread (min–max), the ratio of the medians to parsing,
and the ratio of 40,000 steps to 10,000. Times are the process's CPU time
(``time.process_time``): the machines this runs on are shared, and wall-clock medians
there swing by a factor of two with the neighbours' load; the wall-clock medians are
printed too. Targets: 10,000 steps ≤ 0.2 s (median) and
40,000 steps ≤ 4.4 × 10,000 steps.
Run: ``.venv/bin/python bench/replay_bench.py``.
"""

from __future__ import annotations

import gc
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from starshine_desktop.rules.starshine.challenge import Challenge
from starshine_desktop.rules.starshine.model import MoveType
from starshine_desktop.rules.starshine.replay import load_scenario, replay
from starshine_desktop.rules.starshine.scenario import challenge_from_scenario
from starshine_desktop.rules.starshine.steps import parse_step

SIZES = (2_500, 10_000, 40_000)
REPEATS = {2_500: 9, 10_000: 9, 40_000: 5}
TARGET_SECONDS = 0.2
TARGET_GROWTH = 4.4
NAMES = ("ada", "bo", "cy")


def _persona(ident: str, *, threat: int, guard: int) -> dict[str, Any]:
    return {
        "id": ident,
        "name": ident.title(),
        "stance": 1,
        "scores": {
            "base": 2,
            "defense": 1,
            "recovery": 2,
            "lead": 2,
            "stunt": 1,
            "aid": 1,
            "threat": threat,
            "guard": guard,
            "surrender": 6,
            "risk": -6,
            "power": -6,
            "fortune": 2,
        },
        "characteristics": [{"name": "Bold", "value": 3}],
        "traits": [
            {
                "id": f"{ident}-anchor",
                "name": "Anchor",
                "strength": 1,
                "negative": False,
                "created_by": "director",
            }
        ],
    }


def _recovery_move(engine: Challenge, actor: str, turn: int, rng: random.Random) -> dict[str, Any]:
    helper = NAMES[(NAMES.index(actor) + 1) % len(NAMES)]
    stunt = turn % 4 == 0
    aid = [helper] if turn % 3 == 0 else []
    pool = engine.pool(actor, MoveType.RECOVERY, stunt=stunt, aid_from=aid).total
    dice = [rng.randint(1, 6) for _ in range(pool - 2)]
    step: dict[str, Any] = {
        "do": "move",
        "actor": actor,
        "type": "recovery",
        "trait": f"{actor}-anchor",
        "stunt": stunt,
        "aid_from": aid,
        "scope": 2,
        "pay_dice": 2,
        "pay_fortune": 0,
        "dice": dice,
        "declare": f"{actor} braces",
    }
    if stunt:
        step["target"] = 6
    else:
        step["select"] = max(dice)
    return step


def _leading_move(engine: Challenge, actor: str, turn: int, rng: random.Random) -> dict[str, Any]:
    pool = engine.pool(actor, MoveType.LEADING).total
    dice = [rng.randint(1, 6) for _ in range(pool - 2)]
    return {
        "do": "move",
        "actor": actor,
        "type": "leading",
        "scope": 2,
        "pay_dice": 2,
        "pay_fortune": 0,
        "dice": dice,
        "select": max(dice),
        "create_trait": {"id": f"t{turn}", "name": "Foothold", "on": actor if turn % 2 else "gate"},
        "declare": f"{actor} digs in",
    }


SHAPES: dict[str, tuple[int, int, Callable[[Challenge, str, int, random.Random], dict[str, Any]]]]
SHAPES = {"recovery": (1, 3, _recovery_move), "leading": (2, 20, _leading_move)}
"""shape → (Threat Score, Guard Score, Move builder)."""


def build_scenario(steps: int, shape: str = "leading", seed: int = 1) -> dict[str, Any]:
    """Return a legal scenario of exactly ``steps`` steps, checked with the engine itself."""
    threat, guard, make_move = SHAPES[shape]
    rng = random.Random(seed)
    scenario: dict[str, Any] = {
        "rules": "starshine-2.1",
        "personae": [_persona(name, threat=threat, guard=guard) for name in NAMES],
        "elements": [{"id": "gate", "name": "The Gate", "scale": 2}],
        "steps": [],
    }
    engine = challenge_from_scenario(scenario)
    out: list[dict[str, Any]] = scenario["steps"]
    turn = 0
    while len(out) < steps:
        movers = engine.moves_available()
        if movers:
            step = make_move(engine, movers[0], turn, rng)
            turn += 1
        elif engine.phase.value == "threats":
            step = {"do": "threats", "names": {p: "Pressure" for p in engine.threatened()}}
        else:
            step = {"do": "clock"}
        engine.apply(parse_step(step))
        out.append(step)
    assert not engine.ended
    return scenario


def _timings(text: str, repeats: int, clock: Callable[[], float]) -> tuple[list[float], ...]:
    replays: list[float] = []
    parses: list[float] = []
    for _ in range(repeats):
        start = clock()
        json.loads(text)
        parses.append(clock() - start)
        start = clock()
        replay(load_scenario(text))
        # Replay pauses the cyclic collector; the young-generation pass it put off would run
        # at the next allocation (inside the next json.loads). Charge it to the replay.
        gc.collect(0)
        replays.append(clock() - start)
    return replays, parses


def _spread(values: list[float]) -> str:
    return (
        f"{statistics.median(values) * 1000:.1f} ms "
        f"({min(values) * 1000:.1f}–{max(values) * 1000:.1f})"
    )


def main() -> dict[str, dict[int, float]]:
    """Run the benchmark, print its figures and return the median replay seconds."""
    medians: dict[str, dict[int, float]] = {}
    for shape in SHAPES:
        medians[shape] = {}
        print(f"{shape}: replay CPU time, median (min–max), vs json.loads of the same text")
        for size in SIZES:
            text = json.dumps(build_scenario(size, shape))
            final = replay(load_scenario(text))
            assert not final["ended"] and final["round"] > 0
            replays, parses = _timings(text, REPEATS[size], time.process_time)
            walls, _ = _timings(text, 3, time.perf_counter)
            ratio = statistics.median(replays) / statistics.median(parses)
            medians[shape][size] = statistics.median(replays)
            print(
                f"  {size:>6} steps ({len(text) / 1e6:.2f} MB, {REPEATS[size]} runs): replay "
                f"{_spread(replays)}; json.loads {_spread(parses)}; ratio {ratio:.1f}x; "
                f"wall clock {statistics.median(walls) * 1000:.1f} ms"
            )
        ten, forty = medians[shape][10_000], medians[shape][40_000]
        growth = forty / ten
        print(
            f"  10,000 steps: {ten * 1000:.1f} ms median "
            f"({'meets' if ten <= TARGET_SECONDS else 'MISSES'} the "
            f"{TARGET_SECONDS * 1000:.0f} ms target); 40,000 / 10,000 = {growth:.2f}x "
            f"({'meets' if growth <= TARGET_GROWTH else 'MISSES'} the {TARGET_GROWTH}x target)"
        )
    return medians


if __name__ == "__main__":
    main()
