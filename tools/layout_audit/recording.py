"""What a frame actually drew, item by item, in drawing order: every text (with its words,
type size and the code that drew it), every picture, fill and filled shape, and what the
drawing code announced through game.ui.drawn (controls, text holders, overlays, a modal veil).

`Recorder.install()` makes every surface the game creates a RecordingSurface and records
every font's renders; it must run before the game draws anything (fonts and pictures are
cached). Each RecordingSurface keeps the items drawn on it; blitting one onto another carries
its items over, moved and clipped, so a card drawn once and blitted every frame still tells
its texts. An opaque item that covers a whole surface forgets what was under it.
"""

from __future__ import annotations

import sys
import weakref
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import FrameType

import pygame

ROOT = str(Path(__file__).resolve().parents[2])
#: drawing helpers whose callers, not themselves, are a text's "role" (where it was drawn)
HELPERS = (
    "game/ui/theme.py",
    "game/ui/widgets.py",
    "game/ui/drawn.py",
    "tools/layout_audit/",
    "contextlib.py",
    "functools.py",
    "runpy",
    "<frozen",
)
#: kinds of item that hide what lies under them where they have pixels
COVERING = {"text", "image", "fill", "shape"}


@dataclass
class Item:
    """One thing drawn. `rect` in the coordinates of the surface holding the item; `seq` the
    drawing order; `owners` the controls and overlays (their seq) being drawn when it was;
    `ink` the picture whose pixels count (text, image) with `ink_at` its top-left in `rect`'s
    coordinates; `cut` True when a text was clipped where it was drawn."""

    kind: str
    rect: pygame.Rect
    seq: int
    owners: tuple[int, ...] = ()
    text: str = ""
    size: int = 0
    role: str = ""
    scene: str = ""
    ink: pygame.Surface | None = None
    ink_at: tuple[int, int] = (0, 0)
    cut: bool = False
    label: str = ""
    points_at: pygame.Rect | None = None
    extra: dict = field(default_factory=dict)

    def moved(self, dx: int, dy: int, clip: pygame.Rect, scrolled: bool = False) -> Item | None:
        """The item as it lands `dx, dy` further on a surface whose visible part is `clip`
        (None when nothing of it lands there, or of a scrolled text's ink); a text that loses part of itself is cut,
        unless it was `scrolled` part out of view (a page shown through a window onto it).
        Only the pixels that land count: a picture, fill or shape, and a scrolled text, are
        clipped to `clip` (a page's fill covers the window onto it, not the whole page).
        Controls, holders and overlays keep their rects (a control cut by the window is cut)."""
        rect = self.rect.move(dx, dy)
        shown = rect.clip(clip)
        if shown.w <= 0 or shown.h <= 0:
            return None
        lost = self.kind == "text" and shown != rect and _ink_outside(self, rect, shown)
        cut = self.cut or (lost and not scrolled)
        if scrolled:
            self = replace(self, extra={**self.extra, "scrolled": True})
        if self.kind == "text" and scrolled and self.ink is not None:
            ink = self.ink.get_bounding_rect().move(self.ink_at[0] + dx, self.ink_at[1] + dy)
            if not ink.colliderect(shown):
                return None  # scrolled out of view but for its blank margin
        if self.kind in ("image", "fill", "shape") or (self.kind == "text" and scrolled):
            rect = shown
        pts = self.points_at.move(dx, dy) if self.points_at is not None else None
        return replace(self, rect=rect, ink_at=(self.ink_at[0] + dx, self.ink_at[1] + dy), cut=cut, points_at=pts)


def _ink_outside(item: Item, rect: pygame.Rect, shown: pygame.Rect) -> bool:
    """True when some of a text's ink falls outside `shown` (its blank margins may)."""
    if item.ink is None:
        return True
    box = item.ink.get_bounding_rect().move(rect.topleft)
    return not shown.contains(box)


class Recorder:
    """The one recorder of a process: counts drawing order, knows the scene being drawn and
    the controls open, and remembers lines that a word was broken across."""

    def __init__(self) -> None:
        self.seq = 0
        self.scene = ""
        self.open: list[int] = []
        self.roles: dict[int, str] = {}  # the role of each control open now
        self.texts: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # surface → (text, px)
        self.broken: set[tuple[str, int]] = set()  # (line, size) begun or ended inside a word
        self.installed = False

    def next(self) -> int:
        self.seq += 1
        return self.seq

    # --- the drawn.Listener contract ------------------------------------------------------
    def begin(self, kind: str, surface, rect, **about) -> object:
        seq = self.next()
        items = _items(surface)
        if items is not None and rect is not None:
            item = Item(
                kind,
                pygame.Rect(rect),
                seq,
                tuple(self.open),
                scene=self.scene,
                label=str(about.get("label") or ""),
                points_at=pygame.Rect(about["points_at"]) if about.get("points_at") is not None else None,
                role=_role() + (f" ({about['look']})" if about.get("look") else ""),
            )
            surface._add(item)
            self.roles[seq] = item.role
        self.open.append(seq)
        return seq

    def end(self, token: object) -> None:
        if token in self.open:
            self.open.remove(token)
            self.roles.pop(token, None)

    def mark(self, kind: str, surface, rect, **about) -> None:
        items = _items(surface)
        if items is None:
            return
        if kind == "dim":
            surface._add(Item("dim", pygame.Rect((0, 0), surface.get_size()), self.next(), scene=self.scene))
        else:
            surface._add(Item(kind, pygame.Rect(rect), self.next(), tuple(self.open), scene=self.scene))

    # --- installing -----------------------------------------------------------------------
    def install(self) -> None:
        """Patches pygame so that surfaces record and fonts tell their texts, and the theme's
        wrapping tells lines broken inside a word; listens to game.ui.drawn."""
        if self.installed:
            return
        self.installed = True
        from game.ui import drawn, theme

        _install_surfaces(self)
        _install_fonts(self)
        _install_draw(self)
        _install_wrap(self, theme)
        drawn.listener = self


RECORDER = Recorder()


def _items(surface) -> list[Item] | None:
    return getattr(surface, "_items", None) if isinstance(surface, RecordingSurface) else None


#: frames that are plumbing, never part of a role
PLUMBING = ("tools/layout_audit/", "game/ui/drawn.py", "contextlib.py", "functools.py", "runpy", "<frozen")


def _role() -> str:
    """Where in the game's code this is being drawn: every line from the one that drew it
    out to the second caller outside the drawing helpers (a helper's own lines tell a key cap
    from its label; a screen's own helper, called for texts of several kinds, is told apart
    by where it was called from); inside a control, the control's role too."""
    frame: FrameType | None = sys._getframe(2)
    found: list[str] = []
    outside = 0
    while frame is not None and outside < 2:
        name = frame.f_code.co_filename.replace("\\", "/")
        if not any(p in name for p in PLUMBING):
            found.append(f"{name.replace(ROOT + '/', '')}:{frame.f_lineno}")
            if not any(h in name for h in HELPERS):
                outside += 1
        frame = frame.f_back
    role = " < ".join(found) or "?"
    if RECORDER.open and RECORDER.open[-1] in RECORDER.roles:
        role += f" in {RECORDER.roles[RECORDER.open[-1]]}"
    return role


_RealSurface = pygame.Surface


class RecordingSurface(_RealSurface):  # type: ignore[misc, valid-type]
    """A pygame Surface that keeps the items drawn on it (see the module docstring)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._items: list[Item] = []
        self._parent: tuple[RecordingSurface, tuple[int, int]] | None = None

    # a copy or conversion keeps what is drawn on it; a subsurface draws into its parent
    def copy(self):
        other = super().copy()
        other._items = list(getattr(self, "_items", []))
        other._parent = None
        return other

    def convert(self, *args):
        other = super().convert(*args)
        other._items = list(getattr(self, "_items", []))
        other._parent = None
        return other

    def convert_alpha(self, *args):
        other = super().convert_alpha(*args)
        other._items = list(getattr(self, "_items", []))
        other._parent = None
        return other

    def subsurface(self, *args):
        sub = super().subsurface(*args)
        rect = pygame.Rect(*args) if len(args) != 1 else pygame.Rect(args[0])
        sub._items = []
        sub._parent = (self, rect.topleft)
        return sub

    def _root(self) -> tuple[RecordingSurface, int, int]:
        """The surface that keeps this one's items (a subsurface's parent, outermost) and
        where this one lies on it."""
        target, dx, dy = self, 0, 0
        while target._parent is not None:
            parent, (ox, oy) = target._parent
            target, dx, dy = parent, dx + ox, dy + oy
        return target, dx, dy

    def _add(self, item: Item) -> None:
        """Records `item` (in this surface's coordinates) where this surface's items are
        kept. An opaque picture over the whole surface, or a fill, paints anew: what lay
        wholly under it is forgotten."""
        target, dx, dy = self._root()
        if (dx, dy) != (0, 0):
            item = replace(
                item,
                rect=item.rect.move(dx, dy),
                ink_at=(item.ink_at[0] + dx, item.ink_at[1] + dy),
                points_at=item.points_at.move(dx, dy) if item.points_at is not None else None,
            )
        items = target.__dict__.setdefault("_items", [])
        if item.kind == "image" and item.extra.get("opaque") and item.rect.contains(target.get_rect()):
            items.clear()
        elif item.kind == "fill":
            items[:] = [old for old in items if not item.rect.contains(old.rect)]
        items.append(item)

    def _erase(self, rect: pygame.Rect) -> None:
        """A region cleared to transparency: what lay wholly inside it is forgotten."""
        target, dx, dy = self._root()
        gone = pygame.Rect(rect).move(dx, dy)
        items = target.__dict__.setdefault("_items", [])
        items[:] = [old for old in items if not gone.contains(old.rect)]

    def blit(self, source, dest, area=None, special_flags=0):
        landed = super().blit(source, dest, area, special_flags)
        _record_blit(self, source, dest, area, special_flags, landed)
        return landed

    def blits(self, blit_sequence, doreturn=1):
        out = []
        for entry in blit_sequence:
            out.append(self.blit(*entry))
        return out if doreturn else None

    def fill(self, color, rect=None, special_flags=0):
        landed = super().fill(color, rect, special_flags)
        if not special_flags and landed.w and landed.h:
            colour = pygame.Color(color) if not isinstance(color, int) else self.unmap_rgb(color)
            opaque = colour.a == 255 or not (self.get_flags() & pygame.SRCALPHA)
            clear = colour.a == 0 and bool(self.get_flags() & pygame.SRCALPHA)
            if clear:
                self._erase(landed)
            elif opaque:
                self._add(
                    Item(
                        "fill",
                        pygame.Rect(landed),
                        RECORDER.next(),
                        tuple(RECORDER.open),
                        scene=RECORDER.scene,
                        extra={"opaque": True},
                    )
                )
        return landed


def _record_blit(target: RecordingSurface, source, dest, area, special_flags, landed) -> None:
    if special_flags or landed.w <= 0 or landed.h <= 0:
        return
    src_area = pygame.Rect(area) if area is not None else source.get_rect()
    if isinstance(dest, pygame.Rect) or (hasattr(dest, "__len__") and len(dest) == 4):
        at = pygame.Rect(dest).topleft
    else:
        at = (int(dest[0]), int(dest[1]))
    whole = pygame.Rect(at, src_area.size)
    dx, dy = at[0] - src_area.x, at[1] - src_area.y
    known = RECORDER.texts.get(source)
    owners = tuple(RECORDER.open)
    if known is not None:
        text, px = known
        item = Item(
            "text",
            whole,
            RECORDER.next(),
            owners,
            text=text,
            size=px,
            role=_role(),
            scene=RECORDER.scene,
            ink=source,
            ink_at=(dx, dy),
        )
        item.cut = landed != whole and _ink_outside(item, whole, landed)
        target._add(item)
        return
    carried = getattr(source, "_items", None) if isinstance(source, RecordingSurface) else None
    if carried is not None and carried:
        clip = pygame.Rect(landed)
        # a part of a larger picture shown through a window onto it (a page that scrolls)
        scrolled = area is not None and src_area.h < source.get_height()
        base = RECORDER.next()
        # the picture's own order kept inside its place in this surface's order, and the
        # controls and overlays it holds still owning what was drawn inside them
        order = sorted({item.seq for item in carried})
        renumbered = {seq: base + (k + 1) / (len(order) + 1) for k, seq in enumerate(order)}
        for item in carried:
            moved = item.moved(dx, dy, clip, scrolled)
            if moved is None:
                continue
            moved.seq = renumbered[item.seq]
            moved.owners = owners + tuple(renumbered.get(o, o) for o in moved.owners)
            if RECORDER.scene and not moved.scene:
                moved.scene = RECORDER.scene
            target._add(moved)
        return
    opaque = not (source.get_flags() & pygame.SRCALPHA) and source.get_colorkey() is None
    target._add(
        Item(
            "image",
            whole,
            RECORDER.next(),
            owners,
            role=_role(),
            scene=RECORDER.scene,
            ink=source,
            ink_at=(dx, dy),
            extra={"opaque": opaque, "area": src_area},
        )
    )


def _install_surfaces(recorder: Recorder) -> None:
    pygame.Surface = RecordingSurface  # type: ignore[misc]
    pygame.surface.Surface = RecordingSurface  # type: ignore[misc]


def _install_fonts(recorder: Recorder) -> None:
    real = pygame.font.Font

    class RecordingFont(real):  # type: ignore[misc, valid-type]
        def __init__(self, file=None, size=20, *args, **kwargs):
            super().__init__(file, size, *args, **kwargs)
            self.px = int(size)

        def render(self, text, *args, **kwargs):
            img = super().render(text, *args, **kwargs)
            recorder.texts[img] = (str(text), self.px)
            return img

    pygame.font.Font = RecordingFont  # type: ignore[misc, assignment]


#: pygame.draw functions that fill (width 0 or none given) and where their width stands
#: among the arguments after the surface
_FILLING = {"rect": 2, "circle": 3, "ellipse": 2, "polygon": 2}


def _install_draw(recorder: Recorder) -> None:
    for name, width_at in _FILLING.items():
        real = getattr(pygame.draw, name)

        def drawing(surface, *args, _real=real, _width_at=width_at, **kwargs):
            landed = _real(surface, *args, **kwargs)
            width = kwargs.get("width", args[_width_at] if len(args) > _width_at else 0)
            if isinstance(surface, RecordingSurface) and not width and landed.w and landed.h:
                colour = args[0]
                alpha = pygame.Color(colour).a if not isinstance(colour, int) else 255
                if alpha >= 200 or not (surface.get_flags() & pygame.SRCALPHA):
                    surface._add(
                        Item(
                            "shape",
                            pygame.Rect(landed),
                            recorder.next(),
                            tuple(recorder.open),
                            role=_role(),
                            scene=recorder.scene,
                        )
                    )
            return landed

        setattr(pygame.draw, name, drawing)


def _install_wrap(recorder: Recorder, theme) -> None:
    """Lines that theme.wrap made by breaking a word are remembered (the text drawn from them
    is then a word broken inside itself)."""
    real = theme._wrapped

    def wrapped(text: str, size: int, width: int, style: str):
        lines = real(text, size, width, style)
        whole = set(text.split())
        raised = max(size, theme._smallest_text)  # the size the lines are drawn at now
        for line in lines:
            if any(word not in whole for word in line.split()):
                recorder.broken.add((line, size))
                recorder.broken.add((line, raised))
        return lines

    wrapped.cache_clear = real.cache_clear  # type: ignore[attr-defined]
    theme._wrapped = wrapped
