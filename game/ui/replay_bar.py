"""The replay's bar over the top of a table: where its buttons and its scrub bar lie, and the
scrub bar itself (a track with a mark where each turn begins, the part played filled, a
knob at the point shown). Geometry and drawing only; the replay scene acts. Names no game.

The bar lies where every table keeps its title, its turn banner and its top-right buttons
(the band above the table's first row of labels, which begin at y 44), across the columns
the table shows: the whole canvas, or NARROW_SPAN in a narrow layout.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from . import drawn, theme
from .scene import NARROW_SPAN
from .widgets import Button

#: The bar's band (y, height) and its buttons' height.
TOP, HEIGHT, BUTTON_H = 3, 40, 32
#: The step buttons, left to right: (label, what it does, key), as the scene wires them.
STEP_COUNT = 7
STEP_W, STEP_GAP = 40, 4
SPEED_W = 58  # the speed button ("0.5×" … "4×"), right of the step buttons
REVIEW_W, NARROW_REVIEW_W = 82, 78  # the review button, right of the speed button
NARROW_STEP_W = 32
GAP = 10
BACK_W, EYES_W, PLAY_ON_W = 80, 176, 96
NARROW_BACK_W, NARROW_EYES_W, NARROW_PLAY_ON_W = 70, 170, 90
#: the scrub bar's track: its height and how far below the bar's top it lies
TRACK_H, TRACK_Y = 8, 27
LABEL_SIZE = 14


@dataclass(frozen=True)
class BarLayout:
    """Where the bar's parts lie (canvas coordinates)."""

    band: pygame.Rect
    back: pygame.Rect
    steps: tuple[pygame.Rect, ...]
    speed: pygame.Rect
    review: pygame.Rect
    scrub: pygame.Rect  # the label above and the track below
    eyes: pygame.Rect
    play_on: pygame.Rect

    @property
    def track(self) -> pygame.Rect:
        return pygame.Rect(self.scrub.x + 6, self.band.y + TRACK_Y, self.scrub.w - 12, TRACK_H)


def bar_layout(narrow: bool, eyes_shown: bool = True) -> BarLayout:
    """The bar across the whole canvas, or across NARROW_SPAN; without `eyes_shown` (a game with
    nothing hidden) the scrub bar takes the eyes button's room."""
    left, right = (NARROW_SPAN[0] + 12, NARROW_SPAN[1] - 12) if narrow else (14, theme.CANVAS_SIZE[0] - 14)
    step_w = NARROW_STEP_W if narrow else STEP_W
    back_w, eyes_w, play_on_w = (
        (NARROW_BACK_W, NARROW_EYES_W, NARROW_PLAY_ON_W) if narrow else (BACK_W, EYES_W, PLAY_ON_W)
    )
    band = pygame.Rect(left, TOP, right - left, HEIGHT)
    y = TOP + (HEIGHT - BUTTON_H) // 2
    back = pygame.Rect(left + 4, y, back_w, BUTTON_H)
    x = back.right + GAP
    steps = tuple(pygame.Rect(x + k * (step_w + STEP_GAP), y, step_w, BUTTON_H) for k in range(STEP_COUNT))
    play_on = pygame.Rect(right - 4 - play_on_w, y, play_on_w, BUTTON_H)
    eyes = pygame.Rect(play_on.x - GAP - eyes_w, y, eyes_w, BUTTON_H)
    speed = pygame.Rect(steps[-1].right + GAP, y, SPEED_W, BUTTON_H)
    review = pygame.Rect(speed.right + GAP, y, NARROW_REVIEW_W if narrow else REVIEW_W, BUTTON_H)
    scrub_x = review.right + GAP
    scrub_end = eyes.x - GAP if eyes_shown else play_on.x - GAP
    scrub = pygame.Rect(scrub_x, TOP + 2, scrub_end - scrub_x, HEIGHT - 4)
    return BarLayout(band, back, steps, speed, review, scrub, eyes, play_on)


def point_at(track: pygame.Rect, total: int, x: int) -> int:
    """The point (0 … total) nearest to canvas column `x` on the track."""
    if total <= 0 or track.w <= 0:
        return 0
    share = (x - track.x) / track.w
    return max(0, min(total, round(share * total)))


def x_of(track: pygame.Rect, total: int, point: int) -> int:
    """The canvas column of `point` on the track."""
    if total <= 0:
        return track.x
    return track.x + round(track.w * point / total)


def draw_band(canvas: pygame.Surface, layout: BarLayout) -> None:
    """The bar's panel; what the table drew in the band lies, on purpose, behind it."""
    drawn.veiled(canvas, pygame.Rect(0, 0, theme.CANVAS_SIZE[0], layout.band.bottom + 1))
    theme.panel(canvas, layout.band, (58, 62, 54), radius=10, border=(92, 98, 84))


def draw_scrub(
    canvas: pygame.Surface,
    layout: BarLayout,
    labels: list[str],
    total: int,
    point: int,
    turn_starts: tuple[int, ...],
    hover: bool,
    findings: Sequence[int] = (),
) -> None:
    """The label over the track (the first of `labels`, longest first, that fits), the track
    with a mark at each turn's start, a red one at each of a review's `findings`, the part
    played filled up to `point` and the knob there (larger while the pointer is over the
    track)."""
    scrub, track = layout.scrub, layout.track
    drawn.holder(canvas, scrub)
    font = theme.text_font(LABEL_SIZE, "bold")
    label = next((text for text in labels if font.size(text)[0] <= scrub.w - 12), labels[-1])
    size, text = theme.fit_line(label, LABEL_SIZE, scrub.w - 12, "bold", smallest=LABEL_SIZE)
    theme.draw_text(canvas, text, (scrub.x + 6, scrub.y + 2), size, theme.INK_LIGHT, "bold")
    with drawn.control(canvas, track.inflate(0, 16), "scrub bar", "scrub bar"):
        pygame.draw.rect(canvas, (34, 36, 32), track, border_radius=4)
        played = pygame.Rect(track.x, track.y, x_of(track, total, point) - track.x, track.h)
        if played.w > 0:
            pygame.draw.rect(canvas, theme.ACCENT, played, border_radius=4)
        spacing = track.w / max(1, len(turn_starts))
        if spacing >= 3:  # a mark per turn, while they stand apart
            for start in turn_starts[1:]:
                x = x_of(track, total, start)
                ink = (40, 34, 24) if start <= point else (150, 146, 132)
                pygame.draw.line(canvas, ink, (x, track.y + 1), (x, track.bottom - 2), 1)
        _draw_findings(canvas, track, total, findings, point)
        knob = (x_of(track, total, point), track.centery)
        pygame.draw.circle(canvas, theme.HIGHLIGHT, knob, 9 if hover else 7)
        pygame.draw.circle(canvas, (60, 44, 20), knob, 9 if hover else 7, 2)


#: The ink of a costly move's mark on the track (a review's finding).
FINDING_INK = (226, 78, 64)


def finding_at(track: pygame.Rect, total: int, points: Sequence[int], x: int) -> int | None:
    """The finding's point whose mark lies within a few columns of `x`, or None."""
    near = [(abs(x_of(track, total, p) - x), p) for p in points]
    close = [(d, p) for d, p in near if d <= 6]
    return min(close)[1] if close else None


def _draw_findings(canvas: pygame.Surface, track: pygame.Rect, total: int, points: Sequence[int], shown: int) -> None:
    """A red bar across the track at each costly move of a review (the one shown wider)."""
    for p in points:
        half = 3 if p == shown else 2
        mark = pygame.Rect(x_of(track, total, p) - half, track.y - 2, 2 * half, track.h + 4)
        pygame.draw.rect(canvas, FINDING_INK, mark, border_radius=1)


class StepButton(Button):
    """A button of the bar drawn as a player's glyph (`glyph`: start, turn back, back, play,
    pause, forward, turn forward, end); its `label` says in words what it does (the tip)."""

    def __init__(self, rect, glyph: str, label: str, on_click, hint: str) -> None:
        super().__init__(rect, label, on_click, size=16, hint=hint)
        self.glyph = glyph

    def draw(self, surface, focused):
        if not self.visible:
            return
        lit = self.enabled and (self.hover or focused)
        base = theme.ACCENT if lit else theme.PANEL
        if not self.enabled:
            base = (150, 146, 134)
        theme.panel(
            surface, self.rect, base, radius=8, shadow=self.enabled, border=theme.HIGHLIGHT if focused else None
        )
        ink = theme.INK if self.enabled else (110, 104, 94)
        draw_glyph(surface, self.glyph, self.rect.center, ink)


def _triangle(canvas, cx: float, cy: float, half: float, pointing: int, ink) -> None:
    """A triangle `2 * half` tall, its tip `pointing` right (1) or left (-1) of centre cx."""
    tip = cx + pointing * half
    back = cx - pointing * half
    pygame.draw.polygon(canvas, ink, [(back, cy - half), (back, cy + half), (tip, cy)])


def draw_glyph(canvas: pygame.Surface, glyph: str, centre: tuple[int, int], ink) -> None:
    """The glyph of a step button, centred on `centre`."""
    cx, cy = centre
    if glyph in ("start", "end"):
        way = -1 if glyph == "start" else 1
        _triangle(canvas, cx + way * 2, cy, 7, way, ink)
        bar_x = cx - 9 if way < 0 else cx + 7
        pygame.draw.rect(canvas, ink, (bar_x, cy - 7, 3, 15))
    elif glyph in ("turn back", "turn forward"):
        way = -1 if glyph == "turn back" else 1
        _triangle(canvas, cx - 5, cy, 6, way, ink)
        _triangle(canvas, cx + 5, cy, 6, way, ink)
    elif glyph in ("back", "forward"):
        _triangle(canvas, cx, cy, 6, -1 if glyph == "back" else 1, ink)
    elif glyph == "play":
        _triangle(canvas, cx + 1, cy, 8, 1, ink)
    elif glyph == "pause":
        pygame.draw.rect(canvas, ink, (cx - 6, cy - 7, 4, 15))
        pygame.draw.rect(canvas, ink, (cx + 2, cy - 7, 4, 15))
