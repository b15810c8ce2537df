"""Quick reference: the Starshine Challenge procedure (rules 2.1), written with the
campaign's rulings (rules-spec A.5, A.6), so the table reads the rules it plays by."""

from __future__ import annotations

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.rulings import (
    R1,
    R2,
    R3,
    R4,
    R5,
    R6,
    R7,
    R8,
    R9,
    R10,
    RULING_OPTIONS,
    Rulings,
)
from starshine_desktop.services.printing.document import FlowDocument, page, text
from starshine_desktop.services.printing.words import translate

QUICK_CSS = """
body { font-size: 8.5pt; }
h3 { margin-top: 3px; }
p { margin-bottom: 2px; }
li { margin-bottom: 0; }
"""
RULING_QUESTIONS: dict[str, str] = {
    "R1": QT_TRANSLATE_NOOP("Print", "What triggers a threat"),
    "R2": QT_TRANSLATE_NOOP("Print", "What resets after a threat"),
    "R3": QT_TRANSLATE_NOOP("Print", "Scope range"),
    "R4": QT_TRANSLATE_NOOP("Print", "Recovery Power"),
    "R5": QT_TRANSLATE_NOOP("Print", "Leading Power"),
    "R6": QT_TRANSLATE_NOOP("Print", "Telling Negative: whose Traits"),
    "R7": QT_TRANSLATE_NOOP("Print", "Surrender after a risk"),
    "R8": QT_TRANSLATE_NOOP("Print", "A Push resets Threat with"),
    "R9": QT_TRANSLATE_NOOP("Print", "Push limit"),
    "R10": QT_TRANSLATE_NOOP("Print", "Affecting Traits"),
}
RULING_ANSWERS: dict[str, str] = {
    R1.OPPORTUNITY_VS_GUARD: QT_TRANSLATE_NOOP("Print", "Opportunity greater than Guard"),
    R1.THREAT_VS_GUARD: QT_TRANSLATE_NOOP(
        "Print", "Threat greater than Guard (as the rules' text reads)"
    ),
    R2.OPPORTUNITY_AND_DANGER: QT_TRANSLATE_NOOP("Print", "Opportunity and Danger go to 0"),
    R2.THREAT_AND_OPPORTUNITY: QT_TRANSLATE_NOOP(
        "Print", "Threat and Opportunity go to 0 (as the rules' text reads)"
    ),
    R3.TWO_TO_SIX: QT_TRANSLATE_NOOP("Print", "2 to 6 (time 1–3 + significance 1–3)"),
    R3.ONE_TO_SIX: QT_TRANSLATE_NOOP("Print", "1 to 6"),
    R4.BY_STRENGTH: QT_TRANSLATE_NOOP(
        "Print", "change by 1, 2 or 3 as Power is less than, equal to or more than Strength"
    ),
    R4.ONE_FOR_ONE: QT_TRANSLATE_NOOP("Print", "one point of Strength per point of Power"),
    R5.BY_THREAT: QT_TRANSLATE_NOOP(
        "Print",
        "Strength or Scale 1, 2 or 3 as Power is less than, equal to or more than "
        "Threat, +1 per extra Fortune",
    ),
    R5.COST: QT_TRANSLATE_NOOP(
        "Print", "a Trait costs Threat per point of Strength; an Element costs Threat + Scale"
    ),
    R6.ACTING_PERSONA: QT_TRANSLATE_NOOP("Print", "the acting Persona's, after its own Move"),
    R6.EVERYONE_AFTER_EVERY_MOVE: QT_TRANSLATE_NOOP("Print", "everyone's, after every Move"),
    R7.STARTING_VALUE: QT_TRANSLATE_NOOP("Print", "back to its value at set-up"),
    R7.ORIGINAL_MINUS_ONE: QT_TRANSLATE_NOOP("Print", "its original value − 1"),
    R8.STANCE_BEFORE_PUSH: QT_TRANSLATE_NOOP("Print", "the Stance before the Push + Threat Score"),
    R8.STANCE_AFTER_PUSH: QT_TRANSLATE_NOOP("Print", "the Stance after the Push + Threat Score"),
    R9.ONCE_PER_CHALLENGE: QT_TRANSLATE_NOOP("Print", "once per Challenge"),
    R9.ONCE_PER_PERSONA: QT_TRANSLATE_NOOP("Print", "once per Persona"),
    R10.OFF: QT_TRANSLATE_NOOP("Print", "off: Traits do not change a Move's scores"),
    R10.ON: QT_TRANSLATE_NOOP(
        "Print",
        "on: a Trait that applies adds its Strength to one Score of the Move (a Negative "
        "Trait subtracts) until the end of that Persona's next Move",
    ),
}
"""A ruling's question and the answers it may take: labels, translated where printed."""


def ruling_line(key: str, option: str) -> str:
    """Return one ruling as an HTML line: its question and the answer taken."""
    question = translate("Print", RULING_QUESTIONS[key]) if key in RULING_QUESTIONS else key
    answer = (
        translate("Print", RULING_ANSWERS[option])
        if option in RULING_ANSWERS
        else option.replace("_", " ")
    )
    default = key in RULING_OPTIONS and str(getattr(Rulings(), key)) == option
    if default:
        mark = " <span class='tag'>(" + translate("Print", "default") + ")</span>"
    else:
        mark = " <b>(" + translate("Print", "table's choice") + ")</b>"
    return f"<b>{text(key)}</b> {text(question)}: {text(answer)}{mark}"


def _threat_rule(rulings: Rulings) -> str:
    trigger = (
        "Opportunity &gt; Guard" if rulings.R1 is R1.OPPORTUNITY_VS_GUARD else "Threat &gt; Guard"
    )
    reset = (
        "Opportunity and Danger become 0"
        if rulings.R2 is R2.OPPORTUNITY_AND_DANGER
        else "Threat and Opportunity become 0"
    )
    return (
        f"For each Persona that is not free with <b>{trigger}</b>, the Director names a "
        "Negative Trait on it, Strength = (Opportunity − Guard) + Danger. Then "
        f"<b>{reset}</b>. The Trait is <i>just given</i>: it may be the target of that "
        "Persona's Defensive Move this round."
    )


def _recovery_rule(rulings: Rulings) -> str:
    if rulings.R4 is R4.BY_STRENGTH:
        return (
            "Recovery: Power less than the Trait's Strength → change it by 1; equal → by 2; "
            "more → by 3 (raise a Trait, lower a Negative Trait)."
        )
    return "Recovery: change the Trait's Strength by the Power, point for point."


def _leading_rule(rulings: Rulings) -> str:
    if rulings.R5 is R5.BY_THREAT:
        return (
            "Leading, one of: create a Trait (positive on a Persona, Negative on an Element) "
            "with Strength 1 if Power &lt; Threat, 2 if equal, 3 if greater, +1 per extra "
            "Fortune spent; create an Element with Scale by the same rule; destroy an Element "
            "whose Scale &lt; Power by spending 1 Fortune."
        )
    return (
        "Leading, one of: create a Trait at a cost of Threat per point of Strength; create an "
        "Element at a cost of Threat + its Scale; destroy an Element whose Scale &lt; Power "
        "by spending 1 Fortune."
    )


def procedure(rulings: Rulings) -> str:
    """Return the Challenge procedure's steps as HTML, written with ``rulings``."""
    scope = "2 to 6" if rulings.R3 is R3.TWO_TO_SIX else "1 to 6"
    telling_whose = (
        "the acting Persona's Negative Traits"
        if rulings.R6 is R6.ACTING_PERSONA
        else "every Persona's Negative Traits"
    )
    surrender_back = (
        "its value at set-up" if rulings.R7 is R7.STARTING_VALUE else "its original value − 1"
    )
    push_stance = "before" if rulings.R8 is R8.STANCE_BEFORE_PUSH else "after"
    push_limit = "once per Challenge" if rulings.R9 is R9.ONCE_PER_CHALLENGE else "once per Persona"
    affecting = (
        " Add affecting Traits the Actor says apply (ruling R10)." if rulings.R10 is R10.ON else ""
    )
    steps = [
        (
            translate("Print", "0. Set up (once)"),
            "Threat = Stance + Threat Score (not below 0). Opportunity = Danger = Threat. "
            "Guard, Surrender and Fortune from the sheet. A Persona at Threat 0 is free.",
        ),
        (
            translate("Print", "1. Clock"),
            "Every Persona that is not free adds ⌊Threat ÷ 2⌋ to Opportunity and to Danger.",
        ),
        (translate("Print", "2. Threats"), _threat_rule(rulings)),
        (
            translate("Print", "3. Moves (each Actor, one Move per round, any order)"),
            "<ol>"
            "<li>Declare the action. Any player may offer a Stunt; the Actor accepts or not.</li>"
            "<li>Type: <b>Defensive</b> (against the Negative Trait just given), <b>Recovery</b> "
            "(raise a Trait or lower a Negative Trait), <b>Leading</b> (create a Trait, create "
            "or destroy an Element).</li>"
            "<li>Pool = Base + Defense, Recovery or Lead + Stunt score (if a Stunt) + the Aid "
            "of each helper. Below 0 counts as 0.</li>"
            f"<li>The Director sets the Scope: <b>{scope}</b>. The Actor pays it exactly with "
            "dice from the pool and Fortune.</li>"
            "<li>A Stunt names a Target, 1 to 6.</li>"
            "<li>Roll what is left. No dice → Miss. Stunt → Achieve if a die shows the Target, "
            "else Miss. Otherwise the Result is the one die the Actor picks.</li>"
            "<li>Miss: Risk 6, Power 1. Number n: Risk n, Power n. Achieve: Risk 1, Power 6. "
            f"Add the Persona's Risk and Power scores.{affecting}</li>"
            "<li>Risk above 0 adds to Danger (Defensive, Recovery) or Opportunity (Leading); "
            "below 0 adds its size to Guard.</li>"
            "<li>Power. Defensive: lower the just-given Negative Trait by Power. "
            f"{_recovery_rule(rulings)} {_leading_rule(rulings)}</li>"
            f"<li>Telling Negative: each of {telling_whose} not counted before with Strength ≥ "
            "Surrender lowers Surrender by 1. Telling Trait: each Trait the acting Persona "
            "created, not counted before, with Strength ≥ its Threat lowers that Threat by 1.</li>"
            "<li>Narrate what happens (step 4: advance the Narrative).</li></ol>",
        ),
        (
            translate("Print", "5. Surrender (at Surrender 0)"),
            "The Actor surrenders the current Strategy, or loses the Investment, or — each once "
            f"ever — risks Corruption or Death, which restores Surrender to {surrender_back}. "
            "Surrendering again after a risk: Corruption turns the lowest Characteristic corrupt "
            "(6 − its value); Death kills the Persona. An Actor may surrender at any time.",
        ),
        (
            translate("Print", "6. Free, Push, Compromise"),
            "At Threat 0 a Persona is free: no clock, no threats, and its new Traits count "
            "against another Persona's Threat, which its Actor designates. "
            f"<b>Push</b>: the Director lowers a Stance by 1 to reset Threat with the Stance "
            f"<b>{push_stance}</b> the Push, <b>{push_limit}</b>. <b>Compromise</b>: the "
            "Director may offer changes to the Narrative; accepted, the Challenge ends.",
        ),
        (
            translate("Print", "7. Next round"),
            "Back to step 1 until every Persona is free, surrendered or dead, a compromise is "
            "accepted, or the Director ends the Challenge.",
        ),
    ]
    return "".join(f"<h3>{title}</h3><p>{body}</p>" for title, body in steps)


def quick_starshine(rulings: Rulings, campaign: str, source: str) -> FlowDocument:
    """Return the Challenge procedure written with ``rulings``; ``source`` says whose they are."""
    title = translate("Print", "Quick reference: the Starshine Challenge")
    items = "".join(
        f"<li>{ruling_line(key, value)}</li>" for key, value in rulings.to_mapping().items()
    )
    if campaign:
        sub = translate("Print", "Rules version 2.1 · Campaign: {name} · {source}").format(
            name=text(campaign), source=text(source)
        )
    else:  # printed without a campaign
        sub = translate("Print", "Rules version 2.1 · {source}").format(source=text(source))
    in_play = translate("Print", "Rulings in play")
    body = (
        f"<h1>{text(title)}</h1>"
        f"<p class='sub'>{sub}</p>"
        f"{procedure(rulings)}"
        f"<h2>{in_play}</h2><ul>{items}</ul>"
    )
    return FlowDocument(
        title=title,
        html=page(title, body, QUICK_CSS),
        footer=f"Starshine · {campaign}" if campaign else "Starshine",
    )
