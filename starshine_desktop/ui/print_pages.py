"""Break a laid-out flowing document into printed pages, as a designed sheet would.

``QTextDocument``'s own pagination splits table rows across pages and leaves headings alone
at the foot of a page, and the line just past a page break is painted (clipped) on the page
before, so it lands twice in the PDF's text layer. Here the document is laid out once as one
long page; ``page_breaks`` lists where a page may end (between paragraphs and between table
rows; never inside a paragraph or a row, never right after a heading or a table's header
rows), ``paginate`` fills each page with as much as fits, and ``draw_band`` paints one slice
so that only the paragraphs and rows inside it reach the device. A table continued on a
new page repeats its header rows (``<thead>``) at the top.

The boxes of a sheet are drawn here too, as vector shapes: the builders write them as
inline images named ``mark:…`` (``services.printing.document``), which hold their place in
the text; ``paint_marks`` draws each one where the layout put it (a tick box, a track box
with its ticks, ruled lines down to the foot of the page).

Lengths are in points, in the document's coordinates (0 is the top of the document).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, QUrl
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFontMetrics,
    QImage,
    QPainter,
    QPalette,
    QPen,
    QTextBlock,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextTable,
)

from starshine_desktop.services.printing.document import MARK, RULED_SPACING

EPSILON = 1.0
"""How far inside a slice a line must start or end to be painted (points)."""


@dataclass(frozen=True, slots=True)
class Band:
    """A horizontal slice of the document: from ``top`` to ``bottom``."""

    top: float
    bottom: float

    @property
    def height(self) -> float:
        """Return the slice's height."""
        return self.bottom - self.top


@dataclass(frozen=True, slots=True)
class Title:
    """A table's or list's heading, repeated over its rows on a page that continues it: its
    band, and where its last line starts and ends, with the heading's character format
    (for the word "continued" after it)."""

    band: Band
    end_x: float
    line_top: float
    format: QTextCharFormat


@dataclass(frozen=True, slots=True)
class Break:
    """A place where a page may end and the next begin.

    ``rule`` is half the gap between two table rows: the row's border drawn past the break
    on both pages. ``header`` is the band of a table's header rows, repeated at the top of a
    page that starts here, under the table's ``title``. ``whole`` is the band of a table kept
    whole (with its heading): a page ends before it rather than inside it when it fits on one.
    """

    y: float
    allowed: bool = True
    forced: bool = False
    rule: float = 0.0
    header: Band | None = None
    title: Title | None = None
    whole: Band | None = None


@dataclass(frozen=True, slots=True)
class FlowPage:
    """One printed page: an optional repeated header, then a slice of the document."""

    body: Band
    header: Band | None = None
    rule_above: float = 0.0
    rule_below: float = 0.0
    title: Title | None = None

    @property
    def repeated(self) -> float:
        """Return the height of what is repeated above the slice (a title, a header)."""
        return (self.title.band.height if self.title is not None else 0.0) + (
            self.header.height if self.header is not None else 0.0
        )


@dataclass
class _Row:
    top: float
    bottom: float


def _line_bands(block: QTextBlock, document: QTextDocument) -> list[Band]:
    layout = block.layout()
    origin = document.documentLayout().blockBoundingRect(block).top()
    origin -= layout.boundingRect().top()
    bands = []
    for index in range(layout.lineCount()):
        line = layout.lineAt(index)
        top = origin + line.y()
        bands.append(Band(top, top + line.height()))
    return bands


TITLE_REACH = 48.0
"""How far above a table its heading may stand (a line or two of text between) to be its
title, repeated on a page that continues the table."""


def _title(block: QTextBlock, document: QTextDocument) -> Title | None:
    bands = _line_bands(block, document)
    if not bands:
        return None
    layout = block.layout()
    last = layout.lineAt(layout.lineCount() - 1)
    box = document.documentLayout().blockBoundingRect(block)
    origin_x = box.left() - layout.boundingRect().left()
    fragment = block.begin().fragment()
    format_ = fragment.charFormat() if fragment.isValid() else QTextCharFormat()
    return Title(
        Band(bands[0].top, bands[-1].bottom),
        origin_x + last.x() + last.naturalTextWidth(),
        bands[-1].top,
        format_,
    )


def _near_title(heading: QTextBlock | None, document: QTextDocument, above: float) -> Title | None:
    """Return the heading as the title of what starts under ``above`` (the foot of the line
    before it), if it stands close enough above."""
    title = _title(heading, document) if heading is not None else None
    if title is None or above - title.band.bottom > TITLE_REACH:
        return None
    return title


def _table_breaks(
    table: QTextTable,
    rows: dict[int, _Row],
    holding: bool,
    above: float,
    title: Title | None = None,
    keep: bool = False,
) -> list[Break]:
    """Return the breaks before a table and between its rows (none inside a row).

    Not after the header rows (a header needs a row under it), nor after the first row when
    a heading stands right above the table. ``above`` is the foot of the line before it;
    ``title`` the table's heading, repeated with its header rows on a page that continues
    it; ``keep``: the table is kept whole, from its heading, when it fits on a page.
    """
    ordered = [rows[index] for index in sorted(rows)]
    if not ordered:
        return []
    gaps = [ordered[i + 1].top - ordered[i].bottom for i in range(len(ordered) - 1)]
    padding = table.format().cellPadding()
    first = table.cellAt(0, 0)
    if first.isValid() and first.format().hasProperty(QTextFormat.Property.TableCellTopPadding):
        padding = first.format().toTableCellFormat().topPadding()
    # Not above the last line before the table: its line box may reach into the margin.
    table_top = max(ordered[0].top - padding - table.format().border(), above)
    header_rows = min(table.format().headerRowCount(), len(ordered) - 1)
    header = None
    if header_rows > 0:
        header = Band(table_top, ordered[header_rows - 1].bottom + gaps[header_rows - 1] / 2)
    whole = None
    if keep:
        whole = Band(title.band.top if title is not None else table_top, ordered[-1].bottom)
    breaks = [Break(table_top, allowed=not holding, whole=whole)]
    for index, gap in enumerate(gaps):
        rows_above = index + 1
        allowed = rows_above > header_rows and not (header_rows == 0 and holding and index == 0)
        y = ordered[index].bottom + gap / 2
        breaks.append(
            Break(y, allowed=allowed, rule=gap / 2, header=header, title=title, whole=whole)
        )
    return breaks


def _outer_table(block: QTextBlock) -> QTextTable | None:
    """Return the outermost table a block is in (a table in a table's cell is part of it)."""
    table = QTextCursor(block).currentTable()
    while table is not None:
        parent = table.parentFrame()
        if not isinstance(parent, QTextTable):
            return table
        table = parent
    return None


def page_breaks(
    document: QTextDocument, keep_tables: bool = False, titles: bool = False
) -> list[Break]:
    """Return every place the document may be broken into pages, top to bottom.

    With ``keep_tables`` a table that fits on a page is never split: the page ends before
    its heading instead. With ``titles`` a table or list continued on a new page repeats
    its heading there.
    """
    breaks: list[Break] = []
    holding = False  # right after a heading: keep it with what follows
    last_bottom = 0.0  # the foot of the last line outside tables
    heading: QTextBlock | None = None  # the last heading since the last table
    table: QTextTable | None = None
    rows: dict[int, _Row] = {}
    table_holding = False
    title: Title | None = None
    list_title: Title | None = None  # the heading of the list being read
    block = document.begin()
    while block.isValid():
        current = _outer_table(block)
        if table is not None and (current is None or current != table):
            breaks.extend(
                _table_breaks(table, rows, table_holding, last_bottom, title, keep_tables)
            )
            table, rows = None, {}
        if current is not None:
            if table is None:
                table, rows, table_holding = current, {}, holding
                title = _near_title(heading, document, last_bottom) if titles else None
                holding, heading = False, None
            bands = _line_bands(block, document)
            if bands:
                row = current.cellAt(block.position()).row()
                found = rows.setdefault(row, _Row(bands[0].top, bands[-1].bottom))
                found.top = min(found.top, bands[0].top)
                found.bottom = max(found.bottom, bands[-1].bottom)
            block = block.next()
            continue
        bands = _line_bands(block, document) if block.text().strip() else []
        is_heading = block.blockFormat().headingLevel() > 0
        forced = bool(
            block.blockFormat().pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
        )
        if forced and not bands:  # an empty paragraph that only starts a new page
            top = document.documentLayout().blockBoundingRect(block).top()
            breaks.append(Break(top, forced=True))
        items = block.textList()
        inside_list: Title | None = None
        if items is not None and bands:
            number, count = items.itemNumber(block), items.count()
            if number == 0:  # a list starts: its heading is its title when continued
                list_title = _near_title(heading, document, last_bottom) if titles else None
                heading = None
            else:
                inside_list = list_title
            # Never one item alone on a page: not after the first, nor before the last.
            lone = number in (1, count - 1)
        else:
            lone = False
        for index, band in enumerate(bands):
            # Only between paragraphs: Qt paints every line of a paragraph it paints.
            allowed = index == 0 and not holding and not lone
            title_here = inside_list if index == 0 else None
            breaks.append(
                Break(band.top, allowed=allowed, forced=forced and index == 0, title=title_here)
            )
        if bands:
            holding = is_heading
            last_bottom = bands[-1].bottom
            if is_heading:
                heading = block
        block = block.next()
    if table is not None:
        breaks.extend(_table_breaks(table, rows, table_holding, last_bottom, title, keep_tables))
    return sorted(breaks, key=lambda found: found.y)


def paginate(
    breaks: list[Break],
    height: float,
    page_height: float,
    start: float = 0.0,
    first: tuple[int, float] | None = None,
) -> list[FlowPage]:
    """Fill pages of ``page_height`` from a document ``height`` tall, breaking at ``breaks``.

    Each page ends at the last allowed break that fits (or a forced one); a page that starts
    inside a table repeats its title and header, one inside a list its title. Content
    taller than a page is cut where it must be.
    The pages begin at ``start`` (what is above it is left out); ``first`` gives the
    first so many pages another height (the columns of a first page under a head).
    """
    pages: list[FlowPage] = []
    top, header, rule_above, title = start, None, 0.0, None
    while top < height - EPSILON:
        tall = first[1] if first is not None and len(pages) < first[0] else page_height
        room = tall - FlowPage(Band(top, top), header, title=title).repeated
        limit = top + room
        inside = [b for b in breaks if top + EPSILON < b.y <= limit - b.rule]
        forced = [b for b in inside if b.forced]
        end: Break | None
        if forced:
            end = forced[0]
        elif height <= limit:
            end = None
        else:
            allowed = [b for b in inside if b.allowed]
            end = allowed[-1] if allowed else (inside[-1] if inside else Break(limit))
            whole = end.whole
            if whole is not None and whole.top > top + EPSILON and whole.height <= page_height:
                end = Break(whole.top)  # the table fits on the next page: it goes there whole
        bottom = height if end is None else end.y
        rule_below = 0.0 if end is None else end.rule
        pages.append(FlowPage(Band(top, bottom), header, rule_above, rule_below, title))
        if end is None:
            break
        top, header, rule_above, title = end.y, end.header, end.rule, end.title
    return pages or [FlowPage(Band(start, height))]


def _cut_block(document: QTextDocument, y: float) -> QTextBlock | None:
    """Return the paragraph (outside tables) that a page edge at ``y`` cuts through, if any."""
    layout = document.documentLayout()
    position = layout.hitTest(QPointF(1.0, y), Qt.HitTestAccuracy.FuzzyHit)
    if position < 0:
        return None
    block = document.findBlock(position)
    if not block.isValid() or _outer_table(block) is not None:
        return None
    rect = layout.blockBoundingRect(block)
    return block if rect.top() + EPSILON < y < rect.bottom() - EPSILON else None


@dataclass(frozen=True, slots=True)
class Mark:
    """A shape to draw where the layout put its inline image: its name and place."""

    name: str
    rect: QRectF


_MARKS = "starshine-marks"
"""The document property caching its marks (with the width they were found at)."""
_BLANK: QImage | None = None


IMAGE_UNITS_PER_POINT = 96 / 72
"""Qt's rich text sizes an image in 1/96 in on the layout device: a mark's size in points is
given to it in those units, so it takes as many points as the builder asked for."""


_MARK_TAG = re.compile(
    r"<img src='(" + re.escape(MARK) + r"[^']+)' width='([\d.]+)' height='([\d.]+)'/>"
)


def sized_marks(html: str) -> str:
    """Return the HTML with each mark sized in Qt's image units and standing on the text's
    descent line (as a box beside a word), whatever a table's alignment says."""

    def sized(found: re.Match[str]) -> str:
        width = float(found[2]) * IMAGE_UNITS_PER_POINT
        height = float(found[3]) * IMAGE_UNITS_PER_POINT
        return (
            f"<img src='{found[1]}' width='{width:.3f}' height='{height:.3f}' "
            "style='vertical-align: baseline'/>"
        )

    return _MARK_TAG.sub(sized, html)


def hold_marks(document: QTextDocument) -> None:
    """Give each ``mark:`` image of a document (set from ``sized_marks``' HTML) an invisible
    picture: it holds its place in the text, and ``paint_marks`` draws the shape over it."""
    global _BLANK
    if _BLANK is None:
        _BLANK = QImage(1, 1, QImage.Format.Format_ARGB32)
        _BLANK.fill(QColor(0, 0, 0, 0))
    names: set[str] = set()
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            format_ = fragments.fragment().charFormat()
            if format_.isImageFormat():
                name = format_.toImageFormat().name()
                if name.startswith(MARK):
                    names.add(name)
            fragments += 1
        block = block.next()
    for name in names:
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), _BLANK)
    document.setProperty(_MARKS, (None, []) if names else (None, None))


def document_marks(document: QTextDocument) -> list[Mark]:
    """Return where the document's marks are, in its coordinates (found once per width)."""
    cached = document.property(_MARKS)
    if not isinstance(cached, tuple) or cached[1] is None:
        return []
    width, marks = cached
    if width == document.textWidth():
        return list(marks)
    layout = document.documentLayout()
    found: list[Mark] = []
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            format_ = fragment.charFormat()
            fragments += 1
            if not format_.isImageFormat():
                continue
            image = format_.toImageFormat()
            if not image.name().startswith(MARK):
                continue
            lines = block.layout()
            offset = fragment.position() - block.position()
            line = lines.lineForTextPosition(offset)
            if not line.isValid():
                continue
            x = line.cursorToX(offset)  # PySide6 returns (x, position)
            x_value = float(x[0]) if isinstance(x, tuple) else 0.0
            box = layout.blockBoundingRect(block)
            left = box.left() + x_value - lines.boundingRect().left()
            baseline = box.top() - lines.boundingRect().top() + line.y() + line.ascent()
            width = image.width() / IMAGE_UNITS_PER_POINT
            height = image.height() / IMAGE_UNITS_PER_POINT
            top = baseline - height  # as Qt places an image: its foot on the baseline,
            alignment = image.verticalAlignment()
            if alignment == QTextCharFormat.VerticalAlignment.AlignBaseline:
                top += QFontMetrics(image.font()).descent()  # or on the descent line,
            elif alignment == QTextCharFormat.VerticalAlignment.AlignMiddle:
                top += height / 2  # or centred on the baseline
            found.append(Mark(image.name()[len(MARK) :], QRectF(left, top, width, height)))
        block = block.next()
    document.setProperty(_MARKS, (document.textWidth(), found))
    return found


def paint_marks(
    painter: QPainter,
    document: QTextDocument,
    top: float,
    bottom: float,
    foot: float | None = None,
) -> None:
    """Draw the marks lying wholly between ``top`` and ``bottom``; ruled lines run from
    their mark down to ``foot`` (else ``bottom``)."""
    for mark in document_marks(document):
        rect = mark.rect
        if rect.top() < top - EPSILON or rect.bottom() > bottom + EPSILON:
            continue
        if mark.name == "ruled":
            _paint_ruled(
                painter, rect.top(), bottom if foot is None else foot, document.textWidth()
            )
        elif mark.name.startswith("clock-"):
            _paint_clock(painter, int(mark.name.removeprefix("clock-") or 4), rect)
        else:
            _paint_box(painter, mark.name, rect)


def _paint_ruled(painter: QPainter, top: float, bottom: float, width: float) -> None:
    painter.setPen(QPen(QColor(110, 110, 110), 0.5))
    y = top + RULED_SPACING
    while y <= bottom - 2:
        painter.drawLine(QPointF(0.0, y), QPointF(width, y))
        y += RULED_SPACING


def _paint_clock(painter: QPainter, segments: int, rect: QRectF) -> None:
    """Draw a clock: a circle cut into ``segments`` slices from its centre, the first from
    twelve o'clock."""
    painter.setPen(QPen(QColor(0, 0, 0), 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    circle = rect.adjusted(1.0, 1.0, -1.0, -1.0)
    painter.drawEllipse(circle)
    centre, radius = circle.center(), circle.width() / 2
    for index in range(max(1, segments)):
        angle = 2 * math.pi * index / max(1, segments)
        end = QPointF(centre.x() + radius * math.sin(angle), centre.y() - radius * math.cos(angle))
        painter.drawLine(centre, end)


def _paint_box(painter: QPainter, name: str, rect: QRectF) -> None:
    """Draw a tick box (``box``, ``box-ticked``) or a track box with its ticks (``track-N``):
    one tick a slash, two a cross, three a cross with a bar, four a cross with a bar and a
    stroke (the box is full)."""
    painter.setPen(QPen(QColor(0, 0, 0), 0.9))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    box = QRectF(rect)  # the path itself the full size (the stroke centred on it)
    painter.drawRect(box)
    inner = box.adjusted(2.5, 2.5, -2.5, -2.5)
    ticks = 0
    if name == "box-ticked":
        ticks = 2
    elif name.startswith("track-"):
        ticks = int(name.removeprefix("track-") or 0)
    painter.setPen(QPen(QColor(0, 0, 0), 1.2))
    if ticks >= 1:
        painter.drawLine(inner.bottomLeft(), inner.topRight())
    if ticks >= 2:
        painter.drawLine(inner.topLeft(), inner.bottomRight())
    middle = inner.center()
    if ticks >= 3:
        painter.drawLine(QPointF(inner.left(), middle.y()), QPointF(inner.right(), middle.y()))
    if ticks >= 4:
        painter.drawLine(QPointF(middle.x(), inner.top()), QPointF(middle.x(), inner.bottom()))


def draw_band(
    painter: QPainter,
    document: QTextDocument,
    band: Band,
    at: float,
    *,
    above: float = 0.0,
    below: float = 0.0,
    foot: float | None = None,
) -> None:
    """Paint the slice ``band`` of the laid-out document with its top at ``at``.

    Only paragraphs and rows inside the slice are painted, so no line lands in the PDF's
    text layer unseen; ``above`` and ``below`` let a table's rules show past the edges. A
    paragraph taller than a page, cut by the slice's edge, has just its lines inside the
    slice painted, one by one.
    """
    width = document.textWidth()
    shown = QRectF(-2.0, band.top - above, width + 4.0, band.height + above + below)
    clip = shown.adjusted(0.0, EPSILON, 0.0, -EPSILON)
    cut = [_cut_block(document, band.top), _cut_block(document, band.bottom)]
    layout = document.documentLayout()
    if cut[0] is not None:
        clip.setTop(max(clip.top(), layout.blockBoundingRect(cut[0]).bottom() + EPSILON))
    if cut[1] is not None:
        clip.setBottom(min(clip.bottom(), layout.blockBoundingRect(cut[1]).top() - EPSILON))
    painter.save()
    painter.translate(0.0, at - band.top)
    painter.setClipRect(shown)
    if clip.height() > 0:
        context = QAbstractTextDocumentLayout.PaintContext()
        context.clip = clip
        context.palette.setColor(QPalette.ColorRole.Text, QColor(0, 0, 0))
        layout.draw(painter, context)
    painter.setPen(QColor(0, 0, 0))
    for block in {b.blockNumber(): b for b in cut if b is not None}.values():
        origin = layout.blockBoundingRect(block).topLeft()
        origin.setY(origin.y() - block.layout().boundingRect().top())
        lines = block.layout()
        for number in range(lines.lineCount()):
            line = lines.lineAt(number)
            top = origin.y() + line.y()
            if band.top - EPSILON <= top and top + line.height() <= band.bottom + EPSILON:
                line.draw(painter, origin)
    painter.setClipping(False)
    if clip.height() > 0:
        paint_marks(painter, document, clip.top(), clip.bottom(), foot)
    painter.restore()
