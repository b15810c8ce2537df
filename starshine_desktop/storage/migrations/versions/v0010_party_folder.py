"""Version 10: the party folder: where the campaign exchanges Persona files, and what it saw.

``party_binding`` (at most one row) names the shared folder and who this person is at the
table: the Director, or a player by their Actor; ``writer`` identifies this campaign's
files among the others'. ``party_persona`` keeps, for each Persona exchanged, the highest
revision known and a digest of the version last exchanged (a change since then is written
out); ``party_seen`` keeps the highest revision read from each writer of each Persona, so
no file is applied twice or sent back where it came from.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from starshine_desktop.storage.errors import DowngradeRefusedError

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the ``party_binding``, ``party_persona`` and ``party_seen`` tables."""
    op.create_table(
        "party_binding",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("folder", sa.Text(), nullable=False),
        sa.Column("role", sa.String(16), nullable=False),
        sa.Column(
            "actor_id",
            sa.Integer(),
            sa.ForeignKey("actor.id", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.Column("writer", sa.String(36), nullable=False),
        sa.Column("bound_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("role IN ('director', 'player')", name="party_binding_role"),
    )
    op.create_table(
        "party_persona",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("persona_uuid", sa.String(36), nullable=False, unique=True),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("digest", sa.String(64), nullable=False),
    )
    op.create_table(
        "party_seen",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("persona_uuid", sa.String(36), nullable=False),
        sa.Column("writer", sa.String(36), nullable=False),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.UniqueConstraint("persona_uuid", "writer", name="party_seen_writer"),
    )


def downgrade() -> None:
    """Refuse: campaigns are never downgraded (restore a backup instead)."""
    raise DowngradeRefusedError(int(revision), int(down_revision or 0))
