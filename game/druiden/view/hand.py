"""The narrow layout's hand strip: every card the viewer holds readable whole, at 14 px or
more, however many they hold.

The strip's top row names whose hand it is and the potions begun ("Sun potion 2/4"); under
it each kind of card held lies once, with "×2" when more of it are held (a click on it gives
or discards one). As many kinds as fit side by side lie as cards (their whole names on one
or two lines, the cult's sign, a plant's value); more kinds than that lie as slips in a
list (a sign, the whole name, the value), four rows of them under the title row, or five
rows without it when even that is too little (a hand of every kind). No name is ever cut.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.druiden.rules.cards import BANNSPRUCH, CARDS
from game.ui import theme

from . import cards

TEXT = 14  # every text of the strip: at least this large
TITLE_H = 24  # the title row above the cards
GAP = 4  # between two cards or slips
FACE_W = 88  # a card's width when there is room for it
MARGIN = 8  # the strip's inner margin left and right


@dataclass(frozen=True)
class HandPlan:
    """How a hand lies in the strip: `boxes` (rect, card kind; -1 the cards not known to
    the viewer) one per kind, `counts` how many of each kind are held, `slips` True when
    they lie as a list, `titled` False when the title row gave its room to the list."""

    boxes: list[tuple[pygame.Rect, int]]
    counts: dict[int, int]
    slips: bool
    titled: bool = True


def plan(strip: pygame.Rect, hand, hidden: int = 0) -> HandPlan:
    """Where each kind of card of `hand` (counts by kind) and `hidden` face-down cards lie
    in the narrow hand `strip`."""
    counts = {c: n for c, n in enumerate(hand) if n}
    if hidden:
        counts[-1] = hidden
    kinds = list(counts)
    inner = pygame.Rect(strip.x + MARGIN, strip.y, strip.w - 2 * MARGIN, strip.h)
    if not kinds:
        return HandPlan([], counts, False)
    area = pygame.Rect(inner.x, strip.y + TITLE_H + 2, inner.w, strip.bottom - 4 - (strip.y + TITLE_H + 2))
    w = min(FACE_W, (area.w - GAP * (len(kinds) - 1)) // len(kinds))
    if w >= face_width_needed():
        boxes = [(pygame.Rect(area.x + k * (w + GAP), area.y, w, area.h), c) for k, c in enumerate(kinds)]
        return HandPlan(boxes, counts, False)
    widest = max(slip_width(c, counts[c]) for c in kinds)
    for rows, titled in ((4, True), (5, False)):
        top = strip.y + (TITLE_H + 2 if titled else 4)
        row_h = (strip.bottom - 4 - top) // rows
        cols = math.ceil(len(kinds) / rows)
        col_w = (inner.w - GAP * (cols - 1)) // cols
        if widest <= col_w or not titled:
            boxes = []
            for k, c in enumerate(kinds):  # down the first column, then the next
                col, row = divmod(k, rows)
                boxes.append((pygame.Rect(inner.x + col * (col_w + GAP), top + row * row_h, col_w, row_h - 2), c))
            return HandPlan(boxes, counts, True, titled)
    raise AssertionError("unreachable")  # the last option is always taken


# --- sizes ---------------------------------------------------------------------------------------
def _name_lines(card: int) -> list[str]:
    """A card's whole name on one line, or on two when it has parts (two words, or a
    compound broken between its parts, as cards.NAME_BREAKS has it): split where the longer
    line is shortest. Never cut."""
    name = CARDS[card].name
    words = cards.NAME_BREAKS.get(name, name).split(" ")
    if len(words) == 1:
        return [name]
    font = theme.text_font(TEXT, "bold")
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    return list(min(splits, key=lambda pair: max(font.size(line)[0] for line in pair)))


def face_width_needed() -> int:
    """The narrowest card face on which every name of the deck stands whole."""
    font = theme.text_font(TEXT, "bold")
    return max(font.size(line)[0] for c in range(len(CARDS)) for line in _name_lines(c)) + 6


def _count_text(n: int) -> str:
    return f"×{n}" if n > 1 else ""


def slip_width(card: int, count: int) -> int:
    """The width a slip of `card` (held `count` times) needs: sign, name, count, value."""
    font, bold = theme.text_font(TEXT), theme.text_font(TEXT, "bold")
    name = CARDS[card].name if card >= 0 else "A card not known to you"
    width = 6 + 16 + 4 + font.size(name)[0] + 6
    if count > 1:
        width += bold.size(_count_text(count))[0] + 6
    if card >= 0 and CARDS[card].value:
        width += bold.size(str(CARDS[card].value))[0] + 4
    return width


# --- drawing -------------------------------------------------------------------------------------
def draw(view, canvas: pygame.Surface, laid: HandPlan, lit: set[int]) -> None:
    """The title row (unless the list took its room) and every kind of card held."""
    if laid.titled:
        _draw_title(view, canvas)
    mouse = view.mouse
    for box, card in laid.boxes:
        n = laid.counts[card]
        glowing = card in lit
        if laid.slips:
            canvas.blit(slip(card, box.w, box.h, n), box)
        else:
            if glowing and box.collidepoint(mouse):
                box = box.move(0, -3)
            canvas.blit(face(card, box.w, box.h, n), box)
        if glowing:  # a slip's glow keeps within it: the list's rows lie close
            ring = box if laid.slips else box.inflate(4, 4)
            pygame.draw.rect(canvas, theme.HIGHLIGHT, ring, 2, border_radius=5 if laid.slips else 8)


def title_rect(view) -> pygame.Rect:
    """The title row: hovered, it tells the potions card by card."""
    strip = view.layout.hand
    return pygame.Rect(strip.x, strip.y, strip.w, TITLE_H)


def _draw_title(view, canvas: pygame.Surface) -> None:
    from .hud import potion_progress

    strip, hand = view.layout.hand, view.model.hands[view.viewer]
    x, cy, right = strip.x + 12, strip.y + 4 + TITLE_H // 2, strip.right - 12
    title = f"{theme.possessive(view.names[view.viewer])} hand"
    size, title = theme.fit_line(title, 15, right - x, "bold", smallest=TEXT)
    x = theme.draw_text(canvas, title, (x, cy), size, theme.INK_LIGHT, "bold", "midleft").right + 18
    notes = [(f"{cult.capitalize()} potion {have}/4", have == 4) for cult, have in potion_progress(hand)]
    if hand[BANNSPRUCH]:
        notes.append((f"Bannspruch ×{hand[BANNSPRUCH]}", False))
    font = theme.text_font(TEXT)
    for text, complete in notes:
        if x + font.size(text)[0] > right:
            break
        ink = theme.GOOD if complete else theme.INK_LIGHT
        x = theme.draw_text(canvas, text, (x, cy), TEXT, ink, "sans", "midleft").right + 16


def face(card: int, w: int, h: int, count: int = 1) -> pygame.Surface:
    """A card of the strip: its whole name at TEXT (two lines when it must), its sign and a
    plant's value side by side below, "×n" when n of it are held."""
    return _face(card, w, h, count, cards.raised())


@lru_cache(maxsize=64)
def _face(card: int, w: int, h: int, count: int, raised_to: int) -> pygame.Surface:
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = img.get_rect()
    if card < 0:
        img.blit(cards.face(-1, w, h), (0, 0))
        _badge(img, count, rect)
        return img
    c = CARDS[card]
    ground = cards.FACE_INK[c.kind]
    pygame.draw.rect(img, ground, rect, border_radius=8)
    pygame.draw.rect(img, (70, 60, 50), rect, 1, border_radius=8)
    step = theme.text_font(TEXT, "bold").get_linesize() - 2
    lines = _name_lines(card)
    for i, line in enumerate(lines):
        theme.draw_text(img, line, (w // 2, 3 + i * step), TEXT, theme.INK, "bold", "midtop")
    below = 3 + 2 * step  # the sign and value under the name's two lines
    cy = (below + h) // 2
    right = w - 24 if count > 1 else w  # the count's corner
    if c.value:
        value = theme.text_surface(str(c.value), 16, theme.INK, "bold")
        r = 9
        span = 2 * r + 5 + value.get_width()
        x0 = (right - span) // 2
        cards.draw_sign(img, card, (x0 + r, cy), r, ground)
        img.blit(value, value.get_rect(midleft=(x0 + 2 * r + 5, cy)))
    else:
        cards.draw_sign(img, card, (right // 2, cy), 10, ground)
    _badge(img, count, rect)
    return img


def _badge(img: pygame.Surface, count: int, rect: pygame.Rect) -> None:
    """ "×n" in a dark pill at the card's bottom right (nothing for one card)."""
    if count < 2:
        return
    label = theme.text_surface(_count_text(count), TEXT, theme.INK_LIGHT, "bold")
    pill = label.get_rect(bottomright=(rect.right - 3, rect.bottom - 3)).inflate(6, 0)
    pill.bottomright = (rect.right - 3, rect.bottom - 3)
    pygame.draw.rect(img, (74, 58, 92), pill, border_radius=6)
    img.blit(label, label.get_rect(center=pill.center))


def slip(card: int, w: int, h: int, count: int = 1) -> pygame.Surface:
    """A card of the list: its sign, its whole name, "×n", a plant's value at the right."""
    return _slip(card, w, h, count, cards.raised())


@lru_cache(maxsize=64)
def _slip(card: int, w: int, h: int, count: int, raised_to: int) -> pygame.Surface:
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = img.get_rect()
    known = card >= 0
    ground = cards.FACE_INK[CARDS[card].kind] if known else (74, 58, 92)
    ink = theme.INK if known else theme.INK_LIGHT
    pygame.draw.rect(img, ground, rect, border_radius=5)
    pygame.draw.rect(img, (70, 60, 50), rect, 1, border_radius=5)
    cy = h // 2
    if known:
        cards.draw_sign(img, card, (6 + 8, cy), 6, ground, small=True)
    name = CARDS[card].name if known else "A card not known to you"
    x = theme.draw_text(img, name, (6 + 16 + 4, cy), TEXT, ink, "sans", "midleft").right + 6
    if count > 1:
        theme.draw_text(img, _count_text(count), (x, cy), TEXT, ink, "bold", "midleft")
    if known and CARDS[card].value:
        theme.draw_text(img, str(CARDS[card].value), (w - 5, cy), TEXT, ink, "bold", "midright")
    return img
