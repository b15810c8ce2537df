"""Version 5: Cortex sheets (stress and plot points), challenge pools and statement scenes."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from starshine_desktop.storage.errors import DowngradeRefusedError

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

_DICE = "4, 6, 8, 10, 12"


def _die(column: str) -> sa.CheckConstraint:
    return sa.CheckConstraint(f"{column} IS NULL OR {column} IN ({_DICE})", name=f"{column}_die")


def _saved_state(table: str) -> None:
    op.create_table(
        table,
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("state", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("length(trim(name)) > 0", name="name_not_blank"),
        sa.CheckConstraint("substr(state, 1, 1) = '{'", name="state_is_object"),
    )


def upgrade() -> None:
    """Create the cortex_sheet, cortex_challenge and statement_scene tables."""
    op.create_table(
        "cortex_sheet",
        sa.Column("persona_id", sa.Integer(), primary_key=True, autoincrement=False),
        sa.Column("plot_points", sa.Integer(), nullable=False),
        sa.Column("stress_physical", sa.Integer(), nullable=True),
        sa.Column("stress_mental", sa.Integer(), nullable=True),
        sa.Column("stress_social", sa.Integer(), nullable=True),
        sa.Column("stressed_out", sa.Boolean(), nullable=False),
        sa.Column("awaiting_time", sa.String(64), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("plot_points >= 0", name="plot_points_range"),
        _die("stress_physical"),
        _die("stress_mental"),
        _die("stress_social"),
    )
    _saved_state("cortex_challenge")
    _saved_state("statement_scene")


def downgrade() -> None:
    """Refuse: campaigns are never downgraded (restore a backup instead)."""
    raise DowngradeRefusedError(int(revision), int(down_revision or 0))
