"""The one way the window performs an edit: ``EditCommand`` on the undo stack.

A use case in services does the work in one transaction and returns an ``Edit`` (the rows
it wrote and the ``Changes`` they amount to). The window runs it once (``perform``); if the
services refuse, the ``Refusal`` reaches the person and nothing is pushed. Otherwise the
command is pushed already done; its ``undo()`` and ``redo()`` replay the ``Edit``'s rows
backwards or forwards through ``Campaign.undo``/``Campaign.redo``, the same for every
game system, and hand the ``Changes`` to the views.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence, QUndoCommand

if TYPE_CHECKING:  # the first edit loads them, not the first frame
    from starshine_desktop.services.campaign import Campaign
    from starshine_desktop.services.changes import Changes
    from starshine_desktop.services.edits import Edit


def redo_shortcuts() -> list[QKeySequence]:
    """Return the platform's Redo keys, with Ctrl+Shift+Z everywhere (as the Edit menu)."""
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
    if QKeySequence("Ctrl+Shift+Z") not in keys:
        keys.append(QKeySequence("Ctrl+Shift+Z"))
    return keys


class EditCommand(QUndoCommand):
    """One edit on the undo stack, done already; undo and redo replay its rows."""

    def __init__(
        self,
        text: str,
        edit: Edit,
        campaign: Campaign,
        *,
        on_changes: Callable[[Changes], None],
        on_error: Callable[[Exception], None],
    ) -> None:
        super().__init__(text)
        self.edit = edit
        self._campaign = campaign
        self._on_changes = on_changes
        self._on_error = on_error
        self._already_done = True

    def _run(self, action: Callable[[Edit], Changes]) -> None:
        try:
            changes = action(self.edit)
        except Exception as error:  # a failure in undo/redo must reach the person, not Qt
            self._on_error(error)
            self.setObsolete(True)
            return
        self._on_changes(changes)

    def redo(self) -> None:
        if self._already_done:  # pushed after it was done
            self._already_done = False
            return
        self._run(self._campaign.redo)

    def undo(self) -> None:
        self._run(self._campaign.undo)
