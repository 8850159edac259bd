"""Dolmen positions as plain data: the JSON of a state, and starting positions read back.

Players are rules seats 0.. (colours are the table's business). Nodes are "x,y", circles
by board name, stacks bottom to top as "owner:value" words (value "?" when hidden). A
starting position (scenarios, tests) names what lies on the board; everything it leaves out
is as at the start (stones and dolmen stones not on the board are in front of their owners):

    players: 3
    to_move: 1
    stones: {0: ["2,0", "3,0"], 1: ["4,0"]}
    druids: {1: ["4,1"]}
    stacks: {"octagon 2,0": "1:3 0:2"}   # bottom to top
    markers: {2: 1}
    supply: {0: "1124"}                  # optional: the exact dolmen values in front
    stones_left: {0: 3}                  # optional
    lying: {1: ["4,1"]}                  # Dolmengötter: druids lying down (collecting herbs)
    setup_round: true                    # Dolmengötter: druids not named are still to be
                                         # placed in the setup round (to_move places next)

With rules=DOLMENGOETTER and no setup_round, play is under way with the druids named (a
scenario may leave some out); a circle with a stone on every place must have no stack (it
would have been scored already).
"""

from __future__ import annotations

from game.core.protocol import BadPosition

from .dolmen_flow import DOLMEN
from .fields import mapping, per_player, player
from .ruleset import UNKNOWN, RuleSet
from .state import DolmenState

_FIELDS = {
    "players",
    "to_move",
    "stones",
    "druids",
    "stacks",
    "markers",
    "supply",
    "stones_left",
    "lying",
    "setup_round",
}


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


def from_position(data: dict, seed: int = 0, rules: RuleSet = DOLMEN, board=None) -> DolmenState:
    """A state at the start of `to_move`'s turn from a position (see module doc); raises
    BadPosition naming the field."""
    if not isinstance(data, dict):
        raise BadPosition("a Dolmen position must be a mapping")
    unknown = set(map(str, data)) - _FIELDS
    if unknown:
        raise BadPosition(f"unknown position field(s): {', '.join(sorted(unknown))}")
    try:
        state = DolmenState(int(data.get("players", 2)), seed, rules, board)
        n = state.players
        state.active = player(data.get("to_move", 0), n, "to_move")
        for p, nodes in per_player(data, "stones", n):
            for name in nodes:
                node = _free(state, name, "stones")
                state.stone[node] = p
                state.stones_left[p] -= 1
                for c in state.board.nodes[node].circles:
                    state.counts[c * n + p] += 1
        for p, nodes in per_player(data, "druids", n):
            for name in nodes:
                node = _free(state, name, "druids")
                state.druid[node] = p
                state.druid_nodes[p].append(node)
            if len(state.druid_nodes[p]) > rules.druids:
                raise ValueError(f"druids: player {p} has only {rules.druids} druids")
        by_name = {c.name.lower(): c for c in state.board.circles}
        for name, text in (mapping(data, "stacks")).items():
            circle = by_name.get(" ".join(str(name).split()).lower())
            if circle is None:
                raise ValueError(f"stacks: there is no circle '{name}'")
            stack = tuple(_stack_stone(word, n) for word in str(text or "").split())
            if len(stack) > circle.height:
                raise ValueError(f"stacks: {circle.name} holds at most {circle.height} stones")
            state.stacks[circle.index] = stack
            for o, v in stack:
                state.supply[o][v] -= 1
                state.built[o] += 1
        for p, value in per_player(data, "markers", n):
            state.markers[p] = int(value)
        for p, letters in per_player(data, "supply", n):
            held = [0, 0, 0, 0, 0]
            for ch in str(letters):
                if ch not in "1234":
                    raise ValueError(f"supply: '{ch}' is not a dolmen value (1 to 4)")
                held[int(ch)] += 1
            state.supply[p] = held
        for p, value in per_player(data, "stones_left", n):
            state.stones_left[p] = int(value)
        rules.flow.read_position(state, data)  # Dolmengötter: lying, setup_round
    except (ValueError, TypeError) as exc:
        raise BadPosition(str(exc)) from None
    _check_material(state, rules, n)
    state.forget_legal()
    return state


def _check_material(state: DolmenState, rules: RuleSet, n: int) -> None:
    """A game under way: nobody holds more than the rule set gives, and the end (the rule
    set's, Flow.check_player and check_position) has not begun."""
    for p in range(n):
        if state.stones_left[p] < 0 or min(state.supply[p]) < 0:
            raise BadPosition(
                f"player {p} has more stones or dolmen stones on the board than {rules.title} gives {n} players"
            )
        why = rules.flow.check_player(state, p)
        if why:
            raise BadPosition(why)
        if state.markers[p] < rules.marker_floor:
            raise BadPosition(f"player {p}'s marker is below {rules.marker_floor}")
    why = rules.flow.check_position(state)
    if why:
        raise BadPosition(why)


def _free(state: DolmenState, name: str, field: str) -> int:
    node = state.cat.node(str(name))
    if state.stone[node] >= 0 or state.druid[node] >= 0:
        raise ValueError(f"{field}: node {name} is already taken")
    return node


def _stack_stone(word: str, n: int) -> tuple[int, int]:
    owner, _, value = word.partition(":")
    if value not in ("1", "2", "3", "4"):
        raise ValueError(f"stacks: '{word}' must be owner:value with a value 1 to 4")
    return (player(owner, n, "stacks"), int(value))
