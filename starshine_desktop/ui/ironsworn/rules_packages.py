"""Ironsworn rules packages in the window: File › Import rules package… and Remove rules
package…, and the imported moves and oracle tables as the Reference section lists them.

Importing checks the whole package file first; a refusal names the JSON path of its first
bad value in a message box and changes nothing. A good package is added as one undoable step
named after it. The Remove dialog lists the imported packages by title and source and
removes the chosen one as one undoable step (Edit › Undo brings it back). Every list —
the dialog's and the Reference section's — follows the ``Changes`` the window broadcasts
(``RecordKind.RULES_PACKAGE``), so import, removal, undo and redo all show at once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.ui.i18n import refusal_text, translate
from starshine_desktop.ui.models.table_model import Column, TableModel, fetch_each

if TYPE_CHECKING:  # the menu is built with the window; these load when first used
    from PySide6.QtWidgets import QDialogButtonBox

    from starshine_desktop.rules.ironsworn.datasworn import (
        Asset,
        Condition,
        MoveEnhancement,
        RulesPackage,
        Table,
    )
    from starshine_desktop.rules.ironsworn.datasworn import Move as PackageMove
    from starshine_desktop.rules.ironsworn.moves import Move
    from starshine_desktop.services.campaign import Campaign
    from starshine_desktop.services.edits import Edit
    from starshine_desktop.services.ironsworn.rules_packages import ImportedPackage
    from starshine_desktop.ui.host import SectionHost


# What the Reference section lists ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ImportedMove:
    """An imported move as the Reference lists it: ``key`` is unique on screen; ``move`` is
    what the roll box reads, ``source`` the move as the package gives it."""

    key: str
    move: Move
    source_move: PackageMove
    package: str
    credit: str
    replaces: str = ""  # the name of the ruleset's move it stands in for
    enhanced_by: tuple[MoveEnhancement, ...] = ()  # asset abilities naming this move
    adds_to: str = ""  # the name of the ruleset's category its category adds to


@dataclass(frozen=True, slots=True)
class ImportedTable:
    """An imported oracle table as the oracle roller lists it: ``key`` is unique on screen."""

    key: str
    table: Table
    package: str
    credit: str
    replaces: str = ""  # the name of the ruleset's table it stands in for

    @property
    def label(self) -> str:
        """Return the table's full path, as the oracle history keeps it."""
        return self.table.full_name


@dataclass(frozen=True, slots=True)
class ImportedRules:
    """What the campaign's packages add to the Reference, and every id they know."""

    moves: tuple[ImportedMove, ...] = ()
    tables: tuple[ImportedTable, ...] = ()
    packages: tuple[RulesPackage, ...] = ()

    def names(self, target: str) -> str | None:
        """Return the name of what a Datasworn id names, if a package of the campaign has it."""
        for package in self.packages:
            if target in package.ids:
                return package.names.get(target, target)
        return None


#: How the key of an imported move or table starts (a built-in one's is its id).
_IMPORTED = "package:"


def _key(package: ImportedPackage, item_id: str) -> str:
    # Two packages may share a Datasworn id: the campaign's id of the package tells them apart.
    return f"{_IMPORTED}{package.id}:{item_id}"


def is_imported_key(key: str) -> bool:
    """Tell whether a key of the Reference's lists names an imported move or table."""
    return key.startswith(_IMPORTED)


def imported_rules(campaign: Campaign) -> ImportedRules:
    """Return the campaign's imported moves and oracle tables, package by package; a move or
    table an expansion replaces gives way to the expansion's."""
    from starshine_desktop.rules.ironsworn.datasworn import (
        enhanced,
        reference_move,
        replacements,
        shown_tables,
        wildcard_fits,
    )

    packages = campaign.rules_packages.packages()
    replaced = replacements(p.package for p in packages)
    # The names of what expansions replace or add to: read off the moves and tables (every
    # id's name is found in the package's JSON only when a link needs it).
    names: dict[str, str] = {}
    for p in packages:
        for move in p.moves:
            names[move.id] = move.name
            names.setdefault(move.category_id, move.category)
        for collection in p.package.oracles:
            names[collection.id] = collection.name
            names.update((table.id, table.name) for table in collection.all_tables())
    replacing = {new: names.get(old, old) for old, new in replaced.items()}
    # Asset abilities that name moves (an ability for any move is read on its card): those
    # naming one move exactly are found by its id, the wildcards tried on every move.
    by_id: dict[str, list[MoveEnhancement]] = {}
    wildcards: dict[str, list[MoveEnhancement]] = {}
    for p in packages:
        for asset in p.assets:
            for enhancement in asset.enhancements:
                for pattern in enhancement.enhances or ():
                    found = wildcards if "*" in pattern else by_id
                    found.setdefault(pattern, []).append(enhancement)

    def imported(p: ImportedPackage, move: PackageMove) -> ImportedMove:
        ids = (move.id, *move.replaces)
        candidates = {id(e): e for move_id in ids for e in by_id.get(move_id, ())}
        for pattern, named in wildcards.items():
            if any(wildcard_fits(pattern, move_id) for move_id in ids):
                candidates.update((id(e), e) for e in named)
        fitting = (e for e in candidates.values() if e.fits(move))
        enhancements = tuple(sorted(fitting, key=lambda e: order[id(e)]))
        adds_to = ", ".join(names.get(category, category) for category in move.adds_to)
        return ImportedMove(
            _key(p, move.id),
            reference_move(enhanced(move, enhancements)),
            move,
            p.title,
            move.credit.text,
            replacing.get(move.id, ""),
            enhancements,
            adds_to,
        )

    order = {
        id(enhancement): number
        for number, enhancement in enumerate(
            e for p in packages for asset in p.assets for e in asset.enhancements
        )
    }
    moves = tuple(
        imported(p, move) for p in packages for move in p.moves if move.id not in replaced
    )
    tables = tuple(
        ImportedTable(
            _key(p, table.id), table, p.title, table.credit.text, replacing.get(table.id, "")
        )
        for p in packages
        for collection in p.package.oracles
        for table in shown_tables(collection, replaced)
    )
    return ImportedRules(moves, tables, tuple(p.package for p in packages))


def credit_line(credit: str) -> str:
    """Say where an imported move, table or asset comes from: title, authors, licence."""
    return translate("RulesPackages", "From {credit}").format(credit=credit)


def group_label(category: str, package: str) -> str:
    """Return the heading of an imported collection of moves: its package first, so a
    narrow browser that cuts the heading short still shows where the moves come from."""
    return translate("RulesPackages", "{package}: {category}").format(
        category=category, package=package
    )


def markdown_html(markdown: str) -> str:
    """Return Markdown as rich text, read by Qt's own Markdown support (links kept)."""
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    # Datasworn writes strong emphasis as __text__, which Qt's reader underlines.
    document.setMarkdown(re.sub(r"__(?=\S)(.+?)(?<=\S)__", r"**\1**", markdown))
    html = document.toHtml()
    start, end = html.find("<body"), html.rfind("</body>")
    if start < 0 or end < 0:
        return html
    return html[html.index(">", start) + 1 : end]


def imported_move_markdown(item: ImportedMove) -> str:
    """Return an imported move's page as Markdown: its name, credit, what it replaces and
    the package's text (trigger, conditions and outcomes as printed)."""
    move = item.source_move
    lines = [f"### {move.name}", "", f"*{credit_line(item.credit)}*", ""]
    if item.replaces:
        note = translate("RulesPackages", "Replaces the ruleset's move {name}.")
        lines += [f"*{note.format(name=item.replaces)}*", ""]
    if item.adds_to:
        note = translate("RulesPackages", "Adds to the ruleset's {category}.")
        lines += [f"*{note.format(category=item.adds_to)}*", ""]
    lines.append(move.text)
    if item.enhanced_by:
        heading = translate(
            "RulesPackages", "Asset abilities that add to this move (with the asset on your sheet)"
        )
        lines += ["", f"#### {heading}", ""]
        for enhancement in item.enhanced_by:
            texts = "; ".join(
                _condition_text(condition) for condition in enhancement.conditions
            ) or translate("RulesPackages", "see the asset's card")
            ability = translate("RulesPackages", "**{asset}**, ability {number}: {text}")
            lines.append(
                "- "
                + ability.format(
                    asset=enhancement.asset_name, number=enhancement.ability, text=texts
                )
            )
    return "\n".join(lines)


def _condition_text(condition: Condition) -> str:
    """Return a condition as a line: its text, then what it rolls ("roll +heart")."""
    rolls = ", ".join(f"+{choice.label}" for choice in condition.choices if choice.using)
    if not rolls:
        return condition.text
    roll = translate("RulesPackages", "roll {values}").format(values=rolls)
    return f"{condition.text} ({roll})" if condition.text else roll


def asset_markdown(asset: Asset) -> str:
    """Return an asset card as Markdown: name, category, credit, requirement, its fields and
    meters, and its abilities ticked as the card starts."""
    lines = [f"### {asset.name}", "", f"*{asset.category} · {credit_line(asset.credit.text)}*", ""]
    if asset.requirement:
        lines += [asset.requirement, ""]
    for field in asset.options:
        lines.append(f"- {field.label}: …")
    for control in asset.controls:
        if control.low is not None and control.high is not None:
            meter = translate("RulesPackages", "{label}: {low} to {high}").format(
                label=control.label, low=control.low, high=control.high
            )
            lines.append(f"- {meter}")
        else:
            lines.append(f"- {control.label}")
    lines.append("")
    for ability in asset.abilities:
        lines += [f"{'☑' if ability.enabled else '☐'} {ability.text}", ""]
    return "\n".join(lines)


def imported_move_html(item: ImportedMove) -> str:
    """Return an imported move's page as rich text."""
    return markdown_html(imported_move_markdown(item))


# File › Import rules package… and Remove rules package… -----------------------------------


def choose_rules_package(parent: QWidget, folder: Path) -> Path | None:
    """Ask for a rules package file to import."""
    from PySide6.QtWidgets import QFileDialog  # not needed before the window is painted

    name, _ = QFileDialog.getOpenFileName(
        parent,
        translate("RulesPackages", "Import rules package"),
        str(folder),
        translate("RulesPackages", "Rules package (*.json);;All files (*)"),
    )
    return Path(name) if name else None


class RemovePackagesDialog(QDialog):
    """Lists the imported packages by title and source; Remove… removes the chosen one."""

    def __init__(self, host: SectionHost, parent: QWidget) -> None:
        super().__init__(parent)
        self._host = host
        self.setObjectName("remove-rules-packages")
        self.setWindowTitle(self.tr("Remove rules package"))
        service = host.campaign.rules_packages
        self.model: TableModel[ImportedPackage] = TableModel(
            self._columns(),
            kinds=[RecordKind.RULES_PACKAGE],
            fetch=fetch_each(service.package),
            default_order=lambda p: p.title.casefold(),
            parent=self,
        )
        self.model.reset_rows(service.packages())
        layout = QVBoxLayout(self)
        self.intro = QLabel(
            self.tr(
                "Removing a package takes its moves and oracle tables out of the Reference. "
                "Results already rolled stay in the oracle history; Edit › Undo brings the "
                "package back."
            )
        )
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.table = self._build_table()
        layout.addWidget(self.table, 1)
        self.empty = QLabel(self.tr("The campaign has no rules packages."))
        self.empty.setObjectName("rules-packages-empty")
        layout.addWidget(self.empty)
        self.buttons = self._build_buttons()
        layout.addWidget(self.buttons)
        self.table.selectionModel().selectionChanged.connect(lambda *_a: self._update())
        for signal in (self.model.rowsInserted, self.model.rowsRemoved, self.model.modelReset):
            signal.connect(lambda *_a: self._update())
        if self.model.rowCount():
            self.table.selectRow(0)
        self._update()
        self.resize(620, 320)

    def _columns(self) -> tuple[Column[ImportedPackage], ...]:
        return (
            Column(self.tr("Title"), lambda p: p.title),
            Column(self.tr("Credit"), lambda p: p.source),
            Column(self.tr("Version"), lambda p: p.version),
            Column(
                self.tr("Moves"), lambda p: str(len(p.moves)), lambda p: len(p.moves), numeric=True
            ),
            Column(
                self.tr("Oracle tables"),
                lambda p: str(len(p.tables)),
                lambda p: len(p.tables),
                numeric=True,
            ),
            Column(
                self.tr("Assets"),
                lambda p: str(len(p.assets)),
                lambda p: len(p.assets),
                numeric=True,
            ),
            Column(
                self.tr("Imported"),
                lambda p: p.imported_at.astimezone().strftime("%Y-%m-%d %H:%M"),
                lambda p: p.imported_at,
            ),
        )

    def _build_table(self) -> QTableView:
        table = QTableView()
        table.setTabKeyNavigation(False)  # Tab moves on to the next control
        table.setObjectName("rules-packages-table")
        table.setAccessibleName(self.tr("Imported rules packages"))
        table.setModel(self.model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        return table

    def _build_buttons(self) -> QDialogButtonBox:
        from PySide6.QtWidgets import QDialogButtonBox  # built with the dialog, not the menu

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.remove_button = QPushButton(self.tr("&Remove…"))
        self.remove_button.setObjectName("remove-rules-package")
        buttons.addButton(self.remove_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.remove_button.clicked.connect(lambda _checked=False: self.remove_chosen())
        buttons.rejected.connect(self.reject)
        return buttons

    def _update(self) -> None:
        self.remove_button.setEnabled(self.chosen() is not None)
        self.empty.setVisible(self.model.rowCount() == 0)

    def chosen(self) -> ImportedPackage | None:
        """Return the selected package, or None."""
        rows = self.table.selectionModel().selectedRows()
        return self.model.row_at(rows[0].row()) if rows else None

    def apply_changes(self, changes: Changes) -> None:
        """Follow the packages ``changes`` names (an import, a removal, an undo)."""
        self.model.apply(changes)
        if self.chosen() is None and self.model.rowCount():
            self.table.selectRow(0)

    def remove_chosen(self) -> bool:
        """Ask once, then remove the selected package as one undoable step."""
        package = self.chosen()
        window = self._host
        if package is None:
            return False
        title = self.tr("Remove rules package")
        refusal = window.read_only_message()
        if refusal is not None:
            window.prompter.show_error(self, title, refusal)
            return False
        question = self.tr(
            "Remove {title} and its moves and oracle tables? Edit › Undo brings it back."
        ).format(title=package.title)
        if not window.prompter.confirm(self, title, question):
            return False
        service = window.campaign.rules_packages
        problems: list[str] = []
        window.perform(
            self.tr("Remove rules package {title}").format(title=package.title),
            lambda: service.remove_package(package.id),
            refused=problems.append,
        )
        if problems:
            window.prompter.show_error(self, title, problems[0])
            return False
        return True


class RulesPackageActions(QObject):
    """Adds Import rules package… and Remove rules package… to the File menu and runs them."""

    def __init__(self, host: SectionHost, parent: QWidget, menu: QMenu) -> None:
        super().__init__(parent)
        self._host = host
        self._parent = parent
        self.dialog: RemovePackagesDialog | None = None
        menu.addSeparator()
        self.import_action = menu.addAction(self.tr("Import r&ules package…"))
        self.import_action.triggered.connect(lambda _c=False: self.import_package())
        self.remove_action = menu.addAction(self.tr("Remo&ve rules package…"))
        self.remove_action.triggered.connect(lambda _c=False: self.remove_packages())

    def _error(self, message: str) -> None:
        title = self.tr("Cannot import the rules package")
        self._host.prompter.show_error(self._parent, title, message)

    def import_package(self) -> bool:
        """Ask for a package file, check all of it, and add it as one undoable step."""
        from starshine_desktop.services.errors import Refusal
        from starshine_desktop.services.ironsworn.rules_packages import read_package_file

        window = self._host
        source = choose_rules_package(self._parent, window.campaign.folder)
        if source is None:
            return False
        not_imported = self.tr("{file} was not imported: {reason}")
        refusal = window.read_only_message()
        if refusal is not None:
            self._error(not_imported.format(file=source.name, reason=refusal))
            return False
        try:
            raw, document = read_package_file(source)
        except Refusal as error:
            self._error(not_imported.format(file=source.name, reason=refusal_text(error)))
            return False
        except OSError as error:
            self._error(not_imported.format(file=source.name, reason=error.strerror or error))
            return False
        service = window.campaign.rules_packages

        title = str(raw.get("title") or source.stem)

        def make() -> Edit:
            return service.import_package(raw, document)

        problems: list[str] = []
        window.perform(
            self.tr("Import rules package {title}").format(title=title),
            make,
            refused=problems.append,
        )
        if problems:
            self._error(not_imported.format(file=source.name, reason=problems[0]))
            return False
        done = self.tr("Imported the rules package {title}: see Reference › Moves and Oracles.")
        window.show_status(done.format(title=title), 15000)
        return True

    def remove_dialog(self) -> RemovePackagesDialog:
        """Return the Remove dialog, built for the campaign on screen (not yet shown)."""
        self.dialog = RemovePackagesDialog(self._host, self._parent)
        return self.dialog

    def remove_packages(self) -> None:
        """Show the Remove dialog until the person closes it."""
        dialog = self.remove_dialog()
        try:
            dialog.exec()
        finally:
            self.dialog = None
            dialog.deleteLater()

    def apply_changes(self, changes: Changes) -> None:
        """Pass the window's ``Changes`` on to the Remove dialog while it is open."""
        if self.dialog is not None:
            self.dialog.apply_changes(changes)
