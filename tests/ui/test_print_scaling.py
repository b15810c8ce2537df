"""A long print holds a few laid-out pieces at a time, however many pages it runs to.

The Episode prep of an Episode with many Personae in play runs to hundreds of pages (each
Persona's check-off table). It is printed piece by piece: each piece laid out on its own,
placed, painted and dropped; its tables are drawn row by row, never laid out as HTML. These
tests count the laid-out text documents alive at once, the layouts of each piece and the
rows one piece holds at two sizes, and fail if any grows with the pages.
"""

from __future__ import annotations

import weakref
from collections import Counter
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument

from starshine_desktop.services.printing.document import GRID_ROWS, Paper
from starshine_desktop.services.printing.episode_prep import episode_prep
from starshine_desktop.services.printing.model import CheckOffPrint, EpisodePrepPrint, PersonaPrint
from starshine_desktop.ui import printing

PLAYERS = ("Dee Varga", "Rosa Lind", "Sam Okafor", "Ida Brenner")


def prep(in_play: int) -> EpisodePrepPrint:
    """Return the prep of an Episode with ``in_play`` Personae, 20 items each to check off."""
    personae = tuple(
        PersonaPrint(name=f"Persona {n:04d}", actor=PLAYERS[1 + n % 3], stance=1 + n % 6)
        for n in range(in_play)
    )
    check_offs = tuple(
        CheckOffPrint(
            persona.name,
            tuple(p for p in PLAYERS if p != persona.actor),
            tuple(f"Trait: Stubborn {t}" for t in range(20)),
        )
        for persona in personae
    )
    return EpisodePrepPrint(
        campaign="Harbour Nights",
        episode="The Long Night",
        on_date=date(2026, 3, 14),
        director="Dee Varga",
        participants=PLAYERS,
        personae=personae,
        last_episode=None,
        unchecked=(),
        elements=(),
        check_offs=check_offs,
    )


class Census:
    """Counts the text documents the renderer lays out, and how many live at once."""

    def __init__(self) -> None:
        self.live = 0
        self.peak = 0
        self.layouts: Counter[str] = Counter()

    def made(self, html: str, document: QTextDocument) -> None:
        self.layouts[html] += 1
        self.live += 1
        self.peak = max(self.peak, self.live)
        weakref.finalize(document, self.gone)

    def gone(self) -> None:
        self.live -= 1


def counted_in(patched: pytest.MonkeyPatch) -> Census:
    """Count, from now on, the text documents the renderer lays out."""
    counted = Census()
    made = printing._text_document

    def counting(html: str, width: float | None = None) -> QTextDocument:
        document = made(html, width)
        counted.made(html, document)
        return document

    patched.setattr(printing, "_text_document", counting)
    return counted


def is_footer(html: str) -> bool:
    """Return whether ``html`` is a page's footer line (laid out anew on each page)."""
    return "<td align='right' style='font-size: 8pt'>page " in html


@dataclass(frozen=True)
class Printed:
    pages: int
    peak: int  # text documents alive at once
    layouts: Counter[str]  # how often each piece's HTML was laid out
    others: int  # layouts of anything else but the page footers
    longest: int  # the most rows of a table one piece holds
    stances: int  # how many pieces the Stances table comes in


def printed(in_play: int, pdf: Path, patched: pytest.MonkeyPatch) -> Printed:
    """Print the prep; return what its printing laid out."""
    counted = counted_in(patched)
    document = episode_prep(prep(in_play))
    pieces = list(document.pieces)
    html = {piece.html for piece in pieces if piece.html}
    pages = printing.write_pdf(document, pdf, Paper.A4)
    grids = [piece.grid for piece in pieces if piece.grid is not None]
    others = sum(
        times for laid, times in counted.layouts.items() if laid not in html and not is_footer(laid)
    )
    return Printed(
        pages,
        counted.peak,
        Counter({laid: counted.layouts[laid] for laid in html}),
        others,
        max(len(grid.rows) for grid in grids),
        sum(1 for grid in grids if grid.headers[0] == "Persona"),
    )


def test_the_episode_prep_lays_each_page_out_once_at_thirty_and_at_three_hundred_in_play(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    figures = {}
    for in_play in (30, 300):
        with monkeypatch.context() as patched:
            figures[in_play] = printed(in_play, tmp_path / f"prep-{in_play}.pdf", patched)
    small, large = figures[30], figures[300]
    assert large.pages > 9 * small.pages  # from a dozen pages to over a hundred
    # The few laid-out documents alive at once are as many at both sizes (before: the
    # whole print was one document).
    assert large.peak <= small.peak
    # Each piece's HTML (the title, the sections' headings and lists) is laid out once: the
    # pages are counted and painted from one layout (before: every piece placed after the
    # first 3,000 text blocks was laid out again to be painted).
    assert set(small.layouts.values()) == {1} and set(large.layouts.values()) == {1}
    assert len(large.layouts) == len(small.layouts)  # the tables' rows are drawn, not laid out
    # Nothing else is laid out more often for more pages, but each page's footer line.
    assert large.others == small.others
    # No piece holds a whole long table: the Stances of 300 Personae come in pieces.
    assert large.longest == GRID_ROWS and small.longest <= GRID_ROWS
    assert large.stances == -(-300 // GRID_ROWS) and small.stances == 1


def test_a_short_prep_lays_each_piece_out_once(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    counted = counted_in(monkeypatch)
    document = episode_prep(prep(4))
    pieces = [piece.html for piece in document.pieces if piece.html]
    pages = printing.write_pdf(document, tmp_path / "prep.pdf", Paper.A4)
    assert pages == 3  # the sheet, then the check-off from a page of its own
    assert [counted.layouts[html] for html in pieces] == [1] * len(pieces)


def test_one_personas_cards_are_each_laid_out_once(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from starshine_desktop.services.printing.cards import shadow_play_cards
    from starshine_desktop.services.printing.model import TraitPrint

    traits = tuple(
        TraitPrint(f"Stubborn {n}", 1 + n % 5, n % 3 == 0, "Ada Quell", "Ada Quell")
        for n in range(12)
    )
    sheet = shadow_play_cards([PersonaPrint(name="Ada Quell", traits=traits)], "Harbour Nights")
    counted = counted_in(monkeypatch)
    pages = printing.write_pdf(sheet, tmp_path / "cards.pdf", Paper.A4)
    assert pages == 4  # the Stance, the Expressions and 12 Traits, four to a page
    cards = [layouts for html, layouts in counted.layouts.items() if "SHADOW PLAY" in html]
    assert len(cards) == 14
    assert cards == [1] * 14  # counted and painted from one layout (before: two)
