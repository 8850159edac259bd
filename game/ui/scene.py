"""Scenes on a stack: the top scene gets input; scenes draw from the topmost opaque one up."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from .app import App


#: The canvas columns a narrow layout (App.narrow) keeps to: 960 of 1280, centred, which fill
#: an 800×600 window from top to bottom.
NARROW_SPAN = (160, 1120)


class Scene:
    """One screen or overlay.

    Contract: `handle(event)` receives events with mouse positions already in canvas
    coordinates (1280×720); `update(dt)` may change the scene (dt in seconds); `draw(canvas)`
    paints and never changes anything. Dependencies come through the constructor.

    Redrawing: the app draws a frame after any input, a change of the scene stack, a message
    or the window, and otherwise only when the top scene's `needs_redraw()` (asked once per
    frame, after `update`) says so.
    """

    #: An opaque scene paints the whole canvas; overlays (False) draw over the scene below.
    opaque = True

    @property
    def content_span(self) -> tuple[int, int]:
        """The canvas columns (x0, x1) that hold everything the scene shows. A window
        narrower than 16:9 shows only these (and what fits around them) at the window's full
        height, so a scene that fits 960 columns fills an 800×600 window; the whole width
        letterboxes. A scene may state it as a class attribute."""
        return (0, 1280)

    @property
    def small_text_grows(self) -> bool:
        """True when the layout has room for text under theme.LARGEST_RAISE px to be drawn at
        that size: in a small window such text is then raised to stay readable (theme.
        smallest_text_for); a scene with tight boxes keeps its sizes. A scene may state it as
        a class attribute."""
        return False

    def __init__(self, app: App) -> None:
        self.app = app

    def relayout(self, narrow: bool) -> None:
        """Called when the window changes between wide and narrow (App.narrow; a scene built
        later reads `app.narrow` itself). A scene with a narrow layout switches to it here and
        reports the columns it then uses in `content_span`, within NARROW_SPAN."""

    def language_changed(self) -> None:
        """Called when the player chooses another language (game.core.i18n): texts drawn
        through `_()` change by themselves; a scene that keeps texts it made (a story, a
        fitted caption) makes them again here. By default it is laid out anew."""
        self.relayout(self.app.narrow)

    def handle(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, canvas: pygame.Surface) -> None:
        pass

    def needs_redraw(self) -> bool:
        """True when the picture changed by itself since the last frame (something animates,
        an indicator ticks, `update` changed what is drawn); input needs no say here. The
        default, True, draws every frame: a scene that changes only with input returns False."""
        return True

    def on_resume(self) -> None:
        """Called when the scene above this one was popped."""

    def on_exit(self) -> None:
        """Called when this scene leaves the stack."""


class NarrowScene(Scene):
    """A scene with a narrow layout: while `laid_narrow` holds (by default while the window
    is narrow, App.narrow) it keeps everything it draws within NARROW_SPAN, with room for
    small text to be raised, and says so through `content_span` and `small_text_grows`."""

    @property
    def laid_narrow(self) -> bool:
        return self.app.narrow

    @property
    def content_span(self) -> tuple[int, int]:
        return NARROW_SPAN if self.laid_narrow else (0, 1280)

    @property
    def small_text_grows(self) -> bool:
        return self.laid_narrow
