"""The dialog of File › Import Persona… when the campaign has the file's Persona already.

It shows what differs — sheet fields, each record added, changed or removed — with the
campaign's value and the file's side by side, says which side each difference takes, and
for a difference changed on both sides since the last exchange asks the person to choose.
*Update* applies the choices as one undoable step; *Add as a new copy* keeps the copy
behaviour; *Cancel* changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.services.starshine.persona_sync import Difference, PersonaUpdatePlan, Side

_CHANGES = {"added": "added in the file", "changed": "changed", "removed": "removed in the file"}
#: A change made in this campaign only: the file lacks what was added here, and so on.
_CHANGES_HERE = {
    "added": "removed in this campaign",
    "changed": "changed in this campaign",
    "removed": "added in this campaign",
}


@dataclass(frozen=True, slots=True)
class UpdateAnswer:
    """What the person chose: the side of each conflict, or to add the file as a copy."""

    choices: dict[str, Side]
    as_new: bool = False


class PersonaUpdateDialog(QDialog):
    """Shows the differences of a Persona file and lets the person settle the conflicts."""

    def __init__(self, plan: PersonaUpdatePlan, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("personaUpdate")
        self.setWindowTitle(f"Update {plan.name}")
        self._plan = plan
        self._groups: dict[str, QButtonGroup] = {}
        self.as_new = False
        layout = QVBoxLayout(self)
        self.summary = QLabel(self._summary_text())
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)

        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        for column, title in enumerate(("", "In this campaign", "In the file", "Keeps")):
            heading = QLabel(f"<b>{title}</b>")
            grid.addWidget(heading, 0, column)
        for row, item in enumerate(plan.differences, start=1):
            self._add_row(grid, row, item)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)
        grid.setRowStretch(len(plan.differences) + 1, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_host)
        layout.addWidget(scroll, 1)

        self.problem = QLabel("")
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: palette(highlight);")
        layout.addWidget(self.problem)

        buttons = QDialogButtonBox()
        self.update_button = QPushButton(f"Update {plan.name}")
        self.update_button.setDefault(True)
        buttons.addButton(self.update_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.copy_button = QPushButton("Add as a new copy")
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.update_button.clicked.connect(self.accept)
        self.copy_button.clicked.connect(self._add_as_new)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 440)
        self._refresh()

    def _summary_text(self) -> str:
        plan = self._plan
        if not plan.differences:
            return f"{plan.name} is in this campaign already, and the file holds nothing new."
        count = len(plan.differences)
        text = (
            f"{plan.name} is in this campaign already. The file differs in {count} "
            f"place{'s' if count != 1 else ''}."
        )
        if plan.conflicts:
            why = (
                "changed on both sides since the last exchange"
                if plan.has_base
                else "different, and this campaign has never exchanged it before"
            )
            text += (
                f" {len(plan.conflicts)} {'is' if len(plan.conflicts) == 1 else 'are'} {why}: "
                "choose the value to keep for each."
            )
        return text

    def _add_row(self, grid: QGridLayout, row: int, item: Difference) -> None:
        here = not item.conflict and item.proposed is Side.OURS
        words = (_CHANGES_HERE if here else _CHANGES)[item.change.value]
        label = QLabel(f"{escape(item.label)} <i>({words})</i>")
        label.setWordWrap(True)
        grid.addWidget(label, row, 0)
        if not item.conflict:
            for column, side in ((1, Side.OURS), (2, Side.THEIRS)):
                value = QLabel(item.shown(side))
                value.setTextFormat(Qt.TextFormat.PlainText)
                value.setWordWrap(True)
                value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                grid.addWidget(value, row, column)
            keeps = (
                "the file's"
                if item.proposed is Side.THEIRS
                else "this campaign's (changed here only)"
            )
            grid.addWidget(QLabel(keeps), row, 3)
            return
        group = QButtonGroup(self)
        for column, side in ((1, Side.OURS), (2, Side.THEIRS)):
            button = QRadioButton(item.shown(side))
            button.setObjectName(f"{item.key}|{side.value}")
            button.setToolTip(
                f"Keep {'this campaign' if side is Side.OURS else 'the file'}'s "
                f"{item.label}: {item.shown(side)}"
            )
            group.addButton(button)
            grid.addWidget(button, row, column)
        group.buttonToggled.connect(lambda *_: self._refresh())
        self._groups[item.key] = group
        grid.addWidget(QLabel("<b>choose</b>"), row, 3)

    def choice_button(self, label: str, side: Side) -> QRadioButton:
        """Return the button that keeps ``side``'s value of the conflict called ``label``."""
        [item] = [item for item in self._plan.conflicts if item.label == label]
        found = self.findChild(QRadioButton, f"{item.key}|{side.value}")
        assert found is not None
        return found

    def _refresh(self) -> None:
        open_ = [
            item.label
            for item in self._plan.conflicts
            if self._groups[item.key].checkedButton() is None
        ]
        self.update_button.setEnabled(not open_)
        self.problem.setText(f"Still to choose: {', '.join(open_)}" if open_ else "")

    def choices(self) -> dict[str, Side]:
        """Return the side chosen for each conflict."""
        chosen: dict[str, Side] = {}
        for group in self._groups.values():
            button = group.checkedButton()
            if button is not None:
                key, side = button.objectName().rsplit("|", 1)
                chosen[key] = Side(side)
        return chosen

    def _add_as_new(self) -> None:
        self.as_new = True
        self.accept()

    def answer(self) -> UpdateAnswer:
        """Return what the person chose (after the dialog was accepted)."""
        return UpdateAnswer(self.choices(), self.as_new)


def review_persona_update(parent: QWidget, plan: PersonaUpdatePlan) -> UpdateAnswer | None:
    """Show the differences of ``plan`` and return the person's answer, or None if cancelled."""
    dialog = PersonaUpdateDialog(plan, parent)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.answer()
    finally:
        dialog.deleteLater()
