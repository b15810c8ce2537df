"""Ironsworn: the use cases on progress tracks, sheets, the oracle history and rules packages."""
