"""Starshine: the Director's Episode prep sheet: who plays, the Stances, open Strategies and
Investments, what was left unchecked last Episode, and the Elements in play.

An Episode may have a thousand Personae in play, and its check-off hundreds of pages: the
sheet is a ``PieceFlow``, its sections and each Persona's check-off table pieces made one
at a time as they print. Its tables are ``Grid``s of plain text and tick boxes, drawn row
by row (no HTML to lay out), a long one split into pieces of ``GRID_ROWS`` rows."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator

from starshine_desktop.rules.starshine.campaign import InvestmentState, StrategyState
from starshine_desktop.services.printing.document import (
    ENDS_LIST,
    ENDS_NOTE,
    ENDS_PARAGRAPH,
    ENDS_SUB,
    GRID_TABLE,
    STARTS_HEADING,
    STARTS_TITLE,
    Cell,
    Grid,
    Piece,
    PieceFlow,
    PieceStream,
    Strong,
    bulleted,
    grid_pieces,
    none_line,
    page,
    text,
)
from starshine_desktop.services.printing.model import EpisodePrepPrint
from starshine_desktop.services.printing.words import current, printed_in, translate

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


def _section(title: str, heading: str, body: str) -> Piece:
    """Return a section printed as HTML: its heading and ``body``."""
    ends = ENDS_LIST if body.endswith("</ul>") else ENDS_PARAGRAPH
    return Piece(page(title, f"<h2>{heading}</h2>{body}"), STARTS_HEADING, ends)


def _table(
    title: str,
    heading: str,
    grid: Grid,
    rows: Iterable[tuple[Cell, ...]],
    *,
    above: str = "",
    none: str = "",
) -> Iterator[Piece]:
    """Yield a section that is a table under its heading (and ``above``, a paragraph), its
    rows read as they print; ``none`` (a paragraph) instead when it has no rows."""
    rows = iter(rows)
    first = next(rows, None)
    if first is None:
        yield _section(title, heading, above + none)
        return
    head = page(title, f"<h2>{heading}</h2>{above}")
    ends = ENDS_PARAGRAPH if above else STARTS_HEADING
    yield from grid_pieces(head, ends, dataclasses.replace(grid, rows=(first,)), rows)


def _stances(prep: EpisodePrepPrint, title: str, heading: str) -> Iterator[Piece]:
    headers = (
        translate("Print", "Persona"),
        translate("Print", "Actor"),
        translate("Print", "Stance"),
        translate("Print", "Changes"),
    )
    rows = ((p.name, p.actor or "", Strong(str(p.stance)), "") for p in prep.personae)
    grid = Grid(headers, (), (30, 24, 10, 36), centred=(2,))
    none = none_line(translate("Print", "No Personae."))
    yield from _table(title, heading, grid, rows, none=none)


def _strategies(prep: EpisodePrepPrint, title: str, heading: str) -> Iterator[Piece]:
    rows = (
        (p.name, s.name, s.pursues)
        for p in prep.personae
        for s in p.strategies
        if s.state == ACTIVE_STRATEGY
    )
    headers = (
        translate("Print", "Persona"),
        translate("Print", "Strategy"),
        translate("Print", "Pursues"),
    )
    none = none_line(translate("Print", "No open Strategies."))
    yield from _table(title, heading, Grid(headers, (), (24, 38, 38)), rows, none=none)


def _investments(prep: EpisodePrepPrint, title: str, heading: str) -> Iterator[Piece]:
    rows = (
        (p.name, i.written, str(i.value), i.characteristic)
        for p in prep.personae
        for i in p.investments
        if i.state == OPEN_INVESTMENT
    )
    headers = (
        translate("Print", "Persona"),
        translate("Print", "Investment"),
        translate("Print", "Value"),
        translate("Print", "From"),
    )
    grid = Grid(headers, (), (24, 50, 10, 16), centred=(2,))
    none = none_line(translate("Print", "No open Investments."))
    yield from _table(title, heading, grid, rows, none=none)


def _unchecked_rows(prep: EpisodePrepPrint) -> Iterator[tuple[Cell, ...]]:
    awarded = Strong(translate("Print", "Advance awarded"))
    refused = translate("Print", "No Advance")
    for entry in prep.unchecked:
        outcome = awarded if entry.awarded else refused
        if not entry.items:
            yield (entry.persona, outcome, "—", "")
        for index, (item, observers) in enumerate(entry.items):
            first = index == 0
            yield (
                entry.persona if first else "",
                outcome if first else "",
                item,
                ", ".join(observers),
            )


def _unchecked(prep: EpisodePrepPrint, title: str, heading: str) -> Iterator[Piece]:
    if prep.last_episode is None:
        none = "<p><i>" + translate("Print", "No earlier Episode.") + "</i></p>"
        yield _section(title, heading, none)
        return
    last = translate("Print", "Last Episode: <b>{title}</b>").format(title=text(prep.last_episode))
    headers = (
        translate("Print", "Persona"),
        translate("Print", "Outcome"),
        translate("Print", "Left unchecked"),
        translate("Print", "Not checked by"),
    )
    grid = Grid(headers, (), (22, 24, 34, 20))
    none = none_line(translate("Print", "No outcome was stored for it."))
    yield from _table(
        title, heading, grid, _unchecked_rows(prep), above=f"<p>{last}</p>", none=none
    )


def _elements(prep: EpisodePrepPrint, title: str, heading: str) -> Iterator[Piece]:
    negative = " (" + translate("Print", "Negative") + ")"
    rows = (
        (
            element.name,
            str(element.scale),
            "; ".join(
                f"{t.name} {t.strength}" + (negative if t.negative else "") for t in element.traits
            ),
        )
        for element in prep.elements
    )
    headers = (
        translate("Print", "Element"),
        translate("Print", "Scale"),
        translate("Print", "Traits on it"),
    )
    none = none_line(translate("Print", "No Elements in play."))
    yield from _table(
        title, heading, Grid(headers, (), (34, 10, 56), centred=(1,)), rows, none=none
    )


def _check_off_pieces(prep: EpisodePrepPrint, title: str) -> Iterator[Piece]:
    """Yield, per Persona, its Expressions and Traits with a box for each other player: the
    heading and note with the first table on a new page, then each further table."""
    first = True
    for check_off in prep.check_offs:
        if not check_off.items or not check_off.observers:
            continue
        players = len(check_off.observers)
        share = max(8, 50 // players)
        widths = (100 - share * players, *([share] * players))
        boxes = tuple(range(1, players + 1))
        headers = (check_off.persona, *check_off.observers)
        rows = tuple((item, *([""] * players)) for item in check_off.items)
        grid = Grid(headers, rows, widths, centred=boxes, boxes=boxes)
        if not first:
            yield from grid_pieces("", GRID_TABLE, grid)
            continue
        first = False
        note = translate(
            "Print",
            "Every other player ticks what they saw; a Persona gains an Advance "
            "when every box of its table is ticked.",
        )
        heading = translate("Print", "Check-off for this Episode")
        head = page(title, f"<h2>{heading}</h2><p class='note'>{note}</p>")
        yield from grid_pieces(head, ENDS_NOTE, grid, new_page=True)


def _pieces(prep: EpisodePrepPrint, title: str) -> Iterator[Piece]:
    """Yield the sheet's pieces in order: the title, each section, the check-off tables."""
    when = "" if prep.on_date is None else f" · {prep.on_date.isoformat()}"
    campaign = translate("Print", "Campaign: {name}").format(name=text(prep.campaign))
    head = f"<h1>{text(title)}</h1><p class='sub'>{campaign}{when}</p>"
    yield Piece(page(title, head), STARTS_TITLE, ENDS_SUB)
    yield _section(title, translate("Print", "Participants"), _participants(prep))
    tables = (
        (translate("Print", "Stances"), _stances),
        (translate("Print", "Open Strategies"), _strategies),
        (translate("Print", "Open Investments"), _investments),
        (translate("Print", "Left unchecked last Episode"), _unchecked),
        (translate("Print", "Elements in play"), _elements),
    )
    for heading, make in tables:
        yield from make(prep, title, heading)
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
