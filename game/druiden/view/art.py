"""Drawn pieces of the Die Druiden table: the stone rings, field symbols, druids, spirits, the
control ring, dice faces, and the card stack and discard pile.

Everything is drawn once at three times its size, smoothscaled for soft edges and cached; per
frame the table only blits these surfaces. A seat is never told by colour alone: a druid
carries its seat's letter, a controlled spirit a ring in the controller's colour with the
controller's letter on a badge. A field's kind shows as a symbol, not only as a colour.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.core.i18n import _, language, pgettext
from game.druiden.board import FOOT, PLANT, SPIRIT
from game.ui import theme

from .layout import DruidenLayout
from .symbols import draw_crow, draw_crown, draw_foot, draw_leaf, draw_moon, draw_movement, draw_sun, draw_wisp

__all__ = [
    "board_surface",
    "card_back",
    "card_stack",
    "die_face",
    "draw_crow",
    "draw_crown",
    "draw_foot",
    "draw_leaf",
    "draw_moon",
    "draw_movement",
    "draw_sun",
    "draw_wisp",
    "druid",
    "field_image",
    "hour_angle",
    "hour_point",
    "ink_on",
    "spirit",
]

K = 3  # supersampling factor

MEADOW = (86, 112, 70)
MEADOW_DARK = (58, 80, 50)
STONE = (176, 170, 154)
STONE_DARK = (118, 112, 100)
STONE_LIGHT = (214, 208, 190)
PATH = (150, 128, 92)
SUN_GOLD = (236, 184, 58)
MOON_SILVER = (170, 192, 226)
PLANT_GREEN = (92, 156, 80)
SPIRIT_VIOLET = (150, 118, 196)
FOOT_BROWN = (120, 84, 56)
CARD_BACK = (46, 78, 62)
IVORY = (246, 240, 222)

#: What each spirit looks like: (body colour, symbol).
SPIRIT_LOOKS = {
    "sun1": (SUN_GOLD, "sun"),
    "sun2": (SUN_GOLD, "sun"),
    "sun3": (SUN_GOLD, "sun"),
    "moon1": (MOON_SILVER, "moon"),
    "moon2": (MOON_SILVER, "moon"),
    "moon3": (MOON_SILVER, "moon"),
    "dwarf": ((150, 104, 60), "crown"),
    "morrigan": ((52, 46, 58), "crow"),
}


def ink_on(rgb) -> tuple[int, int, int]:
    """Dark or light ink, whichever reads on `rgb`."""
    lum = 0.3 * rgb[0] + 0.59 * rgb[1] + 0.11 * rgb[2]
    return (34, 30, 26) if lum > 140 else (246, 240, 226)


def _down(img: pygame.Surface) -> pygame.Surface:
    return pygame.transform.smoothscale(img, (max(1, img.get_width() // K), max(1, img.get_height() // K)))


# --- the still board ------------------------------------------------------------------------------
def board_surface(lay: DruidenLayout) -> pygame.Surface:
    """The board without pieces: the meadow, the three stone rings and the six spokes, every
    field with its symbol, the Place of Decision, the Place of the Spirits with a hollow per
    spirit, and the frames of the stack, the discard pile and the dice. Made once per layout
    (seeded, so it looks the same every time)."""
    # drawn again when small text is raised, and in another language
    key = (theme.text_font(9, "bold").get_height(), language())
    cached = lay.__dict__.get("_board_surface")
    if cached is not None and lay.__dict__.get("_board_key") == key:
        return cached
    size = (1280, 720)
    surf = pygame.Surface(size).convert()
    surf.blit(theme.vignette(size, (50, 60, 52), (24, 28, 26)), (0, 0))
    cx, cy = lay.centre
    outer = lay.meadow
    surf.blit(theme.ground_shadow(int(outer * 2 + 40), int(outer * 2 + 40), 150), (cx - outer - 14, cy - outer - 10))
    pygame.draw.circle(surf, MEADOW_DARK, (cx, cy), outer + 4)
    pygame.draw.circle(surf, MEADOW, (cx, cy), outer)
    rng = random.Random(11)
    tufts = pygame.Surface(size, pygame.SRCALPHA)
    for _tuft in range(1400):
        a, d = rng.uniform(0, 2 * math.pi), outer * math.sqrt(rng.random()) * 0.98
        roll = rng.random()
        col = (
            (128, 90, 126, 80)
            if roll < 0.06
            else (*theme.shade(MEADOW, rng.uniform(1.08, 1.28)), 70)
            if roll < 0.55
            else (*theme.shade(MEADOW_DARK, rng.uniform(0.9, 1.1)), 80)
        )
        pygame.draw.circle(tufts, col, (cx + d * math.cos(a), cy + d * math.sin(a)), rng.uniform(1.2, 4.5))
    surf.blit(tufts, (0, 0))
    _rings_and_spokes(surf, lay)
    _decision_place(surf, lay)
    for f in lay.board.fields:
        img = field_image(f.kind, round(lay.field_radius[f.index]), _foot_angle(lay, f.index))
        surf.blit(img, img.get_rect(center=lay.field_xy[f.index]))
    _spirits_place(surf, lay)
    for rect, title in tray_titles(lay):
        _tray(surf, rect, title)
    lay.__dict__["_board_surface"] = surf
    lay.__dict__["_board_key"] = key
    return surf


def _foot_angle(lay: DruidenLayout, f: int) -> float:
    """Degrees to turn a footprint drawn pointing up so that it points to the centre."""
    x, y = lay.field_xy[f]
    dx, dy = lay.centre[0] - x, lay.centre[1] - y
    return -math.degrees(math.atan2(dx, -dy))


def _rings_and_spokes(surf: pygame.Surface, lay: DruidenLayout) -> None:
    """Stone-paved bands under each ring and along each spoke (the ways a piece may go)."""
    cx, cy = lay.centre
    width = max(6, round(min(lay.field_radius) * 1.1))
    overlay = pygame.Surface((1280, 720), pygame.SRCALPHA)
    inner, outer = lay.ring_radius[0], lay.ring_radius[-1]
    for a in lay.spoke_angles:
        p, q = (
            (cx + inner * math.cos(a), cy + inner * math.sin(a)),
            (cx + outer * math.cos(a), cy + outer * math.sin(a)),
        )
        pygame.draw.line(overlay, (*theme.shade(PATH, 0.7), 255), p, q, width + 4)
        pygame.draw.line(overlay, (*PATH, 255), p, q, width)
    for r in lay.ring_radius:
        pygame.draw.circle(overlay, (*theme.shade(PATH, 0.7), 255), (cx, cy), r + width / 2 + 2, width + 4)
        pygame.draw.circle(overlay, (*PATH, 255), (cx, cy), r + width / 2, width)
    surf.blit(overlay, (0, 0))
    _clock_hours(surf, lay)


def hour_angle(lay: DruidenLayout, hour: int) -> float:
    """The screen angle of `hour` (1..12) on the board's clock face: the direction of the
    outer ring's field 2 × hour (field 0 at 12 o'clock), as the log names fields."""
    k = (2 * hour) % 24 * lay.board.ring_size // 24
    x, y = lay.field_xy[(lay.board.rings - 1) * lay.board.ring_size + k]
    return math.atan2(y - lay.centre[1], x - lay.centre[0])


def hour_point(lay: DruidenLayout, hour: int) -> tuple[float, float]:
    """Where the hour's numeral stands, on the meadow's rim beyond the outer ring."""
    a = hour_angle(lay, hour)
    r = (lay.ring_radius[-1] + max(lay.field_radius) + lay.meadow) / 2 + 1
    return lay.centre[0] + r * math.cos(a), lay.centre[1] + r * math.sin(a)


def _clock_hours(surf: pygame.Surface, lay: DruidenLayout) -> None:
    """The board read as a clock face: the hours 1–12 on stones round the outer ring (the
    log names fields by them: "the outer ring's plant field at 3 o'clock"), small standing
    stones between them."""
    cx, cy = lay.centre
    rim = (lay.ring_radius[-1] + max(lay.field_radius) + lay.meadow) / 2 + 1
    hours = [hour_angle(lay, h) for h in range(1, 13)]
    for i in range(48):  # standing stones, leaving room for the numerals
        a = 2 * math.pi * i / 48
        if min(abs((a - h + math.pi) % (2 * math.pi) - math.pi) for h in hours) < 0.09:
            continue
        x, y = cx + rim * math.cos(a), cy + rim * math.sin(a)
        pygame.draw.ellipse(surf, STONE_DARK, (x - 3, y - 3, 6, 8))
        pygame.draw.ellipse(surf, STONE, (x - 3, y - 4, 6, 8))
    size = hour_size(lay)
    for h in range(1, 13):
        x, y = hour_point(lay, h)
        r = hour_stone_radius(lay, h)
        pygame.draw.circle(surf, STONE_DARK, (x, y + 1.5), r)
        pygame.draw.circle(surf, STONE_LIGHT, (x, y), r)
        glyph = theme.text_surface(str(h), size, (62, 54, 44), "bold")
        surf.blit(glyph, glyph.get_rect(center=(x, y + 0.5)))


def hour_size(lay: DruidenLayout) -> int:
    """The text size of the clock's numerals."""
    return max(9, round((lay.meadow - lay.ring_radius[-1] - max(lay.field_radius)) * 0.62))


def hour_stone_radius(lay: DruidenLayout, hour: int) -> float:
    """The radius of the stone the numeral `hour` is written on."""
    size = hour_size(lay)
    r = size * 0.78
    if lay.narrow:  # the numeral drawn as large as text must be: its stone grows with it
        r = max(r, theme.text_font(size, "bold").size(str(hour))[0] / 2 + 2)
    return r


def _decision_place(surf: pygame.Surface, lay: DruidenLayout) -> None:
    """The Place of Decision: a round paved clearing with a Sun and a Moon half."""
    r = lay.decision.w / 2
    c = lay.decision.center
    pygame.draw.circle(surf, theme.shade(STONE, 0.6), (c[0], c[1] + 2), r + 2)
    pygame.draw.circle(surf, STONE, c, r)
    pygame.draw.circle(surf, STONE_LIGHT, c, r * 0.86)
    half = pygame.Surface((round(2 * r), round(2 * r)), pygame.SRCALPHA)
    pygame.draw.circle(half, (*SUN_GOLD, 46), (r, r), r * 0.86, draw_top_left=True, draw_bottom_left=True)
    pygame.draw.circle(half, (*MOON_SILVER, 66), (r, r), r * 0.86, draw_top_right=True, draw_bottom_right=True)
    surf.blit(half, half.get_rect(center=c))
    pygame.draw.circle(surf, STONE_DARK, c, r * 0.86, 1)
    draw_sun(surf, (c[0] - r * 0.5, c[1]), r * 0.2, (*theme.shade(SUN_GOLD, 0.9),))
    draw_moon(surf, (c[0] + r * 0.5, c[1]), r * 0.17, theme.shade(MOON_SILVER, 0.8), STONE_LIGHT)


def _spirits_place(surf: pygame.Surface, lay: DruidenLayout) -> None:
    rect = lay.spirits_place
    theme.panel(surf, rect, (70, 82, 70), radius=12, border=(104, 120, 100))
    title = theme.text_surface(_("Place of the Spirits"), 13, theme.INK_LIGHT, "bold")
    surf.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + 6)))
    r = lay.piece_size * 0.62
    for name, (x, y) in lay.spirit_home_xy.items():
        pygame.draw.circle(surf, (54, 64, 54), (x, y + 1.5), r + 1)
        pygame.draw.circle(surf, (96, 110, 94), (x, y), r)
        colour, _symbol = SPIRIT_LOOKS[name]
        pygame.draw.circle(surf, theme.shade(colour, 0.7), (x, y), r, 2)
    for _name, line, box in spirit_labels(lay):
        surf.blit(theme.text_surface(line, 10, (206, 214, 196)), box)


def spirit_labels(lay: DruidenLayout) -> list[tuple[str, str, pygame.Rect]]:
    """The Place of the Spirits' labels under the spirits' homes ("Sun", "Dwarf King"): the
    spirit's name (sun1…), the line and where it stands."""
    r = lay.piece_size * 0.62
    labels = []
    for name, (x, y) in lay.spirit_home_xy.items():
        tag = _home_label(name[:3], lay.narrow)
        step = theme.text_font(10).get_linesize() - 4 if lay.narrow else 11
        for i, line in enumerate(tag):
            if not line:  # the name stands whole on the second line
                continue
            label = theme.text_surface(line, 10, (206, 214, 196))
            labels.append((name, line, label.get_rect(midtop=(x, y + r + 3 + step * i))))
    if lay.narrow:  # raised text: kept inside the place and apart
        _spread([box for _name, _line, box in labels], lay.spirits_place.inflate(-6, 0))
    return labels


def board_labels(lay: DruidenLayout) -> list[pygame.Rect]:
    """Where the still board's words stand: the clock's numerals on their stones, the Place of
    the Spirits' title and labels, and the titles of the stack, the discard pile and the dice."""
    out = []
    for h in range(1, 13):
        x, y = hour_point(lay, h)
        r = hour_stone_radius(lay, h)
        out.append(pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r)))
    place = lay.spirits_place
    title = theme.text_surface(_("Place of the Spirits"), 13, theme.INK_LIGHT, "bold")
    out.append(title.get_rect(midtop=(place.centerx, place.y + 6)))
    out += [box for _name, _line, box in spirit_labels(lay)]
    for rect, word in tray_titles(lay):
        label = theme.text_surface(word, 11, (196, 204, 188), "bold")
        out.append(label.get_rect(midtop=(rect.centerx, rect.y + 3)))
    return out


def tray_titles(lay: DruidenLayout) -> tuple[tuple[pygame.Rect, str], ...]:
    """The stack's, the discard pile's and the dice's places with their titles."""
    return ((lay.stack, _("Stack")), (lay.discard, _("Discard")), (lay.dice, _("Dice")))


def _home_label(kind: str, narrow: bool) -> tuple[str, ...]:
    """The label under a spirit's home ("sun", "moo", "dwa", "mor": its name's start), in
    lines: "Sun"; the Dwarf King on two lines (at its space), or on one where the narrow place
    has room. A name of one word ("Zwergenkönig") stands whole on the second line, below
    its neighbours' names (the first line is empty)."""
    if kind == "sun":
        return (pgettext("spirit home", "Sun"),)
    if kind == "moo":
        return (pgettext("spirit home", "Moon"),)
    if kind == "mor":
        return (pgettext("spirit home", "Morrigan"),)
    whole = pgettext("spirit home", "Dwarf King")
    if narrow:  # the narrow place's rows leave room for the name on one line
        return (whole,)
    first, _space, second = whole.partition(" ")  # broken only at a space, never in a word
    return (first, second) if second else ("", whole)


def _spread(labels: list[pygame.Rect], within: pygame.Rect, gap: int = 6) -> None:
    """Moves label boxes into `within` and, along each line, left of the box to their right
    when they would touch it (the rightmost keeps its place)."""
    for box in labels:
        box.clamp_ip(within)
    boxes = sorted(labels, key=lambda b: (b.y, -b.x))
    for right, left in zip(boxes, boxes[1:]):
        if left.y == right.y and left.right + gap > right.x:
            left.right = right.x - gap


def _tray(surf: pygame.Surface, rect: pygame.Rect, title: str) -> None:
    pygame.draw.rect(surf, (40, 48, 42), rect.move(0, 2), border_radius=10)
    pygame.draw.rect(surf, (62, 74, 64), rect, border_radius=10)
    pygame.draw.rect(surf, (96, 110, 96), rect, 1, border_radius=10)
    label = theme.text_surface(title, 11, (196, 204, 188), "bold")
    surf.blit(label, label.get_rect(midtop=(rect.centerx, rect.y + 3)))


@lru_cache(maxsize=64)
def field_image(kind: str, radius: int, angle: float = 0.0) -> pygame.Surface:
    """One field: a round paving stone; a spirit field carries a violet star, a plant field a
    green sprig, a druid's foot a brown footprint pointing to the centre (turned by `angle`
    degrees); an empty field is bare stone."""
    r = radius * K
    size = 2 * r + 4 * K
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    tint = {SPIRIT: (206, 196, 226), PLANT: (204, 222, 188), FOOT: (230, 196, 150)}.get(kind, STONE_LIGHT)
    pygame.draw.circle(img, (0, 0, 0, 70), (c[0], c[1] + 2 * K), r)
    pygame.draw.circle(img, theme.shade(tint, 0.62), c, r)
    pygame.draw.circle(img, tint, c, r - 1.5 * K)
    if kind == SPIRIT:
        draw_wisp(img, c, r * 0.7, SPIRIT_VIOLET)
    elif kind == PLANT:
        draw_leaf(img, c, r * 0.66, PLANT_GREEN, (46, 92, 40))
    elif kind == FOOT:
        foot = pygame.Surface((size, size), pygame.SRCALPHA)
        draw_foot(foot, (c[0], c[1] + r * 0.08), r * 0.95, FOOT_BROWN)
        foot = pygame.transform.rotate(foot, angle)
        img.blit(foot, foot.get_rect(center=c))
    return _down(img)


# --- pieces -------------------------------------------------------------------------------------
@lru_cache(maxsize=32)
def druid(rgb: tuple, letter: str, size: int) -> pygame.Surface:
    """A hooded druid seen from the front, its seat's letter on the robe; `size` is its
    height. Its feet stand at (w/2, h - 2)."""
    h = size * K
    w = int(size * 0.8) * K
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    cx = w / 2
    dark, light = theme.shade(rgb, 0.52), theme.shade(rgb, 1.2)
    pygame.draw.ellipse(img, (0, 0, 0, 80), (cx - w * 0.36, h - 5 * K, w * 0.72, 4 * K))
    robe = [(cx, h * 0.16), (cx + w * 0.4, h * 0.95), (cx - w * 0.4, h * 0.95)]
    pygame.draw.polygon(img, rgb, robe)
    pygame.draw.polygon(img, light, [robe[0], (cx - w * 0.12, h * 0.95), robe[2]])
    pygame.draw.polygon(img, dark, robe, width=K)
    head = (round(cx), round(h * 0.22))
    pygame.draw.circle(img, theme.shade(rgb, 0.82), head, round(h * 0.15))
    pygame.draw.circle(img, dark, head, round(h * 0.15), width=K)
    pygame.draw.circle(img, (56, 44, 36), (head[0], head[1] + K * 2), round(h * 0.075))
    glyph = theme.font(theme.letter_size(letter, int(h * 0.4)), "bold").render(letter, True, ink_on(rgb))
    img.blit(glyph, glyph.get_rect(center=(cx, h * 0.66)))
    return _down(img)


@lru_cache(maxsize=64)
def spirit(name: str, size: int, ring: tuple | None = None, letter: str = "") -> pygame.Surface:
    """A spirit token `size` pixels across: a glowing disc with its symbol (sun, crescent
    moon, the Dwarf King's crown, the Morrigan's crow). `ring`: the controller's colour, drawn
    as a thick ring round the token, with the controller's `letter` on a badge."""
    colour, symbol = SPIRIT_LOOKS[name]
    pad = 0.34 if ring else 0.12
    full = round(size * (1 + 2 * pad)) * K
    img = pygame.Surface((full, full), pygame.SRCALPHA)
    c = (full / 2, full / 2)
    r = size * K / 2
    glow = pygame.Surface((full, full), pygame.SRCALPHA)
    pygame.draw.circle(glow, (*theme.shade(colour, 1.3), 60), c, r * 1.16)
    img.blit(glow, (0, 0))
    if ring:
        pygame.draw.circle(img, theme.shade(ring, 0.55), c, r * 1.3)
        pygame.draw.circle(img, ring, c, r * 1.24)
    pygame.draw.circle(img, (0, 0, 0, 90), (c[0], c[1] + K * 1.5), r)
    pygame.draw.circle(img, theme.shade(colour, 0.6), c, r)
    pygame.draw.circle(img, colour, c, r * 0.9)
    pygame.draw.circle(img, theme.shade(colour, 1.2), (c[0] - r * 0.22, c[1] - r * 0.22), r * 0.45)
    if symbol == "sun":
        draw_sun(img, c, r * 0.72, (168, 96, 20))
    elif symbol == "moon":
        draw_moon(img, (c[0] - r * 0.08, c[1]), r * 0.56, (64, 78, 124), colour)
    elif symbol == "crown":
        draw_crown(img, (c[0], c[1] + r * 0.08), r * 0.55, (242, 204, 90))
    else:
        draw_crow(img, c, r * 0.72, (206, 200, 214))
    if ring and letter:
        br = r * 0.46
        bc = (c[0] + r * 0.86, c[1] + r * 0.86)
        pygame.draw.circle(img, theme.shade(ring, 0.5), bc, br + K)
        pygame.draw.circle(img, ring, bc, br)
        glyph = theme.font(theme.letter_size(letter, int(br * 1.5)), "bold").render(letter, True, ink_on(ring))
        img.blit(glyph, glyph.get_rect(center=bc))
    return _down(img)


# --- dice -----------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def die_face(face: str, size: int, spent: bool = False) -> pygame.Surface:
    """A die showing `face` ("1".."5", "ring-6", "straight", "bend", "double-bend",
    "ring-straight"): numbers as numerals, movements as arrows (a straight arrow; one turn;
    two turns), a ring drawn round the symbol it holds. `spent` greys a die already used."""
    s = size * K
    img = pygame.Surface((s, s), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, s, s)
    pygame.draw.rect(img, (0, 0, 0, 80), body.move(0, 2 * K).inflate(-K, -K), border_radius=s // 6)
    base = (196, 190, 176) if spent else IVORY
    pygame.draw.rect(img, theme.shade(base, 0.72), body.inflate(-K, -K), border_radius=s // 6)
    pygame.draw.rect(img, base, body.inflate(-3 * K, -4 * K).move(0, -K), border_radius=s // 7)
    ink = (120, 112, 100) if spent else (44, 36, 30)
    c = (s / 2, s / 2 - K)
    inner = face[5:] if face.startswith("ring-") else face
    if face.startswith("ring-"):
        pygame.draw.circle(img, (168, 54, 40) if not spent else ink, c, s * 0.34, max(2, s // 16))
    if inner.isdigit():
        glyph = theme.font(int(s * (0.42 if face.startswith("ring-") else 0.56)), "bold").render(inner, True, ink)
        img.blit(glyph, glyph.get_rect(center=c))
    else:
        scale = 0.64 if face.startswith("ring-") else 1.0
        draw_movement(img, inner, c, s * 0.3 * scale, ink, max(2, round(s * 0.07 * scale)))
    return _down(img)


# --- cards on the board (stack and discard) ----------------------------------------------------------
@lru_cache(maxsize=8)
def card_back(w: int, h: int) -> pygame.Surface:
    """The back every face-down card shows: green with a gold sun-and-moon mark."""
    img = pygame.Surface((w * K, h * K), pygame.SRCALPHA)
    rect = img.get_rect()
    pygame.draw.rect(img, (24, 40, 32), rect, border_radius=6 * K)
    pygame.draw.rect(img, CARD_BACK, rect.inflate(-2 * K, -2 * K), border_radius=5 * K)
    pygame.draw.rect(img, (196, 164, 82), rect.inflate(-6 * K, -6 * K), K, border_radius=4 * K)
    c = rect.center
    r = min(w, h) * K * 0.26
    draw_sun(img, (c[0] - r * 0.35, c[1]), r * 0.8, (214, 176, 80))
    draw_moon(img, (c[0] + r * 0.45, c[1]), r * 0.62, (196, 208, 226), CARD_BACK)
    return _down(img)


def card_stack(w: int, h: int, count: int) -> pygame.Surface:
    """A pile of `count` face-down cards (thicker for more; an empty dashed place for 0)."""
    layers = min(6, (count + 5) // 6)
    img = pygame.Surface((w + layers * 2 + 2, h + layers * 2 + 2), pygame.SRCALPHA)
    if count == 0:
        pygame.draw.rect(img, (120, 134, 118), (1, 1, w, h), 2, border_radius=6)
        return img
    back = card_back(w, h)
    for i in range(layers, -1, -1):
        pygame.draw.rect(img, (20, 30, 24), (i * 2, i * 2 + 1, w, h), border_radius=6)
        img.blit(back, (i * 2, i * 2))
    return img
