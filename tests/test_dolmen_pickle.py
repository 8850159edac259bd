"""A Dolmen state sent to a computer player's process leaves the shipped board behind (that a
pickled state plays on identically is checked for every game in test_protocol_contract.py)."""

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


def test_pickled_state_leaves_the_shipped_board_behind():
    state = _midgame(4, 3, 40)
    size = len(pickle.dumps(state))
    board_alone = len(pickle.dumps(state.board))
    assert size < board_alone, f"{size} bytes: the board ({board_alone} bytes) travelled along"
    assert pickle.loads(pickle.dumps(state)).board is state.board
