"""A Dolmen position written as plain data (the scenario tool's JSON; position.py reads it
back): what the state knows, an observation's hidden values as "?" and `hidden` counts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .ruleset import UNKNOWN

if TYPE_CHECKING:  # types only: the state writes itself through to_json
    from .state import DolmenState


def _stack_text(stack) -> str:
    return " ".join(f"{o}:{v if v else '?'}" for o, v in stack)


def to_json(state: DolmenState) -> dict:
    """The whole position as JSON data (what the state knows: an observation's hidden values
    appear as "?" and as `hidden` counts)."""
    names = [n.name for n in state.board.nodes]
    n = state.players
    due = state.due
    data = {
        "game": state.game_id,
        "rules": state.rules.id,
        "players": n,
        "ply": state.ply,
        "phase": state.phase.value,
        "to_move": state.current_player(),
        "active": state.active,
        "observer": state.observer if state.observer >= 0 else None,
        "stones": {str(p): [names[i] for i, s in enumerate(state.stone) if s == p] for p in range(n)},
        "druids": {str(p): sorted(names[i] for i in state.druid_nodes[p]) for p in range(n)},
        "left_node": names[state.left_node] if state.left_node >= 0 else None,
        "stacks": {c.name: _stack_text(s) for c, s in zip(state.board.circles, state.stacks) if s},
        "due": None if due is None else {"circle": state.board.circles[due[0]].name, "owner": due[1], "where": due[2]},
        "pending": [{"circle": state.board.circles[c].name, "owner": o, "where": w} for c, o, w in state.pending],
        "stones_left": {str(p): state.stones_left[p] for p in range(n)},
        "supply": {str(p): "".join(str(v) * state.supply[p][v] for v in (1, 2, 3, 4)) for p in range(n)},
        "hidden": {str(p): state.supply[p][UNKNOWN] for p in range(n)},
        "markers": {str(p): state.markers[p] for p in range(n)},
        "scores": {str(p): s for p, s in enumerate(state.scores())},
        "final_round": list(state.final) if state.final is not None else None,
        "finished": list(state.finished),
        "winners": state.winners(),
        "end_reason": state.end_cause or None,
    }
    data.update(state.rules.flow.position_fields(state))
    return data
