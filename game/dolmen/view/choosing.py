"""How clicks on the Dolmen table become actions, and what a move would do (no drawing).

Every click is matched against `state.legal_actions()`; when a click meant an action that is
not legal, `meant()` names that action so the table can show `state.why_illegal(action)`.
`outcome()` tells which circles a move, removal or stone would change, by playing it on a
clone of the deciding player's observation (public information only).
"""

from __future__ import annotations

from game.core import words
from game.core.i18n import _, ngettext, npgettext, pgettext
from game.dolmen import speech
from game.dolmen.places import circle_name, place_label
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
        return _("place a druid on {place}").format(place=at(action.node))
    if k == MOVE:
        jumped, how = _walk(action, state, path)
        if how == "row":
            text = ngettext(
                "move the druid on {place} to {dest}, jumping a row of {n} druid",
                "move the druid on {place} to {dest}, jumping a row of {n} druids",
                jumped,
            )
        elif how == "bridge":
            text = ngettext(
                "move the druid on {place} to {dest} over a bridge of {n} druid",
                "move the druid on {place} to {dest} over a bridge of {n} druids",
                jumped,
            )
        elif how == "gate":
            text = _("move the druid on {place} to {dest} through the rune gate")
        else:
            text = _("move the druid on {place} to {dest}")
        return text.format(place=at(action.node), dest=at(action.target), n=jumped)
    if k == REMOVE:
        return _("take the druid on {place} back").format(place=at(action.node))
    if k == HERBS:
        return _("let the druid on {place} lie down to collect herbs").format(place=at(action.node))
    if k == FLY:
        return _("fly the druid on {place} to {dest}").format(place=at(action.node), dest=at(action.target))
    if k == STONE:
        return _("leave a stone")
    if k == SKIP:
        if state.phase not in (Phase.STONE, Phase.PLACEMENT):
            return _("skip")
        return _skipped(state.rules, state.phase is Phase.STONE, state.skip_cost())
    if k == CIRCLE:
        return _("carry out the dolmen placement in the {circle} next").format(circle=circle_name(board, action.value))
    if k == DOLMEN:
        if action.value and own:
            return state.rules.says(
                _("place a dolmen stone of value {value}"), _("place a dolmen of value {value}")
            ).format(value=action.value)
        return state.rules.says(_("place a dolmen stone"), _("place a dolmen"))
    return str(action)


def _walk(action, state, path) -> tuple[int, str]:
    """How a move goes: the druids it jumps, and "row", "bridge", "gate" or "" (a step)."""
    if path is None and state.phase is Phase.TURN:
        path = state.walk_path(action.node, action.target)
    jumped = len(path) - 2 if path else 0
    if jumped and state.rules.flow.walk == ROW:
        return jumped, "row"
    if jumped:
        return jumped, "bridge"
    if path and state.board.is_gate(path[0], path[1]):
        return jumped, "gate"
    return jumped, ""


def _skipped(rules, stone: bool, cost: int) -> str:
    """ "place no stone (−1 point)", "place no dolmen stone (free)" (in the words of
    `rules`' sheet)."""
    if stone and cost:
        return _("place no stone ({points})").format(points=words.points(-cost))
    if stone:
        return _("place no stone (free)")
    if cost:
        return rules.says(_("place no dolmen stone ({points})"), _("place no dolmen ({points})")).format(
            points=words.points(-cost)
        )
    return rules.says(_("place no dolmen stone (free)"), _("place no dolmen (free)"))


def told(name: str, action, state, events=()) -> str:
    """A sentence saying what the player called `name` did with `action` (played on
    `state`, which is the position after it; `events` are what it did), in the present
    tense and right for any name: "Bo leaves a stone.", "You place a druid on H3.", "Bo
    places no stone (−1 point)." (a dolmen value is never named: the sentence may be seen
    by others)."""
    other, you, fields = _told(action, state, events)
    return speech.agreeing(name, other, you).format(who=speech.who(name), **fields)


def _told(action, state, events) -> tuple[str, str, dict]:
    """told()'s sentence as (the one after a name, the one after "You", its values)."""
    board = state.board
    k = action.kind
    fields: dict = {"place": place_label(board, action.node) if action.node >= 0 else ""}
    if action.target >= 0:
        fields["dest"] = place_label(board, action.target)
    if k == PLACE:
        return (
            _("{who} places a druid on {place}."),
            pgettext("a seat called You", "{who} place a druid on {place}."),
            fields,
        )
    if k == MOVE:
        walked = next((e.path for e in events if isinstance(e, E.DruidWalked)), None)
        jumped, how = _walk(action, state, walked)
        fields["n"] = jumped
        if how == "row":
            return (
                ngettext(
                    "{who} moves the druid on {place} to {dest}, jumping a row of {n} druid.",
                    "{who} moves the druid on {place} to {dest}, jumping a row of {n} druids.",
                    jumped,
                ),
                npgettext(
                    "a seat called You",
                    "{who} move the druid on {place} to {dest}, jumping a row of {n} druid.",
                    "{who} move the druid on {place} to {dest}, jumping a row of {n} druids.",
                    jumped,
                ),
                fields,
            )
        if how == "bridge":
            return (
                ngettext(
                    "{who} moves the druid on {place} to {dest} over a bridge of {n} druid.",
                    "{who} moves the druid on {place} to {dest} over a bridge of {n} druids.",
                    jumped,
                ),
                npgettext(
                    "a seat called You",
                    "{who} move the druid on {place} to {dest} over a bridge of {n} druid.",
                    "{who} move the druid on {place} to {dest} over a bridge of {n} druids.",
                    jumped,
                ),
                fields,
            )
        if how == "gate":
            return (
                _("{who} moves the druid on {place} to {dest} through the rune gate."),
                pgettext("a seat called You", "{who} move the druid on {place} to {dest} through the rune gate."),
                fields,
            )
        return (
            _("{who} moves the druid on {place} to {dest}."),
            pgettext("a seat called You", "{who} move the druid on {place} to {dest}."),
            fields,
        )
    if k == REMOVE:
        return (
            _("{who} takes the druid on {place} back."),
            pgettext("a seat called You", "{who} take the druid on {place} back."),
            fields,
        )
    if k == HERBS:
        return (
            _("{who} lets the druid on {place} lie down to collect herbs."),
            pgettext("a seat called You", "{who} let the druid on {place} lie down to collect herbs."),
            fields,
        )
    if k == FLY:
        return (
            _("{who} flies the druid on {place} to {dest}."),
            pgettext("a seat called You", "{who} fly the druid on {place} to {dest}."),
            fields,
        )
    if k == STONE:
        return _("{who} leaves a stone."), pgettext("a seat called You", "{who} leave a stone."), fields
    if k == SKIP:
        return _told_skip(state, events, fields)
    if k == CIRCLE:
        fields["circle"] = circle_name(board, action.value)
        return (
            _("{who} carries out the dolmen placement in the {circle} next."),
            pgettext("a seat called You", "{who} carry out the dolmen placement in the {circle} next."),
            fields,
        )
    if k == DOLMEN:
        says = state.rules.says
        return (
            says(_("{who} places a dolmen stone."), _("{who} places a dolmen.")),
            says(
                pgettext("a seat called You", "{who} place a dolmen stone."),
                pgettext("a seat called You", "{who} place a dolmen."),
            ),
            fields,
        )
    text = "{who} " + str(action).replace("{", "{{").replace("}", "}}") + "."
    return text, text, fields


def _told_skip(state, events, fields: dict) -> tuple[str, str, dict]:
    """told()'s sentence for a skip, from what it cost (the state has moved on)."""
    skipped = next((e for e in events if isinstance(e, (E.StoneSkipped, E.DolmenSkipped))), None)
    if skipped is not None:
        stone, cost = isinstance(skipped, E.StoneSkipped), skipped.cost
    elif state.phase in (Phase.STONE, Phase.PLACEMENT):
        stone, cost = state.phase is Phase.STONE, state.skip_cost()
    else:
        return _("{who} skips."), pgettext("a seat called You", "{who} skip."), fields
    fields["points"] = words.points(-cost)
    if stone and cost:
        return (
            _("{who} places no stone ({points})."),
            pgettext("a seat called You", "{who} place no stone ({points})."),
            fields,
        )
    if stone:
        return _("{who} places no stone (free)."), pgettext("a seat called You", "{who} place no stone (free)."), fields
    says = state.rules.says
    if cost:
        return (
            says(_("{who} places no dolmen stone ({points})."), _("{who} places no dolmen ({points}).")),
            says(
                pgettext("a seat called You", "{who} place no dolmen stone ({points})."),
                pgettext("a seat called You", "{who} place no dolmen ({points})."),
            ),
            fields,
        )
    return (
        says(_("{who} places no dolmen stone (free)."), _("{who} places no dolmen (free).")),
        says(
            pgettext("a seat called You", "{who} place no dolmen stone (free)."),
            pgettext("a seat called You", "{who} place no dolmen (free)."),
        ),
        fields,
    )
