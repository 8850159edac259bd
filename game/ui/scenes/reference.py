"""The rules reference of a game (the markdown text its manifest names, shipped in its
package) shown as a scrollable, readable page.

Only the markdown the references use is understood: headings (#, ##, ###), bullets (- or *),
numbered items, paragraphs, and **bold** / *italic* / `code` marks (shown as plain text).
The sections (##) are listed at the left; click one or Tab to it and press Enter to jump.
"""

from __future__ import annotations

import re
from functools import lru_cache, partial

import pygame

from game.core import registry
from game.core.i18n import N_, _, pgettext
from game.core.markdown import Block, parse_markdown, plain

from .. import theme
from ..scene import NARROW_SPAN, NarrowScene
from ..type_sizes import one_line_size
from ..widgets import Button, FocusGroup

PAGE = pygame.Rect(340, 86, 880, 560)
TEXT_WIDTH = PAGE.w - 96
#: In a narrow window (App.narrow): the page, and the section list's left edge and width.
NARROW_PAGE = pygame.Rect(NARROW_SPAN[0] + 240, 86, NARROW_SPAN[1] - NARROW_SPAN[0] - 256, 560)
NARROW_LIST = (NARROW_SPAN[0] + 16, 212)


def styled_words(raw: str) -> list[list[tuple[str, bool]]]:
    """Words as runs of (text, bold): **marks** make bold; other marks are dropped. A sum is
    one word ("3 × 1 + 1" is never broken at a line's end), and a number keeps the word after
    it (theme.binds_next)."""
    words: list[list[tuple[str, bool]]] = []
    attach = glue = False
    for k, segment in enumerate(raw.split("**")):
        bold = k % 2 == 1
        for token in re.findall(r"\s+|\S+", plain(segment)):
            if token.isspace():
                attach = False
                continue
            sign = token in theme.SUM_SIGNS
            if words and (attach or glue or sign):
                words[-1].append((token if attach else f" {token}", bold))
            else:
                words.append([(token, bold)])
            attach, glue = True, theme.binds_next(token)
    return words


def wrap_styled(raw: str, size: int, width: int, style: str) -> list[list[tuple[str, bool]]]:
    """Lines of words no wider than `width`; bold runs use the bold face."""
    regular, heavy = theme.font(size, style), theme.font(size, "bold")
    space = regular.size(" ")[0]
    lines: list[list] = [[]]
    used = 0
    for word in styled_words(raw):
        w = sum((heavy if b else regular).size(t)[0] for t, b in word)
        if lines[-1] and used + space + w > width:
            lines.append([])
            used = 0
        used += (space if lines[-1] else 0) + w
        lines[-1].append(word)
    return lines


def draw_styled(surface, line, pos, size: int, colour, style: str) -> None:
    x, y = pos
    space = theme.font(size, style).size(" ")[0]
    for word in line:
        for text, bold in word:
            rect = theme.draw_text(surface, text, (x, y), size, colour, "bold" if bold else style)
            x = rect.right
        x += space


STYLES = {  # size, font, colour, space above
    "h1": (34, "serif", theme.INK, 8),
    "h2": (25, "serif", (92, 62, 24), 30),
    "h3": (20, "bold", theme.INK, 18),
    "para": (18, "sans", theme.INK, 12),
    "bullet": (18, "sans", theme.INK, 6),
    "number": (18, "sans", theme.INK, 6),
}
LINE = 1.42


def layout(blocks: list[Block], page_width: int = PAGE.w) -> tuple[pygame.Surface, list[tuple[str, int]]]:
    """The whole page, `page_width` wide, drawn once on a tall surface, and the y of each ##
    section; the text keeps 48 px from either edge."""
    text_width = page_width - 96
    placed: list[tuple] = []  # y, x, text or styled line, size, font, colour, what
    sections: list[tuple[str, int]] = []
    y = 0
    for block in blocks:
        size, style, colour, above = STYLES[block.kind]
        y += above if placed else 0
        x = 48 + 28 * block.depth
        width = text_width - 28 * block.depth
        if block.kind in ("bullet", "number"):
            placed.append((y, x, block.mark, size, "bold", theme.ACCENT_DARK, "mark"))
            x += 26 if block.kind == "bullet" else 34
            width -= 34
        raw = _(block.raw)  # each block is a message of the catalog, by its English text
        if block.kind == "h2":
            sections.append((plain(raw), y))
        for line in wrap_styled(raw, size, width, style):
            placed.append((y, x, line, size, style, colour, "words"))
            y += round(size * LINE)
        if block.kind == "h2":
            placed.append((y + 2, 48, "", 0, "", theme.ACCENT, "rule"))
            y += 8
    height = y + 48
    page = pygame.Surface((page_width, max(height, PAGE.h)))
    page.fill(theme.PANEL)
    for y, x, text, size, style, colour, what in placed:
        if what == "rule":
            pygame.draw.line(page, (222, 200, 160), (x, y + 24), (page_width - 48, y + 24), 2)
        elif what == "words":
            draw_styled(page, text, (x, y + 24), size, colour, style)
        else:
            theme.draw_text(page, text, (x, y + 24), size, colour, style)
    return page, [(title, y) for title, y in sections]


@lru_cache(maxsize=2)
def _edge_fades(width: int) -> tuple[pygame.Surface, pygame.Surface]:
    height = 22
    top = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        alpha = round(255 * (1 - y / height) ** 1.5)
        pygame.draw.line(top, (*theme.PANEL, alpha), (0, y), (width, y))
    return top, pygame.transform.flip(top, False, True)


#: The section list's text: its largest and smallest size (all links of a list share one).
LINK_PX = (16, 14)


class SectionLink(Button):
    """A section title in the side list: plain text that lights up on hover or focus, drawn
    at `text_px` (one size for the whole list: `share_link_size`), cut with "…" only where
    even the smallest size leaves it too long."""

    current = False
    text_px = LINK_PX[0]

    @property
    def room(self) -> int:
        """How wide its title may be drawn."""
        return self.rect.w - 20

    def draw(self, surface, focused):
        lit = self.hover or focused
        if lit:
            pygame.draw.rect(surface, (64, 76, 66), self.rect, border_radius=8)
        if focused:
            pygame.draw.rect(surface, theme.HIGHLIGHT, self.rect, 2, border_radius=8)
        colour = theme.HIGHLIGHT if self.current else theme.INK_LIGHT
        if self.current:
            pygame.draw.rect(
                surface, theme.ACCENT, (self.rect.x, self.rect.y + 8, 4, self.rect.h - 16), border_radius=2
            )
        size, label = theme.fit_line(self.label, self.text_px, self.room, "sans", smallest=self.text_px)
        theme.draw_text(surface, label, (self.rect.x + 14, self.rect.centery), size, colour, "sans", "midleft")


def share_link_size(links: list[SectionLink]) -> None:
    """One text size for a section list: the largest of LINK_PX at which every title fits
    its link, else the smallest (the titles too long for it then end in "…")."""
    size = one_line_size([(link.label, link.room) for link in links], *LINK_PX) or LINK_PX[1]
    for link in links:
        link.text_px = size


class RulesScene(NarrowScene):
    """In a narrow window (App.narrow) the section list and the page keep to NARROW_SPAN:
    the page is narrower (NARROW_PAGE) and its text wrapped again to fit."""

    _drawn_scroll: float | None = None  # the scroll of the last frame drawn

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.spec = registry.get(game_id)
        self._read()
        self.scroll = 0.0  # shown
        self.target = 0.0  # where the scroll is heading
        self.max_scroll = 0  # how far the page scrolls (set by relayout)
        self.focus = FocusGroup()
        self.links: list[SectionLink] = []
        self.learn_button = Button((40, 524, 200, 52), N_("Learn to play"), self.learn, size=20)
        self.back_button = Button((40, 588, 200, 58), N_("Back"), self.close)
        self.relayout(app.narrow)
        self.focus.focus = self.focus.widgets.index(self.back_button)

    def _read(self) -> None:
        """The reference's blocks (or, where it cannot be read, a page saying so, in the
        language shown)."""
        try:
            text = self.spec.read_text(self.spec.reference)
        except (OSError, UnicodeDecodeError) as exc:
            problem = _("The rules reference could not be read ({problem}).").format(
                problem=f"{type(exc).__name__}: {exc}"
            )
            text = f"# {self.spec.title}\n\n{problem}"
        self.blocks = parse_markdown(text)

    def language_changed(self) -> None:
        """The page is laid out again in the new language (a page saying the reference
        could not be read is told again)."""
        self._read()
        super().language_changed()

    def relayout(self, narrow: bool) -> None:
        """Lays the page out for the window's shape (wrapped anew for its width) and places
        the section list beside it; the reader stays at the same share of the page."""
        share = self.target / self.max_scroll if self.max_scroll else 0.0
        focus = self.focus.focus
        self.page_rect = NARROW_PAGE if narrow else PAGE
        self.page, self.sections = layout(self.blocks, self.page_rect.w)
        self.max_scroll = max(0, self.page.get_height() - PAGE.h)
        self.scroll = self.target = round(share * self.max_scroll)
        x, width = NARROW_LIST if narrow else (40, 280)
        self.focus = FocusGroup()
        self.links = []
        for k, (title, y) in enumerate(self.sections[:11]):  # Learn to play sits below
            link = SectionLink((x, 130 + 34 * k, width, 32), title, partial(self.scroll_to, y - 12))
            self.links.append(self.focus.add(link))
        share_link_size(self.links)
        self.learn_button.rect.x = self.back_button.rect.x = x
        self.focus.add(self.learn_button)
        self.focus.add(self.back_button)
        self.focus.focus = focus

    def scroll_to(self, y: float) -> None:
        self.target = max(0.0, min(float(self.max_scroll), y))

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.target + dy)

    def close(self) -> None:
        self.app.pop()

    def learn(self) -> None:
        self.app.open_tutorial(self.spec.id)

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_DOWN: 48,
                pygame.K_UP: -48,
                pygame.K_PAGEDOWN: PAGE.h - 60,
                pygame.K_PAGEUP: -(PAGE.h - 60),
                pygame.K_SPACE: PAGE.h - 60,
            }
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.close()
                return
            if event.key in keys:
                if event.key == pygame.K_SPACE and event.mod & pygame.KMOD_SHIFT:
                    self.scroll_by(-(PAGE.h - 60))
                else:
                    self.scroll_by(keys[event.key])
                return
            if event.key == pygame.K_HOME:
                self.scroll_to(0)
                return
            if event.key == pygame.K_END:
                self.scroll_to(self.max_scroll)
                return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 60)
            return
        self.focus.handle(event)

    def update(self, dt: float) -> None:
        # ease towards the target so a jump reads as movement, not a cut
        self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = self.target
        here = [k for k, (_, y) in enumerate(self.sections[: len(self.links)]) if y - 40 <= self.scroll]
        for k, link in enumerate(self.links):
            link.current = bool(here) and k == here[-1]

    def needs_redraw(self) -> bool:
        return self.scroll != self._drawn_scroll  # the page is easing towards its target

    def draw(self, canvas) -> None:
        self._drawn_scroll = self.scroll
        canvas.blit(theme.vignette(theme.CANVAS_SIZE), (0, 0))
        page = self.page_rect
        x = self.back_button.rect.x
        theme.draw_text(canvas, self.spec.title, (x, 30), 38, theme.INK_LIGHT, "serif")
        theme.draw_text(canvas, _("RULES REFERENCE"), (x + 2, 84), 14, theme.HIGHLIGHT, "bold")
        theme.panel(canvas, page, theme.PANEL, radius=16)
        inner = pygame.Rect(0, round(self.scroll), page.w, page.h - 24)
        canvas.blit(self.page, (page.x, page.y + 12), inner)
        top, bottom = _edge_fades(page.w - 24)  # text fades out at the page's edges
        canvas.blit(top, (page.x + 4, page.y + 12))
        canvas.blit(bottom, (page.x + 4, page.bottom - 12 - bottom.get_height()))
        if self.max_scroll:
            track = pygame.Rect(page.right - 14, page.y + 16, 6, page.h - 32)
            pygame.draw.rect(canvas, (222, 212, 190), track, border_radius=3)
            knob_h = max(30, track.h * page.h // self.page.get_height())
            knob_y = track.y + (track.h - knob_h) * self.scroll / self.max_scroll
            pygame.draw.rect(canvas, theme.ACCENT, (track.x, knob_y, 6, knob_h), border_radius=3)
        share_link_size(self.links)  # for the text size the window has now
        self.focus.draw(canvas)
        theme.key_hints(
            canvas,
            [
                (pgettext("keys", "↑ ↓ PgUp PgDn"), _("scroll")),
                ("Tab", _("sections")),
                ("Enter", _("jump")),
                ("Esc", _("close")),
            ],
            (page.centerx, 706),
        )
