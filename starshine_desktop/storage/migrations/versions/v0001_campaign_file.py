"""Version 1: the campaign file itself (its settings table)."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from starshine_desktop.storage.errors import DowngradeRefusedError

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the table of facts about the campaign file."""
    op.create_table(
        "campaign_setting",
        sa.Column("key", sa.String(64), primary_key=True),
        sa.Column("value", sa.Text(), nullable=False),
    )


def downgrade() -> None:
    """Refuse: campaigns are never downgraded (restore a backup instead)."""
    raise DowngradeRefusedError(int(revision), int(down_revision or 0))
