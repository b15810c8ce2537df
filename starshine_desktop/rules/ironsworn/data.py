"""Read the packaged Ironsworn JSON data (moves, oracles, repair points) once each."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError

MOVES_FILE = "ironsworn_moves.json"
ORACLES_FILE = "ironsworn_oracles.json"
REPAIR_FILE = "ironsworn_repair.json"
DATASWORN_SCHEMA_FILE = "datasworn.schema.json"
"""The official Datasworn 0.1.0 JSON schema (MIT, see NOTICE) imported packages are checked by."""


@cache
def load_data(name: str) -> dict[str, Any]:
    """Return the parsed contents of one JSON file in ``starshine_desktop/rules/data``."""
    text = resources.files("starshine_desktop.rules").joinpath("data", name).read_text("utf-8")
    document = json.loads(text)
    if not isinstance(document, dict):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{name}: the data file must hold one JSON object"),
            name=name,
        )
    return document


def require(mapping: dict[str, Any], key: str, kind: type, where: str) -> Any:
    """Return ``mapping[key]`` checked to be of ``kind``; raise RuleError naming the place."""
    if key not in mapping:
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: {key!r} is missing"),
            where=where,
            key=key,
        )
    value = mapping[key]
    if kind is int and (type(value) is not int):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: {key!r} must be a whole number"),
            where=where,
            key=key,
        )
    if not isinstance(value, kind):
        raise RuleError(
            QT_TRANSLATE_NOOP("Refusal", "{where}: {key!r} must be a {kind_name}"),
            where=where,
            key=key,
            kind_name=kind.__name__,
        )
    return value
