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
