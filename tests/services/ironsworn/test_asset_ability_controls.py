"""Ironsworn: an asset ability's own controls (Marked's "stained reputation" clock, the Snub
Fighter's victory marks) are kept on the sheet, edited as one undoable step each, travel with
the campaign JSON and the Persona file; an ability's ``enhance_asset`` (the Symbiote's third
ability raising its health to 3) and a chosen ``select_enhancement`` (Ironclad geared for
war counting as an impact) change the card while ticked or chosen, and clearing reverts."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn.assets import (
    check_value,
    held_asset,
    held_move,
    roll_values,
)
from starshine_desktop.rules.ironsworn.datasworn import read_package, reference_move
from starshine_desktop.services.campaign import Campaign, create_campaign

from .test_sheet_assets import StepClock, _add, _card, _checked, _persona, _raw, _text, campaign

__all__ = ["campaign"]  # the fixture, shared with the sheet's tests

MARKED = "asset:starforged/deed/marked"
SYMBIOTE = "asset:starforged/companion/symbiote"
SNUB_FIGHTER = "asset:starforged/support_vehicle/snub_fighter"
IRONCLAD = "asset:classic/combat_talent/ironclad"
CLOCK = "abilities.2.clock"


def _held(campaign: Campaign, persona_id: int, name: str) -> dict[str, object]:
    found = {a.name: a for a in campaign.assets.list_assets(persona_id)}
    held = found[name].held
    assert held is not None
    return dict(held.values)


def test_an_abilitys_clock_is_kept_edited_and_undone(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    row = _add(campaign, kirra, MARKED)
    [marked] = campaign.assets.list_assets(kirra)
    assert marked.held is not None
    [clock] = [f for f in marked.held.fields if f.ability]
    assert (clock.key, clock.label, clock.kind, clock.low, clock.high, clock.ability) == (
        CLOCK,
        "stained reputation",
        "clock",
        0,
        6,
        2,
    )
    assert marked.held.values[CLOCK] == 0
    edit = campaign.assets.set_value(row, CLOCK, 4)
    assert _held(campaign, kirra, "Marked")[CLOCK] == 4
    with pytest.raises(RuleError, match="Marked stained reputation must be 0 to 6, not 7"):
        campaign.assets.set_value(row, CLOCK, 7)
    assert _held(campaign, kirra, "Marked")[CLOCK] == 4
    campaign.undo(edit)
    assert _held(campaign, kirra, "Marked")[CLOCK] == 0
    # A clock nobody rolls is not a roll option.
    assert campaign.assets.roll_values(kirra) == {}
    # A counter with no maximum on its card counts on (the Snub Fighter's victory marks).
    fighter = _add(campaign, kirra, SNUB_FIGHTER)
    campaign.assets.set_value(fighter, "abilities.3.victory_marks", 12)
    assert _held(campaign, kirra, "Snub Fighter")["abilities.3.victory_marks"] == 12


def test_an_ability_raising_a_meter_changes_the_card_while_ticked(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    row = _add(campaign, kirra, SYMBIOTE)
    with pytest.raises(RuleError, match="Symbiote health must be 0 to 2, not 3"):
        campaign.assets.set_value(row, "health", 3)
    campaign.assets.set_ability(row, 3, True)
    [symbiote] = campaign.assets.list_assets(kirra)
    assert symbiote.held is not None
    assert {f.key: f.high for f in symbiote.held.fields}["health"] == 3
    campaign.assets.set_value(row, "health", 3)
    assert campaign.assets.roll_values(kirra) == {"Symbiote health": 3}
    cleared = campaign.assets.set_ability(row, 3, False)
    [symbiote] = campaign.assets.list_assets(kirra)
    assert symbiote.held is not None
    assert {f.key: f.high for f in symbiote.held.fields}["health"] == 2
    assert symbiote.held.values["health"] == 2  # brought within the card's range
    campaign.undo(cleared)
    assert _held(campaign, kirra, "Symbiote")["health"] == 3


def test_a_chosen_enhancement_changes_the_card(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    row = _add(campaign, kirra, IRONCLAD)
    [ironclad] = campaign.assets.list_assets(kirra)
    assert ironclad.held is not None and not ironclad.held.card.count_as_impact
    campaign.assets.set_value(row, "equipped", "geared for war")
    [ironclad] = campaign.assets.list_assets(kirra)
    assert ironclad.held is not None and ironclad.held.card.count_as_impact
    campaign.assets.set_value(row, "equipped", "lightly_armored")
    [ironclad] = campaign.assets.list_assets(kirra)
    assert ironclad.held is not None and not ironclad.held.card.count_as_impact


def test_an_abilitys_rollable_meter_is_a_roll_option() -> None:
    """No published card has one yet: Marked's clock made rollable is offered by its name,
    and a move rolling a control named "clock" rolls it."""
    raw = copy.deepcopy(_raw("starforged"))
    deed = raw["assets"]["deed"]["contents"]["marked"]
    deed["abilities"][1]["controls"]["clock"]["rollable"] = True
    hit = raw["moves"]["suffer"]["contents"]["companion_takes_a_hit"]
    hit["trigger"]["conditions"][0]["roll_options"][0]["control"] = "clock"
    package = read_package(raw)
    card = next(a for a in package.assets if a.id == MARKED)
    held = held_asset(card, (True, True, False), {CLOCK: 3})
    assert roll_values([held]) == {"Marked stained reputation": 3}
    move = next(m for m in package.moves if m.name == "Companion Takes a Hit")
    rolled = reference_move(held_move(move, (), [held]))
    assert [o.stats for o in rolled.options] == [("Marked stained reputation",)]
    # As published, the clock is not rolled.
    plain = held_asset(_card("starforged", MARKED), (True, True, False), {CLOCK: 3})
    assert roll_values([plain]) == {}


@pytest.mark.file_campaign
def test_ability_controls_travel_in_the_campaign_json_and_the_persona_file(
    campaign: Campaign, tmp_path: Path
) -> None:
    from starshine_desktop.services.campaign import import_campaign_file

    kirra = _persona(campaign)
    row = _add(campaign, kirra, MARKED)
    campaign.assets.set_ability(row, 2, True)
    campaign.assets.set_value(row, CLOCK, 5)
    campaign.export_json(tmp_path / "all.json")
    [stored] = json.loads((tmp_path / "all.json").read_bytes())["ironsworn_assets"]
    assert stored["state"][CLOCK] == 5
    copied = import_campaign_file(tmp_path / "all.json", tmp_path / "copy.starshine")
    try:
        copied.rules_packages.import_package(_raw("starforged"), _text("starforged"))
        assert _held(copied, kirra, "Marked")[CLOCK] == 5
    finally:
        copied.close()
    campaign.export_persona(kirra, tmp_path / "kirra.json")
    other = create_campaign(tmp_path / "other.starshine", clock=StepClock())
    try:
        other.rules_packages.import_package(_raw("starforged"), _text("starforged"))
        result = other.import_persona(other.read_persona_file(tmp_path / "kirra.json"))
        assert _held(other, result.persona_id, "Marked")[CLOCK] == 5
    finally:
        other.close()
    # The Markdown note says the clock with its ability.
    campaign.export_markdown(tmp_path / "vault")
    note = (tmp_path / "vault" / "Personae" / "Kirra.md").read_text("utf-8")
    assert "(stained reputation: 5 (0–6))" in note


@pytest.mark.slow
@pytest.mark.parametrize("name", ["classic", "starforged"])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_abilities_ticked_keep_every_value_on_the_card(name: str, data: st.DataObject) -> None:
    """Whatever abilities are ticked and values stored, every value held fits the card as
    those abilities make it, and clearing every ability gives the card's own ranges."""
    asset = data.draw(st.sampled_from(_checked(name).assets))
    ticked = data.draw(st.lists(st.booleans(), min_size=len(asset.abilities)))
    keys = [f.key for f in held_asset(asset, [True] * len(asset.abilities), {}).fields]
    values = st.integers(-3, 12) | st.booleans() | st.text(max_size=3)
    stored = data.draw(st.dictionaries(st.sampled_from(keys), values) if keys else st.just({}))
    held = held_asset(asset, ticked, stored)
    assert set(held.values) == {f.key for f in held.fields}
    for key, value in held.values.items():
        assert check_value(held.card, key, value) == value
    bare = held_asset(asset, [False] * len(asset.abilities), held.values)
    assert bare.card.controls == _card(name, asset.id).controls
