"""Campaigns in synced folders or on network file systems are recognised before opening."""

from __future__ import annotations

from pathlib import Path, PurePosixPath, PureWindowsPath

import pytest

from starshine_desktop.storage.location import (
    LocationKind,
    location_risk,
    mount_type,
    risk_of_location,
)

MOUNTS = """\
/dev/sda2 / ext4 rw,relatime 0 0
proc /proc proc rw,nosuid,nodev,noexec,relatime 0 0
tmpfs /tmp tmpfs rw,nosuid,nodev 0 0
server:/export/games /mnt/games nfs4 rw,relatime,vers=4.2 0 0
//nas/share /mnt/nas\\040share cifs rw,relatime,vers=3.1.1 0 0
me@host:/srv /home/me/remote fuse.sshfs rw,nosuid,nodev 0 0
/dev/sdb1 /mnt/games/local ext4 rw,relatime 0 0
"""


@pytest.mark.parametrize(
    ("path", "service"),
    [
        ("/home/me/Dropbox/Games/Table.starshine", "Dropbox"),
        ("/home/me/Dropbox (Personal)/Table.starshine", "Dropbox"),
        ("/home/me/OneDrive/Documents/Table.starshine", "OneDrive"),
        ("/home/me/OneDrive - Acme Ltd/Table.starshine", "OneDrive"),
        ("/home/me/Google Drive/My Drive/Table.starshine", "Google Drive"),
        ("/Users/me/Library/Mobile Documents/com~apple~CloudDocs/Table.starshine", "iCloud Drive"),
        ("/Users/me/Library/CloudStorage/Box-Box/Table.starshine", "Box"),
        ("/Users/me/Library/CloudStorage/GoogleDrive-me@example.org/T.starshine", "Google Drive"),
        ("/home/me/nextcloud/Table.starshine", "Nextcloud"),
    ],
)
def test_a_campaign_in_a_synced_folder_is_named_with_its_service(path: str, service: str) -> None:
    risk = location_risk(PurePosixPath(path), mounts=MOUNTS)
    assert risk is not None
    assert risk.kind is LocationKind.SYNCED
    assert risk.service == service
    assert f"kept in sync by {service}" in risk.message
    assert "Table.starshine" in risk.message or "T.starshine" in risk.message


def test_a_windows_sync_folder_and_a_unc_share_are_recognised() -> None:
    synced = location_risk(PureWindowsPath(r"C:\Users\me\OneDrive\Games\Table.starshine"))
    assert synced is not None and synced.kind is LocationKind.SYNCED
    shared = location_risk(PureWindowsPath(r"\\nas\games\Table.starshine"))
    assert shared is not None and shared.kind is LocationKind.NETWORK
    assert r"\\nas\games" in shared.message


@pytest.mark.parametrize(
    ("path", "fstype"),
    [
        ("/mnt/games/Table.starshine", "nfs4"),
        ("/mnt/games/deep/down/Table.starshine", "nfs4"),
        ("/mnt/nas share/Table.starshine", "cifs"),
        ("/home/me/remote/Table.starshine", "fuse.sshfs"),
    ],
)
def test_a_campaign_on_a_network_file_system_is_named_with_its_type(path: str, fstype: str) -> None:
    risk = location_risk(PurePosixPath(path), mounts=MOUNTS)
    assert risk is not None
    assert risk.kind is LocationKind.NETWORK
    assert risk.service == fstype
    assert f"network file system ({fstype})" in risk.message


@pytest.mark.parametrize(
    "path",
    [
        "/home/me/Games/Table.starshine",
        "/tmp/Table.starshine",
        "/mnt/games/local/Table.starshine",  # a local disk mounted inside the share
        "/home/me/dropbox-notes/Table.starshine",  # only whole folder names count
        "/home/me/Games/Dropbox.starshine",  # the file's own name is not a folder
        "/mnt/gamesx/Table.starshine",  # a sibling of a mount point is not inside it
    ],
)
def test_a_local_folder_gives_no_warning(path: str) -> None:
    assert location_risk(PurePosixPath(path), mounts=MOUNTS) is None


def test_the_deepest_mount_holding_a_path_decides_its_type() -> None:
    assert mount_type(PurePosixPath("/mnt/games/local/x"), MOUNTS) == "ext4"
    assert mount_type(PurePosixPath("/mnt/games/x"), MOUNTS) == "nfs4"
    assert mount_type(PurePosixPath("/"), MOUNTS) == "ext4"
    assert mount_type(PurePosixPath("/anything"), "") is None


def test_this_computers_temporary_folder_is_local(tmp_path: Path) -> None:
    assert risk_of_location(tmp_path / "Table.starshine") is None


def test_a_folder_syncthing_shares_is_known_by_its_marker_whatever_its_name(
    tmp_path: Path,
) -> None:
    shared = tmp_path / "Table games"
    (shared / ".stfolder").mkdir(parents=True)
    (shared / "campaigns").mkdir()
    path = shared / "campaigns" / "Table.starshine"
    risk = risk_of_location(path)
    assert risk is not None and (risk.kind, risk.service) == (LocationKind.SYNCED, "Syncthing")
    assert "each would save over the other's changes" in risk.message
    assert "File › Party folder…" in risk.message
    assert risk_of_location(tmp_path / "Table.starshine") is None  # beside, not inside
