"""The campaign's backups on screen (all systems): the routine backup on opening, one during a
long session, and File › Restore from backup….

Restoring replaces the campaign's file (backed up first) and opens it again; a read-only
campaign's backup is restored as a copy in a place the person chooses, and the copy opens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from starshine_desktop.services.campaign import open_campaign
from starshine_desktop.storage.errors import StorageError
from starshine_desktop.ui.file_flow import FileFlow
from starshine_desktop.ui.i18n import refusal_text, translate

if TYPE_CHECKING:
    from starshine_desktop.ui.dialogs.restore_backup import RestoreBackupDialog

SESSION_BACKUP_MINUTES = 30
"""How often a campaign with saved changes is backed up during a session."""


class CampaignBackups(FileFlow):
    """Back the campaign on screen up, and restore one of its backups."""

    def take_open_backup(self) -> None:
        """Take the routine backup on opening (once the window is painted); start the timer."""
        campaign = self._host.campaign
        if not campaign.shared:  # a shared campaign's is written off the window's thread
            campaign.take_open_backup()
        if campaign.backup_failure is not None:
            self._host.show_status(refusal_text(campaign.backup_failure))
        self.session_backups.start()

    @property
    def session_backups(self) -> QTimer:
        """Return the timer that backs the campaign up during a long session."""
        timer = getattr(self, "_session_backups", None)
        if timer is None:
            timer = self._session_backups = QTimer(self._parent)
            timer.setInterval(SESSION_BACKUP_MINUTES * 60_000)
            timer.timeout.connect(self.backup_during_session)
        return timer

    def backup_during_session(self) -> None:
        """Back the campaign up if anything was saved since the last backup; say so briefly."""
        campaign = self._host.campaign
        if campaign.closed:
            return
        if campaign.backup_during_session():
            self._status(translate("CampaignFiles", "Backed up."))
        elif campaign.backup_failure is not None:
            self._host.show_status(refusal_text(campaign.backup_failure))

    def restore_from_backup(self) -> RestoreBackupDialog:
        """Show the campaign's backups; restoring one replaces the file (backed up first).

        A read-only campaign's file is not replaced: the backup is restored as a copy in a
        place the person chooses, and the copy is opened.
        """
        from starshine_desktop.services.safety import backups_of
        from starshine_desktop.ui.dialogs.restore_backup import RestoreBackupDialog

        campaign = self._host.campaign
        backups = backups_of(campaign.path, campaign.backup_folder)
        reason = campaign.read_only_reason  # a marked phrase: shown translated
        dialog = RestoreBackupDialog(
            campaign.name,
            backups,
            self._parent,
            read_only_reason=None if reason is None else translate("Refusal", reason),
        )
        dialog.accepted.connect(lambda: self._restore_chosen(dialog))
        self.restore_dialog = dialog
        dialog.open()
        return dialog

    def _restore_chosen(self, dialog: RestoreBackupDialog) -> None:
        from starshine_desktop.services.safety import restore
        from starshine_desktop.ui.dialogs.restore_backup import describe_time

        backup = dialog.chosen()
        if backup is None:
            return
        host = self._host
        path = host.campaign.path
        folder = host.campaign.backup_folder
        if dialog.as_copy:  # the file cannot be written: a copy elsewhere, this one kept
            from starshine_desktop.ui.dialogs.restore_backup import restore_copy_asking_where

            copy = restore_copy_asking_where(path, backup, folder, host.prompter, self._parent)
            if copy is not None:
                host.switch_campaign(copy)
                message = translate("CampaignFiles", "Restored the backup taken {when} as {path}")
                host.show_status(message.format(when=describe_time(backup), path=copy.path), 8000)
            return
        host.commit_pending()
        host.campaign.close()
        try:
            restore(path, backup.path, backup_folder=folder)
        except (StorageError, OSError) as error:
            self._error(
                translate("CampaignFiles", "Cannot restore the backup"), refusal_text(error)
            )
        try:
            campaign = open_campaign(path, backup_folder=folder)
        except (StorageError, OSError) as error:
            self._error(
                translate("CampaignFiles", "Cannot reopen the campaign"), refusal_text(error)
            )
            host.close()
            return
        host.switch_campaign(campaign)
        restored = translate("CampaignFiles", "Restored the backup taken {when}")
        host.show_status(restored.format(when=describe_time(backup)), 8000)
