"""Tholos draws the two builders' names alike: on the scoreboard, on the workshops and in the
results' tally, a long name and a short one stand at one type size (the size the long one
needs), never one shrunk beside the other."""

from __future__ import annotations

import random

import pygame
import pytest
from readable import SHAPES, small_window, texts_rendered

from game.core.match import Match, Seat
from game.tholos.view.results import TholosResults
from game.ui.scenes.play import PlayScene

LONG, SHORT = "WWWWWWWWWWWWWWWW", "Bo"


@pytest.fixture(params=list(SHAPES))
def app(request):
    yield from small_window(SHAPES[request.param])


def sizes_of(seen, keep) -> set[int]:
    return {px for px, text in seen if keep(text)}


def is_name(text: str) -> bool:
    """A name drawn alone: the short one, or the long one whole or cut with "…"."""
    return text == SHORT or (text.startswith("WWW") and set(text.rstrip("…")) == {"W"})


def test_the_scoreboard_and_the_workshops_draw_both_names_at_one_size(app):
    match = Match("tholos", [Seat(LONG, "human", 0), Seat(SHORT, "normal", 1)], seed=1)
    scene = PlayScene(app, match)
    app.reset_to(scene)
    with texts_rendered() as seen:
        scene.view._background = None  # the temple with its workshops is drawn afresh
        app.dirty = True
        app.step([], 0.1)
    names = [(px, text) for px, text in seen if is_name(text)]
    assert {text for _px, text in names} >= {SHORT} and any(t.startswith("WWW") for _px, t in names)
    assert len(sizes_of(names, lambda t: True)) == 1, names
    titles = [(px, text) for px, text in seen if text.endswith("workshop") or text.endswith("'s")]
    assert len({px for px, _text in titles}) == 1, titles


def test_the_results_tally_names_every_column_s_builder_at_one_size():
    match = Match("tholos", [Seat(LONG, "easy", 0), Seat(SHORT, "easy", 1)], seed=4)
    pick = random.Random(4)
    while not match.state.is_over():
        match.play(pick.choice(list(match.state.legal_actions())))
    pygame.init()
    pygame.display.set_mode((1280, 720))
    canvas = pygame.Surface((1280, 720))
    with texts_rendered() as seen:
        TholosResults(match).draw(canvas, pygame.Rect(40, 100, 1200, 500))
    owners = [(px, text) for px, text in seen if is_name(text)]
    assert {text for _px, text in owners} & {SHORT} and any(t.startswith("WWW") for _px, t in owners)
    assert len({px for px, _text in owners}) == 1, owners
