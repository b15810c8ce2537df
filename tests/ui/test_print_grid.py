"""The Episode prep's tables, drawn row by row: what lands on the pages.

A long table goes on under its header row on every page it runs onto, its rows each printed
once (none lost or doubled where one piece of the table ends and the next begins); a cell
wider than its column wraps onto more lines inside its column; no two words overlap.
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess
from collections import Counter
from datetime import date
from pathlib import Path

import pytest

from starshine_desktop.rules.starshine.campaign import StrategyState
from starshine_desktop.services.printing.document import GRID_ROWS, MARGIN, Paper
from starshine_desktop.services.printing.episode_prep import episode_prep
from starshine_desktop.services.printing.model import (
    CheckOffPrint,
    EpisodePrepPrint,
    PersonaPrint,
    StrategyPrint,
)
from starshine_desktop.ui import printing
from starshine_desktop.ui.print_grid import BORDER, PADDING, GridFonts, measure_grid

pytestmark = pytest.mark.skipif(
    not shutil.which("pdftotext"), reason="poppler-utils (make deb-test) is needed"
)
PLAYERS = ("Dee Varga", "Rosa Lind", "Sam Okafor", "Ida Brenner")
LONG = (
    "Bring the drowned bell up from the harbour floor before the Guild's divers find it "
    "and ring it at the lighthouse on the night of the storm"
)
Word = tuple[str, float, float, float, float]


def prep(in_play: int) -> EpisodePrepPrint:
    """An Episode with ``in_play`` Personae; the first pursues a Strategy too long for one
    line of its column, and has three things to check off."""
    personae = tuple(
        PersonaPrint(
            name=f"Persona {n:04d}",
            actor=PLAYERS[1 + n % 3],
            stance=1 + n % 6,
            strategies=(StrategyPrint("Raise the bell", LONG, StrategyState.ACTIVE.value),)
            if n == 0
            else (),
        )
        for n in range(in_play)
    )
    check_off = CheckOffPrint("Persona 0000", PLAYERS[:1] + PLAYERS[2:], ("Trait: Wary",) * 3)
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
        check_offs=(check_off,),
    )


def page_words(pdf: Path) -> list[list[Word]]:
    """Return each page's words with their boxes (points from the top left)."""
    raw = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], check=True, capture_output=True)
    pages = []
    for chunk in raw.stdout.decode("utf-8").split("<page ")[1:]:
        found = re.findall(
            r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>',
            chunk,
        )
        pages.append(
            [(html.unescape(w), float(a), float(b), float(c), float(d)) for a, b, c, d, w in found]
        )
    return pages


def overlapping(words: list[Word]) -> list[tuple[str, str]]:
    """Return the pairs of words whose boxes overlap (by more than a hair)."""
    pairs = []
    for index, (one, x1, y1, x2, y2) in enumerate(words):
        for other, u1, v1, u2, v2 in words[index + 1 :]:
            if min(x2, u2) - max(x1, u1) > 0.5 and min(y2, v2) - max(y1, v1) > 0.5:
                pairs.append((one, other))
    return pairs


def test_a_long_table_goes_on_under_its_header_row_each_row_once_nothing_overlapping(
    qapp: object, tmp_path: Path
) -> None:
    pdf = tmp_path / "prep.pdf"
    document = episode_prep(prep(150))
    header = ("Persona", "Actor", "Stance", "Changes")
    stances = [p.grid for p in document.pieces if p.grid and p.grid.headers == header]
    assert len(stances) == -(-150 // GRID_ROWS)  # the Stances come in pieces
    pages = printing.write_pdf(document, pdf, Paper.A4)
    words = page_words(pdf)
    assert len(words) == pages
    width, _ = Paper.A4.size
    named: Counter[str] = Counter()
    for number, on_page in enumerate(words, start=1):
        assert not overlapping(on_page), number
        for word, x1, _, x2, _ in on_page:
            assert x1 >= MARGIN - 1 and x2 <= width - MARGIN + 1, (number, word)
        text = " ".join(word for word, *_ in on_page)
        named.update(
            re.findall(r"Persona (\d{4}) (?:Rosa Lind|Sam Okafor|Ida Brenner) [1-6]", text)
        )
        if 1 < number < pages:
            # A page the Stances run onto starts with their header row.
            top = min(word[2] for word in on_page)
            line = sorted((x1, word) for word, x1, y1, _, _ in on_page if y1 < top + 3)
            assert [word for _, word in line] == list(header), number
    assert pages == 5  # the Stances run over four pages, the check-off on one of its own
    assert named == Counter(f"{n:04d}" for n in range(150))  # each row once


def test_a_cell_wider_than_its_column_wraps_inside_it(qapp: object, tmp_path: Path) -> None:
    pdf = tmp_path / "prep.pdf"
    document = episode_prep(prep(3))
    printing.write_pdf(document, pdf, Paper.A4)
    width, _ = Paper.A4.size
    grid = next(p.grid for p in document.pieces if p.grid and p.grid.headers[1] == "Strategy")
    laid = measure_grid(GridFonts(), grid, width - 2 * MARGIN, 0.0)
    row = laid.rules[2] - laid.rules[1]  # its one row, measured from its text
    first = page_words(pdf)[0]
    assert not overlapping(first)
    strategy = next(word for word in first if word[0] == "Raise")
    column = next(word for word in first if word[0] == "Pursues")
    after = next(word for word in first if word[0] == "Investments")  # the next heading
    pursues = [
        word
        for word in first
        if word[1] >= column[1] - 0.5 and strategy[2] - 1 <= word[2] < after[2]
    ]
    lines = sorted({round(word[2]) for word in pursues})
    assert len(lines) >= 3  # wrapped onto lines of its own cell
    in_order = sorted(pursues, key=lambda word: (round(word[2]), word[1]))
    assert " ".join(word for word, *_ in in_order) == LONG  # every word, in order
    assert max(word[3] for word in pursues) <= width - MARGIN  # within the table's edge
    # The row measured before it was drawn holds the lines drawn in it.
    assert max(word[4] for word in pursues) - min(word[2] for word in pursues) < row
    assert max(word[4] for word in pursues) < after[2]  # the table ends above the next heading


@pytest.mark.parametrize("paper", [Paper.A5, Paper.A4])
def test_a_header_word_is_never_wider_than_its_column(
    qapp: object, tmp_path: Path, paper: Paper
) -> None:
    """On A5 the Stance column's share is narrower than the word "Stance": the column takes
    what its header needs from the others, so the word stays inside its own cell."""
    pdf = tmp_path / "prep.pdf"
    printing.write_pdf(episode_prep(prep(3)), pdf, paper)
    first = page_words(pdf)[0]
    assert not overlapping(first)
    header = {word: (x1, x2) for word, x1, _, x2, _ in first if word in ("Stance", "Changes")}
    # The rule between two cells, and the padding on both sides of it.
    assert header["Changes"][0] - header["Stance"][1] >= 2 * PADDING + BORDER - 0.1
