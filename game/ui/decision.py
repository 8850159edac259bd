"""The decision panel's items, alike on every table that has one: an `Offer` is a button of
the panel for the decision at hand. It plays its `action`, or selects its `toggle` (a
half-made choice such as "which die", kept in the view's `selected`), or, when it can do
neither, says its `reason` (why the rules refuse it) in the status line.

One list of offers both draws the panel (`draw_offer`) and reads its clicks (`offer_at`,
`press`), so what a player sees is what a click does. How a game's offers look is an
`OfferLook`; where they lie and what they say is the game's own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from . import drawn, theme
from .log import Box
from .type_sizes import one_line_size

RGB = tuple[int, int, int]


@dataclass
class Offer:
    """One item of the decision panel at `rect`, showing `label`. `on` is True while the
    half-made choice it stands for is under way (its button stays lit)."""

    rect: pygame.Rect
    label: str
    action: object = None
    toggle: object = None
    reason: str = ""
    on: bool = False

    @property
    def live(self) -> bool:
        """Clickable to some effect: it plays an action or selects a half-made choice."""
        return self.action is not None or self.toggle is not None


@dataclass(frozen=True)
class OfferLook:
    """How a game draws its panel's buttons: the `face` of a live one (`dead` of one that
    only explains a refusal), theme.ACCENT under the pointer or while on; a `border` (None:
    none) and the `on_border` of one that is on; a drop `shadow` under live ones; the label
    in bold at `size` px, shrunk to no less than `smallest` to fit `pad` px inside the
    button, on up to `lines` lines (2: a long label wraps before it shrinks so far)."""

    face: RGB
    dead: RGB
    border: RGB | None
    on_border: RGB | None
    shadow: bool
    radius: int
    size: int
    pad: int
    smallest: int
    lines: int = 1


def offer_at(offers: Sequence[Offer], pos: tuple[int, int]) -> Offer | None:
    """The offer under `pos`, or None."""
    return next((o for o in offers if o.rect.collidepoint(pos)), None)


def offer_rect(offers: Sequence[Offer], action: object = None, toggle: object = None) -> pygame.Rect | None:
    """Where the offer that plays `action` or selects `toggle` lies, or None: where a player
    clicks next (a tutorial's hint points there). A Box: a mark rings a button with a rounded
    box, never a circle that would cross its words."""
    for o in offers:
        if (action is not None and o.action == action) or (toggle is not None and o.toggle == toggle):
            return Box(o.rect)
    return None


def press(view: Any, offer: Offer) -> object:
    """What pressing `offer` does at `view` (a TableBase): its action, to play; or, with
    none, its toggle selected (or dropped, pressed again) in `view.selected`; or its reason
    shown as a refusal. The action, or None."""
    if offer.action is not None:
        return offer.action
    if offer.toggle is not None:
        view.selected = None if view.selected == offer.toggle else offer.toggle
        return None
    view._explain(offer.reason)
    return None


def draw_offers(canvas: pygame.Surface, offers: Sequence[Offer], mouse: tuple[int, int], look: OfferLook) -> None:
    """The panel's buttons, their labels at one size: the largest at which every label fits
    its button on one line (a longer translation shrinks them all, not one alone)."""
    offers = list(offers)
    size = look.size
    if offers:  # (a label that needs two lines has them at the smallest size, as all then)
        rooms = [(offer.label, offer.rect.w - look.pad) for offer in offers]
        size = one_line_size(rooms, look.size, look.smallest, "bold") or look.smallest
    for offer in offers:
        draw_offer(canvas, offer, mouse, look, size)


def draw_offer(
    canvas: pygame.Surface, offer: Offer, mouse: tuple[int, int], look: OfferLook, size: int | None = None
) -> None:
    """One button of the panel: lit under the pointer or while on (if it is live), its label
    fitted to it from `size` (default the look's) down (announced as a "panel button" control
    to whoever checks the layout)."""
    with drawn.control(canvas, offer.rect, offer.label, "panel button"):
        lit = offer.live and (offer.on or offer.rect.collidepoint(mouse))
        face = theme.ACCENT if lit else (look.face if offer.live else look.dead)
        border = look.on_border if offer.on else look.border
        theme.panel(canvas, offer.rect, face, radius=look.radius, shadow=look.shadow and offer.live, border=border)
        ink = theme.INK if offer.live else theme.INK_SOFT
        width = offer.rect.w - look.pad
        top = look.size if size is None else size
        if look.lines > 1:
            size, lines = theme.fit_title(offer.label, top, width, "bold", look.smallest, look.lines)
        else:
            size, line = theme.fit_line(offer.label, top, width, "bold", smallest=look.smallest)
            lines = [line]
        step = theme.text_font(size, "bold").get_linesize() - 2
        for i, line in enumerate(lines):
            at = (offer.rect.centerx, offer.rect.centery + round((i - (len(lines) - 1) / 2) * step))
            theme.draw_text(canvas, line, at, size, ink, "bold", "center")
