"""The clicks and keys that make an action at the Die Druiden table, and where the next
click goes for an action (the tutorial's hint points there, its tests click there).

After the roll: a die (the panel's buttons or the die itself; chosen by itself when only one
can be used),
then a glowing piece, then a glowing destination. Magic movement: a spirit, then a field.
A summon: "Summon a spirit…", the spirit on the Place of the Spirits, then a glowing field
beside the piece; a banishment: "Banish a spirit…", then the spirit. Cards are given and
discarded by clicking them in the hand. Everything else is a panel button. A click that
does nothing says why; a click beside a glowing field or piece that hit nothing is taken
for it when it is clearly the one meant (`snapped`: the inner ring's fields are small)."""

from __future__ import annotations

import math

import pygame

from game.core.i18n import _
from game.druiden.rules import actions as A
from game.druiden.rules.pieces import DRUID
from game.ui.decision import offer_at, offer_rect, press

from . import choosing, hud, painting, targets


def _legal(view) -> list:
    return view.match.state.legal_actions()


def chosen_die(view) -> int | None:
    """The die in use: the one selected, else the only one some piece can use."""
    sel = view.selected
    if isinstance(sel, tuple) and sel[0] in ("die", "piece"):
        return sel[1]
    dice = choosing.dice_with_moves(view.match.state, _legal(view))
    return dice[0] if len(dice) == 1 else None


def lit_pieces(view) -> list[int]:
    """The pieces a click may pick now."""
    state, legal, sel = view.match.state, _legal(view), view.selected
    if state.phase == "move":
        die = chosen_die(view)
        dice = [die] if die is not None else choosing.dice_with_moves(state, legal)
        return sorted({p for d in dice for p in choosing.movers(state, legal, d)})
    if state.phase == "mode" and sel == "magic":
        return sorted({a.a for a in choosing.of_kind(legal, A.MAGIC)})
    if state.phase == "field" and sel == "banish":
        return sorted({a.a for a in choosing.of_kind(legal, A.BANISH)})
    if state.phase == "field" and sel == "summon":
        return sorted({a.a for a in choosing.of_kind(legal, A.SUMMON)})
    return []


def lit_fields(view) -> dict[int, object]:
    """Field → the action a click on it plays now."""
    state, legal, sel = view.match.state, _legal(view), view.selected
    if state.phase == "enter":
        return {a.a: a for a in legal if a.kind == A.ENTER}
    if isinstance(sel, tuple) and sel[0] == "piece":
        return choosing.destinations(state, legal, sel[1], sel[2])
    if isinstance(sel, tuple) and sel[0] == "magic":
        return {a.b: a for a in choosing.of_kind(legal, A.MAGIC) if a.a == sel[1]}
    if isinstance(sel, tuple) and sel[0] == "summon":
        return {a.b: a for a in choosing.of_kind(legal, A.SUMMON) if a.a == sel[1]}
    return {}


def click(view, pos):
    view.cursor, view.message = None, ""
    offer = offer_at(hud.choices(view), pos)
    if offer is not None:
        return press(view, offer)
    die = painting.die_hit(view.layout, pos)
    if die is not None and view.match.state.phase == "move":
        return _pick_die(view, die)
    fields = lit_fields(view)
    f = targets.field_at(view, pos)
    if f in fields:  # a destination wins over a piece standing on it
        return fields[f]
    spot = targets.spot_at(view, pos, lit_pieces(view)) or snapped(view, pos)
    if spot is None:
        return None
    if spot[0] == "field" and spot[1] in fields:  # a click beside a glowing field
        return fields[spot[1]]
    kind, n = spot
    if kind == "card":
        found = [a for a in _legal(view) if a.kind in (A.GIVE, A.DISCARD) and a.a == n]
        if found:
            return found[0]
        view._explain(
            _("your cards are played by the panel's buttons; a click on a card gives or discards it when that is asked")
        )
        return None
    if kind == "piece":
        return _pick_piece(view, n)
    return _refuse_field(view, n)


#: How far from a glowing target a click that hit nothing still means it (× a piece's size),
#: and how much nearer it must be than any other glowing target (a share of that distance).
SNAP_REACH, SNAP_CLEAR = 1.15, 0.7


def snapped(view, pos):
    """The glowing target a click at `pos` that hit nothing is meant for: ("field", f) or
    ("piece", p), or None. Only the nearest glowing field or piece within SNAP_REACH, when it
    is clearly nearer than the next glowing one and no other field is nearer than it (a
    click beside a field that does not glow is never taken for its neighbour)."""
    lay, model = view.layout, view.model

    def away(point) -> float:
        return math.hypot(pos[0] - point[0], pos[1] - point[1])

    near = [(away(lay.field_xy[f]), ("field", f), f) for f in lit_fields(view)]
    for piece in lit_pieces(view):
        at = model.pos[piece]
        near.append((away(targets.piece_rect(view, piece).center), ("piece", piece), at))
    if not near:
        return None
    near.sort(key=lambda t: t[0])
    d, target, own = near[0]
    if d > lay.piece_size * SNAP_REACH or (len(near) > 1 and d > SNAP_CLEAR * near[1][0]):
        return None
    if any(away(xy) < d for f, xy in enumerate(lay.field_xy) if f != own):
        return None
    return target


def _pick_die(view, die: int):
    """A click on die `die`: chooses it as its panel button does, or says why not."""
    if die in choosing.dice_with_moves(view.match.state, _legal(view)):
        view.selected = None if view.selected == ("die", die) else ("die", die)
    else:
        view._explain(_("no piece can use die {die} now").format(die=die + 1))
    return None


def _pick_piece(view, piece: int):
    state, legal, sel = view.match.state, _legal(view), view.selected
    if state.phase == "field" and view.selected == "summon":
        view.selected = ("summon", piece)
        return None
    if state.phase == "field":  # banishing
        found = [a for a in choosing.of_kind(legal, A.BANISH) if a.a == piece]
        return found[0] if found else None
    if state.phase == "mode":
        view.selected = ("magic", piece)
        return None
    if isinstance(sel, tuple) and sel[0] == "piece" and sel[2] == piece:
        view.selected = ("die", sel[1])  # let go of the piece, keep the die
        return None
    die = chosen_die(view)
    if die is None or piece not in choosing.movers(state, legal, die):
        die = next(d for d in choosing.dice_with_moves(state, legal) if piece in choosing.movers(state, legal, d))
    view.selected = ("piece", die, piece)
    return None


def _refuse_field(view, f: int):
    """Why a click on field `f` does nothing now, in words."""
    state, sel = view.match.state, view.selected
    phase = state.phase
    if phase == "enter":
        view._explain(
            choosing.refusal(state, state.nota.act(A.ENTER, f))
            if f in state.board.feet
            else _("your druid enters onto a druid's foot: click a glowing one")
        )
    elif isinstance(sel, tuple) and sel[0] == "piece":
        code = DRUID if sel[2] >= DRUID else sel[2]
        move = state.nota.act(A.MOVE, choosing.MOVES[state.dice[sel[1]]], code, f)
        view._explain(choosing.refusal(state, move) or _("click a glowing field"))
    elif isinstance(sel, tuple) and sel[0] in ("summon", "magic"):
        view._explain(
            _("that field is full, a druid's foot, or not beside your piece: click a glowing field")
            if sel[0] == "summon"
            else _("magic movement sets a spirit onto a free field that is not a druid's foot: click a glowing one")
        )
    elif phase == "move" and choosing.moves(_legal(view)):
        view._explain(_("click one of your glowing pieces first"))
    elif phase in ("mode", "field", "react", "vote", "decide"):
        view._explain(_("choose in the panel on the right"))
    elif phase in ("give", "discard"):
        view._explain(_("click a glowing card in your hand"))
    return None


def key(view, k: int):
    state = view.match.state
    legal = _legal(view)
    handled, action = view.browse(k, legal)
    if handled:
        return action
    if k in (pygame.K_1, pygame.K_2) and state.phase == "move":
        d = k - pygame.K_1
        if d in choosing.dice_with_moves(state, legal):
            view.selected = ("die", d)
        else:
            view._explain(_("no piece can use die {die} now").format(die=d + 1))
    return None


def previewed(view):
    """The action looked at: the keyboard cursor's, or the destination under the mouse."""
    if not view.active or view.timeline.busy:
        return None
    legal = _legal(view)
    if view.cursor is not None and legal:
        return legal[view.cursor % len(legal)]
    f = targets.field_at(view, view.mouse)
    if f is None:  # beside a glowing field: the click would be taken for it
        spot = snapped(view, view.mouse)
        f = spot[1] if spot is not None and spot[0] == "field" else None
    return lit_fields(view).get(f) if f is not None else None


def next_click(view, action) -> pygame.Rect | None:
    """Where the next click goes to make `action` at the table as it is now, or None."""
    if not view.active or view.timeline.busy or action not in _legal(view):
        return None
    state = view.match.state
    found = offer_rect(hud.choices(view), action=action)
    if found is not None:
        return found
    fields = lit_fields(view)
    if action.kind == A.ENTER or any(a is action for a in fields.values()):
        f = next(f for f, a in fields.items() if a is action)
        return targets.field_rect(view, f)
    if action.kind in (A.GIVE, A.DISCARD):
        boxes = [r for r, c in targets.hand_boxes(view) if c == action.a]
        return boxes[-1] if boxes else None
    if action.kind == A.MOVE:
        die, piece = choosing.die_of(state, action.a), choosing.piece_of(state, action)
        if chosen_die(view) not in (None, die):
            return _toggle_rect(view, ("die", die))
        if chosen_die(view) is None and piece not in choosing.movers(state, _legal(view), die):
            return _toggle_rect(view, ("die", die))
        return targets.piece_rect(view, piece)
    if action.kind == A.MAGIC:
        if view.selected != "magic" and not isinstance(view.selected, tuple):
            return _toggle_rect(view, "magic")
        return targets.piece_rect(view, action.a)
    if action.kind == A.SUMMON:
        if view.selected == "summon":
            return targets.piece_rect(view, action.a)
        return _toggle_rect(view, "summon")
    if action.kind == A.BANISH:
        if view.selected != "banish":
            return _toggle_rect(view, "banish")
        return targets.piece_rect(view, action.a)
    return None


def _toggle_rect(view, toggle) -> pygame.Rect | None:
    return offer_rect(hud.choices(view), toggle=toggle)
