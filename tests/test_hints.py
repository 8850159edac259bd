"""Hints: the hard computer player's move for the asking seat, from its own observation, in
three grades at the table (where to act, the whole move, why), remembered as "assisted"."""

from __future__ import annotations

import json
import random
import re

import pygame
import pytest

from game import ai
from game.ai.advice import advise
from game.core import library, registry
from game.core.match import Match, SaveError, Seat
from game.core.stats import game_stats
from game.ui.hints import HINT_INK, MARKED, THINKING
from game.ui.scenes.final import headline
from game.ui.thinking import InlineThinker
from tools import hint as hint_tool

GAMES = [g for g in registry.game_ids() if registry.get(g).ai is not None]
#: what notation looks like in these games ("6,6", "move 3,5>3,6", "place B delta")
NOTATION = re.compile(r"\d+,\d+|>|\b(?:delta|gamma|alpha|beta|omega|pi|sigma)\b")


def decisions(game_id: str, players: int, seed: int, every: int, most: int, start: int = 0) -> list[Match]:
    """Matches of a random game stopped at every `every`-th decision from decision `start`
    on (at most `most`)."""
    out = []
    rng = random.Random(seed)
    match = Match(game_id, [Seat(f"P{i}", "human", i) for i in range(players)], seed=seed)
    k = 0
    while not match.state.is_over() and len(out) < most:
        if match.chance_due():
            match.play_chance()
            continue
        if k >= start and k % every == every - 1:
            copy = Match(game_id, list(match.seats), seed=seed)
            for text in match.actions:
                copy.play(copy.state.parse_action(text))
            out.append(copy)
        legal = match.state.legal_actions()
        match.play(legal[rng.randrange(len(legal))])
        k += 1
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_is_the_hard_players_legal_move_told_without_notation(game_id):
    players = registry.get(game_id).min_players + 1 if game_id != "tholos" else 2
    for match in decisions(game_id, players, seed=3, every=9, most=4):
        state = match.state
        seat = state.current_player()
        names = [s.name for s in match.seats]
        advice = advise(game_id, state.observation(seat), 77, names)
        assert advice.seat == seat
        assert advice.action == str(ai.choose(game_id, "hard", state.observation(seat), 77))
        assert state.parse_action(advice.action) in state.legal_actions()
        assert advice.why and advice.why[0].isupper() and advice.why.endswith(".")
        assert not NOTATION.search(advice.why), advice.why
        if " " in advice.action:  # a notation of several parts ("place 6,6"); "stone" is a word too
            assert advice.action not in advice.why


@pytest.mark.parametrize("game_id", [g for g in GAMES if registry.get(g).vary_secrets is not None])
def test_shuffling_what_the_seat_cannot_see_never_changes_its_hint(game_id):
    vary = registry.get(game_id).vary_secrets
    rng = random.Random(5)
    changed = 0
    for match in decisions(game_id, 3, seed=8, every=7, most=5, start=40):
        state, seat = match.state, match.state.current_player()
        other = vary(state, seat, rng)
        changed += json.dumps(other.to_json(), sort_keys=True) != json.dumps(state.to_json(), sort_keys=True)
        names = [s.name for s in match.seats]
        assert advise(game_id, state.observation(seat), 9, names) == advise(game_id, other.observation(seat), 9, names)
    assert changed >= 2  # the truth really differed


# --- at the table ---------------------------------------------------------------------------
def _table(app, game_id: str, humans: int = 1):
    """A table where Anna (the first seat) decides now, after a few moves of every seat."""
    spec = registry.get(game_id)
    count = max(spec.min_players, humans)
    seats = [Seat("Anna", "human", 0)] + [Seat(f"Bo{i}", "human" if i < humans else "hard", i) for i in range(1, count)]
    match = Match(game_id, seats, seed=21)
    while len(match.actions) < 6 or match.state.current_player() != 0:
        if match.chance_due():
            match.play_chance()
            continue
        seat = match.state.current_player()
        match.play(ai.choose(game_id, "random", match.state.observation(seat), len(match.actions)))
    app._thinker = InlineThinker()
    app.start_match(match)
    scene = app.top
    scene.timeline.finish_all()
    scene.at_screen = 0
    app.step(dt=0)
    return match, scene


def _gold_near(app, rect) -> int:
    """Pixels of the hint's gold around `rect` on the screen drawn last."""
    app.step(dt=0)
    canvas = app.canvas
    area = pygame.Rect(rect).inflate(16, 16).clip(canvas.get_rect())
    sub = canvas.subsurface(area)
    return sum(
        1 for x in range(sub.get_width()) for y in range(sub.get_height()) if tuple(sub.get_at((x, y)))[:3] == HINT_INK
    )


def _key(app, key):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")], dt=0)


@pytest.mark.parametrize("game_id", GAMES)
def test_three_presses_mark_the_spot_preview_the_move_and_say_why_and_enter_plays_it(app, game_id):
    match, scene = _table(app, game_id)
    view = scene.view
    assert scene.hint_button in scene.buttons and scene.hint_button.enabled
    _key(app, pygame.K_t)
    advice = scene.hints.advice
    assert advice is not None and scene.hints.grade == 1 and view.tip == MARKED
    action = match.state.parse_action(advice.action)
    spot = view.click_rect(action)
    assert spot is not None and scene.hints.mark_rects() == [spot]
    assert match.hinted == {0}  # asked once: the game is assisted for Anna
    _key(app, pygame.K_t)
    assert view.cursor == list(match.state.legal_actions()).index(action)
    _key(app, pygame.K_t)
    assert view.tip == "Hint: " + advice.why
    played = len(match.actions)
    _key(app, pygame.K_RETURN)
    assert match.actions[played] == advice.action
    assert scene.hints.grade == 0 and scene.hints.mark_rects() == []
    scene.autosaver.wait()
    kept = next(k for k in library.listing()[0] if k.id == scene.kept_id)
    assert kept.hinted == (0,)


def test_the_gold_mark_is_drawn_round_the_spot_to_act_on_and_goes_with_the_hint(app):
    match, scene = _table(app, "dolmen")
    _key(app, pygame.K_t)
    spot = scene.view.click_rect(match.state.parse_action(scene.hints.advice.action))
    assert _gold_near(app, spot) > 20
    _key(app, pygame.K_ESCAPE)
    assert _gold_near(app, spot) == 0


def test_escape_puts_a_hint_away_and_the_table_stays(app):
    match, scene = _table(app, "tholos")
    _key(app, pygame.K_t)
    assert scene.hints.grade == 1
    _key(app, pygame.K_ESCAPE)
    assert scene.hints.grade == 0 and scene.view.tip == "" and app.top is scene  # Esc dropped it, stayed


def test_in_hot_seat_hints_are_off_unless_allowed(app):
    match, scene = _table(app, "tholos", humans=2)
    assert not match.hints_allowed and scene.hint_button not in scene.buttons
    _key(app, pygame.K_t)
    assert scene.hints.advice is None and match.hinted == set()


def test_a_hint_still_on_its_way_says_the_computer_is_thinking(app):
    match, scene = _table(app, "tholos")

    class Slow(InlineThinker):
        def advise(self, *args):
            from concurrent.futures import Future

            return Future()  # never answered in this test

    app._thinker = Slow()
    scene.hints.press(0)
    assert scene.hints.thinking and scene.view.tip == THINKING


# --- remembered -------------------------------------------------------------------------------
def test_the_assisted_seats_survive_a_save_and_an_old_save_has_none():
    match = Match("tholos", [Seat("Anna", "human", 0), Seat("Bo", "hard", 1)], seed=4)
    match.hinted.add(0)
    back = Match.from_save(match.to_save())
    assert back.hinted == {0} and back.hints_allowed
    old = match.to_save()
    del old["hints"]
    assert Match.from_save(old).hinted == set()
    for bad in ({"allowed": True}, {"allowed": 1, "used": []}, {"allowed": True, "used": [5]}, "yes"):
        data = dict(match.to_save(), hints=bad)
        with pytest.raises(SaveError):
            Match.from_save(data)


def test_the_results_and_the_statistics_say_who_was_assisted():
    match = Match("tholos", [Seat("Anna", "human", 0), Seat("Bo", "hard", 1)], seed=4)
    rng = random.Random(1)
    while not match.state.is_over():
        legal = match.state.legal_actions()
        match.play(legal[rng.randrange(len(legal))])
    assert "assisted" not in headline(match)[1]
    match.hinted.add(0)
    assert headline(match)[1].endswith("Anna was assisted by hints.")
    kept = [library.keep_match(match)]
    listed = library.listing()[0]
    assert [k.hinted for k in listed] == [(0,)] and kept[0].id == listed[0].id
    assert game_stats("tholos", listed).assisted == 1


# --- the tool ---------------------------------------------------------------------------------
def test_the_hint_tool_prints_the_tables_hint_and_refuses_where_nobody_decides(tmp_path, capsys):
    match = Match("dolmen", [Seat("Anna", "human", 0), Seat("Bo", "hard", 1)], seed=6)
    rng = random.Random(2)
    for _ in range(9):
        legal = match.state.legal_actions()
        match.play(legal[rng.randrange(len(legal))])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(library.file_data(match, library.record_of(match, library.now(), []))))
    assert hint_tool.main([str(path), "--at", "5"]) == 0
    told = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    at5 = Match("dolmen", list(match.seats), seed=6)
    for text in match.actions[:5]:
        at5.play(at5.state.parse_action(text))
    seat = at5.state.current_player()
    expected = advise("dolmen", at5.state.observation(seat), 6 * 1_000_003 + 5, ["Anna", "Bo"])
    assert told == {
        "seat": seat,
        "name": ["Anna", "Bo"][seat],
        "action": expected.action,
        "mark": [list(m) for m in expected.marks],
        "why": expected.why,
    }
    assert at5.state.parse_action(told["action"]) in at5.state.legal_actions()
    assert hint_tool.main([str(path), "--at", "99"]) == 1
    assert "between 0 and 9" in capsys.readouterr().err


def test_the_setup_asks_several_people_whether_hints_are_allowed(app):
    from game.ui.scenes.setup import SetupScene

    scene = SetupScene(app, "tholos")
    app.push(scene)
    assert not scene.hints_choice.visible  # one person and a computer: hints are on
    assert scene.build_match().hints_allowed
    second = scene.rows[1]
    second.kind.index = 0  # a second person
    scene.kind_changed(1)
    second.name.text = "Bo"
    assert scene.hints_choice.visible and scene.hints_choice.value == "Off"
    assert not scene.build_match().hints_allowed
    scene.hints_choice.step(1)
    assert scene.build_match().hints_allowed


def test_people_who_allowed_hints_each_get_them_for_their_own_decisions(app):
    match, scene = _table(app, "tholos", humans=2)
    match.hints_allowed = True
    scene.buttons.insert(0, scene.hint_button)  # as a table built for this match has it
    _key(app, pygame.K_t)
    assert scene.hints.advice is not None and scene.hints.advice.seat == 0 and match.hinted == {0}


def test_the_computer_players_worker_answers_hints_and_reviews_as_this_process_would():
    from game.ai.advice import review
    from game.ui.thinking import Thinker

    match = decisions("dolmen", 2, seed=4, every=5, most=1)[0]
    seat = match.state.current_player()
    seen = match.state.observation(seat)
    played = str(match.state.legal_actions()[0])
    thinker = Thinker()
    try:
        hint = thinker.advise("dolmen", seen, 12, ("P0", "P1")).result(timeout=120)
        judged = thinker.review("dolmen", seen, played, 12).result(timeout=120)
        assert thinker.worker_pid is not None  # answered in the worker process
    finally:
        thinker.close()
    assert hint == advise("dolmen", seen, 12, ("P0", "P1"))
    assert judged == review("dolmen", seen, played, 12)
