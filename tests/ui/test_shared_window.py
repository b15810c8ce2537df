"""A shared campaign in the window, against the tests' own PostgreSQL server: opened by its
address (File › Connect…, the command line, a link), shared from a file, live between two
windows, and the connection's state when the server stops and starts again."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import keyring
import pytest
from keyring.backend import KeyringBackend
from postgres_server import PostgresServer, start_server, stop_server
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QLineEdit, QWidget
from pytestqt.qtbot import QtBot
from sqlalchemy import create_engine, text

from starshine_desktop.services.campaign import create_campaign, open_shared_campaign
from starshine_desktop.services.shared_open import link_of, write_link
from starshine_desktop.storage.rows import PersonaValues
from starshine_desktop.storage.server import create_server_campaign
from starshine_desktop.storage.server_roles import is_protected
from starshine_desktop.ui import shared_campaigns
from starshine_desktop.ui.app import (
    open_initial_campaign,
    open_shared_at_start,
    parse_arguments,
    take_request,
)
from starshine_desktop.ui.dialogs.connect import ConnectDialog
from starshine_desktop.ui.main_window import MainWindow
from starshine_desktop.ui.shared_live import ConnectionState
from starshine_desktop.ui.starshine.persona_sheet import Field

from .conftest import CampaignWindow, ScriptedPrompter
from .look import dark_palette

CTRL = Qt.KeyboardModifier.ControlModifier


def _type_into(qtbot: QtBot, edit: QLineEdit, text: str, *, enter: bool = True) -> None:
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(edit, text)
    if enter:
        qtbot.keyClick(edit, Qt.Key.Key_Return)


def _shared_campaign(url: str, *names: str) -> str:
    """Make the empty database at ``url`` a campaign holding Personae called ``names``."""
    create_server_campaign(url).close()
    campaign = open_shared_campaign(url)
    try:
        for name in names:
            campaign.personae.add_persona(PersonaValues(name=name))
    finally:
        campaign.close()
    return url


def _names(window: MainWindow) -> list[str]:
    model = window.personae.model
    return [str(model.index(row, 0).data()) for row in range(model.rowCount())]


SharedWindow = Callable[[str], MainWindow]


@pytest.fixture
def shared_window(campaign_window: CampaignWindow) -> SharedWindow:
    """Return a function that opens the shared campaign at an address in a new window."""
    return lambda url: campaign_window(open_shared_campaign(url))


def _settings_text(tmp_path: Path) -> str:
    return "".join(path.read_text("utf-8") for path in tmp_path.glob("*.ini"))


def test_file_connect_opens_the_shared_campaign_and_remembers_its_address(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    postgres_url: str,
    tmp_path: Path,
) -> None:
    _shared_campaign(postgres_url, "Vesper Hale")
    window = open_window(campaign_path)
    window.campaign_files.shared.action_connect.trigger()
    dialog = window.campaign_files.shared.dialog
    assert isinstance(dialog, ConnectDialog) and dialog.isVisible()
    assert not dialog.needs_password()  # no address yet
    _type_into(qtbot, dialog.address, "not an address", enter=False)
    assert dialog.message.text() == (
        "An address starts with postgresql:// and names the user, server and database."
    )
    assert not dialog.go.isEnabled()
    _type_into(qtbot, dialog.address, postgres_url, enter=False)
    assert not dialog.message.isVisible() and dialog.go.isEnabled()
    qtbot.waitUntil(dialog.needs_password)  # the keyring holds none (left empty: trusted)
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.campaign.shared)
    database = postgres_url.split("?")[0].rsplit("/", 1)[1]
    assert window.windowTitle() == f"{database} — Starshine Desktop"
    assert _names(window) == ["Vesper Hale"]
    assert window.live is not None and window.live.state is ConnectionState.CONNECTED
    assert window.live.indicator.text() == "Connected to the server on this computer"
    address = window.campaign.address
    assert address is not None and address.startswith("postgresql://postgres@/")
    assert window.campaign_files.recent_entries()[0] == address
    assert str(campaign_path) in [str(p) for p in window.campaign_files.recent_entries()]
    window.campaign_files._fill_recent_menu()
    texts = [action.text() for action in window.campaign_files.recent_menu.actions()]
    assert texts == [f"Table Night  ({campaign_path.parent})"]
    # Back to the file and again to the shared campaign through the recent campaigns.
    assert window.campaign_files.open_campaign_file(campaign_path)
    assert window.live is None and not window.campaign.shared
    window.campaign_files._fill_recent_menu()
    (recent,) = window.campaign_files.recent_menu.actions()
    assert recent.text() == f"{database}  (shared, {address})"
    recent.trigger()
    assert window.campaign.shared and _names(window) == ["Vesper Hale"]


@pytest.mark.parametrize(
    ("address", "said"),
    [
        ("postgresql://lin:secret@table.invalid/harbour", "holds a password"),
        ("postgresql://postgres@/nowhere?host=/nonexistent-socket-folder", "cannot be reached"),
    ],
)
def test_an_address_that_cannot_be_opened_is_said_in_a_sentence_and_changes_nothing(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    address: str,
    said: str,
) -> None:
    window = open_window(campaign_path)
    dialog = window.campaign_files.shared.connect_dialog()
    _type_into(qtbot, dialog.address, address, enter=False)
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert said in dialog.message.text()
    assert "secret" not in dialog.message.text()
    assert window.campaign.path == campaign_path and window.live is None
    dialog.reject()


def test_a_database_that_is_not_a_campaign_is_refused_untouched(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    postgres_url: str,
    prompter: ScriptedPrompter,
) -> None:
    window = open_window(campaign_path)
    assert not window.campaign_files.shared.connect_to(postgres_url)
    (error,) = prompter.errors
    assert "is not a Starshine campaign: the database is empty" in error
    assert window.campaign.path == campaign_path


def test_share_campaign_publishes_the_file_and_offers_to_open_it(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    postgres_url: str,
    prompter: ScriptedPrompter,
) -> None:
    window = open_window(campaign_path)
    qtbot.mouseClick(window.personae.add_button, Qt.MouseButton.LeftButton)
    _type_into(qtbot, window.personae.sheet.edits[Field.NAME], "Ada Quill")
    assert not window.campaign_files.shared.action_save_link.isEnabled()
    window.campaign_files.shared.action_share.trigger()
    dialog = window.campaign_files.shared.dialog
    assert isinstance(dialog, ConnectDialog)
    assert "Copies Table Night into an empty PostgreSQL database" in dialog.intro.text()
    _type_into(qtbot, dialog.address, postgres_url, enter=False)
    prompter.confirm_answers.append(True)
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    assert not dialog.message.text()
    qtbot.waitUntil(lambda: window.campaign.shared)
    assert "is now shared at postgresql://postgres@/" in prompter.questions[0]
    assert _names(window) == ["Ada Quill"]
    # Shared as the command line's publish shares: the server enforces the roles (row-level
    # security on a Persona's tables), ready for File › Shared campaign › Add player….
    engine = create_engine(postgres_url)
    try:
        with engine.connect() as connection:
            assert is_protected(connection)
            assert connection.execute(
                text("SELECT relforcerowsecurity FROM pg_class WHERE relname = 'persona'")
            ).scalar()
    finally:
        engine.dispose()
    assert window.campaign_files.shared.director_menu.menuAction().isVisible()
    assert window.campaign_files.shared.action_save_link.isEnabled()
    assert not window.campaign_files.shared.action_share.isEnabled()
    # A second share into the same database is refused: it holds tables now.
    window.campaign_files.open_campaign_file(campaign_path)
    dialog = window.campaign_files.shared.share_campaign()
    assert dialog is not None
    _type_into(qtbot, dialog.address, postgres_url, enter=False)
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    assert "already holds tables" in dialog.message.text()
    assert not window.campaign.shared
    dialog.reject()


def test_a_saved_link_opens_the_shared_campaign_from_file_open_and_the_command_line(
    qtbot: QtBot,
    shared_window: SharedWindow,
    postgres_url: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    prompter: ScriptedPrompter,
    open_window: Callable[[Path], MainWindow],
) -> None:
    _shared_campaign(postgres_url, "Vesper Hale")
    window = shared_window(postgres_url)
    target = tmp_path / "Harbour.starshine-link"
    monkeypatch.setattr(shared_campaigns, "choose_link_destination", lambda _p, _s: target)
    window.campaign_files.shared.action_save_link.trigger()
    document = json.loads(target.read_text("utf-8"))
    assert document["format"] == "starshine-link"
    assert document["address"] == window.campaign.address
    assert "password" not in target.read_text("utf-8")
    assert window.statusBar().currentMessage().startswith("Saved a link to")

    local = tmp_path / "Local.starshine"
    create_campaign(local).close()
    other = open_window(local)
    prompter.paths.append(target)
    other.campaign_files.open_campaign_dialog()  # File › Open… takes a link file too
    assert other.campaign.shared and _names(other) == ["Vesper Hale"]

    assert parse_arguments([str(target)]).campaign == target
    assert parse_arguments([postgres_url]).address == postgres_url
    other.campaign_files.open_campaign_file(local)
    take_request(other, postgres_url)  # a later launch handed its address over
    assert other.campaign.shared


def test_a_link_that_is_not_one_is_refused_with_a_sentence_naming_it(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    tmp_path: Path,
    prompter: ScriptedPrompter,
) -> None:
    window = open_window(campaign_path)
    bad = tmp_path / "Harbour.starshine-link"
    bad.write_text("[1, 2, 3]", "utf-8")
    assert not window.campaign_files.open_campaign_file(bad)
    assert prompter.errors == [
        "Harbour.starshine-link is not a link to a shared campaign: it does not say it is a "
        "link file. Nothing was opened."
    ]
    assert window.campaign.path == campaign_path


def test_an_edit_in_one_window_shows_in_the_other(
    qtbot: QtBot, shared_window: SharedWindow, postgres_url: str
) -> None:
    _shared_campaign(postgres_url, "Vesper Hale")
    first = shared_window(postgres_url)
    second = shared_window(postgres_url)
    assert _names(second) == ["Vesper Hale"]
    first.personae.select_persona(1)
    _type_into(qtbot, first.personae.sheet.edits[Field.NAME], "Vesper Hale-Ashford")
    assert _names(first) == ["Vesper Hale-Ashford"]
    qtbot.waitUntil(lambda: _names(second) == ["Vesper Hale-Ashford"], timeout=5000)
    assert second.live is not None and first.live is not None
    assert second.live.applied == 1
    qtbot.mouseClick(second.personae.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(_names(first)) == 2, timeout=5000)
    assert sorted(_names(first)) == ["New Persona", "Vesper Hale-Ashford"]
    # Another's new Persona does not take the place of the one selected here.
    assert first.personae.current_persona_id() == 1
    assert second.personae.current_persona_id() == 2
    # Each window applied the other's notice only: its own edits' notices are left out.
    qtbot.wait(200)
    assert first.live.applied == 1 and second.live.applied == 1
    assert first.undo_stack.count() == 1 and second.undo_stack.count() == 1


@pytest.fixture
def own_server() -> Iterator[PostgresServer]:
    """A server of this test's own, stopped and started again by it."""
    server = start_server()
    try:
        yield server
    finally:
        stop_server(server)


def test_the_connection_goes_offline_and_comes_back_and_an_edit_while_down_says_so(
    qtbot: QtBot, shared_window: SharedWindow, own_server: PostgresServer, screenshots: Path
) -> None:
    url = _shared_campaign(own_server.url(own_server.create_database()), "Vesper Hale")
    window = shared_window(url)
    live = window.live
    assert live is not None
    states: list[ConnectionState] = []
    live.state_changed.connect(states.append)
    window.personae.select_persona(1)
    own_server.stop_cleanly()
    qtbot.waitUntil(lambda: live.state is ConnectionState.OFFLINE, timeout=10_000)
    offline = "Offline: the server on this computer cannot be reached"
    assert live.indicator.text().startswith(offline)
    for palette_name, palette in (("light", QPalette()), ("dark", dark_palette())):
        window.setPalette(palette)
        for width, height in ((1366, 768), (1024, 600)):
            window.resize(width, height)
            assert live.indicator.geometry().right() <= window.statusBar().width()
            shot = screenshots / f"offline-{width}x{height}-{palette_name}.png"
            window.grab().save(str(shot))
    window.setPalette(QPalette())
    name = window.personae.sheet.edits[Field.NAME]
    _type_into(qtbot, name, "Lost Name")
    shown = window.personae.sheet.error_text(Field.NAME) + " ".join(
        window.prompter.errors  # type: ignore[attr-defined]
    )
    assert "The server of the shared campaign" in shown
    assert "cannot be reached" in shown and "nothing can be read or saved" in shown
    assert name.text() == "Vesper Hale"  # the field shows what is saved
    assert window.undo_stack.count() == 0
    own_server.start_again()
    # Meanwhile another window changed the Persona: the window reads it once it is back.
    other = open_shared_campaign(url)
    other.personae.rename_persona(1, "Vesper Ashford")
    other.close()
    qtbot.waitUntil(lambda: live.state is ConnectionState.CONNECTED, timeout=40_000)
    assert ConnectionState.RECONNECTING in states
    assert live.indicator.text() == "Connected to the server on this computer"
    qtbot.waitUntil(lambda: _names(window) == ["Vesper Ashford"], timeout=5000)


def _composite(window: MainWindow, dialog: QWidget | None) -> QPixmap:
    """Return the window as on screen, with ``dialog`` (if any) drawn centred over it."""
    picture = window.grab()
    if dialog is not None:
        shot = dialog.grab()
        painter = QPainter(picture)
        painter.drawPixmap(
            (picture.width() - shot.width()) // 2, (picture.height() - shot.height()) // 3, shot
        )
        painter.end()
    return picture


def test_screenshots_of_the_connect_dialog_and_the_connection_state(
    qtbot: QtBot, shared_window: SharedWindow, postgres_url: str, screenshots: Path
) -> None:
    _shared_campaign(postgres_url, "Vesper Hale", "Ada Quill")
    window = shared_window(postgres_url)
    live = window.live
    assert live is not None
    dialog = window.campaign_files.shared.connect_dialog()
    _type_into(qtbot, dialog.address, "postgresql://lin@table.local:5432/harbour", enter=False)
    qtbot.waitUntil(dialog.needs_password)
    for palette_name, palette in (("light", QPalette()), ("dark", dark_palette())):
        window.setPalette(palette)
        dialog.setPalette(palette)
        for width, height in ((1366, 768), (1024, 600)):
            window.resize(width, height)
            qtbot.wait(20)
            assert dialog.width() <= width and dialog.sizeHint().width() <= width
            assert live.indicator.isVisible()
            assert live.indicator.geometry().right() <= window.statusBar().width()
            name = f"connect-dialog-{width}x{height}-{palette_name}.png"
            _composite(window, dialog).save(str(screenshots / name))
            _composite(window, None).save(
                str(screenshots / f"connected-{width}x{height}-{palette_name}.png")
            )
    dialog.reject()
    live.lost()  # the server answers again at once: back to connected
    assert live.state is ConnectionState.CONNECTED
    window.setPalette(QPalette())


class _Keyring(KeyringBackend):
    """A keyring in memory, standing in for the system's."""

    priority = 1
    kept: dict[tuple[str, str], str]

    def __init__(self) -> None:
        self.kept = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.kept.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.kept[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.kept.pop((service, username), None)


def test_no_password_is_asked_for_an_address_the_keyring_holds(
    qtbot: QtBot, open_window: Callable[[Path], MainWindow], campaign_path: Path
) -> None:
    memory = _Keyring()
    memory.set_password("Starshine Desktop", "lin@table.local:5432/harbour", "kept")
    before = keyring.get_keyring()
    keyring.set_keyring(memory)
    try:
        window = open_window(campaign_path)
        dialog = window.campaign_files.shared.connect_dialog()
        _type_into(qtbot, dialog.address, "postgresql://lin@table.local:5432/other", enter=False)
        qtbot.waitUntil(dialog.needs_password)
        _type_into(qtbot, dialog.address, "postgresql://lin@table.local:5432/harbour", enter=False)
        qtbot.waitUntil(lambda: not dialog.needs_password())
        dialog.reject()
    finally:
        keyring.set_keyring(before)


def test_a_shared_campaign_of_a_newer_version_is_refused_in_the_dialog(
    qtbot: QtBot,
    open_window: Callable[[Path], MainWindow],
    campaign_path: Path,
    postgres_url: str,
) -> None:
    import psycopg

    _shared_campaign(postgres_url)
    database = postgres_url.split("?")[0].rsplit("/", 1)[1]
    options = dict(part.split("=", 1) for part in postgres_url.split("?")[1].split("&"))
    with psycopg.connect(
        host=options["host"], port=options["port"], user="postgres", dbname=database
    ) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0099'")
    window = open_window(campaign_path)
    dialog = window.campaign_files.shared.connect_dialog()
    _type_into(qtbot, dialog.address, postgres_url, enter=False)
    qtbot.mouseClick(dialog.go, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert dialog.message.text().startswith(f"{database} uses campaign format version 99")
    assert window.campaign.path == campaign_path and window.live is None
    dialog.reject()


def test_a_launch_with_an_address_or_a_link_opens_the_shared_campaign(
    qtbot: QtBot, postgres_url: str, tmp_path: Path, prompter: ScriptedPrompter
) -> None:
    _shared_campaign(postgres_url, "Vesper Hale")
    campaign = open_shared_at_start(postgres_url, prompter)
    assert campaign is not None and campaign.shared
    link = tmp_path / "Harbour.starshine-link"
    write_link(link_of(campaign.address or "", "Harbour"), link)
    campaign.close()
    from_link = open_initial_campaign(link, prompter)
    assert from_link is not None and from_link.shared
    assert [row.name for row in from_link.personae.list_personae()] == ["Vesper Hale"]
    from_link.close()
    link.write_text("{}", "utf-8")
    assert open_initial_campaign(link, prompter) is None
    assert prompter.errors == [
        "Harbour.starshine-link is not a link to a shared campaign: it does not say it is a "
        "link file. Nothing was opened."
    ]


def test_a_server_gone_that_nothing_caught_reaches_the_connection_not_the_crash_dialog(
    qtbot: QtBot, shared_window: SharedWindow, postgres_url: str, tmp_path: Path
) -> None:
    from starshine_desktop.storage.errors import ServerUnreachableError
    from starshine_desktop.ui import crash

    _shared_campaign(postgres_url, "Vesper Hale")
    window = shared_window(postgres_url)
    live = window.live
    assert live is not None
    shown: list[str] = []
    hook = crash.make_excepthook(tmp_path / "app.log", lambda details, _log: shown.append(details))
    states: list[ConnectionState] = []
    live.state_changed.connect(states.append)
    gone = ServerUnreachableError("harbour", "connection refused", reading=True)
    hook(type(gone), gone, None)
    assert shown == []  # no crash dialog
    assert states == [ConnectionState.RECONNECTING, ConnectionState.CONNECTED]
    assert (
        window.statusBar()
        .currentMessage()
        .startswith(
            "The server of the shared campaign harbour cannot be reached (connection refused)"
        )
    )
    window.close()
    assert crash.SERVER_GONE_HANDLERS == []  # a closed window is told nothing more
    hook(type(gone), gone, None)
    assert len(shown) == 1  # with no shared campaign open it is an error like any other
