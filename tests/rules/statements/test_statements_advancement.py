"""Setback costs, the experience test and its caps, and Luck for revisions (rules-spec D)."""

from __future__ import annotations

import pytest

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.statements import (
    FactorKind,
    FactorRef,
    Setback,
    StatementCharacter,
    apply_experience,
    check_setbacks,
    experience_test,
    revision_luck,
    setback_cost,
)

TRAIT, RESOURCE = FactorKind.TRAIT, FactorKind.RESOURCE


def test_the_seeds_examples_of_eight_failures() -> None:
    assert setback_cost(1, attribute=True, permanent=True) == 8
    assert setback_cost(4) == 4
    assert (
        check_setbacks(8, [Setback("Acuity lowered for good", 1, attribute=True, permanent=True)])
        == 0
    )
    assert check_setbacks(8, [Setback("Shaken", 4)]) == 4


@pytest.mark.parametrize(
    ("degree", "lasting", "attribute", "permanent", "cost"),
    [
        (2, False, False, False, 2),
        (2, True, False, False, 4),
        (2, False, True, False, 4),
        (2, True, True, False, 8),
        (2, True, True, True, 16),
        (3, False, False, True, 12),
    ],
)
def test_setback_cost_doubles_for_lasting_attribute_and_permanent(
    degree: int, lasting: bool, attribute: bool, permanent: bool, cost: int
) -> None:
    assert setback_cost(degree, lasting=lasting, attribute=attribute, permanent=permanent) == cost


def test_setbacks_cannot_cost_more_than_the_failures() -> None:
    with pytest.raises(RuleError, match="cost 10 failures but only 9"):
        check_setbacks(9, [Setback("Broken arm", 5, lasting=True)])
    with pytest.raises(RuleError):
        setback_cost(0)


def sheet() -> StatementCharacter:
    return StatementCharacter(
        "Ana", traits={"Brave": 5, "Quick": 2}, attributes={"Will": 2}, resources={"Gold": 1}
    )


def test_the_experience_test_pits_failures_against_traits_and_resources() -> None:
    award = experience_test(sheet(), 4, faces=[4, 5, 12])
    assert award.roll is not None and award.roll.sides == 12
    assert award.successes == 1
    assert award.trait_or_resource and not award.attribute
    assert experience_test(sheet(), 0).successes == 0
    with pytest.raises(RuleError):
        experience_test(sheet(), -1)


def test_one_success_raises_a_trait_or_resource_and_may_lower_another() -> None:
    ana = sheet()
    award = experience_test(ana, 4, faces=[1, 9, 9])
    apply_experience(
        ana, award, increase=FactorRef(TRAIT, "Quick"), decrease=FactorRef(RESOURCE, "Gold")
    )
    assert ana.traits == {"Brave": 5, "Quick": 3}
    assert ana.resources == {}
    with pytest.raises(RuleError, match="three successes"):
        apply_experience(ana, award, attribute="Will")


def test_experience_caps_refuse_the_whole_choice() -> None:
    ana = sheet()
    award = experience_test(ana, 8, faces=[1, 2, 3])
    assert award.attribute
    with pytest.raises(RuleError, match="exceeds 5"):
        apply_experience(ana, award, increase=FactorRef(TRAIT, "Brave"), attribute="Will")
    assert ana.attributes == {"Will": 2}
    apply_experience(ana, award, increase=FactorRef(TRAIT, "Bold"), attribute="Will")
    assert ana.attributes == {"Will": 3}
    assert ana.traits["Bold"] == 1
    apply_experience(ana, award, attribute="Will")
    with pytest.raises(RuleError, match="twice its starting value"):
        apply_experience(ana, award, attribute="Will")


def test_experience_choices_need_the_successes() -> None:
    ana = sheet()
    nothing = experience_test(ana, 2, faces=[9, 9, 9])
    with pytest.raises(RuleError, match="one success"):
        apply_experience(ana, nothing, increase=FactorRef(TRAIT, "Quick"))
    one = experience_test(ana, 2, faces=[1, 9, 9])
    with pytest.raises(RuleError, match="comes with an increase"):
        apply_experience(ana, one, decrease=FactorRef(TRAIT, "Quick"))
    with pytest.raises(RuleError, match="different"):
        apply_experience(
            ana, one, increase=FactorRef(TRAIT, "Quick"), decrease=FactorRef(TRAIT, "Quick")
        )
    assert ana.traits == {"Brave": 5, "Quick": 2}


def test_a_revision_earns_one_luck_at_150_to_450_words_if_accepted() -> None:
    assert revision_luck(150, True) == 1
    assert revision_luck(450, True) == 1
    assert revision_luck(300, False) == 0
    for words in (149, 451):
        with pytest.raises(RuleError, match="150 to 450"):
            revision_luck(words, True)
