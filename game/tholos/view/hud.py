"""The Tholos table's information: scoreboard, whose turn, status line (a column's card is
in column_card.py).

Scores and columns won are recounted from the drawn columns (game/tholos/rules/scoring.py),
so they change as stones land. The scoreboard is redrawn only when the table changed.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.core import i18n, words
from game.core.i18n import N_, _
from game.tholos.rules.material import COLUMN_HEIGHT
from game.tholos.rules.scoring import score_column, score_columns, winners
from game.ui import theme
from game.ui.names import fit_lines, fit_names
from game.ui.tooltip import Tips

from . import art
from .frame import WIDE, Frame
from .layout import TempleLayout

STATUS_RECT = pygame.Rect(WIDE.status)
ERROR_INK = (176, 60, 44)


#: Where the wide scoreboard's table of columns starts, below the two cards.
COLUMNS_TOP = 230


class Scoreboard:
    """The left panel: both builders (score, columns won, whose turn) and every column.

    `compact` (the narrow table): the builders in two rows and the columns in a strip of
    seven cells (symbol, leader, points; the stones stand on the temple), with no text under
    theme.LARGEST_RAISE px."""

    def __init__(self, layout: TempleLayout, names, kinds, compact: bool = False) -> None:
        self.layout, self.names, self.kinds, self.compact = layout, names, kinds, compact
        x, y, w, h = layout.scoreboard
        self.rect = pygame.Rect(x, y, w, h)
        self.surface = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        self.key: tuple | None = None
        self.right_block: dict[int, int] = {}  # compact: where "to play" begins, per builder
        #: the names drawn cut short ("…"), with their whole text, on the canvas
        self.tips = Tips()
        if compact:
            self.cards = [pygame.Rect(8, 8 + 56 * p, w - 16, 52) for p in (0, 1)]
        else:
            self.cards = [pygame.Rect(10, 12 + 104 * p, w - 20, 94) for p in (0, 1)]

    def draw(self, canvas, model, to_move: int, thinking: int | None, clock: float, over: bool = False) -> None:
        """`over`: the game has ended and its last stone has landed: columns are won now
        (before, they are only led) and the winner's card says so where "to play" stood;
        `to_move` -1: nobody's card is lit."""
        key = (model.version, to_move, thinking, over, i18n.language())
        if key != self.key:
            self.key = key
            self._render(model, to_move, thinking is None, over)
        canvas.blit(self.surface, self.rect)
        if thinking is not None:
            card = self.cards[thinking].move(self.rect.topleft)
            dots = "●" * (1 + int(clock * 3) % 3)
            if self.compact:  # where "to play" stands, left-aligned so the dots grow rightwards
                at, size, anchor = (self.right_block[thinking], card.y + 6), 14, "topleft"
            else:  # where "to play" stands
                at, size, anchor = (card.x + CARD_TEXT_X, card.bottom - 8), 14, "bottomleft"
            theme.draw_text(canvas, _("thinking {dots}").format(dots=dots), at, size, theme.ACCENT_DARK, "bold", anchor)

    def cell(self, site: int) -> pygame.Rect:
        """The compact strip's cell of one column, on the scoreboard's own surface."""
        top = self.cards[1].bottom + 6
        strip = pygame.Rect(8, top, self.rect.w - 16, self.rect.h - 8 - top)
        x0 = strip.x + strip.w * site // 7
        return pygame.Rect(x0, strip.y, strip.x + strip.w * (site + 1) // 7 - x0, strip.h)

    def column_rect(self, site: int) -> pygame.Rect:
        """Where a column's row (wide) or strip cell (compact) lies on the canvas."""
        if self.compact:
            return self.cell(site).move(self.rect.topleft)
        return pygame.Rect(14, COLUMNS_TOP + 28 + 40 * site, self.rect.w - 28, 36).move(self.rect.topleft)

    def cell_at(self, pos) -> int | None:
        """The column whose compact strip cell is under canvas point `pos`, or None."""
        if not self.compact:
            return None
        for s in range(len(self.layout.sites)):
            if self.cell(s).move(self.rect.topleft).collidepoint(pos):
                return s
        return None

    def _render(self, model, to_move: int, say_to_play: bool, over: bool = False) -> None:
        surf = self.surface
        surf.fill((0, 0, 0, 0))
        self.tips.clear()
        if self.compact:
            self._render_compact(model, to_move, say_to_play, over)
            return
        points, won = score_columns(model.columns)
        room = self.cards[0].w - CARD_TEXT_X - 12
        shown = [words.seat_name(name) for name in self.names]
        fitted = fit_names(shown, 18, room, "bold", smallest=13)
        for p in (0, 1):
            card = self.cards[p]
            word = _card_word(p, to_move, say_to_play, over, points, won)
            lit = p == to_move or word == WINNER
            pygame.draw.rect(surf, (250, 244, 228) if lit else (228, 220, 200), card, border_radius=10)
            if lit:
                pygame.draw.rect(surf, theme.ACCENT, card, width=3, border_radius=10)
            # the stone and the score under it on the left; name, kind, columns and whose
            # turn in a column of their own on the right, the name on one whole line
            icon = art.drum(p)
            surf.blit(icon, (card.x + 10, card.y + 12))
            score_at = (card.x + 10 + icon.get_width() // 2, card.bottom - 6)
            theme.draw_text(surf, words.number(points[p]), score_at, 30, theme.INK, "serif", "midbottom")
            x, name = card.x + CARD_TEXT_X, fitted[p]
            drawn = theme.draw_text(
                surf, name.line, (x, card.y + 10 + (18 - name.size) // 2), name.size, theme.INK, "bold"
            )
            if name.cut:
                self.tips.add(drawn.move(self.rect.topleft), shown[p])
            kind = fit_lines(_kind(self.kinds[p]), 13, room, "sans", smallest=13, max_lines=1)
            theme.draw_text(surf, kind.line, (x, card.y + 33), kind.size, theme.INK_SOFT)
            theme.draw_text(surf, _counted(over, won[p]), (x, card.y + 51), 12, theme.INK_SOFT)
            if word:
                theme.draw_text(surf, _(word), (x, card.bottom - 8), 14, theme.ACCENT_DARK, "bold", "bottomleft")
        y0 = COLUMNS_TOP
        theme.draw_text(surf, _("Columns"), (14, y0), 16, theme.INK, "serif")
        theme.draw_text(surf, _("leader"), (self.rect.w - 14, y0 + 3), 12, theme.INK_SOFT, "sans", "topright")
        for s, spot in enumerate(self.layout.sites):
            y = y0 + 28 + 40 * s
            theme.draw_text(surf, spot.symbol, (26, y + 16), 20, (92, 80, 62), "serif", "center")
            stones = model.columns[s]
            stone_cells(surf, stones, 48, y + 5)
            res = score_column(stones)
            if res.owner is not None:  # the leader's stone, then the column's worth to them
                pts = theme.draw_text(
                    surf,
                    words.number(res.points, sign=True),
                    (self.rect.w - 14, y + 16),
                    15,
                    theme.INK,
                    "bold",
                    "midright",
                )
                icon = art.drum(res.owner, art.DRUM_ICON)
                surf.blit(icon, icon.get_rect(midright=(pts.x - 4, y + 16)))
            elif stones:
                theme.draw_text(surf, _("even"), (self.rect.w - 14, y + 16), 13, theme.INK_SOFT, "sans", "midright")
            if s < 6:
                pygame.draw.line(surf, (222, 212, 190), (14, y + 36), (self.rect.w - 14, y + 36))

    def _compact_room(self, p: int, points: int, led: str) -> int:
        """The width a compact card leaves its name: from the stone to "columns led n",
        which stands left of the score (as _render_compact draws them)."""
        card = self.cards[p]
        score_w = theme.text_font(28, "serif").size(words.number(points))[0]
        led_w = theme.text_font(14, "sans").size(led)[0]
        return card.right - 12 - score_w - 8 - led_w - 8 - (card.x + 44)

    def _render_compact(self, model, to_move: int, say_to_play: bool, over: bool) -> None:
        """The narrow table's scoreboard: a row per builder (stone, name, kind, whose turn,
        columns led or won, score), then a strip of the seven columns."""
        surf = self.surface
        points, won = score_columns(model.columns)
        self.right_block = {}
        rooms = [self._compact_room(p, points[p], _counted(over, won[p])) for p in (0, 1)]
        shown = [words.seat_name(name) for name in self.names]
        fitted = fit_names(shown, 16, rooms, "bold", smallest=14)
        for p in (0, 1):
            card = self.cards[p]
            word = _card_word(p, to_move, say_to_play, over, points, won)
            lit = p == to_move or word == WINNER
            pygame.draw.rect(surf, (250, 244, 228) if lit else (228, 220, 200), card, border_radius=10)
            if lit:
                pygame.draw.rect(surf, theme.ACCENT, card, width=3, border_radius=10)
            icon = art.drum(p, art.DRUM_ICON)
            surf.blit(icon, icon.get_rect(midleft=(card.x + 10, card.centery)))
            score = theme.draw_text(
                surf, words.number(points[p]), (card.right - 12, card.centery), 28, theme.INK, "serif", "midright"
            )
            led = theme.draw_text(
                surf, _counted(over, won[p]), (score.x - 8, card.y + 28), 14, theme.INK_SOFT, "sans", "topright"
            )
            # "to play" (or the thinking dots) stand above "columns led", left-aligned with it
            self.right_block[p] = self.rect.x + led.x
            if word:
                theme.draw_text(surf, _(word), (led.x, card.y + 6), 14, theme.ACCENT_DARK, "bold")
            x, room, name = card.x + 44, rooms[p], fitted[p]
            drawn = theme.draw_text(
                surf, name.line, (x, card.y + 6 + (16 - name.size) // 2), name.size, theme.INK, "bold"
            )
            if name.cut:
                self.tips.add(drawn.move(self.rect.topleft), shown[p])
            kind = fit_lines(_kind(self.kinds[p]), 14, room, "sans", smallest=14, max_lines=1)
            theme.draw_text(surf, kind.line, (x, card.y + 28), 14, theme.INK_SOFT)
        for s, spot in enumerate(self.layout.sites):
            cell = self.cell(s)
            if s:
                pygame.draw.line(surf, (222, 212, 190), (cell.x, cell.y + 6), (cell.x, cell.bottom - 6))
            theme.draw_text(surf, spot.symbol, (cell.centerx, cell.y + 2), 20, (92, 80, 62), "serif", "midtop")
            stones = model.columns[s]
            res = score_column(stones)
            mid = cell.y + 38
            if res.owner is not None:  # the leader's stone, then the column's worth to them
                icon = art.drum(res.owner, art.DRUM_ICON)
                surf.blit(icon, icon.get_rect(center=(cell.centerx, mid)))
                theme.draw_text(
                    surf,
                    words.number(res.points, sign=True),
                    (cell.centerx, cell.bottom - 1),
                    15,
                    theme.INK,
                    "bold",
                    "midbottom",
                )
            else:
                said = _("even") if stones else "–"
                theme.draw_text(surf, said, (cell.centerx, mid), 14, theme.INK_SOFT, "sans", "center")


#: The words a builder's card says where its turn is told (translated as drawn).
WINNER, TO_PLAY = N_("winner"), N_("to play")
#: Where the wide card's words begin, right of its stone and score.
CARD_TEXT_X = 82
#: The computer players' levels as a card names them (a seat's kind is its level's key).
LEVELS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}


def _kind(kind: str) -> str:
    """Who plays a seat, as its card says: "human", "computer · normal"."""
    if kind == "human":
        return _("human")
    return _("computer · {level}").format(level=_(LEVELS[kind]) if kind in LEVELS else kind)


def _counted(over: bool, n: int) -> str:
    """The columns a builder leads ("columns led 2"), or has won once the game is over."""
    return _("columns won {n}").format(n=n) if over else _("columns led {n}").format(n=n)


def _card_word(p: int, to_move: int, say_to_play: bool, over: bool, points, won) -> str:
    """What a builder's card says where its turn is told: "to play", "winner" once the game
    is over (both, on a draw), or nothing (in English: the card translates it)."""
    if over:
        return WINNER if p in winners(points, won) else ""
    return TO_PLAY if p == to_move and say_to_play else ""


def draw_banner(canvas, text: str, colour: int | None, frame: Frame = WIDE) -> None:
    """Whose turn, centred above the temple (or where the frame puts it), with that builder's
    stone; no wider than the frame allows (a long name is made smaller, then cut)."""
    img = _banner(text, colour, frame.banner_width)
    canvas.blit(img, img.get_rect(midtop=(frame.banner_x, 12)))


@lru_cache(maxsize=4)
def _banner(text: str, colour: int | None, width: int | None = None) -> pygame.Surface:
    room = None if width is None else width - (56 if colour is not None else 24)
    if room is None:
        label = theme.text_surface(text, 20, theme.INK_LIGHT, "bold")
    else:
        size, shown = theme.fit_line(text, 20, room, "bold", smallest=theme.LARGEST_RAISE)
        label = theme.text_surface(shown, size, theme.INK_LIGHT, "bold")
    w = label.get_width() + (56 if colour is not None else 24)
    img = pygame.Surface((w, 40), pygame.SRCALPHA)
    rect = img.get_rect()
    pygame.draw.rect(img, (44, 52, 48), rect, border_radius=20)
    pygame.draw.rect(img, (96, 108, 98), rect, 1, border_radius=20)
    x = 14
    if colour is not None:
        icon = art.drum(colour, art.DRUM_ICON, False)
        img.blit(icon, icon.get_rect(midleft=(x - 2, rect.centery + 1)))
        x += 32
    img.blit(label, label.get_rect(midleft=(x, rect.centery)))
    return img


def draw_status(canvas, text: str, error: bool, hint: str, frame: Frame = WIDE) -> None:
    """The status line: what to do now, or why a click was refused."""
    x, y, _w, _h = frame.status
    if frame.compact:
        canvas.blit(_narrow_status(text, error, hint, frame.status, frame.prompt[0] - x), (x - 8, y - 4))
    else:
        canvas.blit(_status(text, error, hint), (x - 8, y - 4))


#: The narrow status line's keyboard hint: lines of at most this width, right-aligned where
#: the prompt button begins; the text takes the rest.
HINT_WIDTH = 180
HINT_GAP = 22  # between the hint and the prompt button (its shadow included)


@lru_cache(maxsize=4)
def _narrow_status(text: str, error: bool, hint: str, rect, prompt_at: int) -> pygame.Surface:
    """The status line of the narrow table: up to two lines of 16 px (three of 14 px for a
    long text) on the left, the keyboard hint in lines of 14 px ending HINT_GAP before the
    prompt's place (`prompt_at` pixels from the line's left edge)."""
    w, h = rect[2], rect[3]
    img = pygame.Surface((w + 20, h + 16), pygame.SRCALPHA)
    box = pygame.Rect(8, 4, w, h)
    theme.panel(img, box, (244, 236, 218), radius=12)
    hint_right = box.x + prompt_at - HINT_GAP
    room = (hint_right - HINT_WIDTH - 16 if hint else box.right - 18) - (box.x + 18)
    style = "bold" if error else "sans"
    size, lines = 16, theme.wrap(text, 16, room, style)
    if len(lines) > 2:
        size, lines = 14, theme.wrap(text, 14, room, style)
    if len(lines) > 3:  # the rest on the third line, cut with "…"
        lines = lines[:2] + [theme.fit_line(" ".join(lines[2:]), 14, room, style, smallest=14)[1]]
    step = size + 5
    top = box.centery - step * len(lines) / 2
    ink = ERROR_INK if error else theme.INK
    for k, line in enumerate(lines):
        theme.draw_text(img, line, (box.x + 18, top + step * k + step / 2), size, ink, style, "midleft")
    if hint:
        rows = _hint_rows(hint, HINT_WIDTH)
        y = box.centery - 9 * len(rows)
        for k, row in enumerate(rows):
            theme.draw_text(img, row, (hint_right, y + 18 * k), 14, theme.INK_SOFT, "sans", "topright")
    return img


def _hint_rows(hint: str, width: int) -> list[str]:
    """The keyboard hint's parts ("←/→ choose", "Enter play", …) packed into lines."""
    rows: list[str] = []
    for part in hint.split(" · "):
        trial = f"{rows[-1]} · {part}" if rows else part
        if rows and theme.text_font(14).size(trial)[0] <= width:
            rows[-1] = trial
        else:
            rows.append(part)
    return rows


@lru_cache(maxsize=4)
def _status(text: str, error: bool, hint: str) -> pygame.Surface:
    img = pygame.Surface((STATUS_RECT.w + 20, STATUS_RECT.h + 16), pygame.SRCALPHA)
    box = pygame.Rect(8, 4, STATUS_RECT.w, STATUS_RECT.h)
    theme.panel(img, box, (244, 236, 218), radius=12)
    ink = ERROR_INK if error else theme.INK
    style = "bold" if error else "sans"
    hint_rect = None
    if hint:
        hint_rect = theme.draw_text(
            img, hint, (box.right - 190, box.bottom - 8), 12, theme.INK_SOFT, "sans", "bottomright"
        )
    last_room = (hint_rect.x - 16 if hint_rect else box.x + 878) - (box.x + 18)
    size, lines = status_lines(text, style, 860, last_room)
    step = size + 6
    top = box.centery - step * len(lines) / 2
    for k, line in enumerate(lines):
        theme.draw_text(img, line, (box.x + 18, top + step * k + step / 2), size, ink, style, "midleft")
    return img


def status_lines(text: str, style: str, width: int, last_room: int) -> tuple[int, list[str]]:
    """The wide status line's text: (size, lines) in lines of `width` px, the last of which
    ends within `last_room` px, clear of the keyboard hint below right: two lines of 17 px,
    else three of 15 px, the rest of a longer text cut with "…" on the third."""
    for size, most in ((17, 2), (15, 3)):
        lines = theme.wrap(text, size, width, style)
        if lines and theme.text_font(size, style).size(lines[-1])[0] > last_room:
            lines = lines[:-1] + theme.wrap(lines[-1], size, last_room, style)
        if len(lines) <= most:
            return size, lines
    kept = lines[:2] + [theme.fit_words(" ".join(lines[2:]), 15, last_room, style, max_lines=1)[0]]
    return 15, kept


def stone_cells(surf: pygame.Surface, stones, x: int, y: int) -> pygame.Rect:
    """A column's stones as a row of five lettered cells, bottom stone first (empty places
    outlined); the rectangle they fill."""
    for k in range(COLUMN_HEIGHT):
        cell = pygame.Rect(x + 22 * k, y, 20, 22)
        if k < len(stones):
            c = stones[k]
            pygame.draw.rect(surf, art.STONE_RGB[c], cell, border_radius=4)
            pygame.draw.rect(surf, theme.shade(art.STONE_RGB[c], 0.7), cell, 1, border_radius=4)
            theme.draw_text(surf, art.stone_letter(c), cell.center, 11, art.STONE_INK[c], "bold", "center")
        else:
            pygame.draw.rect(surf, (214, 204, 182), cell, 1, border_radius=4)
    return pygame.Rect(x, y, 22 * COLUMN_HEIGHT - 2, 22)
