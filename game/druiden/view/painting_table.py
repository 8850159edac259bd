"""Draws the whole Die Druiden table: the board (the board painter's, or the stand-in),
what the decision at hand lights up, the route under the mouse with what its landing field
will do, cards in flight, tumbling dice, the player areas, the hand and the panel; the
tooltip of what lies under the mouse comes last of all (tips.py, from the table's
draw_above)."""

from __future__ import annotations

import pygame

from game.ui import theme, tooltip

from . import choosing, clicks, hud, motion, targets
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


def draw_landing_tip(view, canvas: pygame.Surface) -> pygame.Rect | None:
    """What the previewed move's landing field will do, in a label beside it: drawn over
    everything the scene draws on the board (the table's draw_above), so no mark of the
    log lies on its words. Returns its box (None: no label)."""
    if not view.active or view.timeline.busy:
        return None
    action = view.previewed()
    state, lay = view.match.state, view.layout
    keep = targets.labels(view)  # the board's words stay readable
    if action is not None and action.kind == "move":
        path = choosing.route(state, action)
        if len(path) > 1:
            return _tip(
                canvas, lay.field_xy[path[-1]], view.landing(action), lay.field_xy[path[-2]], lay.tip_area, keep
            )
    elif action is not None and action.kind in ("enter", "summon", "magic"):
        f = action.a if action.kind == "enter" else action.b
        said = (
            choosing.landing_words(state, f)
            if action.kind != "summon"
            else choosing.describe(action, state, view.names)
        )
        return _tip(canvas, lay.field_xy[f], said, area=lay.tip_area, keep=keep)
    return None


def _tip(canvas: pygame.Surface, at, text: str, came_from=None, area=None, keep=()) -> pygame.Rect:
    """A small label beside the field under the mouse, on the side away from the route,
    within `area` (the board and what lies beside it); where that would cover one of `keep`
    (the board's words), the nearest place that covers none, narrower if that helps
    (tooltip.place_tip)."""
    said = text[:1].upper() + text[1:]
    lines = theme.wrap(said, 13, 260)[:3]
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
    room = area if area is not None else pygame.Rect(236, 56, 744, 516)
    box.clamp_ip(room)
    if box.collidelist(list(keep)) >= 0:
        field = pygame.Rect(0, 0, 24, 24)
        field.center = (round(at[0]), round(at[1]))
        narrower = theme.wrap(said, 13, 170)
        if len(narrower) <= 4:  # a narrower label finds room more easily
            lines = narrower
            box = pygame.Rect(0, 0, max(theme.text_font(13).size(line)[0] for line in lines) + 16, 18 * len(lines) + 8)
        box = tooltip.place_tip(box.size, field, room, list(keep))
    theme.panel(canvas, box, theme.PANEL, radius=6)
    for i, line in enumerate(lines):
        theme.draw_text(canvas, line, (box.x + 8, box.y + 4 + 18 * i), 13, theme.INK)
    return box
