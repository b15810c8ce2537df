"""Starshine: the Director's Episode prep sheet: who plays, the Stances, open Strategies and
Investments, what was left unchecked last Episode, and the Elements in play."""

from __future__ import annotations

from starshine_desktop.rules.starshine.campaign import InvestmentState, StrategyState
from starshine_desktop.services.printing.document import (
    FlowDocument,
    bulleted,
    grid_table,
    none_line,
    page,
    text,
)
from starshine_desktop.services.printing.model import EpisodePrepPrint

BOX = "\u2610"
OPEN_INVESTMENT = InvestmentState.OPEN.value
ACTIVE_STRATEGY = StrategyState.ACTIVE.value


def _participants(prep: EpisodePrepPrint) -> str:
    actors = {persona.actor: persona.name for persona in prep.personae if persona.actor}
    lines = [f"<b>Director:</b> {text(prep.director) if prep.director else '—'}"]
    for name in prep.participants:
        if name == prep.director:
            continue
        plays = actors.get(name)
        lines.append(text(name) + (f" — plays {text(plays)}" if plays else ""))
    return bulleted(lines)


def _stances(prep: EpisodePrepPrint) -> str:
    if not prep.personae:
        return none_line("Personae")
    rows = [
        [text(p.name), text(p.actor) or "&nbsp;", f"<b>{p.stance}</b>", "&nbsp;"]
        for p in prep.personae
    ]
    return grid_table(["Persona", "Actor", "Stance", "Changes"], rows, [30, 24, 10, 36], (2,))


def _strategies(prep: EpisodePrepPrint) -> str:
    rows = [
        [text(p.name), text(s.name), text(s.pursues)]
        for p in prep.personae
        for s in p.strategies
        if s.state == ACTIVE_STRATEGY
    ]
    if not rows:
        return none_line("open Strategies")
    return grid_table(["Persona", "Strategy", "Pursues"], rows, [24, 38, 38])


def _investments(prep: EpisodePrepPrint) -> str:
    rows = [
        [text(p.name), text(i.written), str(i.value), text(i.characteristic)]
        for p in prep.personae
        for i in p.investments
        if i.state == OPEN_INVESTMENT
    ]
    if not rows:
        return none_line("open Investments")
    return grid_table(["Persona", "Investment", "Value", "From"], rows, [24, 50, 10, 16], (2,))


def _unchecked(prep: EpisodePrepPrint) -> str:
    if prep.last_episode is None:
        return "<p><i>No earlier Episode.</i></p>"
    head = f"<p>Last Episode: <b>{text(prep.last_episode)}</b></p>"
    rows = []
    for entry in prep.unchecked:
        for item, observers in entry.items:
            who = ", ".join(text(name) for name in observers) or "&nbsp;"
            rows.append([text(entry.persona), text(item), who])
    if not rows:
        return head + "<p><i>Everything was checked off.</i></p>"
    return head + grid_table(["Persona", "Left unchecked", "Not checked by"], rows, [24, 46, 30])


def _elements(prep: EpisodePrepPrint) -> str:
    if not prep.elements:
        return none_line("Elements in play")
    rows = []
    for element in prep.elements:
        traits = "; ".join(
            f"{text(t.name)} {t.strength}" + (" (Negative)" if t.negative else "")
            for t in element.traits
        )
        rows.append([text(element.name), str(element.scale), traits or "&nbsp;"])
    return grid_table(["Element", "Scale", "Traits on it"], rows, [34, 10, 56], (1,))


def _check_offs(prep: EpisodePrepPrint) -> str:
    """Return, per Persona, its Expressions and Traits with a box for each other player."""
    parts = []
    for check_off in prep.check_offs:
        if not check_off.items or not check_off.observers:
            continue
        share = max(8, 50 // len(check_off.observers))
        widths = [100 - share * len(check_off.observers)] + [share] * len(check_off.observers)
        rows = [[text(item)] + [BOX] * len(check_off.observers) for item in check_off.items]
        headers = [check_off.persona, *check_off.observers]
        columns = tuple(range(1, len(headers)))
        parts.append(grid_table(headers, rows, widths, columns))
    if not parts:
        return ""
    note = (
        "<p class='note'>Every other player ticks what they saw; a Persona gains an Advance "
        "when every box of its table is ticked (A.3).</p>"
    )
    return (
        "<h2 style='page-break-before: always'>Check-off for this Episode</h2>"
        + note
        + "".join(parts)
    )


def episode_prep(prep: EpisodePrepPrint) -> FlowDocument:
    """Return the Director's prep sheet for an Episode."""
    title = f"Episode prep: {prep.episode}"
    when = "" if prep.on_date is None else f" · {prep.on_date.isoformat()}"
    body = "".join(
        [
            f"<h1>{text(title)}</h1>",
            f"<p class='sub'>Campaign: {text(prep.campaign)}{when}</p>",
            "<h2>Participants</h2>",
            _participants(prep),
            "<h2>Stances</h2>",
            _stances(prep),
            "<h2>Open Strategies</h2>",
            _strategies(prep),
            "<h2>Open Investments</h2>",
            _investments(prep),
            "<h2>Left unchecked last Episode</h2>",
            _unchecked(prep),
            "<h2>Elements in play</h2>",
            _elements(prep),
            _check_offs(prep),
        ]
    )
    return FlowDocument(
        title=title, html=page(title, body), footer=f"{prep.episode} · {prep.campaign}"
    )
