"""tools/screenshots.py: the README's pictures are real tables some moves into a game."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from tools import screenshots


def test_the_picture_position_is_mid_game_with_the_human_to_decide():
    match = screenshots.mid_game("dolmen", seed=7, moves=20)
    assert len(match.actions) >= 20 and not match.state.is_over()
    assert match.state.current_player() == 0 and match.seats[0].is_human
    # one seat fewer than Dolmen's most (4), the rest computers
    assert [seat.kind for seat in match.seats] == ["human", "normal", "normal"]


def test_each_game_is_written_wide_and_as_an_800_by_600_window_and_the_same_seed_gives_the_same_pictures(tmp_path):
    games = ["tholos", "dolmengoetter"]
    first = screenshots.render(games, tmp_path / "a")
    second = screenshots.render(games, tmp_path / "b")
    names = ["tholos.png", "dolmengoetter.png", "tholos-800x600.png", "dolmengoetter-800x600.png"]
    assert [p.name for p in first] == names
    for a, b in zip(first, second):
        assert a.read_bytes() == b.read_bytes()
        picture = pygame.image.load(str(a))
        w, h = (800, 600) if "800x600" in a.name else (1280, 720)
        assert picture.get_size() == (w, h)
        sample = {tuple(picture.get_at((x, y))) for x in range(0, w, 16) for y in range(0, h, 16)}
        assert len(sample) > 100  # a drawn table, not an empty canvas
        if w == 800:  # the narrow layout fills the window: no black bars above and below
            assert {tuple(picture.get_at((x, y)))[:3] for x in range(0, w, 8) for y in (2, h - 3)} != {(0, 0, 0)}
    assert sorted(p.name for p in (tmp_path / "a").iterdir()) == sorted(names)


def test_an_unknown_game_is_refused_with_the_games_that_have_a_table(capsys):
    with pytest.raises(SystemExit) as stop:
        screenshots.main(["--games", "chess", "--output", "unused"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "no table for chess" in err and registry.get("tholos").id in err
