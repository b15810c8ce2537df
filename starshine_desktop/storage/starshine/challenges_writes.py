"""Starshine: write Challenges through the journal, inside a unit of work."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from starshine_desktop.storage.journal import Journal

TABLE = "challenge"


def _stored(moment: datetime) -> datetime:
    """Return ``moment`` as the naive UTC time the table keeps."""
    aware = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return aware.replace(tzinfo=None)


def _dump(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def insert_challenge(
    journal: Journal,
    *,
    title: str,
    rulings: Mapping[str, str],
    persona_ids: Sequence[int],
    setup: Mapping[str, Any],
    now: datetime,
) -> int:
    """Insert a new running Challenge with no steps and return its id."""
    columns = {
        "title": title,
        "created_at": _stored(now),
        "updated_at": _stored(now),
        "status": "running",
        "rulings": _dump(dict(rulings)),
        "persona_ids": _dump(list(persona_ids)),
        "setup": _dump(dict(setup)),
        "steps": _dump([]),
        "outcome": None,
        "applied": False,
    }
    return journal.insert(TABLE, columns)[0]


def save_steps(
    journal: Journal,
    challenge_id: int,
    *,
    steps: Sequence[Mapping[str, Any]],
    status: str,
    outcome: str | None,
    now: datetime,
) -> bool:
    """Replace the recorded steps, status and outcome of one Challenge."""
    columns = {
        "steps": _dump([dict(step) for step in steps]),
        "status": status,
        "outcome": outcome,
    }
    return journal.update(TABLE, (challenge_id,), columns, stamp={"updated_at": _stored(now)})


def rename_challenge(journal: Journal, challenge_id: int, *, title: str, now: datetime) -> bool:
    """Change a Challenge's title."""
    return journal.update(
        TABLE, (challenge_id,), {"title": title}, stamp={"updated_at": _stored(now)}
    )
