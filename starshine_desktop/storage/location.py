"""Common: where a campaign file lives: warn before opening one in a synced folder or on a share.

A file-sync client (Dropbox, OneDrive, Google Drive, iCloud, Syncthing …) copies a campaign
while it is being written and may upload the file without its ``-wal`` log, or bring back an
old copy over a newer one; a network file system may not honour SQLite's locks. SQLite's own advice
is to keep a live database on a local disk. The checks here are pure functions of the path
and of the system's mount table, so they are tested with made-up tables; only Syncthing,
which shares folders of any name, is found on disk (its ``.stfolder`` marker).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path, PurePath, PurePosixPath, PureWindowsPath

from starshine_desktop.rules.errors import QT_TRANSLATE_NOOP, Refusal

MOUNTS_FILE = Path("/proc/mounts")

_SYNC_FOLDERS: dict[str, str] = {
    "dropbox": "Dropbox",
    "onedrive": "OneDrive",
    "google drive": "Google Drive",
    "googledrive": "Google Drive",
    "my drive": "Google Drive",
    "icloud drive": "iCloud Drive",
    "iclouddrive": "iCloud Drive",
    "mobile documents": "iCloud Drive",
    "box sync": "Box",
    "pclouddrive": "pCloud",
    "nextcloud": "Nextcloud",
    "owncloud": "ownCloud",
    "seafile": "Seafile",
    "yandex.disk": "Yandex Disk",
}
"""Folder names that sync clients create, compared without regard to case."""
_SYNC_PREFIXES = re.compile(
    r"^(?P<name>onedrive|dropbox|googledrive|google drive|nextcloud)"
    r"(?:\s+-\s+.+|\s*\(.+\))$",
    re.IGNORECASE,
)
"""Names with a suffix: "OneDrive - Company", "Dropbox (Personal)"."""
_MACOS_CLOUD_STORAGE = ("library", "cloudstorage")
"""macOS keeps every File Provider sync folder (Box, Dropbox, OneDrive …) in here."""
_NETWORK_TYPES = frozenset(
    {
        "nfs",
        "nfs4",
        "cifs",
        "smb",
        "smb2",
        "smb3",
        "smbfs",
        "sshfs",
        "fuse.sshfs",
        "afs",
        "9p",
        "davfs",
        "fuse.davfs2",
        "fuse.rclone",
        "fuse.gcsfuse",
        "fuse.google-drive-ocamlfuse",
        "fuse.s3fs",
        "ncpfs",
        "glusterfs",
        "fuse.glusterfs",
        "ceph",
        "fuse.ceph",
        "lustre",
        "coda",
    }
)
"""File system types that are not on this computer's own disk."""


class LocationKind(StrEnum):
    """Why a folder is a risky home for a live campaign file."""

    SYNCED = "synced"
    NETWORK = "network"


@dataclass(frozen=True, slots=True)
class LocationRisk:
    """A campaign's folder is synced or shared; ``warning`` tells the person why it matters
    (a template and its fields: the window shows it translated, ``message`` is English)."""

    kind: LocationKind
    service: str
    warning: Refusal

    @property
    def message(self) -> str:
        """Return the warning in English."""
        return str(self.warning)


def _synced_by(path: PurePath) -> str | None:
    """Return the sync service whose folder holds ``path``, judged by its folder names."""
    folders = path.parts[:-1]
    folded_folders = [part.casefold() for part in folders]
    for index in range(len(folders) - 2):
        if tuple(folded_folders[index : index + 2]) == _MACOS_CLOUD_STORAGE:
            provider = folders[index + 2].split("-")[0]
            return _SYNC_FOLDERS.get(provider.casefold(), provider or "a sync program")
    for part in folders:
        folded = part.casefold()
        if folded in _SYNC_FOLDERS:
            return _SYNC_FOLDERS[folded]
        match = _SYNC_PREFIXES.match(part)
        if match is not None:
            return _SYNC_FOLDERS[match.group("name").casefold()]
    return None


def _unescape_mount(field: str) -> str:
    """Undo the octal escapes of /proc/mounts (a space is written ``\\040``)."""
    return re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), field)


def mount_type(path: PurePosixPath, mounts: str) -> str | None:
    """Return the file system type of the mount holding ``path``, from /proc/mounts text."""
    best: tuple[int, str] | None = None
    for line in mounts.splitlines():
        fields = line.split()
        if len(fields) < 3:
            continue
        point = PurePosixPath(_unescape_mount(fields[1]))
        if path == point or point in path.parents:
            depth = len(point.parts)
            if best is None or depth >= best[0]:
                best = (depth, fields[2])
    return None if best is None else best[1]


def location_risk(
    path: PurePath, *, mounts: str | None = None, synced_by: str | None = None
) -> LocationRisk | None:
    """Return why ``path`` is a risky place for a live campaign, or None if it looks local.

    ``path`` should be absolute (resolved); ``mounts`` is the text of /proc/mounts, if known;
    ``synced_by`` names a sync program found on disk (Syncthing's ``.stfolder``).
    """
    name = path.name
    if isinstance(path, PureWindowsPath) and path.drive.startswith("\\\\"):
        return LocationRisk(
            LocationKind.NETWORK,
            "a network share",
            Refusal(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{name} is on a network share ({drive}). A campaign that is open is "
                    "safest on this computer's own disk: a share can lose or mix up saves if "
                    "the connection drops or another computer opens it. Copy it to a local "
                    "folder to play, and back to the share afterwards.",
                ),
                name=name,
                drive=path.drive,
            ),
        )
    service = _synced_by(path) or synced_by
    if service is not None:
        return LocationRisk(
            LocationKind.SYNCED,
            service,
            Refusal(
                QT_TRANSLATE_NOOP(
                    "Refusal",
                    "{name} is in a folder kept in sync by {service}. Opened on two "
                    "computers, each would save over the other's changes; a sync program can "
                    "also copy the campaign while it is being saved or bring back an older "
                    "copy over it. Keep campaigns you play in a folder that is not synced. To "
                    "share Personae with your table through the synced folder, use File › "
                    "Party folder… instead.",
                ),
                name=name,
                service=service,
            ),
        )
    if mounts is not None and isinstance(path, PurePosixPath):
        fstype = mount_type(path, mounts)
        if fstype is not None and fstype.casefold() in _NETWORK_TYPES:
            return LocationRisk(
                LocationKind.NETWORK,
                fstype,
                Refusal(
                    QT_TRANSLATE_NOOP(
                        "Refusal",
                        "{name} is on a network file system ({fstype}). A campaign that is "
                        "open is safest on this computer's own disk: a network file system "
                        "may not keep two programs from writing at once, and can lose saves "
                        "if the connection drops. Copy it to a local folder to play.",
                    ),
                    name=name,
                    fstype=fstype,
                ),
            )
    return None


def risk_of_location(path: Path) -> LocationRisk | None:
    """Return the risk of ``path`` on this computer (reading /proc/mounts where there is one)."""
    resolved = path.resolve()
    mounts: str | None = None
    if os.name == "posix":
        try:
            mounts = MOUNTS_FILE.read_text(encoding="utf-8", errors="replace")
        except OSError:
            mounts = None
    pure: PurePath = PureWindowsPath(resolved) if os.name == "nt" else PurePosixPath(resolved)
    return location_risk(pure, mounts=mounts, synced_by=synced_on_disk(resolved))


SYNCTHING_MARKER = ".stfolder"
"""The marker Syncthing keeps at the top of every folder it shares."""


def synced_on_disk(path: Path) -> str | None:
    """Return the sync program whose marker a folder holding ``path`` has, if any.

    Syncthing shares any folder, whatever its name, and marks it with ``.stfolder`` (a
    folder, or an empty file in older versions).
    """
    for folder in path.parents:
        try:
            if (folder / SYNCTHING_MARKER).exists():
                return "Syncthing"
        except OSError:
            continue
    return None
