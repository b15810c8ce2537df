"""The Elements section: Elements with their Scale, every Trait of the campaign, and the
players (Actors and the Director). Each is an editable, sortable, filterable table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtWidgets import QPushButton, QTabWidget, QVBoxLayout, QWidget

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.scores import SCALE_RANGE, STRENGTH_RANGE
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.starshine.records import (
    ActorFields,
    ElementFields,
    RecordField,
    TraitFields,
    creator_of,
    holder_of,
)
from starshine_desktop.storage.starshine.records_rows import TraitListingRow
from starshine_desktop.ui import deleting
from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.models.names import PersonaNames
from starshine_desktop.ui.models.table_model import (
    Column,
    ComboEditor,
    TableModel,
    check_column,
    header_text,
    number_column,
    text_column,
)
from starshine_desktop.ui.performing import perform_showing
from starshine_desktop.ui.sections.base import SectionPage
from starshine_desktop.ui.starshine.record_editing import (
    creator_choices,
    holder_choices,
)
from starshine_desktop.ui.widgets.record_table import RecordTable


class ElementsPage(SectionPage):
    """Elements, all Traits and the Actors of the campaign."""

    def __init__(self, host: SectionHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self._persona_names = PersonaNames(self.host.campaign.records.persona_names)
        self._element_names: dict[int, str] = {}
        self.tabs = QTabWidget()
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        self.elements = self._build_elements_table()
        self.traits = self._build_traits_table()
        self.actors = self._build_actors_table()
        self.tabs.addTab(self.elements, self.tr("Elements"))
        self.tabs.addTab(self.traits, self.tr("Traits"))
        self.tabs.addTab(self.actors, self.tr("Actors"))
        self.add_director_button = QPushButton(self.tr("Add the Director"))
        self.add_director_button.setObjectName("actors-add-director")
        self.add_director_button.clicked.connect(self._add_director)
        self.actors.extra_bar.insertWidget(
            self.actors.extra_bar.count() - 1, self.add_director_button
        )
        self.reload()

    def _build_elements_table(self) -> RecordTable:
        return self._table(
            "elements",
            [
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Element"), ElementFields.NAME, lambda r: r.name
                ),
                number_column(
                    QT_TRANSLATE_NOOP("Column", "Scale"),
                    ElementFields.SCALE,
                    lambda r: r.scale,
                    SCALE_RANGE,
                ),
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Notes"), ElementFields.NOTES, lambda r: r.notes
                ),
            ],
            RecordKind.ELEMENT,
            self._add_element,
            self.tr("Add Element"),
            lambda ids: self.host.campaign.records.find_elements(ids),
        )

    def _build_traits_table(self) -> RecordTable:
        return self._table(
            "all-traits",
            [
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Trait"), TraitFields.NAME, lambda r: r.name
                ),
                number_column(
                    QT_TRANSLATE_NOOP("Column", "Strength"),
                    TraitFields.STRENGTH,
                    lambda r: r.strength,
                    STRENGTH_RANGE,
                ),
                check_column(
                    QT_TRANSLATE_NOOP("Column", "Negative"),
                    TraitFields.NEGATIVE,
                    lambda r: r.negative,
                ),
                Column(
                    QT_TRANSLATE_NOOP("Column", "On"),
                    self._holder_label,
                    None,
                    TraitFields.ON,
                    ComboEditor(lambda: holder_choices(self.host)),
                    holder_of,
                ),
                Column(
                    QT_TRANSLATE_NOOP("Column", "Created by"),
                    self._creator_label,
                    None,
                    TraitFields.CREATED_BY,
                    ComboEditor(lambda: creator_choices(self.host)),
                    creator_of,
                ),
            ],
            RecordKind.TRAIT,
            self._add_trait,
            self.tr("Add Trait"),
            lambda ids: self.host.campaign.records.find_trait_listing(ids),
        )

    def _build_actors_table(self) -> RecordTable:
        return self._table(
            "actors",
            [
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Player"), ActorFields.NAME, lambda r: r.name
                ),
                check_column(
                    QT_TRANSLATE_NOOP("Column", "Director"), None, lambda r: r.is_director
                ),
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Notes"), ActorFields.NOTES, lambda r: r.notes
                ),
            ],
            RecordKind.ACTOR,
            self._add_actor,
            self.tr("Add Actor"),
            lambda ids: self.host.campaign.records.find_actors(ids),
        )

    def _table(
        self,
        name: str,
        columns: list[Column[Any]],
        kind: RecordKind,
        add: Callable[[], None],
        add_text: str,
        fetch: Callable[[list[int]], Sequence[Any]],
    ) -> RecordTable:
        box: list[RecordTable] = []

        def on_edit(row: Any, column: Column[Any], value: object, shown: object) -> str | None:
            field = column.field
            assert isinstance(field, RecordField)
            return perform_showing(
                self.host,
                box[0].show_error,
                self.tr("Change {column} of {name}").format(
                    column=header_text(column), name=row.name
                ),
                lambda: self.host.campaign.records.set_field(field, row.id, value, shown=shown),
            )

        def delete(ids: list[int], text: str) -> None:
            perform_showing(
                self.host,
                box[0].show_error,
                text,
                lambda: self.host.campaign.records.delete(kind, ids),
            )

        table = RecordTable(
            name,
            TableModel(columns, kinds=[kind], fetch=fetch, on_edit=on_edit, parent=self),
            add=add,
            delete=delete,
            add_text=add_text,
            noun=deleting.NOUNS[kind],
            confirm=self._confirm_delete,
        )
        box.append(table)
        return table

    def _holder_label(self, row: TraitListingRow) -> str:
        if row.persona_id is not None:
            return self._persona_names.get(row.persona_id, "?")
        name = self._element_names.get(row.element_id or 0)
        return "?" if name is None else self.tr("{name} (Element)").format(name=name)

    def _creator_label(self, row: TraitListingRow) -> str:
        if row.created_by_persona_id is None:
            return self.tr("Director")
        return self._persona_names.get(row.created_by_persona_id, "?")

    def reload(self) -> None:
        """Read every list again (another campaign is open)."""
        records = self.host.campaign.records
        elements = records.list_elements()
        self._persona_names.reload()
        self._element_names = {row.id: row.name for row in elements}
        self.elements.model.reset_rows(elements)
        self.traits.model.stream_rows(self._trait_page, records.trait_count())
        self.actors.model.reset_rows(records.list_actors())

    def _trait_page(self, after: int | None, limit: int) -> list[TraitListingRow]:
        """Return the Traits table's next page (none once the campaign is closed)."""
        campaign = self.host.campaign
        return [] if campaign.closed else campaign.records.trait_listing_page(after, limit)

    def apply_changes(self, changes: Changes) -> None:
        """Refresh only the rows ``changes`` names, and the Traits showing a renamed name."""
        for table in (self.elements, self.traits, self.actors):
            table.model.apply(changes)
        renamed = self._renamed(changes)
        if renamed != ([], []):
            records = self.host.campaign.records
            ids = records.trait_ids_naming(*renamed)
            self.traits.model.sync_some(ids, records.find_trait_listing(ids))
        for table, kind in (
            (self.elements, RecordKind.ELEMENT),
            (self.traits, RecordKind.TRAIT),
            (self.actors, RecordKind.ACTOR),
        ):
            added = changes.added_ids(kind)
            if added:
                table.select_id(added[-1])

    def _renamed(self, changes: Changes) -> tuple[list[int], list[int]]:
        """Return the Personae and Elements whose names changed (the Traits show them)."""
        records = self.host.campaign.records
        personae = sorted(self._persona_names.apply(changes))
        elements: list[int] = []
        for element_id in changes.removed_ids(RecordKind.ELEMENT):
            self._element_names.pop(element_id, None)
        element_ids = changes.updated_ids(RecordKind.ELEMENT) + changes.added_ids(
            RecordKind.ELEMENT
        )
        if element_ids:
            for row in records.find_elements(element_ids):
                if self._element_names.get(row.id) != row.name:
                    elements.append(row.id)
                    self._element_names[row.id] = row.name
        return personae, elements

    def campaign_switched(self) -> None:
        for table in (self.elements, self.traits, self.actors):
            table.filter_edit.clear()
            table.show_error(None)
        self.reload()

    def _run(self, table: RecordTable, text: str, make: Callable[[], Any]) -> None:
        perform_showing(self.host, table.show_error, text, make)

    def _add_element(self) -> None:
        self._run(
            self.elements,
            self.tr("Add Element"),
            lambda: self.host.campaign.records.add_element(self.tr("New Element"), 1),
        )

    def _add_actor(self) -> None:
        names = {row.name for row in self.host.campaign.records.list_actors()}
        name, number = self.tr("New Actor"), 2
        while name in names:
            name, number = self.tr("New Actor {number}").format(number=number), number + 1
        self._run(
            self.actors, self.tr("Add Actor"), lambda: self.host.campaign.records.add_actor(name)
        )

    def _add_director(self) -> None:
        self._run(
            self.actors,
            self.tr("Add the Director"),
            lambda: self.host.campaign.records.add_actor(self.tr("Director"), is_director=True),
        )

    def _add_trait(self) -> None:
        persona_id = self.host.current_persona_id()
        if persona_id is not None:
            on = f"persona:{persona_id}"
        elif self._element_names:
            on = f"element:{min(self._element_names)}"
        else:
            self.traits.show_error(
                self.tr("A Trait is on a Persona or an Element: add or select one first.")
            )
            return
        self._run(
            self.traits,
            self.tr("Add Trait"),
            lambda: self.host.campaign.records.add_trait(self.tr("New Trait"), 1, on=on),
        )
