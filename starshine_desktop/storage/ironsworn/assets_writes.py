"""Ironsworn: write the assets an Ironsworn sheet holds through the journal."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from starshine_desktop.storage.ironsworn.assets_reads import format_abilities
from starshine_desktop.storage.journal import Journal
from starshine_desktop.storage.schema import IronswornAssetRecord as Asset


def _stored(moment: datetime) -> datetime:
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.replace(tzinfo=None)


def state_text(values: dict[str, object]) -> str:
    """Return the fields' values as the table keeps them (a JSON object, keys sorted)."""
    return json.dumps(values, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def insert_asset(
    journal: Journal,
    persona_id: int,
    asset_id: str,
    name: str,
    abilities: tuple[bool, ...],
    values: dict[str, object],
    *,
    now: datetime,
) -> int:
    """Put an asset on a Persona's sheet and return the row's id."""
    columns = {
        Asset.persona_id: persona_id,
        Asset.asset_id: asset_id,
        Asset.name: name,
        Asset.abilities: format_abilities(abilities),
        Asset.state: state_text(values),
        Asset.created_at: _stored(now),
        Asset.updated_at: _stored(now),
    }
    return journal.insert(Asset, columns)[0]


def update_asset(
    journal: Journal,
    row_id: int,
    abilities: tuple[bool, ...],
    values: dict[str, object],
    *,
    now: datetime,
) -> bool:
    """Store an asset's abilities and values, stamping ``updated_at`` if either differed."""
    columns = {Asset.abilities: format_abilities(abilities), Asset.state: state_text(values)}
    return journal.update(Asset, (row_id,), columns, stamp={Asset.updated_at: _stored(now)})


def delete_asset(journal: Journal, row_id: int) -> None:
    """Take an asset off its sheet, or raise ``RecordNotFoundError``."""
    journal.delete(Asset, (row_id,))
