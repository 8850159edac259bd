"""A Die Druiden position written as plain data (the scenario tool's JSON; position.py
reads it back): what the state knows, another seat's view showing hidden hands as counts
and the stack as the cards that seat has not seen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import CARDS, KINDS
from .pieces import DECISION, DRUID, HOME, SPIRITS, WAITING

if TYPE_CHECKING:  # types only: the state writes itself through to_json
    from .state import DruidenState


def where(state, f: int) -> str:
    if f == DECISION:
        return "decision"
    if f == HOME:
        return "home"
    if f == WAITING:
        return "waiting"
    return state.board.fields[f].name


def _names(counts) -> list[str]:
    return [CARDS[c].name for c in range(KINDS) for _ in range(counts[c])]


def to_json(state: DruidenState) -> dict:
    """The position as JSON data (what the state knows: another seat's view shows the hidden
    hands as counts and the stack as the cards that seat has not seen)."""
    n = state.players
    hidden_view = state.observer >= 0
    vote = state.vote
    return {
        "game": state.game_id,
        "players": n,
        "ply": state.ply,
        "round": state.round,
        "phase": state.phase,
        "to_move": state.current_player(),
        "active": state.active,
        "observer": state.observer if hidden_view else None,
        "druids": {str(p): where(state, state.pos[DRUID + p]) for p in range(n)},
        "spirits": {
            name: {"at": where(state, state.pos[i]), "owner": state.owner[i]} for i, name in enumerate(SPIRITS)
        },
        "hands": {str(p): _names(state.hands[p]) for p in range(n)},
        "hidden": {str(p): state.hidden[p] for p in range(n)},
        "hand_sizes": {str(p): state.hand_size(p) for p in range(n)},
        ("unseen" if hidden_view else "stack"): _names(state.stack),
        "stack_size": state.stack_n,
        "discard": _names(state.discard),
        "dice": list(state.dice) if any(state.dice) else None,
        "dice_used": list(state.used),
        "landing": None
        if state.landing is None
        else {"piece": _piece(state.landing[0]), "field": where(state, state.landing[1])},
        "pending": None if state.react is None else {"against": state.react[0], "what": state.react[1]},
        "vote": None
        if vote is None
        else {
            "why": vote["why"],
            "first": vote["first"],
            "tie_round": vote["tie_round"],
            "sun": vote["tally"][0],
            "moon": vote["tally"][1],
        },
        "cult": state.cult or None,
        "scores": {str(p): v for p, v in enumerate(state.scores())},
        "winners": state.winners(),
        "end_reason": state.reason or None,
    }


def _piece(piece: int) -> str:
    return f"druid {piece - DRUID}" if piece >= DRUID else SPIRITS[piece]
