"""What a section page or a Persona tab may ask of the main window, and their base classes."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QWidget

from starshine_desktop.services.campaign import Campaign
from starshine_desktop.services.changes import Changes
from starshine_desktop.ui import deleting
from starshine_desktop.ui.prompts import Prompter

if TYPE_CHECKING:  # the first edit loads it, not the first frame
    from starshine_desktop.services.edits import Edit


class SectionHost(Protocol):
    """The main window as sections see it."""

    @property
    def campaign(self) -> Campaign:
        """Return the campaign on screen (it changes when another file is opened)."""
        ...

    @property
    def undo_stack(self) -> QUndoStack:
        """Return the window's undo stack."""
        ...

    @property
    def prompter(self) -> Prompter:
        """Return the dialogs used to ask and tell (scripted in tests)."""
        ...

    def perform(
        self,
        text: str,
        op: Callable[[], Edit],
        *,
        refused: Callable[[str], None] | None = None,
    ) -> Edit | None:
        """Run ``op`` and push it as one undoable step; a refusal goes to ``refused``.

        Without ``refused`` the refusal is shown in a dialog. Returns None if refused.
        """
        ...

    def current_persona_id(self) -> int | None:
        """Return the id of the Persona selected in the Personae table."""
        ...


class SectionPage(QWidget):
    """A page of the sidebar; refreshes itself from the services it calls."""

    def __init__(self, host: SectionHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host

    def campaign_switched(self) -> None:
        """Reload everything: another campaign file is now open."""

    def apply_changes(self, changes: Changes) -> None:
        """Refresh what ``changes`` names (after any edit, undo or redo anywhere)."""

    def commit_pending(self) -> None:
        """Save any half-typed edit before the window switches away or closes."""

    def _confirm_delete(self, noun: str, deleted: str) -> bool:
        """Ask as every Delete asks (``ui/deleting.py``)."""
        return deleting.confirm_delete(self.host.prompter, self, noun, deleted)


class PersonaTab(SectionPage):
    """An extra tab of the Persona panel, showing one Persona (or none)."""

    def show_persona(self, persona_id: int | None) -> None:
        """Show the Persona with ``persona_id`` (None: nothing selected)."""
