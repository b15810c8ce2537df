"""Starshine: the storage of Personae, their records, Episodes and Challenges."""
