"""Every numbered rule of seed 000 (Starshine Challenge Rules 2.1), each cited by a test name."""

from __future__ import annotations

import pytest
from starshine_support import PersonaChanges, apply_json, challenge, move, persona, round_start

from starshine_desktop.rules.errors import IllegalStep
from starshine_desktop.rules.starshine.challenge import Challenge
from starshine_desktop.rules.starshine.model import (
    MoveType,
    Outcome,
    Phase,
    ResultKind,
    Status,
    SurrenderChoice,
)
from starshine_desktop.rules.starshine.persona import (
    CharacteristicSetup,
    ElementSetup,
    TraitSetup,
)

# A Persona threatened in round 1: Threat 6, clock +3 -> Opportunity/Danger 9, Guard 3,
# so the threat has Strength (9 - 3) + 9 = 15.
HOT: PersonaChanges = {"stance": 4, "threat": 2}


def test_rule_0_1_threat_is_stance_plus_threat_score() -> None:
    engine = challenge(persona("ada", stance=3, threat=2), persona("bo", stance=2, threat=-1))
    assert engine.persona("ada").threat == 5
    assert engine.persona("bo").threat == 1


def test_rule_0_1_threat_never_below_zero_and_zero_is_free() -> None:
    engine = challenge(persona("ada", stance=1, threat=-4), persona("bo", stance=2))
    assert engine.persona("ada").threat == 0
    assert engine.persona("ada").status is Status.FREE
    assert engine.persona("bo").status is Status.ACTIVE


def test_rule_0_1_all_personae_free_at_set_up_ends_the_challenge() -> None:
    engine = challenge(persona("ada", threat=-1))
    assert engine.ended and engine.outcome is Outcome.ALL_RESOLVED
    with pytest.raises(IllegalStep, match=r"step 0: .*already ended"):
        apply_json(engine, {"do": "clock"})


def test_rule_0_2_opportunity_and_danger_start_equal_to_threat() -> None:
    engine = challenge(persona("ada", stance=2, threat=3))
    state = engine.persona("ada")
    assert (state.threat, state.opportunity, state.danger) == (5, 5, 5)


def test_rule_0_3_guard_starts_at_the_guard_score() -> None:
    engine = challenge(persona("ada", guard=7))
    assert engine.persona("ada").guard == 7


def test_rule_0_4_surrender_starts_at_the_surrender_score() -> None:
    engine = challenge(persona("ada", surrender=5))
    assert engine.persona("ada").surrender == 5


def test_rule_1_1_clock_adds_half_threat_rounded_down() -> None:
    engine = challenge(persona("ada", stance=2, threat=3))
    apply_json(engine, {"do": "clock"})
    state = engine.persona("ada")
    assert (state.opportunity, state.danger) == (5 + 2, 5 + 2)
    assert engine.round == 1


def test_rule_1_1_clock_cannot_follow_clock() -> None:
    engine = challenge(persona("ada"))
    apply_json(engine, {"do": "clock"})
    with pytest.raises(IllegalStep, match="step 1: clock cannot follow clock"):
        apply_json(engine, {"do": "clock"})


def test_rule_2_1_threat_when_opportunity_above_guard_with_strength_formula() -> None:
    engine = challenge(persona("ada", **HOT))
    apply_json(engine, {"do": "clock"})
    events = apply_json(engine, {"do": "threats", "names": {"ada": "Cornered"}})
    trait = engine.trait("ada-threat-1")
    assert trait is not None
    assert (trait.name, trait.strength, trait.negative, trait.created_by) == (
        "Cornered",
        15,
        True,
        "director",
    )
    assert any(event.kind == "threat" for event in events)


def test_rule_2_1_no_threat_when_opportunity_equals_guard() -> None:
    engine = challenge(persona("ada", stance=2, guard=3))
    round_start(engine)
    # Threat 2, clock +1 -> Opportunity 3, not above Guard 3.
    assert engine.persona("ada").opportunity == 3
    assert engine.trait("ada-threat-1") is None
    assert engine.threatened() == []


def test_rule_2_1_missing_name_is_threat_n_and_names_only_for_threatened() -> None:
    engine = challenge(persona("ada", **HOT), persona("bo"))
    apply_json(engine, {"do": "clock"})
    with pytest.raises(IllegalStep, match=r"step 1: .*'bo', who receives no threat"):
        apply_json(engine, {"do": "threats", "names": {"bo": "Nope"}})
    apply_json(engine, {"do": "threats"})
    trait = engine.trait("ada-threat-1")
    assert trait is not None and trait.name == "Threat 1"


def test_rule_2_1_threats_only_right_after_clock() -> None:
    engine = challenge(persona("ada"))
    with pytest.raises(IllegalStep, match="step 0: threats come only right after clock"):
        apply_json(engine, {"do": "threats"})


def test_rule_2_2_opportunity_and_danger_reset_after_a_threat() -> None:
    engine = challenge(persona("ada", **HOT))
    round_start(engine)
    state = engine.persona("ada")
    assert (state.threat, state.opportunity, state.danger) == (6, 0, 0)


def test_rule_3_1_each_persona_moves_at_most_once_a_round() -> None:
    engine = challenge(persona("ada"), persona("bo"))
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            scope=2,
            pay_fortune=2,
            dice=[3, 3],
            select=3,
            create_trait={"id": "n1", "name": "Plan", "on": "ada"},
        ),
    )
    assert engine.moves_available() == ["bo"]
    with pytest.raises(IllegalStep, match="already moved this round"):
        apply_json(
            engine,
            move(
                "ada",
                "leading",
                pay_fortune=0,
                pay_dice=2,
                dice=[1],
                select=1,
                create_trait={"id": "n2", "name": "X", "on": "ada"},
            ),
        )


def test_rule_3_1_declare_is_kept_in_the_log() -> None:
    engine = challenge(persona("ada"))
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[2, 2],
            select=2,
            declare="I climb the wall",
            create_trait={"id": "n1", "name": "High", "on": "ada"},
        ),
    )
    assert any("I climb the wall" in line for line in engine.log)


def test_rule_3_1_moves_only_after_threats() -> None:
    engine = challenge(persona("ada"))
    with pytest.raises(IllegalStep, match="step 0: Moves come only between threats"):
        apply_json(
            engine,
            move(
                "ada",
                "leading",
                dice=[2, 2],
                select=2,
                create_trait={"id": "n1", "name": "X", "on": "ada"},
            ),
        )


def test_rule_3_2_a_stunt_adds_the_stunt_score_and_needs_a_target() -> None:
    engine = challenge(persona("ada", base=2, stunt=2))
    round_start(engine)
    assert engine.pool("ada", MoveType.LEADING, stunt=True).total == 2 + 1 + 2
    with pytest.raises(IllegalStep, match="needs a 'target'"):
        apply_json(
            engine,
            move(
                "ada",
                "leading",
                stunt=True,
                dice=[1, 1, 1],
                create_trait={"id": "n1", "name": "X", "on": "ada"},
            ),
        )


def test_rule_3_3_a_defensive_only_against_the_trait_just_given() -> None:
    engine = challenge(persona("ada", **HOT), persona("bo"))
    round_start(engine)
    types = engine.legal_move_types("bo")
    defensive = types[MoveType.DEFENSIVE]
    assert defensive is not None and "rule 3.3a" in defensive
    assert engine.legal_move_types("ada")[MoveType.DEFENSIVE] is None
    with pytest.raises(IllegalStep, match=r"rule 3.3a"):
        apply_json(engine, move("bo", "defensive", dice=[1], select=1))


def test_rule_3_3_a_the_trait_just_given_is_only_defended_in_its_round() -> None:
    engine = challenge(persona("ada", **HOT))
    round_start(engine)
    apply_json(engine, {"do": "clock"})
    apply_json(engine, {"do": "threats"})
    # Round 2: Opportunity 0 + 3 = 3, not above Guard 3: nothing new was just given.
    assert engine.trait("ada-threat-1") is not None
    assert engine.legal_move_types("ada")[MoveType.DEFENSIVE] is not None
    with pytest.raises(IllegalStep, match=r"rule 3.3a"):
        apply_json(engine, move("ada", "defensive", dice=[1], select=1, trait="ada-threat-1"))


def test_rule_3_3_a_defensive_trait_key_must_name_the_trait_just_given() -> None:
    engine = challenge(
        persona("ada", **HOT, traits=(TraitSetup("old", "Old wound", 2, negative=True),))
    )
    round_start(engine)
    with pytest.raises(IllegalStep, match="only on the Negative Trait just given"):
        apply_json(engine, move("ada", "defensive", dice=[4], select=4, trait="old"))


def test_rule_3_3_b_recovery_changes_an_existing_trait() -> None:
    engine = challenge(persona("ada", traits=(TraitSetup("t1", "Quick", 2),)))
    round_start(engine)
    with pytest.raises(IllegalStep, match="must name the 'trait'"):
        apply_json(engine, move("ada", "recovery", dice=[3], select=3))
    with pytest.raises(IllegalStep, match="'nope' is not one"):
        apply_json(engine, move("ada", "recovery", dice=[3], select=3, trait="nope"))
    apply_json(engine, move("ada", "recovery", dice=[3], select=3, trait="t1"))
    trait = engine.trait("t1")
    assert trait is not None and trait.strength == 2 + 3


def test_rule_3_3_c_leading_carries_exactly_one_creation_or_destruction() -> None:
    engine = challenge(persona("ada"), elements=(ElementSetup("gate", "Gate", 1),))
    round_start(engine)
    with pytest.raises(IllegalStep, match="exactly one of"):
        apply_json(engine, move("ada", "leading", dice=[3, 3], select=3))
    with pytest.raises(IllegalStep, match="exactly one of"):
        apply_json(
            engine,
            move(
                "ada",
                "leading",
                dice=[3, 3],
                select=3,
                create_element={"id": "e", "name": "E"},
                destroy_element={"id": "gate"},
            ),
        )
    with pytest.raises(IllegalStep, match="only a Leading Move may create_trait"):
        apply_json(
            engine,
            move(
                "ada",
                "recovery",
                dice=[3],
                select=3,
                trait="x",
                create_trait={"id": "n", "name": "N", "on": "ada"},
            ),
        )


def test_rule_3_4_a_pool_is_base_plus_the_move_type_score() -> None:
    engine = challenge(persona("ada", base=3, defense=1, recovery=2, lead=4))
    assert engine.pool("ada", MoveType.DEFENSIVE).total == 4
    assert engine.pool("ada", MoveType.RECOVERY).total == 5
    breakdown = engine.pool("ada", MoveType.LEADING)
    assert (breakdown.base, breakdown.type_score, breakdown.stunt, breakdown.total) == (3, 4, 0, 7)


def test_rule_3_4_b_stunt_score_modifies_the_pool_and_a_negative_pool_is_zero() -> None:
    engine = challenge(persona("ada", base=1, lead=1, stunt=-4))
    breakdown = engine.pool("ada", MoveType.LEADING, stunt=True)
    assert (breakdown.stunt, breakdown.raw, breakdown.total) == (-4, -2, 0)


def test_rule_3_4_c_aid_adds_each_helpers_aid_without_using_their_move() -> None:
    engine = challenge(persona("ada", base=2), persona("bo", aid=2), persona("cy", aid=3))
    round_start(engine)
    # pool 2 + 1 + 2 + 3 = 8; pay 2 dice -> 6 dice rolled.
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            aid_from=["bo", "cy"],
            pay_dice=2,
            pay_fortune=0,
            dice=[1, 2, 3, 4, 5, 6],
            select=1,
            create_trait={"id": "n1", "name": "Helped", "on": "ada"},
        ),
    )
    assert engine.moves_available() == ["bo", "cy"]
    with pytest.raises(IllegalStep, match="cannot aid its own Move"):
        apply_json(
            engine,
            move(
                "bo",
                "leading",
                aid_from=["bo"],
                dice=[1, 1],
                select=1,
                create_trait={"id": "n2", "name": "X", "on": "bo"},
            ),
        )
    with pytest.raises(IllegalStep, match="named twice"):
        apply_json(
            engine,
            move(
                "bo",
                "leading",
                aid_from=["cy", "cy"],
                dice=[1] * 8,
                select=1,
                create_trait={"id": "n2", "name": "X", "on": "bo"},
            ),
        )


def test_rule_3_5_scope_is_two_to_six() -> None:
    engine = challenge(persona("ada", fortune=7))
    round_start(engine)
    for scope in (1, 7):
        with pytest.raises(IllegalStep, match="Scope must be 2 to 6"):
            apply_json(
                engine,
                move(
                    "ada",
                    "leading",
                    scope=scope,
                    pay_fortune=scope,
                    dice=[1, 1],
                    select=1,
                    create_trait={"id": "n", "name": "N", "on": "ada"},
                ),
            )
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            scope=6,
            pay_fortune=6,
            dice=[1, 1],
            select=1,
            create_trait={"id": "n", "name": "N", "on": "ada"},
        ),
    )
    assert engine.persona("ada").fortune == 1


def test_rule_3_6_scope_is_paid_exactly_with_dice_and_fortune() -> None:
    engine = challenge(persona("ada", base=2, fortune=1))
    round_start(engine)
    leading = {"create_trait": {"id": "n", "name": "N", "on": "ada"}}
    with pytest.raises(IllegalStep, match="must equal the Scope 3"):
        apply_json(
            engine,
            move(
                "ada", "leading", scope=3, pay_dice=1, pay_fortune=1, dice=[1], select=1, **leading
            ),
        )
    with pytest.raises(IllegalStep, match="more than the pool of 3"):
        apply_json(
            engine, move("ada", "leading", scope=4, pay_dice=4, pay_fortune=0, dice=[], **leading)
        )
    with pytest.raises(IllegalStep, match="has 1 Fortune, cannot spend 2"):
        apply_json(
            engine,
            move(
                "ada",
                "leading",
                scope=2,
                pay_dice=0,
                pay_fortune=2,
                dice=[1, 1, 1],
                select=1,
                **leading,
            ),
        )
    apply_json(
        engine,
        move("ada", "leading", scope=3, pay_dice=2, pay_fortune=1, dice=[4], select=4, **leading),
    )
    assert engine.persona("ada").fortune == 0


def test_rule_3_6_dice_must_match_the_pool_left_after_paying() -> None:
    engine = challenge(persona("ada", base=2))
    round_start(engine)
    with pytest.raises(IllegalStep, match="2 dice given, but 1 are left"):
        apply_json(
            engine,
            move(
                "ada",
                "leading",
                scope=2,
                pay_dice=2,
                pay_fortune=0,
                dice=[3, 3],
                select=3,
                create_trait={"id": "n", "name": "N", "on": "ada"},
            ),
        )
    with pytest.raises(IllegalStep, match="a die shows 1 to 6, not 7"):
        apply_json(
            engine,
            move(
                "ada",
                "leading",
                scope=2,
                pay_dice=2,
                pay_fortune=0,
                dice=[7],
                select=7,
                create_trait={"id": "n", "name": "N", "on": "ada"},
            ),
        )


def test_rule_3_7_target_is_one_to_six_and_only_for_a_stunt() -> None:
    engine = challenge(persona("ada"))
    round_start(engine)
    trait = {"create_trait": {"id": "n", "name": "N", "on": "ada"}}
    with pytest.raises(IllegalStep, match="Target must be 1 to 6"):
        apply_json(engine, move("ada", "leading", stunt=True, target=0, dice=[1, 1], **trait))
    with pytest.raises(IllegalStep, match="only a Stunt names a Target"):
        apply_json(engine, move("ada", "leading", target=3, dice=[1, 1], select=1, **trait))


def test_rule_3_8_a_no_dice_left_is_a_miss() -> None:
    engine = challenge(persona("ada", base=2, risk=-1, power=2, fortune=4))
    round_start(engine)
    scores = engine.move_scores("ada", MoveType.LEADING, ResultKind.MISS)
    assert (scores.risk, scores.power) == (6 - 1, 1 + 2)
    events = apply_json(
        engine,
        move(
            "ada",
            "leading",
            scope=4,
            pay_dice=3,
            pay_fortune=1,
            dice=[],
            create_trait={"id": "n", "name": "N", "on": "ada"},
        ),
    )
    assert any("Result Miss, Risk 5, Power 3" in e.text for e in events)
    # Leading Risk 5 goes to Opportunity (1 + 5); Power 3 > Threat 1 -> Strength 3.
    assert engine.persona("ada").opportunity == 6
    trait = engine.trait("n")
    assert trait is not None and trait.strength == 3


def test_rule_3_8_a_select_is_refused_with_no_dice() -> None:
    engine = challenge(persona("ada", base=2))
    round_start(engine)
    with pytest.raises(IllegalStep, match="'select' is refused here: no dice"):
        apply_json(
            engine,
            move(
                "ada",
                "leading",
                scope=3,
                pay_dice=3,
                pay_fortune=0,
                dice=[],
                select=1,
                create_trait={"id": "n", "name": "N", "on": "ada"},
            ),
        )


def test_rule_3_8_b_stunt_achieves_when_a_die_shows_target() -> None:
    engine = challenge(persona("ada", recovery=1, traits=(TraitSetup("t1", "Sure", 9),)))
    round_start(engine)
    events = apply_json(
        engine, move("ada", "recovery", stunt=True, target=4, dice=[2, 4], trait="t1")
    )
    assert any("Result Achieve, Risk 1, Power 6" in e.text for e in events)
    assert engine.persona("ada").danger == 1 + 1


def test_rule_3_8_b_stunt_misses_without_the_target_and_refuses_select() -> None:
    engine = challenge(persona("ada", recovery=1, traits=(TraitSetup("t1", "Sure", 9),)))
    round_start(engine)
    with pytest.raises(IllegalStep, match="a Stunt looks for its Target"):
        apply_json(
            engine, move("ada", "recovery", stunt=True, target=4, dice=[2, 5], select=5, trait="t1")
        )
    events = apply_json(
        engine, move("ada", "recovery", stunt=True, target=4, dice=[2, 5], trait="t1")
    )
    assert any("Result Miss, Risk 6, Power 1" in e.text for e in events)


def test_rule_3_8_c_number_result_is_the_selected_die() -> None:
    engine = challenge(
        persona("ada", recovery=1, risk=2, power=-1, traits=(TraitSetup("t1", "Sure", 9),))
    )
    round_start(engine)
    with pytest.raises(IllegalStep, match="must 'select' one die"):
        apply_json(engine, move("ada", "recovery", dice=[2, 5], trait="t1"))
    with pytest.raises(IllegalStep, match="select 4 is not one of the dice"):
        apply_json(engine, move("ada", "recovery", dice=[2, 5], select=4, trait="t1"))
    events = apply_json(engine, move("ada", "recovery", dice=[2, 5], select=2, trait="t1"))
    assert any("Result Number 2, Risk 4, Power 1" in e.text for e in events)


def test_rule_3_8_d_positive_risk_of_defensive_or_recovery_adds_to_danger() -> None:
    engine = challenge(persona("ada", **HOT))
    round_start(engine)
    apply_json(engine, move("ada", "defensive", dice=[2], select=2, pay_dice=2, pay_fortune=0))
    assert (engine.persona("ada").danger, engine.persona("ada").opportunity) == (2, 0)


def test_rule_3_8_d_positive_risk_of_leading_adds_to_opportunity() -> None:
    engine = challenge(persona("ada"))
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[5, 1],
            select=5,
            create_trait={"id": "n", "name": "N", "on": "ada"},
        ),
    )
    assert (engine.persona("ada").opportunity, engine.persona("ada").danger) == (1 + 5, 1)


def test_rule_3_8_d_negative_risk_adds_to_guard() -> None:
    engine = challenge(persona("ada", risk=-4))
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "n", "name": "N", "on": "ada"},
        ),
    )
    state = engine.persona("ada")
    assert (state.guard, state.opportunity) == (3 + 3, 1)


def test_rule_3_8_e_defensive_power_lowers_the_trait_just_given() -> None:
    engine = challenge(persona("ada", **HOT))
    round_start(engine)
    apply_json(engine, move("ada", "defensive", dice=[6, 2, 1], select=6))
    trait = engine.trait("ada-threat-1")
    assert trait is not None and trait.strength == 15 - 6


def test_rule_3_8_e_defensive_power_removes_a_trait_at_zero() -> None:
    engine = challenge(persona("ada", stance=2, threat=1, power=6))
    round_start(engine)  # Threat 3, clock +1 -> 4 > Guard 3: Strength 1 + 4 = 5
    apply_json(engine, move("ada", "defensive", dice=[1, 1, 1], select=1))
    assert engine.trait("ada-threat-1") is None
    assert engine.persona("ada").traits == {}


@pytest.mark.parametrize(("strength", "change"), [(9, 1), (3, 2), (2, 3)])
def test_rule_3_8_e_recovery_changes_by_1_2_3_by_power_against_strength(
    strength: int, change: int
) -> None:
    engine = challenge(persona("ada", traits=(TraitSetup("t1", "Steady", strength),)))
    round_start(engine)
    apply_json(engine, move("ada", "recovery", dice=[3], select=3, trait="t1"))
    trait = engine.trait("t1")
    assert trait is not None and trait.strength == strength + change


def test_rule_3_8_e_recovery_lowers_a_negative_trait_and_removes_it_at_zero() -> None:
    engine = challenge(
        persona("ada", traits=(TraitSetup("w", "Wound", 2, negative=True),)),
    )
    round_start(engine)
    apply_json(engine, move("ada", "recovery", dice=[5], select=5, trait="w"))
    assert engine.trait("w") is None


def test_rule_3_8_e_power_of_zero_or_less_changes_nothing() -> None:
    engine = challenge(persona("ada", power=-6, traits=(TraitSetup("t1", "Steady", 2),)))
    round_start(engine)
    apply_json(engine, move("ada", "recovery", dice=[5], select=5, trait="t1"))
    trait = engine.trait("t1")
    assert trait is not None and trait.strength == 2


@pytest.mark.parametrize(("die", "strength"), [(1, 1), (3, 2), (4, 3)])
def test_rule_3_8_e_leading_creates_a_trait_of_strength_1_2_3_by_power_against_threat(
    die: int, strength: int
) -> None:
    engine = challenge(persona("ada", stance=3, guard=9))  # Threat 3
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[die, 1],
            select=die,
            create_trait={"id": "n", "name": "N", "on": "ada"},
        ),
    )
    trait = engine.trait("n")
    assert trait is not None
    assert (trait.strength, trait.negative, trait.created_by) == (strength, False, "ada")


def test_rule_3_8_e_leading_extra_fortune_adds_one_strength_each() -> None:
    engine = challenge(persona("ada", stance=3, guard=9, fortune=5))
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "n", "name": "N", "on": "ada", "extra_fortune": 2},
        ),
    )
    trait = engine.trait("n")
    assert trait is not None and trait.strength == 1 + 2
    assert engine.persona("ada").fortune == 5 - 2 - 2
    with pytest.raises(IllegalStep, match="has 3 Fortune, cannot spend 4"):
        engine2 = challenge(persona("ada", stance=3, guard=9, fortune=3))
        round_start(engine2)
        apply_json(
            engine2,
            move(
                "ada",
                "leading",
                dice=[1, 1],
                select=1,
                create_trait={"id": "n", "name": "N", "on": "ada", "extra_fortune": 2},
            ),
        )


def test_rule_3_8_e_a_trait_on_an_element_is_negative() -> None:
    engine = challenge(persona("ada"), elements=(ElementSetup("gate", "Gate", 2),))
    round_start(engine)
    with pytest.raises(IllegalStep, match="on an Element is Negative"):
        apply_json(
            engine,
            move(
                "ada",
                "leading",
                dice=[1, 1],
                select=1,
                create_trait={"id": "n", "name": "N", "on": "gate", "negative": False},
            ),
        )
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "n", "name": "Cracked", "on": "gate"},
        ),
    )
    output = engine.output()
    assert output["elements"][0]["traits"][0]["negative"] is True


def test_rule_3_8_e_leading_creates_an_element_with_the_same_scale_rule() -> None:
    engine = challenge(persona("ada", stance=2, guard=9))  # Threat 2
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada", "leading", dice=[2, 1], select=2, create_element={"id": "ship", "name": "Ship"}
        ),
    )
    assert engine.elements["ship"].scale == 2


def test_rule_3_8_e_leading_destroys_an_element_of_scale_below_power_for_one_fortune() -> None:
    engine = challenge(
        persona("ada", fortune=3),
        elements=(ElementSetup("gate", "Gate", 4, (TraitSetup("c", "Cracked", 1, True),)),),
    )
    round_start(engine)
    apply_json(
        engine, move("ada", "leading", dice=[5, 1], select=5, destroy_element={"id": "gate"})
    )
    assert "gate" not in engine.elements and engine.trait("c") is None
    assert engine.persona("ada").fortune == 3 - 2 - 1
    assert engine.output()["elements"] == []


def test_rule_3_8_e_failed_destroy_spends_no_fortune_but_risk_applies() -> None:
    engine = challenge(persona("ada", fortune=3), elements=(ElementSetup("gate", "Gate", 4),))
    round_start(engine)
    apply_json(
        engine, move("ada", "leading", dice=[4, 1], select=4, destroy_element={"id": "gate"})
    )
    assert "gate" in engine.elements
    assert engine.persona("ada").fortune == 1
    assert engine.persona("ada").opportunity == 1 + 4


def test_rule_3_8_e_destroy_needs_one_fortune_left_after_paying() -> None:
    engine = challenge(persona("ada", fortune=2), elements=(ElementSetup("gate", "Gate", 1),))
    round_start(engine)
    with pytest.raises(IllegalStep, match="needs 1 Fortune left"):
        apply_json(
            engine, move("ada", "leading", dice=[5, 1], select=5, destroy_element={"id": "gate"})
        )


def test_rule_3_9_telling_negative_lowers_surrender_once_per_trait() -> None:
    engine = challenge(persona("ada", **HOT))
    round_start(engine)  # Negative Trait of Strength 15 >= Surrender 3
    apply_json(engine, move("ada", "defensive", dice=[1, 1, 1], select=1))
    assert engine.persona("ada").surrender == 2
    trait = engine.trait("ada-threat-1")
    assert trait is not None and trait.counted_surrender
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "recovery",
            dice=[],
            trait="ada-threat-1",
            pay_dice=1,
            pay_fortune=1,
        ),
    )
    assert engine.persona("ada").surrender == 2


def test_rule_3_9_surrender_is_read_once_and_each_trait_lowers_by_one() -> None:
    wounds = tuple(TraitSetup(f"w{i}", f"Wound {i}", 3, negative=True) for i in range(3))
    engine = challenge(persona("ada", surrender=3, traits=wounds))
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "n", "name": "N", "on": "ada"},
        ),
    )
    # Surrender read once (3): all three Strength-3 wounds count: 3 -> 0.
    assert engine.persona("ada").surrender == 0
    assert engine.pending_surrenders() == ["ada"]


def test_rule_3_9_only_the_acting_persona_is_checked() -> None:
    engine = challenge(
        persona("ada"),
        persona("bo", traits=(TraitSetup("w", "Wound", 5, negative=True),)),
    )
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "n", "name": "N", "on": "ada"},
        ),
    )
    assert engine.persona("bo").surrender == 3


def test_rule_3_10_telling_trait_lowers_the_creators_threat_once() -> None:
    engine = challenge(
        persona(
            "ada",
            stance=2,
            guard=9,
            traits=(
                TraitSetup("t1", "Ready", 2, created_by="ada"),
                TraitSetup("t2", "Set", 5, created_by="ada"),
                TraitSetup("t3", "Given", 5, created_by="director"),
            ),
        )
    )
    round_start(engine)
    # Threat 2 read once: t1 (2) and t2 (5) count; the Director's t3 does not.
    apply_json(engine, move("ada", "recovery", dice=[1], select=1, trait="t3"))
    assert engine.persona("ada").threat == 0
    assert engine.persona("ada").status is Status.FREE


def test_rule_3_10_threat_read_once_stops_at_zero_and_rest_stay_uncounted() -> None:
    engine = challenge(
        persona(
            "ada",
            stance=3,
            guard=9,
            traits=(
                TraitSetup("t1", "A", 3, created_by="ada"),
                TraitSetup("t2", "B", 2, created_by="ada"),
                TraitSetup("d", "Given", 9),
            ),
        ),
        persona("bo"),
    )
    round_start(engine)
    apply_json(engine, move("ada", "recovery", dice=[1], select=1, trait="d"))
    # Threat 3 read once: t1 (3) counts -> 2; t2 (2) is below 3 and stays uncounted.
    assert engine.persona("ada").threat == 2
    t2 = engine.trait("t2")
    assert t2 is not None and t2.strength == 2 and not t2.counted_threat


def test_rule_4_1_narrate_is_kept_in_the_log() -> None:
    engine = challenge(persona("ada"))
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            narrate="The wall holds",
            create_trait={"id": "n", "name": "N", "on": "ada"},
        ),
    )
    assert any("narrates: The wall holds" in line for line in engine.log)


def _at_surrender_zero() -> Challenge:
    wound = TraitSetup("w", "Wound", 5, negative=True)
    engine = challenge(
        persona("ada", surrender=1, traits=(wound,)),
        persona("bo"),
    )
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "n", "name": "N", "on": "ada"},
        ),
    )
    assert engine.pending_surrenders() == ["ada"]
    return engine


def test_rule_5_surrender_zero_allows_only_the_choice_or_a_compromise() -> None:
    engine = _at_surrender_zero()
    assert engine.moves_available() == []
    for step in (
        {"do": "clock"},
        {"do": "end"},
        {"do": "push", "persona": "bo"},
        move(
            "bo",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "m", "name": "M", "on": "bo"},
        ),
        {"do": "surrender_choice", "persona": "bo", "choice": "surrender"},
    ):
        with pytest.raises(IllegalStep, match="Surrender 0"):
            apply_json(engine, step)
    assert engine.surrender_choices("ada") == list(SurrenderChoice)


def test_rule_5_forced_surrender_of_strategy_or_investment() -> None:
    for choice in ("surrender_strategy", "lose_investment", "surrender"):
        engine = _at_surrender_zero()
        apply_json(engine, {"do": "surrender_choice", "persona": "ada", "choice": choice})
        assert engine.persona("ada").status is Status.SURRENDERED


def test_rule_5_risk_restores_surrender_to_its_start_value() -> None:
    engine = _at_surrender_zero()
    apply_json(engine, {"do": "surrender_choice", "persona": "ada", "choice": "risk_death"})
    state = engine.persona("ada")
    # Its new Trait "n" (Strength 2 >= Threat 1) was also Telling: ada is free meanwhile.
    assert state.surrender == 1 and state.risked_death and state.status is Status.FREE
    assert engine.pending_surrenders() == []


def test_rule_5_1_risked_corruption_reverses_the_lowest_characteristic_on_surrender() -> None:
    chars = (
        CharacteristicSetup("Bold", 3),
        CharacteristicSetup("Calm", 1),
        CharacteristicSetup("Keen", 1),
    )
    engine = challenge(
        persona(
            "ada",
            surrender=1,
            characteristics=chars,
            traits=(TraitSetup("w", "Wound", 5, True), TraitSetup("v", "Vex", 5, True)),
        ),
        persona("bo"),
    )
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "n", "name": "N", "on": "ada"},
        ),
    )
    with pytest.raises(IllegalStep, match="only when a Corruption applies"):
        apply_json(
            engine,
            {
                "do": "surrender_choice",
                "persona": "ada",
                "choice": "risk_corruption",
                "characteristic": "Calm",
            },
        )
    apply_json(engine, {"do": "surrender_choice", "persona": "ada", "choice": "risk_corruption"})
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "n2", "name": "N2", "on": "ada"},
        ),
    )
    assert engine.pending_surrenders() == ["ada"]
    with pytest.raises(IllegalStep, match="not one of ada's lowest"):
        apply_json(
            engine,
            {
                "do": "surrender_choice",
                "persona": "ada",
                "choice": "surrender_strategy",
                "characteristic": "Bold",
            },
        )
    apply_json(
        engine,
        {
            "do": "surrender_choice",
            "persona": "ada",
            "choice": "surrender_strategy",
            "characteristic": "Keen",
        },
    )
    out = engine.output()["personae"]["ada"]
    assert out["status"] == "surrendered"
    assert out["characteristics"] == [
        {"name": "Bold", "value": 3, "corrupt": False},
        {"name": "Calm", "value": 1, "corrupt": False},
        {"name": "Keen", "value": 5, "corrupt": True},
    ]


def test_rule_5_2_risked_death_means_death_on_a_forced_surrender() -> None:
    engine = challenge(
        persona(
            "ada",
            surrender=1,
            traits=(TraitSetup("w", "Wound", 5, True), TraitSetup("v", "Vex", 5, True)),
        ),
        persona("bo"),
    )
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "n", "name": "N", "on": "ada"},
        ),
    )
    apply_json(engine, {"do": "surrender_choice", "persona": "ada", "choice": "risk_death"})
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "n2", "name": "N2", "on": "ada"},
        ),
    )
    apply_json(engine, {"do": "surrender_choice", "persona": "ada", "choice": "lose_investment"})
    assert engine.persona("ada").status is Status.DEAD
    assert engine.moves_available() == ["bo"]
    with pytest.raises(IllegalStep, match="ada is dead"):
        apply_json(
            engine,
            move(
                "bo",
                "leading",
                aid_from=["ada"],
                dice=[1, 1],
                select=1,
                create_trait={"id": "m", "name": "M", "on": "bo"},
            ),
        )


def test_rule_5_3_each_risk_only_once() -> None:
    engine = challenge(
        persona(
            "ada",
            surrender=1,
            traits=(TraitSetup("w", "Wound", 5, True), TraitSetup("v", "Vex", 5, True)),
        ),
        persona("bo"),
    )
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "n", "name": "N", "on": "ada"},
        ),
    )
    apply_json(engine, {"do": "surrender_choice", "persona": "ada", "choice": "risk_death"})
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "n2", "name": "N2", "on": "ada"},
        ),
    )
    assert SurrenderChoice.RISK_DEATH not in engine.surrender_choices("ada")
    with pytest.raises(IllegalStep, match="already risked death"):
        apply_json(engine, {"do": "surrender_choice", "persona": "ada", "choice": "risk_death"})


def test_rule_5_4_an_actor_may_surrender_at_any_time_without_penalty() -> None:
    engine = challenge(persona("ada"), persona("bo"))
    apply_json(engine, {"do": "surrender_choice", "persona": "ada", "choice": "surrender"})
    assert engine.persona("ada").status is Status.SURRENDERED
    with pytest.raises(IllegalStep, match="only at Surrender 0"):
        apply_json(engine, {"do": "surrender_choice", "persona": "bo", "choice": "risk_corruption"})
    apply_json(engine, {"do": "surrender_choice", "persona": "bo", "choice": "surrender"})
    assert engine.ended and engine.outcome is Outcome.ALL_RESOLVED


def test_rule_6_free_persona_gets_no_clock_no_threats_and_no_positive_risk() -> None:
    engine = challenge(persona("ada", threat=-1, risk=0), persona("bo", **HOT))
    round_start(engine)
    ada = engine.persona("ada")
    assert (ada.opportunity, ada.danger) == (0, 0)
    assert engine.trait("ada-threat-1") is None
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[6, 1],
            select=6,
            create_trait={"id": "n", "name": "N", "on": "bo"},
        ),
    )
    assert (ada.opportunity, ada.danger) == (0, 0)


def test_rule_6_free_persona_negative_risk_still_raises_guard() -> None:
    engine = challenge(persona("ada", threat=-1, risk=-3), persona("bo", **HOT))
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "n", "name": "N", "on": "bo"},
        ),
    )
    assert engine.persona("ada").guard == 3 + 2


def test_rule_6_free_persona_designates_and_its_traits_lower_that_threat() -> None:
    engine = challenge(persona("ada", threat=-1, guard=20), persona("bo", stance=2, guard=20))
    round_start(engine)
    with pytest.raises(IllegalStep, match="only a free Persona designates"):
        apply_json(engine, {"do": "designate", "persona": "bo", "target": "ada"})
    with pytest.raises(IllegalStep, match="only an active Persona may be designated"):
        apply_json(engine, {"do": "designate", "persona": "ada", "target": "ada"})
    # Without a designation ada's Trait counts against nobody and stays uncounted.
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "n", "name": "N", "on": "bo"},
        ),
    )
    trait = engine.trait("n")
    assert trait is not None and trait.strength == 3 and not trait.counted_threat
    assert engine.persona("bo").threat == 2
    apply_json(engine, {"do": "designate", "persona": "ada", "target": "bo"})
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[1, 1],
            select=1,
            create_trait={"id": "n2", "name": "N2", "on": "bo"},
        ),
    )
    # Bo's Threat 2 read once: n (3) and n2 (3) both count -> 0: bo is free, all resolved.
    assert engine.persona("bo").threat == 0
    assert engine.ended and engine.outcome is Outcome.ALL_RESOLVED


def test_rule_6_1_push_lowers_stance_and_resets_threat_once_per_challenge() -> None:
    engine = challenge(persona("ada", stance=3, threat=1, guard=20), persona("bo", guard=20))
    round_start(engine)
    apply_json(engine, {"do": "push", "persona": "ada"})
    state = engine.persona("ada")
    assert (state.stance, state.threat) == (2, 4)
    assert engine.push_available("bo") is not None
    with pytest.raises(IllegalStep, match="only once per Challenge"):
        apply_json(engine, {"do": "push", "persona": "bo"})


def test_rule_6_1_push_of_a_free_persona_ends_its_freedom_and_designation() -> None:
    mine = (TraitSetup("t1", "A", 5, created_by="ada"), TraitSetup("t2", "B", 5, created_by="ada"))
    engine = challenge(
        persona("ada", stance=2, guard=20, traits=(*mine, TraitSetup("d", "D", 9))),
        persona("bo", guard=20),
    )
    round_start(engine)
    apply_json(engine, move("ada", "recovery", dice=[1], select=1, trait="d"))
    assert engine.persona("ada").status is Status.FREE
    apply_json(engine, {"do": "designate", "persona": "ada", "target": "bo"})
    apply_json(engine, {"do": "push", "persona": "ada"})
    state = engine.persona("ada")
    assert (state.stance, state.threat, state.status, state.designated) == (
        1,
        2,
        Status.ACTIVE,
        None,
    )


def test_rule_6_2_compromise_accepted_ends_and_refused_goes_on() -> None:
    engine = challenge(persona("ada"))
    apply_json(engine, {"do": "compromise", "accepted": False, "offer": "The gate stays shut"})
    assert not engine.ended
    apply_json(engine, {"do": "compromise", "accepted": True})
    assert engine.ended and engine.outcome is Outcome.COMPROMISE
    assert engine.phase is Phase.ENDED


def test_rule_6_2_compromise_is_legal_while_waiting_at_surrender_zero() -> None:
    engine = _at_surrender_zero()
    apply_json(engine, {"do": "compromise", "accepted": True})
    assert engine.outcome is Outcome.COMPROMISE


def test_rule_7_rounds_repeat_until_the_challenge_ends() -> None:
    engine = challenge(persona("ada", guard=20), persona("bo", guard=20))
    for _ in range(3):
        round_start(engine)
        assert engine.phase is Phase.MOVES
    assert engine.round == 3
    apply_json(engine, {"do": "end"})
    assert engine.ended and engine.outcome is Outcome.ENDED
    with pytest.raises(IllegalStep, match="step 7: the Challenge has already ended"):
        apply_json(engine, {"do": "clock"})
