"""The Windows installer script and the macOS disk image script, checked without building.

What can be checked on Linux is checked here: the Inno Setup script's settings and file
list (per user, Start-menu entry, the windowed executable, the association of campaign files
with the icon, an uninstall that keeps the user's data) and the commands the macOS script
runs. Compiling the installer needs Inno Setup on Windows, and signing needs macOS:
docs/packaging.md says where that is done.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
for folder in ("packaging", "packaging/windows", "packaging/macos"):
    sys.path.insert(0, str(ROOT / folder))

import build_dmg  # noqa: E402
import build_installer  # noqa: E402
from bundle_facts import (  # noqa: E402
    CAMPAIGN_SUFFIX,
    LINK_MIME_TYPE,
    LINK_SUFFIX,
    LINK_TYPE_IDENTIFIER,
    ProjectFacts,
    info_plist,
    project_facts,
)

SCRIPT = ROOT / "packaging" / "windows" / "starshine-desktop.iss"
FACTS = project_facts(ROOT / "pyproject.toml")


def _sections(text: str) -> dict[str, list[str]]:
    """Return the script's sections, each as its lines without comments and blanks."""
    sections: dict[str, list[str]] = {}
    current = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        heading = re.fullmatch(r"\[(\w+)\]", line)
        if heading:
            current = heading.group(1)
            sections[current] = []
        elif current:
            sections[current].append(line)
    return sections


def _entries(lines: list[str]) -> list[dict[str, str]]:
    """Return ``Name: "x"; Filename: "y"`` lines as dictionaries."""
    entries = []
    for line in lines:
        fields = {}
        for part in re.findall(r'(\w+):\s*("(?:[^"]|"")*"|[^;]+)', line):
            key, value = part
            value = value.strip()
            if len(value) >= 2 and value[0] == value[-1] == '"':
                value = value[1:-1]
            fields[key] = value.replace('""', '"')
        entries.append(fields)
    return entries


@pytest.fixture(scope="module")
def script() -> dict[str, list[str]]:
    return _sections(SCRIPT.read_text(encoding="utf-8"))


def _setup(script: dict[str, list[str]]) -> dict[str, str]:
    return dict(line.split("=", 1) for line in script["Setup"])


def _define(name: str) -> str:
    match = re.search(rf'^#define {name} "([^"]*)"', SCRIPT.read_text(encoding="utf-8"), re.M)
    assert match is not None, name
    return match.group(1)


def test_the_installer_installs_per_user_without_admin_rights(
    script: dict[str, list[str]],
) -> None:
    setup = _setup(script)
    assert setup["PrivilegesRequired"] == "lowest"
    assert setup["DefaultDirName"].startswith("{autopf}")  # %LOCALAPPDATA%\Programs per user
    assert setup["ChangesAssociations"] == "yes"
    assert setup["AppId"].startswith("{{")  # a fixed id, so upgrades replace the old version
    # Nothing is written where only an administrator may write.
    text = SCRIPT.read_text(encoding="utf-8")
    assert "HKLM" not in text and "{commonpf}" not in text and "{sys}" not in text


def test_the_installer_ships_the_bundle_and_its_windowed_executable(
    script: dict[str, list[str]],
) -> None:
    assert _define("ExeName") == f"{FACTS.bundle_name}.exe"
    [files] = _entries(script["Files"])
    assert files["Source"] == "{#BundleDir}\\*"
    assert "recursesubdirs" in files["Flags"]
    spec = (ROOT / "packaging" / "starshine_desktop.spec").read_text(encoding="utf-8")
    assert "console=False," in spec  # the windowed executable: no console window opens


def test_the_installer_adds_a_start_menu_entry(script: dict[str, list[str]]) -> None:
    icons = _entries(script["Icons"])
    start_menu = [icon for icon in icons if icon["Name"].startswith("{group}")]
    assert [icon["Filename"] for icon in start_menu] == ["{app}\\{#ExeName}"]


def test_campaign_files_open_in_the_app_with_its_icon(script: dict[str, list[str]]) -> None:
    registry = _entries(script["Registry"])
    assert all(entry["Root"] == "HKA" for entry in registry)  # the user's own classes
    keys = {entry["Subkey"]: entry for entry in registry}
    prog_id = _define("CampaignProgId")
    assert keys[f"Software\\Classes\\.{CAMPAIGN_SUFFIX}\\OpenWithProgids"]["ValueName"] == (
        "{#CampaignProgId}"
    )
    assert prog_id == "StarshineDesktop.Campaign"
    command = keys["Software\\Classes\\{#CampaignProgId}\\shell\\open\\command"]["ValueData"]
    assert command == '"{app}\\{#ExeName}" "%1"'
    icon = keys["Software\\Classes\\{#CampaignProgId}\\DefaultIcon"]["ValueData"]
    assert icon == "{app}\\{#ExeName},0"
    # Uninstalling removes the association again.
    assert "uninsdeletekey" in keys["Software\\Classes\\{#CampaignProgId}"]["Flags"]


def test_links_to_shared_campaigns_open_in_the_app_with_its_icon(
    script: dict[str, list[str]],
) -> None:
    registry = _entries(script["Registry"])
    keys = {entry["Subkey"]: entry for entry in registry}
    assert _define("LinkProgId") == "StarshineDesktop.Link"
    assert keys[f"Software\\Classes\\.{LINK_SUFFIX}\\OpenWithProgids"]["ValueName"] == (
        "{#LinkProgId}"
    )
    command = keys["Software\\Classes\\{#LinkProgId}\\shell\\open\\command"]["ValueData"]
    assert command == '"{app}\\{#ExeName}" "%1"'
    icon = keys["Software\\Classes\\{#LinkProgId}\\DefaultIcon"]["ValueData"]
    assert icon == "{app}\\{#ExeName},0"
    assert "uninsdeletekey" in keys["Software\\Classes\\{#LinkProgId}"]["Flags"]
    supported = [
        entry["ValueName"] for entry in registry if entry["Subkey"].endswith("\\SupportedTypes")
    ]
    assert supported == [f".{CAMPAIGN_SUFFIX}", f".{LINK_SUFFIX}"]


def test_uninstalling_keeps_the_users_campaigns(script: dict[str, list[str]]) -> None:
    # Only the program folder is removed; the user's data folder is never named.
    deletes = _entries(script["UninstallDelete"])
    assert [entry["Name"] for entry in deletes] == ["{app}"]
    text = SCRIPT.read_text(encoding="utf-8")
    assert "{localappdata}" not in text and "{userappdata}" not in text


def test_the_compiler_gets_the_version_and_the_paths() -> None:
    facts = ProjectFacts("starshine-desktop", "1.2.3")
    arguments = build_installer.iscc_arguments(
        facts, Path("dist/starshine-desktop"), Path("build/starshine.ico"), Path("dist")
    )
    assert arguments[:4] == [
        "/DAppVersion=1.2.3",
        f"/DBundleDir={Path('dist/starshine-desktop')}",
        f"/DIconFile={Path('build/starshine.ico')}",
        f"/DOutputDir={Path('dist')}",
    ]
    assert arguments[-1] == str(SCRIPT)
    output_name = _setup(_sections(SCRIPT.read_text(encoding="utf-8")))["OutputBaseFilename"]
    assert output_name.replace("{#AppVersion}", "1.2.3") + ".exe" == (
        build_installer.installer_name(facts)
    )


@pytest.mark.skipif(
    shutil.which("iscc") is None and shutil.which("ISCC") is None,
    reason="Inno Setup's compiler runs on Windows only; the script is compiled there",
)
def test_the_script_compiles(tmp_path: Path) -> None:  # pragma: no cover - Windows only
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    (bundle / f"{FACTS.bundle_name}.exe").write_bytes(b"MZ")
    iscc = shutil.which("iscc") or shutil.which("ISCC") or "iscc"
    icon = tmp_path / "starshine.ico"
    icon.write_bytes(b"")
    result = subprocess.run(
        [iscc, "/O-", *build_installer.iscc_arguments(FACTS, bundle, icon, tmp_path)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_macos_signs_ad_hoc_by_default() -> None:
    app = Path("dist/Starshine Desktop.app")
    assert build_dmg.sign_command(app) == [
        "codesign",
        "--force",
        "--deep",
        "--sign",
        "-",
        str(app),
    ]


def test_macos_signs_with_a_developer_id_for_notarisation() -> None:
    app = Path("dist/Starshine Desktop.app")
    command = build_dmg.sign_command(app, "Developer ID Application: Lin (ABCDE12345)")
    assert command[4] == "Developer ID Application: Lin (ABCDE12345)"
    assert command[5:9] == ["--options", "runtime", "--timestamp", str(app)]
    dmg = Path("dist") / build_dmg.dmg_name(ProjectFacts("starshine-desktop", "1.2.3"))
    assert dmg.name == "starshine-desktop-1.2.3-macos.dmg"
    submit, staple = build_dmg.notarise_commands(dmg, "starshine")
    assert submit[:3] == ["xcrun", "notarytool", "submit"] and "--wait" in submit
    assert staple == ["xcrun", "stapler", "staple", str(dmg)]


def test_the_disk_image_is_compressed_and_named_after_the_app() -> None:
    command = build_dmg.dmg_command(Path("staging"), Path("out.dmg"))
    assert command[:4] == ["hdiutil", "create", "-volname", "Starshine Desktop"]
    assert command[command.index("-format") + 1] == "UDZO"


def test_the_app_declares_campaign_files_for_finder() -> None:
    documents = info_plist(FACTS)["CFBundleDocumentTypes"]
    assert isinstance(documents, list)
    [document, link] = documents
    assert document["CFBundleTypeExtensions"] == [CAMPAIGN_SUFFIX]
    assert document["LSHandlerRank"] == "Owner"
    assert link["CFBundleTypeExtensions"] == [LINK_SUFFIX]
    assert link["LSItemContentTypes"] == [LINK_TYPE_IDENTIFIER]
    assert link["CFBundleTypeMIMETypes"] == [LINK_MIME_TYPE]
    assert link["LSHandlerRank"] == "Owner"
    exported = info_plist(FACTS)["UTExportedTypeDeclarations"]
    assert isinstance(exported, list)
    [link_type] = [kind for kind in exported if kind["UTTypeIdentifier"] == LINK_TYPE_IDENTIFIER]
    assert link_type["UTTypeConformsTo"] == ["public.json"]
    assert link_type["UTTypeTagSpecification"]["public.filename-extension"] == [LINK_SUFFIX]
