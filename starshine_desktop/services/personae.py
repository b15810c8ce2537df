"""Use cases on Personae: each runs in one transaction and returns its ``Changes``.

Writes import ``storage.persona_writes`` (and with it SQLAlchemy) when first needed, so
that opening a campaign and showing its Personae stays fast.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from starshine_desktop.rules.starshine.scores import (
    STANCE_RANGE,
    Score,
    check_in_range,
    check_score,
)
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.storage.database import Database
from starshine_desktop.storage.persona_reads import read_persona, read_personae
from starshine_desktop.storage.rows import NAME_LENGTH, PersonaFlag, PersonaRow, PersonaValues

Clock = Callable[[], datetime]
NOTES_LENGTH = 100_000
PERSONA = RecordKind.PERSONA


def utc_now() -> datetime:
    """Return the current time in UTC."""
    return datetime.now(UTC)


def _clean_line(what: str, value: str, *, required: bool) -> str:
    text = " ".join(value.split())
    if required and not text:
        raise ValidationError(f"{what} cannot be blank")
    if len(text) > NAME_LENGTH:
        raise ValidationError(f"{what} is longer than {NAME_LENGTH} characters")
    return text


def _clean_notes(value: str) -> str:
    if len(value) > NOTES_LENGTH:
        raise ValidationError(f"Notes are longer than {NOTES_LENGTH} characters")
    return value


def check_values(values: PersonaValues) -> PersonaValues:
    """Return ``values`` cleaned, or raise ``RuleError``/``ValidationError`` naming the field."""
    for score in Score:
        check_score(score, values.scores[score])
    return PersonaValues(
        name=_clean_line("A Persona's name", values.name, required=True),
        actor_name=_clean_line("The Actor's name", values.actor_name, required=False),
        stance=check_in_range("The Director's Stance", values.stance, STANCE_RANGE),
        notes=_clean_notes(values.notes),
        scores=values.scores,
        risked_corruption=_check_flag(PersonaFlag.RISKED_CORRUPTION, values.risked_corruption),
        risked_death=_check_flag(PersonaFlag.RISKED_DEATH, values.risked_death),
        dead=_check_flag(PersonaFlag.DEAD, values.dead),
    )


def _check_flag(flag: PersonaFlag, value: object) -> bool:
    if type(value) is not bool:
        raise ValidationError(f"{flag.label} is true or false, not {value!r}")
    return value


class PersonaService:
    """The Personae of one campaign."""

    def __init__(self, database: Database, clock: Clock = utc_now) -> None:
        self._database = database
        self._clock = clock

    def list_personae(self) -> list[PersonaRow]:
        """Return every Persona, ordered by id."""
        with self._database.reading() as connection:
            return read_personae(connection)

    def get_persona(self, persona_id: int) -> PersonaRow:
        """Return one Persona."""
        with self._database.reading() as connection:
            return read_persona(connection, persona_id)

    def add_persona(self, values: PersonaValues) -> Changes:
        """Add a Persona; the new id is the one in ``Changes.added``."""
        clean = check_values(values)
        from starshine_desktop.storage import persona_writes as store

        with self._database.transaction() as session:
            new_id = store.insert_persona(session, clean, now=self._clock())
        return Changes.add(PERSONA, new_id)

    def duplicate_persona(self, persona_id: int) -> Changes:
        """Add a copy of a Persona named "… (copy)"."""
        from starshine_desktop.storage import persona_writes as store

        with self._database.transaction() as session:
            original = read_persona(self._database.connection_of(session), persona_id)
            suffix = " (copy)"
            name = original.name[: NAME_LENGTH - len(suffix)] + suffix
            values = PersonaValues(
                name,
                original.actor_name,
                original.stance,
                original.notes,
                original.scores,
                original.risked_corruption,
                original.risked_death,
                original.dead,
            )
            new_id = store.insert_persona(session, values, now=self._clock())
        return Changes.add(PERSONA, new_id)

    def restore_persona(self, row: PersonaRow) -> Changes:
        """Put back a removed Persona with its id and creation time (undo, redo)."""
        clean = check_values(row.values)
        from starshine_desktop.storage import persona_writes as store

        with self._database.transaction() as session:
            store.insert_persona(
                session, clean, now=self._clock(), persona_id=row.id, created_at=row.created_at
            )
        return Changes.add(PERSONA, row.id)

    def delete_persona(self, persona_id: int) -> Changes:
        """Delete a Persona."""
        from starshine_desktop.storage import persona_writes as store

        with self._database.transaction() as session:
            store.delete_persona(session, persona_id)
        return Changes.remove(PERSONA, persona_id)

    def rename_persona(self, persona_id: int, name: str) -> Changes:
        """Change a Persona's name (not blank)."""
        clean = _clean_line("A Persona's name", name, required=True)
        from starshine_desktop.storage import persona_writes as store

        with self._database.transaction() as session:
            store.update_persona(session, persona_id, now=self._clock(), name=clean)
        return Changes.update(PERSONA, persona_id)

    def set_actor_name(self, persona_id: int, actor_name: str) -> Changes:
        """Change the name of the Actor (player) who plays a Persona.

        The Persona is linked to the campaign's Actor of that name, or to none (Episodes
        follow the link).
        """
        clean = _clean_line("The Actor's name", actor_name, required=False)
        from starshine_desktop.storage import persona_writes as store
        from starshine_desktop.storage.records_writes import link_actor_by_name

        with self._database.transaction() as session:
            store.update_persona(session, persona_id, now=self._clock(), actor_name=clean)
            link_actor_by_name(session, persona_id, clean)
        return Changes.update(PERSONA, persona_id)

    def set_notes(self, persona_id: int, notes: str) -> Changes:
        """Change a Persona's notes."""
        clean = _clean_notes(notes)
        from starshine_desktop.storage import persona_writes as store

        with self._database.transaction() as session:
            store.update_persona(session, persona_id, now=self._clock(), notes=clean)
        return Changes.update(PERSONA, persona_id)

    def set_score(self, persona_id: int, score: Score, value: int) -> Changes:
        """Set one Score, refusing a value outside its legal range (rules-spec A.1)."""
        legal = check_score(score, value)
        from starshine_desktop.storage import persona_writes as store

        with self._database.transaction() as session:
            store.update_persona(session, persona_id, now=self._clock(), scores={score: legal})
        return Changes.update(PERSONA, persona_id)

    def set_flag(self, persona_id: int, flag: PersonaFlag, value: bool) -> Changes:
        """Set or clear one status flag: has risked Corruption, has risked Death, dead."""
        on = _check_flag(flag, value)
        from starshine_desktop.storage import persona_writes as store

        with self._database.transaction() as session:
            store.update_persona(session, persona_id, now=self._clock(), flags={flag: on})
        return Changes.update(PERSONA, persona_id)
