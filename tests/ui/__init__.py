"""GUI tests (a package so they can share the helpers in conftest)."""
