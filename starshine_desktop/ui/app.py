"""Composition root: parse the arguments, open the campaign, build and show the window.

A launch first offers its campaign to a window already running (``single_instance``) and
exits if that window takes it; otherwise it starts the log and the error dialog, opens the
campaign and shows the window, which listens for later launches once it is on screen.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from starshine_desktop import APP_NAME, __version__, paths
from starshine_desktop.logs import start_logging
from starshine_desktop.services.campaign import (
    Campaign,
    create_campaign,
    open_campaign,
    open_or_create_default,
)
from starshine_desktop.services.shared_open import is_link_file
from starshine_desktop.storage.errors import (
    CampaignExistsError,
    CampaignLockedError,
    StorageError,
)
from starshine_desktop.ui import language, single_instance
from starshine_desktop.ui.campaign_files import confirm_location
from starshine_desktop.ui.crash import install_excepthook
from starshine_desktop.ui.i18n import refusal_text, translate
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.prompts import DialogPrompter, Prompter, with_campaign_suffix

log = logging.getLogger("starshine_desktop.app")

if TYPE_CHECKING:
    from starshine_desktop.ui.instance_server import InstanceServer

FIRST_PAINT_VARIABLE = "STARSHINE_EXIT_AFTER_FIRST_PAINT"
"""Benchmark hook (bench/startup.py): when set, print "first-paint <epoch seconds>" on
the main window's first paint and quit."""


DESKTOP_FILE_NAME = "starshine-desktop"
"""The base name of the freedesktop ``.desktop`` file (packaging/linux/), which the
desktop uses to match the window to its launcher and icon."""


@dataclass(frozen=True)
class GuiOptions:
    """What the GUI's command line asks for."""

    campaign: Path | None = None
    address: str | None = None
    """A shared campaign's address given in place of the path (never with a password)."""
    language: str | None = None
    """``--language``: ``system`` or a language code, for this run only (None: the setting)."""


def parse_arguments(args: Sequence[str]) -> GuiOptions:
    """Parse the GUI's command line: a campaign path, or ``--campaign PATH``; ``--language``.

    Bad arguments print one line on stderr and exit with status 2 (``SystemExit``).
    argparse, which looks up translations, is loaded only if there are arguments.
    """
    if not args:
        return GuiOptions()
    from starshine_desktop.commands import OneLineParser

    parser = OneLineParser(prog="starshine-desktop", description=APP_NAME, add_help=False)
    parser.add_argument(
        "path", nargs="?", help="the campaign file, link file or shared campaign's address"
    )
    parser.add_argument(
        "--campaign", type=Path, metavar="PATH", help="open (or create) this campaign file"
    )
    parser.add_argument(
        "--language",
        choices=[language.SYSTEM, *language.LANGUAGES],
        help="show the window in this language for this run",
    )
    parsed = parser.parse_args(list(args))
    if parsed.path is not None and parsed.campaign is not None:
        parser.error("give the campaign either as PATH or as --campaign PATH, not both")
    from starshine_desktop.services.shared import is_server_address

    if parsed.path is not None and is_server_address(parsed.path):
        from starshine_desktop.services.shared_open import link_of

        try:
            link_of(parsed.path)  # an address holding a password goes no further
        except (StorageError, ValueError) as error:
            parser.error(str(error))
        return GuiOptions(address=parsed.path.strip(), language=parsed.language)
    return GuiOptions(
        campaign=Path(parsed.path) if parsed.path is not None else parsed.campaign,
        language=parsed.language,
    )


def settings_file() -> Path:
    """Return the preferences file (next to the campaigns; STARSHINE_HOME moves both)."""
    return paths.data_folder() / "settings.ini"


def open_settings() -> QSettings:
    """Return the application's preferences."""
    return QSettings(str(settings_file()), QSettings.Format.IniFormat)


def open_initial_campaign(
    requested: Path | None,
    prompter: Prompter,
    parent: QWidget | None = None,
    settings: QSettings | None = None,
    *,
    on_locked: Callable[[CampaignLockedError], bool] | None = None,
) -> Campaign | None:
    """Open the campaign named on the command line (asking before creating it) or the default.

    A damaged file is never replaced quietly: the person is told what is wrong and offered
    the newest good backup; a campaign open in another window is refused with its owner,
    unless ``on_locked`` (given the refusal) hands this launch over to that window and
    returns True. A campaign another launch created a moment earlier is opened, not
    refused as already there. The routine backup on opening is put off until the window
    is on screen (``MainWindow.finish_opening``); the first saved edit would take it first
    anyway.
    """
    path: Path | None = None
    if requested is not None and is_link_file(requested):
        return open_shared_at_start(requested, prompter)
    try:
        if requested is None:
            path = paths.default_campaign_path()
            try:
                return open_or_create_default(defer_backup=True)
            except CampaignExistsError:  # another launch created it just now
                return open_campaign(path, defer_backup=True)
        if requested.exists():
            path = requested
            if not confirm_location(path, prompter, parent, settings):
                return None
            return open_campaign(requested, defer_backup=True)
        target = with_campaign_suffix(requested)
        question = translate(
            "App", "There is no campaign at {path}. Create a new one at {target}?"
        ).format(path=requested, target=target)
        if target.exists():
            path = target
            if not confirm_location(path, prompter, parent, settings):
                return None
            return open_campaign(target, defer_backup=True)
        title = translate("App", "New campaign")
        if not prompter.confirm(parent, title, question):  # type: ignore[arg-type]
            return None
        try:
            return create_campaign(target)
        except CampaignExistsError:  # another launch created it just now
            path = target
            return open_campaign(target, defer_backup=True)
    except StorageError as error:
        if isinstance(error, CampaignLockedError) and on_locked is not None and on_locked(error):
            return None
        if path is None:
            title = translate("App", "Cannot open campaign")
            prompter.show_error(parent, title, refusal_text(error))  # type: ignore[arg-type]
            return None
        from starshine_desktop.ui.dialogs.restore_backup import offer_restore_after_failed_open

        return offer_restore_after_failed_open(path, error, paths.backup_folder(), prompter, parent)
    except OSError as error:
        title = translate("App", "Cannot open campaign")
        prompter.show_error(parent, title, str(error))  # type: ignore[arg-type]
        return None


def open_shared_at_start(
    requested: Path | str, prompter: Prompter, parent: QWidget | None = None
) -> Campaign | None:
    """Open the shared campaign at an address or named by a link file, on starting.

    It connects at once when no password is needed or the keyring holds it; a refused
    login asks in the Connect dialog; anything else is said in a sentence (None returned).
    """
    from starshine_desktop.services.shared_connection import LoginRefusedError
    from starshine_desktop.services.shared_open import open_address, read_link

    title = translate("App", "Cannot open campaign")
    try:
        address = requested if isinstance(requested, str) else read_link(requested).full_address()
        return open_address(address, defer_backup=True)  # the window backs it up
    except LoginRefusedError as error:
        from starshine_desktop.ui.dialogs.connect import connect_dialog

        dialog = connect_dialog(parent, address, refusal_text(error))
        dialog.exec()
        return dialog.campaign
    except StorageError as error:
        prompter.show_error(parent, title, refusal_text(error))  # type: ignore[arg-type]
        return None


# How long a launch that finds its campaign held by a window of this user just starting
# waits for that window to listen (it listens once it is on screen), in seconds.
LOCKED_HAND_OVER_WAIT = 10.0


def wait_and_hand_over(
    name: str,
    path: Path | None,
    holder: CampaignLockedError,
    wait: float = LOCKED_HAND_OVER_WAIT,
    on_problem: single_instance.Problem | None = None,
) -> bool:
    """Hand ``path`` over to the window holding the campaign, once it listens; return whether
    it took it.

    Only a live process of this user on this computer is waited for (the holder named in
    the lock); the wait ends early when that process ends. A launch during the first
    moments of another (a double-click) thus hands over too, instead of showing the lock's
    message behind a second window.
    """
    from starshine_desktop.storage.lock import this_host

    if holder.host != this_host() or not single_instance.is_own_live_process(holder.pid):
        return False
    log.info("The campaign is held by process %s of this user: waiting for it", holder.pid)
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        if single_instance.hand_over(name, path, timeout_ms=1000, on_problem=on_problem):
            log.info("Handed over to process %s", holder.pid)
            return True
        if not single_instance.is_own_live_process(holder.pid):
            break
        time.sleep(0.1)
    log.info("Process %s did not answer; the lock's message is shown", holder.pid)
    return False


def build_main_window(
    campaign: Campaign,
    *,
    settings: QSettings | None = None,
    prompter: Prompter | None = None,
) -> MainWindow:
    """Build the main window on ``campaign``."""
    return MainWindow(
        campaign,
        settings=open_settings() if settings is None else settings,
        prompter=DialogPrompter() if prompter is None else prompter,
    )


class AfterFirstPaint(QObject):
    """Runs callbacks once, just after ``window`` is first painted.

    It watches the window itself, not the whole application: an application-wide filter in
    Python receives every internal Qt object, and wrapping an object of a class PySide has
    not loaded yet makes it load every class and enum of every module (about 25 ms). The
    window is painted first in its first frame and its children in the same pass, so the
    callbacks, queued with a zero timer, run once the whole frame is on screen.
    """

    def __init__(self, window: QWidget, callbacks: list[Callable[[], object]]) -> None:
        super().__init__(window)
        self._window = window
        self._callbacks = callbacks
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and watched is self._window:
            self._window.removeEventFilter(self)
            for callback in self._callbacks:
                QTimer.singleShot(0, callback)
        return False


class CloseOnTermination(QObject):
    """Close ``window`` as a person would when the system asks the app to end.

    Logging out or shutting down sends ``SIGTERM`` (a closed terminal ``SIGHUP``); by default
    either ends the process at once, without the backup on closing, the lock's removal or
    the checkpoint of the log. Python runs its signal handlers only between bytecodes, and
    Qt's event loop waits in C++, so the signal also writes a byte to a pipe
    (``signal.set_wakeup_fd``) that a ``QSocketNotifier`` watches: the loop wakes, Python
    runs the handler, and the handler closes the window (``MainWindow.closeEvent`` commits
    pending typing and closes the campaign cleanly); the application then quits.
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        import signal

        from PySide6.QtCore import QSocketNotifier

        self._window = window
        self._read, self._write = os.pipe()
        os.set_blocking(self._read, False)
        os.set_blocking(self._write, False)
        signal.set_wakeup_fd(self._write, warn_on_full_buffer=False)
        self.signals = [
            number
            for number in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None))
            if number is not None
        ]
        for number in self.signals:
            signal.signal(number, self._on_signal)
        self._notifier = QSocketNotifier(self._read, QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)

    def _drain(self, *_args: object) -> None:
        with contextlib.suppress(OSError):
            os.read(self._read, 512)  # Python runs the pending handler around this call

    def _on_signal(self, _number: int, _frame: object) -> None:
        QTimer.singleShot(0, self._close)

    def _close(self) -> None:
        # A field being typed in commits when it loses focus: let it, while the campaign is
        # still open, then close the window.
        focused = QApplication.focusWidget()
        if focused is not None:
            focused.clearFocus()
        self._window.close()


def _report_first_paint_and_quit() -> None:
    sys.stdout.write(f"first-paint {time.time():.6f}\n")
    sys.stdout.flush()
    QApplication.quit()


class FileOpenApplication(QApplication):
    """The application on macOS: it passes on the files Finder asks it to open.

    Finder sends a ``QFileOpenEvent`` to the application object, also for the file a
    launch was started with, possibly before the window exists: until
    ``set_file_handler`` is called the paths are kept, then handed over in order. It
    overrides ``event`` rather than installing an event filter on the application, which
    would be handed every event of every object (see ``AfterFirstPaint``).
    """

    def __init__(self, arguments: list[str]) -> None:
        super().__init__(arguments)
        self._waiting: list[Path] = []
        self._file_handler: Callable[[Path], object] | None = None

    def set_file_handler(self, handler: Callable[[Path], object]) -> None:
        """Hand every file asked for so far, and every later one, to ``handler``."""
        self._file_handler = handler
        waiting, self._waiting = self._waiting, []
        for path in waiting:
            handler(path)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen:
            from PySide6.QtGui import QFileOpenEvent

            if isinstance(event, QFileOpenEvent) and event.file():
                path = Path(event.file())
                if self._file_handler is None:
                    self._waiting.append(path)
                else:
                    self._file_handler(path)
                return True
        return super().event(event)


def take_request(window: MainWindow, path: Path | str | None) -> None:
    """Bring the window to the front and open the campaign at ``path`` if one is given
    (a shared campaign's address when it is text).

    A later launch (or the desktop) asks for this; a path with no campaign is refused with
    a message, since nobody is at the other end to ask whether to create one, and while a
    modal dialog is open on the current campaign the window says to close it first.
    """
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    log.info("Asked to bring the window forward%s", "" if path is None else f" and open {path}")
    if path is None:
        return
    busy = QApplication.activeModalWidget()
    if busy is not None:  # a dialog still works on the open campaign: it stays in front
        busy.raise_()
        busy.activateWindow()
        window.statusBar().showMessage(
            translate("App", "Close “{dialog}” first, then open {name} again.").format(
                dialog=busy.windowTitle(), name=path if isinstance(path, str) else path.name
            ),
            15000,
        )
        return
    if isinstance(path, str):
        window.campaign_files.shared.connect_to(path)
        return
    if not path.exists():
        window.prompter.show_error(
            window,
            translate("App", "Cannot open campaign"),
            translate("App", "There is no campaign at {path}.").format(path=path),
        )
        return
    window.campaign_files.open_campaign_file(path)


def listen_for_later_launches(window: MainWindow, name: str) -> InstanceServer:
    """Let later launches hand their campaign to ``window`` (QtNetwork is loaded here)."""
    from starshine_desktop.ui.instance_server import InstanceServer

    server = InstanceServer(name, window)
    server.requested.connect(lambda path: take_request(window, path))
    if not server.listen():
        log.warning("Another instance already listens for later launches")
    return server


_QT_LEVELS = {
    0: logging.DEBUG,
    1: logging.WARNING,
    2: logging.ERROR,
    3: logging.CRITICAL,
    4: logging.INFO,
}
"""Qt's message kinds (``QtMsgType`` values) as logging levels."""


def log_qt_messages() -> object:
    """Send Qt's own messages to the log as well as to stderr; return the previous handler.

    A windowed build has no stderr, and Qt's warnings (a missing plug-in, a font that
    would not load) would otherwise be lost.
    """
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    qt_log = logging.getLogger("starshine_desktop.qt")

    def handle(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        level = _QT_LEVELS.get(kind.value, logging.WARNING)
        qt_log.log(level, "%s: %s", context.category, message)
        if sys.stderr is not None:
            sys.stderr.write(f"{message}\n")

    return qInstallMessageHandler(handle)


def use_fonts_for_every_script(app: QApplication) -> None:
    """Let text in any script show on screen, not as empty boxes.

    The bundled Chinese/Japanese/Korean and emoji fonts (``ui/fonts.py``) back the system's
    own font: the CJK font comes first, since Qt finds Hangul only in a font listed before
    DejaVu Sans, and it has no Latin letter, so Latin text keeps the system's font.
    """
    from starshine_desktop.ui.fonts import CJK_FAMILY, EMOJI_FAMILY, TEXT_FAMILY, register_fonts

    register_fonts()
    font = app.font()
    system = [family for family in font.families() if family not in (CJK_FAMILY, EMOJI_FAMILY)]
    font.setFamilies([CJK_FAMILY, *(system or [font.family()]), TEXT_FAMILY, EMOJI_FAMILY])
    app.setFont(font)


QT_OPTIONS_WITH_VALUE = frozenset(
    {
        "style",
        "stylesheet",
        "platform",
        "platformpluginpath",
        "platformtheme",
        "plugin",
        "qwindowgeometry",
        "qwindowicon",
        "qwindowtitle",
        "display",
        "geometry",
        "session",
        "qmljsdebugger",
    }
)
"""Qt's own command-line options (QApplication, QGuiApplication) that take a value."""
QT_FLAGS = frozenset({"reverse", "widgetcount", "nograb", "dograb", "sync"})
"""Qt's own command-line options that stand alone."""


def split_qt_options(args: Sequence[str]) -> tuple[list[str], list[str]]:
    """Return (Qt's own options, the app's arguments) from a command line.

    ``-style fusion``, ``-style=fusion``, ``--platform xcb``, ``-reverse`` … go to
    ``QApplication``, which reads them; everything else is the app's.
    """
    qt: list[str] = []
    own: list[str] = []
    index = 0
    while index < len(args):
        arg = args[index]
        name = arg.lstrip("-").split("=", 1)[0] if arg.startswith("-") else ""
        if name in QT_OPTIONS_WITH_VALUE:
            if "=" in arg or index + 1 >= len(args):
                qt.append(arg)
            else:
                qt += [arg, args[index + 1]]
                index += 1
        elif name in QT_FLAGS and "=" not in arg:
            qt.append(arg)
        else:
            own.append(arg)
        index += 1
    return qt, own


def run_gui(args: Sequence[str]) -> int:
    """Start the application and return its exit status."""
    qt_options, args = split_qt_options(args)
    options = parse_arguments(args)
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
    elif sys.platform == "darwin":  # Finder opens files with an event, not the command line
        app = FileOpenApplication([sys.argv[0], *qt_options])
    else:
        app = QApplication([sys.argv[0], *qt_options])
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_FILE_NAME)
    instance_name = single_instance.server_name(paths.data_folder())
    ignored: list[str] = []  # sockets not this user's: said once the log is started
    requested = options.campaign if options.address is None else options.address
    if single_instance.hand_over(instance_name, requested, on_problem=ignored.append):
        return 0  # the running window took the file
    log_files = start_logging()
    for problem in ignored:
        log.warning("%s; starting on its own", problem)
    install_excepthook(log_files.log)
    log_qt_messages()
    settings = open_settings()
    # Before any window or message is built: texts are translated when they are made.
    translations = language.install_translations(
        language.startup_choice(options.language, settings)
    )
    app.setWindowIcon(QIcon(str(paths.app_icon_path())))
    prompter = DialogPrompter()
    handed: list[bool] = []

    def hand_over_to_holder(holder: CampaignLockedError) -> bool:
        taken = wait_and_hand_over(instance_name, options.campaign, holder)
        handed.append(taken)
        return taken

    if options.address is not None:
        campaign = open_shared_at_start(options.address, prompter)
    else:
        campaign = open_initial_campaign(
            options.campaign, prompter, settings=settings, on_locked=hand_over_to_holder
        )
    if campaign is None:
        return 0 if any(handed) else 1
    window = build_main_window(campaign, settings=settings, prompter=prompter)
    servers: list[InstanceServer] = []
    if isinstance(app, FileOpenApplication):
        app.set_file_handler(lambda path: take_request(window, path))
    callbacks: list[Callable[[], object]] = []
    if os.environ.get(FIRST_PAINT_VARIABLE):
        callbacks.append(_report_first_paint_and_quit)
    else:
        # Just after the first frame: reading the fallback fonts costs start-up time.
        callbacks.append(lambda: use_fonts_for_every_script(app))
        if os.name == "posix":  # just after the first frame: signal costs start-up time
            callbacks.append(lambda: CloseOnTermination(window))
        callbacks.append(window.finish_opening)
        callbacks.append(lambda: window.campaign.warm_up())
        callbacks.append(lambda: servers.append(listen_for_later_launches(window, instance_name)))
    AfterFirstPaint(window, callbacks)
    window.show()
    try:
        return app.exec()
    finally:
        for server in servers:
            server.close()
        translations.remove()
