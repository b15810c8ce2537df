"""Ironsworn: which of a sheet's assets a move's roll may use, on the published packages.

A box Datasworn marks ``disables_asset`` (a companion "out of action", a module's card
flipped over "broken"), once ticked, takes its asset out of every roll and the move names it
with the box's words; a box that does not disable (a starship "battered") changes nothing.
An ability for any move of a roll type (``enhances: null``) adds its roll options to every
such move on its owner's sheet, and one without a roll option is named with its situation.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from datasworn_support import package_file
from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.ironsworn.assets import (
    HeldAsset,
    SetAside,
    Situation,
    asset_fields,
    disabled_by,
    held_move,
    hold,
    set_aside,
)
from starshine_desktop.rules.ironsworn.datasworn import (
    Asset,
    Enhancements,
    Move,
    MoveEnhancement,
    RulesPackage,
    roll_options,
)
from starshine_desktop.services.campaign import Campaign, create_campaign
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.services.ironsworn.rules_packages import check_package
from starshine_desktop.storage.rows import PersonaValues

ROCKHORN = "asset:starforged/companion/rockhorn"
SIDEKICK = "asset:starforged/companion/sidekick"
SURVEY_BOT = "asset:starforged/companion/survey_bot"
STARSHIP = "asset:starforged/command_vehicle/starship"
STEALTH_TECH = "asset:starforged/module/stealth_tech"
FACE_DANGER = "move:starforged/adventure/face_danger"
TAKES_A_HIT = "move:starforged/suffer/companion_takes_a_hit"
WITHSTAND_DAMAGE = "move:starforged/suffer/withstand_damage"


@cache
def _text(name: str) -> str:
    return package_file(name).read_text("utf-8")


def _raw(name: str) -> dict[str, Any]:
    parsed = json.loads(_text(name))
    assert isinstance(parsed, dict)
    return parsed


@cache
def _starforged() -> RulesPackage:
    return check_package(_raw("starforged"))


def _move(move_id: str) -> Move:
    return next(move for move in _starforged().moves if move.id == move_id)


def _adding(move: Move) -> tuple[MoveEnhancement, ...]:
    """Return what the package's abilities add to ``move``: named, and for any move."""
    package = _starforged()
    found = Enhancements(e for asset in package.assets for e in asset.enhancements)
    return (*found.of(move), *found.for_any(move))


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Campaign]:
    opened = create_campaign(tmp_path / "forge.starshine")
    opened.rules_packages.import_package(_raw("starforged"), _text("starforged"))
    yield opened
    opened.close()


def _persona(campaign: Campaign) -> int:
    edit = campaign.personae.add_persona(PersonaValues("Kirra"))
    [new_id] = edit.changes.added_ids(RecordKind.PERSONA)
    return new_id


def _add(campaign: Campaign, persona_id: int, asset_id: str) -> int:
    edit = campaign.assets.add_asset(persona_id, asset_id)
    [row_id] = edit.changes.added_ids(RecordKind.IRONSWORN_ASSET)
    return row_id


def _offered(campaign: Campaign, persona_id: int, move_id: str) -> list[str]:
    move = _move(move_id)
    held = campaign.assets.move_for(persona_id, move, _adding(move))
    return [name for option in roll_options(held) for name in option.stats]


def test_the_boxes_datasworn_says_disable_an_asset() -> None:
    disabling = {
        (asset.id, field.key, field.label)
        for asset in _starforged().assets
        for field in asset_fields(asset)
        if field.disables
    }
    assert (SURVEY_BOT, "health.out_of_action", "out of action") in disabling
    assert (STEALTH_TECH, "broken", "broken") in disabling
    # Every companion has its "out of action" box, every module its "broken" card.
    assert {label for _a, _k, label in disabling} == {"out of action", "broken"}
    starship = next(a for a in _starforged().assets if a.id == STARSHIP)
    assert [f.key for f in asset_fields(starship) if f.is_check] == [
        "integrity.battered",
        "integrity.cursed",
    ]
    assert not any(f.disables for f in asset_fields(starship))


def test_a_companion_out_of_action_is_not_offered_and_the_move_says_why(
    campaign: Campaign,
) -> None:
    kirra = _persona(campaign)
    bot = _add(campaign, kirra, SURVEY_BOT)
    _add(campaign, kirra, SIDEKICK)
    assert _offered(campaign, kirra, TAKES_A_HIT) == ["Survey Bot health", "Sidekick health"]
    assert campaign.assets.roll_values(kirra) == {"Survey Bot health": 3, "Sidekick health": 4}

    campaign.assets.set_value(bot, "health.out_of_action", True)
    [bot_held, _sidekick] = campaign.assets.held(kirra)
    assert disabled_by(bot_held) == "out of action"
    assert _offered(campaign, kirra, TAKES_A_HIT) == ["Sidekick health"]
    assert campaign.assets.roll_values(kirra) == {"Sidekick health": 4}
    move = _move(TAKES_A_HIT)
    aside, _situations = campaign.assets.roll_notes(kirra, move, _adding(move))
    assert aside == (SetAside("Survey Bot", "out of action"),)
    # A move the bot adds nothing to does not name it.
    face_danger = _move(FACE_DANGER)
    aside, _situations = campaign.assets.roll_notes(kirra, face_danger, _adding(face_danger))
    assert aside == ()

    # With no usable companion, the move offers no companion at all (none to type).
    [_bot, sidekick] = [one.row.id for one in campaign.assets.list_assets(kirra)]
    campaign.assets.set_value(sidekick, "health.out_of_action", True)
    assert _offered(campaign, kirra, TAKES_A_HIT) == []
    aside, _situations = campaign.assets.roll_notes(kirra, move, _adding(move))
    assert aside == (
        SetAside("Survey Bot", "out of action"),
        SetAside("Sidekick", "out of action"),
    )
    # Back in action: offered again.
    campaign.assets.set_value(bot, "health.out_of_action", False)
    assert _offered(campaign, kirra, TAKES_A_HIT) == ["Survey Bot health"]


def test_a_battered_starship_is_still_offered(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    ship = _add(campaign, kirra, STARSHIP)
    campaign.assets.set_value(ship, "integrity.battered", True)
    assert _offered(campaign, kirra, WITHSTAND_DAMAGE) == ["Starship integrity"]


def test_an_ability_for_any_move_is_offered_on_its_owners_sheet(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    rockhorn = _add(campaign, kirra, ROCKHORN)
    # Rockhorn's first ability (ticked as the card starts) adds to any action roll "by
    # sending the rockhorn to directly attack a foe or smash an obstacle", rolling its health.
    offered = _offered(campaign, kirra, FACE_DANGER)
    assert offered[-1] == "Rockhorn health", offered
    move = _move(FACE_DANGER)
    held = campaign.assets.move_for(kirra, move, _adding(move))
    [added] = [o.approach for o in roll_options(held) if o.stats == ("Rockhorn health",)]
    assert added.startswith("Rockhorn: By sending the rockhorn to directly attack a foe")
    # Not a progress move's, nor anybody else's.
    assert "Rockhorn health" not in _offered(campaign, _persona(campaign), FACE_DANGER)
    # Cleared, it adds nothing; out of action, it adds nothing and the move says why.
    campaign.assets.set_ability(rockhorn, 1, False)
    assert "Rockhorn health" not in _offered(campaign, kirra, FACE_DANGER)
    campaign.assets.set_ability(rockhorn, 1, True)
    campaign.assets.set_value(rockhorn, "health.out_of_action", True)
    assert "Rockhorn health" not in _offered(campaign, kirra, FACE_DANGER)
    aside, _situations = campaign.assets.roll_notes(kirra, move, _adding(move))
    assert aside == (SetAside("Rockhorn", "out of action"),)


def test_an_ability_without_a_roll_option_is_named_with_its_situation(
    campaign: Campaign,
) -> None:
    kirra = _persona(campaign)
    tech = _add(campaign, kirra, STEALTH_TECH)
    move = _move(FACE_DANGER)
    _aside, situations = campaign.assets.roll_notes(kirra, move, _adding(move))
    assert situations == (
        Situation(
            "Stealth Tech",
            1,
            "When you make a move against a specific foe or threat to avoid detection "
            "(in your vehicle)",
        ),
    )
    # A progress move is not an action roll: the ability does not fit it.
    progress = _move("move:starforged/quest/fulfill_your_vow")
    assert campaign.assets.roll_notes(kirra, progress, _adding(progress)) == ((), ())
    # Broken, the module is named as not offered instead.
    campaign.assets.set_value(tech, "broken", True)
    assert campaign.assets.roll_notes(kirra, move, _adding(move)) == (
        (SetAside("Stealth Tech", "broken"),),
        (),
    )


@cache
def _cards_with_boxes() -> tuple[Asset, ...]:
    return tuple(
        asset for asset in _starforged().assets if any(f.disables for f in asset_fields(asset))
    )


@cache
def _action_moves() -> tuple[Move, ...]:
    return tuple(move for move in _starforged().moves if move.roll_type == "action_roll")


@st.composite
def _sheets(draw: st.DrawFn) -> tuple[Move, list[HeldAsset]]:
    cards = draw(st.lists(st.sampled_from(_cards_with_boxes()), min_size=1, max_size=4))
    held = []
    for card in dict.fromkeys(cards):
        one = hold(card)
        for number in range(1, len(card.abilities) + 1):
            one = one.with_ability(number, draw(st.booleans()))
        for field in asset_fields(card):
            if field.is_check:
                one = one.with_value(field.key, draw(st.booleans()))
        held.append(one)
    return draw(st.sampled_from(_action_moves())), held


@settings(max_examples=60, deadline=None)
@given(_sheets())
def test_a_disabled_asset_is_never_offered_and_always_said_when_it_would_add(
    sheet: tuple[Move, list[HeldAsset]],
) -> None:
    move, held = sheet
    adding = _adding(move)
    options = roll_options(held_move(move, adding, held))
    aside = {one.asset for one in set_aside(move, adding, held)}
    for one in held:
        name, reason = one.asset.name, disabled_by(one)
        offered = any(
            option.approach.startswith(f"{name}:")
            or any(stat.startswith(f"{name} ") for stat in option.stats)
            for option in options
        )
        if reason:
            assert not offered, (name, reason)
            # Said exactly when, usable, it would have added an option.
            usable_again = one.with_value(
                next(f.key for f in asset_fields(one.asset) if f.disables), False
            )
            others = [o for o in held if o is not one]
            would = roll_options(held_move(move, adding, [*others, usable_again]))
            if len(would) > len(options):
                assert name in aside, name
        else:
            assert name not in aside, name


def test_a_roll_on_an_assets_option_rolls_the_stat_its_sheet_chose(tmp_path: Path) -> None:
    """Masked (Ironsworn Classic): its first ability adds to any action roll "when you wear
    your elderwood mask", rolling the stat of the mask's material chosen on the card."""
    opened = create_campaign(tmp_path / "classic.starshine")
    try:
        opened.rules_packages.import_package(_raw("classic"), _text("classic"))
        classic = check_package(_raw("classic"))
        move = next(m for m in classic.moves if m.id == "move:classic/adventure/face_danger")
        found = Enhancements(e for asset in classic.assets for e in asset.enhancements)
        adding = (*found.of(move), *found.for_any(move))
        kirra = _persona(opened)
        masked = _add(opened, kirra, "asset:classic/path/masked")
        opened.assets.set_ability(masked, 1, True)

        def offered() -> list[tuple[str, tuple[str, ...]]]:
            held = opened.assets.move_for(kirra, move, adding)
            return [(o.approach, o.stats) for o in roll_options(held) if "Masked" in o.approach]

        # No material chosen yet: the option is named after its card, its value typed.
        assert offered() == [("Masked: when you wear your elderwood mask", ("Masked material",))]
        opened.assets.set_value(masked, "material", "bloodwood")
        assert offered() == [("Masked: when you wear your elderwood mask", ("iron",))]
        opened.assets.set_value(masked, "material", "Whisperwood")  # typed as the card says
        assert offered() == [("Masked: when you wear your elderwood mask", ("wits",))]
    finally:
        opened.close()
