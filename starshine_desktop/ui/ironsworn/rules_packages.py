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
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
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
        AssetChanges,
        AssetControl,
        Condition,
        Enhancements,
        MoveEnhancement,
        Table,
    )
    from starshine_desktop.rules.ironsworn.datasworn import Move as PackageMove
    from starshine_desktop.rules.ironsworn.datasworn_outline import (
        AssetEntry,
        MoveEntry,
        PackageOutline,
    )
    from starshine_desktop.rules.ironsworn.moves import Move
    from starshine_desktop.services.campaign import Campaign
    from starshine_desktop.services.edits import Edit
    from starshine_desktop.services.ironsworn.rules_packages import (
        ImportedPackage,
        ListedPackage,
    )
    from starshine_desktop.ui.host import SectionHost


# What the Reference section lists ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ImportedMove:
    """An imported move as the Reference lists it: ``key`` is unique on screen, ``entry``
    its line in its package's outline. The move itself (``source_move``, as the package
    gives it, and ``move``, what the roll box reads) is read from its package when first
    asked for, so listing the moves reads no move's text."""

    key: str
    entry: MoveEntry
    package: str
    credit: str
    replaces: str = ""  # the name of the ruleset's move it stands in for
    adds_to: str = ""  # the name of the ruleset's category its category adds to
    origin: ListedPackage | None = field(default=None, repr=False)
    enhancements: AssetAbilities | None = field(default=None, repr=False, compare=False)
    # Where the Reference lists it: a package's title and a category's name (an expansion's
    # move whose category enhances the ruleset's is listed in the ruleset's category).
    place: tuple[str, str] = ("", "")
    _read: list[tuple[PackageMove, Move]] = field(default_factory=list, repr=False, compare=False)
    _enhanced_by: list[tuple[MoveEnhancement, ...]] = field(
        default_factory=list, repr=False, compare=False
    )

    @property
    def enhanced_by(self) -> tuple[MoveEnhancement, ...]:
        """Return the asset abilities that add to this move (found the first time)."""
        if not self._enhanced_by:
            found = () if self.enhancements is None else self.enhancements.of(self.entry)
            self._enhanced_by.append(found)
        return self._enhanced_by[0]

    @property
    def for_any(self) -> tuple[MoveEnhancement, ...]:
        """Return the asset abilities that add to any move of its roll type (``enhances``
        null) of its ruleset's assets and its expansions'."""
        return () if self.enhancements is None else self.enhancements.for_any(self.entry)

    @property
    def name(self) -> str:
        """Return the move's name."""
        return self.entry.name

    @property
    def category(self) -> str:
        """Return the name of the move's category (its collections, "A / B")."""
        return self.entry.category

    @property
    def trigger(self) -> str:
        """Return the move's trigger as plain text."""
        from starshine_desktop.rules.ironsworn.datasworn import plain_text

        return plain_text(self.entry.trigger)

    def _moves(self) -> tuple[PackageMove, Move]:
        if not self._read:
            from starshine_desktop.rules.ironsworn.datasworn import enhanced, reference_move

            if self.origin is None:
                raise LookupError(self.entry.id)
            source = self.origin.move(self.entry)
            self._read.append((source, reference_move(enhanced(source, self.enhanced_by))))
        return self._read[0]

    @property
    def source_move(self) -> PackageMove:
        """Return the move as the package gives it (read from the package the first time)."""
        return self._moves()[0]

    @property
    def move(self) -> Move:
        """Return the move as the roll box reads it, with the conditions its enhancements add
        (read from the package the first time)."""
        return self._moves()[1]


class AssetAbilities:
    """What the packages' asset abilities add to moves, and each asset's package: read from
    the outlines' assets the first time a move is shown (listing the moves needs neither)."""

    def __init__(self, packages: tuple[ListedPackage, ...]) -> None:
        self._packages = packages
        self._read: tuple[Enhancements, dict[str, str]] | None = None

    def _found(self) -> tuple[Enhancements, dict[str, str]]:
        if self._read is None:
            from starshine_desktop.rules.ironsworn.datasworn import Enhancements

            outlines = [p.outline for p in self._packages]
            enhancements = Enhancements(
                (e for o in outlines for e in o.enhancements),
                {o.id: o.ruleset or o.id for o in outlines},
            )
            titles = {entry.id: p.title for p in self._packages for entry in p.outline.assets}
            self._read = enhancements, titles
        return self._read

    def of(self, move: MoveEntry) -> tuple[MoveEnhancement, ...]:
        """Return the abilities naming ``move`` that fit it."""
        return self._found()[0].of(move)

    def for_any(self, move: MoveEntry) -> tuple[MoveEnhancement, ...]:
        """Return the abilities that add to any move of ``move``'s roll type."""
        return self._found()[0].for_any(move)

    def package_of(self, asset_id: str, default: str) -> str:
        """Return the title of an asset's package (``default`` if none has it)."""
        return self._found()[1].get(asset_id, default)


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
    """What the campaign's packages add to the Reference (their outlines), and every id they
    know (read from a package when a link into it is followed). The tables are listed the
    first time they are asked for (the Oracles tab shown)."""

    moves: tuple[ImportedMove, ...] = ()
    packages: tuple[ListedPackage, ...] = ()
    _tables: list[tuple[ImportedTable, ...]] = field(
        default_factory=list, repr=False, compare=False
    )

    @property
    def tables(self) -> tuple[ImportedTable, ...]:
        """Return the imported tables, but none an expansion replaces (found the first time)."""
        if not self._tables:
            self._tables.append(_imported_tables(self.packages))
        return self._tables[0]

    def asset_places(self) -> Iterator[tuple[str, str, AssetEntry, ListedPackage]]:
        """Yield each asset where the Reference lists it: a package's title, a category's
        name, the asset and its package. An expansion's asset whose collection enhances the
        ruleset's is listed in the ruleset's category, as Datasworn merges it."""
        collections = {
            entry.collection_id: (listed.title, entry.category)
            for listed in self.packages
            for entry in listed.outline.assets
            if not entry.adds_to
        }
        later: list[tuple[str, str, AssetEntry, ListedPackage]] = []
        for listed in self.packages:
            for entry in listed.outline.assets:
                place = next((collections[c] for c in entry.adds_to if c in collections), None)
                if place is None:
                    yield listed.title, entry.category, entry, listed
                else:
                    later.append((*place, entry, listed))
        yield from later

    def asset_card(self, asset_id: str) -> str | None:
        """Return an asset's card as Markdown (read from its package), naming the moves its
        abilities add to; None if no package of the campaign has it."""
        from starshine_desktop.rules.ironsworn.datasworn import enhanced_asset

        for listed in self.packages:
            asset = listed.asset(asset_id)
            if asset is not None:
                return asset_markdown(enhanced_asset(asset), self._moves_enhanced, listed.title)
        return None

    def _moves_enhanced(self, enhancement: MoveEnhancement) -> list[str]:
        found = [m.name for m in self.moves if enhancement.fits(m.entry)]
        if found:
            return found
        # A move the Reference does not list (an asset ability's own move): its name.
        exact = (p for p in enhancement.enhances or () if "*" not in p)
        return [name for target in exact if (name := self.names(target)) is not None]

    def replacing(self, target: str) -> str:
        """Return the id of what an expansion of the campaign shows in place of ``target``
        (a move or a table it replaces, or the collection in place of the one holding a
        table), or ``target`` itself."""
        from starshine_desktop.rules.ironsworn.datasworn import replacements

        replaced = replacements(p.outline for p in self.packages)
        found = replaced.get(target)
        kind, _colon, path = target.partition(":")
        while found is None and kind == "oracle_rollable" and "/" in path:
            path = path.rsplit("/", 1)[0]
            found = replaced.get(f"oracle_collection:{path}")
        return target if found is None else found

    def names(self, target: str) -> str | None:
        """Return the name of what a Datasworn id names, if a package of the campaign has it."""
        owner = target.partition(":")[2].split("/", 1)[0]
        for listed in self.packages:
            if listed.outline.id != owner:
                continue
            package = listed.full()
            if target in package.ids:
                return package.names.get(target, target)
        return None


_IMPORTED = "package:"
"""How the key of an imported move or table starts (a built-in one's is its id)."""


def _key(package: ListedPackage, item_id: str) -> str:
    # Two packages may share a Datasworn id: the campaign's id of the package tells them apart.
    return f"{_IMPORTED}{package.id}:{item_id}"


def is_imported_key(key: str) -> bool:
    """Tell whether a key of the Reference's lists names an imported move or table."""
    return key.startswith(_IMPORTED)


def _names(outlines: Iterable[PackageOutline], *, tables: bool) -> dict[str, str]:
    """Return the names of the moves and their categories (and of the collections and
    tables, with ``tables``): what expansions replace or add to is named by them."""
    names: dict[str, str] = {}
    for outline in outlines:
        for entry in outline.moves:
            names[entry.id] = entry.name
            names.setdefault(entry.category_id, entry.category)
        for collection in outline.oracles if tables else ():
            names[collection.id] = collection.name
            names.update((table.id, table.name) for table in collection.all_tables())
    return names


def imported_rules(campaign: Campaign) -> ImportedRules:
    """Return the campaign's imported moves and oracle tables, package by package, from the
    packages' outlines; a move or table an expansion replaces gives way to the expansion's.
    The moves are listed now (their outlines' moves read); the tables when first asked for."""
    packages = campaign.rules_packages.outlines()
    outlines = [p.outline for p in packages]
    # What expansions' moves replace (their tables' replacements are found with the tables).
    replaced = {
        old: entry.id
        for outline in outlines
        if outline.kind == "expansion"
        for entry in outline.moves
        for old in entry.replaces
    }
    names = _names(outlines, tables=False)
    replacing = {new: names.get(old, old) for old, new in replaced.items()}
    # Asset abilities that name moves (an ability for any move is read on its card), found
    # for a move when it is shown.
    abilities = AssetAbilities(packages)
    # A category an expansion's category enhances: where its moves are listed.
    categories = {
        entry.category_id: (p.title, entry.category)
        for p in packages
        for entry in p.outline.moves
        if not entry.adds_to
    }

    def place(p: ListedPackage, entry: MoveEntry) -> tuple[str, str]:
        found = (categories[c] for c in entry.adds_to if c in categories)
        return next(found, (p.title, entry.category))

    moves = tuple(
        ImportedMove(
            _key(p, entry.id),
            entry,
            p.title,
            entry.credit.text,
            replacing.get(entry.id, ""),
            ", ".join(names.get(category, category) for category in entry.adds_to),
            p,
            abilities,
            place(p, entry),
        )
        for p in packages
        for entry in p.outline.moves
        if entry.id not in replaced
    )
    return ImportedRules(moves, packages)


def _imported_tables(packages: tuple[ListedPackage, ...]) -> tuple[ImportedTable, ...]:
    """Return the packages' tables, but none an expansion replaces, package by package."""
    from starshine_desktop.rules.ironsworn.datasworn import replacements, shown_tables

    outlines = [p.outline for p in packages]
    replaced = replacements(outlines)
    names = _names(outlines, tables=True)
    replacing = {new: names.get(old, old) for old, new in replaced.items()}
    return tuple(
        ImportedTable(
            _key(p, table.id), table, p.title, table.credit.text, replacing.get(table.id, "")
        )
        for p in packages
        for collection in p.outline.oracles
        for table in shown_tables(collection, replaced)
    )


@lru_cache(maxsize=256)
def credit_line(credit: str) -> str:
    """Say where an imported move, table or asset comes from: title, authors, licence (the
    language is chosen at start, so each credit's line is made once)."""
    return translate("RulesPackages", "From {credit}").format(credit=credit)


def group_label(category: str, package: str) -> str:
    """Return the heading of an imported collection of moves: its package first, so a
    narrow browser that cuts the heading short still shows where the moves come from."""
    return translate("RulesPackages", "{package}: {category}").format(
        category=category, package=package
    )


_LINK_COLOUR = re.compile(r'(<a [^>]*><span style="[^"]*?) color:#[0-9a-fA-F]{6};')


def markdown_html(markdown: str) -> str:
    """Return Markdown as rich text, read by Qt's own Markdown support (links kept)."""
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    # Datasworn writes strong emphasis as __text__, which Qt's reader underlines.
    document.setMarkdown(re.sub(r"__(?=\S)(.+?)(?<=\S)__", r"**\1**", markdown))
    # Qt writes each link's colour as the palette's at the time: the page's own palette
    # colours links (a dark theme's are light).
    html = _LINK_COLOUR.sub(r"\1", document.toHtml())
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
    for_any = item.for_any
    if for_any:
        note = translate(
            "RulesPackages",
            "{count} asset abilities add to {moves} in the situation they name: "
            "each card in Reference › Assets says which; the Roll box below offers those "
            "of the chosen Persona's cards.",
        )
        lines += ["", f"*{note.format(count=len(for_any), moves=_roll_kind(move.roll_type))}*"]
    if item.enhanced_by:
        heading = translate(
            "RulesPackages", "Asset abilities that add to this move (with the asset on your sheet)"
        )
        lines += ["", f"#### {heading}", ""]
        for enhancement in item.enhanced_by:
            texts = "; ".join(
                _condition_text(condition) for condition in enhancement.conditions
            ) or translate("RulesPackages", "see the asset's card")
            source = (
                item.package
                if item.enhancements is None
                else item.enhancements.package_of(enhancement.asset_id, item.package)
            )
            if source == item.package:
                ability = translate("RulesPackages", "**{asset}**, ability {number}: {text}")
            else:
                ability = translate(
                    "RulesPackages", "**{asset}** ({package}), ability {number}: {text}"
                )
            lines.append(
                "- "
                + ability.format(
                    asset=enhancement.asset_name,
                    package=source,
                    number=enhancement.ability,
                    text=texts,
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


def asset_markdown(
    asset: Asset,
    moves_named: Callable[[MoveEnhancement], list[str]] | None = None,
    package: str = "",
) -> str:
    """Return an asset card as Markdown: name, category, credit, requirement, its fields and
    meters, and its abilities ticked as the card starts, each followed by what it adds to
    moves (``moves_named`` names the moves of the campaign it fits) and what it changes on
    the card while ticked."""
    heading = f"{asset.category} · {credit_line(asset.credit.text)}"
    lines = [f"### {asset.name}", "", f"*{heading}*", ""]
    if asset.requirement:
        lines += [asset.requirement, ""]
    for option in asset.options:
        lines.append(f"- {option.label}: …")
    for control in asset.controls:
        lines.append(f"- {_control_text(control)}")
    if asset.count_as_impact:
        lines.append("- " + translate("RulesPackages", "Counts as an impact"))
    if asset.shared:
        lines.append("- " + translate("RulesPackages", "Shared with your allies"))
    lines.append("")
    for ability in asset.abilities:
        lines += [f"{'☑' if ability.enabled else '☐'} {ability.text}", ""]
        added = [_enhancement_text(e, moves_named) for e in ability.enhancements]
        if ability.changes is not None:
            added.append(_changes_text(ability.changes))
        if ability.controls:
            added.append(
                translate("RulesPackages", "Kept on the sheet: {controls}").format(
                    controls="; ".join(_control_text(control) for control in ability.controls)
                )
            )
        if added:
            lines += [f"- *{text}*" for text in added if text] + [""]
    return "\n".join(lines)


def _control_text(control: AssetControl) -> str:
    if control.low is not None and control.high is not None:
        return translate("RulesPackages", "{label}: {low} to {high}").format(
            label=control.label, low=control.low, high=control.high
        )
    if control.high is not None:
        return translate("RulesPackages", "{label}: up to {high}").format(
            label=control.label, high=control.high
        )
    return control.label


def _roll_kind(roll_type: str) -> str:
    kinds = {
        "action_roll": translate("RulesPackages", "any move with an action roll"),
        "progress_roll": translate("RulesPackages", "any move with a progress roll"),
        "special_track": translate("RulesPackages", "any move rolling a special track"),
        "no_roll": translate("RulesPackages", "any move without a roll"),
    }
    return kinds.get(roll_type, translate("RulesPackages", "any move"))


def _enhancement_text(
    enhancement: MoveEnhancement, moves_named: Callable[[MoveEnhancement], list[str]] | None
) -> str:
    """Say what an ability adds to moves: which moves (any move of a roll type when its
    ``enhances`` is null) and the conditions it adds."""
    if enhancement.enhances is None:
        where = _roll_kind(enhancement.roll_type)
    else:
        names = moves_named(enhancement) if moves_named is not None else []
        where = ", ".join(dict.fromkeys(names)) or translate(
            "RulesPackages", "moves of a package not in this campaign"
        )
    conditions = "; ".join(_condition_text(c) for c in enhancement.conditions)
    if not conditions:
        return translate("RulesPackages", "Adds to {moves}").format(moves=where)
    return translate("RulesPackages", "Adds to {moves}: {conditions}").format(
        moves=where, conditions=conditions
    )


def _changes_text(changes: AssetChanges) -> str:
    """Say what a ticked ability changes on its card."""
    parts = [_control_text(control) for control in changes.controls]
    if changes.count_as_impact:
        parts.append(translate("RulesPackages", "counts as an impact"))
    if changes.shared:
        parts.append(translate("RulesPackages", "shared with your allies"))
    if changes.attachments:
        kinds = ", ".join(
            dict.fromkeys(
                p.rstrip("/*").rsplit("/", 1)[-1].replace("_", " ") for p in changes.attachments
            )
        )
        if changes.attachments_max == 1:
            held = translate("RulesPackages", "holds one {kinds} asset")
        else:
            held = translate("RulesPackages", "holds {kinds} assets")
        parts.append(held.format(kinds=kinds))
    return translate("RulesPackages", "While ticked: {changes}").format(changes="; ".join(parts))


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
