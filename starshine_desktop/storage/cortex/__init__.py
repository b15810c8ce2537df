"""Cortex: the storage of Cortex sheets (challenge pools are saved states, ``saved_*``)."""
