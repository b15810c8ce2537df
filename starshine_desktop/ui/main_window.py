"""The main window, the shell of every system: sidebar, menus, undo stack and ``Changes``.

It builds the Personae section at once (the first frame shows it) and each other section
when first shown, runs every edit (``perform``) and hands the ``Changes`` of each edit,
undo and redo to every built section. The File menu is ``campaign_files.CampaignFiles``,
the Help menu ``help_menu.HelpMenu``; sections and helpers see the window only through the
protocols of ``host.py``. A campaign file or a link to a shared campaign dropped on the
window opens in it, as File › Open… opens it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QWidget,
)

from starshine_desktop import APP_NAME
from starshine_desktop.services.campaign import Campaign
from starshine_desktop.services.changes import Changes
from starshine_desktop.services.errors import Refusal
from starshine_desktop.storage.errors import ReadOnlyCampaignError, ServerUnreachableError
from starshine_desktop.storage.rows import PersonaRow
from starshine_desktop.ui import heap, platform_keys
from starshine_desktop.ui.campaign_drop import CampaignDrops
from starshine_desktop.ui.campaign_files import CampaignFiles
from starshine_desktop.ui.commands import EditCommand, redo_action, redo_shortcuts, undo_action
from starshine_desktop.ui.help_menu import HelpMenu
from starshine_desktop.ui.i18n import refusal_text, translate
from starshine_desktop.ui.language import LanguageMenu
from starshine_desktop.ui.prompts import Prompter
from starshine_desktop.ui.sections import PERSONAE, SECTIONS, SectionSpec, build_section
from starshine_desktop.ui.sections.base import PersonaTab, SectionPage
from starshine_desktop.ui.sections.sidebar import sidebar
from starshine_desktop.ui.starshine.personae import PersonaeSection, scrolled
from starshine_desktop.ui.text_size import TextSizeMenu
from starshine_desktop.ui.theme import ThemeMenu

if TYPE_CHECKING:
    from PySide6.QtGui import QFont

    from starshine_desktop.services.edits import Edit
    from starshine_desktop.ui.dialogs.find import FindDialog
    from starshine_desktop.ui.shared_live import LiveConnection

GEOMETRY_KEY = "window/geometry"


class MainWindow(QMainWindow):
    """One campaign on screen; every edit is an undoable command saved at once."""

    def __init__(
        self,
        campaign: Campaign,
        *,
        settings: QSettings,
        prompter: Prompter,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._campaign = campaign
        self._settings = settings
        self._prompter = prompter
        self._undo_stack = QUndoStack(self)
        self.read_only_banner: QLabel | None = None
        """The banner shown above the content while the campaign is read-only (built then)."""
        self.live: LiveConnection | None = None
        """The notices and connection of a shared campaign (None for a campaign file)."""
        self._files = CampaignFiles(self, self, self.menuBar().addMenu(self.tr("&File")), settings)
        page = build_section(PERSONAE, self)
        assert isinstance(page, PersonaeSection)
        self.personae = page
        self._section_pages: dict[int, SectionPage] = {0: page}
        self._build_menus()
        self.sections = sidebar()
        self.sections.currentRowChanged.connect(self.show_section)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.personae)
        for _spec in SECTIONS:
            self.pages.addWidget(QWidget())  # replaced by the real page when first shown
        body = QWidget()
        body_layout = QHBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.setSpacing(0)
        body_layout.addWidget(self.sections)
        body_layout.addWidget(self.pages, 1)
        self.setCentralWidget(body)
        self.statusBar().addPermanentWidget(self.personae.count_label)
        self._restore_layout()
        self._campaign_changed()
        self.personae.refresh()
        self._drops = CampaignDrops(self, self._files.open_campaign_file)

    # Sections ------------------------------------------------------------------------

    def show_section(self, row: int) -> None:
        """Show the sidebar's section at ``row``, building its page the first time."""
        row = max(row, 0)
        if row not in self._section_pages:
            spec: SectionSpec = SECTIONS[row - 1]
            if spec.factory is None:
                return
            page = build_section(spec, self)
            page.setObjectName(f"section-{spec.title.lower()}")
            placeholder = self.pages.widget(row)
            self.pages.insertWidget(row, scrolled(page))
            if placeholder is not None:
                self.pages.removeWidget(placeholder)
                placeholder.deleteLater()
            self._section_pages[row] = page
            heap.keep_built()  # its rows live as long as the campaign
        if self.sections.currentRow() != row:
            self.sections.setCurrentRow(row)
        self.pages.setCurrentIndex(row)

    def section_page(self, title: str) -> SectionPage:
        """Return the page of the section called ``title``, building it if needed."""
        for row, spec in enumerate((PERSONAE, *SECTIONS)):
            if spec.title == title:
                self.show_section(row)
                return self._section_pages[row]
        raise KeyError(title)

    def persona_tab(self, title: str) -> PersonaTab:
        """Return the Persona panel's tab called ``title``, building and showing it."""
        return self.personae.persona_tab(title)

    # Menus ---------------------------------------------------------------------------

    def _build_menus(self) -> None:
        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = undo_action(self.undo_stack, self)
        self.undo_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Undo))
        self.redo_action = redo_action(self.undo_stack, self)
        self.redo_action.setShortcuts(redo_shortcuts())
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        self.action_history = self._action(edit_menu, self.tr("&History…"), self.show_history)
        self.action_history.setShortcut(platform_keys.history_keys())
        self._history: QWidget | None = None
        self.action_find = self._action(edit_menu, self.tr("&Find in campaign…"), self.show_find)
        self.action_find.setShortcut(QKeySequence("Ctrl+Shift+F"))
        self._find: FindDialog | None = None
        edit_menu.addSeparator()
        for action in self.personae.edit_actions:
            if action is None:
                edit_menu.addSeparator()
            else:
                edit_menu.addAction(action)

        view_menu = self.menuBar().addMenu(self.tr("&View"))
        self.section_actions: list[QAction] = []
        for row, spec in enumerate((PERSONAE, *SECTIONS)):
            title = translate("Sections", spec.title)
            action = self._action(view_menu, title, partial(self.show_section, row))
            if row < 9:
                action.setShortcut(QKeySequence(f"Ctrl+{row + 1}"))
            action.setEnabled(spec.factory is not None)
            self.section_actions.append(action)
        view_menu.addSeparator()
        self.text_size = TextSizeMenu(view_menu, self._settings, self._text_size_changed)
        view_menu.addSeparator()
        self.theme_menu = ThemeMenu(view_menu, self._settings, self)
        self.language_menu = LanguageMenu(view_menu, self._settings, self)
        self.help = HelpMenu(self, self.menuBar().addMenu(self.tr("&Help")))

    def _action(self, menu: QMenu, text: str, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    def show_history(self) -> QWidget:
        """Show the list of this session's edits; choosing one undoes or redoes up to it."""
        if self._history is None:
            from starshine_desktop.ui.history import HistoryDialog

            self._history = HistoryDialog(self._undo_stack, self)
        self._history.show()
        self._history.raise_()
        self._history.activateWindow()
        return self._history

    def show_find(self) -> FindDialog:
        """Show the Find dialog (built the first time): any record by its text, then go there."""
        if self._find is None:
            from starshine_desktop.ui.dialogs.find import FindDialog

            self._find = FindDialog(self, self)
        self._find.open_for_search()
        return self._find

    # What sections ask (host.SectionHost, host.FilesHost) ----------------------------

    @property
    def campaign(self) -> Campaign:
        """Return the campaign on screen."""
        return self._campaign

    @property
    def undo_stack(self) -> QUndoStack:
        """Return the window's undo stack (every edit goes through it)."""
        return self._undo_stack

    @property
    def prompter(self) -> Prompter:
        """Return the dialogs used to ask and tell."""
        return self._prompter

    @property
    def campaign_files(self) -> CampaignFiles:
        """Return the File menu's actions."""
        return self._files

    def current_persona(self) -> PersonaRow | None:
        """Return the Persona selected in the Personae table."""
        return self.personae.current_persona()

    def current_persona_id(self) -> int | None:
        """Return the id of the Persona selected in the Personae table."""
        return self.personae.current_persona_id()

    def select_persona(self, persona_id: int) -> None:
        """Make a Persona the current row of the Personae table."""
        self.personae.select_persona(persona_id)

    def show_status(self, message: str, timeout: int = 0) -> None:
        """Show ``message`` in the status bar (for ``timeout`` ms; 0: until replaced)."""
        self.statusBar().showMessage(message, timeout)

    def perform(
        self,
        text: str,
        op: Callable[[], Edit],
        *,
        refused: Callable[[str], None] | None = None,
    ) -> Edit | None:
        """Run ``op`` once and push it on the undo stack as ``text``; the one way to edit.

        A ``Refusal`` changes nothing: its message goes to ``refused`` (shown next to the
        field) or to a dialog, and None is returned. An edit that changed no row is not
        pushed. A record the refused edit found changed since (another window's edit not
        shown yet) is read again first, so the field shows what is saved beside the refusal.
        """
        try:
            edit = op()
        except Refusal as error:
            if isinstance(error, ServerUnreachableError) and self.live is not None:
                self.live.lost()  # says so in the status bar at once, and connects again
            self._read_again(error)
            if refused is None:
                self._report_error(error)
            else:
                refused(refusal_text(error))
            return None
        if edit:
            command = EditCommand(
                text,
                edit,
                self._campaign,
                on_changes=self.apply_changes,
                on_error=self._undo_refused,
            )
            self._undo_stack.push(command)
            self.apply_changes(edit.changes)
        return edit

    def apply_changes(self, changes: Changes) -> None:
        """Refresh what ``changes`` names on every built page (an edit, undo or redo here,
        or another window's edit of a shared campaign)."""
        for page in list(self._section_pages.values()):
            page.apply_changes(changes)
        self._files.apply_changes(changes)

    def reload_pages(self) -> None:
        """Read everything shown again (a shared campaign after too many changes to name,
        or after its connection came back)."""
        for page in list(self._section_pages.values()):
            page.campaign_switched()
        self._files.apply_changes(Changes())

    def _read_again(self, error: Exception) -> None:
        """Show again the record a refused edit, undo or redo found changed since."""
        from starshine_desktop.services.edits import changed_since

        changed = changed_since(error)
        if changed:
            self.apply_changes(changed)

    def _undo_refused(self, error: Exception) -> None:
        self._read_again(error)
        self._report_error(error)

    def _report_error(self, error: Exception) -> None:
        title = self.tr("The change could not be made")
        self._prompter.show_error(self, title, refusal_text(error))

    def commit_pending(self) -> None:
        """Save any half-typed edit of every built page."""
        for page in list(self._section_pages.values()):
            page.commit_pending()

    def read_only_message(self) -> str | None:
        """Return why nothing can be saved to the campaign on screen (as shown, translated),
        or None if it can be."""
        reason = self._campaign.read_only_reason
        if reason is None:
            return None
        return refusal_text(ReadOnlyCampaignError(self._campaign.path, reason))

    # The campaign on screen ----------------------------------------------------------

    def _campaign_changed(self) -> None:
        campaign = self._campaign
        if campaign.read_only:
            title = self.tr("{name} — {app} (read-only)")
            where = self.tr("{path} (read-only)").format(path=campaign.path)
        else:
            title, where = self.tr("{name} — {app}"), campaign.where
        self.setWindowTitle(title.format(name=campaign.name, app=APP_NAME))
        problem = campaign.backup_failure
        self.statusBar().showMessage(where if problem is None else refusal_text(problem))
        self._files.campaign_shown(self._campaign)
        if self.live is not None or campaign.shared:
            from starshine_desktop.ui.shared_live import follow_connection

            self.live = follow_connection(self, self.statusBar(), self.live)
        message = self.read_only_message()
        if message is not None or self.read_only_banner is not None:  # built when first needed
            from starshine_desktop.ui.read_only_banner import show_read_only_banner

            self.read_only_banner = show_read_only_banner(self, self.read_only_banner, message)

    def switch_campaign(self, campaign: Campaign) -> None:
        """Put ``campaign`` on screen, close the one shown and let every page reload."""
        self.commit_pending()
        old = self._campaign
        self._campaign = campaign
        self._undo_stack.clear()
        self._campaign_changed()
        for page in list(self._section_pages.values()):
            page.campaign_switched()
        before = old.backup_failure
        old.close()
        heap.renew()
        failure = old.backup_failure
        if failure is not None and failure is not before:  # its backup on closing failed
            self.statusBar().showMessage(refusal_text(failure))

    def finish_opening(self) -> None:
        """Do what the first frame does not need: the routine backup, then the sheet's form.

        The app calls this just after the window is first painted. The backup comes first,
        and the first saved edit would take it anyway; a failure shows in the status bar.
        """
        self._files.finish_opening()
        self.personae.finish_opening()
        heap.keep_built()

    # Window --------------------------------------------------------------------------

    def _text_size_changed(self, font: QFont, scale: float) -> None:
        self.personae.text_size_changed(font, scale)
        self.sections.setFont(font)  # its style sheet keeps it from following the application

    def _restore_layout(self) -> None:
        self.text_size.restore()
        geometry = self._settings.value(GEOMETRY_KEY, QByteArray(), type=QByteArray)
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 760)
        self.personae.restore_layout(self._settings)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.commit_pending()
        self._settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self.personae.save_layout(self._settings)
        self._settings.sync()
        if self.live is not None:
            self.live.close()
        self._campaign.close()
        super().closeEvent(event)
