"""A launch in the first moments of another hands over too: finding its campaign held by a
window of this user that is still starting, it waits for that window to listen and hands
its campaign over; only when none answers does it show the lock's message."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from starshine_desktop import paths
from starshine_desktop.services.campaign import Campaign, create_campaign
from starshine_desktop.storage.errors import CampaignExistsError, CampaignLockedError
from starshine_desktop.ui import app
from starshine_desktop.ui.app import open_initial_campaign, wait_and_hand_over
from starshine_desktop.ui.instance_server import InstanceServer
from starshine_desktop.ui.single_instance import server_name

from .conftest import ScriptedPrompter

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the tests use Unix sockets")

#: A first window still starting: it holds the campaign's lock at once but listens for later
#: launches only after the later launch has gone past its own first look (its log started).
STARTING_WINDOW = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication, QTimer
    from starshine_desktop import paths
    from starshine_desktop.services.campaign import open_campaign
    from starshine_desktop.ui.instance_server import InstanceServer
    from starshine_desktop.ui.single_instance import server_name

    application = QCoreApplication([])
    campaign = open_campaign(Path(sys.argv[1]))
    log = Path(sys.argv[2])
    server = InstanceServer(server_name(paths.data_folder()))

    def asked(path):
        print("asked", path, flush=True)
        application.quit()

    def look():
        if log.exists() and " started (Python" in log.read_text(encoding="utf-8"):
            timer.stop()
            print("listening" if server.listen() else "not listening", flush=True)

    server.requested.connect(asked)
    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(20)
    print("holding", flush=True)
    application.exec()
    server.close()
    campaign.close()
    """
)


@pytest.fixture
def environment(tmp_path: Path) -> dict[str, str]:
    home = tmp_path / "home"
    environment = {**os.environ, "STARSHINE_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    environment.pop("STARSHINE_EXIT_AFTER_FIRST_PAINT", None)
    return environment


@pytest.fixture
def held(tmp_path: Path) -> Iterator[Campaign]:
    """The campaign, held open as by a window of this user (this process)."""
    campaign = create_campaign(tmp_path / "Harbour.starshine")
    yield campaign
    campaign.close()


def test_a_launch_while_the_first_window_starts_hands_over_instead_of_refusing(
    tmp_path: Path, environment: dict[str, str]
) -> None:
    campaign = tmp_path / "Harbour.starshine"
    create_campaign(campaign).close()
    home = Path(environment["STARSHINE_HOME"])
    log = home / "logs" / "starshine-desktop.log"
    first = subprocess.Popen(
        [sys.executable, "-c", STARTING_WINDOW, str(campaign), str(log)],
        env=environment,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert first.stdout is not None and first.stdout.readline() == "holding\n"
        launch = subprocess.run(
            [sys.executable, "-m", "starshine_desktop", str(campaign)],
            env=environment,
            cwd=tmp_path,
            timeout=60,
            check=False,
            capture_output=True,
            text=True,
        )
        assert launch.returncode == 0, launch.stderr
        out, _ = first.communicate(timeout=30)
        assert out.splitlines() == ["listening", f"asked {campaign}"]
        text = log.read_text(encoding="utf-8")
        assert f"held by process {first.pid} of this user" in text
        assert f"Handed over to process {first.pid}" in text
    finally:
        if first.poll() is None:
            first.kill()
            first.wait(30)


def test_two_launches_at_once_on_the_very_first_run_end_in_one_window(
    tmp_path: Path, environment: dict[str, str]
) -> None:
    home = Path(environment["STARSHINE_HOME"])
    command = [sys.executable, "-m", "starshine_desktop"]
    launches = [
        subprocess.Popen(command, env=environment, cwd=tmp_path, stderr=subprocess.PIPE, text=True)
        for _ in range(2)
    ]
    try:
        deadline = time.monotonic() + 90
        while all(launch.poll() is None for launch in launches):
            assert time.monotonic() < deadline, "neither launch handed over"
            time.sleep(0.1)
        [ended] = [launch for launch in launches if launch.poll() is not None]
        [window] = [launch for launch in launches if launch is not ended]
        assert ended.returncode == 0
        log = home / "logs" / "starshine-desktop.log"
        deadline = time.monotonic() + 30
        while "Asked to bring the window forward" not in log.read_text(encoding="utf-8"):
            assert time.monotonic() < deadline, log.read_text(encoding="utf-8")
            time.sleep(0.1)
        assert window.poll() is None
        assert ended.stderr is not None and "Traceback" not in ended.stderr.read()
    finally:
        for launch in launches:
            if launch.poll() is None:
                launch.terminate()
                launch.wait(30)
        Path(server_name(home)).unlink(missing_ok=True)


def test_a_held_campaign_is_handed_to_the_window_once_it_listens(
    qapp: object, held: Campaign, prompter: ScriptedPrompter
) -> None:
    name = server_name(paths.data_folder())
    server = InstanceServer(name)
    received: list[object] = []
    server.requested.connect(received.append)
    handed: list[bool] = []

    def on_locked(holder: CampaignLockedError) -> bool:
        assert server.listen()  # the first window comes on screen while this one waits
        handed.append(wait_and_hand_over(name, held.path, holder, wait=5))
        return handed[-1]

    try:
        assert open_initial_campaign(held.path, prompter, on_locked=on_locked) is None
    finally:
        server.close()
    assert handed == [True] and received == [held.path]
    assert prompter.errors == []


def test_when_no_window_answers_the_locks_message_is_shown(
    qapp: object, held: Campaign, prompter: ScriptedPrompter
) -> None:
    name = server_name(paths.data_folder())
    started = time.monotonic()
    result = open_initial_campaign(
        held.path, prompter, on_locked=lambda holder: wait_and_hand_over(name, None, holder, 1)
    )
    assert result is None and time.monotonic() - started >= 1
    [error] = prompter.errors
    assert "is open in another Starshine Desktop" in error


def test_a_holder_on_another_computer_or_not_running_is_not_waited_for(
    qapp: object, held: Campaign
) -> None:
    name = server_name(paths.data_folder())
    elsewhere = CampaignLockedError(held.path, os.getpid(), "another-computer")
    assert not wait_and_hand_over(name, None, elsewhere, wait=30)
    from starshine_desktop.storage.lock import this_host

    started = time.monotonic()
    assert not wait_and_hand_over(name, None, CampaignLockedError(held.path, 0, this_host()), 30)
    assert time.monotonic() - started < 5


def test_the_first_run_does_not_say_already_exists_when_another_launch_just_created_it(
    qapp: object, prompter: ScriptedPrompter, monkeypatch: pytest.MonkeyPatch
) -> None:
    default = paths.default_campaign_path()
    first = create_campaign(default)  # the other launch, a moment earlier

    def too_late(**_options: object) -> Campaign:
        raise CampaignExistsError(default)  # it looked before the other created the file

    monkeypatch.setattr(app, "open_or_create_default", too_late)
    name = server_name(paths.data_folder())
    server = InstanceServer(name)
    received: list[object] = []
    server.requested.connect(received.append)
    assert server.listen()
    try:
        result = open_initial_campaign(
            None, prompter, on_locked=lambda holder: wait_and_hand_over(name, None, holder, 5)
        )
    finally:
        server.close()
        first.close()
    assert result is None and prompter.errors == [] and received == [None]
