"""Typed errors of the services layer."""

from __future__ import annotations


class ValidationError(ValueError):
    """An entered value the campaign cannot keep (blank name, too long a text)."""
