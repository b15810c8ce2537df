"""Table models: each keeps its rows in a Python list and filters and sorts it itself."""
