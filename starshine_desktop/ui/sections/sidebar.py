"""The main window's sidebar (all systems): the sections by name, those not built yet greyed
out with a tooltip saying so."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.ui.i18n import translate
from starshine_desktop.ui.sections import PERSONAE, SECTIONS

NOT_AVAILABLE = QT_TRANSLATE_NOOP("MainWindow", "not available yet")
SECTIONS_NAME = QT_TRANSLATE_NOOP("MainWindow", "Sections")


def sidebar() -> QListWidget:
    """Return the list of sections, the first (Personae) chosen."""
    sections = QListWidget()
    sections.setObjectName("sections")
    sections.setAccessibleName(translate("MainWindow", SECTIONS_NAME))
    sections.setFixedWidth(150)
    sections.setSpacing(4)  # room around each name; a style sheet would fix its colours
    sections.addItem(QListWidgetItem(translate("Sections", PERSONAE.title)))
    for spec in SECTIONS:
        item = QListWidgetItem(translate("Sections", spec.title))
        if spec.factory is None:
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            item.setToolTip(translate("MainWindow", NOT_AVAILABLE))
        sections.addItem(item)
    sections.setCurrentRow(0)
    return sections
