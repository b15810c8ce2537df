"""Ironsworn: assets on a sheet, taken from the published Datasworn packages: each taken as
its card starts, its abilities ticked, its fields and meters set as undoable edits (bad values
refused, nothing written), its meters offered as roll options on its owner's sheet only."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from datasworn_support import package_file
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn.assets import asset_fields, hold
from starshine_desktop.rules.ironsworn.datasworn import Asset, RulesPackage
from starshine_desktop.rules.ironsworn.moves import RollKind
from starshine_desktop.services.campaign import Campaign, create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.ironsworn.rules_packages import check_package
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.rows import PersonaValues

CAVE_LION = "asset:classic/companion/cave_lion"
SURVEY_BOT = "asset:starforged/companion/survey_bot"
STARSHIP = "asset:starforged/command_vehicle/starship"
ASSET = RecordKind.IRONSWORN_ASSET


@cache
def _text(name: str) -> str:
    return package_file(name).read_text("utf-8")


def _raw(name: str) -> dict[str, Any]:
    parsed = json.loads(_text(name))
    assert isinstance(parsed, dict)
    return parsed


@cache
def _checked(name: str) -> RulesPackage:
    return check_package(_raw(name))


class StepClock:
    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Campaign]:
    opened = create_campaign(tmp_path / "isles.starshine", clock=StepClock())
    opened.rules_packages.import_package(_raw("classic"), _text("classic"))
    opened.rules_packages.import_package(_raw("starforged"), _text("starforged"))
    yield opened
    opened.close()


def _persona(campaign: Campaign, name: str = "Kirra") -> int:
    [new_id] = campaign.personae.add_persona(PersonaValues(name)).changes.added_ids(
        RecordKind.PERSONA
    )
    return new_id


def _add(campaign: Campaign, persona_id: int, asset_id: str) -> int:
    [row_id] = campaign.assets.add_asset(persona_id, asset_id).changes.added_ids(ASSET)
    return row_id


def _card(name: str, asset_id: str) -> Asset:
    return next(asset for asset in _checked(name).assets if asset.id == asset_id)


def test_an_asset_is_taken_as_its_card_starts(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    _add(campaign, kirra, CAVE_LION)
    [lion] = campaign.assets.list_assets(kirra)
    assert lion.name == "Cave Lion" and lion.held is not None
    assert lion.package == "Ironsworn Rulebook"
    # As Datasworn marks the card: a Classic companion starts with no ability ticked (one is
    # chosen), a Starforged one with its first.
    assert lion.held.abilities == (False, False, False)
    assert lion.held.values == {"name": "", "health": 4}
    assert campaign.assets.roll_values(kirra) == {"Cave Lion health": 4}
    _add(campaign, kirra, SURVEY_BOT)
    bot = campaign.assets.list_assets(kirra)[1].held
    assert bot is not None and bot.abilities == (True, False, False)
    assert bot.values == {"name": "", "health": 3, "health.out_of_action": False}


def test_ticking_naming_and_a_meter_are_one_undoable_step_each(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    row = _add(campaign, kirra, CAVE_LION)
    tick = campaign.assets.set_ability(row, 1, True)
    name = campaign.assets.set_value(row, "name", "  Ash  ")
    meter = campaign.assets.set_value(row, "health", 2)
    for edit in (tick, name, meter):
        assert edit.changes.updated_ids(ASSET) == [row] and len(edit.ops) == 1
    [lion] = campaign.assets.list_assets(kirra)
    assert lion.held is not None
    assert lion.held.abilities == (True, False, False)
    assert lion.held.values == {"name": "Ash", "health": 2}
    campaign.undo(meter)
    campaign.undo(name)
    [lion] = campaign.assets.list_assets(kirra)
    assert lion.held is not None and lion.held.values == {"name": "", "health": 4}
    assert lion.held.abilities == (True, False, False)
    campaign.undo(tick)
    assert campaign.assets.list_assets(kirra)[0].row.abilities == (False, False, False)
    campaign.redo(name)
    assert campaign.assets.list_assets(kirra)[0].row.values["name"] == "Ash"


def test_bad_values_are_refused_naming_the_rule_and_change_nothing(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    row = _add(campaign, kirra, STARSHIP)
    before = campaign.assets.list_assets(kirra)
    with pytest.raises(RuleError, match="Starship integrity must be 0 to 5, not 6"):
        campaign.assets.set_value(row, "integrity", 6)
    with pytest.raises(RuleError, match="has abilities 1 to 3, not 4"):
        campaign.assets.set_ability(row, 4, True)
    with pytest.raises(RuleError, match="has no field 'cargo'"):
        campaign.assets.set_value(row, "cargo", "rope")
    with pytest.raises(RuleError, match="longer than 200 characters"):
        campaign.assets.set_value(row, "name", "x" * 201)
    with pytest.raises(RuleError, match="holds the asset Starship already"):
        campaign.assets.add_asset(kirra, STARSHIP)
    with pytest.raises(RuleError, match="in no rules package"):
        campaign.assets.add_asset(kirra, "asset:delve/companion/hound")
    assert campaign.assets.list_assets(kirra) == before


def test_a_vehicles_checkboxes_are_kept_with_its_meter(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    row = _add(campaign, kirra, STARSHIP)
    campaign.assets.set_value(row, "integrity.battered", True)
    campaign.assets.set_value(row, "integrity", 1)
    [ship] = campaign.assets.list_assets(kirra)
    assert ship.held is not None
    assert ship.held.values == {
        "name": "",
        "integrity": 1,
        "integrity.battered": True,
        "integrity.cursed": False,
    }


def test_removing_an_asset_and_its_persona_undo_with_every_value(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    row = _add(campaign, kirra, SURVEY_BOT)
    campaign.assets.set_value(row, "name", "Pip")
    removed = campaign.assets.remove_asset(row)
    assert removed.changes.removed_ids(ASSET) == [row]
    assert campaign.assets.list_assets(kirra) == []
    campaign.undo(removed)
    assert campaign.assets.list_assets(kirra)[0].row.values["name"] == "Pip"
    gone = campaign.personae.delete_persona(kirra)
    assert campaign.assets.list_assets(kirra) == []
    campaign.undo(gone)
    assert [a.row.id for a in campaign.assets.list_assets(kirra)] == [row]
    with pytest.raises(RecordNotFoundError):
        campaign.assets.set_value(row + 99, "name", "Pip")


def test_only_the_owners_assets_add_their_conditions_and_meters_to_a_move(
    campaign: Campaign,
) -> None:
    """Companion Takes a Hit rolls the companion's health: on the owner's sheet it is
    "+Survey Bot health" with the meter's value; on another sheet nothing names the bot."""
    from starshine_desktop.rules.ironsworn.datasworn import reference_move

    kirra, tova = _persona(campaign), _persona(campaign, "Tova")
    row = _add(campaign, kirra, SURVEY_BOT)
    campaign.assets.set_value(row, "health", 2)
    starforged = next(
        p
        for p in campaign.rules_packages.packages()
        if p.title.endswith("Rulebook") and "Starforged" in p.title
    )
    hit = next(m for m in starforged.moves if m.name == "Companion Takes a Hit")
    enhancements = [e for a in starforged.assets for e in a.enhancements]
    own = reference_move(campaign.assets.move_for(kirra, hit, enhancements))
    other = reference_move(campaign.assets.move_for(tova, hit, enhancements))
    assert own.roll_kind is RollKind.ACTION
    assert [o.stats for o in own.options] == [("Survey Bot health",)]
    assert campaign.assets.roll_values(kirra)["Survey Bot health"] == 2
    assert [o.stats for o in other.options] == [("asset health",)]
    # An ability ticked on the sheet adds its conditions to the moves it names; cleared, not.
    ship = _add(campaign, kirra, STARSHIP)
    enhancing = next(
        (m, e)
        for m in starforged.moves
        for e in enhancements
        if e.asset_id == STARSHIP and e.conditions and e.fits(m)
    )
    move, enhancement = enhancing
    campaign.assets.set_ability(ship, enhancement.ability, True)
    with_ship = campaign.assets.move_for(kirra, move, enhancements)
    assert any(c.text.startswith("Starship: ") for c in with_ship.conditions)
    campaign.assets.set_ability(ship, enhancement.ability, False)
    without = campaign.assets.move_for(kirra, move, enhancements)
    assert not any(c.text.startswith("Starship: ") for c in without.conditions)
    assert not any(
        c.text.startswith("Starship: ")
        for c in campaign.assets.move_for(tova, move, enhancements).conditions
    )


def test_an_asset_whose_package_is_removed_keeps_its_name(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    _add(campaign, kirra, CAVE_LION)
    classic = next(p for p in campaign.rules_packages.packages() if p.package.id == "classic")
    campaign.rules_packages.remove_package(classic.id)
    [lion] = campaign.assets.list_assets(kirra)
    assert lion.held is None and lion.name == "Cave Lion"
    with pytest.raises(RuleError, match="import its package first"):
        campaign.assets.set_value(lion.row.id, "name", "Ash")


@pytest.mark.parametrize("name", ["classic", "starforged"])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_published_card_accepts_its_range_and_refuses_beyond(
    name: str, data: st.DataObject
) -> None:
    """Any meter of any card takes each value of its range and refuses one beyond it."""
    assets = [a for a in _checked(name).assets if any(f.is_meter for f in asset_fields(a))]
    asset = data.draw(st.sampled_from(assets))
    meter = data.draw(st.sampled_from([f for f in asset_fields(asset) if f.is_meter]))
    value = data.draw(st.integers(meter.low - 3, meter.high + 3))
    held = hold(asset)
    if meter.low <= value <= meter.high:
        assert held.with_value(meter.key, value).values[meter.key] == value
    else:
        with pytest.raises(RuleError):
            held.with_value(meter.key, value)
