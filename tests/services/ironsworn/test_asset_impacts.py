"""Ironsworn: an asset counting as an impact (classic Ironsworn's Ironclad geared for war)
counts on its sheet exactly like a marked impact: max momentum and the reset follow, momentum
above the new max drops to it in the same undoable step, and every momentum change (typed,
reset, a move's outcome) keeps within it."""

from __future__ import annotations

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.ironsworn import Impact
from starshine_desktop.services.campaign import Campaign

from .test_sheet_assets import _add, _persona, campaign

__all__ = ["campaign"]  # the fixture, shared with the sheet's tests

IRONCLAD = "asset:classic/combat_talent/ironclad"
OATHBREAKER = "asset:starforged/deed/oathbreaker"


def _limits(campaign: Campaign, persona_id: int) -> tuple[int, int, int, tuple[str, ...]]:
    character = campaign.tracks.get_sheet(persona_id).character
    return (
        character.momentum,
        character.max_momentum,
        character.momentum_reset,
        character.asset_impacts,
    )


def test_an_asset_counting_as_an_impact_lowers_max_momentum(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    other = _persona(campaign, "Arnav")
    campaign.tracks.set_momentum(kirra, 10)
    row = _add(campaign, kirra, IRONCLAD)
    assert _limits(campaign, kirra) == (10, 10, 2, ())  # lightly armored or unchosen

    geared = campaign.assets.set_value(row, "equipped", "geared_for_war")
    assert _limits(campaign, kirra) == (9, 9, 1, ("Ironclad",))
    assert _limits(campaign, other) == (2, 10, 2, ())  # another sheet is not touched
    with pytest.raises(RuleError, match="max momentum"):
        campaign.tracks.set_momentum(kirra, 10)
    campaign.undo(geared)  # one step: the card and the momentum it dropped
    assert _limits(campaign, kirra) == (10, 10, 2, ())
    campaign.redo(geared)
    assert _limits(campaign, kirra) == (9, 9, 1, ("Ironclad",))

    # With an impact marked as well: two impacts counted.
    campaign.tracks.set_impact(kirra, Impact.WOUNDED, True)
    assert _limits(campaign, kirra) == (8, 8, 0, ("Ironclad",))
    campaign.tracks.reset_momentum(kirra)
    assert _limits(campaign, kirra)[0] == 0
    campaign.tracks.set_momentum(kirra, 7)
    campaign.tracks.apply_outcome(persona_id=kirra, momentum=3)  # a move's +3 stops at 8
    assert _limits(campaign, kirra)[0] == 8

    # Lightly armored again: max momentum rises, momentum stays where it is.
    campaign.assets.set_value(row, "equipped", "lightly_armored")
    assert _limits(campaign, kirra) == (8, 9, 1, ())
    campaign.tracks.set_momentum(kirra, 9)
    assert _limits(campaign, kirra)[0] == 9


def test_an_asset_taken_off_the_sheet_counts_no_more(campaign: Campaign) -> None:
    kirra = _persona(campaign)
    row = _add(campaign, kirra, IRONCLAD)
    campaign.assets.set_value(row, "equipped", "geared_for_war")
    assert _limits(campaign, kirra) == (2, 9, 1, ("Ironclad",))
    campaign.assets.remove_asset(row)
    assert _limits(campaign, kirra) == (2, 10, 2, ())


def test_a_card_that_counts_as_an_impact_counts_once_taken(campaign: Campaign) -> None:
    """Starforged's Oathbreaker counts as an impact as it is printed, no ability needed."""
    kirra = _persona(campaign)
    campaign.tracks.set_momentum(kirra, 10)
    taken = campaign.assets.add_asset(kirra, OATHBREAKER)
    assert _limits(campaign, kirra) == (9, 9, 1, ("Oathbreaker",))
    row = _add(campaign, kirra, IRONCLAD)
    geared = campaign.assets.set_value(row, "equipped", "geared_for_war")
    assert _limits(campaign, kirra) == (8, 8, 0, ("Oathbreaker", "Ironclad"))
    campaign.undo(geared)
    assert _limits(campaign, kirra) == (9, 9, 1, ("Oathbreaker",))
    campaign.assets.remove_asset(row)
    campaign.undo(taken)  # the card and the momentum it dropped, in one step
    assert _limits(campaign, kirra) == (10, 10, 2, ())
