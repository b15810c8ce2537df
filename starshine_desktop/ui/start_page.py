"""The start page (all systems): what a campaign with no Personae shows instead of an empty grid.

It offers the first steps in people's words: add the first Persona here, start a new
campaign, open one, start from the sample, or reopen a recent campaign. The window shows it
when it opens (or switches to) a campaign without Personae, and the grid from the first
Persona on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

COLUMN_WIDTH = 520
"""The widest the column of first steps grows (in pixels), so it reads as one list."""


class StartPage(QWidget):
    """Buttons for the first steps and the recent campaigns, centred in the window."""

    def __init__(
        self,
        *,
        add_persona: Callable[[], None],
        new_campaign: Callable[[], None],
        open_campaign: Callable[[], None],
        new_from_sample: Callable[[], object],
        open_recent: Callable[[Path], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("start-page")
        self._open_recent = open_recent
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        holder = QWidget()
        holder.setMaximumWidth(COLUMN_WIDTH)
        column = QVBoxLayout(holder)
        outer.addWidget(holder, 3)
        outer.addStretch(1)
        column.addStretch(1)
        self.intro_label = QLabel(
            self.tr(
                "Starshine Desktop keeps a tabletop campaign's records at the table: the "
                "Personae and their sheets, Elements, Episodes and Challenges, for Starshine "
                "and for Cortex, statements and Ironsworn play. Everything is saved at once in "
                "one campaign file on this computer, and every change can be undone."
            )
        )
        self.intro_label.setObjectName("start-intro")
        self.intro_label.setWordWrap(True)
        column.addWidget(self.intro_label)
        column.addSpacing(12)
        self.title_label = QLabel()
        self.title_label.setObjectName("start-title")
        self._title_enlarged = False  # on first show: wrapping a QFont builds its enums
        self.title_label.setWordWrap(True)
        column.addWidget(self.title_label)
        self.lead_label = QLabel(
            self.tr(
                "It has no Personae yet. Add the first one here, or start from another campaign."
            )
        )
        self.lead_label.setWordWrap(True)
        column.addWidget(self.lead_label)

        self.add_button = QPushButton(self.tr("&Add the first Persona"))
        self.add_button.setDefault(True)
        self.new_button = QPushButton(self.tr("&New campaign…"))
        self.open_button = QPushButton(self.tr("&Open campaign…"))
        self.sample_button = QPushButton(self.tr("New from &sample…"))
        self.sample_button.setToolTip(
            self.tr("A new campaign holding the sample Personae, to try things")
        )
        for button, slot in (
            (self.add_button, add_persona),
            (self.new_button, new_campaign),
            (self.open_button, open_campaign),
            (self.sample_button, new_from_sample),
        ):
            button.clicked.connect(lambda _checked=False, s=slot: s())
            button.setMinimumHeight(button.sizeHint().height() + 8)
            column.addWidget(button)

        self.recent_box = QGroupBox(self.tr("Recent campaigns"))
        self.recent_layout = QVBoxLayout(self.recent_box)
        column.addWidget(self.recent_box)
        self.recent_buttons: list[QPushButton] = []
        column.addStretch(2)

    def show_campaign(self, name: str, recent: Sequence[Path], writable: bool) -> None:
        """Name the empty campaign on screen (as the person named it) and list the recent
        ones to reopen."""
        self.title_label.setText(name)
        if not self._title_enlarged:
            font = self.title_label.font()
            font.setPointSizeF(font.pointSizeF() * 1.5)
            font.setBold(True)
            self.title_label.setFont(font)
            self._title_enlarged = True
        self.add_button.setEnabled(writable)
        for button in self.recent_buttons:
            self.recent_layout.removeWidget(button)
            button.deleteLater()
        self.recent_buttons = []
        for path in recent:
            button = QPushButton(path.stem)
            button.setToolTip(str(path))
            button.setAccessibleName(self.tr("Open {name}").format(name=path.stem))
            button.clicked.connect(lambda _checked=False, p=path: self._open_recent(p))
            self.recent_layout.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
            self.recent_buttons.append(button)
        self.recent_box.setVisible(bool(recent))
