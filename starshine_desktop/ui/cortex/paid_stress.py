"""The GM paying plot points for further stress dice in the opposition (seed 002, Stress Mod).

One row of check boxes, "and the GM pays 1 plot point to add: Physical, Mental, Social",
and a line under it saying why a type cannot be added. The engine decides what is allowed
(``rules.cortex.paid_stress_options``); the Test panel and the challenge tracker both use it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from starshine_desktop.rules.cortex import Die, PaidStressOption, StressType
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.ui.i18n import refusal_text, translate

#: The check boxes' names of the stress types (the engine names them in lower case).
STRESS_NAMES = {
    StressType.PHYSICAL: QT_TRANSLATE_NOOP("PaidStressChoice", "Physical"),
    StressType.MENTAL: QT_TRANSLATE_NOOP("PaidStressChoice", "Mental"),
    StressType.SOCIAL: QT_TRANSLATE_NOOP("PaidStressChoice", "Social"),
}


def stress_name(kind: StressType) -> str:
    """Return a stress type's name as a check box shows it ("Physical")."""
    return translate("PaidStressChoice", STRESS_NAMES[kind])


class PaidStressChoice(QWidget):
    """Check boxes for the stress types the GM may pay to add, and the reasons for the rest."""

    changed = Signal()
    """A box was ticked or cleared by the person."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self.tr("The GM pays 1 plot point to add:"))
        self.label.setObjectName(f"{name}-paid-label")
        row = QHBoxLayout()
        row.addWidget(self.label)
        self.boxes: dict[StressType, QCheckBox] = {}
        for kind in StressType:
            box = QCheckBox(stress_name(kind))
            box.setObjectName(f"{name}-paid-{kind.value}")
            box.toggled.connect(lambda *_: self.changed.emit())
            row.addWidget(box)
            self.boxes[kind] = box
        row.addStretch(1)
        self.reason = QLabel()
        self.reason.setObjectName(f"{name}-paid-reason")
        self.reason.setStyleSheet("font-style: italic;")
        self.reason.setWordWrap(True)
        self.reason.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(row)
        layout.addWidget(self.reason)
        self._allowed: set[StressType] = set()

    def offer(
        self,
        first: StressType | None,
        general: str,
        options: Iterable[PaidStressOption],
        *,
        clear: bool = False,
        dice: Mapping[StressType, Die | None] | None = None,
    ) -> str:
        """Show the types other than ``first`` the engine allows; return the refusals in words.

        ``general`` is the engine's reason that refuses every type (then no box shows);
        ``clear`` turns every box off (another Persona, stress type or turn); ``dice``
        labels each box with the character's stress die of that type.
        """
        by_kind = {option.kind: option for option in options}
        self.label.setEnabled(not general)
        self._allowed = {kind for kind, option in by_kind.items() if option.allowed and not general}
        refusals: list[str] = []
        for kind, box in self.boxes.items():
            option = by_kind.get(kind)
            shown = not general and kind != first and option is not None
            allowed = shown and kind in self._allowed
            box.blockSignals(True)
            box.setVisible(shown)
            box.setEnabled(allowed)
            if clear or not allowed:
                box.setChecked(False)
            box.blockSignals(False)
            die = None if dice is None else dice.get(kind)
            name = stress_name(kind)
            box.setText(
                name if die is None else self.tr("{kind} {die}").format(kind=name, die=die.label)
            )
            reason = ""
            if option is not None:
                reason = option.reason if option.refusal is None else refusal_text(option.refusal)
            box.setToolTip(reason)
            if shown and not allowed and reason:
                refusals.append(self.tr("{kind}: {reason}").format(kind=name, reason=reason))
        return general or "; ".join(refusals)

    def clear(self) -> None:
        """Turn every box off without telling anyone (a new choice starts without)."""
        for box in self.boxes.values():
            box.blockSignals(True)
            box.setChecked(False)
            box.blockSignals(False)

    def chosen(self) -> tuple[StressType, ...]:
        """Return the ticked types the engine allows, in the rules' order."""
        return tuple(
            kind for kind, box in self.boxes.items() if box.isChecked() and kind in self._allowed
        )

    def show_note(self, lines: list[str]) -> None:
        """Show ``lines`` under the boxes (hidden when there are none)."""
        self.reason.setText("\n".join(lines))
        self.reason.setVisible(bool(lines))
