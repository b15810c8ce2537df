"""Undo commands: each one's redo() and undo() call the services.

The first run happens before the command is pushed, so a refused edit raises to the
caller (which shows the reason) and never reaches the undo stack.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand, QUndoStack

from starshine_desktop.services.changes import Changes

Action = Callable[[], Changes]


class ServiceCommand(QUndoCommand):
    """An edit done and undone through the services; ``report`` applies or shows results."""

    def __init__(
        self,
        text: str,
        *,
        redo: Action,
        undo: Action,
        on_changes: Callable[[Changes], None],
        on_error: Callable[[Exception], None],
    ) -> None:
        super().__init__(text)
        self._redo = redo
        self._undo = undo
        self._on_changes = on_changes
        self._on_error = on_error
        self._already_done = False

    def _run(self, action: Action) -> None:
        try:
            changes = action()
        except Exception as error:  # a failure in undo/redo must reach the person, not Qt
            self._on_error(error)
            self.setObsolete(True)
            return
        self._on_changes(changes)

    def redo(self) -> None:
        if self._already_done:
            self._already_done = False
            return
        self._run(self._redo)

    def undo(self) -> None:
        self._run(self._undo)

    def push_after(self, stack: QUndoStack, first: Action) -> Changes:
        """Run ``first`` (raising if refused), then push this command already done."""
        changes = first()
        self._on_changes(changes)
        self._already_done = True
        stack.push(self)
        return changes
