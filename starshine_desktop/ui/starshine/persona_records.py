"""The Persona panel's record tabs: Characteristics, Abilities, Traits, Investments,
Strategies and Advances (rules-spec A.1-A.4). Each list is an editable, sortable,
filterable table; every edit is one undoable command saved at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import date
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.rules.starshine.campaign import (
    INVESTMENT_RANGE,
    MODIFIER_RANGE,
    AdvanceKind,
    InvestmentState,
    ModifierKind,
    StrategyState,
)
from starshine_desktop.rules.starshine.scores import (
    CHARACTERISTIC_RANGE,
    STRENGTH_RANGE,
    LegalRange,
    Score,
)
from starshine_desktop.services.changes import Changes, RecordKind
from starshine_desktop.services.starshine.record_reads import PersonaRecords
from starshine_desktop.services.starshine.records import (
    AdvanceFields,
    CharacteristicFields,
    ExpressionFields,
    InvestmentFields,
    ModifierFields,
    RecordField,
    StrategyFields,
    TraitFields,
    creator_of,
)
from starshine_desktop.ui import deleting
from starshine_desktop.ui.colours import mark_as_error
from starshine_desktop.ui.host import SectionHost
from starshine_desktop.ui.i18n import game_term, translate
from starshine_desktop.ui.models.table_model import (
    Column,
    TableModel,
    check_column,
    choice_column,
    header_text,
    number_column,
    text_column,
)
from starshine_desktop.ui.performing import perform_showing
from starshine_desktop.ui.sections.base import PersonaTab
from starshine_desktop.ui.starshine.record_editing import (
    creator_choices,
    element_choices,
)
from starshine_desktop.ui.widgets.prerequisites import Prerequisite
from starshine_desktop.ui.widgets.record_table import RecordTable

_PERSONA_KINDS = frozenset(
    {
        RecordKind.PERSONA,
        RecordKind.ACTOR,
        RecordKind.ELEMENT,
        RecordKind.CHARACTERISTIC,
        RecordKind.EXPRESSION,
        RecordKind.SHEET_MODIFIER,
        RecordKind.TRAIT,
        RecordKind.INVESTMENT,
        RecordKind.STRATEGY,
        RecordKind.STANCE_CHANGE,
        RecordKind.ADVANCE,
        RecordKind.EPISODE,
    }
)


def _enum_choices(members: Sequence[Any], label: Callable[[Any], str]) -> list[tuple[str, object]]:
    return [(label(member), member.value) for member in members]


#: How the states and kinds of Investments, Strategies and Advances read (``PersonaRecords``).
_STATE_LABELS = {
    "open": QT_TRANSLATE_NOOP("PersonaRecords", "Open"),
    "resolved": QT_TRANSLATE_NOOP("PersonaRecords", "Resolved"),
    "lost": QT_TRANSLATE_NOOP("PersonaRecords", "Lost"),
    "active": QT_TRANSLATE_NOOP("PersonaRecords", "Active"),
    "surrendered": QT_TRANSLATE_NOOP("PersonaRecords", "Surrendered"),
    "completed": QT_TRANSLATE_NOOP("PersonaRecords", "Completed"),
    "earned": QT_TRANSLATE_NOOP("PersonaRecords", "Earned"),
    "spent": QT_TRANSLATE_NOOP("PersonaRecords", "Spent"),
}


def _state_label(value: object) -> str:
    """Return a state or kind of a record (``open``, ``earned``...) as shown, translated."""
    text = str(value)
    if text in _STATE_LABELS:
        return translate("PersonaRecords", _STATE_LABELS[text])
    return text.replace("_", " ").capitalize()


def _capital(member: Any) -> str:
    return _state_label(member.value)


class RecordsTab(PersonaTab):
    """A Persona tab that reloads the Persona's records after any change."""

    TITLE = ""
    KINDS: frozenset[RecordKind] = _PERSONA_KINDS
    """The kinds of record the tab shows (names included): a change of another kind, or of
    another Persona, leaves it as it is."""

    def __init__(self, host: SectionHost, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self.persona_id: int | None = None
        self.records: PersonaRecords | None = None
        self.tables: list[RecordTable] = []
        self.kinds: list[tuple[RecordTable, RecordKind]] = []
        self.layout_ = QVBoxLayout(self)
        self.empty_label = QLabel(self.tr("Select a Persona in the table to see its records."))
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.layout_.addWidget(self.empty_label)
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        self.layout_.addWidget(self.body, 1)
        self.build()
        self.show_persona(None)

    def build(self) -> None:
        """Build the tab's widgets into ``body_layout``."""
        raise NotImplementedError

    def table(
        self,
        name: str,
        columns: Sequence[Column[Any]],
        kind: RecordKind | None,
        *,
        add: Callable[[], None] | None = None,
        add_text: str = "",
        deletable: bool = True,
    ) -> RecordTable:
        """Return a new record table whose cell edits and deletions are commands."""
        box: list[RecordTable] = []

        def on_edit(row: Any, column: Column[Any], value: object, shown: object) -> str | None:
            field = column.field
            assert isinstance(field, RecordField)
            return perform_showing(
                self.host,
                box[0].show_error,
                self.tr("Change {column} of {name}").format(
                    column=header_text(column), name=self._describe(row)
                ),
                lambda: self.host.campaign.records.set_field(field, row.id, value, shown=shown),
            )

        def delete(ids: list[int], text: str) -> None:
            assert kind is not None
            perform_showing(
                self.host,
                box[0].show_error,
                text,
                lambda: self.host.campaign.records.delete(kind, ids),
            )

        model: TableModel[Any] = TableModel(
            columns, on_edit=on_edit if kind is not None else None, parent=self
        )
        widget = RecordTable(
            name,
            model,
            add=add,
            delete=delete if deletable and kind is not None else None,
            add_text=add_text or self.tr("Add"),
            noun=deleting.NOUNS.get(kind, deleting.RECORD_NOUN) if kind else deleting.RECORD_NOUN,
            confirm=self._confirm_delete,
        )
        box.append(widget)
        self.tables.append(widget)
        if kind is not None:
            self.kinds.append((widget, kind))
        return widget

    def _describe(self, row: Any) -> str:
        for field in ("name", "text", "relationship", "reason"):
            if hasattr(row, field):
                return str(getattr(row, field))
        return self.tr("the record")

    def run(self, table: RecordTable, text: str, make: Callable[[], Any]) -> bool:
        """Push one edit; show the refusal under ``table``; return True when saved."""
        return perform_showing(self.host, table.show_error, text, make) is None

    # PersonaTab ----------------------------------------------------------------------

    def show_persona(self, persona_id: int | None) -> None:
        """Show the records of ``persona_id`` (None: nothing selected)."""
        if persona_id != self.persona_id:
            for table in self.tables:
                table.show_error(None)
        self.persona_id = persona_id
        self.empty_label.setVisible(persona_id is None)
        self.body.setVisible(persona_id is not None)
        if persona_id is None:
            self.records = None
            self.refresh()
            return
        self.records = self.host.campaign.records.persona_records(persona_id)
        self.refresh()
        for table in self.tables:  # names shown from other records may have changed
            table.model.refresh()

    def apply_changes(self, changes: Changes) -> None:
        persona_id = self.persona_id
        if persona_id is None:
            return
        if persona_id in changes.removed_ids(RecordKind.PERSONA):
            self.show_persona(None)
            return
        others = set(self.KINDS) - {RecordKind.PERSONA}
        this_persona = RecordKind.PERSONA in self.KINDS and persona_id in (
            changes.updated_ids(RecordKind.PERSONA)
        )
        if not changes.touches(*others):  # another Persona's edit reads nothing
            if this_persona:
                self.persona_updated()
            return
        self.records = self.host.campaign.records.persona_records(persona_id)
        self.refresh()  # each table touches only the rows added, changed or gone
        for table, kind in self.kinds:
            if changes.touches(*(self.KINDS - {kind})):  # names shown from other records
                table.model.refresh()
        for table, kind in self.kinds:
            added = changes.added_ids(kind)
            if added and not table.editing():  # a cell typed in keeps its editor and text
                table.select_id(added[-1])

    def campaign_switched(self) -> None:
        self.show_persona(None)

    def refresh(self) -> None:
        """Fill the tables from ``self.records``."""
        raise NotImplementedError

    def persona_updated(self) -> None:
        """Show a change of the shown Persona's own row (a Score, its name, its Actor).

        Its records are as they were, so nothing of them is read again: a tab that shows
        something of the Persona's row reads that alone; the others read nothing.
        """


def _form_row(*widgets: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    for widget in widgets:
        row.addWidget(widget)
    return row


class CharacteristicsTab(RecordsTab):
    """Characteristics (0..6, Corrupt) with their Expressions, and who plays the Persona."""

    TITLE = "Characteristics"
    KINDS = frozenset(
        {RecordKind.PERSONA, RecordKind.ACTOR, RecordKind.CHARACTERISTIC, RecordKind.EXPRESSION}
    )

    def build(self) -> None:
        self.actor_combo = QComboBox()
        self.actor_combo.setObjectName("played-by")
        self.actor_combo.activated.connect(self._actor_chosen)
        self.actor_error = QLabel()
        mark_as_error(self.actor_error)
        played = QHBoxLayout()
        played.addWidget(QLabel(self.tr("Played by")))
        played.addWidget(self.actor_combo, 1)
        played.addWidget(self.actor_error)
        self.body_layout.addLayout(played)
        self.characteristics = self.table(
            "characteristics",
            [
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Characteristic"),
                    CharacteristicFields.NAME,
                    lambda r: r.name,
                ),
                number_column(
                    QT_TRANSLATE_NOOP("Column", "Value"),
                    CharacteristicFields.VALUE,
                    lambda r: r.value,
                    CHARACTERISTIC_RANGE,
                ),
                check_column(
                    QT_TRANSLATE_NOOP("Column", "Corrupt"),
                    CharacteristicFields.CORRUPT,
                    lambda r: r.corrupt,
                ),
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Corrupt name"),
                    CharacteristicFields.CORRUPT_NAME,
                    lambda r: r.corrupt_name,
                ),
            ],
            RecordKind.CHARACTERISTIC,
            add=self._add_characteristic,
            add_text=self.tr("Add Characteristic"),
        )
        self.expressions = self.table(
            "expressions",
            [
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Expression"),
                    ExpressionFields.TEXT,
                    lambda r: r.text,
                ),
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Of"),
                    None,
                    lambda r: self._characteristic_name(r.characteristic_id),
                ),
            ],
            RecordKind.EXPRESSION,
            add=self._add_expression,
            add_text=self.tr("Add Expression"),
        )
        self.expression_needs = Prerequisite(self.expressions.add_button)
        self.expressions.extra_bar.insertWidget(
            self.expressions.extra_bar.indexOf(self.expressions.add_button),
            self.expression_needs.hint,
        )
        self.characteristics.view.selectionModel().currentRowChanged.connect(
            lambda *_args: self._update_expression_needs()
        )
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.characteristics)
        splitter.addWidget(self.expressions)
        self.body_layout.addWidget(splitter, 1)

    def _update_expression_needs(self) -> None:
        if self.characteristics.model.rowCount() == 0:
            self.expression_needs.update(
                self.tr("An Expression belongs to a Characteristic: add one first.")
            )
        elif self.characteristics.current_id() is None:
            self.expression_needs.update(
                self.tr("Select the Characteristic the Expression belongs to.")
            )
        else:
            self.expression_needs.update(None)

    def _characteristic_name(self, characteristic_id: int) -> str:
        if self.records is None:
            return ""
        for row in self.records.characteristics:
            if row.id == characteristic_id:
                return row.name
        return ""

    def refresh(self) -> None:
        records = self.records
        self.characteristics.model.sync_rows(records.characteristics if records else [])
        self.expressions.model.sync_rows(records.expressions if records else [])
        self._update_expression_needs()
        self.actor_combo.clear()
        self.actor_combo.addItem(self.tr("(nobody)"), None)
        if records is None:
            return
        for actor in self.host.campaign.records.list_actors():
            if not actor.is_director:
                self.actor_combo.addItem(actor.name, actor.id)
        self.actor_combo.setCurrentIndex(max(0, self.actor_combo.findData(records.actor_id)))

    def persona_updated(self) -> None:
        records, persona_id = self.records, self.persona_id
        if records is None or persona_id is None:
            return
        actor_id = self.host.campaign.records.persona_actor(persona_id)
        if actor_id != records.actor_id:
            self.records = replace(records, actor_id=actor_id)
            self.actor_combo.setCurrentIndex(max(0, self.actor_combo.findData(actor_id)))

    def _actor_chosen(self, index: int) -> None:
        persona_id = self.persona_id
        if persona_id is None:
            return
        actor_id = self.actor_combo.itemData(index)
        self.actor_error.clear()
        problems: list[str] = []
        self.host.perform(
            self.tr("Change who plays the Persona"),
            lambda: self.host.campaign.records.set_persona_actor(persona_id, actor_id),
            refused=problems.append,
        )
        if problems:  # the choice shows the saved Actor again, the reason beside it
            self.refresh()
            self.actor_error.setText(problems[0])

    def _add_characteristic(self) -> None:
        persona_id = self.persona_id
        if persona_id is not None:
            self.run(
                self.characteristics,
                self.tr("Add Characteristic"),
                lambda: self.host.campaign.records.add_characteristic(
                    persona_id, self.tr("New Characteristic"), 3
                ),
            )

    def _add_expression(self) -> None:
        characteristic_id = self.characteristics.current_id()
        if characteristic_id is None:
            self.expressions.show_error(
                self.tr("Select the Characteristic the Expression belongs to.")
            )
            return
        self.run(
            self.expressions,
            self.tr("Add Expression"),
            lambda: self.host.campaign.records.add_expression(
                characteristic_id, self.tr("New Expression")
            ),
        )


class AbilitiesTab(RecordsTab):
    """Knacks, Powers and Signature Items, and each Score's base and modified values."""

    TITLE = "Abilities"
    KINDS = frozenset({RecordKind.PERSONA, RecordKind.SHEET_MODIFIER})

    def build(self) -> None:
        self.modifiers = self.table(
            "modifiers",
            [
                choice_column(
                    QT_TRANSLATE_NOOP("Column", "Kind"),
                    ModifierFields.KIND,
                    lambda r: r.kind,
                    lambda v: game_term(ModifierKind(str(v)).label),
                    lambda: _enum_choices(list(ModifierKind), lambda m: game_term(m.label)),
                ),
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Name"), ModifierFields.NAME, lambda r: r.name
                ),
                choice_column(
                    QT_TRANSLATE_NOOP("Column", "Score"),
                    ModifierFields.SCORE,
                    lambda r: r.score,
                    lambda v: game_term(Score(str(v)).label),
                    lambda: _enum_choices(list(Score), lambda s: game_term(s.label)),
                ),
                number_column(
                    QT_TRANSLATE_NOOP("Column", "Modifier"),
                    ModifierFields.MODIFIER,
                    lambda r: r.modifier,
                    MODIFIER_RANGE,
                ),
            ],
            RecordKind.SHEET_MODIFIER,
            add=self._add,
            add_text=self.tr("Add Knack/Power/Item"),
        )
        self.scores = self.table(
            "scores",
            [
                text_column(QT_TRANSLATE_NOOP("Column", "Score"), None, lambda r: r[1]),
                number_column(
                    QT_TRANSLATE_NOOP("Column", "Base"), None, lambda r: r[2], LegalRange(-99, 99)
                ),
                number_column(
                    QT_TRANSLATE_NOOP("Column", "Modified"),
                    None,
                    lambda r: r[3],
                    LegalRange(-99, 99),
                ),
                text_column(QT_TRANSLATE_NOOP("Column", "From"), None, lambda r: r[4]),
            ],
            None,
        )
        self.scores.filter_edit.setPlaceholderText(self.tr("Filter Scores"))
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.modifiers)
        splitter.addWidget(self.scores)
        self.body_layout.addWidget(splitter, 1)

    def refresh(self) -> None:
        records = self.records
        self.modifiers.model.sync_rows(records.modifiers if records else [])
        self.persona_updated()

    def persona_updated(self) -> None:
        """Show the Scores again from the Persona's base Scores (its modifiers as they were)."""
        records = self.records
        rows: list[tuple[int, str, int, int, str]] = []
        if records is not None and self.persona_id is not None:
            base = self.host.campaign.personae.get_persona(self.persona_id).scores
            for number, item in enumerate(records.modified_scores(base)):
                sources = ", ".join(f"{e.name} {e.modifier:+d}" for e in item.entries)
                label = game_term(item.score.label)
                rows.append((number, label, item.base, item.modified, sources))
        self.scores.model.sync_rows(rows)

    def _add(self) -> None:
        persona_id = self.persona_id
        if persona_id is not None:
            self.run(
                self.modifiers,
                self.tr("Add Knack"),
                lambda: self.host.campaign.records.add_modifier(
                    persona_id, "knack", self.tr("New Knack"), "base", 1
                ),
            )


class TraitsTab(RecordsTab):
    """The Traits on this Persona: Strength, Negative, and who created each."""

    TITLE = "Traits"
    KINDS = frozenset({RecordKind.PERSONA, RecordKind.ELEMENT, RecordKind.TRAIT})

    def build(self) -> None:
        self._names: dict[int, str] = {}
        self.traits = self.table(
            "traits",
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
                choice_column(
                    QT_TRANSLATE_NOOP("Column", "Created by"),
                    TraitFields.CREATED_BY,
                    creator_of,
                    self._creator_label,
                    lambda: creator_choices(self.host),
                ),
            ],
            RecordKind.TRAIT,
            add=self._add,
            add_text=self.tr("Add Trait"),
        )
        self.body_layout.addWidget(self.traits, 1)

    def _creator_label(self, value: object) -> str:
        if value == "director":
            return self.tr("Director")
        return self._names.get(int(str(value).partition(":")[2]), str(value))

    def refresh(self) -> None:
        if self.records is not None:  # the names of the Personae who created its Traits
            creators = sorted(
                {t.created_by_persona_id for t in self.records.traits if t.created_by_persona_id}
            )
            found = self.host.campaign.personae.find_personae(creators) if creators else []
            self._names = {row.id: row.name for row in found}
        self.traits.model.sync_rows(self.records.traits if self.records else [])

    def persona_updated(self) -> None:
        """Show the Persona's new name where it created one of its own Traits."""
        records = self.records
        if records is not None and any(
            trait.created_by_persona_id == self.persona_id for trait in records.traits
        ):
            self.refresh()
            self.traits.model.refresh()

    def _add(self) -> None:
        persona_id = self.persona_id
        if persona_id is not None:
            self.run(
                self.traits,
                self.tr("Add Trait"),
                lambda: self.host.campaign.records.add_trait(
                    self.tr("New Trait"),
                    1,
                    on=f"persona:{persona_id}",
                    created_by=f"persona:{persona_id}",
                ),
            )


class InvestmentsTab(RecordsTab):
    """Investments ``Element > Relationship/State``: making one lowers a Characteristic."""

    TITLE = "Investments"
    KINDS = frozenset(
        {
            RecordKind.PERSONA,
            RecordKind.ELEMENT,
            RecordKind.CHARACTERISTIC,
            RecordKind.INVESTMENT,
            RecordKind.STRATEGY,
            RecordKind.ADVANCE,
        }
    )

    def build(self) -> None:
        self._elements: dict[int, str] = {}
        form = QGroupBox(self.tr("Make an Investment"))
        layout = QFormLayout(form)
        self.element_combo = QComboBox()
        self.element_combo.setObjectName("investment-element")
        self.characteristic_combo = QComboBox()
        self.characteristic_combo.setObjectName("investment-characteristic")
        self.value_spin = QSpinBox()
        self.value_spin.setObjectName("investment-value")
        self.value_spin.setRange(INVESTMENT_RANGE.minimum, INVESTMENT_RANGE.maximum)
        self.relationship_edit = QLineEdit()
        self.relationship_edit.setObjectName("investment-relationship")
        self.relationship_edit.setPlaceholderText(
            self.tr("Relationship or State, e.g. protects it")
        )
        self.make_button = QPushButton(self.tr("Make Investment"))
        self.make_button.setObjectName("investment-make")
        self.make_button.clicked.connect(self._make)
        layout.addRow(self.tr("Element"), self.element_combo)
        layout.addRow(self.tr("From Characteristic"), self.characteristic_combo)
        layout.addRow(self.tr("Value"), self.value_spin)
        layout.addRow(self.tr("Relationship/State"), self.relationship_edit)
        self.make_needs = Prerequisite(self.make_button)
        layout.addRow("", _form_row(self.make_button, self.make_needs.hint))
        self.body_layout.addWidget(form)
        self.investments = self.table(
            "investments",
            [
                choice_column(
                    QT_TRANSLATE_NOOP("Column", "Element"),
                    InvestmentFields.ELEMENT,
                    lambda r: r.element_id,
                    lambda v: self._elements.get(int(str(v)), "?"),
                    lambda: element_choices(self.host),
                ),
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Relationship/State"),
                    InvestmentFields.RELATIONSHIP,
                    lambda r: r.relationship,
                ),
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Characteristic"),
                    None,
                    lambda r: self._characteristic(r.characteristic_id),
                ),
                number_column(
                    QT_TRANSLATE_NOOP("Column", "Value"), None, lambda r: r.value, INVESTMENT_RANGE
                ),
                choice_column(
                    QT_TRANSLATE_NOOP("Column", "State"),
                    InvestmentFields.STATE,
                    lambda r: r.state,
                    _state_label,
                    lambda: _enum_choices(list(InvestmentState), _capital),
                ),
            ],
            RecordKind.INVESTMENT,
        )
        self.body_layout.addWidget(self.investments, 1)

    def _characteristic(self, characteristic_id: int) -> str:
        for row in self.records.characteristics if self.records else []:
            if row.id == characteristic_id:
                return row.name
        return "?"

    def refresh(self) -> None:
        records = self.records
        self.element_combo.clear()
        self.characteristic_combo.clear()
        if records is not None:
            elements = self.host.campaign.records.list_elements()
            self._elements = {row.id: row.name for row in elements}
            for row in sorted(elements, key=lambda e: e.name.casefold()):
                self.element_combo.addItem(
                    self.tr("{name} (Scale {scale})").format(name=row.name, scale=row.scale),
                    row.id,
                )
            for characteristic in records.characteristics:
                self.characteristic_combo.addItem(
                    f"{characteristic.name} ({characteristic.value})", characteristic.id
                )
        self.make_needs.update(self._missing())
        self.investments.model.sync_rows(records.investments if records else [])

    def _missing(self) -> str | None:
        """Return what an Investment needs that is not there yet (None: nothing)."""
        no_element = self.element_combo.count() == 0
        no_characteristic = self.characteristic_combo.count() == 0
        if no_element and no_characteristic:
            return self.tr(
                "An Investment needs an Element and a Characteristic: add an Element under "
                "Elements and a Characteristic on the Characteristics page first."
            )
        if no_element:
            return self.tr("An Investment needs an Element: add one under Elements first.")
        if no_characteristic:
            return self.tr(
                "An Investment needs a Characteristic: add one on the Characteristics page first."
            )
        return None

    def _make(self) -> None:
        persona_id = self.persona_id
        element_id = self.element_combo.currentData()
        characteristic_id = self.characteristic_combo.currentData()
        if persona_id is None:
            return
        if element_id is None or characteristic_id is None:
            self.investments.show_error(self._missing())
            return
        value, text = self.value_spin.value(), self.relationship_edit.text()
        if self.run(
            self.investments,
            self.tr("Make Investment"),
            lambda: self.host.campaign.records.make_investment(
                persona_id, element_id, characteristic_id, text, value
            ),
        ):
            self.relationship_edit.clear()


class StrategiesTab(RecordsTab):
    """Strategies (starting or developing one raises the Stance by 1, to 6) and the log."""

    TITLE = "Strategies"
    KINDS = frozenset(
        {RecordKind.PERSONA, RecordKind.INVESTMENT, RecordKind.STRATEGY, RecordKind.STANCE_CHANGE}
    )

    def build(self) -> None:
        self._investments: dict[int, str] = {}
        form = QHBoxLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("strategy-name")
        self.name_edit.setPlaceholderText(self.tr("A course of action"))
        self.name_edit.setAccessibleName(self.tr("Name of the new Strategy"))
        self.pursues_combo = QComboBox()
        self.pursues_combo.setObjectName("strategy-pursues")
        self.start_button = QPushButton(self.tr("Start Strategy"))
        self.start_button.setObjectName("strategy-start")
        self.start_button.clicked.connect(self._start)
        self.develop_button = QPushButton(self.tr("Develop selected"))
        self.develop_button.setObjectName("strategy-develop")
        self.develop_button.clicked.connect(self._develop)
        for widget in (self.name_edit, self.pursues_combo, self.start_button):
            form.addWidget(widget)
        self.body_layout.addLayout(form)
        self.stance_label = QLabel()
        self.stance_label.setObjectName("strategy-stance")
        self.strategies = self.table(
            "strategies",
            [
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Strategy"), StrategyFields.NAME, lambda r: r.name
                ),
                choice_column(
                    QT_TRANSLATE_NOOP("Column", "Pursues"),
                    StrategyFields.INVESTMENT,
                    lambda r: r.investment_id,
                    self._pursues_label,
                    self._pursues_choices,
                ),
                choice_column(
                    QT_TRANSLATE_NOOP("Column", "State"),
                    StrategyFields.STATE,
                    lambda r: r.state,
                    _state_label,
                    lambda: _enum_choices(list(StrategyState), _capital),
                ),
            ],
            RecordKind.STRATEGY,
        )
        self.develop_needs = Prerequisite(self.develop_button)
        self.strategies.extra_bar.addWidget(self.develop_needs.hint)
        self.strategies.extra_bar.addWidget(self.develop_button)
        self.strategies.view.selectionModel().currentRowChanged.connect(
            lambda *_args: self._update_develop_needs()
        )
        self.log = self.table(
            "stance-log",
            [
                text_column(QT_TRANSLATE_NOOP("Column", "When"), None, lambda r: r.changed_at[:16]),
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Stance"),
                    None,
                    lambda r: f"{r.old_stance} → {r.new_stance}",
                ),
                text_column(QT_TRANSLATE_NOOP("Column", "Why"), None, lambda r: r.reason),
            ],
            None,
        )
        self.body_layout.addWidget(self.stance_label)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.strategies)
        splitter.addWidget(self.log)
        self.body_layout.addWidget(splitter, 1)

    def _update_develop_needs(self) -> None:
        if self.strategies.model.rowCount() == 0:
            self.develop_needs.update(self.tr("Start a Strategy first, then develop it."))
        elif self.strategies.current_id() is None:
            self.develop_needs.update(self.tr("Select the Strategy to develop."))
        else:
            self.develop_needs.update(None)

    def _pursues_label(self, value: object) -> str:
        if value is None:
            return self.tr("Ending the Episode")
        return self._investments.get(int(str(value)), "?")

    def persona_updated(self) -> None:
        """Show the Director's Stance towards the Persona (kept on its row)."""
        if self.persona_id is None:
            return
        stance = self.host.campaign.personae.get_persona(self.persona_id).stance
        self.stance_label.setText(
            self.tr("The Director's Stance towards this Persona: {stance}").format(stance=stance)
        )

    def _pursues_choices(self) -> list[tuple[str, object]]:
        ending = self.tr("Ending the Episode")
        return [(ending, None), *((t, i) for i, t in self._investments.items())]

    def refresh(self) -> None:
        records = self.records
        self.pursues_combo.clear()
        if records is not None and self.persona_id is not None:
            elements = {row.id: row.name for row in self.host.campaign.records.list_elements()}
            self._investments = {
                row.id: f"{elements.get(row.element_id, '?')} > {row.relationship}"
                for row in records.investments
            }
            for label, value in self._pursues_choices():
                self.pursues_combo.addItem(label, value)
            self.persona_updated()
        self.strategies.model.sync_rows(records.strategies if records else [])
        self.log.model.sync_rows(records.stance_changes if records else [])
        self._update_develop_needs()

    def _start(self) -> None:
        persona_id = self.persona_id
        if persona_id is None:
            return
        name, pursues = self.name_edit.text(), self.pursues_combo.currentData()
        if self.run(
            self.strategies,
            self.tr("Start Strategy"),
            lambda: self.host.campaign.records.start_strategy(persona_id, name, pursues),
        ):
            self.name_edit.clear()

    def _develop(self) -> None:
        strategy_id = self.strategies.current_id()
        if strategy_id is None:
            self.strategies.show_error(self.tr("Select the Strategy to develop."))
            return
        self.run(
            self.strategies,
            self.tr("Develop Strategy"),
            lambda: self.host.campaign.records.develop_strategy(strategy_id),
        )


class AdvancesTab(RecordsTab):
    """Advances earned and spent, each with its reason and date."""

    TITLE = "Advances"
    KINDS = frozenset(
        {RecordKind.PERSONA, RecordKind.EPISODE, RecordKind.INVESTMENT, RecordKind.ADVANCE}
    )

    def build(self) -> None:
        self.available_label = QLabel()
        self.available_label.setObjectName("advances-available")
        self.body_layout.addWidget(self.available_label)
        self.advances = self.table(
            "advances",
            [
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Date"), AdvanceFields.ON_DATE, lambda r: r.on_date
                ),
                choice_column(
                    QT_TRANSLATE_NOOP("Column", "Kind"),
                    AdvanceFields.KIND,
                    lambda r: r.kind,
                    _state_label,
                    lambda: _enum_choices(list(AdvanceKind), _capital),
                ),
                text_column(
                    QT_TRANSLATE_NOOP("Column", "Reason"), AdvanceFields.REASON, lambda r: r.reason
                ),
            ],
            RecordKind.ADVANCE,
            add=self._add,
            add_text=self.tr("Add Advance"),
        )
        self.body_layout.addWidget(self.advances, 1)

    def refresh(self) -> None:
        records = self.records
        self.advances.model.sync_rows(records.advances if records else [])
        if records is not None:
            self.available_label.setText(
                self.tr("Advances available: {count}").format(count=records.advances_available)
            )

    def _add(self) -> None:
        persona_id = self.persona_id
        if persona_id is not None:
            today = date.today().isoformat()
            self.run(
                self.advances,
                self.tr("Add Advance"),
                lambda: self.host.campaign.records.add_advance(
                    persona_id, "earned", self.tr("New Advance"), today
                ),
            )
