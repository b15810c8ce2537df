"""The Personae section (Starshine): the table, the sheet and the Persona tabs, and its edits.

The window shows it first, so it is built with the window (the other sections on first
show); its Persona tabs are built when first shown. Every edit of a Persona goes through
the window's ``perform`` as one undoable step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.scores import Score
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.errors import Refusal
from starshine_desktop.storage.rows import PersonaFlag, PersonaRow, PersonaValues
from starshine_desktop.ui import deleting
from starshine_desktop.ui.i18n import game_term, refusal_text, translate
from starshine_desktop.ui.sections import PERSONA_TABS, build_persona_tab
from starshine_desktop.ui.sections.base import PersonaTab, SectionPage
from starshine_desktop.ui.starshine.persona_sheet import Field, FieldKey, PersonaSheet
from starshine_desktop.ui.starshine.personae_model import (
    COLUMNS,
    NAME_COLUMN,
    STATUS_COLUMN,
    persona_model,
    status_text,
)
from starshine_desktop.ui.start_page import StartPage
from starshine_desktop.ui.widgets.headers import fit_header_titles, title_width
from starshine_desktop.ui.widgets.tab_picker import TabPicker

if TYPE_CHECKING:  # for the type checker only (importing QFont builds its enums)
    from PySide6.QtGui import QFont

    from starshine_desktop.services.edits import Edit
    from starshine_desktop.ui.host import SectionHost

PERSONAE_TITLE = QT_TRANSLATE_NOOP("Sections", "Personae")
SPLITTER_KEY = "window/personae_splitter"
# The Personae table's columns shown (their English headers), as the person chose them.
COLUMNS_KEY = "window/personae_columns"
# The columns shown until the person chooses: the sheet beside the table shows every
# Score of the selected Persona, so the table keeps to what tells the Personae apart and
# fits beside the sheet at 1366 pixels without scrolling sideways.
DEFAULT_COLUMNS = ("Name", "Actor", "Stance", "Status", "Fortune")
# The columns that always show (a row without them names nobody).
FIXED_COLUMNS = ("Name",)
CHALLENGE_TIP = QT_TRANSLATE_NOOP(
    "PersonaeSection", "Run a Starshine Challenge with this Persona (Ctrl+Shift+H)"
)
STATUS_HEADER_ROOM = 28
"""Pixels beside the Status column's title (the sort arrow and margins) and beside a status."""
STATUS_CELL_ROOM = 14
# Room beside a name in its cell (the cell's margins), and the widest the Name column grows
# by itself (a longer name is elided; the column can be widened by hand).
NAME_CELL_ROOM = 14
NAME_MOST = 320


def _int(value: object) -> int | None:
    """Return a whole number the sheet showed (None if it showed none)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def scrolled(page: QWidget) -> QScrollArea:
    """Wrap a page so a small screen (1366×768) scrolls it instead of growing the window."""
    scroll = QScrollArea()
    scroll.setWidget(page)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    return scroll


class PersonaeSection(SectionPage):
    """The Personae grid beside the sheet, or the start page while the campaign has none."""

    def __init__(self, host: SectionHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self._persona_tabs: dict[int, PersonaTab] = {}
        self.model = persona_model(lambda ids: self.host.campaign.personae.find_personae(ids), self)
        self.model.reset_rows(host.campaign.personae.list_personae())
        self.count_label = QLabel()
        self.action_add = self._action(self.tr("&Add Persona"), self.add_persona, "Ctrl+Shift+N")
        self.action_duplicate = self._action(
            self.tr("D&uplicate Persona"), self.duplicate_persona, "Ctrl+D"
        )
        self.action_delete = self._action(self.tr("&Delete Persona…"), self.delete_persona)
        self.action_start_challenge = self._action(
            self.tr("Start &Challenge…"), self.start_challenge, "Ctrl+Shift+H"
        )
        # The grid and the sheet, or the start page while a campaign just opened has none.
        self.personae_stack = QStackedWidget()
        self.personae_stack.addWidget(self._build_personae_page())
        files = host.campaign_files
        self.start_page = StartPage(
            add_persona=self.add_persona,
            new_campaign=lambda: files.new_campaign(),
            open_campaign=lambda: files.open_campaign_dialog(),
            new_from_sample=lambda: files.create_from_sample(),
            open_recent=lambda path: files.open_campaign_file(path),
        )
        self.personae_stack.addWidget(self.start_page)
        self.model.rowsInserted.connect(lambda *_args: self._leave_start_page())
        self.model.modelReset.connect(self._leave_start_page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.personae_stack)
        for signal in (self.model.modelReset, self.model.rowsInserted, self.model.rowsRemoved):
            signal.connect(self._update_count)  # the count follows the table, however it changed
        self._update_count()
        self.table.sortByColumn(NAME_COLUMN, Qt.SortOrder.AscendingOrder)

    def _action(self, text: str, slot: Callable[[], object], keys: str = "") -> QAction:
        action = QAction(text, self)
        action.triggered.connect(lambda _checked=False: slot())
        if keys:
            action.setShortcut(QKeySequence(keys))
        return action

    @property
    def edit_actions(self) -> list[QAction | None]:
        """Return the Edit menu's Persona commands (None: a separator)."""
        return [
            self.action_add,
            self.action_duplicate,
            self.action_delete,
            None,
            self.action_start_challenge,
        ]

    # Building ------------------------------------------------------------------------

    def _build_persona_tabs(self, scroll: QWidget) -> QWidget:
        if not PERSONA_TABS:
            return scroll
        self.persona_tabs = QTabWidget()
        self.persona_tabs.setObjectName("persona-tabs")
        self.persona_tabs.addTab(scroll, self.tr("Sheet"))
        for spec in PERSONA_TABS:
            self.persona_tabs.addTab(QWidget(), translate("Sections", spec.title))
        self.persona_tabs.currentChanged.connect(self._persona_tab_shown)
        # Every page in reach: the tabs' own bar would scroll the last ones out of sight.
        panel = QWidget()
        panel.setObjectName("persona-panel")
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.persona_pages = TabPicker(self.persona_tabs)
        self.persona_pages.setObjectName("persona-pages")
        self.persona_pages.setAccessibleName(self.tr("Persona pages"))
        layout.addWidget(self.persona_pages)
        layout.addWidget(self.persona_tabs, 1)
        return panel

    def _persona_tab_shown(self, index: int) -> None:
        if index <= 0 or index in self._persona_tabs:
            return
        spec = PERSONA_TABS[index - 1]
        tab = build_persona_tab(spec, self.host)
        placeholder = self.persona_tabs.widget(index)
        self.persona_tabs.blockSignals(True)
        self.persona_tabs.removeTab(index)
        self.persona_tabs.insertTab(index, scrolled(tab), translate("Sections", spec.title))
        self.persona_tabs.setCurrentIndex(index)
        self.persona_tabs.blockSignals(False)
        self.persona_pages.sync()
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

    def _build_personae_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(self._build_bar())
        self._build_table()
        self.sheet = PersonaSheet(self._commit_field)
        self.sheet.set_modifier_source(lambda pid: self.host.campaign.records.modifier_totals(pid))
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

    def _build_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName("persona-filter")
        self.filter_edit.setPlaceholderText(self.tr("Filter by name, Actor or notes"))
        self.filter_edit.setAccessibleName(self.tr("Filter Personae"))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.model.set_filter_text)
        self.filter_edit.textChanged.connect(lambda _text: self._update_count())
        self.add_button = QPushButton(self.tr("&Add Persona"))
        self.add_button.clicked.connect(self.add_persona)
        self.duplicate_button = QPushButton(self.tr("D&uplicate"))
        self.duplicate_button.clicked.connect(self.duplicate_persona)
        self.delete_button = QPushButton(deleting.button_text())
        self.delete_button.clicked.connect(self.delete_persona)
        self.challenge_button = QPushButton(self.tr("Start Challenge…"))
        self.challenge_button.setToolTip(self.tr(CHALLENGE_TIP))
        self.challenge_button.clicked.connect(self.start_challenge)
        self.columns_button = self._build_columns_button()
        bar.addWidget(self.filter_edit, 1)
        bar.addWidget(self.columns_button)
        for button in (
            self.add_button,
            self.duplicate_button,
            self.delete_button,
            self.challenge_button,
        ):
            bar.addWidget(button)
        return bar

    def _build_columns_button(self) -> QToolButton:
        button = QToolButton()
        button.setObjectName("personae-columns")
        button.setText(self.tr("Columns"))
        button.setToolTip(self.tr("Choose which columns the table shows"))
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.columns_menu = QMenu(button)
        self.column_actions: dict[str, QAction] = {}
        for number, column in enumerate(COLUMNS):
            if column.header in FIXED_COLUMNS:
                continue
            title = self.model.headerData(number, Qt.Orientation.Horizontal)
            action = self.columns_menu.addAction(str(title))
            action.setCheckable(True)
            action.setChecked(column.header in DEFAULT_COLUMNS)
            action.toggled.connect(lambda _on, header=column.header: self._column_chosen(header))
            self.column_actions[column.header] = action
        button.setMenu(self.columns_menu)
        self._settings: QSettings | None = None
        return button

    def _build_table(self) -> None:
        self.table = QTableView()
        self.table.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.table.setObjectName("personae-table")
        self.table.setAccessibleName(translate("Sections", PERSONAE_TITLE))
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
        header.resizeSection(1, 110)
        header.resizeSection(len(COLUMNS) - 1, 130)
        header.setHighlightSections(False)
        self._show_chosen_columns()
        fit_header_titles(self.table)
        self._status_width_chosen = False
        """True once the person has resized the Status column: it is then left as they made it."""
        self._fitting_status = False
        # The status each Persona with one shows (few have one), kept up to date by the
        # changes, so fitting the Status column never reads every row again.
        self._statuses: dict[int, str] = {}
        header.resizeSection(NAME_COLUMN, 0)  # fitted to the names just below
        self._note_rows(self.model.all_rows)
        header.sectionResized.connect(self._section_resized)
        self.table.selectionModel().currentRowChanged.connect(self._current_row_changed)
        delete_key = QAction(self.tr("Delete Persona"), self.table)
        delete_key.setShortcut(QKeySequence.StandardKey.Delete)
        delete_key.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        delete_key.triggered.connect(self.delete_persona)
        self.table.addAction(delete_key)
        self._delete_key = delete_key

    # Layout --------------------------------------------------------------------------

    def restore_layout(self, settings: QSettings) -> None:
        """Give the table and the Persona panel the widths they had last time."""
        from PySide6.QtCore import QByteArray

        splitter = settings.value(SPLITTER_KEY, QByteArray(), type=QByteArray)
        if isinstance(splitter, QByteArray) and not splitter.isEmpty():
            self.splitter.restoreState(splitter)
        else:
            self.splitter.setSizes([600, 500])
        self._settings = settings
        if settings.contains(COLUMNS_KEY):
            chosen = settings.value(COLUMNS_KEY, [], type=list)
            shown = {str(header) for header in chosen} if isinstance(chosen, list) else set()
            for header, action in self.column_actions.items():
                action.blockSignals(True)
                action.setChecked(header in shown)
                action.blockSignals(False)
            self._show_chosen_columns()

    def shown_columns(self) -> list[str]:
        """Return the English headers of the table's columns on show, in order."""
        header = self.table.horizontalHeader()
        return [
            column.header
            for number, column in enumerate(COLUMNS)
            if not header.isSectionHidden(number)
        ]

    def _column_chosen(self, _header: str) -> None:
        self._show_chosen_columns()
        if self._settings is not None:
            self._settings.setValue(COLUMNS_KEY, self.shown_columns())

    def _show_chosen_columns(self) -> None:
        """Show the columns ticked in the Columns menu (and the name, always)."""
        for number, column in enumerate(COLUMNS):
            action = self.column_actions.get(column.header)
            self.table.setColumnHidden(number, action is not None and not action.isChecked())

    def save_layout(self, settings: QSettings) -> None:
        """Keep the widths of the table and the Persona panel for the next start."""
        settings.setValue(SPLITTER_KEY, self.splitter.saveState())

    def text_size_changed(self, font: QFont, scale: float) -> None:
        """Grow or shrink the columns with the text, and refit once the widgets took it."""
        header = self.table.horizontalHeader()
        for column in range(header.count()):
            header.resizeSection(column, round(header.sectionSize(column) * scale))
        QTimer.singleShot(0, self._refit_after_font_change)
        self.table.verticalHeader().setDefaultSectionSize(QFontMetrics(font).height() + 10)

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
        shown = set(self._statuses.values())
        widths += [cells.horizontalAdvance(text) + STATUS_CELL_ROOM for text in shown]
        self._fitting_status = True
        try:
            header.resizeSection(STATUS_COLUMN, max(widths))
        finally:
            self._fitting_status = False

    def _note_rows(self, rows: Iterable[PersonaRow], *, refit: bool = True) -> None:
        """Note the statuses of ``rows`` and widen the Name column to their names.

        The Name column is sized from the font's metrics of the names it shows (the header
        never asks every cell for its size, which an edit would repeat for a thousand rows):
        all of them when the rows are read, the changed ones after an edit.
        """
        cells = self.table.fontMetrics()
        widest = 0
        for row in rows:
            text = status_text(row)
            if text:
                self._statuses[row.id] = text
            else:
                self._statuses.pop(row.id, None)
            widest = max(widest, cells.horizontalAdvance(row.name))
        if not refit:
            return
        header = self.table.horizontalHeader()
        width = min(max(widest + NAME_CELL_ROOM, title_width(header, NAME_COLUMN)), NAME_MOST)
        if width > header.sectionSize(NAME_COLUMN):
            header.resizeSection(NAME_COLUMN, width)

    def _section_resized(self, column: int, _old: int, _new: int) -> None:
        if column == STATUS_COLUMN and not self._fitting_status:
            self._status_width_chosen = True

    def _fit_sheet(self) -> None:
        """Keep the sheet's panel wide enough for its form (once the form is built)."""
        hint = self.sheet.form_minimum_width()
        # Room for the frame and for the scroll bar a short screen (1024×600) shows.
        bar = self._sheet_scroll.verticalScrollBar().sizeHint().width()
        self._sheet_scroll.setMinimumWidth(hint + 40 + bar)

    def finish_opening(self) -> None:
        """Build the sheet's form (the first frame shows its placeholder)."""
        self.sheet.build_form()

    # The campaign --------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the campaign on screen: count, columns, current Persona, start page."""
        self._update_count()
        self._fit_status_column()
        self._current_row_changed(self.table.currentIndex())
        self._show_start_page(self.model.total_count == 0)

    def campaign_switched(self) -> None:
        """Show the Personae of the campaign now open, then let the built tabs reload."""
        self.filter_edit.clear()
        self.model.reset_rows(self.host.campaign.personae.list_personae())
        self._statuses.clear()
        self.table.horizontalHeader().resizeSection(NAME_COLUMN, 0)
        self._note_rows(self.model.all_rows)
        self.refresh()
        for tab in self._persona_tabs.values():
            tab.campaign_switched()

    def commit_pending(self) -> None:
        """Save what is typed in the sheet and the built tabs."""
        self.sheet.commit_pending()
        for tab in self._persona_tabs.values():
            tab.commit_pending()

    def apply_changes(self, changes: Changes) -> None:
        """Refresh the rows, the sheet and the built tabs that ``changes`` names."""
        self.model.apply(changes)
        for persona_id in changes.removed_ids(RecordKind.PERSONA):
            self._statuses.pop(persona_id, None)
        changed = changes.added_ids(RecordKind.PERSONA) + changes.updated_ids(RecordKind.PERSONA)
        self._note_rows(row for i in changed if (row := self.model.row_with_id(i)) is not None)
        shown = self.sheet.persona_id
        if shown is not None and shown in changes.updated_ids(RecordKind.PERSONA):
            self.sheet.show_persona(self.host.campaign.personae.get_persona(shown))
        added = changes.added_ids(RecordKind.PERSONA)
        if added:
            self.select_persona(added[-1])
        self._update_count()
        if changes.touches(RecordKind.PERSONA):
            self._fit_status_column()
        for tab in self._persona_tabs.values():
            tab.apply_changes(changes)

    def _show_start_page(self, show: bool) -> None:
        """Show the start page instead of the grid (a campaign just opened with no Personae)."""
        if show:
            campaign = self.host.campaign
            here = None if campaign.shared else campaign.path.resolve()
            files = self.host.campaign_files
            recent = [path for path in files.recent_campaigns() if path != here]
            writable = self.host.read_only_message() is None
            self.start_page.show_campaign(self._campaign_title(), recent, writable=writable)
        self.personae_stack.setCurrentIndex(1 if show else 0)

    def _campaign_title(self) -> str:
        """Return the campaign's name as the person named it (the file's name, as typed).

        The campaign made on the very first start was named by nobody: it is "Your campaign"
        rather than its file's name.
        """
        from starshine_desktop import paths

        campaign = self.host.campaign
        if campaign.shared:
            return campaign.name
        if campaign.path.resolve() == paths.default_campaign_path().resolve():
            return self.tr("Your campaign")
        return campaign.name

    def _leave_start_page(self) -> None:
        if self.model.total_count and self.personae_stack.currentWidget() is self.start_page:
            self._show_start_page(False)

    @property
    def showing_start_page(self) -> bool:
        """Tell whether the start page is on screen instead of the Personae grid."""
        return self.personae_stack.currentWidget() is self.start_page

    # Personae ------------------------------------------------------------------------

    def _update_count(self) -> None:
        shown, total = self.model.rowCount(), self.model.total_count
        # One template for one and one for many (not "%n": with no translator it would read
        # "1 Personae").
        if shown == total:
            text = self.tr("{total} Persona") if total == 1 else self.tr("{total} Personae")
        else:
            text = (
                self.tr("{shown} of {total} Persona")
                if total == 1
                else self.tr("{shown} of {total} Personae")
            )
        self.count_label.setText(text.format(shown=shown, total=total))

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

    def current_persona_id(self) -> int | None:
        """Return the id of the Persona selected in the table."""
        row = self.current_persona()
        return None if row is None else row.id

    def select_persona(self, persona_id: int) -> None:
        """Make a Persona the current row of the table."""
        from PySide6.QtCore import QItemSelectionModel  # its enums are not needed before

        row = self.model.row_of(persona_id)
        if row is None:
            return
        self.table.selectionModel().setCurrentIndex(
            self.model.index(row, NAME_COLUMN),
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self.table.scrollTo(self.model.index(row, NAME_COLUMN))

    def _update_edit_entry_points(self, has_row: bool) -> None:
        """Enable the Personae edits that make sense; all off while the campaign is read-only."""
        message = self.host.read_only_message()
        writable = message is None
        refusal = "" if writable else self.tr("Not available: {reason}").format(reason=message)
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
            self.challenge_button.setToolTip(self.tr(CHALLENGE_TIP))
        self.host.campaign_files.update_persona_actions(has_row)

    def _commit_field(
        self, persona_id: int, key: FieldKey, value: object, shown: object
    ) -> str | None:
        """Save one field of the sheet as an undoable edit made from the value ``shown`` when
        the person began (refused if the Persona holds another by now); return why not."""
        campaign = self.host.campaign
        try:
            name = campaign.personae.get_persona(persona_id).name
        except Refusal as error:
            return refusal_text(error)
        make, template, term = self._setter(persona_id, key, value, shown)
        problems: list[str] = []
        text = template.format(name=name, term=term)
        self.host.perform(text, make, refused=problems.append)
        if problems and campaign.read_only:  # nothing can be typed: show what is kept
            self.sheet.show_persona(campaign.personae.get_persona(persona_id))
        if problems:  # a bad value stays in the field to be corrected, the reason beside it
            return problems[0]
        return None

    def _setter(
        self, persona_id: int, key: FieldKey, value: object, shown: object
    ) -> tuple[Callable[[], Edit], str, str]:
        """Return the edit of one field, the name of the edit (a translated template with
        ``{name}`` and ``{term}``) and the game term it names (translated, or "")."""
        service = self.host.campaign.personae
        if key is Field.STANCE:
            set_stance = partial(
                self.host.campaign.records.set_stance, persona_id, value, shown=_int(shown)
            )
            return set_stance, self.tr("Change Stance of {name}"), ""
        if isinstance(key, PersonaFlag):
            flag = key
            set_flag = partial(service.set_flag, persona_id, flag, bool(value), shown=bool(shown))
            return set_flag, self.tr('Change "{term}" of {name}'), game_term(flag.label)
        if isinstance(key, Score):
            set_score = partial(
                service.set_score,
                persona_id,
                key,
                value,  # type: ignore[arg-type]
                shown=_int(shown),
            )
            return set_score, self.tr("Change {term} of {name}"), game_term(key.label)
        if key is Field.NAME:
            rename = partial(service.rename_persona, persona_id, str(value), shown=str(shown))
            return rename, self.tr("Change name of {name}"), ""
        if key is Field.ACTOR_NAME:
            set_actor = partial(service.set_actor_name, persona_id, str(value), shown=str(shown))
            return set_actor, self.tr("Change Actor of {name}"), ""
        set_notes = partial(service.set_notes, persona_id, str(value), shown=str(shown))
        return set_notes, self.tr("Change notes of {name}"), ""

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
        values = PersonaValues(self._new_name(self.tr("New Persona")))
        self.host.perform(
            self.tr("Add {name}").format(name=values.name),
            partial(self.host.campaign.personae.add_persona, values),
        )
        name_edit = self.sheet.edits[Field.NAME]
        name_edit.setFocus()
        name_edit.selectAll()

    def duplicate_persona(self) -> None:
        """Add a copy of the selected Persona."""
        row = self.current_persona()
        if row is None:
            return
        self.filter_edit.clear()
        self.host.perform(
            self.tr("Duplicate {name}").format(name=row.name),
            partial(self.host.campaign.personae.duplicate_persona, row.id),
        )

    def delete_persona(self) -> None:
        """Delete the selected Persona after asking."""
        row = self.current_persona()
        if row is None:
            return
        if not self._confirm_delete("Persona", row.name):
            return
        self.host.perform(
            deleting.undo_text(row.name),
            partial(self.host.campaign.personae.delete_persona, row.id),
        )

    def start_challenge(self) -> None:
        """Open the Challenge wizard with the selected Persona ticked."""
        from starshine_desktop.ui.starshine.challenges import ChallengesPage

        persona_id = self.current_persona_id()
        page = self.host.section_page("Challenges")
        assert isinstance(page, ChallengesPage)
        page.start_challenge([] if persona_id is None else [persona_id])
