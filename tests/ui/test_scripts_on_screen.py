"""Text in any script shows on screen: Chinese, Japanese, Korean and emoji are not empty boxes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel

from starshine_desktop.ui.app import use_fonts_for_every_script

NOT_A_CHARACTER = "\U000f0000"  # private use: no font draws it, so Qt draws its empty box


@pytest.fixture
def every_script(qapp: QApplication) -> Iterator[QApplication]:
    before = qapp.font()
    use_fonts_for_every_script(qapp)
    yield qapp
    qapp.setFont(before)


def _drawn(text: str) -> QImage:
    label = QLabel(text)
    label.adjustSize()
    return label.grab().toImage()


@pytest.mark.parametrize(
    "character",
    ["漢", "字", "か", "한", "글", "😀", "🎲", "Ж", "é"],
    ids=lambda c: f"U+{ord(c):04X}",
)
def test_each_character_is_drawn_not_boxed(every_script: QApplication, character: str) -> None:
    box = _drawn(NOT_A_CHARACTER)
    assert _drawn(character) != box


def test_latin_text_is_drawn_as_before(qapp: QApplication) -> None:
    """The CJK font has no Latin letter: a name in Latin letters looks exactly as it did."""
    before = _drawn("Ada Quill, Brannoc Reed")
    font = qapp.font()
    use_fonts_for_every_script(qapp)
    try:
        assert qapp.font().families()[0] == "Droid Sans Fallback"
        assert _drawn("Ada Quill, Brannoc Reed") == before
    finally:
        qapp.setFont(font)
