"""Over ten thousand seeded random clicks, wheel turns and keys across every screen and every
game's table (every game of the registry; alone, hot-seat and computers only): no
exception. One test per game, and one for the shared screens, so that they share the cores.

Computer players think inline (a finished Future at once) so the run is repeatable and needs
no worker process.
"""

from __future__ import annotations

import random
from functools import partial

import pygame
import pytest

from game.core import registry
from game.core.match import Match, Seat
from game.core.settings import Settings
from game.ui import tables
from game.ui.app import App
from game.ui.scenes.final import FinalScene
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.play import PlayScene
from game.ui.scenes.reference import RulesScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.your_games import YourGamesScene
from game.ui.thinking import InlineThinker

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


def played(game_id: str, seats: list[Seat], seed: int, until) -> Match:
    """A match of `game_id` played at random (chance by the match's own driver) until
    `until(match)` or its end."""
    match = Match(game_id, seats, seed=seed)
    rng = random.Random(seed)
    while not match.state.is_over() and not until(match):
        if match.chance_due():
            match.play_chance()
        else:
            match.play(rng.choice(list(match.state.legal_actions())))
    return match


def scene_makers(app):
    """Ways to drop the monkey on each screen, so every one gets its share of input: the
    settings and a hand-over (shared_makers), then every game's screens (game_makers)."""
    makers = shared_makers(app)
    for game_id in tabled_games():
        makers += game_makers(app, game_id)
    return makers


def shared_makers(app) -> list:
    """The settings, a hand-over, Your games and the statistics (of the games the monkey
    kept so far)."""
    return [
        lambda: SettingsScene(app),
        lambda: HandoverScene(app, "Anna", lambda: None),
        lambda: YourGamesScene(app),
        lambda: StatisticsScene(app),
    ]


def game_makers(app, game_id: str) -> list:
    """One game's screens: its setup (a family's, once), its rules, and its table alone
    against computers, at one screen with hand-overs, with computers only, well into a game
    with the human to decide, its results, and the replay of a finished game."""

    def seats(*kinds):
        return [Seat(f"Seat {i + 1}", kind, i) for i, kind in enumerate(kinds)]

    k = tabled_games().index(game_id)
    spec = registry.get(game_id)
    rest = spec.max_players - 1
    alone = seats("human", *["easy"] * rest)
    hot_seat = seats("human", "human", *["easy"] * (rest - 1))
    computers = seats(*["easy"] * spec.min_players)
    makers = [partial(SetupScene, app, game_id)] if spec.variant_of is None else []
    return makers + [
        partial(RulesScene, app, game_id),
        lambda: PlayScene(app, Match(game_id, alone, seed=3 + k)),
        lambda: PlayScene(app, Match(game_id, hot_seat, seed=8 + k)),
        lambda: PlayScene(app, Match(game_id, computers, seed=4 + k)),
        lambda: PlayScene(app, played(game_id, alone, 11 + k, _midway)),
        lambda: FinalScene(app, played(game_id, alone, 12 + k, lambda m: False)),
        lambda: ReplayScene(app, played(game_id, alone, 13 + k, lambda m: False)),
    ]


def tabled_games() -> list[str]:
    """Every game of the registry with a table, each rule set on its own."""
    return [g for g in registry.game_ids() if tables.has_table(g)]


def _midway(match: Match) -> bool:
    """Well into the game (pieces out, cards in hands), with the human to decide."""
    return len(match.actions) > 60 and match.state.current_player() == 0


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


def _monkey(app, makers, events: int, seed: int) -> tuple[set[str], set[str], int]:
    """`events` seeded random inputs, starting on the main menu and, every 250 inputs, on the
    next screen `makers` make; the screens visited, the games whose table got input, and how
    often the monkey quit the box. A failure names the screen and the input's number."""
    rng = random.Random(seed)
    visited: set[str] = set()
    played_on: set[str] = set()
    quits = 0
    app.reset_to(MainMenu(app))
    for n in range(events):
        if n % 250 == 0 and n:
            app.reset_to(MainMenu(app))
            app.push(makers[(n // 250 - 1) % len(makers)]())
            visited.add(type(app.top).__name__)  # it gets this event even if it leaves at once
        try:
            app.step(random_event(rng, app.window.get_size()), dt=rng.choice((0.016, 0.05, 0.1)), present=False)
        except Exception as exc:
            pytest.fail(f"event {n} on {type(app.top).__name__}: {exc!r}")
        if app.top is not None:
            visited.add(type(app.top).__name__)
            if isinstance(app.top, PlayScene):
                played_on.add(app.top.match.game_id)
        if not app.running or app.top is None:
            quits += not app.running
            app.running = True
            app.reset_to(MainMenu(app))
    return visited, played_on, quits


def _inline_app() -> App:
    app = App(Settings())
    app._thinker = InlineThinker()
    return app


@pytest.mark.long
def test_random_input_on_the_menu_settings_and_a_hand_over_raises_nothing():
    app = _inline_app()
    visited, _played, quits = _monkey(app, shared_makers(app), 2500, 20261129)
    assert {"MainMenu", "SettingsScene", "HandoverScene", "YourGamesScene", "StatisticsScene"} <= visited
    assert quits > 0  # the monkey found the Quit button, and the app stopped for it


@pytest.mark.long
@pytest.mark.parametrize("game_id", tabled_games())
def test_random_input_on_every_screen_of_a_game_raises_nothing(game_id):
    """Its setup (a family's, once), its rules, its tables (alone, hot-seat, computers only,
    midway) and its results, each met more than once."""
    app = _inline_app()
    makers = game_makers(app, game_id)  # 250 inputs on the menu, then on each screen in turn
    visited, played_on, _quits = _monkey(app, makers, 250 * (len(makers) + 1), 20261129 + len(game_id))
    assert {"RulesScene", "FinalScene", "PlayScene", "ReplayScene"} <= visited
    if registry.get(game_id).variant_of is None:
        assert "SetupScene" in visited
    assert game_id in played_on  # (from the menu it may start or continue another game, too)
