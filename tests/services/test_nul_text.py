"""Common: text holding the NUL character, which PostgreSQL's text cannot keep.

What a person types is refused with a message naming the field, on either engine, so no
campaign made in the app gains one. A campaign file may still hold one (an older file, or
campaign JSON imported as it was: the file keeps it); sharing such a file is refused with a
sentence naming the record and the field, and nothing is written to the server; any other
write of such text to a shared campaign (a Persona file imported into it) is refused the
same way, naming the record and field, before the server would fail on it.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import (
    Campaign,
    create_shared_campaign,
    import_campaign_file,
    open_campaign,
)
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.exchange import dumps, read_campaign_file
from starshine_desktop.services.shared import publish
from starshine_desktop.services.starshine.records import ElementFields
from starshine_desktop.storage.journal import NulTextError
from starshine_desktop.storage.rows import PersonaValues

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"


@pytest.fixture(params=["sqlite", "postgresql"])
def campaign(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Campaign]:
    """The sample campaign as a file and as a shared campaign."""
    if request.param == "sqlite":
        opened = import_campaign_file(SAMPLE, tmp_path / "sample.starshine")
    else:
        opened = create_shared_campaign(
            request.getfixturevalue("postgres_url"), read_campaign_file(SAMPLE)
        )
    try:
        yield opened
    finally:
        opened.close()


def test_typed_text_holding_nul_is_refused_naming_the_field_on_both_engines(
    campaign: Campaign,
) -> None:
    persona = campaign.personae.list_personae()[0]
    element = campaign.records.list_elements()[0]
    refusals: dict[str, Callable[[], object]] = {
        "A Persona's name cannot hold the NUL character": lambda: campaign.personae.rename_persona(
            persona.id, "Ves\x00per"
        ),
        "Notes cannot hold the NUL character": lambda: campaign.personae.set_notes(
            persona.id, "first line\x00"
        ),
        "An Element's name cannot hold the NUL character": lambda: campaign.records.set_field(
            ElementFields.NAME, element.id, "\x00Gate"
        ),
        "An Actor's name cannot hold the NUL character": lambda: campaign.records.add_actor(
            "Mor\x00gan"
        ),
    }
    count = len(campaign.personae.list_personae())
    for message, refused in refusals.items():
        with pytest.raises(ValidationError, match=f"^{message}$"):
            refused()
    with pytest.raises(ValidationError, match=r"^A Persona's name cannot hold the NUL"):
        campaign.personae.add_persona(PersonaValues(name="New\x00"))
    assert campaign.personae.get_persona(persona.id) == persona
    assert campaign.records.find_elements([element.id]) == [element]
    assert len(campaign.personae.list_personae()) == count
    assert all("\x00" not in row.name for row in campaign.records.list_actors())


def _document_with_nul() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(SAMPLE.read_text(encoding="utf-8"))
    changed = copy.deepcopy(document)
    vesper = next(row for row in changed["personae"] if row["name"] == "Vesper Hale")
    vesper["notes"] = "Owes the Guild\x00 a favour"
    return changed


def _tables(url: str) -> list[str]:
    engine = sa.create_engine(url)
    try:
        return sa.inspect(engine).get_table_names()
    finally:
        engine.dispose()


@pytest.mark.nul_text  # the source is a campaign file holding NUL
def test_sharing_a_file_holding_nul_names_the_record_and_field_and_writes_nothing(
    tmp_path: Path, postgres_url: str
) -> None:
    source = tmp_path / "old.json"
    source.write_bytes(dumps(_document_with_nul()))
    import_campaign_file(source, tmp_path / "old.starshine").close()  # a file keeps it
    with pytest.raises(NulTextError) as refused:
        publish(tmp_path / "old.starshine", postgres_url)
    assert str(refused.value) == (
        "Persona 'Vesper Hale' holds the NUL character in its Notes, which a shared campaign "
        "cannot keep: type that text again in the campaign file and share it again. Nothing "
        "was written to the server."
    )
    assert _tables(postgres_url) == []
    # Typed again in the file (the app's own edit), it is shared.
    local = open_campaign(tmp_path / "old.starshine")
    try:
        vesper = next(row.id for row in local.personae.list_personae() if row.name == "Vesper Hale")
        local.personae.set_notes(vesper, "Owes the Guild a favour")
    finally:
        local.close()
    shared = publish(tmp_path / "old.starshine", postgres_url)
    try:
        assert any(
            row.notes == "Owes the Guild a favour" for row in shared.personae.list_personae()
        )
    finally:
        shared.close()


@pytest.mark.nul_text  # the source is a campaign file holding NUL
def test_a_persona_file_holding_nul_imported_into_a_shared_campaign_is_refused_naming_it(
    tmp_path: Path, postgres_url: str
) -> None:
    source = tmp_path / "old.json"
    source.write_bytes(dumps(_document_with_nul()))
    local = import_campaign_file(source, tmp_path / "old.starshine")
    try:
        vesper = next(row.id for row in local.personae.list_personae() if row.name == "Vesper Hale")
        local.export_persona(vesper, tmp_path / "Vesper.json")
    finally:
        local.close()
    shared = create_shared_campaign(postgres_url)
    try:
        data = shared.read_persona_file(tmp_path / "Vesper.json")
        with pytest.raises(
            NulTextError,
            match=r"^Persona 'Vesper Hale' holds the NUL character in its Notes, which a "
            r"shared campaign cannot keep; nothing was saved\.$",
        ):
            shared.import_persona(data)
        assert shared.personae.list_personae() == []
    finally:
        shared.close()
