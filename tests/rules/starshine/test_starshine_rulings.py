"""Each ruling alternative R1–R10 (rules-spec A.6): where it differs from the default."""

from __future__ import annotations

from typing import Unpack

import pytest
from starshine_support import (
    PersonaChanges,
    RulingChoices,
    apply_json,
    challenge,
    move,
    persona,
    round_start,
)

from starshine_desktop.rules.errors import IllegalStep, RuleError
from starshine_desktop.rules.starshine.model import Status, Trait
from starshine_desktop.rules.starshine.persona import ElementSetup, TraitSetup
from starshine_desktop.rules.starshine.rulings import R1, Rulings

# Threat 6; round 1: Opportunity/Danger 9 vs Guard 3
HOT: PersonaChanges = {"stance": 4, "threat": 2}


def test_rulings_parse_by_name_default_and_refuse_unknown() -> None:
    rulings = Rulings.from_mapping({"R1": "threat_vs_guard", "R2": "default"})
    assert rulings.R1 is R1.THREAT_VS_GUARD
    assert rulings.alternatives() == {"R1": "threat_vs_guard"}
    assert Rulings.from_mapping(rulings.to_mapping()) == rulings
    with pytest.raises(RuleError, match="unknown ruling 'R11'"):
        Rulings.from_mapping({"R11": "on"})
    with pytest.raises(RuleError, match="ruling R3 must be one of"):
        Rulings.from_mapping({"R3": "three_to_six"})


@pytest.mark.parametrize(
    ("ruling", "threatened"), [("opportunity_vs_guard", False), ("threat_vs_guard", True)]
)
def test_ruling_r1_threat_vs_guard_threatens_on_threat_not_opportunity(
    ruling: str, threatened: bool
) -> None:
    engine = challenge(persona("ada", **HOT), R1=ruling)
    round_start(engine)
    apply_json(engine, {"do": "clock"})
    # Round 2: Opportunity 0 + 3 = 3 is not above Guard 3, but Threat 6 is.
    apply_json(engine, {"do": "threats"})
    trait = engine.trait("ada-threat-2")
    assert (trait is not None) is threatened
    if trait is not None:
        assert trait.strength == (3 - 3) + 3


def test_ruling_r1_threat_vs_guard_ignores_a_high_opportunity() -> None:
    engine = challenge(persona("ada", stance=2, guard=3), R1="threat_vs_guard")
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[6, 1],
            select=6,
            create_trait={"id": "n", "name": "N", "on": "ada"},
        ),
    )
    apply_json(engine, {"do": "clock"})
    apply_json(engine, {"do": "threats"})
    # Opportunity 3 + Risk 6 = 9; the new Trait (Strength 3) was Telling: Threat 2 -> 1,
    # so the round-2 clock adds 0. Threat 1 is not above Guard 3: no threat under R1.
    assert engine.persona("ada").opportunity == 9
    assert engine.trait("ada-threat-2") is None
    default = challenge(persona("ada", stance=2, guard=3))
    round_start(default)
    apply_json(
        default,
        move(
            "ada",
            "leading",
            dice=[6, 1],
            select=6,
            create_trait={"id": "n", "name": "N", "on": "ada"},
        ),
    )
    apply_json(default, {"do": "clock"})
    apply_json(default, {"do": "threats"})
    assert default.trait("ada-threat-2") is not None


def test_ruling_r2_threat_and_opportunity_resets_threat_and_frees_the_persona() -> None:
    engine = challenge(persona("ada", **HOT), persona("bo", guard=20), R2="threat_and_opportunity")
    round_start(engine)
    state = engine.persona("ada")
    assert (state.threat, state.opportunity, state.danger) == (0, 0, 9)
    assert state.status is Status.FREE
    default = challenge(persona("ada", **HOT), persona("bo", guard=20))
    round_start(default)
    state = default.persona("ada")
    assert (state.threat, state.opportunity, state.danger) == (6, 0, 0)


def test_ruling_r3_one_to_six_allows_a_scope_of_one() -> None:
    step = move(
        "ada",
        "leading",
        scope=1,
        pay_fortune=1,
        dice=[2, 2],
        select=2,
        create_trait={"id": "n", "name": "N", "on": "ada"},
    )
    engine = challenge(persona("ada"), R3="one_to_six")
    round_start(engine)
    apply_json(engine, step)
    assert engine.persona("ada").fortune == 5
    default = challenge(persona("ada"))
    round_start(default)
    with pytest.raises(IllegalStep, match="Scope must be 2 to 6"):
        apply_json(default, step)


def test_ruling_r4_one_for_one_changes_a_trait_by_the_power() -> None:
    engine = challenge(persona("ada", traits=(TraitSetup("t1", "Sure", 9),)), R4="one_for_one")
    round_start(engine)
    apply_json(engine, move("ada", "recovery", dice=[5], select=5, trait="t1"))
    trait = engine.trait("t1")
    assert trait is not None and trait.strength == 9 + 5
    default = challenge(persona("ada", traits=(TraitSetup("t1", "Sure", 9),)))
    round_start(default)
    apply_json(default, move("ada", "recovery", dice=[5], select=5, trait="t1"))
    trait = default.trait("t1")
    assert trait is not None and trait.strength == 9 + 1


def test_ruling_r5_cost_buys_strength_at_threat_per_point() -> None:
    def make(**options: Unpack[RulingChoices]) -> Trait | None:
        engine = challenge(persona("ada", stance=3, guard=20, power=1), **options)  # Threat 3
        round_start(engine)
        apply_json(
            engine,
            move(
                "ada",
                "leading",
                dice=[6, 1],
                select=6,
                create_trait={"id": "n", "name": "N", "on": "ada"},
            ),
        )
        return engine.trait("n")

    cost = make(R5="cost")
    default = make()
    # Power 7 vs Threat 3: cost gives 7 // 3 = 2, the default gives 3 (Power > Threat).
    assert cost is not None and cost.strength == 2
    assert default is not None and default.strength == 3


def test_ruling_r5_cost_element_scale_and_destroy() -> None:
    engine = challenge(
        persona("ada", stance=3, guard=20, fortune=9),
        elements=(ElementSetup("gate", "Gate", 3),),
        R5="cost",
    )
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada", "leading", dice=[5, 1], select=5, create_element={"id": "ship", "name": "Ship"}
        ),
    )
    assert engine.elements["ship"].scale == 5 - 3
    round_start(engine)
    # Destroy: Threat 3 + Scale 3 = 6 is not within Power 5 (the default would destroy: 3 < 5).
    apply_json(
        engine, move("ada", "leading", dice=[5, 1], select=5, destroy_element={"id": "gate"})
    )
    assert "gate" in engine.elements
    round_start(engine)
    apply_json(
        engine, move("ada", "leading", dice=[6, 1], select=6, destroy_element={"id": "gate"})
    )
    assert "gate" not in engine.elements


def test_ruling_r6_everyone_after_every_move_checks_other_personae() -> None:
    wounded = persona("bo", traits=(TraitSetup("w", "Wound", 5, negative=True),))
    step = move(
        "ada", "leading", dice=[1, 1], select=1, create_trait={"id": "n", "name": "N", "on": "ada"}
    )
    engine = challenge(persona("ada"), wounded, R6="everyone_after_every_move")
    round_start(engine)
    apply_json(engine, step)
    assert engine.persona("bo").surrender == 2
    default = challenge(persona("ada"), wounded)
    round_start(default)
    apply_json(default, step)
    assert default.persona("bo").surrender == 3


def _risk_after_zero(**options: Unpack[RulingChoices]) -> int:
    engine = challenge(
        persona(
            "ada",
            surrender=3,
            guard=20,
            traits=tuple(TraitSetup(f"w{i}", "Wound", 5, negative=True) for i in range(3)),
        ),
        persona("bo", guard=20),
        **options,
    )
    round_start(engine)
    apply_json(engine, move("ada", "recovery", dice=[], pay_dice=1, pay_fortune=1, trait="w0"))
    assert engine.pending_surrenders() == ["ada"]
    apply_json(engine, {"do": "surrender_choice", "persona": "ada", "choice": "risk_corruption"})
    return engine.persona("ada").surrender


def test_ruling_r7_original_minus_one_restores_one_less() -> None:
    assert _risk_after_zero(R7="original_minus_one") == 2
    assert _risk_after_zero() == 3


@pytest.mark.parametrize(
    ("ruling", "threat"), [("stance_before_push", 5), ("stance_after_push", 4)]
)
def test_ruling_r8_stance_after_push_resets_threat_with_the_lowered_stance(
    ruling: str, threat: int
) -> None:
    engine = challenge(persona("ada", stance=3, threat=2, guard=20), R8=ruling)
    apply_json(engine, {"do": "push", "persona": "ada"})
    assert (engine.persona("ada").stance, engine.persona("ada").threat) == (2, threat)


def test_ruling_r9_once_per_persona_allows_one_push_each() -> None:
    engine = challenge(persona("ada", guard=20), persona("bo", guard=20), R9="once_per_persona")
    apply_json(engine, {"do": "push", "persona": "ada"})
    apply_json(engine, {"do": "push", "persona": "bo"})
    with pytest.raises(IllegalStep, match="ada has already been pushed"):
        apply_json(engine, {"do": "push", "persona": "ada"})
    default = challenge(persona("ada", guard=20), persona("bo", guard=20))
    apply_json(default, {"do": "push", "persona": "ada"})
    with pytest.raises(IllegalStep, match="only once per Challenge"):
        apply_json(default, {"do": "push", "persona": "bo"})


def test_ruling_r10_on_affecting_traits_change_move_scores_until_the_next_move() -> None:
    traits = (
        TraitSetup("t1", "Sure", 9),
        TraitSetup("k", "Keen", 2),
        TraitSetup("s", "Scared", 1, negative=True),
    )
    engine = challenge(persona("ada", guard=20, traits=traits), R10="on")
    round_start(engine)
    events = apply_json(
        engine,
        move(
            "ada",
            "recovery",
            dice=[3],
            select=3,
            trait="t1",
            affecting=[{"trait": "k", "score": "power"}, {"trait": "s", "score": "risk"}],
        ),
    )
    # Power 3 + 2 = 5, Risk 3 - 1 = 2.
    assert any("Risk 2, Power 5" in e.text for e in events)
    round_start(engine)
    # Still affecting on the next Move, then they lapse.
    events = apply_json(engine, move("ada", "recovery", dice=[3], select=3, trait="t1"))
    assert any("Risk 2, Power 5" in e.text for e in events)
    round_start(engine)
    events = apply_json(engine, move("ada", "recovery", dice=[3], select=3, trait="t1"))
    assert any("Risk 3, Power 3" in e.text for e in events)


def test_ruling_r10_off_refuses_affecting_traits() -> None:
    engine = challenge(persona("ada", traits=(TraitSetup("k", "Keen", 2),)))
    round_start(engine)
    with pytest.raises(IllegalStep, match=r"affecting Traits are off \(ruling R10\)"):
        apply_json(
            engine,
            move(
                "ada",
                "recovery",
                dice=[3],
                select=3,
                trait="k",
                affecting=[{"trait": "k", "score": "power"}],
            ),
        )
