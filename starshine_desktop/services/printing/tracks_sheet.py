"""Ironsworn: a blank sheet of progress tracks and clocks to keep at the table.

Each track has a line for its name, a tick box for each rank and ten drawn boxes (6 mm,
four ticks to a box); the clocks are drawn circles of four, six and eight segments with a
line for what they count down to. On every paper the tracks fill the page's width.
"""

from __future__ import annotations

from starshine_desktop.rules.ironsworn.tracks import BOXES, Rank
from starshine_desktop.services.printing.document import (
    FlowDocument,
    Paper,
    clock,
    page,
    tick_box,
    track_boxes,
)
from starshine_desktop.services.printing.words import translate

TRACKS = {Paper.A4: 9, Paper.LETTER: 8, Paper.A5: 4, Paper.LEGAL: 11}
"""Tracks to a sheet on each paper (the clocks fill the rest of the page)."""
CLOCK_SEGMENTS = (4, 6, 8)
SHEET_CSS = """
p.track { margin-top: 6px; margin-bottom: 1px; }
p.boxes { margin-top: 1px; margin-bottom: 2px; }
span.small { font-size: 8pt; }
td.clock { padding: 4px; }
"""


def _track(narrow: bool) -> str:
    ranks = " ".join(
        f"{tick_box()}&nbsp;<span class='small'>{translate('Game', rank.label)}</span>"
        for rank in Rank
    )
    name = translate("Print", "Track")
    return (
        f"<p class='track'><span class='small'>{name}</span> {'_' * 30}"
        f"{'<br/>' if narrow else ' &nbsp; '}{ranks}</p>"
        f"<p class='boxes'>{track_boxes((0,) * BOXES)}</p>"
    )


CLOCK_ROWS = {Paper.A4: 3, Paper.LETTER: 2, Paper.A5: 2, Paper.LEGAL: 4}


def _clocks(per_row: int, rows_count: int) -> str:
    share = 100 // per_row
    segments = [
        CLOCK_SEGMENTS[index % len(CLOCK_SEGMENTS)] for index in range(per_row * rows_count)
    ]
    rows = []
    for start in range(0, len(segments), per_row):
        cells = "".join(
            f"<td class='clock' width='{share}%' align='center'>{clock(count)}<br/>"
            f"<span class='small'>{'_' * 14}</span></td>"
            for count in segments[start : start + per_row]
        )
        rows.append(f"<tr>{cells}</tr>")
    return "<table width='100%' cellspacing='0' cellpadding='0'>" + "".join(rows) + "</table>"


def tracks_sheet(paper: Paper = Paper.A4) -> FlowDocument:
    """Return a blank sheet of progress tracks and clocks for ``paper``."""
    title = translate("Print", "Progress tracks and clocks")
    note = translate(
        "Print",
        "Mark progress by the rank: one tick a slash, two a cross, four fill a box. "
        "Fill a clock's segments as trouble grows.",
    )
    body = (
        f"<h1>{title}</h1><p class='note'>{note}</p>"
        + "".join(_track(paper is Paper.A5) for _ in range(TRACKS[paper]))
        + "<h2>"
        + translate("Print", "Clocks")
        + "</h2>"
        + _clocks(3 if paper is Paper.A5 else 6, CLOCK_ROWS[paper])
    )
    return FlowDocument(title=title, html=page(title, body, SHEET_CSS), footer=title)
