"""Common: what a mutation changed, so each view refreshes only that."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from collections.abc import Set as AbstractSet
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


Named = tuple[RecordKind, int]


class RecordIds(AbstractSet[Named]):
    """Records named by kind and id, kept as runs of consecutive ids.

    A set of ``(kind, id)`` pairs (``in``, ``|``, ``&``, ``-``, iteration in order of kind
    and id, equal to a ``frozenset`` of the same pairs). An import adds thousands of rows of
    a few kinds with consecutive ids: as pairs in a set they took more than its file.
    """

    __slots__ = ("_runs",)

    def __init__(self, named: Iterable[Named] = ()) -> None:
        building = IdsBuilder()
        for kind, record_id in named:
            building.add(kind, record_id)
        self._runs: dict[RecordKind, tuple[range, ...]] = building.runs()

    @classmethod
    def of(cls, named: AbstractSet[Named]) -> RecordIds:
        """Return ``named`` as ``RecordIds`` (itself if it is one)."""
        return named if isinstance(named, RecordIds) else cls(sorted(named))

    def ids(self, kind: RecordKind) -> list[int]:
        """Return the ids of ``kind``, in order."""
        return [record_id for run in self._runs.get(kind, ()) for record_id in run]

    def kinds(self) -> list[RecordKind]:
        """Return the kinds named."""
        return list(self._runs)

    def __contains__(self, named: object) -> bool:
        if not (isinstance(named, tuple) and len(named) == 2):
            return False
        kind, record_id = named
        runs = self._runs.get(kind, ()) if isinstance(kind, RecordKind) else ()
        if not isinstance(record_id, int) or not runs:
            return False
        from bisect import bisect_right

        found = bisect_right([run.start for run in runs], record_id) - 1
        return found >= 0 and record_id in runs[found]

    def __iter__(self) -> Iterator[Named]:
        for kind, runs in self._runs.items():
            for run in runs:
                for record_id in run:
                    yield kind, record_id

    def __len__(self) -> int:
        return sum(len(run) for runs in self._runs.values() for run in runs)

    def __hash__(self) -> int:
        return self._hash()

    def __repr__(self) -> str:
        return f"RecordIds({sorted(self)!r})"


class IdsBuilder:
    """Gathers ``(kind, id)`` pairs one at a time as runs of consecutive ids (``build``)."""

    __slots__ = ("_building",)

    def __init__(self) -> None:
        self._building: dict[RecordKind, list[list[int]]] = {}

    def add(self, kind: RecordKind, record_id: int) -> None:
        """Add one record (again: no change)."""
        runs = self._building.setdefault(kind, [])
        if runs and runs[-1][0] <= record_id <= runs[-1][1]:
            if record_id == runs[-1][1]:
                runs[-1][1] += 1
        else:
            runs.append([record_id, record_id + 1])

    def runs(self) -> dict[RecordKind, tuple[range, ...]]:
        """Return the runs of each kind, sorted and merged."""
        return {kind: _merged(runs) for kind, runs in sorted(self._building.items())}

    def build(self) -> RecordIds:
        """Return the records added."""
        built = RecordIds()
        built._runs = self.runs()
        return built


def _merged(runs: list[list[int]]) -> tuple[range, ...]:
    merged: list[list[int]] = []
    for start, stop in sorted(runs):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], stop)
        else:
            merged.append([start, stop])
    return tuple(range(start, stop) for start, stop in merged)


@dataclass(frozen=True, slots=True)
class Changes:
    """The ids of records added, updated and removed by one use case.

    Each is kept as ``RecordIds`` (runs of consecutive ids), whatever set of pairs it was
    made from.
    """

    added: AbstractSet[Named] = frozenset()
    updated: AbstractSet[Named] = frozenset()
    removed: AbstractSet[Named] = frozenset()

    def __post_init__(self) -> None:
        for name in ("added", "updated", "removed"):
            object.__setattr__(self, name, RecordIds.of(getattr(self, name)))

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
        return RecordIds.of(self.added).ids(kind)

    def updated_ids(self, kind: RecordKind) -> list[int]:
        """Return the sorted ids of updated records of ``kind``."""
        return RecordIds.of(self.updated).ids(kind)

    def removed_ids(self, kind: RecordKind) -> list[int]:
        """Return the sorted ids of removed records of ``kind``."""
        return RecordIds.of(self.removed).ids(kind)

    def touches(self, *kinds: RecordKind) -> bool:
        """Return True if any record of one of ``kinds`` was added, updated or removed."""
        return any(
            kind in kinds
            for named in (self.added, self.updated, self.removed)
            for kind in RecordIds.of(named).kinds()
        )

    def __bool__(self) -> bool:
        return bool(self.added or self.updated or self.removed)


#: PostgreSQL refuses a ``NOTIFY`` payload of 8000 bytes or more; bigger changes are sent
#: as the kinds to read again.
NOTICE_LIMIT = 7900
#: The fewest bytes a record named in a notice takes: ``["trait",1],`` (every kind's name
#: has five letters or more).
_LEAST_NAMED = 2 + min(len(kind.value) for kind in RecordKind) + 2 + 1 + 2


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

    def pairs(found: AbstractSet[Named]) -> list[list[object]]:
        return [[kind.value, record_id] for kind, record_id in sorted(found)]

    named = len(changes.added) + len(changes.updated) + len(changes.removed)
    # A record named takes at least ``["trait",1],`` (12 bytes): more than fit are never
    # written out only to be found too long (a Persona file's import names thousands).
    if named * _LEAST_NAMED <= NOTICE_LIMIT:
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
        kind
        for group in (changes.added, changes.updated, changes.removed)
        for kind in RecordIds.of(group).kinds()
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
