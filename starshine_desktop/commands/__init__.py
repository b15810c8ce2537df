"""Command-line subcommands (rules-spec F); each module here registers its own.

A module in this package defines ``register(commands, rolls)``: ``commands`` is the
top-level subparsers action (``replay``, ``odds``, ``oracle``, ``export`` …) and ``rolls``
the subparsers of ``roll`` (``roll cortex``, ``roll ironsworn-action`` …). Each parser
it adds sets ``handler=`` via ``set_defaults``: a function taking the parsed
``argparse.Namespace`` and returning the JSON-ready object to print, or raising
``CommandError`` (or ``RuleError``) for bad input. Rule commands import rules/ only.
"""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

Handler = Callable[[argparse.Namespace], Any]


class CommandError(Exception):
    """Bad input to a subcommand: printed as one line on stderr, exit status 2."""


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one clear line on stderr, exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")

    def _get_values(self, action: argparse.Action, arg_strings: list[str]) -> Any:
        # Python 3.11's argparse turns ``--option=--`` into an empty list instead of a string;
        # refuse it here so no handler ever sees a list where it expects text.
        if action.nargs is None and action.option_strings and arg_strings == ["--"]:
            self.error(f"argument {'/'.join(action.option_strings)}: expected a value, not '--'")
        return super()._get_values(action, arg_strings)


def build_parser() -> argparse.ArgumentParser:
    """Build the parser of every subcommand found in this package."""
    parser = OneLineParser(prog="starshine-desktop", description="Starshine Desktop commands")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    roll = commands.add_parser("roll", help="roll dice for one of the rule sets")
    rolls = roll.add_subparsers(dest="system", required=True, metavar="SYSTEM")
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        register = getattr(module, "register", None)
        if callable(register):
            register(commands, rolls)
    return parser


def describe_commands(
    parser: argparse.ArgumentParser | None = None, prefix: str = ""
) -> list[tuple[str, str]]:
    """Return every runnable subcommand (``roll cortex``, ``export`` …) with its help line."""
    parser = build_parser() if parser is None else parser
    found: list[tuple[str, str]] = []
    for action in parser._actions:
        if not isinstance(action, argparse._SubParsersAction):
            continue
        helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
        for name, subparser in sorted(action.choices.items()):
            full = f"{prefix}{name}"
            nested = describe_commands(subparser, f"{full} ")
            found.extend(nested or [(full, helps.get(name, ""))])
    return found


def run(argv: Sequence[str]) -> int:
    """Run one subcommand: print its JSON on stdout, or one error line on stderr."""
    from starshine_desktop.rules.errors import RuleError

    parser = build_parser()
    args = parser.parse_args(list(argv))
    handler: Handler | None = getattr(args, "handler", None)
    if handler is None:
        parser.error(f"{args.command}: choose what to do")
    try:
        result = handler(args)
    except (CommandError, RuleError) as error:
        message = " ".join(str(error).split())
        sys.stderr.write(f"{args.command}: {message}\n")
        return 2
    if result is not None:
        sys.stdout.write(json.dumps(result, sort_keys=True) + "\n")
    return 0
