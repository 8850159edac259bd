"""A whole 3-player Dolmen game through the real scenes: the menu, setup for three (one human,
two computers), the table played by keyboard, the results, back to the menu."""

from __future__ import annotations

import pygame

from game.core.settings import Settings
from game.ui.app import App
from game.ui.scenes.final import FinalScene
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.play import PlayScene
from game.ui.scenes.setup import SetupScene
from game.ui.thinking import InlineThinker


def _key(app: App, key: int, mod: int = 0) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)], 0.05)


def _click(app: App, pos) -> None:
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], 0.05)


def test_three_player_dolmen_from_menu_to_results():
    app = App(Settings())
    app._thinker = InlineThinker()
    try:
        menu = MainMenu(app)
        app.reset_to(menu)
        _click(app, menu.game_cards["dolmen"].rect.center)
        setup = app.top
        assert isinstance(setup, SetupScene) and setup.spec.id == "dolmen"
        _key(app, pygame.K_TAB)  # Start → Back
        _key(app, pygame.K_TAB)  # → the Players field
        _key(app, pygame.K_RIGHT)  # 2 → 3 players
        assert setup.players == 3
        _key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # → Back
        _key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # → Start
        _key(app, pygame.K_RETURN)
        play = app.top
        assert isinstance(play, PlayScene)
        match = play.match
        assert [s.kind for s in match.seats] == ["human", "normal", "normal"]
        human_decisions = 0
        for _frame in range(60000):
            top = app.top
            if isinstance(top, FinalScene):
                break
            assert not isinstance(top, HandoverScene), "one human: the screen is never handed over"
            state = match.state
            if play.timeline.busy:
                _key(app, pygame.K_SPACE)
            elif not state.is_over() and match.seats[state.current_player()].is_human:
                before = len(match.actions)
                _key(app, pygame.K_RIGHT)
                _key(app, pygame.K_RETURN)
                assert len(match.actions) == before + 1, "Enter should play the previewed action"
                human_decisions += 1
            else:
                app.step([], 0.2)
        assert isinstance(app.top, FinalScene), "the game never reached the results"
        assert match.state.is_over() and human_decisions > 10
        assert len(match.state.winners()) >= 1
        app.step([], 0.5)  # the results take keys after their first moments (game.ui.arming)
        _key(app, pygame.K_m)
        assert isinstance(app.top, MainMenu)
    finally:
        app._thinker.close()
