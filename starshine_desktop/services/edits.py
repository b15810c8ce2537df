"""Common: the one write path: every change of a campaign is an ``Edit`` made through the journal.

A use case runs its work in one transaction through a ``Journal`` (``run``); the journal
keeps every row inserted, changed or deleted, with its values before and after. The
``Edit`` it returns holds those rows and the ``Changes`` they amount to, so views refresh
only what changed, and ``undo``/``redo`` put exactly those rows back (same ids, same
values) whatever rules produced them, for every game system alike.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, TypeVar

from starshine_desktop.services.changes import (
    Changes,
    IdsBuilder,
    RecordIds,
    RecordKind,
    notice_text,
)
from starshine_desktop.storage.store import CampaignStore

if TYPE_CHECKING:  # SQLAlchemy loads on the first write, not at start-up
    from sqlalchemy.orm import Session

    from starshine_desktop.storage.journal import Journal, RowOp

T = TypeVar("T")

#: The kind of record each table's rows are shown as (parts of a record count as it).
KIND_OF_TABLE: dict[str, RecordKind] = {
    **{
        kind.value: kind
        for kind in (
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
            RecordKind.CHALLENGE,
            RecordKind.IRONSWORN_SHEET,
            RecordKind.IRONSWORN_ASSET,
            RecordKind.ORACLE_ROLL,
            RecordKind.CORTEX_SHEET,
            RecordKind.STATEMENT_SCENE,
            RecordKind.RULES_PACKAGE,
        )
    },
    "progress_track": RecordKind.TRACK,
    "cortex_challenge": RecordKind.CHALLENGE_POOL,
}
#: Rows that are part of an Episode (their key starts with the Episode's id).
_EPISODE_PARTS = ("episode_participant", "expression_check", "trait_check", "episode_outcome")
#: Rows keyed by their Persona, shown as a change of that Persona's sheet.
_PERSONA_SHEETS = ("ironsworn_sheet", "cortex_sheet")


@dataclass(frozen=True, slots=True)
class Edit:
    """What one use case changed: the ``Changes`` to show and the rows to undo or redo."""

    changes: Changes
    ops: Sequence[RowOp] = field(default=())
    """The rows, in order: a tuple, or for a long edit its steps packed (``RowOps``)."""

    def __bool__(self) -> bool:
        return bool(self.ops)

    def then(self, other: Edit) -> Edit:
        """Return this edit followed by ``other``, as one."""
        if isinstance(self.ops, tuple) and isinstance(other.ops, tuple):
            return Edit(self.changes | other.changes, self.ops + other.ops)
        from starshine_desktop.storage.journal import RowOps

        return Edit(self.changes | other.changes, RowOps(self.ops) + other.ops)


@dataclass(frozen=True, slots=True)
class Done(Generic[T]):
    """An edit with what its use case also answers (a roll, a result, the new row)."""

    value: T
    edit: Edit


def changes_of(ops: Iterable[RowOp]) -> Changes:
    """Return the ``Changes`` that journalled row steps amount to."""
    gathered = ChangesOfSteps()
    for op in ops:
        gathered.add(op)
    return gathered.changes()


class ChangesOfSteps:
    """Gathers the ``Changes`` of journalled row steps one step at a time (``add``).

    The ids are kept as runs of consecutive ids (``IdsBuilder``): an import adds thousands.
    """

    __slots__ = ("_added", "_removed", "_updated")

    def __init__(self) -> None:
        self._added, self._updated, self._removed = IdsBuilder(), IdsBuilder(), IdsBuilder()

    def add(self, op: RowOp) -> None:
        """Take in one step."""
        updated = self._updated
        if op.table in _EPISODE_PARTS:
            updated.add(RecordKind.EPISODE, op.key[0])
            if op.table == "episode_outcome":
                updated.add(RecordKind.PERSONA, op.key[1])
            return
        kind = KIND_OF_TABLE.get(op.table)
        if kind is None:
            return
        if op.table == "sheet_modifier":  # the Persona's modified Scores change with it
            row = op.after if op.after is not None and "persona_id" in op.after else op.before
            if row is not None and "persona_id" in row:
                updated.add(RecordKind.PERSONA, int(row["persona_id"]))
        if op.table in _PERSONA_SHEETS:  # a sheet appears when first written: an update
            updated.add(kind, op.key[0])
            return
        target = {"insert": self._added, "update": updated, "delete": self._removed}
        target[op.kind.value].add(kind, op.key[0])

    def changes(self) -> Changes:
        """Return what the steps taken in amount to."""
        made, changed, gone = self._added.build(), self._updated.build(), self._removed.build()
        if changed and (made or gone):
            changed = RecordIds(
                named for named in changed if named not in made and named not in gone
            )
        both = made & gone
        if both:
            made, gone = RecordIds(made - both), RecordIds(gone - both)
        return Changes(made, changed, gone)


def changed_since(error: BaseException) -> Changes:
    """Return the record a refused edit, undo or redo found changed since (none: ``Changes()``).

    A window hands them to its pages as any change, so that it shows what the record holds
    now beside the refusal (another window's change it had not shown yet).
    """
    from starshine_desktop.storage.journal import (
        ChangedMeanwhileError,
        UndoRefusedError,
    )

    if isinstance(error, ChangedMeanwhileError | UndoRefusedError) and error.found is not None:
        return changes_of([error.found])
    return Changes()


def inverse_changes(changes: Changes) -> Changes:
    """Return the ``Changes`` of undoing ``changes``."""
    return Changes(changes.removed, changes.updated, changes.added)


def run(database: CampaignStore, work: Callable[[Journal], object]) -> Edit:
    """Run ``work`` in one transaction through a journal and return what it changed."""
    return run_returning(database, work).edit


def run_returning(database: CampaignStore, work: Callable[[Journal], T]) -> Done[T]:
    """Like ``run``, and keep what ``work`` returns."""
    from starshine_desktop.storage.journal import Journal

    with database.transaction() as session:
        gathered = ChangesOfSteps()
        journal = Journal(session, observe=gathered.add)
        value = work(journal)
        # A long edit keeps its steps packed; an everyday one as a tuple.
        ops: Sequence[RowOp] = journal.ops if journal.ops.packed else tuple(journal.ops)
        changes = gathered.changes()
        _announce(database, session, changes)
    return Done(value, Edit(changes, ops))


def _announce(database: CampaignStore, session: Session, changes: Changes) -> None:
    """Tell the campaign's other windows what changed, in the edit's own transaction.

    A shared campaign sends it with ``NOTIFY``, delivered only once the transaction commits
    (and never for one rolled back); a campaign file has no other windows.
    """
    if changes:
        database.announce(session, notice_text(changes))


def undo(database: CampaignStore, edit: Edit) -> Changes:
    """Put back every row ``edit`` changed, as it was before."""
    from starshine_desktop.storage.journal import apply

    changes = inverse_changes(edit.changes)
    with database.transaction() as session:
        apply(session, edit.ops, inverse=True)
        _announce(database, session, changes)
    return changes


def redo(database: CampaignStore, edit: Edit) -> Changes:
    """Write every row of ``edit`` again, exactly as it was done."""
    from starshine_desktop.storage.journal import apply

    with database.transaction() as session:
        apply(session, edit.ops, inverse=False)
        _announce(database, session, edit.changes)
    return edit.changes
