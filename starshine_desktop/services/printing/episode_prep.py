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
    tick_box,
)
from starshine_desktop.services.printing.model import EpisodePrepPrint
from starshine_desktop.services.printing.words import translate

BOX = tick_box()
"""A drawn tick box, one for each other player to tick."""
OPEN_INVESTMENT = InvestmentState.OPEN.value
ACTIVE_STRATEGY = StrategyState.ACTIVE.value


def _participants(prep: EpisodePrepPrint) -> str:
    actors = {persona.actor: persona.name for persona in prep.personae if persona.actor}
    director = text(prep.director) if prep.director else "—"
    lines = [translate("Print", "<b>Director:</b> {name}").format(name=director)]
    for name in prep.participants:
        if name == prep.director:
            continue
        plays = actors.get(name)
        if plays:
            line = translate("Print", "{actor} — plays {persona}")
            lines.append(line.format(actor=text(name), persona=text(plays)))
        else:
            lines.append(text(name))
    return bulleted(lines)


def _stances(prep: EpisodePrepPrint) -> str:
    if not prep.personae:
        return none_line(translate("Print", "No Personae."))
    rows = [
        [text(p.name), text(p.actor) or "&nbsp;", f"<b>{p.stance}</b>", "&nbsp;"]
        for p in prep.personae
    ]
    headers = [
        translate("Print", "Persona"),
        translate("Print", "Actor"),
        translate("Print", "Stance"),
        translate("Print", "Changes"),
    ]
    return grid_table(headers, rows, [30, 24, 10, 36], (2,))


def _strategies(prep: EpisodePrepPrint) -> str:
    rows = [
        [text(p.name), text(s.name), text(s.pursues)]
        for p in prep.personae
        for s in p.strategies
        if s.state == ACTIVE_STRATEGY
    ]
    if not rows:
        return none_line(translate("Print", "No open Strategies."))
    headers = [
        translate("Print", "Persona"),
        translate("Print", "Strategy"),
        translate("Print", "Pursues"),
    ]
    return grid_table(headers, rows, [24, 38, 38])


def _investments(prep: EpisodePrepPrint) -> str:
    rows = [
        [text(p.name), text(i.written), str(i.value), text(i.characteristic)]
        for p in prep.personae
        for i in p.investments
        if i.state == OPEN_INVESTMENT
    ]
    if not rows:
        return none_line(translate("Print", "No open Investments."))
    headers = [
        translate("Print", "Persona"),
        translate("Print", "Investment"),
        translate("Print", "Value"),
        translate("Print", "From"),
    ]
    return grid_table(headers, rows, [24, 50, 10, 16], (2,))


def _unchecked(prep: EpisodePrepPrint) -> str:
    if prep.last_episode is None:
        return "<p><i>" + translate("Print", "No earlier Episode.") + "</i></p>"
    last = translate("Print", "Last Episode: <b>{title}</b>").format(title=text(prep.last_episode))
    head = f"<p>{last}</p>"
    if not prep.unchecked:
        return head + none_line(translate("Print", "No outcome was stored for it."))
    awarded = translate("Print", "Advance awarded")
    refused = translate("Print", "No Advance")
    rows = []
    for entry in prep.unchecked:
        outcome = f"<b>{awarded}</b>" if entry.awarded else refused
        if not entry.items:
            rows.append([text(entry.persona), outcome, "—", "&nbsp;"])
        for index, (item, observers) in enumerate(entry.items):
            who = ", ".join(text(name) for name in observers) or "&nbsp;"
            first = index == 0
            rows.append(
                [
                    text(entry.persona) if first else "&nbsp;",
                    outcome if first else "&nbsp;",
                    text(item),
                    who,
                ]
            )
    headers = [
        translate("Print", "Persona"),
        translate("Print", "Outcome"),
        translate("Print", "Left unchecked"),
        translate("Print", "Not checked by"),
    ]
    return head + grid_table(headers, rows, [22, 24, 34, 20])


def _elements(prep: EpisodePrepPrint) -> str:
    if not prep.elements:
        return none_line(translate("Print", "No Elements in play."))
    rows = []
    negative = " (" + translate("Print", "Negative") + ")"
    for element in prep.elements:
        traits = "; ".join(
            f"{text(t.name)} {t.strength}" + (negative if t.negative else "")
            for t in element.traits
        )
        rows.append([text(element.name), str(element.scale), traits or "&nbsp;"])
    headers = [
        translate("Print", "Element"),
        translate("Print", "Scale"),
        translate("Print", "Traits on it"),
    ]
    return grid_table(headers, rows, [34, 10, 56], (1,))


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
    note = translate(
        "Print",
        "Every other player ticks what they saw; a Persona gains an Advance "
        "when every box of its table is ticked.",
    )
    heading = translate("Print", "Check-off for this Episode")
    return (
        f"<h2 style='page-break-before: always'>{heading}</h2>"
        + f"<p class='note'>{note}</p>"
        + "".join(parts)
    )


def episode_prep(prep: EpisodePrepPrint) -> FlowDocument:
    """Return the Director's prep sheet for an Episode."""
    title = translate("Print", "Episode prep: {title}").format(title=prep.episode)
    when = "" if prep.on_date is None else f" · {prep.on_date.isoformat()}"
    campaign = translate("Print", "Campaign: {name}").format(name=text(prep.campaign))
    body = "".join(
        [
            f"<h1>{text(title)}</h1>",
            f"<p class='sub'>{campaign}{when}</p>",
            "<h2>" + translate("Print", "Participants") + "</h2>",
            _participants(prep),
            "<h2>" + translate("Print", "Stances") + "</h2>",
            _stances(prep),
            "<h2>" + translate("Print", "Open Strategies") + "</h2>",
            _strategies(prep),
            "<h2>" + translate("Print", "Open Investments") + "</h2>",
            _investments(prep),
            "<h2>" + translate("Print", "Left unchecked last Episode") + "</h2>",
            _unchecked(prep),
            "<h2>" + translate("Print", "Elements in play") + "</h2>",
            _elements(prep),
            _check_offs(prep),
        ]
    )
    return FlowDocument(
        title=title, html=page(title, body), footer=f"{prep.episode} · {prep.campaign}"
    )
