"""Starshine: the Director's Episode prep sheet: who plays, the Stances, open Strategies and
Investments, what was left unchecked last Episode, and the Elements in play.

An Episode may have a thousand Personae in play, and its check-off hundreds of pages: the
sheet is a ``PieceFlow``, its sections and each Persona's check-off table pieces made one
at a time as they print."""

from __future__ import annotations

from collections.abc import Iterator

from starshine_desktop.rules.starshine.campaign import InvestmentState, StrategyState
from starshine_desktop.services.printing.document import (
    ENDS_LIST,
    ENDS_PARAGRAPH,
    ENDS_SUB,
    GRID_TABLE,
    STARTS_HEADING,
    STARTS_TITLE,
    Piece,
    PieceFlow,
    PieceStream,
    bulleted,
    grid_table,
    none_line,
    page,
    text,
    tick_box,
)
from starshine_desktop.services.printing.model import EpisodePrepPrint
from starshine_desktop.services.printing.words import current, printed_in, translate

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


def _check_off_pieces(prep: EpisodePrepPrint, title: str) -> Iterator[Piece]:
    """Yield, per Persona, its Expressions and Traits with a box for each other player: the
    heading and note with the first table on a new page, then each further table."""
    first = True
    for check_off in prep.check_offs:
        if not check_off.items or not check_off.observers:
            continue
        share = max(8, 50 // len(check_off.observers))
        widths = [100 - share * len(check_off.observers)] + [share] * len(check_off.observers)
        rows = [[text(item)] + [BOX] * len(check_off.observers) for item in check_off.items]
        headers = [check_off.persona, *check_off.observers]
        columns = tuple(range(1, len(headers)))
        table = grid_table(headers, rows, widths, columns)
        if not first:
            yield Piece(page(title, table), GRID_TABLE, GRID_TABLE)
            continue
        first = False
        note = translate(
            "Print",
            "Every other player ticks what they saw; a Persona gains an Advance "
            "when every box of its table is ticked.",
        )
        heading = translate("Print", "Check-off for this Episode")
        body = f"<h2>{heading}</h2><p class='note'>{note}</p>{table}"
        yield Piece(page(title, body), STARTS_HEADING, GRID_TABLE, new_page=True)


def _ends(section: str) -> str:
    """Return the stand-in of a section's last element (a table, a list or a paragraph)."""
    if section.endswith("</table>"):
        return GRID_TABLE
    if section.endswith("</ul>"):
        return ENDS_LIST
    return ENDS_PARAGRAPH


def _pieces(prep: EpisodePrepPrint, title: str) -> Iterator[Piece]:
    """Yield the sheet's pieces in order: the title, each section, the check-off tables."""
    when = "" if prep.on_date is None else f" · {prep.on_date.isoformat()}"
    campaign = translate("Print", "Campaign: {name}").format(name=text(prep.campaign))
    head = f"<h1>{text(title)}</h1><p class='sub'>{campaign}{when}</p>"
    yield Piece(page(title, head), STARTS_TITLE, ENDS_SUB)
    sections = (
        (translate("Print", "Participants"), _participants),
        (translate("Print", "Stances"), _stances),
        (translate("Print", "Open Strategies"), _strategies),
        (translate("Print", "Open Investments"), _investments),
        (translate("Print", "Left unchecked last Episode"), _unchecked),
        (translate("Print", "Elements in play"), _elements),
    )
    for heading, make in sections:
        section = make(prep)
        yield Piece(page(title, f"<h2>{heading}</h2>{section}"), STARTS_HEADING, _ends(section))
    yield from _check_off_pieces(prep, title)


def episode_prep(prep: EpisodePrepPrint) -> PieceFlow:
    """Return the Director's prep sheet for an Episode, made piece by piece as it prints
    (in the language it was asked for in)."""
    title = translate("Print", "Episode prep: {title}").format(title=prep.episode)
    language = current()

    def pieces() -> Iterator[Piece]:
        made = _pieces(prep, title)
        while True:
            # Each piece is made in the sheet's language, whenever it is read.
            with printed_in(language):
                piece = next(made, None)
            if piece is None:
                return
            yield piece

    footer = f"{prep.episode} · {prep.campaign}"
    return PieceFlow(title=title, pieces=PieceStream(pieces), footer=footer)
