"""Common: the campaign format's limits and its refusal (``ImportRefused``, naming a JSON path)."""

from __future__ import annotations

import re

from starshine_desktop.rules.cortex import Die
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal
from starshine_desktop.rules.starshine.scores import (
    LegalRange,
)

MAX_BYTES = 1024 * 1024 * 1024
"""The largest campaign file read or written (1 GiB). Export refuses to write more, so
whatever it writes, import takes back; readers refuse a larger file by its size, unread."""
MAX_DEPTH = 8
MAX_DIGITS = 15
NOTES_LENGTH = 100_000
ID_RANGE = LegalRange(1, 10**MAX_DIGITS - 1)
COUNT_RANGE = LegalRange(0, 10**MAX_DIGITS - 1)
DIE_SIDES = tuple(int(die) for die in Die)
DATETIME = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?")
DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


class ImportRefused(Refusal, ValueError):
    """The JSON cannot be imported; ``path`` is the JSON path of the first bad value.

    ``ImportRefused(path, QT_TRANSLATE_NOOP("Refusal", "must be {what}"), what=...)``: the
    reason is a marked template and its fields (or a refusal made before, passed on as it
    is), so the window shows it translated (``ui.i18n.refusal_text``). ``str(error)`` is
    ``"{path}: {reason}"`` in English; ``reason`` is the reason's English text and
    ``reason_refusal`` the reason as a refusal.
    """

    def __init__(self, path: str, reason: str | Refusal, /, **fields: object) -> None:
        cause = reason if isinstance(reason, Refusal) else Refusal(reason, **fields)
        super().__init__(QT_TRANSLATE_NOOP("Refusal", "{path}: {reason}"), path=path, reason=cause)
        self.path = path
        self.reason = str(cause)
        self.reason_refusal = cause

    def at(self, path: str) -> ImportRefused:
        """Return this refusal for the value at ``path`` (a part checked on its own)."""
        return ImportRefused(path, self.reason_refusal)
