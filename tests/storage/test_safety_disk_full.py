"""A full disk (RLIMIT_FSIZE in a child process): clear message, nothing lost, retry works."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.storage.database import Database
from starshine_desktop.storage.errors import WriteFailedError
from starshine_desktop.storage.rows import PersonaValues

CHILD = textwrap.dedent(
    """
    import json, os, resource, signal, sys
    from pathlib import Path
    from starshine_desktop.services.campaign import open_campaign
    from starshine_desktop.storage.errors import StorageError
    from starshine_desktop.storage.rows import PersonaValues

    path, export, json_export = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
    campaign = open_campaign(path, backup_folder=path.parent / "backups")
    campaign.warm_up()
    wal = Path(f"{path}-wal")
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (wal.stat().st_size if wal.exists() else 0, hard))
    report = {}
    try:
        campaign.personae.add_persona(PersonaValues("Written on a full disk", notes="n" * 20000))
        report["edit"] = "saved"
    except StorageError as error:
        report["edit"] = f"{type(error).__name__}: {error}"
    report["after"] = [row.name for row in campaign.personae.list_personae()]
    try:
        campaign.save_copy_as(export)
        report["export"] = "written"
    except StorageError as error:
        report["export"] = f"{type(error).__name__}: {error}"
    try:
        campaign.export_json(json_export)  # the JSON export (temporary file, then rename)
        report["json"] = "written"
    except OSError as error:
        report["json"] = f"{type(error).__name__}: {error}"
    resource.setrlimit(resource.RLIMIT_FSIZE, (hard, hard))
    campaign.personae.add_persona(PersonaValues("Written after space was freed"))
    report["retry"] = [row.name for row in campaign.personae.list_personae()]
    campaign.close()
    print(json.dumps(report))
    """
)


def test_a_full_disk_refuses_the_edit_clearly_and_keeps_database_and_export_intact(
    tmp_path: Path,
) -> None:
    path = tmp_path / "Voyage.starshine"
    export = tmp_path / "exports" / "Voyage copy.starshine"
    json_export = tmp_path / "exports" / "Voyage.json"
    campaign = create_campaign(path)
    campaign.personae.add_persona(PersonaValues("Ada", "Robin", 2, "Engineer. " * 2000))
    export.parent.mkdir()
    # An older file that is not a campaign: a campaign there is refused before any write
    # (tests/storage/test_output_targets.py), so the full disk would never be reached.
    export.write_bytes(b"an older file, to be replaced only by a whole copy\n" * 400)
    campaign.export_json(json_export)
    campaign.close()
    old_export = export.read_bytes()
    old_json = json_export.read_bytes()

    result = subprocess.run(
        [sys.executable, "-c", CHILD, str(path), str(export), str(json_export)],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    report = json.loads(result.stdout)

    assert report["edit"].startswith("WriteFailedError: The change could not be saved")
    assert "disk may be full" in report["edit"] and "Nothing was changed" in report["edit"]
    assert report["after"] == ["Ada"]  # the process went on reading the same campaign
    assert report["export"].startswith("StorageError: could not write a copy")
    assert report["json"].startswith("OSError")  # EFBIG: File too large
    assert report["retry"] == ["Ada", "Written after space was freed"]

    assert export.read_bytes() == old_export  # the older exports are byte-identical
    assert json_export.read_bytes() == old_json
    assert sorted(p.name for p in export.parent.iterdir()) == sorted(
        [export.name, json_export.name]
    )  # no temporary file left
    connection = sqlite3.connect(path)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        names = [row[0] for row in connection.execute("SELECT name FROM persona ORDER BY id")]
    finally:
        connection.close()
    assert names == ["Ada", "Written after space was freed"]


def test_a_failing_commit_becomes_a_write_failed_error_and_leaves_no_transaction_open(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    campaign = create_campaign(tmp_path / "Voyage.starshine")
    campaign.personae.add_persona(PersonaValues("Ada"))
    database: Database = campaign._database
    from sqlalchemy.orm import SessionTransaction

    def failing_commit(self: SessionTransaction, _parent: bool = False) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(SessionTransaction, "commit", failing_commit)
    with pytest.raises(WriteFailedError, match="disk I/O error"):
        campaign.personae.add_persona(PersonaValues("Lost"))
    monkeypatch.undo()
    assert not database._connection.in_transaction
    assert [row.name for row in campaign.personae.list_personae()] == ["Ada"]
    campaign.personae.add_persona(PersonaValues("Bea"))
    assert [row.name for row in campaign.personae.list_personae()] == ["Ada", "Bea"]
    campaign.close()
