"""A Datasworn package's outline: what the Reference lists, without the package's texts.

The outline of a package holds the names, ids, paths and kinds of its moves, oracle
collections and tables and assets, each one's credit, and what expansions need to be
applied (what a move or table replaces, which moves an asset's ability enhances and the
conditions it adds). It holds no table row and no move or asset text: those are read from
the package itself when a move, table or card is shown, and only that item: the outline
keeps where each move, table and asset stands in the package's stored text (``item_spans``,
``at``: its first character and the one after its last), so showing one reads and parses
those characters alone (``read_item``, then ``move_of``, ``rows_of``, ``asset_of``).
``package_outline`` makes the outline of a checked package as plain JSON values (stored
beside the package); ``read_outline`` reads it back into the values the Reference lists,
each table's rows read through ``load_rows`` the first time they are asked for. Nothing
here imports Qt or the database.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from starshine_desktop.rules.ironsworn.datasworn import (
    Asset,
    Collection,
    Condition,
    Credit,
    Dice,
    Move,
    MoveEnhancement,
    PackageHead,
    RollChoice,
    Row,
    RulesPackage,
    Table,
    all_tables,
    credit_of,
    read_asset,
    read_move,
    table_rows,
)

#: The outline's own format; an outline of another format is made again from the package.
#: (An outline may lack ``at``, the items' places: such an item is read from its package;
#: its collections and assets may be JSON values rather than JSON texts of their own.)
OUTLINE_FORMAT = 1

#: Where an item stands in a package's text: its first character and the one after its last.
Span = tuple[int, int]


@dataclass(frozen=True, slots=True)
class MoveEntry:
    """A move as the Reference lists it: its name, category, trigger and roll type."""

    id: str
    key: str
    name: str
    category: str
    category_id: str
    roll_type: str
    trigger: str  # as the package writes it (Markdown)
    credit: Credit
    replaces: tuple[str, ...] = ()
    adds_to: tuple[str, ...] = ()  # the ruleset's categories its category ``enhances``
    at: Span | None = None  # where it stands in the package's text (None: not known)


@dataclass(frozen=True, slots=True)
class AssetEntry:
    """An asset as the Reference lists it, with what its abilities add to moves."""

    id: str
    name: str
    category: str
    credit: Credit
    enhancements: tuple[MoveEnhancement, ...] = ()
    collection_id: str = ""
    adds_to: tuple[str, ...] = ()  # the ruleset's collections its collection ``enhances``
    at: Span | None = None  # where it stands in the package's text (None: not known)


#: The roots of a package that hold its setting, in the order the Reference lists them.
SETTING_ROOTS = ("truths", "npcs", "atlas", "delve_sites", "rarities")


@dataclass(frozen=True, slots=True)
class SettingEntry:
    """A truth, an NPC, an atlas entry (or a collection of NPCs or atlas entries), a delve
    site or a rarity as the Reference lists it: ``root`` the part of the package holding it
    (one of ``SETTING_ROOTS``), ``path`` the names of the collections holding it, ``at``
    where the part of that root holding it (the truth, the top collection) stands in the
    package's text."""

    id: str
    kind: str  # its Datasworn type: "truth", "npc", "npc_collection", "atlas_entry", ...
    name: str
    root: str
    path: tuple[str, ...]
    credit: Credit
    at: Span | None = None


def _setting_of(
    raw: Any,
    root: str,
    path: tuple[str, ...],
    fallback: Credit | None,
    at: Span | None,
    found: list[SettingEntry],
) -> None:
    """Add the setting item ``raw`` and, for a collection, everything it holds to ``found``."""
    if not isinstance(raw, Mapping) or not isinstance(raw.get("_id"), str):
        return
    credit = credit_of(raw.get("_source"), fallback)
    name = str(raw.get("name") or raw["_id"])
    found.append(SettingEntry(raw["_id"], str(raw.get("type", "")), name, root, path, credit, at))
    for key in ("contents", "collections"):
        members = raw.get(key)
        for member in members.values() if isinstance(members, Mapping) else ():
            _setting_of(member, root, (*path, name), credit, at, found)


def setting_entries(package: Mapping[str, Any]) -> tuple[SettingEntry, ...]:
    """Return a package's truths, NPCs, atlas, delve sites and rarities, read from its JSON
    (their places in its text not known)."""
    found: list[SettingEntry] = []
    credit = credit_of(package, None)
    for root in SETTING_ROOTS:
        members = package.get(root)
        for member in members.values() if isinstance(members, Mapping) else ():
            _setting_of(member, root, (), credit, None, found)
    return tuple(found)


@dataclass(frozen=True, slots=True)
class PackageOutline(PackageHead):
    """A package's outline: the package's own values, its collections of tables (each
    table's rows read when first asked for), and its moves and assets by name. Its moves,
    collections and assets are each read from the stored outline the first time they are
    asked for (opening the Reference lists the moves only)."""

    sections: _Sections = field(repr=False, compare=False)

    @property
    def oracles(self) -> tuple[Collection, ...]:
        """Return its collections of tables (read the first time)."""
        return self.sections.oracles()

    @property
    def moves(self) -> tuple[MoveEntry, ...]:
        """Return its moves (read the first time)."""
        return self.sections.moves()

    @property
    def assets(self) -> tuple[AssetEntry, ...]:
        """Return its assets (read the first time)."""
        return self.sections.assets()

    def tables(self) -> tuple[Table, ...]:
        """Return every table, collection by collection."""
        return all_tables(self.oracles)

    @property
    def setting(self) -> tuple[SettingEntry, ...] | None:
        """Return its truths, NPCs, atlas, delve sites and rarities (read the first time);
        None for an outline written before it kept them (read them from the package)."""
        return self.sections.setting()

    @property
    def enhancements(self) -> tuple[MoveEnhancement, ...]:
        """Return what its assets' abilities add to moves, asset by asset."""
        return tuple(found for asset in self.assets for found in asset.enhancements)


class _Sections:
    """An outline's moves, collections and assets as stored, each read when first asked."""

    def __init__(
        self, data: Mapping[str, Any], credits: tuple[Credit, ...], load_rows: RowsLoader
    ) -> None:
        self._data, self._credits, self._load_rows = data, credits, load_rows
        self._oracles: tuple[Collection, ...] | None = None
        self._moves: tuple[MoveEntry, ...] | None = None
        self._assets: tuple[AssetEntry, ...] | None = None
        self._setting: tuple[SettingEntry, ...] | None = None

    def oracles(self) -> tuple[Collection, ...]:
        if self._oracles is None:
            read = self._credits, self._load_rows
            self._oracles = tuple(
                _collection_in(c, (), (), *read) for c in _section(self._data["oracles"])
            )
        return self._oracles

    def moves(self) -> tuple[MoveEntry, ...]:
        if self._moves is None:
            self._moves = tuple(_move_in(m, self._credits) for m in self._data["moves"])
        return self._moves

    def setting(self) -> tuple[SettingEntry, ...] | None:
        if self._setting is None and "setting" in self._data:
            self._setting = tuple(
                _setting_in(s, self._credits) for s in _section(self._data["setting"])
            )
        return self._setting

    def assets(self) -> tuple[AssetEntry, ...]:
        if self._assets is None:
            self._assets = tuple(
                _asset_in(a, self._credits) for a in _section(self._data["assets"])
            )
        return self._assets


# Writing -------------------------------------------------------------------------------


class _Credits:
    """Credits written once each, then named by their place in the list."""

    def __init__(self) -> None:
        self.listed: list[list[Any]] = []
        self._places: dict[Credit, int] = {}

    def place(self, credit: Credit) -> int:
        found = self._places.get(credit)
        if found is None:
            found = self._places[credit] = len(self.listed)
            self.listed.append(
                [credit.title, list(credit.authors), credit.license, credit.url, credit.page]
            )
        return found


def _conditions_out(conditions: tuple[Condition, ...]) -> list[Any]:
    return [
        [c.text, c.method, [[choice.using, choice.name] for choice in c.choices]]
        for c in conditions
    ]


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _section(value: Any) -> Any:
    """Return a section of an outline: stored as its own JSON text, or (an outline written
    before) as JSON values."""
    return json.loads(value) if isinstance(value, str) else value


def _at(spans: Mapping[str, Span], item_id: str) -> dict[str, Any]:
    found = spans.get(item_id)
    return {} if found is None else {"at": list(found)}


def _collection_out(
    collection: Collection, credits: _Credits, spans: Mapping[str, Span]
) -> dict[str, Any]:
    return {
        "id": collection.id,
        "key": collection.key,
        "name": collection.name,
        "summary": collection.summary,
        "kind": collection.kind,
        "credit": credits.place(collection.credit),
        "replaces": list(collection.replaces),
        "tables": [
            {
                "id": table.id,
                "key": table.key,
                "name": table.name,
                "dice": [table.dice.count, table.dice.sides, table.dice.modifier],
                "columns": list(table.columns),
                "summary": table.summary,
                "credit": credits.place(table.credit),
                "replaces": list(table.replaces),
                **_at(spans, table.id),
            }
            for table in collection.tables
        ],
        "collections": [_collection_out(child, credits, spans) for child in collection.collections],
    }


def package_outline(
    package: RulesPackage,
    spans: Mapping[str, Span] | None = None,
    setting: tuple[SettingEntry, ...] | None = None,
) -> dict[str, Any]:
    """Return the outline of a read package as plain JSON values; ``spans`` (``item_spans``
    of the package's text) says where each move, table and asset stands in it, ``setting``
    (``package_places``) lists its truths, NPCs and atlas (not kept when not given)."""
    spans = spans or {}
    credits = _Credits()
    kept = (
        {}
        if setting is None
        else {
            "setting": _compact(
                [
                    [e.id, e.kind, e.name, e.root, list(e.path), credits.place(e.credit)]
                    + ([] if e.at is None else list(e.at))
                    for e in setting
                ]
            )
        }
    )
    return {
        **kept,
        "format": OUTLINE_FORMAT,
        "id": package.id,
        "kind": package.kind,
        "ruleset": package.ruleset,
        "title": package.title,
        "datasworn_version": package.datasworn_version,
        "credit": credits.place(package.credit),
        # The collections and the assets as JSON texts of their own: the outline is read
        # without them, and each is parsed when first asked for (the moves are listed first).
        "oracles": _compact(
            [_collection_out(collection, credits, spans) for collection in package.oracles]
        ),
        "moves": [
            {
                "id": move.id,
                "key": move.key,
                "name": move.name,
                "category": move.category,
                "category_id": move.category_id,
                "roll_type": move.roll_type,
                "trigger": move.trigger,
                "credit": credits.place(move.credit),
                "replaces": list(move.replaces),
                "adds_to": list(move.adds_to),
                **_at(spans, move.id),
            }
            for move in package.moves
        ],
        "assets": _compact(
            [
                {
                    "id": asset.id,
                    "name": asset.name,
                    "category": asset.category,
                    "credit": credits.place(asset.credit),
                    "collection_id": asset.collection_id,
                    "adds_to": list(asset.adds_to),
                    "enhancements": [
                        [
                            enhancement.ability,
                            None if enhancement.enhances is None else list(enhancement.enhances),
                            enhancement.roll_type,
                            _conditions_out(enhancement.conditions),
                        ]
                        for enhancement in asset.enhancements
                    ],
                    **_at(spans, asset.id),
                }
                for asset in package.assets
            ]
        ),
        "credits": credits.listed,
    }


# Where each item stands in the package's text ------------------------------------------

_SPACE = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()


class _Spans:
    """One walk over a package's text: into its moves', oracles' and assets' collections
    (any depth), each item read by the C scanner to learn its id and where it ends;
    everything else skipped by the same scanner."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.found: dict[str, Span] = {}
        self.setting: list[SettingEntry] = []
        self.head: dict[str, Any] = {}

    def skip(self, at: int) -> int:
        found = _SPACE.match(self.text, at)
        return at if found is None else found.end()

    def value(self, at: int) -> tuple[Any, int]:
        """Return the JSON value starting at ``at`` and where it ends."""
        value, end = _DECODER.raw_decode(self.text, at)
        return value, int(end)

    def members(self, at: int, value: Callable[[str, int], int]) -> int:
        """Walk the JSON object starting at ``at``: ``value(key, start)`` reads each
        member's value and returns where it ends; return where the object ends."""
        text = self.text
        if text[at] != "{":
            return self.value(at)[1]
        at = self.skip(at + 1)
        if text[at] == "}":
            return at + 1
        while True:
            key, at = self.value(at)
            at = self.skip(self.skip(at) + 1)  # past the colon
            at = self.skip(value(str(key), at))
            if text[at] == "}":
                return at + 1
            at = self.skip(at + 1)  # past the comma

    def root(self, key: str, at: int) -> int:
        if key in ("moves", "oracles", "assets"):
            return self.members(at, lambda _key, start: self.collection(start))
        if key in SETTING_ROOTS:
            return self.members(at, lambda _key, start: self.setting_part(key, start))
        value, end = self.value(at)
        self.head[key] = value  # the package's title, authors, licence: its setting's credit
        return end

    def setting_part(self, root: str, at: int) -> int:
        """Read a truth or a top collection of the setting: everything in it stands where
        it stands (a person reads one of them at a time)."""
        value, end = self.value(at)
        _setting_of(value, root, (), credit_of(self.head), (at, end), self.setting)
        return end

    def collection(self, at: int) -> int:
        def member(key: str, start: int) -> int:
            if key == "contents":
                return self.members(start, lambda _key, item: self.item(item))
            if key == "collections":
                return self.members(start, lambda _key, child: self.collection(child))
            return self.value(start)[1]

        return self.members(at, member)

    def item(self, at: int) -> int:
        value, end = self.value(at)
        if isinstance(value, dict):
            if isinstance(value.get("_id"), str):
                self.found[value["_id"]] = (at, end)
            tables = value.get("oracles")  # a move's own tables: read with their move
            for table in tables.values() if isinstance(tables, dict) else ():
                if isinstance(table, dict) and isinstance(table.get("_id"), str):
                    self.found[table["_id"]] = (at, end)
        return end


def package_places(text: str) -> tuple[dict[str, Span], tuple[SettingEntry, ...]]:
    """Return where each move, oracle table and asset stands in a checked package's JSON
    text, by id (a table a move carries: where its move stands), and the package's setting
    with where each part of it stands."""
    spans = _Spans(text)
    spans.members(spans.skip(0), spans.root)
    in_order = sorted(spans.setting, key=lambda entry: SETTING_ROOTS.index(entry.root))
    return spans.found, tuple(in_order)


def item_spans(text: str) -> dict[str, Span]:
    """Return where each move, oracle table and asset stands in a checked package's text."""
    return package_places(text)[0]


def read_item(text: str, item_id: str) -> Mapping[str, Any] | None:
    """Return the item ``item_id`` from the JSON text found where ``item_spans`` placed it
    (the item, or the move carrying the table); None if it is not there."""
    return find_item(json.loads(text), item_id)


def find_item(found: Any, item_id: str) -> Mapping[str, Any] | None:
    """Return the item ``item_id`` found in these JSON values; None if it is not there."""
    stack: list[Any] = [found]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            if value.get("_id") == item_id:
                return value
            stack.extend(v for v in value.values() if isinstance(v, (dict, list)))
        elif isinstance(value, list):
            stack.extend(v for v in value if isinstance(v, (dict, list)))
    return None


def move_of(raw: Mapping[str, Any], entry: MoveEntry) -> Move:
    """Return the move read from its JSON, with what its outline's line says of its place."""
    return read_move(raw, entry.key, entry.category, entry.credit, entry.adds_to, entry.category_id)


def asset_of(raw: Mapping[str, Any], entry: AssetEntry) -> Asset:
    """Return the asset read from its JSON, with what its outline's line says of its place."""
    return read_asset(
        raw, entry.name, entry.category, entry.credit, entry.adds_to, entry.collection_id
    )


def rows_of(raw: Mapping[str, Any], dice: Dice) -> tuple[Row, ...]:
    """Return a table's rows read from its JSON."""
    return table_rows(raw, dice)


# Reading -------------------------------------------------------------------------------


#: Reads a table's rows from its package: its id, where it stands (if known), its dice.
RowsLoader = Callable[[str, Span | None, Dice], tuple[Row, ...]]


def _span(raw: Mapping[str, Any]) -> Span | None:
    at = raw.get("at")
    return (int(at[0]), int(at[1])) if at else None


def _strings(value: Any) -> tuple[str, ...]:
    return tuple(map(str, value)) if value else ()


def _conditions_in(value: Any) -> tuple[Condition, ...]:
    return tuple(
        Condition(str(text), str(method), tuple(RollChoice(str(u), str(n)) for u, n in choices))
        for text, method, choices in value
    )


def _table_in(
    raw: Mapping[str, Any],
    path: tuple[str, ...],
    keys: tuple[str, ...],
    credits: tuple[Credit, ...],
    load_rows: RowsLoader,
) -> Table:
    table_id, name = str(raw["id"]), str(raw["name"])
    dice, at = Dice(*raw["dice"]), _span(raw)
    return Table(
        id=table_id,
        key=str(raw["key"]),
        name=name,
        path=(*path, name),
        keys=(*keys, str(raw["key"])),
        dice=dice,
        columns=_strings(raw["columns"]),
        summary=str(raw["summary"]),
        credit=credits[raw["credit"]],
        replaces=_strings(raw["replaces"]),
        load_rows=lambda: load_rows(table_id, at, dice),
    )


def _collection_in(
    raw: Mapping[str, Any],
    parents: tuple[str, ...],
    parent_keys: tuple[str, ...],
    credits: tuple[Credit, ...],
    load_rows: RowsLoader,
) -> Collection:
    path, keys = (*parents, str(raw["name"])), (*parent_keys, str(raw["key"]))
    return Collection(
        id=str(raw["id"]),
        key=str(raw["key"]),
        name=str(raw["name"]),
        path=path,
        summary=str(raw["summary"]),
        kind=str(raw["kind"]),
        tables=tuple(_table_in(t, path, keys, credits, load_rows) for t in raw["tables"]),
        collections=tuple(
            _collection_in(c, path, keys, credits, load_rows) for c in raw["collections"]
        ),
        credit=credits[raw["credit"]],
        replaces=_strings(raw["replaces"]),
    )


def _asset_in(raw: Mapping[str, Any], credits: tuple[Credit, ...]) -> AssetEntry:
    asset_id, asset_name = str(raw["id"]), str(raw["name"])
    enhancements = tuple(
        MoveEnhancement(
            asset_id,
            asset_name,
            int(ability),
            None if enhances is None else _strings(enhances),
            str(roll_type),
            _conditions_in(conditions),
        )
        for ability, enhances, roll_type, conditions in raw["enhancements"]
    )
    return AssetEntry(
        asset_id,
        asset_name,
        str(raw["category"]),
        credits[raw["credit"]],
        enhancements,
        str(raw["collection_id"]),
        _strings(raw["adds_to"]),
        _span(raw),
    )


def _setting_in(raw: list[Any], credits: tuple[Credit, ...]) -> SettingEntry:
    item_id, kind, name, root, path, credit, *at = raw
    span = (int(at[0]), int(at[1])) if at else None
    return SettingEntry(
        str(item_id), str(kind), str(name), str(root), _strings(path), credits[credit], span
    )


def _move_in(raw: Mapping[str, Any], credits: tuple[Credit, ...]) -> MoveEntry:
    return MoveEntry(
        id=str(raw["id"]),
        key=str(raw["key"]),
        name=str(raw["name"]),
        category=str(raw["category"]),
        category_id=str(raw["category_id"]),
        roll_type=str(raw["roll_type"]),
        trigger=str(raw["trigger"]),
        credit=credits[raw["credit"]],
        replaces=_strings(raw["replaces"]),
        adds_to=_strings(raw["adds_to"]),
        at=_span(raw),
    )


def read_outline(data: Mapping[str, Any], load_rows: RowsLoader) -> PackageOutline:
    """Read an outline written by ``package_outline``; ``load_rows(table_id, at, dice)``
    returns a table's rows (from the package, where ``at`` says when known) the first time
    they are asked for."""
    credits = tuple(
        Credit(str(title), _strings(authors), str(license_url), str(url), page)
        for title, authors, license_url, url, page in data["credits"]
    )
    ruleset = data.get("ruleset")
    return PackageOutline(
        id=str(data["id"]),
        kind=str(data["kind"]),
        ruleset=None if ruleset is None else str(ruleset),
        title=str(data["title"]),
        datasworn_version=str(data["datasworn_version"]),
        credit=credits[data["credit"]],
        sections=_Sections(data, credits, load_rows),
    )
