"""One frame of a match's real table, drawn headless: what the self-check renders and what
the screenshots show. The caller owns the App (SDL dummy driver, its own STEINKREIS_HOME:
the table autosaves like any game that opens)."""

from __future__ import annotations

import pygame

from game.core.match import Match

from .app import App
from .scenes.play import PlayScene


def table_frame(app: App, match: Match, keys: tuple[int, ...] = ()) -> pygame.Surface:
    """Opens `match` on the table, presses `keys` (e.g. → to preview the first legal action,
    as a player browsing with the keyboard would), settles the animations and returns the
    drawn 1280×720 canvas. Nothing is played: the match is left as it was."""
    scene = PlayScene(app, match)
    app.reset_to(scene)
    app.step((), 0.0, present=False)
    for key in keys:
        app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)], 1 / 60, present=False)
    scene.timeline.finish_all()
    for _ in range(30):  # half a second: hover glows and preview tweens come to rest
        app.step((), 1 / 60, present=False)
    return app.canvas
