"""A built-in move (the seed's Companion Takes a Hit) rolled on a sheet's assets: a
companion's health offered once per usable companion by its name, kept to type when no usable
companion has it; one out of action is set aside with the words of its box."""

from __future__ import annotations

import json
from functools import cache

from datasworn_support import package_file

from starshine_desktop.rules.ironsworn import find_move
from starshine_desktop.rules.ironsworn.assets import (
    HeldAsset,
    SetAside,
    hold,
    roll_values,
    seed_move,
    seed_set_aside,
)
from starshine_desktop.rules.ironsworn.datasworn import Asset, read_package

ROCKHORN = "asset:starforged/companion/rockhorn"
SURVEY_BOT = "asset:starforged/companion/survey_bot"
STARSHIP = "asset:starforged/command_vehicle/starship"


@cache
def _cards() -> dict[str, Asset]:
    package = read_package(json.loads(package_file("starforged").read_text("utf-8")))
    return {asset.id: asset for asset in package.assets}


def _held(asset_id: str, **values: object) -> HeldAsset:
    held = hold(_cards()[asset_id])
    for key, value in values.items():
        held = held.with_value(key.replace("__", "."), value)
    return held


def _stats(held: list[HeldAsset]) -> list[tuple[str, ...]]:
    return [option.stats for option in seed_move(find_move("Companion Takes a Hit"), held).options]


def test_a_companions_health_is_offered_by_its_name() -> None:
    rockhorn, bot = _held(ROCKHORN, health=3), _held(SURVEY_BOT)
    assert _stats([rockhorn]) == [("Rockhorn health",)]
    assert _stats([rockhorn, bot]) == [("Rockhorn health",), ("Survey Bot health",)]
    assert roll_values([rockhorn])["Rockhorn health"] == 3
    move = seed_move(find_move("Companion Takes a Hit"), [rockhorn])
    [option] = move.options
    assert option.value(roll_values([rockhorn])) == 3
    assert option.approach == "Test their resilience (or their health is 0)"


def test_with_no_usable_companion_the_value_is_typed() -> None:
    typed = [("companion_health",)]
    assert _stats([]) == typed
    assert _stats([_held(STARSHIP)]) == typed  # a vehicle's integrity is no companion's health
    out = _held(ROCKHORN, health__out_of_action=True)
    assert _stats([out]) == typed
    takes_a_hit = find_move("Companion Takes a Hit")
    assert seed_set_aside(takes_a_hit, [out]) == (SetAside("Rockhorn", "out of action"),)
    assert _stats([out, _held(SURVEY_BOT)]) == [("Survey Bot health",)]
    # A move rolling no asset's meter is as the seed gives it, nothing set aside.
    face_danger = find_move("Face Danger")
    assert seed_move(face_danger, [out, _held(SURVEY_BOT)]) == face_danger
    assert seed_set_aside(face_danger, [out]) == ()
