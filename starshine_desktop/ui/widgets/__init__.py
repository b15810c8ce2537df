"""Widgets of the main window's sections."""
