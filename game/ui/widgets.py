"""Small widgets drawn with pygame primitives, usable by mouse and keyboard.

A FocusGroup owns a list of widgets: Tab / Shift+Tab / Up / Down move the focus, Enter or
Space activates, Left / Right change a Choice, typing edits a TextInput (which selects its
text when the focus comes to it, and keeps the arrows, Home and End for its caret: from a
text field only Tab moves on). The mouse works on
every widget. (Hand-written rather than pygame_gui: we need keyboard focus traversal on every
screen and the table's own look; pygame_gui offers neither out of the box.)
"""

from __future__ import annotations

import functools
from typing import Callable, Sequence, TypeVar

import pygame

from game.core.i18n import _

from . import clipboard, drawn, theme
from .line_edit import LineEdit, printable_line
from .type_sizes import one_line_size


def focus_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The keyboard focus mark around a field: a warm ring just outside it, seen on any fill."""
    pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), width=3, border_radius=13)


ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROW_ROOM = 34  # a Choice's ‹ or › and the gap beside it, at each end


class Widget:
    """Something on a screen that takes input at `rect`. Every subclass's `draw` announces the
    widget as a control (game.ui.drawn) while it is visible, so the layout audit can tell
    whether anything drawn later covers it."""

    focusable = True

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("draw")
        if own is not None:
            cls.draw = _announcing(own)  # type: ignore[method-assign]

    def __init__(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.visible = True

    def handle(self, event: pygame.event.Event, focused: bool) -> bool:
        """Returns True when the event was used."""
        return False

    def focus_gained(self, by_click: bool) -> None:
        """Called when the keyboard focus moves here (by a click on the widget, or Tab and
        the arrows); a text field selects its text."""

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        pass


def _announcing(draw):
    """`draw` announced as a control's drawing (game.ui.drawn.control) while visible."""

    @functools.wraps(draw)
    def announced(self, surface, focused):
        if not self.visible:
            return draw(self, surface, focused)
        kind = f"{type(self).__name__} {getattr(self, 'size', '')}".strip()
        with drawn.control(surface, self.rect, _(getattr(self, "label", "")), kind):
            return draw(self, surface, focused)

    return announced


class Button(Widget):
    """A labelled button (its label in English, translated as it is drawn: game.core.i18n):
    a left click on it, or Enter / Space while it has the focus, calls
    `on_click`. While `armed` is False (a screen that has just appeared: game.ui.arming) it
    takes no click and is drawn calm, its label soft and unlit under the pointer; keys are
    the screen's to filter. While `settling` is a number (0 … 1, how far the screen's first
    moments have run) a bar filling that far lies along its foot, part of its own face."""

    def __init__(
        self,
        rect,
        label: str,
        on_click: Callable[[], None],
        *,
        size: int = 22,
        hint: str = "",
        pad: int = 24,
        smallest: int = 14,
    ) -> None:
        super().__init__(rect)
        self.label, self.on_click, self.size, self.hint = label, on_click, size, hint
        #: the smallest size its label shrinks to before it is cut with "…"
        self.smallest = smallest
        #: the room left and right of the label together (a row of small buttons takes less)
        self.pad = pad
        self.hover = False
        self.armed = True
        self.settling: float | None = None
        #: the largest size its label is drawn at when a row of buttons shares one
        #: (`share_button_size`); None: `size`
        self.fitted: int | None = None

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
        top = self.size if self.fitted is None else self.fitted
        size, label = theme.fit_line(
            _(self.label), top, self.rect.w - self.pad, "bold", smallest=min(top, self.smallest)
        )
        theme.draw_text(surface, label, self.rect.center, size, colour, "bold", "center")
        if self.settling is not None:
            settle_bar(surface, self.rect, self.settling)


def share_button_size(buttons: Sequence[Button]) -> None:
    """Gives a row of `buttons` one label size: the largest from their largest own size
    down to 14 at which every label fits its button, else 14 (a label too long even then
    ends in "…"), so that no label is shrunk alone beside its neighbours."""
    shown = [button for button in buttons if button.visible]
    if not shown:
        return
    largest = max(button.size for button in shown)
    size = one_line_size([(_(b.label), b.rect.w - b.pad) for b in shown], largest, 14, "bold") or 14
    for button in buttons:
        button.fitted = size


def settle_bar(surface: pygame.Surface, rect: pygame.Rect, progress: float) -> None:
    """The bar along the foot of a button at `rect` that fills (`progress`, 0 … 1) while the
    button is not yet armed (game.ui.arming)."""
    foot = rect.inflate(-24, 0)
    track = pygame.Rect(foot.x, rect.bottom - 9, foot.w, 4)
    pygame.draw.rect(surface, theme.INK_SOFT, track, border_radius=2)
    filled = round(foot.w * max(0.0, min(1.0, progress)))
    if filled:
        pygame.draw.rect(surface, theme.ACCENT_DARK, (track.x, track.y, filled, 4), border_radius=2)


class Choice(Widget):
    """A value picked from options with ‹ › arrows (click or Left / Right keys); its label
    and options are English texts, translated as they are drawn."""

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
        size, value = theme.fit_line(_(self.value), 19, r.w - 2 * ARROW_ROOM, "bold", smallest=14)
        theme.draw_text(surface, value, (r.centerx, y), size, theme.INK, "bold", "center")


#: A text field's largest and smallest text size.
FIELD_PX = (19, 14)


def share_field_size(fields: Sequence[TextInput]) -> None:
    """Gives `fields` (a screen's text fields of one role: the players' names) one text size:
    the largest of FIELD_PX at which every text fits its field whole, else the smallest (a
    text too long even then shows the stretch around its caret)."""
    size = one_line_size([(field.text, field.room) for field in fields], *FIELD_PX) or FIELD_PX[1]
    for field in fields:
        field.largest = size


class TextInput(Widget):
    """A one-line text field that edits as in any desktop app (the editing is a LineEdit).

    Focus: a click into the field, or Tab to it, selects all of its text, so typing replaces
    it (a suggested "Player 1" gives way to "Mara"); a click into the field that already has
    the focus places the caret there. Keys while focused: typing (TEXTINPUT, also what an IME
    composes) replaces the selection; ← → move the caret (Ctrl: by word; Shift: selecting),
    Home or ↑ to the start, End or ↓ to the end; Backspace / Delete (Ctrl: a word); Ctrl+A
    selects all; Ctrl+C, Ctrl+X and Ctrl+V copy, cut and paste through the platform's
    clipboard (game.ui.clipboard; nothing happens where there is none). Pasted text is made
    one line and cut to `max_len`. The keys the field uses go no further: no arrow moves the
    focus or a neighbour, and Tab leaves the field. The caret is drawn as a steady bar while
    the field has the focus."""

    #: keys typed into the field are its own: the focus group leaves letter shortcuts alone
    takes_typing = True

    def __init__(
        self, rect, label: str, text: str = "", max_len: int = 16, on_change: Callable[[str], None] | None = None
    ) -> None:
        super().__init__(rect)
        self.label, self.on_change = label, on_change
        self.line = LineEdit(text, max_len)
        self._clicked_in = False  # the focus came with this click: it selects, not places

    @property
    def text(self) -> str:
        return self.line.text

    @text.setter
    def text(self, value: str) -> None:
        self.line.text = value

    @property
    def max_len(self) -> int:
        return self.line.max_len

    def focus_gained(self, by_click: bool) -> None:
        self.line.select_all()
        self._clicked_in = by_click

    def handle(self, event, focused):
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if focused and not self._clicked_in:
                self.line.place(self._index_at(event.pos[0]), bool(pygame.key.get_mods() & pygame.KMOD_SHIFT))
            self._clicked_in = False
            return True  # the group has moved the focus here
        if not focused:
            return False
        line, changed = self.line, False
        if event.type == pygame.TEXTINPUT:
            changed = line.insert(event.text)
        elif event.type == pygame.KEYDOWN:
            mod = getattr(event, "mod", 0)
            ctrl, shift = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META)), bool(mod & pygame.KMOD_SHIFT)
            key = event.key
            if key == pygame.K_LEFT:
                line.step(-1, shift, ctrl)
            elif key == pygame.K_RIGHT:
                line.step(1, shift, ctrl)
            elif key in (pygame.K_HOME, pygame.K_UP):
                line.home(shift)
            elif key in (pygame.K_END, pygame.K_DOWN):
                line.end(shift)
            elif key == pygame.K_BACKSPACE:
                changed = line.delete_back(ctrl)
            elif key == pygame.K_DELETE:
                changed = line.delete_forward(ctrl)
            elif ctrl and key == pygame.K_a:
                line.select_all()
            elif ctrl and key in (pygame.K_c, pygame.K_INSERT):
                clipboard.copy(line.selected)
            elif ctrl and key == pygame.K_x:
                clipboard.copy(line.selected)
                changed = line.delete_back()
            elif (ctrl and key == pygame.K_v) or (shift and key == pygame.K_INSERT):
                pasted = printable_line(clipboard.paste())
                changed = bool(pasted) and line.insert(pasted)  # nothing to paste: nothing changes
            elif ctrl and key not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                pass  # other shortcuts do nothing in a field (and type nothing)
            else:
                return False
        else:
            return False
        if changed and self.on_change:
            self.on_change(self.text)
        return True

    # --- drawing ------------------------------------------------------------------------------
    #: the largest size its text is drawn at (a screen's fields of one role share one:
    #: `share_field_size`)
    largest = FIELD_PX[0]

    @property
    def room(self) -> int:
        """How wide the text may be drawn (the caret's room kept)."""
        return self.rect.w - 28 - CARET_W

    def _layout(self) -> tuple[int, int, int]:
        """(font size, first and last index shown): the whole text at the largest size from
        `largest` down to 14 that holds it, else at 14 the stretch around the caret that
        fits."""
        room = self.room
        text = self.text
        size, fitted = theme.fit_line(text, self.largest, room, "sans", smallest=FIELD_PX[1])
        if fitted == theme.shorten(text) and len(text) <= theme.MAX_TEXT:
            return size, 0, len(text)
        font, caret = theme.text_font(14, "sans"), self.line.caret
        start = max(0, caret - 120)
        while start < caret and font.size(text[start:caret])[0] > room:
            start += 1
        end = caret
        while end < len(text) and end - start < 240 and font.size(text[start : end + 1])[0] <= room:
            end += 1
        return 14, start, end

    def _index_at(self, x: int) -> int:
        """The caret place nearest canvas column `x`."""
        size, start, end = self._layout()
        font, left = theme.text_font(size, "sans"), self.rect.x + 14
        return min(range(start, end + 1), key=lambda i: abs(left + font.size(self.text[start:i])[0] - x))

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
        size, start, end = self._layout()
        font = theme.text_font(size, "sans")
        shown = self.text[start:end]
        left, middle = r.x + 14, r.centery + (6 if self.label else 0)
        height = font.get_height()
        top = middle - height // 2

        def column(i: int) -> int:
            return left + font.size(self.text[start : max(start, min(end, i))])[0]

        clip = surface.get_clip()
        surface.set_clip(r.inflate(-8, -4).clip(clip))
        if focused and self.line.has_selection:
            a, b = self.line.selection
            pygame.draw.rect(surface, SELECTION, (column(a), top, max(1, column(b) - column(a)), height))
        if shown:
            theme.draw_text(surface, shown, (left, middle), size, theme.INK, "sans", "midleft")
        if focused:
            pygame.draw.rect(surface, theme.INK, (column(self.line.caret), top, CARET_W, height))
        surface.set_clip(clip)


#: The caret's width and the selection's colour in a text field.
CARET_W = 2
SELECTION = (246, 208, 132)


def _draw_label(surface: pygame.Surface, label: str, rect: pygame.Rect) -> None:
    """A field's small caption in its top-left corner, cut with "…" to the field's width."""
    if label:
        _size, label = theme.fit_line(_(label), 13, rect.w - 24, "sans", smallest=13)
        theme.draw_text(surface, label, (rect.x + 12, rect.y + 4), 13, theme.INK_SOFT)


#: any kind of widget (FocusGroup.add hands back the kind it was given)
W = TypeVar("W", bound=Widget)


class FocusGroup:
    """Routes input to widgets and moves keyboard focus among the focusable ones."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus = 0 if self.widgets else -1

    def add(self, widget: W) -> W:
        """Adds `widget` (the last in the focus order) and hands it back."""
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
        self.widgets[self.focus].focus_gained(by_click=False)

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.focus] if 0 <= self.focus < len(self.widgets) else None

    def handle(self, event: pygame.event.Event) -> bool:
        """Offers the event to the widgets; returns True when one used it."""
        if event.type == pygame.KEYDOWN:
            typing = getattr(self.focused, "takes_typing", False)
            if event.key == pygame.K_TAB:
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            # in a text field the arrows are the caret's (and letters are typing): Tab leaves
            if event.key in (pygame.K_DOWN, pygame.K_s) and not typing:
                self.move(1)
                return True
            if event.key in (pygame.K_UP, pygame.K_w) and not typing:
                self.move(-1)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            for i, w in enumerate(self.widgets):
                if w.visible and w.enabled and w.rect.collidepoint(event.pos) and w.focusable and i != self.focus:
                    self.focus = i
                    w.focus_gained(by_click=True)
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
