"""``roll cortex``: roll or read a Cortex pool and print its total and effect die (rules-spec F).

    roll cortex --pool d8,d6,d6 [--dice 5,1,4] [--difficulty N] [--seed N]
    -> {"total", "effect_die", "hitches", "botch", "outcome", "effect_steps"}

The total is the two highest non-hitch dice, the effect die the largest die left that is
not a hitch (``"d4"`` if none). ``outcome`` is ``success``, ``failure`` or
``heroic_success`` against ``--difficulty`` (null without it); ``effect_steps`` is the
number of full 5s the total beat the difficulty by (0 without a difficulty or on a
failure). Without ``--dice`` the pool is rolled at random (``--seed`` makes it repeatable).
"""

from __future__ import annotations

import argparse
import random
from typing import Any

from starshine_desktop.commands import CommandError
from starshine_desktop.rules.cortex import Die, best_result, parse_pool, roll_dice, roll_pool


def _faces(text: str) -> list[int]:
    parts = text.split(",")
    faces: list[int] = []
    for part in parts:
        cleaned = part.strip()
        if not (cleaned.isascii() and cleaned.isdecimal() and len(cleaned) <= 3):
            raise CommandError(f"--dice: {text.strip()!r} is not a list of faces such as 5,1,4")
        faces.append(int(cleaned))
    return faces


def roll_cortex(args: argparse.Namespace) -> dict[str, Any]:
    """Roll (or read) a Cortex pool and judge it against an optional difficulty."""
    pool = parse_pool(args.pool)
    if args.dice is None:
        roll = roll_pool(pool, random.Random(args.seed))
    else:
        faces = _faces(args.dice)
        dice = [Die.parse(part) for part in args.pool.split(",")]
        if len(faces) != len(dice):
            raise CommandError(
                f"--dice: {len(faces)} faces for {len(dice)} dice in --pool; give one face per die"
            )
        roll = roll_dice(dice, faces)
    result = best_result(roll)
    outcome: str | None = None
    steps = 0
    if args.difficulty is not None:
        if args.difficulty < 0:
            raise CommandError(f"--difficulty: a difficulty is 0 or more, not {args.difficulty}")
        judgement = result.against(args.difficulty)
        outcome = judgement.outcome.value
        steps = judgement.effect_steps
    return {
        "total": result.total,
        "effect_die": result.effect_die.label,
        "hitches": result.hitches,
        "botch": result.botch,
        "outcome": outcome,
        "effect_steps": steps,
    }


def register(commands: Any, rolls: Any) -> None:
    """Add ``roll cortex`` to the command line."""
    parser = rolls.add_parser("cortex", help="roll a Cortex dice pool")
    parser.add_argument("--pool", required=True, help="the dice, e.g. d8,d6,d6")
    parser.add_argument("--dice", help="the faces shown, one per die in pool order, e.g. 5,1,4")
    parser.add_argument("--difficulty", type=int, help="the total to beat (strictly greater)")
    parser.add_argument("--seed", type=int, help="seed for a repeatable random roll")
    parser.set_defaults(handler=roll_cortex)
