"""How clicks on the table become Tholos actions (pure logic, no drawing).

The table has spots: ("site", s), ("pile", colour) in the quarry, ("shop", player, colour) for
a stone in a workshop. Every legal action has a source spot (what you pick up or click) and
maybe a target spot (where it goes). A click is matched against `state.legal_actions()`;
when the click meant an action that is not legal, `meant()` names that action so the table
can show `state.why_illegal(action)`.
"""

from __future__ import annotations

from game.core.words import possessive
from game.tholos.rules import actions as A
from game.tholos.rules.actions import ACTIONS, Action
from game.tholos.rules.material import (
    COLOUR_LETTERS,
    COLOUR_NAMES,
    COLUMN_HEIGHT,
    MOVE_BONUS_COLOUR,
    SITE_SYMBOLS,
    SITES,
)

#: Kinds played by clicking a source and then a target.
TWO_STEP = (A.PLACE, A.BUILD, A.MOVE)
#: Kinds played by one click on their source.
ONE_CLICK = (A.RETURN, A.FETCH, A.STEAL)

BONUS_PROMPT = {
    A.MOVE: "click a column whose top stone is {colour}, then the column to put it on",
    A.RETURN: "click a column: its top stone goes back to the quarry",
    A.FETCH: "click a heap in the quarry to take one stone into your workshop",
    A.STEAL: "click a stone in your rival's workshop to take it into yours",
    A.BUILD: "click a stone in your workshop, then a column to build on",
}


def source(action: Action, player: int):
    k = action.kind
    if k in (A.DELIVER, A.FETCH):
        return ("pile", action.colour)
    if k in (A.PLACE, A.BUILD):
        return ("shop", player, action.colour)
    if k == A.STEAL:
        return ("shop", 1 - player, action.colour)
    if k in (A.MOVE, A.RETURN):
        return ("site", action.site)
    return None


def target(action: Action, player: int):
    k = action.kind
    if k in (A.PLACE, A.BUILD):
        return ("site", action.site)
    if k == A.MOVE:
        return ("site", action.target)
    if k in (A.DELIVER, A.FETCH, A.STEAL):
        return ("workshop", player)
    if k == A.RETURN:
        return ("quarry",)
    return None


def sources(legal, player: int) -> set:
    return {source(a, player) for a in legal} - {None}


def targets_for(legal, player: int, selected) -> set:
    """Target spots of the two-step actions that start at `selected`."""
    return {target(a, player) for a in legal if a.kind in TWO_STEP and source(a, player) == selected}


def find(legal, player: int, src, dst=None) -> Action | None:
    """The legal action from `src` (to `dst` for two-step kinds), if there is one."""
    for a in legal:
        if source(a, player) != src:
            continue
        if dst is None and a.kind in ONE_CLICK:
            return a
        if dst is not None and a.kind in TWO_STEP and target(a, player) == dst:
            return a
    return None


def deliveries(legal, colour: int) -> dict[int, Action]:
    """Legal deliveries of `colour` by count."""
    return {a.count: a for a in legal if a.kind == A.DELIVER and a.colour == colour}


def meant(state, spot, selected) -> Action | None:
    """The action a click on `spot` (with `selected` picked up) most plausibly meant, whether
    legal or not; None when the click means nothing to explain by the rules."""
    player, bonus = state.current_player(), state.bonus_site
    letter = COLOUR_LETTERS
    if bonus < 0:
        if spot[0] == "pile":
            return ACTIONS[f"deliver 1{letter[spot[1]]}"]
        if spot[0] == "site" and selected and selected[0] == "shop":
            return ACTIONS[f"place {letter[selected[2]]} {SITES[spot[1]]}"]
        if spot[0] == "shop" and spot[1] != player:
            return ACTIONS[f"steal {letter[spot[2]]}"]  # "there is no bonus to take now"
        return None
    kind = state.legal_actions()[0].kind  # the bonus's own kind (decline comes last)
    if kind == A.DECLINE:
        return None
    if spot[0] == "site":
        s = spot[1]
        if kind == A.MOVE:
            if selected and selected[0] == "site":
                return ACTIONS.get(f"move {SITES[selected[1]]}>{SITES[s]}")
            other = next(t for t in range(7) if t not in (s, bonus))
            return ACTIONS[f"move {SITES[s]}>{SITES[other]}"]
        if kind == A.RETURN:
            return ACTIONS[f"return {SITES[s]}"]
        if kind == A.BUILD and selected and selected[0] == "shop":
            return ACTIONS[f"build {letter[selected[2]]} {SITES[s]}"]
        if kind == A.BUILD:
            return None
    if spot[0] == "pile":
        return ACTIONS[f"fetch {letter[spot[1]]}"] if kind == A.FETCH else ACTIONS["deliver 1" + letter[spot[1]]]
    if spot[0] == "shop" and spot[1] != player:
        return ACTIONS[f"steal {letter[spot[2]]}"]
    return None


def describe(action: Action, rival: str, own: bool = True) -> str:
    """Plain words for an action, e.g. "place a white stone on α"; `own` speaks to the player
    ("your workshop"), else about them ("their workshop")."""
    your = "your" if own else "their"
    k, c = action.kind, action.colour
    colour = COLOUR_NAMES[c] if c >= 0 else ""
    sym = SITE_SYMBOLS[action.site] if action.site >= 0 else ""
    if k == A.DELIVER:
        n = action.count
        return f"deliver {n} {colour} stone{'s' * (n > 1)} from the quarry to {your} workshop"
    if k == A.PLACE:
        return f"place a {colour} stone on {sym}"
    if k == A.BUILD:
        return f"build a {colour} stone from {your} workshop on {sym}"
    if k == A.MOVE:
        return f"move the top stone of {sym} onto {SITE_SYMBOLS[action.target]}"
    if k == A.RETURN:
        return f"return the top stone of {sym} to the quarry"
    if k == A.FETCH:
        return f"fetch a {colour} stone from the quarry"
    if k == A.STEAL:
        return f"take a {colour} stone from {possessive(rival)} workshop"
    if k == A.DECLINE:
        return "decline the bonus"
    return "pass (no action is possible)"


def bonus_prompt(site: int, kind: str) -> str:
    text = BONUS_PROMPT.get(kind, "")
    if kind == A.MOVE:
        text = text.format(colour=COLOUR_NAMES[MOVE_BONUS_COLOUR[site]])
    return text


def column_full(state, site: int) -> bool:
    return len(state.columns[site]) >= COLUMN_HEIGHT
