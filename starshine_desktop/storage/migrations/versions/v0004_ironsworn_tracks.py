"""Version 4: progress tracks, each Persona's Ironsworn sheet and the oracle history."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from starshine_desktop.storage.errors import DowngradeRefusedError

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

# The legal values of rules-spec E as they stood when this revision was written.
_TRACK_KINDS = ("vow", "expedition", "connection", "combat", "scene_challenge")
_RANKS = ("troublesome", "dangerous", "formidable", "extreme", "epic")
_LEGACY_TRACKS = ("quests", "bonds", "discoveries")
_STATS = ("edge", "heart", "iron", "shadow", "wits")
_METERS = ("health", "spirit", "supply", "integrity")


def _one_of(column: str, values: tuple[str, ...]) -> sa.CheckConstraint:
    listed = ", ".join(f"'{value}'" for value in values)
    return sa.CheckConstraint(f"{column} IN ({listed})", name=f"{column}_known")


def _between(column: str, low: int, high: int) -> sa.CheckConstraint:
    return sa.CheckConstraint(f"{column} BETWEEN {low} AND {high}", name=f"{column}_range")


def _int(name: str) -> sa.Column[int]:
    return sa.Column(name, sa.Integer(), nullable=False)


def upgrade() -> None:
    """Create the progress_track, ironsworn_sheet and oracle_roll tables."""
    op.create_table(
        "progress_track",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("rank", sa.String(12), nullable=False),
        _int("ticks"),
        _int("clock"),
        sa.Column(
            "persona_id",
            sa.Integer(),
            sa.ForeignKey("persona.id", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("length(trim(name)) > 0", name="name_not_blank"),
        _one_of("kind", _TRACK_KINDS),
        _one_of("rank", _RANKS),
        _between("ticks", 0, 40),
        _between("clock", 0, 4),
    )
    op.create_index("progress_track_persona", "progress_track", ["persona_id"])
    op.create_table(
        "ironsworn_sheet",
        sa.Column(
            "persona_id",
            sa.Integer(),
            sa.ForeignKey("persona.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        *(_int(stat) for stat in _STATS),
        *(_int(meter) for meter in _METERS),
        _int("momentum"),
        sa.Column("impacts", sa.Text(), nullable=False),
        *(_int(f"{track}_ticks") for track in _LEGACY_TRACKS),
        *(_int(f"{track}_completed") for track in _LEGACY_TRACKS),
        _int("experience_earned"),
        _int("experience_spent"),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        *(_between(stat, 1, 3) for stat in _STATS),
        *(_between(meter, 0, 5) for meter in _METERS),
        _between("momentum", -6, 10),
        *(_between(f"{track}_ticks", 0, 39) for track in _LEGACY_TRACKS),
        *(_between(f"{track}_completed", 0, 1) for track in _LEGACY_TRACKS),
        sa.CheckConstraint(
            "experience_spent BETWEEN 0 AND experience_earned", name="experience_spent_range"
        ),
    )
    op.create_table(
        "oracle_roll",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("table_name", sa.String(200), nullable=False),
        _int("roll"),
        sa.Column("result", sa.Text(), nullable=False),
        sa.Column("rolled_at", sa.DateTime(), nullable=False),
        _between("roll", 1, 100),
    )


def downgrade() -> None:
    """Refuse: campaigns are never downgraded (restore a backup instead)."""
    raise DowngradeRefusedError(int(revision), int(down_revision or 0))
