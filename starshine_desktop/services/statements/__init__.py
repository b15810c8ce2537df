"""Statements: the use cases on statement scenes."""
