"""A choice kept in the settings file and offered as a submenu of exclusive items (all systems).

View › Theme and View › Language each keep one value under a key of the settings file
(``theme=dark``, ``language=de``) and offer their values as checkable items of a submenu, the
kept one ticked. ``KeptChoice`` reads the value back (its default for none or an unknown one)
and keeps a new one at once; ``add_choices`` fills the submenu.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu


@dataclass(frozen=True, slots=True)
class KeptChoice:
    """One value kept under ``key`` in the settings file: one of ``values``, else ``default``."""

    key: str
    values: Collection[str]
    default: str

    def read(self, settings: QSettings) -> str:
        """Return the value kept (the default if none is, or one no longer offered)."""
        value = settings.value(self.key, self.default)
        return value if isinstance(value, str) and value in self.values else self.default

    def keep(self, settings: QSettings, value: str) -> None:
        """Keep ``value`` for the next start, written to the file now."""
        settings.setValue(self.key, value)
        settings.sync()


def add_choices(
    owner: QObject,
    menu: QMenu,
    names: Iterable[tuple[str, str]],
    chosen: str,
    choose: Callable[[str, bool], object],
) -> dict[str, QAction]:
    """Add an exclusive checkable item to ``menu`` for each (value, name), ``chosen`` ticked.

    Triggering an item calls ``choose(value, checked)``; the items (owned by ``owner``) are
    returned by value.
    """
    group = QActionGroup(owner)
    group.setExclusive(True)
    actions: dict[str, QAction] = {}
    for value, name in names:
        action = QAction(name, owner)
        action.setCheckable(True)
        action.setChecked(value == chosen)
        action.triggered.connect(partial(choose, value))
        group.addAction(action)
        menu.addAction(action)
        actions[value] = action
    return actions
