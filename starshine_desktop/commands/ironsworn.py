"""``roll ironsworn-action``, ``roll ironsworn-progress`` and ``oracle`` (rules-spec E, F).

    roll ironsworn-action --stat N [--adds N] [--momentum N] [--burn] [--impacts N]
                          [--dice A,C1,C2] [--seed N]
        -> {"action_score", "outcome", "match", "momentum_after"}
    roll ironsworn-progress --ticks N [--dice C1,C2] [--seed N]
        -> {"progress_score", "outcome", "match"}
    oracle "TABLE NAME" [--roll N] [--then N,N,...] [--seed N]
        -> {"table", "roll", "result"}  (+ "rolls", "results" when a "roll twice" is rolled)
    oracle "Ask the Oracle" [--odds ODDS (default 50/50)] [--roll N] [--seed N]
        -> {"table", "roll", "result": "yes" | "no", "odds", "match"}

``--dice`` gives the action die then the two challenge dice; without it the roll is random
(``--seed`` makes it repeatable). ``--burn`` uses momentum as the action score, accepted
only where that helps (momentum beats more challenge dice than the action score); otherwise
the command exits 2 saying why, with the dice so the roll can be taken without ``--burn``.
``momentum_after`` is the reset after a burn (+2, or less with ``--impacts``), else the
momentum unchanged. ``--ticks`` is 0..40; the progress score is the
filled boxes. The oracle table is named as the seed heads it (the move's name), in any case.
With ``--roll`` the row is looked up as is; a "roll twice" row is resolved only at random or
with ``--then`` (the extra d100 faces, re-rolls included), adding ``rolls`` and ``results``.
"""

from __future__ import annotations

import argparse
import random
import re
from typing import TYPE_CHECKING, Any

from starshine_desktop.commands import CommandError
from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn.dice import DiceSource, GivenDice, check_face
from starshine_desktop.rules.ironsworn.oracles import (
    OracleOdds,
    OracleResult,
    answer,
    ask_the_oracle,
    find_table,
    look_up,
    roll_oracle,
)
from starshine_desktop.rules.ironsworn.rolls import action_roll, progress_roll
from starshine_desktop.rules.ironsworn.tracks import TICKS_PER_BOX, check_ticks

if TYPE_CHECKING:
    from starshine_desktop.rules.ironsworn.datasworn import TableResult

ASK_THE_ORACLE = "ask the oracle"


FACE = re.compile(r"[0-9]{1,4}")


def _check_types(args: argparse.Namespace, ints: tuple[str, ...], texts: tuple[str, ...]) -> None:
    """Refuse option values argparse let through untyped (``--dice=--`` gives a list)."""
    for name in ints:
        value = getattr(args, name)
        if value is not None and type(value) is not int:
            raise CommandError(f"--{name}: expected a whole number")
    for name in texts:
        value = getattr(args, name)
        if value is not None and not isinstance(value, str):
            raise CommandError(f"--{name}: expected a value")


def _faces(option: str, text: str, count: int | None, example: str) -> list[int]:
    parts = [part.strip() for part in text.split(",")]
    faces: list[int] = []
    for part in parts:
        if not FACE.fullmatch(part):
            raise CommandError(
                f"{option}: {text.strip()!r} is not a list of faces such as {example}"
            )
        faces.append(int(part))
    if count is not None and len(faces) != count:
        raise CommandError(
            f"{option}: give exactly {count} faces such as {example}, not {len(faces)}"
        )
    return faces


def _source(args: argparse.Namespace, count: int, example: str) -> DiceSource:
    if args.dice is None:
        return random.Random(args.seed)
    return _faces("--dice", args.dice, count, example)


def roll_action(args: argparse.Namespace) -> dict[str, Any]:
    """Make an Ironsworn action roll and print its score, band, match and momentum after."""
    _check_types(args, ("stat", "adds", "momentum", "impacts", "seed"), ("dice",))
    roll = action_roll(
        args.stat,
        args.adds,
        args.momentum,
        dice=_source(args, 3, "4,3,8 (action die, then two challenge dice)"),
        impacts=args.impacts,
    )
    if args.burn:
        try:
            roll = roll.burned_with(args.impacts)
        except RuleError as error:
            dice = f"{roll.action_die},{roll.challenge_dice[0]},{roll.challenge_dice[1]}"
            raise CommandError(
                f"--burn refused: {str(error).removeprefix('burn momentum: ')} "
                f"(dice {dice}; roll without --burn to keep the roll)"
            ) from None
    return {
        "action_score": roll.action_score,
        "outcome": roll.outcome.value,
        "match": roll.match,
        "momentum_after": roll.momentum_after,
    }


def roll_progress(args: argparse.Namespace) -> dict[str, Any]:
    """Make a progress roll for a track with ``--ticks`` ticks."""
    _check_types(args, ("ticks", "seed"), ("dice",))
    check_ticks(args.ticks)
    roll = progress_roll(args.ticks // TICKS_PER_BOX, _source(args, 2, "3,9 (two challenge dice)"))
    return {
        "progress_score": roll.progress_score,
        "outcome": roll.outcome.value,
        "match": roll.match,
    }


def _oracle_json(result: OracleResult) -> dict[str, Any]:
    data: dict[str, Any] = {
        "table": result.table.name,
        "roll": result.roll,
        "result": result.row.result,
    }
    if result.extra:
        data["rolls"] = [extra.roll for extra in result.extra]
        data["results"] = list(result.results)
    return data


def _ask(args: argparse.Namespace) -> dict[str, Any]:
    if args.then is not None:
        raise CommandError("--then: Ask the Oracle rolls once; --then is for 'roll twice' rows")
    odds = OracleOdds.FIFTY_FIFTY if args.odds is None else OracleOdds.parse(args.odds)
    if args.roll is not None:
        reply = answer(odds, args.roll)
    else:
        reply = ask_the_oracle(odds, random.Random(args.seed))
    return {
        "table": "Ask the Oracle",
        "roll": reply.roll,
        "result": "yes" if reply.yes else "no",
        "odds": odds.label,
        "match": reply.match,
    }


def _package_result_json(result: TableResult) -> dict[str, Any]:
    data: dict[str, Any] = {
        "table": result.table.full_name,
        "id": result.table.id,
        "dice": result.table.dice.label,
        "roll": result.roll,
        "result": list(result.row.texts) if len(result.row.texts) > 1 else result.row.text,
    }
    if result.extra:
        data["then"] = [_package_result_json(extra) for extra in result.extra]
        data["results"] = list(result.results)
    return data


def _campaign_oracle(args: argparse.Namespace) -> dict[str, Any]:
    """Look up, roll or list the tables of the rules packages a campaign holds."""
    from pathlib import Path

    from starshine_desktop.commands.campaign import _opened
    from starshine_desktop.rules.ironsworn.datasworn import find_table as find_package_table
    from starshine_desktop.rules.ironsworn.datasworn import roll_table

    with _opened(Path(args.campaign), "oracle") as campaign:
        listed = list(campaign.rules_packages.tables())
    if args.list:
        return {
            "campaign": args.campaign,
            "tables": [
                {
                    "table": table.full_name,
                    "id": table.id,
                    "dice": table.dice.label,
                    "rows": len(table.rows),
                    "package": imported.title,
                }
                for imported, table in listed
            ],
        }
    if args.table is None:
        raise CommandError("give a table's name path ('Core / Action') or id, or --list")
    tables = [table for _imported, table in listed]
    table = find_package_table(tables, args.table)
    if table is None:
        raise CommandError(
            f"{args.table}: no table of the campaign's rules packages is called so "
            "(or more than one is; give more of its path, or its id; --list lists them)"
        )
    by_id = {t.id: t for t in tables}
    rng = random.Random(args.seed)
    given = [] if args.then is None else _faces("--then", args.then, None, "12,40")

    def die(sides: int) -> int:
        if given:
            return check_face(given.pop(0), sides, "--then")
        return rng.randint(1, sides)

    if args.roll is not None and not table.dice.low <= args.roll <= table.dice.high:
        raise CommandError(
            f"--roll: {table.full_name} rolls {table.dice.label}, "
            f"so a roll is {table.dice.low} to {table.dice.high}, not {args.roll}"
        )
    return _package_result_json(roll_table(table, die, by_id.get, first=args.roll))


def oracle(args: argparse.Namespace) -> dict[str, Any]:
    """Roll on, or look a number up in, an oracle table (or Ask the Oracle at some odds)."""
    _check_types(args, ("roll", "seed"), ("table", "then", "odds", "campaign"))
    if args.campaign is not None:
        return _campaign_oracle(args)
    if args.list:
        raise CommandError("--list: give --campaign CAMPAIGN to list its rules packages' tables")
    if args.table is None:
        raise CommandError("give a table's name, e.g. 'Pay the Price'")
    if " ".join(args.table.casefold().split()) == ASK_THE_ORACLE:
        return _ask(args)
    if args.odds is not None:
        raise CommandError("--odds: odds belong to 'Ask the Oracle', not to a table")
    table = find_table(args.table)
    if args.roll is None:
        if args.then is not None:
            raise CommandError("--then: give --roll first; --then resolves its 'roll twice'")
        return _oracle_json(roll_oracle(table, random.Random(args.seed)))
    if args.then is None:
        return _oracle_json(look_up(table, args.roll))
    extra = _faces("--then", args.then, None, "12,40")
    dice = GivenDice([args.roll, *extra])
    result = roll_oracle(table, dice)
    if dice.remaining:
        raise CommandError(
            f"--then: {dice.remaining} face(s) left over after the roll was resolved"
        )
    return _oracle_json(result)


def register(commands: Any, rolls: Any) -> None:
    """Add ``roll ironsworn-action``, ``roll ironsworn-progress`` and ``oracle``."""
    action = rolls.add_parser("ironsworn-action", help="make an Ironsworn action roll")
    action.add_argument("--stat", type=int, required=True, help="the stat, meter or rank: 0..5")
    action.add_argument("--adds", type=int, default=0, help="adds: 0..10 (score caps at 10)")
    action.add_argument("--momentum", type=int, default=0, help="momentum: -6..max momentum")
    action.add_argument(
        "--burn", action="store_true", help="burn momentum (accepted only where it helps)"
    )
    action.add_argument(
        "--impacts",
        type=int,
        default=0,
        help="impacts counted: marked, and assets counting as one (max, reset)",
    )
    action.add_argument("--dice", help="action die and two challenge dice, e.g. 4,3,8")
    action.add_argument("--seed", type=int, help="seed for a repeatable random roll")
    action.set_defaults(handler=roll_action)

    progress = rolls.add_parser("ironsworn-progress", help="make an Ironsworn progress roll")
    progress.add_argument("--ticks", type=int, required=True, help="ticks on the track: 0..40")
    progress.add_argument("--dice", help="the two challenge dice, e.g. 3,9")
    progress.add_argument("--seed", type=int, help="seed for a repeatable random roll")
    progress.set_defaults(handler=roll_progress)

    table = commands.add_parser("oracle", help="roll or look up an Ironsworn oracle table")
    table.add_argument(
        "table",
        nargs="?",
        help="the table's name as the seed heads it, e.g. 'Pay the Price'; with --campaign, "
        "an imported table's name path ('Core / Action') or Datasworn id",
    )
    table.add_argument(
        "--campaign", help="look the table up in the rules packages this campaign holds"
    )
    table.add_argument(
        "--list", action="store_true", help="with --campaign: list the packages' tables"
    )
    table.add_argument("--roll", type=int, help="the result to look up (1..100 for d100)")
    table.add_argument("--then", help="extra d100 faces to resolve a 'roll twice', e.g. 12,40")
    table.add_argument("--odds", help="odds for Ask the Oracle, e.g. likely or 50/50")
    table.add_argument("--seed", type=int, help="seed for a repeatable random roll")
    table.set_defaults(handler=oracle)
