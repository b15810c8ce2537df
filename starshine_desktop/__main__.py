"""Entry point: no subcommand starts the GUI; a subcommand runs without Qt (rules-spec F).

``starshine-desktop [PATH.starshine]`` starts the GUI (on that campaign, or hands it to the
window already running); ``starshine-desktop COMMAND …`` runs a subcommand; ``--help``,
``--version`` and ``--self-test`` report and exit.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

CAMPAIGN_SUFFIX = ".starshine"
#: What names a campaign on the command line: a campaign file, or a link to a shared one.
CAMPAIGN_SUFFIXES = (CAMPAIGN_SUFFIX, ".starshine-link")
HELP_OPTIONS = ("-h", "--help")
DESKTOP_OPTIONS = ("--install-desktop", "--uninstall-desktop")

USAGE = """\
usage: starshine-desktop [PATH.starshine | LINK.starshine-link | ADDRESS | --campaign PATH]
                         [--language CODE]
       starshine-desktop COMMAND [ARGUMENTS …]
       starshine-desktop --version | --self-test | --help
       starshine-desktop --install-desktop | --uninstall-desktop
"""

GUI_HELP = """\
Starshine Desktop: the offline character and campaign manager for Starshine.

Start the app:
  PATH.starshine     open this campaign (asks before creating one that is not there);
                     if the app is already running, its window opens it instead
  LINK.starshine-link  open the shared campaign this link names (on its server)
  ADDRESS            open the shared campaign at postgresql://user@host:port/database
                     (never with a password: the system keyring's, or asked for)
  --campaign PATH    the same as PATH, for launchers written before the path argument
  (nothing)          open the default campaign, or raise the running window
  --language CODE    show the window in this language for this run: en (English),
                     de (Deutsch) or system (the system's; View › Language sets it)

Options:
  -h, --help         show this help and exit
  --version          print the name and version and exit
  --self-test        check this installation end to end (campaign, window, replay, PDF,
                     hand-over) without touching your campaigns; prints "self-test ok"
  --install-desktop  Linux: add a launcher, the campaign file type and the icon for you
                     (~/.local/share), starting this very program wherever it is
  --uninstall-desktop  Linux: remove them again (your campaigns stay)

Environment:
  STARSHINE_HOME     keep the default campaign, backups, settings and logs in this folder
  STARSHINE_LANGUAGE the same as --language
"""


def help_text() -> str:
    """Return ``--help``: the GUI's arguments, the options and every subcommand."""
    from starshine_desktop.commands import describe_commands

    commands = describe_commands()
    width = max(len(name) for name, _ in commands) + 2
    lines = [f"  {name:{width}} {summary}".rstrip() for name, summary in commands]
    return (
        f"{USAGE}\n{GUI_HELP}\nCommands (starshine-desktop COMMAND --help tells more):\n"
        + "\n".join(lines)
        + "\n"
    )


def names_a_campaign(argument: str) -> bool:
    """Return whether a first argument that is not an option names a campaign file.

    A ``.starshine`` file or anything with a folder in it is a path; a subcommand's name
    is a subcommand; any other existing file is a campaign (a file the desktop hands over).
    """
    if argument.lower().endswith(CAMPAIGN_SUFFIXES) or "/" in argument or "\\" in argument:
        return True
    from starshine_desktop.commands import describe_commands

    if argument in {name.split()[0] for name, _ in describe_commands()}:
        return False
    return Path(argument).is_file()


def main(argv: Sequence[str] | None = None) -> int:
    """Start the GUI, or run the subcommand named first on the command line."""
    args = list(sys.argv[1:] if argv is None else argv)
    from starshine_desktop.logs import give_streams_a_home

    give_streams_a_home()  # a windowed build has no console to print to
    if args and args[0] in HELP_OPTIONS:
        sys.stdout.write(help_text())
        return 0
    if args and not args[0].startswith("-") and not names_a_campaign(args[0]):
        from starshine_desktop.commands import run

        return run(args)
    if any(arg in HELP_OPTIONS for arg in args):
        sys.stdout.write(help_text())
        return 0
    if "--version" in args:
        from starshine_desktop import APP_NAME, __version__

        sys.stdout.write(f"{APP_NAME} {__version__}\n")
        return 0
    for option in DESKTOP_OPTIONS:
        if option in args:
            from starshine_desktop.desktop_integration import run as integrate

            return integrate(option)
    if "--self-test" in args:
        from starshine_desktop.ui.selftest import run_self_test

        return run_self_test()
    # The layers under the GUI are imported before Qt: once PySide6 is loaded it reads the
    # source of every module imported after it (looking for its ``__feature__`` switches),
    # which costs start-up time for nothing in modules that never use Qt.
    from starshine_desktop import logs
    from starshine_desktop.services import campaign
    from starshine_desktop.ui import crash, single_instance

    del campaign, crash, logs, single_instance
    from starshine_desktop.ui.app import run_gui

    return run_gui(args)


if __name__ == "__main__":
    sys.exit(main())
