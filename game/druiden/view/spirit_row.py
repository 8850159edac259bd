"""A player's spirits in a row on their card: one token per spirit while they all fit, else
one token per kind with how many ("☀ ×3"), so whatever a player controls, every spirit at
once in the narrowest card, stays inside the card."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme

from . import cards

#: The spirits of one kind: the Sun's, the Moon's, the Dwarf King, the Morrigan.
KINDS: tuple[tuple[int, ...], ...] = ((0, 1, 2), (3, 4, 5), (6,), (7,))
#: The smallest token height the row shrinks to (never expected at the table's sizes).
SMALLEST_H = 14


@dataclass(frozen=True)
class SpiritMark:
    """One token of the row: `spirit` shown (the first of its kind when grouped) standing for
    `count` spirits, drawn in `icon`; `label` is where "×count" stands (None for one)."""

    spirit: int
    count: int
    icon: pygame.Rect
    label: pygame.Rect | None = None


def count_text(count: int) -> str:
    return f"×{count}"


def spirit_row(
    owned: list[int], left: int, top: int, width: int, icon: tuple[int, int], gap: int, text_size: int
) -> list[SpiritMark]:
    """Where the tokens of the spirits `owned` stand in a row from (`left`, `top`), within
    `width` pixels: `icon` (w, h) each, `gap` apart; grouped by kind with a count in bold
    `text_size` text when one token each would not fit; smaller tokens only if even that would
    not (every mark's rectangle lies within the row)."""
    if not owned:
        return []
    font = theme.text_font(text_size, "bold")
    w, h = icon
    while True:
        single = len(owned) * w + (len(owned) - 1) * gap
        if single <= width:
            return [SpiritMark(sp, 1, pygame.Rect(left + k * (w + gap), top, w, h)) for k, sp in enumerate(owned)]
        groups = [[sp for sp in kind if sp in owned] for kind in KINDS]
        groups = [g for g in groups if g]
        marks, x = [], left
        for group in groups:
            box = pygame.Rect(x, top, w, h)
            label = None
            if len(group) > 1:
                tw, th = font.size(count_text(len(group)))
                label = pygame.Rect(box.right + 2, box.centery - th // 2, tw, th)
            marks.append(SpiritMark(group[0], len(group), box, label))
            x = (label or box).right + gap + 2
        if x - gap - 2 <= left + width or h <= SMALLEST_H:
            return marks
        w, h = w * (h - 2) // h, h - 2  # a little smaller, the same shape


def draw_spirit_row(canvas: pygame.Surface, marks: list[SpiritMark], text_size: int, ink=theme.INK) -> None:
    """The tokens (each spirit's public card) and their counts."""
    for mark in marks:
        canvas.blit(cards.face(-2 - mark.spirit, mark.icon.w, mark.icon.h), mark.icon)
        if mark.label is not None:
            theme.draw_text(canvas, count_text(mark.count), mark.label.topleft, text_size, ink, "bold")
