"""GUI tests of the ironsworn system's screens."""
