"""Facts the PyInstaller spec and the packaging benchmark share: name, version, exclusions."""

from __future__ import annotations

import ast
import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

#: Packages the app never imports at run time that PyInstaller followed into the bundle
#: anyway: Pillow (only packaging/icons.py uses it, at build time; 4 MB and 15 MB of
#: ``pillow.libs``) and Pygments (Alembic → Mako → Mako's Pygments plug-in, for error pages
#: Mako renders only in a development server). tests/packaging/test_bundle.py checks that no
#: file of theirs is in a built bundle.
NEVER_BUNDLED: tuple[str, ...] = ("PIL", "pygments", "mako.ext.pygmentplugin")

# Python modules the app never uses but PyInstaller would otherwise follow into the bundle.
EXCLUDED_MODULES: tuple[str, ...] = (
    "tkinter",
    # PySide6.QtNetwork stays: a second launch hands its campaign to the running window
    # over QLocalSocket (starshine_desktop/ui/single_instance.py).
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtDBus",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtConcurrent",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtUiTools",
    "PySide6.QtXml",
    "pytest",
    "hypothesis",
    "mypy",
    "numpy",
    # Nothing here starts processes; only ``concurrent.futures.process`` pulls
    # multiprocessing in, and with it PyInstaller's run-time hook, which imports
    # multiprocessing (and socket, pickle, ...) at every start: about 6 ms.
    "multiprocessing",
    "concurrent.futures.process",
    *NEVER_BUNDLED,
)

# Qt plugin folders the app does not need: networking, TLS and embedded-device back ends.
_EXCLUDED_PLUGIN_FOLDERS = ("networkinformation", "tls", "egldeviceintegrations", "generic")


def keep_binary(destination: str) -> bool:
    """Return whether a collected binary belongs in the bundle."""
    parts = Path(destination).parts
    if "plugins" in parts:
        folder = parts[parts.index("plugins") + 1] if parts[-1] != "plugins" else ""
        if folder in _EXCLUDED_PLUGIN_FOLDERS:
            return False
    name = parts[-1]
    return not name.startswith(("libQt6Qml", "libQt6Quick", "libQt6EglFS"))


#: Qt's own catalogues a translated window needs: ``qtbase`` (buttons, standard dialogs).
QT_CATALOGUES = ("qtbase",)
#: Where the app's compiled catalogues (``starshine_<language>.qm``) are, in the source tree.
APP_CATALOGUES = Path("starshine_desktop") / "resources" / "translations"


def shipped_languages(root: Path) -> tuple[str, ...]:
    """Return the languages the app is translated into (its compiled catalogues)."""
    folder = root / APP_CATALOGUES
    return tuple(sorted(path.stem.removeprefix("starshine_") for path in folder.glob("*.qm")))


def keep_data(destination: str, languages: Iterable[str] = ()) -> bool:
    """Return whether a collected data file belongs in the bundle.

    Of the translations, the app's own stay, and of Qt's about 200 catalogues only those
    of ``QT_CATALOGUES`` in the app's ``languages``.
    """
    parts = Path(destination).parts
    name = parts[-1]
    if not name.endswith(".qm") or "starshine_desktop" in parts:
        return True
    catalogue, _, language = name.removesuffix(".qm").partition("_")
    return catalogue in QT_CATALOGUES and language in set(languages)


@dataclass(frozen=True)
class ProjectFacts:
    """The project's name and version as pyproject.toml declares them."""

    name: str
    version: str

    @property
    def bundle_name(self) -> str:
        """Return the name of the bundle folder and executable."""
        return self.name


def project_facts(pyproject: Path) -> ProjectFacts:
    """Read name and version from pyproject.toml (following a dynamic ``attr`` version)."""
    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    project = data["project"]
    if "version" in project:
        return ProjectFacts(project["name"], project["version"])
    attribute = data["tool"]["setuptools"]["dynamic"]["version"]["attr"]
    module_name, _, variable = attribute.rpartition(".")
    module_path = pyproject.parent / Path(*module_name.split("."))
    source_file = (
        module_path / "__init__.py" if module_path.is_dir() else module_path.with_suffix(".py")
    )
    tree = ast.parse(source_file.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == variable for target in node.targets
        ):
            value = ast.literal_eval(node.value)
            return ProjectFacts(project["name"], str(value))
    raise LookupError(f"{attribute} not found in {source_file}")


#: The reverse-DNS name macOS knows the app by, and the type of its campaign files.
BUNDLE_IDENTIFIER = "org.starshinedesktop.StarshineDesktop"
CAMPAIGN_TYPE_IDENTIFIER = "org.starshinedesktop.campaign"
#: The freedesktop MIME type of a campaign (packaging/linux/starshine-desktop.xml).
CAMPAIGN_MIME_TYPE = "application/x-starshine-campaign"
CAMPAIGN_SUFFIX = "starshine"
#: A link to a shared campaign on a server (docs/shared-campaigns.md): a small JSON file.
LINK_TYPE_IDENTIFIER = "org.starshinedesktop.link"
LINK_MIME_TYPE = "application/x-starshine-link"
LINK_SUFFIX = "starshine-link"
APP_NAME = "Starshine Desktop"


def info_plist(facts: ProjectFacts, languages: Iterable[str] = ()) -> dict[str, object]:
    """Return what the macOS bundle's Info.plist adds: the version, the languages (so the
    system's own dialogs match the window) and the campaign files.

    The app declares the ``.starshine`` and ``.starshine-link`` types (exported, as they
    are the app's own formats) and is their owner, so Finder opens a campaign, or a link to
    a shared one, in the app with a double-click.
    """
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleShortVersionString": facts.version,
        "CFBundleVersion": facts.version,
        "NSHumanReadableCopyright": "MIT licence; see LICENSE and NOTICE",
        "NSHighResolutionCapable": True,
        "LSMinimumSystemVersion": "11.0",
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": ["en", *languages],
        "CFBundleDocumentTypes": [
            {
                "CFBundleTypeName": "Starshine campaign",
                "CFBundleTypeRole": "Editor",
                "LSHandlerRank": "Owner",
                "LSItemContentTypes": [CAMPAIGN_TYPE_IDENTIFIER],
                "CFBundleTypeExtensions": [CAMPAIGN_SUFFIX],
                "CFBundleTypeMIMETypes": [CAMPAIGN_MIME_TYPE],
            },
            {
                "CFBundleTypeName": "Link to a shared Starshine campaign",
                "CFBundleTypeRole": "Viewer",
                "LSHandlerRank": "Owner",
                "LSItemContentTypes": [LINK_TYPE_IDENTIFIER],
                "CFBundleTypeExtensions": [LINK_SUFFIX],
                "CFBundleTypeMIMETypes": [LINK_MIME_TYPE],
            },
        ],
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": CAMPAIGN_TYPE_IDENTIFIER,
                "UTTypeDescription": "Starshine campaign",
                "UTTypeConformsTo": ["public.data", "public.database"],
                "UTTypeTagSpecification": {
                    "public.filename-extension": [CAMPAIGN_SUFFIX],
                    "public.mime-type": [CAMPAIGN_MIME_TYPE],
                },
            },
            {
                "UTTypeIdentifier": LINK_TYPE_IDENTIFIER,
                "UTTypeDescription": "Link to a shared Starshine campaign",
                "UTTypeConformsTo": ["public.json"],
                "UTTypeTagSpecification": {
                    "public.filename-extension": [LINK_SUFFIX],
                    "public.mime-type": [LINK_MIME_TYPE],
                },
            },
        ],
    }


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """Return a version as the four numbers Windows wants (``0.1.0`` → ``(0, 1, 0, 0)``)."""
    numbers: list[int] = []
    for part in version.split(".")[:4]:
        digits = re.match(r"\d+", part)
        if digits is None:
            break
        numbers.append(int(digits.group()))
        if digits.end() != len(part):  # "2rc1": the release ends here
            break
    numbers += [0] * (4 - len(numbers))
    return (numbers[0], numbers[1], numbers[2], numbers[3])


def windows_version_info(facts: ProjectFacts) -> str:
    """Return the Windows version resource, as PyInstaller's ``version=`` file reads it."""
    numbers = version_numbers(facts.version)
    strings = {
        "CompanyName": APP_NAME,
        "FileDescription": APP_NAME,
        "FileVersion": facts.version,
        "InternalName": facts.bundle_name,
        "LegalCopyright": "MIT licence; see LICENSE and NOTICE",
        "OriginalFilename": f"{facts.bundle_name}.exe",
        "ProductName": APP_NAME,
        "ProductVersion": facts.version,
    }
    entries = ",\n".join(
        f"          StringStruct({key!r}, {value!r})" for key, value in strings.items()
    )
    return f"""# Windows version resource of {APP_NAME}, written by packaging/bundle_facts.py.
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers!r},
    prodvers={numbers!r},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo(
      [
        StringTable(
          '040904B0',
          [
{entries}
          ]
        )
      ]
    ),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""
