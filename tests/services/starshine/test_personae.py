"""Persona use cases through the public services, on a real campaign file."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from starshine_desktop import paths
from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.starshine.scores import DEFAULT_SCORES, Score
from starshine_desktop.services.campaign import (
    Campaign,
    create_campaign,
    open_campaign,
    open_or_create_default,
)
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.rows import PersonaValues

PERSONA = RecordKind.PERSONA


class StepClock:
    """A clock that moves one minute each time it is read."""

    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Campaign]:
    opened = create_campaign(tmp_path / "table.starshine", clock=StepClock())
    yield opened
    opened.close()


def _added_id(edit: Edit) -> int:
    [new_id] = edit.changes.added_ids(PERSONA)
    return new_id


def test_add_returns_the_new_id_and_stores_defaults(campaign: Campaign) -> None:
    edit = campaign.personae.add_persona(PersonaValues("  Ada   Quill ", "Mo"))
    new_id = _added_id(edit)
    assert edit.changes == Changes.add(PERSONA, new_id)
    row = campaign.personae.get_persona(new_id)
    assert (row.name, row.actor_name, row.stance) == ("Ada Quill", "Mo", 1)
    assert dict(row.scores) == DEFAULT_SCORES


def test_set_score_saves_at_once_and_updates_the_time(campaign: Campaign, tmp_path: Path) -> None:
    new_id = _added_id(campaign.personae.add_persona(PersonaValues("Ada")))
    before = campaign.personae.get_persona(new_id)
    edit = campaign.personae.set_score(new_id, Score.STUNT, -4)
    assert edit.changes == Changes.update(PERSONA, new_id)
    after = campaign.personae.get_persona(new_id)
    assert after.score(Score.STUNT) == -4
    assert after.updated_at > before.updated_at
    assert after.created_at == before.created_at
    campaign.close()
    reopened = open_campaign(tmp_path / "table.starshine")
    assert reopened.personae.get_persona(new_id).score(Score.STUNT) == -4
    reopened.close()


@pytest.mark.parametrize(
    ("score", "value", "message"),
    [
        (Score.BASE, 7, "Base must be 0 to 6"),
        (Score.STUNT, -7, "Stunt must be -6 to \\+6"),
        (Score.SURRENDER, 0, "Surrender must be 1 to 6"),
        (Score.FORTUNE, 21, "Fortune must be 0 to 20"),
    ],
)
def test_an_out_of_range_score_is_refused_and_nothing_changes(
    campaign: Campaign, score: Score, value: int, message: str
) -> None:
    new_id = _added_id(campaign.personae.add_persona(PersonaValues("Ada")))
    before = campaign.personae.get_persona(new_id)
    with pytest.raises(RuleError, match=message):
        campaign.personae.set_score(new_id, score, value)
    assert campaign.personae.get_persona(new_id) == before


def test_stance_is_the_directors_and_ranges_one_to_six(campaign: Campaign) -> None:
    new_id = _added_id(campaign.personae.add_persona(PersonaValues("Ada")))
    campaign.records.set_stance(new_id, 6)
    with pytest.raises(RuleError, match="Stance must be 1 to 6"):
        campaign.records.set_stance(new_id, 7)
    with pytest.raises(RuleError, match="Stance must be 1 to 6"):
        campaign.personae.add_persona(PersonaValues("Bea", stance=0))
    assert campaign.personae.get_persona(new_id).stance == 6


def test_text_fields(campaign: Campaign) -> None:
    new_id = _added_id(campaign.personae.add_persona(PersonaValues("Ada")))
    campaign.personae.rename_persona(new_id, "Bea")
    campaign.personae.set_actor_name(new_id, "Sam")
    campaign.personae.set_notes(new_id, "line one\nline two")
    with pytest.raises(ValidationError, match="name cannot be blank"):
        campaign.personae.rename_persona(new_id, "   ")
    with pytest.raises(ValidationError, match="longer than 200"):
        campaign.personae.set_actor_name(new_id, "x" * 201)
    # One check for a record's one-line texts (``record_values.clean_line``): a value that is
    # not text is refused naming the field, not failed on.
    with pytest.raises(ValidationError, match="A Persona's name must be text, not 7"):
        campaign.personae.rename_persona(new_id, 7)  # type: ignore[arg-type]
    row = campaign.personae.get_persona(new_id)
    assert (row.name, row.actor_name, row.notes) == ("Bea", "Sam", "line one\nline two")


def test_duplicate_copies_everything_under_a_new_name(campaign: Campaign) -> None:
    original = _added_id(campaign.personae.add_persona(PersonaValues("Ada", "Mo", 4, "notes")))
    campaign.personae.set_score(original, Score.GUARD, 12)
    copy = _added_id(campaign.personae.duplicate_persona(original))
    assert copy != original
    row = campaign.personae.get_persona(copy)
    assert row.name == "Ada (copy)"
    assert row.values == PersonaValues(
        "Ada (copy)", "Mo", 4, "notes", campaign.personae.get_persona(original).scores
    )


def test_delete_then_undo_brings_back_the_same_record(campaign: Campaign) -> None:
    new_id = _added_id(campaign.personae.add_persona(PersonaValues("Ada")))
    row = campaign.personae.get_persona(new_id)
    edit = campaign.personae.delete_persona(new_id)
    assert edit.changes == Changes.remove(PERSONA, new_id)
    assert campaign.personae.list_personae() == []
    with pytest.raises(RecordNotFoundError):
        campaign.personae.delete_persona(new_id)
    assert campaign.undo(edit) == Changes.add(PERSONA, new_id)
    restored = campaign.personae.get_persona(new_id)
    assert restored == row
    assert campaign.redo(edit) == Changes.remove(PERSONA, new_id)
    assert campaign.personae.list_personae() == []


@pytest.mark.file_campaign
def test_the_default_campaign_is_created_once_under_starshine_home(starshine_home: Path) -> None:
    assert paths.default_campaign_path().parent == starshine_home
    first = open_or_create_default()
    new_id = _added_id(first.personae.add_persona(PersonaValues("Ada")))
    first.close()
    second = open_or_create_default()
    assert second.path == starshine_home / "campaign.starshine"
    assert [row.id for row in second.personae.list_personae()] == [new_id]
    second.close()


@pytest.mark.file_campaign
def test_save_a_copy_as(campaign: Campaign, tmp_path: Path) -> None:
    campaign.personae.add_persona(PersonaValues("Ada"))
    copy_path = tmp_path / "copy.starshine"
    copy_path.write_text("old")
    campaign.save_copy_as(copy_path)
    copy = open_campaign(copy_path)
    assert [row.name for row in copy.personae.list_personae()] == ["Ada"]
    copy.close()
    with pytest.raises(ValueError, match="it is the open campaign"):
        campaign.save_copy_as(campaign.path)


def test_changes_merge_and_truthiness() -> None:
    merged = Changes.add(PERSONA, 2) | Changes.update(PERSONA, 1) | Changes.remove(PERSONA, 3)
    assert (merged.added_ids(PERSONA), merged.updated_ids(PERSONA)) == ([2], [1])
    assert merged.removed_ids(PERSONA) == [3]
    assert merged and not Changes()
