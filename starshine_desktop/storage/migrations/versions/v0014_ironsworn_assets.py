"""Version 14: the assets an Ironsworn sheet holds.

Each row is one asset card of an imported rules package on one Persona's sheet: the card's
Datasworn id and name (kept so that the sheet still names it when its package is removed),
its abilities ticked (one ``0``/``1`` a card's ability, in the card's order) and the values
of its fields as a JSON object (a companion's name and health, a vehicle's integrity and its
checkboxes). A sheet holds a card at most once; removing the Persona removes its assets.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from starshine_desktop.storage.errors import DowngradeRefusedError

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the ironsworn_asset table."""
    op.create_table(
        "ironsworn_asset",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "persona_id",
            sa.Integer(),
            sa.ForeignKey("persona.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("asset_id", sa.String(200), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("abilities", sa.String(40), nullable=False),
        sa.Column("state", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("length(trim(name)) > 0", name="name_not_blank"),
        sa.CheckConstraint("length(asset_id) > 6", name="asset_id_not_blank"),
        sa.CheckConstraint("substr(state, 1, 1) = '{'", name="state_is_object"),
        sa.UniqueConstraint("persona_id", "asset_id", name="ironsworn_asset_once"),
    )


def downgrade() -> None:
    """Refuse: campaigns are never downgraded (restore a backup instead)."""
    raise DowngradeRefusedError(int(revision), int(down_revision or 0))
