"""A filterable, sortable table of records with editors fit for each column.

Spin boxes keep to the legal range, combo boxes offer the legal choices and check boxes
toggle flags. Every edit goes to the page's handler (an undoable command saved at once);
a refusal shows its reason under the table and nothing changes. Delete… (disabled while
nothing is selected) asks as every Delete does (``ui/deleting.py``) and removes all the
selected rows as one command.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QAction, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.ui import deleting
from starshine_desktop.ui.colours import mark_as_error
from starshine_desktop.ui.models.table_model import (
    ComboEditor,
    SpinEditor,
    TableModel,
    TextEditor,
)
from starshine_desktop.ui.widgets.headers import fit_header_titles

AnyIndex = QModelIndex | QPersistentModelIndex
FIT_ROWS = 500
FIT_SAMPLE = 100
"""Rows beyond those in view that sizing a column to its contents reads (Qt reads 1,000 by
default: every row of a table of up to ``FIT_ROWS``, 40-100 ms for 500 Elements)."""
MAX_COLUMN_WIDTH = 260


_NOTHING = object()


def _changed_by_person(editor: QWidget, shown: object) -> bool:
    """Tell whether the person changed what ``editor`` was given to show (``shown``)."""
    if isinstance(editor, QLineEdit):
        return editor.isModified()
    if isinstance(editor, QSpinBox):
        return editor.value() != shown
    if isinstance(editor, QComboBox):
        return bool(editor.currentData() != shown)
    return False


class RecordDelegate(QStyledItemDelegate):
    """Opens the editor each column asks for, with the legal range or choices."""

    def __init__(self, model: TableModel[Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.saving: QPersistentModelIndex | None = None
        """The cell being saved, while it is (a refusal is shown next to it)."""
        # What each open editor was given to show (by the editor's id): the edit is made
        # from it, so a value another window changed meanwhile is not replaced unseen. Read
        # again while the person is typing (another window's edit), an editor keeps what
        # is typed and what it was given first.
        self._shown: dict[int, object] = {}

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: AnyIndex
    ) -> QWidget:
        editor = self._model.columns[index.column()].editor
        if isinstance(editor, SpinEditor):
            spin = QSpinBox(parent)
            spin.setRange(editor.legal.minimum, editor.legal.maximum)
            spin.setAccelerated(True)
            return spin
        if isinstance(editor, ComboEditor):
            combo = QComboBox(parent)
            for label, value in editor.choices():
                combo.addItem(label, value)
            return combo
        if isinstance(editor, TextEditor):
            # No length limit here: the service refuses overlong text with a message, where a
            # limit would cut what was typed without a word.
            return QLineEdit(parent)
        return super().createEditor(parent, option, index)

    def setEditorData(self, editor: QWidget, index: AnyIndex) -> None:
        value = index.data(Qt.ItemDataRole.EditRole)
        shown = self._shown.get(id(editor), _NOTHING)
        if shown is not _NOTHING and _changed_by_person(editor, shown):
            return  # the row was read again: what the person is typing stays, made from shown
        self._shown[id(editor)] = value
        if isinstance(editor, QSpinBox) and isinstance(value, int):
            editor.setValue(value)
        elif isinstance(editor, QComboBox):
            for number in range(editor.count()):
                if editor.itemData(number) == value:
                    editor.setCurrentIndex(number)
                    break
        elif isinstance(editor, QLineEdit):
            editor.setText("" if value is None else str(value))
        else:
            super().setEditorData(editor, index)

    def destroyEditor(self, editor: QWidget, index: AnyIndex) -> None:
        self._shown.pop(id(editor), None)
        super().destroyEditor(editor, index)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: AnyIndex) -> None:
        self.saving = QPersistentModelIndex(index)
        try:
            self._save(editor, model, index)
        finally:
            self.saving = None

    def _save(self, editor: QWidget, model: QAbstractItemModel, index: AnyIndex) -> None:
        if isinstance(editor, QSpinBox):
            editor.interpretText()
            value: object = editor.value()
        elif isinstance(editor, QComboBox):
            value = editor.currentData()
        elif isinstance(editor, QLineEdit):
            value = editor.text()
        else:
            super().setModelData(editor, model, index)
            return
        if model is self._model and id(editor) in self._shown:
            self._model.set_value_as_shown(index, value, self._shown[id(editor)])
        else:
            model.setData(index, value, Qt.ItemDataRole.EditRole)


class RecordTable(QWidget):
    """A titled table of records with a filter box, Add and Delete, and a message line."""

    def __init__(
        self,
        name: str,
        model: TableModel[Any],
        *,
        add: Callable[[], None] | None = None,
        delete: Callable[[list[int], str], None] | None = None,
        add_text: str | None = None,
        noun: tuple[str, str] = ("record", "records"),
        confirm: Callable[[str, str], bool] | None = None,
        name_column: int = 0,
        title: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``delete(ids, text)`` deletes the rows as one edit named ``text``; ``confirm(noun,
        deleted)`` asks first (``deleting.confirm_delete``); ``noun`` names one and many rows,
        ``name_column`` the column that names a row, ``title`` what a screen reader calls the
        table (translated by the caller; made from ``name`` when None)."""
        super().__init__(parent)
        self._noun, self._confirm, self._name_column = noun, confirm, name_column
        self.setObjectName(f"{name}-table-box")
        self.title = title if title is not None else name.replace("-", " ").capitalize()
        """What a screen reader calls the table ("Stance log" for "stance-log")."""
        self.model = model
        self._add, self._delete = add, delete
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.extra_bar = self._build_bar(name, add_text)
        layout.addLayout(self.extra_bar)

        layout.addWidget(self._build_view(name), 1)
        layout.addWidget(self._build_messages(name))
        self._follow_the_model()
        self._update_count()
        self._update_delete()
        self.view.horizontalHeader().resizeSection(0, 180)
        fit_header_titles(self.view)

    def _build_bar(self, name: str, add_text: str | None) -> QHBoxLayout:
        """Build the bar over the table: the filter box, the row count, Add and Delete."""
        add, delete = self._add, self._delete
        bar = QHBoxLayout()
        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName(f"{name}-filter")
        self.filter_edit.setPlaceholderText(self.tr("Filter"))
        self.filter_edit.setAccessibleName(
            self.tr("Filter {table}").format(table=self.title.lower())
        )
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self._filter_changed)
        bar.addWidget(self.filter_edit, 1)
        self.count_label = QLabel()
        bar.addWidget(self.count_label)
        self.add_button = QPushButton(self.tr("Add") if add_text is None else add_text)
        self.add_button.setObjectName(f"{name}-add")
        self.delete_button = QPushButton(deleting.button_text())
        self.delete_button.setObjectName(f"{name}-delete")
        if add is not None:
            self.add_button.clicked.connect(lambda _checked=False: add())
            bar.addWidget(self.add_button)
        if delete is not None:
            self.delete_button.clicked.connect(lambda _checked=False: self.delete_selected())
            bar.addWidget(self.delete_button)
        return bar

    def _build_view(self, name: str) -> QTableView:
        """Build the table: sortable, rows selected whole, edited by the record delegate."""
        model, delete, noun = self.model, self._delete, self._noun
        self.view = QTableView()
        self.view.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.view.setObjectName(f"{name}-table")
        self.view.setAccessibleName(self.title)
        self.view.setModel(model)
        self.delegate = RecordDelegate(model, self.view)
        self.view.setItemDelegate(self.delegate)
        # Rows start in the order they were made; a click on a header sorts by that column.
        self.view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.view.setSortingEnabled(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setResizeContentsPrecision(FIT_SAMPLE)
        header.setStretchLastSection(True)
        header.setHighlightSections(False)
        if delete is not None:
            action = QAction(self.tr("Delete {noun}").format(noun=noun[0]), self.view)
            action.setShortcut(QKeySequence.StandardKey.Delete)
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            action.triggered.connect(self.delete_selected)
            self.view.addAction(action)
        return self.view

    def _build_messages(self, name: str) -> QLabel:
        """Build the refusal line under the table and its copy shown next to the cell."""
        self.message = QLabel()
        self.message.setObjectName(f"{name}-message")
        mark_as_error(self.message)
        self.message.setWordWrap(True)
        self.message.hide()
        # The same refusal next to the cell it is about, over the rows below it.
        self.cell_message = QLabel(self.view.viewport())
        self.cell_message.setObjectName(f"{name}-cell-message")
        self.cell_message.setWordWrap(True)
        self.cell_message.setFrameShape(QFrame.Shape.Box)
        self.cell_message.setMargin(3)
        self.cell_message.setAutoFillBackground(True)
        self.cell_message.setBackgroundRole(QPalette.ColorRole.Base)
        self.cell_message.setForegroundRole(QPalette.ColorRole.WindowText)
        mark_as_error(self.cell_message)
        self.cell_message.hide()
        return self.message

    def _follow_the_model(self) -> None:
        """Keep the row count, the column widths and Delete in step with the model and selection."""
        model = self.model
        model.modelReset.connect(self._update_count)
        model.modelReset.connect(self._fit_columns)
        model.layoutChanged.connect(self._update_count)
        model.rowsInserted.connect(self._update_count)
        model.rowsRemoved.connect(self._update_count)
        selection = self.view.selectionModel()
        selection.selectionChanged.connect(lambda _s, _d: self._update_delete())
        selection.currentRowChanged.connect(lambda _c, _p: self._update_delete())
        selection.currentChanged.connect(lambda _c, _p: self.cell_message.hide())
        self.view.verticalScrollBar().valueChanged.connect(lambda _v: self.cell_message.hide())
        model.modelReset.connect(self._update_delete)
        model.rowsRemoved.connect(self._update_delete)

    def _fit_columns(self) -> None:
        """Size the columns to their contents (small tables only; big ones keep their widths)."""
        if self.model.rowCount() <= FIT_ROWS:
            self.view.resizeColumnsToContents()
            header = self.view.horizontalHeader()
            for column in range(self.model.columnCount() - 1):
                width = header.sectionSize(column)
                header.resizeSection(column, max(70, min(MAX_COLUMN_WIDTH, width + 12)))
        fit_header_titles(self.view)

    def _filter_changed(self, text: str) -> None:
        self.model.set_filter_text(text)
        self._update_count()

    def _update_count(self) -> None:
        shown, total = self.model.rowCount(), self.model.total_count
        self.count_label.setText(
            str(total)
            if shown == total
            else self.tr("{shown} of {total}").format(shown=shown, total=total)
        )

    def show_error(self, message: str | None) -> None:
        """Show why an edit was refused (None hides the message): under the table, and next
        to the cell while one is being saved. The cell keeps showing the saved value."""
        self.message.setText(message or "")
        self.message.setVisible(bool(message))
        cell = self.delegate.saving
        if not message or cell is None or not cell.isValid():
            self.cell_message.hide()
            return
        rect = self.view.visualRect(self.model.index(cell.row(), cell.column()))
        viewport = self.view.viewport()
        self.cell_message.setText(message)
        width = max(rect.width(), min(320, viewport.width()))
        self.cell_message.setFixedWidth(width)
        self.cell_message.adjustSize()
        left = max(0, min(rect.left(), viewport.width() - width))
        top = rect.bottom() + 1
        if top + self.cell_message.height() > viewport.height():
            top = max(0, rect.top() - self.cell_message.height())
        self.cell_message.move(left, top)
        self.cell_message.show()
        self.cell_message.raise_()

    def selected_ids(self) -> list[int]:
        """Return the ids of the selected rows."""
        rows = {index.row() for index in self.view.selectionModel().selectedRows()}
        current = self.view.currentIndex()
        if not rows and current.isValid():
            rows = {current.row()}
        return sorted(self.model.id_at(row) for row in rows)

    def current_id(self) -> int | None:
        """Return the id of the current row."""
        index = self.view.currentIndex()
        return self.model.id_at(index.row()) if index.isValid() else None

    def editing(self) -> bool:
        """Tell whether a cell's editor is open (the person may be typing in it)."""
        return self.view.state() == QAbstractItemView.State.EditingState

    def select_id(self, record_id: int) -> None:
        """Make a record the current row (a table still reading its pages reads the rest)."""
        row = self.model.row_of(record_id)
        if row is None and self.model.loading:
            self.model.finish_loading()
            row = self.model.row_of(record_id)
        if row is not None:
            self.view.selectRow(row)
            self.view.scrollTo(self.model.index(row, 0))

    def _update_delete(self) -> None:
        self.delete_button.setEnabled(bool(self.selected_ids()))

    def delete_selected(self) -> None:
        """Ask, then delete every selected row as one command."""
        ids = self.selected_ids()
        if not ids or self._delete is None:
            return
        names = []
        for record_id in ids:
            row = self.model.row_of(record_id)
            shown = None if row is None else self.model.index(row, self._name_column).data()
            names.append(str(shown) if shown else self._noun[0])
        deleted = deleting.what(names, *self._noun)
        if self._confirm is not None and not self._confirm(self._noun[0], deleted):
            return
        self._delete(ids, deleting.undo_text(deleted))
