"""The standalone app's packaging: what the build carries, and install.sh putting the app, its
desktop entry and its command in place for one user and taking them away again, the
player's games left alone. (The build itself runs in CI: python -m tools.build_app.)"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from tools import build_app

ROOT = Path(__file__).resolve().parents[1]


def test_the_build_carries_every_map_font_text_and_catalog_where_the_game_looks():
    pairs = [pair.split(os.pathsep) for pair in build_app._data()]
    carried = {Path(source): target for source, target in pairs}
    assert carried[ROOT / "levels"] == "game/levels" and carried[ROOT / "assets"] == "game/assets"
    for text in [*(ROOT / "game").rglob("*.md"), *(ROOT / "game" / "locale").glob("*.po")]:
        assert carried[text] == text.parent.relative_to(ROOT).as_posix()
    assert ROOT / "game" / "locale" / "de.po" in carried  # the German catalog travels too


def _unpacked(tmp_path: Path) -> Path:
    """An unpacked archive's folder: install.sh, the entry, an icon and a stand-in program."""
    folder = tmp_path / "steinkreis"
    folder.mkdir()
    for name in ("install.sh", "steinkreis.desktop"):
        shutil.copy2(ROOT / "packaging" / name, folder / name)
    (folder / "steinkreis.png").write_bytes(b"\x89PNG stand-in")
    program = folder / "steinkreis"
    program.write_text("#!/bin/sh\necho 'Steinkreis ran'\n")
    program.chmod(0o755)
    (folder / "_internal").mkdir()
    (folder / "_internal" / "libpython.so").write_bytes(b"x")
    return folder


def _run(folder: Path, home: Path, *args: str) -> subprocess.CompletedProcess:
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin"}
    return subprocess.run(["/bin/sh", str(folder / "install.sh"), *args], env=env, capture_output=True, text=True)


def test_install_puts_the_app_its_menu_entry_and_its_command_in_the_users_folders(tmp_path):
    folder, home = _unpacked(tmp_path), tmp_path / "home"
    home.mkdir()
    done = _run(folder, home)
    assert done.returncode == 0, done.stderr
    app = home / ".local/share/steinkreis/app"
    assert (app / "_internal" / "libpython.so").is_file()
    entry = (home / ".local/share/applications/steinkreis.desktop").read_text()
    assert f"Exec={app}/steinkreis" in entry and "@APP@" not in entry
    assert (home / ".local/share/icons/hicolor/256x256/apps/steinkreis.png").is_file()
    command = home / ".local/bin/steinkreis"
    assert subprocess.run([str(command)], capture_output=True, text=True).stdout == "Steinkreis ran\n"
    assert "not on your PATH" in done.stdout  # and it says how to start it meanwhile


def test_uninstall_takes_the_app_away_and_leaves_the_games_and_says_where_they_are(tmp_path):
    folder, home = _unpacked(tmp_path), tmp_path / "home"
    home.mkdir()
    assert _run(folder, home).returncode == 0
    kept = home / ".local/share/steinkreis/games/20261203-134308-d83ba8.json"
    kept.parent.mkdir(parents=True)
    kept.write_text("{}")
    done = _run(folder, home, "--uninstall")
    assert done.returncode == 0, done.stderr
    assert not (home / ".local/share/steinkreis/app").exists()
    assert not (home / ".local/share/applications/steinkreis.desktop").exists()
    assert not (home / ".local/bin/steinkreis").exists() and not (home / ".local/bin/steinkreis").is_symlink()
    assert kept.read_text() == "{}"
    assert str(home / ".local/share/steinkreis") in done.stdout


def test_install_refuses_to_run_outside_the_unpacked_folder(tmp_path):
    folder, home = _unpacked(tmp_path), tmp_path / "home"
    home.mkdir()
    (folder / "steinkreis").unlink()
    done = _run(folder, home)
    assert done.returncode == 1 and "unpacked Steinkreis folder" in done.stderr
    assert not (home / ".local/share/steinkreis").exists()
