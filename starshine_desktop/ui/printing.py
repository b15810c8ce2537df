"""Render the services' printed documents with Qt: print preview, paper and PDF files.

The HTML of ``services.printing`` is laid out by ``QTextDocument`` on a 72 dpi device, so
one CSS pixel is one point, whatever the printer's resolution; the painter is scaled from
points to the device. The same ``render`` paints a ``QPrinter`` (paper and the preview) and a
``QPdfWriter``. PDFs go through ``QSaveFile``: a failed write leaves the old file untouched.
The bundled fonts (``ui.fonts``: DejaVu Sans, with Droid Sans Fallback for CJK and Symbola for
emoji) are registered first, and Qt embeds TrueType fonts in PDFs.
"""

from __future__ import annotations

import bisect
import dataclasses
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import QIODevice, QMarginsF, QPointF, QRectF, QSaveFile, Qt
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QColor,
    QFont,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QMenu,
    QProgressDialog,
    QWidget,
)

from starshine_desktop import APP_NAME
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError, ScenarioError
from starshine_desktop.rules.starshine.replay import load_scenario
from starshine_desktop.services.campaign import Campaign
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.printing import (
    PrintKind,
    PrintRequest,
    PrintRequestError,
    build_document,
)
from starshine_desktop.services.printing.document import (
    CALIBRATION_TEXT,
    CARD_CSS,
    COLUMN_GAP,
    FOOTER_HEIGHT,
    GRID_TABLE,
    MARGIN,
    POINTS_PER_INCH,
    Bundle,
    Card,
    CardGrid,
    CardSheet,
    Document,
    FlowDocument,
    Paper,
    Piece,
    PieceFlow,
    Rect,
    card_grid,
    column_count,
    page,
    ruled_lines,
    text,
)
from starshine_desktop.storage.errors import StorageError
from starshine_desktop.storage.starshine.challenges_reads import ChallengeRow
from starshine_desktop.storage.starshine.records_rows import EpisodeRow
from starshine_desktop.ui.fonts import TEXT_FAMILY, register_fonts, with_fallbacks
from starshine_desktop.ui.i18n import refusal_text, translate
from starshine_desktop.ui.print_grid import (
    BORDER,
    CONTINUED_GAP,
    GridFonts,
    GridLayout,
    grid_breaks,
    measure_grid,
    paint_header,
    paint_rows,
)
from starshine_desktop.ui.print_pages import (
    EPSILON,
    Band,
    Break,
    FlowPage,
    draw_band,
    hold_marks,
    page_breaks,
    paginate,
    sized_marks,
)
from starshine_desktop.ui.prompts import Prompter

CARD_PADDING = 10.0
PREPARING_EVERY = 50
"""While cards are measured, progress is reported every so many cards."""
Progress = Callable[[int, int], None]
"""Called with (page, pages) before each page is painted, and with (0, 0) from time to time
while a sheet of cards is measured. It may raise ``PrintCancelled`` to stop printing."""
_PAGE_SIZE_IDS = {
    Paper.A4: QPageSize.PageSizeId.A4,
    Paper.LETTER: QPageSize.PageSizeId.Letter,
    Paper.A5: QPageSize.PageSizeId.A5,
    Paper.LEGAL: QPageSize.PageSizeId.Legal,
}


class PrintError(Exception):
    """A document could not be written (the message says where and why)."""


def load_fonts() -> str:
    """Register the bundled fonts once; return the family the documents are set in."""
    register_fonts()
    return TEXT_FAMILY


def _layout_device() -> QImage:
    """Return a 72 dpi device to lay text out on, so one pixel is one point."""
    image = QImage(8, 8, QImage.Format.Format_RGB32)
    dots_per_metre = round(POINTS_PER_INCH / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    return image


_LAYOUT_DEVICE: QImage | None = None


def _text_document(html: str, width: float | None = None) -> QTextDocument:
    """Return ``html`` laid out on the 72 dpi device (at ``width`` points, if given: set
    before the text goes in, so it is laid out once)."""
    global _LAYOUT_DEVICE
    if _LAYOUT_DEVICE is None:
        _LAYOUT_DEVICE = _layout_device()
    document = QTextDocument()
    document.documentLayout().setPaintDevice(_LAYOUT_DEVICE)
    document.setUseDesignMetrics(True)
    document.setDocumentMargin(0)
    font = with_fallbacks(QFont())
    font.setPointSizeF(9)
    for ligatures in ("liga", "clig"):
        # No "fi" ligature glyphs: text copied or searched in the PDF stays plain letters.
        font.setFeature(QFont.Tag(ligatures), 0)
    document.setDefaultFont(font)
    if width is not None:
        document.setTextWidth(width)
    document.setHtml(sized_marks(html))
    hold_marks(document)
    return document


def paper_of(device: QPagedPaintDevice) -> Paper:
    """Return the paper a device is set to (A4 unless it is US Letter, A5 or US Legal)."""
    size_id = device.pageLayout().pageSize().id()
    return next((paper for paper, found in _PAGE_SIZE_IDS.items() if found == size_id), Paper.A4)


def _orient(device: QPagedPaintDevice, landscape: bool) -> None:
    """Turn the device's page (whatever its size) to the orientation a document needs."""
    if isinstance(device, QPrinter):
        device.setFullPage(True)
    device.setPageOrientation(
        QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    )


def _page_points(device: QPagedPaintDevice) -> tuple[float, float]:
    full = device.pageLayout().fullRect(QPageLayout.Unit.Point)
    return full.width(), full.height()


def set_paper(device: QPagedPaintDevice, paper: Paper, *, landscape: bool = False) -> None:
    """Set the device's paper and orientation, with no margins (the documents keep theirs)."""
    orientation = (
        QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    )
    layout = QPageLayout(
        QPageSize(_PAGE_SIZE_IDS[paper]), orientation, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Point
    )
    if isinstance(device, QPrinter):
        device.setFullPage(True)
    device.setPageLayout(layout)


def _scale(device: QPagedPaintDevice) -> float:
    return device.logicalDpiX() / POINTS_PER_INCH


def _footer(painter: QPainter, width: float, bottom: float, left: str, right: str) -> None:
    """Draw the footer line (left and right texts) across the page, ending at ``bottom``."""
    footer = _text_document(
        page(
            "",
            "<table width='100%' cellspacing='0' cellpadding='0'><tr>"
            f"<td style='font-size: 8pt'>{text(left)}</td>"
            f"<td align='right' style='font-size: 8pt'>{text(right)}</td></tr></table>",
        )
    )
    footer.setTextWidth(width - 2 * MARGIN)
    painter.save()
    painter.translate(MARGIN, bottom - footer.size().height())
    footer.drawContents(painter)
    painter.restore()


def count_pages(document: Document, paper: Paper) -> int:
    """Return how many pages ``document`` takes on ``paper``."""
    if isinstance(document, CardSheet):
        return count_card_pages(document, paper)
    width, height = paper.page_size(document.landscape)
    return _pages(document, width, height).count


def _parts(document: FlowDocument | Bundle) -> Iterable[FlowDocument]:
    return document.parts if isinstance(document, Bundle) else (document,)


Item = TypeVar("Item")


class _Reread(Generic[Item]):
    """The items of a stream that can be read again, fetched by their place in it: read on
    in order, or read anew from the start for an earlier one."""

    def __init__(self, items: Iterable[Item]) -> None:
        self._items = items
        self._reading: Iterator[Item] | None = None
        self._position = 0

    def item(self, index: int) -> Item:
        """Return item ``index`` (from 0)."""
        if self._reading is None or index < self._position:
            self._reading, self._position = iter(self._items), 0
        for _ in range(self._position, index):
            next(self._reading)
        self._position = index + 1
        return next(self._reading)


def column_width(document: FlowDocument, page_width: float) -> float:
    """Return the width of one of the document's columns on a page ``page_width`` wide."""
    columns = column_count(document.columns, page_width)
    return (page_width - 2 * MARGIN - COLUMN_GAP * (columns - 1)) / columns


@dataclass(frozen=True, slots=True)
class _Laid:
    """A flowing document laid out: its text, its pages (each the slices of its columns),
    and its head, printed across the first page above the columns."""

    text: QTextDocument
    pages: list[tuple[FlowPage, ...]]
    head: QTextDocument | None = None


def _flow(document: FlowDocument, width: float, height: float) -> _Laid:
    """Lay the document out as one long column, then break it into columns of the body's
    height, ``document.columns`` of them to a page (the first page's shorter by the head).

    A document with ``variants`` is laid out as each in turn until what comes before its
    first page break fits on the first page (measured, not estimated); the last one is kept.
    """
    body_height = height - 2 * MARGIN - FOOTER_HEIGHT
    head = _text_document(document.head, width - 2 * MARGIN) if document.head else None
    head_height = head.size().height() if head is not None else 0.0
    layouts = (document.html, *document.variants)
    for index, html in enumerate(layouts):
        laid_out = _text_document(html, column_width(document, width))
        total = laid_out.documentLayout().documentSize().height()
        breaks = page_breaks(laid_out, document.keep_tables, document.continued_titles)
        if index == len(layouts) - 1 or _first_page_fits(breaks, total, body_height):
            break
    columns = column_count(document.columns, width)
    slices = paginate(breaks, total, body_height, first=(columns, body_height - head_height))
    if columns > 1:
        slices = _balanced(slices, breaks, total, columns, body_height - head_height, body_height)
    pages = [tuple(slices[at : at + columns]) for at in range(0, len(slices), columns)]
    return _Laid(laid_out, pages, head)


def _balanced(
    slices: list[FlowPage],
    breaks: list[Break],
    total: float,
    columns: int,
    first_height: float,
    height: float,
) -> list[FlowPage]:
    """Return the slices with the last page's columns balanced: its text laid into its
    columns at the least height that still holds it, so no column stands empty."""
    last = (len(slices) - 1) // columns * columns
    opening = slices[last]
    tallest = first_height if last == 0 else height
    kept = {b.y: b.whole for b in breaks if b.whole is not None and b.whole.height <= height}

    def holds(candidate: list[FlowPage]) -> bool:
        # In as many columns, and no table kept whole cut between two of them.
        cuts = [found.body.bottom for found in candidate[:-1]]
        return len(candidate) <= columns and not any(cut in kept for cut in cuts)

    low, high = 0.0, tallest
    for _ in range(24):  # halve the range down to a fraction of a point
        middle = (low + high) / 2
        if holds(paginate(breaks, total, middle, opening.body.top)):
            high = middle
        else:
            low = middle
    balanced = paginate(breaks, total, high, opening.body.top)
    if not holds(balanced):
        return slices
    # The first column goes on as it did from the page before (its title, its header).
    balanced[0] = dataclasses.replace(
        balanced[0], header=opening.header, title=opening.title, rule_above=opening.rule_above
    )
    return slices[:last] + balanced


def _first_page_fits(breaks: list[Break], total: float, body_height: float) -> bool:
    """Return whether what comes before the first forced page break fits on one page."""
    first = next((found.y for found in breaks if found.forced), total)
    return first <= body_height + 1.0


class _FlowPages:
    """The pages of a flowing document, or of each part of a bundle after the other (each
    from a new page, with its own footer; the pages numbered through the whole), laid out
    for pages ``width`` by ``height`` points.

    A bundle's parts are laid out one at a time to count their pages, then again as their
    pages are painted: a party print of a whole campaign holds one or two sheets at a time.
    """

    def __init__(self, document: FlowDocument | Bundle, width: float, height: float) -> None:
        self._parts = _Reread(_parts(document))
        self._width, self._height = width, height
        self._held: dict[int, tuple[FlowDocument, _Laid]] = {}
        self._first: list[int] = []  # each part's first page
        count = 0
        for index, part in enumerate(_parts(document)):
            laid = _flow(part, width, height)
            self._first.append(count)
            count += len(laid.pages)
            self._held = {index: (part, laid)}  # the last part is painted from this layout
        self.count = count

    def paint(self, index: int, painter: QPainter) -> None:
        """Paint page ``index`` (from 0), in points from the page's top left corner."""
        part = bisect.bisect_right(self._first, index) - 1
        held = self._held.get(part)
        if held is None:
            document = self._parts.item(part)
            held = (document, _flow(document, self._width, self._height))
            # Two parts at most: a booklet's sides take pages from two places in turn.
            self._held = {**{k: v for k, v in self._held.items() if k == part - 1}, part: held}
        document, laid = held
        number = index - self._first[part]
        footer = (document.footer, _page_number(index, self.count))
        _paint_page(laid, number, laid.pages[number], footer, self._width, self._height, painter)


@dataclass(frozen=True, slots=True)
class _Placed:
    """A slice of a piece on a page, ``at`` points below the top of the page's body."""

    piece: int
    slice: FlowPage
    at: float


@dataclass(frozen=True, slots=True)
class _LaidPiece:
    """A piece laid out: its HTML (if any) as a text document, its grid's rules under it
    (if any), its height and where a page may end in it."""

    text: QTextDocument | None
    grid: GridLayout | None
    total: float
    breaks: list[Break]

    @property
    def blocks(self) -> int:
        """Return how many text blocks the piece holds laid out (its size in memory)."""
        return 0 if self.text is None else number_of_blocks(self.text)


KEPT_BLOCKS = 3_000
"""A long document's pieces measured first are kept for painting while they hold no more
than this many text blocks in all (a short print is laid out once; a long one holds this
much, and lays out again the pieces painted after)."""


class _PiecePages:
    """The pages of a ``PieceFlow``, placed piece by piece.

    First each piece is laid out on its own and placed: on the current page if it fits
    (with the space one document would leave before it), else split at its last page break
    that fits, or moved whole to the next page when none does; only the places are kept.
    Then each page is painted, its pieces laid out again as they are reached (those kept
    from the first pass, up to ``KEPT_BLOCKS``, are not). A piece's grid is never laid
    out as a document: its rows are measured from their text in both passes, and drawn.
    At most a few pieces are held at a time, so memory does not grow with the pages.
    """

    def __init__(self, document: PieceFlow, width: float, height: float) -> None:
        self._document = document
        self._width, self._height = width, height
        self._column = width - 2 * MARGIN
        self._fonts = GridFonts()
        body = height - 2 * MARGIN - FOOTER_HEIGHT
        self._gaps: dict[tuple[str, str], float] = {}
        self._kept: dict[int, _LaidPiece] = {}
        kept_blocks = 0
        pages: list[list[_Placed]] = [[]]
        y = 0.0
        pieces = iter(document.pieces)
        piece, index = next(pieces, None), 0
        while piece is not None:
            following = next(pieces, None)
            laid = self._lay_out(piece)
            total, breaks = laid.total, laid.breaks
            end = total + self._gap_after(piece, following)  # where what follows starts
            if piece.new_page and pages[-1]:
                pages.append([])
                y = 0.0
            room = body - y
            moved = False
            if end > room and pages[-1] and not _breaks_within(breaks, room):
                pages.append([])
                y, room, moved = 0.0, body, True
            lead = laid.grid.header if laid.grid is not None and laid.grid.grid.continues else None
            if moved and lead is not None:
                room -= lead.height  # the table's header row, repeated above its rows
            slices = paginate(breaks, end, body, first=(1, room))
            if moved and lead is not None:
                slices[0] = dataclasses.replace(slices[0], header=lead, rule_above=BORDER / 2)
            for number, flow_page in enumerate(slices):
                if number:
                    pages.append([])
                    y = 0.0
                shown = flow_page
                if number == len(slices) - 1 and flow_page.body.bottom < total:
                    # Painted to the piece's foot: the next table overlaps its last rule.
                    shown = dataclasses.replace(flow_page, body=Band(flow_page.body.top, total))
                pages[-1].append(_Placed(index, shown, y))
                y += flow_page.repeated + flow_page.body.height
            if laid.blocks + kept_blocks <= KEPT_BLOCKS:
                kept_blocks += laid.blocks
                self._kept[index] = laid
            del laid
            piece, index = following, index + 1
        self._pages = [tuple(placed) for placed in pages]
        self.count = len(self._pages)
        self._pieces = _Reread(document.pieces)
        self._held: dict[int, _LaidPiece] = {}

    def _lay_out(self, piece: Piece) -> _LaidPiece:
        """Lay a piece's HTML out and measure its grid's rows under it."""
        laid = _text_document(piece.html, self._column) if piece.html else None
        top = 0.0 if laid is None else float(laid.documentLayout().documentSize().height())
        breaks = page_breaks(laid) if laid is not None else []
        if piece.grid is None:
            return _LaidPiece(laid, None, top, breaks)
        if laid is not None:
            top += self._gap(piece.ends, GRID_TABLE)
        grid = measure_grid(self._fonts, piece.grid, self._column, top)
        breaks += grid_breaks(grid, holding=laid is not None)
        return _LaidPiece(laid, grid, grid.bottom, breaks)

    def _gap_after(self, piece: Piece, following: Piece | None) -> float:
        """Return the space between a piece and the next (none after the last)."""
        if following is None:
            return 0.0
        if following.grid is not None and following.grid.continues and not following.html:
            return CONTINUED_GAP
        return self._gap(piece.last, following.first)

    def _gap(self, ends: str, starts: str) -> float:
        """Return the space one document leaves between an element like ``ends`` and the
        next like ``starts`` (negative where a table's last rule and the next overlap)."""
        key = (ends, starts)
        if key not in self._gaps:

            def height(body: str) -> float:
                laid = _text_document(page("", body), self._column)
                return float(laid.documentLayout().documentSize().height())

            self._gaps[key] = height(ends + starts) - height(ends) - height(starts)
        return self._gaps[key]

    def _piece(self, index: int) -> _LaidPiece:
        """Return piece ``index`` laid out (kept, held, or read from the stream again)."""
        kept = self._kept.pop(index, None)
        if kept is not None:
            self._held = {index: kept}
            return kept
        held = self._held.get(index)
        if held is not None:
            return held
        laid = self._lay_out(self._pieces.item(index))
        self._held = {index: laid}
        return laid

    def paint(self, index: int, painter: QPainter) -> None:
        """Paint page ``index`` (from 0), in points from the page's top left corner."""
        for placed in self._pages[index]:
            laid = self._piece(placed.piece)
            self._paint_slice(painter, laid, placed.slice, MARGIN + placed.at)
        footer = (self._document.footer, _page_number(index, self.count))
        _footer(painter, self._width, self._height - MARGIN, *footer)

    def _paint_slice(
        self, painter: QPainter, laid: _LaidPiece, flow_page: FlowPage, top: float
    ) -> None:
        """Paint a slice of a piece: its HTML's part of it, then its grid's rows."""
        if laid.grid is None:
            assert laid.text is not None
            _paint_flow_page(painter, laid.text, flow_page, MARGIN, top, self._height)
            return
        painter.save()
        painter.translate(MARGIN, 0)
        at = top
        body = flow_page.body
        if flow_page.header is not None:
            paint_header(painter, self._fonts, laid.grid, at)
            at += flow_page.header.height
        if laid.text is not None and body.top < laid.grid.top:
            text_part = Band(body.top, min(body.bottom, laid.grid.top))
            draw_band(painter, laid.text, text_part, at, above=flow_page.rule_above)
        paint_rows(painter, self._fonts, laid.grid, body, at)
        painter.restore()


def number_of_blocks(document: QTextDocument) -> int:
    """Return how many text blocks a laid-out document holds (its size in memory)."""
    return int(document.blockCount())


def _breaks_within(breaks: list[Break], room: float) -> bool:
    """Return whether a piece may end a page within ``room`` points below its top."""
    return any(b.allowed and EPSILON < b.y <= room - b.rule for b in breaks)


_Pages = _FlowPages | _PiecePages


def _pages(document: FlowDocument | Bundle | PieceFlow, width: float, height: float) -> _Pages:
    """Return the pages of a flowing document laid out for pages ``width`` by ``height``."""
    if isinstance(document, PieceFlow):
        return _PiecePages(document, width, height)
    return _FlowPages(document, width, height)


def _paint_page(
    laid: _Laid,
    number: int,
    columns: tuple[FlowPage, ...],
    footer: tuple[str, str],
    width: float,
    height: float,
    painter: QPainter,
) -> None:
    """Paint page ``number`` of a laid-out document: its head on the first, its columns,
    its footer."""
    top = float(MARGIN)
    if number == 0 and laid.head is not None:
        painter.save()
        painter.translate(MARGIN, MARGIN)
        laid.head.drawContents(painter)
        painter.restore()
        top += laid.head.size().height()
    for column, flow_page in enumerate(columns):
        left = MARGIN + column * (laid.text.textWidth() + COLUMN_GAP)
        _paint_flow_page(painter, laid.text, flow_page, left, top, height)
    _footer(painter, width, height - MARGIN, *footer)


def _render_flow(
    document: FlowDocument | Bundle | PieceFlow,
    device: QPagedPaintDevice,
    progress: Progress | None,
) -> int:
    """Paint a flowing document page by page on the device's paper."""
    full = device.pageLayout().fullRect(QPageLayout.Unit.Point)
    pages = _pages(document, full.width(), full.height())
    painter = QPainter()
    if not painter.begin(device):
        raise PrintError(translate("Print", "cannot start painting the document"))
    try:
        painter.scale(_scale(device), _scale(device))
        for index in range(pages.count):
            if progress is not None:
                progress(index + 1, pages.count)
            if index and not device.newPage():
                raise PrintError("cannot start a new page")
            pages.paint(index, painter)
    finally:
        painter.end()
    return pages.count


BOOKLET_PAGE = Paper.A5
"""The page of a booklet: two of them side by side on each side of a sheet."""
BOOKLET_SHEET = Paper.A4
"""The sheet a booklet is printed on (A5 pages, folded in half)."""


def booklet_order(pages: int) -> list[tuple[int | None, int | None]]:
    """Return which pages go on each side of the sheets of a booklet, left then right.

    The pages are made up to a multiple of four with blank ones (``None``); printed on both
    sides (flipped on the short edge), the sheets stacked and folded in half read in order.
    """
    total = -(-max(pages, 1) // 4) * 4

    def shown(number: int) -> int | None:
        return number if number < pages else None

    sides: list[tuple[int | None, int | None]] = []
    for sheet in range(total // 4):
        sides.append((shown(total - 1 - 2 * sheet), shown(2 * sheet)))
        sides.append((shown(2 * sheet + 1), shown(total - 2 - 2 * sheet)))
    return sides


def _render_booklet(
    document: FlowDocument | Bundle | PieceFlow,
    device: QPagedPaintDevice,
    progress: Progress | None,
) -> int:
    """Paint a flowing document laid out for A5, two pages to each side of an A4 sheet in
    booklet order (side by side; one above the other for a landscape document)."""
    width, height = BOOKLET_PAGE.page_size(document.landscape)
    pages = _pages(document, width, height)
    set_paper(device, BOOKLET_SHEET, landscape=not document.landscape)
    sides = booklet_order(pages.count)
    painter = QPainter()
    if not painter.begin(device):
        raise PrintError(translate("Print", "cannot start painting the document"))
    try:
        painter.scale(_scale(device), _scale(device))
        for index, pair in enumerate(sides):
            if progress is not None:
                progress(index + 1, len(sides))
            if index and not device.newPage():
                raise PrintError("cannot start a new page")
            for place, number in enumerate(pair):
                if number is None:
                    continue
                painter.save()
                if document.landscape:
                    painter.translate(0.0, place * height)
                else:
                    painter.translate(place * width, 0.0)
                painter.setClipRect(QRectF(0.0, 0.0, width, height))
                pages.paint(number, painter)
                painter.restore()
            painter.setPen(QPen(QColor(170, 170, 170), 0.4, Qt.PenStyle.DotLine))
            if document.landscape:  # the fold
                painter.drawLine(QPointF(0.0, height), QPointF(width, height))
            else:
                painter.drawLine(QPointF(width, 0.0), QPointF(width, height))
    finally:
        painter.end()
    return len(sides)


def _paint_flow_page(
    painter: QPainter,
    laid_out: QTextDocument,
    flow_page: FlowPage,
    left: float,
    top: float,
    height: float,
) -> None:
    painter.save()
    painter.translate(left, 0)
    at = top
    if flow_page.title is not None:
        title = flow_page.title
        draw_band(painter, laid_out, title.band, at)
        continued = _text_document("")
        QTextCursor(continued).insertText(" " + translate("Print", "(continued)"), title.format)
        painter.save()
        painter.translate(title.end_x, at + title.line_top - title.band.top)
        continued.drawContents(painter)
        painter.restore()
        at += title.band.height
    if flow_page.header is not None:
        draw_band(painter, laid_out, flow_page.header, at)
        at += flow_page.header.height
    draw_band(
        painter,
        laid_out,
        flow_page.body,
        at,
        above=flow_page.rule_above,
        below=flow_page.rule_below,
        foot=flow_page.body.top + (height - MARGIN - FOOTER_HEIGHT - at),
    )
    painter.restore()


def _page_number(index: int, pages: int) -> str:
    return translate("Print", "page {number} of {count}").format(number=index + 1, count=pages)


class PrintCancelled(PrintError):
    """The person stopped the printing; nothing was written."""


@dataclass(frozen=True, slots=True)
class _CardParts:
    """One card laid out (its heading line first), and the slices of it that go on one
    printed card each: the whole card, or, for a card too long for one, slices of what
    follows the heading, each under a heading of its own ("continued, 2 of 3")."""

    card: Card
    body: QTextDocument
    parts: list[FlowPage]
    head_height: float

    @property
    def continued(self) -> bool:
        """Return whether the card goes on over more than one printed card."""
        return len(self.parts) > 1


def _card_head(card: Card, part: int, parts: int, width: float) -> QTextDocument:
    if part > 1:
        counted = translate("Print", "continued, {part} of {parts}").format(part=part, parts=parts)
    else:
        counted = translate("Print", "1 of {parts}").format(parts=parts)
    label = f"{card.head} · {counted}"
    head = _text_document(page("", f"<p class='kind'>{label}</p>", CARD_CSS))
    head.setTextWidth(width)
    return head


def _lay_out_card(card: Card, width: float, height: float) -> _CardParts:
    """Lay a card out at full size; a card too long for one is sliced between paragraphs.

    Its ruled lines follow as many as fit: a card whose text fits is never continued for
    its lines (a long card has them all, at the end of its last part).
    """
    head = f"<p class='kind'>{card.head}</p>" if card.head else ""
    for lines in range(card.ruled, -1, -1):
        html = page("", head + card.html + ruled_lines(lines), CARD_CSS)
        body = _text_document(html, width)
        total = body.documentLayout().documentSize().height()
        if total <= height:
            return _CardParts(card, body, [FlowPage(Band(0.0, total))], 0.0)
    body = _text_document(page("", head + card.html + ruled_lines(card.ruled), CARD_CSS), width)
    total = body.documentLayout().documentSize().height()
    breaks = page_breaks(body)
    # The slices start under the card's own heading line, which each slice gets anew.
    start = next((b.y for b in breaks if b.allowed and b.y > 0), 0.0) if card.head else 0.0
    # Room for the longest heading, "continued, 99 of 99".
    head_height = _card_head(card, 99, 99, width).size().height() if card.head else 0.0
    parts = paginate(breaks, total, height - head_height, start)
    return _CardParts(card, body, parts, head_height)


def _count_card_slots(
    sheet: CardSheet, width: float, height: float, progress: Progress | None
) -> tuple[int, dict[int, _CardParts]]:
    """Return how many cards the sheet fills once long cards are continued (first pass),
    and the cards laid out first, kept for painting up to ``KEPT_BLOCKS`` text blocks."""
    slots = 0
    kept: dict[int, _CardParts] = {}
    kept_blocks = 0
    for index, card in enumerate(sheet.cards):
        if progress is not None and index % PREPARING_EVERY == 0:
            progress(0, 0)
        laid_out = _lay_out_card(card, width, height)
        slots += len(laid_out.parts)
        blocks = number_of_blocks(laid_out.body)
        if kept_blocks + blocks <= KEPT_BLOCKS:
            kept_blocks += blocks
            kept[index] = laid_out
    return slots, kept


def _card_slices(
    sheet: CardSheet, width: float, height: float, kept: dict[int, _CardParts]
) -> Iterator[tuple[_CardParts, int]]:
    """Yield each card's slices in order, one per printed card (second pass): the cards
    kept from the first pass as they were, the others laid out again."""
    for index, card in enumerate(sheet.cards):
        laid_out = kept.pop(index, None) or _lay_out_card(card, width, height)
        for number in range(1, len(laid_out.parts) + 1):
            yield laid_out, number


def _paint_card(painter: QPainter, rect: Rect, laid_out: _CardParts, number: int) -> None:
    painter.setPen(QPen(QColor(170, 170, 170), 0.4, Qt.PenStyle.DotLine))
    painter.drawRect(QRectF(rect.x, rect.y, rect.width, rect.height))
    painter.save()
    painter.translate(rect.x + CARD_PADDING, rect.y + CARD_PADDING)
    width = rect.width - 2 * CARD_PADDING
    if laid_out.continued and laid_out.card.head:
        _card_head(laid_out.card, number, len(laid_out.parts), width).drawContents(painter)
    draw_band(painter, laid_out.body, laid_out.parts[number - 1].body, laid_out.head_height)
    painter.restore()


def _paint_calibration(painter: QPainter, grid: CardGrid, note: QTextDocument) -> None:
    """Draw the 1-inch mark with end ticks, and ``note`` (print at 100%) under it."""
    mark = grid.calibration()
    painter.setPen(QPen(QColor(0, 0, 0), 0.75))
    painter.drawLine(QPointF(mark.x1, mark.y1), QPointF(mark.x2, mark.y2))
    for x in (mark.x1, mark.x2):
        painter.drawLine(QPointF(x, mark.y1 - 4), QPointF(x, mark.y1 + 4))
    painter.save()
    painter.translate(MARGIN, mark.y1 + 5)
    note.drawContents(painter)
    painter.restore()


def count_card_pages(sheet: CardSheet, paper: Paper | tuple[float, float]) -> int:
    """Return how many pages a sheet of cards takes, long cards continued on further cards."""
    grid = card_grid(paper, sheet.card_width, sheet.card_height)
    width = sheet.card_width - 2 * CARD_PADDING
    height = sheet.card_height - 2 * CARD_PADDING
    return grid.pages_for(_count_card_slots(sheet, width, height, None)[0])


def _render_cards(sheet: CardSheet, device: QPagedPaintDevice, progress: Progress | None) -> int:
    """Paint the cards page by page, reading them one at a time (twice: count, then paint)."""
    grid = card_grid(_page_points(device), sheet.card_width, sheet.card_height)
    _orient(device, grid.landscape)
    width = sheet.card_width - 2 * CARD_PADDING
    height = sheet.card_height - 2 * CARD_PADDING
    slots, kept = _count_card_slots(sheet, width, height, progress)
    pages = grid.pages_for(slots)
    painter = QPainter()
    if not painter.begin(device):
        raise PrintError(translate("Print", "cannot start painting the cards"))
    try:
        painter.scale(_scale(device), _scale(device))
        full = device.pageLayout().fullRect(QPageLayout.Unit.Point)
        slices = _card_slices(sheet, width, height, kept)
        note = _text_document(
            page(
                "",
                f"<p class='calibration'>{text(translate('Print', CALIBRATION_TEXT))}</p>",
                CARD_CSS,
            )
        )
        note.setTextWidth(grid.page_width - 2 * MARGIN)
        for index in range(pages):
            if progress is not None:
                progress(index + 1, pages)
            if index and not device.newPage():
                raise PrintError(translate("Print", "cannot start a new page"))
            first = index * grid.per_page
            card_page = grid.page(first, min(grid.per_page, slots - first))
            for (_, rect), (laid_out, number) in zip(card_page.cards, slices, strict=False):
                _paint_card(painter, rect, laid_out, number)
            painter.setPen(QPen(QColor(0, 0, 0), 0.5))
            for mark in card_page.cut_marks:
                painter.drawLine(QPointF(mark.x1, mark.y1), QPointF(mark.x2, mark.y2))
            _paint_calibration(painter, grid, note)
            # Half a margin: the cut marks need the room around the grid.
            _footer(
                painter,
                full.width(),
                full.height() - MARGIN / 2,
                sheet.title,
                _page_number(index, pages),
            )
    finally:
        painter.end()
    return pages


def render(
    document: Document,
    device: QPagedPaintDevice,
    progress: Progress | None = None,
    *,
    booklet: bool = False,
) -> int:
    """Paint ``document`` on a printer or PDF writer, on the paper it is set to (in the
    orientation the document needs, with no device margins); return the page count.

    A ``booklet`` is the document's A5 pages two to each side of A4 sheets, in the order
    that folds into a booklet (the device is set to A4); cards print on their own sheets.
    """
    load_fonts()
    if isinstance(document, CardSheet):
        if booklet:
            raise PrintError(
                translate("Print", "cards are printed on their own sheets, not as a booklet")
            )
        return _render_cards(document, device, progress)
    if booklet:
        return _render_booklet(document, device, progress)
    _orient(device, document.landscape)
    return _render_flow(document, device, progress)


def write_pdf(
    document: Document,
    path: Path,
    paper: Paper,
    progress: Progress | None = None,
    *,
    booklet: bool = False,
) -> int:
    """Write ``document`` as a PDF at ``path``, all or nothing; return the page count.

    The PDF is written to a temporary file beside ``path`` and renamed over it only when
    complete (``QSaveFile``); on any failure ``PrintError`` is raised and an older file at
    ``path`` is left as it was.
    """
    save = QSaveFile(str(path))
    if not save.open(QIODevice.OpenModeFlag.WriteOnly):
        raise PrintError(
            translate("Print", "cannot write {path}: {reason}").format(
                path=path, reason=save.errorString()
            )
        )
    try:
        writer = QPdfWriter(save)
        writer.setTitle(document.title)
        writer.setCreator(APP_NAME)
        set_paper(writer, paper)
        pages = render(document, writer, progress, booklet=booklet)
        del writer
    except BaseException:
        save.cancelWriting()
        raise
    if save.error() != QSaveFile.FileError.NoError:
        message = _reason(save)
        save.cancelWriting()
        raise _not_written(path, message)
    if not save.commit():
        raise _not_written(path, _reason(save))
    return pages


def _not_written(path: Path, reason: str) -> PrintError:
    return PrintError(
        translate("Print", "cannot write {path}: {reason}; the old file is unchanged").format(
            path=path, reason=reason
        )
    )


def _reason(save: QSaveFile) -> str:
    message = save.errorString()
    if not message or message == "Unknown error":
        return translate("Print", "the file could not be written in full (is the disk full?)")
    return message


class DocumentPreview(QPrintPreviewDialog):
    """A print preview of one document; it keeps its printer alive as long as it lives."""

    def __init__(self, document: Document, printer: QPrinter, parent: QWidget | None) -> None:
        super().__init__(printer, parent)
        self.document = document
        self.booklet = False
        """Whether the pages print as a booklet (two A5 pages to each side of an A4 sheet)."""
        self._printer = printer  # the dialog does not own it: keep it from being collected
        self.setWindowTitle(self.tr("Print preview: {title}").format(title=document.title))
        self.paintRequested.connect(self._paint)
        # Qt's tool bar has a page number field without a name; the zoom box names itself.
        for edit in self.findChildren(QLineEdit):
            if not isinstance(edit.parentWidget(), QComboBox):
                edit.setAccessibleName(self.tr("Page"))

    def _paint(self, device: QPrinter) -> None:
        render(self.document, device, booklet=self.booklet)


def preview(
    document: Document, parent: QWidget | None, paper: Paper | None = None, booklet: bool = False
) -> DocumentPreview:
    """Return a print preview dialog for ``document`` (show it with ``open()`` or ``exec()``);
    a ``booklet`` shows the A5 pages two to each side of an A4 sheet."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(document.title)
    if booklet:
        set_paper(printer, BOOKLET_SHEET)
    else:
        set_paper(printer, paper if paper is not None else paper_of(printer))
    dialog = DocumentPreview(document, printer, parent)
    dialog.booklet = booklet
    return dialog


# The File menu ---------------------------------------------------------------------------

PDF_FILTER = QT_TRANSLATE_NOOP("PrintMenu", "PDF files (*.pdf)")
BOOKLET = "booklet"
"""The Paper menu entry's data for printing booklets."""
SCENARIO_FILTER = QT_TRANSLATE_NOOP("PrintMenu", "Scenarios (*.json);;All files (*)")
PERSONA_KINDS = (PrintKind.PERSONA_SHEET, PrintKind.CARDS)


class PrintHost(Protocol):
    """What the print menu needs from the main window."""

    @property
    def campaign(self) -> Campaign:
        """Return the open campaign."""
        ...

    @property
    def prompter(self) -> Prompter:
        """Return the dialogs used to tell the person something."""
        ...

    def current_persona_id(self) -> int | None:
        """Return the selected Persona's id, if any."""
        ...


def ask_pdf_path(parent: QWidget, suggested: Path) -> Path | None:
    """Ask where to save a PDF (the dialog asks before replacing a file)."""
    name, _ = QFileDialog.getSaveFileName(
        parent,
        translate("PrintMenu", "Export PDF"),
        str(suggested),
        translate("PrintMenu", PDF_FILTER),
    )
    if not name:
        return None
    path = Path(name)
    return path if path.suffix.lower() == ".pdf" else path.with_suffix(".pdf")


def ask_scenario_path(parent: QWidget, folder: Path) -> Path | None:
    """Ask for a scenario file to print the Challenge log of."""
    name, _ = QFileDialog.getOpenFileName(
        parent,
        translate("PrintMenu", "Challenge scenario"),
        str(folder),
        translate("PrintMenu", SCENARIO_FILTER),
    )
    return Path(name) if name else None


FROM_SCENARIO_FILE = "scenario-file"
"""``choose_challenge``'s answer for "print a scenario file instead"."""


def ask_challenge(parent: QWidget, stored: list[ChallengeRow]) -> int | str | None:
    """Ask which stored Challenge to print the log of (or to pick a scenario file)."""
    items = [f"{row.title} ({row.status})" for row in stored]
    items.append(translate("PrintMenu", "A scenario file…"))
    item, accepted = QInputDialog.getItem(
        parent,
        translate("PrintMenu", "Challenge log"),
        translate("PrintMenu", "Print the log of:"),
        items,
        len(items) - 2,
        False,
    )
    if not accepted:
        return None
    index = items.index(item)
    return FROM_SCENARIO_FILE if index == len(stored) else stored[index].id


def ask_episode(parent: QWidget, stored: list[EpisodeRow]) -> int | None:
    """Ask which Episode to print the prep of (the latest open one is offered first)."""
    ordered = sorted(stored, key=lambda row: (row.on_date, row.id), reverse=True)
    open_ones = [row for row in ordered if not row.closed]
    offered = open_ones[0] if open_ones else ordered[0]
    items = []
    for row in ordered:
        state = translate("PrintMenu", "closed") if row.closed else translate("PrintMenu", "open")
        items.append(f"{row.title} ({row.on_date[:10]}, {state})")
    item, accepted = QInputDialog.getItem(
        parent,
        translate("PrintMenu", "Episode prep"),
        translate("PrintMenu", "Print the prep of the Episode:"),
        items,
        ordered.index(offered),
        False,
    )
    if not accepted:
        return None
    return ordered[items.index(item)].id


def _file_name(text_value: str) -> str:
    cleaned = "".join(ch if ch.isalnum() or ch in " -_" else " " for ch in text_value)
    return " ".join(cleaned.split()) or "document"


class PrintMenu:
    """File > Print and File > Export PDF: one entry per document, for the open campaign.

    ``choose_pdf`` and ``choose_scenario`` ask for paths; tests replace them.
    """

    def __init__(self, host: PrintHost, parent: QWidget, print_menu: QMenu, pdf_menu: QMenu):
        self._host = host
        self._parent = parent
        self.choose_pdf: Callable[[QWidget, Path], Path | None] = ask_pdf_path
        self.choose_scenario: Callable[[QWidget, Path], Path | None] = ask_scenario_path
        self.choose_challenge: Callable[[QWidget, list[ChallengeRow]], int | str | None] = (
            ask_challenge
        )
        self.choose_episode: Callable[[QWidget, list[EpisodeRow]], int | None] = ask_episode
        self.preview_actions: dict[PrintKind, QAction] = {}
        self.pdf_actions: dict[PrintKind, QAction] = {}
        self.paper = paper_of(QPrinter())
        """The paper the documents are laid out for and written on (the printer's at first)."""
        self.booklet = False
        """Whether the documents print as a booklet: A5 pages, two to each side of A4 sheets."""
        self.booklet_actions: list[QAction] = []
        self.paper_actions: dict[Paper, QAction] = {}
        self.last_dialog: QPrintPreviewDialog | None = None
        self.progress_dialog: QProgressDialog | None = None
        for kind in PrintKind:
            label = translate("PrintMenu", "{document}…").format(
                document=translate("Print", kind.label)
            )
            preview_action = QAction(label, parent)
            preview_action.triggered.connect(lambda _c=False, k=kind: self.preview(k))
            print_menu.addAction(preview_action)
            self.preview_actions[kind] = preview_action
            pdf_action = QAction(label, parent)
            pdf_action.triggered.connect(lambda _c=False, k=kind: self.export_pdf(k))
            pdf_menu.addAction(pdf_action)
            self.pdf_actions[kind] = pdf_action
        for menu in (print_menu, pdf_menu):
            menu.addSeparator()
            self._paper_menu(menu.addMenu(translate("PrintMenu", "Paper")))

    def _paper_menu(self, menu: QMenu) -> None:
        """Fill a Paper submenu: one checkable entry a paper, shared by both menus."""
        group = QActionGroup(menu)
        for paper in Paper:
            action = QAction(translate("Print", paper.label), menu)
            action.setData(paper.value)
            action.setCheckable(True)
            action.setChecked(paper is self.paper)
            action.triggered.connect(lambda _c=False, chosen=paper: self.set_paper(chosen))
            group.addAction(action)
            menu.addAction(action)
            self.paper_actions.setdefault(paper, action)
        menu.addSeparator()
        booklet = QAction(translate("PrintMenu", "A5 booklet on A4 sheets"), menu)
        booklet.setData(BOOKLET)
        booklet.setCheckable(True)
        booklet.triggered.connect(lambda _c=False: self.set_booklet())
        group.addAction(booklet)
        menu.addAction(booklet)
        self.booklet_actions.append(booklet)
        menu.aboutToShow.connect(lambda: self._show_paper(group))

    def _show_paper(self, group: QActionGroup) -> None:
        chosen = BOOKLET if self.booklet else self.paper.value
        for action in group.actions():
            action.setChecked(action.data() == chosen)

    def set_paper(self, paper: Paper) -> None:
        """Lay the documents out for ``paper`` and print them on it from now on."""
        self.paper = paper
        self.booklet = False

    def set_booklet(self) -> None:
        """Print the documents as booklets from now on: laid out for A5, two pages to each
        side of an A4 sheet, in the order that folds (the cards stay on A5 sheets)."""
        self.paper = BOOKLET_PAGE
        self.booklet = True

    def _request(self, kind: PrintKind) -> PrintRequest | None:
        persona_id = self._host.current_persona_id() if kind in PERSONA_KINDS else None
        if kind is PrintKind.PERSONA_SHEET and persona_id is None:
            raise PrintRequestError(
                QT_TRANSLATE_NOOP("Refusal", "Select a Persona first: its sheet is printed.")
            )
        if kind is PrintKind.EPISODE_PREP:
            episodes = self._host.campaign.episodes.list_episodes()
            if not episodes:  # the prep of the next Episode, with every Actor
                return PrintRequest(kind)
            episode_id = self.choose_episode(self._parent, episodes)
            return None if episode_id is None else PrintRequest(kind, episode_id=episode_id)
        if kind is not PrintKind.CHALLENGE_LOG:
            return PrintRequest(kind, persona_id=persona_id)
        stored = self._host.campaign.challenges.list_challenges()
        if stored:
            chosen = self.choose_challenge(self._parent, stored)
            if chosen is None:
                return None
            if chosen != FROM_SCENARIO_FILE:
                return PrintRequest(kind, challenge_id=int(chosen))
        path = self.choose_scenario(self._parent, self._host.campaign.folder)
        if path is None:
            return None
        from starshine_desktop.storage.files import SCENARIO_MAX_BYTES, read_limited

        try:
            scenario = load_scenario(read_limited(path, SCENARIO_MAX_BYTES))
        except OSError as error:
            raise PrintRequestError(
                QT_TRANSLATE_NOOP("Refusal", "cannot read {path}: {reason}"),
                path=str(path),
                reason=str(error.strerror or error),
            ) from None
        except ScenarioError as error:
            raise PrintRequestError(
                QT_TRANSLATE_NOOP("Refusal", "{file}: {error}"), file=path.name, error=error
            ) from None
        return PrintRequest(kind, scenario=scenario, scenario_title=path.stem)

    def build(self, kind: PrintKind, request: PrintRequest | None = None) -> Document | None:
        """Build a document for the open campaign; tell the person and return None if not.

        Without ``request`` the menu's own choices apply (the selected Persona, a stored
        Challenge or a scenario file asked for).
        """
        try:
            if request is None:
                request = self._request(kind)
            if request is None:
                return None
            request = dataclasses.replace(request, paper=self.paper)
            return build_document(self._host.campaign, request, translate)
        except (PrintRequestError, RuleError, StorageError, ValidationError) as error:
            title = translate("PrintMenu", "Cannot print the {document}").format(
                document=translate("Print", kind.label)
            )
            self._host.prompter.show_error(self._parent, title, refusal_text(error))
            return None

    def preview(
        self, kind: PrintKind, request: PrintRequest | None = None
    ) -> QPrintPreviewDialog | None:
        """Open the print preview of one document (printing goes from there).

        Other views pass a ``request``, e.g. the Challenges section
        ``PrintRequest(PrintKind.CHALLENGE_LOG, challenge_id=…)``.
        """
        document = self.build(kind, request)
        if document is None:
            return None
        booklet = self.booklet and not isinstance(document, CardSheet)
        dialog = preview(document, self._parent, self.paper, booklet)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_dialog = dialog
        dialog.open()
        return dialog

    def export_pdf(self, kind: PrintKind, request: PrintRequest | None = None) -> Path | None:
        """Ask where, and write one document as a PDF there."""
        document = self.build(kind, request)
        if document is None:
            return None
        folder = self._host.campaign.folder
        path = self.choose_pdf(self._parent, folder / f"{_file_name(document.title)}.pdf")
        if path is None:
            return None
        try:
            self._host.campaign.check_output_target(path)
        except StorageError as error:
            self._host.prompter.show_error(
                self._parent, translate("PrintMenu", "Cannot export the PDF"), refusal_text(error)
            )
            return None
        dialog = self._progress_dialog(document.title)
        try:
            booklet = self.booklet and not isinstance(document, CardSheet)
            write_pdf(document, path, self.paper, _dialog_progress(dialog), booklet=booklet)
        except PrintCancelled:
            return None
        except PrintError as error:
            self._host.prompter.show_error(
                self._parent, translate("PrintMenu", "Cannot export the PDF"), str(error)
            )
            return None
        finally:
            dialog.close()
            dialog.deleteLater()
            self.progress_dialog = None
        return path

    def _progress_dialog(self, title: str) -> QProgressDialog:
        dialog = QProgressDialog(
            translate("PrintMenu", "Writing {title}…").format(title=title),
            translate("PrintMenu", "Cancel"),
            0,
            0,
            self._parent,
        )
        dialog.setWindowTitle(translate("PrintMenu", "Export PDF"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(PROGRESS_AFTER_MS)
        dialog.setAutoReset(False)
        dialog.setAutoClose(False)
        self.progress_dialog = dialog
        return dialog


PROGRESS_AFTER_MS = 500
"""A PDF taking longer than this shows its progress (and a Cancel button)."""


def _dialog_progress(dialog: QProgressDialog) -> Progress:
    """Return a progress callback that shows pages in ``dialog`` and stops when cancelled."""

    def progress(page: int, pages: int) -> None:
        if pages == 0:
            dialog.setLabelText(translate("PrintMenu", "Preparing the cards…"))
        else:
            dialog.setLabelText(
                translate("PrintMenu", "Page {page} of {pages}").format(page=page, pages=pages)
            )
            dialog.setMaximum(pages)
            dialog.setValue(page - 1)
        QApplication.processEvents()
        if dialog.wasCanceled():
            raise PrintCancelled(
                translate("PrintMenu", "printing was cancelled; nothing was written")
            )

    return progress
