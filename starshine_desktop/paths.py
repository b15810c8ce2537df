"""Where Starshine Desktop keeps its files: platformdirs, with one override for tests."""

from __future__ import annotations

import os
from pathlib import Path

from starshine_desktop import APP_NAME

HOME_ENVIRONMENT_VARIABLE = "STARSHINE_HOME"
DEFAULT_CAMPAIGN_FILE_NAME = "campaign.starshine"


def data_folder() -> Path:
    """Return the user data folder (``STARSHINE_HOME`` overrides platformdirs)."""
    override = os.environ.get(HOME_ENVIRONMENT_VARIABLE)
    if override:
        return Path(override)
    from platformdirs import PlatformDirs  # imported when needed: it is slow to import

    return Path(PlatformDirs(APP_NAME, appauthor=False).user_data_dir)


def log_folder() -> Path:
    """Return the folder of the log files (``STARSHINE_HOME/logs`` when that is set)."""
    override = os.environ.get(HOME_ENVIRONMENT_VARIABLE)
    if override:
        return Path(override) / "logs"
    from platformdirs import PlatformDirs

    return Path(PlatformDirs(APP_NAME, appauthor=False).user_log_dir)


def default_campaign_path() -> Path:
    """Return the path of the default campaign file."""
    return data_folder() / DEFAULT_CAMPAIGN_FILE_NAME


def backup_folder() -> Path:
    """Return the folder that holds campaign backups (outside any campaign's folder)."""
    return data_folder() / "backups"


def resources_folder() -> Path:
    """Return the package's folder of icons, fonts and the sample campaign (bundle too)."""
    return Path(__file__).resolve().parent / "resources"


def app_icon_path() -> Path:
    """Return the application icon (PNG)."""
    return resources_folder() / "icons" / "starshine.png"
