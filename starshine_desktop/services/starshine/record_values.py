"""Starshine: checking the values a person gives a record, before anything is written.

Each check returns the clean value or raises a ``ValidationError`` naming the field. No text
holds the NUL character (``names.refuse_nul``).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.names import refuse_nul
from starshine_desktop.storage.rows import NAME_LENGTH

NOTES_LENGTH = 100_000


def clean_line(what: str, value: object, *, required: bool = True) -> str:
    """Return a one-line text with spaces tidied, refusing a blank or overlong one."""
    if not isinstance(value, str):
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "{what} must be text, not {value}"),
            what=what,
            value=repr(value),
        )
    refuse_nul(what, value)
    text = " ".join(value.split())
    if required and not text:
        raise ValidationError(QT_TRANSLATE_NOOP("Refusal", "{what} cannot be blank"), what=what)
    if len(text) > NAME_LENGTH:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "{what} is longer than {limit} characters"),
            what=what,
            limit=NAME_LENGTH,
        )
    return text


def clean_notes(value: object) -> str:
    """Return notes, refusing anything but text of at most 100,000 characters."""
    if not isinstance(value, str):
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "Notes must be text, not {value}"), value=repr(value)
        )
    if len(value) > NOTES_LENGTH:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "Notes are longer than {limit} characters"),
            limit=NOTES_LENGTH,
        )
    refuse_nul(QT_TRANSLATE_NOOP("Game", "Notes"), value)
    return value


def clean_flag(what: str, value: object) -> bool:
    """Return ``value`` if it is a real ``bool``."""
    if type(value) is not bool:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "{what} must be true or false, not {value}"),
            what=what,
            value=repr(value),
        )
    return value


def clean_date(what: str, value: object) -> date:
    """Return the date written ``YYYY-MM-DD``."""
    if isinstance(value, date) and not isinstance(value, datetime):
        return value
    if not isinstance(value, str) or len(value) != 10:
        raise _not_a_date(what, value)
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise _not_a_date(what, value) from None


def _not_a_date(what: str, value: object) -> ValidationError:
    return ValidationError(
        QT_TRANSLATE_NOOP("Refusal", "{what} must be a date written YYYY-MM-DD, not {value}"),
        what=what,
        value=repr(value),
    )


def clean_choice(what: str, value: object, choices: type[Any]) -> str:
    """Return ``value`` if it is one of an enum's values."""
    allowed = [member.value for member in choices]
    if not isinstance(value, str) or value not in allowed:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "{what} must be one of {allowed}, not {value}"),
            what=what,
            allowed=", ".join(allowed),
            value=repr(value),
        )
    return value
