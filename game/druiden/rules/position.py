"""Die Druiden positions as plain data: the JSON of a state, and starting positions read back.

A starting position (scenarios, tests) names hands, the stack and the pieces explicitly;
everything it leaves out is as at the start of a game after the deal:

    players: 3
    to_move: 1                   # whose turn begins (default 0)
    round: 4                     # default 1
    hands: {0: [Raute, Mistel], 1: [Nebel]}
    stack: [Beifuß, Lug]         # optional: default every card not in a hand or discarded
    discard: [Bannspruch]
    druids: {0: m5, 1: decision} # a field, "decision", or "waiting" (the default: still in
                                 # the centre before the first turn)
    spirits: {sun1: {at: m3, owner: 0}, dwarf: {at: decision, owner: 1}}
                                 # at: a field, "decision" or "home" (the default)
    dice: [3, bend]              # optional: the turn starts with these dice rolled

The cards of hands, stack and discard pile must be exactly the 40 cards of the deck; each
spirit and each player's druid stands in one place; numbers (players, round, seats) are whole
numbers of at most NUMBER_DIGITS_MAX digits.
"""

from __future__ import annotations

from game.core.files import excerpt
from game.core.numbers import whole_number
from game.core.protocol import BadPosition

from . import flow
from .board_view import FIELDS
from .cards import CARDS, DECK, KINDS, card_index
from .dice import DIE_1, DIE_2
from .pieces import DECISION, DRUID, HOME, MORRIGAN, SPIRITS, WAITING, spirit_index
from .state import DruidenState
from .vote import MAX_ROUNDS

_FIELDS = {"players", "to_move", "round", "hands", "stack", "discard", "druids", "spirits", "dice"}


def from_position(data: dict, board=None) -> DruidenState:
    """A state at the start of `to_move`'s turn (or just after its roll when `dice` is given)
    from a position (see module doc); raises BadPosition naming the field."""
    if not isinstance(data, dict):
        raise BadPosition("a Die Druiden position must be a mapping")
    unknown = set(map(str, data)) - _FIELDS
    if unknown:
        raise BadPosition(f"unknown position field(s): {', '.join(sorted(unknown))}")
    try:
        state = DruidenState(whole_number(data.get("players", 2), "players"), board)
        return _fill(state, data)
    except (ValueError, TypeError, KeyError) as exc:
        raise BadPosition(str(exc)) from None


def _fill(state: DruidenState, data: dict) -> DruidenState:
    n = state.players
    state.draws = []
    state.active = _seat(data.get("to_move", 0), n, "to_move")
    state.round = whole_number(data.get("round", 1), "round")
    if not 1 <= state.round <= MAX_ROUNDS:
        raise ValueError(f"round: must be 1..{MAX_ROUNDS}")
    hands = _mapping(data, "hands")
    for key, cards in hands.items():
        p = _seat(key, n, "hands")
        state.hands[p] = _counts(cards, f"hands of player {p}")
    state.discard = _counts(data.get("discard") or [], "discard")
    used = [sum(h[c] for h in state.hands) + state.discard[c] for c in range(KINDS)]
    if "stack" in data:
        state.stack = _counts(data["stack"] or [], "stack")
    else:
        state.stack = [DECK[c] - used[c] for c in range(KINDS)]
    for c in range(KINDS):
        total = used[c] + state.stack[c]
        if total != DECK[c] or state.stack[c] < 0:
            total = max(total, used[c])
            raise ValueError(
                f"cards: the deck has {DECK[c]} {CARDS[c].name}, the position "
                f"names {total} (hands, stack and discard together)"
            )
    state.stack_n = sum(state.stack)
    for key, where in _mapping(data, "druids").items():
        p = _seat(key, n, "druids")
        state.pos[DRUID + p] = _place(state, str(where), ("decision", "waiting"), "druids")
    for name, spec in _mapping(data, "spirits").items():
        sp = spirit_index(str(name))
        if not isinstance(spec, dict):
            raise ValueError(f"spirits: {name} needs 'at' and 'owner'")
        state.pos[sp] = _place(state, str(spec.get("at", "home")), ("decision", "home"), f"spirits: {name}")
        owner = spec.get("owner", -1)
        state.owner[sp] = -1 if owner is None else _seat(owner, n, f"spirits: {name} owner", allow_none=True)
        if state.pos[sp] != HOME and state.owner[sp] < 0:
            raise ValueError(f"spirits: {name} stands on the board, so someone controls it (give 'owner')")
        if state.pos[sp] == HOME and state.owner[sp] >= 0:
            raise ValueError(f"spirits: {name} waits on the Place of the Spirits: nobody controls it")
    state.forget_legal()
    _check_pieces(state)
    dice = data.get("dice")
    flow.begin_turn(state, [])
    if dice is not None:
        if state.phase != "roll":
            raise ValueError("dice: the player's druid must have left the centre first")
        faces = [str(d) for d in dice] if isinstance(dice, (list, tuple)) else []
        if len(faces) != 2 or faces[0] not in DIE_1 or faces[1] not in DIE_2:
            raise ValueError(
                "dice: two faces, die 1 (1..5, ring-6) then die 2 (straight, bend, double-bend, ring-straight)"
            )
        from .actions import FACES, ROLL

        state.apply(state.nota.act(ROLL, FACES.index(faces[0]), FACES.index(faces[1])))
        state.ply = 0
    state.forget_legal()
    return state


def _check_pieces(state: DruidenState) -> None:
    count = [0] * FIELDS
    for piece, f in enumerate(state.pos):
        if 0 <= f < FIELDS:
            count[f] += 1
            if f in state.board.feet and piece < DRUID:
                raise ValueError(
                    f"{SPIRITS[piece]}: only a druid that has just left the centre stands on a druid's foot"
                )
            if count[f] > 2:
                raise ValueError(f"{state.board.fields[f].name}: at most 2 pieces stand on a field")
    if state.pos[MORRIGAN] == DECISION:
        raise ValueError("spirits: the Morrigan never enters the Place of Decision")
    if sum(1 for f in state.pos if f == DECISION) >= flow.VOTE_AT:
        raise ValueError(f"{flow.VOTE_AT} pieces on the Place of Decision: the vote would already have been held")


def _counts(cards, what: str) -> list[int]:
    if not isinstance(cards, (list, tuple)):
        raise ValueError(f"{what}: a list of card names")
    counts = [0] * KINDS
    for name in cards:
        try:
            counts[card_index(str(name))] += 1
        except ValueError as exc:
            raise ValueError(f"{what}: {exc}") from None
    return counts


def _place(state, where: str, extra: tuple[str, ...], what: str) -> int:
    key = where.strip().lower()
    if key in extra:
        return {"decision": DECISION, "home": HOME, "waiting": WAITING}[key]
    try:
        return state.board.field(key)
    except ValueError as exc:
        raise ValueError(f"{what}: {exc}") from None


def _mapping(data: dict, key: str) -> dict:
    value = data.get(key) or {}
    if not isinstance(value, dict):
        raise ValueError(f"{key}: must be a mapping")
    return value


def _seat(value, n: int, what: str, allow_none: bool = False) -> int:
    try:
        p = whole_number(value, what)
    except ValueError:
        raise ValueError(f"{what}: '{excerpt(value)}' is not a player number") from None
    if allow_none and p == -1:
        return -1
    if not 0 <= p < n:
        raise ValueError(f"{what}: player {p} does not exist (players 0..{n - 1})")
    return p
