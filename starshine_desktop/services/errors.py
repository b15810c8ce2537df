"""Common: typed errors of the services layer, and ``Refusal``, the base of every refusal.

``Refusal`` lives in ``rules/errors.py`` (the lowest layer) so that the engine's ``RuleError``
and storage's ``StorageError`` derive from it too; everything above imports it from here.
"""

from __future__ import annotations

from starshine_desktop.rules.errors import Refusal


class ValidationError(Refusal, ValueError):
    """An entered value the campaign cannot keep (blank name, too long a text)."""


__all__ = ["Refusal", "ValidationError"]
