"""GUI tests of the statements system's screens."""
