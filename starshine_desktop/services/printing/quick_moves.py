"""Quick reference: every Ironsworn-family move (seed 004), grouped by category, printed
from the rules' data (rules-spec E)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from starshine_desktop.rules.ironsworn import (
    IronswornOutcome,
    Move,
    RepairSituation,
    RollKind,
    categories,
    max_momentum,
    momentum_reset,
    moves_in,
    purchases,
)
from starshine_desktop.rules.ironsworn.character import IMPACT_COUNT, MOMENTUM_MIN
from starshine_desktop.rules.ironsworn.data import MOVES_FILE, REPAIR_FILE, load_data
from starshine_desktop.rules.ironsworn.datasworn import Move as PackageMove
from starshine_desktop.rules.ironsworn.datasworn import (
    RulesPackage,
    plain_text,
    replacements,
)
from starshine_desktop.rules.ironsworn.repair import supply_exchange_limit
from starshine_desktop.rules.ironsworn.tracks import RANKS, TICKS_PER_BOX
from starshine_desktop.services.printing.document import (
    FlowDocument,
    grid_table,
    page,
    signed,
    text,
)
from starshine_desktop.services.printing.words import translate

MOVES_CSS = """
p, li, td, th { font-size: 7pt; }
h2 { font-size: 10pt; margin-top: 6px; margin-bottom: 2px; }
h3 { font-size: 8.5pt; margin-top: 4px; margin-bottom: 1px; }
p { margin-bottom: 1px; }
p.move { margin-top: 4px; }
p.outcome { margin-left: 6px; }
"""


def source_line(data_file: str) -> str:
    """Return the credit line of a data file's source (work, author, licence)."""
    source: dict[str, Any] = load_data(data_file).get("source", {})
    if not source:
        return ""
    # The source's "note" is for whoever edits the data (how it was transcribed): not printed.
    return (
        f"Adapted from {source.get('work', '')} by {source.get('author', '')}, "
        f"licensed {source.get('licence', '')} ({source.get('licence_url', '')})."
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


def _ticks(ticks: int) -> str:
    """Return ticks as people count them on a track: boxes and ticks."""
    boxes, rest = divmod(ticks, TICKS_PER_BOX)
    parts = ([f"{boxes} box" + ("es" if boxes > 1 else "")] if boxes else []) + (
        [f"{rest} tick" + ("s" if rest > 1 else "")] if rest else []
    )
    return f"{ticks} ({' '.join(parts)})" if boxes else str(ticks)


def ranks_table() -> str:
    """Return what "per the rank" means: progress marked or lost, legacy reward, bonus."""
    rows = [
        [
            text(rank.label),
            _ticks(rank.progress_ticks),
            _ticks(rank.legacy_reward_ticks),
            f"+{rank.bonus}",
        ]
        for rank in RANKS
    ]
    table = grid_table(
        [
            translate("Print", "Rank"),
            translate("Print", "Mark or lose progress, ticks"),
            translate("Print", "Legacy reward, ticks"),
            translate("Print", "Bond roll"),
        ],
        rows,
        [22, 30, 30, 18],
        numeric=(1, 2, 3),
    )
    return (
        "<h2>"
        + translate("Print", "Ranks")
        + "</h2><p>Per the rank, in ticks (four to a box): progress marked, or lost "
        "(Lose Momentum past its lowest), once; the legacy reward for finishing; and the "
        "+rank rolled with a bonded connection.</p>" + table
    )


def momentum_table() -> str:
    """Return max momentum and the reset by marked impacts, and the momentum range."""
    rows = [
        [str(count), signed(max_momentum(count)), signed(momentum_reset(count))]
        for count in range(4)
    ]
    headers = [
        translate("Print", "Impacts marked"),
        translate("Print", "Max momentum"),
        translate("Print", "Reset to"),
    ]
    table = grid_table(headers, rows, [34, 33, 33], numeric=(0, 1, 2))
    return (
        "<h2>"
        + translate("Print", "Momentum")
        + f"</h2><p>Momentum runs from {signed(MOMENTUM_MIN)} up to max momentum: "
        f"{signed(max_momentum(0))}, one less for each impact marked (of {IMPACT_COUNT}). "
        "Lose Momentum: a minor setback costs 1, a serious one 2, a major one 3. Burning "
        "momentum resets it.</p>" + table
    )


def repair_points_table() -> str:
    """Return the repair points table of the Repair move (seed 004) and what points buy."""
    situations = [
        [
            text(situation.label),
            text(situation.data.summary),
            str(situation.points(IronswornOutcome.STRONG_HIT)),
            str(situation.points(IronswornOutcome.WEAK_HIT)),
        ]
        for situation in RepairSituation
    ]
    headers = [
        translate("Print", "Where"),
        translate("Print", "When"),
        translate("Game", "Strong hit"),
        translate("Game", "Weak hit"),
    ]
    points = grid_table(headers, situations, [17, 51, 16, 16], (2, 3))
    costs = grid_table(
        [translate("Print", "Repair points buy"), translate("Print", "Points")],
        [[text(p.name), str(p.cost)] for p in purchases()],
        [82, 18],
        numeric=(1,),
    )
    return (
        "<h3>"
        + translate("Print", "The repair points table")
        + "</h3>"
        + points
        + f"<p>A miss earns none. Making your own repairs, exchange supply for up to "
        f"{supply_exchange_limit()} more points, one point per supply.</p>"
        + costs
        + f"<p class='note'>{text(source_line(REPAIR_FILE))}</p>"
    )


MOVE_TABLES: dict[str, Callable[[], str]] = {"repair": repair_points_table}
"""Tables printed right after a move whose text refers to them, by move id."""


def trigger_sentence(trigger: str) -> str:
    """Return a move's trigger as the sentence it starts: "When you face danger…"."""
    words = trigger.strip()
    return "When " + words[:1].lower() + words[1:] if words else ""


def _move(move: Move) -> str:
    """Print a move as a block kept whole: its name and trigger, what to do and roll, then
    each outcome on a line of its own."""
    opening = [f"<b>{text(move.name)}</b>", f"<i>{text(trigger_sentence(move.trigger))}</i>"]
    if move.procedure:
        opening.append(text(move.procedure))
    roll = roll_line(move)
    if roll:
        opening.append(f"<b>{text(roll)}</b>")
    parts = [f"<p class='move'>{' '.join(opening)}</p>"]
    for outcome, summary in move.outcomes.items():
        line = f"<b>{text(outcome.label.capitalize())}:</b> {text(summary.summary)}"
        if summary.match is not None:
            line += f" <i>With a match:</i> {text(summary.match.summary)}"
        parts.append(f"<p class='outcome'>{line}</p>")
    table = MOVE_TABLES.get(move.id)
    if table is not None:
        parts.append(table())
    return "".join(parts)


def _package_move(move: PackageMove) -> str:
    """Print an imported move: its name, credit and text as the package gives it."""
    credit = translate("Print", "From {credit}").format(credit=text(move.credit.text))
    paragraphs = [line for line in plain_text(move.text).split("\n") if line.strip()]
    body = "".join(f"<p>{text(line.strip())}</p>" for line in paragraphs)
    return f"<h3>{text(move.name)}</h3><p class='note'>{credit}</p>{body}"


def imported_moves(packages: Sequence[RulesPackage]) -> list[str]:
    """Print the moves of the campaign's rules packages by category (none replaced)."""
    replaced = replacements(packages)
    sections: dict[tuple[str, str], list[str]] = {}
    for package in packages:
        for move in package.moves:
            if move.id not in replaced:
                sections.setdefault((package.title, move.category), []).append(_package_move(move))
    return [
        f"<h2>{text(title)}: {text(category)}</h2>{''.join(entries)}"
        for (title, category), entries in sections.items()
    ]


def quick_moves(packages: Sequence[RulesPackage] = ()) -> FlowDocument:
    """Return every move of the reference, grouped by category as the seed groups them,
    then the rules packages', in two columns (four A4 or US Letter pages)."""
    title = translate("Print", "Quick reference: moves")
    sections = []
    for category in categories():
        entries = "".join(_move(move) for move in moves_in(category.id))
        sections.append(f"<h2>{text(category.name)}</h2>{entries}")
    sections.extend(imported_moves(packages))
    head = f"<h1>{text(title)}</h1><p class='note'>{text(source_line(MOVES_FILE))}</p>"
    body = ranks_table() + momentum_table() + "".join(sections)
    return FlowDocument(
        title=title,
        html=page(title, body, MOVES_CSS),
        head=page(title, head, MOVES_CSS),
        footer=translate("Print", "Moves reference · CC BY-NC-SA 4.0"),
        columns=2,
        continued_titles=True,
    )
