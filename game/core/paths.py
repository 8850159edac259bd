"""Where the game finds its files: the shipped maps, fonts and texts (in the checkout or in an
installed copy), and the user's folders (platformdirs', or STEINKREIS_HOME if set)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from .i18n import _, pgettext

APP = "steinkreis"

#: The `game` package folder; its texts (game/<game>/*.md) always lie inside it.
PACKAGE = Path(__file__).resolve().parent.parent


def _shipped(folder: str) -> Path:
    """A folder of shipped data: `game/<folder>` in an installed copy (the wheel carries the
    checkout's top-level levels/ and assets/ there), else `<folder>` beside the package in a
    checkout (recognised by its pyproject.toml). FileNotFoundError names both places."""
    installed = PACKAGE / folder
    if installed.is_dir():
        return installed
    checkout = PACKAGE.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / folder).is_dir():
        return checkout / folder
    raise FileNotFoundError(
        _(
            "the game's {folder} folder is missing: neither {installed} nor {checkout} exists (reinstall the game)"
        ).format(folder=folder, installed=installed, checkout=checkout / folder)
    )


def levels_dir() -> Path:
    """The folder of Tiled maps (levels/ in the checkout)."""
    return _shipped("levels")


def level(*parts: str) -> Path:
    """A file in the levels folder: level(folder, name), the folder named after the game."""
    return levels_dir().joinpath(*parts)


def asset(*parts: str) -> Path:
    """A file in the assets folder, e.g. asset("fonts", "DejaVuSans.ttf")."""
    return _shipped("assets").joinpath(*parts)


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


def cache_dir() -> Path:
    """What the game can make again lives here (the compiled language catalogs)."""
    home = _home()
    return home / "cache" if home else Path(platformdirs.user_cache_dir(APP, appauthor=False))


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def settings_path() -> Path:
    return config_dir() / "settings.yaml"


def exports_dir() -> Path:
    """Where exported game files go: a Steinkreis folder in the user's documents
    (`exports` in STEINKREIS_HOME if set)."""
    home = _home()
    return home / "exports" if home else Path(platformdirs.user_documents_dir()) / "Steinkreis"


def exports_told() -> str:
    """That folder in words for the player (no path): "the Steinkreis folder in your
    Documents" ("Exported as “…”, in {folder}.")."""
    if _home():
        return pgettext("where exported files go (a folder)", "the exports folder of STEINKREIS_HOME")
    return pgettext("where exported files go (a folder)", "the Steinkreis folder in your Documents")
