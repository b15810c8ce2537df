"""Every system: perform one edit and show its refusal where the person is looking.

A page that saves a field, a turn or a step clears the message beside it, performs the edit
through the window (``SectionHost.perform``, one undoable step) and shows the refusal, if
any, in the same place: a label, or a record table's message under the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel

    from starshine_desktop.services.edits import Edit
    from starshine_desktop.ui.host import SectionHost


def perform_showing(
    host: SectionHost, show: Callable[[str | None], None], text: str, op: Callable[[], Edit]
) -> str | None:
    """Perform ``op`` as the undoable step ``text``; show its refusal with ``show``.

    ``show(None)`` clears the place first. Returns the refusal, or None when the edit was made.
    """
    show(None)
    refusals: list[str] = []

    def refused(message: str) -> None:
        refusals.append(message)
        show(message)

    host.perform(text, op, refused=refused)
    return refusals[0] if refusals else None


def in_label(label: QLabel) -> Callable[[str | None], None]:
    """Return how ``perform_showing`` shows a refusal in ``label`` (None empties it)."""
    return lambda message: label.setText(message or "")
