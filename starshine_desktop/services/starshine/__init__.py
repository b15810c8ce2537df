"""Starshine: the use cases on Personae, their records, Episodes and Challenges, and their files."""
