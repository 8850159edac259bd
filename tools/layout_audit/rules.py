"""The layout rules, checked over the items of one drawn frame (recording.Item, in canvas
coordinates, drawing order): what a player must click or read is whole and uncovered.

- control covered: something drawn later (not the control's own drawing) has pixels on a
  control's rect; control cut: a control reaches outside the part of the canvas shown;
- text covered: something drawn later has pixels on a text's ink; text cut: a text lost ink
  where it was drawn (its card's or the window's edge);
- text outside its holder: a text's ink crosses the edge of the innermost panel, card or
  control drawn before it around the text's centre;
- word broken: a line of text begins or ends inside a word;
- overlay hides its target: a tooltip, caption or arrow has pixels on the thing it points at;
- sizes of one role: texts drawn by the same line of code on one screen differ in size.

Items drawn before a modal veil (drawn.dimmed) lie behind it and are not checked, nor are
items drawn before a veiled region (drawn.veiled) that lie wholly inside it.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass

import pygame

from .recording import COVERING, RECORDER, Item

#: pixels of something drawn later on a text's ink, or on a control, that count as covering
#: (antialiased edges touching are not)
COVER_PIXELS = 6
#: how far a text's ink may stand over its holder's edge (antialiasing, rounding)
HOLDER_SLACK = 1

_MASKS: dict[int, tuple[weakref.ref, pygame.Mask]] = {}


@dataclass
class Finding:
    rule: str
    what: str
    rect: pygame.Rect
    other: pygame.Rect | None = None
    detail: str = ""

    def as_json(self) -> dict:
        return {
            "rule": self.rule,
            "what": self.what,
            "rect": list(self.rect),
            "other": list(self.other) if self.other is not None else None,
            "detail": self.detail,
        }


def _mask(surface: pygame.Surface) -> pygame.Mask:
    key = id(surface)
    known = _MASKS.get(key)
    if known is not None and known[0]() is surface:
        return known[1]
    mask = pygame.mask.from_surface(surface, 127)
    _MASKS[key] = (weakref.ref(surface), mask)
    return mask


def _pixels(item: Item, region: pygame.Rect) -> pygame.Mask:
    """The item's pixels within `region` (canvas coordinates), as a mask of region's size."""
    out = pygame.Mask(region.size)
    inside = item.rect.clip(region)
    if inside.w <= 0 or inside.h <= 0:
        return out
    if item.ink is None:  # a fill or a filled shape: its whole rect
        out.draw(pygame.Mask(inside.size, fill=True), (inside.x - region.x, inside.y - region.y))
        return out
    ink = _mask(item.ink)
    clipped = pygame.Mask(region.size)
    clipped.draw(ink, (item.ink_at[0] - region.x, item.ink_at[1] - region.y))
    keep = pygame.Mask(region.size)
    keep.draw(pygame.Mask(inside.size, fill=True), (inside.x - region.x, inside.y - region.y))
    out.draw(clipped.overlap_mask(keep, (0, 0)), (0, 0))
    return out


def _covered(mine: pygame.Mask, item: Item, region: pygame.Rect) -> int:
    return mine.overlap_area(_pixels(item, region), (0, 0))


def _ink_box(item: Item) -> pygame.Rect:
    if item.ink is None:
        return pygame.Rect(item.rect)
    box = item.ink.get_bounding_rect().move(item.ink_at)
    return box.clip(item.rect) if box.colliderect(item.rect) else box


def _name(item: Item) -> str:
    if item.kind == "text":
        return f"text “{item.text}” ({item.size} px, {item.role})"
    if item.kind == "control":
        return f"control “{item.label}” ({item.role})"
    if item.kind == "overlay":
        return f"overlay ({item.role})"
    return f"{item.kind} ({item.role})"


def check(items: list[Item], shown: pygame.Rect, top: str = "") -> list[Finding]:
    """Every finding of the rules above over one frame's canvas items; `shown` is the part of
    the canvas the window shows, `top` the scene that takes input (only its controls can be
    clicked: those of a scene below count by their texts alone)."""
    items = sorted(items, key=lambda item: item.seq)
    dims = [k for k, item in enumerate(items) if item.kind == "dim"]
    items = items[dims[-1] + 1 :] if dims else items
    veils = [item for item in items if item.kind == "veil"]
    if veils:
        items = [
            item
            for item in items
            if item.kind == "veil" or not any(v.seq > item.seq and v.rect.contains(item.rect) for v in veils)
        ]
    found: list[Finding] = []
    coverers = [item for item in items if item.kind in COVERING]
    texts = [item for item in items if item.kind == "text" and item.text.strip()]
    controls = [item for item in items if item.kind == "control" and (not top or item.scene == top)]
    holders = [item for item in items if item.kind in ("holder", "control")]
    for control in controls:
        if not shown.contains(control.rect):
            found.append(Finding("control cut off", _name(control), control.rect, shown))
        mine = pygame.Mask(control.rect.size, fill=True)
        for later in coverers:
            if later.seq <= control.seq or control.seq in later.owners or not later.rect.colliderect(control.rect):
                continue
            region = control.rect
            if _covered(mine, later, region) > COVER_PIXELS:
                found.append(Finding("control covered", _name(control), control.rect, later.rect, _name(later)))
                break
    for text in texts:
        box = _ink_box(text)
        if box.w <= 0 or box.h <= 0:
            continue
        if text.cut or (not shown.contains(box) and not text.extra.get("scrolled")):
            found.append(Finding("text cut off", _name(text), box, shown if not shown.contains(box) else None))
        if len(text.text.strip()) > 1 and (text.text, text.size) in RECORDER.broken:
            found.append(Finding("word broken", _name(text), box))
        ink = _pixels(text, text.rect)
        for later in coverers:
            if later.seq <= text.seq or not later.rect.colliderect(box) or _shadow_of(text, later):
                continue
            if text.extra.get("scrolled") and later.kind == "image":
                continue  # a page's edge fading out what scrolls under it
            if _covered(ink, later, text.rect) > COVER_PIXELS:
                found.append(Finding("text covered", _name(text), box, later.rect, _name(later)))
                break
        holder = _holder_of(text, box, holders)
        if holder is not None and not holder.rect.inflate(2 * HOLDER_SLACK, 2 * HOLDER_SLACK).contains(box):
            found.append(Finding("text outside its holder", _name(text), box, holder.rect, _name(holder)))
    for overlay in (item for item in items if item.kind == "overlay" and item.points_at is not None):
        target = overlay.points_at
        assert target is not None  # the overlays chosen point at something
        mine = pygame.Mask(target.size, fill=True)
        for part in coverers:
            if (
                overlay.seq in part.owners
                and part.rect.colliderect(target)
                and _covered(mine, part, target) > COVER_PIXELS
            ):
                found.append(Finding("overlay hides its target", _name(overlay), overlay.rect, target, _name(part)))
                break
    found += _sizes(texts)
    return found


def _shadow_of(text: Item, later: Item) -> bool:
    """True when `later` is the same words drawn again a few pixels off: `text` is its
    shadow or embossing, drawn to lie under it."""
    if later.kind != "text" or later.text != text.text:
        return False
    dx, dy = later.rect.x - text.rect.x, later.rect.y - text.rect.y
    return abs(dx) <= 4 and abs(dy) <= 4


def _holder_of(text: Item, box: pygame.Rect, holders: list[Item]) -> Item | None:
    """The holder drawn last before `text` whose rect holds the text's centre (a card on a
    panel is drawn after the panel; a panel drawn over another hides the one below)."""
    centre = box.center
    best = None
    for holder in holders:
        if holder.seq >= text.seq or not holder.rect.collidepoint(centre):
            continue
        if holder.kind == "control" and holder.seq not in text.owners:
            continue  # a control holds only its own texts
        if best is None or holder.seq > best.seq:
            best = holder
    return best


def _sizes(texts: list[Item]) -> list[Finding]:
    """Texts of one role (drawn by one line of code, on one scene) at more than one size;
    single letters (piece marks, key caps) are pictures, not text to read, and left out."""
    roles: dict[tuple[str, str], list[Item]] = {}
    for text in texts:
        if len(text.text.strip()) > 1 and not text.extra.get("scrolled"):  # a page's own styles
            roles.setdefault((text.scene, text.role), []).append(text)
    found = []
    for (_scene, role), group in roles.items():
        sizes = sorted({t.size for t in group})
        if len(sizes) > 1:
            small = min(group, key=lambda t: t.size)
            large = max(group, key=lambda t: t.size)
            found.append(
                Finding(
                    "sizes of one role differ",
                    f"{role}: “{small.text}” at {small.size} px, “{large.text}” at {large.size} px",
                    _ink_box(small),
                    _ink_box(large),
                    ", ".join(map(str, sizes)),
                )
            )
    return found
