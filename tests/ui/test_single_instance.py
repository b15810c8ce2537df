"""One instance: a second launch hands its campaign (or nothing) to the running window."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.ui import single_instance
from starshine_desktop.ui.app import take_request
from starshine_desktop.ui.instance_server import InstanceServer
from starshine_desktop.ui.single_instance import hand_over, server_name

from .conftest import ScriptedPrompter, WindowFactory


@pytest.fixture
def name(tmp_path: Path) -> str:
    return server_name(tmp_path / "data")


@pytest.fixture
def server(name: str) -> Iterator[InstanceServer]:
    server = InstanceServer(name)
    assert server.listen()
    yield server
    server.close()


def _hand_over_from_another_process(
    name: str, path: Path | None, cwd: Path
) -> subprocess.Popen[str]:
    argument = "None" if path is None else f"Path({str(path)!r})"
    script = textwrap.dedent(
        f"""
        import sys
        from pathlib import Path
        from PySide6.QtCore import QCoreApplication
        from starshine_desktop.ui.single_instance import hand_over
        application = QCoreApplication([])
        sys.exit(0 if hand_over({name!r}, {argument}) else 3)
        """
    )
    return subprocess.Popen(
        [sys.executable, "-c", script], cwd=cwd, stdout=subprocess.PIPE, text=True
    )


def test_the_name_depends_on_the_data_folder(tmp_path: Path) -> None:
    assert server_name(tmp_path / "a") == server_name(tmp_path / "a")
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")


def test_a_second_process_hands_over_its_path_made_absolute(
    qtbot: QtBot, server: InstanceServer, name: str, tmp_path: Path
) -> None:
    with qtbot.waitSignal(server.requested, timeout=10_000) as signal:
        launch = _hand_over_from_another_process(name, Path("Voyage.starshine"), tmp_path)
    assert signal.args == [tmp_path / "Voyage.starshine"]
    assert launch.wait(10) == 0  # it was answered, so it exits


def test_a_second_process_without_a_path_asks_only_to_be_raised(
    qtbot: QtBot, server: InstanceServer, name: str, tmp_path: Path
) -> None:
    with qtbot.waitSignal(server.requested, timeout=10_000) as signal:
        launch = _hand_over_from_another_process(name, None, tmp_path)
    assert signal.args == [None]
    assert launch.wait(10) == 0


def test_a_launch_in_the_same_thread_is_answered_too(
    server: InstanceServer, name: str, tmp_path: Path
) -> None:
    received: list[object] = []
    server.requested.connect(received.append)
    assert hand_over(name, tmp_path / "Voyage.starshine")
    assert received == [tmp_path / "Voyage.starshine"]


def test_with_nobody_listening_the_launch_starts_itself_at_once(name: str) -> None:
    started = time.monotonic()
    assert not hand_over(name, None)
    assert time.monotonic() - started < 1


@pytest.mark.skipif(sys.platform == "win32", reason="a socket file exists on Unix only")
def test_a_socket_left_by_a_crash_is_not_an_instance_and_is_replaced(name: str) -> None:
    crashed = InstanceServer(name)
    assert crashed.listen()
    from PySide6.QtNetwork import QLocalServer

    # Closing the server removes its file; a crash leaves a file nobody answers on.
    server = crashed._server
    assert isinstance(server, QLocalServer)
    server.setParent(None)
    crashed._server = None
    server.close()
    Path(name).write_bytes(b"")
    assert os.path.exists(name)
    assert not hand_over(name, None)
    again = InstanceServer(name)
    assert again.listen()
    again.close()


def test_a_second_server_on_the_same_name_stays_quiet(server: InstanceServer, name: str) -> None:
    second = InstanceServer(name)
    assert not second.listen()
    assert not second.listening
    assert server.listening


def test_a_message_that_is_not_a_request_is_dropped(
    qtbot: QtBot, server: InstanceServer, name: str
) -> None:
    from PySide6.QtNetwork import QLocalSocket

    received: list[object] = []
    server.requested.connect(received.append)
    socket = QLocalSocket()
    socket.connectToServer(name)
    assert socket.waitForConnected(2000)
    socket.write(b"GET / HTTP/1.0\n")
    socket.flush()
    qtbot.waitUntil(lambda: socket.state() == QLocalSocket.LocalSocketState.UnconnectedState)
    assert received == []


@pytest.mark.parametrize(
    "message",
    [
        b"[]",
        b'{"open": 3}',
        b'{"open": ""}',
        b'{"close": null}',
        b"\xff",
        b"not json",
        b'{"open": null, "address": 5}',
        b'{"open": null, "address": ""}',
    ],
)
def test_decode_refuses_what_is_not_a_request(message: bytes) -> None:
    with pytest.raises(ValueError):
        single_instance.decode_request(message)


def test_a_request_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "Ünïcode campaign.starshine"
    assert single_instance.decode_request(single_instance.encode_request(path).strip()) == path
    assert single_instance.decode_request(single_instance.encode_request(None).strip()) is None
    address = "postgresql://lin@table.local:5432/harbour?sslmode=verify-full"
    assert single_instance.decode_request(single_instance.encode_request(address)) == address


def test_the_window_opens_the_campaign_it_is_handed(
    open_window: WindowFactory, campaign_path: Path, tmp_path: Path
) -> None:
    window = open_window(campaign_path)
    other = tmp_path / "Second Night.starshine"
    create_campaign(other).close()
    window.showMinimized()
    take_request(window, other)
    assert not window.isMinimized()
    assert window.campaign.path == other
    assert "Second Night" in window.windowTitle()


def test_a_handed_campaign_waits_for_an_open_dialog_to_be_closed(
    open_window: WindowFactory, campaign_path: Path, tmp_path: Path, qtbot: QtBot
) -> None:
    from PySide6.QtWidgets import QDialog

    window = open_window(campaign_path)
    other = tmp_path / "Second Night.starshine"
    create_campaign(other).close()
    dialog = QDialog(window)
    dialog.setWindowTitle("Start Challenge")
    dialog.setModal(True)
    dialog.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog)
    take_request(window, other)
    assert window.campaign.path == campaign_path
    assert window.statusBar().currentMessage() == (
        "Close “Start Challenge” first, then open Second Night.starshine again."
    )
    dialog.reject()
    take_request(window, other)
    assert window.campaign.path == other


def test_a_handed_path_with_no_campaign_is_refused_with_a_message(
    open_window: WindowFactory, campaign_path: Path, tmp_path: Path, prompter: ScriptedPrompter
) -> None:
    window = open_window(campaign_path)
    missing = tmp_path / "Nowhere.starshine"
    take_request(window, missing)
    assert prompter.errors == [f"There is no campaign at {missing}."]
    assert window.campaign.path == campaign_path
    assert not missing.exists()


def test_the_file_open_event_opens_the_file_even_before_the_window_is_there(
    tmp_path: Path,
) -> None:
    script = textwrap.dedent(
        f"""
        from pathlib import Path
        from PySide6.QtCore import QEvent
        from PySide6.QtGui import QFileOpenEvent
        from starshine_desktop.ui.app import FileOpenApplication

        app = FileOpenApplication([])
        first, second = Path({str(tmp_path / "One.starshine")!r}), Path("Two.starshine")
        assert app.sendEvent(app, QFileOpenEvent(str(first)))  # before the window exists
        opened = []
        app.set_file_handler(opened.append)
        assert opened == [first], opened
        app.sendEvent(app, QFileOpenEvent(str(second)))
        app.sendEvent(app, QEvent(QEvent.Type.FileOpen))  # no file: ignored
        app.sendEvent(app, QEvent(QEvent.Type.User))  # others go on as before
        assert opened == [first, second], opened
        print("opened", len(opened))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "opened 2"


def test_a_second_launch_of_the_app_hands_its_campaign_to_the_first(tmp_path: Path) -> None:
    home = tmp_path / "home"
    environment = {**os.environ, "STARSHINE_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    environment.pop("STARSHINE_EXIT_AFTER_FIRST_PAINT", None)
    other = tmp_path / "Second Night.starshine"
    create_campaign(other).close()
    command = [sys.executable, "-m", "starshine_desktop"]
    first = subprocess.Popen(command, env=environment, cwd=tmp_path)
    try:
        name = server_name(home)
        deadline = time.monotonic() + 60
        while not hand_over(name, None, timeout_ms=500):  # listening once on screen
            assert first.poll() is None, "the first instance stopped"
            assert time.monotonic() < deadline, "the first instance never listened"
            time.sleep(0.1)
        second = subprocess.run(
            [*command, other.name], env=environment, cwd=tmp_path, timeout=60, check=False
        )
        assert second.returncode == 0
        log = home / "logs" / "starshine-desktop.log"
        deadline = time.monotonic() + 30
        while f"and open {other}" not in log.read_text(encoding="utf-8"):
            assert time.monotonic() < deadline, log.read_text(encoding="utf-8")
            time.sleep(0.1)
        assert log.read_text(encoding="utf-8").count(" started (Python") == 1
        from starshine_desktop.services.safety import backups_of

        deadline = time.monotonic() + 30
        while not backups_of(other, home / "backups"):  # opening it took a backup
            assert time.monotonic() < deadline, "the handed campaign was not opened"
            time.sleep(0.1)
        assert first.poll() is None
    finally:
        first.terminate()
        first.wait(30)
        Path(server_name(home)).unlink(missing_ok=True)  # killed, it could not remove it
