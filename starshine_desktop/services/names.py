"""Common: a one-line name as every service takes it (blank or overlong text refused)."""

from __future__ import annotations

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.storage.rows import NAME_LENGTH


def clean_name(what: str, value: str) -> str:
    """Return a one-line name, refusing blank or overlong text."""
    text = " ".join(value.split())
    if not text:
        raise ValidationError(QT_TRANSLATE_NOOP("Refusal", "{what} cannot be blank"), what=what)
    if len(text) > NAME_LENGTH:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "{what} is longer than {limit} characters"),
            what=what,
            limit=NAME_LENGTH,
        )
    return text
