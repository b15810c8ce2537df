"""Starshine: changing the Director's Stance towards a Persona, logged with its reason.

Every change of Stance goes into the Persona's Stance log in the same transaction, whether a
Strategy, a Push or the Director's own hand made it. ``RecordService`` runs these inside its
use cases (set the Stance, start or develop a Strategy).
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.campaign import raise_stance
from starshine_desktop.services.starshine.record_values import clean_line
from starshine_desktop.storage import tables
from starshine_desktop.storage.rows import NAME_LENGTH

if TYPE_CHECKING:  # SQLAlchemy loads on the first write, not at start-up
    from starshine_desktop.storage.journal import Journal


def raise_stance_for_strategy(
    journal: Journal, persona_id: int, strategy_id: int, reason: str, now: datetime
) -> None:
    """Raise the Stance by 1 for a Strategy (it stays at 6); the log says if it could not."""
    persona = journal.row(tables.PersonaRecord, (persona_id,))
    old = int(persona["stance"])
    new = raise_stance(old)
    note = reason if new > old else f"{reason} (Stance already at its maximum)"
    clean = clean_line(QT_TRANSLATE_NOOP("Game", "The reason"), note[:NAME_LENGTH])
    change_stance(journal, persona_id, strategy_id, (old, new), clean, now)


def change_stance(
    journal: Journal,
    persona_id: int,
    strategy_id: int | None,
    old_new: tuple[int, int],
    reason: str,
    now: datetime,
) -> None:
    """Set a Persona's Stance and log the change with its reason (and Strategy, if any)."""
    old, new = old_new
    personae, log = tables.PersonaRecord, tables.StanceChangeRecord
    journal.update(personae, (persona_id,), {personae.stance: new, personae.updated_at: now})
    journal.insert(
        log,
        {
            log.persona_id: persona_id,
            log.strategy_id: strategy_id,
            log.old_stance: old,
            log.new_stance: new,
            log.reason: reason,
            log.changed_at: now,
        },
    )
