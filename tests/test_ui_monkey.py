"""Thousands of seeded random clicks, wheel turns and keys across every screen and every
game's table (Tholos, Dolmen, Die Dolmengötter, Die Druiden; alone and hot-seat): no
exception.

Computer players think inline (a finished Future at once) so the run is repeatable and needs
no worker process.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.match import Match, Seat
from game.core.settings import Settings
from game.ui.app import App
from game.ui.scenes.final import FinalScene
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.play import PlayScene
from game.ui.scenes.reference import RulesScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.thinking import InlineThinker

EVENTS = 10000
KEYS = [
    pygame.K_TAB,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_BACKSPACE,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_r,
    pygame.K_m,
    pygame.K_h,
    pygame.K_u,
    pygame.K_z,
    pygame.K_a,
    pygame.K_d,
    pygame.K_w,
    pygame.K_s,
    pygame.K_1,
    pygame.K_7,
    pygame.K_KP_ENTER,
]


def finished_match(seed: int) -> Match:
    match = Match("tholos", [Seat("Anna", "human", 0), Seat("Bo", "easy", 1)], seed=seed)
    rng = random.Random(seed)
    while not match.state.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    return match


def druiden_played(seed: int, until) -> Match:
    """A Die Druiden match of one human and two computers played at random until `until`."""
    match = Match("druiden", [Seat("Anna", "human", 0), Seat("Bo", "easy", 1), Seat("Cy", "easy", 2)], seed=seed)
    rng = random.Random(seed)
    while not match.state.is_over() and not until(match):
        if match.chance_due():
            match.play_chance()
        else:
            match.play(rng.choice(match.state.legal_actions()))
    return match


def druiden_midgame(app, seed: int) -> Match:
    """Well into the game, with the human to decide (spirits out, cards in hands)."""
    return druiden_played(seed, lambda m: len(m.actions) > 60 and m.state.current_player() == 0)


def druiden_finished(seed: int) -> Match:
    return druiden_played(seed, lambda m: False)


def scene_makers(app):
    """Ways to drop the monkey on each screen, so every one gets its share of input."""

    def seats(*kinds):
        return [Seat(f"Seat {i + 1}", kind, i) for i, kind in enumerate(kinds)]

    return [
        lambda: SetupScene(app, "tholos"),
        lambda: SetupScene(app, "dolmen"),
        lambda: SettingsScene(app),
        lambda: RulesScene(app, "tholos"),
        lambda: RulesScene(app, "dolmengoetter"),
        lambda: FinalScene(app, finished_match(5)),
        lambda: HandoverScene(app, "Anna", lambda: None),
        lambda: PlayScene(app, Match("tholos", seats("human", "easy"), seed=9)),
        lambda: PlayScene(app, Match("tholos", seats("easy", "easy"), seed=4)),
        # Dolmen tables: one human against computers, and hot-seat with hand-over screens
        lambda: PlayScene(app, Match("dolmen", seats("human", "easy", "easy"), seed=3)),
        lambda: PlayScene(app, Match("dolmen", seats("human", "human", "easy", "easy"), seed=8)),
        lambda: PlayScene(app, Match("dolmengoetter", seats("human", "easy", "human", "easy", "easy"), seed=6)),
        # Die Druiden: dice, cards and panels, alone against computers and at one screen
        lambda: SetupScene(app, "druiden"),
        lambda: RulesScene(app, "druiden"),
        lambda: PlayScene(app, Match("druiden", seats("human", "easy", "easy"), seed=7)),
        lambda: PlayScene(app, Match("druiden", seats("human", "human", "easy", "human"), seed=2)),
        lambda: PlayScene(app, druiden_midgame(app, 11)),
        lambda: FinalScene(app, druiden_finished(12)),
    ]


def random_event(rng: random.Random, size) -> list[pygame.event.Event]:
    w, h = size
    r = rng.random()
    pos = (rng.randrange(w), rng.randrange(h))
    if r < 0.45:
        button = rng.choice((1, 1, 1, 3))
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        ]
    if r < 0.55:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
    if r < 0.60:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-2, -1, 1, 2)), flipped=False)]
    if r < 0.65:
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(("a", "Zoë", "7", "Ω ")))]
    k = rng.choice(KEYS)
    mod = pygame.KMOD_SHIFT if rng.random() < 0.15 else 0
    return [
        pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""),
        pygame.event.Event(pygame.KEYUP, key=k, mod=mod),
    ]


def test_random_input_on_every_screen_raises_nothing():
    app = App(Settings())
    app._thinker = InlineThinker()
    rng = random.Random(20261129)
    makers = scene_makers(app)
    visited: set[str] = set()
    tables: set[str] = set()  # the games whose table got input
    quits = 0
    app.reset_to(MainMenu(app))
    for n in range(EVENTS):
        if n % 250 == 0 and n:
            app.reset_to(MainMenu(app))
            app.push(makers[(n // 250) % len(makers)]())
            visited.add(type(app.top).__name__)  # it gets this event even if it leaves at once
        try:
            app.step(random_event(rng, app.window.get_size()), dt=rng.choice((0.016, 0.05, 0.1)), present=False)
        except Exception as exc:  # name the scene and the input number in the failure
            pytest.fail(f"event {n} on {type(app.top).__name__}: {exc!r}")
        if app.top is not None:
            visited.add(type(app.top).__name__)
            if isinstance(app.top, PlayScene):
                tables.add(app.top.match.game_id)
        if not app.running or app.top is None:
            quits += not app.running
            app.running = True
            app.reset_to(MainMenu(app))
    expected = {"MainMenu", "SetupScene", "SettingsScene", "RulesScene", "FinalScene", "HandoverScene", "PlayScene"}
    assert expected <= visited
    assert tables == {"tholos", "dolmen", "dolmengoetter", "druiden"}
    assert quits > 0  # the monkey found the Quit button, and the app stopped for it
