"""Render the services' printed documents with Qt: print preview, paper and PDF files.

The HTML of ``services.printing`` is laid out by ``QTextDocument`` on a 72 dpi device, so
one CSS pixel is one point, whatever the printer's resolution; the painter is scaled from
points to the device. The same ``render`` paints a ``QPrinter`` (paper and the preview) and a
``QPdfWriter``. PDFs go through ``QSaveFile``: a failed write leaves the old file untouched.
The bundled DejaVu Sans (TrueType) is registered first, and Qt embeds TrueType fonts in PDFs.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QIODevice, QMarginsF, QPointF, QRectF, QSaveFile, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QWidget

from starshine_desktop import APP_NAME
from starshine_desktop.services.printing.document import (
    FOOTER_HEIGHT,
    MARGIN,
    POINTS_PER_INCH,
    CardSheet,
    Document,
    FlowDocument,
    Paper,
    lay_out_cards,
    page,
    text,
)

FONT_FAMILY = "DejaVu Sans"
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf")
CARD_PADDING = 10.0
SMALLEST_CARD_SCALE = 0.55
CARD_CSS = """
body { font-size: 9pt; }
p.kind { font-size: 7pt; margin-bottom: 2px; }
p.title { font-size: 13pt; font-weight: bold; margin-bottom: 4px; }
"""
Progress = Callable[[int, int], None]
_PAGE_SIZE_IDS = {Paper.A4: QPageSize.PageSizeId.A4, Paper.LETTER: QPageSize.PageSizeId.Letter}
_fonts_loaded = False


class PrintError(Exception):
    """A document could not be written (the message says where and why)."""


def load_fonts() -> str:
    """Register the bundled DejaVu Sans once; return the family the documents use."""
    global _fonts_loaded
    if not _fonts_loaded:
        folder = resources.files("starshine_desktop").joinpath("resources", "fonts")
        for name in FONT_FILES:
            data = folder.joinpath(name).read_bytes()
            QFontDatabase.addApplicationFontFromData(data)
        _fonts_loaded = True
    return FONT_FAMILY


def _layout_device() -> QImage:
    """Return a 72 dpi device to lay text out on, so one pixel is one point."""
    image = QImage(8, 8, QImage.Format.Format_RGB32)
    dots_per_metre = round(POINTS_PER_INCH / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    return image


_LAYOUT_DEVICE: QImage | None = None


def _text_document(html: str) -> QTextDocument:
    global _LAYOUT_DEVICE
    if _LAYOUT_DEVICE is None:
        _LAYOUT_DEVICE = _layout_device()
    document = QTextDocument()
    document.documentLayout().setPaintDevice(_LAYOUT_DEVICE)
    document.setUseDesignMetrics(True)
    document.setDocumentMargin(0)
    font = QFont(load_fonts())
    font.setPointSizeF(9)
    document.setDefaultFont(font)
    document.setHtml(html)
    return document


def paper_of(device: QPagedPaintDevice) -> Paper:
    """Return the paper a device is set to (US Letter, else A4)."""
    size_id = device.pageLayout().pageSize().id()
    return Paper.LETTER if size_id == QPageSize.PageSizeId.Letter else Paper.A4


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


def _footer(painter: QPainter, width: float, height: float, left: str, right: str) -> None:
    footer = _text_document(
        page(
            "",
            "<table width='100%' cellspacing='0' cellpadding='0'><tr>"
            f"<td style='font-size: 7pt'>{text(left)}</td>"
            f"<td align='right' style='font-size: 7pt'>{text(right)}</td></tr></table>",
        )
    )
    footer.setTextWidth(width - 2 * MARGIN)
    painter.save()
    painter.translate(MARGIN, height - MARGIN - footer.size().height())
    footer.drawContents(painter)
    painter.restore()


def count_pages(document: Document, paper: Paper) -> int:
    """Return how many pages ``document`` takes on ``paper``."""
    if isinstance(document, CardSheet):
        return len(lay_out_cards(document, paper).pages)
    width, height = paper.page_size(document.landscape)
    return _flow(document, width, height).pageCount()


def _flow(document: FlowDocument, width: float, height: float) -> QTextDocument:
    laid_out = _text_document(document.html)
    laid_out.setPageSize(QSizeF(width - 2 * MARGIN, height - 2 * MARGIN - FOOTER_HEIGHT))
    return laid_out


def _render_flow(
    document: FlowDocument, device: QPagedPaintDevice, progress: Progress | None
) -> int:
    full = device.pageLayout().fullRect(QPageLayout.Unit.Point)
    width, height = full.width(), full.height()
    laid_out = _flow(document, width, height)
    body = laid_out.pageSize()
    pages = laid_out.pageCount()
    painter = QPainter()
    if not painter.begin(device):
        raise PrintError("cannot start painting the document")
    try:
        painter.scale(_scale(device), _scale(device))
        for index in range(pages):
            if progress is not None:
                progress(index + 1, pages)
            if index and not device.newPage():
                raise PrintError("cannot start a new page")
            painter.save()
            painter.translate(MARGIN, MARGIN - index * body.height())
            laid_out.drawContents(
                painter, QRectF(0, index * body.height(), body.width(), body.height())
            )
            painter.restore()
            _footer(painter, width, height, document.footer, f"page {index + 1} of {pages}")
    finally:
        painter.end()
    return pages


def _card_document(html: str, width: float, height: float) -> tuple[QTextDocument, float]:
    """Lay a card out in ``width``×``height``; shrink it (down to a limit) if it overflows."""
    card = _text_document(page("", html, CARD_CSS))
    card.setTextWidth(width)
    scale = 1.0
    while card.size().height() > height and scale > SMALLEST_CARD_SCALE:
        scale = max(SMALLEST_CARD_SCALE, scale * min(0.95, height / card.size().height()))
        card.setTextWidth(width / scale)
    return card, scale


def _render_cards(sheet: CardSheet, device: QPagedPaintDevice, progress: Progress | None) -> int:
    layout = lay_out_cards(sheet, paper_of(device))
    set_paper(device, paper_of(device), landscape=layout.landscape)
    painter = QPainter()
    if not painter.begin(device):
        raise PrintError("cannot start painting the cards")
    try:
        painter.scale(_scale(device), _scale(device))
        full = device.pageLayout().fullRect(QPageLayout.Unit.Point)
        pages = len(layout.pages)
        for index, card_page in enumerate(layout.pages):
            if progress is not None:
                progress(index + 1, pages)
            if index and not device.newPage():
                raise PrintError("cannot start a new page")
            outline = QPen(QColor(170, 170, 170), 0.4, Qt.PenStyle.DotLine)
            for card_index, rect in card_page.cards:
                painter.setPen(outline)
                painter.drawRect(QRectF(rect.x, rect.y, rect.width, rect.height))
                inner_width = rect.width - 2 * CARD_PADDING
                inner_height = rect.height - 2 * CARD_PADDING
                card, scale = _card_document(
                    sheet.cards[card_index].html, inner_width, inner_height
                )
                painter.save()
                painter.translate(rect.x + CARD_PADDING, rect.y + CARD_PADDING)
                painter.scale(scale, scale)
                card.drawContents(painter, QRectF(0, 0, inner_width / scale, inner_height / scale))
                painter.restore()
            painter.setPen(QPen(QColor(0, 0, 0), 0.5))
            for mark in card_page.cut_marks:
                painter.drawLine(QPointF(mark.x1, mark.y1), QPointF(mark.x2, mark.y2))
            _footer(
                painter,
                full.width(),
                full.height() + MARGIN / 2,
                sheet.title,
                f"page {index + 1} of {pages}",
            )
    finally:
        painter.end()
    return len(layout.pages)


def render(document: Document, device: QPagedPaintDevice, progress: Progress | None = None) -> int:
    """Paint ``document`` on a printer or PDF writer set to its paper; return the pages."""
    load_fonts()
    if isinstance(document, CardSheet):
        return _render_cards(document, device, progress)
    paper = paper_of(device)
    set_paper(device, paper, landscape=document.landscape)
    return _render_flow(document, device, progress)


def write_pdf(
    document: Document, path: Path, paper: Paper, progress: Progress | None = None
) -> int:
    """Write ``document`` as a PDF at ``path``, all or nothing; return the page count.

    The PDF is written to a temporary file beside ``path`` and renamed over it only when
    complete (``QSaveFile``); on any failure ``PrintError`` is raised and an older file at
    ``path`` is left as it was.
    """
    save = QSaveFile(str(path))
    if not save.open(QIODevice.OpenModeFlag.WriteOnly):
        raise PrintError(f"cannot write {path}: {save.errorString()}")
    try:
        writer = QPdfWriter(save)
        writer.setTitle(document.title)
        writer.setCreator(APP_NAME)
        set_paper(writer, paper)
        pages = render(document, writer, progress)
        del writer
    except BaseException:
        save.cancelWriting()
        raise
    if save.error() != QSaveFile.FileError.NoError:
        message = _reason(save)
        save.cancelWriting()
        raise PrintError(f"cannot write {path}: {message}; the old file is unchanged")
    if not save.commit():
        raise PrintError(f"cannot write {path}: {_reason(save)}; the old file is unchanged")
    return pages


def _reason(save: QSaveFile) -> str:
    message = save.errorString()
    if not message or message == "Unknown error":
        return "the file could not be written in full (is the disk full?)"
    return message


def preview(
    document: Document, parent: QWidget | None, paper: Paper | None = None
) -> QPrintPreviewDialog:
    """Return a print preview dialog for ``document`` (show it with ``open()`` or ``exec()``)."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(document.title)
    set_paper(printer, paper if paper is not None else paper_of(printer))
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(f"Print preview: {document.title}")
    dialog.paintRequested.connect(lambda device: render(document, device))
    return dialog
