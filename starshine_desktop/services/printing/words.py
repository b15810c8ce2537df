"""The words the printed documents write, in the language the window chose (all systems).

The services never import Qt. Every heading and label a builder writes is marked by a call
``translate("Print", "English text")`` with literal arguments (``pyside6-lupdate`` collects
those); game terms that the rules name use the ``Game`` context. The window passes its own
translate function while it builds a document (``printed_in``, ``ui/printing.py``); without
one, as for the ``print`` command and the tests, the documents are in English.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

Translate = Callable[[str, str], str]
"""Return ``text`` of translation ``context`` in the chosen language."""


def english(context: str, text: str) -> str:
    """Return ``text`` as it is: the documents' own language."""
    return text


_CURRENT: ContextVar[Translate] = ContextVar("printed_language", default=english)


def translate(context: str, text: str) -> str:
    """Return ``text`` (English, marked for translation) in the document's language."""
    return _CURRENT.get()(context, text)


def current() -> Translate:
    """Return the translate function documents are being built with now."""
    return _CURRENT.get()


@contextmanager
def printed_in(translate_with: Translate) -> Iterator[None]:
    """Build the documents made inside the ``with`` block with ``translate_with``."""
    token = _CURRENT.set(translate_with)
    try:
        yield
    finally:
        _CURRENT.reset(token)
