"""Starshine: a Persona that comes back: compare its file with the campaign's Persona of its UUID.

Starshine's players keep their Personae in campaigns of their own and the Director keeps
the table's campaign; a Persona file carries a Persona between them (docs/campaign-format.md,
"A Persona file"). When the campaign already has the file's Persona (same UUID), importing
updates it instead of adding a copy:

- Both sides are seen as *units*: each sheet field (name, Stance, each Score, notes, the
  status flags) and each record (a Characteristic with its Expressions, a Knack, Power or
  Signature Item, a Trait, an Investment, a Strategy, a Stance change, an Advance, a
  progress track, the Ironsworn and Cortex sheets), records keyed by their names.
- The campaign keeps the Persona file last exchanged for each Persona (``persona_exchange``):
  a unit that changed in the file only is taken, one that changed in the campaign only is
  kept, one that changed on both sides (or any difference when nothing was exchanged
  before) is a *conflict* for the person to settle, seeing both values.
- The chosen units make one Persona file again, checked like any other, then written as ONE
  journalled edit: records keep their ids where they match, so undo and redo are exact.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP
from starshine_desktop.services.errors import ValidationError
from starshine_desktop.services.exchange import ImportRefused
from starshine_desktop.services.starshine.persona_file import (
    FORMAT,
    FORMAT_VERSION,
    SELF,
    PersonaData,
    export_persona,
    find_or_create_element,
    free_name,
    record_exchange,
    validate_persona_file,
)
from starshine_desktop.storage import tables
from starshine_desktop.storage.errors import RecordNotFoundError
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:
    from datetime import datetime

    from starshine_desktop.services.edits import Edit
    from starshine_desktop.services.starshine.records import RecordService
    from starshine_desktop.storage.journal import Column, Journal, Record, Values

SHEET_FIELDS = (
    "name",
    "actor_name",
    "stance",
    "notes",
    "risked_corruption",
    "risked_death",
    "dead",
)
"""The sheet fields compared one by one (the Scores are ``scores.<score>``)."""
_STAMPS = ("created_at", "updated_at", "uuid")
"""Fields that say when, not what: never compared."""
#: The labels of the differences (English; marked: the update dialog shows them translated
#: in the ``PersonaSync`` context, see ``Label``).
_FIELD_LABELS = {
    "name": QT_TRANSLATE_NOOP("PersonaSync", "Name"),
    "actor_name": QT_TRANSLATE_NOOP("PersonaSync", "Played by"),
    "stance": QT_TRANSLATE_NOOP("PersonaSync", "Stance"),
    "notes": QT_TRANSLATE_NOOP("PersonaSync", "Notes"),
    "risked_corruption": QT_TRANSLATE_NOOP("PersonaSync", "Risked Corruption"),
    "risked_death": QT_TRANSLATE_NOOP("PersonaSync", "Risked Death"),
    "dead": QT_TRANSLATE_NOOP("PersonaSync", "Dead"),
}
_SCORE_LABELS = {
    "base": QT_TRANSLATE_NOOP("PersonaSync", "Base"),
    "defense": QT_TRANSLATE_NOOP("PersonaSync", "Defense"),
    "recovery": QT_TRANSLATE_NOOP("PersonaSync", "Recovery"),
    "lead": QT_TRANSLATE_NOOP("PersonaSync", "Lead"),
    "stunt": QT_TRANSLATE_NOOP("PersonaSync", "Stunt"),
    "aid": QT_TRANSLATE_NOOP("PersonaSync", "Aid"),
    "threat": QT_TRANSLATE_NOOP("PersonaSync", "Threat"),
    "guard": QT_TRANSLATE_NOOP("PersonaSync", "Guard"),
    "surrender": QT_TRANSLATE_NOOP("PersonaSync", "Surrender"),
    "risk": QT_TRANSLATE_NOOP("PersonaSync", "Risk"),
    "power": QT_TRANSLATE_NOOP("PersonaSync", "Power"),
    "fortune": QT_TRANSLATE_NOOP("PersonaSync", "Fortune"),
}
_MODIFIER_LABELS = {
    "knack": QT_TRANSLATE_NOOP("PersonaSync", "Knack"),
    "power": QT_TRANSLATE_NOOP("PersonaSync", "Power"),
    "signature_item": QT_TRANSLATE_NOOP("PersonaSync", "Signature Item"),
}
LISTS = (
    "characteristics",
    "modifiers",
    "traits",
    "investments",
    "strategies",
    "stance_changes",
    "advances",
    "progress_tracks",
    "ironsworn_assets",
)
"""The Persona's lists in the order they are written (a record may name an earlier one)."""


def _list_tables() -> dict[str, tuple[Record, Column]]:
    """Return the table of each list of a Persona's records, with its column of the Persona."""
    t = tables
    return {
        "characteristics": (t.CharacteristicRecord, t.CharacteristicRecord.persona_id),
        "modifiers": (t.SheetModifierRecord, t.SheetModifierRecord.persona_id),
        "traits": (t.TraitRecord, t.TraitRecord.persona_id),
        "investments": (t.InvestmentRecord, t.InvestmentRecord.persona_id),
        "strategies": (t.StrategyRecord, t.StrategyRecord.persona_id),
        "stance_changes": (t.StanceChangeRecord, t.StanceChangeRecord.persona_id),
        "advances": (t.AdvanceRecord, t.AdvanceRecord.persona_id),
        "progress_tracks": (t.ProgressTrackRecord, t.ProgressTrackRecord.persona_id),
        "ironsworn_assets": (t.IronswornAssetRecord, t.IronswornAssetRecord.persona_id),
    }


SHEETS = ("ironsworn_sheet", "cortex_sheet")
_SHEET_LABELS = {
    "ironsworn_sheet": QT_TRANSLATE_NOOP("PersonaSync", "Ironsworn sheet"),
    "cortex_sheet": QT_TRANSLATE_NOOP("PersonaSync", "Cortex sheet"),
}


@dataclass(frozen=True, slots=True)
class Label:
    """A difference's label in words: a template marked in the ``PersonaSync`` context and
    its fields (the Persona's own text, except ``kind``, a marked name, and ``old``/``new``,
    Stances). ``str()`` is the English label, which code matches on."""

    template: str
    fields: tuple[tuple[str, str], ...] = ()

    def __str__(self) -> str:
        return self.template.format(**dict(self.fields)) if self.fields else self.template


class Side(StrEnum):
    """Whose value a unit takes: the campaign's (ours) or the file's (theirs)."""

    OURS = "ours"
    THEIRS = "theirs"


class Change(StrEnum):
    """How the file's value of a unit stands to the campaign's."""

    ADDED = "added"
    CHANGED = "changed"
    REMOVED = "removed"


@dataclass(frozen=True, slots=True)
class Difference:
    """One sheet field or record that differs between the campaign and the file."""

    key: str
    label: str
    """In English (what code matches on); ``words`` is the label to translate."""
    change: Change
    ours: Any
    theirs: Any
    conflict: bool
    """Changed on both sides since the last exchange (or nothing was exchanged before)."""
    proposed: Side
    """What is taken unless the person chooses: theirs for a change made in the file only."""
    words: Label | None = None

    def shown(self, side: Side) -> str:
        """Return one side's value in people's words ("(none)" when absent)."""
        value = self.ours if side is Side.OURS else self.theirs
        return describe(value)


@dataclass(frozen=True, slots=True)
class PersonaUpdatePlan:
    """What importing a Persona file over the campaign's Persona of its UUID would change."""

    persona_id: int
    name: str
    data: PersonaData
    differences: tuple[Difference, ...]
    has_base: bool
    ours: Mapping[str, Any]

    @property
    def conflicts(self) -> tuple[Difference, ...]:
        """Return the differences the person has to settle."""
        return tuple(item for item in self.differences if item.conflict)

    def conflict_labels(self) -> list[str]:
        """Return the conflicting fields and records by their labels."""
        return [item.label for item in self.conflicts]


@dataclass(frozen=True, slots=True)
class PersonaUpdate:
    """What an update did: the Persona, the differences taken and kept, and the edit."""

    persona_id: int
    name: str
    taken: tuple[str, ...]
    kept: tuple[str, ...]
    edit: Edit

    def summary(self) -> str:
        """Return one line saying what the update did."""
        if not self.taken:
            return f"Updated {self.name}: nothing to take from the file."
        parts = [f"Updated {self.name}: {', '.join(self.taken)}"]
        if self.kept:
            parts.append(f"kept the campaign's {', '.join(self.kept)}")
        return "; ".join(parts) + "."


def describe(value: Any) -> str:
    """Return a unit's value as a person reads it."""
    if value is None:
        return "(none)"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(
            f"{key.replace('_', ' ')}: {describe(item)}"
            for key, item in value.items()
            if item not in ("", None, [])
        )
    if isinstance(value, list):
        return "; ".join(describe(item) for item in value) or "(none)"
    return str(value)


# Units --------------------------------------------------------------------------------


def _fold(text: object) -> str:
    return " ".join(str(text).split()).casefold()


@dataclass
class _Units:
    """A Persona document seen as units: key → (label, compared value, list, record)."""

    values: dict[str, Any] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)
    words: dict[str, Label] = field(default_factory=dict)
    records: dict[str, dict[str, Any]] = field(default_factory=dict)
    order: dict[str, list[str]] = field(default_factory=dict)


def _record_key(list_key: str, record: Mapping[str, Any], doc: Mapping[str, Any]) -> str:
    if list_key == "modifiers":
        return f"{record['kind']}:{_fold(record['name'])}"
    if list_key == "investments":
        return f"{_fold(record['element']['name'])}>{_fold(record['relationship'])}"
    if list_key == "stance_changes":
        return f"{record['changed_at']}:{record['old_stance']}>{record['new_stance']}"
    if list_key == "advances":
        return f"{record['kind']}:{_fold(record['reason'])}:{record['date']}"
    if list_key == "progress_tracks":
        return f"{record['kind']}:{_fold(record['name'])}"
    if list_key == "ironsworn_assets":
        return str(record["asset_id"])
    return _fold(record["name"])


def _record_label(list_key: str, record: Mapping[str, Any]) -> Label:
    if list_key == "characteristics":
        return Label(
            QT_TRANSLATE_NOOP("PersonaSync", "Characteristic {name}"), (("name", record["name"]),)
        )
    if list_key == "modifiers":
        return Label(
            QT_TRANSLATE_NOOP("PersonaSync", "{kind} {name}"),
            (("kind", _MODIFIER_LABELS[record["kind"]]), ("name", record["name"])),
        )
    if list_key == "traits":
        return Label(QT_TRANSLATE_NOOP("PersonaSync", "Trait {name}"), (("name", record["name"]),))
    if list_key == "investments":
        return Label(
            QT_TRANSLATE_NOOP("PersonaSync", "Investment {element} > {relationship}"),
            (("element", record["element"]["name"]), ("relationship", record["relationship"])),
        )
    if list_key == "strategies":
        return Label(
            QT_TRANSLATE_NOOP("PersonaSync", "Strategy {name}"), (("name", record["name"]),)
        )
    if list_key == "stance_changes":
        return Label(
            QT_TRANSLATE_NOOP("PersonaSync", "Stance change {old}→{new} ({reason})"),
            (
                ("old", record["old_stance"]),
                ("new", record["new_stance"]),
                ("reason", record["reason"]),
            ),
        )
    if list_key == "advances":
        return Label(
            QT_TRANSLATE_NOOP("PersonaSync", "Advance {advance}: {reason} ({date})"),
            (("advance", record["kind"]), ("reason", record["reason"]), ("date", record["date"])),
        )
    if list_key == "ironsworn_assets":
        return Label(QT_TRANSLATE_NOOP("PersonaSync", "Asset {name}"), (("name", record["name"]),))
    return Label(QT_TRANSLATE_NOOP("PersonaSync", "Track {name}"), (("name", record["name"]),))


def _units(doc: Mapping[str, Any]) -> _Units:
    """Return a Persona file's ``persona`` object as units."""
    units = _Units()
    for name in SHEET_FIELDS:
        key = f"field:{name}"
        units.values[key] = doc[name]
        units.words[key] = Label(_FIELD_LABELS[name])
    for score, value in doc["scores"].items():
        key = f"field:scores.{score}"
        units.values[key] = value
        units.words[key] = Label(_SCORE_LABELS[score])
    keys_of: dict[str, list[str]] = {}
    for list_key in LISTS:
        keys: list[str] = []
        for record in doc.get(list_key, ()):  # a file before assets came has none
            base = f"{list_key}:{_record_key(list_key, record, doc)}"
            key, number = base, 1
            while key in units.records:
                number += 1
                key = f"{base}#{number}"
            keys.append(key)
            units.records[key] = dict(record)
            units.words[key] = _record_label(list_key, record)
        keys_of[list_key] = keys
        units.order[list_key] = keys
    # The compared value names other records by their keys, not by position.
    for list_key in LISTS:
        for key in keys_of[list_key]:
            value = {k: v for k, v in units.records[key].items() if k not in _STAMPS}
            if list_key == "investments":
                value["element"] = value["element"]["name"]
                value["characteristic"] = keys_of["characteristics"][value["characteristic"]]
            elif list_key in ("strategies", "advances") and value["investment"] is not None:
                value["investment"] = keys_of["investments"][value["investment"]]
            elif list_key == "stance_changes" and value["strategy"] is not None:
                value["strategy"] = keys_of["strategies"][value["strategy"]]
            units.values[key] = value
    for sheet in SHEETS:
        key = f"sheet:{sheet}"
        value = doc[sheet]
        units.values[key] = (
            None if value is None else {k: v for k, v in value.items() if k not in _STAMPS}
        )
        units.words[key] = Label(_SHEET_LABELS[sheet])
    units.labels.update((key, str(words)) for key, words in units.words.items())
    return units


# Planning -----------------------------------------------------------------------------


def find_persona(database: CampaignStore, uuid: str | None) -> int | None:
    """Return the id of the campaign's Persona with this UUID, if any."""
    if uuid is None:
        return None
    with database.reading() as connection:
        row = connection.execute("SELECT id FROM persona WHERE uuid = ?", (uuid,)).fetchone()
    return None if row is None else int(row[0])


def _base(database: CampaignStore, persona_id: int) -> dict[str, Any] | None:
    with database.reading() as connection:
        row = connection.execute(
            "SELECT document FROM persona_exchange WHERE persona_id = ?", (persona_id,)
        ).fetchone()
    if row is None:
        return None
    base = json.loads(row[0])
    return base if isinstance(base, dict) else None


def plan_update(database: CampaignStore, data: PersonaData) -> PersonaUpdatePlan | None:
    """Compare a checked Persona file with the campaign's Persona of its UUID.

    Return None when the campaign has no Persona with the file's UUID (a new Persona).
    """
    persona_id = find_persona(database, data.uuid)
    if persona_id is None:
        return None
    ours_doc = export_persona(database, persona_id)["persona"]
    base_doc = _base(database, persona_id)
    ours, theirs = _units(ours_doc), _units(data.document)
    base = None if base_doc is None else _units(base_doc)
    differences = []
    keys = [*ours.values, *(key for key in theirs.values if key not in ours.values)]
    for key in keys:
        mine, other = ours.values.get(key), theirs.values.get(key)
        if mine == other:
            continue
        change = (
            Change.ADDED if mine is None else Change.REMOVED if other is None else Change.CHANGED
        )
        label = theirs.labels.get(key) or ours.labels[key]
        words = theirs.words.get(key) or ours.words[key]
        if base is not None and base.values.get(key) == mine:
            conflict, proposed = False, Side.THEIRS
        elif base is not None and base.values.get(key) == other:
            conflict, proposed = False, Side.OURS
        else:
            conflict, proposed = True, Side.THEIRS
        differences.append(Difference(key, label, change, mine, other, conflict, proposed, words))
    return PersonaUpdatePlan(
        persona_id, str(ours_doc["name"]), data, tuple(differences), base is not None, ours_doc
    )


def merged_document(plan: PersonaUpdatePlan, choices: Mapping[str, Side]) -> dict[str, Any]:
    """Return the Persona document the choices make (``choices`` by difference key).

    A difference not in ``choices`` takes its proposed side. Raises ``ValidationError`` when
    a record kept names a record the choices leave out.
    """
    ours, theirs = _units(plan.ours), _units(plan.data.document)
    side = {item.key: choices.get(item.key, item.proposed) for item in plan.differences}

    def take(key: str) -> Side:
        return side.get(key, Side.OURS)

    merged: dict[str, Any] = {
        k: v for k, v in plan.ours.items() if k not in (*LISTS, *SHEETS, "scores")
    }
    for name in SHEET_FIELDS:
        source = theirs if take(f"field:{name}") is Side.THEIRS else ours
        merged[name] = source.values[f"field:{name}"]
    merged["scores"] = {
        score: (theirs if take(f"field:scores.{score}") is Side.THEIRS else ours).values[
            f"field:scores.{score}"
        ]
        for score in plan.ours["scores"]
    }
    chosen: dict[str, list[tuple[str, dict[str, Any], _Units]]] = {}
    for list_key in LISTS:
        items = []
        for key in [
            *ours.order[list_key],
            *(key for key in theirs.order[list_key] if key not in ours.records),
        ]:
            source = theirs if take(key) is Side.THEIRS else ours
            if key in source.records:
                items.append((key, source.records[key], source))
        chosen[list_key] = items
    position = {
        list_key: {key: number for number, (key, _r, _s) in enumerate(items)}
        for list_key, items in chosen.items()
    }
    labels = {**ours.labels, **theirs.labels}

    def relink(record: dict[str, Any], link: str, target: str, source: _Units, owner: str) -> None:
        if record[link] is None:
            return
        target_key = source.order[target][record[link]]
        if target_key not in position[target]:
            raise ValidationError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{owner} needs {target}, which the choices leave out: keep both or neither",
                ),
                owner=labels[owner],
                target=labels[target_key],
            )
        record[link] = position[target][target_key]

    links = {
        "investments": ("characteristic", "characteristics"),
        "strategies": ("investment", "investments"),
        "stance_changes": ("strategy", "strategies"),
        "advances": ("investment", "investments"),
    }
    for list_key in LISTS:
        records = []
        for key, original, source in chosen[list_key]:
            record = dict(original)
            if list_key in links:
                link, target = links[list_key]
                relink(record, link, target, source, key)
            records.append(record)
        merged[list_key] = records
    for sheet in SHEETS:
        source_doc = plan.data.document if take(f"sheet:{sheet}") is Side.THEIRS else plan.ours
        merged[sheet] = source_doc[sheet]
    return merged


# Writing ------------------------------------------------------------------------------


def _own_ids(journal: Journal, persona_id: int) -> dict[str, list[int]]:
    """Return the ids of the Persona's records of each list, in id order (as exported)."""
    return {
        list_key: [int(row["id"]) for row in journal.find(table, {owner: persona_id})]
        for list_key, (table, owner) in _list_tables().items()
    }


def _matched_ids(journal: Journal, plan: PersonaUpdatePlan, ours: _Units) -> dict[str, int]:
    """Return the id of each of the campaign's records, by its unit key.

    Refuses when the campaign's Persona no longer has the records it was compared with.
    """
    ids = _own_ids(journal, plan.persona_id)
    id_of: dict[str, int] = {}
    for list_key in LISTS:
        if len(ids[list_key]) != len(ours.order[list_key]):
            raise ValidationError(
                QT_TRANSLATE_NOOP(
                    "Refusal", "{name} changed while the file was being compared: import it again"
                ),
                name=plan.name,
            )
        id_of.update(zip(ours.order[list_key], ids[list_key], strict=True))
    return id_of


def _update_persona_row(
    journal: Journal, persona_id: int, data: PersonaData, now: datetime, named: list[str]
) -> None:
    """Update the sheet: every field but its stamps; a new name must be free."""
    from starshine_desktop.storage.journal import columns_named

    t = tables
    personae = t.PersonaRecord
    current = journal.row(personae, (persona_id,))
    values = columns_named(personae, {k: v for k, v in data.persona.items() if k not in _STAMPS})
    if values[personae.name] != current["name"]:
        others = [str(row["name"]) for row in journal.find(personae) if row["id"] != persona_id]
        values[personae.name] = free_name(str(values[personae.name]), others)
    if values[personae.actor_name] != current["actor_name"]:
        values[personae.actor_id] = None
        for actor in journal.find(t.ActorRecord, {t.ActorRecord.is_director: False}):
            if _fold(actor["name"]) == _fold(values[personae.actor_name]):
                values[personae.actor_id] = int(actor["id"])
                values[personae.actor_name] = str(actor["name"])
    journal.update(personae, (persona_id,), values, stamp={personae.updated_at: now})
    named.append(str(values[personae.name]))


def _without(row: Mapping[str, Any], *leave: str) -> dict[str, Any]:
    """Return a checked record without its links (written as ids instead)."""
    return {key: value for key, value in row.items() if key not in leave}


@dataclass
class _ListWriter:
    """Writes the merged lists: a record the campaign has is updated, a new one inserted."""

    journal: Journal
    persona_id: int
    merged: _Units
    id_of: dict[str, int]
    written: dict[str, list[int]] = field(default_factory=dict)
    list_tables: dict[str, tuple[Record, Column]] = field(default_factory=_list_tables)

    def put(self, list_key: str, number: int, values: Values) -> int:
        """Write the ``number``-th record of a list; return its id."""
        key = self.merged.order[list_key][number]
        table, owner = self.list_tables[list_key]
        if key in self.id_of:
            self.journal.update(table, (self.id_of[key],), values)
            return self.id_of[key]
        return self.journal.insert(table, {**values, owner: self.persona_id})[0]

    def each(
        self,
        list_key: str,
        rows: Sequence[Mapping[str, Any]],
        make: Callable[[Mapping[str, Any]], Values] | None = None,
    ) -> None:
        """Write a whole list in order, keeping the ids in ``written``."""
        from starshine_desktop.storage.journal import columns_named

        table, _owner = self.list_tables[list_key]
        self.written[list_key] = [
            self.put(list_key, n, columns_named(table, row) if make is None else make(row))
            for n, row in enumerate(rows)
        ]

    def linked(
        self, record: Record, link: str, column: Column, target: str
    ) -> Callable[[Mapping[str, Any]], Values]:
        """Return the values of a record that points at a record of ``target`` by position."""
        from starshine_desktop.storage.journal import columns_named

        def make(row: Mapping[str, Any]) -> Values:
            number = row[link]
            return {
                **columns_named(record, _without(row, link)),
                column: None if number is None else self.written[target][number],
            }

        return make


def _write_expressions(journal: Journal, characteristic_ids: list[int], data: PersonaData) -> None:
    """Make each Characteristic's Expressions the file's: keep the same, drop and add."""
    expressions_table = tables.ExpressionRecord
    for characteristic_id, expressions in zip(characteristic_ids, data.expressions, strict=True):
        texts = [row["text"] for row in expressions]
        where = {expressions_table.characteristic_id: characteristic_id}
        for row in journal.find(expressions_table, where):
            if row["text"] in texts:
                texts.remove(row["text"])
            else:
                journal.delete(expressions_table, (int(row["id"]),))
        for text in texts:
            journal.insert(expressions_table, {expressions_table.text: text, **where})


def _write_traits(writer: _ListWriter, data: PersonaData) -> None:
    """Write the Traits, their creators found by name (else the Director)."""
    from starshine_desktop.storage.journal import columns_named

    journal, persona_id = writer.journal, writer.persona_id
    names = {_fold(row["name"]): int(row["id"]) for row in journal.find(tables.PersonaRecord)}
    traits = tables.TraitRecord

    def trait(row: Mapping[str, Any]) -> Values:
        creator = row["created_by"]
        created_by: int | None = None
        if creator == SELF:
            created_by = persona_id
        elif isinstance(creator, dict):
            created_by = names.get(_fold(creator["persona"]))
        return {
            **columns_named(traits, _without(row, "created_by")),
            traits.element_id: None,
            traits.created_by_persona_id: created_by,
        }

    writer.each("traits", data.traits, trait)


def _write_investments(writer: _ListWriter, data: PersonaData) -> None:
    """Write the Investments, finding or creating each one's Element."""
    from starshine_desktop.storage.journal import columns_named

    investments = tables.InvestmentRecord

    def investment(row: Mapping[str, Any]) -> Values:
        element_id, _created = find_or_create_element(writer.journal, row["element"])
        return {
            **columns_named(investments, _without(row, "element", "characteristic")),
            investments.element_id: element_id,
            investments.characteristic_id: writer.written["characteristics"][row["characteristic"]],
        }

    writer.each("investments", data.investments, investment)


def _write_sheets(journal: Journal, persona_id: int, data: PersonaData) -> None:
    """Make the Ironsworn and Cortex sheets the file's: update, add or remove each."""
    from starshine_desktop.storage.journal import columns_named

    ironsworn, cortex = tables.IronswornSheetRecord, tables.CortexSheetRecord
    sheets: tuple[tuple[Record, Column, Mapping[str, Any] | None], ...] = (
        (ironsworn, ironsworn.persona_id, data.ironsworn_sheet),
        (cortex, cortex.persona_id, data.cortex_sheet),
    )
    for table, owner, sheet in sheets:
        exists = journal.exists(table, (persona_id,))
        if sheet is None:
            if exists:
                journal.delete(table, (persona_id,))
        elif exists:
            journal.update(table, (persona_id,), columns_named(table, sheet))
        else:
            journal.insert(table, {**columns_named(table, sheet), owner: persona_id})


def _delete_left_out(writer: _ListWriter, ours: _Units) -> None:
    """Delete the records the merge leaves out, dependants first."""
    for list_key in reversed(LISTS):
        kept = set(writer.merged.order[list_key])
        table, _owner = writer.list_tables[list_key]
        for key in ours.order[list_key]:
            if key not in kept and writer.journal.exists(table, (writer.id_of[key],)):
                writer.journal.delete(table, (writer.id_of[key],))


def _apply(
    journal: Journal,
    plan: PersonaUpdatePlan,
    merged_doc: dict[str, Any],
    data: PersonaData,
    now: datetime,
    named: list[str],
) -> None:
    persona_id = plan.persona_id
    ours = _units(plan.ours)
    writer = _ListWriter(journal, persona_id, _units(merged_doc), _matched_ids(journal, plan, ours))
    _update_persona_row(journal, persona_id, data, now, named)
    writer.each("characteristics", data.characteristics)
    _write_expressions(journal, writer.written["characteristics"], data)
    writer.each("modifiers", data.modifiers)
    _write_traits(writer, data)
    _write_investments(writer, data)
    t = tables
    strategies, stance_changes, advances = t.StrategyRecord, t.StanceChangeRecord, t.AdvanceRecord
    writer.each(
        "strategies",
        data.strategies,
        writer.linked(strategies, "investment", strategies.investment_id, "investments"),
    )
    writer.each(
        "stance_changes",
        data.stance_changes,
        writer.linked(stance_changes, "strategy", stance_changes.strategy_id, "strategies"),
    )
    writer.each(
        "advances",
        data.advances,
        writer.linked(advances, "investment", advances.investment_id, "investments"),
    )
    writer.each("progress_tracks", data.progress_tracks)
    writer.each("ironsworn_assets", data.ironsworn_assets)
    _write_sheets(journal, persona_id, data)
    _delete_left_out(writer, ours)
    record_exchange(journal, persona_id, plan.data.document_json, now)


def prepare_update(
    plan: PersonaUpdatePlan, choices: Mapping[str, Side] | None = None
) -> tuple[dict[str, Any], PersonaData, dict[str, Side]]:
    """Check the choices of ``plan`` and return the merged document and its checked data.

    Raises ``ValidationError`` when a conflict has no choice or the choices make a Persona
    the rules refuse (the message names why).
    """
    picks = dict(choices or {})
    unsettled = [item.label for item in plan.conflicts if item.key not in picks]
    if unsettled:
        raise ValidationError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{name} was changed on both sides since it was last exchanged: choose the "
                "value to keep for {unsettled}",
            ),
            name=plan.name,
            unsettled="; ".join(unsettled),
        )
    document = merged_document(plan, picks)
    try:
        data = validate_persona_file(
            {"format": FORMAT, "format_version": FORMAT_VERSION, "persona": document}
        )
    except ImportRefused as error:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "the chosen values do not make a Persona: {error}"),
            error=error,
        ) from None
    return document, data, picks


def _result(
    plan: PersonaUpdatePlan, picks: Mapping[str, Side], name: str, edit: Edit
) -> PersonaUpdate:
    taken: list[str] = []
    kept: list[str] = []
    for item in plan.differences:
        (taken if picks.get(item.key, item.proposed) is Side.THEIRS else kept).append(item.label)
    return PersonaUpdate(plan.persona_id, name, tuple(taken), tuple(kept), edit)


def update_persona(
    records: RecordService, plan: PersonaUpdatePlan, choices: Mapping[str, Side] | None = None
) -> PersonaUpdate:
    """Apply ``plan`` with ``choices`` (by difference key) as ONE journalled edit.

    The file as read becomes the last exchanged version. Raises ``ValidationError`` when the
    choices make a Persona the rules refuse (the message names why); nothing is written then.
    """
    document, data, picks = prepare_update(plan, choices)
    now = records.stored_now()
    named: list[str] = []
    try:
        edit = records.run(lambda journal: _apply(journal, plan, document, data, now, named))
    except RecordNotFoundError:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "{name} is no longer in the campaign"), name=plan.name
        ) from None
    return _result(plan, picks, named[0], edit)


# A folder of Persona files ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FolderFile:
    """One Persona file of a folder, checked, with its plan if the campaign has its Persona."""

    path: Path
    data: PersonaData
    plan: PersonaUpdatePlan | None


@dataclass(frozen=True, slots=True)
class FolderImport:
    """What importing a folder did, as one edit: Personae added, updated and unchanged."""

    folder: Path
    added: tuple[str, ...]
    updated: tuple[str, ...]
    unchanged: tuple[str, ...]
    edit: Edit

    def summary(self) -> str:
        """Return one line saying what the import did."""
        parts = [f"Imported {self.folder.name}"]
        for what, names in (
            ("added", self.added),
            ("updated", self.updated),
            ("unchanged", self.unchanged),
        ):
            if names:
                parts.append(f"{what}: {', '.join(names)}")
        return "; ".join(parts) + "."


def read_folder(database: CampaignStore, folder: Path) -> list[FolderFile]:
    """Read and check every Persona file of ``folder`` (``*.starshine-persona.json``).

    All or nothing: the first bad file stops it (``ImportRefused`` naming the file and the
    JSON path); so do two files holding the same Persona, or a folder without Persona files.
    """
    from starshine_desktop.services.starshine.persona_file import SUFFIX, read_persona_file

    folder = Path(folder)
    paths = sorted(path for path in folder.iterdir() if path.name.endswith(SUFFIX))
    if not paths:
        raise ImportRefused(
            str(folder),
            QT_TRANSLATE_NOOP("Refusal", "holds no Persona files (*{suffix})"),
            suffix=SUFFIX,
        )
    found: list[FolderFile] = []
    seen: dict[str, Path] = {}
    for path in paths:
        try:
            data = read_persona_file(path)
        except ImportRefused as error:
            raise error.at(f"{path.name}: {error.path}") from None
        if data.uuid is not None:
            if data.uuid in seen:
                raise ImportRefused(
                    path.name,
                    QT_TRANSLATE_NOOP("Refusal", "holds the same Persona as {file}"),
                    file=seen[data.uuid].name,
                )
            seen[data.uuid] = path
        found.append(FolderFile(path, data, plan_update(database, data)))
    return found


def import_folder(
    records: RecordService,
    folder: Path,
    files: Sequence[FolderFile],
    choices: Mapping[Path, Mapping[str, Side]] | None = None,
) -> FolderImport:
    """Add the new Personae and update the known ones of ``files`` as ONE journalled edit.

    ``choices`` settles the conflicts of each file (by its path). Raises ``ValidationError``
    naming the file when one cannot be applied; nothing is written then.
    """
    from starshine_desktop.services.starshine.persona_file import _Outcome, _write

    picks = dict(choices or {})
    prepared = []
    for item in files:
        if item.plan is None:
            continue
        try:
            prepared.append((item, *prepare_update(item.plan, picks.get(item.path))))
        except ValidationError as error:
            raise ValidationError(
                QT_TRANSLATE_NOOP("Refusal", "{file}: {error}"), file=item.path.name, error=error
            ) from None
    now = records.stored_now()
    added: list[str] = []
    named: dict[Path, list[str]] = {}

    def work(journal: Journal) -> None:
        for item in files:
            if item.plan is None:
                outcome = _Outcome()
                _write(journal, item.data, outcome, now)
                added.append(outcome.name)
        for item, document, data, _picks in prepared:
            assert item.plan is not None
            named[item.path] = []
            _apply(journal, item.plan, document, data, now, named[item.path])

    try:
        edit = records.run(work)
    except RecordNotFoundError as error:
        raise ValidationError(
            QT_TRANSLATE_NOOP("Refusal", "a Persona of {folder} is no longer there: {error}"),
            folder=folder.name,
            error=error,
        ) from None
    updated: list[str] = []
    unchanged: list[str] = []
    for item, _document, _data, _picks in prepared:
        assert item.plan is not None
        (updated if item.plan.differences else unchanged).append(named[item.path][0])
    return FolderImport(Path(folder), tuple(added), tuple(updated), tuple(unchanged), edit)


__all__ = [
    "Change",
    "Difference",
    "PersonaUpdate",
    "PersonaUpdatePlan",
    "Side",
    "describe",
    "find_persona",
    "merged_document",
    "plan_update",
    "update_persona",
]
