"""Passing visuals every table's animations show for a moment over the board: a word rising
and fading (or flying along a path), and a ring swelling and fading about a spot. Each has a
`t` an animation runs from 0 to 1 (anim.shown adds it to the table's effects and removes it
at the end) and a `draw(canvas)`. Names no game.
"""

from __future__ import annotations

from typing import Callable

import pygame

from . import theme

Point = tuple[float, float]
#: The chip behind a floating word unless told otherwise: the dark of the board's felt.
CHIP = (40, 46, 36)


class FloatText:
    """`text` rising `rise` pixels from `pos` and fading out, or flying along `path` (t → a
    point; it does not fade then). On a chip of colour `back` (None: the bare word); wrapped
    between its words at `width` pixels when given, so it keeps within what it is written on."""

    def __init__(
        self,
        text: str,
        pos: Point,
        colour=theme.INK_LIGHT,
        size: int = 18,
        back: tuple[int, int, int] | None = CHIP,
        rise: float = 30,
        width: int | None = None,
        path: Callable[[float], Point] | None = None,
    ) -> None:
        lines = theme.wrap(text, size, width - 14, "bold") if width is not None else [text]
        labels = [theme.text_font(size, "bold").render(line, True, colour) for line in lines]
        step = max(label.get_height() for label in labels)
        if back is None:
            self.img = labels[0]
        else:
            self.img = pygame.Surface(
                (max(label.get_width() for label in labels) + 14, step * len(labels) + 6), pygame.SRCALPHA
            )
            pygame.draw.rect(self.img, (*back, 212), self.img.get_rect(), border_radius=9)
            for i, label in enumerate(labels):
                self.img.blit(label, label.get_rect(midtop=(self.img.get_width() // 2, 3 + i * step)))
        self.fade = 2.2 if back is None else 2.5  # a bare word goes a little sooner
        self.pos, self.rise, self.path, self.t = pos, rise, path, 0.0

    def box(self, t: float) -> pygame.Rect:
        """Where the word stands at `t` (0 → 1)."""
        at = self.path(t) if self.path is not None else (self.pos[0], self.pos[1] - self.rise * t)
        return self.img.get_rect(center=at)

    def draw(self, canvas: pygame.Surface) -> None:
        self.img.set_alpha(255 if self.path is not None else int(255 * min(1.0, self.fade * (1 - self.t))))
        canvas.blit(self.img, self.box(self.t))


class Pulse:
    """A ring in `colour` about `centre`, from `start` × `radius` swelling by `grow` × `radius`
    as it fades from `alpha`; `letter` above it names a seat, so colour is not the only sign."""

    def __init__(
        self,
        centre: Point,
        radius: float,
        colour,
        letter: str = "",
        start: float = 0.6,
        grow: float = 0.8,
        alpha: int = 230,
    ) -> None:
        self.centre, self.radius, self.colour, self.letter = centre, radius, colour, letter
        self.start, self.grow, self.alpha, self.t = start, grow, alpha, 0.0

    def draw(self, canvas: pygame.Surface) -> None:
        r = self.radius * (self.start + self.grow * self.t)
        alpha = int(self.alpha * (1 - self.t))
        if alpha <= 0 or r <= 0:
            return
        size = int(2 * r + 10)
        img = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(img, (*self.colour, alpha), (size / 2, size / 2), r, 4)
        canvas.blit(img, img.get_rect(center=self.centre))
        if self.letter:
            glyph = theme.text_font(theme.letter_size(self.letter, 14), "bold").render(self.letter, True, self.colour)
            glyph.set_alpha(alpha)
            canvas.blit(glyph, glyph.get_rect(center=(self.centre[0], self.centre[1] - r - 8)))


class OvalPulse:
    """A ring swelling and fading about `rect` (a spot drawn as an oval), wider than tall."""

    def __init__(self, rect, colour) -> None:
        self.rect, self.colour, self.t = pygame.Rect(rect), colour, 0.0

    def draw(self, canvas: pygame.Surface) -> None:
        grow = self.t * 40
        r = self.rect.inflate(grow * 2, grow)
        alpha = int(220 * (1 - self.t))
        if alpha <= 0 or r.w <= 0:
            return
        img = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.ellipse(img, (*self.colour, alpha), img.get_rect(), width=4)
        canvas.blit(img, r)


__all__ = ["CHIP", "FloatText", "OvalPulse", "Pulse"]
