"""Builds Steinkreis as a standalone Linux app that needs no Python: PyInstaller, folder mode.

    python -m tools.build_app [--dist DIR]

Makes DIR/steinkreis/ (default DIR: dist): the program `steinkreis` with everything it
loads, the maps, fonts, rules texts and tutorials inside it, the icon (drawn by the box's
own menu art), the desktop entry and install.sh; and DIR/steinkreis-<version>-linux-x86_64.tar.gz
holding that folder. Folder mode, not one file: a one-file build unpacks itself into a
temporary folder at every start (slow, and often taken for a virus). What the box does not
use is left out (Tk, NumPy, the test and build tools). Prints, last, one JSON line:
{"version": …, "app": folder, "archive": path, "app_bytes": …, "archive_bytes": …}.
Needs PyInstaller (`pip install pyinstaller`); builds for the machine it runs on.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
NAME = "steinkreis"
#: Modules the box never imports that PyInstaller would otherwise carry along.
EXCLUDED = ("tkinter", "numpy", "pytest", "hypothesis", "mypy", "ruff", "setuptools", "pip", "PyInstaller")
ICON_SIZE = 256


def version() -> str:
    sys.path.insert(0, str(ROOT))
    from game import __version__

    return __version__


def draw_icon(path: Path) -> None:
    """The menu's stone circle on a transparent square, as a PNG."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.ui.scenes.menu import stone_circle

    pygame.display.init()
    pygame.display.set_mode((1, 1))
    try:
        icon = pygame.Surface((ICON_SIZE, ICON_SIZE), pygame.SRCALPHA)
        drawn = stone_circle((560, 420))  # as the menu draws it, then made icon-sized
        circle = pygame.transform.smoothscale(drawn, (ICON_SIZE, ICON_SIZE * 420 // 560))
        icon.blit(circle, circle.get_rect(center=(ICON_SIZE // 2, ICON_SIZE // 2)))
        pygame.image.save(icon, str(path))
    finally:
        pygame.display.quit()


def _data() -> list[str]:
    """PyInstaller's --add-data pairs: the maps and fonts where an installed copy has them
    (game/levels, game/assets: game.core.paths finds them there), and every text and
    language catalog of the game package in its own folder."""
    pairs = [f"{ROOT / 'levels'}{os.pathsep}game/levels", f"{ROOT / 'assets'}{os.pathsep}game/assets"]
    for text in sorted([*(ROOT / "game").rglob("*.md"), *(ROOT / "game" / "locale").glob("*.po")]):
        pairs.append(f"{text}{os.pathsep}{text.parent.relative_to(ROOT).as_posix()}")
    return pairs


def build(dist: Path) -> dict:
    """Builds the app folder and the archive in `dist`; what the tool prints."""
    import PyInstaller.__main__

    number = version()
    dist.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="steinkreis-build-") as work:
        work_dir = Path(work)
        launcher = work_dir / "steinkreis.py"
        launcher.write_text("from game.app import main\n\nraise SystemExit(main())\n", encoding="utf-8")
        args = [
            str(launcher),
            "--name",
            NAME,
            "--onedir",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work_dir / "build"),
            "--specpath",
            str(work_dir),
            "--paths",
            str(ROOT),
            "--collect-submodules",
            "game",  # the manifests name views, narrators and coaches that load by name
            "--additional-hooks-dir",
            str(PACKAGING / "hooks"),  # Babel with the locale data of the box's languages only
        ]
        for pair in _data():
            args += ["--add-data", pair]
        for module in EXCLUDED:
            args += ["--exclude-module", module]
        PyInstaller.__main__.run(args)
        app = dist / NAME
        draw_icon(app / "steinkreis.png")
    shutil.copy2(PACKAGING / "install.sh", app / "install.sh")
    shutil.copy2(PACKAGING / "steinkreis.desktop", app / "steinkreis.desktop")
    (app / "install.sh").chmod(0o755)
    machine = platform.machine().replace("AMD64", "x86_64").lower()
    archive = dist / f"{NAME}-{number}-linux-{machine}.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(app, arcname=NAME)
    return {
        "version": number,
        "app": str(app),
        "archive": str(archive),
        "app_bytes": sum(f.stat().st_size for f in app.rglob("*") if f.is_file()),
        "archive_bytes": archive.stat().st_size,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.build_app", description=__doc__.split("\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app and archive go (dist)")
    args = parser.parse_args(argv)
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("PyInstaller is not installed: pip install pyinstaller", file=sys.stderr)
        return 1
    print(json.dumps(build(args.dist)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
