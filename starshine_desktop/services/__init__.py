"""The services layer (see docs/architecture.md)."""
