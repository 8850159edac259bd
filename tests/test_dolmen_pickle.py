"""A Dolmen observation sent to a computer player's process arrives whole, small and playable."""

from __future__ import annotations

import pickle
import random

from game.dolmen.rules.state import DolmenState


def _midgame(players: int, seed: int, plies: int) -> DolmenState:
    state, rnd = DolmenState(players, seed), random.Random(seed)
    for _ in range(plies):
        if state.is_over():
            break
        state.apply(rnd.choice(state.legal_actions()))
    return state


def test_pickled_observation_is_the_same_position_and_plays_on_identically():
    for players in (2, 3, 4):
        for seed in range(6):
            obs = _midgame(players, seed, 25 + 7 * seed).observation(0)
            obs.legal_actions()  # fill the cache: it must not travel
            copy = pickle.loads(pickle.dumps(obs))
            assert copy.to_json() == obs.to_json()
            assert [str(a) for a in copy.legal_actions()] == [str(a) for a in obs.legal_actions()]
            rnd_a, rnd_b = random.Random(seed), random.Random(seed)
            for _ in range(30):
                if obs.is_over():
                    break
                a = rnd_a.choice(obs.legal_actions())
                b = rnd_b.choice(copy.legal_actions())
                assert str(a) == str(b)
                obs.apply(a)
                copy.apply(b)
                assert copy.to_json() == obs.to_json()


def test_pickled_state_leaves_the_shipped_board_behind():
    state = _midgame(4, 3, 40)
    size = len(pickle.dumps(state))
    board_alone = len(pickle.dumps(state.board))
    assert size < board_alone, f"{size} bytes: the board ({board_alone} bytes) travelled along"
    assert pickle.loads(pickle.dumps(state)).board is state.board
