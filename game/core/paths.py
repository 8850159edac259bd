"""Where the game keeps its files: platformdirs' user folders, or STEINKREIS_HOME if set."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "steinkreis"


def _home() -> Path | None:
    value = os.environ.get("STEINKREIS_HOME")
    return Path(value) if value else None


def data_dir() -> Path:
    """Saves live here (the user data directory)."""
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP, appauthor=False))


def config_dir() -> Path:
    """settings.yaml lives here (the user config directory)."""
    home = _home()
    return home / "config" if home else Path(platformdirs.user_config_dir(APP, appauthor=False))


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def settings_path() -> Path:
    return config_dir() / "settings.yaml"
