"""The lock needs neither hard links nor a process probe, and a lock file must be a file.

FAT and exFAT drives (most USB sticks) have no hard links: ``os.link`` fails there with
``EPERM``. Windows has no ``os.kill(pid, 0)`` probe. Both are made to fail here, and the
lock still refuses a second writer, names its holder and takes over a dead one's lock.
"""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.storage.errors import CampaignLockedError, StorageError
from starshine_desktop.storage.lock import acquire, lock_path, read_lock_info, this_host


@pytest.fixture
def no_links_no_kill(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_link(*_args: object, **_kwargs: object) -> None:
        raise PermissionError(errno.EPERM, "Operation not permitted (no hard links on FAT)")

    def no_kill(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("the lock must not probe processes with os.kill")

    monkeypatch.setattr(os, "link", no_link)
    monkeypatch.setattr(os, "kill", no_kill)


@pytest.mark.usefixtures("no_links_no_kill")
def test_the_lock_works_without_hard_links_or_a_process_probe(tmp_path: Path) -> None:
    campaign = tmp_path / "Voyage.starshine"
    first = acquire(campaign)
    info = read_lock_info(lock_path(campaign))
    assert info is not None and (info.pid, info.host) == (os.getpid(), this_host())
    with pytest.raises(CampaignLockedError) as raised:
        acquire(campaign)
    assert f"process {os.getpid()} on {this_host()}" in str(raised.value)
    first.release()
    assert not lock_path(campaign).exists()
    second = acquire(campaign)
    second.release()
    assert sorted(entry.name for entry in tmp_path.iterdir()) == []


def test_a_dead_holders_lock_is_taken_over_without_hard_links_or_probe(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "Voyage.starshine"
    create_campaign(path).close()
    script = textwrap.dedent(
        f"""
        import time
        from pathlib import Path
        from starshine_desktop.storage.lock import acquire
        lock = acquire(Path({str(path)!r}))
        print("held", flush=True)
        time.sleep(60)
        """
    )
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "held"
    with pytest.raises(CampaignLockedError) as raised:
        open_campaign(path)
    assert raised.value.pid == child.pid
    child.send_signal(signal.SIGKILL)
    child.wait()
    assert lock_path(path).exists()

    def no_link(*_args: object, **_kwargs: object) -> None:
        raise PermissionError(errno.EPERM, "Operation not permitted")

    def no_kill(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("no os.kill probe")

    monkeypatch.setattr(os, "link", no_link)
    monkeypatch.setattr(os, "kill", no_kill)
    campaign = open_campaign(path)
    try:
        lock = campaign._database.lock
        assert lock is not None and lock.replaced_stale is not None
        assert lock.replaced_stale.pid == child.pid
    finally:
        campaign.close()
    assert not lock_path(path).exists()


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_a_lock_that_is_not_a_file_is_refused_at_once_and_nothing_changes(
    tmp_path: Path, kind: str
) -> None:
    path = tmp_path / "Voyage.starshine"
    create_campaign(path).close()
    before = path.read_bytes()
    if kind == "fifo":
        os.mkfifo(lock_path(path))
    else:
        lock_path(path).mkdir()
    # A child, so that a hang (opening a FIFO waits for a writer) fails the test by timeout.
    result = subprocess.run(
        [sys.executable, "-m", "starshine_desktop", "export", str(path), str(tmp_path / "o.json")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    what = "a named pipe (FIFO)" if kind == "fifo" else "a folder"
    assert f"is {what}, not a file" in result.stderr
    assert path.read_bytes() == before
    assert not (tmp_path / "o.json").exists()
    with pytest.raises(StorageError, match="not a file"):
        acquire(path)
