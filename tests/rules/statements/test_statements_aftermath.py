"""After a scene: Setbacks within the failures, the experience test and Drives (rules-spec D)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.statements import (
    DriveChangeKind,
    FactorKind,
    FactorRef,
    OpposingFactor,
    Scene,
    ScenePhase,
    Setback,
    StatementCharacter,
    success_distribution,
)

TRAIT, ATTRIBUTE, RESOURCE = FactorKind.TRAIT, FactorKind.ATTRIBUTE, FactorKind.RESOURCE
WILL = FactorRef(ATTRIBUTE, "Will")
BRAVE = FactorRef(TRAIT, "Brave")
GOLD = FactorRef(RESOURCE, "Gold")


def resolved(faces: tuple[int, int, int] = (2, 9, 10)) -> Scene:
    """Return a resolved one-player scene: Ana's Statement (F 7, O 3) rolled with ``faces``."""
    ana = StatementCharacter(
        "Ana",
        traits={"Brave": 3},
        attributes={"Will": 4},
        resources={"Gold": 2},
        drives=["Find my sister", "Pay my debts"],
    )
    scene = Scene([ana])
    statement = scene.state("Ana", "I cross the bridge", [WILL, BRAVE], [OpposingFactor("Gap", 3)])
    scene.roll(statement.key, list(faces))
    scene.resolve(lambda _s, _t: True)
    return scene


def test_after_scene_steps_wait_for_resolution() -> None:
    scene = Scene([StatementCharacter("Ana", traits={"Brave": 3})])
    scene.state("Ana", "I jump", [BRAVE])
    with pytest.raises(RuleError, match="resolve every Statement first"):
        scene.setback("Ana", Setback("Bruised", 1))
    with pytest.raises(RuleError, match="resolve every Statement first"):
        scene.change_drive("Ana", DriveChangeKind.ADD, text="Fly", why="I fell")


def test_setbacks_cost_at_most_the_failures_generated() -> None:
    scene = resolved()  # faces 2 9 10 on a d10 with F 7: two failures
    after = scene.aftermath_of("Ana")
    assert after.failures == 2 == scene.failures_of("Ana")
    assert scene.setback("Ana", Setback("Bruised knee", 1, target=BRAVE)) == 1
    with pytest.raises(RuleError, match="cost 3 failures but only 2 came up"):
        scene.setback("Ana", Setback("Sprained ankle", 1, lasting=True))
    assert [s.description for s in after.setbacks] == ["Bruised knee"]
    assert (after.spent, after.left) == (1, 1)
    # A temporary Setback is a condition: the sheet is unchanged.
    assert scene.character("Ana").traits == {"Brave": 3}


def test_a_permanent_setback_lowers_the_sheet_and_must_name_its_target() -> None:
    scene = resolved((8, 9, 10))  # three failures
    with pytest.raises(RuleError, match="permanent Setback reduces"):
        scene.setback("Ana", Setback("Scarred", 1, permanent=True))
    with pytest.raises(RuleError, match="justify"):
        scene.setback("Ana", Setback("  ", 1))
    # Permanent −1 to a Trait: 1 × 2 (lasts) × 2 (permanent) = 4 > 3.
    with pytest.raises(RuleError, match="cost 4 failures but only 3"):
        scene.setback("Ana", Setback("Lost nerve", 1, permanent=True, target=BRAVE))
    assert scene.character("Ana").traits == {"Brave": 3}
    assert scene.setback("Ana", Setback("Fell asleep", 3)) == 0


def test_permanent_reductions_remove_traits_at_zero_and_keep_attributes_at_one() -> None:
    character = StatementCharacter(
        "Ana", traits={"Brave": 2}, attributes={"Will": 2}, resources={"Gold": 1}
    )
    assert character.lower(GOLD, 1) == 0
    assert "Gold" not in character.resources
    with pytest.raises(RuleError, match="cannot lose 3"):
        character.lower(BRAVE, 3)
    with pytest.raises(RuleError, match="Attribute stays 1 or more"):
        character.lower(WILL, 2)
    assert character.lower(WILL, 1) == 1


def test_setback_attribute_flag_must_match_its_target() -> None:
    with pytest.raises(RuleError, match="is an Attribute: the cost doubles"):
        Setback("Weakened", 1, target=WILL)
    with pytest.raises(RuleError, match="not an Attribute"):
        Setback("Shaken", 1, attribute=True, target=BRAVE)
    assert Setback("Weakened", 1, attribute=True, permanent=True, target=WILL).cost == 8
    assert Setback("Weakened", 1, attribute=True, permanent=True, target=WILL).reduction == (
        "permanent −1 to Attribute Will"
    )


def test_the_experience_test_pits_failures_against_traits_and_resources() -> None:
    scene = resolved()
    assert scene.experience_sums("Ana") == (2, 5)
    assert scene.experience_odds("Ana") == success_distribution(2, 5)
    assert scene.experience_odds("Ana")[3] == Fraction(8, 343)
    with pytest.raises(RuleError, match="takes the experience test first"):
        scene.advance("Ana", increase=BRAVE)
    award = scene.take_experience_test("Ana", [1, 5, 7])  # d7, success on 2 or less
    assert award.successes == 1
    with pytest.raises(RuleError, match="already took the test"):
        scene.take_experience_test("Ana", [1, 1, 1])
    with pytest.raises(RuleError, match="Setbacks before the experience test"):
        scene.setback("Ana", Setback("Bruised", 1))
    with pytest.raises(RuleError, match="needs three successes"):
        scene.advance("Ana", attribute="Will")
    scene.advance("Ana", increase=FactorRef(TRAIT, "Patient"), decrease=GOLD)
    assert scene.character("Ana").traits == {"Brave": 3, "Patient": 1}
    assert scene.character("Ana").resources == {"Gold": 1}
    with pytest.raises(RuleError, match="already raised a Trait or Resource"):
        scene.advance("Ana", increase=BRAVE)


def test_three_successes_allow_an_attribute_too_within_twice_its_start() -> None:
    scene = resolved((8, 9, 10))
    scene.take_experience_test("Ana", [1, 2, 3])  # d8, success on 3 or less
    scene.advance("Ana", attribute="Will")
    assert scene.character("Ana").attributes == {"Will": 5}
    with pytest.raises(RuleError, match="already raised an Attribute"):
        scene.advance("Ana", attribute="Will")
    scene.advance("Ana", increase=BRAVE)
    assert scene.aftermath_of("Ana").raised == BRAVE
    assert not scene.aftermath_of("Ana").trait_advance_open


def test_no_failures_means_no_experience_test() -> None:
    scene = resolved((1, 2, 3))
    with pytest.raises(RuleError, match="no failures"):
        scene.take_experience_test("Ana", [1, 1, 1])
    with pytest.raises(RuleError, match="no failures"):
        scene.experience_odds("Ana")


def test_a_refused_advance_changes_nothing() -> None:
    scene = resolved()
    scene.take_experience_test("Ana", [1, 1, 1])
    with pytest.raises(RuleError, match="decrease a different"):
        scene.advance("Ana", increase=BRAVE, decrease=BRAVE)
    assert scene.character("Ana").traits == {"Brave": 3}
    assert scene.aftermath_of("Ana").raised is None
    with pytest.raises(RuleError, match="needs a name"):
        scene.advance("Ana", increase=FactorRef(TRAIT, " "))


def test_one_drive_change_per_scene_justified_and_never_over_three() -> None:
    scene = resolved()
    with pytest.raises(RuleError, match="justify"):
        scene.change_drive("Ana", DriveChangeKind.REWRITE, 0, "Avenge my sister", "")
    with pytest.raises(RuleError, match="no Drive number 5"):
        scene.change_drive("Ana", DriveChangeKind.REWRITE, 4, "Avenge my sister", "She fell")
    change = scene.change_drive("Ana", DriveChangeKind.REWRITE, 0, "Avenge my sister", "She fell")
    assert change.text == "rewrote “Find my sister” as “Avenge my sister”"
    assert scene.character("Ana").drives == ["Avenge my sister", "Pay my debts"]
    with pytest.raises(RuleError, match="already changed a Drive"):
        scene.change_drive("Ana", DriveChangeKind.REMOVE, 1, why="Debts paid")
    full = StatementCharacter("Bo", traits={"Sly": 2}, drives=["A", "B", "C"])
    scene = Scene([full])
    scene.state("Bo", "I hide", [FactorRef(TRAIT, "Sly")])
    scene.roll(("Bo", 1), [1, 2, 2])
    scene.resolve(lambda _s, _t: True)
    with pytest.raises(RuleError, match="at most 3 Drives"):
        scene.change_drive("Bo", DriveChangeKind.ADD, text="D", why="Why not")
    assert scene.change_drive("Bo", DriveChangeKind.REMOVE, 2, why="Done").text == "removed “C”"


def test_after_scene_steps_still_work_once_luck_is_paid() -> None:
    scene = resolved()
    scene.finish()
    assert scene.phase is ScenePhase.FINISHED
    scene.setback("Ana", Setback("Tired", 2))
    assert scene.aftermath_of("Ana").left == 0


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.tuples(st.integers(1, 3), st.booleans(), st.booleans()), min_size=1, max_size=4),
    st.tuples(st.integers(1, 10), st.integers(1, 10), st.integers(1, 10)),
)
def test_setbacks_never_spend_more_than_the_failures(
    setbacks: list[tuple[int, bool, bool]], faces: tuple[int, int, int]
) -> None:
    scene = resolved(faces)
    failures = scene.failures_of("Ana")
    for degree, lasting, attribute in setbacks:
        setback = Setback("Hurt", degree, lasting=lasting, attribute=attribute)
        before = scene.aftermath_of("Ana").spent
        try:
            scene.setback("Ana", setback)
        except RuleError:
            assert before + setback.cost > failures
            assert scene.aftermath_of("Ana").spent == before
        assert 0 <= scene.aftermath_of("Ana").left <= failures
