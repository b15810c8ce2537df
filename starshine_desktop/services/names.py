"""Common: a one-line name as every service takes it (blank or overlong text refused)."""

from __future__ import annotations

from starshine_desktop.services.errors import ValidationError
from starshine_desktop.storage.rows import NAME_LENGTH


def clean_name(what: str, value: str) -> str:
    """Return a one-line name, refusing blank or overlong text."""
    text = " ".join(value.split())
    if not text:
        raise ValidationError(f"{what} cannot be blank")
    if len(text) > NAME_LENGTH:
        raise ValidationError(f"{what} is longer than {NAME_LENGTH} characters")
    return text
