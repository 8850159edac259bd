"""Screens that must not be passed by input already under way when they appear: the hand-over
(whose button would show one player's secrets to another), the results (a rematch or the menu
would throw them away) and the question before a new game replaces the one in progress.

Their buttons never move out of the pointer's way. Instead a screen that has just appeared
is *armed* in two parts:

- keys: a key that was already held down when the screen appeared does nothing, its
  repeats included, until it has been let go (SDL's keyboard state when the screen appears
  tells which keys are down); where the screen asks for it (`keys_wait`), no key acts during
  the settle either;
- clicks: for SETTLE_SECONDS after the screen appears no button takes a click (the second
  click of a double click, impatient clicks that were skipping the last animation), and a
  button the pointer rested on as the screen appeared takes one only once the pointer has
  left it or travelled ARM_TRAVEL pixels: a click that was meant for the table below does
  not press it, a click after moving the mouse does.

Unarmed buttons are drawn calm (Button.armed) with a bar filling along their foot during the
settle (Button.settling: the bar is part of the button's own face), so a player sees when
they will answer. The settle runs on the frames' time (`update`),
never on a clock of its own.
"""

from __future__ import annotations

from typing import Sequence

import pygame

from .widgets import POINTER_MARGIN, Button, pointer_on_canvas

#: How long a screen ignores clicks (and, where asked, keys) after it appears: longer than a
#: double click's second click takes, short enough not to be waited for.
SETTLE_SECONDS = 0.5
#: How far (canvas pixels, summed) a pointer that rested on a button must move to arm it.
ARM_TRAVEL = 12


class Arming:
    """The arming of one screen and its `buttons` (see the module). The screen calls
    `update(dt)` each frame, passes each event through `lets(event)` first (False: drop it),
    and calls `drawn()` once it has drawn its buttons; `needs_redraw()` holds while the
    settle's bar fills."""

    def __init__(self, app, buttons: Sequence[Button] = (), *, keys_wait: bool = False) -> None:
        self.buttons = list(buttons)
        self.keys_wait = keys_wait
        self.age = 0.0
        #: SDL's keyboard state as the screen appeared: a key down then is not a fresh press
        self._down_at_start = pygame.key.get_pressed()
        self._let_go: set[int] = set()  # keys released since (their next press is fresh)
        pointer = pointer_on_canvas(app)
        self._pointer = pointer
        self._travel = 0
        #: per button: the pointer has been off it since the screen appeared
        self._left = [not _near(button.rect, pointer) for button in self.buttons]
        self._drawn_progress: float | None = None
        self._arm()

    # --- time -----------------------------------------------------------------------------
    @property
    def settled(self) -> bool:
        return self.progress >= 1.0

    @property
    def progress(self) -> float:
        """How far the settle has run, 0 … 1 (frame times summed to SETTLE_SECONDS count as
        all of it, whatever their rounding: 30 frames of 1/60 s are half a second)."""
        return 1.0 if self.age >= SETTLE_SECONDS - 1e-9 else self.age / SETTLE_SECONDS

    def update(self, dt: float) -> None:
        self.age += dt
        self._arm()

    def needs_redraw(self) -> bool:
        """True while the settle's bar has changed since it was last drawn."""
        return self._drawn_progress != self.progress

    # --- input ----------------------------------------------------------------------------
    def held(self, key: int) -> bool:
        """True for a key that was down as the screen appeared and has not been let go."""
        return key not in self._let_go and bool(self._down_at_start[key])

    def lets(self, event: pygame.event.Event) -> bool:
        """False for an event the screen must not act on: a key held since before the screen
        appeared (see `held`), any key during the settle when keys wait. Pointer moves and
        key releases are noted (they arm buttons and keys) and let through; clicks are let
        through to the buttons, which take them only when armed."""
        if event.type == pygame.KEYUP:
            self._let_go.add(event.key)
            return True
        if event.type == pygame.KEYDOWN:
            if self.held(event.key):
                return False
            return self.settled or not self.keys_wait
        if event.type == pygame.MOUSEMOTION:
            x, y = event.pos
            self._travel += abs(x - self._pointer[0]) + abs(y - self._pointer[1])
            self._pointer = (x, y)
            for k, button in enumerate(self.buttons):
                if not _near(button.rect, event.pos):
                    self._left[k] = True
            self._arm()
        return True

    def _arm(self) -> None:
        moved = self._travel >= ARM_TRAVEL
        settling = None if self.settled else self.progress
        for k, button in enumerate(self.buttons):
            button.armed = self.settled and (self._left[k] or moved)
            button.settling = settling

    # --- drawing --------------------------------------------------------------------------
    def drawn(self) -> None:
        """Notes that the frame drawn shows the settle as far as it has run (the buttons draw
        its bar themselves, Button.settling)."""
        self._drawn_progress = self.progress


def _near(rect: pygame.Rect, pointer) -> bool:
    """True when `pointer` lies on `rect` or within POINTER_MARGIN of it."""
    return pointer is not None and rect.inflate(2 * POINTER_MARGIN, 2 * POINTER_MARGIN).collidepoint(pointer)
