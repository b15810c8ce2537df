"""Cortex: the use cases on Cortex sheets and challenge pools."""
