"""The Elements a Challenge's set-up offers: one checkable list model over the campaign's
Elements, each line made when a view first asks for it.

The set-up used to make a list item (its text, id and check box) for every Element as it
opened; this model keeps the Elements' rows as read and makes a line for the rows a view
shows, so opening the set-up costs the rows in sight, not the Elements in the campaign.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QListView, QWidget

from starshine_desktop.storage.starshine.records_rows import ElementRow
from starshine_desktop.ui.i18n import translate
from starshine_desktop.ui.starshine.persona_choice import ID_ROLE, NAME_ROLE, CheckListModel

AnyIndex = QModelIndex | QPersistentModelIndex


class ElementChoiceModel(CheckListModel):
    """The campaign's Elements in the order read (by id), each with a check box: those in
    play."""

    def __init__(self, elements: Iterable[ElementRow], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows = list(elements)
        self._lines: dict[int, str] = {}
        self.lines_made = 0
        """How many Elements' lines were made (a test pins that it follows the rows shown)."""

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        """Return the Elements, none under a row."""
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        """Return a row's line (made on first sight), its check state, id or name."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._line(row)
        if role == Qt.ItemDataRole.CheckStateRole:
            ticked = row.id in self._chosen
            return Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked
        if role == ID_ROLE:
            return row.id
        if role in (NAME_ROLE, Qt.ItemDataRole.AccessibleTextRole):
            return row.name
        return None

    def _id_at(self, row: int) -> int:
        return self._rows[row].id

    def _line(self, row: ElementRow) -> str:
        line = self._lines.get(row.id)
        if line is None:
            self.lines_made += 1
            line = translate("ChallengeSetupPage", "{name} — Scale {scale}").format(
                name=row.name, scale=row.scale
            )
            self._lines[row.id] = line
        return line

    def chosen(self) -> list[int]:
        """Return the ids of the Elements ticked, in list order."""
        return [row.id for row in self._rows if row.id in self._chosen]


class ElementChoiceView(QListView):
    """The list of Elements to tick, every row as tall as the first (so the view lays out
    and asks about the rows in sight only)."""

    def __init__(self, model: ElementChoiceModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setUniformItemSizes(True)
        self.setModel(model)
        self.choice = model
