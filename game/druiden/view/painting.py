"""Paints the Die Druiden board from its plain model: the still board, pieces on their fields,
on the Place of Decision and on the Place of the Spirits, pieces in flight, the dice, the
stack and the discard pile, and the passing effects of the animations.

`paint_board(canvas, lay, model)` is all the table calls; `piece_point` and `piece_rect` say
where a piece is drawn (for clicks, marks and animations), the same answer the painter uses.
"""

from __future__ import annotations

import math

import pygame

from game.core.i18n import _
from game.druiden.rules.cards import CARDS, MOON, SUN
from game.druiden.rules.pieces import DECISION, DRUID, HOME, SPIRIT_COUNT, SPIRITS, WAITING
from game.ui import theme

from . import art, cards
from .layout import DruidenLayout
from .model import BoardModel

Point = tuple[float, float]
FIELDS = 72


def druid_height(lay: DruidenLayout) -> int:
    return round(lay.piece_size * 1.45)


def spirit_size(lay: DruidenLayout) -> int:
    return round(lay.piece_size * 0.88)


def decision_order(model: BoardModel) -> list[int]:
    """The pieces drawn on the Place of Decision: those that reached it, then the druids
    still waiting to leave the centre (the first turn)."""
    waiting = [DRUID + p for p in model.waiting_druids() if DRUID + p not in model.flights]
    return model.on_decision() + waiting


def spot(lay: DruidenLayout, model: BoardModel, piece: int, where: int | None = None) -> Point:
    """Where `piece` stands (its centre) when it is at `where` (default: where the model has
    it), beside the pieces already there."""
    where = model.pos[piece] if where is None else where
    if 0 <= where < FIELDS:
        others = [p for p in model.pieces_on(where) if p != piece]
        group = sorted(others + [piece])
        slots = [lay.field_slot(where, k, len(group)) for k in range(len(group))]
        dx, dy = _off_the_clock(lay, where, slots)
        x, y = slots[group.index(piece)]
        return x + dx, y + dy
    if where == HOME:
        return lay.spirit_home_xy[SPIRITS[piece]]
    # DECISION or WAITING: the ring of places in the centre
    order = decision_order(model)
    if piece not in order:  # arriving (or in flight): after those there
        order.insert(len(model.on_decision()) if where == DECISION else len(order), piece)
    return lay.decision_slot(order.index(piece), len(order))


_CLOCK: dict[tuple, list[tuple[Point, float]]] = {}


def _clock_stones(lay: DruidenLayout) -> list[tuple[Point, float]]:
    """(centre, radius) of the clock's numbered stones on `lay`, worked out once per board
    geometry and text size (spot asks for them every frame); no layout is kept alive."""
    key = (tuple(lay.centre), tuple(lay.ring_radius), lay.narrow, theme.text_font(9, "bold").get_height())
    stones = _CLOCK.get(key)
    if stones is None:
        stones = [(art.hour_point(lay, h), art.hour_stone_radius(lay, h)) for h in range(1, 13)]
        if len(_CLOCK) > 8:
            _CLOCK.clear()
        _CLOCK[key] = stones
    return stones


def _off_the_clock(lay: DruidenLayout, field: int, slots: list[Point]) -> Point:
    """How far two pieces side by side on an outer field move in towards the centre, so that
    neither lies on a numeral of the clock round the rings (0, 0 when neither would)."""
    if len(slots) < 2 or not lay.ring_radius:
        return 0.0, 0.0
    cx, cy = lay.centre
    fx, fy = lay.field_xy[field]
    far = math.hypot(fx - cx, fy - cy)
    if far < lay.ring_radius[-1] - lay.piece_size:  # an inner field: the clock is far off
        return 0.0, 0.0
    ux, uy = (cx - fx) / far, (cy - fy) / far
    half = lay.piece_size * 0.5 + 2
    stones = [(at, r + half) for at, r in _clock_stones(lay)]
    stones = [(at, r) for at, r in stones if math.hypot(at[0] - fx, at[1] - fy) < r + 2 * half]
    for t in range(round(lay.piece_size) + 1):
        if all(math.hypot(x + ux * t - hx, y + uy * t - hy) >= r for x, y in slots for (hx, hy), r in stones):
            return ux * t, uy * t
    return ux * lay.piece_size, uy * lay.piece_size


def piece_point(lay: DruidenLayout, model: BoardModel, piece: int) -> Point:
    """The centre of `piece` as drawn now (in flight: where its flight is)."""
    flight = model.flights.get(piece)
    if flight is not None:
        return flight.pos
    return spot(lay, model, piece)


def piece_rect(lay: DruidenLayout, model: BoardModel, piece: int) -> pygame.Rect:
    """The box `piece` is drawn in now (for clicks and marks)."""
    x, y = piece_point(lay, model, piece)
    if piece >= DRUID:
        h = druid_height(lay)
        w = round(h * 0.8)
        return pygame.Rect(round(x - w / 2), round(y - h * 0.62), w, h)
    s = spirit_size(lay) + 4
    return pygame.Rect(round(x - s / 2), round(y - s / 2), s, s)


def piece_image(lay: DruidenLayout, model: BoardModel, piece: int) -> pygame.Surface:
    """A druid in its seat's colour with its letter; a spirit with its symbol and, when
    controlled, a ring in the controller's colour with their letter."""
    if piece >= DRUID:
        _name, rgb, letter = model.seats[piece - DRUID]
        return art.druid(tuple(rgb), letter, druid_height(lay))
    owner = model.owner[piece]
    ring = tuple(model.rgb(owner)) if owner >= 0 else None
    letter = model.letter(owner) if owner >= 0 else ""
    return art.spirit(SPIRITS[piece], spirit_size(lay), ring, letter)


def _blit_piece(
    canvas: pygame.Surface,
    lay: DruidenLayout,
    model: BoardModel,
    piece: int,
    at: Point,
    alpha: float = 1.0,
    lift: float = 0.0,
) -> None:
    img = piece_image(lay, model, piece)
    if piece >= DRUID:  # a figure: its feet a little below the centre
        rect = img.get_rect(midbottom=(at[0], at[1] + druid_height(lay) * 0.38))
    else:
        rect = img.get_rect(center=at)
    if lift > 0:
        shade = theme.ground_shadow(rect.w, max(6, rect.h // 3), 90)
        canvas.blit(shade, shade.get_rect(center=(at[0] + 6 * lift, rect.bottom + 8 * lift)))
        rect.move_ip(0, -10 * lift)
    if alpha < 1.0:
        img = img.copy()
        img.set_alpha(max(0, round(255 * alpha)))
    canvas.blit(img, rect)


def paint_board(canvas: pygame.Surface, lay: DruidenLayout, model: BoardModel) -> None:
    """Draws the whole board area of the table: the still board, lit fields, every piece,
    the dice, the stack and discard with their counts, pieces in flight and effects."""
    canvas.blit(art.board_surface(lay), (0, 0))
    for f in sorted(model.marked):
        x, y = lay.field_xy[f]
        ring = pygame.Surface((80, 80), pygame.SRCALPHA)
        pygame.draw.circle(ring, (*theme.HIGHLIGHT, 230), (40, 40), lay.field_radius[f] + 4, 3)
        canvas.blit(ring, ring.get_rect(center=(x, y)))
    if not lay.narrow:
        _paint_decision_count(canvas, lay, model)
    # spirits first, druids on top; within each, from the back (top of the screen) forward
    placed = []
    for piece in range(len(model.pos)):
        if piece in model.flights:
            continue
        where = model.pos[piece]
        if 0 <= where < FIELDS or where in (DECISION, WAITING) or (where == HOME and piece < SPIRIT_COUNT):
            placed.append((piece >= DRUID, spot(lay, model, piece), piece))
    for _druid, at, piece in sorted(placed, key=lambda t: (t[0], t[1][1])):
        _blit_piece(canvas, lay, model, piece, at)
    if lay.narrow:  # over the pieces: a druid in the centre never hides the count
        _paint_decision_count(canvas, lay, model)
    _paint_cards(canvas, lay, model)
    _paint_dice(canvas, lay, model)
    for flight in sorted(model.flights.values(), key=lambda fl: fl.lift):
        _blit_piece(canvas, lay, model, flight.piece, flight.pos, flight.alpha, flight.lift)
    for effect in list(model.effects):
        effect.draw(canvas)


def decision_count_rect(lay: DruidenLayout, model: BoardModel) -> pygame.Rect | None:
    """The badge telling how many pieces stand on the Place of Decision, or None when none
    do: at its rim (the narrow layout's straddles the rim, below the druids' feet)."""
    n = len([p for p, at in enumerate(model.pos) if at == DECISION])
    if n == 0:
        return None
    img = theme.text_surface(_("{n} of 5").format(n=n), 11, (236, 230, 214), "bold")
    below = lay.decision.bottom + 4 if lay.narrow else lay.decision.bottom - 6
    return img.get_rect(center=(lay.decision.centerx, below)).inflate(10, 2)


def _paint_decision_count(canvas: pygame.Surface, lay: DruidenLayout, model: BoardModel) -> None:
    """How many pieces stand on the Place of Decision of the five that bring the vote, on a
    badge (the narrow layout's is drawn over the pieces)."""
    box = decision_count_rect(lay, model)
    if box is None:
        return
    n = len([p for p, at in enumerate(model.pos) if at == DECISION])
    img = theme.text_surface(_("{n} of 5").format(n=n), 11, (236, 230, 214), "bold")
    pygame.draw.rect(canvas, (52, 60, 50), box, border_radius=7)
    pygame.draw.rect(canvas, (150, 140, 120), box, 1, border_radius=7)
    canvas.blit(img, img.get_rect(center=box.center))


def _paint_cards(canvas: pygame.Surface, lay: DruidenLayout, model: BoardModel) -> None:
    w, h = card_size(lay)
    pile = art.card_stack(w, h, model.stack_n)
    canvas.blit(pile, pile.get_rect(center=card_centre(lay.stack)))
    _count(canvas, lay.stack, model.stack_n)
    if model.discard_n:
        top_w = w if lay.narrow else lay.discard.w - DISCARD_MARGIN  # wide: room for the name
        under = art.card_stack(top_w, h, max(0, model.discard_n - 1)) if model.discard_n > 1 else None
        centre = card_centre(lay.discard)
        if under is not None:
            canvas.blit(under, under.get_rect(center=(centre[0] + 2, centre[1] + 2)))
        face = discard_face(top_w, h, model.discard_top, named=not lay.narrow)
        canvas.blit(face, face.get_rect(center=centre))
    else:
        empty = pygame.Rect(0, 0, w, h)
        empty.center = card_centre(lay.discard)
        pygame.draw.rect(canvas, (120, 134, 118), empty, 2, border_radius=6)
    _count(canvas, lay.discard, model.discard_n)


#: The wide layout's discard pile lies across its place, this much narrower: a card's name
#: fits on it whole
DISCARD_MARGIN = 14


def card_size(lay: DruidenLayout) -> tuple[int, int]:
    """A card on the stack or the discard pile (width, height)."""
    h = min(lay.stack.h - 54, round(lay.stack.w * 0.9))
    return round(h * 0.68), h


def card_centre(tray: pygame.Rect) -> tuple[int, int]:
    """Where the pile in the stack's or the discard's tray is centred: between its title
    and its count."""
    return tray.centerx, tray.y + 20 + (tray.h - 42) // 2


def count_rect(rect: pygame.Rect, n: int) -> pygame.Rect:
    """The badge with the count `n` at the foot of the tray `rect` (the stack, the discard)."""
    img = theme.text_surface(str(n), 13, theme.INK_LIGHT, "bold")
    return img.get_rect(midbottom=(rect.centerx, rect.bottom - 2)).inflate(10, 2)


def _count(canvas: pygame.Surface, rect: pygame.Rect, n: int) -> None:
    img = theme.text_surface(str(n), 13, theme.INK_LIGHT, "bold")
    box = count_rect(rect, n)
    pygame.draw.rect(canvas, (34, 40, 36), box, border_radius=7)
    canvas.blit(img, img.get_rect(center=box.center))


_FACES: dict = {}


def discard_face(w: int, h: int, kind: int, named: bool = True) -> pygame.Surface:
    """The card on top of the discard pile, face up: its name where it fits whole (unless not
    `named`: the narrow layout's small card; the pile's tooltip always tells it), and for a plant its cult's sign and
    value (-1: a plain face-up card of unknown kind)."""
    key = (w, h, kind, named, theme.text_font(9, "bold").get_height())
    if key in _FACES:
        return _FACES[key]
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(img, (90, 80, 64), img.get_rect(), border_radius=6)
    pygame.draw.rect(img, art.IVORY, img.get_rect().inflate(-2, -2), border_radius=5)
    if not 0 <= kind < len(CARDS):  # face up, kind not known to this table (after a reload)
        art.draw_sun(img, (w * 0.4, h / 2), w * 0.18, (226, 214, 180))
        art.draw_moon(img, (w * 0.64, h / 2), w * 0.14, (206, 212, 222))
    else:
        card = CARDS[kind]
        # never broken inside a word: a name that will not fit is left to the pile's tooltip
        size, lines = (cards.name_lines(card.name, w - 6) if named else None) or (10, [])
        for i, line in enumerate(lines):
            t = theme.text_surface(line, size, (44, 36, 30), "bold")
            img.blit(t, t.get_rect(midtop=(w / 2, 4 + (size + 2) * i)))
        # the sign between the name and the value, as large as the room there allows
        below = 4 + (size + 2) * len(lines) if lines else h * 0.25
        c = (w / 2, (below + h - 14) / 2) if named else (w / 2, h * 0.42)
        side = min(w, (h - 14 - below - 4) / 0.4) if named else w
        if card.cult == SUN:
            art.draw_sun(img, c, side * 0.2, art.SUN_GOLD)
        elif card.cult == MOON:
            art.draw_moon(img, c, side * 0.17, (96, 118, 170), art.IVORY)
        elif card.kind == "mistletoe":
            art.draw_leaf(img, c, side * 0.2, (150, 176, 110), (70, 96, 50))
        elif card.kind == "nightshade":
            pygame.draw.circle(img, (40, 30, 44), c, side * 0.12)
        else:
            art.draw_wisp(img, c, side * 0.2, art.SPIRIT_VIOLET)
        if card.value:
            t = theme.text_surface(str(card.value), 11, (44, 36, 30), "bold")
            img.blit(t, t.get_rect(midbottom=(w / 2, h - 3)))
    if len(_FACES) > 64:
        _FACES.clear()
    _FACES[key] = img
    return img


def paint_route(canvas: pygame.Surface, lay: DruidenLayout, path, colour=theme.HIGHLIGHT, width: int = 4) -> None:
    """The way a piece will take through the fields of `path` (start first): a line following
    the rings and spokes, a dot on each field passed and a ring round the destination."""
    pts = lay.route_points(path)
    if len(pts) < 2:
        return
    layer, (ox, oy) = _board_layer(lay)
    pts = [(x - ox, y - oy) for x, y in pts]
    pygame.draw.lines(layer, (20, 20, 16, 120), False, [(x + 1, y + 2) for x, y in pts], width + 2)
    pygame.draw.lines(layer, (*colour, 235), False, pts, width)
    for f in path[1:-1]:
        x, y = lay.field_xy[f]
        pygame.draw.circle(layer, (*colour, 235), (x - ox, y - oy), width + 1)
    end = path[-1]
    x, y = lay.field_xy[end]
    pygame.draw.circle(layer, (*colour, 255), (x - ox, y - oy), lay.field_radius[end] + 3, 3)
    canvas.blit(layer, (ox, oy))


def _board_layer(lay: DruidenLayout) -> tuple[pygame.Surface, tuple[int, int]]:
    """A clear surface over the round meadow, and where it lies on the canvas."""
    r = math.ceil(lay.meadow) + 4
    ox, oy = round(lay.centre[0]) - r, round(lay.centre[1]) - r
    return pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA), (ox, oy)


def paint_targets(
    canvas: pygame.Surface, lay: DruidenLayout, fields, colour=theme.HIGHLIGHT, pulse: float = 0.0
) -> None:
    """Lights `fields` (the legal destinations, the fields a spirit may be summoned to): a
    ring round each, swelling a little with `pulse` (0..1)."""
    layer, (ox, oy) = _board_layer(lay)
    for f in fields:
        r = lay.field_radius[f] + 3 + 2 * pulse
        x, y = lay.field_xy[f]
        pygame.draw.circle(layer, (*colour, 70), (x - ox, y - oy), r)
        pygame.draw.circle(layer, (*colour, 240), (x - ox, y - oy), r, 3)
    canvas.blit(layer, (ox, oy))


def die_size(lay: DruidenLayout) -> int:
    return lay.die_rect(0).w


#: the room a ring round a die leaves about its face (marks.MARGIN), and the tray's edge
FACE_CLEAR = 4


def die_face_rect(lay: DruidenLayout, die: int) -> pygame.Rect:
    """The face of die 0 or 1 as drawn when it rests: a square of at most 64 px, a little
    below the middle of its place, and wholly under the place's "Dice" heading with room for
    a ring round it (the heading's text may be raised in a small window; the face then
    shrinks to keep clear of it)."""
    head = lay.dice.y + 3 + theme.text_font(11, "bold").get_height() + 2  # the heading's foot
    room = lay.dice.bottom - 2 - FACE_CLEAR - (head + FACE_CLEAR)
    size = min(die_size(lay), 64, room)
    face = pygame.Rect(0, 0, size, size)
    rect = lay.die_rect(die)
    face.center = (rect.centerx, rect.centery + 6)
    face.top = max(face.top, head + FACE_CLEAR)
    return face


def _paint_dice(canvas: pygame.Surface, lay: DruidenLayout, model: BoardModel) -> None:
    for d in range(2):
        face = die_face_rect(lay, d)
        size, centre = face.w, face.center
        show = model.rolling[d]
        if show is not None:
            img = art.die_face(show.face, max(8, round(size * show.scale)))
            if show.angle:
                img = pygame.transform.rotozoom(img, show.angle, 1.0)
            at = (centre[0] + show.offset[0], centre[1] + show.offset[1])
            shade = theme.ground_shadow(size, size // 3, 80)
            canvas.blit(shade, shade.get_rect(center=(centre[0] + show.offset[0], centre[1] + size * 0.5)))
            canvas.blit(img, img.get_rect(center=at))
        elif model.dice[d]:
            img = art.die_face(model.dice[d], size, model.used[d])
            canvas.blit(img, img.get_rect(center=centre))
        else:  # not rolled yet: the die's place
            pygame.draw.rect(canvas, (96, 110, 96), face, 2, border_radius=size // 6)


def die_hit(lay: DruidenLayout, pos) -> int | None:
    """The die (0 or 1) drawn under `pos`, or None."""
    for d in range(2):
        if lay.die_rect(d).move(0, 6).collidepoint(pos):
            return d
    return None
