"""Card faces and card flights: plants with their cult's symbol and value, spells with what
they do in one line, the card back; a card in flight is drawn face down unless the viewer
may see it (the events the table receives already hide what the viewer may not know)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.core.i18n import N_, _, language
from game.druiden.rules.cards import CARDS
from game.ui import anim, theme
from game.ui.names import in_two_lines

from . import art

CARD_W, CARD_H = 64, 84
MINI_H = 48  # a face lower than this is a token: symbol and value only
#: What a card without a value is or does, by its name (English; translated where shown).
DOES = {
    "Mistel": N_("completes a potion"),
    "Tollkirsche": N_("poison: −20 points"),
    "Teutates": N_("doubles a spirit's vote"),
    "Lug": N_("doubles a spirit's vote"),
    "Magisches Bild": N_("+1 vote for your cult"),
    "Bannspruch": N_("forbids an action against you"),
    "Nebel": N_("roll one die again"),
}
#: What a spell does in the two lines a small card face has room for, where DOES needs more.
FACE_DOES = {"Bannspruch": N_("wards off an attack")}


def face_does(name: str) -> str:
    """What the card called `name` does, in the words its face has room for."""
    return _(FACE_DOES.get(name, DOES[name]))


CULT_INK = {"sun": (226, 170, 40), "moon": (120, 140, 200)}
FACE_INK = {
    "plant": (226, 236, 206),
    "mistletoe": (236, 240, 226),
    "nightshade": (222, 206, 226),
    "spell": (232, 222, 244),
}


def raised() -> int:
    """The size small text is drawn at now (theme.set_smallest_text; 9 px text is drawn at
    least this high): part of the key of every cached image with text on it."""
    return theme.text_font(9, "bold").get_height()


def face(card: int, w: int = CARD_W, h: int = CARD_H) -> pygame.Surface:
    """The face of card kind `card`; -1 draws the back, -2 - s spirit s's card (public). Below
    MINI_H pixels a card is a token: its symbol and value, without its name (a token lower
    than TOKEN_VALUE_H while small text is raised shows its symbol only: the points stand
    beside it wherever such tokens are shown)."""
    return _face(card, w, h, raised(), language())


TOKEN_VALUE_H = 40


@lru_cache(maxsize=64)
def _face(card: int, w: int, h: int, raised_to: int, language: str = "en") -> pygame.Surface:
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = img.get_rect()
    if card <= -2:
        from game.druiden.rules.pieces import SPIRITS

        pygame.draw.rect(img, (238, 230, 210), rect, border_radius=5)
        pygame.draw.rect(img, (70, 60, 50), rect, 1, border_radius=5)
        token = art.spirit(SPIRITS[-2 - card], round(min(w, h) * 0.8))
        img.blit(token, token.get_rect(center=rect.center))
        return img
    if card < 0:
        pygame.draw.rect(img, (74, 58, 92), rect, border_radius=7)
        pygame.draw.rect(img, (196, 170, 110), rect.inflate(-8, -8), 2, border_radius=5)
        pygame.draw.circle(img, (196, 170, 110), rect.center, min(w, h) // 5, 2)
        return img
    c = CARDS[card]
    ground = FACE_INK[c.kind]
    pygame.draw.rect(img, ground, rect, border_radius=7 if h >= MINI_H else 4)
    pygame.draw.rect(img, (70, 60, 50), rect, 1, border_radius=7 if h >= MINI_H else 4)
    named = name_lines(c.name, w - 6) if h >= MINI_H else None
    small = named is None  # a token of the card: its symbol and value, no words
    r = max(5, w // 7) if not small else max(4, w // 5)
    cy = h // 2 - 4 if not small else h // 2 - (4 if c.value else 0)
    if c.cult == "sun":
        art.draw_sun(img, (w // 2, cy), r, CULT_INK["sun"])
    elif c.cult == "moon":
        art.draw_moon(img, (w // 2, cy), r, CULT_INK["moon"], ground)
    elif c.kind == "mistletoe":
        berry = 4 if not small else 3
        for dx in (-6, 0, 6) if not small else (-5, 0, 5):
            pygame.draw.circle(img, (240, 240, 236), (w // 2 + dx, cy), berry)
            pygame.draw.circle(img, (90, 130, 80), (w // 2 + dx, cy), berry, 1)
    elif c.kind == "nightshade":
        pygame.draw.circle(img, (40, 20, 50), (w // 2, cy), r)
    else:
        pygame.draw.polygon(
            img,
            (130, 90, 170),
            [(w // 2, cy - r), (w // 2 + r, cy), (w // 2, cy + r), (w // 2 - r, cy)],
        )
    if small:
        if c.value and (h >= TOKEN_VALUE_H or raised_to <= theme.font(9, "bold").get_height()):
            theme.draw_text(img, str(c.value), (w // 2, h - 2), 10, theme.INK, "bold", "midbottom")
        return img
    assert named is not None
    size, lines = named
    for i, line in enumerate(lines):
        theme.draw_text(img, line, (w // 2, 4 + i * (size + 2)), size, theme.INK, "bold", "midtop")
    if c.value:
        theme.draw_text(img, str(c.value), (w // 2, h - 6), 15, theme.INK, "bold", "midbottom")
    else:
        lines = theme.wrap(face_does(c.name), 9, w - 6)[:2]
        for i, line in enumerate(lines):
            theme.draw_text(img, line, (w // 2, h - 26 + i * 11), 9, theme.INK_SOFT, "sans", "midtop")
    return img


def draw_sign(img: pygame.Surface, card: int, centre, r: int, ground, small: bool = False) -> None:
    """Card kind `card`'s sign at `centre`, `r` across half: its cult's Sun or Moon, the
    Mistel's three berries, the Tollkirsche's dark berry, a spell's violet diamond. `ground`:
    the face's colour (the Moon's crescent is cut out of it); `small`: a slip's sign."""
    c = CARDS[card]
    x, y = centre
    if c.cult == "sun":
        art.draw_sun(img, (x, y), r, CULT_INK["sun"])
    elif c.cult == "moon":
        art.draw_moon(img, (x, y), r, CULT_INK["moon"], ground)
    elif c.kind == "mistletoe":
        berry, apart = (3, 5) if small else (5, 9)
        for dx in (-apart, 0, apart):
            pygame.draw.circle(img, (240, 240, 236), (x + dx, y), berry)
            pygame.draw.circle(img, (90, 130, 80), (x + dx, y), berry, 1)
    elif c.kind == "nightshade":
        pygame.draw.circle(img, (40, 20, 50), (x, y), r)
    else:
        pygame.draw.polygon(img, (130, 90, 170), [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])


def name_lines(name: str, width: int) -> tuple[int, list[str]] | None:
    """A card's name whole within `width` pixels: (font size, lines). One line at 11 to 8
    points if it holds; else two lines split between its words at the largest size from 10
    down to 8 where both hold; None when neither holds (a word is never broken: the face is
    then drawn as a token, its sign and value)."""
    one = theme.fit_line(name, 11, width, "bold", smallest=8)
    if not one[1].endswith("…") or name.endswith("…"):
        return one[0], [one[1]]
    for size in (10, 9, 8):
        lines = in_two_lines(name, size, width)
        if lines is not None:
            return size, lines
    return None


@dataclass
class Flight:
    """A card on its way from `src` to `dst` (canvas points); `card` -1 is face down."""

    card: int
    src: tuple[float, float]
    dst: tuple[float, float]
    t: float = 0.0
    size: tuple[int, int] = (44, 58)

    def draw(self, canvas: pygame.Surface) -> None:
        x, y = anim.arc(self.src, self.dst, 60)(anim.ease_in_out_cubic(self.t))
        img = face(self.card, *self.size)
        canvas.blit(img, img.get_rect(center=(round(x), round(y))))


#: A card in flight in the narrow layout: a token (its sign and value; no name to squeeze).
NARROW_FLIGHT = (36, 46)


def flight(effects: list, card: int, src, dst, duration: float = 0.45, size=(44, 58)) -> anim.Tween:
    return anim.shown(effects, Flight(card, src, dst, size=size), duration)


def hovered_card(boxes, mouse) -> int | None:
    """The index of the card of `boxes` under the mouse (the topmost: the later one)."""
    for k in range(len(boxes) - 1, -1, -1):
        if boxes[k][0].collidepoint(mouse):
            return k
    return None


def card_words(card: int) -> str:
    """A card in one sentence, for the narrow layout's tooltip: its whole name and what it is
    or does."""
    if card < 0:
        return _("A card not known to you")
    c = CARDS[card]
    if c.kind == "plant":
        said = (
            _("{card}: a Sun plant, {value} points") if c.cult == "sun" else _("{card}: a Moon plant, {value} points")
        )
        return said.format(card=c.name, value=c.value)
    return _("{card}: {does}").format(card=c.name, does=_(DOES[c.name]))
