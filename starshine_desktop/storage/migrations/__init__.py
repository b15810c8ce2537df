"""Alembic migrations of the campaign schema, run in-process by storage.migrate."""
