"""A Tholos position written as plain data (the scenario tool's JSON; position.py reads it
back): columns and workshops as colour letters."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .material import COLOUR_LETTERS, SITES

if TYPE_CHECKING:  # types only: the state writes itself through to_json
    from .state import TholosState


#: the players as a position names them
PLAYER_KEYS = ("white", "black")


def _letters(stones) -> str:
    return "".join(COLOUR_LETTERS[c] for c in stones)


def _counts_to_letters(counts) -> str:
    return "".join(COLOUR_LETTERS[c] * n for c, n in enumerate(counts))


def to_json(state: TholosState) -> dict:
    """The whole position as JSON data; columns and workshops as colour letters."""
    points, won = state.scores(), state.columns_won()
    phase = "over" if state.over else ("bonus" if state.bonus_site >= 0 else "turn")
    return {
        "game": "tholos",
        "ply": state.ply,
        "phase": phase,
        "to_move": None if state.over else PLAYER_KEYS[state.player],
        "bonus_site": SITES[state.bonus_site] if state.bonus_site >= 0 else None,
        "columns": {SITES[s]: _letters(col) for s, col in enumerate(state.columns)},
        "workshops": {PLAYER_KEYS[p]: _counts_to_letters(state.workshops[p]) for p in (0, 1)},
        "quarry": dict(zip(COLOUR_LETTERS, state.quarry)),
        "scores": dict(zip(PLAYER_KEYS, points)),
        "columns_won": dict(zip(PLAYER_KEYS, won)),
        "winners": [PLAYER_KEYS[p] for p in state.winners()],
        "end_reason": state.end_cause or None,
    }
