"""Reference › Setting: the rules packages' truths, NPCs, atlas, delve sites and rarities.

The tab lists each package's setting (package, then Truths, NPCs, Atlas…, then their
collections and items) the first time it shows; an item's page is read from its package
when it is chosen (the part of the package holding it alone, where the outline says it
stands) and shown as Markdown: a truth with each option's roll range, summary, description
and its own oracle table; an NPC with its nature, rank, features, drives, tactics,
description, quest starter and variants; an atlas entry with its summary, features and
description; a collection with the items it holds, each a link to its page.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from starshine_desktop.rules.ironsworn.datasworn_outline import SETTING_ROOTS
from starshine_desktop.ui.i18n import translate
from starshine_desktop.ui.ironsworn.rules_packages import (
    ImportedRules,
    credit_line,
    markdown_html,
)

if TYPE_CHECKING:
    from starshine_desktop.rules.ironsworn.datasworn_outline import SettingEntry
    from starshine_desktop.services.ironsworn.rules_packages import ListedPackage

ENTRY_ROLE = Qt.ItemDataRole.UserRole + 11


def root_name(root: str) -> str:
    """Return the heading of a part of a package's setting."""
    names = {
        "truths": translate("SettingPanel", "Truths"),
        "npcs": translate("SettingPanel", "NPCs"),
        "atlas": translate("SettingPanel", "Atlas"),
        "delve_sites": translate("SettingPanel", "Delve sites"),
        "rarities": translate("SettingPanel", "Rarities"),
    }
    return names.get(root, root)


def rank_name(rank: Any) -> str:
    """Return a challenge rank's name (1: troublesome … 5: epic)."""
    names = {
        1: translate("SettingPanel", "troublesome"),
        2: translate("SettingPanel", "dangerous"),
        3: translate("SettingPanel", "formidable"),
        4: translate("SettingPanel", "extreme"),
        5: translate("SettingPanel", "epic"),
    }
    return names.get(rank, str(rank)) if isinstance(rank, int) else str(rank)


def _text(raw: Mapping[str, Any], key: str) -> str:
    value = raw.get(key)
    return value.strip() if isinstance(value, str) else ""


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def table_markdown(raw: Mapping[str, Any]) -> str:
    """Return an oracle table a truth's option carries as a Markdown table: its roll
    ranges and every column of text, headed as the package labels them."""
    labels = raw.get("column_labels")
    labels = labels if isinstance(labels, Mapping) else {}
    rows = [row for row in raw.get("rows") or () if isinstance(row, Mapping)]
    columns = [key for key in ("text", "text2", "text3") if any(key in row for row in rows)]
    heads = [str(labels.get("roll") or translate("SettingPanel", "Roll"))]
    heads += [str(labels.get(key) or translate("SettingPanel", "Result")) for key in columns]
    lines = [f"**{_cell(_text(raw, 'name'))}**", ""] if _text(raw, "name") else []
    lines += ["| " + " | ".join(map(_cell, heads)) + " |", "|" + "---|" * len(heads)]
    for row in rows:
        roll = row.get("roll")
        if isinstance(roll, Mapping) and roll.get("min") is not None:
            low, high = roll.get("min"), roll.get("max")
            rolled = str(low) if low == high else f"{low}–{high}"
        else:
            rolled = ""
        texts = [_cell(str(row.get(key) or "")) for key in columns]
        lines.append("| " + " | ".join([rolled, *texts]) + " |")
    return "\n".join(lines)


def _with_tables(text: str, tables: Mapping[str, Any]) -> tuple[str, list[str]]:
    """Put each table a text names (``{{table>ID}}``) in its place; return the text and
    the tables it does not name."""
    left = []
    for table in tables.values():
        if not isinstance(table, Mapping):
            continue
        marker = f"{{{{table>{table.get('_id')}}}}}"
        if marker in text:
            text = text.replace(marker, "\n\n" + table_markdown(table) + "\n\n")
        else:
            left.append(table_markdown(table))
    return text, left


def truth_markdown(raw: Mapping[str, Any]) -> list[str]:
    """Return a truth's options: roll range, summary, description (with its own oracle
    table), quest starter; then what it says of your character and its factions."""
    lines: list[str] = []
    if _text(raw, "summary"):
        lines += [_text(raw, "summary"), ""]
    for option in raw.get("options") or ():
        if not isinstance(option, Mapping):
            continue
        roll = option.get("roll")
        if isinstance(roll, Mapping):
            heading = translate("SettingPanel", "{low} to {high}").format(
                low=roll.get("min"), high=roll.get("max")
            )
        else:
            heading = translate("SettingPanel", "Option")
        lines += [f"#### {heading}", ""]
        if _text(option, "summary"):
            lines += [f"**{_text(option, 'summary')}**", ""]
        tables = option.get("oracles")
        described, left = _with_tables(
            _text(option, "description"), tables if isinstance(tables, Mapping) else {}
        )
        if described:
            lines += [described, ""]
        for table in left:
            lines += [table, ""]
        if _text(option, "quest_starter"):
            starter = translate("SettingPanel", "*Quest starter:* {text}")
            lines += [starter.format(text=_text(option, "quest_starter")), ""]
    if _text(raw, "your_character"):
        heading = translate("SettingPanel", "Your character")
        lines += [f"#### {heading}", "", _text(raw, "your_character"), ""]
    factions = [f for f in raw.get("factions") or () if isinstance(f, Mapping)]
    if factions:
        lines += [f"#### {translate('SettingPanel', 'Factions')}", ""]
        lines += [f"- {_text(faction, 'text')}" for faction in factions] + [""]
    return lines


def _listed(raw: Mapping[str, Any], key: str, heading: str) -> list[str]:
    items = [str(item) for item in raw.get(key) or () if isinstance(item, str)]
    if not items:
        return []
    return [f"#### {heading}", "", *(f"- {item}" for item in items), ""]


def npc_markdown(raw: Mapping[str, Any]) -> list[str]:
    """Return an NPC's page: summary, features, drives, tactics, description, quest
    starter, what your truths may say of it and its variants."""
    lines: list[str] = []
    if _text(raw, "summary"):
        lines += [_text(raw, "summary"), ""]
    lines += _listed(raw, "features", translate("SettingPanel", "Features"))
    lines += _listed(raw, "drives", translate("SettingPanel", "Drives"))
    lines += _listed(raw, "tactics", translate("SettingPanel", "Tactics"))
    if _text(raw, "description"):
        lines += [_text(raw, "description"), ""]
    if _text(raw, "quest_starter"):
        starter = translate("SettingPanel", "*Quest starter:* {text}")
        lines += [starter.format(text=_text(raw, "quest_starter")), ""]
    if _text(raw, "your_truth"):
        truth = translate("SettingPanel", "*Your truth:* {text}")
        lines += [truth.format(text=_text(raw, "your_truth")), ""]
    variants = raw.get("variants")
    for variant in variants.values() if isinstance(variants, Mapping) else ():
        if isinstance(variant, Mapping):
            lines += [f"#### {_text(variant, 'name')}", "", f"*{_nature(variant)}*", ""]
            if _text(variant, "description"):
                lines += [_text(variant, "description"), ""]
    return lines


def _nature(raw: Mapping[str, Any]) -> str:
    nature = translate("SettingPanel", "{nature}, rank {rank}")
    return nature.format(nature=_text(raw, "nature"), rank=rank_name(raw.get("rank")))


def atlas_markdown(raw: Mapping[str, Any]) -> list[str]:
    """Return an atlas entry's (or a delve site's, a rarity's) page: summary, features,
    description, quest starter, notes."""
    lines: list[str] = []
    for key in ("summary",):
        if _text(raw, key):
            lines += [_text(raw, key), ""]
    lines += _listed(raw, "features", translate("SettingPanel", "Features"))
    if _text(raw, "description"):
        lines += [_text(raw, "description"), ""]
    if _text(raw, "quest_starter"):
        starter = translate("SettingPanel", "*Quest starter:* {text}")
        lines += [starter.format(text=_text(raw, "quest_starter")), ""]
    if _text(raw, "your_truth"):
        truth = translate("SettingPanel", "*Your truth:* {text}")
        lines += [truth.format(text=_text(raw, "your_truth")), ""]
    lines += _listed(raw, "notes", translate("SettingPanel", "Notes"))
    return lines


def collection_markdown(raw: Mapping[str, Any]) -> list[str]:
    """Return a collection's page: summary, description and a link to each item it holds."""
    lines: list[str] = []
    if _text(raw, "summary"):
        lines += [_text(raw, "summary"), ""]
    if _text(raw, "description"):
        lines += [_text(raw, "description"), ""]
    for key in ("collections", "contents"):
        members = raw.get(key)
        for member in members.values() if isinstance(members, Mapping) else ():
            if isinstance(member, Mapping) and isinstance(member.get("_id"), str):
                lines.append(f"- [{_text(member, 'name')}](datasworn:{member['_id']})")
    return [*lines, ""]


def setting_markdown(raw: Mapping[str, Any], entry: SettingEntry) -> str:
    """Return a setting item's page as Markdown: its name, what it is, its credit and what
    the package says of it."""
    kind = entry.kind
    if kind == "npc":
        what = _nature(raw)
    elif entry.path:
        what = " / ".join(entry.path)
    else:
        what = root_name(entry.root)
    lines = [f"### {entry.name}", "", f"*{what} · {credit_line(entry.credit.text)}*", ""]
    if kind == "truth":
        lines += truth_markdown(raw)
    elif kind == "npc":
        lines += npc_markdown(raw)
    elif kind.endswith("_collection"):
        lines += collection_markdown(raw)
    else:
        lines += atlas_markdown(raw)
    return "\n".join(lines)


def setting_places(rules: ImportedRules) -> Iterator[tuple[ListedPackage, SettingEntry]]:
    """Yield each package's setting items with their package, as the Reference lists them."""
    for listed in rules.packages:
        yield from ((listed, entry) for entry in listed.setting())


def tree_beside_page(
    panel: QWidget,
    tree_names: tuple[str, str],
    page_names: tuple[str, str],
    chosen: Callable[[QTreeWidgetItem | None], None],
    open_link: Callable[[str], None],
) -> tuple[QTreeWidget, QTextBrowser]:
    """Lay ``panel`` out as a tree beside the page of the item chosen in it (a Reference
    tab): each named by its (object name, spoken name); choosing calls ``chosen``, a link
    clicked on the page ``open_link``."""
    layout = QHBoxLayout(panel)
    splitter = QSplitter(Qt.Orientation.Horizontal)
    tree = QTreeWidget()
    tree.setObjectName(tree_names[0])
    tree.setAccessibleName(tree_names[1])
    tree.setHeaderHidden(True)
    tree.currentItemChanged.connect(lambda item, _old: chosen(item))
    text = QTextBrowser()
    text.setObjectName(page_names[0])
    text.setAccessibleName(page_names[1])
    text.setOpenLinks(False)
    text.anchorClicked.connect(lambda url: open_link(url.toString()))
    splitter.addWidget(tree)
    splitter.addWidget(text)
    splitter.setSizes([260, 760])
    layout.addWidget(splitter)
    return tree, text


class SettingPanel(QWidget):
    """Each rules package's truths, NPCs, atlas…, and the page of the one chosen."""

    def __init__(self, open_link: Callable[[str], None]) -> None:
        super().__init__()
        self.rules = ImportedRules()
        self.entries: dict[str, tuple[ListedPackage, SettingEntry]] = {}
        self._filled = True
        self.tree, self.text = tree_beside_page(
            self,
            ("setting-tree", self.tr("Truths, NPCs and atlas of the rules packages")),
            ("setting-text", self.tr("The page of the item chosen")),
            self._chosen,
            open_link,
        )
        self.empty = self.tr("Import a rules package to see its truths, NPCs and atlas here.")
        self.text.setHtml(f"<p>{escape(self.empty)}</p>")

    def set_packages(self, rules: ImportedRules) -> None:
        """List these packages' setting: now if the tab shows, else when it first shows."""
        self.rules, self._filled = rules, False
        if self.isVisible():
            self._fill()

    def showEvent(self, event: QShowEvent) -> None:
        """List the setting the first time the tab shows."""
        self._fill()
        super().showEvent(event)

    def _fill(self) -> None:
        """List each package's parts of the setting and their items (the pages are read
        when chosen)."""
        if self._filled:
            return
        self._filled = True
        self.tree.blockSignals(True)
        self.tree.clear()
        self.entries = {}
        parts: dict[tuple[int, str], list[SettingEntry]] = {}
        for listed, entry in setting_places(self.rules):
            self.entries.setdefault(entry.id, (listed, entry))
            parts.setdefault((listed.id, entry.root), []).append(entry)
        for listed in self.rules.packages:
            roots = [root for root in SETTING_ROOTS if (listed.id, root) in parts]
            if not roots:
                continue
            top = QTreeWidgetItem([listed.title])
            top.setFlags(top.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            top.setToolTip(0, credit_line(listed.outline.credit.text))
            self.tree.addTopLevelItem(top)
            for root in roots:
                item = QTreeWidgetItem([root_name(root)])
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
                top.addChild(item)
                self._add_items(parts[listed.id, root], item)
            top.setExpanded(True)
        self.tree.blockSignals(False)
        if not self.entries:
            self.text.setHtml(f"<p>{escape(self.empty)}</p>")

    def _add_items(self, entries: list[SettingEntry], parent: QTreeWidgetItem) -> None:
        """Add these items under ``parent``, each collection's items under it."""
        made: dict[tuple[str, ...], QTreeWidgetItem] = {(): parent}
        for entry in entries:
            holder = made.get(entry.path, parent)
            item = QTreeWidgetItem([entry.name])
            item.setData(0, ENTRY_ROLE, entry.id)
            item.setToolTip(0, credit_line(entry.credit.text))
            holder.addChild(item)
            if entry.kind.endswith("_collection"):
                made[(*entry.path, entry.name)] = item

    def _items(self) -> Iterator[QTreeWidgetItem]:
        stack = [self.tree.topLevelItem(n) for n in range(self.tree.topLevelItemCount())]
        while stack:
            item = stack.pop()
            if item is None:
                continue
            yield item
            stack.extend(item.child(n) for n in range(item.childCount()))

    def _chosen(self, item: QTreeWidgetItem | None) -> None:
        key = None if item is None else item.data(0, ENTRY_ROLE)
        found = self.entries.get(key) if isinstance(key, str) else None
        if found is None:
            return
        listed, entry = found
        raw = listed.setting_item(entry)
        if raw is not None:
            self.text.setHtml(markdown_html(setting_markdown(raw, entry)))

    def select(self, item_id: str) -> bool:
        """Show the item with this Datasworn id; False if no package of the campaign has it."""
        self._fill()
        if item_id not in self.entries:
            return False
        found = next((i for i in self._items() if i.data(0, ENTRY_ROLE) == item_id), None)
        if found is None:
            return False
        parent = found.parent()
        while parent is not None:
            parent.setExpanded(True)
            parent = parent.parent()
        self.tree.setCurrentItem(found)
        self.tree.scrollToItem(found)
        return True
