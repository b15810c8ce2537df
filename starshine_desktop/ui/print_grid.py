"""Draw a ``Grid`` (``services.printing.document``) with ``QPainter``, row by row.

A grid looks like the documents' bordered tables (``grid_table``): a grey header row in
bold, 1 pt rules around every cell, tick boxes centred in their cells. No HTML is laid
out: a row's height is measured from its text with the font's metrics (a cell wraps onto
more lines when its text is wider than the cell), so a long table is placed on pages from
its rows' heights and its text drawn straight onto the page.

Lengths are in points. A grid is measured at a ``top`` in its piece's coordinates; its
``rules`` are the centres of its horizontal rules, the first above its header row. A grid
that continues the table before it has its header row above its top (at negative places):
it is drawn only where the grid starts a page.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from starshine_desktop.services.printing.document import TICK_BOX, Cell, Grid, Strong
from starshine_desktop.ui.fonts import with_fallbacks
from starshine_desktop.ui.print_pages import EPSILON, Band, Break

BORDER = 1.0
"""A rule's width in points (the style sheet's 1px on the 72 dpi layout)."""
PADDING = 2.5
"""The space between a cell's rules and its text, in points."""
BOX_ROOM = 2.0
"""The least space above and below a tick box in its cell, in points."""
SPACE_BELOW = 4.0
"""The space a table leaves under it (the style sheet's ``margin-bottom``), in points."""
HEADER_FILL = QColor(0xE6, 0xE6, 0xE6)
"""The header row's background (the style sheet's ``th``)."""
FONT_SIZE = 9
"""The text's size in points (the documents' body text)."""
CONTINUED_GAP = -(BORDER / 2 + SPACE_BELOW)
"""The space between a grid and the one that continues it: the second's first row starts
on the first's last rule."""
INK = QColor(0, 0, 0)
BOX_PEN = 0.9
"""The width of a tick box's outline (as the marks of the HTML documents are drawn)."""
_WRAPPED = Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
_FLAGS = {
    (middle, centred): int(
        Qt.TextFlag.TextWordWrap
        | (Qt.AlignmentFlag.AlignVCenter if middle else Qt.AlignmentFlag.AlignTop)
        | (Qt.AlignmentFlag.AlignHCenter if centred else Qt.AlignmentFlag.AlignLeft)
    )
    for middle in (False, True)
    for centred in (False, True)
}
"""How a cell's text is drawn, by (beside tick boxes, centred): wrapped, at the top of its
row (in its middle beside tick boxes, as they are), to the left or centred."""
_TALL = 1e6


def _font(bold: bool) -> QFont:
    font = with_fallbacks(QFont())
    # A pixel is a point: the painter is scaled from points to the device.
    font.setPixelSize(FONT_SIZE)
    font.setBold(bold)
    # Measured as printed, whatever the screen's hinting.
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    for ligatures in ("liga", "clig"):
        font.setFeature(QFont.Tag(ligatures), 0)
    return font


class GridFonts:
    """The fonts a grid is set in, with their metrics (made once per print)."""

    def __init__(self) -> None:
        self.plain = _font(False)
        self.bold = _font(True)
        self.plain_metrics = QFontMetricsF(self.plain)
        self.bold_metrics = QFontMetricsF(self.bold)

    def of(self, cell: Cell, header: bool) -> tuple[QFont, QFontMetricsF, str]:
        """Return a cell's font, its metrics and its text."""
        if header or isinstance(cell, Strong):
            return self.bold, self.bold_metrics, _text(cell)
        return self.plain, self.plain_metrics, _text(cell)


def _text(cell: Cell) -> str:
    return cell.text if isinstance(cell, Strong) else cell


@dataclass(frozen=True, slots=True)
class GridLayout:
    """Where a grid's rules are: ``rules`` the centres of its horizontal rules (the first
    above the header row), ``edges`` those of its vertical rules, from its left edge."""

    grid: Grid
    rules: tuple[float, ...]
    edges: tuple[float, ...]
    #: The cells (row, column; row 0 the header) whose text wraps onto more than one line.
    wrapped: frozenset[tuple[int, int]] = frozenset()

    @property
    def top(self) -> float:
        """Return the top of the header row's upper rule."""
        return self.rules[0] - BORDER / 2

    @property
    def bottom(self) -> float:
        """Return where the grid ends, with the space it leaves under it."""
        return self.rules[-1] + BORDER / 2 + SPACE_BELOW

    @property
    def header(self) -> Band:
        """Return the band of the header row (to repeat at the top of a page)."""
        return Band(self.top, self.rules[1])


def _edges(fonts: GridFonts, grid: Grid, width: float) -> tuple[float, ...]:
    """Return where the vertical rules go: each column its share of the width, but never
    narrower than the longest word of its header (nor its tick box); what a column needs
    more is taken from the others in proportion to what they can spare. (From the header
    alone, so every piece of a table has the same columns.)"""
    inner = width - BORDER
    wanted = [inner * share / 100 for share in grid.widths]
    least = []
    for column, header in enumerate(grid.headers[: len(wanted)]):
        words = header.split() or [""]
        longest = max(fonts.bold_metrics.horizontalAdvance(word) for word in words)
        if column in grid.boxes:
            longest = max(longest, TICK_BOX)
        least.append(longest + 2 * PADDING + BORDER)
    least += [0.0] * (len(wanted) - len(least))
    short = sum(max(0.0, need - have) for need, have in zip(least, wanted, strict=True))
    spare = sum(max(0.0, have - need) for need, have in zip(least, wanted, strict=True))
    if short > 0 and spare > 0:
        given = min(1.0, short / spare)
        wanted = [
            need if have < need else have - (have - need) * given
            for need, have in zip(least, wanted, strict=True)
        ]
    edges = [BORDER / 2]
    for room in wanted:
        edges.append(edges[-1] + room)
    edges[-1] = width - BORDER / 2
    return tuple(edges)


def _row_height(
    fonts: GridFonts, grid: Grid, cells: tuple[Cell, ...], edges: tuple[float, ...], header: bool
) -> tuple[float, list[int]]:
    """Return a row's height from rule to rule (its tallest cell), and which of its cells
    wrap onto more than one line."""
    tallest = fonts.plain_metrics.height() + 2 * PADDING
    wrapped = []
    for column, cell in enumerate(cells[: len(edges) - 1]):
        if column in grid.boxes and not header:
            tallest = max(tallest, TICK_BOX + 2 * BOX_ROOM)
            continue
        _, metrics, shown = fonts.of(cell, header)
        room = edges[column + 1] - edges[column] - BORDER - 2 * PADDING
        if not shown or metrics.horizontalAdvance(shown) <= room:
            continue  # one line
        wrapped.append(column)
        height = metrics.boundingRect(QRectF(0, 0, room, _TALL), _WRAPPED, shown).height()
        tallest = max(tallest, height + 2 * PADDING)
    return tallest + BORDER, wrapped


def measure_grid(fonts: GridFonts, grid: Grid, width: float, top: float) -> GridLayout:
    """Return where the grid's rules fall when it starts at ``top`` (a grid that continues
    another: its first row starts there, under its header row's place)."""
    edges = _edges(fonts, grid, width)
    wrapped: set[tuple[int, int]] = set()
    rules: list[float] = []
    for row, cells in enumerate((grid.headers, *grid.rows)):
        height, columns = _row_height(fonts, grid, cells, edges, row == 0)
        wrapped.update((row, column) for column in columns)
        if not rules:
            first = top - height if grid.continues else top + BORDER / 2
            rules.append(first)
        rules.append(rules[-1] + height)
    return GridLayout(grid, tuple(rules), edges, frozenset(wrapped))


def grid_breaks(layout: GridLayout, holding: bool) -> list[Break]:
    """Return where a page may end in the grid: between its rows (never under the header
    row alone; above it only when no heading is ``holding`` on to it)."""
    header = layout.header
    rules = layout.rules
    breaks = [] if layout.grid.continues else [Break(layout.top, allowed=not holding)]
    breaks.append(Break(rules[1], allowed=False, rule=BORDER / 2, header=header))
    # Between rows only: never under the last (what is left of the piece is its margin).
    breaks.extend(Break(y, rule=BORDER / 2, header=header) for y in rules[2:-1])
    return breaks


def paint_header(painter: QPainter, fonts: GridFonts, layout: GridLayout, at: float) -> None:
    """Draw the grid's header row with its top at ``at``."""
    _paint_rows(painter, fonts, layout, range(1), at - layout.top)


def paint_rows(
    painter: QPainter, fonts: GridFonts, layout: GridLayout, band: Band, at: float
) -> None:
    """Draw the rows lying within ``band`` (the header row among them, if it does), the
    band's top at ``at``."""
    rules = layout.rules
    inside = [
        row
        for row in range(len(rules) - 1)
        if rules[row] >= band.top - EPSILON and rules[row + 1] <= band.bottom + EPSILON
    ]
    if inside:
        _paint_rows(painter, fonts, layout, range(inside[0], inside[-1] + 1), at - band.top)


def _paint_rows(
    painter: QPainter, fonts: GridFonts, layout: GridLayout, rows: range, shift: float
) -> None:
    """Draw a run of rows (0: the header) moved down by ``shift``: the header's fill, every
    rule in one go, the boxes in another, then each cell's text."""
    grid, edges, rules = layout.grid, layout.edges, layout.rules
    top, bottom = rules[rows.start] + shift, rules[rows.stop] + shift
    if rows.start == 0:
        fill = QRectF(edges[0], top, edges[-1] - edges[0], rules[1] - rules[0])
        painter.fillRect(fill, HEADER_FILL)
    painter.setPen(QPen(INK, BORDER))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    across = [QLineF(edges[0], rules[row] + shift, edges[-1], rules[row] + shift) for row in rows]
    across.append(QLineF(edges[0], bottom, edges[-1], bottom))
    painter.drawLines([*across, *(QLineF(x, top, x, bottom) for x in edges)])
    boxes: list[QRectF] = []
    texts: list[tuple[QRectF, int, str, bool, bool]] = []
    for row in rows:
        upper, lower = rules[row] + shift, rules[row + 1] + shift
        header = row == 0
        cells = grid.headers if header else grid.rows[row - 1]
        for column, cell in enumerate(cells[: len(edges) - 1]):
            left, right = edges[column] + BORDER / 2, edges[column + 1] - BORDER / 2
            if column in grid.boxes and not header:
                middle = (left + right - TICK_BOX) / 2
                boxes.append(QRectF(middle, (upper + lower - TICK_BOX) / 2, TICK_BOX, TICK_BOX))
                continue
            shown = _text(cell)
            if not shown:
                continue
            inner = upper + BORDER / 2 + PADDING
            room = QRectF(left + PADDING, inner, right - left - 2 * PADDING, lower - inner)
            if grid.boxes:  # a line beside tick boxes: in the middle of its row, as they are
                room.setBottom(lower - BORDER / 2 - PADDING)
            flags = _FLAGS[bool(grid.boxes), column in grid.centred]
            bold = header or isinstance(cell, Strong)
            texts.append((room, flags, shown, bold, (row, column) in layout.wrapped))
    if boxes:
        painter.setPen(QPen(INK, BOX_PEN))
        painter.drawRects(boxes)
    painter.setPen(INK)
    for bold in (False, True):
        painter.setFont(fonts.bold if bold else fonts.plain)
        for place, flags, words, strong, wrapped in texts:
            if strong != bold:
                continue
            if not wrapped:
                painter.drawText(place, flags, words)
                continue
            # Wrapped: a word wider than its cell is cut at the cell's rules.
            painter.save()
            clip = place.adjusted(-PADDING, -PADDING, PADDING, PADDING)
            painter.setClipRect(clip, Qt.ClipOperation.IntersectClip)
            painter.drawText(place, flags, words)
            painter.restore()
