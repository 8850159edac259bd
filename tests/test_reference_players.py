"""The reference searchers of tools/reference.py, which measure the box's computer players:
they play legal moves from the observation alone, repeat a move for the same seed and
iteration budget, and play well enough to be a yardstick (they beat random play)."""

from __future__ import annotations

import random

import pytest

from game.core import chance, registry
from game.core.match import Match, Seat
from game.core.protocol import CHANCE
from tools import reference, tournament


@pytest.mark.parametrize("kind", reference.REFERENCES)
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_reference_plays_a_legal_move_and_repeats_it_for_the_same_seed(game_id, kind):
    spec = registry.get(game_id)
    match = Match(game_id, [Seat(f"P{k}", "human", k) for k in range(spec.min_players)], seed=5)
    rnd = random.Random(5)
    for _ in range(12):  # a few random moves in, where there is something to choose
        state = match.state
        if state.current_player() == CHANCE:
            match.play(chance.sample(state, rnd))
        else:
            match.play(rnd.choice(state.legal_actions()))
    while match.state.current_player() == CHANCE:
        match.play_chance()
    seen = match.state.observation(match.state.current_player())
    first = reference.make_reference(kind, seed=8, iterations=60).choose(seen)
    assert seen.why_illegal(first) is None
    assert reference.make_reference(kind, seed=8, iterations=60).choose(seen.clone()) == first


@pytest.mark.parametrize("kind", reference.REFERENCES)
def test_a_reference_beats_random_play_at_tholos(kind, monkeypatch):
    """With 150 iterations a decision, in either chair."""
    monkeypatch.setattr(tournament, "_agent", _iterations(150))
    tally = tournament.run("tholos", [kind, "random"], games=4, seed=6, ref_seconds=1.0)
    assert tally["wins"][0] >= 3


def _iterations(n: int):
    real = tournament._agent

    def made(game_id, level, seed):
        if level in reference.REFERENCES:
            return reference.make_reference(level, seed, iterations=n)
        return real(game_id, level, seed)

    return made
