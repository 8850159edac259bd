"""Issue #18: the decision panel's buttons of Dolmen and Die Dolmengötter are never under the
game log. On the real play scene, in windows of 1280×720, 1920×1080 (wide) and 800×600
(narrow), with 2 to 5 players: for every kind of decision (the turn's "Place a new druid",
a selected druid's "Take this druid back" or "Collect herbs (H)", the setup round, the
stone, the order of several dolmen placements, a dolmen value), with the log open, folded
(L) and grown while the pointer rests on it, no button's rect meets the log's, and a click
at the button's centre, made where the window shows it, plays that button's action."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.match import Match, Seat
from game.core.settings import Settings
from game.dolmen.rules import Phase
from game.dolmen.view import hud
from game.ui import theme
from game.ui.app import App
from game.ui.scene import NARROW_SPAN
from game.ui.scenes.play import PlayScene
from game.ui.widgets import ButtonPlacer

NAMES = ("Maximilianus Rex", "Bo", "Cormac", "Deirdre", "Eamon")
WINDOWS = [(1280, 720), (1920, 1080), (800, 600)]
TABLES = [("dolmen", 2), ("dolmen", 4), ("dolmengoetter", 2), ("dolmengoetter", 5)]
LOG_STATES = ("open", "folded", "hovered")
NARROW_LEFT = NARROW_SPAN[0]


def _setup_round(state) -> bool:
    return state.rules.flow.herbs_and_flight and state.setting_up()


#: The decisions, each as (name, whether a position shows it, the druid to click first or None).
def _placing(state) -> bool:
    return state.phase is Phase.TURN and any(a.kind == "place" for a in state.legal_actions())


def _druid_button(state) -> bool:
    """A turn with a druid of the player's that has a panel button once selected."""
    kinds = {"remove", "herbs"}
    return state.phase is Phase.TURN and not state.setting_up() and any(a.kind in kinds for a in state.legal_actions())


DECISIONS = {
    "placing": lambda s: _placing(s) and not _setup_round(s),
    "setup round": _setup_round,
    "druid": _druid_button,
    "stone": lambda s: s.phase is Phase.STONE,
    "order": lambda s: s.phase is Phase.ORDER,
    "dolmen value": lambda s: s.phase is Phase.PLACEMENT and s.due is not None and s.due[1] == 0,
}


def _wanted(game_id: str, decision: str) -> bool:
    if decision == "setup round":
        return game_id == "dolmengoetter"
    if decision == "placing":
        return game_id == "dolmen"
    return True


def _reach(game_id: str, players: int, decision: str) -> list[str]:
    """The actions of a seeded random game up to a position where the human in seat 0 is to
    make `decision` (from the first of several seeds that comes there)."""
    for seed in range(60):
        seats = [Seat(NAMES[i], "human" if i == 0 else "normal", i) for i in range(players)]
        match = Match(game_id, seats, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            state = match.state
            if state.is_over():
                break
            if state.current_player() == 0 and DECISIONS[decision](state):
                return list(match.actions)
            match.play(rng.choice(state.legal_actions()))
    raise AssertionError(f"no game of {game_id} with {players} players came to '{decision}'")


_PLAYED: dict = {}


def _played(game_id: str, players: int, decision: str) -> list[str]:
    key = (game_id, players, decision)
    if key not in _PLAYED:
        _PLAYED[key] = _reach(game_id, players, decision)
    return _PLAYED[key]


@pytest.fixture(scope="module", params=WINDOWS, ids=lambda size: f"{size[0]}x{size[1]}")
def app(request):
    application = App(Settings(window_width=request.param[0], window_height=request.param[1]))
    yield application
    application.close()
    theme.set_smallest_text(0)
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)


def window_pos(app, canvas_pos) -> tuple[int, int]:
    """Where a canvas point shows in the app's window (App.to_canvas the other way)."""
    r, shown = app.view_rect, app.shown
    return (
        round(r.x + (canvas_pos[0] - shown[0] + 0.5) * r.w / shown[2]),
        round(r.y + (canvas_pos[1] - shown[1] + 0.5) * r.h / shown[3]),
    )


def move_to(app, canvas_pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=window_pos(app, canvas_pos), rel=(0, 0), buttons=(0, 0, 0))


def click_at(app, canvas_pos) -> list[pygame.event.Event]:
    at = window_pos(app, canvas_pos)
    return [move_to(app, canvas_pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)]


def opened(app, game_id: str, players: int, actions: list[str]) -> PlayScene:
    seats = [Seat(NAMES[i], "human" if i == 0 else "normal", i) for i in range(players)]
    match = Match(game_id, seats, seed=0)
    for text in actions:
        match.play(match.state.parse_action(text))
    scene = PlayScene(app, match)
    app.reset_to(scene)
    app.step((), 0.0)
    scene.timeline.finish_all()
    for _ in range(3):
        app.step((), 1 / 60)
    return scene


def select_druid(app, scene: PlayScene) -> None:
    """Clicks a druid of the player's that has a panel button (take back, collect herbs)."""
    view = scene.view
    node = next(a.node for a in scene.match.state.legal_actions() if a.kind in ("remove", "herbs"))
    app.step(click_at(app, view.layout.nodes[node]), 1 / 60)
    assert view.selected == ("druid", node)


def set_log(app, scene: PlayScene, how: str) -> None:
    """The log open (the pointer away from it), folded with L, or grown under the pointer."""
    log = scene.log
    if how == "folded":
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)], 1 / 60)
        assert log.folded
    elif how == "hovered":
        closed = log.closed_area
        app.step([move_to(app, (closed.centerx, closed.bottom - 12))], 1 / 60)
        assert log.grown and log.rect.h > closed.h
    app.step((), 1 / 60)


@pytest.mark.parametrize("game_id,players", TABLES)
@pytest.mark.parametrize("decision", list(DECISIONS))
def test_no_panel_button_lies_under_the_log_and_each_plays_where_it_shows(app, game_id, players, decision):
    if not _wanted(game_id, decision):
        pytest.skip(f"{game_id} has no such decision")
    actions = _played(game_id, players, decision)
    for k, how in enumerate(LOG_STATES):
        scene = opened(app, game_id, players, actions)
        view, match = scene.view, scene.match
        if decision == "druid":
            select_druid(app, scene)
        set_log(app, scene, how)
        items = hud.choices(view)
        assert items, f"{decision}: the panel offers nothing"
        log = scene.log.rect
        panel = pygame.Rect(view.frame.right[0], view.frame.right[1], view.frame.right[2], view.frame.decision_h)
        for c in items:
            where = f"{decision}, log {how}: '{c.label}' at {c.rect}, log at {log}"
            assert not c.rect.colliderect(log), where
            assert panel.contains(c.rect), where
            assert pygame.Rect(app.shown).contains(c.rect), where
        live = [c for c in items if c.live]
        choice = live[k % len(live)]
        before = len(match.actions)
        app.step(click_at(app, choice.rect.center), 1 / 60)
        if choice.toggle:
            assert view.selected == "hand", f"{decision}, log {how}: '{choice.label}' did not open the places"
            assert len(match.actions) == before
        else:
            assert len(match.actions) == before + 1, f"{decision}, log {how}: '{choice.label}' played nothing"
            assert match.actions[-1] == str(choice.action)


@pytest.mark.parametrize("game_id,players", [("dolmen", 3), ("dolmengoetter", 5)])
@pytest.mark.parametrize("decision", ["setup round", "placing", "druid", "stone", "dolmen value"])
def test_buttons_moved_off_the_resting_pointer_stay_clear_of_the_log(app, game_id, players, decision):
    """A set of buttons that would open under the pointer where another button was pressed
    opens elsewhere (widgets.ButtonPlacer): never under the log either, open, folded or
    grown."""
    if not _wanted(game_id, decision):
        pytest.skip(f"{game_id} has no such decision")
    scene = opened(app, game_id, players, _played(game_id, players, decision))
    view = scene.view
    if decision == "druid":
        select_druid(app, scene)
    for home in [c.rect for c in hud.choices(view)]:
        view.placer = ButtonPlacer()
        view.placer.pressed(pygame.Rect(home), "a button of the decision before")
        view.mouse = home.center  # the pointer rests where the button would open
        moved = hud.choices(view)
        assert not any(c.rect.collidepoint(home.center) for c in moved)
        closed = scene.log.closed_area  # the open log's box, and the folded log's title bar in it
        assert not any(c.rect.colliderect(closed) for c in moved), f"{decision}: {[c.rect for c in moved]}"
        app.step([move_to(app, (closed.centerx, closed.bottom - 12))], 1 / 60)
        assert scene.log.grown
        assert not any(c.rect.colliderect(scene.log.rect) for c in hud.choices(view)), decision
        app.step([move_to(app, home.center)], 1 / 60)


def test_the_header_pill_keeps_clear_of_the_title_and_the_buttons_for_the_longest_names(app):
    """Issue #18: "Maximilianus Rex (Blue) places a druid · setup round" reached under Why?
    at 1280×720; the pill's words shrink or wrap instead, on every table shape."""
    from game.dolmen.view.painting import pill_label, pill_text

    scene = opened(app, "dolmengoetter", 5, [])  # the setup round, Maximilianus Rex to place
    view = scene.view
    title = scene.match.spec.title
    left = NARROW_LEFT + 16 if view.frame.narrow else 24
    title_box = pygame.Rect((left, 14), theme.text_font(26 if view.frame.narrow else 30, "serif").size(title))
    longest = f"{NAMES[0]} (Yellow) places a dolmen · final moves"
    for text in (pill_text(view, 0), longest):
        _label, box = pill_label(view, text)
        assert not box.colliderect(title_box), (text, box, title_box)
        for button in scene.buttons:
            assert not box.colliderect(button.rect), (text, box, button.label, button.rect)
