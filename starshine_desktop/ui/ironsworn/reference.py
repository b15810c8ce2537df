"""The Reference section: the moves of seed 004 with their rolls, and the oracle roller.

Moves are grouped by category and searched by name and trigger. A move's page shows its
text and, under it, its roll (``move_roll.MoveRollBox``: stat, adds, burning momentum, the
app's dice or typed ones, the exact odds of each band), which applies what the outcome
states to the chosen Persona and track as one undoable edit. The oracle roller rolls or
looks up any table (resolving "roll twice"), asks yes/no questions by odds, and keeps every
result in the campaign's history (undoable like any edit).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from html import escape

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, RuleError
from starshine_desktop.rules.ironsworn import (
    Move,
    OracleOdds,
    OracleResult,
    OracleTable,
    answer,
    categories,
    find_move,
    moves,
    oracle_odds,
    oracle_tables,
    roll_oracle,
    search_moves,
)
from starshine_desktop.rules.ironsworn.datasworn import (
    Table,
    TableResult,
    plain_text,
    roll_table,
    row_chance,
)
from starshine_desktop.rules.ironsworn.datasworn_outline import AssetEntry
from starshine_desktop.rules.ironsworn.moves import reference_text
from starshine_desktop.rules.ironsworn.odds import row_odds
from starshine_desktop.rules.ironsworn.oracles import check_oracle_roll
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.errors import Refusal
from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.i18n import game_term, refusal_text
from starshine_desktop.ui.ironsworn import track_models as track_columns
from starshine_desktop.ui.ironsworn.move_roll import MoveRollBox
from starshine_desktop.ui.ironsworn.reference_setting import SettingPanel, tree_beside_page
from starshine_desktop.ui.ironsworn.roll_panel import (
    error_label,
    named_button,
    parse_faces,
    percent,
    show_error,
)
from starshine_desktop.ui.ironsworn.rules_packages import (
    ImportedMove,
    ImportedRules,
    ImportedTable,
    credit_line,
    group_label,
    imported_move_html,
    imported_rules,
    is_imported_key,
    markdown_html,
)
from starshine_desktop.ui.ironsworn.track_models import oracle_history_model
from starshine_desktop.ui.sections.base import SectionPage

MOVE_ROLE = Qt.ItemDataRole.UserRole + 1
TABLE_ROLE = Qt.ItemDataRole.UserRole + 2
ASK_THE_ORACLE = QT_TRANSLATE_NOOP("OraclesPanel", "Ask the Oracle")
LATER_ROLE = Qt.ItemDataRole.UserRole + 3
# The kinds of ``datasworn:`` link Reference › Setting opens.
SETTING_KINDS = frozenset(
    {
        "truth",
        "npc",
        "npc_collection",
        "atlas_entry",
        "atlas_collection",
        "delve_site",
        "rarity",
    }
)


class LaterChildren:
    """The children of a tree's items, made the first time each item is expanded: a tree
    is built only as far as it shows."""

    def __init__(self, tree: QTreeWidget) -> None:
        self._fill: dict[int, Callable[[QTreeWidgetItem], None]] = {}
        self._made = 0
        tree.itemExpanded.connect(self.make)

    def clear(self) -> None:
        """Forget the children still to make (the tree was cleared)."""
        self._fill.clear()

    def later(self, item: QTreeWidgetItem, fill: Callable[[QTreeWidgetItem], None]) -> None:
        """Make ``item``'s children with ``fill(item)`` when it is first expanded."""
        self._made += 1
        self._fill[self._made] = fill
        item.setData(0, LATER_ROLE, self._made)
        item.setChildIndicatorPolicy(QTreeWidgetItem.ChildIndicatorPolicy.ShowIndicator)

    def open_child(
        self, item: QTreeWidgetItem, wanted: Callable[[QTreeWidgetItem], bool]
    ) -> QTreeWidgetItem | None:
        """Expand ``item`` (making its children) and return its first child ``wanted`` names."""
        item.setExpanded(True)
        self.make(item)  # the tree's signals may be blocked
        children = (item.child(n) for n in range(item.childCount()))
        return next((child for child in children if child is not None and wanted(child)), None)

    def make(self, item: QTreeWidgetItem) -> None:
        """Make ``item``'s children now, if they are still to make."""
        number = item.data(0, LATER_ROLE)
        fill = self._fill.pop(number, None) if isinstance(number, int) else None
        if fill is not None:
            policy = QTreeWidgetItem.ChildIndicatorPolicy.DontShowIndicatorWhenChildless
            item.setChildIndicatorPolicy(policy)
            fill(item)


def _is_collection(name: str, item: QTreeWidgetItem) -> bool:
    return item.text(0) == name and item.data(0, TABLE_ROLE) is None


@dataclass(eq=False)
class _Branch:
    """A package or collection of the tables' tree: its collections and tables, in order."""

    name: str
    members: list[_Branch | ImportedTable] = field(default_factory=list)
    by_name: dict[str, _Branch] = field(default_factory=dict)

    def branch(self, name: str) -> _Branch:
        found = self.by_name.get(name)
        if found is None:
            found = self.by_name[name] = _Branch(name)
            self.members.append(found)
        return found


class FirstThenDice:
    """Dice whose first d100 is a number given by the person, then rolled at random."""

    def __init__(self, first: int, rng: random.Random) -> None:
        self._first: int | None = first
        self._rng = rng

    def roll(self, sides: int) -> int:
        if self._first is not None:
            first, self._first = self._first, None
            return first
        return self._rng.randint(1, sides)


def move_html(move: Move) -> str:
    """Return a move's page as simple rich text (from the project's own summaries)."""
    lines = reference_text(move).split("\n")
    title, rest = lines[0], lines[1:]
    body = "".join(f"<p>{escape(line)}</p>" for line in rest)
    return f"<h3>{escape(game_term(move.name))}</h3>{body}" if title else body


# Moves --------------------------------------------------------------------------------


#: What the move page says before a move is chosen.
NO_MOVE_CHOSEN = QT_TRANSLATE_NOOP(
    "MovesPanel",
    "<p>Choose a move on the left, or search for one by its name or its trigger, to read "
    "it here and roll it for a Persona.</p>",
)


class MovesPanel(QWidget):
    """The move list and the page of the move chosen: its text and its roll (``roll_box``)."""

    def __init__(
        self,
        host: SectionHost,
        rng: Callable[[], random.Random],
        open_oracle: Callable[[str], None],
        open_link: Callable[[str], None] = lambda _link: None,
    ) -> None:
        super().__init__()
        self.host = host
        self._open_link = open_link
        self.current_key: str | None = None  # a built-in move's id, or an imported move's key
        self.imported: dict[str, ImportedMove] = {}
        layout = QHBoxLayout(self)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self._build_browser())
        splitter.addWidget(self._build_page(rng, open_oracle))
        splitter.setSizes([260, 760])
        layout.addWidget(splitter)
        self.text.setHtml(self.tr(NO_MOVE_CHOSEN))  # the list is made by ``set_imported``

    # Building ------------------------------------------------------------------------

    def _build_browser(self) -> QWidget:
        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        self.search = QLineEdit()
        self.search.setObjectName("move-search")
        self.search.setAccessibleName(self.tr("Search moves"))
        self.search.setPlaceholderText(self.tr("Search moves by name or trigger"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.show_moves)
        layout.addWidget(self.search)
        self.tree = QTreeWidget()
        self.tree.setObjectName("move-tree")
        self.tree.setAccessibleName(self.tr("Moves"))
        self.tree.setHeaderHidden(True)
        self.tree.currentItemChanged.connect(lambda item, _old: self._item_chosen(item))
        layout.addWidget(self.tree, 1)
        return panel

    def _build_page(
        self, rng: Callable[[], random.Random], open_oracle: Callable[[str], None]
    ) -> QWidget:
        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        self.text = QTextBrowser()
        self.text.setObjectName("move-text")
        self.text.setAccessibleName(self.tr("Text of the move"))
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(lambda url: self._open_link(url.toString()))
        layout.addWidget(self.text, 1)
        self.roll_box = MoveRollBox(self.host, rng, open_oracle)
        layout.addWidget(self.roll_box, 0)
        return panel

    # Browsing ------------------------------------------------------------------------

    def show_moves(self, text: str) -> None:
        """Show the moves matching ``text`` (all when blank), grouped by category; then the
        imported ones, grouped by collection and marked with their package."""
        found = search_moves(text) if text.strip() else moves()
        wanted = {move.id for move in found}
        current = self.current_key
        self.tree.blockSignals(True)
        self.tree.clear()
        for category in categories():
            members = [m for m in moves() if m.category == category.id and m.id in wanted]
            if not members:
                continue
            group = QTreeWidgetItem([game_term(category.name)])
            group.setFlags(group.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.tree.addTopLevelItem(group)
            for move in members:
                item = QTreeWidgetItem([game_term(move.name)])
                item.setData(0, MOVE_ROLE, move.id)
                item.setToolTip(0, move.trigger)
                group.addChild(item)
                if move.id == current:
                    self.tree.setCurrentItem(item)
        self._show_imported(text, current)
        self.tree.expandAll()
        self.tree.blockSignals(False)

    def _show_imported(self, text: str, current: str | None) -> None:
        listed = list(self.imported.values())
        if text.strip():
            kept = {id(move) for move in search_moves(text, [i.move for i in listed])}
            listed = [item for item in listed if id(item.move) in kept]
        groups: dict[tuple[str, str], QTreeWidgetItem] = {}
        for imported in listed:
            move = imported  # its name, category and trigger: the move is read when shown
            place = imported.place
            group = groups.get(place)
            if group is None:
                group = QTreeWidgetItem([group_label(place[1], place[0])])
                group.setFlags(group.flags() & ~Qt.ItemFlag.ItemIsSelectable)
                group.setToolTip(0, credit_line(imported.credit))
                self.tree.addTopLevelItem(group)
                groups[place] = group
            item = QTreeWidgetItem([move.name])
            item.setData(0, MOVE_ROLE, imported.key)
            item.setToolTip(0, f"{move.trigger}\n{credit_line(imported.credit)}")
            group.addChild(item)
            if imported.key == current:
                self.tree.setCurrentItem(item)

    def set_imported(self, imported: tuple[ImportedMove, ...]) -> None:
        """List these imported moves beside the built-in ones (a package came or went)."""
        before, self.imported = self.imported, {item.key: item for item in imported}
        key = self.current_key
        if key is not None and is_imported_key(key):
            shown = self.imported.get(key)
            if shown is None:  # its package was removed
                self.current_key = None
                self.text.setHtml(self.tr(NO_MOVE_CHOSEN))
                self.roll_box.show_move(None)
            elif shown != before.get(key):  # another campaign's package of the same key
                self._show_move(shown.move, imported_move_html(shown), key)
        self.show_moves(self.search.text())

    def _move_items(self) -> list[QTreeWidgetItem]:
        items = []
        for group in range(self.tree.topLevelItemCount()):
            parent = self.tree.topLevelItem(group)
            if parent is None:
                continue
            for number in range(parent.childCount()):
                child = parent.child(number)
                if child is not None:
                    items.append(child)
        return items

    def visible_moves(self) -> list[str]:
        """Return the names of the moves listed, in order."""
        return [item.text(0) for item in self._move_items()]

    def select_imported(self, move_id: str) -> bool:
        """Show the imported move with the Datasworn id ``move_id``; False if none has it."""
        for item in self._move_items():
            key = item.data(0, MOVE_ROLE)
            found = self.imported.get(key) if isinstance(key, str) else None
            if found is not None and found.entry.id == move_id:
                self.tree.setCurrentItem(item)
                return True
        return False

    def select_category(self, category_id: str) -> bool:
        """Show the first imported move of the category ``category_id``; False if none."""
        for item in self._move_items():
            key = item.data(0, MOVE_ROLE)
            found = self.imported.get(key) if isinstance(key, str) else None
            if found is not None and category_id in (found.entry.category_id, *found.entry.adds_to):
                self.tree.setCurrentItem(item)
                return True
        return False

    def select_move(self, name: str) -> None:
        """Show the move called ``name``."""
        wanted = find_move(name).id
        for item in self._move_items():
            if item.data(0, MOVE_ROLE) == wanted:
                self.tree.setCurrentItem(item)
                return
        self._show_move(find_move(name))

    def _item_chosen(self, item: QTreeWidgetItem | None) -> None:
        key = None if item is None else item.data(0, MOVE_ROLE)
        if isinstance(key, str) and key in self.imported:
            imported = self.imported[key]
            self._show_move(imported.move, imported_move_html(imported), key)
        elif isinstance(key, str):
            self._show_move(find_move(key))

    def _show_move(self, move: Move, html: str | None = None, key: str | None = None) -> None:
        self.current_key = move.id if key is None else key
        self.text.setHtml(move_html(move) if html is None else html)
        self.roll_box.show_move(move, self.imported.get(self.current_key))

    def showEvent(self, event: QShowEvent) -> None:
        """Start the roll from the Persona selected in the table (it may have changed)."""
        super().showEvent(event)
        self.roll_box.follow_selection()


# Oracles ------------------------------------------------------------------------------


class OraclesPanel(QWidget):
    """Every oracle table and Ask the Oracle, with the campaign's history of results."""

    def __init__(
        self,
        host: SectionHost,
        rng: Callable[[], random.Random],
        open_link: Callable[[str], None] = lambda _link: None,
    ) -> None:
        super().__init__()
        self.host = host
        self._rng = rng
        self._open_link = open_link
        self.table: OracleTable | None = None
        self.package_table: ImportedTable | None = None  # an imported table on show
        self.label = ASK_THE_ORACLE  # the table's name as the list shows it (and the history)
        self.rules = ImportedRules()  # the imported tables, listed when the tab shows
        self._filled = True  # the tree lists ``rules``' tables
        self._all_tables: dict[str, Table] | None = None  # by Datasworn id, when rolled
        self._by_key: dict[str, OracleTable] = {}
        self._imported_by_key: dict[str, ImportedTable] = {}
        self._pending_first: int | None = None
        self.model = oracle_history_model(
            lambda roll_id: self.host.campaign.tracks.get_oracle_roll(roll_id), self
        )
        layout = QVBoxLayout(self)
        top = QSplitter(Qt.Orientation.Horizontal)
        self.tables = QListWidget()
        self.tables.setObjectName("oracle-tables")
        self.tables.setAccessibleName(self.tr("Oracle tables"))
        self._fill_tables()
        self.tables.currentItemChanged.connect(lambda item, _old: self._item_chosen(item))
        self.tables.itemClicked.connect(self._clicked_again)
        self.package_tables = QTreeWidget()
        self.package_tables.setObjectName("oracle-package-tables")
        self.package_tables.setAccessibleName(self.tr("Oracle tables of the rules packages"))
        self.package_tables.setHeaderHidden(True)
        self.package_tables.currentItemChanged.connect(
            lambda item, _old: self._package_item_chosen(item)
        )
        self._later = LaterChildren(self.package_tables)
        left = QSplitter(Qt.Orientation.Vertical)
        left.addWidget(self.tables)
        left.addWidget(self.package_tables)
        left.setSizes([200, 400])
        top.addWidget(left)
        top.addWidget(self._build_roller())
        top.setSizes([220, 800])
        layout.addWidget(top, 3)
        history = QGroupBox(self.tr("History (saved with the campaign)"))
        history_layout = QVBoxLayout(history)
        self.history = QTableView()
        self.history.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.history.setObjectName("oracle-history")
        self.history.setModel(self.model)
        self.history.setSortingEnabled(True)
        self.history.sortByColumn(track_columns.WHEN, Qt.SortOrder.DescendingOrder)
        self.history.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.history.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.history.verticalHeader().hide()
        header = self.history.horizontalHeader()
        header.resizeSection(0, 150)
        header.resizeSection(1, 200)
        header.resizeSection(2, 50)
        header.setStretchLastSection(True)
        history_layout.addWidget(self.history)
        layout.addWidget(history, 2)
        self.tables.setCurrentRow(0)

    def _build_roller(self) -> QWidget:
        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        self.title.setObjectName("oracle-title")
        layout.addWidget(self.title)
        self.credit = QLabel()
        self.credit.setObjectName("oracle-credit")
        self.credit.setWordWrap(True)
        layout.addWidget(self.credit)
        self.summary = QLabel()
        self.summary.setObjectName("oracle-summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.linkActivated.connect(self._open_link)
        layout.addWidget(self.summary)
        odds_row = QHBoxLayout()
        self.odds_combo = QComboBox()
        self.odds_combo.setObjectName("oracle-odds")
        for odds in OracleOdds:
            label = self.tr("{odds} (yes on 1–{most})").format(
                odds=game_term(odds.label), most=odds.yes_at_most
            )
            self.odds_combo.addItem(label, odds.value)
        self.odds_combo.setCurrentIndex(list(OracleOdds).index(OracleOdds.FIFTY_FIFTY))
        self.odds_combo.currentIndexChanged.connect(lambda _i: self._show_odds())
        self.odds_caption = QLabel(self.tr("Odds"))
        odds_row.addWidget(self.odds_caption)
        odds_row.addWidget(self.odds_combo)
        odds_row.addStretch(1)
        layout.addLayout(odds_row)
        self.odds_label = QLabel()
        self.odds_label.setObjectName("oracle-odds-text")
        layout.addWidget(self.odds_label)
        self.rows = QTableWidget(0, 3)
        self.rows.setTabKeyNavigation(False)  # Tab moves on to the next control
        self.rows.setObjectName("oracle-rows")
        self.rows.setAccessibleName(self.tr("Rows of the oracle table"))
        self.rows.setHorizontalHeaderLabels([self.tr("Roll"), self.tr("Result"), self.tr("Chance")])
        self.rows.verticalHeader().hide()
        self.rows.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.rows.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.rows.setWordWrap(True)
        layout.addWidget(self.rows, 1)
        dice = QHBoxLayout()
        self.roll_button = named_button(self.tr("&Roll d100"), "oracle-roll", self.roll_in_app)
        dice.addWidget(self.roll_button)
        dice.addWidget(QLabel(self.tr("Or look up:")))
        self.number = QLineEdit()
        self.number.setObjectName("oracle-number")
        self.number.setAccessibleName(self.tr("Number to look up"))
        self.number.setPlaceholderText(self.tr("1–100 (more numbers resolve “roll twice”)"))
        self.number.setMinimumWidth(240)
        self.number.returnPressed.connect(self.look_up)
        dice.addWidget(self.number)
        self.look_up_button = named_button(self.tr("&Look up"), "oracle-look-up", self.look_up)
        dice.addWidget(self.look_up_button)
        dice.addStretch(1)
        layout.addLayout(dice)
        self.error = error_label("oracle-error")
        layout.addWidget(self.error)
        self.result = QLabel()
        self.result.setObjectName("oracle-result")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.result.linkActivated.connect(self._open_link)  # a row's links (Region's atlas)
        layout.addWidget(self.result)
        self.twice_button = named_button(
            self.tr("Roll the two extra results"), "oracle-roll-twice", self._resolve_twice
        )
        self.twice_button.hide()
        twice_row = QHBoxLayout()
        twice_row.addWidget(self.twice_button)
        twice_row.addStretch(1)
        layout.addLayout(twice_row)
        self.filler = QWidget()  # takes the table's room when Ask the Oracle shows no rows
        layout.addWidget(self.filler, 1)
        return panel

    # Showing -------------------------------------------------------------------------

    def _fill_tables(self) -> None:
        """List Ask the Oracle, the built-in tables, then the imported ones (with source)."""
        self.tables.clear()
        self._by_key = {}
        self.tables.addItem(QListWidgetItem(self.tr(ASK_THE_ORACLE)))
        for table in oracle_tables():
            item = QListWidgetItem(table.name)
            item.setData(TABLE_ROLE, table.id)
            self._by_key[table.id] = table
            self.tables.addItem(item)

    @property
    def imported(self) -> tuple[ImportedTable, ...]:
        """Return the imported tables listed (but none an expansion replaces)."""
        return self.rules.tables

    def _fill_package_tables(self) -> None:
        """List the imported tables as a tree: package, collections (any depth), tables;
        each collection's members are made when it is first opened."""
        self.package_tables.clear()
        self._later.clear()
        self._imported_by_key = {imported.key: imported for imported in self.imported}
        packages: dict[str, _Branch] = {}
        credits: dict[str, str] = {}
        for imported in self.imported:
            branch = packages.get(imported.package)
            if branch is None:
                branch = packages[imported.package] = _Branch(imported.package)
                credits[imported.package] = imported.credit
            for name in imported.table.path[:-1]:
                branch = branch.branch(name)
            branch.members.append(imported)
        for title, branch in packages.items():
            top = QTreeWidgetItem([title])
            top.setToolTip(0, credit_line(credits[title]))
            self.package_tables.addTopLevelItem(top)
            self._later.later(top, partial(self._add_members, branch))
            top.setExpanded(True)
            self._later.make(top)  # the tree's signals are blocked
        self._filled = True

    def _add_members(self, branch: _Branch, parent: QTreeWidgetItem) -> None:
        for member in branch.members:
            if isinstance(member, _Branch):
                node = QTreeWidgetItem([member.name])
                parent.addChild(node)
                self._later.later(node, partial(self._add_members, member))
                continue
            item = QTreeWidgetItem([member.table.path[-1]])
            item.setData(0, TABLE_ROLE, member.key)
            item.setToolTip(0, f"{member.table.dice.label} · {credit_line(member.credit)}")
            parent.addChild(item)

    def _fill(self) -> None:
        """List the imported tables if the tree does not list them yet."""
        if not self._filled:
            self.package_tables.blockSignals(True)
            self._fill_package_tables()
            self.package_tables.blockSignals(False)

    def set_imported(self, rules: ImportedRules) -> None:
        """List these imported tables beside the built-in ones (a package came or went):
        now if the tab shows, else when it is first shown."""
        shown = self.package_table
        self.rules, self._all_tables, self._filled = rules, None, False
        if shown is None and not self.isVisible():
            return
        self._fill()
        if shown is None:
            return
        again = self._imported_by_key.get(shown.key)
        if again is None:  # the table shown went with its package: Ask the Oracle
            self.tables.setCurrentRow(0)
            self._item_chosen(self.tables.currentItem())
        elif again != shown:
            self.select_imported(again.table.id)

    def showEvent(self, event: QShowEvent) -> None:
        """List the imported tables the first time the tab shows."""
        self._fill()
        super().showEvent(event)

    def _clicked_again(self, item: QListWidgetItem) -> None:
        if self.package_table is not None:  # the list's current row while a package table showed
            self._item_chosen(item)

    def select_imported(self, table_id: str) -> bool:
        """Show the imported table with the Datasworn id ``table_id``; False if none has it."""
        self._fill()
        found = next((t for t in self.imported if t.table.id == table_id), None)
        tops = (
            self.package_tables.topLevelItem(n)
            for n in range(self.package_tables.topLevelItemCount())
        )
        item = (
            None
            if found is None
            else next((t for t in tops if t is not None and t.text(0) == found.package), None)
        )
        if found is None or item is None:
            return False
        for name in found.table.path[:-1]:
            item = self._later.open_child(item, partial(_is_collection, name))
            if item is None:
                return False
        item = self._later.open_child(item, lambda child: child.data(0, TABLE_ROLE) == found.key)
        if item is None:
            return False
        self.package_tables.setCurrentItem(item)
        self._package_item_chosen(item)
        return True

    def _package_item_chosen(self, item: QTreeWidgetItem | None) -> None:
        key = None if item is None else item.data(0, TABLE_ROLE)
        imported = self._imported_by_key.get(key) if isinstance(key, str) else None
        if imported is None:
            return
        self.tables.blockSignals(True)
        self.tables.setCurrentRow(-1)
        self.tables.blockSignals(False)
        self._show_package(imported)

    def _show_package(self, imported: ImportedTable) -> None:
        table = imported.table
        self.table, self.package_table, self.label = None, imported, imported.label
        self.title.setText(
            f"<b>{escape(table.full_name)}</b> · {escape(imported.package)} · {table.dice.label}"
        )
        credit = credit_line(imported.credit)
        if imported.replaces:
            credit += " · " + self.tr("Replaces the ruleset's table {name}.").format(
                name=imported.replaces
            )
        self.credit.setText(credit)
        self.credit.show()
        self.summary.setText(markdown_html(table.summary) if table.summary else "")
        self.summary.setVisible(bool(table.summary))
        for widget in (self.odds_combo, self.odds_label, self.odds_caption, self.filler):
            widget.setVisible(False)
        self.rows.setVisible(True)
        self.result.clear()
        self.twice_button.hide()
        show_error(self.error, None, self.number)
        headers = [*table.columns, self.tr("Chance")]
        self.rows.clear()
        self.rows.setColumnCount(len(headers))
        self.rows.setHorizontalHeaderLabels(headers)
        self.rows.setRowCount(len(table.rows))
        for number, row in enumerate(table.rows):
            chance = percent(row_chance(table, row)) if row.low is not None else ""
            cells = (row.span, *map(plain_text, row.texts), chance)
            for column, text in enumerate(cells):
                self.rows.setItem(number, column, QTableWidgetItem(text))
        header = self.rows.horizontalHeader()
        for column in range(len(headers)):
            stretch = 0 < column < len(headers) - 1
            header.setSectionResizeMode(
                column,
                QHeaderView.ResizeMode.Stretch
                if stretch
                else QHeaderView.ResizeMode.ResizeToContents,
            )
        self.rows.resizeRowsToContents()
        self.roll_button.setText(self.tr("&Roll {dice}").format(dice=table.dice.label))
        self.number.setPlaceholderText(
            self.tr("{low}–{high} (more numbers for the rolls it asks for)").format(
                low=table.dice.low, high=table.top
            )
        )

    def _key_at(self, row: int) -> object:
        item = self.tables.item(row)
        return None if item is None else item.data(TABLE_ROLE)

    def _item_chosen(self, item: QListWidgetItem | None) -> None:
        key = None if item is None else item.data(TABLE_ROLE)
        table = self._by_key.get(key) if isinstance(key, str) else None
        self._show(ASK_THE_ORACLE if item is None or table is None else item.text(), table)

    def _show(self, name: str, table: OracleTable | None) -> None:
        is_question = table is None
        self.table, self.label = table, name
        if self.package_table is not None:
            self.package_table = None
            self.package_tables.blockSignals(True)
            self.package_tables.setCurrentIndex(QModelIndex())
            self.package_tables.blockSignals(False)
        self.credit.hide()
        self.summary.hide()
        self.rows.setColumnCount(3)
        self.rows.setHorizontalHeaderLabels([self.tr("Roll"), self.tr("Result"), self.tr("Chance")])
        header = self.rows.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        self.roll_button.setText(self.tr("&Roll d100"))
        self.number.setPlaceholderText(self.tr("1–100 (more numbers resolve “roll twice”)"))
        shown = self.tr(ASK_THE_ORACLE) if is_question else name
        self.title.setText(f"<b>{escape(shown)}</b>")
        for widget in (self.odds_combo, self.odds_label, self.odds_caption):
            widget.setVisible(is_question)
        self.rows.setVisible(not is_question)
        self.filler.setVisible(is_question)
        self.result.clear()
        self.twice_button.hide()
        show_error(self.error, None, self.number)
        if self.table is not None:
            self.rows.setRowCount(len(self.table.rows))
            for number, row in enumerate(self.table.rows):
                span = str(row.low) if row.low == row.high else f"{row.low}–{row.high}"
                cells = (span, row.result, percent(row_odds(row.low, row.high)))
                for column, text in enumerate(cells):
                    self.rows.setItem(number, column, QTableWidgetItem(text))
            self.rows.resizeColumnToContents(0)
            self.rows.resizeColumnToContents(2)
            self.rows.resizeRowsToContents()
        self._show_odds()

    def select_table(self, name: str) -> None:
        """Choose a table by its name in the list."""
        shown = self.tr(ASK_THE_ORACLE) if name == ASK_THE_ORACLE else name
        items = self.tables.findItems(shown, Qt.MatchFlag.MatchExactly)
        if items:
            self.tables.setCurrentItem(items[0])

    def _odds(self) -> OracleOdds:
        return OracleOdds(self.odds_combo.currentData())

    def _show_odds(self) -> None:
        chances = oracle_odds(self._odds())
        self.odds_label.setText(
            self.tr("Yes {yes} · No {no} · Match {match}").format(
                yes=percent(chances.yes), no=percent(chances.no), match=percent(chances.match)
            )
        )

    def campaign_switched(self) -> None:
        """Load the history of the campaign now open."""
        self.model.reset_rows(self.host.campaign.tracks.list_oracle_rolls())

    def apply_changes(self, changes: Changes) -> None:
        """Refresh the history rows that ``changes`` names."""
        self.model.apply(changes)

    # Rolling -------------------------------------------------------------------------

    def roll_in_app(self) -> None:
        """Roll d100 on the table (resolving "roll twice") or ask the oracle."""
        if self.package_table is not None:
            self._roll_package(self.package_table, [])
        elif self.table is None:
            self._answer(self._rng().randint(1, 100))
        else:
            self._record_result(roll_oracle(self.table, self._rng()))

    def look_up(self) -> None:
        """Look up the number(s) typed: one number, or more to resolve a "roll twice"."""
        parts = self.number.text().replace(",", " ").split()
        try:
            if not parts:
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusal", "oracle roll: type a number from 1 to 100")
                )
            faces = parse_faces(self.number.text(), len(parts), self.tr("the oracle"))
            if self.package_table is not None:
                self._roll_package(self.package_table, faces)
                return
            for face in faces:
                check_oracle_roll(face)
            if self.table is None:
                if len(faces) != 1:
                    raise RuleError(
                        QT_TRANSLATE_NOOP(
                            "Refusal", "ask the oracle: type one number from 1 to 100"
                        )
                    )
                self._answer(faces[0])
                return
            first_row = self.table.look_up(faces[0])
            if first_row.roll_twice and len(faces) == 1:
                self._pending_first = faces[0]
                self._show_row(faces[0])
                show_error(self.error, None, self.number)
                self.result.setText(
                    self.tr(
                        "<b>{roll}</b>: Roll twice — type two more numbers after it, "
                        "or roll the two extra results."
                    ).format(roll=faces[0])
                )
                self.twice_button.show()
                return
            result = roll_oracle(self.table, faces)
        except Refusal as error:
            show_error(self.error, refusal_text(error), self.number)
            return
        self._record_result(result)

    def _resolve_twice(self) -> None:
        if self.table is None or self._pending_first is None:
            return
        dice = FirstThenDice(self._pending_first, self._rng())
        self._record_result(roll_oracle(self.table, dice))

    def _show_row(self, roll: int) -> None:
        if self.table is None:
            return
        row = self.table.look_up(roll)
        self.rows.selectRow(self.table.rows.index(row))

    def _record_result(self, result: OracleResult) -> None:
        self._show_row(result.roll)
        show_error(self.error, None, self.number)
        self.twice_button.hide()
        self._pending_first = None
        results = "; ".join(result.results)
        if result.extra:
            rolls = ", ".join(str(extra.roll) for extra in result.extra)
            text = self.tr("Roll twice ({rolls}): {results}").format(rolls=rolls, results=results)
        else:
            text = results
        self.result.setText(f"<b>{result.roll}</b>: {escape(text)}")
        self._save(self.label, result.roll, text)

    def _roll_package(self, imported: ImportedTable, faces: list[int]) -> None:
        """Roll an imported table (or take the typed numbers first) and every further roll
        its row asks for; show each result and keep them in the history."""
        table = imported.table
        rng = self._rng()
        given = list(faces)

        def die(sides: int) -> int:
            return given.pop(0) if given else rng.randint(1, sides)

        try:
            if given and not table.dice.low <= given[0] <= table.top:
                raise RuleError(
                    QT_TRANSLATE_NOOP("Refusal", "oracle roll: type a number from {low} to {high}"),
                    low=table.dice.low,
                    high=table.top,
                )
            first = given.pop(0) if given else None
            if self._all_tables is None:
                self._all_tables = {t.id: t for p in self.rules.packages for t in p.tables()}
            result = roll_table(table, die, self._all_tables.get, first=first)
        except Refusal as error:
            show_error(self.error, refusal_text(error), self.number)
            return
        show_error(self.error, None, self.number)
        self.twice_button.hide()
        self.rows.selectRow(table.rows.index(result.row))
        self.result.setText(package_result_html(result))
        text = "; ".join(" / ".join(map(plain_text, r.row.texts)) for _depth, r in result.lines())
        self._save(imported.label[:200], result.roll, text[:2000])

    def _answer(self, roll: int) -> None:
        odds = self._odds()
        given = answer(odds, roll)
        if given.match:
            text = self.tr("Yes, with a match") if given.yes else self.tr("No, with a match")
        else:
            text = self.tr("Yes") if given.yes else self.tr("No")
        label = game_term(odds.label)
        self.result.setText(
            self.tr("<b>{roll}</b>: {answer} (at {odds})").format(
                roll=roll, answer=text, odds=escape(label)
            )
        )
        self._save(f"{self.tr(ASK_THE_ORACLE)} ({label})", roll, text)

    def _save(self, table_name: str, roll: int, text: str) -> None:
        service = self.host.campaign.tracks
        self.host.perform(
            self.tr("Oracle: {table}").format(table=table_name),
            lambda: service.record_oracle_roll(table_name, roll, text),
            refused=lambda message: show_error(self.error, message),
        )


_MARKDOWN_LINK = re.compile(r"\[([^\]]*)\]\((datasworn:[^)\s]*)\)")


def _linked(text: str) -> str:
    """Return a row's text as rich text: its ``datasworn:`` links kept as links, emphasis
    marks dropped."""
    return _MARKDOWN_LINK.sub(r'<a href="\2">\1</a>', escape(plain_text(text, links=False)))


def package_result_html(result: TableResult) -> str:
    """Return a roll on an imported table and every further roll, one line each."""
    lines = []
    for depth, step in result.lines():
        texts = " / ".join(_linked(text) for text in step.row.texts)
        where = "" if depth == 0 else f"{'→ ' * depth}{escape(step.table.full_name)} "
        lines.append(f"{where}<b>{step.roll}</b>: {texts}")
    return "<br>".join(lines)


# Assets -------------------------------------------------------------------------------


class AssetsPanel(QWidget):
    """Each rules package's assets by category, and the card of the one chosen."""

    def __init__(self, open_link: Callable[[str], None]) -> None:
        super().__init__()
        self.assets: set[str] = set()  # the ids of the assets listed
        self.rules = ImportedRules()
        self.tree, self.text = tree_beside_page(
            self,
            ("asset-tree", self.tr("Assets of the rules packages")),
            ("asset-text", self.tr("The asset's card")),
            self._chosen,
            open_link,
        )
        self._later = LaterChildren(self.tree)
        self._filled = True  # the tree lists ``rules``' assets
        self.empty = self.tr("Import a rules package to see its assets here.")
        self.text.setHtml(f"<p>{escape(self.empty)}</p>")

    def set_packages(self, rules: ImportedRules) -> None:
        """List these packages' assets: package, then category, then asset (each card is
        read from its package when shown): now if the tab shows, else when it first shows."""
        self.rules, self._filled = rules, False
        if self.isVisible():
            self._fill()

    def showEvent(self, event: QShowEvent) -> None:
        """List the assets the first time the tab shows."""
        self._fill()
        super().showEvent(event)

    def _fill(self) -> None:
        """List the assets if the tree does not list them yet: each category's assets are
        made when it is first opened."""
        if self._filled:
            return
        self._filled = True
        self.tree.blockSignals(True)
        self.tree.clear()
        self._later.clear()
        self.assets = set()
        tops: dict[str, QTreeWidgetItem] = {}
        groups: dict[tuple[str, str], list[AssetEntry]] = {}
        for title, category, asset, _package in self.rules.asset_places():
            top = tops.get(title)
            if top is None:
                top = tops[title] = QTreeWidgetItem([title])
                top.setFlags(top.flags() & ~Qt.ItemFlag.ItemIsSelectable)
                self.tree.addTopLevelItem(top)
                top.setExpanded(True)
            group = groups.get((title, category))
            if group is None:
                group = groups[title, category] = []
                item = QTreeWidgetItem([category])
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
                top.addChild(item)
                self._later.later(item, partial(self._add_assets, group))
            group.append(asset)
            self.assets.add(asset.id)
        self.tree.blockSignals(False)
        if not self.assets:
            self.text.setHtml(f"<p>{escape(self.empty)}</p>")

    def _add_assets(self, assets: list[AssetEntry], parent: QTreeWidgetItem) -> None:
        for asset in assets:
            item = QTreeWidgetItem([asset.name])
            item.setData(0, MOVE_ROLE, asset.id)
            item.setToolTip(0, credit_line(asset.credit.text))
            parent.addChild(item)

    def _chosen(self, item: QTreeWidgetItem | None) -> None:
        key = None if item is None else item.data(0, MOVE_ROLE)
        card = self.rules.asset_card(key) if isinstance(key, str) and key in self.assets else None
        if card is not None:
            self.text.setHtml(markdown_html(card))

    def select(self, asset_id: str) -> bool:
        """Show the asset with this Datasworn id; False if no package of the campaign has it."""
        self._fill()
        if asset_id not in self.assets:
            return False
        title, category = next(
            (t, c) for t, c, a, _p in self.rules.asset_places() if a.id == asset_id
        )
        tops = (self.tree.topLevelItem(n) for n in range(self.tree.topLevelItemCount()))
        top = next((item for item in tops if item is not None and item.text(0) == title), None)
        group = (
            None
            if top is None
            else self._later.open_child(top, lambda item: item.text(0) == category)
        )
        found = (
            None
            if group is None
            else self._later.open_child(group, lambda item: item.data(0, MOVE_ROLE) == asset_id)
        )
        if found is None:
            return False
        self.tree.setCurrentItem(found)
        return True


# The section --------------------------------------------------------------------------


class ReferencePage(SectionPage):
    """Moves and oracles; ``rng`` is the app's dice (tests may replace it)."""

    def __init__(self, host: SectionHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self.rng = random.Random()
        self.tabs = QTabWidget()
        self.tabs.setObjectName("reference-tabs")
        self.rules = ImportedRules()
        self.moves = MovesPanel(host, lambda: self.rng, self.open_oracle, self.open_link)
        self.oracles = OraclesPanel(host, lambda: self.rng, self.open_link)
        self.tabs.addTab(self.moves, self.tr("&Moves"))
        self.tabs.addTab(self.oracles, self.tr("&Oracles"))
        self.assets = AssetsPanel(self.open_link)
        self.tabs.addTab(self.assets, self.tr("&Assets"))
        self.setting = SettingPanel(self.open_link)
        self.tabs.addTab(self.setting, self.tr("&Setting"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        self.campaign_switched()

    def open_oracle(self, table_id: str) -> None:
        """Show the Oracles tab at the table with ``table_id`` ('' for Ask the Oracle)."""
        name = next((t.name for t in oracle_tables() if t.id == table_id), None)
        self.tabs.setCurrentWidget(self.oracles)  # first: a list shown picks a current row
        if name is None and self.oracles.select_imported(table_id):
            return
        self.oracles.select_table(name or ASK_THE_ORACLE)

    def open_link(self, link: str) -> None:
        """Open what a ``datasworn:`` link names (or what an expansion shows in its place): a
        move (a category's first move), a table (a collection's first table), an asset, a
        truth, an NPC, an atlas entry… in Reference › Setting; say so plainly when its
        package is not in the campaign."""
        named = link.removeprefix("datasworn:")
        target = self.rules.replacing(named)  # an expansion's move or table in its place
        kind, _colon, rest = target.partition(":")
        if kind == "move" and self.moves.select_imported(target):
            self.tabs.setCurrentWidget(self.moves)
            return
        if kind == "move_category" and self.moves.select_category(target):
            self.tabs.setCurrentWidget(self.moves)
            return
        tables = [t.table.id for t in self.oracles.imported]
        if kind == "oracle_collection":
            prefix = f"oracle_rollable:{rest}/"
            target = next((t for t in tables if t.startswith(prefix)), target)
        if target in tables:
            self.tabs.setCurrentWidget(self.oracles)
            self.oracles.select_imported(target)
            return
        if kind == "asset" and self.assets.select(target):
            self.tabs.setCurrentWidget(self.assets)
            return
        if kind in SETTING_KINDS and self.setting.select(target):
            self.tabs.setCurrentWidget(self.setting)
            return
        name = self.rules.names(named)
        package = named.partition(":")[2].split("/", 1)[0]
        if name is None:
            message = self.tr(
                "That link names something in the rules package “{package}”, which is not in "
                "this campaign."
            ).format(package=package)
        else:
            message = self.tr("{name} is not shown in the Reference yet.").format(name=name)
        self.host.show_status(message, 10000)

    def _show_imported(self) -> None:
        self.rules = imported_rules(self.host.campaign)
        self.moves.set_imported(self.rules.moves)
        self.oracles.set_imported(self.rules)
        self.assets.set_packages(self.rules)
        self.setting.set_packages(self.rules)

    def campaign_switched(self) -> None:
        """Reload the imported rules, the history and the Persona and track choices."""
        self._show_imported()
        self.oracles.campaign_switched()
        self.moves.roll_box.campaign_switched()

    def apply_changes(self, changes: Changes) -> None:
        """Refresh the imported rules, history and the move page's choices."""
        if changes.touches(RecordKind.RULES_PACKAGE):
            self._show_imported()
        self.oracles.apply_changes(changes)
        self.moves.roll_box.apply_changes(changes)
