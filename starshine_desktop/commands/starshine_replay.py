"""Starshine: ``replay SCENARIO.json``: print a Challenge's final state (rules-spec A.7, F)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from starshine_desktop.commands import CommandError
from starshine_desktop.rules.errors import IllegalStep, ScenarioError
from starshine_desktop.rules.starshine.replay import load_scenario, replay


def _replay(args: argparse.Namespace) -> Any:
    """Read the scenario file and replay it.

    A bad scenario prints exactly the engine's line, ``step N: …`` or ``scenario: …``
    (rules-spec A.8), on stderr and exits with status 2.
    """
    from starshine_desktop.storage.files import SCENARIO_MAX_BYTES, read_limited

    path = Path(args.scenario)
    try:
        text = read_limited(path, SCENARIO_MAX_BYTES)
    except OSError as error:
        raise CommandError(f"cannot read {path}: {error.strerror or error}") from None
    try:
        return replay(load_scenario(text))
    except (IllegalStep, ScenarioError) as error:
        sys.stderr.write(" ".join(str(error).split()) + "\n")
        raise SystemExit(2) from None


def register(commands: Any, rolls: Any) -> None:
    """Add the ``replay`` subcommand."""
    parser = commands.add_parser("replay", help="replay a Starshine Challenge scenario")
    parser.add_argument(
        "scenario", help="the scenario JSON file (a Challenge exported as a replay scenario)"
    )
    parser.set_defaults(handler=_replay)
