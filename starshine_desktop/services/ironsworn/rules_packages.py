"""Ironsworn rules packages: Datasworn-shaped moves and oracle tables imported into a campaign.

A package is a JSON file shaped like a Datasworn ruleset or expansion, cut down to what the
reference shows::

    {"_id": "delve_homebrew", "title": "…", "version": "1.0",
     "source": {"title": "…", "url": "…", "license": "…"},
     "moves": {"CATEGORY_ID": {"name": "…", "contents": {
         "MOVE_ID": {"name": "…", "trigger": {"text": "…"}, "text": "…"}}}},
     "oracles": {"TABLE_ID": {"name": "…", "rows": [{"min": 1, "max": 50, "text": "…"}]}}}

Everything is checked before anything is written: an unknown key, a value of the wrong type
(a bool is not a number, NaN and fractions are refused), or a table whose rows do not cover
1–100 exactly once raises ``ImportRefused`` naming the JSON path of the first bad value.
The moves become ``Move`` rows (``RollKind.NONE``) and the tables ``OracleTable`` rows, the
same types ``rules.ironsworn`` reads its built-in data into, so the Reference and the oracle
roller show them beside the built-in ones, each with its package's source.
Importing is one journalled edit; so is ``remove_package``: both undo and redo.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.ironsworn.moves import Effects, Move, RollKind
from starshine_desktop.rules.ironsworn.oracles import OracleRow, OracleTable
from starshine_desktop.services.clock import Clock, utc_now
from starshine_desktop.services.edits import Edit, run
from starshine_desktop.services.exchange import (
    BadValue,
    ImportRefused,
    JsonObject,
    parse_campaign_json,
)
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.files import read_limited
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:
    from starshine_desktop.storage.journal import Journal

#: The largest package file read (a full Datasworn ruleset is a few MiB).
MAX_PACKAGE_BYTES = 16 * 1024 * 1024
#: The longest text of one field kept (a move's text is a few thousand characters).
MAX_TEXT = 20_000
_NAME = 200

_PACKAGE_KEYS = {"_id", "title", "version", "source", "moves", "oracles", "datasworn_version"}
_SOURCE_KEYS = {"title", "url", "license", "authors", "date"}
_CATEGORY_KEYS = {"name", "contents"}
_MOVE_KEYS = {"name", "trigger", "text"}
_TRIGGER_KEYS = {"text"}
_TABLE_KEYS = {"name", "rows"}
_ROW_KEYS = {"min", "max", "text"}


@dataclass(frozen=True, slots=True)
class Package:
    """A checked package: what it is, where it comes from, and its moves and tables."""

    package_id: str
    title: str
    version: str
    source: str
    moves: tuple[Move, ...]
    tables: tuple[OracleTable, ...]


@dataclass(frozen=True, slots=True)
class ImportedPackage:
    """A package stored in the campaign."""

    id: int
    uuid: str
    title: str
    source: str
    version: str
    imported_at: datetime
    moves: tuple[Move, ...]
    tables: tuple[OracleTable, ...]


@dataclass(frozen=True, slots=True)
class SourcedMove:
    """An imported move and the source of its package."""

    move: Move
    source: str


@dataclass(frozen=True, slots=True)
class SourcedTable:
    """An imported oracle table and the source of its package."""

    table: OracleTable
    source: str


def _object(value: Any, path: str, keys: set[str], required: set[str]) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise ImportRefused(path, QT_TRANSLATE_NOOP("Refusal", "must be an object"))
    if isinstance(value, JsonObject) and value.duplicate is not None:
        raise ImportRefused(
            f"{path}.{value.duplicate}", QT_TRANSLATE_NOOP("Refusal", "the key appears twice")
        )
    for key in value:
        if key not in keys:
            raise ImportRefused(
                f"{path}.{key}", QT_TRANSLATE_NOOP("Refusal", "is not a key a rules package has")
            )
    for key in sorted(required):
        if key not in value:
            raise ImportRefused(f"{path}.{key}", QT_TRANSLATE_NOOP("Refusal", "is missing"))
    return value


def _map(value: Any, path: str) -> Mapping[str, Any]:
    """An object keyed by ids: any keys, none twice."""
    if not isinstance(value, dict):
        raise ImportRefused(path, QT_TRANSLATE_NOOP("Refusal", "must be an object"))
    return _object(value, path, set(value), set())


def _text(value: Any, path: str, limit: int = _NAME, *, empty: bool = False) -> str:
    if isinstance(value, BadValue):
        raise ImportRefused(path, value.refusal)
    if not isinstance(value, str):
        raise ImportRefused(path, QT_TRANSLATE_NOOP("Refusal", "must be text"))
    text = value.strip()
    if not text and not empty:
        raise ImportRefused(path, QT_TRANSLATE_NOOP("Refusal", "must not be empty"))
    if len(text) > limit:
        raise ImportRefused(
            path, QT_TRANSLATE_NOOP("Refusal", "is longer than {limit} characters"), limit=limit
        )
    return text


def _whole(value: Any, path: str) -> int:
    if isinstance(value, BadValue):
        raise ImportRefused(path, value.refusal)
    if type(value) is not int:  # a bool is not a number here
        raise ImportRefused(path, QT_TRANSLATE_NOOP("Refusal", "must be a whole number"))
    if not 1 <= value <= 100:
        raise ImportRefused(path, QT_TRANSLATE_NOOP("Refusal", "must be from 1 to 100"))
    return value


def _source(value: Any, path: str) -> str:
    if isinstance(value, str):
        return _text(value, path)
    raw = _object(value, path, _SOURCE_KEYS, {"title"})
    for key in ("url", "license", "date"):
        if key in raw:
            _text(raw[key], f"{path}.{key}", MAX_TEXT, empty=True)
    if "authors" in raw and not isinstance(raw["authors"], list):
        raise ImportRefused(f"{path}.authors", QT_TRANSLATE_NOOP("Refusal", "must be a list"))
    return _text(raw["title"], f"{path}.title")


def _move(raw: Any, path: str, move_id: str, category: str) -> Move:
    move = _object(raw, path, _MOVE_KEYS, {"name", "trigger", "text"})
    trigger = _object(move["trigger"], f"{path}.trigger", _TRIGGER_KEYS, {"text"})
    return Move(
        id=move_id,
        name=_text(move["name"], f"{path}.name"),
        category=category,
        trigger=_text(trigger["text"], f"{path}.trigger.text", MAX_TEXT),
        procedure=_text(move["text"], f"{path}.text", MAX_TEXT),
        roll_kind=RollKind.NONE,
        options=(),
        adds=(),
        tracks=(),
        outcomes={},
        effects=Effects(),
        links=(),
        oracle=None,
        repair_points=False,
    )


def _table(raw: Any, path: str, table_id: str) -> OracleTable:
    table = _object(raw, path, _TABLE_KEYS, {"name", "rows"})
    rows_raw = table["rows"]
    if not isinstance(rows_raw, list) or not rows_raw:
        raise ImportRefused(f"{path}.rows", QT_TRANSLATE_NOOP("Refusal", "must be a list of rows"))
    rows: list[OracleRow] = []
    expected = 1
    for index, row_raw in enumerate(rows_raw):
        where = f"{path}.rows[{index}]"
        row = _object(row_raw, where, _ROW_KEYS, _ROW_KEYS)
        low = _whole(row["min"], f"{where}.min")
        high = _whole(row["max"], f"{where}.max")
        text = _text(row["text"], f"{where}.text", MAX_TEXT)
        if low != expected:
            raise ImportRefused(
                f"{where}.min",
                QT_TRANSLATE_NOOP(
                    "Refusal", "is {low}, but the row must start at {expected} to cover 1–100"
                ),
                low=low,
                expected=expected,
            )
        if high < low:
            raise ImportRefused(
                f"{where}.max",
                QT_TRANSLATE_NOOP("Refusal", "is below its row's min ({low})"),
                low=low,
            )
        rows.append(OracleRow(low, high, text))
        expected = high + 1
    if expected != 101:
        raise ImportRefused(
            f"{path}.rows",
            QT_TRANSLATE_NOOP("Refusal", "the rows end at {last}; they must cover 1–100"),
            last=expected - 1,
        )
    return OracleTable(table_id, _text(table["name"], f"{path}.name"), (), "", tuple(rows))


def check_package(data: Any) -> Package:
    """Check parsed JSON as a rules package; raise ``ImportRefused`` at the first bad value."""
    raw = _object(data, "$", _PACKAGE_KEYS, {"_id", "title", "source"})
    package_id = _text(raw["_id"], "$._id")
    title = _text(raw["title"], "$.title")
    version = _text(raw.get("version", ""), "$.version", 50, empty=True)
    if "datasworn_version" in raw:
        _text(raw["datasworn_version"], "$.datasworn_version", 50)
    source = _source(raw["source"], "$.source")
    moves: list[Move] = []
    categories = _map(raw.get("moves", {}), "$.moves")
    for category_id, category_raw in categories.items():
        where = f"$.moves.{category_id}"
        category = _object(category_raw, where, _CATEGORY_KEYS, _CATEGORY_KEYS)
        name = _text(category["name"], f"{where}.name")
        contents = _map(category["contents"], f"{where}.contents")
        for move_id, move_raw in contents.items():
            path = f"{where}.contents.{move_id}"
            moves.append(_move(move_raw, path, f"{package_id}/{move_id}", name))
    tables: list[OracleTable] = []
    oracles = _map(raw.get("oracles", {}), "$.oracles")
    for table_id, table_raw in oracles.items():
        tables.append(_table(table_raw, f"$.oracles.{table_id}", f"{package_id}/{table_id}"))
    if not moves and not tables:
        raise ImportRefused(
            "$", QT_TRANSLATE_NOOP("Refusal", "the package has no moves and no oracle tables")
        )
    return Package(package_id, title, version, source, tuple(moves), tuple(tables))


def read_package(path: Path) -> tuple[Package, str]:
    """Read and check a package file; return it and its JSON text (kept as stored)."""
    data = read_limited(path, MAX_PACKAGE_BYTES)
    parsed = parse_campaign_json(data)
    package = check_package(parsed)
    return package, data.decode("utf-8-sig")


def _from_document(document: str) -> Package:
    return check_package(parse_campaign_json(document.encode("utf-8")))


_COLUMNS = "id, uuid, title, source, version, imported_at, document"


def _imported(row: Any) -> ImportedPackage:
    row_id, row_uuid, title, source, version, imported_at, document = row
    package = _from_document(document)
    when = (
        imported_at
        if isinstance(imported_at, datetime)
        else datetime.fromisoformat(str(imported_at))
    )
    return ImportedPackage(
        row_id, row_uuid, title, source, version, when, package.moves, package.tables
    )


class RulesPackageService:
    """Import, list and remove the rules packages of one campaign."""

    def __init__(self, database: CampaignStore, clock: Clock = utc_now) -> None:
        self._database = database
        self._clock = clock

    def import_file(self, path: Path) -> Edit:
        """Check the package file and store it as one undoable edit."""
        package, text = read_package(path)
        return self.import_package(package, text)

    def import_package(self, package: Package, document: str) -> Edit:
        """Store a checked package; refuse one whose title the campaign has already."""
        existing = {p.title.casefold() for p in self.packages()}
        if package.title.casefold() in existing:
            raise ImportRefused(
                "$.title",
                QT_TRANSLATE_NOOP("Refusal", "the campaign has a package '{title}' already"),
                title=package.title,
            )
        values = {
            "uuid": str(uuid.uuid4()),
            "title": package.title,
            "source": package.source,
            "version": package.version,
            "imported_at": self._clock(),
            "document": json.dumps(json.loads(document), ensure_ascii=False),
        }
        return run(self._database, lambda journal: journal.insert("rules_package", values))

    def remove_package(self, package_id: int) -> Edit:
        """Remove an imported package (its moves and tables with it) as one undoable edit."""

        def work(journal: Journal) -> None:
            if not journal.exists("rules_package", (package_id,)):
                raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "rules package"), package_id)
            journal.delete("rules_package", (package_id,))

        return run(self._database, work)

    def packages(self) -> tuple[ImportedPackage, ...]:
        """Return the imported packages, by title."""
        with self._database.reading() as connection:
            rows = connection.execute(
                f"SELECT {_COLUMNS} FROM rules_package ORDER BY lower(title), id"
            ).fetchall()
        return tuple(_imported(row) for row in rows)

    def package(self, package_id: int) -> ImportedPackage:
        """Return one imported package; raise ``RecordNotFoundError`` if it is not there."""
        with self._database.reading() as connection:
            row = connection.execute(
                f"SELECT {_COLUMNS} FROM rules_package WHERE id = ?", (package_id,)
            ).fetchone()
        if row is None:
            raise RecordNotFoundError("rules package", package_id)
        return _imported(row)

    def moves(self) -> tuple[SourcedMove, ...]:
        """Return every imported move with its package's source."""
        return tuple(SourcedMove(m, p.source) for p in self.packages() for m in p.moves)

    def tables(self) -> tuple[SourcedTable, ...]:
        """Return every imported oracle table with its package's source."""
        return tuple(SourcedTable(t, p.source) for p in self.packages() for t in p.tables)
