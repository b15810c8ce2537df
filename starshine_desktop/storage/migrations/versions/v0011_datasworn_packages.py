"""Version 11: rules packages are Datasworn 0.1 packages; oracle rolls go past 100.

Packages imported in the earlier cut-down format (moves and d100 tables, no ``type``) are
converted into Datasworn 0.1 rulesets holding the same moves (as moves without a roll, their
text unchanged) and the same tables (1d100, rows unchanged), so campaigns holding one keep
working. Ids are made to fit Datasworn's (lower-case letters and ``_``). The oracle history
takes rolls of any die a package uses (1d200 tables exist), up to 1000.
"""

from __future__ import annotations

import json
import re
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from alembic import op

from starshine_desktop.storage.errors import DowngradeRefusedError

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None

#: The highest oracle roll the history keeps (the largest die a package uses is far below).
MAX_ORACLE_ROLL = 1000


def _key(text: str, *, package: bool = False) -> str:
    """Return ``text`` as a Datasworn key: lower-case letters and ``_`` (digits spelled out
    nowhere: a package id may hold digits, other keys may not)."""
    allowed = "[^a-z0-9_]" if package else "[^a-z_]"
    key = re.sub(allowed, "_", text.casefold())
    key = re.sub("_+", "_", key).strip("_")
    if not key or not key[0].isalpha():
        key = f"x{key}"
    while package and len(key) < 4:
        key += "_"
    return key


def _unique(key: str, taken: set[str]) -> str:
    candidate, extra = key, 0
    while candidate in taken:
        extra += 1
        candidate = f"{key}_{'x' * extra}"
    taken.add(candidate)
    return candidate


def convert(old: dict[str, Any], imported_at: datetime) -> dict[str, Any]:
    """Return the Datasworn 0.1 ruleset holding what an old-format package held."""
    package = _key(str(old.get("_id", "homebrew")), package=True)
    source = old.get("source")
    if isinstance(source, str):
        source = {"title": source}
    if not isinstance(source, dict):
        source = {}
    authors = [{"name": str(name)} for name in source.get("authors") or [] if str(name).strip()]
    date = str(source.get("date") or "")
    if not re.fullmatch(r"\d{4}-(0\d|1[0-2])-([0-2]\d|3[01])", date):
        date = imported_at.date().isoformat()
    credit = {
        "title": str(source.get("title") or old.get("title") or package),
        "authors": authors or [{"name": str(source.get("title") or old.get("title") or package)}],
        "date": date,
        "license": source.get("license") or None,
        "url": str(source.get("url") or ""),
    }
    moves: dict[str, Any] = {}
    for category_key, category in (old.get("moves") or {}).items():
        category_id = _unique(_key(category_key), set(moves))
        contents: dict[str, Any] = {}
        for move_key, move in (category.get("contents") or {}).items():
            move_id = _unique(_key(move_key), set(contents))
            contents[move_id] = {
                "_id": f"move:{package}/{category_id}/{move_id}",
                "type": "move",
                "name": move.get("name", move_key),
                "roll_type": "no_roll",
                "trigger": {"text": (move.get("trigger") or {}).get("text", ""), "conditions": []},
                "text": move.get("text", ""),
                "outcomes": None,
                "allow_momentum_burn": False,
                "_source": credit,
            }
        moves[category_id] = {
            "_id": f"move_category:{package}/{category_id}",
            "type": "move_category",
            "name": category.get("name", category_key),
            "contents": contents,
            "collections": {},
            "_source": credit,
        }
    tables: dict[str, Any] = {}
    for table_key, table in (old.get("oracles") or {}).items():
        table_id = _unique(_key(table_key), set(tables))
        full = f"{package}/tables/{table_id}"
        tables[table_id] = {
            "_id": f"oracle_rollable:{full}",
            "type": "oracle_rollable",
            "oracle_type": "table_text",
            "name": table.get("name", table_key),
            "dice": "1d100",
            "column_labels": {"roll": "Roll", "text": "Result"},
            "rows": [
                {
                    "_id": f"oracle_rollable.row:{full}.{index}",
                    "roll": {"min": row.get("min"), "max": row.get("max")},
                    "text": row.get("text", ""),
                }
                for index, row in enumerate(table.get("rows") or [])
            ],
            "_source": credit,
        }
    oracles: dict[str, Any] = {}
    if tables:
        oracles["tables"] = {
            "_id": f"oracle_collection:{package}/tables",
            "type": "oracle_collection",
            "oracle_type": "tables",
            "name": str(old.get("title") or package),
            "contents": tables,
            "collections": {},
            "_source": credit,
        }
    return {
        "_id": package,
        "datasworn_version": "0.1.0",
        "type": "ruleset",
        "title": str(old.get("title") or package),
        "authors": credit["authors"],
        "date": credit["date"],
        "license": credit["license"],
        "url": credit["url"],
        "rules": {
            "condition_meters": {},
            "stats": {},
            "impacts": {},
            "special_tracks": {},
            "tags": {},
        },
        "oracles": oracles,
        "assets": {},
        "moves": moves,
    }


def upgrade() -> None:
    """Convert old-format packages; let the oracle history hold rolls up to 1000."""
    connection = op.get_bind()
    rows = connection.exec_driver_sql(
        "SELECT id, document, imported_at FROM rules_package"
    ).fetchall()
    for row_id, document, imported_at in rows:
        old = json.loads(document)
        if "type" in old:
            continue  # a Datasworn package already
        when = (
            imported_at
            if isinstance(imported_at, datetime)
            else datetime.fromisoformat(str(imported_at))
        )
        new = convert(old, when)
        connection.execute(
            sa.text(
                "UPDATE rules_package SET document = :document, version = :version WHERE id = :id"
            ),
            {"document": json.dumps(new, ensure_ascii=False), "version": "0.1.0", "id": row_id},
        )
    if connection.dialect.name != "sqlite":
        # A server alters the check in place (the table and its id sequence stay); SQLite
        # cannot, so it copies the table under the new check, in the words the file check
        # expects.
        op.drop_constraint("roll_range", "oracle_roll", type_="check")
        op.create_check_constraint(
            "roll_range", "oracle_roll", f"roll BETWEEN 1 AND {MAX_ORACLE_ROLL}"
        )
        return
    op.create_table(
        "oracle_roll_new",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("table_name", sa.String(200), nullable=False),
        sa.Column("roll", sa.Integer(), nullable=False),
        sa.Column("result", sa.Text(), nullable=False),
        sa.Column("rolled_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint(f"roll BETWEEN 1 AND {MAX_ORACLE_ROLL}", name="roll_range"),
    )
    op.execute(
        "INSERT INTO oracle_roll_new (id, table_name, roll, result, rolled_at) "
        "SELECT id, table_name, roll, result, rolled_at FROM oracle_roll"
    )
    op.drop_table("oracle_roll")
    op.rename_table("oracle_roll_new", "oracle_roll")


def downgrade() -> None:
    """Refuse: campaigns are never downgraded (restore a backup instead)."""
    raise DowngradeRefusedError(int(revision), int(down_revision or 0))
