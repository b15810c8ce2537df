"""The base classes of section pages and Persona tabs (what they ask of the window: ``host.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from starshine_desktop.services.changes import Changes
from starshine_desktop.ui import deleting

if TYPE_CHECKING:  # a protocol, for the type checker only
    from starshine_desktop.ui.host import SectionHost


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
