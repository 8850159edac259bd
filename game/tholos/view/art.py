"""Drawn pieces of the Tholos table: stone drums, the temple floor, highlight rings.

Everything here is rendered once (at twice the size, then smoothscaled for soft edges) and
cached; per frame the table only blits these surfaces.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

import pygame

from game.core import words
from game.core.i18n import _, pgettext
from game.ui import theme
from game.ui.names import Fitted, fit_lines, fit_said
from game.ui.tooltip import Tips

from .layout import DRUM, PLINTH_SIDE, TempleLayout

DRUM_ICON = (26, 6, 11)

#: Stone colours: face, and the ink of the letter each stone carries (colour is never the
#: only signal: W, B and G are written on the stones, grey ones also have a band).
STONE_RGB = ((236, 229, 212), (58, 54, 58), (150, 152, 150))
STONE_INK = ((120, 104, 80), (214, 206, 190), (58, 58, 58))


def stone_letter(colour: int) -> str:
    """The letter a stone of `colour` carries, in the language shown (W, B, G; in German
    W, S, G). The notation keeps its own letters (rules.material.COLOUR_LETTERS)."""
    return (
        pgettext("letter of a white stone", "W"),
        pgettext("letter of a black stone", "B"),
        pgettext("letter of a grey stone", "G"),
    )[colour]


MARBLE = (214, 204, 182)
MARBLE_LIGHT = (232, 224, 204)
MARBLE_DARK = (170, 158, 136)
PLINTH = (190, 178, 154)

#: The short words of each site's bonus under its symbol, by the temple map's bonus key.
BONUS_HINTS: dict[str, Callable[[], str]] = {
    "move-black": lambda: pgettext("a site's bonus", "move black"),
    "move-grey": lambda: pgettext("a site's bonus", "move grey"),
    "move-white": lambda: pgettext("a site's bonus", "move white"),
    "return": lambda: pgettext("a site's bonus", "return"),
    "fetch": lambda: pgettext("a site's bonus", "fetch"),
    "steal": lambda: pgettext("a site's bonus", "steal"),
    "build": lambda: pgettext("a site's bonus", "build"),
}


def drum(colour: int, size: tuple[int, int, int] = DRUM, letter: bool = True) -> pygame.Surface:
    """A stone drum: a short cylinder seen from above-front, lit from the upper left, with
    its colour's letter (stone_letter) unless `letter` is False.

    The surface has a 3-pixel margin; the centre of the top face is at (w/2 + 3, t/2 + 3)."""
    return _drum(colour, size, stone_letter(colour) if letter else "")


def ghost(colour: int) -> pygame.Surface:
    """The drum of `colour` half see-through: where a carried stone would go."""
    return _ghost(colour, stone_letter(colour))


@lru_cache(maxsize=8)
def _ghost(colour: int, letter: str) -> pygame.Surface:
    img = _drum(colour, DRUM, letter).copy()
    img.set_alpha(140)
    return img


@lru_cache(maxsize=24)
def _drum(colour: int, size: tuple[int, int, int], letter: str) -> pygame.Surface:
    k = 2
    w, s, t = (v * k for v in size)
    pad = 3 * k
    img = pygame.Surface((w + 2 * pad, t + s + 2 * pad), pygame.SRCALPHA)
    base = STONE_RGB[colour]
    cy = pad + t / 2
    for x in range(w):
        rel = (x + 0.5 - w / 2) / (w / 2)
        dy = (t / 2) * math.sqrt(max(0.0, 1 - rel * rel))
        light = 1.08 - 0.42 * abs(rel + 0.25) ** 1.6
        pygame.draw.line(img, theme.shade(base, light), (pad + x, cy), (pad + x, cy + s + dy))
    if colour == 2:  # grey stones carry a darker band on their side as a second signal
        for x in range(w):
            rel = (x + 0.5 - w / 2) / (w / 2)
            dy = (t / 2) * math.sqrt(max(0.0, 1 - rel * rel))
            band_y = cy + dy + s * 0.72
            pygame.draw.line(img, theme.shade(base, 0.62), (pad + x, band_y), (pad + x, band_y + k * 2))
    top = pygame.Rect(pad, pad, w, t)
    pygame.draw.ellipse(img, theme.shade(base, 1.1 if colour != 1 else 1.35), top)
    pygame.draw.ellipse(img, theme.shade(base, 0.8), top, width=k)
    inner = top.inflate(-w * 0.35, -t * 0.35)
    pygame.draw.ellipse(img, theme.shade(base, 1.0 if colour != 1 else 1.2), inner, width=k)
    if letter:
        glyph = theme.font(int(min(s, t) * 0.95), "bold").render(letter, True, STONE_INK[colour])
        img.blit(glyph, glyph.get_rect(center=(pad + w / 2, pad + t / 2)))
    if letter and s >= 20:  # the letter again on the side, seen on every stone of a stack
        glyph = theme.font(int(s * 0.75), "bold").render(letter, True, theme.shade(STONE_INK[colour], 0.95))
        img.blit(glyph, glyph.get_rect(center=(pad + w / 2, cy + t / 2 + s * 0.45)))
    small = pygame.transform.smoothscale(img, (img.get_width() // k, img.get_height() // k))
    return small


def workshop_title(
    layout: TempleLayout, player: int, name: str, width: int, smallest: int, largest: int = 17
) -> Fitted:
    """A workshop's title ("Anna's workshop", "Your workshop") within `width` px: on one line
    at `largest` px down to 15, else in as many lines as fit above the workshop's places (two
    on the wide table, one on the narrow), broken at spaces, down to `smallest` px; where even
    that is too long, the name is cut ("Maximili…'s workshop") and the words after it stay
    whole."""
    title = workshop_words(name)
    one = fit_lines(title, largest, width, "serif", min(largest, max(15, smallest)), max_lines=1)
    if not one.cut:
        return one
    wx, wy, _ww, _wh = layout.workshops[player]
    room = int(layout.place_rect(player, 0)[1]) - (wy + 10)
    lines = max(1, room // theme.text_font(smallest, "serif").get_linesize())
    if lines > 1:
        more = fit_lines(title, largest, width, "serif", smallest, max_lines=lines)
        if not more.cut:
            return more
    return fit_said(workshop_words, name, largest, width, "serif", smallest)


def workshop_words(name: str) -> str:
    """A workshop's whole title: "Anna's workshop", "Your workshop" for a seat called "You"
    (German "Werkstatt von Anna", "Deine Werkstatt")."""
    if words.is_you(name):
        return _("Your workshop")
    return _("{owners} workshop").format(owners=words.possessive(name))


def _title_room(layout: TempleLayout, player: int, colour: str, small: int) -> int:
    """The width a workshop leaves its title: from its left edge to its colour's tag."""
    wx, _wy, ww, _wh = layout.workshops[player]
    tag_w = theme.text_font(small, "sans").size(colour)[0]
    return (wx + ww - 16 - tag_w) - 10 - (wx + 16)


def drum_anchor(size: tuple[int, int, int] = DRUM) -> tuple[int, int]:
    """Offset from a drum surface's top-left to its top-face centre."""
    return size[0] // 2 + 3, size[2] // 2 + 3


shadow = theme.ground_shadow  # the one soft shadow every piece and board casts


@lru_cache(maxsize=16)
def ring(w: int, h: int, colour: tuple, strength: int = 200) -> pygame.Surface:
    """A glowing elliptic ring (legal target, hover, preview) around a w×h ellipse."""
    pad = 10
    img = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i, a in enumerate((40, 70, 110)):
        r = pygame.Rect(pad - 6 + 2 * i, pad - 6 + 2 * i, w + 12 - 4 * i, h + 12 - 4 * i)
        pygame.draw.ellipse(img, (*colour, a * strength // 200), r, width=3)
    pygame.draw.ellipse(img, (*colour, strength), pygame.Rect(pad - 1, pad - 1, w + 2, h + 2), width=2)
    return img


@lru_cache(maxsize=8)
def glow(w: int, h: int, colour: tuple) -> pygame.Surface:
    """A soft filled glow (a column's light when highlighted or won)."""
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(8):
        r = pygame.Rect(0, 0, w - i * w // 10, h - i * h // 10)
        r.center = (w // 2, h // 2)
        pygame.draw.ellipse(img, (*colour, 14), r)
    return img


def _short_hint(bonus: str) -> str:
    """A site's bonus key from the map ("move-black") in the words shown ("move black")."""
    if bonus in BONUS_HINTS:
        return BONUS_HINTS[bonus]()
    return bonus.replace("-", " ") if bonus else ""


def label_rects(site, centre, smallest_text: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """Where a site's symbol and its bonus hint's pill lie: below its plinth, or on the outer
    side for the back side sites (behind the centre and more than a plinth's width beside
    it), whose labels the columns in front of them would hide."""
    x, y, w, h = site.base
    fx, fy = site.foot
    dx = fx - centre[0]
    hint = theme.text_surface(_short_hint(site.bonus), max(12, smallest_text), (96, 84, 66))
    sym_img = theme.text_surface(site.symbol, 22, (92, 80, 62), "serif")
    pill = pygame.Rect(0, 0, hint.get_width() + 12, hint.get_height() + 2)
    if abs(dx) > w and fy < centre[1]:
        side = 1 if dx > 0 else -1
        edge = x + w + 8 if side > 0 else x - 8
        sym = sym_img.get_rect(**{"midleft" if side > 0 else "midright": (edge, fy - 6)})
        setattr(pill, "topleft" if side > 0 else "topright", (edge - 4 * side, sym.bottom - 2))
    else:
        sym = sym_img.get_rect(midtop=(fx, y + h + 8))
        pill.midtop = (fx, sym.bottom)
    return sym, pill


def _label(surf: pygame.Surface, site, centre, smallest_text: int = 0) -> None:
    """A site's symbol and bonus hint, where label_rects puts them."""
    sym, pill = label_rects(site, centre, smallest_text)
    surf.blit(theme.text_surface(site.symbol, 22, (92, 80, 62), "serif"), sym)
    hint = theme.text_surface(_short_hint(site.bonus), max(12, smallest_text), (96, 84, 66))
    pygame.draw.rect(surf, (228, 220, 200), pill, border_radius=8)
    surf.blit(hint, hint.get_rect(center=pill.center))


def background(
    layout: TempleLayout,
    names: tuple[str, ...],
    colours: tuple[str, str],
    smallest_text: int = 0,
    tips: Tips | None = None,
) -> pygame.Surface:
    """The static table: felt, temple floor with its steps, plinths, omphalos, panels.

    `names` are the builders' names for the workshop titles (White's, Black's), `colours`
    their seats' colours for the titles' corners (the manifest's "White", "Black"); no text is
    drawn smaller than `smallest_text` px (the narrow form's). A workshop title cut short
    ("…") is added to `tips` with its whole text."""
    surf = pygame.Surface(layout.size).convert()
    surf.blit(theme.vignette(layout.size, (58, 74, 66), (28, 34, 33)), (0, 0))
    cx, cy = layout.centre
    sites = layout.sites
    rx = max(abs(s.foot[0] - cx) for s in sites) + 70
    ry = max(abs(s.foot[1] - cy) for s in sites) + 72
    floor = pygame.Rect(0, 0, 2 * rx, 2 * ry)
    floor.center = (round(cx), round(cy))
    sh = shadow(floor.w + 60, floor.h + 50, 150)
    surf.blit(sh, sh.get_rect(center=(floor.centerx + 10, floor.centery + 22)))
    # three steps of the stylobate, each a little lighter and smaller
    for i, col in enumerate((MARBLE_DARK, PLINTH, MARBLE)):
        step = floor.inflate(-i * 26, -i * 16)
        side = step.move(0, 10 - i * 2)
        pygame.draw.ellipse(surf, theme.shade(col, 0.78), side)
        pygame.draw.ellipse(surf, col, step)
        pygame.draw.ellipse(surf, theme.shade(col, 1.06), step, width=2)
    top = floor.inflate(-52, -32)
    for i in range(5):  # a soft inlay of rings on the floor
        r = top.inflate(-i * 70 - 60, -i * 40 - 36)
        if r.w > 120:
            pygame.draw.ellipse(surf, theme.shade(MARBLE, 0.95 - 0.01 * i), r, width=1)
    # omphalos: a carved egg-shaped stone in the middle
    ox, oy, ow, oh = layout.omphalos
    surf.blit(shadow(ow + 20, oh // 2 + 10, 110), (ox - 4, oy + oh - oh // 4))
    egg = pygame.Rect(ox + ow * 0.18, oy - oh * 0.25, ow * 0.64, oh * 1.05)
    pygame.draw.ellipse(surf, (160, 148, 126), egg)
    pygame.draw.ellipse(surf, (196, 186, 164), egg.inflate(-egg.w * 0.25, -egg.h * 0.2).move(-4, -5))
    for k in range(4):
        y = egg.y + egg.h * (0.25 + 0.17 * k)
        band = egg.inflate(-6, -egg.h * 0.5 + k * 6).move(0, y - egg.centery)
        pygame.draw.arc(surf, (130, 118, 98), band, 3.5, 6.0, 1)
    small = max(13, smallest_text)
    theme.draw_text(surf, "ΤΗΟΛΟΣ", (cx, oy + oh + 12), small, (120, 108, 88), "serif", "midtop")
    # plinths with their symbols and bonus hints
    for s in sites:
        x, y, w, h = s.base
        base = pygame.Rect(x, y, w, h)
        surf.blit(shadow(w + 26, h + 14, 120), (x - 8, y + 6))
        pygame.draw.ellipse(surf, theme.shade(PLINTH, 0.7), base.move(0, PLINTH_SIDE))
        pygame.draw.rect(surf, theme.shade(PLINTH, 0.7), (x, y + h // 2, w, PLINTH_SIDE))
        pygame.draw.ellipse(surf, PLINTH, base)
        pygame.draw.ellipse(surf, theme.shade(PLINTH, 1.1), base, width=2)
        _label(surf, s, layout.centre, smallest_text)
    # panels: scoreboard, quarry, workshops
    theme.panel(surf, layout.scoreboard, (238, 230, 210), radius=14)
    theme.panel(surf, layout.quarry, (226, 216, 192), radius=14)
    qx, qy, _qw, _qh = layout.quarry
    theme.draw_text(surf, _("Quarry"), (qx + 16, qy + 10), 18, theme.INK, "serif")
    # the two workshops' titles at one size: the size the longer one needs
    tags = [_(colour) for colour in colours]  # the manifest's seat colours, as shown
    rooms = [_title_room(layout, player, tags[player], small) for player in (0, 1)]
    common = min(workshop_title(layout, p, names[p], rooms[p], small).size for p in (0, 1))
    for player in (0, 1):
        wr = layout.workshops[player]
        theme.panel(surf, wr, (226, 216, 192), radius=14)
        theme.draw_text(surf, tags[player], (wr[0] + wr[2] - 16, wr[1] + 13), small, theme.INK_SOFT, "sans", "topright")
        title = workshop_title(layout, player, names[player], rooms[player], small, largest=common)
        line_step = theme.text_font(title.size, "serif").get_linesize()
        for k, line in enumerate(title.lines):
            at = (wr[0] + 16, wr[1] + 10 + (17 - title.size) // 2 + line_step * k)
            drawn = theme.draw_text(surf, line, at, title.size, theme.INK, "serif")
            if title.cut and tips is not None:
                tips.add(drawn, workshop_words(names[player]))
        for slot in range(3):
            px, py = layout.place(player, slot)
            well = pygame.Rect(0, 0, DRUM[0] + 14, DRUM[2] + 10)
            well.center = (round(px), round(py + DRUM[1] + 2))
            pygame.draw.ellipse(surf, (196, 184, 158), well)
            pygame.draw.ellipse(surf, (176, 164, 138), well, width=2)
    return surf
