"""File › Restore from backup: the campaign's verified backups with date and size.

Also the offer made when a campaign cannot be opened because it is damaged: restore the
newest backup that passes its check (the damaged file is kept beside it).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.services.campaign import Campaign, open_campaign
from starshine_desktop.services.safety import BackupFile, newest_good_backup, restore
from starshine_desktop.storage.errors import (
    DamagedCampaignError,
    NotACampaignError,
    StorageError,
)

if TYPE_CHECKING:
    from starshine_desktop.ui.prompts import Prompter

COLUMNS = ("Taken", "Size", "Why")
REASONS = {
    "open": "on opening",
    "close": "on closing after changes",
    "before-restore": "before a restore",
}
ModelIndex = QModelIndex | QPersistentModelIndex


def describe_reason(reason: str) -> str:
    """Return why a backup was taken, in words."""
    if reason.startswith("before-v"):
        return "before upgrading the file's format"
    return REASONS.get(reason, reason)


def describe_size(size: int) -> str:
    """Return a size in bytes as a person reads it."""
    if size < 1024:
        return f"{size} bytes"
    if size < 1024 * 1024:
        return f"{size / 1024:.0f} KB"
    return f"{size / (1024 * 1024):.1f} MB"


def describe_time(backup: BackupFile) -> str:
    """Return when a backup was taken, in local time."""
    return backup.taken_at.astimezone().strftime("%Y-%m-%d %H:%M:%S")


class BackupTableModel(QAbstractTableModel):
    """The backups of one campaign, newest first."""

    def __init__(self, backups: list[BackupFile], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._backups = list(backups)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._backups)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._backups):
            return None
        backup = self._backups[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                describe_time(backup),
                describe_size(backup.size),
                describe_reason(backup.reason),
            )[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return str(backup.path)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 1:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(COLUMNS)
        ):
            return COLUMNS[section]
        return None

    def backup_at(self, row: int) -> BackupFile:
        """Return the backup shown in ``row``."""
        return self._backups[row]


class RestoreBackupDialog(QDialog):
    """Lists a campaign's backups; Restore accepts with the chosen one."""

    def __init__(self, campaign_name: str, backups: list[BackupFile], parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle("Restore from backup")
        self.setObjectName("restore-backup")
        self.model = BackupTableModel(backups, self)
        layout = QVBoxLayout(self)
        intro = QLabel(
            f"Choose a backup of <b>{campaign_name}</b> to put in place of the current file. "
            "The current file is backed up first, so this can be undone by restoring that."
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.table = QTableView()
        self.table.setObjectName("backups-table")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda _index: self.accept())
        layout.addWidget(self.table, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.restore_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.restore_button.setText("&Restore")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        if backups:
            self.table.selectRow(0)
        self._selection_changed()
        self.resize(560, 360)

    def _selection_changed(self, *_args: object) -> None:
        self.restore_button.setEnabled(self.chosen() is not None)

    def chosen(self) -> BackupFile | None:
        """Return the selected backup, or None."""
        rows = self.table.selectionModel().selectedRows()
        return self.model.backup_at(rows[0].row()) if rows else None


def offer_restore_after_failed_open(
    path: Path,
    error: StorageError,
    backup_folder: Path,
    prompter: Prompter,
    parent: QWidget | None,
) -> Campaign | None:
    """Tell why ``path`` did not open; if it is damaged and a good backup exists, offer it.

    Returns the campaign opened from the restored backup, or None. Nothing is repaired or
    replaced without the person's yes; the damaged file is kept as ``….damaged-<time>``.
    """
    offer = None
    if isinstance(error, DamagedCampaignError | NotACampaignError):
        offer = newest_good_backup(backup_folder, path)
    if offer is None:
        prompter.show_error(parent, "Cannot open campaign", str(error))  # type: ignore[arg-type]
        return None
    question = (
        f"{error}\n\nThe newest good backup was taken {describe_time(offer)} "
        f"({describe_size(offer.size)}). Restore it? The damaged file will be kept beside "
        "it, renamed to end in “.damaged”."
    )
    if not prompter.confirm(parent, "Restore from backup", question):  # type: ignore[arg-type]
        return None
    try:
        restore(path, offer.path, backup_folder=backup_folder)
        return open_campaign(path, backup_folder=backup_folder)
    except (StorageError, OSError) as failure:
        prompter.show_error(parent, "Cannot restore the backup", str(failure))  # type: ignore[arg-type]
        return None
