"""The Help menu (all systems): keyboard shortcuts, the log folder, About with the licences."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QVBoxLayout, QWidget

from starshine_desktop import APP_NAME, __version__
from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.ui.i18n import translate

#: Shortcuts that live outside the menus (tables, the Challenge wizard): where and what
#: (English; shown translated), and the keys.
OTHER_SHORTCUTS = (
    (
        QT_TRANSLATE_NOOP("HelpMenu", "Tables"),
        QT_TRANSLATE_NOOP("HelpMenu", "Delete the selected rows"),
        "Del",
    ),
    (
        QT_TRANSLATE_NOOP("HelpMenu", "Challenge wizard"),
        QT_TRANSLATE_NOOP("HelpMenu", "Roll the dice"),
        "Ctrl+R",
    ),
    (
        QT_TRANSLATE_NOOP("HelpMenu", "Challenge wizard"),
        QT_TRANSLATE_NOOP("HelpMenu", "Apply the step shown"),
        "Ctrl+Enter",
    ),
)

LICENCES = (
    ("Starshine Desktop", "MIT"),
    ("Qt 6 and PySide6", "LGPLv3"),
    ("SQLAlchemy", "MIT"),
    ("Alembic", "MIT"),
    ("platformdirs", "MIT"),
    ("Ironsworn moves and oracles, adapted from Sundered Isles by Shawn Tomkin", "CC BY-NC-SA 4.0"),
)


def about_text() -> str:
    """Return the About box's text: version and licences (the works' names stay as they are)."""
    rows = "".join(
        f"<tr><td>{name}</td><td>&nbsp;{licence}</td></tr>" for name, licence in LICENCES
    )
    about = translate(
        "HelpMenu",
        "An offline character and campaign manager for the Starshine tabletop role-playing game.",
    )
    return (
        f"<h3>{APP_NAME} {__version__}</h3>"
        f"<p>{about}</p>"
        f"<p>{translate('HelpMenu', 'Licences:')}</p><table>{rows}</table>"
    )


def shortcuts(window: QMainWindow) -> list[tuple[str, str, str]]:
    """Return (menu, command, keys) for every menu command with a shortcut, then others."""
    found: list[tuple[str, str, str]] = []
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        if not isinstance(menu, QMenu):
            continue
        for action in menu.actions():
            named = (
                key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts()
            )
            # Leave out the platform's one-key extras ("Undo", "Redo" keys).
            keys = ", ".join(key for key in named if "+" in key)
            if keys:
                title = menu_action.text().replace("&", "")
                found.append((title, action.text().replace("&", ""), keys))
    found.extend(
        (translate("HelpMenu", where), translate("HelpMenu", command), keys)
        for where, command, keys in OTHER_SHORTCUTS
    )
    return found


class HelpMenu:
    """Fills the window's Help menu and shows what it offers."""

    def __init__(self, window: QMainWindow, menu: QMenu) -> None:
        self._window = window
        self.action_shortcuts = menu.addAction(translate("HelpMenu", "&Keyboard shortcuts"))
        self.action_shortcuts.triggered.connect(lambda _c=False: self.show_shortcuts())
        self.action_log_folder = menu.addAction(translate("HelpMenu", "Open &log folder"))
        self.action_log_folder.triggered.connect(lambda _c=False: open_log_folder())
        about = translate("HelpMenu", "&About {app}").format(app=APP_NAME)
        self.action_about = menu.addAction(about)
        self.action_about.triggered.connect(lambda _c=False: self.show_about())

    def show_shortcuts(self) -> QWidget:
        """Show every keyboard shortcut in a table."""
        from PySide6.QtWidgets import QAbstractItemView, QDialog, QTableWidget, QTableWidgetItem

        rows = shortcuts(self._window)
        dialog = QDialog(self._window)
        dialog.setObjectName("shortcuts")
        title = translate("HelpMenu", "Keyboard shortcuts — {app}").format(app=APP_NAME)
        dialog.setWindowTitle(title)
        table = QTableWidget(len(rows), 3, dialog)
        table.setTabKeyNavigation(False)  # Tab moves on to the next control
        table.setObjectName("shortcuts-table")
        table.setAccessibleName(translate("HelpMenu", "Keyboard shortcuts"))
        table.setHorizontalHeaderLabels(
            [
                translate("HelpMenu", "Where"),
                translate("HelpMenu", "Command"),
                translate("HelpMenu", "Keys"),
            ]
        )
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for row, values in enumerate(rows):
            for column, value in enumerate(values):
                table.setItem(row, column, QTableWidgetItem(value))
        table.resizeColumnsToContents()
        table.horizontalHeader().setStretchLastSection(True)
        layout = QVBoxLayout(dialog)
        layout.addWidget(table)
        # Wide enough for every column (German names keys at length: "Strg+Umschalt+…").
        columns = sum(table.columnWidth(column) for column in range(table.columnCount()))
        scroll_bar = table.verticalScrollBar().sizeHint().width()
        dialog.resize(max(660, columns + scroll_bar + 48), 580)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def show_about(self) -> None:
        """Show the version and the licences."""
        from PySide6.QtWidgets import QMessageBox

        title = translate("HelpMenu", "About {app}").format(app=APP_NAME)
        QMessageBox.about(self._window, title, about_text())


def open_log_folder() -> None:
    """Show the folder of the log files in the file manager."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices

    from starshine_desktop import paths

    folder = paths.log_folder()
    folder.mkdir(parents=True, exist_ok=True)
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
