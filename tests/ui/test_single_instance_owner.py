"""The hand-over socket cannot be squatted: it lives where only this user can create files,
and a socket (or a process behind it) of another user is ignored, logged, and never told
which campaign is being opened; the launch starts its own window."""

from __future__ import annotations

import errno
import logging
import os
import pwd
import stat
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.services.safety import backups_of
from starshine_desktop.ui.instance_server import InstanceServer
from starshine_desktop.ui.single_instance import hand_over, server_name

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="Unix sockets and user ids")

#: A listener standing in for another user's program: it binds the path, then (``chown``)
#: gives the socket file to the other user or (``drop``) becomes that user before listening.
SQUATTER = textwrap.dedent(
    """
    import os, socket, sys
    path, how, uid = sys.argv[1], sys.argv[2], int(sys.argv[3])
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    if how == "chown":
        os.chown(path, uid, uid)
    else:
        os.setgid(uid)
        os.setuid(uid)
    listener.listen(1)
    print("listening", flush=True)
    listener.settimeout(float(sys.argv[4]))
    try:
        caller, _ = listener.accept()
    except TimeoutError:
        print("nothing", flush=True)
    else:
        caller.settimeout(5)
        print("got", caller.recv(4096), flush=True)
        caller.sendall(b"ok\\n")
    """
)


def _nobody() -> int:
    return pwd.getpwnam("nobody").pw_uid


root_only = pytest.mark.skipif(
    os.geteuid() != 0, reason="another user's socket can be made only as root"
)


@pytest.fixture(autouse=True)
def no_runtime_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)


def _squat(name: str, how: str, wait: float = 8.0) -> subprocess.Popen[str]:
    squatter = subprocess.Popen(
        [sys.executable, "-c", SQUATTER, name, how, str(_nobody()), str(wait)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert squatter.stdout is not None
    assert squatter.stdout.readline() == "listening\n"
    return squatter


@pytest.fixture
def name(tmp_path: Path) -> Iterator[str]:
    name = server_name(tmp_path / "data")
    yield name
    Path(name).unlink(missing_ok=True)


def test_the_socket_is_in_a_folder_only_this_user_can_create_files_in(tmp_path: Path) -> None:
    folder = Path(server_name(tmp_path / "data")).parent
    status = os.lstat(folder)
    assert stat.S_ISDIR(status.st_mode) and status.st_uid == os.getuid()
    assert stat.S_IMODE(status.st_mode) == 0o700
    assert folder != Path(tempfile.gettempdir())


def test_the_runtime_folder_is_used_only_when_it_is_private(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    assert Path(server_name(tmp_path / "data")).parent == runtime
    runtime.chmod(0o1777)  # shared, like the temporary folder
    assert Path(server_name(tmp_path / "data")).parent == tmp_path / "data" / "run"


def test_a_run_folder_left_open_is_closed_and_a_linked_one_is_not_used(tmp_path: Path) -> None:
    run = tmp_path / "data" / "run"
    run.mkdir(parents=True, mode=0o777)
    run.chmod(0o777)
    assert Path(server_name(tmp_path / "data")).parent == run
    assert stat.S_IMODE(os.lstat(run).st_mode) == 0o700
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(mode=0o700)
    other = tmp_path / "other"
    (other).mkdir()
    (other / "run").symlink_to(elsewhere, target_is_directory=True)
    folder = Path(server_name(other)).parent
    assert folder not in (other / "run", elsewhere)
    assert stat.S_IMODE(os.lstat(folder).st_mode) == 0o700


@pytest.mark.parametrize(
    ("refusal", "reason"),
    [
        (PermissionError(errno.EPERM, "Operation not permitted"), "Operation not permitted"),
        (
            NotImplementedError("chmod: follow_symlinks unavailable on this platform"),
            "chmod: follow_symlinks unavailable on this platform",
        ),
    ],
)
def test_a_run_folder_that_cannot_be_closed_says_why_in_the_log(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    refusal: Exception,
    reason: str,
) -> None:
    run = tmp_path / "data" / "run"
    run.mkdir(parents=True)
    run.chmod(0o777)

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise refusal

    monkeypatch.setattr(os, "chmod", refuse)
    with caplog.at_level(logging.WARNING, logger="starshine_desktop.single_instance"):
        folder = Path(server_name(tmp_path / "data")).parent
    assert (
        f"The folder {run} for the hand-over socket could not be made private (mode 0700): {reason}"
    ) in caplog.messages
    # As before: the open folder is not used, the next private one is.
    assert folder != run
    assert stat.S_IMODE(os.lstat(run).st_mode) == 0o777
    assert any(
        message.startswith("Not a place for the hand-over socket") for message in caplog.messages
    )


@root_only
def test_a_listener_of_another_user_is_told_nothing_and_ignored(
    qapp: object, name: str, tmp_path: Path
) -> None:
    squatter = _squat(name, "drop")
    said: list[str] = []
    assert not hand_over(name, tmp_path / "Secret Plans.starshine", on_problem=said.append)
    out, _ = squatter.communicate(timeout=30)
    assert "Secret Plans" not in out
    [problem] = said
    assert "belongs to another user" in problem and f"uid {_nobody()}" in problem


@root_only
def test_a_socket_file_of_another_user_is_not_even_connected_to(
    qapp: object, name: str, tmp_path: Path
) -> None:
    squatter = _squat(name, "chown", wait=3)
    said: list[str] = []
    assert not hand_over(name, tmp_path / "Secret Plans.starshine", on_problem=said.append)
    out, _ = squatter.communicate(timeout=30)
    assert out.strip() == "nothing"
    assert len(said) == 1 and "belongs to another user" in said[0]


@root_only
def test_a_caller_of_another_user_is_hung_up_on(qtbot: QtBot) -> None:
    # Opened up for the test, as a mistaken permission would: anyone may connect.
    folder = Path(tempfile.mkdtemp(prefix="starshine-test-"))
    folder.chmod(0o711)
    name = str(folder / "instance")
    server = InstanceServer(name)
    assert server.listen()
    try:
        Path(name).chmod(0o777)
        received: list[object] = []
        server.requested.connect(received.append)
        caller = textwrap.dedent(
            f"""
            import os, socket
            os.setgid({_nobody()}); os.setuid({_nobody()})
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.connect({name!r})
            s.settimeout(10)
            try:
                s.sendall(b'{{"open": "/tmp/x.starshine"}}\\n')
                print(repr(s.recv(100)))
            except (ConnectionResetError, BrokenPipeError):
                print("hung up")
            """
        )
        other = subprocess.Popen([sys.executable, "-c", caller], stdout=subprocess.PIPE, text=True)
        qtbot.waitUntil(lambda: other.poll() is not None, timeout=20_000)
        assert other.returncode == 0
        assert other.stdout is not None and other.stdout.read().strip() in ("b''", "hung up")
        qtbot.wait(200)
        assert received == []
    finally:
        server.close()
        Path(name).unlink(missing_ok=True)
        folder.rmdir()


@root_only
def test_a_launch_beside_a_squatter_opens_its_own_window(tmp_path: Path) -> None:
    home = tmp_path / "home"
    environment = {**os.environ, "STARSHINE_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    environment.pop("STARSHINE_EXIT_AFTER_FIRST_PAINT", None)
    environment.pop("XDG_RUNTIME_DIR", None)
    campaign = tmp_path / "Secret Plans.starshine"
    create_campaign(campaign).close()
    name = server_name(home)
    squatter = _squat(name, "drop", wait=60)
    launch = subprocess.Popen(
        [sys.executable, "-m", "starshine_desktop", str(campaign)], env=environment, cwd=tmp_path
    )
    try:
        deadline = time.monotonic() + 60
        while not backups_of(campaign, home / "backups"):  # on screen: the open backup is taken
            assert launch.poll() is None, "the launch ended instead of opening its window"
            assert time.monotonic() < deadline, "the launch never opened its campaign"
            time.sleep(0.1)
        text = (home / "logs" / "starshine-desktop.log").read_text(encoding="utf-8")
        assert "hand-over socket" in text and "belongs to another user" in text
        assert launch.poll() is None
    finally:
        launch.terminate()
        launch.wait(30)
        squatter.kill()
        out, _ = squatter.communicate(timeout=30)
        Path(name).unlink(missing_ok=True)
    assert "Secret Plans" not in out
