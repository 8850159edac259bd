"""A player's whole evening, through the real scenes: menu → setup → the table against the
computer → results → menu, by keyboard only (the mouse path is covered by test_ui_play)."""

from __future__ import annotations

import pygame

from game.core.settings import Settings
from game.ui.app import App
from game.ui.scenes.final import FinalScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.play import PlayScene
from game.ui.scenes.setup import SetupScene
from game.ui.thinking import InlineThinker


def _key(app: App, key: int, dt: float = 0.05) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)], dt)


def test_menu_to_results_and_back_by_keyboard():
    app = App(Settings())
    app._thinker = InlineThinker()
    try:
        app.reset_to(MainMenu(app))
        _key(app, pygame.K_RETURN)  # the first card is the first game: Tholos
        assert isinstance(app.top, SetupScene)
        _key(app, pygame.K_RETURN)  # Enter starts with the defaults: you (White) vs computer
        play = app.top
        assert isinstance(play, PlayScene)
        match = play.match
        assert [s.kind for s in match.seats] == ["human", "normal"]
        human_turns = 0
        for _frame in range(20000):
            if isinstance(app.top, FinalScene):
                break
            state = match.state
            if play.timeline.busy:
                _key(app, pygame.K_SPACE)  # skip the animation
            elif not state.is_over() and match.seats[state.current_player()].is_human:
                before = len(match.actions)
                _key(app, pygame.K_RIGHT)  # preview the first legal action
                _key(app, pygame.K_RETURN)  # and play it
                assert len(match.actions) == before + 1, "Enter should play the previewed action"
                human_turns += 1
            else:
                app.step([], 0.2)  # the computer thinks; the table keeps drawing
        assert isinstance(app.top, FinalScene), "the game never reached the results"
        assert match.state.is_over() and human_turns > 10
        assert match.state.winners(), "the results name a winner or a draw"
        _key(app, pygame.K_m)  # pressed as the results appear: they stay
        assert isinstance(app.top, FinalScene)
        app.step([], 0.5)  # the results' first moments (game.ui.arming.SETTLE_SECONDS)
        _key(app, pygame.K_m)  # results → menu
        assert isinstance(app.top, MainMenu)
    finally:
        app._thinker.close()
