"""The query API the Challenge wizard uses (phase, legal Moves, pool, scores, choices, Push)."""

from __future__ import annotations

from starshine_support import apply_json, challenge, move, persona, round_start

from starshine_desktop.rules.starshine.model import MoveType, Phase, ResultKind, SurrenderChoice
from starshine_desktop.rules.starshine.persona import TraitSetup
from starshine_desktop.rules.starshine.steps import Clock


def test_phase_follows_clock_threats_and_moves() -> None:
    engine = challenge(persona("ada"), persona("bo"))
    assert engine.phase is Phase.SET_UP and engine.moves_available() == []
    apply_json(engine, {"do": "clock"})
    # apply changed the phase; mypy keeps the Phase.SET_UP of the first assert.
    assert engine.phase is Phase.THREATS  # type: ignore[comparison-overlap]
    apply_json(engine, {"do": "threats"})
    assert engine.phase is Phase.MOVES and engine.moves_available() == ["ada", "bo"]


def test_legal_move_types_give_a_reason_for_each_illegal_type() -> None:
    engine = challenge(persona("ada"))
    reasons = engine.legal_move_types("ada")
    assert all(reason is not None and "between threats" in reason for reason in reasons.values())
    round_start(engine)
    reasons = engine.legal_move_types("ada")
    assert reasons[MoveType.LEADING] is None
    defensive, recovery = reasons[MoveType.DEFENSIVE], reasons[MoveType.RECOVERY]
    assert defensive is not None and "3.3a" in defensive
    assert recovery is not None and "no existing Trait" in recovery


def test_pool_breakdown_names_each_part() -> None:
    engine = challenge(persona("ada", base=2, lead=3, stunt=-1), persona("bo", aid=2))
    breakdown = engine.pool("ada", MoveType.LEADING, stunt=True, aid_from=["bo"])
    assert (breakdown.base, breakdown.type_score, breakdown.stunt) == (2, 3, -1)
    assert breakdown.aid == (("bo", 2),) and breakdown.total == 6


def test_move_scores_say_what_risk_and_power_would_do() -> None:
    engine = challenge(persona("ada", stance=3, risk=-2))
    scores = engine.move_scores("ada", MoveType.LEADING, ResultKind.NUMBER, 3)
    assert (scores.risk, scores.power) == (1, 3)
    assert scores.risk_effect.startswith("Opportunity +1")
    assert scores.power_effect.startswith("Strength 2")
    miss = engine.move_scores("ada", MoveType.DEFENSIVE, ResultKind.MISS)
    assert (miss.risk, miss.power) == (4, 1) and miss.risk_effect.startswith("Danger +4")
    achieve = engine.move_scores("ada", MoveType.RECOVERY, ResultKind.ACHIEVE)
    assert achieve.risk == -1 and achieve.risk_effect.startswith("Guard +1")


def test_surrender_choices_and_push_availability() -> None:
    engine = challenge(
        persona("ada", surrender=1, traits=(TraitSetup("w", "Wound", 4, negative=True),)),
        persona("bo"),
    )
    assert engine.surrender_choices("ada") == [SurrenderChoice.SURRENDER]
    assert engine.push_available("ada") is None
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
    assert engine.pending_surrenders() == ["ada"]
    assert engine.surrender_choices("bo") == []
    reason = engine.push_available("bo")
    assert reason is not None and "surrender choice" in reason
    apply_json(engine, {"do": "surrender_choice", "persona": "ada", "choice": "risk_death"})
    assert SurrenderChoice.RISK_DEATH not in engine.surrender_choices("ada")
    apply_json(engine, {"do": "push", "persona": "bo"})
    reason = engine.push_available("ada")
    assert reason is not None and "only once per Challenge" in reason


def test_recorded_steps_and_events_and_log() -> None:
    engine = challenge(persona("ada"))
    events = apply_json(engine, {"do": "clock"})
    assert engine.steps == (Clock(),)
    assert engine.recorded_steps() == [{"do": "clock"}]
    assert engine.events == [events]
    assert engine.log[-1].startswith("round 1: ")
    assert engine.recorded_scenario()["steps"] == [{"do": "clock"}]
