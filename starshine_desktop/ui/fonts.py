"""The fonts the app ships, registered with Qt once: text in any script, on paper or screen.

DejaVu Sans sets the text; Droid Sans Fallback (Chinese, Japanese, Korean) and a subset of
Symbola (emoji and symbols) fill in what DejaVu Sans lacks. All are TrueType, so Qt embeds
them in PDFs. Nothing is downloaded: the files are in ``starshine_desktop/resources/fonts``
with their licences (``tools/make_fallback_fonts.py`` makes the two fallbacks).

The CJK font is named first: Qt finds Korean (Hangul) only in a font listed before DejaVu
Sans. It holds no space and no Latin letter, and has DejaVu Sans's line metrics, so Latin
text is still set in DejaVu Sans with the same line heights.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtGui import QFont, QFontDatabase

TEXT_FAMILY = "DejaVu Sans"
CJK_FAMILY = "Droid Sans Fallback"
EMOJI_FAMILY = "Symbola"
FAMILIES = (CJK_FAMILY, TEXT_FAMILY, EMOJI_FAMILY)
"""The families in the order a character is looked for."""
FONT_FILES = (
    "DejaVuSans.ttf",
    "DejaVuSans-Bold.ttf",
    "DejaVuSans-Oblique.ttf",
    "DroidSansFallback.ttf",
    "SymbolaEmoji.ttf",
)
_registered = False


def register_fonts() -> tuple[str, ...]:
    """Register the bundled fonts with the application once; return ``FAMILIES``.

    Symbola is also made the application's emoji font, so emoji are drawn from it even
    where a font list does not name it. Needs a ``QGuiApplication``.
    """
    global _registered
    if not _registered:
        folder = resources.files("starshine_desktop").joinpath("resources", "fonts")
        for name in FONT_FILES:
            QFontDatabase.addApplicationFontFromData(folder.joinpath(name).read_bytes())
        QFontDatabase.addApplicationEmojiFontFamily(EMOJI_FAMILY)
        _registered = True
    return FAMILIES


def with_fallbacks(font: QFont) -> QFont:
    """Return ``font`` set to the bundled families, in fallback order (registering them)."""
    font.setFamilies(list(register_fonts()))
    return font
