"""Version 2: Personae with their twelve Scores, notes and the Director's Stance."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from starshine_desktop.storage.errors import DowngradeRefusedError

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

# The legal ranges of rules-spec A.1 as they stood when this revision was written.
_RANGES = {
    "stance": (1, 6),
    "score_base": (0, 6),
    "score_defense": (0, 6),
    "score_recovery": (0, 6),
    "score_lead": (0, 6),
    "score_stunt": (-6, 6),
    "score_aid": (0, 6),
    "score_threat": (-6, 6),
    "score_guard": (0, 20),
    "score_surrender": (1, 6),
    "score_risk": (-6, 6),
    "score_power": (-6, 6),
    "score_fortune": (0, 20),
}


def upgrade() -> None:
    """Create the persona table."""
    op.create_table(
        "persona",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("actor_name", sa.String(200), nullable=False),
        sa.Column("stance", sa.Integer(), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        *(
            sa.Column(column, sa.Integer(), nullable=False)
            for column in _RANGES
            if column != "stance"
        ),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("length(trim(name)) > 0", name="name_not_blank"),
        *(
            sa.CheckConstraint(f"{column} BETWEEN {low} AND {high}", name=f"{column}_range")
            for column, (low, high) in _RANGES.items()
        ),
    )


def downgrade() -> None:
    """Refuse: campaigns are never downgraded (restore a backup instead)."""
    raise DowngradeRefusedError(int(revision), int(down_revision or 0))
