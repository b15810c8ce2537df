"""File › Restore from backup: the campaign's verified backups with date and size.

Also the offer made when a campaign cannot be opened because it is damaged: restore the
newest backup that passes its check (the damaged file is kept beside it). Where the
campaign's place cannot be written (a read-only drive …), the offer says so and restores
the backup as a copy in a place the person chooses, leaving the damaged file as it is.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex
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

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.campaign import Campaign, open_campaign
from starshine_desktop.services.safety import (
    BackupFile,
    RestoreDestinationError,
    newest_good_backup,
    restore,
    restore_as_copy,
    suggested_copy_path,
    why_not_restorable_in_place,
)
from starshine_desktop.storage.errors import (
    DamagedCampaignError,
    NotACampaignError,
    StorageError,
)
from starshine_desktop.ui.i18n import refusal_text, translate
from starshine_desktop.ui.models.table_model import Column, TableModel

if TYPE_CHECKING:
    from starshine_desktop.ui.prompts import Prompter

RESTORE_AS_COPY_TITLE = QT_TRANSLATE_NOOP("RestoreBackup", "Restore from backup as a copy")
REASONS = {
    "open": QT_TRANSLATE_NOOP("RestoreBackup", "on opening"),
    "close": QT_TRANSLATE_NOOP("RestoreBackup", "on closing after changes"),
    "before-restore": QT_TRANSLATE_NOOP("RestoreBackup", "before a restore"),
}
ModelIndex = QModelIndex | QPersistentModelIndex


def describe_reason(reason: str) -> str:
    """Return why a backup was taken, in words."""
    if reason.startswith("before-v"):
        return translate("RestoreBackup", "before upgrading the file's format")
    return translate("RestoreBackup", REASONS[reason]) if reason in REASONS else reason


def describe_size(size: int) -> str:
    """Return a size in bytes as a person reads it."""
    if size < 1024:
        return translate("RestoreBackup", "{size} bytes").format(size=size)
    if size < 1024 * 1024:
        return translate("RestoreBackup", "{size} KB").format(size=f"{size / 1024:.0f}")
    return translate("RestoreBackup", "{size} MB").format(size=f"{size / (1024 * 1024):.1f}")


def describe_time(backup: BackupFile) -> str:
    """Return when a backup was taken, in local time."""
    return backup.taken_at.astimezone().strftime("%Y-%m-%d %H:%M:%S")


#: The backups of one campaign as the dialog lists them (newest first, as given).
BACKUP_COLUMNS: tuple[Column[BackupFile], ...] = (
    Column(
        QT_TRANSLATE_NOOP("Column", "Taken"),
        describe_time,
        lambda backup: backup.taken_at.timestamp(),
        tooltip=lambda backup: str(backup.path),
    ),
    Column(
        QT_TRANSLATE_NOOP("Column", "Size"),
        lambda backup: describe_size(backup.size),
        lambda backup: backup.size,
        numeric=True,
        tooltip=lambda backup: str(backup.path),
    ),
    Column(
        QT_TRANSLATE_NOOP("Column", "Why"),
        lambda backup: describe_reason(backup.reason),
        tooltip=lambda backup: str(backup.path),
    ),
)


class RestoreBackupDialog(QDialog):
    """Lists a campaign's backups; Restore accepts with the chosen one."""

    def __init__(
        self,
        campaign_name: str,
        backups: list[BackupFile],
        parent: QWidget,
        *,
        read_only_reason: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Restore from backup"))
        self.setObjectName("restore-backup")
        self.as_copy = read_only_reason is not None
        self.model: TableModel[BackupFile] = TableModel(
            BACKUP_COLUMNS, row_id=lambda backup: backup.path, parent=self
        )
        self.model.reset_rows(backups)
        layout = QVBoxLayout(self)
        if read_only_reason is None:
            text = self.tr(
                "Choose a backup of <b>{name}</b> to put in place of the current file. The "
                "current file is backed up first, so this can be undone by restoring that."
            ).format(name=escape(campaign_name))
        else:
            text = self.tr(
                "<b>{name}</b> cannot be written ({reason}), so a backup cannot be put in its "
                "place. Choose a backup to restore as a copy in a place you choose; the copy "
                "opens as a campaign you can edit and the file here is left as it is."
            ).format(name=escape(campaign_name), reason=escape(read_only_reason))
        self.intro = QLabel(text)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.table = QTableView()
        self.table.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.table.setObjectName("backups-table")
        self.table.setAccessibleName(self.tr("Backups"))
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
        self.restore_button.setText(
            self.tr("Restore as a &copy…") if self.as_copy else self.tr("&Restore")
        )
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
        return self.model.row_at(rows[0].row()) if rows else None


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
    Where ``path`` cannot be written, the backup is offered as a copy in a place the
    person chooses, and the damaged file is left exactly as it is.
    """
    offer = None
    if isinstance(error, DamagedCampaignError | NotACampaignError):
        offer = newest_good_backup(backup_folder, path)
    if offer is None:
        prompter.show_error(
            parent,  # type: ignore[arg-type]
            translate("RestoreBackup", "Cannot open campaign"),
            refusal_text(error),
        )
        return None
    taken = translate("RestoreBackup", "The newest good backup was taken {time} ({size}).").format(
        time=describe_time(offer), size=describe_size(offer.size)
    )
    unwritable = why_not_restorable_in_place(path)
    if unwritable is not None:
        question = translate(
            "RestoreBackup",
            "{error}\n\n{taken} {name} cannot be written ({reason}), so the backup cannot be "
            "put in its place.\n\nRestore it as a copy in a place you choose? The copy opens "
            "as a campaign you can edit; the damaged file is left exactly as it is.",
        ).format(error=refusal_text(error), taken=taken, name=path.name, reason=unwritable)
        title = translate("RestoreBackup", RESTORE_AS_COPY_TITLE)
        if not prompter.confirm(parent, title, question):  # type: ignore[arg-type]
            return None
        return restore_copy_asking_where(path, offer, backup_folder, prompter, parent)
    question = translate(
        "RestoreBackup",
        "{error}\n\n{taken} Restore it? The damaged file will be kept beside it, renamed to "
        "end in “.damaged”.",
    ).format(error=refusal_text(error), taken=taken)
    title = translate("RestoreBackup", "Restore from backup")
    if not prompter.confirm(parent, title, question):  # type: ignore[arg-type]
        return None
    try:
        restore(path, offer.path, backup_folder=backup_folder)
        return open_campaign(path, backup_folder=backup_folder)
    except (StorageError, OSError) as failure:
        prompter.show_error(
            parent,  # type: ignore[arg-type]
            translate("RestoreBackup", "Cannot restore the backup"),
            refusal_text(failure),
        )
        return None


def restore_copy_asking_where(
    campaign: Path,
    backup: BackupFile,
    backup_folder: Path,
    prompter: Prompter,
    parent: QWidget | None,
) -> Campaign | None:
    """Ask where to restore ``backup`` as a copy, write it there and open it; None if not.

    A place that cannot take the copy (a file already there, a read-only drive …) is told
    with its reason and the person is asked again; ``campaign`` itself is never touched.
    """
    suggested = suggested_copy_path(campaign)
    while True:
        destination = prompter.choose_copy_destination(parent, suggested)  # type: ignore[arg-type]
        if destination is None:
            return None
        try:
            restore_as_copy(backup.path, destination)
        except RestoreDestinationError as refusal:
            prompter.show_error(
                parent,  # type: ignore[arg-type]
                translate("RestoreBackup", "Cannot restore the backup there"),
                refusal_text(refusal),
            )
            suggested = destination
            continue
        except (StorageError, OSError) as failure:
            prompter.show_error(
                parent,  # type: ignore[arg-type]
                translate("RestoreBackup", "Cannot restore the backup"),
                refusal_text(failure),
            )
            return None
        try:
            return open_campaign(destination, backup_folder=backup_folder)
        except (StorageError, OSError) as failure:
            prompter.show_error(
                parent,  # type: ignore[arg-type]
                translate("RestoreBackup", "Cannot open the restored copy"),
                refusal_text(failure),
            )
            return None
