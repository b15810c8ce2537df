"""Version 8: a UUID for every Persona, Element and Actor, and each Persona's last exchange.

The UUID never changes: Persona files and campaign files carry it, so a Persona that comes
back from a player's campaign updates the one it came from instead of becoming a copy.
Existing rows get a fresh UUID here. ``persona_exchange`` keeps the Persona file last
written or read for a Persona, the common version a later import compares both sides with.
"""

from __future__ import annotations

import uuid

import sqlalchemy as sa
from alembic import op

from starshine_desktop.storage.errors import DowngradeRefusedError

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

TABLES = ("actor", "element", "persona")


def upgrade() -> None:
    """Add ``uuid`` (unique) to the three tables, filled for existing rows; add the exchanges."""
    connection = op.get_bind()
    for table in TABLES:
        op.execute(f"ALTER TABLE {table} ADD COLUMN uuid VARCHAR(36) NOT NULL DEFAULT ''")
        ids = [row[0] for row in connection.execute(sa.text(f"SELECT id FROM {table}"))]
        for row_id in ids:
            connection.execute(
                sa.text(f"UPDATE {table} SET uuid = :uuid WHERE id = :id"),
                {"uuid": str(uuid.uuid4()), "id": row_id},
            )
        op.create_index(f"{table}_uuid", table, ["uuid"], unique=True)
    op.create_table(
        "persona_exchange",
        sa.Column(
            "persona_id",
            sa.Integer(),
            sa.ForeignKey("persona.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("document", sa.Text(), nullable=False),
        sa.Column("exchanged_at", sa.DateTime(), nullable=False),
    )


def downgrade() -> None:
    """Refuse: campaigns are never downgraded (restore a backup instead)."""
    raise DowngradeRefusedError(int(revision), int(down_revision or 0))
