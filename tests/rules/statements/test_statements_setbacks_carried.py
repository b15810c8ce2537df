"""Setbacks carried into the scenes after the one that caused them (seed 003)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.statements import (
    CarriedSetback,
    FactorKind,
    FactorRef,
    OpposingFactor,
    Scene,
    Setback,
    StatementCharacter,
    carry_on,
    floor_of,
    success_distribution,
)

BRAVE = FactorRef(FactorKind.TRAIT, "Brave")
ACUITY = FactorRef(FactorKind.ATTRIBUTE, "Acuity")
SHIP = FactorRef(FactorKind.RESOURCE, "Ship")
GATE = OpposingFactor("Gate", 2)


def _ada(carried: list[CarriedSetback] | None = None) -> StatementCharacter:
    return StatementCharacter(
        "Ada",
        traits={"Brave": 3},
        attributes={"Acuity": 2},
        resources={"Ship": 2},
        carried=list(carried or []),
    )


def _failed_scene(ada: StatementCharacter, statements: int = 1) -> Scene:
    """Ada states with Brave (and Acuity) against the Gate; every die fails."""
    scene = Scene([ada])
    for n in range(statements):
        scene.state("Ada", f"Open the gate {n}", [BRAVE if n < 2 else ACUITY], [GATE])
    for n in range(statements):
        statement = scene.statement(("Ada", n + 1))
        sides = statement.favouring_sum + statement.opposing_sum
        scene.roll(("Ada", n + 1), faces=[sides] * 3)
    assert scene.next_pending() is None
    return scene


def test_a_temporary_setback_lowers_the_odds_of_the_next_scene_only() -> None:
    harbour = _failed_scene(_ada())
    harbour.setback("Ada", Setback("Bruised hands", 2, target=BRAVE))
    carried = harbour.carried_after("Ada", "Harbour")
    assert [item.text for item in carried] == [
        "Bruised hands: −2 to Trait Brave (temporary, from Harbour)"
    ]
    quay = Scene([_ada(carried)])
    assert quay.setbacks_in_effect("Ada") == carried
    statement = quay.state("Ada", "Open the gate", [BRAVE], [GATE])
    assert statement.favouring_degrees == (1,)
    # Three rolls of a d3, success on 1: exactly (1/3)^k (2/3)^(3-k) times C(3, k).
    assert statement.odds() == {
        0: Fraction(8, 27),
        1: Fraction(12, 27),
        2: Fraction(6, 27),
        3: Fraction(1, 27),
    }
    assert quay.character("Ada").degree(BRAVE) == 3  # the sheet is not touched
    # After the next scene it is gone: the third scene states at Brave 3 again.
    dock = Scene([_ada(quay.carried_after("Ada", "Quay"))])
    assert dock.setbacks_in_effect("Ada") == []
    assert dock.state("Ada", "Open the gate", [BRAVE], [GATE]).odds() == success_distribution(3, 2)


def test_a_condition_is_in_effect_with_no_number_changed() -> None:
    harbour = _failed_scene(_ada())
    harbour.setback("Ada", Setback("Shaken", 1))
    [shaken] = harbour.carried_after("Ada", "Harbour")
    assert shaken.text == "Shaken: −1, a condition (no number changes) (temporary, from Harbour)"
    quay = Scene([_ada([shaken])])
    ada = quay.character("Ada")
    assert [ada.scene_degree(ref) for ref in (BRAVE, ACUITY, SHIP)] == [3, 2, 2]


def test_an_indefinite_setback_lasts_until_a_recovery_statement_comes_true() -> None:
    harbour = _failed_scene(_ada())
    harbour.setback("Ada", Setback("Lost the boat", 1, lasting=True, target=SHIP))  # costs 2
    carried = harbour.carried_after("Ada", "Harbour")
    assert carried[0].span == "indefinite"

    # Scene 2: a recovery Statement that fails keeps it; the Ship is 1 all scene.
    quay = Scene([_ada(carried)])
    failed = quay.state("Ada", "Buy a new boat", [SHIP], [GATE], recovers=0)
    assert failed.favouring_sum == 1
    quay.roll(failed.key, faces=[3, 3, 2])
    assert quay.next_pending() is None and failed.came_true is False
    assert quay.recovered("Ada") == []
    carried = quay.carried_after("Ada", "Quay")
    assert carried == [
        CarriedSetback(Setback("Lost the boat", 1, lasting=True, target=SHIP), "Harbour")
    ]

    # Scene 3: still in effect; a recovery Statement that comes true ends it.
    dock = Scene([_ada(carried)])
    assert dock.character("Ada").scene_degree(SHIP) == 1
    true = dock.state("Ada", "Buy a new boat", [SHIP, BRAVE], [GATE], recovers=0)
    dock.roll(true.key, faces=[1, 1, 6])
    assert dock.next_pending() is None and true.came_true is True
    assert dock.recovered("Ada") == [0]
    assert dock.carried_after("Ada", "Dock") == []
    assert Scene([_ada(dock.carried_after("Ada", "Dock"))]).character("Ada").scene_degree(SHIP) == 2


def test_recovery_is_only_from_ones_own_indefinite_setbacks() -> None:
    temporary = CarriedSetback(Setback("Bruised hands", 2, target=BRAVE), "Harbour")
    lasting = CarriedSetback(Setback("Lost the boat", 1, lasting=True, target=SHIP), "Harbour")
    scene = Scene([_ada([temporary, lasting]), StatementCharacter("Bo", traits={"Sly": 2})])
    with pytest.raises(RuleError, match="wears off after this scene"):
        scene.state("Ada", "Shake it off", [ACUITY], recovers=0)
    with pytest.raises(RuleError, match="Bo has no Setback number 1 in effect"):
        scene.state("Bo", "Help Ada", [FactorRef(FactorKind.TRAIT, "Sly")], recovers=1)
    with pytest.raises(RuleError, match="no Setback number 2"):
        scene.state("Ada", "Buy a boat", [ACUITY], recovers=2)
    assert scene.state("Ada", "Buy a boat", [ACUITY], recovers=1).recovers == 1


def test_a_factor_at_zero_cannot_support_oppose_or_earn_luck_this_scene() -> None:
    crushed = CarriedSetback(Setback("Broken nerve", 4, lasting=True, target=BRAVE), "Harbour")
    weak = CarriedSetback(Setback("Fever", 5, attribute=True, target=ACUITY), "Harbour")
    bo = StatementCharacter("Bo", traits={"Sly": 2})
    scene = Scene([_ada([crushed, weak]), bo])
    ada = scene.character("Ada")
    assert ada.scene_degree(BRAVE) == 0 and ada.degree(BRAVE) == 3
    assert ada.scene_degree(ACUITY) == 1  # an Attribute never below 1
    with pytest.raises(RuleError, match="Trait Brave is at 0 this scene"):
        scene.state("Ada", "Charge", [BRAVE])
    with pytest.raises(RuleError, match="Ada's Trait Brave is at 0 this scene"):
        scene.opposing("Ada", BRAVE)
    with pytest.raises(RuleError, match="Brave is at 0 this scene"):
        scene.inconvenience("Ada", "Brave")
    # An opposing factor of a player of the scene must be at its degree this scene.
    assert scene.opposing("Ada", ACUITY) == OpposingFactor("Ada's Acuity", 1, "Ada", ACUITY)
    with pytest.raises(RuleError, match="Ada's Acuity is 1 this scene"):
        scene.state(
            "Bo",
            "Trick Ada",
            [FactorRef(FactorKind.TRAIT, "Sly")],
            [OpposingFactor("Ada's Acuity", 2, "Ada", ACUITY)],
        )
    assert (
        scene.state(
            "Bo",
            "Trick Ada",
            [FactorRef(FactorKind.TRAIT, "Sly")],
            [OpposingFactor.of(ada, ACUITY)],
        ).opposing_sum
        == 1
    )


def test_a_permanent_setback_lowers_the_sheet_and_is_not_carried() -> None:
    harbour = _failed_scene(_ada(), statements=3)  # nine failures
    harbour.setback("Ada", Setback("Scarred", 1, attribute=True, permanent=True, target=ACUITY))
    assert harbour.character("Ada").attributes == {"Acuity": 1}
    assert harbour.carried_after("Ada", "Harbour") == []
    with pytest.raises(RuleError, match="not carried"):
        CarriedSetback(Setback("Scarred", 1, permanent=True, target=BRAVE), "Harbour")


def test_new_setbacks_join_the_indefinite_ones_still_in_effect() -> None:
    lasting = CarriedSetback(Setback("Lost the boat", 1, lasting=True, target=SHIP), "Harbour")
    temporary = CarriedSetback(Setback("Bruised hands", 2, target=BRAVE), "Harbour")
    scene = _failed_scene(_ada([lasting, temporary]))
    scene.setback("Ada", Setback("Soaked", 1))
    assert [(c.setback.description, c.origin) for c in scene.carried_after("Ada", "Quay")] == [
        ("Lost the boat", "Harbour"),
        ("Soaked", "Quay"),
    ]
    assert carry_on([lasting, temporary], [0], [], "Quay") == []


_KINDS = st.sampled_from([FactorKind.TRAIT, FactorKind.ATTRIBUTE, FactorKind.RESOURCE])


@settings(max_examples=60, deadline=None)
@given(
    sheet=st.dictionaries(
        st.tuples(_KINDS, st.sampled_from(["A", "B"])), st.integers(1, 5), min_size=1
    ),
    setbacks=st.lists(
        st.tuples(
            st.tuples(_KINDS, st.sampled_from(["A", "B", "C"])),
            st.integers(1, 8),
            st.booleans(),
        ),
        max_size=5,
    ),
)
def test_no_degree_goes_below_its_floor(
    sheet: dict[tuple[FactorKind, str], int],
    setbacks: list[tuple[tuple[FactorKind, str], int, bool]],
) -> None:
    tables: dict[FactorKind, dict[str, int]] = {kind: {} for kind in FactorKind}
    for (kind, name), degree in sheet.items():
        tables[kind][name] = degree
    carried = [
        CarriedSetback(
            Setback(
                "Hurt",
                degree,
                lasting=lasting,
                attribute=kind is FactorKind.ATTRIBUTE,
                target=FactorRef(kind, name),
            ),
            "Earlier",
        )
        for (kind, name), degree, lasting in setbacks
    ]
    character = StatementCharacter(
        "Ada",
        traits=tables[FactorKind.TRAIT],
        attributes=tables[FactorKind.ATTRIBUTE],
        resources=tables[FactorKind.RESOURCE],
        carried=carried,
    )
    for (kind, name), degree in sheet.items():
        ref = FactorRef(kind, name)
        lowered = sum(c.setback.degree for c in carried if c.target == ref)
        now = character.scene_degree(ref)
        assert now >= floor_of(kind)
        assert now == max(floor_of(kind), degree - lowered)
        assert character.degree(ref) == degree
