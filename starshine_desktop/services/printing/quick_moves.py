"""Quick reference: every Ironsworn-family move (seed 004), grouped by category, printed
from the rules' data (rules-spec E)."""

from __future__ import annotations

from typing import Any

from starshine_desktop.rules.ironsworn import Move, RollKind, categories, moves_in
from starshine_desktop.rules.ironsworn.data import MOVES_FILE, load_data
from starshine_desktop.services.printing.document import FlowDocument, page, text

MOVES_CSS = """
body { font-size: 8pt; }
h3 { font-size: 9pt; margin-top: 5px; margin-bottom: 1px; }
p { margin-bottom: 2px; }
"""


def source_line(data_file: str) -> str:
    """Return the credit line of a data file's source (work, author, licence)."""
    source: dict[str, Any] = load_data(data_file).get("source", {})
    if not source:
        return ""
    return (
        f"Adapted from {source.get('work', '')} by {source.get('author', '')}, "
        f"licensed {source.get('licence', '')} ({source.get('licence_url', '')}). "
        f"{source.get('note', '')}"
    )


def roll_line(move: Move) -> str:
    """Return how a move is rolled, in words ('' for a move without a roll)."""
    if move.roll_kind is RollKind.PROGRESS:
        tracks = ", ".join(track.replace("_", " ") for track in move.tracks)
        return f"Progress move: roll the challenge dice against {tracks}."
    if move.roll_kind is RollKind.ORACLE:
        return "Roll d100 on the oracle" + (f" {move.oracle}." if move.oracle else ".")
    if move.roll_kind is RollKind.NONE:
        return ""
    choices = []
    for option in move.options:
        stats = " or +".join(stat.replace("_", " ") for stat in option.stats)
        pick = f", whichever is {option.pick.value}" if option.pick else ""
        choices.append(f"{option.approach}: +{stats}{pick}")
    adds = [f"add +{add.value} if {add.when[0].lower()}{add.when[1:]}" for add in move.adds]
    return "Roll " + "; ".join(choices + adds) + "."


def _move(move: Move) -> str:
    parts = [f"<h3>{text(move.name)}</h3>", f"<p><i>When</i> {text(move.trigger)}</p>"]
    if move.procedure:
        parts.append(f"<p>{text(move.procedure)}</p>")
    roll = roll_line(move)
    if roll:
        parts.append(f"<p><b>{text(roll)}</b></p>")
    for outcome, summary in move.outcomes.items():
        line = f"<b>{text(outcome.label.capitalize())}:</b> {text(summary.summary)}"
        if summary.match is not None:
            line += f" <i>With a match:</i> {text(summary.match.summary)}"
        parts.append(f"<p>{line}</p>")
    return "".join(parts)


def quick_moves() -> FlowDocument:
    """Return every move of the reference, grouped by category."""
    title = "Quick reference: moves"
    sections = []
    for category in categories():
        entries = "".join(_move(move) for move in moves_in(category.id))
        sections.append(f"<h2>{text(category.name)}</h2>{entries}")
    body = f"<h1>{text(title)}</h1><p class='note'>{text(source_line(MOVES_FILE))}</p>" + "".join(
        sections
    )
    return FlowDocument(
        title=title, html=page(title, body, MOVES_CSS), footer="Moves reference · CC BY-NC-SA 4.0"
    )
