"""Starshine: use cases on Personae: each runs in one transaction and returns its ``Edit``.

Writes import ``storage.starshine.persona_writes`` (and with it SQLAlchemy) when first needed, so
that opening a campaign and showing its Personae stays fast.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.starshine.scores import (
    STANCE_RANGE,
    Score,
    check_in_range,
    check_score,
)
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.clock import Clock, utc_now
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.names import refuse_nul
from starshine_desktop.services.starshine.record_values import clean_line
from starshine_desktop.storage import tables
from starshine_desktop.storage.rows import NAME_LENGTH, PersonaFlag, PersonaRow, PersonaValues
from starshine_desktop.storage.starshine.persona_reads import (
    read_persona,
    read_personae,
    read_some_personae,
)
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:
    from starshine_desktop.services.edits import Edit
    from starshine_desktop.storage.journal import Journal

NOTES_LENGTH = 100_000
PERSONA = RecordKind.PERSONA
Shown = dict[str, Any] | None
"""What a window showed of a Persona's fields, named as ``persona_writes.columns_of`` names
them (None: nothing known)."""


def _clean_notes(value: str) -> str:
    if len(value) > NOTES_LENGTH:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "Notes are longer than {limit} characters"),
            limit=NOTES_LENGTH,
        )
    refuse_nul(QT_TRANSLATE_NOOP("Game", "Notes"), value)
    return value


def check_values(values: PersonaValues) -> PersonaValues:
    """Return ``values`` cleaned, or raise ``RuleError``/``ValidationError`` naming the field."""
    for score in Score:
        check_score(score, values.scores[score])
    return PersonaValues(
        name=clean_line(QT_TRANSLATE_NOOP("Game", "A Persona's name"), values.name, required=True),
        actor_name=clean_line(
            QT_TRANSLATE_NOOP("Game", "The Actor's name"), values.actor_name, required=False
        ),
        stance=check_in_range(
            QT_TRANSLATE_NOOP("Game", "The Director's Stance"), values.stance, STANCE_RANGE
        ),
        notes=_clean_notes(values.notes),
        scores=values.scores,
        risked_corruption=_check_flag(PersonaFlag.RISKED_CORRUPTION, values.risked_corruption),
        risked_death=_check_flag(PersonaFlag.RISKED_DEATH, values.risked_death),
        dead=_check_flag(PersonaFlag.DEAD, values.dead),
    )


def _check_flag(flag: PersonaFlag, value: object) -> bool:
    if type(value) is not bool:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "{what} is true or false, not {value}"),
            what=flag.label,
            value=repr(value),
        )
    return value


class PersonaService:
    """The Personae of one campaign."""

    def __init__(self, database: CampaignStore, clock: Clock = utc_now) -> None:
        self._database = database
        self._clock = clock

    def list_personae(self) -> list[PersonaRow]:
        """Return every Persona, ordered by id."""
        with self._database.reading() as connection:
            return read_personae(connection)

    def find_personae(self, ids: Sequence[int]) -> list[PersonaRow]:
        """Return those of these Personae that exist (a table refreshing changed rows)."""
        with self._database.reading() as connection:
            return read_some_personae(connection, ids)

    def get_persona(self, persona_id: int) -> PersonaRow:
        """Return one Persona."""
        with self._database.reading() as connection:
            return read_persona(connection, persona_id)

    def _run(self, work: Callable[[Journal], object]) -> Edit:
        from starshine_desktop.services import edits

        return edits.run(self._database, work)

    def add_persona(self, values: PersonaValues) -> Edit:
        """Add a Persona; the new id is the one in ``edit.changes.added``."""
        clean = check_values(values)
        from starshine_desktop.storage.starshine import persona_writes as store

        return self._run(lambda journal: store.insert_persona(journal, clean, now=self._clock()))

    def duplicate_persona(self, persona_id: int) -> Edit:
        """Add a copy of a Persona named "… (copy)"."""
        from starshine_desktop.storage.starshine import persona_writes as store

        def work(journal: Journal) -> None:
            original = read_persona(self._database.connection_of(journal.session), persona_id)
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
            store.insert_persona(journal, values, now=self._clock())

        return self._run(work)

    def delete_persona(self, persona_id: int) -> Edit:
        """Delete a Persona with every record of its sheet (undo brings all of it back)."""
        return self._run(lambda journal: journal.delete(tables.PersonaRecord, (persona_id,)))

    def _update(self, persona_id: int, shown: Shown = None, **fields: Any) -> Edit:
        """Change the given fields, each made from what the window showed (``shown``: a
        field's name, ``scores`` or ``flags`` as in ``fields``, and the value shown)."""
        from starshine_desktop.storage.starshine import persona_writes as store

        def work(journal: Journal) -> None:
            if shown is not None:
                journal.as_shown(tables.PersonaRecord, (persona_id,), store.columns_of(**shown))
            store.update_persona(journal, persona_id, now=self._clock(), **fields)

        return self._run(work)

    def rename_persona(self, persona_id: int, name: str, *, shown: str | None = None) -> Edit:
        """Change a Persona's name (not blank).

        ``shown`` is the name the window showed when the person began typing (None: not
        known): the name is then changed only while it still is that one, otherwise the
        edit is refused naming who changed it (``ChangedSinceShownError``); so for every
        field below.
        """
        return self._update(
            persona_id,
            None if shown is None else {"name": shown},
            name=clean_line(QT_TRANSLATE_NOOP("Game", "A Persona's name"), name, required=True),
        )

    def set_actor_name(self, persona_id: int, actor_name: str, *, shown: str | None = None) -> Edit:
        """Say who plays a Persona by name, as the sheet's Actor field does.

        Who plays a Persona is one record: the Persona is linked to the campaign's Actor of
        that name, and a name the campaign has no Actor for adds that Actor (Elements ›
        Actors, the Episode check-off), all in this one edit; a blank name links none. The
        Director plays no Persona (rules-spec A.3).
        """
        clean = clean_line(
            QT_TRANSLATE_NOOP("Game", "The Actor's name"), actor_name, required=False
        )
        from starshine_desktop.storage.starshine import persona_writes as store
        from starshine_desktop.storage.starshine.records_writes import actor_named

        def work(journal: Journal) -> None:
            actors, personae = tables.ActorRecord, tables.PersonaRecord
            if shown is not None:
                journal.as_shown(personae, (persona_id,), {personae.actor_name: shown})
            actor_id = actor_named(journal, clean)
            if clean and actor_id is None:
                if journal.find(actors, {actors.name: clean, actors.is_director: True}):
                    raise RuleError(
                        QT_TRANSLATE_NOOP(
                            "Refusal",
                            "{name} is the Director, who plays no Persona",
                        ),
                        name=clean,
                    )
                actor_id = journal.insert(
                    actors, {actors.name: clean, actors.is_director: False, actors.notes: ""}
                )[0]
            store.update_persona(journal, persona_id, now=self._clock(), actor_name=clean)
            journal.update(personae, (persona_id,), {personae.actor_id: actor_id})

        return self._run(work)

    def set_notes(self, persona_id: int, notes: str, *, shown: str | None = None) -> Edit:
        """Change a Persona's notes."""
        return self._update(
            persona_id, None if shown is None else {"notes": shown}, notes=_clean_notes(notes)
        )

    def set_score(
        self, persona_id: int, score: Score, value: int, *, shown: int | None = None
    ) -> Edit:
        """Set one Score, refusing a value outside its legal range (rules-spec A.1)."""
        return self._update(
            persona_id,
            None if shown is None else {"scores": {score: shown}},
            scores={score: check_score(score, value)},
        )

    def set_flag(
        self, persona_id: int, flag: PersonaFlag, value: bool, *, shown: bool | None = None
    ) -> Edit:
        """Set or clear one status flag: has risked Corruption, has risked Death, dead."""
        return self._update(
            persona_id,
            None if shown is None else {"flags": {flag: shown}},
            flags={flag: _check_flag(flag, value)},
        )
