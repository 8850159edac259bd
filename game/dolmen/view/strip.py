"""The narrow table's players: one compact card per player in a row under the title
(layout.NARROW.players), and the full card of the player under the mouse, drawn where the
circle card goes (lower_card.py).

A compact card shows what the wide card does, in three lines of text of 14 px or more: the
name and points; stones and dolmen stones left (Die Dolmengötter: dolmens built too); the
druids at home (click them to place one) or what the druids out do, and the card's tag (to
play, final action, no more turns, thinking). The seat's colour name and kind are on the
full card shown while the mouse is over the compact one. Same contract as hud.PlayerCards:
`rects`, `hand_rect(p)`, `hand_point(p)`, `score_point(p)`, `draw(canvas, to_move, lit_hand)`.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext
from game.dolmen import speech
from game.dolmen.rules.flow import MOST_BUILT
from game.ui import names, theme

from . import art, hud

TEXT = 14  # the smallest text on the narrow table
SCORE = 26  # a compact card's points
GAP = 8
HAND_DRUID = 22  # a druid at home, standing on its card


class PlayerStrip(hud.CachedCards):
    """The narrow table's row of compact player cards, cached until the model or the turn
    changes."""

    def __init__(self, table) -> None:
        self.table = table
        x, y, w, h = table.frame.players
        n = len(table.names)
        card_w = (w - GAP * (n - 1)) // n
        self.rects = [pygame.Rect(x + (card_w + GAP) * p, y, card_w, h) for p in range(n)]
        self.surface = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
        self.origin = (x - 6, y - 6)

    compact = True

    def hand_rect(self, p: int) -> pygame.Rect:
        """The druids at home: a click there offers the free places for a new one."""
        r = self.rects[p]
        return pygame.Rect(r.x + 8, r.bottom - 25, 3 * (HAND_DRUID - 6) + 22, 24)

    def hand_point(self, p: int):
        return self.hand_rect(p).center

    def score_point(self, p: int):
        r = self.rects[p]
        return r.right - 20, r.y + 16

    def card_at(self, pos) -> int | None:
        """The player whose compact card holds `pos`, or None."""
        return next((p for p, r in enumerate(self.rects) if r.collidepoint(pos)), None)

    def _draw_thinking(self, canvas, p: int, dots: str) -> None:
        """Beside the druids at home: the dots alone where the words do not fit."""
        r, hand = self.rects[p], self.hand_rect(p)
        words = hud.thinking_words(dots)
        if theme.text_font(TEXT, "bold").size(hud.thinking_words("●●●"))[0] > r.right - 10 - hand.right:
            words = dots
        theme.draw_text(canvas, words, (r.right - 10, hand.centery), TEXT, theme.ACCENT_DARK, "bold", "midright")

    def _render(self, to_move: int, lit_hand: bool) -> None:
        t, surf = self.table, self.surface
        x, y, _w, _h = t.frame.players
        surf.fill((0, 0, 0, 0))
        totals = t.model.totals()
        rooms = [self._name_and_kind_room(p, totals) for p in range(len(self.rects))]
        size = one_name_size([(speech.who(name), rest) for name, (_kind, rest) in zip(t.names, rooms)])
        for p, rect in enumerate(self.rects):
            self._card(surf, p, rect.move(-x + 6, -y + 6), totals[p], p == to_move, lit_hand, rooms[p], size)

    def _name_and_kind_room(self, p: int, totals: list[int]) -> tuple[tuple[str, bool] | None, int]:
        """The seat's kind in the longest form that leaves player p's name whole at 14 px or
        more ("Blue · computer · normal", "computer · normal", a screen and "normal" (a
        computer's level) or "human"; None where even that leaves no room, five cards), and
        the room it leaves the name: from the card's left to the points, as wide as two
        digits (or the widest score now) need, so that the names keep one size all game."""
        t, r = self.table, self.rects[p]
        font = theme.text_font(SCORE, "serif")
        room = r.w - 10 - max(font.size(str(points))[0] for points in [*totals, 88]) - 5 - 12
        bold = theme.text_font(TEXT, "bold")
        for kind in kind_forms(_(t.looks[p][0]), t.kinds[p]):
            rest = room - kind_width(kind) - 10
            if bold.size(speech.who(t.names[p]))[0] <= rest:
                return kind, rest
        return None, room

    def _name_and_kind(self, surf, p: int, left: int, cy: int, room, size: int) -> None:
        """The name at `size` (one_name_size) in `room` (_name_and_kind_room), and the
        seat's kind beside it."""
        kind, rest = room
        size, style, shown = fitted_name(speech.who(self.table.names[p]), rest, size)
        said = theme.draw_text(surf, shown, (left, cy), size, theme.INK, style, "midleft")
        if kind is not None:
            draw_kind(surf, kind, (said.right + 10, cy))

    def _counts(self, surf, p: int, left: int, cy: int, room: int) -> None:
        """Stones and dolmen stones left (Die Dolmengötter: dolmens built too), in the first
        form that fits: icons with words, words alone ("12 stones, 9 dolmens, 0 built"),
        icons with the bare numbers (the icons are the board's own stone and slab)."""
        t = self.table
        m, state = t.model, t.match.state
        _colour, rgb, letter, pattern = t.looks[p]
        stones, dolmens = m.stones_left[p], m.dolmens_left[p]
        words = (hud.stones_words(stones), hud.dolmens_words(state.rules, dolmens))
        built = [_("{n} built").format(n=m.built[p])] if state.rules.flow.tie_break == MOST_BUILT else []
        icons = (art.stone(rgb, letter, 8), art.slab(rgb, pattern, (24, 6, 8)))
        font = theme.text_font(TEXT)
        #: the line's forms, shortest last: (icon or None, text) parts and what follows them
        forms: tuple[tuple[list[tuple[pygame.Surface | None, str]], list[str]], ...] = (
            (list(zip(icons, words)), built),
            ([(None, ", ".join([*words, *built]))], []),
            (list(zip(icons, (str(stones), str(dolmens)))), built),
        )
        for parts, extra in forms:
            tail = " · ".join(extra)
            need = sum((img.get_width() + 4 if img else 0) + font.size(text)[0] + 10 for img, text in parts)
            if tail:
                need += font.size("· " + tail)[0]
            if need - 10 <= room:
                break
        cx = left
        for img, text in parts:
            if img is not None:
                surf.blit(img, img.get_rect(midleft=(cx, cy)))
                cx += img.get_width() + 4
            cx = theme.draw_text(surf, text, (cx, cy), TEXT, theme.INK, "sans", "midleft").right + 10
        if tail:
            theme.draw_text(surf, "· " + tail, (cx - 4, cy), TEXT, theme.INK, "sans", "midleft")

    def _card(
        self, surf, p: int, r: pygame.Rect, points: int, lit: bool, lit_hand: bool, room=None, size: int | None = None
    ) -> None:
        """Player p's compact card in `r`; its name at `size` in `room` (_render; a card
        drawn alone: its own room and size)."""
        t = self.table
        if room is None:
            room = self._name_and_kind_room(p, [points])
        if size is None:
            size = one_name_size([(speech.who(t.names[p]), room[1])])
        m = t.model
        _colour, rgb, letter, _pattern = t.looks[p]
        theme.panel(surf, r, hud.CARD_LIT if lit else hud.CARD, radius=10)
        pygame.draw.rect(surf, rgb, (r.x, r.y + 8, 5, r.h - 16), border_radius=3)
        if lit:
            pygame.draw.rect(surf, theme.ACCENT, r, width=3, border_radius=10)
        theme.draw_text(surf, str(points), (r.right - 10, r.y + 1), SCORE, theme.INK, "serif", "topright")
        left = r.x + 12
        self._name_and_kind(surf, p, left, r.y + 14, room, size)
        self._counts(surf, p, left, r.y + 35, r.right - 10 - left)
        # the druids at home, or what the druids out do; the card's tag
        hand = self.hand_rect(p).move(r.x - self.rects[p].x, r.y - self.rects[p].y)
        cy = hand.centery
        tag = hud.card_tag(t, p, lit, short=True)
        tag_w = theme.text_font(TEXT, "bold").size(tag)[0] if tag and p != t.thinking else 0
        if lit and lit_hand:
            pygame.draw.rect(surf, theme.HIGHLIGHT, hand, 2, border_radius=6)
        if m.hand[p]:
            fig = art.druid(rgb, letter, HAND_DRUID)
            for k in range(m.hand[p]):
                surf.blit(fig, (hand.x + 4 + (HAND_DRUID - 6) * k, hand.bottom - HAND_DRUID - 1))
        else:
            room = r.right - 10 - (tag_w + 10 if tag_w else 0) - left
            for words in hud.druids_out_words(t, p):
                if theme.text_font(TEXT).size(words)[0] <= room:
                    theme.draw_text(surf, words, (left, cy), TEXT, theme.INK_SOFT, "sans", "midleft")
                    break
        if tag_w:
            theme.draw_text(surf, tag, (r.right - 10, cy), TEXT, theme.ACCENT_DARK, "bold", "midright")


NAME_SIZE = 17  # a compact card's name at most


def fitted_name(name: str, room: int, largest: int = NAME_SIZE) -> tuple[int, str, str]:
    """A name on a compact card within `room` px, as (size, style, text): whole in bold from
    `largest` down to 14 px, else whole in plain 14 px, else its first whole words and "…"
    from `largest` down to 14 px (the full card under the mouse names it whole); a word is
    cut only where even the first one does not fit at 14 px."""
    return _fitted(name, room, largest)[:3]


def _fitted(name: str, room: int, largest: int) -> tuple[int, str, str, bool]:
    """fitted_name, and whether no word of it is cut."""
    size = names.whole_at(name, largest, TEXT, room)
    if size is not None:
        return size, "bold", name, True
    if theme.text_font(TEXT).size(name)[0] <= room:
        return TEXT, "sans", name, True
    for size in range(largest, TEXT - 1, -1):
        for style in ("bold", "sans"):
            start = names.in_whole_words(name, size, room, style)
            if start is not None:
                return size, style, start, True
    return largest, "bold", names.shortened(name, largest, room), False


def one_name_size(names_in_rooms: list[tuple[str, int]]) -> int:
    """The size every compact card's name takes: the smallest of the sizes at which each
    name shows whole or in whole words (fitted_name), so that every name keeps its words
    at that size too; a name whose first word is too long even at 14 px counts for nothing,
    so that it never shrinks the others."""
    sizes = [_fitted(name, room, NAME_SIZE) for name, room in names_in_rooms]
    return min((size for size, _style, _text, whole in sizes if whole), default=NAME_SIZE)


def kind_forms(colour: str, kind: str) -> list[tuple[str, bool]]:
    """How a compact card may say a seat's kind, longest first, as (words, with the
    computer's screen before them)."""
    forms = [(f"{colour} · {hud.kind_words(kind)}", False), (hud.kind_words(kind), False)]
    if kind != "human":
        forms.append((hud.level_words(kind), True))
    return forms


def kind_width(form: tuple[str, bool]) -> int:
    words, screen = form
    return theme.text_font(TEXT).size(words)[0] + (SCREEN[0] + 5 if screen else 0)


SCREEN = (18, 16)  # the computer's screen before a level: its width, and its height with the stand
GLASS = (196, 214, 228)


def draw_kind(surf, form: tuple[str, bool], midleft) -> None:
    """A kind form at `midleft`: a small computer screen on its stand, then the words."""
    words, screen = form
    x, cy = midleft
    if screen:
        w, h = SCREEN
        top = cy - h // 2
        pygame.draw.rect(surf, theme.INK_SOFT, (x, top, w, h - 4), border_radius=2)
        pygame.draw.rect(surf, GLASS, (x + 2, top + 2, w - 4, h - 8))
        pygame.draw.line(surf, theme.INK_SOFT, (x + w // 2, top + h - 4), (x + w // 2, top + h - 2), 2)
        pygame.draw.line(surf, theme.INK_SOFT, (x + w // 2 - 4, top + h - 1), (x + w // 2 + 4, top + h - 1), 2)
        x += w + 5
    theme.draw_text(surf, words, (x, cy), TEXT, theme.INK_SOFT, "sans", "midleft")


def draw_player_card(canvas, table, p: int, box: pygame.Rect) -> None:
    """The full card of player `p` in `box` (the circle card's place): everything the wide
    table's card says, in lines of 14 px."""
    t = table
    m, state = t.model, t.match.state
    name, rgb, letter, _pattern = t.looks[p]
    theme.panel(canvas, box, (236, 228, 208), radius=14)
    pygame.draw.rect(canvas, rgb, (box.x + 14, box.y + 12, 8, 24), border_radius=3)
    points = m.totals()[p]
    score = theme.draw_text(
        canvas,
        ngettext("{n} point", "{n} points", points).format(n=points),
        (box.right - 16, box.y + 10),
        20,
        theme.INK,
        "serif",
        "topright",
    )
    size, shown = theme.fit_line(speech.who(t.names[p]), 17, score.x - 12 - (box.x + 30), smallest=TEXT)
    theme.draw_text(canvas, shown, (box.x + 30, box.y + 12), size, theme.INK, "bold")
    lines = [f"{_(name)} · {letter} · {hud.kind_words(t.kinds[p])}"]
    stones, dolmens = m.stones_left[p], m.dolmens_left[p]
    lines.append(
        ngettext("{n} stone left", "{n} stones left", stones).format(n=stones)
        + " · "
        + state.rules.says(
            ngettext("{n} dolmen stone left", "{n} dolmen stones left", dolmens),
            ngettext("{n} dolmen left", "{n} dolmens left", dolmens),
        ).format(n=dolmens)
    )
    if state.rules.flow.tie_break == MOST_BUILT:
        built = m.built[p]
        lines.append(
            ngettext("{n} dolmen built (the tie-break)", "{n} dolmens built (the tie-break)", built).format(n=built)
        )
    home = m.hand[p]
    out = sum(1 for n in range(len(m.druid)) if m.druid[n] == p)
    lying = sum(1 for n in m.lying if m.druid[n] == p)
    if lying:
        said = _("druids: {home} at home, {out} on the board ({lying} collecting herbs)")
    else:
        said = _("druids: {home} at home, {out} on the board")
    lines.append(said.format(home=home, out=out, lying=lying))
    y = box.y + 44
    for line in lines:
        for part in theme.wrap(line, TEXT, box.w - 32):
            theme.draw_text(canvas, part, (box.x + 16, y), TEXT, theme.INK_SOFT)
            y += 19
    tag = hud.card_tag(t, p, p == t.shown_player(), short=False)
    if p == t.thinking:
        tag = _("thinking…")
    if tag:
        theme.draw_text(canvas, tag, (box.x + 16, y + 2), TEXT, theme.ACCENT_DARK, "bold")
