"""Stand-ins for the board painter's layout and painting (game.druiden.view.layout and
painting, drawn by their own module once it is there): the same interface, plain shapes, so
the table runs and can be tested before and without them."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.druiden.board import Board
from game.druiden.board_map import default_board

BOARD_BOX = pygame.Rect(246, 60, 580, 560)  # where the stone circles lie on the canvas
KIND_INK = {"empty": (150, 140, 120), "spirit": (120, 96, 170), "plant": (84, 140, 80),
            "foot": (200, 170, 90)}


@dataclass
class StandInLayout:
    """DruidenLayout's fields (canvas 1280×720)."""

    board: Board
    field_xy: list[tuple[float, float]]
    decision: pygame.Rect
    spirits_place: pygame.Rect
    spirit_home_xy: dict[str, tuple[float, float]]
    stack: pygame.Rect
    discard: pygame.Rect
    dice: pygame.Rect
    seat_areas: list[pygame.Rect]
    hand: pygame.Rect
    panel: pygame.Rect


def load_standin(players: int, board: Board | None = None) -> StandInLayout:
    board = board or default_board()
    xs = [f.position[0] for f in board.fields]
    ys = [f.position[1] for f in board.fields]
    lo_x, hi_x, lo_y, hi_y = min(xs), max(xs), min(ys), max(ys)
    scale = min((BOARD_BOX.w - 40) / (hi_x - lo_x), (BOARD_BOX.h - 40) / (hi_y - lo_y))

    def at(x: float, y: float) -> tuple[float, float]:
        return (BOARD_BOX.centerx + (x - (lo_x + hi_x) / 2) * scale,
                BOARD_BOX.centery + (y - (lo_y + hi_y) / 2) * scale)

    field_xy = [at(*f.position) for f in board.fields]
    d = board.places["decision"]
    cx, cy = at(*d.centre)
    side = d.width * scale
    decision = pygame.Rect(0, 0, round(side), round(side))
    decision.center = (round(cx), round(cy))
    spirits_place = pygame.Rect(842, 470, 426, 92)
    names = ("sun1", "sun2", "sun3", "moon1", "moon2", "moon3", "dwarf", "morrigan")
    homes = {n: (spirits_place.x + 30 + i * 52.0, spirits_place.y + 56.0)
             for i, n in enumerate(names)}
    area_h = min(112, (560 - 8 * (players - 1)) // players)
    seats = [pygame.Rect(12, 60 + i * (area_h + 8), 222, area_h) for i in range(players)]
    return StandInLayout(board=board, field_xy=field_xy, decision=decision,
                         spirits_place=spirits_place, spirit_home_xy=homes,
                         stack=pygame.Rect(842, 572, 70, 48), discard=pygame.Rect(920, 572, 70, 48),
                         dice=pygame.Rect(1000, 572, 130, 48), seat_areas=seats,
                         hand=pygame.Rect(246, 628, 1022, 84), panel=pygame.Rect(842, 60, 426, 402))


def paint_standin(canvas: pygame.Surface, lay, model) -> None:
    """The board as plain shapes: fields by kind, the Place of Decision, the spirits' homes,
    pieces with their letters and control rings, stack, discard and dice as labelled boxes."""
    from game.ui import theme

    board = lay.board
    pygame.draw.rect(canvas, (62, 78, 66), BOARD_BOX, border_radius=18)
    c = BOARD_BOX.center
    for f in board.fields:
        if f.ring == board.rings - 1 and f.k in board.spokes:
            pygame.draw.line(canvas, (110, 116, 96), c, lay.field_xy[f.index], 3)
    for f in board.fields:
        x, y = lay.field_xy[f.index]
        pygame.draw.circle(canvas, KIND_INK[f.kind], (round(x), round(y)), 11)
        pygame.draw.circle(canvas, (40, 40, 34), (round(x), round(y)), 11, 1)
    pygame.draw.ellipse(canvas, (176, 160, 120), lay.decision)
    theme.draw_text(canvas, "Decision", lay.decision.center, 13, theme.INK, "bold", "center")
    theme.panel(canvas, lay.spirits_place, (70, 66, 90), radius=10, shadow=False)
    theme.draw_text(canvas, "Place of the Spirits", (lay.spirits_place.x + 8, lay.spirits_place.y + 4),
                    13, theme.INK_LIGHT, "bold")
    for rect, label, n in ((lay.stack, "Stack", model.stack_n), (lay.discard, "Discard",
                                                                  model.discard_n)):
        theme.panel(canvas, rect, (96, 70, 50), radius=6, shadow=False)
        theme.draw_text(canvas, f"{label} {n}", rect.center, 13, theme.INK_LIGHT, "bold", "center")
    for i, face in enumerate(model.dice):
        box = pygame.Rect(lay.dice.x + i * 66, lay.dice.y, 60, lay.dice.h)
        theme.panel(canvas, box, theme.PANEL, radius=8, shadow=False)
        theme.draw_text(canvas, face or "–", box.center, 11, theme.INK, "bold", "center")
    for piece, (x, y), rgb, letter, ring in model.pieces(lay):
        pygame.draw.circle(canvas, rgb, (round(x), round(y)), 13)
        if ring is not None:
            pygame.draw.circle(canvas, ring, (round(x), round(y)), 16, 3)
        theme.draw_text(canvas, letter, (round(x), round(y)), 13, (20, 20, 20), "bold", "center")
