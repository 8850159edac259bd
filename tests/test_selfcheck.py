"""`python -m game --check` run in this process: every game's rules page, new game and table
(wide and narrow, English and German) pass with one line each and exit status 0; a game whose
table draws nothing, or whose rules page has no sections, fails the check by name with exit
status 1, and the other games are still checked. The player's own home is never touched."""

from __future__ import annotations

import os

import pygame
import pytest

from game import selfcheck
from game.core import registry


def test_every_game_passes_the_check_with_one_line_each(capsys):
    home = os.environ.get("STEINKREIS_HOME")
    assert selfcheck.run() == 0
    out = capsys.readouterr().out.splitlines()
    for game_id in registry.game_ids():
        title = registry.get(game_id).title
        line = next(line for line in out if line.startswith(f"ok      {title}:"))
        assert "in English and Deutsch" in line and "rules reference" in line
    assert out[-1].startswith("ok      computer players' worker")
    assert os.environ.get("STEINKREIS_HOME") == home  # the check's own home is gone again


def test_a_table_that_draws_nothing_fails_the_check_by_name(capsys, monkeypatch):
    from game.ui import snapshot

    real = snapshot.table_frame
    first = registry.game_ids()[0]

    def blank_for_the_first(app, match):
        frame = real(app, match)
        if match.spec.id == first:
            frame.fill((0, 0, 0))
        return frame

    monkeypatch.setattr(snapshot, "table_frame", blank_for_the_first)
    assert selfcheck.run() == 1
    out = capsys.readouterr().out
    assert f"FAILED  {first}: ValueError: the table frame is nearly blank (1 colours)" in out
    for other in registry.game_ids()[1:]:
        assert f"ok      {registry.get(other).title}:" in out


def test_a_rules_page_without_sections_fails_the_check(capsys, monkeypatch):
    from game.ui.scenes import reference

    monkeypatch.setattr(reference, "layout", lambda blocks: (pygame.Surface((1, 1)), []))
    assert selfcheck.run() == 1
    out = capsys.readouterr().out
    assert out.count("the rules reference has no sections") == len(registry.game_ids())


@pytest.mark.parametrize("broken", ["start-up", "worker"])
def test_a_broken_start_or_worker_is_told_and_fails(capsys, monkeypatch, broken):
    if broken == "start-up":
        from game.ui import app as app_module

        def refuse(settings):
            raise OSError("no display")

        monkeypatch.setattr(app_module, "App", refuse)
        assert selfcheck.run() == 1
        assert "FAILED  start-up: OSError: no display" in capsys.readouterr().out
    else:
        monkeypatch.setattr(selfcheck, "check_worker", lambda: (_ for _ in ()).throw(RuntimeError("gone")))
        assert selfcheck.run() == 1
        assert "FAILED  computer players' worker: RuntimeError: gone" in capsys.readouterr().out
