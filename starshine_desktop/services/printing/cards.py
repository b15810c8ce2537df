"""Starshine: shadow Play index cards (seed 001): 3×5 in cards for the Stance, the Expressions, and
each Investment, Strategy and Trait of a Persona, so changes are written down at the table
while the Dialogue flows on.

Each card shows the value now, at least as large as its label, and room to pencil in
changes; ``lay_out_cards`` puts them several to a page with cut marks. No text is smaller
than 8 pt: the renderer continues a card that does not fit on a next card.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.scores import STANCE_RANGE
from starshine_desktop.services.printing.document import Card, CardSheet, CardStream, text, tick_box
from starshine_desktop.services.printing.labels import state_word
from starshine_desktop.services.printing.model import (
    CharacteristicPrint,
    InvestmentPrint,
    PersonaPrint,
    StrategyPrint,
    TraitPrint,
)
from starshine_desktop.services.printing.words import current, printed_in, translate

BOX = tick_box()
"""An empty tick box (drawn), to tick by hand."""
CHECKED = tick_box(ticked=True)
"""A ticked box (drawn): the value the card was printed with."""
EXPRESSION_BOX = BOX
"""The box before each Expression on the Expressions card: drawn, like every other box."""
EXPRESSION_LINE = 16
"""The height of every line of the Expressions card, in points: room for a drawn box on
any line, so the lines, with a box or not, stand evenly apart."""
INVESTMENT_STATES = ("open", "resolved", "lost")
STRATEGY_STATES = ("active", "surrendered", "completed")
_KIND_LABELS = {
    "Stance": QT_TRANSLATE_NOOP("Print", "STANCE"),
    "Expressions": QT_TRANSLATE_NOOP("Print", "EXPRESSIONS"),
    "Investment": QT_TRANSLATE_NOOP("Print", "INVESTMENT"),
    "Strategy": QT_TRANSLATE_NOOP("Print", "STRATEGY"),
    "Trait": QT_TRANSLATE_NOOP("Print", "TRAIT"),
}
CHARACTERS_PER_LINE = 70
LINES_PER_CARD = 9
"""How many lines of Expressions one card holds, beside its title and ruled lines."""


def _card(kind: str, persona: PersonaPrint, title: str, body: str, ruled: int = 2) -> Card:
    """Return a card: its title, its body and ``ruled`` lines to write on after it (as many
    as fit: the lines never take the card onto a second one)."""
    who = text(persona.name) + (f" ({text(persona.actor)})" if persona.actor else "")
    label = translate("Print", _KIND_LABELS[kind]) if kind in _KIND_LABELS else kind.upper()
    head = translate("Print", "SHADOW PLAY") + f" · {text(label)} · {who}"
    return Card(kind, f"<p class='title'>{title}</p>{body}", head, ruled)


def value_line(label: str, value: object, after: str = "") -> str:
    """Return a label with its value printed large and bold (never smaller than the label)."""
    return (
        f"<p><span class='label'>{text(label)}</span> "
        f"<span class='value'>{text(value)}</span>{after}</p>"
    )


def _choices(options: Sequence[str], current: str) -> str:
    return " &nbsp; ".join(
        f"{CHECKED if option == current else BOX} {text(state_word(option))}" for option in options
    )


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
    rises = translate(
        "Print",
        "It rises by 1 each time the Persona starts or develops a Strategy; a Push lowers it by 1.",
    )
    body = (
        value_line(translate("Print", "Now"), persona.stance)
        + f"<p>{rises}</p>"
        + f"<table width='100%' cellspacing='0' cellpadding='4'><tr>{cells}</tr></table>"
        + "<p>"
        + translate("Print", "Changes:")
        + "</p>"
    )
    return _card("Stance", persona, translate("Print", "Director's Stance"), body, ruled=3)


Group = list[tuple[CharacteristicPrint, tuple[str, ...]]]


def _estimated_lines(characteristic: CharacteristicPrint, expressions: Sequence[str]) -> int:
    """Estimate the lines one Characteristic's paragraph takes on a card."""
    # The Characteristic's line, then each Expression from a new line after its drawn box
    # (about the room of three characters).
    return 1 + sum(max(1, -(-(len(e) + 3) // CHARACTERS_PER_LINE)) for e in expressions)


def _expression_groups(persona: PersonaPrint) -> list[Group]:
    """Split the Characteristics (and a long one's Expressions) into card-sized groups."""
    units: Group = []
    for characteristic in persona.characteristics:
        part: list[str] = []
        for expression in characteristic.expressions:
            if part and _estimated_lines(characteristic, [*part, expression]) > LINES_PER_CARD:
                units.append((characteristic, tuple(part)))
                part = []
            part.append(expression)
        units.append((characteristic, tuple(part)))
    groups: list[Group] = []
    used = LINES_PER_CARD
    for characteristic, expressions in units:
        size = _estimated_lines(characteristic, expressions)
        if not groups or used + size > LINES_PER_CARD:
            groups.append([])
            used = 0
        groups[-1].append((characteristic, expressions))
        used += size
    return groups or [[]]


def expressions_cards(persona: PersonaPrint) -> list[Card]:
    """Return the card(s) listing every Expression by Characteristic, to check off."""
    groups = _expression_groups(persona)
    cards = []
    for number, group in enumerate(groups, start=1):
        items = []
        for characteristic, expressions in group:
            # Each Expression from a new line, its box first: no box stands between words,
            # so a PDF reader reads every Expression whole and in order.
            boxes = "".join(f"<br/>{EXPRESSION_BOX} {text(e)}" for e in expressions)
            items.append(
                f"<p style='line-height: {EXPRESSION_LINE}px'>"
                f"<b>{text(characteristic.shown_name)} {characteristic.value}</b>{boxes}</p>"
            )
        if not persona.characteristics:
            items.append("<p><i>" + translate("Print", "No Characteristics yet.") + "</i></p>")
        title = (
            translate("Print", "Expressions")
            if len(groups) == 1
            else translate("Print", "Expressions ({number} of {count})").format(
                number=number, count=len(groups)
            )
        )
        cards.append(_card("Expressions", persona, title, "".join(items)))
    return cards


def investment_card(persona: PersonaPrint, investment: InvestmentPrint) -> Card:
    """Return the card of one Investment."""
    taken = translate("Print", ", taken from <b>{characteristic}</b>").format(
        characteristic=text(investment.characteristic)
    )
    resolved = translate("Print", "Resolved: the Persona gains an Advance.")
    body = (
        value_line(translate("Print", "Value"), investment.value, taken)
        + f"<p>{_choices(INVESTMENT_STATES, investment.state)}</p>"
        + f"<p>{resolved}</p>"
    )
    return _card("Investment", persona, text(investment.written), body)


def strategy_card(persona: PersonaPrint, strategy: StrategyPrint) -> Card:
    """Return the card of one Strategy (it stays on the table when surrendered)."""
    pursues = translate("Print", "Pursues: <b>{aim}</b>").format(aim=text(strategy.pursues))
    rises = translate("Print", "Begun or developed: the Director's Stance rises by 1.")
    body = f"<p>{pursues}</p><p>{_choices(STRATEGY_STATES, strategy.state)}</p><p>{rises}</p>"
    return _card("Strategy", persona, text(strategy.name), body)


def trait_card(persona: PersonaPrint, trait: TraitPrint) -> Card:
    """Return the card of one Trait with its Strength and room for changes."""
    # The Persona's name is said once, in the card's heading: a Trait on it, or made by it,
    # says so without naming it again.
    if trait.on != persona.name:
        said = (
            translate("Print", "Negative Trait on <b>{on}</b>, created by <b>{by}</b>.")
            if trait.negative
            else translate("Print", "Trait on <b>{on}</b>, created by <b>{by}</b>.")
        )
    else:
        said = (
            translate("Print", "Negative Trait on this Persona, created by <b>{by}</b>.")
            if trait.negative
            else translate("Print", "Trait on this Persona, created by <b>{by}</b>.")
        )
    by = (
        translate("Print", "the Persona itself")
        if trait.created_by == persona.name
        else text(trait.created_by)
    )
    body = (
        f"<p>{said.format(on=text(trait.on), by=by)}</p>"
        + value_line(translate("Print", "Strength"), trait.strength)
        + "<p>"
        + translate("Print", "Changes:")
        + "</p>"
    )
    return _card("Trait", persona, text(trait.name), body)


def persona_cards(persona: PersonaPrint) -> list[Card]:
    """Return every card of one Persona: Stance, Expressions, then each record."""
    cards = [stance_card(persona), *expressions_cards(persona)]
    cards.extend(investment_card(persona, i) for i in persona.investments)
    cards.extend(strategy_card(persona, s) for s in persona.strategies)
    cards.extend(trait_card(persona, t) for t in persona.traits)
    return cards


def shadow_play_cards(personae: Iterable[PersonaPrint], campaign: str) -> CardSheet:
    """Return the Shadow Play cards of the given Personae, in order."""
    chosen = list(personae)
    cards = tuple(card for persona in chosen for card in persona_cards(persona))
    if len(chosen) == 1:
        title = translate("Print", "Shadow Play cards: {name} · {campaign}").format(
            name=chosen[0].name, campaign=campaign
        )
    else:
        title = translate("Print", "Shadow Play cards · {campaign}").format(campaign=campaign)
    return CardSheet(title=title, cards=cards)


def streamed_cards(personae: Callable[[], Iterator[PersonaPrint]], campaign: str) -> CardSheet:
    """Return the cards of many Personae, made one Persona at a time on each reading.

    ``personae`` returns a fresh iterator of the Personae each time it is called. The cards
    are written in the language the sheet was asked for in, whenever they are read.
    """
    language = current()

    def cards() -> Iterator[Card]:
        for persona in personae():
            with printed_in(language):
                made = persona_cards(persona)
            yield from made

    title = translate("Print", "Shadow Play cards · {campaign}").format(campaign=campaign)
    return CardSheet(title=title, cards=CardStream(cards))
