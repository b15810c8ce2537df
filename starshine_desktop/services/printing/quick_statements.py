"""Quick reference: statement (agenda) resolution (seed 003, rules-spec D), with the limits
taken from the rules engine."""

from __future__ import annotations

from starshine_desktop.rules.statements.advancement import REVISION_WORDS
from starshine_desktop.rules.statements.character import (
    ATTRIBUTE_CAP_FACTOR,
    LUCK_CAP,
    MAX_DRIVES,
    MAX_TRAIT_OR_RESOURCE,
)
from starshine_desktop.rules.statements.odds import ROLLS
from starshine_desktop.rules.statements.scene import (
    DIFFICULTY_RANGE,
    MAX_FACTOR_USES,
    MAX_LUCK_BID,
    MAX_STATEMENTS,
)
from starshine_desktop.services.printing.document import FlowDocument, page, text
from starshine_desktop.services.printing.quick_cortex import REFERENCE_CSS
from starshine_desktop.services.printing.words import translate


def quick_statements() -> FlowDocument:
    """Return the statement procedure: stating, rolling, resolving, Luck, after the scene."""
    title = translate("Print", "Quick reference: statement resolution")
    state, roll, resolve = (
        translate("Print", "1. State"),
        translate("Print", "2. Roll"),
        translate("Print", "3. Resolve"),
    )
    luck = translate("Print", "Luck (at most {cap})").format(cap=LUCK_CAP)
    after = translate("Print", "After the scene, in this order")
    later = translate("Print", "Setbacks in later scenes")
    low, high = DIFFICULTY_RANGE
    words_low, words_high = REVISION_WORDS
    body = f"""
<h1>{text(title)}</h1>
<h2>{state}</h2>
<ul>
<li>Each player makes up to {MAX_STATEMENTS} Statements per scene, in order.</li>
<li><b>Favouring</b> factors: your Traits, Attributes and Resources (each supports at most
{MAX_FACTOR_USES} of your Statements per scene). Their sum, plus your Luck bid (0 to
{MAX_LUCK_BID}), is <b>F</b>.</li>
<li><b>Opposing</b> factors, plus a difficulty modifier of 0 or {low} to {high}, sum to
<b>O</b>.</li>
</ul>
<h2>{roll}</h2>
<ul>
<li>Roll a d(F+O) {ROLLS} times: each roll of F or less is a success, else a failure.</li>
<li>Supporting or hindering an earlier Statement: one success more or less.</li>
<li><b>Weight</b> = successes × F.</li>
</ul>
<h2>{resolve}</h2>
<ol>
<li>Take every player's first Statement, heaviest first (ties in player order).</li>
<li>Each comes true if the table finds it compatible with those already true.</li>
<li>Then the second Statements, then the third.</li>
<li>A Luck bid is lost only if its Statement came true.</li>
</ol>
<h2>{luck}</h2>
<ul>
<li>+1 for an accepted revision of the scene of {words_low}–{words_high} words.</li>
<li>+the Trait's degree for inconveniencing yourself with it.</li>
<li>+the failures of Statements that reflect one of your Drives (at most {MAX_DRIVES}
Drives).</li>
</ul>
<h2>{after}</h2>
<ol>
<li><b>Setbacks</b> (the GM, justified by the scene): cost = the penalty's degree; ×2 if it
lasts until recovered, ×2 if it reduces an Attribute, ×2 again if permanent. Together they
cannot cost more than the failures the player generated.</li>
<li><b>Experience</b>: F = the scene's failures against O = the sum of your Traits and
Resources, {ROLLS} rolls. One success: +1 to a Trait or Resource (at most
{MAX_TRAIT_OR_RESOURCE}), and optionally −1 to another. Three successes: +1 to an Attribute (at
most {ATTRIBUTE_CAP_FACTOR}× its starting value).</li>
<li><b>Drives</b>: rewrite or remove one, or add one (at most {MAX_DRIVES}), for a reason the
scene gives.</li>
</ol>
<h2>{later}</h2>
<ul>
<li>A Setback lowers its Trait, Attribute or Resource during the next scene, then wears
off.</li>
<li>One that lasts stays until a Statement recovering from it comes true.</li>
<li>A permanent one lowers the sheet for good.</li>
</ul>
"""
    return FlowDocument(
        title=title,
        html=page(title, body, REFERENCE_CSS),
        footer=translate("Print", "Statement resolution"),
    )
