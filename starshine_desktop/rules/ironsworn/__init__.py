"""The Ironsworn-family rules of seed 004 (Sundered Isles moves reference), rules-spec E.

Standard library only. The moves, oracle tables and repair points are data in
``starshine_desktop/rules/data/ironsworn_*.json`` (credited in NOTICE); this package reads
them and implements the rules around them. Every value is frozen; every change returns a new
value, so a GUI (through its services) stores what a call returns and can undo by keeping
the old one. Illegal values raise ``RuleError`` whose message names the rule.

How a GUI drives it:

- Dice: every roll takes ``dice=`` — a ``random.Random`` or the faces the player typed
  (action die, then challenge dice; d100 for oracles). Faces a die cannot show are refused.
- Sheet: ``Character`` (stats, meters, momentum, impacts) — ``take``/``suffer`` a meter,
  ``take_momentum``, ``mark_impact``/``clear_impact``; ``max_momentum``/``momentum_reset``.
- Action roll: ``action_roll(stat, adds, momentum, dice=…, burn=…, impacts=…)`` →
  ``ActionRoll`` (score, band, match, momentum after). Show it, then offer
  ``roll.burned_with(impacts)`` when ``roll.burn_would_improve``.
- Tracks: ``ProgressTrack(name, TrackKind.VOW, Rank.DANGEROUS)`` — ``mark_progress(times)``,
  ``lose_progress``, ``clear``, ``recommit``, ``roll(dice)`` → ``ProgressRoll``;
  ``box_ticks()`` for drawing ten boxes of four ticks. ``SceneChallenge`` adds the tension
  clock; ``Legacy`` holds the three legacy tracks and experience (``mark_reward``,
  ``advance``).
- Moves browser: ``categories()``, ``moves_in(category)``, ``search_moves(text)``,
  ``find_move(name)``; ``move.options`` to offer the roll, ``action_odds``/``progress_odds``
  for its odds, ``move.outcome(band, match).effects`` to apply momentum and progress.
- Oracles: ``oracle_tables()``, ``find_table(name)``, ``table.look_up(n)`` or
  ``roll_oracle(table, dice)``; ``ask_the_oracle(OracleOdds.LIKELY, dice)`` and
  ``oracle_odds(odds)``.
- Repair: ``repair_points(situation, band, supply_spent)`` and ``spend_repair_points``.
- Names shown as labels (Moves, categories, oracle tables, odds, repair situations and
  purchases) are marked for translation in ``terms.py``; show them with ``game_term(name)``.
"""

from __future__ import annotations

from starshine_desktop.rules.ironsworn.character import (
    Character,
    Impact,
    Meter,
    SheetChange,
    Stat,
    max_momentum,
    momentum_reset,
)
from starshine_desktop.rules.ironsworn.dice import Dice, DiceSource, GivenDice, RandomDice, as_dice
from starshine_desktop.rules.ironsworn.moves import (
    Category,
    Effects,
    Move,
    OutcomeText,
    RollKind,
    RollOption,
    categories,
    find_move,
    moves,
    moves_in,
    quick_reference,
    reference_text,
    search_moves,
)
from starshine_desktop.rules.ironsworn.odds import (
    BurnPolicy,
    OracleOddsResult,
    RollOdds,
    action_odds,
    oracle_odds,
    progress_odds,
    score_odds,
)
from starshine_desktop.rules.ironsworn.oracles import (
    OracleAnswer,
    OracleOdds,
    OracleResult,
    OracleRow,
    OracleTable,
    answer,
    ask_the_oracle,
    find_table,
    is_match,
    look_up,
    oracle_tables,
    roll_oracle,
)
from starshine_desktop.rules.ironsworn.repair import (
    RepairPurchase,
    RepairSituation,
    RepairSpend,
    purchases,
    repair_points,
    spend_repair_points,
)
from starshine_desktop.rules.ironsworn.rolls import (
    ActionRoll,
    IronswornOutcome,
    ProgressRoll,
    action_roll,
    decisive_action_outcome,
    outcome_for,
    progress_roll,
)
from starshine_desktop.rules.ironsworn.tracks import (
    IronswornAdvanceKind,
    Legacy,
    LegacyKind,
    LegacyTrack,
    ProgressTrack,
    Rank,
    SceneChallenge,
    TrackKind,
)

__all__ = [
    "ActionRoll",
    "BurnPolicy",
    "Category",
    "Character",
    "Dice",
    "DiceSource",
    "Effects",
    "GivenDice",
    "Impact",
    "IronswornAdvanceKind",
    "IronswornOutcome",
    "Legacy",
    "LegacyKind",
    "LegacyTrack",
    "Meter",
    "Move",
    "OracleAnswer",
    "OracleOdds",
    "OracleOddsResult",
    "OracleResult",
    "OracleRow",
    "OracleTable",
    "OutcomeText",
    "ProgressRoll",
    "ProgressTrack",
    "RandomDice",
    "Rank",
    "RepairPurchase",
    "RepairSituation",
    "RepairSpend",
    "RollKind",
    "RollOdds",
    "RollOption",
    "SceneChallenge",
    "SheetChange",
    "Stat",
    "TrackKind",
    "action_odds",
    "action_roll",
    "answer",
    "as_dice",
    "ask_the_oracle",
    "categories",
    "decisive_action_outcome",
    "find_move",
    "find_table",
    "is_match",
    "look_up",
    "max_momentum",
    "momentum_reset",
    "moves",
    "moves_in",
    "oracle_odds",
    "oracle_tables",
    "outcome_for",
    "progress_odds",
    "progress_roll",
    "purchases",
    "quick_reference",
    "reference_text",
    "repair_points",
    "roll_oracle",
    "score_odds",
    "search_moves",
    "spend_repair_points",
]
