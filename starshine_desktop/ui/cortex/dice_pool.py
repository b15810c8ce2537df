"""Build a Cortex dice pool by clicking: add d4–d12, step the chosen die up or down, remove."""

from __future__ import annotations

from PySide6.QtCore import QMargins, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.cortex import DIE_STEPS, DicePool, Die
from starshine_desktop.services.errors import Refusal
from starshine_desktop.ui.colours import mark_as_error
from starshine_desktop.ui.i18n import refusal_text

_CHIP = QMargins(6, 4, 6, 4)


class DicePoolEditor(QWidget):
    """A pool shown largest first; ``pool_changed`` fires after every change."""

    pool_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pool = DicePool()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        adders = QHBoxLayout()
        adders.addWidget(QLabel(self.tr("Add:")))
        self.add_buttons: dict[Die, QPushButton] = {}
        for die in DIE_STEPS:
            button = QPushButton(die.label)
            button.setObjectName(f"add-{die.label}")
            button.setToolTip(self.tr("Add a {die} to the pool").format(die=die.label))
            button.setFixedWidth(48)
            button.clicked.connect(lambda _checked=False, d=die: self.add(d))
            adders.addWidget(button)
            self.add_buttons[die] = button
        adders.addStretch(1)
        layout.addLayout(adders)

        self.dice_list = QListWidget()
        self.dice_list.setObjectName("pool-dice")
        self.dice_list.setAccessibleName(self.tr("Dice in the pool"))
        self.dice_list.setFlow(QListView.Flow.LeftToRight)
        self.dice_list.setWrapping(True)
        self.dice_list.setSpacing(4)
        self.dice_list.setFixedHeight(44)
        self.dice_list.setToolTip(
            self.tr("The pool, largest die first; choose a die to step or remove")
        )
        layout.addWidget(self.dice_list)

        actions = QHBoxLayout()
        self.step_up_button = QPushButton(self.tr("Step &up"))
        self.step_down_button = QPushButton(self.tr("Step &down"))
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.clear_button = QPushButton(self.tr("Clear"))
        for button, slot in (
            (self.step_up_button, self.step_up),
            (self.step_down_button, self.step_down),
            (self.remove_button, self.remove),
            (self.clear_button, self.clear),
        ):
            button.clicked.connect(lambda _checked=False, s=slot: s())
            actions.addWidget(button)
        actions.addStretch(1)
        layout.addLayout(actions)
        self.error_label = QLabel()
        self.error_label.setObjectName("pool-error")
        mark_as_error(self.error_label)
        self.error_label.setWordWrap(True)
        layout.addWidget(self.error_label)
        self.dice_list.currentRowChanged.connect(lambda _row: self._update_buttons())
        self._refill(None)

    @property
    def pool(self) -> DicePool:
        """Return the pool as built."""
        return self._pool

    def selected_die(self) -> Die | None:
        """Return the die chosen in the list (the last one added if none is chosen)."""
        row = self.dice_list.currentRow()
        if 0 <= row < len(self._pool.dice):
            return self._pool.dice[row]
        return None

    def add(self, die: Die) -> None:
        """Add a die and choose it."""
        self._change(self._pool.add(die), die)

    def step_up(self) -> None:
        """Step the chosen die up (a d12 cannot step up)."""
        die = self.selected_die()
        if die is not None:
            self._try(lambda: self._change(self._pool.step_up(die), die.stepped_up()))

    def step_down(self) -> None:
        """Step the chosen die down (a d4 leaves the pool)."""
        die = self.selected_die()
        if die is not None:
            self._try(lambda: self._change(self._pool.step_down(die), die.stepped_down()))

    def remove(self) -> None:
        """Take the chosen die out of the pool."""
        die = self.selected_die()
        if die is not None:
            self._change(self._pool.remove(die), None)

    def clear(self) -> None:
        """Empty the pool."""
        self._change(DicePool(), None)

    def _try(self, action: object) -> None:
        try:
            action()  # type: ignore[operator]
        except Refusal as error:
            self.error_label.setText(refusal_text(error))

    def _change(self, pool: DicePool, select: Die | None) -> None:
        self.error_label.clear()
        self._pool = pool
        self._refill(select)
        self.pool_changed.emit()

    def _refill(self, select: Die | None) -> None:
        self.dice_list.blockSignals(True)
        self.dice_list.clear()
        for die in self._pool.dice:
            item = QListWidgetItem(die.label)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setSizeHint(
                item.sizeHint().expandedTo(self.dice_list.fontMetrics().size(0, "d12  "))
            )
            self.dice_list.addItem(item)
        if select is not None and select in self._pool.dice:
            self.dice_list.setCurrentRow(self._pool.dice.index(select))
        elif self._pool.dice:
            self.dice_list.setCurrentRow(0)
        self.dice_list.blockSignals(False)
        self._update_buttons()

    def _update_buttons(self) -> None:
        chosen = self.selected_die() is not None
        for button in (self.step_up_button, self.step_down_button, self.remove_button):
            button.setEnabled(chosen)
        self.clear_button.setEnabled(bool(self._pool.dice))
