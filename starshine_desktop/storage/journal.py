"""Common: the journal: every row a unit of work inserts, changes or deletes, for undo and redo.

Every write of a campaign goes through one ``Journal`` inside one transaction
(``Database.transaction()``). The journal records every row it inserts, changes or deletes
(with the values before and after), so the same edit can be undone
(``apply(ops, inverse=True)``) and redone exactly, with the same ids, whatever rules produced
it. Deleting a row deletes the rows that depend on it (the foreign keys marked ``CASCADE``),
clears the optional references to it (``SET NULL``) and refuses while a required reference
remains: all of them journalled, so undo restores all.

A write names its table and columns by the schema's own objects: the table's class
(``TraitRecord``, from ``storage/schema.py``; the services reach it through
``storage/tables.py``) and its class attributes as the keys of the values
(``{TraitRecord.strength: 3}``), so the type checker knows every column a write names and a
column of another table is refused before any SQL runs. The journal keeps each step by the
table's and columns' names (``RowOp``), as undo and redo replay them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from enum import StrEnum
from typing import Any, overload

from sqlalchemy import (
    Date,
    DateTime,
    String,
    Table,
    and_,
    bindparam,
    delete,
    insert,
    select,
    update,
)
from sqlalchemy.orm import InstrumentedAttribute, Session

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal
from starshine_desktop.storage.errors import NotPermittedError, RecordNotFoundError, StorageError
from starshine_desktop.storage.packs import pack, unpack
from starshine_desktop.storage.reader import Reader
from starshine_desktop.storage.schema import Base

Key = tuple[int, ...]
# A table of the schema, named by its class (``TraitRecord``).
Record = type[Base]
# A column of the schema, named by its table's class attribute (``TraitRecord.strength``).
Column = InstrumentedAttribute[Any]
# A row's values keyed by the schema's columns (``{TraitRecord.strength: 3}``).
Values = Mapping[Column, object]

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


#: Columns named in a message, as people call them (the rest by their words).
COLUMN_LABELS: dict[str, str] = {
    "name": QT_TRANSLATE_NOOP("Game", "Name"),
    "notes": QT_TRANSLATE_NOOP("Game", "Notes"),
    "stance": QT_TRANSLATE_NOOP("Game", "Stance"),
    "actor_name": QT_TRANSLATE_NOOP("Game", "Actor"),
    "actor_id": QT_TRANSLATE_NOOP("Game", "Actor"),
    "value": QT_TRANSLATE_NOOP("Game", "Value"),
    "strength": QT_TRANSLATE_NOOP("Game", "Strength"),
    "text": QT_TRANSLATE_NOOP("Game", "Text"),
    "state": QT_TRANSLATE_NOOP("Game", "State"),
    "dead": QT_TRANSLATE_NOOP("Game", "Dead"),
}

# The ``Session.info`` key set by a campaign whose text cannot hold the NUL character (a
# shared campaign: PostgreSQL's text refuses it); the journal then refuses such a write
# naming the record and the field, before the server would fail on it.
TEXT_REFUSES_NUL = "starshine.text_refuses_nul"


class NulTextError(StorageError):
    """Text holding the NUL character was to be written where it cannot be kept."""


def column_label(name: str) -> str:
    """Return how a message names a column (a game term, or its words)."""
    return COLUMN_LABELS.get(name, name.replace("_", " ").capitalize())


def nul_text_refusal(
    table: str, row: Mapping[str, Any], *, sharing: bool = False
) -> NulTextError | None:
    """Return the refusal of ``row`` of ``table`` if a text of it holds the NUL character.

    PostgreSQL's text cannot hold it, so a shared campaign cannot keep such a row; the
    refusal names the record and the field (the NUL shown as ␀). ``sharing``: the row is
    one of a campaign file being shared, which the person can correct and share again.
    """
    for name, value in row.items():
        if not _holds_nul(value):
            continue
        try:
            thing = _describe(table, {key: _visible(item) for key, item in row.items()})
        except (KeyError, TypeError, ValueError):  # a row not written yet has no key
            thing = Refusal(QT_TRANSLATE_NOOP("Refusal", "A record ({kind})"), kind=_label(table))
        if sharing:
            return NulTextError(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{thing} holds the NUL character in its {field}, which a shared campaign "
                    "cannot keep: type that text again in the campaign file and share it "
                    "again. Nothing was written to the server.",
                ),
                thing=thing,
                field=column_label(name),
            )
        return NulTextError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{thing} holds the NUL character in its {field}, which a shared campaign "
                "cannot keep; nothing was saved.",
            ),
            thing=thing,
            field=column_label(name),
        )
    return None


def _holds_nul(value: object) -> bool:
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, Mapping):
        return any(_holds_nul(key) or _holds_nul(item) for key, item in value.items())
    if isinstance(value, list | tuple):
        return any(_holds_nul(item) for item in value)
    return False


def _visible(value: object) -> object:
    return value.replace("\x00", "\u2400") if isinstance(value, str) else value


class ReferenceInUseError(StorageError):
    """A row cannot be deleted while another record still needs it."""


class ChangedMeanwhileError(StorageError):
    """A row no longer held what the edit was made from (or the server refused to change it).

    Every write says how many rows it changed; a write that changed none (another window
    changed or removed the row first, or the server's rules kept this user from changing
    it) is refused, never recorded as done: the transaction rolls back whole. ``found`` is
    the row as the refused write read it (a window reads that record again, to show what
    it holds now).
    """

    found: RowOp | None = None


class ChangedSinceShownError(ChangedMeanwhileError):
    """A value a window showed was changed since (by another window); nothing was changed.

    An edit made from what a window showed (``Journal.as_shown``) applies only while the
    row still holds the values shown: otherwise someone else's change would be replaced
    unseen. The message names who changed it where the campaign records that.
    """


class UndoRefusedError(StorageError):
    """Undo or redo was refused: a row no longer holds what the edit left there.

    ``found`` is the row undo or redo expected to find (a window reads that record again).
    """

    found: RowOp | None = None


_KEPT_AS_GIVEN = (str, bytes, int, float, bool, date, datetime, type(None))
"""The values ``Journal.insert`` keeps as given (anything else, such as an SQL expression,
is read back from the row written)."""


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


PACK_STEPS = 256
"""How many steps a long edit keeps as objects before it packs them (``RowOps``). An everyday
edit (a name, a Trait, a Challenge's step) never fills one pack."""


def _pack(ops: Sequence[RowOp]) -> bytes:
    return pack([(op.kind.value, op.table, op.key, op.before, op.after) for op in ops])


def _unpack(packed: bytes) -> list[RowOp]:
    return [
        RowOp(OpKind(kind), table, key, before, after)
        for kind, table, key, before, after in unpack(packed)
    ]


class RowOps(Sequence[RowOp]):
    """The steps of one edit, in order, as ``Edit.ops`` keeps them for undo and redo.

    A long edit (a Persona file of thousands of records imported as one undoable step) keeps
    its steps packed ``PACK_STEPS`` at a time (pickled and compressed): each row as objects
    costs several times its size in the file, and the undo step lives as long as the
    window's undo history. Steps are unpacked a pack at a time, as undo, redo and the
    changes they announce walk them.
    """

    __slots__ = ("_packs", "_tail")

    def __init__(self, ops: Iterable[RowOp] = ()) -> None:
        self._packs: list[bytes] = []
        self._tail: list[RowOp] = []
        for op in ops:
            self.append(op)

    @property
    def packed(self) -> bool:
        """Return True once a pack of steps is made (the edit is a long one)."""
        return bool(self._packs)

    def append(self, op: RowOp) -> None:
        """Add one step at the end."""
        self._tail.append(op)
        if len(self._tail) == PACK_STEPS:
            self._packs.append(_pack(self._tail))
            self._tail = []

    def __len__(self) -> int:
        return len(self._packs) * PACK_STEPS + len(self._tail)

    def __iter__(self) -> Iterator[RowOp]:
        for packed in self._packs:
            yield from _unpack(packed)
        yield from self._tail

    def __reversed__(self) -> Iterator[RowOp]:
        yield from reversed(self._tail)
        for packed in reversed(self._packs):
            yield from reversed(_unpack(packed))

    @overload
    def __getitem__(self, index: int) -> RowOp: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[RowOp]: ...

    def __getitem__(self, index: int | slice) -> RowOp | Sequence[RowOp]:
        if isinstance(index, slice):
            return list(self)[index]
        position = range(len(self))[index]  # IndexError as a list gives it
        pack, within = divmod(position, PACK_STEPS)
        if pack < len(self._packs):
            return _unpack(self._packs[pack])[within]
        return self._tail[within]

    def __add__(self, other: Iterable[RowOp]) -> RowOps:
        joined = RowOps(self)
        for op in other:
            joined.append(op)
        return joined

    def __radd__(self, other: Iterable[RowOp]) -> RowOps:
        return RowOps(other) + self


def table_of(name: str) -> Table:
    """Return the Core table called ``name`` (the journal's steps name their tables)."""
    return Base.metadata.tables[name]


def _shown(thing: object) -> str:
    """Return how a refusal names what was given for a table or a column."""
    if isinstance(thing, InstrumentedAttribute):
        return f"{getattr(thing.class_, '__name__', thing.class_)}.{thing.key}"
    return repr(thing)


def _table(record: Record) -> Table:
    """Return the Core table of one of the schema's classes, refusing anything else."""
    if not (isinstance(record, type) and issubclass(record, Base)):
        raise TypeError(
            f"the journal takes a table of the schema (such as TraitRecord), not {_shown(record)}"
        )
    table = record.__table__
    assert isinstance(table, Table)
    return table


def columns_named(record: Record, fields: Mapping[str, object]) -> dict[Column, object]:
    """Return a document's fields as values of ``record``'s columns of the same names.

    For the records of a Persona file, whose fields are named as the columns are: the one
    place a name becomes a column. A field that is no column of ``record`` is refused.
    """
    table = _table(record)
    values: dict[Column, object] = {}
    for name, value in fields.items():
        column = getattr(record, name, None) if name in table.c else None
        if not isinstance(column, InstrumentedAttribute):
            raise TypeError(f"{table.name} has no column {name!r}")
        values[column] = value
    return values


def _named(record: Record, values: Values) -> dict[str, Any]:
    """Return ``values`` by column name, refusing a key that is no column of ``record``."""
    named: dict[str, Any] = {}
    table = _table(record)
    for column, value in values.items():
        if not (
            isinstance(column, InstrumentedAttribute)
            and column.class_ is record
            and column.key in table.c
        ):
            raise TypeError(
                f"{table.name} has no column {_shown(column)}: name a column of the table "
                f"written (such as {record.__name__}.{next(iter(table.c.keys()))})"
            )
        named[column.key] = value
    return named


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


EXPLAIN_UNCHANGED = "starshine.explain_unchanged"
"""``Session.info`` key of a shared campaign's explanation of a write that changed no row:
a function (session, table, key, row as read) returning ``Unchanged`` or None."""


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
        error = ChangedMeanwhileError(
            QT_TRANSLATE_NOOP("Refusal", "{why}; nothing was changed."), why=found.why
        )
    else:
        error = ChangedMeanwhileError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{thing} was changed or removed meanwhile, or may not be changed here; "
                "nothing was saved",
            ),
            thing=_describe(table, row),
        )
    error.found = RowOp(OpKind.UPDATE, table, key, row, row)
    return error


def _changed_since_shown(
    session: Session, table: str, key: Key, shown: Mapping[str, Any]
) -> ChangedSinceShownError:
    """Return the refusal of an edit made from ``shown``, a row that holds other values now.

    Who changed it is named where the campaign records that (a shared campaign); the row
    as shown names the record, as the person saw it.
    """
    found = _explained(session, table, key, shown)
    if found is not None and found.permitted:
        error = ChangedSinceShownError(
            QT_TRANSLATE_NOOP("Refusal", "{why}; nothing was changed."), why=found.why
        )
    else:
        error = ChangedSinceShownError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{thing} was changed since it was shown here; nothing was changed. It now "
                "shows what is saved.",
            ),
            thing=_describe(table, shown),
        )
    error.found = RowOp(OpKind.UPDATE, table, key, shown, shown)
    return error


def _comparable(value: object) -> object:
    """Return a value as a shown one and a stored one compare: dates as ISO text, flags as 0
    or 1 (a window's rows keep dates as the text a campaign file holds)."""
    if isinstance(value, date | datetime):
        return value.isoformat()
    if isinstance(value, bool):
        return int(value)
    return value


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


def _where(table: Table, where: Mapping[str, Any], *, bind: bool) -> list[Any]:
    """Return the conditions "each column equals its value" (``IS NULL`` for None).

    With ``bind`` every value is a bound parameter of the column's type, flags too.
    """
    conditions: list[Any] = []
    for name, value in where.items():
        column = table.c[name]
        if value is None:
            conditions.append(column.is_(None))
        elif bind:
            conditions.append(column == bindparam(None, value, type_=column.type))
        else:
            conditions.append(column == value)
    return conditions


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

    def row(self, record: Record, key: Key) -> dict[str, Any]:
        """Return one row as a dict, or raise ``RecordNotFoundError``."""
        table = _table(record)
        found = self._rows(table, select(table).where(_key_clause(table, key)))
        if not found:
            raise RecordNotFoundError(_label(table.name), key[0])
        return found[0]

    def find(self, record: Record, where: Values | None = None) -> list[dict[str, Any]]:
        """Return the rows whose columns equal ``where``, in key order."""
        table = _table(record)
        query = select(table).order_by(*_key_columns(table))
        query = query.where(*_where(table, _named(record, where or {}), bind=True))
        return self._rows(table, query)

    def exists(self, record: Record, key: Key) -> bool:
        """Return True if the row is there."""
        table = _table(record)
        return bool(self._rows(table, select(table).where(_key_clause(table, key))))


class Journal:
    """Writes rows inside one session and remembers each step for undo and redo."""

    def __init__(self, session: Session, *, observe: Callable[[RowOp], None] | None = None) -> None:
        self._session = session
        self.ops = RowOps()
        # Told each step as it is taken (the edit's ``Changes`` are gathered so, without
        # reading a long edit's packed steps back).
        self._observe = observe
        # The values a window showed, per row (table name, key): column name to value.
        self._shown: dict[tuple[str, Key], dict[str, Any]] = {}

    @property
    def session(self) -> Session:
        """Return the unit of work's session (for reads that need the same transaction)."""
        return self._session

    # Reading inside the transaction ------------------------------------------------

    def row(self, record: Record, key: Key) -> dict[str, Any]:
        """Return one row as a dict, or raise ``RecordNotFoundError``."""
        return self._row(_table(record), key)

    def find(self, record: Record, where: Values | None = None) -> list[dict[str, Any]]:
        """Return the rows whose columns equal ``where``, in key order."""
        return self._find(_table(record), _named(record, where or {}))

    def exists(self, record: Record, key: Key) -> bool:
        """Return True if the row is there."""
        return self._exists(_table(record), key)

    def _row(self, table: Table, key: Key) -> dict[str, Any]:
        found = self._session.execute(select(table).where(_key_clause(table, key))).mappings()
        first = found.first()
        if first is None:
            raise RecordNotFoundError(_label(table.name), key[0])
        return dict(first)

    def _find(self, table: Table, where: Mapping[str, Any]) -> list[dict[str, Any]]:
        query = select(table).order_by(*_key_columns(table))
        query = query.where(*_where(table, where, bind=False))
        return [dict(row) for row in self._session.execute(query).mappings()]

    def _exists(self, table: Table, key: Key) -> bool:
        query = select(table).where(_key_clause(table, key))
        return self._session.execute(query).first() is not None

    # Writing -------------------------------------------------------------------------

    def _record(self, op: RowOp) -> None:
        if self._observe is not None:
            self._observe(op)
        self.ops.append(op)

    def _refuse_nul(self, table: Table, values: Mapping[str, Any], row: Mapping[str, Any]) -> None:
        """Refuse ``values`` (of ``row``) holding NUL where the campaign cannot keep it."""
        if self._session.info.get(TEXT_REFUSES_NUL) and any(map(_holds_nul, values.values())):
            refused = nul_text_refusal(table.name, {**values, **row})
            if refused is not None:
                raise refused

    def as_shown(self, record: Record, key: Key, values: Values) -> None:
        """Say what a window showed of the row ``key``: the values an edit is made from.

        An update of this row that changes one of these columns then applies only while
        the row still holds the value shown (the check and the write are one statement's
        condition, as for every update): otherwise someone else changed it since it was
        shown, and the edit is refused (``ChangedSinceShownError``, naming who where the
        campaign records it) instead of replacing their change unseen. Dates compare as ISO
        text; times are never compared (see ``_holding``).
        """
        table = _table(record)
        _key_clause(table, key)  # refuses a key of the wrong length now
        self._shown.setdefault((table.name, key), {}).update(_named(record, values))

    def check_shown(self, record: Record, key: Key, shown: Values, new: Values) -> None:
        """Say what a window showed of the row ``key`` (``as_shown``) and compare it now.

        For an edit whose rule reads the row before it writes (a Trait's holder, an
        Investment's or a Strategy's state): a column the edit changes (to ``new``) that
        holds another value than the one shown is refused at once, naming who changed it,
        before the rule judges a value the person never saw. A column already holding the
        new value refuses nothing, as in ``update``.
        """
        self.as_shown(record, key, shown)
        table = _table(record)
        current = self._row(table, key)
        wanted = _named(record, new)
        changed = {name: value for name, value in wanted.items() if current[name] != value}
        self._refuse_unless_shown(table, key, current, changed)

    def _refuse_unless_shown(
        self, table: Table, key: Key, current: Mapping[str, Any], changed: Mapping[str, Any]
    ) -> None:
        """Refuse changing ``changed`` columns of ``current`` that hold other than shown."""
        shown = self._shown.get((table.name, key), {})
        if any(
            _comparable(current[name]) != _comparable(value)
            for name, value in shown.items()
            if name in changed and not isinstance(table.c[name].type, DateTime)
        ):
            raise _changed_since_shown(self._session, table.name, key, {**current, **shown})

    def insert(self, record: Record, values: Values) -> Key:
        """Insert one row and return its key.

        The step keeps the values given as they were given, and reads back only the columns
        the database filled (the key, defaults): a row read back is a second copy of every
        value, a long text up to twice its size as a Python text. A long text may be given
        as its UTF-8 bytes (``bytes`` for a text column): the database makes the text, and
        the step keeps the bytes (``bound_value`` binds them again for undo and redo).
        """
        table = _table(record)
        named = _named(record, values)
        self._refuse_nul(table, named, named)
        # The columns the database fills: those not given, and those given as an expression.
        filled = [
            column
            for column in table.columns
            if not isinstance(named.get(column.name, column), _KEPT_AS_GIVEN)
        ]
        given: list[dict[str, Any]] = [named]
        bound = {name: _given_value(self._session, table.c[name], given, name) for name in named}
        try:
            statement = insert(table).values(bound)
            if filled:
                result = self._session.execute(statement.returning(*filled))
                row = dict(zip((column.name for column in filled), result.one(), strict=True))
            else:
                self._session.execute(statement)
                row = {}
        finally:
            given.clear()  # SQLAlchemy keeps a compiled statement, never the values given
        row.update(
            (name, value) for name, value in named.items() if isinstance(value, _KEPT_AS_GIVEN)
        )
        key = _key_of(table, row)
        self._record(RowOp(OpKind.INSERT, table.name, key, None, row))
        return key

    def update(
        self,
        record: Record,
        key: Key,
        values: Values,
        *,
        stamp: Values | None = None,
    ) -> bool:
        """Change some columns of one row; return False if nothing differed.

        ``stamp`` (such as ``updated_at``) is written too, but only when a value differed.
        """
        return self._update(
            _table(record), key, _named(record, values), _named(record, stamp or {})
        )

    def _update(
        self, table: Table, key: Key, values: Mapping[str, Any], stamp: Mapping[str, Any]
    ) -> bool:
        current = self._row(table, key)
        changed = {name: value for name, value in values.items() if current[name] != value}
        if not changed:
            return False
        self._refuse_unless_shown(table, key, current, changed)
        self._refuse_nul(table, changed, {**current, **changed})
        changed.update(stamp)
        before = {name: current[name] for name in changed}
        # Only while the row still holds what was read: otherwise no row changes, and that
        # is a refusal (another window's edit came first, or the server refused).
        result = self._session.execute(
            update(table).where(_key_clause(table, key), *_holding(table, before)).values(changed)
        )
        if _count(result) != 1:
            raise _changed_meanwhile(self._session, table.name, key, current)
        self._record(RowOp(OpKind.UPDATE, table.name, key, before, changed))
        return True

    def delete(self, record: Record, key: Key) -> None:
        """Delete one row with what depends on it, or refuse while something needs it."""
        self._delete(_table(record), key)

    def _delete(self, table: Table, key: Key) -> None:
        row = self._row(table, key)
        for child, foreign_key in _references_to(table):
            column = foreign_key.parent.name
            referenced = row[foreign_key.column.name]
            dependants = self._find(child, {column: referenced})
            if not dependants:
                continue
            action = (foreign_key.ondelete or "").upper()
            if action == "CASCADE":
                for dependant in dependants:
                    if self._exists(child, _key_of(child, dependant)):
                        self._delete(child, _key_of(child, dependant))
            elif action == "SET NULL":
                for dependant in dependants:
                    self._update(child, _key_of(child, dependant), {column: None}, {})
            else:
                raise _in_use(
                    _describe(table.name, row), _describe(child.name, dependants[0]), dependants
                )
        result = self._session.execute(
            delete(table).where(_key_clause(table, key), *_holding(table, row))
        )
        if _count(result) != 1:
            raise _changed_meanwhile(self._session, table.name, key, row)
        self._record(RowOp(OpKind.DELETE, table.name, key, row, None))


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


def _references_to(table: Table) -> list[tuple[Table, Any]]:
    """Return (child table, foreign key) for each foreign key to ``table``, dependants first."""
    found = []
    for child in reversed(Base.metadata.sorted_tables):
        for foreign_key in child.foreign_keys:
            if foreign_key.column.table is table:
                found.append((child, foreign_key))
    return found


def _count(result: Any) -> int:
    """Return how many rows a statement changed."""
    return int(result.rowcount)


def _not_as_left(
    session: Session, table: str, row: Mapping[str, Any], *, inverse: bool
) -> UndoRefusedError:
    key = _key_of(table_of(table), row)
    error = _undo_refusal(_explained(session, table, key, row), table, row, inverse=inverse)
    error.found = RowOp(OpKind.UPDATE, table, key, row, row)
    return error


def _undo_refusal(
    found: Unchanged | None, table: str, row: Mapping[str, Any], *, inverse: bool
) -> UndoRefusedError:
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
                    session.execute(insert(core).values(_bound_row(session, core, source)))
            except IntegrityError as error:
                raise _not_as_left(session, op.table, source, inverse=inverse) from error
            continue
        assert left is not None
        if kind is OpKind.DELETE:
            held = _holding(core, _bound_row(session, core, left))
            statement: Any = delete(core).where(_key_clause(core, op.key), *held)
        else:
            assert values is not None
            statement = (
                update(core)
                .where(_key_clause(core, op.key), *_holding(core, _bound_row(session, core, left)))
                .values(_bound_row(session, core, values))
            )
        if _count(session.execute(statement)) != 1:
            described = {**left, **dict(zip(_key_names(core), op.key, strict=True))}
            raise _not_as_left(session, op.table, described, inverse=inverse)


def bound_value(session: Session, column: Any, value: object) -> Any:
    """Return ``value`` of ``column`` as a statement binds it.

    A text column's value kept as its UTF-8 bytes (a long text, see ``Journal.insert``)
    becomes the database's text made from them; every other value is itself.
    """
    if not (isinstance(value, bytes) and isinstance(column.type, String)):
        return value
    from sqlalchemy import LargeBinary, Text, cast, func

    bound = bindparam(None, value, type_=LargeBinary)
    if session.get_bind().dialect.name == "postgresql":
        return func.convert_from(bound, "UTF8")
    return cast(bound, Text)


def _given_value(session: Session, column: Any, given: list[dict[str, Any]], name: str) -> Any:
    """Return the value ``given[0][name]`` of ``column`` as ``insert`` binds it: ``bytes`` of a
    text column as the text the database makes from them, taken when the statement runs
    (SQLAlchemy keeps the statements it compiled, and a value written into one would live as
    long as the process)."""
    if not (isinstance(given[0][name], bytes) and isinstance(column.type, String)):
        return given[0][name]
    from sqlalchemy import LargeBinary, Text, cast, func

    bound = bindparam(None, type_=LargeBinary, callable_=lambda: given[0][name])
    if session.get_bind().dialect.name == "postgresql":
        return func.convert_from(bound, "UTF8")
    return cast(bound, Text)


def _bound_row(session: Session, table: Table, row: Mapping[str, Any]) -> dict[str, Any]:
    return {name: bound_value(session, table.c[name], value) for name, value in row.items()}


def _key_names(table: Table) -> list[str]:
    return [column.name for column in _key_columns(table)]
