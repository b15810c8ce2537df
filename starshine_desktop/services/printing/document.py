"""Common: what a printed document is, before Qt renders it: HTML pages, or index cards on a grid.

Lengths are in points (1/72 in). The HTML is written for Qt's rich-text engine
(``QTextDocument``), which the renderer lays out on a 72 dpi device, so ``px`` and ``pt``
in the CSS are the same length: a table ``width="360"`` is exactly 5 in on paper.
Everything here is pure: no Qt, no files.
"""

from __future__ import annotations

import dataclasses
import html
import itertools
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP

POINTS_PER_INCH = 72
MARGIN = 36
"""The page margin on every side, in points (half an inch)."""
FOOTER_HEIGHT = 16
"""Room kept at the foot of each page for the title and page number, in points."""
CARD_WIDTH = 5 * POINTS_PER_INCH
CARD_HEIGHT = 3 * POINTS_PER_INCH
CUT_MARK_GAP = 4
CUT_MARK_LENGTH = 14
CALIBRATION_TEXT = QT_TRANSLATE_NOOP(
    "Print", "Print at 100% (actual size, no scaling): this line is 1 inch (25.4 mm) long."
)
"""Said beside the 1-inch calibration mark on each sheet of cards (translated where drawn)."""


class Paper(StrEnum):
    """A paper size the documents are laid out for."""

    A4 = "a4"
    LETTER = "letter"
    A5 = "a5"
    LEGAL = "legal"

    @property
    def size(self) -> tuple[float, float]:
        """Return the portrait width and height in points."""
        return _PAPER_SIZES[self]

    @property
    def label(self) -> str:
        """Return the paper's name as people say it."""
        return _PAPER_LABELS[self]

    def page_size(self, landscape: bool) -> tuple[float, float]:
        """Return the page's width and height in points in the given orientation."""
        width, height = self.size
        return (height, width) if landscape else (width, height)

    @classmethod
    def parse(cls, text: str) -> Paper:
        """Read a paper name ('a4', 'Letter', 'US Letter'); raise ``ValueError`` if unknown."""
        key = " ".join(text.casefold().split())
        for paper in cls:
            if key in (paper.value, paper.label.casefold()):
                return paper
        raise ValueError(f"paper must be a4, letter, a5 or legal, not {text.strip()!r}")


_PAPER_SIZES: dict[Paper, tuple[float, float]] = {
    Paper.A4: (595.2756, 841.8898),
    Paper.LETTER: (612.0, 792.0),
    Paper.A5: (419.5276, 595.2756),
    Paper.LEGAL: (612.0, 1008.0),
}
_PAPER_LABELS = {
    Paper.A4: QT_TRANSLATE_NOOP("Print", "A4"),
    Paper.LETTER: QT_TRANSLATE_NOOP("Print", "US Letter"),
    Paper.A5: QT_TRANSLATE_NOOP("Print", "A5"),
    Paper.LEGAL: QT_TRANSLATE_NOOP("Print", "US Legal"),
}


@dataclass(frozen=True, slots=True)
class FlowDocument:
    """Pages of flowing HTML; Qt breaks them into pages, each with a footer line."""

    title: str
    html: str
    footer: str
    landscape: bool = False
    variants: tuple[str, ...] = ()
    """Other layouts of the same document, tried in turn when the renderer measures that
    what comes before the first page break of ``html`` does not fit on the first page."""
    columns: int = 1
    """Newspaper columns: the text runs down the first column of a page, then the next
    (fewer on a paper too narrow for them: no column is narrower than ``MIN_COLUMN``)."""
    head: str = ""
    """A whole HTML page printed across the first page's width, above the columns."""
    continued_titles: bool = False
    """A table or list continued on a new page (or column) repeats its heading there, with
    "(continued)" after it."""
    keep_tables: bool = False
    """A table that fits on a page is never split: it starts a new page (or column) with
    its heading instead. A longer one is continued under its heading and "(continued)"."""


COLUMN_GAP = 16
"""The space between two columns of a page, in points."""
MIN_COLUMN = 216
"""The narrowest column a document is set in, in points (3 in: two columns on A4, US
Letter and US Legal; one on A5)."""


def column_count(columns: int, page_width: float) -> int:
    """Return how many of ``columns`` fit on a page ``page_width`` wide (at least one)."""
    room = page_width - 2 * MARGIN
    fitting = int((room + COLUMN_GAP) // (MIN_COLUMN + COLUMN_GAP))
    return max(1, min(columns, fitting))


@dataclass(frozen=True, slots=True)
class Card:
    """One index card: its kind, its HTML content and a heading line.

    ``head`` (HTML) says whose card it is; it is printed again, marked "continued", on
    each further card a long ``html`` needs. The ``ruled`` lines follow the text on the
    card as far as they fit: a card is never continued for its ruled lines alone.
    """

    kind: str
    html: str
    head: str = ""
    ruled: int = 0
    """Ruled lines to write on after ``html``: as many as fit on the card (``ruled_lines``)."""


def ruled_lines(count: int) -> str:
    """Return ``count`` ruled lines to write on by hand."""
    if count <= 0:
        return ""
    rows = "".join(
        "<tr><td style='border-bottom: 1px solid #000000'>"
        "<span style='font-size: 12pt'>&nbsp;</span></td></tr>"
        for _ in range(count)
    )
    return f"<table width='100%' cellspacing='0' cellpadding='0'>{rows}</table>"


class CardStream:
    """Cards made one at a time, anew on each pass: a sheet of thousands of cards is never
    all in memory. ``make`` returns a fresh iterator each time it is called."""

    def __init__(self, make: Callable[[], Iterator[Card]]) -> None:
        self._make = make

    def __iter__(self) -> Iterator[Card]:
        return self._make()


@dataclass(frozen=True, slots=True)
class CardSheet:
    """Index cards to lay out several to a page with cut marks.

    ``cards`` is a tuple or a ``CardStream``: either can be read more than once.
    """

    title: str
    cards: tuple[Card, ...] | CardStream
    card_width: float = CARD_WIDTH
    card_height: float = CARD_HEIGHT


class PartStream:
    """A bundle's documents made one at a time, anew on each pass (like ``CardStream``)."""

    def __init__(self, make: Callable[[], Iterator[FlowDocument]]) -> None:
        self._make = make

    def __iter__(self) -> Iterator[FlowDocument]:
        return self._make()


@dataclass(frozen=True, slots=True)
class Bundle:
    """Several flowing documents printed as one: each from a new page with its own footer,
    the pages numbered through the whole (every Persona's sheet in one party print).

    ``parts`` is a tuple or a ``PartStream`` (a campaign's sheets, read one at a time)."""

    title: str
    parts: tuple[FlowDocument, ...] | PartStream
    landscape: bool = False


@dataclass(frozen=True, slots=True)
class Strong:
    """A grid cell's text printed in bold."""

    text: str


Cell = str | Strong
"""A grid cell: plain text (not HTML), or bold text."""


@dataclass(frozen=True, slots=True)
class Grid:
    """A bordered table of plain text drawn row by row, as ``grid_table`` looks (a grey
    header row, ruled cells), without HTML: each row's height is measured from its text, so
    the rows are placed on pages without laying a document out.

    ``widths`` are the columns' shares of the page's width in percent; ``centred`` columns
    are centred; each cell of a ``boxes`` column is an empty tick box (its text is not
    printed). A table longer than a page goes on under its header row repeated. A grid that
    ``continues`` the table of the piece before it draws no header row of its own: it is
    the same table, split into pieces so that a long one is never held whole (its header
    row is repeated where it starts a page).
    """

    headers: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    widths: tuple[int, ...]
    centred: tuple[int, ...] = ()
    boxes: tuple[int, ...] = ()
    continues: bool = False


GRID_ROWS = 40
"""How many rows of a long table one piece holds (the rest go on in further pieces)."""


@dataclass(frozen=True, slots=True)
class Piece:
    """One part of a long flowing document (a section, a table), laid out on its own.

    ``html`` is a whole HTML page (or nothing, for a piece that is only a ``grid``), printed
    above the piece's ``grid``, if it has one. ``starts`` and ``ends`` are stand-ins of the
    first and last element of ``html`` (the same tags and classes, any text): from them the
    renderer measures the space one document would leave between this piece and its
    neighbours (a grid's own stand-in is ``GRID_TABLE``). A ``new_page`` piece starts a new
    page.
    """

    html: str
    starts: str
    ends: str
    new_page: bool = False
    grid: Grid | None = None

    @property
    def first(self) -> str:
        """Return the stand-in of the piece's first element."""
        return self.starts if self.html or self.grid is None else GRID_TABLE

    @property
    def last(self) -> str:
        """Return the stand-in of the piece's last element."""
        return self.ends if self.grid is None else GRID_TABLE


def grid_pieces(
    head: str,
    head_ends: str,
    grid: Grid,
    more_rows: Iterable[tuple[Cell, ...]] = (),
    *,
    new_page: bool = False,
    per_piece: int = GRID_ROWS,
) -> Iterator[Piece]:
    """Yield a table as pieces of at most ``per_piece`` rows, read from ``grid.rows`` and
    then ``more_rows`` as they are needed: the first piece under ``head`` (a whole HTML page
    starting with a heading and ending with an element like ``head_ends``; or nothing), each
    further one continuing the table."""
    rows = itertools.chain(grid.rows, more_rows)
    first = True
    while True:
        part = tuple(itertools.islice(rows, per_piece))
        if not part and not first:
            return
        piece = dataclasses.replace(grid, rows=part, continues=grid.continues or not first)
        if first:
            yield Piece(head, STARTS_HEADING, head_ends, new_page=new_page, grid=piece)
        else:
            yield Piece("", GRID_TABLE, GRID_TABLE, grid=piece)
        first = False


class PieceStream:
    """Pieces made one at a time, anew on each pass (like ``CardStream``)."""

    def __init__(self, make: Callable[[], Iterator[Piece]]) -> None:
        self._make = make

    def __iter__(self) -> Iterator[Piece]:
        return self._make()


@dataclass(frozen=True, slots=True)
class PieceFlow:
    """A long flowing document printed piece by piece: each piece is laid out on its own,
    placed on the current page or the next (a table split between rows), painted, and
    dropped, so a print of hundreds of pages holds one piece at a time. Its pages have a
    footer line, as a ``FlowDocument``'s."""

    title: str
    pieces: tuple[Piece, ...] | PieceStream
    footer: str
    landscape: bool = False


Document = FlowDocument | CardSheet | Bundle | PieceFlow


@dataclass(frozen=True, slots=True)
class Rect:
    """A rectangle on a page, in points from the top left corner."""

    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True, slots=True)
class Line:
    """A straight line on a page, in points."""

    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True, slots=True)
class CardPage:
    """One page of cards: where each card goes and the cut marks around the grid."""

    cards: tuple[tuple[int, Rect], ...]
    cut_marks: tuple[Line, ...]


@dataclass(frozen=True, slots=True)
class CardLayout:
    """How a sheet of cards is laid out on a paper size."""

    landscape: bool
    columns: int
    rows: int
    pages: tuple[CardPage, ...]

    @property
    def per_page(self) -> int:
        """Return how many cards fit on one page."""
        return self.columns * self.rows


CARD_SHEET_MARGIN = 24
"""The least margin around a grid of cards, in points: room for the cut marks (18 pt) and
a little more, so two 3×5 in cards fit on A5 and four on A4, Letter and Legal."""


def _grid(page: tuple[float, float], card_width: float, card_height: float) -> tuple[int, int]:
    room = CUT_MARK_GAP + CUT_MARK_LENGTH
    usable_width = page[0] - 2 * max(CARD_SHEET_MARGIN, room)
    usable_height = page[1] - 2 * max(CARD_SHEET_MARGIN, room)
    return int(usable_width // card_width), int(usable_height // card_height)


def _cut_marks(
    left: float, top: float, columns: int, rows: int, card_width: float, card_height: float
) -> list[Line]:
    right = left + columns * card_width
    bottom = top + rows * card_height
    near, far = CUT_MARK_GAP, CUT_MARK_GAP + CUT_MARK_LENGTH
    marks: list[Line] = []
    for column in range(columns + 1):
        x = left + column * card_width
        marks.append(Line(x, top - far, x, top - near))
        marks.append(Line(x, bottom + near, x, bottom + far))
    for row in range(rows + 1):
        y = top + row * card_height
        marks.append(Line(left - far, y, left - near, y))
        marks.append(Line(right + near, y, right + far, y))
    return marks


def _oriented(size: tuple[float, float], landscape: bool) -> tuple[float, float]:
    short, long = sorted(size)
    return (long, short) if landscape else (short, long)


@dataclass(frozen=True, slots=True)
class CardGrid:
    """Where cards go on a paper size: the orientation and the grid that fit most."""

    page_width: float
    page_height: float
    landscape: bool
    columns: int
    rows: int
    card_width: float
    card_height: float

    @property
    def per_page(self) -> int:
        """Return how many cards fit on one page."""
        return self.columns * self.rows

    def pages_for(self, count: int) -> int:
        """Return how many pages ``count`` cards take."""
        return -(-count // self.per_page)

    def page(self, first: int, count: int) -> CardPage:
        """Return the places of ``count`` cards (numbered from ``first``) on one page.

        The grid is centred; cut marks run out from every cut line into the margin.
        """
        left = (self.page_width - self.columns * self.card_width) / 2
        top = (self.page_height - self.rows * self.card_height) / 2
        placed = tuple(
            (
                first + offset,
                Rect(
                    left + (offset % self.columns) * self.card_width,
                    top + (offset // self.columns) * self.card_height,
                    self.card_width,
                    self.card_height,
                ),
            )
            for offset in range(count)
        )
        used_rows = (count + self.columns - 1) // self.columns
        used_columns = min(self.columns, count)
        marks = _cut_marks(left, top, used_columns, used_rows, self.card_width, self.card_height)
        return CardPage(placed, tuple(marks))

    def calibration(self) -> Line:
        """Return a 1-inch line centred in the top margin, clear of the cut marks."""
        top = (self.page_height - self.rows * self.card_height) / 2
        room = top - CUT_MARK_GAP - CUT_MARK_LENGTH
        y = max(room / 2, 6.0)
        x = (self.page_width - POINTS_PER_INCH) / 2
        return Line(x, y, x + POINTS_PER_INCH, y)


def card_grid(
    paper: Paper | tuple[float, float], card_width: float, card_height: float
) -> CardGrid:
    """Return the grid that fits most cards on ``paper`` (a ``Paper`` or a size in points).

    Raise ``ValueError`` if a card does not fit on the paper at all.
    """
    size = paper.size if isinstance(paper, Paper) else paper
    best: CardGrid | None = None
    for landscape in (False, True):
        width, height = _oriented(size, landscape)
        columns, rows = _grid((width, height), card_width, card_height)
        grid = CardGrid(width, height, landscape, columns, rows, card_width, card_height)
        if grid.per_page > 0 and (best is None or grid.per_page > best.per_page):
            best = grid
    if best is None:
        raise ValueError(f"a card of {card_width}×{card_height} pt does not fit")
    return best


def lay_out_cards(sheet: CardSheet, paper: Paper | tuple[float, float]) -> CardLayout:
    """Place the cards edge to edge in a centred grid, in the orientation that fits most.

    ``paper`` is a ``Paper`` or any page size in points. Cut marks run out from every cut
    line into the margin, clear of the cards, so a guillotine or a knife along a ruler
    separates them. Raise ``ValueError`` if a card does not fit on the paper at all.
    """
    grid = card_grid(paper, sheet.card_width, sheet.card_height)
    count = sum(1 for _ in sheet.cards)
    pages = tuple(
        grid.page(start, min(grid.per_page, count - start))
        for start in range(0, count, grid.per_page)
    )
    return CardLayout(grid.landscape, grid.columns, grid.rows, pages)


# HTML helpers ----------------------------------------------------------------------------

BASE_CSS = """
body { font-size: 9pt; color: #000000; }
h1 { font-size: 16pt; font-weight: bold; margin-top: 0; margin-bottom: 4px; }
h2 { font-size: 11.5pt; font-weight: bold; margin-top: 10px; margin-bottom: 3px; }
h3 { font-size: 10pt; font-weight: bold; margin-top: 6px; margin-bottom: 2px; }
p { margin-top: 0; margin-bottom: 4px; }
p.sub { font-size: 8.5pt; margin-bottom: 6px; }
p.note { font-size: 8pt; }
table.grid { border-collapse: collapse; border: 1px solid #000000; margin-bottom: 4px; }
table.grid td, table.grid th {
  border: 1px solid #000000; padding: 3px; vertical-align: top; }
table.grid th { background-color: #e6e6e6; font-weight: bold; text-align: left; }
span.tag { font-size: 7.5pt; }
ol, ul { margin-top: 0; margin-bottom: 4px; }
li { margin-bottom: 2px; }
"""


def text(value: object) -> str:
    """Return ``value`` as HTML text, escaped."""
    return html.escape(str(value), quote=True)


def signed(value: int) -> str:
    """Return a number with its sign, e.g. +2, 0, −1 (a true minus sign)."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"\u2212{-value}"
    return "0"


def page(title: str, body: str, css: str = "") -> str:
    """Return a whole HTML page with the shared style sheet."""
    return (
        "<html><head><meta charset='utf-8'>"
        f"<title>{text(title)}</title><style>{BASE_CSS}{css}</style></head>"
        f"<body>{body}</body></html>"
    )


def grid_table(
    headers: Sequence[str],
    rows: Iterable[Sequence[str]],
    widths: Sequence[int] | None = None,
    numeric: Sequence[int] = (),
    *,
    fit: bool = False,
) -> str:
    """Return a bordered table; cells are HTML already escaped; widths in percent.

    A ``fit`` table is as wide as its text needs (up to the page's width), each column
    sized to its text, rather than the page's width.
    """
    centred = " align='center'"
    head = "".join(
        f"<th{_width(widths, index)}{centred if index in numeric else ''}>{text(header)}</th>"
        for index, header in enumerate(headers)
    )
    body = "".join(
        "<tr>"
        + "".join(
            f"<td{centred if index in numeric else ''}>{cell}</td>"
            for index, cell in enumerate(row)
        )
        + "</tr>"
        for row in rows
    )
    width = "" if fit else " width='100%'"
    return (
        f"<table class='grid'{width} cellspacing='0' cellpadding='3'>"
        f"<thead><tr>{head}</tr></thead>{body}</table>"
    )


def _width(widths: Sequence[int] | None, index: int) -> str:
    if widths is None or index >= len(widths):
        return ""
    return f" width='{widths[index]}%'"


CARD_CSS = """
body { font-size: 9pt; }
p.kind { font-size: 8pt; margin-bottom: 2px; }
p.title { font-size: 13pt; font-weight: bold; margin-bottom: 4px; }
span.label { font-size: 9pt; }
span.value { font-size: 16pt; font-weight: bold; }
p.calibration { font-size: 8pt; text-align: center; }
"""
"""The index cards' style: nothing under 8 pt, a value larger than its label."""


WRITING_SPACE = "<span style='font-size: 11.5pt'>&nbsp;</span>"
"""An empty cell's content: a large no-break space makes the row tall enough to write in."""


def blank_rows(columns: int, count: int) -> list[list[str]]:
    """Return ``count`` empty rows, each tall enough to write in by hand."""
    return [[WRITING_SPACE] * columns for _ in range(count)]


STARTS_TITLE = "<h1>x</h1>"
"""A piece's stand-in when it starts with the document's title."""
STARTS_HEADING = "<h2>x</h2>"
"""A piece's stand-in when it starts (or ends) with a heading."""
ENDS_SUB = "<p class='sub'>x</p>"
"""A piece's stand-in when it ends with the line under the title."""
ENDS_PARAGRAPH = "<p>x</p>"
"""A piece's stand-in when it starts or ends with a paragraph."""
ENDS_LIST = "<ul><li>x</li></ul>"
"""A piece's stand-in when it ends with a bulleted list."""
ENDS_NOTE = "<p class='note'>x</p>"
"""A piece's stand-in when it ends with a note (a paragraph in small print)."""
GRID_TABLE = (
    "<table class='grid' width='100%' cellspacing='0' cellpadding='3'>"
    "<thead><tr><th>x</th></tr></thead><tr><td>x</td></tr></table>"
)
"""A piece's stand-in when it starts or ends with a bordered table (``grid_table``)."""


def bulleted(items: Iterable[str]) -> str:
    """Return a bulleted list of HTML items, or nothing if there are none."""
    entries = "".join(f"<li>{item}</li>" for item in items)
    return f"<ul>{entries}</ul>" if entries else ""


MARK = "mark:"
"""The source of an inline image the renderer draws as a vector shape (a box, a track box,
ruled lines): ``mark:box``, ``mark:box-ticked``, ``mark:track-0`` to ``mark:track-4`` (ticks
in the box), ``mark:clock-N`` (a clock of N segments), ``mark:ruled`` (lines down to the
foot of the page)."""
TICK_BOX = 12
"""A tick box's side in points (4.2 mm: at least 4 mm)."""
TRACK_BOX = 18
"""A progress or legacy track box's side in points (6.35 mm: at least 6 mm)."""
RULED_SPACING = 20
"""The distance between the ruled lines of a notes area, in points (7 mm)."""


def tick_box(ticked: bool = False) -> str:
    """Return a tick box (a drawn square, ticked with an X or empty) to put in a line of text."""
    name = "box-ticked" if ticked else "box"
    return f"<img src='{MARK}{name}' width='{TICK_BOX}' height='{TICK_BOX}'/>"


def track_boxes(box_ticks: Sequence[int]) -> str:
    """Return a track's boxes side by side, each with its ticks (0 to 4) drawn in it."""
    return "".join(
        f"<img src='{MARK}track-{max(0, min(4, ticks))}' width='{TRACK_BOX}' height='{TRACK_BOX}'/>"
        for ticks in box_ticks
    )


CLOCK = 54
"""A clock's diameter in points (19 mm)."""


def clock(segments: int) -> str:
    """Return an empty clock of ``segments`` segments (a drawn circle cut into slices)."""
    return f"<img src='{MARK}clock-{segments}' width='{CLOCK}' height='{CLOCK}'/>"


def ruled_to_foot() -> str:
    """Return a mark to end a paragraph with: ruled lines run from under its line down to
    the foot of its page (it takes no room of its own, so it never starts a page)."""
    return f"<img src='{MARK}ruled' width='1' height='1'/>"


KEEP_WHOLE = "keep"
"""The mark that keeps its table whole on one page (see ``keep_whole``)."""


def keep_whole() -> str:
    """Return a mark to put first in a table's first cell: the table is kept whole on one page
    (the page ends before it, with the heading standing right above it, when it does not fit
    in what is left); one taller than a page is continued under that heading, "(continued)"
    after it. It draws nothing."""
    return f"<img src='{MARK}{KEEP_WHOLE}' width='1' height='1'/>"


def none_line(sentence: str) -> str:
    """Return a short italic line saying there is nothing: ``sentence`` ("No Traits.")."""
    return f"<p><i>{text(sentence)}</i></p>"
