"""The Cortex quick reference's part on Action-Based Resolution and Action Order (seed 002's
mods, rules-spec C): the procedure in short, and exact odds from the rules engine."""

from __future__ import annotations

from fractions import Fraction

from starshine_desktop.rules.cortex import CortexOutcome, DicePool, Die, Difficulty, action_odds
from starshine_desktop.rules.cortex.dice import HEROIC_MARGIN
from starshine_desktop.services.printing.document import grid_table, text
from starshine_desktop.services.printing.words import translate

ACTION_POOLS: tuple[DicePool, ...] = (
    DicePool.of(Die.D6, Die.D6),
    DicePool.of(Die.D8, Die.D6),
    DicePool.of(Die.D8, Die.D8),
    DicePool.of(Die.D10, Die.D8),
    DicePool.of(Die.D10, Die.D8, Die.D6),
    DicePool.of(Die.D12, Die.D10, Die.D8),
)
"""The action pools the odds table shows, one row each."""


def _percent(fraction: Fraction) -> str:
    return f"{float(fraction) * 100:.1f}%"


def action_success_table() -> str:
    """Return the exact chance each action pool is not exceeded by each level's dice."""
    rows = []
    for pool in ACTION_POOLS:
        cells = [text(" + ".join(die.label for die in pool))]
        for level in Difficulty:
            odds = action_odds(pool, DicePool(level.dice))
            cells.append(_percent(1 - odds[CortexOutcome.FAILURE]))
        rows.append(cells)
    headers = [translate("Print", "Action"), *(level.label for level in Difficulty)]
    return grid_table(headers, rows, None, range(1, len(headers)), fit=True)


def actions_section() -> str:
    """Return the quick reference's HTML for action-based resolution and the action order."""
    resolution = translate("Print", "Action-based resolution")
    order = translate("Print", "Action order (handoff initiative)")
    return f"""
<h2>{resolution}</h2>
<ol>
<li>Whatever a character does is an action: declare it, gather the pool and roll first. The
total is set.</li>
<li>The reaction: the target rolls its own dice (only defensive traits apply), or the GM rolls
difficulty dice.</li>
<li>The reaction must <b>exceed</b> the action's total to stop it: a tie goes to the action.
Ahead by {HEROIC_MARGIN} or more: heroic, the effect die steps up once per full
{HEROIC_MARGIN}.</li>
</ol>
<p>Exact chance the action succeeds against the GM's difficulty dice (two dice kept in each
total):</p>
{action_success_table()}
<h2>{order}</h2>
<ol>
<li>The GM picks who goes first.</li>
<li>After acting, a character picks who goes next among those who have not acted this round
(GM characters take turns too).</li>
<li>When everyone has acted, the one who went last picks who goes first next round, themselves
included.</li>
<li>A character taken out leaves the order; if it was their turn, the GM picks who goes
next.</li>
</ol>
"""
