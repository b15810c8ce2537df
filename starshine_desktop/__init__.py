"""Starshine Desktop: an offline character and campaign manager for Starshine."""

from __future__ import annotations

__version__ = "0.1.0"
APP_NAME = "Starshine Desktop"
