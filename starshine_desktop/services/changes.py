"""Common: what a mutation changed, so each view refreshes only that."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class RecordKind(StrEnum):
    """A kind of record that views show."""

    PERSONA = "persona"
    ACTOR = "actor"
    ELEMENT = "element"
    CHARACTERISTIC = "characteristic"
    EXPRESSION = "expression"
    SHEET_MODIFIER = "sheet_modifier"
    TRAIT = "trait"
    INVESTMENT = "investment"
    STRATEGY = "strategy"
    STANCE_CHANGE = "stance_change"
    ADVANCE = "advance"
    EPISODE = "episode"
    CHALLENGE = "challenge"
    TRACK = "track"
    IRONSWORN_SHEET = "ironsworn_sheet"
    IRONSWORN_ASSET = "ironsworn_asset"
    ORACLE_ROLL = "oracle_roll"
    CORTEX_SHEET = "cortex_sheet"
    CHALLENGE_POOL = "challenge_pool"
    STATEMENT_SCENE = "statement_scene"
    RULES_PACKAGE = "rules_package"


@dataclass(frozen=True, slots=True)
class Changes:
    """The ids of records added, updated and removed by one use case."""

    added: frozenset[tuple[RecordKind, int]] = frozenset()
    updated: frozenset[tuple[RecordKind, int]] = frozenset()
    removed: frozenset[tuple[RecordKind, int]] = frozenset()

    @classmethod
    def add(cls, kind: RecordKind, record_id: int) -> Changes:
        """Return the change of one record added."""
        return cls(added=frozenset({(kind, record_id)}))

    @classmethod
    def update(cls, kind: RecordKind, record_id: int) -> Changes:
        """Return the change of one record updated."""
        return cls(updated=frozenset({(kind, record_id)}))

    @classmethod
    def remove(cls, kind: RecordKind, record_id: int) -> Changes:
        """Return the change of one record removed."""
        return cls(removed=frozenset({(kind, record_id)}))

    def __or__(self, other: Changes) -> Changes:
        return Changes(
            self.added | other.added, self.updated | other.updated, self.removed | other.removed
        )

    def added_ids(self, kind: RecordKind) -> list[int]:
        """Return the sorted ids of added records of ``kind``."""
        return sorted(record_id for k, record_id in self.added if k is kind)

    def updated_ids(self, kind: RecordKind) -> list[int]:
        """Return the sorted ids of updated records of ``kind``."""
        return sorted(record_id for k, record_id in self.updated if k is kind)

    def removed_ids(self, kind: RecordKind) -> list[int]:
        """Return the sorted ids of removed records of ``kind``."""
        return sorted(record_id for k, record_id in self.removed if k is kind)

    def touches(self, *kinds: RecordKind) -> bool:
        """Return True if any record of one of ``kinds`` was added, updated or removed."""
        return any(kind in kinds for kind, _ in (*self.added, *self.updated, *self.removed))

    def __bool__(self) -> bool:
        return bool(self.added or self.updated or self.removed)


#: PostgreSQL refuses a ``NOTIFY`` payload of 8000 bytes or more; bigger changes are sent
#: as the kinds to read again.
NOTICE_LIMIT = 7900


@dataclass(frozen=True, slots=True)
class Notice:
    """What another window's edit changed, as it travels between windows.

    ``changes`` names the records; when they were too many to name, ``reload`` holds the
    kinds whose records are all to be read again (and ``changes`` is empty).
    """

    changes: Changes
    reload: frozenset[RecordKind] = frozenset()


def notice_text(changes: Changes) -> str:
    """Return ``changes`` as the JSON text of a notice (the kinds alone when too long)."""
    import json

    def pairs(found: frozenset[tuple[RecordKind, int]]) -> list[list[object]]:
        return [[kind.value, record_id] for kind, record_id in sorted(found)]

    text = json.dumps(
        {
            "added": pairs(changes.added),
            "updated": pairs(changes.updated),
            "removed": pairs(changes.removed),
        },
        separators=(",", ":"),
    )
    if len(text.encode("utf-8")) <= NOTICE_LIMIT:
        return text
    kinds = {
        kind for group in (changes.added, changes.updated, changes.removed) for kind, _ in group
    }
    return json.dumps({"reload": sorted(kind.value for kind in kinds)}, separators=(",", ":"))


def read_notice(text: str) -> Notice:
    """Return the notice of ``text`` (``ValueError`` if it is not one)."""
    import json

    data = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError("a notice is a JSON object")
    if "reload" in data:
        return Notice(Changes(), frozenset(RecordKind(kind) for kind in data["reload"]))

    def found(key: str) -> frozenset[tuple[RecordKind, int]]:
        return frozenset((RecordKind(kind), int(record_id)) for kind, record_id in data[key])

    return Notice(Changes(found("added"), found("updated"), found("removed")))
