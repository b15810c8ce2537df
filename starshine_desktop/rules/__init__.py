"""The rules engine: standard library only, no Qt, no database, no file I/O."""
