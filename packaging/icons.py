"""Make the bundle's icon in the format each platform's packaging needs, at build time.

The source is the drawing, ``starshine_desktop/resources/icons/starshine.svg`` (the package
carries it for the Linux launcher too), rendered with Qt's SVG renderer at the largest size a
format holds. Windows wants an ``.ico`` holding several
sizes (up to 256), macOS an ``.icns`` (up to 1024 for 512@2x); both are written with Pillow
(the ``packaging`` extra), which PyInstaller would otherwise ask for itself. Linux takes
the package's PNG as it is.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "starshine_desktop" / "resources" / "icons" / "starshine.svg"
PNG = ROOT / "starshine_desktop" / "resources" / "icons" / "starshine.png"

#: The sizes an .ico carries: the taskbar, Explorer's views and the title bar.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: The side of the picture an .icns is made from (Pillow scales it to each size).
ICNS_SOURCE_SIZE = 1024


def icon_format(platform: str) -> str:
    """Return the icon file suffix the bundle of ``platform`` (``sys.platform``) needs."""
    if platform == "win32":
        return ".ico"
    if platform == "darwin":
        return ".icns"
    return ".png"


def render_svg(svg: Path, size: int, target: Path) -> Path:
    """Render ``svg`` into a ``size``×``size`` PNG with a transparent background."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG picture Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    target.parent.mkdir(parents=True, exist_ok=True)
    # PySide6's stub types the format as bytes; at run time it must be a str.
    if not image.save(str(target), "PNG"):  # type: ignore[call-overload]
        raise OSError(f"could not write {target}")
    return target


def make_icon(folder: Path, platform: str, svg: Path = SVG, png: Path = PNG) -> Path:
    """Write the icon ``platform`` needs into ``folder``; return it (the PNG on Linux)."""
    suffix = icon_format(platform)
    if suffix == ".png":
        return png
    from PIL import Image  # the packaging extra; needed on Windows and macOS only

    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{svg.stem}{suffix}"
    if suffix == ".ico":
        source = render_svg(svg, max(ICO_SIZES), folder / f"{svg.stem}-{max(ICO_SIZES)}.png")
        with Image.open(source) as image:
            image.save(target, format="ICO", sizes=[(size, size) for size in ICO_SIZES])
    else:
        source = render_svg(svg, ICNS_SOURCE_SIZE, folder / f"{svg.stem}-{ICNS_SOURCE_SIZE}.png")
        with Image.open(source) as image:
            image.save(target, format="ICNS")
    return target
