"""Draws the whole Die Druiden table: the board (the board painter's, or the stand-in),
what the decision at hand lights up, the route under the mouse with what its landing field
will do, cards in flight, tumbling dice, the player areas, the hand and the panel."""

from __future__ import annotations

import pygame

from game.ui import theme

from . import choosing, clicks, hud, targets

LIT = (255, 214, 110)


def _board_painter():
    try:
        from .painting import paint_board
    except ImportError:
        from .standin import paint_standin

        return paint_standin
    return paint_board


def paint(view, canvas: pygame.Surface) -> None:
    canvas.fill(theme.BACKGROUND)
    lay, model = view.layout, view.model
    _board_painter()(canvas, lay, _PaintModel(view))
    if view.active and not view.timeline.busy:
        _lit(view, canvas)
    for thing in view.tumbling:
        _tumble(view, canvas, thing)
    hud.draw_seats(view, canvas)
    hud.draw_hand(view, canvas)
    hud.draw_panel(view, canvas)
    for thing in list(view.effects):
        if hasattr(thing, "src"):
            thing.draw(canvas)
        else:
            thing.draw(canvas, lay.decision.center)
    del model


class _PaintModel:
    """The plain model the board painter reads: the display model with the seat colours,
    and the dice still tumbling shown by their current face."""

    def __init__(self, view) -> None:
        m = view.model
        self.pos, self.owner, self.used = m.pos, m.owner, m.used
        self.stack_n, self.discard, self.discard_n = m.stack_n, m.discard, m.discard_n
        self.looks = view.looks
        self.dice = list(m.dice)
        for t in view.tumbling:
            self.dice[t.die] = t.shown_face()
        self._model = m

    def spot(self, lay, piece: int):
        return self._model.spot(lay, piece)

    def pieces(self, lay, looks=None):
        return self._model.pieces(lay, looks or self.looks)


def _lit(view, canvas: pygame.Surface) -> None:
    pulse = 2 + int(view.clock * 4) % 2
    for piece in clicks.lit_pieces(view):
        pygame.draw.circle(canvas, LIT, targets.piece_rect(view, piece).center, 18, pulse)
    sel = view.selected
    if isinstance(sel, tuple) and sel[0] in ("piece", "magic"):
        piece = sel[2] if sel[0] == "piece" else sel[1]
        pygame.draw.circle(canvas, (255, 255, 255), targets.piece_rect(view, piece).center, 19, 3)
    for f in clicks.lit_fields(view):
        pygame.draw.circle(canvas, LIT, targets.field_rect(view, f).center, 15, 3)
    action = view.previewed()
    state = view.match.state
    if action is not None and action.kind == "move":
        path = choosing.route(state, action)
        points = [view.layout.field_xy[f] for f in path]
        if len(points) > 1:
            pygame.draw.lines(canvas, (255, 255, 255), False, points, 4)
            for p in points[1:-1]:
                pygame.draw.circle(canvas, (255, 255, 255), (round(p[0]), round(p[1])), 4)
            end = points[-1]
            pygame.draw.circle(canvas, (255, 255, 255), (round(end[0]), round(end[1])), 9, 3)
            _tip(canvas, end, choosing.landing_words(state, action.c), points[-2])
    elif action is not None and action.kind in ("enter", "summon", "magic"):
        f = action.a if action.kind == "enter" else action.b
        _tip(canvas, view.layout.field_xy[f], choosing.landing_words(state, f)
             if action.kind != "summon" else choosing.describe(action, state, view.names))


def _tip(canvas: pygame.Surface, at, text: str, came_from=None) -> None:
    """A small label beside the field under the mouse, on the side away from the route."""
    lines = theme.wrap(text[:1].upper() + text[1:], 13, 260)[:3]
    w = max(theme.text_font(13).size(line)[0] for line in lines) + 16
    box = pygame.Rect(0, 0, w, 18 * len(lines) + 8)
    back = came_from or (at[0] - 1, at[1] - 1)
    if at[0] >= back[0]:
        box.left = round(at[0]) + 18
    else:
        box.right = round(at[0]) - 18
    if at[1] >= back[1]:
        box.top = round(at[1]) + 6
    else:
        box.bottom = round(at[1]) - 6
    box.clamp_ip(pygame.Rect(236, 56, 744, 516))
    theme.panel(canvas, box, theme.PANEL, radius=6)
    for i, line in enumerate(lines):
        theme.draw_text(canvas, line, (box.x + 8, box.y + 4 + 18 * i), 13, theme.INK)


def _tumble(view, canvas: pygame.Surface, thing) -> None:
    """A die in the air: it bounces across the dice tray, its face still changing."""
    import math

    box = view.layout.dice
    x = box.x + 30 + thing.die * 66 - (1 - thing.t) * 120
    y = box.centery - abs(math.sin(thing.t * math.pi * 3)) * 30 * (1 - thing.t)
    die = pygame.Rect(0, 0, 46, 46)
    die.center = (round(x), round(y))
    theme.panel(canvas, die, (250, 246, 236), radius=8)
    theme.draw_text(canvas, choosing.FACE_WORDS[thing.shown_face()], die.center, 11,
                    theme.INK, "bold", "center")
