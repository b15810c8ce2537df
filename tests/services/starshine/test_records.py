"""The campaign's records through the services: rules, side effects, undo and redo."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.starshine.episodes import ItemKind
from starshine_desktop.services.campaign import Campaign, create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.edits import Edit
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.starshine.records import CharacteristicFields, EpisodeFields
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.journal import ReferenceInUseError
from starshine_desktop.storage.rows import PersonaValues

NOW = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Campaign]:
    opened = create_campaign(tmp_path / "c.starshine", clock=lambda: NOW)
    yield opened
    opened.close()


def _persona(campaign: Campaign, name: str = "Ada", stance: int = 1) -> int:
    changes = campaign.personae.add_persona(PersonaValues(name, stance=stance)).changes
    return changes.added_ids(RecordKind.PERSONA)[0]


def _added(edit: Edit, kind: RecordKind) -> int:
    return edit.changes.added_ids(kind)[0]


def test_an_investment_lowers_its_characteristic_and_undo_restores_it(campaign: Campaign) -> None:
    ada = _persona(campaign)
    records = campaign.records
    bold = _added(records.add_characteristic(ada, "Bold", 4), RecordKind.CHARACTERISTIC)
    gate = _added(records.add_element("The Gate", 2), RecordKind.ELEMENT)

    edit = records.make_investment(ada, gate, bold, "guards it", 3)

    sheet = records.persona_records(ada)
    assert [row.value for row in sheet.characteristics] == [1]
    [investment] = sheet.investments
    assert (investment.value, investment.state, investment.relationship) == (3, "open", "guards it")
    campaign.undo(edit)
    sheet = records.persona_records(ada)
    assert [row.value for row in sheet.characteristics] == [4]
    assert sheet.investments == []
    campaign.redo(edit)
    assert records.persona_records(ada).investments == [investment]


def test_an_investment_larger_than_its_characteristic_is_refused(campaign: Campaign) -> None:
    ada = _persona(campaign)
    records = campaign.records
    bold = _added(records.add_characteristic(ada, "Bold", 2), RecordKind.CHARACTERISTIC)
    gate = _added(records.add_element("The Gate", 2), RecordKind.ELEMENT)
    with pytest.raises(RuleError, match="below 0"):
        records.make_investment(ada, gate, bold, "guards it", 3)
    with pytest.raises(RuleError, match="1 to 6"):
        records.make_investment(ada, gate, bold, "guards it", 0)
    assert records.persona_records(ada).characteristics[0].value == 2
    assert records.persona_records(ada).investments == []


def test_resolving_an_investment_earns_an_advance_and_losing_marks_it(campaign: Campaign) -> None:
    ada = _persona(campaign)
    records = campaign.records
    bold = _added(records.add_characteristic(ada, "Bold", 6), RecordKind.CHARACTERISTIC)
    gate = _added(records.add_element("The Gate", 2), RecordKind.ELEMENT)
    first = _added(records.make_investment(ada, gate, bold, "opens it", 1), RecordKind.INVESTMENT)
    second = _added(records.make_investment(ada, gate, bold, "owns it", 1), RecordKind.INVESTMENT)

    records.set_investment_state(first, "resolved")
    records.set_investment_state(second, "lost")

    sheet = records.persona_records(ada)
    assert [row.state for row in sheet.investments] == ["resolved", "lost"]
    [advance] = sheet.advances
    assert (advance.kind, advance.investment_id, advance.on_date) == ("earned", first, "2026-05-01")
    assert "The Gate > opens it" in advance.reason
    with pytest.raises(RuleError, match="only an open one"):
        records.set_investment_state(first, "lost")


def test_strategies_raise_the_stance_by_one_up_to_six_and_log_it(campaign: Campaign) -> None:
    ada = _persona(campaign, stance=5)
    records = campaign.records
    plan = _added(records.start_strategy(ada, "Hold the gate", None), RecordKind.STRATEGY)
    assert campaign.personae.get_persona(ada).stance == 6
    develop = records.develop_strategy(plan)
    assert campaign.personae.get_persona(ada).stance == 6
    log = records.persona_records(ada).stance_changes
    assert [(row.old_stance, row.new_stance) for row in log] == [(5, 6), (6, 6)]
    assert "maximum" in log[1].reason
    campaign.undo(develop)
    assert len(records.persona_records(ada).stance_changes) == 1
    records.set_strategy_state(plan, "surrendered")
    with pytest.raises(RuleError, match="cannot be developed"):
        records.develop_strategy(plan)


def test_a_stance_set_by_hand_is_logged_and_undo_takes_the_entry_back(
    campaign: Campaign,
) -> None:
    ada = _persona(campaign, stance=2)
    records = campaign.records
    edit = records.set_stance(ada, 5)
    assert campaign.personae.get_persona(ada).stance == 5
    (entry,) = records.persona_records(ada).stance_changes
    assert (entry.old_stance, entry.new_stance, entry.strategy_id) == (2, 5, None)
    assert entry.reason == "Set by the Director on the Persona sheet"
    assert edit.changes.updated_ids(RecordKind.PERSONA) == [ada]
    campaign.undo(edit)
    assert campaign.personae.get_persona(ada).stance == 2
    assert records.persona_records(ada).stance_changes == []
    campaign.redo(edit)
    assert [row.new_stance for row in records.persona_records(ada).stance_changes] == [5]
    unchanged = records.set_stance(ada, 5)
    assert unchanged.ops == ()
    assert len(records.persona_records(ada).stance_changes) == 1
    for bad in (0, 7, "4", None):
        with pytest.raises(RuleError, match="Stance"):
            records.set_stance(ada, bad)
    assert campaign.personae.get_persona(ada).stance == 5
    assert len(records.persona_records(ada).stance_changes) == 1


def test_out_of_range_values_and_broken_references_change_nothing(campaign: Campaign) -> None:
    ada = _persona(campaign)
    records = campaign.records
    bold = _added(records.add_characteristic(ada, "Bold", 2), RecordKind.CHARACTERISTIC)
    with pytest.raises(RuleError, match="0 to 6"):
        records.set_field(CharacteristicFields.VALUE, bold, 7)
    with pytest.raises(RuleError, match="whole number"):
        records.set_field(CharacteristicFields.VALUE, bold, True)
    with pytest.raises(RecordNotFoundError):
        records.add_trait("Quick", 2, on="persona:999")
    with pytest.raises(RecordNotFoundError):
        records.add_characteristic(999, "Bold", 2)
    with pytest.raises(ValidationError, match="blank"):
        records.set_field(CharacteristicFields.NAME, bold, "  ")
    assert records.persona_records(ada).characteristics[0].value == 2
    assert records.list_traits() == []


def test_deleting_several_rows_is_one_edit_that_undo_restores(campaign: Campaign) -> None:
    ada = _persona(campaign)
    records = campaign.records
    gate = _added(records.add_element("The Gate", 2), RecordKind.ELEMENT)
    ids = [
        _added(records.add_trait(name, 1, on=f"persona:{ada}"), RecordKind.TRAIT)
        for name in ("Quick", "Brave")
    ]
    ids.append(
        _added(
            records.add_trait("Cursed", 3, on=f"element:{gate}", negative=True), RecordKind.TRAIT
        )
    )
    before = records.list_traits()
    edit = records.delete(RecordKind.TRAIT, ids)
    assert records.list_traits() == []
    assert sorted(edit.changes.removed_ids(RecordKind.TRAIT)) == ids
    campaign.undo(edit)
    assert records.list_traits() == before


def test_an_element_with_an_investment_is_not_deleted(campaign: Campaign) -> None:
    ada = _persona(campaign)
    records = campaign.records
    bold = _added(records.add_characteristic(ada, "Bold", 4), RecordKind.CHARACTERISTIC)
    gate = _added(records.add_element("The Gate", 2), RecordKind.ELEMENT)
    records.make_investment(ada, gate, bold, "guards it", 1)
    with pytest.raises(ReferenceInUseError, match="The Gate"):
        records.delete(RecordKind.ELEMENT, [gate])
    assert [row.name for row in records.list_elements()] == ["The Gate"]


def test_deleting_a_characteristic_takes_its_expressions_and_undo_brings_them(
    campaign: Campaign,
) -> None:
    ada = _persona(campaign)
    records = campaign.records
    bold = _added(records.add_characteristic(ada, "Bold", 4), RecordKind.CHARACTERISTIC)
    records.add_expression(bold, "stands in front")
    edit = records.delete(RecordKind.CHARACTERISTIC, [bold])
    assert records.persona_records(ada).expressions == []
    campaign.undo(edit)
    assert [row.text for row in records.persona_records(ada).expressions] == ["stands in front"]


def test_modified_scores_show_base_and_modified_values(campaign: Campaign) -> None:
    ada = _persona(campaign)
    records = campaign.records
    records.add_modifier(ada, "knack", "Fencing", "defense", 2)
    records.add_modifier(ada, "signature_item", "Old sword", "defense", -1)
    base = campaign.personae.get_persona(ada).scores
    scores = {row.score.value: row for row in records.persona_records(ada).modified_scores(base)}
    assert (scores["defense"].base, scores["defense"].modified) == (1, 2)
    assert scores["lead"].modified == scores["lead"].base


def _episode_table(campaign: Campaign) -> tuple[dict[str, int], dict[str, int], int, int]:
    records = campaign.records
    actors = {
        name: _added(records.add_actor(name, is_director=name == "Dee"), RecordKind.ACTOR)
        for name in ("Ann", "Bob", "Dee")
    }
    personae = {"Ada": _persona(campaign, "Ada"), "Bea": _persona(campaign, "Bea")}
    records.set_persona_actor(personae["Ada"], actors["Ann"])
    records.set_persona_actor(personae["Bea"], actors["Bob"])
    bold = _added(records.add_characteristic(personae["Ada"], "Bold", 3), RecordKind.CHARACTERISTIC)
    expression = _added(records.add_expression(bold, "charges first"), RecordKind.EXPRESSION)
    trait = _added(records.add_trait("Lucky", 1, on=f"persona:{personae['Bea']}"), RecordKind.TRAIT)
    return actors, personae, expression, trait


def test_closing_an_episode_awards_only_personae_every_other_player_fully_checked(
    campaign: Campaign,
) -> None:
    actors, personae, expression, trait = _episode_table(campaign)
    episodes = campaign.episodes
    episode = _added(
        episodes.create_episode("Night one", "2026-05-01", actors.values()), RecordKind.EPISODE
    )
    # Ada (Ann's) is checked by Bob and the Director; Bea (Bob's) only by Ann.
    episodes.set_check(episode, actors["Bob"], ItemKind.EXPRESSION, expression, True)
    episodes.set_check(episode, actors["Dee"], ItemKind.EXPRESSION, expression, True)
    episodes.set_check(episode, actors["Ann"], ItemKind.TRAIT, trait, True)
    with pytest.raises(RuleError, match="own player"):
        episodes.set_check(episode, actors["Ann"], ItemKind.EXPRESSION, expression, True)

    edit = episodes.close_episode(episode)

    view = episodes.view(episode)
    outcomes = {row.persona_id: row for row in view.outcomes}
    assert outcomes[personae["Ada"]].awarded
    assert not outcomes[personae["Bea"]].awarded
    assert outcomes[personae["Bea"]].missing == "Dee did not check trait 'Lucky'"
    records = campaign.records
    assert [row.episode_id for row in records.persona_records(personae["Ada"]).advances] == [
        episode
    ]
    assert records.persona_records(personae["Bea"]).advances == []
    with pytest.raises(RuleError, match="closed"):
        episodes.set_check(episode, actors["Dee"], ItemKind.TRAIT, trait, True)
    with pytest.raises(RuleError, match="closed"):
        episodes.set_field(EpisodeFields.TITLE, episode, "Other")
    campaign.undo(edit)
    assert not episodes.view(episode).episode.closed
    assert records.persona_records(personae["Ada"]).advances == []


def test_the_director_plays_no_persona(campaign: Campaign) -> None:
    director = _added(campaign.records.add_actor("Dee", is_director=True), RecordKind.ACTOR)
    ada = _persona(campaign)
    with pytest.raises(RuleError, match="Director plays no Persona"):
        campaign.records.set_persona_actor(ada, director)
    with pytest.raises(ValidationError, match="already has a Director"):
        campaign.records.add_actor("Other", is_director=True)


def test_typing_the_actor_on_the_sheet_links_the_actor_of_that_name(campaign: Campaign) -> None:
    ann = _added(campaign.records.add_actor("Ann"), RecordKind.ACTOR)
    ada = _persona(campaign)
    campaign.personae.set_actor_name(ada, "Ann")
    assert campaign.records.persona_records(ada).actor_id == ann
    assert [actor.name for actor in campaign.records.list_actors()] == ["Ann"]
    # A name the campaign has no Actor for adds that Actor, in the same one edit.
    edit = campaign.personae.set_actor_name(ada, "Somebody else")
    [new] = edit.changes.added_ids(RecordKind.ACTOR)
    assert campaign.records.persona_records(ada).actor_id == new
    assert {actor.name for actor in campaign.records.list_actors()} == {"Ann", "Somebody else"}
    campaign.undo(edit)
    assert campaign.records.persona_records(ada).actor_id == ann
    assert [actor.name for actor in campaign.records.list_actors()] == ["Ann"]
    campaign.personae.set_actor_name(ada, "")
    assert campaign.records.persona_records(ada).actor_id is None
    campaign.records.add_actor("Dee", is_director=True)
    with pytest.raises(RuleError, match="Dee is the Director, who plays no Persona"):
        campaign.personae.set_actor_name(ada, "Dee")
    assert campaign.personae.get_persona(ada).actor_name == ""
