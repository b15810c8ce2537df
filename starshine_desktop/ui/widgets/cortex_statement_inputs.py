"""Helpers the Dice tools share: refusal labels, faces and difficulties typed in."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QStackedWidget, QWidget

from starshine_desktop.rules.cortex import DicePool, Difficulty, difficulty_pool, parse_pool
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.ui.colours import mark_as_error
from starshine_desktop.ui.i18n import game_term, translate

_FACES = re.compile(r"^[0-9]{1,3}([ ,]+[0-9]{1,3})*$")


class ErrorLabel(QLabel):
    """A red label next to a field saying why an entry was refused; hidden while empty."""

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setVisible(bool(text))

    def clear(self) -> None:
        super().clear()
        self.setVisible(False)


def error_label(name: str, parent: QWidget | None = None) -> QLabel:
    """Return an empty red label that shows why an entry was refused."""
    label = ErrorLabel(parent)
    label.setObjectName(name)
    mark_as_error(label)
    label.setWordWrap(True)
    label.setVisible(False)
    return label


def parse_faces(text: str) -> list[int] | None:
    """Read faces typed as '7 3 1' or '7,3,1'; None when blank (roll in the app)."""
    cleaned = text.strip()
    if not cleaned:
        return None
    if not _FACES.match(cleaned):
        raise ValidationError(
            QT_TRANSLATE_NOOP(
                "Refusal", "faces: write whole numbers separated by spaces or commas, e.g. 7 3 1"
            )
        )
    return [int(part) for part in re.split(r"[ ,]+", cleaned)]


#: What a pool typed in is called in a refusal ("your pool: write the dice, ...").
POOL_NAMES = (
    QT_TRANSLATE_NOOP("Game", "pool"),
    QT_TRANSLATE_NOOP("Game", "opposition pool"),
    QT_TRANSLATE_NOOP("Game", "your pool"),
    QT_TRANSLATE_NOOP("Game", "their pool"),
)


def read_pool(text: str, what: str = "pool") -> DicePool:
    """Read a pool typed as 'd8,d6,d6' (spaces allowed); ``what`` is one of ``POOL_NAMES``."""
    cleaned = ",".join(part for part in re.split(r"[ ,]+", text.strip()) if part)
    if not cleaned:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "{what}: write the dice, e.g. d8,d6,d6"), what=what
        )
    return parse_pool(cleaned)


def difficulty_text(level: Difficulty) -> str:
    """Return a difficulty level with its dice, e.g. "Challenging (2d8)"."""
    return translate("DifficultyInputs", "{level} (2{die})").format(
        level=game_term(level.label), die=level.die.label
    )


LEVEL, NUMBER, POOL = 0, 1, 2
"""What a roll is against, in the order of ``DifficultyInputs.mode_combo``."""
MAX_NUMBER = 99


class DifficultyInputs:
    """The fields saying what a roll is against: a level the GM rolls, a number, or a pool.

    ``mode_combo`` chooses which; ``mode_stack`` shows the matching field. The owner lays
    them out and listens to their signals; ``difficulty()`` reads what was entered.
    """

    def __init__(self, name: str, opposition_hint: str) -> None:
        self.mode_combo = QComboBox()
        self.mode_combo.setObjectName(f"{name}-mode")
        self.mode_combo.addItems(
            [
                translate("DifficultyInputs", "A level (the GM rolls it)"),
                translate("DifficultyInputs", "A number"),
                translate("DifficultyInputs", "An opposition pool"),
            ]
        )
        self.level_combo = QComboBox()
        self.level_combo.setObjectName(f"{name}-level")
        for level in Difficulty:
            self.level_combo.addItem(difficulty_text(level), level)
        self.level_combo.setCurrentIndex(list(Difficulty).index(Difficulty.CHALLENGING))
        self.number_edit = QLineEdit("7")
        self.number_edit.setObjectName(f"{name}-number")
        self.number_edit.setAccessibleName(translate("DifficultyInputs", "Number to beat"))
        self.opposition_edit = QLineEdit("d8,d8")
        self.opposition_edit.setObjectName(f"{name}-pool")
        self.opposition_edit.setAccessibleName(translate("DifficultyInputs", "Opposition pool"))
        self.opposition_edit.setPlaceholderText(opposition_hint)
        self.mode_stack = QStackedWidget()
        for widget in (self.level_combo, self.number_edit, self.opposition_edit):
            self.mode_stack.addWidget(widget)
        self.mode_stack.setFixedHeight(self.number_edit.sizeHint().height())
        self.mode_combo.currentIndexChanged.connect(self.mode_stack.setCurrentIndex)

    def mode(self) -> int:
        """Return LEVEL, NUMBER or POOL."""
        return self.mode_combo.currentIndex()

    def difficulty(self) -> int | DicePool:
        """Return the difficulty entered: a number, or the GM's pool to roll."""
        mode = self.mode()
        if mode == NUMBER:
            text = self.number_edit.text().strip()
            if not text.isascii() or not text.isdigit() or int(text) > MAX_NUMBER:
                raise ValidationError(
                    QT_TRANSLATE_NOOP("Refusal", "difficulty: a whole number from 0 to {maximum}"),
                    maximum=MAX_NUMBER,
                )
            return int(text)
        if mode == LEVEL:
            return difficulty_pool(Difficulty(self.level_combo.currentData()))
        return read_pool(self.opposition_edit.text(), "opposition pool")
