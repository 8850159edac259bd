"""The play scene driven by real pygame events: a whole game against the computer by clicks
and keys, refused clicks with their reason, skipping animations, undo, autosave; and the tween
timeline under it."""

from __future__ import annotations

import json
import random
from concurrent.futures import Future

import pygame
import pytest
from kept_games import last_in_progress

from game.core import library
from game.core.match import Match, Seat
from game.core.settings import Settings
from game.tholos.rules import actions as A
from game.tholos.rules import to_json
from game.ui import anim
from game.ui.app import App
from game.ui.scenes.play import PlayScene
from game.ui.thinking import InlineThinker


@pytest.fixture
def app():
    application = App(Settings())
    application._thinker = InlineThinker()  # answers at once: no race with a thread
    yield application
    application._thinker.close()  # not App.close(): pygame.quit would spoil the font cache


class HeldThinker:
    """A thinker whose answers the test gives by hand (to see the table while it waits)."""

    def __init__(self) -> None:
        self.asked: list = []

    def start(self, game_id, level, observation, seed) -> Future:
        future: Future = Future()
        self.asked.append((future, observation))
        return future

    def close(self) -> None:
        pass


def _scene(app, seats=None, position=None, seed=7) -> PlayScene:
    seats = seats or [Seat("Ada", "human", 0), Seat("Hermes", "easy", 1)]
    match = Match("tholos", seats, seed=seed, position=position)
    scene = PlayScene(app, match)
    app.push(scene)
    return scene


def _click(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        ],
        0.02,
    )


def _key(app, key) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)], 0.02)


def _settle(app, scene, limit: int = 600) -> None:
    """Frames until the table is still and it is a human's turn (or the game is over)."""
    for _ in range(limit):
        state = scene.match.state
        idle = not scene.timeline.busy
        if idle and (state.is_over() or scene.match.seats[state.current_player()].is_human):
            return
        app.step([], 0.1)
    raise AssertionError("the table never settled")


def _centre(rect) -> tuple[int, int]:
    return pygame.Rect(rect).center


def _clicks_for(scene, action) -> None:
    """Plays `action` the way a player would: clicks on the table's own spots."""
    view, app = scene.view, scene.app
    lay = view.layout
    p = scene.match.state.current_player()
    k = action.kind

    def site(s):
        return lay.sites[s].foot

    def shop(player, colour):
        return _centre(view.spot_rect(("shop", player, colour)))

    if k == A.DELIVER:
        _click(app, _centre(lay.heap_rect(action.colour)))
        _click(app, view.chip_rects()[action.count].center)
    elif k in (A.PLACE, A.BUILD):
        _click(app, shop(p, action.colour))
        _click(app, site(action.site))
    elif k == A.MOVE:
        _click(app, site(action.site))
        _click(app, site(action.target))
    elif k == A.RETURN:
        _click(app, site(action.site))
    elif k == A.FETCH:
        _click(app, _centre(lay.heap_rect(action.colour)))
    elif k == A.STEAL:
        _click(app, shop(1 - p, action.colour))
    else:  # decline, pass: the prompt button
        _click(app, view.prompt_button.rect.center)


def test_whole_game_against_the_computer_by_clicks_and_keys(app):
    scene = _scene(app)
    rng = random.Random(11)
    human_turns = 0
    while not scene.match.state.is_over():
        _settle(app, scene)
        state = scene.match.state
        if state.is_over():
            break
        legal = state.legal_actions()
        index = rng.randrange(len(legal))
        action = legal[index]
        played_before = len(scene.match.actions)
        if human_turns % 3 == 2:  # every third turn by keyboard: → to the action, Enter
            for _ in range(index + 1):
                _key(app, pygame.K_RIGHT)
            text, _error = scene.view.status()
            assert text.startswith(f"{index + 1}/{len(legal)}")
            _key(app, pygame.K_RETURN)
        else:
            _clicks_for(scene, action)
        assert scene.match.actions[played_before : played_before + 1] == [str(action)], (
            f"turn {human_turns}: wanted {action}, status: {scene.view.status()[0]}"
        )
        human_turns += 1
    _settle(app, scene)
    for _ in range(3):
        app.step([], 0.1)
    from game.ui.scenes.final import FinalScene

    assert isinstance(app.top, FinalScene)
    scene.autosaver.wait()
    kept = library.listing()[0]
    assert library.in_progress(kept) == []  # a finished game is not offered to continue
    assert [k.record.finished for k in kept] == [True]  # it is kept, finished
    assert scene.view.model.matches(scene.match.state)
    assert human_turns > 10


def test_placing_on_a_complete_column_shows_why(app):
    scene = _scene(app, position={"columns": {"omega": "WWBBG"}, "workshops": {"white": "W"}})
    _settle(app, scene)
    view = scene.view
    _click(app, _centre(view.spot_rect(("shop", 0, 0))))
    _click(app, view.layout.sites[0].foot)
    text, error = view.status()
    assert error and "The column on Ω is complete (5 stones)" in text
    assert scene.match.actions == []


def test_taking_from_the_quarry_with_a_full_workshop_shows_why(app):
    scene = _scene(app, position={"workshops": {"white": "WWG"}})
    _settle(app, scene)
    _click(app, _centre(scene.view.layout.heap_rect(2)))
    text, error = scene.view.status()
    assert error and "workshop is full" in text
    assert scene.match.actions == []


def test_space_skips_running_animations(app):
    scene = _scene(app, seats=[Seat("Ada", "human", 0), Seat("Bo", "human", 1)])
    _settle(app, scene)
    lay = scene.view.layout
    _click(app, _centre(lay.heap_rect(0)))
    _click(app, scene.view.chip_rects()[3].center)
    assert scene.timeline.busy and scene.view.flying  # stones in the air
    assert not scene.view.model.matches(scene.match.state)
    _key(app, pygame.K_SPACE)
    assert not scene.timeline.busy and not scene.view.flying
    assert scene.view.model.workshops[0] == [3, 0, 0]
    assert scene.view.model.matches(scene.match.state)


def test_undo_restores_the_position_before_the_humans_last_turn(app):
    scene = _scene(app)
    _settle(app, scene)
    _clicks_for(scene, scene.match.state.parse_action("deliver 2W"))
    _settle(app, scene)  # the computer answers
    before = to_json(scene.match.state)
    assert len(scene.match.actions) == 2
    _clicks_for(scene, scene.match.state.parse_action("deliver 1G"))
    _settle(app, scene)
    assert len(scene.match.actions) >= 4  # the computer answered (maybe with a bonus)
    assert scene.undo_button.enabled
    _click(app, scene.undo_button.rect.center)
    assert to_json(scene.match.state) == before
    assert scene.match.actions[0] == "deliver 2W" and len(scene.match.actions) == 2
    assert scene.view.model.matches(scene.match.state)
    scene.autosaver.wait()
    saved, problem = last_in_progress()
    assert problem is None and saved.actions == scene.match.actions


def test_autosave_after_an_action_replays_to_the_live_state(app):
    scene = _scene(app, seats=[Seat("Ada", "human", 0), Seat("Bo", "human", 1)])
    _settle(app, scene)
    _clicks_for(scene, scene.match.state.parse_action("deliver 3W"))
    scene.autosaver.wait()
    data = json.loads(library.path_of(scene.kept_id).read_text(encoding="utf-8"))
    restored = Match.from_save(data)
    assert to_json(restored.state) == to_json(scene.match.state)
    assert restored.actions == ["deliver 3W"]


def test_computer_turn_shows_thinking_until_its_answer_arrives(app):
    app._thinker = HeldThinker()
    scene = _scene(app, seats=[Seat("Hermes", "easy", 0), Seat("Ada", "human", 1)])
    for _ in range(10):
        app.step([], 0.1)
    assert len(app._thinker.asked) == 1
    future, observation = app._thinker.asked[0]
    assert observation is not scene.match.state  # a copy for that seat, never the live state
    assert "Hermes is thinking" in scene.view.status()[0]
    assert scene.match.actions == []
    future.set_result("deliver 2G")
    app.step([], 0.1)
    assert scene.match.actions == ["deliver 2G"]


def test_bonus_is_offered_and_can_be_declined(app):
    # White places white on β, whose bonus may move a white top stone: the one on γ
    scene = _scene(
        app,
        seats=[Seat("Ada", "human", 0), Seat("Bo", "human", 1)],
        position={"columns": {"gamma": "W"}, "workshops": {"white": "W"}},
    )
    _settle(app, scene)
    _clicks_for(scene, scene.match.state.parse_action("place W beta"))
    _key(app, pygame.K_SPACE)
    text, _ = scene.view.status()
    assert text.startswith("Bonus of β")
    assert scene.view.prompt_button.label == "Decline bonus"
    _click(app, scene.view.prompt_button.rect.center)
    assert scene.match.actions[-1] == "decline"


def test_escape_with_nothing_selected_returns_to_the_menu_keeping_the_save(app):
    scene = _scene(app, seats=[Seat("Ada", "human", 0), Seat("Bo", "human", 1)])
    _settle(app, scene)
    _clicks_for(scene, scene.match.state.parse_action("deliver 1B"))
    _key(app, pygame.K_SPACE)
    _click(app, _centre(scene.view.layout.heap_rect(0)))  # select a heap…
    _key(app, pygame.K_ESCAPE)  # …Escape drops the selection first
    assert app.top is scene and scene.view.selected is None
    _key(app, pygame.K_ESCAPE)
    from game.ui.scenes.menu import MainMenu

    assert isinstance(app.top, MainMenu)
    assert app.top.saved is not None and app.top.saved.id == scene.kept_id


# --- the timeline -------------------------------------------------------------------------
def test_finish_all_runs_every_callback_once_in_order():
    seen = []
    timeline = anim.Timeline()
    timeline.add(
        anim.Sequence(
            [
                anim.Tween(1.0, on_start=lambda: seen.append("a+"), on_done=lambda: seen.append("a-")),
                anim.Parallel([anim.delay(0.5, lambda: seen.append("b")), anim.call(lambda: seen.append("c"))]),
            ]
        )
    )
    timeline.update(0.3)
    assert seen == ["a+"]
    timeline.finish_all()
    assert seen == ["a+", "a-", "b", "c"] and not timeline.busy
    timeline.finish_all()
    assert len(seen) == 4


def test_speed_setting_shortens_animations():
    pos = []
    timeline = anim.Timeline(speed=lambda: 2.0)
    timeline.add(anim.move(1.0, anim.line((0, 0), (100, 0)), pos.append, ease=anim.linear))
    timeline.update(0.25)  # half of the tween at double speed
    assert pos[-1] == (50, 0)
    timeline.update(0.25)
    assert pos[-1] == (100, 0) and not timeline.busy


def test_arc_starts_and_ends_on_its_points_and_rises_between():
    path = anim.arc((0, 100), (200, 100), lift=40)
    assert path(0) == (0, 100) and path(1) == (200, 100)
    assert path(0.5)[1] == pytest.approx(80)  # a quadratic Bézier reaches half its control lift


def test_picking_a_stone_lights_exactly_the_open_sites(app):
    # Ω and γ are complete: a stone from the workshop may go on the five other sites only
    scene = _scene(
        app,
        seats=[Seat("Ada", "human", 0), Seat("Bo", "human", 1)],
        position={"columns": {"omega": "WWBBG", "gamma": "BBWWG"}, "workshops": {"white": "B"}},
    )
    _settle(app, scene)
    _click(app, _centre(scene.view.spot_rect(("shop", 0, 1))))
    lit_sites = {spot[1] for spot in scene.view.highlights() if spot[0] == "site"}
    assert lit_sites == {1, 2, 4, 5, 6}  # α β δ π Σ
