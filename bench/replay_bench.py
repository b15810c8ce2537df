"""Benchmark: replay a 10,000-step Starshine scenario (target ≤ 0.2 s).

Builds a long legal Challenge (three Personae making Recovery Moves round after round),
writes it as scenario JSON, then times ``load_scenario`` + ``replay`` on the text, best of
several runs, beside a baseline measured in the same run: ``json.loads`` of the same text.
Run: ``.venv/bin/python bench/replay_bench.py``.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from starshine_desktop.rules.replay import load_scenario, replay
from starshine_desktop.rules.starshine.challenge import Challenge, MoveType
from starshine_desktop.rules.starshine.scenario import challenge_from_scenario

STEPS = 10_000
TARGET_SECONDS = 0.2
NAMES = ("ada", "bo", "cy")


def _persona(ident: str) -> dict[str, Any]:
    return {
        "id": ident,
        "name": ident.title(),
        "stance": 1,
        "scores": {
            "base": 2,
            "defense": 1,
            "recovery": 2,
            "lead": 1,
            "stunt": 1,
            "aid": 1,
            "threat": 1,
            "guard": 3,
            "surrender": 3,
            "risk": -6,
            "power": 0,
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


def build_scenario(steps: int = STEPS, seed: int = 1) -> dict[str, Any]:
    """Return a legal scenario of exactly ``steps`` steps, checked with the engine itself."""
    rng = random.Random(seed)
    scenario: dict[str, Any] = {
        "rules": "starshine-2.1",
        "personae": [_persona(name) for name in NAMES],
        "elements": [{"id": "gate", "name": "The Gate", "scale": 2}],
        "steps": [],
    }
    engine: Challenge = challenge_from_scenario(scenario)
    out: list[dict[str, Any]] = scenario["steps"]
    turn = 0
    while len(out) < steps:
        if engine.moves_available():
            actor = engine.moves_available()[0]
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
            turn += 1
        elif engine.phase.value == "threats":
            step = {"do": "threats", "names": {p: "Pressure" for p in engine.threatened()}}
        else:
            step = {"do": "clock"}
        engine.apply(step)
        out.append(step)
    return scenario


def _best(function: Any, repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> dict[str, float]:
    """Run the benchmark and print its figures."""
    text = json.dumps(build_scenario())
    final = replay(load_scenario(text))
    assert not final["ended"] and final["round"] > 0
    seconds = _best(lambda: replay(load_scenario(text)), 7)
    baseline = _best(lambda: json.loads(text), 7)
    figures = {
        "steps": STEPS,
        "replay_seconds": seconds,
        "json_loads_seconds": baseline,
        "ratio_to_json_loads": seconds / baseline,
        "target_seconds": TARGET_SECONDS,
    }
    verdict = "meets" if seconds <= TARGET_SECONDS else "MISSES"
    print(
        f"replay of {STEPS} steps ({len(text) / 1e6:.2f} MB): {seconds * 1000:.1f} ms "
        f"(best of 7; {verdict} the {TARGET_SECONDS * 1000:.0f} ms target)"
    )
    print(
        f"baseline json.loads of the same text: {baseline * 1000:.1f} ms; "
        f"replay / json.loads = {seconds / baseline:.1f}x"
    )
    return figures


if __name__ == "__main__":
    main()
