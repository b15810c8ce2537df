"""Linux desktop integration: the launcher, the MIME type matched by content, and
``starshine-desktop --install-desktop`` / ``--uninstall-desktop``."""

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

from starshine_desktop import desktop_integration as install_desktop
from starshine_desktop.services.campaign import create_campaign
from starshine_desktop.storage.database import APPLICATION_ID
from starshine_desktop.ui.app import DESKTOP_FILE_NAME

ROOT = Path(__file__).resolve().parents[2]

MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"
MIME_TYPE = "application/x-starshine-campaign"
LINK_MIME_TYPE = "application/x-starshine-link"


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
    assert entry["MimeType"] == f"{MIME_TYPE};{LINK_MIME_TYPE};"
    assert entry["Icon"] == DESKTOP_FILE_NAME
    assert entry["StartupWMClass"] == DESKTOP_FILE_NAME


def test_the_mime_type_matches_the_application_id_and_the_suffix() -> None:
    root = ElementTree.parse(install_desktop.MIME_FILE).getroot()
    [mime_type, _link] = root.findall(f"{MIME}mime-type")
    assert mime_type.get("type") == MIME_TYPE
    assert [glob.get("pattern") for glob in mime_type.iter(f"{MIME}glob")] == ["*.starshine"]
    [header] = mime_type.findall(f"{MIME}magic/{MIME}match")
    assert (header.get("offset"), header.get("value")) == ("0", "SQLite format 3")
    [application_id] = header.findall(f"{MIME}match")
    assert application_id.get("type") == "big32"
    assert application_id.get("offset") == "68"
    assert int(application_id.get("value", ""), 16) == APPLICATION_ID


def test_a_link_to_a_shared_campaign_has_its_own_type_by_its_suffix() -> None:
    root = ElementTree.parse(install_desktop.MIME_FILE).getroot()
    [link] = [kind for kind in root.findall(f"{MIME}mime-type") if kind.get("type") != MIME_TYPE]
    assert link.get("type") == LINK_MIME_TYPE
    assert [glob.get("pattern") for glob in link.iter(f"{MIME}glob")] == ["*.starshine-link"]
    [parent] = link.findall(f"{MIME}sub-class-of")
    assert parent.get("type") == "application/json"
    [icon] = link.findall(f"{MIME}icon")
    assert icon.get("name") == DESKTOP_FILE_NAME


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="no shared-mime-info")
def test_the_installed_types_recognise_a_link_file(tmp_path: Path) -> None:
    install_desktop.install(tmp_path, ["/usr/bin/starshine-desktop"])
    globs = (tmp_path / "mime" / "globs2").read_text("utf-8")
    assert f":{LINK_MIME_TYPE}:*.starshine-link" in globs
    assert f":{MIME_TYPE}:*.starshine" in globs


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
    assert install_desktop.exec_line([executable]) == line


def test_a_python_installation_without_the_script_starts_the_module() -> None:
    line = install_desktop.exec_line(["/opt/py 3/bin/python3", "-m", "starshine_desktop"])
    assert line == '"/opt/py 3/bin/python3" -m starshine_desktop %f'


def test_the_bundle_launches_itself_wherever_it_was_unpacked(tmp_path: Path) -> None:
    executable = tmp_path / "Unpacked here" / "starshine-desktop" / "starshine-desktop"
    assert install_desktop.launcher_command(str(executable), frozen=True) == [str(executable)]


def test_a_virtual_environment_launches_its_script(tmp_path: Path) -> None:
    bin_folder = tmp_path / "venv" / "bin"
    bin_folder.mkdir(parents=True)
    python = bin_folder / "python"
    python.touch()
    assert install_desktop.launcher_command(str(python), frozen=False) == [
        str(python),
        "-m",
        "starshine_desktop",
    ]
    script = bin_folder / "starshine-desktop"
    script.write_text("#!/bin/sh\n", encoding="utf-8")
    script.chmod(0o755)
    assert install_desktop.launcher_command(str(python), frozen=False) == [str(script)]


def test_install_writes_the_launcher_the_type_and_the_icons(tmp_path: Path) -> None:
    files = install_desktop.install(tmp_path, ["/opt/Starshine Desktop/starshine-desktop"])
    assert sorted(path.relative_to(tmp_path).as_posix() for path in files) == [
        "applications/starshine-desktop.desktop",
        "icons/hicolor/256x256/apps/starshine-desktop.png",
        "icons/hicolor/scalable/apps/starshine-desktop.svg",
        "mime/packages/starshine-desktop.xml",
    ]
    entry = _entry((tmp_path / "applications" / "starshine-desktop.desktop").read_text("utf-8"))
    assert entry["Exec"] == '"/opt/Starshine Desktop/starshine-desktop" %f'
    assert entry["TryExec"] == "/opt/Starshine Desktop/starshine-desktop"
    if shutil.which("update-mime-database"):
        assert (tmp_path / "mime" / "mime.cache").is_file()
    assert not list(tmp_path.rglob("*.partial"))


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils")
@pytest.mark.parametrize(
    "command",
    [
        ["/opt/Starshine Desktop/starshine-desktop"],
        ["/home/lin/.venv/bin/python", "-m", "starshine_desktop"],
    ],
)
def test_the_installed_launcher_is_valid(tmp_path: Path, command: list[str]) -> None:
    # make test installs desktop-file-utils (Makefile DEB_TEST), so this runs in CI.
    install_desktop.install(tmp_path, command)
    result = subprocess.run(
        ["desktop-file-validate", str(tmp_path / "applications" / "starshine-desktop.desktop")],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def _run_app(option: str, data: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "starshine_desktop", option],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "XDG_DATA_HOME": str(data)},
    )


def test_the_app_installs_and_uninstalls_its_launcher_for_the_user(tmp_path: Path) -> None:
    data = tmp_path / "share"
    (data / "applications").mkdir(parents=True)
    other = data / "applications" / "other-app.desktop"
    other.write_text("[Desktop Entry]\n", encoding="utf-8")
    installed = _run_app("--install-desktop", data)
    assert installed.returncode == 0, installed.stderr
    entry = _entry((data / "applications" / "starshine-desktop.desktop").read_text("utf-8"))
    # The launcher starts the Python that ran the command, wherever it is.
    assert entry["Exec"].startswith(
        install_desktop.exec_line(
            install_desktop.launcher_command(sys.executable, frozen=False)
        ).removesuffix(" %f")
    )
    assert (data / "mime" / "packages" / "starshine-desktop.xml").is_file()
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / "starshine-desktop.png").is_file()
    removed = _run_app("--uninstall-desktop", data)
    assert removed.returncode == 0, removed.stderr
    assert not list(data.rglob("starshine-desktop.*"))
    assert other.read_text(encoding="utf-8") == "[Desktop Entry]\n"
    again = _run_app("--uninstall-desktop", data)
    assert again.returncode == 0
    assert "Nothing to remove" in again.stdout


def test_the_makefile_installs_through_the_app() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "\ninstall-desktop: setup\n\t$(BIN)/starshine-desktop --install-desktop" in makefile


@pytest.mark.skipif(
    not (shutil.which("update-mime-database") and shutil.which("gio")),
    reason="needs shared-mime-info and gio to ask the desktop what a file is",
)
def test_the_desktop_knows_a_campaign_by_its_content(tmp_path: Path) -> None:
    data = tmp_path / "share"
    install_desktop.install(data, ["/usr/bin/starshine-desktop"])
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
