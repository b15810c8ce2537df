"""Starshine: ``odds starshine --dice N [--target T]``, the exact odds of a pool (rules-spec F)."""

from __future__ import annotations

import argparse
from typing import Any

from starshine_desktop.commands import CommandError
from starshine_desktop.rules.starshine.odds import (
    MAX_DICE,
    achieve_probability,
    highest_distribution,
    lowest_distribution,
    to_decimal,
)


def _starshine(args: argparse.Namespace) -> Any:
    """Return {"achieve"} with a Target, else the highest and lowest die distributions."""
    dice: int = args.dice
    if not 0 <= dice <= MAX_DICE:
        raise CommandError(f"--dice must be 0 to {MAX_DICE}, not {dice}")
    if args.target is not None:
        if not 1 <= args.target <= 6:
            raise CommandError(f"--target must be 1 to 6 (rule 3.7), not {args.target}")
        return {"achieve": to_decimal(achieve_probability(dice, args.target))}
    return {
        "highest": {str(k): to_decimal(p) for k, p in highest_distribution(dice).items()},
        "lowest": {str(k): to_decimal(p) for k, p in lowest_distribution(dice).items()},
    }


def register(commands: Any, rolls: Any) -> None:
    """Add ``odds starshine``."""
    odds = commands.add_parser("odds", help="exact odds of a roll")
    systems = odds.add_subparsers(dest="system", required=True, metavar="SYSTEM")
    parser = systems.add_parser("starshine", help="exact odds of a Starshine pool of d6")
    parser.add_argument("--dice", type=int, required=True, help="dice left after paying Scope")
    parser.add_argument("--target", type=int, default=None, help="a Stunt's Target, 1 to 6")
    parser.set_defaults(handler=_starshine)
