"""Guided, multi-step tools (the Challenge wizard)."""
