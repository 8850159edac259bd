"""Where things are on the Die Druiden table: what lies under the mouse, and the rectangles
of the spots a story line, a tutorial or the decision at hand names.

A spot is ("piece", piece), ("field", f), ("card", kind) in the viewer's hand, or None.
Targets (story lines, tutorials) are a field index or name ("m5"), ("field", f),
("piece", p), ("seat", p), ("hand", p) (the player's area; the viewer's own hand strip), or
a place's name, alone or in a 1-tuple: "decision", "spirits", "stack", "discard", "dice",
"hand", "panel", a spirit ("sun1", where it stands) or a spoke ("spoke 4"); the map's
"type:name" form ("field:m5", "place:decision") is read alike."""

from __future__ import annotations

import math

import pygame

from game.druiden.rules.pieces import DRUID, HOME, SPIRITS


def field_rect(view, f: int) -> pygame.Rect:
    """The square about field f (a click at its centre hits it)."""
    x, y = view.layout.field_xy[f]
    r = round(view.layout.field_radius[f])
    return pygame.Rect(round(x - r), round(y - r), 2 * r, 2 * r)


def piece_rect(view, piece: int) -> pygame.Rect:
    """The box `piece` is drawn in (the board painter's answer)."""
    from .painting import piece_rect as drawn

    return drawn(view.layout, view.model.board, piece)


def hand_boxes(view) -> list[tuple[pygame.Rect, int]]:
    """The viewer's hand cards as drawn: (rect, card kind), one box per kind held, face-down
    cards -1 (hand.py)."""
    model, v = view.model, view.viewer
    if v is None or model.viewer != v or not 0 <= v < model.players:
        return []
    return hand_plan(view).boxes


def hand_plan(view):
    """How the viewer's hand lies in the strip (hand.HandPlan)."""
    from . import hand

    v = view.viewer
    style = hand.style_of(view.layout.narrow)
    return hand.plan(view.layout.hand, view.model.hands[v], view.model.unknown[v], style)


def field_at(view, pos) -> int | None:
    return view.layout.field_at(pos)


def spot_at(view, pos, pieces=()):
    """What is under `pos`: one of `pieces` (those the decision is about) first, then a field,
    then a card of the viewer's hand."""
    near = []
    for piece in pieces:
        box = piece_rect(view, piece)
        if box.collidepoint(pos):
            near.append((math.hypot(pos[0] - box.centerx, pos[1] - box.centery), piece))
    if near:  # two pieces share a field: the nearer one
        return ("piece", min(near)[1])
    f = field_at(view, pos)
    if f is not None:
        return ("field", f)
    for rect, card in reversed(hand_boxes(view)):
        if rect.collidepoint(pos):
            return ("card", card)
    return None


def spot_rect(view, target) -> pygame.Rect | None:
    lay = view.layout
    if isinstance(target, int):
        return field_rect(view, target) if 0 <= target < len(lay.field_xy) else None
    if isinstance(target, tuple) and len(target) == 1:
        return spot_rect(view, target[0])
    if isinstance(target, tuple) and len(target) == 2 and target[0] == "hand":
        p = target[1]
        if p == view.viewer == view.model.viewer:
            return pygame.Rect(lay.hand)
        return pygame.Rect(lay.seat_areas[p]) if 0 <= p < len(lay.seat_areas) else None
    if isinstance(target, tuple) and len(target) == 2:
        kind, n = target
        if kind == "field":
            return spot_rect(view, n)
        if kind == "piece" and 0 <= n < len(view.model.pos):
            return piece_rect(view, n)
        if kind == "seat" and 0 <= n < len(lay.seat_areas):
            return pygame.Rect(lay.seat_areas[n])
        return None
    if isinstance(target, str):
        name = target.partition(":")[2] or target
        places = {
            "decision": lay.decision,
            "spirits": lay.spirits_place,
            "stack": lay.stack,
            "discard": lay.discard,
            "dice": _dice_faces(lay),
            "hand": lay.hand,
            "panel": lay.panel,
        }
        if name in places:
            return pygame.Rect(places[name])
        if name in SPIRITS:  # the spirit where it stands now (at home with its label, or on a field)
            rect = piece_rect(view, SPIRITS.index(name))
            if view.model.pos[SPIRITS.index(name)] == HOME:
                from .art import spirit_labels

                rect = rect.unionall([box for spirit, _line, box in spirit_labels(lay) if spirit == name] or [rect])
            return rect
        if name.startswith("spoke "):
            k = name[6:].strip()
            rects = [field_rect(view, f.index) for f in lay.board.fields if k.isdigit() and f.k == int(k)]
            return rects[0].unionall(rects[1:]) if rects else None
        try:
            return field_rect(view, lay.board.field(name))
        except ValueError:
            return None
    return None


def on_the_rings(view, target) -> bool:
    """True when the target (as spot_rect reads it) is a field, a spoke, or a piece standing
    on a field: something the vote's veil hides while it shows."""
    lay = view.layout
    if isinstance(target, int):
        return True
    if isinstance(target, tuple) and len(target) == 1:
        return on_the_rings(view, target[0])
    if isinstance(target, tuple) and len(target) == 2:
        kind, n = target
        if kind == "field":
            return True
        return kind == "piece" and 0 <= n < len(view.model.pos) and 0 <= view.model.pos[n] < len(lay.field_xy)
    if isinstance(target, str):
        name = target.partition(":")[2] or target
        if name in SPIRITS:
            return 0 <= view.model.pos[SPIRITS.index(name)] < len(lay.field_xy)
        if name.startswith("spoke "):
            return True
        try:
            lay.board.field(name)
        except ValueError:
            return False
        return True
    return False


def pieces_beside(view, rect, reach: int = 120) -> list[pygame.Rect]:
    """The boxes of the pieces (druids and spirits, at home or on the board) within `reach`
    pixels of `rect`, `rect`'s own piece aside."""
    near = pygame.Rect(rect).inflate(2 * reach, 2 * reach)
    boxes = [piece_rect(view, n) for n in range(len(view.model.pos))]
    return [b for b in boxes if b is not None and near.colliderect(b) and not b.collidepoint(pygame.Rect(rect).center)]


def labels(view) -> list[pygame.Rect]:
    """Where the table's words and numbers on and beside the board stand: the board's own
    (the clock's numerals, the Place of the Spirits' labels, the trays' titles), the count on
    the Place of Decision, the stack's and the discard pile's counts, and the vote's words
    while it shows. An arrow or a caption pointing elsewhere keeps off them."""
    from . import art
    from .painting import count_rect, decision_count_rect

    lay = view.layout
    out = art.board_labels(lay)
    badge = decision_count_rect(lay, view.model.board)
    out += [badge] if badge is not None else []
    out += [count_rect(lay.stack, view.model.board.stack_n)]
    if view.model.board.discard_n:
        out.append(count_rect(lay.discard, view.model.board.discard_n))
    return out + view.vote_show.label_rects()


def asked_targets(view) -> list:
    """The spot the decision at hand is about: the landed piece's field, the threatened
    player's druid, the druid to enter."""
    state = view.match.state
    if state.is_over():
        return []
    if state.phase == "field" and state.landing:
        return [state.landing[1]]
    if state.phase == "enter":
        return [("piece", DRUID + state.active)]
    return []


def _dice_faces(lay) -> pygame.Rect:
    """The two dice as drawn (under the place's "Dice" heading), a little margin round them."""
    from .painting import die_face_rect

    return die_face_rect(lay, 0).union(die_face_rect(lay, 1)).inflate(8, 8)
