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

Nothing may hold more than the box gives each player at that table: stones (in front and on
the board), dolmen stones of each value (in front and in stacks; in Die Dolmengötter the rest
were scored), druids, and a marker no higher than the rule set lets it climb
(Flow.marker_ceiling). Numbers are whole numbers of at most NUMBER_DIGITS_MAX digits.
"""

from __future__ import annotations

from game.core.numbers import whole_number
from game.core.protocol import BadPosition
from game.core.words import count

from .dolmen_flow import DOLMEN
from .fields import mapping, per_player, player
from .ruleset import VALUES, RuleSet
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


def from_position(data: dict, seed: int = 0, rules: RuleSet = DOLMEN, board=None) -> DolmenState:
    """A state at the start of `to_move`'s turn from a position (see module doc); raises
    BadPosition naming the field (and the player) of anything the box or the rules cannot
    hold."""
    if not isinstance(data, dict):
        raise BadPosition("a Dolmen position must be a mapping")
    unknown = set(map(str, data)) - _FIELDS
    if unknown:
        raise BadPosition(f"unknown position field(s): {', '.join(sorted(unknown))}")
    try:
        state = DolmenState(whole_number(data.get("players", 2), "players"), seed, rules, board)
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
            state.markers[p] = whole_number(value, f"markers: player {p}")
        for p, letters in per_player(data, "supply", n):
            held = [0, 0, 0, 0, 0]
            for ch in str(letters):
                if ch not in "1234":
                    raise ValueError(f"supply: '{ch}' is not a dolmen value (1 to 4)")
                held[int(ch)] += 1
            state.supply[p] = held
        for p, value in per_player(data, "stones_left", n):
            state.stones_left[p] = whole_number(value, f"stones_left: player {p}")
            if state.stones_left[p] < 0:
                raise ValueError(f"stones_left: player {p} has {state.stones_left[p]} stones (not negative)")
        rules.flow.read_position(state, data)  # Dolmengötter: lying, setup_round
    except (ValueError, TypeError) as exc:
        raise BadPosition(str(exc)) from None
    _check_material(state, rules, n)
    state.forget_legal()
    return state


def _check_material(state: DolmenState, rules: RuleSet, n: int) -> None:
    """A game under way for `n` players: nobody has more stones (in front and on the board),
    more dolmen stones of a value (in front and in stacks) or a marker higher than the rule
    set gives (Flow.marker_ceiling) or lower than its floor, and the end (the rule set's,
    Flow.check_player and check_position) has not begun. A negative count left in front
    means the board holds more than the box (the field was not given)."""
    title, stones, dolmens = rules.title, rules.stones_for(n), rules.dolmen_counts(n)
    ceiling, why_ceiling = rules.flow.marker_ceiling(state)
    for p in range(n):
        left, placed = state.stones_left[p], state.stone.count(p)
        if left < 0 or left + placed > stones:
            raise BadPosition(f"{_stones_held(p, left, placed)}, but {title} gives each of {n} players {stones}")
        for value, box in zip(VALUES, dolmens):
            front = state.supply[p][value]
            stacked = sum(stack.count((p, value)) for stack in state.stacks)
            if front < 0 or front + stacked > box:
                raise BadPosition(
                    f"{_dolmens_held(p, value, front, stacked)}, but {title} gives each of {n} players {box}"
                )
        why = rules.flow.check_player(state, p)
        if why:
            raise BadPosition(why)
        if state.markers[p] < rules.marker_floor:
            raise BadPosition(f"player {p}'s marker is below {rules.marker_floor}")
        if state.markers[p] > ceiling:
            raise BadPosition(
                f"markers: player {p} stands at {state.markers[p]}, but in {title} with {n} players "
                f"a marker reaches at most {ceiling} ({why_ceiling})"
            )
    why = rules.flow.check_position(state)
    if why:
        raise BadPosition(why)


def _stones_held(p: int, left: int, placed: int) -> str:
    """ "stones_left: player 1 has 20 stones in front and 3 on the board"; with none left in
    front (stones_left 0, or not given and so below 0) the board alone holds too many."""
    if left <= 0:
        return f"stones: player {p} has {count(placed, 'stone')} on the board"
    return f"stones_left: player {p} has {count(left, 'stone')} in front and {placed} on the board"


def _dolmens_held(p: int, value: int, front: int, stacked: int) -> str:
    """ "supply: player 1 holds 1 dolmen stone of value 4 in front and 1 in stacks"; a count
    in front below 0 (the supply not given) means the stacks alone hold too many."""
    if front < 0:
        return f"stacks: player {p} holds {count(stacked, 'dolmen stone')} of value {value} in stacks"
    in_stacks = f" in front and {stacked} in stacks" if stacked else ""
    return f"supply: player {p} holds {count(front, 'dolmen stone')} of value {value}{in_stacks}"


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
