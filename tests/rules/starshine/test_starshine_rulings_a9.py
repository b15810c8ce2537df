"""rules-spec A.9: the fine print of the alternative rulings (Starshine 2.1), one test a point."""

from __future__ import annotations

import dataclasses
from typing import TypedDict

import pytest
from starshine_support import (
    RulingChoices,
    apply_json,
    challenge,
    move,
    persona,
    round_start,
)

from starshine_desktop.rules.errors import IllegalStep
from starshine_desktop.rules.starshine.model import Status
from starshine_desktop.rules.starshine.persona import ElementSetup, TraitSetup


class Quiet(TypedDict):
    """The one Score ``QUIET`` changes, so that other Scores can be given beside it."""

    guard: int


QUIET: Quiet = {"guard": 20}  # no threats: Opportunity stays below Guard


@pytest.mark.parametrize(
    "rulings",
    [{}, {"R5": "cost"}, {"R1": "threat_vs_guard", "R6": "everyone_after_every_move"}],
    ids=["default", "R5-cost", "R1-R6"],
)
@pytest.mark.parametrize("how", ["surrendered", "dead"])
def test_a9_out_of_play_means_its_traits_too(rulings: RulingChoices, how: str) -> None:
    """rules-spec A.9 "Out of play means its Traits too": a Recovery Move naming a Trait on a
    surrendered or dead Persona is refused, and no Trait is created on it, on any ruling."""
    wounds = tuple(TraitSetup(f"w{i}", "Wound", 5, negative=True) for i in range(3))
    bo = persona("bo", guard=20, traits=(TraitSetup("t1", "Sure", 2), *wounds))
    if how == "dead":
        bo = dataclasses.replace(bo, risked_death=True)
    engine = challenge(persona("ada", **QUIET), bo, persona("cy", **QUIET), **rulings)
    round_start(engine)
    if how == "dead":
        # A Miss lowers w0 to 4; the three Wounds (Strength ≥ 3) take Surrender 3 to 0.
        apply_json(engine, move("bo", "recovery", dice=[], pay_dice=1, pay_fortune=1, trait="w0"))
        apply_json(engine, {"do": "surrender_choice", "persona": "bo", "choice": "surrender"})
    else:
        apply_json(engine, {"do": "surrender_choice", "persona": "bo", "choice": "surrender"})
    assert engine.persona("bo").status is Status(how)
    with pytest.raises(
        IllegalStep, match=f"Trait 't1' is on bo, who is {how} and takes no further part$"
    ):
        apply_json(engine, move("ada", "recovery", dice=[], pay_dice=1, pay_fortune=1, trait="t1"))
    assert engine.legal_move_types("ada")  # the refusal changed nothing
    with pytest.raises(
        IllegalStep, match=f"bo is {how} and takes no further part: no new Traits on it$"
    ):
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
    kept = engine.trait("t1")
    assert engine.trait("n") is None and kept is not None and kept.strength == 2


def test_a9_r1_threat_vs_guard_gives_no_threat_of_strength_0_and_resets_nothing() -> None:
    """rules-spec A.9 "R1 threat_vs_guard": when (Opportunity − Guard) + Danger ≤ 0 no threat
    is given and nothing resets (2.2 resets only "if a Negative Threat was given")."""
    engine = challenge(persona("ada", stance=2, threat=1, guard=2), R1="threat_vs_guard")
    round_start(engine)  # Threat 3 > Guard 2: (4 − 2) + 4 = 6, a threat is given
    assert engine.trait("ada-threat-1") is not None
    apply_json(engine, {"do": "clock"})  # Opportunity 1, Danger 1: (1 − 2) + 1 = 0
    assert engine.threatened() == []
    with pytest.raises(IllegalStep, match="receives no threat this round"):
        apply_json(engine, {"do": "threats", "names": {"ada": "Nothing"}})
    apply_json(engine, {"do": "threats"})
    state = engine.persona("ada")
    assert engine.trait("ada-threat-2") is None
    assert (state.threat, state.opportunity, state.danger) == (3, 1, 1)
    apply_json(engine, {"do": "clock"})  # 2, 2: (2 − 2) + 2 = 2 > 0, a threat again
    apply_json(engine, {"do": "threats"})
    trait = engine.trait("ada-threat-3")
    assert trait is not None and trait.strength == 2
    assert (state.opportunity, state.danger) == (0, 0)


def test_a9_r5_cost_trait_strength_is_power_over_threat_and_0_creates_nothing() -> None:
    """rules-spec A.9 "R5 cost", create a Trait: Strength = ⌊Power ÷ Threat⌋; Strength 0
    creates nothing, and the Move's Risk still applies."""
    step = move(
        "ada", "leading", dice=[5, 1], select=5, create_trait={"id": "n", "name": "N", "on": "ada"}
    )
    engine = challenge(persona("ada", stance=4, threat=2, **QUIET), R5="cost")  # Threat 6
    round_start(engine)
    apply_json(engine, step)
    assert engine.trait("n") is None  # ⌊5 ÷ 6⌋ = 0
    assert engine.persona("ada").opportunity == 9 + 5  # Risk 5 still applies
    default = challenge(persona("ada", stance=4, threat=2, **QUIET))
    round_start(default)
    apply_json(default, step)
    made = default.trait("n")
    assert made is not None and made.strength == 1


def test_a9_r5_cost_a_free_persona_pays_1_per_point() -> None:
    """rules-spec A.9 "R5 cost": a free Persona (Threat 0) pays 1 per point of Strength."""
    engine = challenge(persona("ada", threat=-1), persona("bo", **QUIET), R5="cost")
    assert engine.persona("ada").status is Status.FREE
    round_start(engine)
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[4, 2],
            select=4,
            create_trait={"id": "n", "name": "N", "on": "bo"},
        ),
    )
    trait = engine.trait("n")
    assert trait is not None and trait.strength == 4


@pytest.mark.parametrize(("die", "scale"), [(5, 2), (3, 0), (2, None)])
def test_a9_r5_cost_element_scale_is_power_minus_threat_or_nothing(
    die: int, scale: int | None
) -> None:
    """rules-spec A.9 "R5 cost", create an Element: Scale = Power − Threat when Power ≥
    Threat (Scale 0 is an Element); Power < Threat creates nothing (the Risk still applies)."""
    engine = challenge(persona("ada", stance=3, **QUIET), R5="cost")  # Threat 3
    round_start(engine)
    opportunity = engine.persona("ada").opportunity
    apply_json(
        engine,
        move("ada", "leading", dice=[die, 1], select=die, create_element={"id": "s", "name": "S"}),
    )
    if scale is None:
        assert "s" not in engine.elements
    else:
        assert engine.elements["s"].scale == scale
    assert engine.persona("ada").opportunity == opportunity + die


@pytest.mark.parametrize(("die", "destroyed"), [(5, True), (4, False)])
def test_a9_r5_cost_destroy_needs_threat_plus_scale_and_no_fortune(
    die: int, destroyed: bool
) -> None:
    """rules-spec A.9 "R5 cost", destroy an Element: it succeeds when Power ≥ Threat + Scale
    and spends no Fortune; no Fortune needs to be left after paying the Scope."""
    gate = (ElementSetup("gate", "Gate", 2),)
    step = move("ada", "leading", dice=[die, 1], select=die, destroy_element={"id": "gate"})
    step.update({"scope": 2, "pay_dice": 0, "pay_fortune": 2})
    engine = challenge(persona("ada", stance=3, fortune=2, **QUIET), elements=gate, R5="cost")
    round_start(engine)
    apply_json(engine, step)  # Threat 3 + Scale 2 = 5 vs Power
    assert ("gate" not in engine.elements) is destroyed
    assert engine.persona("ada").fortune == 0
    default = challenge(persona("ada", stance=3, fortune=2, **QUIET), elements=gate)
    round_start(default)
    with pytest.raises(IllegalStep, match="needs 1 Fortune left"):
        apply_json(default, step)


def test_a9_r5_cost_refuses_extra_fortune() -> None:
    """rules-spec A.9 "R5 cost": extra_fortune is not on offer; a value other than 0 is
    refused (0 is accepted)."""
    engine = challenge(persona("ada", stance=3, **QUIET), R5="cost")
    round_start(engine)
    for kind in ("create_trait", "create_element"):
        data = {"id": "n", "name": "N", "extra_fortune": 1}
        if kind == "create_trait":
            data["on"] = "ada"
        with pytest.raises(IllegalStep, match="extra_fortune 1 is not on offer under ruling R5"):
            apply_json(engine, move("ada", "leading", dice=[6, 1], select=6, **{kind: data}))
    assert engine.persona("ada").fortune == 6
    apply_json(
        engine,
        move(
            "ada",
            "leading",
            dice=[6, 1],
            select=6,
            create_trait={"id": "n", "name": "N", "on": "ada", "extra_fortune": 0},
        ),
    )
    made = engine.trait("n")
    assert made is not None and made.strength == 2
