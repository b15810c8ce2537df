"""Cortex-style dice (rules-spec C, seed 002): the engine a GUI or the command line drives.

Modules, each documenting its own API:

- ``dice``: ``Die``, ``DicePool``, ``Roll``, ``RollResult``, ``best_result``,
  ``choose_result``, ``judge``, ``Difficulty`` and ``difficulty_pool``.
- ``odds``: exact (``Fraction``) odds: ``total_distribution``, ``probability_to_beat``,
  ``outcome_probabilities``, ``botch_probability``, ``hitch_probability``.
- ``character``: ``CortexCharacter`` with plot points and stress (``StressType``),
  recovery tests and pushing stress.
- ``contest``: ``resolve_test`` and the back-and-forth ``Contest``.
- ``action``: Action-Based Resolution (``judge_action``, ``resolve_action``, exact
  ``action_odds`` and ``reaction_odds``: the reaction must exceed the action to stop it)
  and Action Order (``ActionOrder``: handoff initiative).
- ``challenge``: ``ChallengePool`` and its pool, turns and the challenge's own turn.
- ``stress_use``: a test rolled by a character carrying stress: ``stress_options``,
  ``paid_stress_options`` (further stress dice the GM pays a plot point each to add),
  ``plan_test``, ``RolledTest``, ``settle_test`` and ``take_failure_stress``.

Everything is re-exported here, so ``from starshine_desktop.rules import cortex`` and
``cortex.DicePool.of(cortex.Die.D8)`` is enough.
"""

from __future__ import annotations

from starshine_desktop.rules.cortex.action import (
    ActionJudgement,
    ActionOrder,
    ResolvedAction,
    action_odds,
    judge_action,
    reaction_odds,
    resolve_action,
)
from starshine_desktop.rules.cortex.challenge import (
    ChallengeLength,
    ChallengePhase,
    ChallengePool,
    ProgressChange,
    TurnReport,
    challenge_pool,
)
from starshine_desktop.rules.cortex.character import (
    CortexCharacter,
    RecoveryOutcome,
    RecoveryResult,
    StressChange,
    StressType,
)
from starshine_desktop.rules.cortex.contest import (
    Consequence,
    Contest,
    ContestOutcome,
    Exchange,
    ResolvedTest,
    resolve_test,
)
from starshine_desktop.rules.cortex.dice import (
    DIE_STEPS,
    CortexOutcome,
    DicePool,
    Die,
    Difficulty,
    Judgement,
    Roll,
    RollResult,
    best_result,
    choose_result,
    difficulty_pool,
    judge,
    parse_pool,
    roll_dice,
    roll_from_faces,
    roll_pool,
    step_effect,
)
from starshine_desktop.rules.cortex.odds import (
    botch_probability,
    hitch_probability,
    outcome_probabilities,
    probability_to_beat,
    total_distribution,
)
from starshine_desktop.rules.cortex.stress_use import (
    STRESS_USES,
    PaidStressOption,
    PlannedTest,
    RolledTest,
    SettledTest,
    StressOption,
    StressUse,
    default_use,
    paid_stress_general_refusal,
    paid_stress_kind_refusal,
    paid_stress_options,
    paid_stress_reason,
    paid_stress_refusal,
    plan_test,
    settle_test,
    stress_options,
    take_failure_stress,
)

__all__ = [
    "DIE_STEPS",
    "STRESS_USES",
    "ActionJudgement",
    "ActionOrder",
    "ChallengeLength",
    "ChallengePhase",
    "ChallengePool",
    "Consequence",
    "Contest",
    "ContestOutcome",
    "CortexCharacter",
    "CortexOutcome",
    "DicePool",
    "Die",
    "Difficulty",
    "Exchange",
    "Judgement",
    "PaidStressOption",
    "PlannedTest",
    "ProgressChange",
    "RecoveryOutcome",
    "RecoveryResult",
    "ResolvedAction",
    "ResolvedTest",
    "Roll",
    "RollResult",
    "RolledTest",
    "SettledTest",
    "StressChange",
    "StressOption",
    "StressType",
    "StressUse",
    "TurnReport",
    "action_odds",
    "best_result",
    "botch_probability",
    "challenge_pool",
    "choose_result",
    "default_use",
    "difficulty_pool",
    "hitch_probability",
    "judge",
    "judge_action",
    "outcome_probabilities",
    "paid_stress_general_refusal",
    "paid_stress_kind_refusal",
    "paid_stress_options",
    "paid_stress_reason",
    "paid_stress_refusal",
    "parse_pool",
    "plan_test",
    "probability_to_beat",
    "reaction_odds",
    "resolve_action",
    "resolve_test",
    "roll_dice",
    "roll_from_faces",
    "roll_pool",
    "settle_test",
    "step_effect",
    "stress_options",
    "take_failure_stress",
    "total_distribution",
]
