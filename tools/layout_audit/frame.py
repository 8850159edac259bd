"""One frame of an App drawn and recorded: its canvas items and the rules' findings, and a
picture of the findings."""

from __future__ import annotations

import pygame

from .recording import RECORDER, Item, RecordingSurface
from .rules import Finding, check


def drawn_frame(app) -> list[Item]:
    """Draws one frame of `app` (as App.step would, with nothing changed) and returns what
    landed on the canvas, each item named after the scene that drew it."""
    canvas = app.canvas
    if not isinstance(canvas, RecordingSurface):  # made before the recorder was installed
        raise RuntimeError("install the recorder before the App is made")
    canvas._items = []
    app._layout()
    drawn = app._drawn_scenes()
    if not drawn or not drawn[0].opaque:
        canvas.fill((0, 0, 0))
    for scene in drawn:
        RECORDER.scene = type(scene).__name__
        scene.draw(canvas)
    RECORDER.scene = "notices"
    app._draw_notices()
    RECORDER.scene = ""
    return list(canvas._items)


def audit(app) -> list[Finding]:
    """The findings of one frame of `app`."""
    top = type(app.top).__name__ if app.top is not None else ""
    return check(drawn_frame(app), pygame.Rect(app.shown), top)


COLOURS = {
    "control covered": (255, 40, 40),
    "control cut off": (255, 40, 40),
    "text covered": (255, 120, 0),
    "text cut off": (255, 0, 200),
    "text outside its holder": (0, 160, 255),
    "word broken": (160, 0, 255),
    "overlay hides its target": (255, 220, 0),
    "sizes of one role differ": (0, 200, 120),
}


def picture(app, finding: Finding, path) -> None:
    """The part of the canvas shown, with the finding's rectangles outlined, saved at `path`."""
    shot = app.canvas.copy()
    colour = COLOURS.get(finding.rule, (255, 0, 0))
    pygame.draw.rect(shot, colour, finding.rect.inflate(4, 4), 3)
    if finding.other is not None:
        pygame.draw.rect(shot, (40, 40, 255), finding.other.inflate(2, 2), 2)
    pygame.image.save(shot.subsurface(app.shown.clip(shot.get_rect())), str(path))
