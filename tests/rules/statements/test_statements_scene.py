"""A scene of Statements: limits, Weights, round-by-round resolution, Luck (rules-spec D)."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.errors import RuleError
from starshine_desktop.rules.statements import (
    FactorKind,
    FactorRef,
    OpposingFactor,
    Scene,
    ScenePhase,
    Statement,
    StatementCharacter,
)

TRAIT, ATTRIBUTE, RESOURCE = FactorKind.TRAIT, FactorKind.ATTRIBUTE, FactorKind.RESOURCE
WILL = FactorRef(ATTRIBUTE, "Will")
CHARISMATIC = FactorRef(TRAIT, "Charismatic")
SHREWD = FactorRef(TRAIT, "Shrewd")
ACUITY = FactorRef(ATTRIBUTE, "Acuity")
GOLD = FactorRef(RESOURCE, "Gold")


def cast(luck: int = 5) -> tuple[StatementCharacter, StatementCharacter, StatementCharacter]:
    ana = StatementCharacter(
        "Ana",
        traits={"Charismatic": 3},
        attributes={"Will": 4},
        resources={"Gold": 2},
        luck=luck,
        drives=["Find my sister"],
    )
    bo = StatementCharacter("Bo", traits={"Shrewd": 4}, attributes={"Acuity": 5}, luck=luck)
    cy = StatementCharacter("Cy", traits={"Shrewd": 2}, attributes={"Will": 3}, luck=luck)
    return ana, bo, cy


GUARDS = (OpposingFactor("Acuity", 5), OpposingFactor("Shrewd", 4))


def test_the_seeds_example_gives_weight_fourteen_for_two_successes() -> None:
    ana, bo, _ = cast()
    scene = Scene([ana, bo])
    statement = scene.state("Ana", "I talk us past the guards", [WILL, CHARISMATIC], GUARDS)
    assert (statement.favouring_sum, statement.opposing_sum) == (7, 9)
    scene.roll(statement.key, [3, 7, 8])
    assert (statement.successes, statement.failures, statement.weight) == (2, 1, 14)


def test_each_player_makes_at_most_three_statements_in_order() -> None:
    ana, bo, _ = cast()
    scene = Scene([ana, bo])
    orders = [scene.state("Ana", f"Aim {n}", [GOLD] if n < 2 else [WILL]).order for n in range(3)]
    assert orders == [1, 2, 3]
    with pytest.raises(RuleError, match="already made 3 Statements"):
        scene.state("Ana", "A fourth", [CHARISMATIC])
    assert [s.order for s in scene.statements_of("Bo")] == []


def test_a_factor_supports_at_most_two_statements_per_scene() -> None:
    ana, bo, _ = cast()
    scene = Scene([ana, bo])
    scene.state("Ana", "One", [WILL, CHARISMATIC])
    scene.state("Ana", "Two", [WILL])
    assert scene.factor_uses("Ana", WILL) == 2
    with pytest.raises(RuleError, match="Attribute Will already supports 2 Statements"):
        scene.state("Ana", "Three", [WILL, GOLD])
    scene.state("Ana", "Three", [CHARISMATIC, GOLD])
    scene.state("Bo", "Bo's own Shrewd is his own", [SHREWD])


def test_opposing_factors_can_be_drawn_from_another_characters_sheet() -> None:
    ana, bo, _ = cast()
    scene = Scene([ana, bo])
    against = [OpposingFactor.of(bo, ACUITY), OpposingFactor.of(bo, SHREWD)]
    assert against[0] == OpposingFactor("Bo's Acuity", 5, "Bo", ACUITY)
    for n in range(3):
        statement = scene.state("Ana", f"Fool Bo {n}", [GOLD if n < 2 else WILL], against)
        assert statement.opposing_sum == 9
    with pytest.raises(RuleError, match="no trait named 'Charismatic'"):
        OpposingFactor.of(bo, CHARISMATIC)


def test_statement_limits_are_enforced() -> None:
    ana, bo, _ = cast(luck=6)
    scene = Scene([ana, bo])
    with pytest.raises(RuleError, match="0 or 2 to 12"):
        scene.state("Ana", "x", [WILL], difficulty=1)
    with pytest.raises(RuleError, match="0 or 2 to 12"):
        scene.state("Ana", "x", [WILL], difficulty=13)
    with pytest.raises(RuleError, match="Luck bid is 0 to 5"):
        scene.state("Ana", "x", [WILL], luck_bid=6)
    with pytest.raises(RuleError, match="favouring factor or a Luck bid"):
        scene.state("Ana", "x", [], GUARDS)
    with pytest.raises(RuleError, match="no trait named 'Shrewd'"):
        scene.state("Ana", "x", [SHREWD])
    with pytest.raises(RuleError, match="counts once"):
        scene.state("Ana", "x", [WILL, WILL])
    with pytest.raises(RuleError, match="Drives"):
        scene.state("Ana", "x", [WILL], drive="Get rich")
    with pytest.raises(RuleError, match="needs words"):
        scene.state("Ana", "  ", [WILL])
    with pytest.raises(RuleError, match="not in this scene"):
        scene.state("Zed", "x", [WILL])
    with pytest.raises(RuleError):
        OpposingFactor("Nothing", 0)
    luck_only = scene.state("Ana", "Pure luck", [], GUARDS, difficulty=12, luck_bid=5)
    assert (luck_only.favouring_sum, luck_only.opposing_sum) == (5, 21)
    with pytest.raises(RuleError, match="bids 7 Luck this scene but holds 6"):
        scene.state("Ana", "More luck", [WILL], luck_bid=2)


def test_withdrawing_takes_back_the_last_statement_before_rolling() -> None:
    ana, bo, _ = cast()
    scene = Scene([ana, bo])
    first = scene.state("Ana", "One", [WILL])
    scene.state("Ana", "Two", [WILL])
    scene.state("Bo", "Three", [SHREWD])
    scene.link(first.key, ("Ana", 2), 1)
    assert scene.withdraw("Ana").order == 2
    assert scene.links == []
    assert scene.state("Ana", "Two again", [WILL]).order == 2
    scene.roll(first.key, [1, 1, 1])
    with pytest.raises(RuleError, match="before any is rolled"):
        scene.withdraw("Ana")
    with pytest.raises(RuleError, match="before any is rolled"):
        scene.state("Bo", "Late", [SHREWD])
    with pytest.raises(RuleError, match="already rolled"):
        scene.roll(first.key, [1, 1, 1])


def _two_player_scene() -> tuple[Scene, StatementCharacter, StatementCharacter]:
    ana, bo, _ = cast()
    scene = Scene([ana, bo])
    scene.state("Ana", "A1", [WILL], GUARDS)  # F 4
    scene.state("Ana", "A2", [CHARISMATIC], GUARDS)  # F 3
    scene.state("Bo", "B1", [SHREWD], GUARDS)  # F 4
    scene.state("Bo", "B2", [ACUITY], GUARDS)  # F 5
    return scene, ana, bo


def test_resolution_goes_by_weight_and_round_with_the_table_deciding() -> None:
    scene, _, _ = _two_player_scene()
    scene.roll(("Ana", 1), [1, 2, 9])  # 2 successes x 4 = 8
    scene.roll(("Bo", 1), [1, 2, 3])  # 3 x 4 = 12
    pending = scene.next_pending()
    assert scene.statement(("Bo", 1)).came_true is True  # highest Weight, nothing true yet
    assert pending is not None and pending.key == ("Ana", 1)
    assert scene.next_pending() is pending
    scene.confirm(False)
    assert scene.statement(("Ana", 1)).came_true is False
    with pytest.raises(RuleError, match="roll round 2 first"):
        scene.next_pending()
    scene.roll(("Ana", 2), [1, 1, 1])  # 3 x 3 = 9
    scene.roll(("Bo", 2), [1, 9, 9])  # 1 x 5 = 5
    asked: list[tuple[str, list[str]]] = []

    def ask(statement: Statement, already: list[Statement]) -> bool:
        asked.append((statement.text, [s.text for s in already]))
        return True

    true = scene.resolve(ask)
    assert asked == [("A2", ["B1"]), ("B2", ["B1", "A2"])]
    assert [s.text for s in true] == ["B1", "A2", "B2"]
    assert scene.phase is ScenePhase.RESOLVED
    assert scene.next_pending() is None


def test_equal_weights_go_in_player_order() -> None:
    ana, bo, cy = cast()
    scene = Scene([cy, ana, bo])
    scene.state("Ana", "A", [WILL], GUARDS)  # 4
    scene.state("Bo", "B", [SHREWD], GUARDS)  # 4
    scene.state("Cy", "C", [FactorRef(ATTRIBUTE, "Will")], GUARDS)  # 3
    scene.roll(("Ana", 1), [1, 9, 9])  # 4
    scene.roll(("Bo", 1), [1, 9, 9])  # 4
    scene.roll(("Cy", 1), [1, 2, 9])  # 6
    order: list[str] = []

    def note(statement: Statement, true: list[Statement]) -> bool:
        order.append(statement.text)
        return True

    scene.resolve(note)
    assert order == ["A", "B"]
    assert [s.text for s in scene.true_statements] == ["C", "A", "B"]


def test_a_statement_without_successes_never_comes_true() -> None:
    ana, bo, _ = cast()
    scene = Scene([ana, bo])
    scene.state("Ana", "A", [WILL], GUARDS)
    scene.state("Bo", "B", [SHREWD], GUARDS)
    scene.roll(("Ana", 1), [13, 13, 13])
    scene.roll(("Bo", 1), [12, 12, 12])
    assert scene.next_pending() is None
    assert scene.true_statements == []
    with pytest.raises(RuleError, match="no Statement is waiting"):
        scene.confirm(True)


def test_luck_bid_is_lost_only_when_the_statement_comes_true() -> None:
    ana, bo, _ = cast(luck=5)
    scene = Scene([ana, bo])
    scene.state("Ana", "Lucky", [WILL], luck_bid=3)  # F 7
    scene.state("Bo", "Also lucky", [SHREWD], luck_bid=2)  # F 6
    scene.roll(("Ana", 1), [1, 1, 1])
    scene.roll(("Bo", 1), [1, 1, 1])
    scene.resolve(lambda statement, true: False)
    summary = scene.finish()
    assert (summary["Ana"].luck_spent, ana.luck) == (3, 2)
    assert (summary["Bo"].luck_spent, bo.luck) == (0, 5)
    assert summary["Ana"].true_statements == (1,)
    assert summary["Bo"].true_statements == ()


def test_support_and_hindrance_apply_when_the_earlier_statement_came_true() -> None:
    scene, _, _ = _two_player_scene()
    scene.link(("Bo", 1), ("Ana", 2), 1)
    scene.link(("Ana", 1), ("Bo", 2), -1)
    with pytest.raises(RuleError, match="earlier round"):
        scene.link(("Ana", 2), ("Bo", 1), 1)
    with pytest.raises(RuleError, match="already linked"):
        scene.link(("Bo", 1), ("Ana", 2), -1)
    with pytest.raises(RuleError, match="\\+1 success"):
        scene.link(("Bo", 1), ("Bo", 2), 2)
    scene.roll(("Ana", 1), [1, 9, 9])
    scene.roll(("Bo", 1), [1, 2, 9])
    scene.roll(("Ana", 2), [1, 2, 9])  # 2 successes, +1 from B1
    scene.roll(("Bo", 2), [1, 2, 3])  # 3 successes, A1 refused so no hindrance
    scene.resolve(lambda statement, true: statement.key != ("Ana", 1))
    a2, b2 = scene.statement(("Ana", 2)), scene.statement(("Bo", 2))
    assert (a2.successes, a2.weight, a2.failures) == (3, 9, 1)
    assert (b2.successes, b2.weight) == (3, 15)
    with pytest.raises(RuleError, match="before the later Statement's round"):
        scene.link(("Bo", 1), ("Bo", 2), 1)


def test_hindrance_takes_a_success_away_but_not_below_zero() -> None:
    scene, _, _ = _two_player_scene()
    scene.link(("Bo", 1), ("Ana", 2), -1)
    scene.roll(("Ana", 1), [9, 9, 9])
    scene.roll(("Bo", 1), [1, 9, 9])
    scene.roll(("Ana", 2), [1, 9, 9])
    scene.roll(("Bo", 2), [9, 9, 9])
    scene.resolve(lambda statement, true: True)
    a2 = scene.statement(("Ana", 2))
    assert (a2.successes, a2.came_true) == (0, False)


def test_finishing_pays_drive_failures_inconvenience_and_revisions_capped_at_ten() -> None:
    ana, bo, _ = cast(luck=5)
    scene = Scene([ana, bo])
    scene.state("Ana", "Find her trail", [WILL], GUARDS, drive="Find my sister")
    scene.state("Bo", "Count the coins", [SHREWD])
    scene.roll(("Ana", 1), [1, 12, 13])
    scene.roll(("Bo", 1), [1, 2, 3])
    assert scene.inconvenience("Ana", "Charismatic") == 3
    with pytest.raises(RuleError, match="already earned"):
        scene.inconvenience("Ana", "Charismatic")
    assert scene.revise("Bo", 200, accepted=True) == 1
    assert scene.revise("Bo", 200, accepted=False) == 0
    with pytest.raises(RuleError, match="resolve every Statement"):
        scene.finish()
    scene.resolve(lambda statement, true: True)
    summary = scene.finish()
    assert summary["Ana"].failures == 2
    assert summary["Ana"].luck_earned == 5
    assert summary["Ana"].luck_after == 10
    assert summary["Ana"].luck_lost_to_cap == 0
    assert summary["Bo"].luck_earned == 1
    assert summary["Bo"].failures == 0
    assert bo.luck == 6
    with pytest.raises(RuleError, match="already finished"):
        scene.next_pending()
    with pytest.raises(RuleError, match="already finished"):
        scene.revise("Bo", 200, accepted=True)


def test_luck_past_ten_is_lost() -> None:
    ana, bo, _ = cast(luck=9)
    scene = Scene([ana, bo])
    scene.state("Ana", "A", [WILL], GUARDS, drive="Find my sister")
    scene.roll(("Ana", 1), [13, 13, 13])
    scene.resolve(lambda statement, true: True)
    summary = scene.finish()["Ana"]
    assert (summary.luck_earned, summary.luck_after, summary.luck_lost_to_cap) == (3, 10, 2)


def test_scene_membership_is_checked() -> None:
    ana, _, _ = cast()
    with pytest.raises(RuleError):
        Scene([])
    with pytest.raises(RuleError):
        Scene([ana, ana])
    with pytest.raises(RuleError, match="no Statement was made"):
        Scene([ana]).next_pending()


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(2, 3))
def test_resolution_order_is_by_round_then_descending_weight(seed: int, players: int) -> None:
    rng = random.Random(seed)
    sheets = [
        StatementCharacter(
            f"P{n}",
            traits={"Bold": rng.randint(1, 5)},
            attributes={"Will": rng.randint(1, 5)},
            resources={"Gold": rng.randint(1, 5)},
        )
        for n in range(players)
    ]
    scene = Scene(sheets)
    factors = [FactorRef(TRAIT, "Bold"), FactorRef(ATTRIBUTE, "Will"), FactorRef(RESOURCE, "Gold")]
    for sheet in sheets:
        for order in range(rng.randint(1, 3)):
            scene.state(sheet.name, f"{sheet.name} {order}", [factors[order]], GUARDS)
    scene.roll_all(rng)
    seen: list[Statement] = []

    def note(statement: Statement, true: list[Statement]) -> bool:
        seen.append(statement)
        return rng.random() < 0.6

    scene.resolve(note)
    decided = [s for s in scene.statements.values() if s.came_true is not None]
    assert len(decided) == len(scene.statements)
    for earlier, later in itertools.pairwise(seen):
        assert (earlier.order, -earlier.weight) <= (later.order, -later.weight)
    for statement in scene.statements.values():
        if statement.weight == 0:
            assert statement.came_true is False
