"""The storage layer (see docs/architecture.md)."""
