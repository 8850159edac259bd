"""How clicks on the Dolmen table become actions, and what a move would do (no drawing).

Every click is matched against `state.legal_actions()`; when a click meant an action that is
not legal, `meant()` names that action so the table can show `state.why_illegal(action)`.
`outcome()` tells which circles a move, removal or stone would change, by playing it on a
clone of the deciding player's observation (public information only).
"""

from __future__ import annotations

from game.core import words
from game.dolmen.places import circle_label, place_label
from game.dolmen.rules import actions as A
from game.dolmen.rules import events as E
from game.dolmen.rules.flow import ROW
from game.dolmen.rules.phase import Phase

PLACE, MOVE, REMOVE, STONE, SKIP, CIRCLE, DOLMEN = (A.PLACE, A.MOVE, A.REMOVE, A.STONE, A.SKIP, A.CIRCLE, A.DOLMEN)
HERBS, FLY = A.HERBS, A.FLY  # Die Dolmengötter


def placements(legal) -> dict[int, object]:
    """Free node → its place action."""
    return {a.node: a for a in legal if a.kind == PLACE}


def destinations(legal, node: int) -> dict[int, object]:
    """Destination → move action (or flight, for a lying Dolmengötter druid), for the druid
    on `node`."""
    return {a.target: a for a in legal if a.kind in (MOVE, FLY) and a.node == node}


def herbs(legal, node: int):
    """The druid on `node` lying down to collect herbs, if it may."""
    return next((a for a in legal if a.kind == HERBS and a.node == node), None)


def removal(legal, node: int):
    return next((a for a in legal if a.kind == REMOVE and a.node == node), None)


def druids_that_act(legal) -> set[int]:
    """Nodes of the deciding player's druids that can move, be removed, collect herbs or
    fly."""
    return {a.node for a in legal if a.kind in (MOVE, REMOVE, HERBS, FLY)}


def circles(legal) -> dict[int, object]:
    return {a.value: a for a in legal if a.kind == CIRCLE}


def values(legal) -> dict[int, object]:
    return {a.value: a for a in legal if a.kind == DOLMEN}


def of_kind(legal, kind: str):
    return next((a for a in legal if a.kind == kind), None)


def meant(state, spot, selected):
    """The action a click on `spot` most plausibly meant (legal or not), or None.

    `spot` is ("node", n), ("hand", player) or ("circle", c); `selected` is None, "hand" or
    ("druid", node)."""
    cat, phase = state.cat, state.phase
    if phase is Phase.TURN:
        if spot[0] == "node":
            n = spot[1]
            if selected and selected[0] == "druid" and n != selected[1]:
                lying = selected[1] in getattr(state, "lying", ())
                return (cat.fly if lying else cat.move)[selected[1]][n]
            if state.rules.flow.herbs_and_flight and state.druid[n] >= 0:
                return cat.herbs[n]  # "you have no druid on …" for someone else's druid
            if state.druid[n] >= 0:
                return cat.remove[n]  # "you have no druid on …" for someone else's druid
            return cat.place[n]
        if spot[0] == "hand":
            free = next((i for i, (s, d) in enumerate(zip(state.stone, state.druid)) if s < 0 and d < 0), 0)
            return cat.place[free]
        return cat.circle[spot[1]]  # "first place, move or remove a druid"
    if phase in (Phase.STONE, Phase.PLACEMENT):
        return cat.place[spot[1]] if spot[0] == "node" else cat.circle[0]
    if phase is Phase.ORDER and spot[0] == "circle":
        return cat.circle[spot[1]]
    if phase is Phase.ORDER:
        return cat.stone
    return None


def outcome(state, action) -> list[tuple[int, int, str]]:
    """(circle, owner, what) for each circle a move, removal or stone would change: what is
    "top", "under", "full" (stack at its height: nothing happens) or "none left" (the owner
    has no dolmen stones). Read from the deciding player's observation."""
    if action.kind not in (MOVE, REMOVE, STONE, FLY):
        return []
    player = state.current_player()
    trial = state.observation(player) if player >= 0 else state.clone()
    events = trial.apply(action)
    if action.kind != STONE:
        stone = trial.cat.stone
        if stone not in trial.legal_actions():
            return []
        events = trial.apply(stone)
    found: dict[int, tuple[int, int, str]] = {}
    for e in events:
        if isinstance(e, E.DolmenDue):
            found[e.circle] = (e.circle, e.owner, e.where)
        elif isinstance(e, E.DolmenMissed) and e.reason == "full":
            found[e.circle] = (e.circle, e.owner, "full")
        elif isinstance(e, E.DolmenMissed) and e.circle in found:
            found[e.circle] = (e.circle, e.owner, "none left")
    return [found[c] for c in sorted(found)]


def describe(action, state, own: bool = True, path=None) -> str:
    """Plain words for an action, e.g. "move the druid on D5 over a bridge of 1 druid to F5"
    (places by the board's edge grid). `path` is the walk (from its event) once the move has
    been played; `own` is False when speaking about another player (a dolmen value is never
    named then)."""
    board = state.board

    def at(node: int) -> str:
        return place_label(board, node)

    k = action.kind
    if k == PLACE:
        return f"place a druid on {at(action.node)}"
    if k == MOVE:
        if path is None and state.phase is Phase.TURN:
            path = state.walk_path(action.node, action.target)
        how = ""
        jumped = len(path) - 2 if path else 0
        if jumped and state.rules.flow.walk == ROW:
            how = f", jumping a row of {words.count(jumped, 'druid')}"
        elif jumped:
            how = f" over a bridge of {words.count(jumped, 'druid')}"
        elif path and board.is_gate(path[0], path[1]):
            how = " through the rune gate"
        return f"move the druid on {at(action.node)} to {at(action.target)}{how}"
    if k == REMOVE:
        return f"take the druid on {at(action.node)} back"
    if k == HERBS:
        return f"let the druid on {at(action.node)} lie down to collect herbs"
    if k == FLY:
        return f"fly the druid on {at(action.node)} to {at(action.target)}"
    if k == STONE:
        return "leave a stone"
    if k == SKIP:
        if state.phase not in (Phase.STONE, Phase.PLACEMENT):
            return "skip"
        return _skipped("stone" if state.phase is Phase.STONE else "dolmen stone", state.skip_cost())
    if k == CIRCLE:
        return f"carry out the dolmen placement in {circle_label(board, action.value)} next"
    if k == DOLMEN:
        if action.value and own:
            return f"place a dolmen stone of value {action.value}"
        return "place a dolmen stone"
    return str(action)


#: describe()'s first verbs and their forms after a name other than "You".
_NAMED = {"place": "places", "move": "moves", "take": "takes", "let": "lets", "fly": "flies"}
_NAMED |= {"leave": "leaves", "skip": "skips", "carry": "carries"}


def _skipped(what: str, cost: int) -> str:
    """ "place no stone (−1 point)", "place no dolmen stone (free)"."""
    return f"place no {what} ({words.points(-cost) if cost else 'free'})"


def told(name: str, action, state, events=()) -> str:
    """A sentence saying what the player called `name` did with `action` (played on
    `state`, which is the position after it; `events` are what it did), in the present
    tense and right for any name: "Bo leaves a stone.", "You place a druid on H3.", "Bo
    places no stone (−1 point)." (a dolmen value is never named: the sentence may be seen
    by others)."""
    walked = next((e.path for e in events if isinstance(e, E.DruidWalked)), None)
    said = describe(action, state, own=False, path=walked)
    for e in events:  # a skip is told from what it cost (the state has moved on)
        if action.kind == SKIP and isinstance(e, (E.StoneSkipped, E.DolmenSkipped)):
            said = _skipped("stone" if isinstance(e, E.StoneSkipped) else "dolmen stone", e.cost)
    verb, _, rest = said.partition(" ")
    if verb in _NAMED:
        verb = words.agree([name], _NAMED[verb], verb)
    return f"{name} {verb} {rest}".rstrip() + "."
