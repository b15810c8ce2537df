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

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.starshine.persona_sync import (
    Difference,
    Label,
    PersonaUpdatePlan,
    Side,
)
from starshine_desktop.ui.i18n import game_term, translate

_CHANGES = {
    "added": QT_TRANSLATE_NOOP("PersonaUpdateDialog", "added in the file"),
    "changed": QT_TRANSLATE_NOOP("PersonaUpdateDialog", "changed"),
    "removed": QT_TRANSLATE_NOOP("PersonaUpdateDialog", "removed in the file"),
}
#: A change made in this campaign only: the file lacks what was added here, and so on.
_CHANGES_HERE = {
    "added": QT_TRANSLATE_NOOP("PersonaUpdateDialog", "removed in this campaign"),
    "changed": QT_TRANSLATE_NOOP("PersonaUpdateDialog", "changed in this campaign"),
    "removed": QT_TRANSLATE_NOOP("PersonaUpdateDialog", "added in this campaign"),
}


@dataclass(frozen=True, slots=True)
class UpdateAnswer:
    """What the person chose: the side of each conflict, or to add the file as a copy."""

    choices: dict[str, Side]
    as_new: bool = False


def label_text(item: Difference) -> str:
    """Return a difference's label as the dialog shows it (translated; names as they are)."""
    words = item.words if item.words is not None else Label(item.label)
    fields = dict(words.fields)
    if "kind" in fields:
        fields["kind"] = translate("PersonaSync", fields["kind"])
    for key in ("old", "new", "advance"):
        if key in fields:
            fields[key] = game_term(fields[key])
    template = translate("PersonaSync", words.template)
    return template.format(**fields) if words.fields else template


class PersonaUpdateDialog(QDialog):
    """Shows the differences of a Persona file and lets the person settle the conflicts."""

    def __init__(
        self, plan: PersonaUpdatePlan, parent: QWidget | None = None, *, allow_copy: bool = True
    ) -> None:
        super().__init__(parent)
        self.setObjectName("personaUpdate")
        self.setWindowTitle(self.tr("Update {name}").format(name=plan.name))
        self._plan = plan
        self._groups: dict[str, QButtonGroup] = {}
        self.as_new = False
        layout = QVBoxLayout(self)
        self.summary = QLabel(self._summary_text())
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)

        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        titles = ("", self.tr("In this campaign"), self.tr("In the file"), self.tr("Keeps"))
        for column, title in enumerate(titles):
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
        self.update_button = QPushButton(self.tr("Update {name}").format(name=plan.name))
        self.update_button.setDefault(True)
        buttons.addButton(self.update_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.copy_button = QPushButton(self.tr("Add as a new copy"))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.update_button.clicked.connect(self.accept)
        self.copy_button.clicked.connect(self._add_as_new)
        self.copy_button.setVisible(allow_copy)  # a party folder's file is never a new copy
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 440)
        self._refresh()

    def _summary_text(self) -> str:
        plan = self._plan
        if not plan.differences:
            return self.tr(
                "{name} is in this campaign already, and the file holds nothing new."
            ).format(name=plan.name)
        count = len(plan.differences)
        if count == 1:
            text = self.tr("{name} is in this campaign already. The file differs in 1 place.")
        else:
            text = self.tr(
                "{name} is in this campaign already. The file differs in %n places.", "", count
            )
        text = text.format(name=plan.name)
        conflicts = len(plan.conflicts)
        if conflicts and plan.has_base:
            if conflicts == 1:
                more = self.tr(
                    "1 is changed on both sides since the last exchange: choose the value to "
                    "keep for each."
                )
            else:
                more = self.tr(
                    "%n are changed on both sides since the last exchange: choose the value to "
                    "keep for each.",
                    "",
                    conflicts,
                )
            text += " " + more
        elif conflicts:
            if conflicts == 1:
                more = self.tr(
                    "1 is different, and this campaign has never exchanged it before: choose "
                    "the value to keep for each."
                )
            else:
                more = self.tr(
                    "%n are different, and this campaign has never exchanged it before: choose "
                    "the value to keep for each.",
                    "",
                    conflicts,
                )
            text += " " + more
        return text

    def _add_row(self, grid: QGridLayout, row: int, item: Difference) -> None:
        here = not item.conflict and item.proposed is Side.OURS
        words = translate(
            "PersonaUpdateDialog", (_CHANGES_HERE if here else _CHANGES)[item.change.value]
        )
        label = QLabel(f"{escape(label_text(item))} <i>({escape(words)})</i>")
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
                self.tr("the file's")
                if item.proposed is Side.THEIRS
                else self.tr("this campaign's (changed here only)")
            )
            grid.addWidget(QLabel(keeps), row, 3)
            return
        group = QButtonGroup(self)
        for column, side in ((1, Side.OURS), (2, Side.THEIRS)):
            button = QRadioButton(item.shown(side))
            button.setObjectName(f"{item.key}|{side.value}")
            keep = (
                self.tr("Keep this campaign's {what}: {value}")
                if side is Side.OURS
                else self.tr("Keep the file's {what}: {value}")
            )
            button.setToolTip(keep.format(what=label_text(item), value=item.shown(side)))
            group.addButton(button)
            grid.addWidget(button, row, column)
        group.buttonToggled.connect(lambda *_: self._refresh())
        self._groups[item.key] = group
        grid.addWidget(QLabel("<b>{}</b>".format(escape(self.tr("choose")))), row, 3)

    def choice_button(self, label: str, side: Side) -> QRadioButton:
        """Return the button that keeps ``side``'s value of the conflict called ``label``."""
        [item] = [item for item in self._plan.conflicts if item.label == label]
        found = self.findChild(QRadioButton, f"{item.key}|{side.value}")
        assert found is not None
        return found

    def _refresh(self) -> None:
        open_ = [
            label_text(item)
            for item in self._plan.conflicts
            if self._groups[item.key].checkedButton() is None
        ]
        self.update_button.setEnabled(not open_)
        self.problem.setText(
            self.tr("Still to choose: {names}").format(names=", ".join(open_)) if open_ else ""
        )

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


def review_persona_update(
    parent: QWidget, plan: PersonaUpdatePlan, *, allow_copy: bool = True
) -> UpdateAnswer | None:
    """Show the differences of ``plan`` and return the person's answer, or None if cancelled."""
    dialog = PersonaUpdateDialog(plan, parent, allow_copy=allow_copy)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.answer()
    finally:
        dialog.deleteLater()
