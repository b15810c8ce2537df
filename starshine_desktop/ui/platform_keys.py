"""Shortcuts that differ per platform, where a common choice clashes with the system.

Qt writes the macOS Command key as ``Ctrl`` (and the Control key as ``Meta``), so
``Ctrl+H`` is Command-H there, which hides the application. ``PLATFORM`` is read when a
window builds its menus; tests set it to see another platform's keys.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QKeySequence

PLATFORM = sys.platform

#: Keys macOS keeps for itself (in Qt's spelling): hide, hide others, minimise, cycle
#: windows, Spotlight, screenshots, the Dock, full screen, lock screen, force quit.
MACOS_RESERVED = frozenset(
    {
        "Ctrl+H",
        "Ctrl+Alt+H",
        "Ctrl+M",
        "Ctrl+Alt+M",
        "Ctrl+`",
        "Ctrl+Space",
        "Ctrl+Shift+3",
        "Ctrl+Shift+4",
        "Ctrl+Shift+5",
        "Ctrl+Alt+D",
        "Ctrl+Meta+F",
        "Ctrl+Meta+Q",
        "Ctrl+Alt+Esc",
    }
)


def history_keys() -> QKeySequence:
    """Return the shortcut of Edit › History…: Ctrl+H, but Command-Y on macOS (as Safari).

    Command-Y is free there: Redo is Command-Shift-Z on macOS, not Ctrl+Y as elsewhere.
    """
    return QKeySequence("Ctrl+Y" if PLATFORM == "darwin" else "Ctrl+H")


def reserved_keys() -> frozenset[str]:
    """Return the shortcuts this platform keeps for itself, in Qt's portable spelling."""
    return MACOS_RESERVED if PLATFORM == "darwin" else frozenset()
