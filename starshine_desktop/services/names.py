"""Common: a one-line name as every service takes it (blank or overlong text refused).

No text a person types may hold the NUL character (``refuse_nul``), on either engine:
PostgreSQL's text cannot keep it, so a campaign holding one could not be shared.
"""

from __future__ import annotations

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.storage.rows import NAME_LENGTH


def refuse_nul(what: str, value: str) -> None:
    """Refuse text holding the NUL character (pasted by mistake; no campaign text holds it)."""
    if "\x00" in value:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "{what} cannot hold the NUL character"), what=what
        )


def clean_name(what: str, value: str) -> str:
    """Return a one-line name, refusing blank or overlong text or the NUL character."""
    refuse_nul(what, value)
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
