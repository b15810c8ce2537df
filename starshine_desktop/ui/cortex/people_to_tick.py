"""Cortex: the Personae to tick for a new challenge pool, listed a step at a time.

A campaign of 10,000 Personae made 10,000 list items when Dice opened (over 100 ms). The
list now shows the first ``PEOPLE_STEP`` of them in name order and lists the next step in
each idle moment after; it always shows the first rows of that order, so a rename lands in
its place whether its row is listed yet or not, and a tick on a Persona not listed yet (kept
through a refill) still counts.
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

#: Personae listed at once: the first when the list is filled, the next in each idle moment.
PEOPLE_STEP = 50
#: A row's id role and check states (a list item is tickable as made), looked up once.
_ID = Qt.ItemDataRole.UserRole
_CHECKED, _UNCHECKED = Qt.CheckState.Checked, Qt.CheckState.Unchecked


class PeopleToTick(QListWidget):
    """Every Persona by name, each with a box to tick."""

    def __init__(self, names: Mapping[int, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names = names
        #: (name case-folded, Persona id), one per Persona; the list shows its first rows.
        self._order: list[tuple[str, int]] = []
        #: The Personae ticked when the list was filled again, for those not listed yet.
        self._ticked_later: set[int] = set()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._list_more)

    def fill(self) -> None:
        """List every Persona again (a step now, the rest later), keeping the ticks."""
        ticked = set(self.ticked())
        self.clear()
        self._ticked_later = ticked
        self._order = sorted((name.casefold(), i) for i, name in self._names.items())
        self._list_more()

    def ticked(self) -> list[int]:
        """Return the Personae ticked, listed or not yet."""
        listed = [
            int(self.item(row).data(_ID))
            for row in range(self.count())
            if self.item(row).checkState() == _CHECKED
        ]
        return listed + [i for _key, i in self._order[self.count() :] if i in self._ticked_later]

    def update_names(self, changed: set[int]) -> None:
        """Move, add or take out only the Personae whose name changed, keeping the ticks."""
        for persona_id in changed:
            checked = False
            for row, (_key, listed) in enumerate(self._order):
                if listed == persona_id:
                    if row < self.count():
                        item = self.takeItem(row)
                        checked = item is not None and item.checkState() == _CHECKED
                    else:
                        checked = persona_id in self._ticked_later
                    del self._order[row]
                    break
            name = self._names.get(persona_id)
            if name is not None:
                key = (name.casefold(), persona_id)
                row = bisect.bisect_left(self._order, key)
                self._order.insert(row, key)
                if row <= self.count():  # the list stays the order's first rows
                    self.insertItem(row, self._item(persona_id, checked))
                elif checked:
                    self._ticked_later.add(persona_id)

    def _list_more(self) -> None:
        """List the next ``PEOPLE_STEP`` Personae; the rest in the next idle moment."""
        start = self.count()
        for _key, persona_id in self._order[start : start + PEOPLE_STEP]:
            self.addItem(self._item(persona_id, persona_id in self._ticked_later))
        if self.count() < len(self._order):
            self._timer.start()

    def _item(self, persona_id: int, checked: bool) -> QListWidgetItem:
        item = QListWidgetItem(self._names[persona_id])
        item.setData(_ID, persona_id)
        item.setCheckState(_CHECKED if checked else _UNCHECKED)
        return item
