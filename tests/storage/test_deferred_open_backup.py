"""The routine backup on opening, put off until the window is up, still precedes any change."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from starshine_desktop.services.campaign import create_campaign, open_campaign
from starshine_desktop.services.safety import backups_of
from starshine_desktop.storage.rows import PersonaValues


def _names(path: Path) -> list[str]:
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return [name for (name,) in connection.execute("SELECT name FROM persona ORDER BY name")]
    finally:
        connection.close()


def _changed_campaign(path: Path, names: list[str]) -> None:
    """Create a campaign holding ``names`` and no backup of that state (as if copied in)."""
    campaign = create_campaign(path)
    for name in names:
        campaign.personae.add_persona(PersonaValues(name))
    campaign.close()  # its close backup lands in the default folder, not the tests' root


def test_a_deferred_backup_waits_and_is_taken_once(tmp_path: Path) -> None:
    path = tmp_path / "Voyage.starshine"
    root = tmp_path / "backups"
    _changed_campaign(path, ["Ada"])
    campaign = open_campaign(path, backup_folder=root, defer_backup=True)
    assert backups_of(path, root) == []
    campaign.take_open_backup()
    [backup] = backups_of(path, root)
    assert backup.reason == "open"
    assert _names(backup.path) == ["Ada"]
    campaign.take_open_backup()
    campaign.close()
    assert backups_of(path, root) == [backup]


def test_the_first_edit_takes_the_deferred_backup_before_changing_the_file(
    tmp_path: Path,
) -> None:
    path = tmp_path / "Voyage.starshine"
    root = tmp_path / "backups"
    _changed_campaign(path, ["Ada"])
    campaign = open_campaign(path, backup_folder=root, defer_backup=True)
    campaign.personae.add_persona(PersonaValues("Bea"))
    [backup] = backups_of(path, root)
    assert (backup.reason, _names(backup.path)) == ("open", ["Ada"])
    campaign.close()
    newest, older = backups_of(path, root)
    assert (newest.reason, _names(newest.path)) == ("close", ["Ada", "Bea"])
    assert older == backup


def test_closing_takes_a_deferred_backup_that_was_never_taken(tmp_path: Path) -> None:
    path = tmp_path / "Voyage.starshine"
    root = tmp_path / "backups"
    _changed_campaign(path, ["Ada"])
    open_campaign(path, backup_folder=root, defer_backup=True).close()
    [backup] = backups_of(path, root)
    assert (backup.reason, _names(backup.path)) == ("open", ["Ada"])
    open_campaign(path, backup_folder=root, defer_backup=True).close()  # unchanged since
    assert backups_of(path, root) == [backup]


def test_a_deferred_backup_that_fails_is_reported_and_the_campaign_stays_open(
    tmp_path: Path,
) -> None:
    path = tmp_path / "Voyage.starshine"
    _changed_campaign(path, [])
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the backup folder should be")
    campaign = open_campaign(path, backup_folder=blocked, defer_backup=True)
    assert campaign.backup_problem is None
    campaign.take_open_backup()
    assert campaign.backup_problem is not None
    assert campaign.backup_problem.startswith("The backup on opening Voyage.starshine failed")
    campaign.personae.add_persona(PersonaValues("Ada"))
    campaign.close()
    assert _names(path) == ["Ada"]
