"""Refusals of imported JSON with a translatable reason (rules packages, Persona files).

``ImportRefused`` (``services/exchange.py``) says where in the JSON the first bad value is and
why: ``"{path}: {reason}"``. ``RefusedAt`` is that refusal with its reason a template marked
``QT_TRANSLATE_NOOP("Refusal", …)`` and the reason's fields, so the window shows it translated
(``ui.i18n.refusal_text``); ``str(error)``, ``error.path`` and ``error.reason`` are the English
text as for any ``ImportRefused``, and every ``except ImportRefused`` catches it.
"""

from __future__ import annotations

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal
from starshine_desktop.services.exchange import ImportRefused


class RefusedAt(ImportRefused):
    """The JSON cannot be imported: ``path`` names the first bad value, ``reason`` says why."""

    def __init__(self, path: str, reason: str, /, **fields: object) -> None:
        Refusal.__init__(
            self,
            QT_TRANSLATE_NOOP("Refusal", "{path}: {reason}"),
            path=path,
            reason=Refusal(reason, **fields),
        )
        self.path = path
        self.reason = reason.format(**fields) if fields else reason


def refused_at(path: str, error: ImportRefused) -> RefusedAt:
    """Return ``error``'s refusal for the value at ``path`` (a part checked on its own)."""
    reason = error.fields.get("reason") if isinstance(error, RefusedAt) else None
    if isinstance(reason, Refusal):
        return RefusedAt(path, reason.template, **reason.fields)
    return RefusedAt(path, error.reason)
