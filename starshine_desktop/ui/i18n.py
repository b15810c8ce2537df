"""Translation of what a person reads: Qt's ``tr`` and the engine's refusals (all systems).

Widgets use ``self.tr("text")`` (the class is the context); code outside a ``QObject`` uses
``translate("Context", "text")``; text defined at import time is marked with
``QT_TRANSLATE_NOOP("Context", "text")`` and translated where it is shown. ``pyside6-lupdate``
finds all three by name.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from starshine_desktop.rules.errors import Refusal

REFUSAL_CONTEXT = "Refusal"
"""The context of every refusal message of the engine, storage and services."""
GAME_CONTEXT = "Game"
"""The context of game terms (Stances, Scores, Moves...) that the engine names in messages."""


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the chosen language (``%n`` is replaced by ``n`` when it is given)."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def game_term(text: str) -> str:
    """A game term named by the engine (a Stance, a Score...), in the chosen language."""
    return QCoreApplication.translate(GAME_CONTEXT, text)


def _field_text(value: object) -> object:
    """A field of a refusal as the window fills it in: refusals and game terms translated.

    Other values (numbers...) stay as they are, so that a template's conversions and format
    specs (``{value!r}``, ``{modifier:+d}``) give what they give in English.
    """
    if isinstance(value, Refusal):
        return refusal_text(value)
    if isinstance(value, str):
        return game_term(value)
    return value


def refusal_text(error: BaseException) -> str:
    """What the window shows for a refusal: its template translated and filled in.

    Errors that are not refusals (or refusals raised with a plain message) show their text.
    A refusal with an ``english`` text (the engine's words with names for its ids, e.g.
    ``services.starshine.challenge_words.SpokenRefusal``) shows it while its template has
    no translation.
    """
    if not isinstance(error, Refusal) or not error.template:
        return str(error)
    template = QCoreApplication.translate(REFUSAL_CONTEXT, error.template)
    english = getattr(error, "english", None)
    if isinstance(english, str) and template == error.template:
        return english
    if not error.fields:
        return template
    return template.format(**{key: _field_text(value) for key, value in error.fields.items()})
