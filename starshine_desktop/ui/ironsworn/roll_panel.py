"""Pieces shared by the Tracks and Reference pages: odds text, typed dice, buttons, messages."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.ironsworn import IronswornOutcome as Outcome
from starshine_desktop.rules.ironsworn import RollOdds
from starshine_desktop.ui.colours import mark_as_error, mark_invalid
from starshine_desktop.ui.i18n import game_term, translate

MAX_TYPED_DICE = 8


def percent(chance: Fraction) -> str:
    """Return an exact chance as a fraction and a rounded percentage."""
    return translate("RollPanel", "{fraction} ({percent}%)").format(
        fraction=f"{chance.numerator}/{chance.denominator}", percent=f"{float(chance) * 100:.1f}"
    )


def odds_text(odds: RollOdds) -> str:
    """Return the exact chance of each band, and of a match, on two lines."""
    return translate(
        "RollPanel", "Strong hit {strong} · Weak hit {weak}\nMiss {miss} · Match {match}"
    ).format(
        strong=percent(odds.strong_hit),
        weak=percent(odds.weak_hit),
        miss=percent(odds.miss),
        match=percent(odds.match),
    )


def band_text(outcome: Outcome, match: bool) -> str:
    """Return a band as people say it, e.g. 'Strong hit with a match'."""
    band = game_term(outcome.label.capitalize())
    return translate("RollPanel", "{band} with a match").format(band=band) if match else band


def parse_faces(text: str, count: int, what: str) -> list[int]:
    """Return the ``count`` whole numbers typed (spaces or commas between), else RuleError."""
    parts = text.replace(",", " ").split()
    if len(parts) != count:
        raise RuleError(
            QT_TRANSLATE_NOOP(
                "Refusal", "typed dice: type {count} numbers for {what}, not {typed}"
            ),
            count=count,
            what=what,
            typed=len(parts),
        )
    faces = []
    for part in parts[:MAX_TYPED_DICE]:
        if not part.isascii() or not part.isdigit():
            raise RuleError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "typed dice: {part} is not a die face (a whole number)"
                ),
                part=repr(part),
            )
        faces.append(int(part))
    return faces


def named_button(text: str, name: str, slot: Callable[[], object]) -> QPushButton:
    """Return a push button called ``name`` (tests and the accessibility tree find it) that
    runs ``slot`` when clicked."""
    button = QPushButton(text)
    button.setObjectName(name)
    button.clicked.connect(lambda _checked=False: slot())
    return button


def error_label(name: str) -> QLabel:
    """Return a hidden red label for messages next to a field."""
    label = QLabel()
    label.setObjectName(name)
    mark_as_error(label)
    label.setWordWrap(True)
    label.hide()
    return label


def show_error(label: QLabel, message: str | None, edit: QLineEdit | None = None) -> None:
    """Show ``message`` in ``label`` (hide it for None) and mark ``edit`` as invalid."""
    label.setText(message or "")
    label.setVisible(bool(message))
    if edit is not None:
        mark_invalid(edit, bool(message))


@dataclass(frozen=True, slots=True)
class DiceRow:
    """A row rolling the app's dice or the dice typed: its widget and the parts people use."""

    row: QWidget
    roll_button: QPushButton
    typed: QLineEdit
    roll_typed_button: QPushButton


def dice_row(
    roll: QPushButton,
    caption: str,
    typed_name: str,
    typed_width: int,
    roll_typed: QPushButton,
    typed_entered: Callable[[], object],
) -> DiceRow:
    """Return the row of a roll: the button rolling the app's dice, ``caption`` ("Or type
    the dice:"), a box to type the dice in (called ``typed_name``, Return rolls them with
    ``typed_entered``; the caption names it to a screen reader) and the button rolling the
    dice typed."""
    layout = QHBoxLayout()
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(roll)
    label = QLabel(caption)
    layout.addWidget(label)
    typed = QLineEdit()
    typed.setObjectName(typed_name)
    label.setBuddy(typed)  # the caption is its spoken name
    typed.setMaximumWidth(typed_width)
    typed.returnPressed.connect(typed_entered)
    layout.addWidget(typed)
    layout.addWidget(roll_typed)
    layout.addStretch(1)
    row = QWidget()
    row.setLayout(layout)
    return DiceRow(row, roll, typed, roll_typed)
