"""Common: the journal: every row a unit of work inserts, changes or deletes, for undo and redo.

Every write of a campaign goes through one ``Journal`` inside one transaction
(``Database.transaction()``). The journal records every row it inserts, changes or deletes
(with the values before and after), so the same edit can be undone
(``apply(ops, inverse=True)``) and redone exactly, with the same ids, whatever rules produced
it. Deleting a row deletes the rows that depend on it (the foreign keys marked ``CASCADE``),
clears the optional references to it (``SET NULL``) and refuses while a required reference
remains: all of them journalled, so undo restores all.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from sqlalchemy import Date, DateTime, Table, and_, bindparam, delete, insert, select, update
from sqlalchemy.orm import Session

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal
from starshine_desktop.storage.errors import NotPermittedError, RecordNotFoundError, StorageError
from starshine_desktop.storage.reader import Reader
from starshine_desktop.storage.schema import Base

Key = tuple[int, ...]

#: How people call the rows of each table in messages (game terms, translated where shown).
LABELS: dict[str, str] = {
    "persona": QT_TRANSLATE_NOOP("Game", "Persona"),
    "actor": QT_TRANSLATE_NOOP("Game", "Actor"),
    "element": QT_TRANSLATE_NOOP("Game", "Element"),
    "characteristic": QT_TRANSLATE_NOOP("Game", "Characteristic"),
    "expression": QT_TRANSLATE_NOOP("Game", "Expression"),
    "sheet_modifier": QT_TRANSLATE_NOOP("Game", "Knack, Power or Signature Item"),
    "trait": QT_TRANSLATE_NOOP("Game", "Trait"),
    "investment": QT_TRANSLATE_NOOP("Game", "Investment"),
    "strategy": QT_TRANSLATE_NOOP("Game", "Strategy"),
    "stance_change": QT_TRANSLATE_NOOP("Game", "Stance change"),
    "advance": QT_TRANSLATE_NOOP("Game", "Advance"),
    "episode": QT_TRANSLATE_NOOP("Game", "Episode"),
    "episode_participant": QT_TRANSLATE_NOOP("Game", "Episode participant"),
    "expression_check": QT_TRANSLATE_NOOP("Game", "Expression check"),
    "trait_check": QT_TRANSLATE_NOOP("Game", "Trait check"),
    "episode_outcome": QT_TRANSLATE_NOOP("Game", "Episode outcome"),
    "rules_package": QT_TRANSLATE_NOOP("Game", "rules package"),
}


class ReferenceInUseError(StorageError):
    """A row cannot be deleted while another record still needs it."""


class ChangedMeanwhileError(StorageError):
    """A row no longer held what the edit was made from (or the server refused to change it).

    Every write says how many rows it changed; a write that changed none (another window
    changed or removed the row first, or the server's rules kept this user from changing
    it) is refused, never recorded as done: the transaction rolls back whole.
    """


class UndoRefusedError(StorageError):
    """Undo or redo was refused: a row no longer holds what the edit left there."""


class OpKind(StrEnum):
    """What one journalled step did to one row."""

    INSERT = "insert"
    UPDATE = "update"
    DELETE = "delete"


@dataclass(frozen=True, slots=True)
class RowOp:
    """One row inserted, changed or deleted, with its values before and after."""

    kind: OpKind
    table: str
    key: Key
    before: Mapping[str, Any] | None
    after: Mapping[str, Any] | None


def table_of(name: str) -> Table:
    """Return the Core table called ``name``."""
    return Base.metadata.tables[name]


def _key_columns(table: Table) -> list[Any]:
    return list(table.primary_key.columns)


def _key_clause(table: Table, key: Key) -> Any:
    columns = _key_columns(table)
    if len(columns) != len(key):
        raise ValueError(f"{table.name} needs a key of {len(columns)} values, not {key}")
    return and_(*(column == value for column, value in zip(columns, key, strict=True)))


def _holding(table: Table, values: Mapping[str, Any]) -> list[Any]:
    """Return conditions true while the row's ``values`` are what they were (NULLs alike).

    Times are left out: a campaign file may keep a time in another text form than the one
    a bound value takes (a file of an older version, a row written by hand), and a time
    only ever changes along with the values it stamps, which are compared.
    """
    return [
        table.c[name].is_not_distinct_from(value)
        for name, value in values.items()
        if not isinstance(table.c[name].type, Date | DateTime)
    ]


#: ``Session.info`` key of a shared campaign's explanation of a write that changed no row:
#: a function (session, table, key, row as read) returning ``Unchanged`` or None.
EXPLAIN_UNCHANGED = "starshine.explain_unchanged"


@dataclass(frozen=True, slots=True)
class Unchanged:
    """Why a write changed no row (a phrase): who changed it since, or the server's rule.

    ``permitted`` is False when the server's rules kept this login from changing the row.
    """

    why: Refusal
    permitted: bool


def _explained(session: Session, table: str, key: Key, row: Mapping[str, Any]) -> Unchanged | None:
    explain = session.info.get(EXPLAIN_UNCHANGED)
    return None if explain is None else explain(session, table, key, row)


def _changed_meanwhile(
    session: Session, table: str, key: Key, row: Mapping[str, Any]
) -> StorageError:
    found = _explained(session, table, key, row)
    if found is not None and not found.permitted:
        return NotPermittedError(
            QT_TRANSLATE_NOOP("Refusal", "{why}; nothing was changed."), why=found.why
        )
    if found is not None:
        return ChangedMeanwhileError(
            QT_TRANSLATE_NOOP("Refusal", "{why}; nothing was changed."), why=found.why
        )
    return ChangedMeanwhileError(
        QT_TRANSLATE_NOOP(
            "Refusal",
            "{thing} was changed or removed meanwhile, or may not be changed here; "
            "nothing was saved",
        ),
        thing=_describe(table, row),
    )


def _key_of(table: Table, row: Mapping[str, Any]) -> Key:
    return tuple(int(row[column.name]) for column in _key_columns(table))


def _label(table: str) -> str:
    return LABELS.get(table, table.replace("_", " "))


def _describe(table: str, row: Mapping[str, Any]) -> Refusal:
    """Return how a message names a row: its kind and its name, or its key."""
    for field in ("name", "title", "relationship", "text", "reason"):
        if row.get(field):
            return Refusal(
                QT_TRANSLATE_NOOP("Refusal", "{kind} '{name}'"),
                kind=_label(table),
                name=str(row[field]),
            )
    key = ", ".join(str(v) for v in _key_of(table_of(table), row))
    return Refusal(QT_TRANSLATE_NOOP("Refusal", "{kind} {key}"), kind=_label(table), key=key)


class RowReader:
    """The journal's reads (``find``, ``row``, ``exists``) on a reading connection.

    For bookkeeping a service reads outside any edit (the party folder's binding, read as
    the window opens): a read transaction, so nothing is committed, nothing is backed up as
    a change, and a campaign open read-only reads it too.
    """

    def __init__(self, connection: Reader) -> None:
        self._connection = connection

    def _rows(self, table: Table, query: Any) -> list[dict[str, Any]]:
        from sqlalchemy.dialects import sqlite

        # SQLite's words, which these plain selects share with PostgreSQL: every value is a
        # bound parameter (``find`` binds flags too, which SQLite would write as ``= 1``).
        compiled = query.compile(
            dialect=sqlite.dialect(), compile_kwargs={"render_postcompile": True}
        )
        parameters = tuple(compiled.params[name] for name in compiled.positiontup or [])
        names = [column.name for column in table.columns]
        return [
            dict(zip(names, values, strict=True))
            for values in self._connection.execute(str(compiled), parameters)
        ]

    def row(self, table: str, key: Key) -> dict[str, Any]:
        """Return one row as a dict, or raise ``RecordNotFoundError``."""
        core = table_of(table)
        found = self._rows(core, select(core).where(_key_clause(core, key)))
        if not found:
            raise RecordNotFoundError(_label(table), key[0])
        return found[0]

    def find(self, table: str, **where: Any) -> list[dict[str, Any]]:
        """Return the rows whose columns equal ``where``, in key order."""
        core = table_of(table)
        query = select(core).order_by(*_key_columns(core))
        for column, value in where.items():
            target = core.c[column]
            query = query.where(
                target.is_(None)
                if value is None
                else target == bindparam(None, value, type_=target.type)
            )
        return self._rows(core, query)

    def exists(self, table: str, key: Key) -> bool:
        """Return True if the row is there."""
        core = table_of(table)
        return bool(self._rows(core, select(core).where(_key_clause(core, key))))


class Journal:
    """Writes rows inside one session and remembers each step for undo and redo."""

    def __init__(self, session: Session) -> None:
        self._session = session
        self.ops: list[RowOp] = []

    @property
    def session(self) -> Session:
        """Return the unit of work's session (for reads that need the same transaction)."""
        return self._session

    # Reading inside the transaction ------------------------------------------------

    def row(self, table: str, key: Key) -> dict[str, Any]:
        """Return one row as a dict, or raise ``RecordNotFoundError``."""
        core = table_of(table)
        found = self._session.execute(select(core).where(_key_clause(core, key))).mappings()
        first = found.first()
        if first is None:
            raise RecordNotFoundError(_label(table), key[0])
        return dict(first)

    def find(self, table: str, **where: Any) -> list[dict[str, Any]]:
        """Return the rows whose columns equal ``where``, in key order."""
        core = table_of(table)
        query = select(core).order_by(*_key_columns(core))
        for column, value in where.items():
            query = query.where(
                core.c[column].is_(None) if value is None else core.c[column] == value
            )
        return [dict(row) for row in self._session.execute(query).mappings()]

    def exists(self, table: str, key: Key) -> bool:
        """Return True if the row is there."""
        core = table_of(table)
        return self._session.execute(select(core).where(_key_clause(core, key))).first() is not None

    # Writing -------------------------------------------------------------------------

    def insert(self, table: str, values: Mapping[str, Any]) -> Key:
        """Insert one row and return its key."""
        core = table_of(table)
        result = self._session.execute(
            insert(core).values(dict(values)).returning(*_key_columns(core))
        )
        key = tuple(int(value) for value in result.one())
        self.ops.append(RowOp(OpKind.INSERT, table, key, None, self.row(table, key)))
        return key

    def update(
        self,
        table: str,
        key: Key,
        values: Mapping[str, Any],
        *,
        stamp: Mapping[str, Any] | None = None,
    ) -> bool:
        """Change some columns of one row; return False if nothing differed.

        ``stamp`` (such as ``updated_at``) is written too, but only when a value differed.
        """
        current = self.row(table, key)
        changed = {name: value for name, value in values.items() if current[name] != value}
        if not changed:
            return False
        changed.update(stamp or {})
        core = table_of(table)
        before = {name: current[name] for name in changed}
        # Only while the row still holds what was read: otherwise no row changes, and that
        # is a refusal (another window's edit came first, or the server refused).
        result = self._session.execute(
            update(core).where(_key_clause(core, key), *_holding(core, before)).values(changed)
        )
        if _count(result) != 1:
            raise _changed_meanwhile(self._session, table, key, current)
        self.ops.append(RowOp(OpKind.UPDATE, table, key, before, changed))
        return True

    def delete(self, table: str, key: Key) -> None:
        """Delete one row with what depends on it, or refuse while something needs it."""
        row = self.row(table, key)
        core = table_of(table)
        for child, foreign_key in _references_to(table):
            column = foreign_key.parent.name
            referenced = row[foreign_key.column.name]
            dependants = self.find(child, **{column: referenced})
            if not dependants:
                continue
            action = (foreign_key.ondelete or "").upper()
            if action == "CASCADE":
                child_table = table_of(child)
                for dependant in dependants:
                    if self.exists(child, _key_of(child_table, dependant)):
                        self.delete(child, _key_of(child_table, dependant))
            elif action == "SET NULL":
                child_table = table_of(child)
                for dependant in dependants:
                    self.update(child, _key_of(child_table, dependant), {column: None})
            else:
                raise _in_use(_describe(table, row), _describe(child, dependants[0]), dependants)
        result = self._session.execute(
            delete(core).where(_key_clause(core, key), *_holding(core, row))
        )
        if _count(result) != 1:
            raise _changed_meanwhile(self._session, table, key, row)
        self.ops.append(RowOp(OpKind.DELETE, table, key, row, None))


def _in_use(thing: Refusal, user: Refusal, users: Sequence[object]) -> ReferenceInUseError:
    if len(users) > 1:
        return ReferenceInUseError(
            QT_TRANSLATE_NOOP(
                "Refusal", "{thing} cannot be deleted: {user} still refers to it (and {more} more)"
            ),
            thing=thing,
            user=user,
            more=len(users) - 1,
        )
    return ReferenceInUseError(
        QT_TRANSLATE_NOOP("Refusal", "{thing} cannot be deleted: {user} still refers to it"),
        thing=thing,
        user=user,
    )


def _references_to(table: str) -> list[tuple[str, Any]]:
    """Return (child table, foreign key) for each foreign key to ``table``, dependants first."""
    found = []
    for child in reversed(Base.metadata.sorted_tables):
        for foreign_key in child.foreign_keys:
            if foreign_key.column.table.name == table:
                found.append((child.name, foreign_key))
    return found


def _count(result: Any) -> int:
    """Return how many rows a statement changed."""
    return int(result.rowcount)


def _not_as_left(
    session: Session, table: str, row: Mapping[str, Any], *, inverse: bool
) -> UndoRefusedError:
    found = _explained(session, table, _key_of(table_of(table), row), row)
    if found is not None:
        if inverse:
            return UndoRefusedError(
                QT_TRANSLATE_NOOP("Refusal", "Cannot undo: {why}; nothing was changed."),
                why=found.why,
            )
        return UndoRefusedError(
            QT_TRANSLATE_NOOP("Refusal", "Cannot redo: {why}; nothing was changed."),
            why=found.why,
        )
    if inverse:
        return UndoRefusedError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "Cannot undo: {thing} was changed since (or may not be changed here); "
                "nothing was changed",
            ),
            thing=_describe(table, row),
        )
    return UndoRefusedError(
        QT_TRANSLATE_NOOP(
            "Refusal",
            "Cannot redo: {thing} was changed since (or may not be changed here); "
            "nothing was changed",
        ),
        thing=_describe(table, row),
    )


def apply(session: Session, ops: Sequence[RowOp], *, inverse: bool) -> None:
    """Redo ``ops`` in order, or undo them in reverse order (same ids, same values).

    Each step applies only where the row still holds what the step before it left (undo:
    what the edit wrote; redo: what undo put back): a row changed or removed since, or an
    id taken since, refuses the whole undo or redo with ``UndoRefusedError`` (the caller's
    transaction then rolls back, so nothing changes).
    """
    from sqlalchemy.exc import IntegrityError

    steps: Iterable[RowOp] = reversed(ops) if inverse else ops
    for op in steps:
        core = table_of(op.table)
        kind = op.kind
        if inverse:
            kind = {OpKind.INSERT: OpKind.DELETE, OpKind.DELETE: OpKind.INSERT}.get(kind, kind)
        values = op.before if inverse else op.after
        left = op.after if inverse else op.before  # what the row holds now, if untouched
        if kind is OpKind.INSERT:
            source = op.after if op.kind is OpKind.INSERT else op.before
            assert source is not None
            try:
                with session.begin_nested():
                    session.execute(insert(core).values(dict(source)))
            except IntegrityError as error:
                raise _not_as_left(session, op.table, source, inverse=inverse) from error
            continue
        assert left is not None
        if kind is OpKind.DELETE:
            statement: Any = delete(core).where(_key_clause(core, op.key), *_holding(core, left))
        else:
            assert values is not None
            statement = (
                update(core)
                .where(_key_clause(core, op.key), *_holding(core, left))
                .values(dict(values))
            )
        if _count(session.execute(statement)) != 1:
            described = {**left, **dict(zip(_key_names(core), op.key, strict=True))}
            raise _not_as_left(session, op.table, described, inverse=inverse)


def _key_names(table: Table) -> list[str]:
    return [column.name for column in _key_columns(table)]
