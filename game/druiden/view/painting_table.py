"""Draws the whole Die Druiden table: the board (the board painter's, or the stand-in),
what the decision at hand lights up, the route under the mouse with what its landing field
will do, cards in flight, tumbling dice, the player areas, the hand and the panel, and the
tooltip of what lies under the mouse (tips.py)."""

from __future__ import annotations

import pygame

from game.ui import theme

from . import choosing, clicks, hud, motion, targets, tips
from .painting import paint_board

LIT = (255, 214, 110)


def paint(view, canvas: pygame.Surface) -> None:
    canvas.fill(theme.BACKGROUND)
    lay = view.layout
    paint_board(canvas, lay, view.model.board)
    view.vote_show.draw(canvas)
    if view.active and not view.timeline.busy:
        _lit(view, canvas)
    hud.draw_seats(view, canvas)
    view.score_show.draw(canvas, lay.seat_areas)
    if lay.narrow:  # the cards being counted, with their points, over the rings
        view.score_show.draw_sheet(canvas, lay)
    hud.draw_hand(view, canvas)
    hud.draw_panel(view, canvas)
    for thing in list(view.effects):
        thing.draw(canvas)
    if not view.timeline.busy:
        tips.draw_hover_tip(view, canvas)


def _lit(view, canvas: pygame.Surface) -> None:
    pulse = 2 + int(view.clock * 4) % 2
    lay = view.layout
    for piece in clicks.lit_pieces(view):
        box = targets.piece_rect(view, piece)
        pygame.draw.circle(canvas, LIT, box.center, max(box.w, box.h) // 2 + 3, pulse)
    sel = view.selected
    if isinstance(sel, tuple) and sel[0] in ("piece", "magic"):
        box = targets.piece_rect(view, sel[2] if sel[0] == "piece" else sel[1])
        pygame.draw.circle(canvas, (255, 255, 255), box.center, max(box.w, box.h) // 2 + 4, 3)
    for f in clicks.lit_fields(view):
        x, y = lay.field_xy[f]
        pygame.draw.circle(canvas, LIT, (round(x), round(y)), round(lay.field_radius[f]) + 3, 3)
    action = view.previewed()
    state = view.match.state
    if action is not None and action.kind == "move":
        path = choosing.route(state, action)
        points = [lay.field_xy[f] for f in path]
        if len(points) > 1:
            # along the rings' arcs and the spokes, as the piece will walk
            curve = [motion.step_path(lay, a, b)(k / 6) for a, b in zip(path, path[1:]) for k in range(6)] + [
                points[-1]
            ]
            pygame.draw.lines(canvas, (255, 255, 255), False, curve, 4)
            for p in points[1:-1]:
                pygame.draw.circle(canvas, (255, 255, 255), (round(p[0]), round(p[1])), 4)
            end = points[-1]
            pygame.draw.circle(canvas, (255, 255, 255), (round(end[0]), round(end[1])), 9, 3)
            _tip(canvas, end, view.landing(action), points[-2], lay.tip_area)
    elif action is not None and action.kind in ("enter", "summon", "magic"):
        f = action.a if action.kind == "enter" else action.b
        _tip(
            canvas,
            view.layout.field_xy[f],
            choosing.landing_words(state, f)
            if action.kind != "summon"
            else choosing.describe(action, state, view.names),
            area=lay.tip_area,
        )


def _tip(canvas: pygame.Surface, at, text: str, came_from=None, area=None) -> None:
    """A small label beside the field under the mouse, on the side away from the route,
    within `area` (the board and what lies beside it)."""
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
    box.clamp_ip(area if area is not None else pygame.Rect(236, 56, 744, 516))
    theme.panel(canvas, box, theme.PANEL, radius=6)
    for i, line in enumerate(lines):
        theme.draw_text(canvas, line, (box.x + 8, box.y + 4 + 18 * i), 13, theme.INK)
