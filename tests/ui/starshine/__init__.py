"""GUI tests of the starshine system's screens."""
