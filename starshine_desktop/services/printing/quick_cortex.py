"""Quick reference: the Cortex-style dice procedures (seed 002, rules-spec C), with the
numbers taken from the rules engine."""

from __future__ import annotations

from starshine_desktop.rules.cortex import DIE_STEPS, ChallengeLength, Difficulty, StressType
from starshine_desktop.rules.cortex.dice import BASE_TOTAL_DICE, HEROIC_MARGIN
from starshine_desktop.services.printing.document import FlowDocument, grid_table, page, text
from starshine_desktop.services.printing.quick_cortex_actions import actions_section
from starshine_desktop.services.printing.words import translate

REFERENCE_CSS = """
p, li, td, th { font-size: 8pt; line-height: 92%; }
h2 { font-size: 10.5pt; margin-top: 6px; margin-bottom: 2px; }
li { margin-bottom: 0; }
table.grid td, table.grid th { padding: 2px; }
"""
"""A one-page reference's style: 8 pt text, tighter headings (shared by the Cortex and the
statements references)."""


def _difficulties() -> str:
    """Return each difficulty (a column) and its dice under it."""
    headers = [level.label for level in Difficulty]
    row = [" + ".join(die.label for die in level.dice) for level in Difficulty]
    return grid_table(headers, [row], [20] * len(headers), range(len(headers)))


def _lengths() -> str:
    """Return each challenge length (a column) and the dice it adds to the difficulty dice."""
    headers = [length.name.capitalize() for length in ChallengeLength]
    row = [f"+{length.extra_d6}d6" for length in ChallengeLength]
    return grid_table(headers, [row], None, range(len(headers)), fit=True)


def quick_cortex() -> FlowDocument:
    """Return the Cortex-style procedures: rolls, tests, contests, actions and the action
    order, challenge pools, stress."""
    title = translate("Print", "Quick reference: Cortex-style dice")
    steps = " &lt; ".join(die.label for die in DIE_STEPS)
    stress = ", ".join(kind.value for kind in StressType)
    rolling = translate("Print", "Rolling")
    difficulty = translate("Print", "Difficulty")
    test = translate("Print", "Test")
    contest = translate("Print", "Contest")
    pool = translate("Print", "Challenge pool")
    added = translate("Print", "The pool: the difficulty dice, plus by the challenge's length:")
    stress_heading = translate("Print", "Stress ({types})").format(types=text(stress))
    body = f"""
<h1>{text(title)}</h1>
<h2>{rolling}</h2>
<ul>
<li>Dice step {steps}. Each die shows 1 to its size.</li>
<li>A 1 is a <b>hitch</b>: it can be neither in the total nor the effect die. All dice
hitches: a <b>botch</b>.</li>
<li><b>Total</b>: {BASE_TOTAL_DICE} non-hitch dice you choose; one more per plot point spent.</li>
<li><b>Effect die</b>: one of the other non-hitch dice (its size counts, not its face); none
left, d4.</li>
<li><b>Beat</b> means strictly greater: a tie fails. Beating by {HEROIC_MARGIN} or more is a
<b>heroic success</b>; the effect die steps up once per full {HEROIC_MARGIN}.</li>
</ul>
<h2>{difficulty}</h2>
{_difficulties()}
<p>The GM may add dice for traits of the scene.</p>
<h2>{test}</h2>
<p>The GM rolls and sets the difficulty; the player must beat it.</p>
<h2>{contest}</h2>
<ol>
<li>The initiator rolls; the total is the difficulty.</li>
<li>The other side gives in, or rolls to beat it; beating it sets a new difficulty and hands
the ball back.</li>
<li>It goes back and forth until one side gives in or fails to beat the difficulty.</li>
<li>The loser takes a complication (taken out in a high-stakes scene). Giving in earns a
plot point.</li>
</ol>
{actions_section()}
<h2>{pool}</h2>
<p>{added}</p>
{_lengths()}
<ol>
<li>Each player's turn: the GM rolls the pool plus one of that character's stress dice.</li>
<li>Beat it: compare your effect die with one challenge die. Larger removes it; equal or
smaller steps it down (below d4 removes it).</li>
<li>Fail: take stress equal to the GM's effect die.</li>
<li>The challenge's turn: test one character, or step up one challenge die (a d12 stays and
a d6 joins).</li>
<li>The challenge is overcome when its pool is empty.</li>
</ol>
<h2>{stress_heading}</h2>
<ul>
<li>New stress comes in at the effect die if that is larger than the current die; otherwise
the current die steps up. Stepped past d12: <b>stressed out</b>.</li>
<li>Between scenes every stress die steps down by one; a recovery test can clear more.</li>
<li>In a test, one of your stress dice joins the GM's opposition; the GM may pay you a plot
point for each further stress die of another type.</li>
<li>Pushing stress: spend a plot point to add your stress die to your own pool, then step it
up.</li>
<li>d4 stress goes into your own pool and earns a plot point; after the test it goes away, or
steps up if you rolled a hitch.</li>
<li>Plot points are each character's own pool.</li>
</ul>
"""
    return FlowDocument(
        title=title,
        html=page(title, body, REFERENCE_CSS),
        footer=translate("Print", "Cortex-style dice"),
    )
