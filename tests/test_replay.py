"""The replay of a kept game, opened from Your games as a player would: every point of a
random game draws and shows the position the game file gives at that point; stepping
forward animates and lands on the next point; turns, start and end; a game in progress is
watched as a spectator, a finished one through each player's eyes in turn; Play on starts a
new game at the point shown and leaves the replayed one as it was."""

from __future__ import annotations

import json

import pygame
import pytest
from kept_games import finished_match

from game.core import library
from game.core.match import Match
from game.core.protocol import CHANCE
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.play import PlayScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.your_games import YourGamesScene

NAMES = {2: ("Anna", "Bo"), 3: ("Anna", "Bo", "Cleo")}


def click(app, rect) -> None:
    pos = pygame.Rect(rect).center
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
        present=False,
    )


def key(app, k, mod=0) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")], present=False)


def from_file(kept: library.Kept, point: int) -> Match:
    """The game as its file gives it, replayed on its own to `point` actions."""
    match = Match.from_save(json.loads(kept.path.read_text(encoding="utf-8")))
    match.replay_to(point)
    return match


def open_replay(app, match: Match) -> tuple[library.Kept, ReplayScene]:
    """Keeps `match` and opens its replay with the Replay button of Your games."""
    kept = library.keep_match(match, started=library.now(), played=library.now())
    app.reset_to(MainMenu(app))
    games = YourGamesScene(app, 1 if match.state.is_over() else 0)
    app.push(games)
    click(app, games.replays[0].rect)
    assert isinstance(app.top, ReplayScene)
    return kept, app.top


def settle(app, scene: ReplayScene, most: int = 400) -> None:
    """Frames of a tenth of a second until the replay has stopped moving."""
    for _ in range(most):
        if not scene.timeline.busy and scene.target is None:
            return
        app.step((), 0.1, present=False)
    raise AssertionError("the replay never came to rest")


@pytest.mark.long
@pytest.mark.parametrize("game_id, players", [("tholos", 2), ("dolmen", 3), ("dolmengoetter", 3), ("druiden", 3)])
def test_every_point_of_a_random_game_draws_the_position_its_file_gives(app, game_id, players):
    kept, scene = open_replay(app, finished_match(game_id, seed=11, names=NAMES[players]))
    total = kept.actions
    assert scene.total == total and scene.point == 0
    for point in range(total + 1):
        scene.jump(point)
        app.draw()
        expected = from_file(kept, point)
        assert scene.shown.actions == expected.actions
        assert scene.shown.state.to_json() == expected.state.to_json()
        assert scene.view.model.matches(scene.shown.state)  # the table drawn is that position


def test_stepping_forward_animates_each_action_and_lands_on_the_next_point(app):
    kept, scene = open_replay(app, finished_match("druiden", seed=4, names=NAMES[3]))
    scene.jump(10)
    for point in range(11, 41):
        key(app, pygame.K_RIGHT)
        if scene.replay.actors[point - 1] != CHANCE or point == 11:
            assert scene.timeline.busy or scene.point == point
        settle(app, scene)
        assert scene.point == point
        assert scene.shown.state.to_json() == from_file(kept, point).state.to_json()
        assert scene.view.model.matches(scene.shown.state)
    assert len(scene.story.told) == 40  # the log in step: one told action per action shown


def test_turn_steps_and_the_ends_go_where_the_turns_begin(app):
    kept, scene = open_replay(app, finished_match("tholos", seed=6, names=NAMES[2]))
    # an independent count of where turns begin: where whose turn it is changes
    walker = from_file(kept, 0)
    owners = []
    for text in from_file(kept, kept.actions).actions:
        owners.append(walker.state.whose_turn())
        walker.play(walker.state.parse_action(text))
    starts = [0] + [i for i in range(1, len(owners)) if owners[i] != owners[i - 1]]
    scene.jump(starts[3] + 1)  # inside the fourth turn
    key(app, pygame.K_LEFT, pygame.KMOD_SHIFT)
    assert scene.point == starts[3]
    key(app, pygame.K_LEFT, pygame.KMOD_SHIFT)
    assert scene.point == starts[2]
    key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    settle(app, scene)
    assert scene.point == starts[3]
    assert scene.position_told().startswith(f"Turn 4 of {len(starts)} · action {starts[3]} of {kept.actions}")
    key(app, pygame.K_END)
    assert scene.point == kept.actions and not scene.steps[6].enabled
    key(app, pygame.K_HOME)
    assert scene.point == 0 and not scene.steps[0].enabled


def test_the_scrub_bar_jumps_to_the_point_under_the_pointer(app):
    kept, scene = open_replay(app, finished_match("tholos", seed=6, names=NAMES[2]))
    track = scene.layout.track
    x = track.x + track.w * 3 // 4
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, track.centery), button=1)], present=False)
    assert scene.point == round((x - track.x) / track.w * kept.actions)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(track.x, track.centery), rel=(0, 0), buttons=(1, 0, 0))])
    assert scene.point == 0
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(track.x, track.centery), button=1)], present=False)
    assert not scene.dragging


def test_autoplay_plays_to_the_end_and_space_pauses_it(app):
    kept, scene = open_replay(app, finished_match("tholos", seed=6, names=NAMES[2]))
    key(app, pygame.K_SPACE)
    assert scene.autoplay
    for _ in range(60):
        app.step((), 0.1, present=False)
    reached = scene.point
    assert 0 < reached < kept.actions
    key(app, pygame.K_SPACE)
    settle(app, scene)
    paused = scene.point
    for _ in range(30):
        app.step((), 0.1, present=False)
    assert scene.point == paused and paused in (reached, reached + 1)
    key(app, pygame.K_SPACE)
    settle(app, scene, most=4000)
    assert scene.point == kept.actions and not scene.autoplay


def test_a_game_in_progress_is_watched_as_a_spectator_sees_it(app):
    match = finished_match("druiden", seed=8, names=NAMES[3])
    match.replay_to(60)
    _kept, scene = open_replay(app, match)
    assert not scene.finished and not scene.eyes_button.enabled
    scene.jump(30)
    key(app, pygame.K_v)
    assert scene.eyes is None and scene.view.viewer is None and scene.view.model.viewer is None
    for _ in range(10):  # every card drawn stays face down for a spectator
        key(app, pygame.K_RIGHT)
        settle(app, scene)
        assert not any(any(hand) for hand in scene.view.model.hands)


def test_a_finished_game_is_watched_through_each_players_eyes_in_turn(app):
    _kept, scene = open_replay(app, finished_match("druiden", seed=8, names=NAMES[3]))
    scene.jump(40)
    seen = []
    for _ in range(4):
        key(app, pygame.K_v)
        seen.append(scene.eyes)
        assert scene.view.viewer == scene.eyes
        if scene.eyes is not None:  # that player's hand, card by card, as the rules hold it
            hand = scene.shown.state.observation(scene.eyes).hands[scene.eyes]
            assert scene.view.model.hands[scene.eyes] == list(hand)
    assert seen == [0, 1, 2, None]
    assert scene.eyes_button.label == "Spectator"


def test_a_game_without_secrets_offers_no_eyes(app):
    _kept, scene = open_replay(app, finished_match("tholos", seed=6, names=NAMES[2]))
    assert not scene.eyes_button.visible


def test_play_on_starts_a_new_game_at_the_point_shown_and_the_replayed_one_stays(app):
    kept, scene = open_replay(app, finished_match("dolmen", seed=5, names=NAMES[3]))
    before = kept.path.read_bytes()
    scene.jump(37)
    click(app, scene.play_on_button.rect)
    table = app.top
    assert isinstance(table, PlayScene) and table.kept_id != kept.id
    assert table.match.actions == from_file(kept, 37).actions
    assert [seat for seat in table.match.seats] == [seat for seat in from_file(kept, 0).seats]
    table.autosaver.wait()
    branch = library.path_of(table.kept_id)
    assert json.loads(branch.read_text(encoding="utf-8"))["actions"] == table.match.actions
    # the branch goes its own way: its next move is played and saved; the original is as it was
    while not table.match.state.is_over() and len(table.match.actions) < 45:
        table._play(table.match.state.legal_actions()[-1]) if not table.match.chance_due() else table._play_chance()
    table.autosaver.wait()
    assert kept.path.read_bytes() == before
    assert len(json.loads(branch.read_text(encoding="utf-8"))["actions"]) == len(table.match.actions)


def test_play_on_is_not_offered_at_the_end_of_a_finished_game(app):
    kept, scene = open_replay(app, finished_match("tholos", seed=6, names=NAMES[2]))
    key(app, pygame.K_END)
    assert not scene.play_on_button.enabled
    key(app, pygame.K_p)
    assert app.top is scene


def test_back_returns_to_your_games(app):
    _kept, scene = open_replay(app, finished_match("tholos", seed=6, names=NAMES[2]))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, YourGamesScene)


def test_the_speed_runs_through_the_tables_speeds_and_leaves_the_setting_as_it_was(app):
    _kept, scene = open_replay(app, finished_match("tholos", seed=6, names=NAMES[2]))
    assert app.settings.animation_speed == 1.0 and scene.speed_button.label == "1×"
    told = []
    for _ in range(4):
        key(app, pygame.K_s)
        told.append(scene.speed_button.label)
    assert told == ["2×", "4×", "0.5×", "1×"] and app.settings.animation_speed == 1.0

    def frames_to_land(presses: int) -> int:
        for _ in range(presses):
            key(app, pygame.K_s)
        scene.jump(10)
        key(app, pygame.K_RIGHT)
        frames = 0
        while scene.timeline.busy:
            app.step((), 0.05, present=False)
            frames += 1
        return frames

    slow = frames_to_land(3)  # 0.5×
    fast = frames_to_land(3)  # 0.5× → 1× → 2× → 4×
    assert scene.speed == 4.0 and slow > 4 * fast


def test_the_eyes_button_names_the_player_or_where_the_name_is_too_long_their_colour(app):
    names = ("Anna", "Maximilianus Rex", "Cleo")  # the longest name (16 letters) in bold
    _kept, scene = open_replay(app, finished_match("druiden", seed=8, names=names))
    labels, told = [], []
    for _ in range(3):
        key(app, pygame.K_v)
        labels.append(scene.eyes_button.label)
        told.append(scene.eyes_told())  # the words that say so elsewhere name them whole
    colour = scene.shown.spec.colour(scene.shown.seats[1].colour).name
    assert labels == ["Anna's view", f"{colour}'s view", "Cleo's view"]
    assert told[1] == "Maximilianus Rex's view"
