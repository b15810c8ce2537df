"""The main window: sections, the Personae table and sheet, menus and the undo stack."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QItemSelectionModel, QModelIndex, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QFontMetrics, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop import APP_NAME, __version__
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.campaign import Campaign, create_campaign, open_campaign
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.errors import Refusal
from starshine_desktop.storage.errors import ReadOnlyCampaignError, StorageError
from starshine_desktop.storage.rows import PersonaFlag, PersonaRow, PersonaValues
from starshine_desktop.ui import deleting, platform_keys
from starshine_desktop.ui.commands import EditCommand, redo_shortcuts
from starshine_desktop.ui.language import LanguageMenu
from starshine_desktop.ui.models.personae import (
    COLUMNS,
    NAME_COLUMN,
    STATUS_COLUMN,
    persona_model,
    status_texts,
)
from starshine_desktop.ui.prompts import Prompter
from starshine_desktop.ui.sections import (
    PERSONA_TABS,
    SECTIONS,
    SectionSpec,
    build_persona_tab,
    build_section,
)
from starshine_desktop.ui.sections.base import PersonaTab, SectionPage
from starshine_desktop.ui.start_page import StartPage
from starshine_desktop.ui.widgets.headers import fit_header_titles, title_width
from starshine_desktop.ui.widgets.persona_sheet import Field, FieldKey, PersonaSheet

if TYPE_CHECKING:
    from starshine_desktop.services.edits import Edit
    from starshine_desktop.ui.dialogs.find import FindDialog
    from starshine_desktop.ui.dialogs.restore_backup import RestoreBackupDialog
    from starshine_desktop.ui.printing import PrintMenu

PERSONAE_TITLE = "Personae"
NOT_AVAILABLE = "not available yet"
RECENT_KEY = "recent_campaigns"
GEOMETRY_KEY = "window/geometry"
SPLITTER_KEY = "window/personae_splitter"
TEXT_SIZE_KEY = "view/text_size_step"
#: Points added to the system's text size by View › Larger/Smaller text (to read at a table).
TEXT_SIZE_STEPS = range(-2, 13)
_SYSTEM_POINT_SIZE = "starshine_system_point_size"
MAX_RECENT = 8
#: How often a campaign with saved changes is backed up during a session.
SESSION_BACKUP_MINUTES = 30
READ_ONLY_BANNER_STYLE = (
    "QLabel#read-only-banner { background: palette(tool-tip-base); color: palette(tool-tip-text);"
    " border-bottom: 1px solid palette(mid); padding: 8px 12px; }"
)
CHALLENGE_TIP = "Run a Starshine Challenge with this Persona (Ctrl+Shift+H)"

#: Shortcuts that live outside the menus (tables, the Challenge wizard).
OTHER_SHORTCUTS = (
    ("Tables", "Delete the selected rows", "Del"),
    ("Challenge wizard", "Roll the dice", "Ctrl+R"),
    ("Challenge wizard", "Apply the step shown", "Ctrl+Enter"),
)

LICENCES = (
    ("Starshine Desktop", "MIT"),
    ("Qt 6 and PySide6", "LGPLv3"),
    ("SQLAlchemy", "MIT"),
    ("Alembic", "MIT"),
    ("platformdirs", "MIT"),
    ("Ironsworn moves and oracles, adapted from Sundered Isles by Shawn Tomkin", "CC BY-NC-SA 4.0"),
)

#: Pixels beside the Status column's title (the sort arrow and margins) and beside a status.
STATUS_HEADER_ROOM = 28
STATUS_CELL_ROOM = 14


def about_text() -> str:
    """Return the About box's text: version and licences."""
    rows = "".join(
        f"<tr><td>{name}</td><td>&nbsp;{licence}</td></tr>" for name, licence in LICENCES
    )
    return (
        f"<h3>{APP_NAME} {__version__}</h3>"
        "<p>An offline character and campaign manager for the Starshine tabletop "
        "role-playing game.</p>"
        f"<p>Licences:</p><table>{rows}</table>"
    )


def confirm_location(path: Path, prompter: Prompter, parent: QWidget | None) -> bool:
    """Warn before opening a campaign in a synced folder or on a share; True to go on."""
    from starshine_desktop.storage.location import LocationKind, risk_of_location

    risk = risk_of_location(path)
    if risk is None:
        return True
    title = (
        "Campaign on a network share"
        if risk.kind == LocationKind.NETWORK
        else "Campaign in a synced folder"
    )
    return prompter.confirm(parent, title, f"{risk.message}\n\nOpen it anyway?")  # type: ignore[arg-type]


def _scrolled(page: QWidget) -> QScrollArea:
    """Wrap a page so a small screen (1366×768) scrolls it instead of growing the window."""
    scroll = QScrollArea()
    scroll.setWidget(page)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    return scroll


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
        self._section_pages: dict[int, SectionPage] = {}
        self._persona_tabs: dict[int, PersonaTab] = {}
        self._text_size_step = 0
        #: The banner shown above the content while the campaign is read-only (built then).
        self.read_only_banner: QLabel | None = None
        self.model = persona_model(lambda ids: self._campaign.personae.find_personae(ids), self)
        self.model.reset_rows(campaign.personae.list_personae())
        self._build_menus()

        self.sections = self._build_sidebar()
        self.pages = QStackedWidget()
        # The Personae: the grid and the sheet, or the start page while a campaign just
        # opened has none.
        self.personae_stack = QStackedWidget()
        self.personae_stack.addWidget(self._build_personae_page())
        self.start_page = StartPage(
            add_persona=self.add_persona,
            new_campaign=self.new_campaign,
            open_campaign=self.open_campaign_dialog,
            new_from_sample=self.campaign_files.create_from_sample,
            open_recent=self.open_campaign_file,
        )
        self.personae_stack.addWidget(self.start_page)
        self.model.rowsInserted.connect(lambda *_args: self._leave_start_page())
        self.model.modelReset.connect(self._leave_start_page)
        self.pages.addWidget(self.personae_stack)
        for _spec in SECTIONS:
            self.pages.addWidget(QWidget())  # replaced by the real page when first shown
        body = QWidget()
        body_layout = QHBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.setSpacing(0)
        body_layout.addWidget(self.sections)
        body_layout.addWidget(self.pages, 1)
        self.setCentralWidget(body)
        self.count_label = QLabel()
        self.statusBar().addPermanentWidget(self.count_label)
        for signal in (self.model.modelReset, self.model.rowsInserted, self.model.rowsRemoved):
            signal.connect(self._update_count)  # the count follows the table, however it changed
        self._update_count()

        self.table.sortByColumn(NAME_COLUMN, Qt.SortOrder.AscendingOrder)
        self._restore_layout()
        self._campaign_changed()

    # Building ------------------------------------------------------------------------

    def _build_sidebar(self) -> QListWidget:
        sections = QListWidget()
        sections.setObjectName("sections")
        sections.setAccessibleName("Sections")
        sections.setFixedWidth(150)
        sections.setSpacing(4)  # room around each name; a style sheet would fix its colours
        sections.addItem(QListWidgetItem(PERSONAE_TITLE))
        for spec in SECTIONS:
            item = QListWidgetItem(spec.title)
            if spec.factory is None:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                item.setToolTip(NOT_AVAILABLE)
            sections.addItem(item)
        sections.setCurrentRow(0)
        sections.currentRowChanged.connect(self.show_section)
        return sections

    def show_section(self, row: int) -> None:
        """Show the sidebar's section at ``row``, building its page the first time."""
        row = max(row, 0)
        if row > 0 and row not in self._section_pages:
            spec: SectionSpec = SECTIONS[row - 1]
            if spec.factory is None:
                return
            page = build_section(spec, self)
            page.setObjectName(f"section-{spec.title.lower()}")
            placeholder = self.pages.widget(row)
            self.pages.insertWidget(row, _scrolled(page))
            if placeholder is not None:
                self.pages.removeWidget(placeholder)
                placeholder.deleteLater()
            self._section_pages[row] = page
        if self.sections.currentRow() != row:
            self.sections.setCurrentRow(row)
        self.pages.setCurrentIndex(row)

    def section_page(self, title: str) -> SectionPage:
        """Return the page of the section called ``title``, building it if needed."""
        for row, spec in enumerate(SECTIONS, start=1):
            if spec.title == title:
                self.show_section(row)
                return self._section_pages[row]
        raise KeyError(title)

    def _build_persona_tabs(self, scroll: QWidget) -> QWidget:
        if not PERSONA_TABS:
            return scroll
        self.persona_tabs = QTabWidget()
        self.persona_tabs.setObjectName("persona-tabs")
        self.persona_tabs.addTab(scroll, "Sheet")
        for spec in PERSONA_TABS:
            self.persona_tabs.addTab(QWidget(), spec.title)
        self.persona_tabs.currentChanged.connect(self._persona_tab_shown)
        return self.persona_tabs

    def _persona_tab_shown(self, index: int) -> None:
        if index <= 0 or index in self._persona_tabs:
            return
        spec = PERSONA_TABS[index - 1]
        tab = build_persona_tab(spec, self)
        placeholder = self.persona_tabs.widget(index)
        self.persona_tabs.blockSignals(True)
        self.persona_tabs.removeTab(index)
        self.persona_tabs.insertTab(index, _scrolled(tab), spec.title)
        self.persona_tabs.setCurrentIndex(index)
        self.persona_tabs.blockSignals(False)
        if placeholder is not None:
            placeholder.deleteLater()
        self._persona_tabs[index] = tab
        tab.show_persona(self.current_persona_id())

    def persona_tab(self, title: str) -> PersonaTab:
        """Return the Persona panel's tab called ``title``, building and showing it."""
        for index, spec in enumerate(PERSONA_TABS, start=1):
            if spec.title == title:
                self.persona_tabs.setCurrentIndex(index)
                self._persona_tab_shown(index)
                return self._persona_tabs[index]
        raise KeyError(title)

    def _built_pages(self) -> list[SectionPage]:
        return [*self._section_pages.values(), *self._persona_tabs.values()]

    def _build_personae_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        bar = QHBoxLayout()
        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName("persona-filter")
        self.filter_edit.setPlaceholderText("Filter by name, Actor or notes")
        self.filter_edit.setAccessibleName("Filter Personae")
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.model.set_filter_text)
        self.filter_edit.textChanged.connect(lambda _text: self._update_count())
        self.add_button = QPushButton("&Add Persona")
        self.add_button.clicked.connect(self.add_persona)
        self.duplicate_button = QPushButton("D&uplicate")
        self.duplicate_button.clicked.connect(self.duplicate_persona)
        self.delete_button = QPushButton(deleting.BUTTON_TEXT)
        self.delete_button.clicked.connect(self.delete_persona)
        self.challenge_button = QPushButton("Start Challenge…")
        self.challenge_button.setToolTip(CHALLENGE_TIP)
        self.challenge_button.clicked.connect(self.start_challenge)
        bar.addWidget(self.filter_edit, 1)
        for button in (
            self.add_button,
            self.duplicate_button,
            self.delete_button,
            self.challenge_button,
        ):
            bar.addWidget(button)
        layout.addLayout(bar)

        self.table = QTableView()
        self.table.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.table.setObjectName("personae-table")
        self.table.setAccessibleName(PERSONAE_TITLE)
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        header = self.table.horizontalHeader()
        header.setDefaultSectionSize(64)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.resizeSection(0, 150)
        header.resizeSection(1, 110)
        header.resizeSection(len(COLUMNS) - 1, 130)
        header.setHighlightSections(False)
        fit_header_titles(self.table)
        #: True once the person has resized the Status column: it is then left as they made it.
        self._status_width_chosen = False
        self._fitting_status = False
        header.sectionResized.connect(self._section_resized)
        self.table.selectionModel().currentRowChanged.connect(self._current_row_changed)
        delete_key = QAction("Delete Persona", self.table)
        delete_key.setShortcut(QKeySequence.StandardKey.Delete)
        delete_key.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        delete_key.triggered.connect(self.delete_persona)
        self.table.addAction(delete_key)
        self._delete_key = delete_key

        self.sheet = PersonaSheet(self._commit_field)
        self.sheet.set_modifier_source(lambda pid: self._campaign.records.modifier_totals(pid))
        scroll = self._sheet_scroll = QScrollArea()
        scroll.setWidget(self.sheet)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.sheet.form_built.connect(self._fit_sheet)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self._build_persona_tabs(scroll))
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        layout.addWidget(self.splitter, 1)
        return page

    def _refit_after_font_change(self) -> None:
        """Widen the sheet's panel for a new text size (once the widgets took the new font)."""
        self._fit_status_column()
        fit_header_titles(self.table)
        if self.sheet.form_is_built:
            self._fit_sheet()

    def _fit_status_column(self) -> None:
        """Size the Status column to its header and the statuses shown, unless resized by hand.

        Few Personae carry a status, so the column stays narrow until one does ("† Dead",
        "Risked Corruption & Death") and narrows again when none does.
        """
        if self._status_width_chosen:
            return
        header = self.table.horizontalHeader()
        cells = self.table.fontMetrics()
        title = str(self.model.headerData(STATUS_COLUMN, Qt.Orientation.Horizontal))
        widths = [
            header.fontMetrics().horizontalAdvance(title) + STATUS_HEADER_ROOM,
            title_width(header, STATUS_COLUMN),
        ]
        widths += [
            cells.horizontalAdvance(text) + STATUS_CELL_ROOM for text in status_texts(self.model)
        ]
        self._fitting_status = True
        try:
            header.resizeSection(STATUS_COLUMN, max(widths))
        finally:
            self._fitting_status = False

    def _section_resized(self, column: int, _old: int, _new: int) -> None:
        if column == STATUS_COLUMN and not self._fitting_status:
            self._status_width_chosen = True

    def _fit_sheet(self) -> None:
        """Keep the sheet's panel wide enough for its form (once the form is built)."""
        hint = self.sheet.form_minimum_width()
        self._sheet_scroll.setMinimumWidth(hint + 24)

    def finish_opening(self) -> None:
        """Do what the first frame does not need: the routine backup, then the sheet's form.

        The app calls this just after the window is first painted. The backup comes first,
        and the first saved edit would take it anyway; a failure shows in the status bar.
        """
        self._campaign.take_open_backup()
        problem = self._campaign.backup_problem
        if problem:
            self.statusBar().showMessage(problem)
        self.sheet.build_form()
        self.session_backups.start()

    @property
    def session_backups(self) -> QTimer:
        """Return the timer that backs the campaign up during a long session."""
        timer = getattr(self, "_session_backups", None)
        if timer is None:
            timer = self._session_backups = QTimer(self)
            timer.setInterval(SESSION_BACKUP_MINUTES * 60_000)
            timer.timeout.connect(self.backup_during_session)
        return timer

    def backup_during_session(self) -> None:
        """Back the campaign up if anything was saved since the last backup; say so briefly."""
        if self._campaign.closed:
            return
        if self._campaign.backup_during_session():
            self.statusBar().showMessage("Backed up.", 5000)
        elif self._campaign.backup_problem:
            self.statusBar().showMessage(self._campaign.backup_problem)

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        self.action_new = self._action(file_menu, "&New campaign…", self.new_campaign)
        self.action_new.setShortcut(QKeySequence.StandardKey.New)
        self.action_open = self._action(file_menu, "&Open…", self.open_campaign_dialog)
        self.action_open.setShortcut(QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu("Open &recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self._fill_recent_menu()
        self.action_save_copy = self._action(file_menu, "Save a &copy as…", self.save_copy_as)
        self.action_save_copy.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.action_restore = self._action(
            file_menu, "Restore from &backup…", self.restore_from_backup
        )
        from starshine_desktop.ui.campaign_files import CampaignFileActions

        self.campaign_files = CampaignFileActions(self, file_menu)
        file_menu.addSeparator()
        self.print_submenu = file_menu.addMenu("&Print")
        self.pdf_submenu = file_menu.addMenu("Export P&DF")
        self._print_menu: PrintMenu | None = None
        self.print_submenu.aboutToShow.connect(self.print_menu)
        self.pdf_submenu.aboutToShow.connect(self.print_menu)
        file_menu.addSeparator()
        quit_action = self._action(file_menu, "&Quit", self.close)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)

        edit_menu = self.menuBar().addMenu("&Edit")
        self.undo_action = self.undo_stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Undo))
        self.redo_action = self.undo_stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcuts(redo_shortcuts())
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        self.action_history = self._action(edit_menu, "&History…", self.show_history)
        self.action_history.setShortcut(platform_keys.history_keys())
        self._history: QWidget | None = None
        self.action_find = self._action(edit_menu, "&Find in campaign…", self.show_find)
        self.action_find.setShortcut(QKeySequence("Ctrl+Shift+F"))
        self._find: FindDialog | None = None
        edit_menu.addSeparator()
        self.action_add = self._action(edit_menu, "&Add Persona", self.add_persona)
        self.action_add.setShortcut(QKeySequence("Ctrl+Shift+N"))
        self.action_duplicate = self._action(
            edit_menu, "D&uplicate Persona", self.duplicate_persona
        )
        self.action_duplicate.setShortcut(QKeySequence("Ctrl+D"))
        self.action_delete = self._action(edit_menu, "&Delete Persona…", self.delete_persona)
        edit_menu.addSeparator()
        self.action_start_challenge = self._action(
            edit_menu, "Start &Challenge…", self.start_challenge
        )
        self.action_start_challenge.setShortcut(QKeySequence("Ctrl+Shift+H"))

        view_menu = self.menuBar().addMenu("&View")
        self.section_actions: list[QAction] = []
        titles = [
            (PERSONAE_TITLE, True),
            *((spec.title, spec.factory is not None) for spec in SECTIONS),
        ]
        for row, (title, available) in enumerate(titles):
            action = self._action(view_menu, title, partial(self.show_section, row))
            if row < 9:
                action.setShortcut(QKeySequence(f"Ctrl+{row + 1}"))
            action.setEnabled(available)
            self.section_actions.append(action)
        view_menu.addSeparator()
        self.action_larger_text = self._action(
            view_menu, "&Larger text", lambda: self.set_text_size_step(self._text_size_step + 1)
        )
        self.action_larger_text.setShortcuts([QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")])
        self.action_smaller_text = self._action(
            view_menu, "&Smaller text", lambda: self.set_text_size_step(self._text_size_step - 1)
        )
        self.action_smaller_text.setShortcut(QKeySequence("Ctrl+-"))
        self.action_normal_text = self._action(
            view_menu, "&Normal text size", lambda: self.set_text_size_step(0)
        )
        self.action_normal_text.setShortcut(QKeySequence("Ctrl+0"))
        self.action_normal_text.setEnabled(False)
        view_menu.addSeparator()
        self.language_menu = LanguageMenu(view_menu, self._settings, self)

        help_menu = self.menuBar().addMenu("&Help")
        self.action_shortcuts = self._action(help_menu, "&Keyboard shortcuts", self.show_shortcuts)
        self.action_log_folder = self._action(help_menu, "Open &log folder", self.open_log_folder)
        self.action_about = self._action(help_menu, f"&About {APP_NAME}", self.show_about)

    def show_history(self) -> QWidget:
        """Show the list of this session's edits; choosing one undoes or redoes up to it."""
        if self._history is None:
            from PySide6.QtWidgets import QDialog, QUndoView

            dialog = QDialog(self)
            dialog.setWindowTitle(f"History — {APP_NAME}")
            dialog.setObjectName("history")
            view = QUndoView(self._undo_stack, dialog)
            view.setObjectName("history-view")
            view.setAccessibleName("Edits")
            view.setEmptyLabel("Opened")
            note = QLabel("Click an edit to go back (or forward) to just after it.")
            note.setWordWrap(True)
            layout = QVBoxLayout(dialog)
            layout.addWidget(note)
            layout.addWidget(view, 1)
            dialog.resize(420, 480)
            self._history = dialog
        self._history.show()
        self._history.raise_()
        self._history.activateWindow()
        return self._history

    def show_find(self) -> FindDialog:
        """Show the Find dialog (built the first time): any record by its text, then go there."""
        if self._find is None:
            from starshine_desktop.ui.dialogs.find import FindDialog

            self._find = FindDialog(self)
        self._find.open_for_search()
        return self._find

    def print_menu(self) -> PrintMenu:
        """Return File > Print and Export PDF, filled when first needed (Qt printing loads then)."""
        if self._print_menu is None:
            from starshine_desktop.ui.printing import PrintMenu

            self._print_menu = PrintMenu(self, self, self.print_submenu, self.pdf_submenu)
        return self._print_menu

    def _action(self, menu: QMenu, text: str, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    # Campaign ------------------------------------------------------------------------

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

    def start_challenge(self) -> None:
        """Open the Challenge wizard with the selected Persona ticked."""
        from starshine_desktop.ui.sections.challenges import ChallengesPage

        persona_id = self.current_persona_id()
        page = self.section_page("Challenges")
        assert isinstance(page, ChallengesPage)
        page.start_challenge([] if persona_id is None else [persona_id])

    def current_persona_id(self) -> int | None:
        """Return the id of the Persona selected in the table."""
        row = self.current_persona()
        return None if row is None else row.id

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
        pushed.
        """
        try:
            edit = op()
        except Refusal as error:
            if refused is None:
                self._report_error(error)
            else:
                refused(str(error))
            return None
        if edit:
            command = EditCommand(
                text,
                edit,
                self._campaign,
                on_changes=self._apply_changes,
                on_error=self._report_error,
            )
            self._undo_stack.push(command)
            self._apply_changes(edit.changes)
        return edit

    def _campaign_changed(self) -> None:
        read_only = self._campaign.read_only
        suffix = " (read-only)" if read_only else ""
        self.setWindowTitle(f"{self._campaign.name} — {APP_NAME}{suffix}")
        problem = self._campaign.backup_problem
        self.statusBar().showMessage(problem or f"{self._campaign.path}{suffix}")
        self._remember_recent(self._campaign.path)
        self._update_count()
        self._fit_status_column()
        self._show_read_only_banner(self.read_only_message())
        self._current_row_changed(self.table.currentIndex())
        self._show_start_page(self.model.total_count == 0)

    def _show_start_page(self, show: bool) -> None:
        """Show the start page instead of the grid (a campaign just opened with no Personae)."""
        if show:
            here = self._campaign.path.resolve()
            recent = [path for path in self.recent_campaigns() if path != here]
            self.start_page.show_campaign(
                self._campaign.name, recent, writable=self.read_only_message() is None
            )
        self.personae_stack.setCurrentIndex(1 if show else 0)

    def _leave_start_page(self) -> None:
        if self.model.total_count and self.personae_stack.currentWidget() is self.start_page:
            self._show_start_page(False)

    @property
    def showing_start_page(self) -> bool:
        """Tell whether the start page is on screen instead of the Personae grid."""
        return self.personae_stack.currentWidget() is self.start_page

    def read_only_message(self) -> str | None:
        """Return why nothing can be saved to the campaign on screen, or None if it can be."""
        reason = self._campaign.read_only_reason
        if reason is None:
            return None
        return str(ReadOnlyCampaignError(self._campaign.path, reason))

    def _show_read_only_banner(self, message: str | None) -> None:
        """Show (or hide) the read-only banner above the content, built the first time."""
        if message is None and self.read_only_banner is None:
            return
        if self.read_only_banner is None:
            banner = self.read_only_banner = QLabel()
            banner.setObjectName("read-only-banner")
            banner.setWordWrap(True)
            banner.setStyleSheet(READ_ONLY_BANNER_STYLE)
            body = self.takeCentralWidget()
            content = QWidget()
            layout = QVBoxLayout(content)
            layout.setContentsMargins(0, 0, 0, 0)
            layout.setSpacing(0)
            layout.addWidget(banner)
            if body is not None:
                layout.addWidget(body, 1)
                body.show()  # taken out of the window, it was hidden
            self.setCentralWidget(content)
            content.show()  # a child added to a window already on screen must be shown
        self.read_only_banner.setText(message or "")
        self.read_only_banner.setVisible(message is not None)

    def _update_edit_entry_points(self, has_row: bool) -> None:
        """Enable the Personae edits that make sense; all off while the campaign is read-only."""
        message = self.read_only_message()
        writable = message is None
        refusal = "" if writable else f"Not available: {message}"
        for widget, needs_row in (
            (self.add_button, False),
            (self.duplicate_button, True),
            (self.delete_button, True),
            (self.challenge_button, False),
            (self.action_add, False),
            (self.action_duplicate, True),
            (self.action_delete, True),
            (self.action_start_challenge, False),
            (self._delete_key, True),
        ):
            widget.setEnabled(writable and (has_row or not needs_row))
            widget.setToolTip(refusal)
        if writable:
            self.challenge_button.setToolTip(CHALLENGE_TIP)
        self.campaign_files.update_persona_actions(has_row)

    def _switch_to(self, campaign: Campaign) -> None:
        self.sheet.commit_pending()
        old = self._campaign
        for page in self._built_pages():
            page.commit_pending()
        self._campaign = campaign
        self._undo_stack.clear()
        self.filter_edit.clear()
        self.model.reset_rows(campaign.personae.list_personae())
        self._campaign_changed()
        for page in self._built_pages():
            page.campaign_switched()
        before = old.backup_problem
        old.close()
        if old.backup_problem and old.backup_problem != before:  # its backup on closing failed
            self.statusBar().showMessage(old.backup_problem)

    def open_campaign_file(self, path: Path) -> bool:
        """Open the campaign at ``path`` in this window; show why not if it cannot be."""
        if path.resolve() == self._campaign.path.resolve():
            return True
        if not confirm_location(path, self._prompter, self):
            return False
        try:
            campaign = open_campaign(path)
        except StorageError as error:
            from starshine_desktop.ui.dialogs.restore_backup import (
                offer_restore_after_failed_open,
            )

            restored = offer_restore_after_failed_open(
                path, error, self._campaign.backup_folder, self._prompter, self
            )
            if restored is None:
                return False
            campaign = restored
        except OSError as error:
            self._prompter.show_error(self, "Cannot open campaign", str(error))
            return False
        self._switch_to(campaign)
        return True

    def restore_from_backup(self) -> RestoreBackupDialog:
        """Show the campaign's backups; restoring one replaces the file (backed up first).

        A read-only campaign's file is not replaced: the backup is restored as a copy in a
        place the person chooses, and the copy is opened.
        """
        from starshine_desktop.services.safety import backups_of
        from starshine_desktop.ui.dialogs.restore_backup import RestoreBackupDialog

        backups = backups_of(self._campaign.path, self._campaign.backup_folder)
        dialog = RestoreBackupDialog(
            self._campaign.name, backups, self, read_only_reason=self._campaign.read_only_reason
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
        path = self._campaign.path
        folder = self._campaign.backup_folder
        if dialog.as_copy:  # the file cannot be written: a copy elsewhere, this one kept
            from starshine_desktop.ui.dialogs.restore_backup import restore_copy_asking_where

            copy = restore_copy_asking_where(path, backup, folder, self._prompter, self)
            if copy is not None:
                self._switch_to(copy)
                message = f"Restored the backup taken {describe_time(backup)} as {copy.path}"
                self.statusBar().showMessage(message, 8000)
            return
        self.sheet.commit_pending()
        for page in self._built_pages():
            page.commit_pending()
        self._campaign.close()
        try:
            restore(path, backup.path, backup_folder=folder)
        except (StorageError, OSError) as error:
            self._prompter.show_error(self, "Cannot restore the backup", str(error))
        try:
            campaign = open_campaign(path, backup_folder=folder)
        except (StorageError, OSError) as error:
            self._prompter.show_error(self, "Cannot reopen the campaign", str(error))
            self.close()
            return
        self._switch_to(campaign)
        self.statusBar().showMessage(f"Restored the backup taken {describe_time(backup)}", 8000)

    def open_campaign_dialog(self) -> None:
        """Ask for a campaign file and open it."""
        path = self._prompter.choose_campaign_to_open(self, self._campaign.path.parent)
        if path is not None:
            self.open_campaign_file(path)

    def new_campaign(self) -> None:
        """Ask where, create an empty campaign there and open it."""
        path = self._prompter.choose_new_campaign(self, self._campaign.path.parent)
        if path is None:
            return
        try:
            campaign = create_campaign(path)
        except (StorageError, OSError) as error:
            self._prompter.show_error(self, "Cannot create campaign", str(error))
            return
        self._switch_to(campaign)

    def save_copy_as(self) -> None:
        """Ask where, and write a verified copy of the campaign there."""
        suggested = self._campaign.path.with_name(f"{self._campaign.name} copy.starshine")
        path = self._prompter.choose_copy_destination(self, suggested)
        if path is None:
            return
        try:
            self._campaign.save_copy_as(path)
        except (StorageError, OSError, ValueError) as error:
            self._prompter.show_error(self, "Cannot save a copy", str(error))
            return
        self.statusBar().showMessage(f"Saved a copy as {path}", 5000)

    def recent_campaigns(self) -> list[Path]:
        """Return the recently opened campaigns, newest first."""
        stored = self._settings.value(RECENT_KEY, [], type=list)
        items = stored if isinstance(stored, list) else []
        return [Path(str(item)) for item in items if str(item)]

    def _remember_recent(self, path: Path) -> None:
        text = str(path.resolve())
        recent = [text] + [str(p) for p in self.recent_campaigns() if str(p) != text]
        self._settings.setValue(RECENT_KEY, recent[:MAX_RECENT])

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = [p for p in self.recent_campaigns() if p != self._campaign.path.resolve()]
        for path in recent:
            action = self.recent_menu.addAction(f"{path.stem}  ({path.parent})")
            action.triggered.connect(lambda _checked=False, p=path: self.open_campaign_file(p))
        self.recent_menu.setEnabled(bool(recent))

    # Personae ------------------------------------------------------------------------

    def _update_count(self) -> None:
        shown, total = self.model.rowCount(), self.model.total_count
        noun = "Persona" if total == 1 else "Personae"
        text = f"{total} {noun}" if shown == total else f"{shown} of {total} {noun}"
        self.count_label.setText(text)

    def _current_row_changed(self, current: QModelIndex) -> None:
        self.sheet.commit_pending()
        row = self.model.row_at(current.row()) if current.isValid() else None
        self.sheet.show_persona(row)
        for tab in self._persona_tabs.values():
            tab.show_persona(None if row is None else row.id)
        self._update_edit_entry_points(row is not None)

    def current_persona(self) -> PersonaRow | None:
        """Return the Persona selected in the table."""
        index = self.table.currentIndex()
        return self.model.row_at(index.row()) if index.isValid() else None

    def select_persona(self, persona_id: int) -> None:
        """Make a Persona the current row of the table."""
        row = self.model.row_of(persona_id)
        if row is None:
            return
        self.table.selectionModel().setCurrentIndex(
            self.model.index(row, NAME_COLUMN),
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self.table.scrollTo(self.model.index(row, NAME_COLUMN))

    def _apply_changes(self, changes: Changes) -> None:
        self.model.apply(changes)
        shown = self.sheet.persona_id
        if shown is not None and shown in changes.updated_ids(RecordKind.PERSONA):
            self.sheet.show_persona(self._campaign.personae.get_persona(shown))
        added = changes.added_ids(RecordKind.PERSONA)
        if added:
            self.select_persona(added[-1])
        self._update_count()
        if changes.touches(RecordKind.PERSONA):
            self._fit_status_column()
        for page in self._built_pages():
            page.apply_changes(changes)

    def _report_error(self, error: Exception) -> None:
        self._prompter.show_error(self, "The change could not be made", str(error))

    def _commit_field(self, persona_id: int, key: FieldKey, value: object) -> str | None:
        """Save one field of the sheet as an undoable edit; return why not if refused."""
        try:
            name = self._campaign.personae.get_persona(persona_id).name
        except Refusal as error:
            return str(error)
        make, label = self._setter(persona_id, key, value)
        problems: list[str] = []
        self.perform(f"Change {label} of {name}", make, refused=problems.append)
        if problems and self._campaign.read_only:  # nothing can be typed: show what is kept
            self.sheet.show_persona(self._campaign.personae.get_persona(persona_id))
        if problems:  # a bad value stays in the field to be corrected, the reason beside it
            return problems[0]
        return None

    def _setter(
        self, persona_id: int, key: FieldKey, value: object
    ) -> tuple[Callable[[], Edit], str]:
        service = self._campaign.personae
        if key is Field.STANCE:
            return partial(self._campaign.records.set_stance, persona_id, value), "Stance"
        if isinstance(key, PersonaFlag):
            flag = key
            return partial(service.set_flag, persona_id, flag, bool(value)), f'"{flag.label}"'
        if isinstance(key, Score):
            return partial(service.set_score, persona_id, key, value), key.label  # type: ignore[arg-type]
        if key is Field.NAME:
            return partial(service.rename_persona, persona_id, str(value)), "name"
        if key is Field.ACTOR_NAME:
            return partial(service.set_actor_name, persona_id, str(value)), "Actor"
        return partial(service.set_notes, persona_id, str(value)), "notes"

    def _new_name(self, base: str) -> str:
        names = {self.model.row_at(r).name for r in range(self.model.rowCount())}
        if base not in names:
            return base
        number = 2
        while f"{base} {number}" in names:
            number += 1
        return f"{base} {number}"

    def add_persona(self) -> None:
        """Add a new Persona with default Scores and put the cursor in its name."""
        self.filter_edit.clear()
        values = PersonaValues(self._new_name("New Persona"))
        self.perform(f"Add {values.name}", partial(self._campaign.personae.add_persona, values))
        name_edit = self.sheet.edits[Field.NAME]
        name_edit.setFocus()
        name_edit.selectAll()

    def duplicate_persona(self) -> None:
        """Add a copy of the selected Persona."""
        row = self.current_persona()
        if row is None:
            return
        self.filter_edit.clear()
        self.perform(
            f"Duplicate {row.name}", partial(self._campaign.personae.duplicate_persona, row.id)
        )

    def delete_persona(self) -> None:
        """Delete the selected Persona after asking."""
        row = self.current_persona()
        if row is None:
            return
        if not deleting.confirm_delete(self._prompter, self, "Persona", row.name):
            return
        self.perform(
            deleting.undo_text(row.name),
            partial(self._campaign.personae.delete_persona, row.id),
        )

    # Window --------------------------------------------------------------------------

    def shortcuts(self) -> list[tuple[str, str, str]]:
        """Return (menu, command, keys) for every menu command with a shortcut, then others."""
        found: list[tuple[str, str, str]] = []
        for menu_action in self.menuBar().actions():
            menu = menu_action.menu()
            if not isinstance(menu, QMenu):
                continue
            for action in menu.actions():
                named = (
                    key.toString(QKeySequence.SequenceFormat.NativeText)
                    for key in action.shortcuts()
                )
                # Leave out the platform's one-key extras ("Undo", "Redo" keys).
                keys = ", ".join(key for key in named if "+" in key)
                if keys:
                    title = menu_action.text().replace("&", "")
                    found.append((title, action.text().replace("&", ""), keys))
        found.extend(OTHER_SHORTCUTS)
        return found

    def show_shortcuts(self) -> QWidget:
        """Show every keyboard shortcut in a table."""
        from PySide6.QtWidgets import QDialog, QTableWidget, QTableWidgetItem

        rows = self.shortcuts()
        dialog = QDialog(self)
        dialog.setObjectName("shortcuts")
        dialog.setWindowTitle(f"Keyboard shortcuts — {APP_NAME}")
        table = QTableWidget(len(rows), 3, dialog)
        table.setTabKeyNavigation(False)  # Tab moves on to the next control
        table.setObjectName("shortcuts-table")
        table.setAccessibleName("Keyboard shortcuts")
        table.setHorizontalHeaderLabels(["Where", "Command", "Keys"])
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for row, values in enumerate(rows):
            for column, value in enumerate(values):
                table.setItem(row, column, QTableWidgetItem(value))
        table.resizeColumnsToContents()
        table.horizontalHeader().setStretchLastSection(True)
        layout = QVBoxLayout(dialog)
        layout.addWidget(table)
        dialog.resize(660, 580)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def open_log_folder(self) -> None:
        """Show the folder of the log files in the file manager."""
        from PySide6.QtCore import QUrl
        from PySide6.QtGui import QDesktopServices

        from starshine_desktop import paths

        folder = paths.log_folder()
        folder.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def show_about(self) -> None:
        """Show the version and the licences."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, f"About {APP_NAME}", about_text())

    @property
    def text_size_step(self) -> int:
        """Return the points added to the system's text size (0: the system's own)."""
        return self._text_size_step

    def set_text_size_step(self, step: int) -> None:
        """Make every text larger or smaller by ``step`` points, kept for the next start."""
        step = min(max(step, TEXT_SIZE_STEPS.start), TEXT_SIZE_STEPS.stop - 1)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        # The system's size, noted on the application before the first change (a window
        # opened later must not take an enlarged size for the system's).
        base = app.property(_SYSTEM_POINT_SIZE)
        if not isinstance(base, float):
            base = app.font().pointSizeF()
            app.setProperty(_SYSTEM_POINT_SIZE, base)
        font = app.font()
        scale = (base + step) / font.pointSizeF()
        font.setPointSizeF(base + step)
        app.setFont(font)
        header = self.table.horizontalHeader()
        for column in range(header.count()):  # the columns grow and shrink with the text
            header.resizeSection(column, round(header.sectionSize(column) * scale))
        self.sections.setFont(font)  # its style sheet keeps it from following the application
        self._text_size_step = step
        QTimer.singleShot(0, self._refit_after_font_change)
        self.table.verticalHeader().setDefaultSectionSize(QFontMetrics(font).height() + 10)
        self.action_larger_text.setEnabled(step < TEXT_SIZE_STEPS.stop - 1)
        self.action_smaller_text.setEnabled(step > TEXT_SIZE_STEPS.start)
        self.action_normal_text.setEnabled(step != 0)
        self._settings.setValue(TEXT_SIZE_KEY, step)

    def _restore_layout(self) -> None:
        step = self._settings.value(TEXT_SIZE_KEY, 0, type=int)
        if isinstance(step, int) and step in TEXT_SIZE_STEPS and step != 0:
            self.set_text_size_step(step)
        geometry = self._settings.value(GEOMETRY_KEY, QByteArray(), type=QByteArray)
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 760)
        splitter = self._settings.value(SPLITTER_KEY, QByteArray(), type=QByteArray)
        if isinstance(splitter, QByteArray) and not splitter.isEmpty():
            self.splitter.restoreState(splitter)
        else:
            self.splitter.setSizes([600, 500])

    def closeEvent(self, event: QCloseEvent) -> None:
        self.sheet.commit_pending()
        for page in self._built_pages():
            page.commit_pending()
        self._settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self._settings.setValue(SPLITTER_KEY, self.splitter.saveState())
        self._settings.sync()
        self._campaign.close()
        super().closeEvent(event)
