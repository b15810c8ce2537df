"""The campaign's bookkeeping rules (rules-spec A.2-A.4) and the Episode award (A.3)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.starshine.campaign import (
    InvestmentState,
    StrategyState,
    change_investment_state,
    change_strategy_state,
    check_strategy_development,
    invest,
    modified_score,
    raise_stance,
)
from starshine_desktop.rules.starshine.episodes import (
    Check,
    CheckItem,
    ItemKind,
    PersonaInPlay,
    Player,
    award_advances,
    observers_of,
    preview_advances,
    ticks_of,
)


@pytest.mark.parametrize(("current", "value", "after"), [(4, 1, 3), (4, 4, 0), (6, 6, 0)])
def test_an_investment_lowers_the_characteristic_by_its_value(
    current: int, value: int, after: int
) -> None:
    assert invest("Bold", current, value) == after


@pytest.mark.parametrize(
    ("current", "value", "message"),
    [(2, 3, "below 0"), (4, 0, "1 to 6"), (4, 7, "1 to 6"), (4, True, "whole number")],
)
def test_an_investment_is_at_least_1_and_never_below_0(
    current: int, value: object, message: str
) -> None:
    with pytest.raises(RuleError, match=message):
        invest("Bold", current, value)


def test_the_stance_rises_by_one_to_at_most_six() -> None:
    assert [raise_stance(stance) for stance in range(1, 7)] == [2, 3, 4, 5, 6, 6]
    with pytest.raises(RuleError):
        raise_stance(7)


def test_only_an_open_investment_resolves_and_only_resolving_earns() -> None:
    assert change_investment_state(InvestmentState.OPEN, InvestmentState.RESOLVED) is True
    assert change_investment_state(InvestmentState.OPEN, InvestmentState.LOST) is False
    for current in (InvestmentState.RESOLVED, InvestmentState.LOST):
        with pytest.raises(RuleError):
            change_investment_state(current, InvestmentState.OPEN)


def test_only_an_active_strategy_develops_or_ends() -> None:
    check_strategy_development(StrategyState.ACTIVE)
    change_strategy_state(StrategyState.ACTIVE, StrategyState.COMPLETED)
    with pytest.raises(RuleError, match="cannot be developed"):
        check_strategy_development(StrategyState.SURRENDERED)
    with pytest.raises(RuleError):
        change_strategy_state(StrategyState.COMPLETED, StrategyState.SURRENDERED)


def test_modifiers_add_to_the_base_score() -> None:
    assert modified_score(2, [1, -3, 2]) == 2
    assert modified_score(5, []) == 5


ANN, BOB, DEE = Player(1, "Ann"), Player(2, "Bob"), Player(3, "Dee")
ADA = PersonaInPlay(
    10,
    "Ada",
    ANN.id,
    (CheckItem(ItemKind.EXPRESSION, 1, "bold"), CheckItem(ItemKind.TRAIT, 5, "Quick")),
)
BEA = PersonaInPlay(11, "Bea", BOB.id, (CheckItem(ItemKind.TRAIT, 6, "Lucky"),))


def test_a_persona_is_checked_by_every_other_player_not_its_own() -> None:
    assert observers_of(ADA, [ANN, BOB, DEE]) == [BOB, DEE]


def test_an_advance_needs_every_item_checked_by_every_other_player() -> None:
    checks = [
        Check(BOB.id, ItemKind.EXPRESSION, 1),
        Check(BOB.id, ItemKind.TRAIT, 5),
        Check(DEE.id, ItemKind.EXPRESSION, 1),
        Check(DEE.id, ItemKind.TRAIT, 5),
        Check(ANN.id, ItemKind.TRAIT, 6),
        Check(ANN.id, ItemKind.EXPRESSION, 1),  # Ann's tick of her own Persona changes nothing
    ]
    ada, bea = award_advances([ANN, BOB, DEE], [ADA, BEA], ticks_of(checks))
    assert ada.awarded and ada.missing == ()
    assert not bea.awarded
    assert bea.missing == ("Dee did not check trait 'Lucky'",)


def test_one_missing_tick_is_enough_to_lose_the_advance() -> None:
    checks = [Check(BOB.id, ItemKind.EXPRESSION, 1), Check(DEE.id, ItemKind.EXPRESSION, 1)]
    checks += [Check(DEE.id, ItemKind.TRAIT, 5)]
    [ada] = award_advances([ANN, BOB, DEE], [ADA], ticks_of(checks))
    assert ada.missing == ("Bob did not check trait 'Quick'",)


def test_the_rule_is_literal_when_nothing_is_to_check() -> None:
    empty = PersonaInPlay(12, "Cy", ANN.id, ())
    [alone] = award_advances([ANN], [ADA], {})
    [nothing] = award_advances([ANN, BOB], [empty], {})
    assert alone.awarded and nothing.awarded


_PLAYERS = [ANN, BOB, DEE]
_CELLS = [(p.id, i.kind, i.id) for p in _PLAYERS for i in (*ADA.items, *BEA.items)]


@given(st.sets(st.sampled_from(_CELLS)), st.integers(min_value=0, max_value=4))
def test_the_preview_names_the_first_gaps_of_the_award_and_counts_them_all(
    ticked: set[tuple[int, ItemKind, int]], shown: int
) -> None:
    """Closing now and the preview agree: the same Advances, the first gaps, their count."""
    ticks = ticks_of(Check(*cell) for cell in ticked)
    awards = award_advances(_PLAYERS, [ADA, BEA], ticks)
    previews = preview_advances(_PLAYERS, [ADA, BEA], ticks, shown)
    for award, preview in zip(awards, previews, strict=True):
        assert preview.persona_id == award.persona_id
        assert preview.awarded == award.awarded
        assert preview.missing == len(award.gaps)
        assert preview.gaps == award.gaps[:shown]
