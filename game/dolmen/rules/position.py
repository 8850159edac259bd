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

from game.core.i18n import _, ngettext
from game.core.numbers import whole_number
from game.core.protocol import BadPosition

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
        raise BadPosition(_("a Dolmen position must be a mapping"))
    unknown = set(map(str, data)) - _FIELDS
    if unknown:
        raise BadPosition(_("unknown position field(s): {fields}").format(fields=", ".join(sorted(unknown))))
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
                raise ValueError(_("druids: player {player} has only {n} druids").format(player=p, n=rules.druids))
        by_name = {c.name.lower(): c for c in state.board.circles}
        for name, text in (mapping(data, "stacks")).items():
            circle = by_name.get(" ".join(str(name).split()).lower())
            if circle is None:
                raise ValueError(_("stacks: there is no circle '{circle}'").format(circle=name))
            stack = tuple(_stack_stone(word, n) for word in str(text or "").split())
            if len(stack) > circle.height:
                raise ValueError(
                    _("stacks: {circle} holds at most {n} stones").format(circle=circle.name, n=circle.height)
                )
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
                    raise ValueError(_("supply: '{value}' is not a dolmen value (1 to 4)").format(value=ch))
                held[int(ch)] += 1
            state.supply[p] = held
        for p, value in per_player(data, "stones_left", n):
            state.stones_left[p] = whole_number(value, f"stones_left: player {p}")
            if state.stones_left[p] < 0:
                raise ValueError(
                    _("stones_left: player {player} has {n} stones (not negative)").format(
                        player=p, n=state.stones_left[p]
                    )
                )
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
            raise BadPosition(
                _("{held}, but {game} gives each of {players} players {n}").format(
                    held=_stones_held(p, left, placed), game=title, players=n, n=stones
                )
            )
        for value, box in zip(VALUES, dolmens):
            front = state.supply[p][value]
            stacked = sum(stack.count((p, value)) for stack in state.stacks)
            if front < 0 or front + stacked > box:
                raise BadPosition(
                    _("{held}, but {game} gives each of {players} players {n}").format(
                        held=_dolmens_held(rules, p, value, front, stacked), game=title, players=n, n=box
                    )
                )
        why = rules.flow.check_player(state, p)
        if why:
            raise BadPosition(why)
        if state.markers[p] < rules.marker_floor:
            raise BadPosition(_("player {player}'s marker is below {floor}").format(player=p, floor=rules.marker_floor))
        if state.markers[p] > ceiling:
            raise BadPosition(
                _(
                    "markers: player {player} stands at {marker}, but in {game} with {players} players "
                    "a marker reaches at most {ceiling} ({why})"
                ).format(player=p, marker=state.markers[p], game=title, players=n, ceiling=ceiling, why=why_ceiling)
            )
    why = rules.flow.check_position(state)
    if why:
        raise BadPosition(why)


def _stones_held(p: int, left: int, placed: int) -> str:
    """ "stones_left: player 1 has 20 stones in front and 3 on the board"; with none left in
    front (stones_left 0, or not given and so below 0) the board alone holds too many."""
    if left <= 0:
        return ngettext(
            "stones: player {player} has {n} stone on the board",
            "stones: player {player} has {n} stones on the board",
            placed,
        ).format(player=p, n=placed)
    return ngettext(
        "stones_left: player {player} has {n} stone in front and {placed} on the board",
        "stones_left: player {player} has {n} stones in front and {placed} on the board",
        left,
    ).format(player=p, n=left, placed=placed)


def _dolmens_held(rules: RuleSet, p: int, value: int, front: int, stacked: int) -> str:
    """ "supply: player 1 holds 1 dolmen stone of value 4 in front and 1 in stacks" (in the
    words of `rules`' sheet); a count in front below 0 (the supply not given) means the
    stacks alone hold too many."""
    if front < 0:
        return rules.says(
            ngettext(
                "stacks: player {player} holds {n} dolmen stone of value {value} in stacks",
                "stacks: player {player} holds {n} dolmen stones of value {value} in stacks",
                stacked,
            ),
            ngettext(
                "stacks: player {player} holds {n} dolmen of value {value} in stacks",
                "stacks: player {player} holds {n} dolmens of value {value} in stacks",
                stacked,
            ),
        ).format(player=p, n=stacked, value=value)
    if stacked:
        return rules.says(
            ngettext(
                "supply: player {player} holds {n} dolmen stone of value {value} in front and {stacked} in stacks",
                "supply: player {player} holds {n} dolmen stones of value {value} in front and {stacked} in stacks",
                front,
            ),
            ngettext(
                "supply: player {player} holds {n} dolmen of value {value} in front and {stacked} in stacks",
                "supply: player {player} holds {n} dolmens of value {value} in front and {stacked} in stacks",
                front,
            ),
        ).format(player=p, n=front, value=value, stacked=stacked)
    return rules.says(
        ngettext(
            "supply: player {player} holds {n} dolmen stone of value {value}",
            "supply: player {player} holds {n} dolmen stones of value {value}",
            front,
        ),
        ngettext(
            "supply: player {player} holds {n} dolmen of value {value}",
            "supply: player {player} holds {n} dolmens of value {value}",
            front,
        ),
    ).format(player=p, n=front, value=value)


def _free(state: DolmenState, name: str, field: str) -> int:
    node = state.cat.node(str(name))
    if state.stone[node] >= 0 or state.druid[node] >= 0:
        raise ValueError(_("{field}: node {place} is already taken").format(field=field, place=name))
    return node


def _stack_stone(word: str, n: int) -> tuple[int, int]:
    owner, _sep, value = word.partition(":")
    if value not in ("1", "2", "3", "4"):
        raise ValueError(_("stacks: '{word}' must be owner:value with a value 1 to 4").format(word=word))
    return (player(owner, n, "stacks"), int(value))
