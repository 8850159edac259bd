"""settings.yaml: defaults when absent, round trip, and every kind of damage answered with the
defaults, a message and the old file kept aside (read only with yaml.safe_load)."""

from __future__ import annotations

import pytest

from game.core import paths, settings
from game.core.settings import Settings


def write_settings(content: bytes):
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return path


def test_defaults_when_there_is_no_file():
    loaded, message = settings.load()
    assert loaded == Settings() and message is None
    assert (loaded.window_width, loaded.window_height) == (1280, 720)
    assert loaded.fullscreen is False


def test_round_trip():
    mine = Settings(window_width=1600, window_height=900, fullscreen=True, animation_speed=2.0, volume=0.25)
    settings.save(mine)
    loaded, message = settings.load()
    assert message is None and loaded == mine


def test_partial_file_fills_in_defaults():
    write_settings(b"volume: 0.5\n")
    loaded, message = settings.load()
    assert message is None and loaded == Settings(volume=0.5)


def test_empty_file_means_defaults_without_complaint():
    path = write_settings(b"")
    assert settings.load() == (Settings(), None)
    assert path.exists()


def test_saving_a_bad_value_is_refused_and_keeps_the_file():
    settings.save(Settings(volume=0.4))
    with pytest.raises(ValueError, match="volume"):
        settings.save(Settings(volume=3.0))
    assert settings.load() == (Settings(volume=0.4), None)


DAMAGED = {
    "volume out of range": b"volume: 2\n",
    "volume not a number": b"volume: loud\n",
    "fullscreen not a bool": b"fullscreen: 1\n",
    "width not whole": b"window_width: 1280.5\n",
    "width a bool": b"window_width: true\n",
    "window too small": b"window_width: 100\nwindow_height: 100\n",
    "speed zero": b"animation_speed: 0\n",
    "speed nan": b"animation_speed: .nan\n",
    "unknown key": b"colour: blue\n",
    "a list": b"- volume\n- 0.5\n",
    "a number": b"0\n",
    "a string": b"hello\n",
    "invalid yaml": b"volume: [0.5\n",
    "two documents": b"volume: 0.5\n---\nvolume: 0.6\n",
    "not utf-8": b"volume: \xff\xfe\n",
    "python tag": b"!!python/object/apply:os.system ['echo owned']\n",
}


@pytest.mark.parametrize("kind", DAMAGED)
def test_damaged_settings_give_defaults_a_message_and_are_kept_aside(kind):
    content = DAMAGED[kind]
    path = write_settings(content)
    loaded, message = settings.load()
    assert loaded == Settings()
    assert message and "defaults" in message
    assert not path.exists()
    aside = list(path.parent.iterdir())
    assert len(aside) == 1 and aside[0].name.startswith("settings.yaml.damaged")
    assert aside[0].read_bytes() == content
    assert aside[0].name in message
    assert settings.load() == (Settings(), None)


def test_python_tags_are_never_executed(tmp_path):
    marker = tmp_path / "ran"
    write_settings(f"!!python/object/apply:builtins.open ['{marker}', 'w']\n".encode())
    loaded, message = settings.load()
    assert not marker.exists(), "yaml must be read with safe_load only"
    assert loaded == Settings() and message
