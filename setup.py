"""Packaging beside pyproject.toml: every folder under game/, plus the checkout's top-level
levels/ and assets/ installed inside the package as game/levels and game/assets (which
game.core.paths finds in either place). Found in code, so a new game or data folder is picked
up without a list to edit; pyproject.toml's package-data says which files each one ships."""

from setuptools import find_namespace_packages, setup

_SKIP = ["*__pycache__*"]


def _carried(package: str, folder: str) -> list[str]:
    """`folder` and its subfolders as `package` and its subpackages."""
    return [package] + [f"{package}.{sub}" for sub in find_namespace_packages(where=folder, exclude=_SKIP)]


setup(
    packages=[*find_namespace_packages(include=["game", "game.*"], exclude=_SKIP),
              *_carried("game.levels", "levels"), *_carried("game.assets", "assets")],
    package_dir={"game.levels": "levels", "game.assets": "assets"},
)
