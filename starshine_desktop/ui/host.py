"""What sections, Persona tabs and the window's helpers may ask of the window (all systems).

They depend on these protocols, never on ``MainWindow`` itself: ``SectionHost`` is what a
section page, a Persona tab, the Find dialog or the print menu needs; ``FilesHost`` adds
what the File actions (``campaign_files.py``) need to put another campaign on screen;
``FileActions`` is what a page may ask of those File actions.

This module imports none of the modules that use it (not even for types), so the window's
parts depend on it and it on nothing of theirs: a page is returned as the ``QWidget`` it is
(the caller checks for the page it expects), the File actions as ``FileActions``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QWidget

    from starshine_desktop.services.campaign import Campaign
    from starshine_desktop.services.edits import Edit
    from starshine_desktop.services.printing import PrintKind, PrintRequest
    from starshine_desktop.storage.rows import PersonaRow
    from starshine_desktop.ui.prompts import Prompter


class PrintPreview(Protocol):
    """File › Print and Export PDF (``printing.PrintMenu``) as a page sees it."""

    def preview(self, kind: PrintKind, request: PrintRequest | None = None, /) -> object:
        """Open the print preview of one document."""
        ...


class FileActions(Protocol):
    """The File actions (``campaign_files.CampaignFiles``) as a page sees them."""

    def new_campaign(self) -> None:
        """Ask where, create an empty campaign there and open it."""
        ...

    def open_campaign_dialog(self) -> None:
        """Ask for a campaign file and open it."""
        ...

    def open_campaign_file(self, path: Path) -> bool:
        """Open the campaign at ``path`` in the window; show why not if it cannot be."""
        ...

    def create_from_sample(self) -> bool:
        """Ask where, create a new campaign holding the sample and open it."""
        ...

    def recent_campaigns(self) -> list[Path]:
        """Return the recently opened campaigns, newest first."""
        ...

    def print_menu(self) -> PrintPreview:
        """Return File › Print and Export PDF (filled when first needed)."""
        ...

    def update_persona_actions(self, has_persona: bool) -> None:
        """Offer Export Persona… only while a Persona is selected."""
        ...


class SectionHost(Protocol):
    """The main window as sections and helpers see it."""

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

    @property
    def campaign_files(self) -> FileActions:
        """Return the File actions (new, open, import, export, print, backups…)."""
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

    def current_persona(self) -> PersonaRow | None:
        """Return the Persona selected in the Personae table."""
        ...

    def current_persona_id(self) -> int | None:
        """Return the id of the Persona selected in the Personae table."""
        ...

    def select_persona(self, persona_id: int) -> None:
        """Make a Persona the current row of the Personae table."""
        ...

    def section_page(self, title: str) -> QWidget:
        """Show the section called ``title`` (Personae included), building it if needed."""
        ...

    def persona_tab(self, title: str) -> QWidget:
        """Show the Persona panel's tab called ``title``, building it if needed."""
        ...

    def read_only_message(self) -> str | None:
        """Return why nothing can be saved to the campaign on screen, or None if it can be."""
        ...

    def show_status(self, message: str, timeout: int = 0) -> None:
        """Show ``message`` in the status bar (for ``timeout`` ms; 0: until replaced)."""
        ...


class FilesHost(SectionHost, Protocol):
    """The main window as the File actions see it."""

    def switch_campaign(self, campaign: Campaign) -> None:
        """Put ``campaign`` on screen in place of the one shown (which is closed)."""
        ...

    def commit_pending(self) -> None:
        """Save any half-typed edit of every page."""
        ...

    def close(self) -> bool:
        """Close the window."""
        ...
