"""Scenes on a stack: the top scene gets input; scenes draw from the topmost opaque one up."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from .app import App


class Scene:
    """One screen or overlay.

    Contract: `handle(event)` receives events with mouse positions already in canvas
    coordinates (1280×720); `update(dt)` may change the scene (dt in seconds); `draw(canvas)`
    paints and never changes anything. Dependencies come through the constructor.
    """

    #: An opaque scene paints the whole canvas; overlays (False) draw over the scene below.
    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, canvas: pygame.Surface) -> None:
        pass

    def on_resume(self) -> None:
        """Called when the scene above this one was popped."""

    def on_exit(self) -> None:
        """Called when this scene leaves the stack."""
