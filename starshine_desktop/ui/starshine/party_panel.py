"""Starshine: the party folder in the window: File › Party folder… and the Party panel.

``PartyFolderDialog`` binds the open campaign to a shared folder and says who the person is
at the table (the Director, or a player by their Actor). ``PartyController`` then runs the
rounds of ``services/starshine/party_folder.py``: when the folder changes (a
``QFileSystemWatcher``), every few seconds (sync tools replace files behind watchers'
backs), and shortly after each change of the campaign (debounced; only then, or when
something was held back, are the Personae written out). Each Persona file
taken is pushed on the undo stack as its own step and announced in the ``PartyPanel``;
files waiting for the person are listed there and open the Persona update dialog, which
chooses per field.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QFileSystemWatcher, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.services.errors import Refusal
from starshine_desktop.services.starshine.party_folder import (
    Applied,
    FolderWatch,
    PartyBinding,
    PartyRound,
    Waiting,
)
from starshine_desktop.storage.errors import StorageError
from starshine_desktop.ui.i18n import refusal_text, translate

if TYPE_CHECKING:
    from starshine_desktop.services.campaign import Campaign
    from starshine_desktop.services.edits import Edit
    from starshine_desktop.ui.host import SectionHost

RESCAN_MS = 10_000
"""Milliseconds between two looks at the folder while nothing tells of a change."""
SETTLE_MS = 1_200
"""Milliseconds after a change of the folder before it is looked at (and again, until the
files that arrived hold still)."""
WRITE_DELAY_MS = 2_000
"""Milliseconds after the last change of the campaign before its files are written."""


def _who(binding: PartyBinding) -> str:
    if binding.director:
        return translate("PartyPanel", "the Director")
    return translate("PartyPanel", "{actor}'s player").format(actor=binding.actor_name or "?")


def announcement(item: Applied) -> str:
    """Return what a taken file did, in the person's language."""
    if item.added:
        return translate("PartyPanel", "{author} added {persona}.").format(
            author=item.author, persona=item.persona
        )
    parts = []
    for part in item.parts:
        if part.count is None:
            parts.append(translate("PersonaSync", part.label))
        else:
            parts.append(f"{part.count} {translate('PartyFolder', part.label)}")
    return translate("PartyPanel", "{author} updated {persona}: {parts}.").format(
        author=item.author, persona=item.persona, parts=", ".join(parts)
    )


def waiting_text(item: Waiting) -> str:
    """Return why a file waits, in the person's language."""
    if item.copy is not None:
        how = translate("PartyFolder", item.reason())
        return translate("PartyPanel", "{persona} from {author}: {how}").format(
            persona=item.persona, author=item.author, how=how
        )
    fields = ", ".join(translate("PersonaSync", label) for label in item.plan.conflict_labels())
    return translate(
        "PartyPanel", "{persona}: changed here and by {author}, both in {fields}"
    ).format(persona=item.persona, author=item.author, fields=fields)


class PartyFolderDialog(QDialog):
    """Choose the party folder and who the person is at the table; or stop sharing."""

    def __init__(self, campaign: Campaign, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("partyFolderDialog")
        self.setWindowTitle(self.tr("Party folder"))
        self._campaign = campaign
        self.stopped = False
        binding = campaign.party.binding()
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Share Personae with your table through a folder your group already syncs "
                "(Dropbox, Google Drive, OneDrive, Syncthing, a network share). Each change "
                "you make is written there, and the others' changes are taken from there. "
                "Keep the campaign file itself outside that folder."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        row = QHBoxLayout()
        self.folder = QLineEdit(str(binding.folder) if binding is not None else "")
        self.folder.setObjectName("partyFolder")
        self.folder.setAccessibleName(self.tr("Party folder"))
        self.browse = QPushButton(self.tr("Choose…"))
        self.browse.clicked.connect(self._choose)
        row.addWidget(self.folder, 1)
        row.addWidget(self.browse)
        folder_label = QLabel(self.tr("&Folder:"))
        folder_label.setBuddy(self.folder)
        form.addRow(folder_label, row)
        self.who = QComboBox()
        self.who.setObjectName("partyWho")
        self.who.addItem(self.tr("The Director (keeps every Persona)"), None)
        for actor in campaign.records.list_actors():
            if not actor.is_director:
                text = self.tr("{actor}'s player (keeps the Personae {actor} plays)")
                self.who.addItem(text.format(actor=actor.name), actor.id)
        if binding is not None and binding.actor_id is not None:
            self.who.setCurrentIndex(max(self.who.findData(binding.actor_id), 0))
        form.addRow(self.tr("&I am:"), self.who)
        layout.addLayout(form)
        self.problem = QLabel("")
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: palette(highlight);")
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox()
        self.bind_button = QPushButton(self.tr("Share through this folder"))
        self.bind_button.setDefault(True)
        buttons.addButton(self.bind_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.stop_button = QPushButton(self.tr("Stop sharing"))
        buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.stop_button.setVisible(binding is not None)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.bind_button.clicked.connect(self._bind)
        self.stop_button.clicked.connect(self._stop)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 260)

    def _choose(self) -> None:
        start = self.folder.text().strip() or str(Path.home())
        name = QFileDialog.getExistingDirectory(self, self.tr("Party folder"), start)
        if name:
            self.folder.setText(name)

    def _bind(self) -> None:
        text = self.folder.text().strip()
        if not text:
            self.problem.setText(self.tr("Choose the folder your group shares."))
            self.folder.setFocus()
            return
        actor = self.who.currentData()
        try:
            self._campaign.party.bind(Path(text), None if actor is None else int(actor))
        except (Refusal, StorageError) as error:
            self.problem.setText(refusal_text(error))
            self.folder.setFocus()
            return
        self.accept()

    def _stop(self) -> None:
        try:
            self._campaign.party.unbind()
        except (Refusal, StorageError) as error:
            self.problem.setText(refusal_text(error))
            return
        self.stopped = True
        self.accept()


class PartyPanel(QDockWidget):
    """Where the party folder tells what it took and what waits for the person."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("partyPanel")
        self.setWindowTitle(self.tr("Party"))
        body = QWidget()
        layout = QVBoxLayout(body)
        self.status = QLabel("")
        self.status.setObjectName("partyStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.status)
        self.look_button = QPushButton(self.tr("Look now"))
        layout.addWidget(self.look_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(QLabel(f"<b>{self.tr('Waiting for you')}</b>"))
        self.waiting = QListWidget()
        self.waiting.setObjectName("partyWaiting")
        self.waiting.setAccessibleName(self.tr("Waiting for you"))
        self.waiting.setWordWrap(True)
        layout.addWidget(self.waiting, 1)
        buttons = QHBoxLayout()
        self.merge_button = QPushButton(self.tr("Merge…"))
        self.keep_button = QPushButton(self.tr("Keep mine"))
        buttons.addWidget(self.merge_button)
        buttons.addWidget(self.keep_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addWidget(QLabel(f"<b>{self.tr('Updates')}</b>"))
        self.updates = QListWidget()
        self.updates.setObjectName("partyUpdates")
        self.updates.setAccessibleName(self.tr("Updates"))
        self.updates.setWordWrap(True)
        layout.addWidget(self.updates, 2)
        layout.addWidget(QLabel(f"<b>{self.tr('Files left alone')}</b>"))
        self.problems = QListWidget()
        self.problems.setObjectName("partyProblems")
        self.problems.setAccessibleName(self.tr("Files left alone"))
        self.problems.setWordWrap(True)
        layout.addWidget(self.problems, 1)
        self.setWidget(body)
        self.waiting.currentRowChanged.connect(lambda _row: self._enable())
        self._enable()

    def _enable(self) -> None:
        chosen = self.waiting.currentRow() >= 0
        self.merge_button.setEnabled(chosen)
        self.keep_button.setEnabled(chosen)

    def show_waiting(self, items: list[Waiting]) -> None:
        """List the files waiting for the person (the first one chosen)."""
        self.waiting.clear()
        for item in items:
            row = QListWidgetItem(waiting_text(item))
            row.setToolTip(item.file.name)
            self.waiting.addItem(row)
        if items:
            self.waiting.setCurrentRow(0)
        self._enable()

    def announce(self, text: str, when: datetime) -> None:
        """Add an announcement at the top of the updates."""
        self.updates.insertItem(0, f"{when:%H:%M}  {text}")

    def show_problems(self, round_: PartyRound) -> None:
        """List the files of the folder that were left alone, with their reasons."""
        self.problems.clear()
        for item in round_.problems:
            self.problems.addItem(
                self.tr("{file}: {reason}").format(
                    file=item.file.name, reason=refusal_text(item.refusal)
                )
            )


class PartyController(QObject):
    """Runs the party folder's rounds for the window and shows them in the Party panel."""

    def __init__(self, host: SectionHost, panel: PartyPanel, parent: QObject | None = None):
        super().__init__(parent)
        self._host = host
        self.panel = panel
        self.watch = FolderWatch()
        self.waiting: list[Waiting] = []
        self._binding: PartyBinding | None = None
        self._busy = False
        self._dirty = True
        """Whether the campaign may have changed since the last write (a rescan only reads)."""
        self.watcher = QFileSystemWatcher(self)
        self.watcher.directoryChanged.connect(lambda _path: self.look_soon())
        self.watcher.fileChanged.connect(lambda _path: self.look_soon())
        self.rescan = QTimer(self)
        self.rescan.setInterval(RESCAN_MS)
        self.rescan.timeout.connect(self.look)
        self.settle = QTimer(self)
        self.settle.setSingleShot(True)
        self.settle.setInterval(SETTLE_MS)
        self.settle.timeout.connect(self.look)
        self.write_timer = QTimer(self)
        self.write_timer.setSingleShot(True)
        self.write_timer.setInterval(WRITE_DELAY_MS)
        self.write_timer.timeout.connect(self.look)
        panel.look_button.clicked.connect(lambda _c=False: self.look())
        panel.merge_button.clicked.connect(lambda _c=False: self.merge_current())
        panel.keep_button.clicked.connect(lambda _c=False: self.keep_current())

    @property
    def binding(self) -> PartyBinding | None:
        """Return the binding the rounds follow (None: the campaign shares no folder)."""
        return self._binding

    def reload(self) -> None:
        """Follow the campaign's binding (after opening, binding or switching campaigns)."""
        campaign = self._host.campaign
        try:
            self._binding = None if campaign.read_only else campaign.party.binding()
        except (Refusal, StorageError):
            self._binding = None
        self.watch = FolderWatch()
        self.waiting = []
        self._dirty = True
        self.panel.show_waiting([])
        self.panel.problems.clear()
        paths = self.watcher.directories() + self.watcher.files()
        if paths:
            self.watcher.removePaths(paths)
        if self._binding is None:
            self.rescan.stop()
            self.panel.status.setText(self.tr("This campaign shares no party folder."))
            return
        self.panel.status.setText(
            self.tr("Shared through {folder} as {who}.").format(
                folder=self._binding.folder, who=_who(self._binding)
            )
        )
        if self._binding.folder.is_dir():
            self.watcher.addPath(str(self._binding.folder))
        self.rescan.start()
        self.look()
        self.look_soon()

    def look_soon(self) -> None:
        """Look at the folder shortly (files that just changed must hold still first)."""
        if self._binding is not None:
            self.settle.start()

    def campaign_changed(self) -> None:
        """Write the Personae out shortly after the campaign changed (debounced)."""
        if self._binding is not None and not self._busy:
            self._dirty = True
            self.write_timer.start()

    def look(self) -> PartyRound | None:
        """Run one round now: take the others' files, write what changed here."""
        if self._binding is None or self._busy:
            return None
        self._busy = True
        write, self._dirty = self._dirty, False
        try:
            result = self._host.campaign.party.sync(self.watch, write=write)
        except (Refusal, StorageError, OSError) as error:
            text = refusal_text(error) if not isinstance(error, OSError) else str(error)
            self.panel.status.setText(
                self.tr("The party folder cannot be used now: {reason}").format(reason=text)
            )
            return None
        finally:
            self._busy = False
        now = datetime.now()
        for item in result.applied:
            self._push(item, now)
        self.waiting = list(result.waiting)
        self.panel.show_waiting(self.waiting)
        self.panel.show_problems(result)
        if result.arriving:
            self.look_soon()
        if result.waiting or result.arriving:
            self._dirty = self._dirty or write  # held back: written once settled
        if result.written:
            self._host.show_status(
                self.tr("Written to the party folder: {names}").format(
                    names=", ".join(result.written)
                ),
                8000,
            )
        return result

    def _push(self, item: Applied, when: datetime) -> None:
        """Put a taken file on the undo stack as one step and announce it."""
        text = announcement(item)
        edit: Edit = item.edit
        self._busy = True  # taking it is no change of this campaign to write out
        try:
            self._host.perform(text, lambda: edit)
        finally:
            self._busy = False
        self.panel.announce(text, when)

    def _current(self) -> Waiting | None:
        row = self.panel.waiting.currentRow()
        return self.waiting[row] if 0 <= row < len(self.waiting) else None

    def merge_current(self) -> bool:
        """Open the update dialog for the chosen waiting file; apply the choices as one step."""
        from starshine_desktop.ui.dialogs.persona_update import review_persona_update

        item = self._current()
        if item is None:
            return False
        answer = review_persona_update(self.panel, item.plan, allow_copy=False)
        if answer is None:
            return False
        done: list[str] = []

        def make() -> Edit:
            update = self._host.campaign.party.settle(item, answer.choices)
            done.append(update.name)
            return update.edit

        text = translate("PartyPanel", "Merge {name} from {author}").format(
            name=item.persona, author=item.author
        )
        self._host.perform(text, make)
        if not done:
            return False
        self.panel.announce(text, datetime.now())
        self._dirty = True
        self.look()
        return True

    def keep_current(self) -> bool:
        """Leave the campaign's Persona as it is; the chosen file is not offered again."""
        item = self._current()
        if item is None:
            return False
        try:
            self._host.campaign.party.keep_ours(item)
        except (Refusal, StorageError) as error:
            self.panel.status.setText(refusal_text(error))
            return False
        self._dirty = True
        self.look()
        return True
