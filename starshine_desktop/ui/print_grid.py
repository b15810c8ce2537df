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
from starshine_desktop.ui.print_pages import EPSILON, Band, Break, paint_box

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
_WRAPPED = Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
_TALL = 1e6


def _font(bold: bool) -> QFont:
    font = with_fallbacks(QFont())
    # A pixel is a point: the painter is scaled from points to the device.
    font.setPixelSize(FONT_SIZE)
    font.setBold(bold)
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
        """Return a cell's font, metrics and text."""
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


def _edges(grid: Grid, width: float) -> tuple[float, ...]:
    inner = width - BORDER
    edges = [BORDER / 2]
    for share in grid.widths:
        edges.append(edges[-1] + inner * share / 100)
    edges[-1] = width - BORDER / 2
    return tuple(edges)


def _row_height(
    fonts: GridFonts, grid: Grid, cells: tuple[Cell, ...], edges: tuple[float, ...], header: bool
) -> float:
    """Return a row's height from rule to rule: its tallest cell."""
    tallest = fonts.plain_metrics.height() + 2 * PADDING
    for column, cell in enumerate(cells[: len(edges) - 1]):
        if column in grid.boxes and not header:
            tallest = max(tallest, TICK_BOX + 2 * BOX_ROOM)
            continue
        _, metrics, shown = fonts.of(cell, header)
        room = edges[column + 1] - edges[column] - BORDER - 2 * PADDING
        if not shown or metrics.horizontalAdvance(shown) <= room:
            continue  # one line
        height = metrics.boundingRect(QRectF(0, 0, room, _TALL), _WRAPPED, shown).height()
        tallest = max(tallest, height + 2 * PADDING)
    return tallest + BORDER


def measure_grid(fonts: GridFonts, grid: Grid, width: float, top: float) -> GridLayout:
    """Return where the grid's rules fall when it starts at ``top`` (a grid that continues
    another: its first row starts there, under its header row's place)."""
    edges = _edges(grid, width)
    header = _row_height(fonts, grid, grid.headers, edges, True)
    first = top - header if grid.continues else top + BORDER / 2
    rules = [first, first + header]
    for cells in grid.rows:
        rules.append(rules[-1] + _row_height(fonts, grid, cells, edges, False))
    return GridLayout(grid, tuple(rules), edges)


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
    _paint_row(painter, fonts, layout, 0, at - layout.top)


def paint_rows(
    painter: QPainter, fonts: GridFonts, layout: GridLayout, band: Band, at: float
) -> None:
    """Draw the rows lying within ``band`` (the header row among them, if it does), the
    band's top at ``at``."""
    shift = at - band.top
    for row in range(len(layout.rules) - 1):
        upper, lower = layout.rules[row], layout.rules[row + 1]
        if upper < band.top - EPSILON or lower > band.bottom + EPSILON:
            continue
        _paint_row(painter, fonts, layout, row, shift)


def _paint_row(
    painter: QPainter, fonts: GridFonts, layout: GridLayout, row: int, shift: float
) -> None:
    """Draw row ``row`` (0: the header) moved down by ``shift``."""
    grid, edges = layout.grid, layout.edges
    upper, lower = layout.rules[row] + shift, layout.rules[row + 1] + shift
    header = row == 0
    cells = grid.headers if header else grid.rows[row - 1]
    if header:
        fill = QRectF(edges[0], upper, edges[-1] - edges[0], lower - upper)
        painter.fillRect(fill, HEADER_FILL)
    painter.setPen(QPen(QColor(0, 0, 0), BORDER))
    painter.drawLine(_line(edges[0], upper, edges[-1], upper))
    painter.drawLine(_line(edges[0], lower, edges[-1], lower))
    for x in edges:
        painter.drawLine(_line(x, upper, x, lower))
    for column, cell in enumerate(cells[: len(edges) - 1]):
        left, right = edges[column] + BORDER / 2, edges[column + 1] - BORDER / 2
        if column in grid.boxes and not header:
            middle = (left + right - TICK_BOX) / 2
            box = QRectF(middle, (upper + lower - TICK_BOX) / 2, TICK_BOX, TICK_BOX)
            paint_box(painter, "box", box)
            painter.setPen(QColor(0, 0, 0))
            continue
        font, metrics, shown = fonts.of(cell, header)
        if not shown:
            continue
        top = upper + BORDER / 2 + PADDING
        room = QRectF(left + PADDING, top, right - left - 2 * PADDING, lower - top)
        centred = column in grid.centred
        align = Qt.AlignmentFlag.AlignHCenter if centred else Qt.AlignmentFlag.AlignLeft
        painter.setFont(font)
        painter.setPen(QColor(0, 0, 0))
        if metrics.horizontalAdvance(shown) <= room.width():
            if grid.boxes:  # one line beside tick boxes: in the middle of its row, as they are
                room.setBottom(lower - BORDER / 2 - PADDING)
                painter.drawText(room, int(Qt.AlignmentFlag.AlignVCenter | align), shown)
            else:
                painter.drawText(room, int(_WRAPPED | align), shown)
            continue
        # Wrapped; a word wider than its cell is cut at the cell's rules.
        painter.save()
        cell_box = QRectF(left, upper, right - left, lower - upper)
        painter.setClipRect(cell_box, Qt.ClipOperation.IntersectClip)
        painter.drawText(room, int(_WRAPPED | align), shown)
        painter.restore()


def _line(x1: float, y1: float, x2: float, y2: float) -> QLineF:
    return QLineF(x1, y1, x2, y2)
