"""Starshine: write Challenges through the journal, inside a unit of work."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from starshine_desktop.storage.journal import Journal
from starshine_desktop.storage.schema import ChallengeRecord as Challenge


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
        Challenge.title: title,
        Challenge.created_at: _stored(now),
        Challenge.updated_at: _stored(now),
        Challenge.status: "running",
        Challenge.rulings: _dump(dict(rulings)),
        Challenge.persona_ids: _dump(list(persona_ids)),
        Challenge.setup: _dump(dict(setup)),
        Challenge.steps: _dump([]),
        Challenge.outcome: None,
        Challenge.applied: False,
    }
    return journal.insert(Challenge, columns)[0]


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
        Challenge.steps: _dump([dict(step) for step in steps]),
        Challenge.status: status,
        Challenge.outcome: outcome,
    }
    return journal.update(
        Challenge, (challenge_id,), columns, stamp={Challenge.updated_at: _stored(now)}
    )


def rename_challenge(journal: Journal, challenge_id: int, *, title: str, now: datetime) -> bool:
    """Change a Challenge's title."""
    return journal.update(
        Challenge,
        (challenge_id,),
        {Challenge.title: title},
        stamp={Challenge.updated_at: _stored(now)},
    )
