"""Version 13: each rules package keeps its outline beside it, for the Reference to list.

The outline (``rules.ironsworn.datasworn_outline``) holds the names, ids, paths and kinds of
a package's moves, oracle collections and tables and assets, and what an expansion
replaces or adds, without a table row or a move's text. Opening the Reference reads the
outlines only; a move's or table's full text is read from the package when it is shown.
The outline of each package already imported is made here from its stored document.
"""

from __future__ import annotations

import json

import sqlalchemy as sa
from alembic import op

from starshine_desktop.storage.errors import DowngradeRefusedError

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``rules_package.outline`` and fill it from each stored package."""
    from starshine_desktop.rules.ironsworn.datasworn import read_package
    from starshine_desktop.rules.ironsworn.datasworn_outline import package_outline

    op.add_column(
        "rules_package", sa.Column("outline", sa.Text(), nullable=False, server_default="")
    )
    connection = op.get_bind()
    rows = connection.exec_driver_sql("SELECT id, document FROM rules_package").fetchall()
    for row_id, document in rows:
        package = read_package(json.loads(document), None, check=False)
        outline = json.dumps(package_outline(package), ensure_ascii=False, separators=(",", ":"))
        connection.execute(
            sa.text("UPDATE rules_package SET outline = :outline WHERE id = :id"),
            {"outline": outline, "id": row_id},
        )


def downgrade() -> None:
    """Refuse: campaigns are never downgraded (restore a backup instead)."""
    raise DowngradeRefusedError(int(revision), int(down_revision or 0))
