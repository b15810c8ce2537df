"""PyInstaller entry point: the same main() as `python -m starshine_desktop`."""

from __future__ import annotations

import sys

from starshine_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
