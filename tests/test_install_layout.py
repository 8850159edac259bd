"""An installed copy of the game (not the checkout) finds its maps, fonts and rules texts.

The installed package is built the way `pip install .` lays it out (setup.py's build_py, run
in a copy of the checkout) and started from another folder; the resolver in game.core.paths
is also checked on hand-made checkout and installed layouts."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import paths, registry

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The folder an installation would put on sys.path, holding the built `game` package."""
    pytest.importorskip("setuptools")
    source = tmp_path_factory.mktemp("source")
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for name in ("game", "levels", "assets"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
    lib = tmp_path_factory.mktemp("site-packages")
    done = subprocess.run(
        [sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(lib)],
        cwd=source,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return lib


def run_check(lib: Path, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(lib), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run(
        [sys.executable, "-m", "game", "--check"], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
    )


def test_the_installed_package_carries_every_map_font_and_rules_text(installed):
    def files(top: Path, pattern: str) -> set[str]:
        return {
            p.relative_to(top).as_posix() for p in top.glob(pattern) if p.is_file() and "__pycache__" not in p.parts
        }

    shipped = files(installed / "game", "**/*")
    assert {f"levels/{p}" for p in files(ROOT / "levels", "**/*.tmx")} <= shipped
    tutorials = files(ROOT / "levels", "tutorials/**/*.yaml")
    assert tutorials and {f"levels/{p}" for p in tutorials} <= shipped  # chapters, why.yaml
    assert {f"assets/{p}" for p in files(ROOT / "assets", "fonts/*")} <= shipped
    assert files(ROOT / "game", "**/*.md") <= shipped
    assert files(ROOT / "game", "**/*.py") <= shipped
    assert {"levels/tholos/temple.tmx", "levels/dolmen/board.tmx", "assets/fonts/DejaVuSans.ttf"} <= shipped


def test_an_installed_copy_started_from_another_folder_checks_every_game(installed, tmp_path):
    done = run_check(installed, tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith(f"maps from {installed / 'game' / 'levels'},")
    assert len(lines) == 1 + len(registry.game_ids()) + 1
    for game_id, line in zip(registry.game_ids(), lines[1:]):
        assert line.startswith(f"ok      {registry.get(game_id).title}:")
    assert lines[-1].startswith("ok      computer players' worker")  # the installed copy's worker answered


def test_the_check_fails_and_names_the_game_whose_map_is_missing(installed, tmp_path):
    broken = tmp_path / "site-packages"
    shutil.copytree(installed, broken)
    (broken / "game" / "levels" / "tholos" / "temple.tmx").unlink()
    done = run_check(broken, tmp_path)
    assert done.returncode == 1
    failed = [line for line in done.stdout.splitlines() if line.startswith("FAILED")]
    assert len(failed) == 1 and failed[0].startswith("FAILED  tholos:") and "temple.tmx" in failed[0]
    assert any(line.startswith("ok      Dolmen:") for line in done.stdout.splitlines())


def test_the_checkout_finds_its_top_level_levels_and_assets():
    assert paths.levels_dir() == ROOT / "levels"
    assert paths.level("tholos", "temple.tmx") == ROOT / "levels" / "tholos" / "temple.tmx"
    assert paths.asset("fonts", "DejaVuSans.ttf").is_file()


def _tree(top: Path, *files: str) -> None:
    for name in files:
        (top / name).parent.mkdir(parents=True, exist_ok=True)
        (top / name).write_text("")


def test_an_installed_layout_uses_the_folders_inside_the_package(tmp_path, monkeypatch):
    _tree(
        tmp_path, "game/levels/tholos/temple.tmx", "game/assets/fonts/DejaVuSans.ttf", "levels/other.tmx"
    )  # a stray folder beside an installed package is not ours
    monkeypatch.setattr(paths, "PACKAGE", tmp_path / "game")
    assert paths.levels_dir() == tmp_path / "game" / "levels"
    assert paths.asset("fonts", "DejaVuSans.ttf") == tmp_path / "game" / "assets" / "fonts" / "DejaVuSans.ttf"


def test_a_checkout_layout_uses_the_top_level_folders(tmp_path, monkeypatch):
    _tree(tmp_path, "pyproject.toml", "game/__init__.py", "levels/tholos/temple.tmx")
    monkeypatch.setattr(paths, "PACKAGE", tmp_path / "game")
    assert paths.levels_dir() == tmp_path / "levels"


def test_missing_levels_are_reported_with_both_places_looked_in(tmp_path, monkeypatch):
    _tree(tmp_path, "levels/tholos/temple.tmx", "game/__init__.py")  # no pyproject: no checkout
    monkeypatch.setattr(paths, "PACKAGE", tmp_path / "game")
    with pytest.raises(FileNotFoundError) as caught:
        paths.levels_dir()
    assert str(tmp_path / "game" / "levels") in str(caught.value)
    assert str(tmp_path / "levels") in str(caught.value) and "reinstall" in str(caught.value)


def test_the_check_leaves_the_players_saves_and_settings_alone(installed, tmp_path):
    home = tmp_path / "home"
    (home / "data").mkdir(parents=True)
    save = home / "data" / "autosave.json"
    save.write_text('{"a game": "in progress"}')
    env = {**os.environ, "PYTHONPATH": str(installed), "STEINKREIS_HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-m", "game", "--check"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert save.read_text() == '{"a game": "in progress"}'
    assert sorted(p.relative_to(home).as_posix() for p in home.rglob("*")) == ["data", "data/autosave.json"]
