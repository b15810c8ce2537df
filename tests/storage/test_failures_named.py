"""Every failure is said: a backup that could not be written, a path too long for SQLite, a
folder or a named pipe given as the campaign, a full disk during an import."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from starshine_desktop import paths
from starshine_desktop.services.campaign import create_campaign, import_campaign_file, open_campaign
from starshine_desktop.storage.database import SQLITE_PATH_LIMIT
from starshine_desktop.storage.errors import NotACampaignError, PathTooLongError
from starshine_desktop.storage.rows import PersonaValues

SAMPLE = Path(__file__).resolve().parents[2] / "starshine_desktop/resources/sample-campaign.json"


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    # A child with a time limit: a named pipe opened for reading would wait for a writer.
    return subprocess.run(
        [sys.executable, "-m", "starshine_desktop", *args],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_a_backup_that_cannot_be_written_is_said_on_stderr(tmp_path: Path) -> None:
    path = tmp_path / "Voyage.starshine"
    campaign = create_campaign(path)
    campaign.personae.add_persona(PersonaValues("Ada"))
    campaign.close()
    folder = paths.backup_folder()
    if folder.exists():
        import shutil

        shutil.rmtree(folder)
    folder.write_text("a file where the backups folder should be")

    exported = _cli("export", str(path), str(tmp_path / "out.json"))
    assert exported.returncode == 0
    assert "export: warning: The backup on opening Voyage.starshine failed" in exported.stderr

    persona = tmp_path / "ada.json"
    assert _cli("export-persona", str(path), "Ada", str(persona)).returncode == 0
    added = _cli("import-persona", str(persona), str(path))
    assert added.returncode == 0
    assert "import-persona: warning: The backup on closing Voyage.starshine failed" in (
        added.stderr
    )


@pytest.mark.parametrize(
    ("kind", "words"),
    [("folder", "it is a folder, not a file"), ("fifo", "it is a named pipe (FIFO), not a file")],
)
def test_a_folder_or_a_named_pipe_given_as_the_campaign_is_named_as_such(
    tmp_path: Path, kind: str, words: str
) -> None:
    path = tmp_path / "Voyage.starshine"
    if kind == "folder":
        path.mkdir()
    else:
        os.mkfifo(path)
    with pytest.raises(NotACampaignError, match=words.replace("(", r"\(").replace(")", r"\)")):
        open_campaign(path)
    for args in (
        ("export", str(path), str(tmp_path / "out.json")),
        ("print", "pencil-sheet", "--campaign", str(path), "--pdf", str(tmp_path / "o.pdf")),
    ):
        result = _cli(*args)
        assert result.returncode == 2 and words in result.stderr, result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["Voyage.starshine"]


def _deep_folder(tmp_path: Path, length: int) -> Path:
    folder = tmp_path
    while len(os.fsencode(folder)) < length - 80:
        folder = folder / ("f" * 60)
    folder.mkdir(parents=True)
    return folder


def test_a_path_too_long_for_sqlite_is_named_as_such_not_damaged(tmp_path: Path) -> None:
    folder = _deep_folder(tmp_path, SQLITE_PATH_LIMIT + 40)
    short = tmp_path / "Voyage.starshine"
    create_campaign(short).close()
    long = folder / ("L" * (SQLITE_PATH_LIMIT + 10 - len(os.fsencode(folder))) + ".starshine")
    assert len(os.fsencode(long)) > SQLITE_PATH_LIMIT
    os.rename(short, long)  # a campaign the file system holds but SQLite cannot open
    before = long.read_bytes()
    with pytest.raises(PathTooLongError, match="too long for SQLite") as raised:
        open_campaign(long)
    assert "damaged" not in str(raised.value)
    assert long.read_bytes() == before
    with pytest.raises(PathTooLongError, match="too long for SQLite"):
        create_campaign(folder / ("N" * 40 + ".starshine"))
    result = _cli("import", str(SAMPLE), str(folder / ("I" * 40 + ".starshine")))
    assert result.returncode == 2 and "too long for SQLite" in result.stderr
    assert sorted(p.name for p in folder.iterdir()) == [long.name]


def test_a_path_just_short_enough_opens(tmp_path: Path) -> None:
    folder = _deep_folder(tmp_path, SQLITE_PATH_LIMIT)
    name = "S" * (SQLITE_PATH_LIMIT - len(os.fsencode(folder)) - 1 - 28 - 10) + ".starshine"
    path = folder / name  # its temporary build name is 28 bytes longer, still within
    create_campaign(path).close()
    open_campaign(path).close()


DISK_FULL = textwrap.dedent(
    """
    import resource, signal, sys
    from pathlib import Path
    from starshine_desktop.services.campaign import import_campaign_file
    import sqlalchemy.orm, alembic.command
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
    resource.setrlimit(resource.RLIMIT_FSIZE, (64 * 1024, resource.RLIM_INFINITY))
    try:
        import_campaign_file(Path(sys.argv[1]), Path(sys.argv[2]))
    except Exception as error:
        print(type(error).__name__, error)
    else:
        print("imported")
    """
)


def test_an_import_on_a_full_disk_fails_clearly_and_leaves_no_temporary_file(
    tmp_path: Path,
) -> None:
    document = json.loads(SAMPLE.read_text(encoding="utf-8"))
    for persona in document["personae"]:
        persona["notes"] = "A long story. " * 6000  # about 84 kB each: past the limit
    source = tmp_path / "big.json"
    source.write_text(json.dumps(document), encoding="utf-8")
    folder = tmp_path / "campaigns"
    folder.mkdir()
    result = subprocess.run(
        [sys.executable, "-c", DISK_FULL, str(source), str(folder / "Full.starshine")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "imported" not in result.stdout and result.stdout.strip(), result.stderr
    assert result.stdout.startswith("CreateFailedError The new campaign Full.starshine could")
    assert "disk may be full" in result.stdout and "no temporary file was left" in result.stdout
    assert sorted(folder.iterdir()) == []
    import_campaign_file(source, folder / "Full.starshine").close()  # with room, it works
