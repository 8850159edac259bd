"""The vote's animation: votes reach the Sun and the Moon one by one with a running tally that
ends on the rules' count; extras carry their card only for the voter (face down for everyone
else until the game is over); the tie round counts again from the spirits' votes; skipping
leaves exactly what playing through would."""

from __future__ import annotations

import random

import pygame
import pytest
from test_druiden_results import EXTRAS

from game.core.match import Match, Seat
from game.druiden.rules import events as E
from game.druiden.view.layout import load_layout
from game.druiden.view.vote import VoteShow, vote_animation
from game.ui import anim

NAMES = ("Anna", "Brigid", "Cormac", "Deirdre", "Eoghan")
EXTRAS_ACTIONS = ("roll 1 bend", "move 1 druid i6", "vote sun", "vote moon", "vote moon")


def make(players: int, position=None, seed: int = 1) -> tuple[Match, VoteShow]:
    pygame.init()
    seats = [Seat(NAMES[k], "human", k) for k in range(players)]
    match = Match("druiden", seats, seed, position)
    colours = [(match.spec.colours[s.colour].rgb, match.spec.colours[s.colour].letter) for s in seats]
    return match, VoteShow(load_layout(players), colours, list(NAMES[:players]))


def play_through(show: VoteShow, animation: anim.Anim, watch=None) -> None:
    """Runs `animation` at 60 frames a second, calling watch() after every frame."""
    timeline = anim.Timeline()
    timeline.add(animation)
    for _ in range(6000):
        if not timeline.busy:
            return
        timeline.update(1 / 60)
        if watch:
            watch()
    raise AssertionError("the vote's animation never ended")


def test_votes_arrive_one_by_one_and_the_tally_ends_on_the_count():
    match, show = make(3, EXTRAS)
    seen: list[tuple[int, int]] = []
    for text in EXTRAS_ACTIONS:
        events = match.play(match.state.parse_action(text))
        animation = vote_animation(show, events, match.state, 1)
        if text == "roll 1 bend":
            assert animation is None  # nothing of the vote
            continue
        play_through(show, animation, lambda: seen.append((show.tally["sun"], show.tally["moon"])))
    # the spirits 1 + 1, Anna 5 for the Sun, Brigid 7 and Cormac 2 for the Moon
    assert show.tally == {"sun": 6, "moon": 10}
    assert show.casts == [(0, "sun", 5), (1, "moon", 7), (2, "moon", 2)]
    assert show.winner == "moon"
    moons = sorted({m for _s, m in seen})
    # Brigid's 7 came as druid 3, potion, Bild, Bild, Teutates: the Moon stood at 1, 4, 5, 6, 7, 8
    assert {1, 4, 5, 6, 7, 8}.issubset(moons)
    assert all(a <= b for a, b in zip(seen, seen[1:]) if a[0] <= b[0]), "the tally fell back"


def cards_in_flight(viewer: int) -> set[str]:
    match, show = make(3, EXTRAS)
    cards: set[str] = set()
    for text in EXTRAS_ACTIONS[:4]:  # up to Brigid's cast; the game is not over yet
        events = match.play(match.state.parse_action(text))
        animation = vote_animation(show, events, match.state, viewer)
        if animation is not None and text == "vote moon":
            play_through(show, animation, lambda: cards.update(t.card for t in show.flying))
        elif animation is not None:
            play_through(show, animation)
    return cards - {""}


def test_the_voter_sees_the_cards_behind_the_extras():
    assert cards_in_flight(1) == {"potion", "Magisches Bild", "Teutates ×2"}


@pytest.mark.parametrize("viewer", [-1, 0, 2])
def test_everybody_else_sees_the_extras_face_down(viewer):
    assert cards_in_flight(viewer) == {"?"}


def test_skipping_leaves_what_playing_through_leaves():
    played, show_played = make(3, EXTRAS)
    skipped, show_skipped = make(3, EXTRAS)
    for text in EXTRAS_ACTIONS:
        a = vote_animation(show_played, played.play(played.state.parse_action(text)), played.state, 0)
        b = vote_animation(show_skipped, skipped.play(skipped.state.parse_action(text)), skipped.state, 0)
        if a is not None:
            play_through(show_played, a)
            b.finish()
    for attr in ("tally", "casts", "winner", "caption", "tie_round", "visible", "first_round"):
        assert getattr(show_skipped, attr) == getattr(show_played, attr), attr
    assert show_skipped.flying == []


def test_the_tie_round_counts_again_from_the_spirits():
    # seed 11 with five players: the first round is tied (see test_druiden_results)
    match, show = make(5, seed=11)
    rnd = random.Random(11)
    counts = []
    while not match.state.is_over():
        events = match.play_chance() if match.chance_due() else match.play(rnd.choice(match.state.legal_actions()))
        animation = vote_animation(show, events, match.state, -1)
        if animation is not None:
            animation.finish()
            for e in events:
                if isinstance(e, E.VoteCounted):
                    counts.append((e.sun, e.moon, e.tie_round))
    assert [c[2] for c in counts] == [False, True]
    assert counts[0][0] == counts[0][1]
    assert show.tally == {"sun": counts[1][0], "moon": counts[1][1]}
    assert show.first_round == {"sun": counts[0][0], "moon": counts[0][1]}
    assert show.tie_round and show.winner == match.state.cult
    assert [c[0] for c in show.casts] == list(match.state.vote["voters"])


def test_the_show_is_drawn_only_during_the_vote_and_resyncs_from_a_saved_state():
    match, show = make(3, EXTRAS)
    canvas = pygame.Surface((1280, 720))
    canvas.fill((1, 2, 3))
    show.draw(canvas)
    assert canvas.get_at(tuple(map(int, show.pan["sun"])))[:3] == (1, 2, 3)
    for text in EXTRAS_ACTIONS[:3]:
        match.play(match.state.parse_action(text))
    show.resync(match.state)  # Anna has voted: Sun 1 + 5, Moon 1
    assert show.visible and show.tally == {"sun": 6, "moon": 1}
    show.draw(canvas)
    assert canvas.get_at(tuple(map(int, show.pan["sun"])))[:3] != (1, 2, 3)


def test_the_vote_panel_says_how_many_votes_each_side_would_get_and_that_it_is_the_vote():
    from readable import rendered_texts

    from game.core.settings import Settings
    from game.ui.app import App
    from game.ui.scenes.play import PlayScene

    app = App(Settings())
    try:
        seats = [Seat("Anna", "human", 0), Seat("Brigid", "easy", 1), Seat("Cormac", "easy", 2)]
        match = Match("druiden", seats, 1, EXTRAS)
        for text in EXTRAS_ACTIONS[:2]:
            match.play(match.state.parse_action(text))
        app.start_match(match)
        scene = app.top
        assert isinstance(scene, PlayScene)
        scene.timeline.finish_all()
        texts = [text for _size, text in rendered_texts(app)]
        # Anna's druid on the Place gives 3, her Magisches Bild 1, and Teutates (or Lug)
        # doubles the one spirit of hers there, the Sun spirit: Sun 3 + 1 + 1, Moon 3 + 1
        assert "Vote Sun: 5 votes" in texts and "Vote Moon: 4 votes" in texts
        assert "Anna · the vote" in texts
    finally:
        if app._thinker is not None:
            app._thinker.close()


def test_one_vote_flies_at_a_time_each_landing_before_the_next_leaves():
    """Brigid's cast of 7 for the Moon, watched at Normal speed: her druid's 3, the potion's
    1, two Magisches Bild 1 each and Teutates doubling her Moon spirit 1 (five tokens, worked
    out from the EXTRAS hand). Never two tokens in the air; the tally counts one vote at a
    time, a few tenths of a second apart, and a new token leaves only after the last landed."""
    match, show = make(3, EXTRAS)
    for text in EXTRAS_ACTIONS[:3]:  # up to Anna's cast, played through
        events = match.play(match.state.parse_action(text))
        animation = vote_animation(show, events, match.state, 1)
        if animation is not None:
            play_through(show, animation)
    events = match.play(match.state.parse_action("vote moon"))
    clock = [0.0]
    airborne: list[int] = []
    counted: list[tuple[float, int]] = []  # (when, the Moon's tally) each time it changed
    departures: list[float] = []
    last = {"moon": show.tally["moon"], "flying": 0}

    def watch() -> None:
        clock[0] += 1 / 60
        airborne.append(len(show.flying))
        if len(show.flying) > last["flying"]:
            departures.append(clock[0])
        last["flying"] = len(show.flying)
        if show.tally["moon"] != last["moon"]:
            counted.append((clock[0], show.tally["moon"]))
            last["moon"] = show.tally["moon"]

    play_through(show, vote_animation(show, events, match.state, 1), watch)
    assert max(airborne) == 1, "two votes were in the air at once"
    assert len(departures) == 5  # five tokens, one after another
    moons = [moon for _t, moon in counted]
    assert moons == list(range(2, 9))  # from the Moon spirit's 1 to 8, one vote at a time
    gaps = [b - a for (a, _x), (b, _y) in zip(counted, counted[1:])]
    assert min(gaps) >= 0.15  # a person can follow each count
    # the whole cast takes seconds, not the under-a-second rush of before
    assert counted[-1][0] - counted[0][0] >= 3.0


@pytest.mark.parametrize("narrow", [False, True], ids=["wide", "narrow"])
@pytest.mark.parametrize("name", ["Bo", "Cunigunde Alber", "WWWWWWWWWWWWWWWW"])
def test_the_title_over_the_scales_names_the_player_whole(narrow, name):
    """The scoring's title ("Scoring for the Sun cult: Cunigunde Alber") was cut in the
    narrow veil; a long one now breaks after the colon, and every line stays in the veil."""
    from game.ui import theme

    pygame.init()
    show = VoteShow(load_layout(3, narrow=narrow), [((0, 0, 0), "A")] * 3, ["A", "B", "C"])
    show.visible, show.caption = True, f"Scoring for the Sun cult: {name}"
    size, lines = show.title_lines()
    assert " ".join(lines) == show.caption and not any(line.endswith("…") for line in lines)
    width = int(show.disc[2] * 1.6)
    assert all(theme.text_font(size, "serif").size(line)[0] <= width for line in lines)
    assert size >= 14
