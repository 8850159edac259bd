"""How clicks on the table become Tholos actions (pure logic, no drawing).

The table has spots: ("site", s), ("pile", colour) in the quarry, ("shop", player, colour) for
a stone in a workshop. Every legal action has a source spot (what you pick up or click) and
maybe a target spot (where it goes). A click is matched against `state.legal_actions()`;
when the click meant an action that is not legal, `meant()` names that action so the table
can show `state.why_illegal(action)`.
"""

from __future__ import annotations

from game.core.i18n import N_, _
from game.core.words import possessive
from game.tholos.rules import actions as A
from game.tholos.rules import phrases
from game.tholos.rules.actions import ACTIONS, Action
from game.tholos.rules.material import (
    BLACK,
    COLOUR_LETTERS,
    COLUMN_HEIGHT,
    GREY,
    MOVE_BONUS_COLOUR,
    SITE_SYMBOLS,
    SITES,
    WHITE,
)

#: Kinds played by clicking a source and then a target.
TWO_STEP = (A.PLACE, A.BUILD, A.MOVE)
#: Kinds played by one click on their source.
ONE_CLICK = (A.RETURN, A.FETCH, A.STEAL)

#: The status line while a bonus is offered, by the bonus's kind: whole sentences (a move
#: bonus's by the colour of the top stone it moves), marked for the catalog.
BONUS_PROMPT = {
    A.RETURN: N_("Bonus of {site}: click a column: its top stone goes back to the quarry — or decline it."),
    A.FETCH: N_("Bonus of {site}: click a heap in the quarry to take one stone into your workshop — or decline it."),
    A.STEAL: N_("Bonus of {site}: click a stone in your rival's workshop to take it into yours — or decline it."),
    A.BUILD: N_("Bonus of {site}: click a stone in your workshop, then a column to build on — or decline it."),
}
MOVE_PROMPT = {
    WHITE: N_(
        "Bonus of {site}: click a column whose top stone is white, then the column to put it on — or decline it."
    ),
    BLACK: N_(
        "Bonus of {site}: click a column whose top stone is black, then the column to put it on — or decline it."
    ),
    GREY: N_("Bonus of {site}: click a column whose top stone is grey, then the column to put it on — or decline it."),
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
    k, c = action.kind, action.colour
    sym = SITE_SYMBOLS[action.site] if action.site >= 0 else ""
    if k == A.DELIVER:
        stones = phrases.stones(c, action.count)
        if own:
            return _("deliver {stones} from the quarry to your workshop").format(stones=stones)
        return _("deliver {stones} from the quarry to their workshop").format(stones=stones)
    if k == A.PLACE:
        return _("place {stone} on {site}").format(stone=phrases.a_stone(c), site=sym)
    if k == A.BUILD:
        if own:
            return _("build {stone} from your workshop on {site}").format(stone=phrases.a_stone(c), site=sym)
        return _("build {stone} from their workshop on {site}").format(stone=phrases.a_stone(c), site=sym)
    if k == A.MOVE:
        return _("move the top stone of {site} onto {target}").format(site=sym, target=SITE_SYMBOLS[action.target])
    if k == A.RETURN:
        return _("return the top stone of {site} to the quarry").format(site=sym)
    if k == A.FETCH:
        return _("fetch {stone} from the quarry").format(stone=phrases.a_stone(c))
    if k == A.STEAL:
        return _("take {stone} from {owners} workshop").format(stone=phrases.a_stone(c), owners=possessive(rival))
    if k == A.DECLINE:
        return _("decline the bonus")
    return _("pass (no action is possible)")


def bonus_prompt(site: int, kind: str) -> str:
    """The status line while the bonus of `site` (carried out by actions of `kind`) is
    offered: what to click, or to decline it."""
    if kind == A.MOVE:
        text = MOVE_PROMPT[MOVE_BONUS_COLOUR[site]]
    else:
        text = BONUS_PROMPT.get(kind, N_("Bonus of {site}:  — or decline it."))
    return _(text).format(site=SITE_SYMBOLS[site])


def column_full(state, site: int) -> bool:
    return len(state.columns[site]) >= COLUMN_HEIGHT
