"""Packaging beside pyproject.toml: every package under game/, plus the checkout's top-level
levels/ and assets/ installed inside it as game/levels and game/assets (game.core.paths finds
them in either place). Kept in code so a new game package is picked up without a list to edit."""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["game", "game.*"]), "game.levels", "game.assets"],
    package_dir={"game.levels": "levels", "game.assets": "assets"},
)
