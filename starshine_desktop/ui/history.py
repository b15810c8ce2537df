"""Edit › History… (all systems): this session's edits; choosing one undoes or redoes up to it."""

from __future__ import annotations

from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QDialog, QLabel, QUndoView, QVBoxLayout, QWidget

from starshine_desktop import APP_NAME


class HistoryDialog(QDialog):
    """The undo stack as a list: clicking an edit goes back (or forward) to just after it."""

    def __init__(self, undo_stack: QUndoStack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("History — {app}").format(app=APP_NAME))
        self.setObjectName("history")
        view = QUndoView(undo_stack, self)
        view.setObjectName("history-view")
        view.setAccessibleName(self.tr("Edits"))
        view.setEmptyLabel(self.tr("Opened"))
        note = QLabel(self.tr("Click an edit to go back (or forward) to just after it."))
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(view, 1)
        self.resize(420, 480)
