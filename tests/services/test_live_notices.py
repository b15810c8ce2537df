"""Common: each committed edit's changes travel to the other windows of a shared campaign.

The notice is sent with ``NOTIFY`` inside the edit's transaction: delivered once it commits,
never for an edit refused and rolled back; undo and redo send theirs too; changes too many
to name travel as the kinds to read again.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa

from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import (
    Campaign,
    create_shared_campaign,
    open_shared_campaign,
)
from starshine_desktop.services.changes import (
    NOTICE_LIMIT,
    Changes,
    RecordKind,
    notice_text,
    read_notice,
)
from starshine_desktop.services.exchange import read_campaign_file
from starshine_desktop.storage.journal import ChangedMeanwhileError
from starshine_desktop.storage.server import Listener, ServerDatabase

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"


@pytest.fixture
def two_windows(postgres_url: str) -> Iterator[tuple[Campaign, Listener]]:
    """A player's window editing, and another window's listener on the same campaign."""
    editing = create_shared_campaign(postgres_url, read_campaign_file(SAMPLE))
    other = open_shared_campaign(postgres_url)
    assert isinstance(other._store, ServerDatabase)
    listener = other._store.listen()
    try:
        yield editing, listener
    finally:
        listener.close()
        other.close()
        editing.close()


def test_an_edit_undo_and_redo_reach_the_other_window_with_their_changes(
    two_windows: tuple[Campaign, Listener],
) -> None:
    editing, listener = two_windows
    persona = editing.personae.list_personae()[0]
    assert listener.take() == []
    renamed = editing.personae.rename_persona(persona.id, "Vela of the Tide")
    [text] = listener.take(timeout=5)
    assert (
        read_notice(text).changes
        == renamed.changes
        == Changes.update(RecordKind.PERSONA, persona.id)
    )
    undone = editing.undo(renamed)
    redone = editing.redo(renamed)
    notices = listener.take(timeout=5)
    while len(notices) < 2:
        more = listener.take(timeout=5)
        assert more, "a notice never arrived"
        notices += more
    assert [read_notice(text).changes for text in notices] == [undone, redone]


def test_a_refused_edit_sends_nothing(two_windows: tuple[Campaign, Listener]) -> None:
    editing, listener = two_windows
    persona = editing.personae.list_personae()[0]
    with editing._store.transaction() as session:
        session.execute(
            sa.text(
                "CREATE FUNCTION keep_row() RETURNS trigger LANGUAGE plpgsql AS "
                "$$ BEGIN RETURN NULL; END $$"
            )
        )
        session.execute(
            sa.text(
                "CREATE TRIGGER keep_personae BEFORE UPDATE ON persona "
                "FOR EACH ROW EXECUTE FUNCTION keep_row()"
            )
        )
    with pytest.raises(ChangedMeanwhileError):
        editing.personae.rename_persona(persona.id, "Someone else")
    editing.records.add_element("Harbour")  # a later edit's notice arrives: nothing before it
    [text] = listener.take(timeout=5)
    assert read_notice(text).changes.added_ids(RecordKind.ELEMENT)


def test_changes_too_many_to_name_travel_as_the_kinds_to_read_again() -> None:
    few = Changes.update(RecordKind.PERSONA, 3) | Changes.remove(RecordKind.TRAIT, 9)
    assert read_notice(notice_text(few)).changes == few
    many = Changes(
        added=frozenset((RecordKind.TRAIT, number) for number in range(2000)),
        updated=frozenset({(RecordKind.PERSONA, 1)}),
    )
    text = notice_text(many)
    assert len(text.encode()) <= NOTICE_LIMIT
    notice = read_notice(text)
    assert notice.reload == {RecordKind.TRAIT, RecordKind.PERSONA} and not notice.changes
