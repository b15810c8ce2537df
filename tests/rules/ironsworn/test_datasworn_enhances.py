"""What asset abilities add to moves (Datasworn's ``enhance_moves``): which moves a wildcard
id names, and the conditions an enhancement adds after the move's own."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from starshine_desktop.rules.ironsworn.datasworn import (
    Condition,
    Credit,
    Move,
    MoveEnhancement,
    RollChoice,
    enhanced,
    roll_options,
)

parts = st.text("abcdefgh_", min_size=1, max_size=6)
roll_types = st.sampled_from(["action_roll", "progress_roll", "no_roll", "special_track"])


def _move(package: str, category: str, key: str, roll_type: str) -> Move:
    return Move(
        id=f"move:{package}/{category}/{key}",
        key=key,
        name=key.title(),
        category=category,
        roll_type=roll_type,
        trigger="When you…",
        conditions=(Condition("Own way", "player_choice", (RollChoice("stat", "wits"),)),),
        text="",
        outcomes={},
        credit=Credit("Homebrew", (), ""),
    )


def _enhancement(enhances: tuple[str, ...] | None, roll_type: str) -> MoveEnhancement:
    choices = (RollChoice("stat", "heart"), RollChoice("asset_control", "health"))
    return MoveEnhancement(
        "asset:home/companion/gull",
        "Gull",
        2,
        enhances,
        roll_type,
        (Condition("With your gull", "player_choice", choices),),
    )


@given(parts, parts, parts, roll_types, st.sampled_from([0, 1, 2]))
def test_a_wildcard_stands_for_one_part_of_the_id(
    package: str, category: str, key: str, roll_type: str, star: int
) -> None:
    move = _move(package, category, key, roll_type)
    names = [package, category, key]
    names[star] = "*"
    fits = _enhancement((f"move:{'/'.join(names)}",), roll_type)
    assert fits.fits(move)
    assert _enhancement((f"move:{'/'.join(names)}",), "other_roll").fits(move) is False
    other = [package, category, key]
    other[(star + 1) % 3] += "x"
    other[star] = "*"
    assert not _enhancement((f"move:{'/'.join(other)}",), roll_type).fits(move)
    assert not _enhancement((f"move:{package}/*",), roll_type).fits(move)  # one part only
    assert _enhancement((f"move:{package}/**",), roll_type).fits(move)
    assert _enhancement(None, roll_type).fits(move)


@given(parts, parts, parts)
def test_an_enhancement_of_a_replaced_move_reaches_its_replacement(
    package: str, category: str, key: str
) -> None:
    ruleset = _move(package, category, key, "action_roll")
    expansion = replace(_move(f"{package}x", category, key, "action_roll"), replaces=(ruleset.id,))
    assert _enhancement((ruleset.id,), "action_roll").fits(expansion)


@given(st.lists(st.booleans(), max_size=4))
def test_enhanced_adds_each_fitting_condition_after_the_moves_own(fitting: list[bool]) -> None:
    move = _move("home", "adventure", "scout", "action_roll")
    enhancements = [
        _enhancement((move.id,) if fits else ("move:home/adventure/other",), "action_roll")
        for fits in fitting
    ]
    result = enhanced(move, enhancements)
    assert result.conditions[: len(move.conditions)] == move.conditions
    added = result.conditions[len(move.conditions) :]
    assert len(added) == sum(fitting)
    for condition in added:
        assert condition.text == "Gull: With your gull"
        # the asset's meter is named after its asset, never the sheet's health
        assert [c.label for c in condition.choices] == ["heart", "Gull health"]
    options = roll_options(result)
    assert len(options) == 1 + 2 * sum(fitting)
    assert enhanced(move, []) is move
