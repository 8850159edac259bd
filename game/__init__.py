"""Steinkreis: a desktop game box of four board games (rules, table, computer players)."""

from pathlib import Path

#: The checkout's top folder; levels/ and assets/ live beside the package.
PROJECT_ROOT = Path(__file__).resolve().parent.parent
LEVELS_DIR = PROJECT_ROOT / "levels"
ASSETS_DIR = PROJECT_ROOT / "assets"
