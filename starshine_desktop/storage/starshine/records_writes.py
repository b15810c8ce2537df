"""Starshine: write the campaign's records in bulk (imports, the sample) and find Actors by name.

Every other write goes through the ``Journal`` (``storage/journal.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import insert
from sqlalchemy.orm import Session

from starshine_desktop.storage.journal import Journal, table_of
from starshine_desktop.storage.schema import ActorRecord as Actor

#: Rows per ``executemany``: each batch is copied into the driver's parameters, so the
#: batch is a fixed cost of an import (5,000 rows were 3 times a 1 MB file's size).
BULK_BATCH = 1_000


def bulk_insert(session: Session, table: str, rows: Sequence[Mapping[str, Any]]) -> None:
    """Insert many rows with Core ``executemany`` (imports, the sample), a batch at a time.

    Batches of ``BULK_BATCH`` rows keep the driver's working copy of the parameters small
    however many rows there are.
    """
    statement = insert(table_of(table))
    for start in range(0, len(rows), BULK_BATCH):
        batch = rows[start : start + BULK_BATCH]
        session.execute(statement, [row if type(row) is dict else dict(row) for row in batch])


def actor_named(journal: Journal, actor_name: str) -> int | None:
    """Return the id of the (non-Director) Actor called ``actor_name``, or None."""
    found = journal.find(Actor, {Actor.name: actor_name, Actor.is_director: False})
    return int(found[0]["id"]) if found and actor_name else None
