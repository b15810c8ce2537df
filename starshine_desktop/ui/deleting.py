"""Deleting, the same everywhere (all game systems).

Every Delete button reads "Delete…", is disabled while nothing is selected, asks once in the
same words ("Delete Ada Quill? Edit › Undo brings it back.") and deletes as one undoable
edit called "Delete Ada Quill" (or "Delete 3 Elements").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtWidgets import QWidget

from starshine_desktop.services.changes import RecordKind

BUTTON_TEXT = "&Delete…"
#: How one and many records of a kind are called when deleted.
NOUNS: dict[RecordKind, tuple[str, str]] = {
    RecordKind.PERSONA: ("Persona", "Personae"),
    RecordKind.ACTOR: ("Actor", "Actors"),
    RecordKind.ELEMENT: ("Element", "Elements"),
    RecordKind.CHARACTERISTIC: ("Characteristic", "Characteristics"),
    RecordKind.EXPRESSION: ("Expression", "Expressions"),
    RecordKind.SHEET_MODIFIER: ("modifier", "modifiers"),
    RecordKind.TRAIT: ("Trait", "Traits"),
    RecordKind.INVESTMENT: ("Investment", "Investments"),
    RecordKind.STRATEGY: ("Strategy", "Strategies"),
    RecordKind.STANCE_CHANGE: ("Stance change", "Stance changes"),
    RecordKind.ADVANCE: ("Advance", "Advances"),
    RecordKind.EPISODE: ("Episode", "Episodes"),
    RecordKind.CHALLENGE: ("Challenge", "Challenges"),
    RecordKind.TRACK: ("track", "tracks"),
    RecordKind.CHALLENGE_POOL: ("challenge", "challenges"),
    RecordKind.STATEMENT_SCENE: ("scene", "scenes"),
}


class Confirms(Protocol):
    """What deleting needs of the window's prompter."""

    def confirm(self, parent: QWidget, title: str, question: str) -> bool: ...


def what(names: Sequence[str], noun: str, plural: str | None = None) -> str:
    """Name what is deleted: the one name, or how many ``plural`` (``noun`` + "s")."""
    if len(names) == 1:
        return names[0]
    return f"{len(names)} {plural or noun + 's'}"


def question(deleted: str) -> str:
    """Return the question asked before deleting ``deleted``."""
    return f"Delete {deleted}? Edit › Undo brings it back."


def undo_text(deleted: str) -> str:
    """Return the name of the edit in Edit › Undo."""
    return f"Delete {deleted}"


def confirm_delete(prompter: Confirms, parent: QWidget, noun: str, deleted: str) -> bool:
    """Ask before deleting ``deleted`` (a ``noun``); True to go ahead."""
    return prompter.confirm(parent, f"Delete {noun}", question(deleted))
