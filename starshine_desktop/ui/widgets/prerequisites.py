"""Common: an action that needs something first says so beside its button, before the click.

``Prerequisite`` pairs a button with a label placed next to it. While something the action
needs is missing (an Element and a Characteristic before an Investment, a selected
Strategy before developing it) the button is off and the label says, in one sentence, what
to do first; once nothing is missing the label goes and the button works. A screen reader
reads the same sentence as the button's description.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget


class Prerequisite:
    """Keeps ``button`` off, with the reason in ``hint`` beside it, while something is missing."""

    def __init__(self, button: QAbstractButton, parent: QWidget | None = None) -> None:
        self.button = button
        self.hint = QLabel(parent)
        self.hint.setObjectName(f"{button.objectName() or 'action'}-needs")
        self.hint.setWordWrap(True)
        self.hint.hide()

    def update(self, missing: str | None) -> None:
        """Say what is ``missing`` (None: nothing, the button works)."""
        self.button.setEnabled(missing is None)
        self.hint.setText(missing or "")
        self.hint.setVisible(bool(missing))
        self.button.setAccessibleDescription(missing or "")

    @property
    def missing(self) -> str | None:
        """Return what the label says is missing (None when the button works)."""
        return self.hint.text() or None
