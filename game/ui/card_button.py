"""A large button with a title and a line of detail under it (a game's card in the menu,
the saved match, a tutorial chapter), and the sizes a screen's cards share."""

from __future__ import annotations

import pygame

from game.core.i18n import _

from . import theme
from .type_sizes import one_line_size, wrapped_size
from .widgets import Button


class CardButton(Button):
    """A large button with a title and a line of detail under it (a game, or the saved match)."""

    def __init__(self, rect, title: str, detail: str, on_click, *, title_size: int = 28) -> None:
        super().__init__(rect, title, on_click)
        self.detail, self.title_size = detail, title_size
        #: the sizes its title and detail are drawn at when a screen gives its cards of one
        #: role one size each (`share_sizes`); None: the card fits its own
        self.title_px: int | None = None
        self.detail_px: int | None = None

    def draw(self, surface, focused):
        if not self.visible:
            return
        lit = self.enabled and (self.hover or focused)
        base = (250, 238, 208) if lit else theme.PANEL
        if not self.enabled:
            base = (150, 146, 136)
        theme.panel(
            surface,
            self.rect,
            base,
            radius=12,
            shadow=self.enabled,
            border=theme.HIGHLIGHT if focused and self.enabled else None,
        )
        if lit:  # a warm bar on the left edge marks the card the keyboard is on
            bar = pygame.Rect(self.rect.x, self.rect.y + 12, 6, self.rect.h - 24)
            pygame.draw.rect(surface, theme.ACCENT, bar, border_radius=3)
        ink = theme.INK if self.enabled else (92, 88, 80)
        soft = theme.INK_SOFT if self.enabled else (92, 88, 80)
        (title, at, size, style), *details = self.text_layout()
        theme.draw_text(surface, title, at, size, ink, style)
        for text, pos, detail_size, detail_style in details:  # the detail: a role of its own
            theme.draw_text(surface, text, pos, detail_size, soft, detail_style)

    def text_layout(self) -> list[tuple[str, tuple[int, int], int, str]]:
        """(text, top left, size, style) of the title and each detail line, all inside the
        card: the title as large as fits its width (down to 18), then the detail at the
        largest size from 15 down to 12 whose lines fit the height left; if even 12 does not,
        as many lines as fit, the last ending after a whole word in "…". Sizes given by
        `share_sizes` are used as they are (a title too long for its size is cut with "…")."""
        r, pad = self.rect, 24
        width = r.w - 2 * pad
        if self.title_px is None:
            size, title = theme.fit_line(_(self.label), self.title_size, width, "serif", smallest=18)
        else:
            size, title = theme.fit_line(_(self.label), self.title_px, width, "serif", smallest=self.title_px)
        title_h = theme.text_font(size, "serif").get_height()
        out = [(title, (r.x + pad, r.y + 10), size, "serif")]
        top = r.y + 10 + title_h + 2
        room = r.bottom - 6 - top
        if not self.detail:
            return out
        for detail_size in range(15, 11, -1) if self.detail_px is None else (self.detail_px,):
            step = theme.text_font(detail_size).get_linesize()
            lines = theme.wrap(_(self.detail), detail_size, width)
            if len(lines) * step <= room:
                break
        else:
            most = max(1, room // step)
            lines = theme.fit_words(_(self.detail), detail_size, width, "sans", max_lines=most)
        out += [(line, (r.x + pad, top + step * k), detail_size, "sans") for k, line in enumerate(lines)]
        return out


def share_sizes(cards, also=()) -> None:
    """Gives `cards` (a screen's cards of one role: the games) one title size and one detail
    size: the largest title size from the largest card's own down to 18 at which every title
    fits its card on one line, and the largest detail size from 15 down to 12 at which every
    detail fits the height its card leaves under that title (else 12, each cut where it
    must be). The cards of `also` (Continue, in the same column) are given the same sizes,
    a detail longer than its card holds at that size cut with "…"."""
    cards = [card for card in cards if card.visible]
    if not cards:
        return
    pad = 24
    largest = max(card.title_size for card in cards)
    title = one_line_size([(_(card.label), card.rect.w - 2 * pad) for card in cards], largest, 18, "serif") or 18
    title_h = theme.text_font(title, "serif").get_height()
    rooms = [
        (_(card.detail), card.rect.w - 2 * pad, card.rect.bottom - 6 - (card.rect.y + 10 + title_h + 2))
        for card in cards
        if card.detail
    ]
    detail = wrapped_size(rooms, 15, 12) or 12
    for card in [*cards, *also]:
        card.title_px, card.detail_px = title, detail
