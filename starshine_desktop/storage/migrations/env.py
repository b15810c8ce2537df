"""Alembic environment: migrate the connection that storage.migrate passes in."""

from __future__ import annotations

from alembic import context

from starshine_desktop.storage.schema import Base


def run_migrations() -> None:
    """Run the pending migrations inside the caller's transaction."""
    connection = context.config.attributes["connection"]
    context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


# Alembic executes this file inside its own context; a plain import (tests walking the
# package) must not start anything.
if hasattr(context, "config"):
    run_migrations()
