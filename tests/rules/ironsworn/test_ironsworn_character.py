"""Stats, condition meters, momentum limits, impacts, max momentum and reset."""

from __future__ import annotations

from dataclasses import replace

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn import Character, Impact, Meter, Stat
from starshine_desktop.rules.ironsworn.character import max_momentum, momentum_reset


def hero(**changes: object) -> Character:
    values: dict[str, object] = {"edge": 3, "heart": 2, "iron": 2, "shadow": 1, "wits": 1}
    values.update(changes)
    return Character(**values)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("impacts", "top", "reset"),
    [(0, 10, 2), (1, 9, 1), (2, 8, 0), (3, 7, 0), (10, 0, 0)],
)
def test_max_momentum_and_reset_follow_impacts(impacts: int, top: int, reset: int) -> None:
    assert max_momentum(impacts) == top
    assert momentum_reset(impacts) == reset


def test_impact_counts_outside_the_list_are_refused() -> None:
    for impacts in (-1, 17):
        with pytest.raises(RuleError, match="0 to 16 impacts"):
            max_momentum(impacts)


def test_an_asset_counting_as_an_impact_counts_like_a_marked_one() -> None:
    character = replace(hero(), momentum=10)
    held = character.holding(("Ironclad",))
    assert (held.max_momentum, held.momentum_reset, held.momentum) == (9, 1, 9)
    assert held.impact_count == 1 and held.asset_impacts == ("Ironclad",)
    both = held.mark_impact(Impact.WOUNDED)
    assert (both.max_momentum, both.momentum_reset, both.momentum) == (8, 0, 8)
    assert both.take_momentum(3).character.momentum == 8
    assert both.burn_momentum().momentum == 0
    with pytest.raises(RuleError, match="max momentum"):
        replace(both, momentum=9)
    freed = both.holding(())
    assert (freed.max_momentum, freed.momentum_reset, freed.momentum) == (9, 1, 8)
    # All ten impacts marked and an asset counting as one more: max momentum below 0.
    marked = replace(hero(), momentum=0, impacts=frozenset(Impact))
    assert marked.holding(("Undead",)).max_momentum == -1


def test_a_new_character_starts_full_with_two_momentum() -> None:
    character = hero()
    assert [character.meter(meter) for meter in Meter] == [5, 5, 5, 5]
    assert character.momentum == 2
    assert character.stat(Stat.EDGE) == 3
    assert (character.max_momentum, character.momentum_reset) == (10, 2)


def test_illegal_sheets_are_refused() -> None:
    with pytest.raises(RuleError, match="edge: a stat runs from 1 to 3, not 4"):
        hero(edge=4)
    with pytest.raises(RuleError, match="health: a condition meter runs from 0 to 5, not 6"):
        hero(health=6)
    with pytest.raises(RuleError, match="integrity: a condition meter runs from 0 to 5, not -1"):
        hero(integrity=-1)
    with pytest.raises(RuleError, match="momentum runs from -6"):
        hero(momentum=-7)
    with pytest.raises(RuleError, match=r"max momentum \+9"):
        hero(momentum=10, impacts=frozenset({Impact.WOUNDED}))


def test_suffering_harm_past_zero_leaves_a_remainder() -> None:
    change = hero(health=2).suffer(Meter.HEALTH, 3)
    assert change.character.health == 0
    assert change.remainder == 1
    again = change.character.suffer(Meter.HEALTH, 2)
    assert (again.character.health, again.remainder) == (0, 2)


def test_taking_past_five_is_capped() -> None:
    change = hero(spirit=4).take(Meter.SPIRIT, 3)
    assert (change.character.spirit, change.remainder) == (5, 2)
    assert hero(supply=1).take(Meter.SUPPLY, 2).character.supply == 3
    with pytest.raises(RuleError, match="suffer a loss instead"):
        hero().take(Meter.SUPPLY, -1)
    with pytest.raises(RuleError, match="take a gain instead"):
        hero().suffer(Meter.SUPPLY, -1)


def test_momentum_stays_between_minus_six_and_max() -> None:
    low = hero(momentum=-5).take_momentum(-3)
    assert (low.character.momentum, low.remainder) == (-6, 2)
    high = hero(momentum=9).take_momentum(4)
    assert (high.character.momentum, high.remainder) == (10, 3)
    impacted = hero(momentum=4, impacts=frozenset({Impact.SHAKEN, Impact.WOUNDED}))
    assert impacted.take_momentum(10).character.momentum == 8


def test_marking_an_impact_lowers_max_momentum_and_clamps_momentum() -> None:
    character = hero(momentum=10).mark_impact(Impact.WOUNDED)
    assert (character.momentum, character.max_momentum, character.momentum_reset) == (9, 9, 1)
    character = character.mark_impact(Impact.BATTERED)
    assert (character.momentum, character.momentum_reset) == (8, 0)
    cleared = character.clear_impact(Impact.WOUNDED)
    assert (cleared.max_momentum, cleared.momentum_reset, cleared.momentum) == (9, 1, 8)
    with pytest.raises(RuleError, match="doomed is not marked"):
        cleared.clear_impact(Impact.DOOMED)
    assert Impact.PERMANENTLY_HARMED.label == "permanently harmed"


def test_burning_momentum_resets_it() -> None:
    assert hero(momentum=8).burn_momentum().momentum == 2
    wounded = hero(momentum=8, impacts=frozenset({Impact.WOUNDED}))
    assert wounded.burn_momentum().momentum == 1
    with pytest.raises(RuleError, match="only positive momentum"):
        hero(momentum=0).burn_momentum()
