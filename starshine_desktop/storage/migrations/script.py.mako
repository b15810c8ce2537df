"""${message}"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from starshine_desktop.storage.errors import DowngradeRefusedError

${imports if imports else ""}
revision = ${repr(up_revision)}
down_revision = ${repr(down_revision)}
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Apply this revision."""
    ${upgrades if upgrades else "pass"}


def downgrade() -> None:
    """Refuse: campaigns are never downgraded (restore a backup instead)."""
    raise DowngradeRefusedError(int(revision), int(down_revision or 0))
