"""The scoring after the vote, card by card: once the cult has won, each player's scoring
cards and spirits are laid on that player's area one after another, in rows, each with its
points under it (more than the area holds: what they gained and lost, as on the narrow
layout's chips), and the player's total grows with every one; then the results appear.

The table keeps one ScoreShow, adds `scoring_animation(view, events)` after the vote's own
animation (None unless the events end the game) and draws `show.draw(canvas, seat_areas)`
over the player areas. The narrow layout's areas are too low for a row of cards with their
points: there each area shows what its player gained and lost and the total ("+45 −40 = 5"),
and `show.draw_sheet(canvas, layout)` lays the cards of the player being counted, each with
its points, on a sheet over the veiled rings, under the vote's count.

The show changes only in the animation's callbacks, so skipping it leaves exactly what
watching leaves: every item counted, each total the rules' score.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.core.i18n import _
from game.druiden.rules import events as E
from game.druiden.speech import name
from game.druiden.tally import ScoreItem, score_items, score_row
from game.ui import anim, drawn, theme

from . import cards
from .vote import disc_radius

#: The pace (seconds at speed 1): one card or spirit counted; the pause after a player's last.
ITEM_STEP, PLAYER_HOLD, END_HOLD = 0.35, 0.5, 1.0
MINI_W, MINI_H = 24, 32
MINI_POINTS = 17  # a wide area's row: a card, then its points under it
MINI_GAP = 3  # between two cards of a row
#: The narrow layout's sheet over the rings: a card (a token with its sign and face value)
#: and the slot it takes with its points under it; the most cards in a row.
SHEET_CARD, SHEET_SLOT, SHEET_ROW = (34, 44), 46, 8
SHEET_POINTS = 16  # the points under each card, in canvas pixels
SHEET_TOP = 14  # above the sheet's first row of cards: room for the newest card to rise
#: how much larger the card just counted shows for a moment, at most
POP = 0.35


class ScoreShow:
    """What the scoring shows now: `counted[p]` the items laid on player p's area so far,
    `totals[p]` their sum, `active` the player being counted (-1: none), `pop` how far the
    newest item has settled (0 just laid .. 1 at rest)."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.clear()

    def clear(self) -> None:
        self.visible = False
        self.cult = ""
        self.counted: list[list[ScoreItem]] = [[] for _ in range(self.players)]
        self.totals = [0] * self.players
        self.active = -1
        self.reached: set[int] = set()  # players counted or being counted
        self.pop = 1.0

    def begin(self, cult: str) -> None:
        self.clear()
        self.visible, self.cult = True, cult

    def reach(self, player: int) -> None:
        """`player`'s counting begins (their area shows their total from now on)."""
        self.active = player
        self.reached.add(player)
        self.pop = 1.0

    def add(self, player: int, item: ScoreItem) -> None:
        self.reach(player)
        self.counted[player].append(item)
        self.totals[player] += item.points
        self.pop = 0.0

    def resync(self, state) -> None:
        """Every item counted when `state` is a finished game, else nothing shown."""
        self.players = state.players
        self.clear()
        if not state.is_over() or not state.cult:
            return
        self.begin(state.cult)
        for p in range(state.players):
            self.reach(p)
            for item in score_items(score_row(state, p, state.cult)):
                self.add(p, item)
        self.active, self.pop = -1, 1.0

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, seat_areas) -> None:
        if not self.visible:
            return
        for p, area in enumerate(seat_areas[: self.players]):
            if p not in self.reached:
                continue
            self._draw_area(canvas, p, area)

    def _draw_area(self, canvas: pygame.Surface, p: int, area: pygame.Rect) -> None:
        low = area.h < 120  # the narrow layout's compact area: the sums; the cards on the sheet
        if low:
            strip = pygame.Rect(area.x + 8, area.y + 31, area.w - 14, area.h - 34)
        else:
            strip = pygame.Rect(area.x + 12, area.y + 34, area.w - 18, area.h - 40)  # over the spirits and druid
        drawn.veiled(canvas, strip)  # the area's spirits and druid's place give way to the count
        theme.panel(canvas, strip, (250, 244, 228), radius=8, shadow=False, border=theme.HIGHLIGHT)
        total = str(self.totals[p]).replace("-", "−")
        size = 20
        total_img = theme.text_surface(total, size, theme.INK, "bold")
        total_box = total_img.get_rect(midright=(strip.right - 8, strip.centery))
        theme.draw_text(canvas, "=", (total_box.x - 6, strip.centery), 15, theme.INK_SOFT, "bold", "midright")
        canvas.blit(total_img, total_box)
        items = self.counted[p]
        if not items:
            said = _nothing_for(self.cult)
            room = total_box.x - 30 - strip.x
            if low and theme.text_font(14).size(said)[0] > room:  # a compact area: the short word
                counts = _("Nothing counts")
                said = counts if theme.text_font(14).size(counts)[0] <= room else _("Nothing")
            size, said = theme.fit_line(said, 14 if low else 13, room, "sans", smallest=14 if low else 10)
            theme.draw_text(canvas, said, (strip.x + 8, strip.centery), size, theme.INK_SOFT, "sans", "midleft")
            return
        if low:
            _draw_sums(canvas, items, strip.x + 8, strip.centery)
            return
        room = total_box.x - 24 - (strip.x + 6)  # clear of the "=" before the total
        per_row = max(1, (room + MINI_GAP) // (MINI_W + MINI_GAP))
        rows = max(1, (strip.h - 4) // (MINI_H + MINI_POINTS))
        if len(items) > per_row * rows:  # more than fit side by side: the sums, as on the chips
            _draw_sums(canvas, items, strip.x + 8, strip.centery)
            return
        used = -(-len(items) // per_row)
        first = strip.centery - (used * (MINI_H + MINI_POINTS) - 2) // 2
        for k, item in enumerate(items):
            row, col = divmod(k, per_row)
            newest = p == self.active and k == len(items) - 1
            x = strip.x + 6 + col * (MINI_W + MINI_GAP)
            top = first + row * (MINI_H + MINI_POINTS)
            img, box = _popped(
                cards.face(_face_of(item), MINI_W, MINI_H),
                self.pop if newest else 1.0,
                (round(x + MINI_W / 2), top + MINI_H),
                strip.y + 2 if row == 0 else top - 2,
            )
            canvas.blit(img, box)
            if newest:
                pygame.draw.rect(canvas, theme.HIGHLIGHT, box.inflate(4, 4), 2, border_radius=5)
            theme.draw_text(
                canvas, _points(item), (x + MINI_W // 2, top + MINI_H + 3), 11, _ink(item), "bold", "midtop"
            )

    # --- the narrow layout's sheet -------------------------------------------------------------
    def sheet_rect(self, layout) -> pygame.Rect | None:
        """Where the sheet of the player being counted lies (None while nobody is): centred
        under the vote's count on the rings, a row of cards for every SHEET_ROW of them."""
        if not self.visible or not 0 <= self.active < self.players:
            return None
        n = max(1, len(self.counted[self.active]))
        rows = -(-n // SHEET_ROW)
        per_row = min(n, SHEET_ROW)
        w = 16 + per_row * SHEET_SLOT + 84  # the cards, then "= total"
        h = SHEET_TOP + 4 + rows * (SHEET_CARD[1] + SHEET_POINTS + 8)
        cx, cy = layout.centre
        veil = disc_radius(layout)  # the vote's disc
        top = round(cy + veil * 0.42 - 16)  # over the row of the vote's casts, all of it
        rect = pygame.Rect(0, top, max(w, round(veil * 1.5) + 10), h)
        rect.centerx = round(cx)
        return rect

    def draw_sheet(self, canvas: pygame.Surface, layout) -> None:
        """The narrow layout's sheet: the cards and spirits counted so far for the player
        being counted, each with its points at SHEET_POINTS under it, and their total."""
        rect = self.sheet_rect(layout)
        if rect is None:
            return
        p = self.active
        theme.panel(canvas, rect, (250, 244, 228), radius=10, border=theme.HIGHLIGHT)
        total = theme.text_surface(str(self.totals[p]).replace("-", "−"), 24, theme.INK, "bold")
        total_box = total.get_rect(midright=(rect.right - 12, rect.centery))
        theme.draw_text(canvas, "=", (total_box.x - 6, rect.centery), 18, theme.INK_SOFT, "bold", "midright")
        canvas.blit(total, total_box)
        items = self.counted[p]
        if not items:
            said = _nothing_for(self.cult)
            theme.draw_text(canvas, said, (rect.x + 12, rect.centery), 15, theme.INK_SOFT, "sans", "midleft")
            return
        w, h = SHEET_CARD
        for k, item in enumerate(items):
            row, col = divmod(k, SHEET_ROW)
            x = rect.x + 8 + col * SHEET_SLOT + SHEET_SLOT // 2
            top = rect.y + SHEET_TOP + row * (h + SHEET_POINTS + 8)
            newest = k == len(items) - 1
            ceiling = rect.y + 3 if row == 0 else top - 6  # the sheet's edge, or the points above
            img, box = _popped(cards.face(_face_of(item), w, h), self.pop if newest else 1.0, (x, top + h), ceiling)
            canvas.blit(img, box)
            if newest:
                pygame.draw.rect(canvas, theme.HIGHLIGHT, box.inflate(4, 4), 2, border_radius=5)
            theme.draw_text(canvas, _points(item), (x, top + h + 2), SHEET_POINTS, _ink(item), "bold", "midtop")


def _nothing_for(cult: str) -> str:
    """What a player without a scoring card is shown: "Nothing for the Sun"."""
    if cult == "sun":
        return _("Nothing for the Sun")
    if cult == "moon":
        return _("Nothing for the Moon")
    return _("Nothing counts")


def _popped(img: pygame.Surface, pop: float, foot, ceiling: int) -> tuple[pygame.Surface, pygame.Rect]:
    """A card counted just now, `pop` (0 → 1) into its pop: larger for a moment, standing
    on its resting foot `foot` (its points below stay in sight), and never higher than
    `ceiling` (the sheet's edge)."""
    w, h = img.get_size()
    if pop < 1:
        grow = min(1 + POP * (1 - pop), (foot[1] - ceiling) / h)
        if grow > 1:
            img = pygame.transform.smoothscale(img, (round(w * grow), round(h * grow)))
    return img, img.get_rect(midbottom=foot)


def _points(item: ScoreItem) -> str:
    return f"+{item.points}" if item.points > 0 else f"−{-item.points}"


def _ink(item: ScoreItem):
    return theme.GOOD if item.points > 0 else (170, 50, 40)


def _draw_sums(canvas: pygame.Surface, items: list[ScoreItem], x: int, cy: int) -> None:
    """What a player gained and what they lost, at 14 px: "+45  −40" (a part that is 0 left
    out)."""
    gained = sum(item.points for item in items if item.points > 0)
    lost = sum(item.points for item in items if item.points < 0)
    for points, ink in ((gained, theme.GOOD), (lost, (170, 50, 40))):
        if points:
            said = f"+{points}" if points > 0 else f"−{-points}"
            x = theme.draw_text(canvas, said, (x, cy), 15, ink, "bold", "midleft").right + 10


def _face_of(item: ScoreItem) -> int:
    """The card face an item is drawn with: its card, or its spirit's card."""
    return item.card if item.card >= 0 else -2 - item.piece


def scoring_animation(view, events: list) -> anim.Anim | None:
    """The scoring of a game `events` end (None when they do not end it): player by player,
    each item laid on the area one at a time at ITEM_STEP, its points added to the total.
    Reads the finished game's state (every hand is open then)."""
    state = view.match.state
    if not any(isinstance(e, E.GameEnded) for e in events) or not state.cult:
        return None
    show, cult = view.score_show, state.cult
    steps: list[anim.Anim] = [anim.call(lambda: show.begin(cult))]
    for p in range(state.players):
        said = _("Scoring for the Sun cult: {who}") if cult == "sun" else _("Scoring for the Moon cult: {who}")
        caption = said.format(who=name(view.names[p]))
        steps.append(anim.call(partial(_turn, view, p, caption)))
        for item in score_items(score_row(state, p, cult)):
            steps.append(anim.Tween(ITEM_STEP, _settle(show), on_start=partial(show.add, p, item)))
        steps.append(anim.delay(PLAYER_HOLD))
    won = _("The Sun cult has won: the scores") if cult == "sun" else _("The Moon cult has won: the scores")
    steps.append(anim.call(lambda: _turn(view, -1, won)))
    steps.append(anim.delay(END_HOLD))
    return anim.Sequence(steps)


def _turn(view, player: int, caption: str) -> None:
    if player >= 0:
        view.score_show.reach(player)
    else:
        view.score_show.active = -1
    view.vote_show.caption = caption


def _settle(show: ScoreShow):
    def step(t: float) -> None:
        show.pop = t

    return step


__all__ = ["ScoreShow", "scoring_animation"]
