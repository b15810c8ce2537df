"""Version 3: Actors, Elements and every record of a Persona; Episodes and check-offs."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from starshine_desktop.storage.errors import DowngradeRefusedError

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

_NAME = 200
_SCORES = (
    "base",
    "defense",
    "recovery",
    "lead",
    "stunt",
    "aid",
    "threat",
    "guard",
    "surrender",
    "risk",
    "power",
    "fortune",
)


def _range(column: str, low: int, high: int) -> sa.CheckConstraint:
    return sa.CheckConstraint(f"{column} BETWEEN {low} AND {high}", name=f"{column}_range")


def _persona_fk(column: str = "persona_id") -> sa.Column[int]:
    return sa.Column(
        column, sa.Integer(), sa.ForeignKey("persona.id", ondelete="CASCADE"), nullable=False
    )


def upgrade() -> None:
    """Create the record tables and link each Persona to the Actor who plays it."""
    op.create_table(
        "actor",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(_NAME), nullable=False, unique=True),
        sa.Column("is_director", sa.Boolean(), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.CheckConstraint("length(trim(name)) > 0", name="actor_name_not_blank"),
    )
    # SQLite adds a column with an inline reference only; an Actor who plays a Persona
    # cannot be deleted (the service says so first).
    op.execute("ALTER TABLE persona ADD COLUMN actor_id INTEGER REFERENCES actor (id)")
    op.create_table(
        "element",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(_NAME), nullable=False),
        sa.Column("scale", sa.Integer(), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.CheckConstraint("length(trim(name)) > 0", name="element_name_not_blank"),
        _range("scale", 0, 99),
    )
    op.create_table(
        "characteristic",
        sa.Column("id", sa.Integer(), primary_key=True),
        _persona_fk(),
        sa.Column("name", sa.String(_NAME), nullable=False),
        sa.Column("value", sa.Integer(), nullable=False),
        sa.Column("corrupt", sa.Boolean(), nullable=False),
        sa.Column("corrupt_name", sa.String(_NAME), nullable=False),
        sa.CheckConstraint("length(trim(name)) > 0", name="characteristic_name_not_blank"),
        _range("value", 0, 6),
    )
    op.create_index("ix_characteristic_persona_id", "characteristic", ["persona_id"])
    op.create_table(
        "expression",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "characteristic_id",
            sa.Integer(),
            sa.ForeignKey("characteristic.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("text", sa.String(_NAME), nullable=False),
        sa.CheckConstraint("length(trim(text)) > 0", name="expression_not_blank"),
    )
    op.create_index("ix_expression_characteristic_id", "expression", ["characteristic_id"])
    op.create_table(
        "sheet_modifier",
        sa.Column("id", sa.Integer(), primary_key=True),
        _persona_fk(),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("name", sa.String(_NAME), nullable=False),
        sa.Column("score", sa.String(20), nullable=False),
        sa.Column("modifier", sa.Integer(), nullable=False),
        sa.CheckConstraint("length(trim(name)) > 0", name="sheet_modifier_name_not_blank"),
        sa.CheckConstraint(
            "kind IN ('knack', 'power', 'signature_item')", name="sheet_modifier_kind"
        ),
        sa.CheckConstraint(
            "score IN (" + ", ".join(f"'{score}'" for score in _SCORES) + ")",
            name="sheet_modifier_score",
        ),
        _range("modifier", -20, 20),
    )
    op.create_index("ix_sheet_modifier_persona_id", "sheet_modifier", ["persona_id"])
    op.create_table(
        "trait",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(_NAME), nullable=False),
        sa.Column("strength", sa.Integer(), nullable=False),
        sa.Column("negative", sa.Boolean(), nullable=False),
        sa.Column(
            "persona_id",
            sa.Integer(),
            sa.ForeignKey("persona.id", ondelete="CASCADE"),
            nullable=True,
        ),
        sa.Column(
            "element_id",
            sa.Integer(),
            sa.ForeignKey("element.id", ondelete="CASCADE"),
            nullable=True,
        ),
        sa.Column(
            "created_by_persona_id",
            sa.Integer(),
            sa.ForeignKey("persona.id", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.CheckConstraint("length(trim(name)) > 0", name="trait_name_not_blank"),
        _range("strength", 0, 99),
        sa.CheckConstraint(
            "(persona_id IS NULL) <> (element_id IS NULL)", name="trait_on_one_holder"
        ),
    )
    op.create_index("ix_trait_persona_id", "trait", ["persona_id"])
    op.create_index("ix_trait_element_id", "trait", ["element_id"])
    op.create_table(
        "investment",
        sa.Column("id", sa.Integer(), primary_key=True),
        _persona_fk(),
        sa.Column("element_id", sa.Integer(), sa.ForeignKey("element.id"), nullable=False),
        sa.Column(
            "characteristic_id", sa.Integer(), sa.ForeignKey("characteristic.id"), nullable=False
        ),
        sa.Column("relationship", sa.String(_NAME), nullable=False),
        sa.Column("value", sa.Integer(), nullable=False),
        sa.Column("state", sa.String(10), nullable=False),
        sa.CheckConstraint("length(trim(relationship)) > 0", name="investment_not_blank"),
        _range("value", 1, 6),
        sa.CheckConstraint("state IN ('open', 'resolved', 'lost')", name="investment_state"),
    )
    op.create_index("ix_investment_persona_id", "investment", ["persona_id"])
    op.create_table(
        "strategy",
        sa.Column("id", sa.Integer(), primary_key=True),
        _persona_fk(),
        sa.Column("name", sa.String(_NAME), nullable=False),
        sa.Column(
            "investment_id",
            sa.Integer(),
            sa.ForeignKey("investment.id", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.Column("state", sa.String(12), nullable=False),
        sa.CheckConstraint("length(trim(name)) > 0", name="strategy_name_not_blank"),
        sa.CheckConstraint(
            "state IN ('active', 'surrendered', 'completed')", name="strategy_state"
        ),
    )
    op.create_index("ix_strategy_persona_id", "strategy", ["persona_id"])
    op.create_table(
        "stance_change",
        sa.Column("id", sa.Integer(), primary_key=True),
        _persona_fk(),
        sa.Column(
            "strategy_id",
            sa.Integer(),
            sa.ForeignKey("strategy.id", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.Column("old_stance", sa.Integer(), nullable=False),
        sa.Column("new_stance", sa.Integer(), nullable=False),
        sa.Column("reason", sa.String(_NAME), nullable=False),
        sa.Column("changed_at", sa.DateTime(), nullable=False),
        _range("old_stance", 1, 6),
        _range("new_stance", 1, 6),
    )
    op.create_index("ix_stance_change_persona_id", "stance_change", ["persona_id"])
    op.create_table(
        "episode",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("title", sa.String(_NAME), nullable=False),
        sa.Column("on_date", sa.Date(), nullable=False),
        sa.Column("closed", sa.Boolean(), nullable=False),
        sa.Column("closed_at", sa.DateTime(), nullable=True),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.CheckConstraint("length(trim(title)) > 0", name="episode_not_blank"),
    )
    op.create_table(
        "advance",
        sa.Column("id", sa.Integer(), primary_key=True),
        _persona_fk(),
        sa.Column("kind", sa.String(10), nullable=False),
        sa.Column("reason", sa.String(_NAME), nullable=False),
        sa.Column("on_date", sa.Date(), nullable=False),
        sa.Column(
            "episode_id",
            sa.Integer(),
            sa.ForeignKey("episode.id", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.Column(
            "investment_id",
            sa.Integer(),
            sa.ForeignKey("investment.id", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.CheckConstraint("kind IN ('earned', 'spent')", name="advance_kind"),
        sa.CheckConstraint("length(trim(reason)) > 0", name="advance_reason_not_blank"),
    )
    op.create_index("ix_advance_persona_id", "advance", ["persona_id"])
    op.create_table(
        "episode_participant",
        sa.Column(
            "episode_id",
            sa.Integer(),
            sa.ForeignKey("episode.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("actor_id", sa.Integer(), sa.ForeignKey("actor.id"), primary_key=True),
    )
    for table, item, parent in (
        ("expression_check", "expression_id", "expression.id"),
        ("trait_check", "trait_id", "trait.id"),
    ):
        op.create_table(
            table,
            sa.Column(
                "episode_id",
                sa.Integer(),
                sa.ForeignKey("episode.id", ondelete="CASCADE"),
                primary_key=True,
            ),
            sa.Column(
                "observer_id",
                sa.Integer(),
                sa.ForeignKey("actor.id", ondelete="CASCADE"),
                primary_key=True,
            ),
            sa.Column(
                item, sa.Integer(), sa.ForeignKey(parent, ondelete="CASCADE"), primary_key=True
            ),
        )
    op.create_table(
        "episode_outcome",
        sa.Column(
            "episode_id",
            sa.Integer(),
            sa.ForeignKey("episode.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column(
            "persona_id",
            sa.Integer(),
            sa.ForeignKey("persona.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("awarded", sa.Boolean(), nullable=False),
        sa.Column("missing", sa.Text(), nullable=False),
    )


def downgrade() -> None:
    """Refuse: campaigns are never downgraded (restore a backup instead)."""
    raise DowngradeRefusedError(int(revision), int(down_revision or 0))
