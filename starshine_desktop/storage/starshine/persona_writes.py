"""Starshine: write Personae through the journal, inside a unit of work."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.storage.journal import Journal
from starshine_desktop.storage.rows import PersonaFlag, PersonaValues, score_column

TABLE = "persona"


def _stored(moment: datetime) -> datetime:
    """Return ``moment`` as the naive UTC time the table keeps."""
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.replace(tzinfo=None)


def _columns(values: PersonaValues) -> dict[str, Any]:
    columns: dict[str, Any] = {
        "name": values.name,
        "actor_name": values.actor_name,
        "stance": values.stance,
        "notes": values.notes,
    }
    columns.update({score_column(score): values.scores[score] for score in Score})
    columns.update({flag.value: values.flag(flag) for flag in PersonaFlag})
    return columns


def insert_persona(journal: Journal, values: PersonaValues, *, now: datetime) -> int:
    """Insert a Persona and return its id."""
    columns = _columns(values)
    columns["created_at"] = _stored(now)
    columns["updated_at"] = _stored(now)
    return journal.insert(TABLE, columns)[0]


def update_persona(
    journal: Journal,
    persona_id: int,
    *,
    now: datetime,
    name: str | None = None,
    actor_name: str | None = None,
    stance: int | None = None,
    notes: str | None = None,
    scores: Mapping[Score, int] | None = None,
    flags: Mapping[PersonaFlag, bool] | None = None,
) -> bool:
    """Change the given fields of one Persona, stamping ``updated_at`` if any differed."""
    columns: dict[str, Any] = {}
    for key, value in (
        ("name", name),
        ("actor_name", actor_name),
        ("stance", stance),
        ("notes", notes),
    ):
        if value is not None:
            columns[key] = value
    for score, value in (scores or {}).items():
        columns[score_column(score)] = value
    for flag, on in (flags or {}).items():
        columns[flag.value] = bool(on)
    return journal.update(TABLE, (persona_id,), columns, stamp={"updated_at": _stored(now)})
