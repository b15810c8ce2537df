"""Oracle tables and Ask the Oracle (rules-spec E), read from ``ironsworn_oracles.json``.

- ``oracle_tables()`` lists every table in seed order; ``find_table(name)`` finds one by
  its name as the seed heads it (the move's name), an alias or its id, in any case.
- ``OracleTable.look_up(roll)`` returns the row for a d100 result (1..100).
- ``roll_oracle(table, dice)`` rolls d100; a "roll twice" row rolls two more results.
  How repeats are handled: each of the two extra rolls that lands on "roll twice" again,
  or on a result already taken, is rolled again, so "roll twice" always ends in exactly two
  different ordinary results and never nests. With given faces, the faces are used in order
  (first roll, then the extra rolls, including any re-rolls).
- ``OracleOdds`` names the five odds; ``ask_the_oracle(odds, dice)`` answers yes when the
  d100 is at or under the odds' value; a match (11, 22, …, 99, 100) is an extreme result
  or a twist. ``is_match(roll)`` tells a match.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.ironsworn.data import ORACLES_FILE, load_data, require
from starshine_desktop.rules.ironsworn.dice import ORACLE_DIE, DiceSource, as_dice, check_face


def check_oracle_roll(roll: object) -> int:
    """Return ``roll`` if a d100 can show it (1..100), else raise RuleError."""
    if type(roll) is not int or not 1 <= roll <= ORACLE_DIE:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "oracle roll: a d100 roll is 1 to 100, not {roll!r}"),
            roll=roll,
        )
    return roll


def is_match(roll: int) -> bool:
    """Return whether a d100 roll is a match: both digits alike (11..99) or 100."""
    check_oracle_roll(roll)
    return roll == ORACLE_DIE or (roll % 11 == 0)


@dataclass(frozen=True, slots=True)
class OracleRow:
    """One row of an oracle table: an inclusive d100 range and its result."""

    low: int
    high: int
    result: str
    roll_twice: bool = False
    links: tuple[str, ...] = ()

    def __contains__(self, roll: object) -> bool:
        return type(roll) is int and self.low <= roll <= self.high


@dataclass(frozen=True, slots=True)
class OracleTable:
    """A d100 oracle table."""

    id: str
    name: str
    aliases: tuple[str, ...]
    move: str
    rows: tuple[OracleRow, ...]

    def look_up(self, roll: int) -> OracleRow:
        """Return the row a d100 roll lands on."""
        check_oracle_roll(roll)
        for row in self.rows:
            if roll in row:
                return row
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "oracle {name}: no row covers {roll}"),
            name=self.name,
            roll=roll,
        )

    def names(self) -> tuple[str, ...]:
        """Return every name the table answers to: its name, aliases and id."""
        return (self.name, *self.aliases, self.id)


@dataclass(frozen=True, slots=True)
class OracleResult:
    """A roll on an oracle table; ``extra`` holds the two results of a "roll twice"."""

    table: OracleTable
    roll: int
    row: OracleRow
    extra: tuple[OracleResult, ...] = ()

    @property
    def results(self) -> tuple[str, ...]:
        """Return the final result text(s): the row's, or the two extra results."""
        if self.extra:
            return tuple(text for result in self.extra for text in result.results)
        return (self.row.result,)


def _row(raw: Any, where: str) -> OracleRow:
    if not isinstance(raw, dict):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: a row must be an object"),
            where=where,
        )
    links = raw.get("links", [])
    if not isinstance(links, list) or not all(isinstance(link, str) for link in links):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: 'links' must be a list of move ids"),
            where=where,
        )
    roll_twice = raw.get("roll_twice", False)
    if not isinstance(roll_twice, bool):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: 'roll_twice' must be true or false"),
            where=where,
        )
    return OracleRow(
        low=require(raw, "low", int, where),
        high=require(raw, "high", int, where),
        result=require(raw, "result", str, where),
        roll_twice=roll_twice,
        links=tuple(links),
    )


def _table(raw: Any) -> OracleTable:
    if not isinstance(raw, dict):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{oracles_file}: a table must be an object"),
            oracles_file=ORACLES_FILE,
        )
    where = f"{ORACLES_FILE} table {raw.get('id')!r}"
    aliases = require(raw, "aliases", list, where)
    rows = require(raw, "rows", list, where)
    return OracleTable(
        id=require(raw, "id", str, where),
        name=require(raw, "name", str, where),
        aliases=tuple(str(alias) for alias in aliases),
        move=require(raw, "move", str, where),
        rows=tuple(_row(row, f"{where} row {index + 1}") for index, row in enumerate(rows)),
    )


@cache
def oracle_tables() -> tuple[OracleTable, ...]:
    """Return every oracle table, in the order of the seed."""
    raw = require(load_data(ORACLES_FILE), "tables", list, ORACLES_FILE)
    return tuple(_table(table) for table in raw)


def _key(name: str) -> str:
    return " ".join(name.replace("_", " ").casefold().split())


def find_table(name: str) -> OracleTable:
    """Return the table named ``name`` (its heading, an alias or its id; any case)."""
    wanted = _key(name)
    for table in oracle_tables():
        if any(_key(known) == wanted for known in table.names()):
            return table
    known = ", ".join(table.name for table in oracle_tables())
    raise RuleError(
        QT_TRANSLATE_NOOP(
            "Refusal", "oracle table: no table is called {name!r}; the tables are {known}"
        ),
        name=name.strip(),
        known=known,
    )


def look_up(table: OracleTable, roll: int) -> OracleResult:
    """Return the result of a given d100 roll, without rolling a "roll twice" row again."""
    return OracleResult(table, roll, table.look_up(roll))


def roll_oracle(table: OracleTable, dice: DiceSource) -> OracleResult:
    """Roll d100 on ``table``; a "roll twice" row gets two different ordinary results."""
    source = as_dice(dice)
    first = check_face(source.roll(ORACLE_DIE), ORACLE_DIE, "oracle roll")
    row = table.look_up(first)
    if not row.roll_twice:
        return OracleResult(table, first, row)
    ordinary = {candidate.result for candidate in table.rows if not candidate.roll_twice}
    if len(ordinary) < 2:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "oracle {table_name}: 'roll twice' needs two ordinary rows"
            ),
            table_name=table.name,
        )
    extra: list[OracleResult] = []
    while len(extra) < 2:
        again = check_face(source.roll(ORACLE_DIE), ORACLE_DIE, "oracle roll")
        landed = table.look_up(again)
        if landed.roll_twice or any(landed.result == taken.row.result for taken in extra):
            continue
        extra.append(OracleResult(table, again, landed))
    return OracleResult(table, first, row, tuple(extra))


class OracleOdds(StrEnum):
    """The odds of a yes when you Ask the Oracle."""

    SMALL_CHANCE = "small_chance"
    UNLIKELY = "unlikely"
    FIFTY_FIFTY = "fifty_fifty"
    LIKELY = "likely"
    ALMOST_CERTAIN = "almost_certain"

    @property
    def label(self) -> str:
        """Return the odds as the seed names them."""
        return _odds_data()[self][0]

    @property
    def yes_at_most(self) -> int:
        """Return the highest d100 roll that answers yes."""
        return _odds_data()[self][1]

    @classmethod
    def parse(cls, text: str) -> OracleOdds:
        """Read odds by id or name in any case ('likely', '50/50', 'Small chance')."""
        wanted = _key(text)
        for odds in cls:
            if wanted in (_key(odds.value), _key(odds.label)):
                return odds
        names = ", ".join(odds.label for odds in cls)
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "ask the oracle: odds are one of {names}, not {text!r}"),
            names=names,
            text=text.strip(),
        )


@cache
def _odds_data() -> dict[OracleOdds, tuple[str, int]]:
    section = require(load_data(ORACLES_FILE), "ask_the_oracle", dict, ORACLES_FILE)
    found: dict[OracleOdds, tuple[str, int]] = {}
    for raw in require(section, "odds", list, ORACLES_FILE):
        where = f"{ORACLES_FILE} odds"
        odds = OracleOdds(require(raw, "id", str, where))
        found[odds] = (require(raw, "name", str, where), require(raw, "yes_at_most", int, where))
    missing = [odds.value for odds in OracleOdds if odds not in found]
    if missing:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{oracles_file}: odds missing for {missing}"),
            oracles_file=ORACLES_FILE,
            missing=", ".join(missing),
        )
    return found


@dataclass(frozen=True, slots=True)
class OracleAnswer:
    """The answer to a yes/no question put to the oracle."""

    odds: OracleOdds
    roll: int
    yes: bool
    match: bool


def answer(odds: OracleOdds, roll: int) -> OracleAnswer:
    """Return the answer a given d100 roll gives at ``odds``."""
    check_oracle_roll(roll)
    return OracleAnswer(odds, roll, roll <= odds.yes_at_most, is_match(roll))


def ask_the_oracle(odds: OracleOdds, dice: DiceSource) -> OracleAnswer:
    """Roll d100 and answer a yes/no question at ``odds``."""
    roll = check_face(as_dice(dice).roll(ORACLE_DIE), ORACLE_DIE, "oracle roll")
    return answer(odds, roll)
