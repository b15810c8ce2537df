"""Damaged files, locks, backups and restores: each refusal leaves the file byte-identical."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from starshine_desktop import paths
from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.services.safety import backups_of, newest_good_backup, restore
from starshine_desktop.storage.backups import backups_to_keep, campaign_folder
from starshine_desktop.storage.database import open_database
from starshine_desktop.storage.errors import (
    CampaignLockedError,
    DamagedCampaignError,
    NotACampaignError,
    StorageError,
)
from starshine_desktop.storage.lock import acquire, lock_path, this_host
from starshine_desktop.storage.rows import PersonaValues

NOW = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)
NAMES = [f"Persona {number:03d} of the long road" for number in range(60)]


def _raw(path: Path, sql: str) -> list[tuple[Any, ...]]:
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True)
    try:
        return connection.execute(sql).fetchall()
    finally:
        connection.close()


def _listing(folder: Path) -> list[str]:
    return sorted(entry.name for entry in folder.iterdir())


def _filled_campaign(path: Path) -> None:
    """Create a campaign of sixty Personae, closed cleanly (so it has a backup)."""
    campaign = create_campaign(path)
    for name in NAMES:
        campaign.personae.add_persona(PersonaValues(name, "Robin", 3, "notes " * 40))
    campaign.close()


def _persona_root_page(path: Path) -> tuple[int, int]:
    [(page_size,)] = _raw(path, "PRAGMA page_size")
    [(root,)] = _raw(path, "SELECT rootpage FROM sqlite_master WHERE name = 'persona'")
    return int(page_size), int(root)


def _damage(path: Path, kind: str) -> None:
    if kind == "empty":
        path.write_bytes(b"")
    elif kind == "text":
        path.write_text("Session notes: the crew reached Lantern Station.\n" * 80)
    elif kind == "truncated":
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2])
    elif kind == "overwritten":
        page_size, root = _persona_root_page(path)
        pages = bytearray(path.read_bytes())
        start = (root - 1) * page_size + 8
        pages[start : start + 64] = bytes(range(64))
        path.write_bytes(bytes(pages))
    elif kind == "other-application":
        path.unlink()
        connection = sqlite3.connect(path)
        connection.execute("PRAGMA application_id = 1179010630")
        connection.execute("CREATE TABLE recipe (title TEXT)")
        connection.execute("INSERT INTO recipe VALUES ('bread')")
        connection.commit()
        connection.close()
    else:
        raise AssertionError(kind)


@pytest.mark.parametrize(
    ("kind", "error", "words"),
    [
        ("empty", NotACampaignError, "the file is empty"),
        ("text", NotACampaignError, "not an SQLite database"),
        ("truncated", DamagedCampaignError, "is damaged"),
        ("overwritten", DamagedCampaignError, "is damaged"),
        ("other-application", NotACampaignError, "another application"),
    ],
)
def test_a_damaged_file_is_refused_untouched_and_the_newest_good_backup_restores_it(
    tmp_path: Path, kind: str, error: type[StorageError], words: str
) -> None:
    folder = tmp_path / "campaigns"
    path = folder / "Voyage.starshine"
    _filled_campaign(path)
    _damage(path, kind)
    damaged = path.read_bytes()
    before = _listing(folder)

    with pytest.raises(error, match=words) as raised:
        open_campaign(path)
    assert "Voyage.starshine" in str(raised.value)
    assert path.read_bytes() == damaged  # never repaired, never replaced
    assert _listing(folder) == before  # no lock, log or empty campaign left behind

    backup = newest_good_backup(paths.backup_folder(), path)
    assert backup is not None and backup.reason == "close"
    moved = restore(path, backup.path, backup_folder=paths.backup_folder())
    assert moved is not None and moved.read_bytes() == damaged  # kept aside, byte for byte
    campaign = open_campaign(path)
    try:
        assert sorted(row.name for row in campaign.personae.list_personae()) == NAMES
    finally:
        campaign.close()


def test_a_damaged_page_fails_the_check_even_though_sqlite_opens_the_file(tmp_path: Path) -> None:
    path = tmp_path / "Voyage.starshine"
    _filled_campaign(path)
    _damage(path, "overwritten")
    connection = sqlite3.connect(path)
    assert connection.execute("SELECT count(*) FROM campaign_setting").fetchone()[0] == 2
    connection.close()
    damaged = path.read_bytes()
    with pytest.raises(DamagedCampaignError, match="SQLite's check of the file failed"):
        open_database(path, backup_folder=tmp_path / "backups")
    assert path.read_bytes() == damaged


def test_a_second_open_is_refused_naming_pid_and_host_and_the_first_goes_on(
    tmp_path: Path,
) -> None:
    path = tmp_path / "Voyage.starshine"
    first = create_campaign(path)
    try:
        with pytest.raises(CampaignLockedError) as raised:
            open_campaign(path)
        message = str(raised.value)
        assert f"process {os.getpid()} on {this_host()}" in message
        assert "open in another Starshine Desktop" in message
        first.personae.add_persona(PersonaValues("Still writable"))
    finally:
        first.close()
    assert not lock_path(path).exists()
    again = open_campaign(path)
    try:
        assert [row.name for row in again.personae.list_personae()] == ["Still writable"]
    finally:
        again.close()


def test_a_second_process_is_refused_while_the_first_holds_the_campaign(tmp_path: Path) -> None:
    path = tmp_path / "Voyage.starshine"
    holder = create_campaign(path)
    try:
        script = textwrap.dedent(
            f"""
            from pathlib import Path
            from starshine_desktop.services.campaign import open_campaign
            from starshine_desktop.storage.errors import CampaignLockedError
            try:
                open_campaign(Path({str(path)!r}))
            except CampaignLockedError as error:
                print(error.pid, error.host)
            """
        )
        result = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, check=True
        )
        assert result.stdout.split() == [str(os.getpid()), this_host()]
    finally:
        holder.close()


def test_a_lock_left_by_a_killed_process_is_stale_and_the_file_opens(tmp_path: Path) -> None:
    path = tmp_path / "Voyage.starshine"
    create_campaign(path).close()
    script = textwrap.dedent(
        f"""
        import sys, time
        from pathlib import Path
        from starshine_desktop.services.campaign import open_campaign
        campaign = open_campaign(Path({str(path)!r}))
        campaign.personae.add_persona(__import__(
            "starshine_desktop.storage.rows", fromlist=["PersonaValues"]).PersonaValues("Ada"))
        print("ready", flush=True)
        time.sleep(60)
        """
    )
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "ready"
    child.send_signal(signal.SIGKILL)
    child.wait()
    assert lock_path(path).exists()  # the killed process could not tidy up

    campaign = open_campaign(path)
    try:
        lock = campaign._database.lock
        assert lock is not None and lock.replaced_stale is not None
        assert lock.replaced_stale.pid == child.pid
        assert [row.name for row in campaign.personae.list_personae()] == ["Ada"]
    finally:
        campaign.close()


def test_an_emptied_or_zeroed_lock_file_nobody_holds_is_stale(tmp_path: Path) -> None:
    # The holder's text is not synced: a power cut can leave the file empty or zeros.
    path = tmp_path / "Voyage.starshine"
    create_campaign(path).close()
    for leftover in (b"", b"\x00" * 28):
        lock_path(path).write_bytes(leftover)
        open_campaign(path).close()
        assert not lock_path(path).exists()


def test_the_same_lock_cannot_be_taken_twice(tmp_path: Path) -> None:
    path = tmp_path / "a.starshine"
    first = acquire(path)
    with pytest.raises(CampaignLockedError):
        acquire(path)
    first.release()
    first.release()
    acquire(path).release()
    assert _listing(tmp_path) == []


def test_open_backs_up_a_changed_file_and_close_backs_up_only_after_an_edit(
    tmp_path: Path,
) -> None:
    path = tmp_path / "Voyage.starshine"
    root = tmp_path / "backups"
    create_campaign(path).close()  # nothing edited: no backup on close
    assert backups_of(path, root) == []

    open_campaign(path, backup_folder=root).close()
    [first] = backups_of(path, root)
    assert first.reason == "open"

    open_campaign(path, backup_folder=root).close()  # unchanged since that backup
    assert backups_of(path, root) == [first]

    campaign = open_campaign(path, backup_folder=root)
    campaign.personae.add_persona(PersonaValues("Ada"))
    campaign.close()
    newest, older = backups_of(path, root)
    assert (newest.reason, older) == ("close", first)
    assert _raw(newest.path, "SELECT name FROM persona") == [("Ada",)]
    for backup in (newest, older):
        assert _raw(backup.path, "PRAGMA quick_check") == [("ok",)]
        assert backup.size == backup.path.stat().st_size > 0
    assert not [p for p in campaign_folder(root, path).iterdir() if p.name.startswith(".")]

    open_campaign(path, backup_folder=root).close()  # the close backup is newer than the file
    assert len(backups_of(path, root)) == 2


def test_a_long_session_is_backed_up_only_when_something_was_saved_since(
    tmp_path: Path,
) -> None:
    path = tmp_path / "Voyage.starshine"
    root = tmp_path / "backups"
    create_campaign(path).close()
    campaign = open_campaign(path, backup_folder=root)
    try:
        [opened] = backups_of(path, root)
        assert campaign.backup_during_session() is False  # nothing saved yet
        campaign.personae.add_persona(PersonaValues("Ada"))
        assert campaign.backup_during_session() is True
        session, _ = backups_of(path, root)
        assert session.reason == "session"
        # Taken from the open file, rows still in its write-ahead log included.
        assert _raw(session.path, "SELECT name FROM persona") == [("Ada",)]
        assert _raw(session.path, "PRAGMA quick_check") == [("ok",)]
        assert campaign.backup_during_session() is False  # nothing new since
        campaign.personae.add_persona(PersonaValues("Bo"))
        assert campaign.backup_during_session() is True
        assert [b.reason for b in backups_of(path, root)] == ["session", "session", "open"]
        assert _raw(backups_of(path, root)[0].path, "SELECT count(*) FROM persona") == [(2,)]
        assert backups_of(path, root)[-1] == opened
    finally:
        campaign.close()


def test_a_session_backup_that_fails_is_reported_and_the_campaign_goes_on(
    tmp_path: Path,
) -> None:
    path = tmp_path / "Voyage.starshine"
    create_campaign(path).close()
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the backup folder should be")
    campaign = open_campaign(path, backup_folder=blocked)
    try:
        campaign.personae.add_persona(PersonaValues("Ada"))
        assert campaign.backup_during_session() is False
        assert campaign.backup_problem is not None
        assert campaign.backup_problem.startswith("The backup during the session failed")
        campaign.personae.add_persona(PersonaValues("Bo"))
        assert len(campaign.personae.list_personae()) == 2
    finally:
        campaign.close()


def test_backups_of_two_campaigns_with_the_same_name_do_not_mix(tmp_path: Path) -> None:
    root = tmp_path / "backups"
    one, two = tmp_path / "a" / "campaign.starshine", tmp_path / "b" / "campaign.starshine"
    for path in (one, two):
        create_campaign(path).close()
        open_campaign(path, backup_folder=root).close()
    assert len(backups_of(one, root)) == len(backups_of(two, root)) == 1
    assert backups_of(one, root) != backups_of(two, root)


def test_the_age_policy_keeps_ten_newest_one_a_day_for_a_week_one_a_week_for_a_month() -> None:
    now = datetime(2026, 5, 31, 23, 0, tzinfo=UTC)
    taken = [now - timedelta(hours=hours) for hours in range(0, 24 * 60, 3)]  # every 3 hours
    kept = {taken[index] for index in backups_to_keep(taken, now)}
    assert set(taken[:10]) <= kept
    for day in range(7):
        newest_that_day = max(t for t in taken if t.date() == (now - timedelta(days=day)).date())
        assert newest_that_day in kept
    weeks = {t.isocalendar()[:2] for t in taken if now - t <= timedelta(days=35)}
    for week in weeks:
        assert max(t for t in taken if t.isocalendar()[:2] == week) in kept
    assert all(now - t <= timedelta(days=35) for t in kept)  # nothing older than five weeks
    assert len(kept) < 10 + 7 + 6


def test_thinning_deletes_old_backups_only_after_a_new_one_is_verified(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "Voyage.starshine"
    root = tmp_path / "backups"
    database = create_campaign(path)._database
    try:
        moments = [NOW - timedelta(days=days) for days in range(90, 0, -6)]  # 15, oldest first
        for moment in moments[:-1]:
            database.write_backup(root, reason="open", now=moment)
        written = moments[-2::-1]  # newest first
        policy = backups_to_keep(written, written[0])
        before = backups_of(path, root)
        assert [b.taken_at for b in before] == [written[i] for i in sorted(policy)]
        assert len(before) == 10

        from starshine_desktop.storage import backups as backups_module

        monkeypatch.setattr(backups_module, "quick_check", lambda _connection: "page 3: bad")
        with pytest.raises(StorageError, match="failed its check"):
            database.write_backup(root, reason="open", now=NOW)
        assert backups_of(path, root) == before  # a failed backup thins nothing
        assert not [p for p in campaign_folder(root, path).iterdir() if p.name.startswith(".")]
        monkeypatch.undo()

        database.write_backup(root, reason="open", now=NOW)
    finally:
        database.close()
    taken = [backup.taken_at for backup in backups_of(path, root)]
    survivors = [NOW, *(b.taken_at for b in before)]
    assert taken == [survivors[index] for index in sorted(backups_to_keep(survivors, NOW))]
    assert NOW - timedelta(days=90) not in taken and NOW in taken


def test_restoring_a_whole_campaign_backs_up_the_current_file_first(tmp_path: Path) -> None:
    path = tmp_path / "Voyage.starshine"
    root = tmp_path / "backups"
    create_campaign(path).close()
    campaign = open_campaign(path, backup_folder=root)
    campaign.personae.add_persona(PersonaValues("Ada"))
    campaign.close()
    [chosen] = [b for b in backups_of(path, root) if b.reason == "close"]
    campaign = open_campaign(path, backup_folder=root)
    campaign.personae.add_persona(PersonaValues("Written after the backup"))
    campaign.close()

    assert restore(path, chosen.path, backup_folder=root) is None
    reasons = [b.reason for b in backups_of(path, root)]
    assert reasons[0] == "before-restore"
    assert _raw(backups_of(path, root)[0].path, "SELECT name FROM persona ORDER BY name") == [
        ("Ada",),
        ("Written after the backup",),
    ]
    reopened = open_campaign(path, backup_folder=root)
    try:
        assert [row.name for row in reopened.personae.list_personae()] == ["Ada"]
        assert reopened._database.pragma("journal_mode") == "wal"
    finally:
        reopened.close()


def test_a_campaign_open_elsewhere_is_not_restored_over(tmp_path: Path) -> None:
    path = tmp_path / "Voyage.starshine"
    root = tmp_path / "backups"
    create_campaign(path).close()
    open_campaign(path, backup_folder=root).close()
    [backup] = backups_of(path, root)
    holder = open_campaign(path, backup_folder=root)
    try:
        before = path.read_bytes()
        with pytest.raises(CampaignLockedError):
            restore(path, backup.path, backup_folder=root)
        assert path.read_bytes() == before
    finally:
        holder.close()


def test_a_damaged_backup_is_never_offered_or_restored(tmp_path: Path) -> None:
    path = tmp_path / "Voyage.starshine"
    root = tmp_path / "backups"
    _filled_campaign(path)
    open_campaign(path, backup_folder=root).close()
    [backup] = backups_of(path, root)
    _damage(backup.path, "truncated")
    assert newest_good_backup(root, path) is None
    before = path.read_bytes()
    with pytest.raises(StorageError):
        restore(path, backup.path, backup_folder=root)
    assert path.read_bytes() == before


def test_a_backup_folder_that_cannot_be_written_does_not_stop_the_campaign(
    tmp_path: Path,
) -> None:
    path = tmp_path / "Voyage.starshine"
    create_campaign(path).close()
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the backup folder should be")
    campaign = open_campaign(path, backup_folder=blocked)
    assert campaign.backup_problem is not None
    assert campaign.backup_problem.startswith("The backup on opening Voyage.starshine failed")
    campaign.personae.add_persona(PersonaValues("Ada"))
    campaign.close()
    assert campaign.backup_problem is not None and "on closing" in campaign.backup_problem
    assert not lock_path(path).exists()
    assert _raw(path, "SELECT name FROM persona") == [("Ada",)]
