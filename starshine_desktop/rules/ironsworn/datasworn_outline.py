"""A Datasworn package's outline: what the Reference lists, without the package's texts.

The outline of a package holds the names, ids, paths and kinds of its moves, oracle
collections and tables and assets, each one's credit, and what expansions need to be
applied (what a move or table replaces, which moves an asset's ability enhances and the
conditions it adds). It holds no table row and no move or asset text: those are read from
the package itself when a move, table or card is shown. ``package_outline`` makes the
outline of a checked package as plain JSON values (stored beside the package);
``read_outline`` reads it back into the values the Reference lists, each table's rows read
through ``load_rows`` the first time they are asked for. Nothing here imports Qt or the
database.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from starshine_desktop.rules.ironsworn.datasworn import (
    Collection,
    Condition,
    Credit,
    Dice,
    MoveEnhancement,
    PackageHead,
    RollChoice,
    Row,
    RulesPackage,
    Table,
)

#: The outline's own format; an outline of another format is made again from the package.
OUTLINE_FORMAT = 1


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


@dataclass(frozen=True, slots=True)
class PackageOutline(PackageHead):
    """A package's outline: the package's own values, its collections of tables (each
    table's rows read when first asked for), and its moves and assets by name."""

    moves: tuple[MoveEntry, ...]
    assets: tuple[AssetEntry, ...]

    @property
    def enhancements(self) -> tuple[MoveEnhancement, ...]:
        """Return what its assets' abilities add to moves, asset by asset."""
        return tuple(found for asset in self.assets for found in asset.enhancements)


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


def _collection_out(collection: Collection, credits: _Credits) -> dict[str, Any]:
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
            }
            for table in collection.tables
        ],
        "collections": [_collection_out(child, credits) for child in collection.collections],
    }


def package_outline(package: RulesPackage) -> dict[str, Any]:
    """Return the outline of a read package as plain JSON values."""
    credits = _Credits()
    return {
        "format": OUTLINE_FORMAT,
        "id": package.id,
        "kind": package.kind,
        "ruleset": package.ruleset,
        "title": package.title,
        "datasworn_version": package.datasworn_version,
        "credit": credits.place(package.credit),
        "oracles": [_collection_out(collection, credits) for collection in package.oracles],
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
            }
            for move in package.moves
        ],
        "assets": [
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
            }
            for asset in package.assets
        ],
        "credits": credits.listed,
    }


# Reading -------------------------------------------------------------------------------


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
    load_rows: Callable[[str], tuple[Row, ...]],
) -> Table:
    table_id, name = str(raw["id"]), str(raw["name"])
    return Table(
        id=table_id,
        key=str(raw["key"]),
        name=name,
        path=(*path, name),
        keys=(*keys, str(raw["key"])),
        dice=Dice(*raw["dice"]),
        columns=_strings(raw["columns"]),
        summary=str(raw["summary"]),
        credit=credits[raw["credit"]],
        replaces=_strings(raw["replaces"]),
        load_rows=lambda: load_rows(table_id),
    )


def _collection_in(
    raw: Mapping[str, Any],
    parents: tuple[str, ...],
    parent_keys: tuple[str, ...],
    credits: tuple[Credit, ...],
    load_rows: Callable[[str], tuple[Row, ...]],
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
    )


def read_outline(
    data: Mapping[str, Any], load_rows: Callable[[str], tuple[Row, ...]]
) -> PackageOutline:
    """Read an outline written by ``package_outline``; ``load_rows(table_id)`` returns a
    table's rows (from the package) the first time they are asked for."""
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
        oracles=tuple(_collection_in(c, (), (), credits, load_rows) for c in data["oracles"]),
        moves=tuple(_move_in(m, credits) for m in data["moves"]),
        assets=tuple(_asset_in(a, credits) for a in data["assets"]),
    )
