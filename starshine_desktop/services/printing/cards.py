"""Shadow Play index cards (seed 001): 3×5 in cards for the Stance, the Expressions, and
each Investment, Strategy and Trait of a Persona, so changes are written down at the table
while the Dialogue flows on.

Each card shows the value now and room to pencil in changes; ``lay_out_cards`` puts them
several to a page with cut marks.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from starshine_desktop.rules.starshine.scores import STANCE_RANGE
from starshine_desktop.services.printing.document import Card, CardSheet, text
from starshine_desktop.services.printing.model import (
    InvestmentPrint,
    PersonaPrint,
    StrategyPrint,
    TraitPrint,
)

BOX = "\u2610"
"""An empty check box (☐), to tick by hand."""
CHECKED = "\u2612"
"""A marked box (☒): the value the card was printed with."""
INVESTMENT_STATES = ("open", "resolved", "lost")
STRATEGY_STATES = ("active", "surrendered", "completed")
CARD_KINDS = ("Stance", "Expressions", "Investment", "Strategy", "Trait")


def _card(kind: str, persona: PersonaPrint, title: str, body: str) -> Card:
    who = text(persona.name) + (f" ({text(persona.actor)})" if persona.actor else "")
    html = (
        f"<p class='kind'>SHADOW PLAY · {text(kind.upper())} · {who}</p>"
        f"<p class='title'>{title}</p>{body}"
    )
    return Card(kind, html)


def _choices(options: Sequence[str], current: str) -> str:
    return " &nbsp; ".join(
        f"{CHECKED if option == current else BOX} {text(option)}" for option in options
    )


def _lines(count: int) -> str:
    """Return ruled lines to write on."""
    rows = "".join(
        "<tr><td style='border-bottom: 1px solid #000000'>"
        "<span style='font-size: 12pt'>&nbsp;</span></td></tr>"
        for _ in range(count)
    )
    return f"<table width='100%' cellspacing='0' cellpadding='0'>{rows}</table>"


def stance_card(persona: PersonaPrint) -> Card:
    """Return the card of the Director's Stance towards a Persona (1 to 6)."""
    low, high = STANCE_RANGE.minimum, STANCE_RANGE.maximum
    cells = "".join(
        (
            "<td align='center' width='16%' bgcolor='#c8c8c8' style='border: 2px solid #000000'>"
            f"<span style='font-size: 13pt; font-weight: bold'>[{value}]</span></td>"
        )
        if value == persona.stance
        else (
            "<td align='center' width='16%' style='border: 1px solid #000000'>"
            f"<span style='font-size: 13pt'>{value}</span></td>"
        )
        for value in range(low, high + 1)
    )
    body = (
        f"<p>Now: <b>{persona.stance}</b>. It rises by 1 each time the Persona starts or "
        "develops a Strategy; a Push lowers it by 1.</p>"
        f"<table width='100%' cellspacing='0' cellpadding='4'><tr>{cells}</tr></table>"
        "<p>Changes:</p>" + _lines(3)
    )
    return _card("Stance", persona, "Director's Stance", body)


def expressions_card(persona: PersonaPrint) -> Card:
    """Return the card listing every Expression, grouped by Characteristic, to check off."""
    items = []
    for characteristic in persona.characteristics:
        expressions = " &nbsp; ".join(f"{BOX} {text(e)}" for e in characteristic.expressions)
        items.append(
            f"<p><b>{text(characteristic.shown_name)} {characteristic.value}</b>"
            f"{': ' + expressions if expressions else ''}</p>"
        )
    if not items:
        items.append("<p><i>No Characteristics yet.</i></p>")
    return _card("Expressions", persona, "Expressions", "".join(items) + _lines(2))


def investment_card(persona: PersonaPrint, investment: InvestmentPrint) -> Card:
    """Return the card of one Investment."""
    body = (
        f"<p>Value <b>{investment.value}</b>, taken from "
        f"<b>{text(investment.characteristic)}</b>.</p>"
        f"<p>{_choices(INVESTMENT_STATES, investment.state)}</p>"
        "<p>Resolved: the Persona gains an Advance.</p>" + _lines(2)
    )
    return _card("Investment", persona, text(investment.written), body)


def strategy_card(persona: PersonaPrint, strategy: StrategyPrint) -> Card:
    """Return the card of one Strategy (it stays on the table when surrendered)."""
    body = (
        f"<p>Pursues: <b>{text(strategy.pursues)}</b></p>"
        f"<p>{_choices(STRATEGY_STATES, strategy.state)}</p>"
        "<p>Begun or developed: the Director's Stance rises by 1.</p>" + _lines(2)
    )
    return _card("Strategy", persona, text(strategy.name), body)


def trait_card(persona: PersonaPrint, trait: TraitPrint) -> Card:
    """Return the card of one Trait with its Strength and room for changes."""
    kind = "Negative Trait" if trait.negative else "Trait"
    body = (
        f"<p>{kind} on <b>{text(trait.on)}</b>, created by <b>{text(trait.created_by)}</b>."
        f"</p><p style='font-size: 12pt'>Strength <b>{trait.strength}</b></p>"
        "<p>Changes:</p>" + _lines(2)
    )
    return _card("Trait", persona, text(trait.name), body)


def persona_cards(persona: PersonaPrint) -> list[Card]:
    """Return every card of one Persona: Stance, Expressions, then each record."""
    cards = [stance_card(persona), expressions_card(persona)]
    cards.extend(investment_card(persona, i) for i in persona.investments)
    cards.extend(strategy_card(persona, s) for s in persona.strategies)
    cards.extend(trait_card(persona, t) for t in persona.traits)
    return cards


def shadow_play_cards(personae: Iterable[PersonaPrint], campaign: str) -> CardSheet:
    """Return the Shadow Play cards of the given Personae, in order."""
    chosen = list(personae)
    cards = tuple(card for persona in chosen for card in persona_cards(persona))
    if len(chosen) == 1:
        title = f"Shadow Play cards: {chosen[0].name} · {campaign}"
    else:
        title = f"Shadow Play cards · {campaign}"
    return CardSheet(title=title, cards=cards)
