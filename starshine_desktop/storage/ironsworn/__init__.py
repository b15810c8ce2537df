"""Ironsworn: the storage of progress tracks, Ironsworn sheets and the oracle history."""
