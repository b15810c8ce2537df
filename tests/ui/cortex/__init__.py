"""GUI tests of the cortex system's screens."""
