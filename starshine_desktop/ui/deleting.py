"""Deleting, the same everywhere (all game systems).

Every Delete button reads "Delete…", is disabled while nothing is selected, asks once in the
same words ("Delete Ada Quill? Edit › Undo brings it back.") and deletes as one undoable
edit called "Delete Ada Quill" (or "Delete 3 Elements").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtWidgets import QWidget

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.changes import RecordKind
from starshine_desktop.ui.i18n import translate

#: The Delete buttons' text (English; shown as ``button_text()``).
BUTTON_TEXT = QT_TRANSLATE_NOOP("Deleting", "&Delete…")
#: How one and many records of a kind are called when deleted (English; the functions below
#: show them translated in the ``Deleting`` context).
NOUNS: dict[RecordKind, tuple[str, str]] = {
    RecordKind.PERSONA: (
        QT_TRANSLATE_NOOP("Deleting", "Persona"),
        QT_TRANSLATE_NOOP("Deleting", "Personae"),
    ),
    RecordKind.ACTOR: (
        QT_TRANSLATE_NOOP("Deleting", "Actor"),
        QT_TRANSLATE_NOOP("Deleting", "Actors"),
    ),
    RecordKind.ELEMENT: (
        QT_TRANSLATE_NOOP("Deleting", "Element"),
        QT_TRANSLATE_NOOP("Deleting", "Elements"),
    ),
    RecordKind.CHARACTERISTIC: (
        QT_TRANSLATE_NOOP("Deleting", "Characteristic"),
        QT_TRANSLATE_NOOP("Deleting", "Characteristics"),
    ),
    RecordKind.EXPRESSION: (
        QT_TRANSLATE_NOOP("Deleting", "Expression"),
        QT_TRANSLATE_NOOP("Deleting", "Expressions"),
    ),
    RecordKind.SHEET_MODIFIER: (
        QT_TRANSLATE_NOOP("Deleting", "modifier"),
        QT_TRANSLATE_NOOP("Deleting", "modifiers"),
    ),
    RecordKind.TRAIT: (
        QT_TRANSLATE_NOOP("Deleting", "Trait"),
        QT_TRANSLATE_NOOP("Deleting", "Traits"),
    ),
    RecordKind.INVESTMENT: (
        QT_TRANSLATE_NOOP("Deleting", "Investment"),
        QT_TRANSLATE_NOOP("Deleting", "Investments"),
    ),
    RecordKind.STRATEGY: (
        QT_TRANSLATE_NOOP("Deleting", "Strategy"),
        QT_TRANSLATE_NOOP("Deleting", "Strategies"),
    ),
    RecordKind.STANCE_CHANGE: (
        QT_TRANSLATE_NOOP("Deleting", "Stance change"),
        QT_TRANSLATE_NOOP("Deleting", "Stance changes"),
    ),
    RecordKind.ADVANCE: (
        QT_TRANSLATE_NOOP("Deleting", "Advance"),
        QT_TRANSLATE_NOOP("Deleting", "Advances"),
    ),
    RecordKind.EPISODE: (
        QT_TRANSLATE_NOOP("Deleting", "Episode"),
        QT_TRANSLATE_NOOP("Deleting", "Episodes"),
    ),
    RecordKind.CHALLENGE: (
        QT_TRANSLATE_NOOP("Deleting", "Challenge"),
        QT_TRANSLATE_NOOP("Deleting", "Challenges"),
    ),
    RecordKind.TRACK: (
        QT_TRANSLATE_NOOP("Deleting", "track"),
        QT_TRANSLATE_NOOP("Deleting", "tracks"),
    ),
    RecordKind.CHALLENGE_POOL: (
        QT_TRANSLATE_NOOP("Deleting", "challenge"),
        QT_TRANSLATE_NOOP("Deleting", "challenges"),
    ),
    RecordKind.STATEMENT_SCENE: (
        QT_TRANSLATE_NOOP("Deleting", "scene"),
        QT_TRANSLATE_NOOP("Deleting", "scenes"),
    ),
}
#: What a table of records of no particular kind calls them.
RECORD_NOUN = (QT_TRANSLATE_NOOP("Deleting", "record"), QT_TRANSLATE_NOOP("Deleting", "records"))


def button_text() -> str:
    """Return the text of every Delete button, translated."""
    return translate("Deleting", BUTTON_TEXT)


def noun_text(noun: str) -> str:
    """Return an English noun of ``NOUNS`` (or ``RECORD_NOUN``) as shown, translated."""
    return translate("Deleting", noun)


class Confirms(Protocol):
    """What deleting needs of the window's prompter."""

    def confirm(self, parent: QWidget, title: str, question: str) -> bool: ...


def what(names: Sequence[str], noun: str, plural: str | None = None) -> str:
    """Name what is deleted: the one name, or how many ``plural`` (``noun`` + "s")."""
    if len(names) == 1:
        return names[0]
    return translate("Deleting", "{count} {things}").format(
        count=len(names), things=noun_text(plural or noun + "s")
    )


def question(deleted: str) -> str:
    """Return the question asked before deleting ``deleted``."""
    return translate("Deleting", "Delete {deleted}? Edit › Undo brings it back.").format(
        deleted=deleted
    )


def undo_text(deleted: str) -> str:
    """Return the name of the edit in Edit › Undo."""
    return translate("Deleting", "Delete {deleted}").format(deleted=deleted)


def confirm_delete(prompter: Confirms, parent: QWidget, noun: str, deleted: str) -> bool:
    """Ask before deleting ``deleted`` (a ``noun``); True to go ahead."""
    title = translate("Deleting", "Delete {noun}").format(noun=noun_text(noun))
    return prompter.confirm(parent, title, question(deleted))
