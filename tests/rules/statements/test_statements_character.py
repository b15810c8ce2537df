"""Statement characters: sheet limits, Luck cap, Drives and advances (rules-spec D)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.statements import FactorKind, FactorRef, StatementCharacter

TRAIT, ATTRIBUTE, RESOURCE = FactorKind.TRAIT, FactorKind.ATTRIBUTE, FactorKind.RESOURCE


def ana() -> StatementCharacter:
    return StatementCharacter(
        "Ana",
        traits={"Charismatic": 3},
        attributes={"Will": 4, "Acuity": 2},
        resources={"Wealth": 5},
        luck=4,
        drives=["Find my sister"],
    )


def test_degrees_are_read_by_kind_and_name() -> None:
    sheet = ana()
    assert sheet.degree(FactorRef(TRAIT, "Charismatic")) == 3
    assert sheet.degree(FactorRef(ATTRIBUTE, "Will")) == 4
    assert sheet.traits_and_resources == 8
    with pytest.raises(RuleError, match="no trait named 'Will'"):
        sheet.degree(FactorRef(TRAIT, "Will"))
    assert FactorRef(RESOURCE, "Wealth").label == "Resource Wealth"


@pytest.mark.parametrize(
    "kwargs",
    [
        {"traits": {"Brave": 6}},
        {"traits": {"Brave": 0}},
        {"resources": {"Gold": 7}},
        {"attributes": {"Will": 0}},
        {"luck": 11},
        {"luck": -1},
        {"drives": ["a", "b", "c", "d"]},
        {"attributes": {"Will": 5}, "starting_attributes": {"Will": 2}},
        {"attributes": {"Will": 3}, "starting_attributes": {"Acuity": 2}},
    ],
)
def test_a_sheet_outside_the_rules_is_refused(kwargs: dict[str, object]) -> None:
    with pytest.raises(RuleError):
        StatementCharacter("Bad", **kwargs)  # type: ignore[arg-type]


def test_luck_never_exceeds_ten_and_the_excess_is_lost() -> None:
    sheet = ana()
    change = sheet.earn_luck(9)
    assert (change.before, change.after, change.lost_to_cap) == (4, 10, 3)
    assert sheet.spend_luck(6).after == 4
    with pytest.raises(RuleError, match="holds 4 Luck"):
        sheet.spend_luck(5)
    with pytest.raises(RuleError):
        sheet.earn_luck(-1)


def test_a_character_has_at_most_three_drives() -> None:
    sheet = ana()
    sheet.add_drive("Protect the crew")
    sheet.add_drive("Pay my debts")
    with pytest.raises(RuleError, match="at most 3 Drives"):
        sheet.add_drive("One too many")
    sheet.rewrite_drive(0, "Avenge my sister")
    assert sheet.remove_drive(0) == "Avenge my sister"
    sheet.add_drive("  Learn the truth ")
    assert sheet.drives == ["Protect the crew", "Pay my debts", "Learn the truth"]
    with pytest.raises(RuleError):
        sheet.rewrite_drive(5, "x")
    with pytest.raises(RuleError):
        sheet.remove_drive(-1)
    with pytest.raises(RuleError):
        sheet.rewrite_drive(0, "  ")


def test_traits_and_resources_stop_at_five_and_vanish_at_zero() -> None:
    sheet = ana()
    with pytest.raises(RuleError, match="exceeds 5"):
        sheet.advance_trait_or_resource(FactorRef(RESOURCE, "Wealth"))
    assert sheet.advance_trait_or_resource(FactorRef(TRAIT, "Stubborn")) == 1
    assert sheet.reduce_trait_or_resource(FactorRef(TRAIT, "Stubborn")) == 0
    assert "Stubborn" not in sheet.traits
    with pytest.raises(RuleError):
        sheet.advance_trait_or_resource(FactorRef(ATTRIBUTE, "Will"))
    with pytest.raises(RuleError):
        sheet.reduce_trait_or_resource(FactorRef(ATTRIBUTE, "Will"))


def test_attributes_stop_at_twice_their_starting_value() -> None:
    sheet = ana()
    assert sheet.advance_attribute("Acuity") == 3
    assert sheet.advance_attribute("Acuity") == 4
    with pytest.raises(RuleError, match="twice its starting value"):
        sheet.advance_attribute("Acuity")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 12), max_size=12))
def test_luck_stays_within_zero_and_ten(earnings: list[int]) -> None:
    sheet = ana()
    for amount in earnings:
        change = sheet.earn_luck(amount)
        assert 0 <= sheet.luck <= 10
        assert change.before + amount == change.after + change.lost_to_cap
