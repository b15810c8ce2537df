"""Version 12: indexes to find the Personae an Actor plays and the Traits a Persona created.

Without them, finding the Personae in play in an Episode (by its players) or the Traits
a renamed Persona created read every Persona or every Trait of the campaign; with them an
edit reads only the rows it names.
"""

from __future__ import annotations

from alembic import op

from starshine_desktop.storage.errors import DowngradeRefusedError

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Index ``persona.actor_id`` and ``trait.created_by_persona_id``."""
    op.create_index("ix_persona_actor_id", "persona", ["actor_id"])
    op.create_index("ix_trait_created_by_persona_id", "trait", ["created_by_persona_id"])


def downgrade() -> None:
    """Refuse: campaigns are never downgraded (restore a backup instead)."""
    raise DowngradeRefusedError(int(revision), int(down_revision or 0))
