"""Version 7: a Persona's status flags (rules-spec A.1): risked Corruption, risked Death, dead."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from starshine_desktop.storage.errors import DowngradeRefusedError

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

FLAGS = ("risked_corruption", "risked_death", "dead")


def upgrade() -> None:
    """Add the three flags to every Persona, false for those already stored."""
    # SQLite adds a column with an inline CHECK; existing rows take the default. A campaign
    # file's schema is checked word for word on opening, so SQLite keeps these words;
    # PostgreSQL's booleans need no check and take ``false``.
    if op.get_bind().dialect.name != "sqlite":
        for flag in FLAGS:
            op.add_column(
                "persona",
                sa.Column(flag, sa.Boolean(), nullable=False, server_default=sa.false()),
            )
        return
    for flag in FLAGS:
        op.execute(
            f"ALTER TABLE persona ADD COLUMN {flag} BOOLEAN NOT NULL DEFAULT 0 "
            f"CONSTRAINT persona_{flag}_flag CHECK ({flag} IN (0, 1))"
        )


def downgrade() -> None:
    """Refuse: campaigns are never downgraded (restore a backup instead)."""
    raise DowngradeRefusedError(int(revision), int(down_revision or 0))
