"""A small table of exact odds: each Result, its chance as a fraction and a percentage."""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.odds import to_decimal
from starshine_desktop.ui.i18n import translate

HEADERS = (
    QT_TRANSLATE_NOOP("OddsTable", "Result"),
    QT_TRANSLATE_NOOP("OddsTable", "Chance (exact)"),
    QT_TRANSLATE_NOOP("OddsTable", "Risk"),
    QT_TRANSLATE_NOOP("OddsTable", "Power"),
)
RULE_CITED = re.compile(r" \((?:rule|ruling) [^()]*\)$")


@dataclass(frozen=True, slots=True)
class OddsLine:
    """One Result of a roll: its name, exact chance, and what its Risk and Power would do."""

    result: str
    chance: Fraction
    risk: str
    power: str


def chance_text(chance: Fraction) -> str:
    """Return an exact chance as "11/36 (30.56%)" (the fraction exact, the percentage rounded)."""
    if chance == 0:
        return "0 (0%)"
    if chance == 1:
        return "1 (100%)"
    percent = to_decimal(chance) * 100
    return translate("OddsTable", "{fraction} ({percent}%)").format(
        fraction=f"{chance.numerator}/{chance.denominator}", percent=f"{percent:.2f}"
    )


class OddsTable(QTableWidget):
    """One row per Result: name, exact chance, and Risk and Power with what each would do."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(HEADERS), parent)
        self.setAccessibleName(self.tr("Odds of each Result"))
        self.setHorizontalHeaderLabels([translate("OddsTable", header) for header in HEADERS])
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # One line per Result, so six fit without scrolling; a cell too long for its column
        # ends in "…" and its tooltip holds the whole text.
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setTabKeyNavigation(False)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.lines: list[OddsLine] = []

    def set_lines(self, lines: list[OddsLine]) -> None:
        """Replace the lines shown."""
        self.lines = list(lines)
        self.setRowCount(len(lines))
        for row, line in enumerate(lines):
            for column, text in enumerate(
                (line.result, chance_text(line.chance), line.risk, line.power)
            ):
                # The cell leaves out the rule cited; the tooltip has the whole text.
                item = QTableWidgetItem(RULE_CITED.sub("", text))
                item.setToolTip(text)
                if column == 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.setItem(row, column, item)
        self._share_risk_and_power()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Share the width left by Result and Chance between Risk and Power."""
        super().resizeEvent(event)
        self._share_risk_and_power()

    def _share_risk_and_power(self) -> None:
        header = self.horizontalHeader()
        spare = self.viewport().width() - header.sectionSize(0) - header.sectionSize(1)
        wanted = max((self.sizeHintForColumn(2), header.sectionSizeHint(2)), default=0)
        header.resizeSection(2, max(60, min(wanted, spare // 2)))

    def full_height(self) -> int:
        """Return the height that shows every row without scrolling."""
        rows = sum(self.rowHeight(row) for row in range(self.rowCount()))
        return self.horizontalHeader().sizeHint().height() + rows + 2 * self.frameWidth()

    def text(self) -> str:
        """Return the table as plain text, one Result per line."""
        return "\n".join(
            self.tr("{result}: {chance}; Risk {risk}; Power {power}").format(
                result=line.result,
                chance=chance_text(line.chance),
                risk=line.risk,
                power=line.power,
            )
            for line in self.lines
        )
