"""What the spec builds on Windows and macOS: icons, version resource, Info.plist (no build)."""

from __future__ import annotations

import plistlib
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import icons  # noqa: E402
from bundle_facts import (  # noqa: E402
    CAMPAIGN_MIME_TYPE,
    ProjectFacts,
    info_plist,
    keep_data,
    project_facts,
    shipped_languages,
    version_numbers,
    windows_version_info,
)

FACTS = project_facts(ROOT / "pyproject.toml")


def test_pillow_is_in_the_packaging_extra() -> None:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    packaging = data["project"]["optional-dependencies"]["packaging"]
    assert any(requirement.lower().startswith("pillow") for requirement in packaging)


def test_the_info_plist_makes_the_app_the_owner_of_campaign_files() -> None:
    plist = plistlib.loads(plistlib.dumps(info_plist(FACTS)))
    assert plist["CFBundleShortVersionString"] == FACTS.version
    [document, link] = plist["CFBundleDocumentTypes"]
    assert document["CFBundleTypeExtensions"] == ["starshine"]
    assert document["CFBundleTypeRole"] == "Editor"
    assert document["LSHandlerRank"] == "Owner"
    [declared, link_declared] = plist["UTExportedTypeDeclarations"]
    assert declared["UTTypeIdentifier"] in document["LSItemContentTypes"]
    assert declared["UTTypeTagSpecification"]["public.filename-extension"] == ["starshine"]
    assert declared["UTTypeTagSpecification"]["public.mime-type"] == [CAMPAIGN_MIME_TYPE]
    # A link to a shared campaign opens in the app too (a viewer of the link: the campaign
    # itself is on the server).
    assert link["CFBundleTypeExtensions"] == ["starshine-link"]
    assert link["LSHandlerRank"] == "Owner"
    assert link_declared["UTTypeIdentifier"] in link["LSItemContentTypes"]
    assert link_declared["UTTypeTagSpecification"]["public.filename-extension"] == [
        "starshine-link"
    ]


@pytest.mark.parametrize(
    ("version", "numbers"),
    [
        ("0.1.0", (0, 1, 0, 0)),
        ("2.10", (2, 10, 0, 0)),
        ("1.2.3.4.5", (1, 2, 3, 4)),
        ("1.2rc1", (1, 2, 0, 0)),
        ("1.2.dev3", (1, 2, 0, 0)),
    ],
)
def test_versions_become_the_four_numbers_windows_wants(
    version: str, numbers: tuple[int, int, int, int]
) -> None:
    assert version_numbers(version) == numbers


def test_the_windows_version_resource_is_what_pyinstaller_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("PyInstaller")
    # The module imports pefile and win32api (Windows builds only) for writing the resource
    # into an .exe; reading the text uses neither.
    import PyInstaller.compat

    monkeypatch.setitem(sys.modules, "pefile", sys.modules.get("pefile", ModuleType("pefile")))
    monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
    from PyInstaller.utils.win32.versioninfo import load_version_info_from_text_file

    path = tmp_path / "version-info.txt"
    path.write_text(windows_version_info(ProjectFacts("starshine-desktop", "1.2.3")), "utf-8")
    info = load_version_info_from_text_file(str(path))
    assert (info.ffi.fileVersionMS, info.ffi.fileVersionLS) == ((1 << 16) | 2, 3 << 16)
    text = str(info)
    assert "StringStruct('ProductVersion', '1.2.3')" in text
    assert "StringStruct('OriginalFilename', 'starshine-desktop.exe')" in text
    assert len(info.toRaw()) > 200  # it serialises into a resource


@pytest.mark.parametrize(
    ("platform", "suffix"), [("win32", ".ico"), ("darwin", ".icns"), ("linux", ".png")]
)
def test_each_platform_gets_its_icon_format(platform: str, suffix: str) -> None:
    assert icons.icon_format(platform) == suffix


def test_on_linux_the_bundle_takes_the_packages_png(tmp_path: Path) -> None:
    assert icons.make_icon(tmp_path, "linux") == icons.PNG
    assert not any(tmp_path.iterdir())


def test_the_svg_renders_at_any_size(tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    target = icons.render_svg(icons.SVG, 1024, tmp_path / "big.png")
    image = QImage(str(target))
    assert (image.width(), image.height()) == (1024, 1024)
    assert image.pixelColor(0, 0).alpha() == 0  # transparent outside the rounded square
    assert image.pixelColor(512, 900).alpha() == 255


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_windows_and_macos_icons_are_made_with_pillow(platform: str, tmp_path: Path) -> None:
    image_module = pytest.importorskip("PIL.Image")
    target = icons.make_icon(tmp_path, platform)
    assert target.suffix == icons.icon_format(platform)
    with image_module.open(target) as image:
        sizes = {size[0] for size in image.info["sizes"]}
    if platform == "win32":
        assert sizes == set(icons.ICO_SIZES)
    else:
        assert {16, 32, 128, 256, 512} <= sizes


def test_the_bundle_keeps_the_apps_catalogues_and_qts_for_the_languages_shipped() -> None:
    languages = shipped_languages(ROOT)
    assert languages == ("de",)
    kept = [
        "starshine_desktop/resources/translations/starshine_de.qm",
        "PySide6/Qt/translations/qtbase_de.qm",
        "PySide6/Qt/lib/libQt6Core.so.6",
        "starshine_desktop/resources/icons/starshine.png",
    ]
    dropped = [
        "PySide6/Qt/translations/qtbase_fr.qm",
        "PySide6/Qt/translations/qt_de.qm",
        "PySide6/Qt/translations/designer_de.qm",
        "PySide6/Qt/translations/qtdeclarative_de.qm",
    ]
    assert [path for path in kept if not keep_data(path, languages)] == []
    assert [path for path in dropped if keep_data(path, languages)] == []
    assert not keep_data("PySide6/Qt/translations/qtbase_de.qm")  # no language, none of Qt's


def test_the_info_plist_names_the_languages_of_the_app() -> None:
    plist = plistlib.loads(plistlib.dumps(info_plist(FACTS, shipped_languages(ROOT))))
    assert plist["CFBundleLocalizations"] == ["en", "de"]
    assert plist["CFBundleDevelopmentRegion"] == "en"
