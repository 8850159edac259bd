"""Drawn pieces of the Dolmen table: the heath landscape, druids, stones, dolmen slabs, runes.

Everything is rendered once (pieces at twice the size, then smoothscaled for soft edges) and
cached; per frame the table only blits these surfaces. A player is never told by colour
alone: druids and stones carry the player's letter, slabs a pattern (plain, stripes, dots,
cross-hatch) that the player cards show next to the name.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.core.i18n import N_
from game.dolmen.board_runes import rune_strokes
from game.ui import theme

from .layout import BoardLayout

#: Fallback seat colours (name, rgb, letter) when the game's spec does not give them.
COLOURS = (
    (N_("Blue"), (62, 104, 178), "B"),
    (N_("Yellow"), (226, 184, 52), "Y"),
    (N_("Red"), (184, 58, 48), "R"),
    (N_("White"), (232, 228, 214), "W"),
)
PATTERNS = ("plain", "stripes", "dots", "hatch")

GRASS = (92, 122, 70)
GRASS_DARK = (62, 88, 52)
EARTH = (132, 112, 80)
STONE_GREY = (168, 164, 150)
OUTLINE = (46, 62, 40)  # a stone circle's outline
PEEK_GOLD = (230, 180, 60)  # the rim of a dolmen stone the viewer peeks at


def ink_on(rgb) -> tuple[int, int, int]:
    """Dark or light ink, whichever reads on `rgb`."""
    lum = 0.3 * rgb[0] + 0.59 * rgb[1] + 0.11 * rgb[2]
    return (34, 30, 26) if lum > 140 else (246, 240, 226)


@lru_cache(maxsize=32)
def druid(rgb: tuple, letter: str, size: int) -> pygame.Surface:
    """A hooded druid with a staff; `size` is its height. Its feet stand at (w/2, h - 2)."""
    k = 3
    h = size * k
    w = int(size * 0.78) * k
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    cx = w / 2
    dark, light = theme.shade(rgb, 0.55), theme.shade(rgb, 1.18)
    pygame.draw.ellipse(img, (0, 0, 0, 70), (cx - w * 0.34, h - 12 * k / 3 - 4, w * 0.68, 10 * k / 2))
    robe = [(cx, h * 0.18), (cx + w * 0.33, h * 0.93), (cx - w * 0.33, h * 0.93)]
    pygame.draw.polygon(img, rgb, robe)
    pygame.draw.polygon(img, light, [robe[0], (cx - w * 0.1, h * 0.93), robe[2]])
    pygame.draw.polygon(img, dark, robe, width=k)
    head = (round(cx), round(h * 0.2))
    pygame.draw.circle(img, theme.shade(rgb, 0.8), head, round(h * 0.12))
    pygame.draw.circle(img, dark, head, round(h * 0.12), width=k)
    pygame.draw.circle(img, (60, 48, 40), (head[0], head[1] + k * 2), round(h * 0.06))
    sx = cx + w * 0.4  # the staff
    pygame.draw.line(img, (96, 70, 44), (sx, h * 0.08), (sx - w * 0.04, h * 0.95), k * 2)
    pygame.draw.circle(img, (206, 190, 120), (round(sx), round(h * 0.08)), k * 2)
    glyph = theme.font(theme.letter_size(letter, int(h * 0.36)), "bold").render(letter, True, ink_on(rgb))
    img.blit(glyph, glyph.get_rect(center=(cx, h * 0.64)))
    return pygame.transform.smoothscale(img, (w // k, h // k))


@lru_cache(maxsize=32)
def stone(rgb: tuple, letter: str, radius: int) -> pygame.Surface:
    """A flat round stone seen from above-front, with the player's letter. Centre at the
    middle of the surface."""
    k = 3
    r = radius * k
    img = pygame.Surface((2 * r + 2 * k, 2 * r + 4 * k), pygame.SRCALPHA)
    body = pygame.Rect(k, k + k * 2, 2 * r, int(2 * r * 0.86))
    pygame.draw.ellipse(img, (0, 0, 0, 80), body.move(0, k * 2))
    pygame.draw.ellipse(img, theme.shade(rgb, 0.62), body.move(0, k))
    pygame.draw.ellipse(img, rgb, body)
    pygame.draw.ellipse(img, theme.shade(rgb, 1.18), body.inflate(-r * 0.6, -r * 0.6).move(-k * 2, -k * 2))
    glyph = theme.font(theme.letter_size(letter, int(r * 1.05)), "bold").render(letter, True, ink_on(rgb))
    img.blit(glyph, glyph.get_rect(center=body.center))
    return pygame.transform.smoothscale(img, (img.get_width() // k, img.get_height() // k))


def _pattern(img: pygame.Surface, rect: pygame.Rect, pattern: str, ink) -> None:
    if pattern == "stripes":
        for x in range(rect.x + 3, rect.right - 1, 5):
            pygame.draw.line(img, ink, (x, rect.y + 1), (x, rect.bottom - 2), 2)
    elif pattern == "dots":
        for x in range(rect.x + 4, rect.right - 2, 6):
            pygame.draw.circle(img, ink, (x, rect.centery), 2)
    elif pattern == "hatch":
        for x in range(rect.x - rect.h, rect.right, 6):
            pygame.draw.line(img, ink, (x, rect.bottom - 1), (x + rect.h, rect.y), 2)
            pygame.draw.line(img, ink, (x, rect.y), (x + rect.h, rect.bottom - 1), 1)


@lru_cache(maxsize=128)
def slab(rgb: tuple, pattern: str, size: tuple[int, int, int], value: int = 0, mine: bool = False) -> pygame.Surface:
    """A dolmen stone lying flat: a rough slab whose side shows its owner's colour and
    pattern. `value` > 0 shows the value turned up on the top face (scoring, or a peek at
    one's own stone); `mine` (a peeked own stone) rims the face and edges the side in gold,
    so that it shows under another slab too, where only its side is seen. The top-face
    centre is at (w/2 + 2, t/2 + 2)."""
    w, s, t = size
    img = pygame.Surface((w + 4, t + s + 4), pygame.SRCALPHA)
    top = pygame.Rect(2, 2, w, t)
    side = pygame.Rect(2, 2 + t // 2, w, s + t // 2)
    pygame.draw.rect(img, theme.shade(rgb, 0.72), side, border_radius=4)
    band = pygame.Rect(4, 2 + t, w - 4, s - 1)
    _pattern(img, band, pattern, (*ink_on(rgb), 150))
    if mine:
        pygame.draw.rect(img, PEEK_GOLD, side, width=2, border_radius=4)
    else:
        pygame.draw.rect(img, theme.shade(rgb, 0.45), side, width=1, border_radius=4)
    face = (214, 208, 192) if value else (150, 144, 130)  # weathered stone, face down
    pygame.draw.ellipse(img, face, top)
    pygame.draw.ellipse(img, theme.shade(face, 0.7) if not mine else PEEK_GOLD, top, width=2 if mine else 1)
    if value:
        glyph = theme.font(max(10, t + 4), "bold").render(str(value), True, (40, 34, 28))
        img.blit(glyph, glyph.get_rect(center=top.center))
    return img


shadow = theme.ground_shadow  # the one soft shadow every piece and board casts


def rune_hue(index: int, count: int) -> tuple[int, int, int]:
    """A distinct, earthy colour per rune pair (the sheet's runes are coloured too)."""
    c = pygame.Color(0)
    c.hsva = ((index * 360 / max(count, 1) * 7) % 360, 62, 58, 100)
    return c.r, c.g, c.b


def draw_rune(surf: pygame.Surface, rune: str, centre, size: float, colour, width: int = 2) -> None:
    """A rune's strokes in a size×size box centred on `centre`."""
    x0, y0 = centre[0] - size / 2, centre[1] - size / 2
    for stroke in rune_strokes(rune):
        pts = [(x0 + px * size, y0 + py * size) for px, py in stroke]
        pygame.draw.lines(surf, colour, False, pts, width)


#: the landscapes drawn last, by what they show (LANDSCAPES_KEPT at most: a table's wide and
#: narrow board, 3.7 MB each)
_LANDSCAPES: dict[tuple, pygame.Surface] = {}
LANDSCAPES_KEPT = 2


def landscape(lay: BoardLayout) -> pygame.Surface:
    """The still board: heath and grass, trodden paths, stone circles with their
    multipliers, the stone places and the runes on their weathered stones at the edge.
    Seeded, so it looks the same every time; the same board fitted into the same area as
    one of the last LANDSCAPES_KEPT is that picture again (the table only blits it, never draws on it),
    so a new game on the same board starts without drawing it anew."""
    key = (lay.board, tuple(lay.area))  # all a BoardLayout is made from
    found = _LANDSCAPES.get(key)
    if found is None:
        while len(_LANDSCAPES) >= LANDSCAPES_KEPT:
            del _LANDSCAPES[next(iter(_LANDSCAPES))]
        found = _LANDSCAPES[key] = _painted_landscape(lay)
    return found


def _painted_landscape(lay: BoardLayout) -> pygame.Surface:
    size = (1280, 720)
    surf = pygame.Surface(size).convert()
    surf.blit(theme.vignette(size, (52, 62, 48), (24, 28, 24)), (0, 0))
    rng = random.Random(7)
    land = pygame.Rect(lay.land)
    surf.blit(shadow(land.w + 40, land.h + 40, 160), (land.x - 14, land.y - 6))
    pygame.draw.rect(surf, theme.shade(GRASS, 0.8), land.inflate(8, 8), border_radius=26)
    pygame.draw.rect(surf, GRASS, land, border_radius=22)
    tuft = pygame.Surface(land.size, pygame.SRCALPHA)
    for _ in range(1700):  # grass and heather speckles
        x, y = rng.uniform(0, land.w), rng.uniform(0, land.h)
        roll = rng.random()
        if roll < 0.08:
            col = (128, 84, 122, 90)  # heather
        elif roll < 0.5:
            col = (*theme.shade(GRASS, rng.uniform(1.08, 1.25)), 70)
        else:
            col = (*theme.shade(GRASS_DARK, rng.uniform(0.9, 1.1)), 80)
        pygame.draw.circle(tuft, col, (x, y), rng.uniform(1.5, 5.5))
    mask = pygame.Surface(land.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=22)
    tuft.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(tuft, land.topleft)
    # clearings inside the circles (lighter, mown), each in its circle's own shape
    glade = pygame.Surface(size, pygame.SRCALPHA)
    for c in lay.circles:
        pygame.draw.polygon(glade, (214, 222, 160, 34), c.ring)
    surf.blit(glade, (0, 0))
    for a, b in lay.board.paths:  # trodden paths between neighbouring places
        pygame.draw.line(surf, theme.shade(EARTH, 0.95), lay.nodes[a], lay.nodes[b], max(3, round(lay.step * 0.07)))
    outline = pygame.Surface(size, pygame.SRCALPHA)  # calm outlines: thin, soft, one colour
    for c in lay.circles:
        pygame.draw.polygon(outline, (*OUTLINE, 120), c.ring, 3)
        pygame.draw.aalines(outline, (*OUTLINE, 230), True, c.ring)
    surf.blit(outline, (0, 0))
    for c in lay.circles:  # the flat altar stone where the dolmen will stand
        bx, by = lay.stack_base(c.index)
        w, s, t = lay.slab_size(c.index)
        altar = pygame.Rect(0, 0, w + 8, t + 6)
        altar.center = (round(bx), round(by + s * 0.5))
        pygame.draw.ellipse(surf, theme.shade(GRASS, 0.86), altar)
        pygame.draw.ellipse(surf, theme.shade(GRASS, 0.74), altar, 1)
    r = lay.node_radius
    for x, y in lay.nodes:  # stone places: worn hollows ringed with pebbles
        pygame.draw.circle(surf, theme.shade(EARTH, 0.7), (x, y + 1.5), r + 1)
        pygame.draw.circle(surf, (186, 170, 132), (x, y), r)
        pygame.draw.circle(surf, (164, 148, 112), (x, y), r * 0.72)
        pygame.draw.circle(surf, theme.shade(EARTH, 0.62), (x, y), r, 1)
    pairs = sorted({rune for _n, rune, _p in lay.runes if rune != lay.board.corner_rune})
    for _node, rune, (x, y) in lay.runes:
        corner = rune == lay.board.corner_rune
        hue = (70, 60, 56) if corner else rune_hue(pairs.index(rune), len(pairs))
        tablet = pygame.Rect(0, 0, lay.step * 0.36, lay.step * 0.46)
        tablet.center = (round(x), round(y))
        pygame.draw.rect(surf, theme.shade(STONE_GREY, 0.6), tablet.move(1, 2), border_radius=5)
        pygame.draw.rect(surf, (208, 202, 184), tablet, border_radius=5)
        if corner:
            pygame.draw.rect(surf, (150, 120, 60), tablet, 2, border_radius=5)
        draw_rune(surf, rune, tablet.center, lay.step * 0.3, hue, 2)
    return surf


@lru_cache(maxsize=8)
def multiplier_badge(multiplier: int, height: int) -> pygame.Surface:
    """A circle's scoring multiplier ("×5") on a small dark pill, `height` pixels high; drawn
    over the pieces so that none ever hides it."""
    img = theme.text_surface(f"×{multiplier}", max(12, round(height * 0.78)), (250, 246, 230), "serif")
    pill = pygame.Surface((img.get_width() + 10, height), pygame.SRCALPHA)
    pygame.draw.rect(pill, (44, 56, 36, 215), pill.get_rect(), border_radius=height // 2)
    pygame.draw.rect(pill, (150, 160, 120, 200), pill.get_rect(), 1, border_radius=height // 2)
    pill.blit(img, img.get_rect(center=(pill.get_width() / 2, height / 2)))
    return pill


@lru_cache(maxsize=8)
def place_mark(radius: int, colour: tuple) -> pygame.Surface:
    """A faint thin ring around a stone place: one of many lit at once (a flight's
    destinations), so that the board stays calm."""
    img = pygame.Surface((2 * radius + 4, 2 * radius + 4), pygame.SRCALPHA)
    pygame.draw.circle(img, (*colour, 150), (radius + 2, radius + 2), radius, 2)
    return img


def ring_mark(lay: BoardLayout, circle: int, colour, width: int = 3):
    """A glowing outline of a circle's ring (legal choice, preview), cached per colour:
    (surface, top-left on the canvas)."""
    return _ring_mark(lay, circle, tuple(colour), width)


@lru_cache(maxsize=256)
def _ring_mark(lay: BoardLayout, circle: int, colour, width: int):
    img = pygame.Surface((1280, 720), pygame.SRCALPHA)
    ring = lay.circles[circle].ring
    pygame.draw.lines(img, (*colour, 70), True, ring, width + 6)
    pygame.draw.lines(img, (*colour, 230), True, ring, width)
    box = pygame.Rect(min(x for x, _ in ring) - 8, min(y for _, y in ring) - 8, 0, 0)
    box.size = (max(x for x, _ in ring) - box.x + 10, max(y for _, y in ring) - box.y + 10)
    return img.subsurface(box.clip(img.get_rect())).copy(), box.topleft


def dashed(surf: pygame.Surface, a, b, colour, width: int = 3, dash: float = 8.0) -> None:
    length = math.dist(a, b)
    if length < 1:
        return
    n = max(1, int(length / dash))
    for i in range(0, n, 2):
        t0, t1 = i / n, min(1.0, (i + 1) / n)
        pygame.draw.line(
            surf,
            colour,
            (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
            (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1),
            width,
        )


@lru_cache(maxsize=64)
def tilted_druid(rgb: tuple, letter: str, size: int, step: int) -> pygame.Surface:
    """The druid of `druid()` tipped over by step/8 of a quarter turn (8: lying on its belly,
    head to the left); fully lying it has a sprig of herbs by its hand."""
    img = druid(rgb, letter, size)
    out = pygame.transform.rotozoom(img, 90 * step / 8, 1.0)
    if step == 8:
        herb = pygame.Surface((out.get_width() + 8, out.get_height() + 6), pygame.SRCALPHA)
        herb.blit(out, (0, 6))
        x, y = 4, 8
        for dx, dy, r in ((0, 2, 3), (4, -1, 3), (7, 3, 2.5), (2, 5, 2.5)):
            pygame.draw.circle(herb, (70, 150, 60), (x + dx, y + dy), r)
            pygame.draw.circle(herb, (40, 100, 40), (x + dx, y + dy), r, 1)
        return herb
    return out
