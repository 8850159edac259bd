"""Small widgets drawn with pygame primitives, usable by mouse and keyboard.

A FocusGroup owns a list of widgets: Tab / Shift+Tab / Up / Down move the focus, Enter or
Space activates, Left / Right change a Choice, typing edits a TextInput. The mouse works on
every widget. (Hand-written rather than pygame_gui: we need keyboard focus traversal on every
screen and the table's own look; pygame_gui offers neither out of the box.)
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from . import theme


def focus_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The keyboard focus mark around a field: a warm ring just outside it, seen on any fill."""
    pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), width=3, border_radius=13)


ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROW_ROOM = 34  # a Choice's ‹ or › and the gap beside it, at each end


class Widget:
    focusable = True

    def __init__(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.visible = True

    def handle(self, event: pygame.event.Event, focused: bool) -> bool:
        """Returns True when the event was used."""
        return False

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        pass


class Button(Widget):
    """A labelled button: a left click on it, or Enter / Space while it has the focus, calls
    `on_click`. While `armed` is False (a screen that has just appeared: game.ui.arming) it
    takes no click and is drawn calm, its label soft and unlit under the pointer; keys are
    the screen's to filter."""

    def __init__(self, rect, label: str, on_click: Callable[[], None], *, size: int = 22, hint: str = "") -> None:
        super().__init__(rect)
        self.label, self.on_click, self.size, self.hint = label, on_click, size, hint
        self.hover = False
        self.armed = True

    def handle(self, event, focused):
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if not self.armed:
                return True  # a click in flight: used up, nothing pressed
            self.on_click()
            return True
        elif focused and event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS:
            self.on_click()
            return True
        return False

    def draw(self, surface, focused):
        if not self.visible:
            return
        lit = self.enabled and self.armed and (self.hover or focused)
        base = theme.ACCENT if lit else theme.PANEL
        if not self.enabled:
            base = (176, 170, 158)
        theme.panel(
            surface, self.rect, base, radius=10, shadow=self.enabled, border=theme.HIGHLIGHT if focused else None
        )
        colour = theme.INK if self.enabled and self.armed else theme.INK_SOFT
        # a label with a long player name shrinks (or ends in "…") inside the button
        size, label = theme.fit_line(self.label, self.size, self.rect.w - 24, "bold", smallest=min(self.size, 14))
        theme.draw_text(surface, label, self.rect.center, size, colour, "bold", "center")


class Choice(Widget):
    """A value picked from options with ‹ › arrows (click or Left / Right keys)."""

    def __init__(
        self, rect, label: str, options: Sequence[str], index: int = 0, on_change: Callable[[int], None] | None = None
    ) -> None:
        super().__init__(rect)
        self.label, self.options, self.index, self.on_change = label, list(options), index, on_change
        self.hover = False

    @property
    def value(self) -> str:
        return self.options[self.index]

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.options)
        if self.on_change:
            self.on_change(self.index)

    def handle(self, event, focused):
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.rect.collidepoint(event.pos):
            left_half = event.pos[0] < self.rect.centerx
            self.step(-1 if (left_half or event.button == 3) else 1)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)  # canvas coordinates, unlike get_pos()
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.step(-1 if event.y > 0 else 1)
            return True
        if focused and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_a):
                self.step(-1)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_d, pygame.K_SPACE):  # Enter: the screen's own
                self.step(1)
                return True
        return False

    def draw(self, surface, focused):
        if not self.visible:
            return
        theme.panel(
            surface,
            self.rect,
            (250, 238, 208) if focused else theme.PANEL,
            radius=10,
            shadow=False,
            border=theme.ACCENT_DARK if focused else theme.INK_SOFT,
        )
        if focused:
            focus_ring(surface, self.rect)
        r = self.rect
        _draw_label(surface, self.label, r)
        y = r.centery + (6 if self.label else 0)
        theme.draw_text(surface, "‹", (r.x + 14, y), 26, theme.ACCENT_DARK, "bold", "midleft")
        theme.draw_text(surface, "›", (r.right - 14, y), 26, theme.ACCENT_DARK, "bold", "midright")
        size, value = theme.fit_line(self.value, 19, r.w - 2 * ARROW_ROOM, "bold", smallest=14)
        theme.draw_text(surface, value, (r.centerx, y), size, theme.INK, "bold", "center")


class TextInput(Widget):
    """A one-line text field; gets keys while focused (click it or Tab to it)."""

    def __init__(
        self, rect, label: str, text: str = "", max_len: int = 16, on_change: Callable[[str], None] | None = None
    ) -> None:
        super().__init__(rect)
        self.label, self.text, self.max_len, self.on_change = label, text, max_len, on_change

    def handle(self, event, focused):
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True  # the group moves the focus here
        if not focused:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
        elif event.type == pygame.TEXTINPUT:
            allowed = "".join(ch for ch in event.text if ch.isprintable())
            self.text = (self.text + allowed)[: self.max_len]
        else:
            return False
        if self.on_change:
            self.on_change(self.text)
        return True

    def draw(self, surface, focused):
        if not self.visible:
            return
        theme.panel(
            surface,
            self.rect,
            (252, 248, 240),
            radius=10,
            shadow=False,
            border=theme.ACCENT_DARK if focused else theme.INK_SOFT,
        )
        if focused:
            focus_ring(surface, self.rect)
        r = self.rect
        _draw_label(surface, self.label, r)
        # fitted with the cursor, blinking or not, so that the text keeps its size
        size, shown = theme.fit_line(self.text + "|", 19, r.w - 28, "sans", smallest=14)
        if shown.endswith("|") and not (focused and pygame.time.get_ticks() // 500 % 2 == 0):
            shown = shown[:-1]
        theme.draw_text(
            surface, shown or " ", (r.x + 14, r.centery + (6 if self.label else 0)), size, theme.INK, "sans", "midleft"
        )


def _draw_label(surface: pygame.Surface, label: str, rect: pygame.Rect) -> None:
    """A field's small caption in its top-left corner, cut with "…" to the field's width."""
    if label:
        _size, label = theme.fit_line(label, 13, rect.w - 24, "sans", smallest=13)
        theme.draw_text(surface, label, (rect.x + 12, rect.y + 4), 13, theme.INK_SOFT)


class FocusGroup:
    """Routes input to widgets and moves keyboard focus among the focusable ones."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus = 0 if self.widgets else -1

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        if self.focus < 0:
            self.focus = 0
        return widget

    def _usable(self) -> list[int]:
        return [i for i, w in enumerate(self.widgets) if w.focusable and w.visible and w.enabled]

    def move(self, delta: int) -> None:
        usable = self._usable()
        if not usable:
            return
        pos = usable.index(self.focus) if self.focus in usable else -1 if delta > 0 else 0
        self.focus = usable[(pos + delta) % len(usable)]

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.focus] if 0 <= self.focus < len(self.widgets) else None

    def handle(self, event: pygame.event.Event) -> bool:
        """Offers the event to the widgets; returns True when one used it."""
        if event.type == pygame.KEYDOWN:
            typing = isinstance(self.focused, TextInput)
            if event.key == pygame.K_TAB:
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key == pygame.K_DOWN or (event.key == pygame.K_s and not typing):
                self.move(1)
                return True
            if event.key == pygame.K_UP or (event.key == pygame.K_w and not typing):
                self.move(-1)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            for i, w in enumerate(self.widgets):
                if w.visible and w.enabled and w.rect.collidepoint(event.pos) and w.focusable:
                    self.focus = i
        for i, w in enumerate(self.widgets):
            if w.handle(event, i == self.focus):
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for i, w in enumerate(self.widgets):
            w.draw(surface, i == self.focus)


# --- button placement against misclicks ------------------------------------------------------
#: How far a button that appears keeps from the point where the pointer rests (canvas pixels).
POINTER_MARGIN = 8


def clear_of_pointer(rects: Sequence[pygame.Rect], pointer, offsets: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """The button placement rule: the first of `offsets` (dx, dy; the first is normally
    (0, 0), the buttons' home) at which none of `rects`, moved by it and grown by
    POINTER_MARGIN, holds `pointer`. With no pointer, no rects or no clear offset: the
    first offset."""
    if pointer is None or not rects or not offsets:
        return offsets[0] if offsets else (0, 0)
    for dx, dy in offsets:
        if not any(r.move(dx, dy).inflate(2 * POINTER_MARGIN, 2 * POINTER_MARGIN).collidepoint(pointer) for r in rects):
            return dx, dy
    return offsets[0]


class ButtonPlacer:
    """Keeps a panel's buttons from appearing under the pointer where a different button
    just was (a second click meant for the old button would press the new one).

    A panel calls `place(key, buttons, pointer, offsets)` whenever it lays out its buttons;
    `key` names the set shown (a new decision → a new key). The offset is chosen once, when
    a set first appears, and kept while that set shows, so buttons never move under a moving
    pointer. A button with the label of the one last pressed under the pointer (the same
    button again) may stay there. `pressed(rect, label)` records a press."""

    def __init__(self) -> None:
        self.key: object = None
        self.offset: tuple[int, int] = (0, 0)
        self.last: tuple[pygame.Rect, str] | None = None

    def pressed(self, rect: pygame.Rect, label: str) -> None:
        self.last = (pygame.Rect(rect), label)

    def place(
        self, key, buttons: Sequence[tuple[pygame.Rect, str]], pointer, offsets: Sequence[tuple[int, int]]
    ) -> tuple[int, int]:
        """The offset (dx, dy) to draw the set `key` at; see the class."""
        if key != self.key:
            self.key = key
            same = None
            if self.last is not None and pointer is not None and self.last[0].collidepoint(pointer):
                same = self.last[1]
            new = [rect for rect, label in buttons if label != same]
            self.offset = clear_of_pointer(new, pointer, offsets)
        return self.offset


def pointer_on_canvas(app) -> tuple[int, int]:
    """Where the pointer rests now, in canvas coordinates (a scene that has just opened has
    seen no mouse event yet: this is where the click that opened it was)."""
    return app.to_canvas(pygame.mouse.get_pos())
