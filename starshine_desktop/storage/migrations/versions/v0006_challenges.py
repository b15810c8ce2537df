"""Version 6: Challenges played in the app, their set-up and recorded steps (issue 5)."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from starshine_desktop.storage.errors import DowngradeRefusedError

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the challenge table."""
    op.create_table(
        "challenge",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("rulings", sa.Text(), nullable=False),
        sa.Column("persona_ids", sa.Text(), nullable=False),
        sa.Column("setup", sa.Text(), nullable=False),
        sa.Column("steps", sa.Text(), nullable=False),
        sa.Column("outcome", sa.String(16), nullable=True),
        sa.Column("applied", sa.Boolean(), nullable=False),
        sa.CheckConstraint("length(trim(title)) > 0", name="challenge_title_not_blank"),
        sa.CheckConstraint("status IN ('running', 'finished')", name="challenge_status"),
        sa.CheckConstraint(
            "outcome IS NULL OR outcome IN ('all_resolved', 'compromise', 'ended')",
            name="challenge_outcome",
        ),
    )


def downgrade() -> None:
    """Refuse: campaigns are never downgraded (restore a backup instead)."""
    raise DowngradeRefusedError(int(revision), int(down_revision or 0))
