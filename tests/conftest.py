"""Test configuration: no real display or audio, every test gets its own user folders, and
the fixtures many test files share (`app`)."""

from __future__ import annotations

import gc
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The tests read the English texts whatever the machine's locale (test_translations.py and
# the German checks choose German themselves).
os.environ["LANGUAGE"] = "en"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import i18n  # noqa: E402
from game.core.settings import Settings  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.app import App  # noqa: E402


@pytest.fixture(autouse=True)
def steinkreis_home(tmp_path, monkeypatch):
    """Saves and settings go to a fresh temporary folder for each test, and each test starts
    in English."""
    home = tmp_path / "steinkreis-home"
    monkeypatch.setenv("STEINKREIS_HOME", str(home))
    yield home
    i18n.set_language("en")


@pytest.fixture
def app():
    """The box at its default window size, as a test's own (its computer players' worker,
    if one was started, is stopped afterwards; pygame is left running for the next test).
    A test file that needs another window or computer player makes its own `app`."""
    application = App(Settings())
    yield application
    if application._thinker is not None:
        application._thinker.close()


@pytest.fixture(autouse=True)
def fonts_ready():
    """pygame's fonts are up for every test: a test that closed its App quit pygame, and the
    fonts cached until then went with it."""
    if not pygame.font.get_init():
        pygame.font.init()
        theme.font.cache_clear()


def pytest_configure(config) -> None:
    config.addinivalue_line("markers", "long: a test of many seconds, started before the others")


def pytest_collection_modifyitems(config, items) -> None:
    """The tests marked `long` go first, the rest keep their order: the workers that share
    the cores (pytest-xdist) take the long ones at the start, so that no core is left alone
    with one at the end."""
    items.sort(key=lambda item: item.get_closest_marker("long") is None)


def pytest_collection_finish(session) -> None:
    """What every test module loaded (the box, pygame, hypothesis, the collected tests) is
    moved out of the collector's sight: the full collections the app makes when a scene
    closes (App._let_go) then walk only what the tests themselves make since."""
    gc.collect()
    gc.freeze()
