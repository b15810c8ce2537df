"""Common: no edit is lost or overwritten unseen, on a campaign file and on a shared campaign.

Every write checks that it changed exactly the row it meant: one that changed none (the row
was changed first by another window, or the server kept this user from changing it) is
refused and nothing of the edit is saved. Undo and redo apply only where the rows still hold
what the edit left.
"""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from starshine_desktop.services.campaign import Campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.starshine.records import ElementFields
from starshine_desktop.storage.journal import ChangedMeanwhileError, UndoRefusedError

#: SQL making every update of a Persona change no row, without an error: what the server's
#: row-level security does to a player's update of another player's Persona.
REFUSE_UPDATES = {
    "sqlite": [
        "CREATE TRIGGER keep_personae BEFORE UPDATE ON persona BEGIN SELECT RAISE(IGNORE); END"
    ],
    "postgresql": [
        "CREATE FUNCTION keep_row() RETURNS trigger LANGUAGE plpgsql AS "
        "$$ BEGIN RETURN NULL; END $$",
        "CREATE TRIGGER keep_personae BEFORE UPDATE OR DELETE ON persona "
        "FOR EACH ROW EXECUTE FUNCTION keep_row()",
    ],
}


def _name(campaign: Campaign, persona_id: int) -> str:
    return campaign.personae.get_persona(persona_id).name


def _raw(campaign: Campaign, statements: list[str]) -> None:
    """Run SQL on the campaign beside the app's own path (as an outside party would)."""
    with campaign._store.transaction() as session:
        for statement in statements:
            session.execute(sa.text(statement))


def test_an_update_that_changes_no_row_is_refused_and_nothing_is_saved(
    windows: tuple[Campaign, Campaign],
) -> None:
    first, _second = windows
    persona = first.personae.list_personae()[0]
    engine = "sqlite" if not first.shared else "postgresql"
    _raw(first, REFUSE_UPDATES[engine])
    with pytest.raises(
        ChangedMeanwhileError, match=rf"Persona '{persona.name}'.*nothing was saved"
    ):
        first.personae.rename_persona(persona.id, "Someone else")
    assert _name(first, persona.id) == persona.name
    if first.shared:  # the server also refuses a delete silently: refused here too
        with pytest.raises(ChangedMeanwhileError):
            first.personae.delete_persona(persona.id)
        assert _name(first, persona.id) == persona.name


def test_undo_is_refused_once_another_edit_changed_the_row(
    windows: tuple[Campaign, Campaign],
) -> None:
    first, second = windows
    persona = first.personae.list_personae()[0]
    renamed = first.personae.rename_persona(persona.id, "Vela Renamed")
    second.personae.rename_persona(persona.id, "Lin's choice")
    with pytest.raises(UndoRefusedError, match=r"Cannot undo.*Persona.*nothing was changed"):
        first.undo(renamed)
    assert _name(first, persona.id) == "Lin's choice"
    assert _name(second, persona.id) == "Lin's choice"


def test_undo_of_a_deletion_is_refused_once_the_id_is_taken_and_redo_once_the_row_moved_on(
    windows: tuple[Campaign, Campaign],
) -> None:
    first, second = windows
    added = first.records.add_element("Harbour", notes="first")
    element_id = added.changes.added_ids(RecordKind.ELEMENT)[0]
    first.undo(added)  # the Element is gone again
    with pytest.raises(UndoRefusedError):
        first.undo(added)  # nothing left to remove: refused, not done twice
    first.redo(added)
    second.records.set_field(ElementFields.NOTES, element_id, "changed by the other window")
    with pytest.raises(UndoRefusedError, match="Cannot undo"):
        first.undo(added)  # the Element no longer holds what adding it left
    deleted = first.records.delete(RecordKind.ELEMENT, [element_id])
    first.undo(deleted)
    with pytest.raises(UndoRefusedError, match="Cannot undo"):
        first.undo(deleted)  # the id is back in use: re-adding it is refused
    first.redo(deleted)
    with pytest.raises(UndoRefusedError, match="Cannot redo"):
        first.redo(deleted)  # already deleted
