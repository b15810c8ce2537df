"""Ironsworn: quick reference: the oracle tables and Ask the Oracle odds (seed 004), printed
from the rules' data (rules-spec E)."""

from __future__ import annotations

from collections.abc import Sequence

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn import OracleOdds, OracleTable, find_move, oracle_tables
from starshine_desktop.rules.ironsworn.data import ORACLES_FILE
from starshine_desktop.rules.ironsworn.datasworn import (
    RulesPackage,
    Table,
    plain_text,
    replacements,
    shown_tables,
)
from starshine_desktop.services.printing.document import FlowDocument, grid_table, page, text
from starshine_desktop.services.printing.quick_moves import source_line
from starshine_desktop.services.printing.words import translate

ORACLES_CSS = """
p, td, th { font-size: 8pt; }
table.grid td, table.grid th { padding: 2px; }
"""


def _range(low: int, high: int) -> str:
    return f"{low:02d}" if low == high else f"{low:02d}–{high:02d}"


def _move_name(table: OracleTable) -> str:
    try:
        return find_move(table.move).name
    except RuleError:
        return table.move.replace("_", " ")


def _table(table: OracleTable) -> str:
    rows = []
    for row in table.rows:
        said = "roll twice" in row.result.casefold()
        twice = (
            " <i>(" + translate("Print", "roll twice") + ")</i>"
            if row.roll_twice and not said
            else ""
        )
        result = text(row.result) + twice
        rows.append([_range(row.low, row.high), result])
    move = translate("Print", "Move: {name}").format(name=text(_move_name(table)))
    head = f"<h2>{text(table.name)}</h2><p class='note'>{move}</p>"
    return head + grid_table(["d100", translate("Print", "Result")], rows, None, (0,), fit=True)


def _ask() -> str:
    rows = [
        [text(odds.label), f"01–{odds.yes_at_most:02d}", f"{odds.yes_at_most + 1:02d}–100"]
        for odds in OracleOdds
    ]
    headers = [translate("Print", "Odds"), translate("Print", "Yes"), translate("Print", "No")]
    return (
        "<h2>"
        + translate("Print", "Ask the Oracle")
        + "</h2>"
        + grid_table(headers, rows, None, (1, 2), fit=True)
        + "<p>A match (11, 22, … 99, 100) is an extreme result or a twist.</p>"
    )


def _package_table(table: Table) -> str:
    """Print an imported table: its path, credit, dice and every column."""
    rows = [[row.span, *(text(plain_text(t)) for t in row.texts)] for row in table.rows]
    credit = translate("Print", "From {credit}").format(credit=text(table.credit.text))
    head = f"<h2>{text(table.full_name)}</h2><p class='note'>{credit} · {table.dice.label}</p>"
    headers = [text(column) for column in table.columns]
    return head + grid_table(headers, rows, None, (0,), fit=True)


def imported_tables(packages: Sequence[RulesPackage]) -> str:
    """Print the tables of the campaign's rules packages (none an expansion replaces)."""
    replaced = replacements(packages)
    return "".join(
        _package_table(table)
        for package in packages
        for collection in package.oracles
        for table in shown_tables(collection, replaced)
    )


def quick_oracles(packages: Sequence[RulesPackage] = ()) -> FlowDocument:
    """Return every oracle table, then the rules packages' tables, and the Ask the Oracle
    odds."""
    title = translate("Print", "Quick reference: oracle tables")
    head = f"<h1>{text(title)}</h1><p class='note'>{text(source_line(ORACLES_FILE))}</p>"
    body = _ask() + "".join(_table(table) for table in oracle_tables()) + imported_tables(packages)
    return FlowDocument(
        title=title,
        html=page(title, body, ORACLES_CSS),
        head=page(title, head, ORACLES_CSS),
        footer=translate("Print", "Oracle tables · CC BY-NC-SA 4.0"),
        columns=2,
        keep_tables=True,
        continued_titles=True,
    )
