"""Common: an edit made from a value a window showed is refused once someone changed it since.

A window hands each edit the value it showed when the person began it (``shown``); the
journal compares it with the row inside the edit's transaction, so another window's change
committed meanwhile is never replaced unseen: the edit is refused naming who changed it
(where the shared campaign records that) and the window is told which record to read again.
Runs on a campaign file and on a shared campaign (two connections, as two apps).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

import pytest

from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services import exchange
from starshine_desktop.services.campaign import (
    Campaign,
    import_campaign_file,
    open_shared_campaign,
)
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.edits import changed_since
from starshine_desktop.services.shared import add_player, publish
from starshine_desktop.services.starshine.records import (
    ActorFields,
    AdvanceFields,
    ElementFields,
    InvestmentFields,
    StrategyFields,
    TraitFields,
    holder_of,
)
from starshine_desktop.storage.journal import ChangedMeanwhileError, ChangedSinceShownError
from starshine_desktop.storage.rows import PersonaFlag

SAMPLE = Path(exchange.__file__).parent.parent.parent / "resources" / "sample-campaign.json"


def _persona(campaign: Campaign, name: str) -> int:
    return next(row.id for row in campaign.personae.list_personae() if row.name == name)


def test_a_name_changed_since_it_was_shown_is_refused_and_the_record_named_to_read_again(
    windows: tuple[Campaign, Campaign],
) -> None:
    first, second = windows
    vesper = _persona(first, "Vesper Hale")
    shown = first.personae.get_persona(vesper).name  # the first window begins the edit
    second.personae.rename_persona(vesper, "Vesper Rising", shown="Vesper Hale")
    with pytest.raises(
        ChangedSinceShownError,
        match=r"^Persona 'Vesper Hale' was changed since it was shown here; nothing was "
        r"changed\. It now shows what is saved\.$",
    ) as refused:
        first.personae.rename_persona(vesper, "Vesper of the Director", shown=shown)
    assert isinstance(refused.value, ChangedMeanwhileError)
    assert changed_since(refused.value) == Changes.update(RecordKind.PERSONA, vesper)
    assert first.personae.get_persona(vesper).name == "Vesper Rising"
    assert second.personae.get_persona(vesper).name == "Vesper Rising"
    # Made from what is shown now, the same edit is saved (and undone as any edit).
    renamed = first.personae.rename_persona(vesper, "Vesper of the Director", shown="Vesper Rising")
    assert second.personae.get_persona(vesper).name == "Vesper of the Director"
    first.undo(renamed)
    assert second.personae.get_persona(vesper).name == "Vesper Rising"


def test_every_field_of_the_persona_sheet_compares_what_it_showed(
    windows: tuple[Campaign, Campaign],
) -> None:
    first, second = windows
    vesper = _persona(first, "Vesper Hale")
    row = first.personae.get_persona(vesper)
    lead = row.score(Score.LEAD)
    legal = Score.LEAD.legal_range
    other = lead + 1 if lead < legal.maximum else lead - 1
    second.personae.set_score(vesper, Score.LEAD, other)
    second.personae.set_notes(vesper, "Lin's notes")
    second.personae.set_flag(vesper, PersonaFlag.DEAD, not row.dead)
    second.personae.set_actor_name(vesper, "Tomás")
    second.records.set_stance(vesper, 6 if row.stance != 6 else 5)
    refusals: list[Callable[[], object]] = [
        lambda: first.personae.set_score(vesper, Score.LEAD, legal.minimum, shown=lead),
        lambda: first.personae.set_notes(vesper, "mine", shown=row.notes),
        lambda: first.personae.set_flag(vesper, PersonaFlag.DEAD, row.dead, shown=row.dead),
        lambda: first.personae.set_actor_name(vesper, "Someone", shown=row.actor_name),
        lambda: first.records.set_stance(vesper, row.stance, shown=row.stance),
    ]
    for refusal in refusals:
        with pytest.raises(ChangedSinceShownError, match="Vesper Hale"):
            refusal()
    now = second.personae.get_persona(vesper)
    assert (now.score(Score.LEAD), now.notes, now.dead) == (other, "Lin's notes", not row.dead)
    assert now.actor_name == "Tomás"
    # A change of another field of the same record is no reason to refuse.
    stunt = row.score(Score.STUNT)
    changed = stunt + 1 if stunt < Score.STUNT.legal_range.maximum else stunt - 1
    first.personae.set_score(vesper, Score.STUNT, changed, shown=stunt)
    assert second.personae.get_persona(vesper).score(Score.STUNT) == changed


def test_a_record_table_cell_compares_what_it_showed(windows: tuple[Campaign, Campaign]) -> None:
    first, second = windows
    element = first.records.list_elements()[0]
    second.records.set_field(ElementFields.NAME, element.id, "The Drowned Bell")
    with pytest.raises(ChangedSinceShownError, match=rf"Element '{element.name}'"):
        first.records.set_field(ElementFields.NAME, element.id, "Mine", shown=element.name)
    with pytest.raises(ChangedSinceShownError):
        first.records.set_field(ElementFields.SCALE, element.id, 1, shown=element.scale + 1)
    assert second.records.find_elements([element.id])[0].name == "The Drowned Bell"
    # The value typed being what is saved now changes nothing and refuses nothing.
    same = first.records.set_field(
        ElementFields.NAME, element.id, "The Drowned Bell", shown=element.name
    )
    assert not same
    # Without a value shown (a use case that reads and writes at once) nothing is compared.
    first.records.set_field(ElementFields.NAME, element.id, "Bell Tower")
    assert second.records.find_elements([element.id])[0].name == "Bell Tower"

    trait = first.records.list_traits()[0]
    second.records.set_field(TraitFields.NEGATIVE, trait.id, not trait.negative)
    with pytest.raises(ChangedSinceShownError):
        first.records.set_field(
            TraitFields.NEGATIVE, trait.id, trait.negative, shown=trait.negative
        )
    actor = next(row for row in first.records.list_actors() if not row.is_director)
    second.records.set_field(ActorFields.NAME, actor.id, "Someone New")
    with pytest.raises(ChangedSinceShownError, match=rf"Actor '{actor.name}'"):
        first.records.set_field(ActorFields.NAME, actor.id, "Mine", shown=actor.name)


def test_a_field_that_is_a_rule_over_several_rows_compares_what_it_showed(
    windows: tuple[Campaign, Campaign],
) -> None:
    """A Trait's holder, an Investment's and a Strategy's state, a Strategy's Investment: the
    refusal names the record before the rule judges a value the person never saw, and the
    record is named to read again."""
    first, second = windows
    vesper, brannoc = _persona(first, "Vesper Hale"), _persona(first, "Brannoc Reed")
    shown = first.records.persona_records(vesper)
    element = first.records.list_elements()[0]

    trait = shown.traits[0]
    second.records.set_field(TraitFields.ON, trait.id, f"persona:{brannoc}")
    with pytest.raises(ChangedSinceShownError, match=rf"Trait '{trait.name}'") as refused:
        first.records.set_field(
            TraitFields.ON, trait.id, f"element:{element.id}", shown=holder_of(trait)
        )
    assert changed_since(refused.value) == Changes.update(RecordKind.TRAIT, trait.id)
    assert second.records.find_trait_listing([trait.id])[0].persona_id == brannoc

    investment = shown.investments[0]
    assert investment.state == "open"
    second.records.set_field(InvestmentFields.STATE, investment.id, "lost")
    with pytest.raises(ChangedSinceShownError) as refused:  # not "already lost"
        first.records.set_field(
            InvestmentFields.STATE, investment.id, "resolved", shown=investment.state
        )
    assert changed_since(refused.value) == Changes.update(RecordKind.INVESTMENT, investment.id)
    again = second.records.persona_records(vesper)
    assert again.investments[0].state == "lost"
    assert len(again.advances) == len(shown.advances)  # no Advance earned

    strategy = shown.strategies[0]
    assert (strategy.state, strategy.investment_id) == ("active", investment.id)
    second.records.set_field(StrategyFields.STATE, strategy.id, "completed")
    with pytest.raises(ChangedSinceShownError):  # not "a completed Strategy stays so"
        first.records.set_field(
            StrategyFields.STATE, strategy.id, "surrendered", shown=strategy.state
        )
    second.records.set_field(StrategyFields.INVESTMENT, strategy.id, None)
    with pytest.raises(ChangedSinceShownError) as refused:
        first.records.set_field(
            StrategyFields.INVESTMENT, strategy.id, investment.id, shown=strategy.investment_id
        )
    assert changed_since(refused.value) == Changes.update(RecordKind.STRATEGY, strategy.id)
    now = second.records.persona_records(vesper).strategies[0]
    assert (now.state, now.investment_id) == ("completed", None)
    # Made from what is saved now, the edit is saved: pursuing nothing is a value shown too.
    first.records.set_field(StrategyFields.INVESTMENT, strategy.id, investment.id, shown=None)
    assert second.records.persona_records(vesper).strategies[0].investment_id == investment.id
    first.records.set_field(
        TraitFields.ON, trait.id, f"element:{element.id}", shown=f"persona:{brannoc}"
    )
    assert second.records.find_trait_listing([trait.id])[0].element_id == element.id


def _advance_date(campaign: Campaign, persona_id: int, advance_id: int) -> str:
    advances = campaign.records.persona_records(persona_id).advances
    return next(row.on_date for row in advances if row.id == advance_id)


def test_a_date_shown_as_text_compares_with_the_stored_date(
    windows: tuple[Campaign, Campaign],
) -> None:
    first, second = windows
    vesper = _persona(first, "Vesper Hale")
    added = first.records.add_advance(vesper, "earned", "for the test", "2026-04-01")
    advance_id = added.changes.added_ids(RecordKind.ADVANCE)[0]
    shown = _advance_date(first, vesper, advance_id)
    assert str(shown) == "2026-04-01"
    first.records.set_field(AdvanceFields.ON_DATE, advance_id, "2026-04-02", shown=shown)
    with pytest.raises(ChangedSinceShownError):
        second.records.set_field(AdvanceFields.ON_DATE, advance_id, "2026-04-03", shown=shown)
    stored = _advance_date(first, vesper, advance_id)
    assert str(stored) == date(2026, 4, 2).isoformat()


def test_on_a_shared_campaign_the_refusal_names_who_changed_it(
    tmp_path: Path, postgres_url: str
) -> None:
    """The Director's app shows Vesper Hale's name; Priya's app renames her; the Director's
    edit made from the name shown is refused naming Priya, and the name stays hers."""
    from sqlalchemy.engine import make_url

    local = import_campaign_file(SAMPLE, tmp_path / "table.starshine")
    local.close()
    director = publish(tmp_path / "table.starshine", postgres_url)
    try:
        login = f"priya_{tmp_path.name[-8:].lower().replace('-', '_')}"
        add_player(director, "Priya", login, None)
        address = make_url(postgres_url).set(username=login).render_as_string(hide_password=False)
        priya = open_shared_campaign(address)
        try:
            vesper = _persona(director, "Vesper Hale")
            shown = director.personae.get_persona(vesper).name
            priya.personae.rename_persona(vesper, "Vesper Rising", shown=shown)
            with pytest.raises(ChangedSinceShownError) as refused:
                director.personae.rename_persona(vesper, "Vesper of the Director", shown=shown)
            assert str(refused.value) == (
                "Priya changed Vesper Hale's Name since; nothing was changed."
            )
            assert changed_since(refused.value) == Changes.update(RecordKind.PERSONA, vesper)
            assert director.personae.get_persona(vesper).name == "Vesper Rising"
        finally:
            priya.close()
    finally:
        director.close()
