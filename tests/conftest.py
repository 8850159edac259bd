"""Test configuration: no real display or audio, and every test gets its own user folders."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def steinkreis_home(tmp_path, monkeypatch):
    """Saves and settings go to a fresh temporary folder for each test."""
    home = tmp_path / "steinkreis-home"
    monkeypatch.setenv("STEINKREIS_HOME", str(home))
    return home
