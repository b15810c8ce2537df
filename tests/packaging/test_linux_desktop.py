"""Linux desktop integration: the launcher, the MIME type matched by content, the installer."""

from __future__ import annotations

import configparser
import os
import shutil
import sqlite3
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.storage.database import APPLICATION_ID
from starshine_desktop.ui.app import DESKTOP_FILE_NAME

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging" / "linux"))

import install_desktop  # noqa: E402

MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"
MIME_TYPE = "application/x-starshine-campaign"


def _entry(text: str) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(text)
    return parser["Desktop Entry"]


def test_the_desktop_file_is_named_as_the_app_says_and_opens_campaigns() -> None:
    assert install_desktop.DESKTOP_FILE.name == f"{DESKTOP_FILE_NAME}.desktop"
    entry = _entry(install_desktop.DESKTOP_FILE.read_text(encoding="utf-8"))
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "starshine-desktop %f"
    assert entry["MimeType"] == f"{MIME_TYPE};"
    assert entry["Icon"] == DESKTOP_FILE_NAME
    assert entry["StartupWMClass"] == DESKTOP_FILE_NAME


def test_the_mime_type_matches_the_application_id_and_the_suffix() -> None:
    root = ElementTree.parse(install_desktop.MIME_FILE).getroot()
    [mime_type] = root.findall(f"{MIME}mime-type")
    assert mime_type.get("type") == MIME_TYPE
    assert [glob.get("pattern") for glob in mime_type.iter(f"{MIME}glob")] == ["*.starshine"]
    [header] = mime_type.findall(f"{MIME}magic/{MIME}match")
    assert (header.get("offset"), header.get("value")) == ("0", "SQLite format 3")
    [application_id] = header.findall(f"{MIME}match")
    assert application_id.get("type") == "big32"
    assert application_id.get("offset") == "68"
    assert int(application_id.get("value", ""), 16) == APPLICATION_ID


def test_a_campaign_file_holds_those_bytes(tmp_path: Path) -> None:
    path = tmp_path / "Voyage.starshine"
    create_campaign(path).close()
    header = path.read_bytes()[:100]
    assert header.startswith(b"SQLite format 3\x00")
    assert header[68:72] == b"STSH"


@pytest.mark.parametrize(
    ("executable", "line"),
    [
        ("/usr/bin/starshine-desktop", "/usr/bin/starshine-desktop %f"),
        (
            "/opt/Starshine Desktop/starshine-desktop",
            '"/opt/Starshine Desktop/starshine-desktop" %f',
        ),
        ('/home/a"b/$x', '"/home/a\\"b/\\$x" %f'),
    ],
)
def test_the_exec_line_quotes_what_the_spec_says(executable: str, line: str) -> None:
    assert install_desktop.exec_line(executable) == line


def test_install_writes_the_launcher_the_type_and_the_icons(tmp_path: Path) -> None:
    files = install_desktop.install(tmp_path, "/opt/Starshine Desktop/starshine-desktop")
    assert sorted(path.relative_to(tmp_path).as_posix() for path in files) == [
        "applications/starshine-desktop.desktop",
        "icons/hicolor/256x256/apps/starshine-desktop.png",
        "icons/hicolor/scalable/apps/starshine-desktop.svg",
        "mime/packages/starshine-desktop.xml",
    ]
    entry = _entry((tmp_path / "applications" / "starshine-desktop.desktop").read_text("utf-8"))
    assert entry["Exec"] == '"/opt/Starshine Desktop/starshine-desktop" %f'
    if shutil.which("update-mime-database"):
        assert (tmp_path / "mime" / "mime.cache").is_file()


def test_install_without_the_program_on_the_path_asks_for_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr("install_desktop.shutil.which", lambda name: None)
    with pytest.raises(SystemExit) as exit_info:
        install_desktop.main([])
    assert exit_info.value.code == 2
    assert "--exec" in capsys.readouterr().err
    assert not any(tmp_path.iterdir())


def test_the_makefile_installs_for_the_current_user() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert (
        "\ninstall-desktop: setup\n\t$(BIN)/python packaging/linux/install_desktop.py" in makefile
    )


@pytest.mark.skipif(
    not (shutil.which("update-mime-database") and shutil.which("gio")),
    reason="needs shared-mime-info and gio to ask the desktop what a file is",
)
def test_the_desktop_knows_a_campaign_by_its_content(tmp_path: Path) -> None:
    data = tmp_path / "share"
    install_desktop.install(data, "/usr/bin/starshine-desktop")
    campaign = tmp_path / "Voyage.starshine"
    create_campaign(campaign).close()
    renamed = tmp_path / "voyage-backup"  # no suffix: only the content says what it is
    shutil.copyfile(campaign, renamed)
    other = tmp_path / "other-database"
    sqlite3.connect(other).execute("CREATE TABLE t (x)").connection.commit()
    named = tmp_path / "Copied.starshine"  # the suffix alone is enough too
    named.write_bytes(bytes(range(256)))
    environment = {
        **os.environ,
        "XDG_DATA_HOME": str(data),
        "XDG_DATA_DIRS": os.environ.get("XDG_DATA_DIRS", "/usr/local/share:/usr/share"),
    }

    def content_type(path: Path) -> str:
        result = subprocess.run(
            ["gio", "info", "-a", "standard::content-type", str(path)],
            capture_output=True,
            text=True,
            env=environment,
            check=True,
        )
        [line] = [line for line in result.stdout.splitlines() if "content-type" in line]
        return line.rsplit(": ", 1)[-1].strip()

    assert content_type(renamed) == MIME_TYPE
    assert content_type(campaign) == MIME_TYPE
    assert content_type(named) == MIME_TYPE
    assert content_type(other) == "application/vnd.sqlite3"
