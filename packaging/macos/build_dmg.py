"""Build the macOS app and its disk image: the bundle, signing, the .dmg, notarisation.

Run on macOS from the repository, in the virtual environment with the ``packaging`` extra:
``.venv/bin/python packaging/macos/build_dmg.py``. It builds ``dist/Starshine Desktop.app``
(packaging/build.py; its Info.plist declares the ``.starshine`` document type), signs it —
ad hoc by default, or with a Developer ID (``--identity "Developer ID Application: …"``,
hardened runtime and a secure timestamp) — and writes
``dist/starshine-desktop-VERSION-macos.dmg`` holding the app and a link to /Applications.
With ``--notary-profile NAME`` (a profile stored by ``xcrun notarytool store-credentials``)
the disk image is notarised and the ticket stapled. docs/packaging.md has the steps.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

from bundle_facts import APP_NAME, ProjectFacts, project_facts  # noqa: E402

AD_HOC = "-"


def sign_command(app: Path, identity: str = AD_HOC) -> list[str]:
    """Return ``codesign``'s command for the app: ad hoc, or a Developer ID for notarising."""
    command = ["codesign", "--force", "--deep", "--sign", identity]
    if identity != AD_HOC:
        # Notarisation wants the hardened runtime and a secure timestamp.
        command += ["--options", "runtime", "--timestamp"]
    return [*command, str(app)]


def dmg_name(facts: ProjectFacts) -> str:
    """Return the disk image's file name."""
    return f"{facts.bundle_name}-{facts.version}-macos.dmg"


def dmg_command(staging: Path, target: Path) -> list[str]:
    """Return ``hdiutil``'s command writing a compressed, read-only image of ``staging``."""
    return [
        "hdiutil",
        "create",
        "-volname",
        APP_NAME,
        "-srcfolder",
        str(staging),
        "-ov",
        "-format",
        "UDZO",
        str(target),
    ]


def notarise_commands(dmg: Path, profile: str) -> list[list[str]]:
    """Return the commands that notarise the image and staple the ticket to it."""
    return [
        ["xcrun", "notarytool", "submit", str(dmg), "--keychain-profile", profile, "--wait"],
        ["xcrun", "stapler", "staple", str(dmg)],
    ]


def main() -> int:
    """Build, sign, pack (and notarise); print the disk image's path."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build")
    parser.add_argument("--identity", default=AD_HOC, help="codesign identity (default: ad hoc)")
    parser.add_argument("--notary-profile", help="notarytool keychain profile to notarise with")
    arguments = parser.parse_args()
    if sys.platform != "darwin":
        parser.error("the macOS app and disk image are built on macOS (docs/packaging.md)")
    if arguments.notary_profile and arguments.identity == AD_HOC:
        parser.error("notarising needs a Developer ID: give --identity too")
    from build import build

    facts = project_facts(ROOT / "pyproject.toml")
    build(arguments.dist, arguments.work)
    app = arguments.dist / f"{APP_NAME}.app"
    subprocess.run(sign_command(app, arguments.identity), check=True)
    subprocess.run(["codesign", "--verify", "--deep", "--strict", str(app)], check=True)
    dmg = arguments.dist / dmg_name(facts)
    with tempfile.TemporaryDirectory() as folder:
        staging = Path(folder) / APP_NAME
        staging.mkdir()
        subprocess.run(["ditto", str(app), str(staging / app.name)], check=True)
        (staging / "Applications").symlink_to("/Applications")
        subprocess.run(dmg_command(staging, dmg), check=True)
    if arguments.notary_profile:
        for command in notarise_commands(dmg, arguments.notary_profile):
            subprocess.run(command, check=True)
    print(dmg)
    return 0


if __name__ == "__main__":
    sys.exit(main())
