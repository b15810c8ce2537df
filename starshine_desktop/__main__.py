"""Entry point: no subcommand starts the GUI; a subcommand runs without Qt (rules-spec F)."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Start the GUI, or run the subcommand named first on the command line."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and not args[0].startswith("-"):
        from starshine_desktop.commands import run

        return run(args)
    if "--version" in args:
        from starshine_desktop import APP_NAME, __version__

        sys.stdout.write(f"{APP_NAME} {__version__}\n")
        return 0
    if "--self-test" in args:
        from starshine_desktop.ui.selftest import run_self_test

        return run_self_test()
    # The layers under the GUI are imported before Qt: once PySide6 is loaded it reads the
    # source of every module imported after it (looking for its ``__feature__`` switches),
    # which costs start-up time for nothing in modules that never use Qt.
    from starshine_desktop.services import campaign

    del campaign
    from starshine_desktop.ui.app import run_gui

    return run_gui(args)


if __name__ == "__main__":
    sys.exit(main())
