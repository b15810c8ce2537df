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

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.ui.i18n import translate

if TYPE_CHECKING:  # the first edit loads them, not the first frame
    from starshine_desktop.services.campaign import Campaign
    from starshine_desktop.services.changes import Changes
    from starshine_desktop.services.edits import Edit


#: The texts of Undo and Redo: each alone (nothing to undo) and with the edit's name, as one
#: template per sentence (German puts the verb after the edit: "{command} rückgängig machen").
#: The edit's name is quoted, so "Undo “Name the threats”" reads as one sentence.
#: The ``MENU`` pair has an accelerator (the Edit menu), the ``BUTTON`` pair none (buttons).
UNDO_MENU = (
    QT_TRANSLATE_NOOP("UndoActions", "&Undo"),
    QT_TRANSLATE_NOOP("UndoActions", "&Undo “{command}”"),
)
REDO_MENU = (
    QT_TRANSLATE_NOOP("UndoActions", "&Redo"),
    QT_TRANSLATE_NOOP("UndoActions", "&Redo “{command}”"),
)
UNDO_BUTTON = (
    QT_TRANSLATE_NOOP("UndoActions", "Undo"),
    QT_TRANSLATE_NOOP("UndoActions", "Undo “{command}”"),
)
REDO_BUTTON = (
    QT_TRANSLATE_NOOP("UndoActions", "Redo"),
    QT_TRANSLATE_NOOP("UndoActions", "Redo “{command}”"),
)


class _NextEdit(QObject):
    """Names an Undo or Redo action after the next edit of its stack.

    A child of the action: when the action goes (with the dialog holding it), so does this
    receiver and its connection to the stack, which outlives them.
    """

    def __init__(self, action: QAction, texts: tuple[str, str]) -> None:
        super().__init__(action)
        self._action = action
        self._alone, self._template = texts

    def show(self, command: str) -> None:
        """Name the action after ``command`` (empty: nothing to undo or redo)."""
        if command:
            text = translate("UndoActions", self._template).format(command=command)
        else:
            text = translate("UndoActions", self._alone)
        self._action.setText(text)


def _undo_redo_action(
    stack: QUndoStack, parent: QObject, texts: tuple[str, str], *, redo: bool
) -> QAction:
    """Return an action that undoes (or redoes) on ``stack``, named after the next edit.

    ``QUndoStack.createUndoAction`` glues a prefix and the edit's name with a space, which
    no translation can reorder; this action fills one translated template instead.
    """
    action = QAction(parent)
    name = _NextEdit(action, texts)
    if redo:
        stack.canRedoChanged.connect(action.setEnabled)
        stack.redoTextChanged.connect(name.show)
        action.triggered.connect(stack.redo)
        action.setEnabled(stack.canRedo())
        name.show(stack.redoText() if stack.canRedo() else "")
    else:
        stack.canUndoChanged.connect(action.setEnabled)
        stack.undoTextChanged.connect(name.show)
        action.triggered.connect(stack.undo)
        action.setEnabled(stack.canUndo())
        name.show(stack.undoText() if stack.canUndo() else "")
    return action


def undo_action(stack: QUndoStack, parent: QObject, texts: tuple[str, str] = UNDO_MENU) -> QAction:
    """Return an Undo action for ``stack`` ("Undo Add Persona"), enabled while it can undo."""
    return _undo_redo_action(stack, parent, texts, redo=False)


def redo_action(stack: QUndoStack, parent: QObject, texts: tuple[str, str] = REDO_MENU) -> QAction:
    """Return a Redo action for ``stack`` ("Redo Add Persona"), enabled while it can redo."""
    return _undo_redo_action(stack, parent, texts, redo=True)


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
