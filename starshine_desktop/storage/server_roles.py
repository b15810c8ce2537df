"""Common: who may change what in a shared campaign, enforced by the PostgreSQL server itself.

The Director is the role that owns the campaign's tables (the role that published it, and
any role granted membership in it): row-level security lets the Director change anything.
Each player logs in with a role of their own, recorded in ``starshine_player`` with the
Actor they play. The players' group role (``<database>_players``) may read every table and
may change only the tables of a Persona's sheet; there, row-level security (enabled and
forced, so it holds for the tables' owner too) lets a player write only the rows of the
Personae of their own Actor. Any other write is refused by the server: a row the policy
hides changes nothing (the journal refuses an edit that changed nothing), a table without
the privilege raises "permission denied" (``ServerDatabase.transaction`` makes it a
refusal naming the rule).

Who changed a row last is recorded by a trigger on every table (``starshine_last_change``:
the login, the columns changed, whether it was removed), written by a function that runs
with its owner's rights so that a player's edit records itself without being able to write
the record directly. The journal names that person when an edit or an undo finds the row
changed since (``explain_unchanged``).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal
from starshine_desktop.storage.errors import NotPermittedError, StorageError
from starshine_desktop.storage.journal import (
    Unchanged,
    _describe,
    _label,
    column_label,
    table_of,
)

if TYPE_CHECKING:
    from sqlalchemy import Connection
    from sqlalchemy.orm import Session

PLAYER_TABLE = "starshine_player"
"""The players of a shared campaign: each login role and the Actor it plays."""
LAST_CHANGE_TABLE = "starshine_last_change"
"""Who changed each row last (a login), which columns, and whether the row was removed."""

PERSONA_OF: dict[str, str] = {
    "characteristic": "persona_id",
    "expression": "(SELECT c.persona_id FROM characteristic c WHERE c.id = characteristic_id)",
    "sheet_modifier": "persona_id",
    "trait": "persona_id",
    "investment": "persona_id",
    "strategy": "persona_id",
    "stance_change": "persona_id",
    "advance": "persona_id",
    "ironsworn_sheet": "persona_id",
    "ironsworn_asset": "persona_id",
    "cortex_sheet": "persona_id",
    "progress_track": "persona_id",
    "persona_exchange": "persona_id",
}
"""How each table a player may write reaches its Persona (an SQL expression of the row)."""
PLAYER_TABLES = ("persona", *PERSONA_OF)
"""The tables a player may write at all (the rows of their Actor's Personae only)."""

_STAMPS = ("updated_at", "created_at", "changed_at", "closed_at")
"""Columns that change with every edit of a row and say nothing of their own."""


class PlayerError(StorageError):
    """A player could not be added or removed; the message says why."""


@dataclass(frozen=True, slots=True)
class LastChange:
    """Who changed a row last: the person's name, the columns, whether it was removed."""

    author: Refusal | str
    columns: tuple[str, ...]
    removed: bool


def _quote(connection: Connection, name: str) -> str:
    return str(connection.dialect.identifier_preparer.quote(name))


def players_role(database: str) -> str:
    """Return the group role of a campaign's players (PostgreSQL names hold 63 bytes)."""
    return f"{database[:55]}_players"


_FUNCTIONS = """
CREATE OR REPLACE FUNCTION starshine_is_director() RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT pg_has_role(current_user,
                     (SELECT relowner FROM pg_class WHERE oid = 'persona'::regclass), 'USAGE')
$$;
CREATE OR REPLACE FUNCTION starshine_plays_actor(actor integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT starshine_is_director() OR EXISTS (
    SELECT 1 FROM starshine_player s WHERE s.login = current_user AND s.actor_id = actor)
$$;
CREATE OR REPLACE FUNCTION starshine_plays_persona(persona integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT starshine_is_director() OR EXISTS (
    SELECT 1 FROM persona p JOIN starshine_player s ON s.actor_id = p.actor_id
    WHERE p.id = persona AND s.login = current_user)
$$;
CREATE OR REPLACE FUNCTION starshine_note_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  found_key text;
  changed text[] := '{}';
BEGIN
  SELECT string_agg(coalesce(new_row, old_row) ->> k.column_name, ',' ORDER BY k.position)
    INTO found_key FROM unnest(TG_ARGV) WITH ORDINALITY AS k(column_name, position);
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(array_agg(n.key ORDER BY n.key), '{}') INTO changed
      FROM jsonb_each(new_row) AS n WHERE n.value IS DISTINCT FROM old_row -> n.key;
  END IF;
  INSERT INTO starshine_last_change AS c (table_name, row_key, author, columns, removed)
    VALUES (TG_TABLE_NAME, found_key, session_user, changed, TG_OP = 'DELETE')
    ON CONFLICT (table_name, row_key) DO UPDATE
      SET author = excluded.author, columns = excluded.columns, removed = excluded.removed,
          changed_at = now();
  RETURN NULL;
END $$;
"""


def protect(connection: Connection) -> None:
    """Set up roles, row-level security and the record of who changed what (repeatable).

    Run by the Director (the tables' owner) in the caller's transaction: at publishing, or
    once for a campaign shared before. Running it again brings a campaign up to date
    (tables added by a newer version get their policies and triggers).
    """
    from sqlalchemy import text

    from starshine_desktop.storage.schema import Base

    database = str(connection.execute(text("SELECT current_database()")).scalar())
    group = _quote(connection, players_role(database))
    connection.execute(
        text(
            f"CREATE TABLE IF NOT EXISTS {PLAYER_TABLE} ("
            " login text PRIMARY KEY, actor_id integer NOT NULL)"
        )
    )
    connection.execute(
        text(
            f"CREATE TABLE IF NOT EXISTS {LAST_CHANGE_TABLE} ("
            " table_name text NOT NULL, row_key text NOT NULL, author text NOT NULL,"
            " columns text[] NOT NULL, removed boolean NOT NULL,"
            " changed_at timestamptz NOT NULL DEFAULT now(),"
            " PRIMARY KEY (table_name, row_key))"
        )
    )
    connection.exec_driver_sql(_FUNCTIONS)
    exists = connection.execute(
        text("SELECT 1 FROM pg_roles WHERE rolname = :name"), {"name": players_role(database)}
    ).first()
    if exists is None:
        connection.execute(text(f"CREATE ROLE {group} NOLOGIN"))
    connection.execute(text(f"GRANT CONNECT ON DATABASE {_quote(connection, database)} TO {group}"))
    connection.execute(text(f"GRANT USAGE ON SCHEMA public TO {group}"))
    connection.execute(text(f"GRANT SELECT ON ALL TABLES IN SCHEMA public TO {group}"))
    connection.execute(text(f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {group}"))
    present = present_tables(connection)  # an older campaign's: upgraded, run again
    for table in Base.metadata.sorted_tables:
        name = table.name
        if name not in present:
            continue
        keys = ", ".join(f"'{column.name}'" for column in table.primary_key.columns)
        connection.execute(text(f"DROP TRIGGER IF EXISTS starshine_note_change ON {name}"))
        connection.execute(
            text(
                f"CREATE TRIGGER starshine_note_change AFTER INSERT OR UPDATE OR DELETE ON {name}"
                f" FOR EACH ROW EXECUTE FUNCTION starshine_note_change({keys})"
            )
        )
    for name in (name for name in PLAYER_TABLES if name in present):
        check = (
            "starshine_plays_actor(actor_id)"
            if name == "persona"
            else f"starshine_plays_persona({PERSONA_OF[name]})"
        )
        connection.execute(text(f"GRANT INSERT, UPDATE, DELETE ON {name} TO {group}"))
        connection.execute(text(f"ALTER TABLE {name} ENABLE ROW LEVEL SECURITY"))
        connection.execute(text(f"ALTER TABLE {name} FORCE ROW LEVEL SECURITY"))
        for policy, clause in (
            ("starshine_read", "FOR SELECT USING (true)"),
            ("starshine_add", f"FOR INSERT WITH CHECK ({check})"),
            ("starshine_change", f"FOR UPDATE USING ({check}) WITH CHECK ({check})"),
            ("starshine_remove", f"FOR DELETE USING ({check})"),
        ):
            connection.execute(text(f"DROP POLICY IF EXISTS {policy} ON {name}"))
            connection.execute(text(f"CREATE POLICY {policy} ON {name} {clause}"))


def present_tables(connection: Connection) -> set[str]:
    """Return the names of the campaign's tables (a campaign of an older version lacks the
    newer ones until it is upgraded)."""
    from sqlalchemy import text

    found = connection.execute(
        text("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")
    )
    return set(found.scalars())


def is_protected(connection: Connection) -> bool:
    """Return True if ``protect`` has run on this campaign."""
    from sqlalchemy import text

    found = connection.execute(text("SELECT to_regclass(:name)"), {"name": PLAYER_TABLE})
    return found.scalar() is not None


def scram_verifier(password: str, *, iterations: int = 4096, salt: bytes | None = None) -> str:
    """Return PostgreSQL's SCRAM-SHA-256 verifier of ``password`` (what the server keeps).

    The role's password is sent to the server only as this verifier, as ``psql``'s
    ``\\password`` does: the password itself never reaches the server's logs.
    """
    salt = os.urandom(16) if salt is None else salt
    salted = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, iterations)
    client_key = hmac.new(salted, b"Client Key", hashlib.sha256).digest()
    stored_key = hashlib.sha256(client_key).digest()
    server_key = hmac.new(salted, b"Server Key", hashlib.sha256).digest()

    def b64(data: bytes) -> str:
        return base64.b64encode(data).decode("ascii")

    return f"SCRAM-SHA-256${iterations}:{b64(salt)}${b64(stored_key)}:{b64(server_key)}"


_LOGIN = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")


def add_player(connection: Connection, actor: str, login: str, password: str | None) -> None:
    """Let the login role ``login`` play the Actor named ``actor`` (created if missing).

    ``password`` None makes a role without a password (for a server that trusts this
    machine's users). A login already playing is moved to ``actor``.
    """
    from sqlalchemy import text

    if not _LOGIN.match(login):
        raise PlayerError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "The login {login} is not a plain name: use small letters, digits and "
                "underscores, starting with a letter. Nothing was changed.",
            ),
            login=login,
        )
    if not is_protected(connection):
        protect(connection)
    found = connection.execute(
        text("SELECT id, is_director FROM actor WHERE lower(name) = lower(:name)"),
        {"name": actor.strip()},
    ).first()
    if found is None:
        raise PlayerError(
            QT_TRANSLATE_NOOP(
                "Refusal", "The campaign has no Actor called {actor}. Nothing was changed."
            ),
            actor=actor,
        )
    if found[1]:
        raise PlayerError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "{actor} is the Director: the Director changes the shared campaign as its "
                "owner, not as a player. Nothing was changed.",
            ),
            actor=actor,
        )
    database = str(connection.execute(text("SELECT current_database()")).scalar())
    role = _quote(connection, login)
    exists = connection.execute(
        text("SELECT 1 FROM pg_roles WHERE rolname = :name"), {"name": login}
    ).first()
    secret = "" if password is None else f" PASSWORD '{scram_verifier(password)}'"
    if exists is None:
        connection.exec_driver_sql(f"CREATE ROLE {role} LOGIN{secret}")
    elif password is not None:
        connection.exec_driver_sql(f"ALTER ROLE {role}{secret}")
    connection.execute(text(f"GRANT {_quote(connection, players_role(database))} TO {role}"))
    connection.execute(
        text(
            f"INSERT INTO {PLAYER_TABLE} (login, actor_id) VALUES (:login, :actor)"
            " ON CONFLICT (login) DO UPDATE SET actor_id = excluded.actor_id"
        ),
        {"login": login, "actor": int(found[0])},
    )


def remove_player(connection: Connection, login: str) -> None:
    """Take the campaign away from the login ``login`` (the role itself stays on the server:
    other campaigns on the server may use it)."""
    from sqlalchemy import text

    gone = connection.execute(
        text(f"DELETE FROM {PLAYER_TABLE} WHERE login = :login"), {"login": login}
    )
    if not gone.rowcount:
        raise PlayerError(
            QT_TRANSLATE_NOOP(
                "Refusal", "{login} is not a player of this campaign. Nothing was changed."
            ),
            login=login,
        )
    database = str(connection.execute(text("SELECT current_database()")).scalar())
    connection.execute(
        text(
            f"REVOKE {_quote(connection, players_role(database))} FROM {_quote(connection, login)}"
        )
    )


def players(connection: Connection) -> list[tuple[str, str]]:
    """Return each player's login and the name of the Actor they play, by login."""
    from sqlalchemy import text

    if not is_protected(connection):
        return []
    rows = connection.execute(
        text(
            f"SELECT s.login, a.name FROM {PLAYER_TABLE} s JOIN actor a ON a.id = s.actor_id"
            " ORDER BY s.login"
        )
    )
    return [(str(login), str(name)) for login, name in rows]


def _person(session: Session, login: str) -> Refusal | str:
    """Return how a message names the person behind ``login``: their Actor's name (or "the
    Director", translated, where the campaign does not say which Actor directs)."""
    from sqlalchemy import text

    played = session.execute(
        text(
            f"SELECT a.name FROM {PLAYER_TABLE} s JOIN actor a ON a.id = s.actor_id"
            " WHERE s.login = :login"
        ),
        {"login": login},
    ).scalar()
    if played is not None:
        return str(played)
    directors = session.execute(text("SELECT name FROM actor WHERE is_director")).scalars().all()
    if len(directors) == 1:
        return str(directors[0])
    return Refusal(QT_TRANSLATE_NOOP("Refusal", "the Director"))


def last_change(session: Session, table: str, key: tuple[int, ...]) -> LastChange | None:
    """Return who changed the row ``key`` of ``table`` last, or None if nobody is recorded."""
    from sqlalchemy import text

    found = session.execute(
        text(
            "SELECT author, columns, removed FROM starshine_last_change"
            " WHERE table_name = :table AND row_key = :key"
        ),
        {"table": table, "key": ",".join(str(value) for value in key)},
    ).first()
    if found is None:
        return None
    columns = tuple(str(name) for name in found[1] if name not in _STAMPS)
    return LastChange(_person(session, str(found[0])), columns, bool(found[2]))


def _owner_of(session: Session, table: str, row: Mapping[str, Any]) -> str | None:
    """Return the name of the Actor playing the Persona a row belongs to, if any."""
    from sqlalchemy import text

    if table == "persona":
        actor = row.get("actor_id")
    else:
        reach = PERSONA_OF.get(table)
        if reach is None:
            return None
        persona = row.get("persona_id")
        if table == "expression":
            persona = session.execute(
                text("SELECT persona_id FROM characteristic WHERE id = :id"),
                {"id": row.get("characteristic_id")},
            ).scalar()
        actor = session.execute(
            text("SELECT actor_id FROM persona WHERE id = :id"), {"id": persona}
        ).scalar()
    if actor is None:
        return None
    name = session.execute(text("SELECT name FROM actor WHERE id = :id"), {"id": actor}).scalar()
    return None if name is None else str(name)


def not_permitted(session: Session, table: str, thing: Refusal, row: Mapping[str, Any]) -> Refusal:
    """Return the rule that kept this login from changing ``row`` (a phrase, no full stop)."""
    owner = _owner_of(session, table, row)
    if owner is not None:
        return Refusal(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "Only the Director and {owner}'s player may change {thing} in this shared campaign",
            ),
            owner=owner,
            thing=thing,
        )
    return Refusal(
        QT_TRANSLATE_NOOP(
            "Refusal", "Only the Director may change {thing} in this shared campaign"
        ),
        thing=thing,
    )


_TABLE_IN_MESSAGE = re.compile(r'(?:for table|on table) "?([A-Za-z_][A-Za-z0-9_]*)"?')


def refused_by_server(error: BaseException) -> NotPermittedError | None:
    """Return the refusal for a write the server denied (no privilege, or a policy), or None."""
    original = getattr(error, "orig", None)
    if getattr(original, "sqlstate", None) != "42501":
        return None
    found = _TABLE_IN_MESSAGE.search(str(original))
    if found is None:
        return NotPermittedError(
            QT_TRANSLATE_NOOP(
                "Refusal",
                "In this shared campaign a player changes only the Personae of their Actor "
                "and what they hold; the rest is the Director's. Nothing was changed.",
            )
        )
    return NotPermittedError(
        QT_TRANSLATE_NOOP(
            "Refusal",
            "In this shared campaign a player changes only the Personae of their Actor and "
            "what they hold; this {kind} is the Director's or another player's. Nothing "
            "was changed.",
        ),
        kind=_label(found.group(1)),
    )


def _column_words(columns: tuple[str, ...]) -> str:
    return ", ".join(column_label(name) for name in columns)


def _holds(session: Session, table: str, key: tuple[int, ...], row: Mapping[str, Any]) -> bool:
    """Return True if the row ``key`` is there and still holds ``row``'s values (not times)."""
    from sqlalchemy import Date, DateTime, select

    from starshine_desktop.storage.journal import _key_clause

    core = table_of(table)
    found = session.execute(select(core).where(_key_clause(core, key))).mappings().first()
    if found is None:
        return False
    return all(
        found[name] == value
        for name, value in row.items()
        if name in core.c and not isinstance(core.c[name].type, Date | DateTime)
    )


def explain_unchanged(
    session: Session, table: str, key: tuple[int, ...], row: Mapping[str, Any]
) -> Unchanged | None:
    """Say why a write of the row ``key`` (read as ``row``) changed nothing, or None.

    The row still holding what was read means the server's rules hid it from this login;
    otherwise the last change recorded names who changed (or removed) it since.
    """
    if not is_protected(session.connection()):
        return None
    thing = _describe(table, row)
    if _holds(session, table, key, row):
        return Unchanged(not_permitted(session, table, thing, row), permitted=False)
    last = last_change(session, table, key)
    if last is None:
        return None
    if last.removed:
        why = Refusal(
            QT_TRANSLATE_NOOP("Refusal", "{who} removed {thing} since"),
            who=last.author,
            thing=thing,
        )
    elif last.columns and row.get("name"):
        why = Refusal(
            QT_TRANSLATE_NOOP("Refusal", "{who} changed {name}'s {what} since"),
            who=last.author,
            name=str(row["name"]),
            what=_column_words(last.columns),
        )
    elif last.columns:
        why = Refusal(
            QT_TRANSLATE_NOOP("Refusal", "{who} changed the {what} of {thing} since"),
            who=last.author,
            what=_column_words(last.columns),
            thing=thing,
        )
    else:
        why = Refusal(
            QT_TRANSLATE_NOOP("Refusal", "{who} changed {thing} since"),
            who=last.author,
            thing=thing,
        )
    return Unchanged(why, permitted=True)
