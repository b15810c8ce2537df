"""Ironsworn: read the assets an Ironsworn sheet holds (frozen rows)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.reader import Reader
from starshine_desktop.storage.rows import parse_time


@dataclass(frozen=True, slots=True)
class AssetRow:
    """One asset on a Persona's sheet as stored: the card's Datasworn id and name, the
    abilities ticked (in the card's order) and its fields' values by key."""

    id: int
    persona_id: int
    asset_id: str
    name: str
    abilities: tuple[bool, ...]
    values: dict[str, object]
    created_at: datetime
    updated_at: datetime


def format_abilities(abilities: tuple[bool, ...]) -> str:
    """Return the abilities ticked as the table keeps them ("100")."""
    return "".join("1" if ticked else "0" for ticked in abilities)


def parse_abilities(text: str) -> tuple[bool, ...]:
    """Return the abilities ticked as stored ("100")."""
    return tuple(mark == "1" for mark in text)


def parse_state(text: str) -> dict[str, object]:
    """Return the fields' values stored as a JSON object (anything else reads as none)."""
    try:
        found = json.loads(text)
    except ValueError:
        return {}
    return dict(found) if isinstance(found, dict) else {}


_SELECT = (
    "SELECT id, persona_id, asset_id, name, abilities, state, created_at, updated_at "
    "FROM ironsworn_asset"
)


def _asset(values: tuple[object, ...]) -> AssetRow:
    return AssetRow(
        id=int(str(values[0])),
        persona_id=int(str(values[1])),
        asset_id=str(values[2]),
        name=str(values[3]),
        abilities=parse_abilities(str(values[4])),
        values=parse_state(str(values[5])),
        created_at=parse_time(str(values[6])),
        updated_at=parse_time(str(values[7])),
    )


def read_assets(connection: Reader, persona_id: int) -> list[AssetRow]:
    """Return the assets of a Persona's sheet, in the order they were taken."""
    rows = connection.execute(_SELECT + " WHERE persona_id = ? ORDER BY id", (persona_id,))
    return [_asset(values) for values in rows]


def read_every_asset(connection: Reader) -> list[AssetRow]:
    """Return the assets of every sheet, by Persona and in the order they were taken."""
    return [_asset(values) for values in connection.execute(_SELECT + " ORDER BY persona_id, id")]


def read_asset(connection: Reader, row_id: int) -> AssetRow:
    """Return one asset of a sheet or raise ``RecordNotFoundError``."""
    values = connection.execute(_SELECT + " WHERE id = ?", (row_id,)).fetchone()
    if values is None:
        raise RecordNotFoundError(QT_TRANSLATE_NOOP("Game", "asset"), row_id)
    return _asset(values)
