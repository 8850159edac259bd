"""The Dolmen table's information: player cards, the decision panel, status line, banners.

Cards show what the display model shows (points as the marker and the scored stones, stones
and dolmen stones left, druids in hand). The decision panel offers the choices of the
decision at hand; the value tiles there are the only place a player's own unplaced values
appear, and only when that player is the viewer and the one deciding.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.core import words
from game.core.i18n import _, ngettext, pgettext
from game.dolmen import speech
from game.dolmen.places import circle_title
from game.dolmen.rules.flow import MOST_BUILT
from game.dolmen.rules.phase import Phase
from game.ui import drawn, names, tables, theme
from game.ui.decision import Offer, OfferLook, draw_offer
from game.ui.tooltip import Tips

from . import art, choosing
from .layout import LEFT_PANEL, WIDE, TableFrame
from .prompts import explanation, heading_text, keys_words  # the panel's words

ERROR_INK = (176, 60, 44)
CARD = (238, 230, 210)
CARD_LIT = (250, 244, 228)


class CachedCards:
    """Player cards drawn once into `surface` (blitted at `origin`) until the model, the
    turn, the thinking seat, the lit druids at home or the game's end changes; the thinking
    dots, which tick, are drawn over them each frame (`_draw_thinking`)."""

    table: Any  # the Dolmen table the cards are of
    surface: pygame.Surface
    origin: tuple[int, int]
    key: tuple | None = None

    def draw(self, canvas, to_move: int, lit_hand: bool) -> None:
        t = self.table
        state = t.match.state
        key = (t.model.version, to_move, t.thinking, lit_hand, state.finished, state.final)
        if key != self.key:
            self.key = key
            self._render(to_move, lit_hand)
        canvas.blit(self.surface, self.origin)
        if t.thinking is not None:
            self._draw_thinking(canvas, t.thinking, "●" * (1 + int(t.clock * 3) % 3))

    def _dolmens_count(self, p: int, built: bool) -> str:
        """ "9 dolmens" on player p's card; with the tie-break of most built, "9 dolmens · 2
        built", always in view."""
        m = self.table.model
        dolmens = dolmens_words(self.table.match.state.rules, m.dolmens_left[p])
        return _("{dolmens} · {n} built").format(dolmens=dolmens, n=m.built[p]) if built else dolmens

    def _render(self, to_move: int, lit_hand: bool) -> None:
        raise NotImplementedError

    def _draw_thinking(self, canvas, p: int, dots: str) -> None:
        raise NotImplementedError


#: The player cards' names: one size for all, the largest from NAME_SIZE down to
#: NAME_SMALLEST at which every name shows whole, or in whole words and "…" where it cannot
#: (names.one_size); the tooltip of a shortened name names it whole.
NAME_SIZE, NAME_SMALLEST = 18, 15


class PlayerCards(CachedCards):
    """The left panel: one card per player, cached until the model or the turn changes.
    `tips` holds where a name was shortened, with the whole name (TableBase.draw_above)."""

    def __init__(self, table) -> None:
        self.table = table
        x, y, w, h = LEFT_PANEL
        n = len(table.names)
        card_h = min(150, (h - 10 * (n - 1)) // n)
        self.rects = [pygame.Rect(x, y + (card_h + 10) * p, w, card_h) for p in range(n)]
        self.surface = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
        self.origin = (x - 6, y - 6)
        self.tips = Tips()  # the names shortened on the cards, with their whole text

    @property
    def compact(self) -> bool:
        """Five players: lower cards, the counts on one line."""
        return self.rects[0].h < 130

    def name_room(self, totals: list[int]) -> int:
        """How wide a card's name may be: from its start to the points, as wide as two
        digits (or the widest score now) need, so that the names keep one size all game."""
        font = theme.text_font(28 if self.compact else 30, "serif")
        widest = max(font.size(str(points))[0] for points in [*totals, 88])
        return self.rects[0].w - 54 - 14 - 8 - widest

    def hand_rect(self, p: int) -> pygame.Rect:
        r = self.rects[p]
        if self.compact:
            return pygame.Rect(r.x + 10, r.bottom - 34, 120, 30)
        return pygame.Rect(r.x + 10, r.bottom - 46, 130, 42)

    def hand_point(self, p: int):
        return self.hand_rect(p).center

    def score_point(self, p: int):
        r = self.rects[p]
        return r.right - 36, r.y + 26

    def _draw_thinking(self, canvas, p: int, dots: str) -> None:
        r = self.rects[p]
        theme.draw_text(
            canvas, thinking_words(dots), (r.right - 14, r.bottom - 10), 13, theme.ACCENT_DARK, "bold", "bottomright"
        )

    def _render(self, to_move: int, lit_hand: bool) -> None:
        t, surf = self.table, self.surface
        m, state = t.model, t.match.state
        flow = state.rules.flow
        surf.fill((0, 0, 0, 0))
        self.tips.clear()
        off = (-LEFT_PANEL[0] + 6, -LEFT_PANEL[1] + 6)
        totals = m.totals()
        name_room = self.name_room(totals)
        called = [speech.who(name) for name in t.names]  # a seat called You: "Du" in German
        name_size = names.one_size([(name, name_room) for name in called], NAME_SIZE, NAME_SMALLEST)
        built = flow.tie_break == MOST_BUILT
        slab_x, dolmens_x = (112, 152) if built else (114, 150)
        counts = [self._dolmens_count(p, built) for p in range(len(self.rects))]
        # one size for every card's count, shrunk (to 10 px with the tie-break's count) where
        # a translation's words run longer than the card
        dolmens_room = self.rects[0].w - 8 - dolmens_x
        dolmens_size = names.one_size(
            [(count, dolmens_room) for count in counts], 12 if built else 14, 10 if built else 11, "sans"
        )
        for p, rect in enumerate(self.rects):
            r = rect.move(off)
            name, rgb, letter, pattern = t.looks[p]
            lit = p == to_move
            theme.panel(surf, r, CARD_LIT if lit else CARD, radius=12)
            pygame.draw.rect(surf, rgb, (r.x, r.y + 10, 6, r.h - 20), border_radius=3)
            if lit:
                pygame.draw.rect(surf, theme.ACCENT, r, width=3, border_radius=12)
            small = self.compact
            fig = art.druid(rgb, letter, 32 if small else 40)
            surf.blit(fig, (r.x + 14, r.y + (6 if small else 8)))
            score = theme.draw_text(
                surf,
                str(totals[p]),
                (r.right - 14, r.y + (2 if small else 4)),
                28 if small else 30,
                theme.INK,
                "serif",
                "topright",
            )
            shown = names.shortened(called[p], name_size, name_room)
            said = theme.draw_text(
                surf, shown, (r.x + 54, r.y + (5 if small else 8) + (18 - name_size) // 2), name_size, theme.INK, "bold"
            )
            if shown != called[p]:  # the whole name in a tooltip
                self.tips.add(said.move(self.origin), called[p])
            unit = ngettext("point", "points", totals[p])  # under the score: "1 point", "5 points"
            under = theme.draw_text(
                surf, unit, (r.right - 14, r.y + (36 if small else 40)), 11, theme.INK_SOFT, "sans", "topright"
            )
            # the seat's colour, letter and kind, clear of the score (the letter, then the colour left out)
            kind = kind_words(t.kinds[p])
            kinds = (f"{_(name)} · {letter} · {kind}", f"{_(name)} · {kind}", kind)
            room = min(under.x, score.x) - 8 - (r.x + 54)
            kind = next((k for k in kinds if theme.text_font(12).size(k)[0] <= room), kinds[-1])
            theme.draw_text(surf, kind, (r.x + 54, r.y + (27 if small else 31)), 12, theme.INK_SOFT)
            y = r.y + (50 if small else 62)
            surf.blit(art.stone(rgb, letter, 10), (r.x + 14, y - 2))
            theme.draw_text(
                surf,
                stones_words(m.stones_left[p]),
                (r.x + 40, y + 9),
                14,
                theme.INK,
                "sans",
                "midleft",
            )
            surf.blit(art.slab(rgb, pattern, (30, 7, 10)), (r.x + slab_x, y))
            size, dolmens = theme.fit_line(counts[p], dolmens_size, dolmens_room, "sans", smallest=dolmens_size)
            theme.draw_text(surf, dolmens, (r.x + dolmens_x, y + 9), size, theme.INK, "sans", "midleft")
            hand = self.hand_rect(p).move(off)
            if lit and lit_hand:
                pygame.draw.rect(surf, theme.HIGHLIGHT, hand, 3, border_radius=8)
            if m.hand[p]:
                size = 26 if small else 34
                for k in range(m.hand[p]):
                    surf.blit(art.druid(rgb, letter, size), (hand.x + 6 + (size - 6) * k, hand.y + 3))
            else:
                out = druids_out_words(t, p)[0]
                theme.draw_text(surf, out, hand.midleft, 12, theme.INK_SOFT, "sans", "midleft")
            tag = card_tag(t, p, lit)
            if tag and p != t.thinking:  # a thinking player's card says "thinking" there
                theme.draw_text(surf, tag, (r.right - 14, r.bottom - 10), 13, theme.ACCENT_DARK, "bold", "bottomright")


def thinking_words(dots: str) -> str:
    """A thinking player's card: "thinking ●●"."""
    return _("thinking {dots}").format(dots=dots)


def stones_words(n: int) -> str:
    """ "12 stones": the stones a player has left."""
    return ngettext("{n} stone", "{n} stones", n).format(n=n)


def dolmens_words(rules, n: int) -> str:
    """ "9 dolmen stones" (Die Dolmengötter's sheet: "9 dolmens"): the pieces of hidden value
    a player has left."""
    return rules.says(
        ngettext("{n} dolmen stone", "{n} dolmen stones", n), ngettext("{n} dolmen", "{n} dolmens", n)
    ).format(n=n)


def level_words(kind: str) -> str:
    """A computer seat's level as a card says it: "easy", "normal", "hard"."""
    if kind == "easy":
        return pgettext("computer level", "easy")
    if kind == "normal":
        return pgettext("computer level", "normal")
    if kind == "hard":
        return pgettext("computer level", "hard")
    if kind == "random":
        return pgettext("computer level", "random")
    return kind


def kind_words(kind: str) -> str:
    """A seat's kind as a card says it: "human", "computer · normal"."""
    return _("human") if kind == "human" else _("computer · {level}").format(level=level_words(kind))


def druids_out_words(table, p: int) -> list[str]:
    """What a player's card says when none of their druids is at home, longest first (a
    compact card takes the first that fits)."""
    m = table.model
    if not table.match.state.rules.flow.herbs_and_flight:
        return [_("all druids out"), _("all out")]
    lying = sum(1 for n in m.lying if m.druid[n] == p)
    if lying:
        return [
            ngettext("{n} collecting herbs", "{n} collecting herbs", lying).format(n=lying),
            ngettext("{n} lying", "{n} lying", lying).format(n=lying),
        ]
    return [_("all druids standing"), _("standing")]


def card_tag(table, p: int, lit: bool, short: bool = False) -> str:
    """The tag at the foot of player p's card: "no more turns", "final action", and "to play"
    on the card of the player whose turn it is (`lit`; `short`: then only the other tag when
    there is one, as the compact card's frame says who is to play)."""
    state = table.match.state
    tag = ""
    if p in state.finished:
        tag = _("no more turns")
    elif state.final is not None and p in state.final and not state.over:
        tag = _("final action")
    if lit and table.thinking is None and not state.over:
        if not tag:
            tag = _("to play")
        elif not short:
            tag = _("to play · {tag}").format(tag=tag)
    return tag


@dataclass
class ValueTile(Offer):
    """A dolmen value of the decision panel (`label` its digit): `count` says how many of
    that value the viewer holds; it plays the placement of that value, or says why not."""

    value: int = 0
    count: int = 0


#: The panel's buttons: lit under the pointer or while their toggle is on (outlined then);
#: those that only explain a refusal greyed, without a shadow. (Text no smaller than the
#: table shape's Rows.smallest.)
LOOK = OfferLook(theme.PANEL, (190, 184, 172), None, theme.HIGHLIGHT, True, 10, 16, 16, 12)

#: Where each decision's buttons sit, below the panel's text (pixels from its top): no
#: decision's buttons lie where those of the decision that can follow it were, so a second
#: click never presses a button that has just appeared (turn → stone → values → turn).
ROW_TURN, ROW_VALUES, ROW_STONE = 0, 56, 192
DECISION_H = 392  # the decision panel's height; the circle card fills the rest
#: Where a decision's buttons move to when, even so, one would appear under the pointer: tried
#: in this order, those that would leave the panel's room for them (button_room) left out.
#: Upwards, the items cover the explanation (the status line then says it).
SHIFTS = ((0, 0), (0, 52), (0, -52), (0, 104), (0, -104), (0, 156), (0, -156), (0, 208), (0, -208))


@dataclass(frozen=True)
class Rows:
    """The decision panel's measures on one table shape: where each decision's buttons start
    (turn, values, stone, in pixels below `top`, which is measured from the panel's top and
    leaves room for `lines` lines of explanation), a button's height and the pitch of
    stacked buttons, a value tile's width, height and pitch, how far below the tiles the
    values' Skip lies, and the smallest text size."""

    turn: int
    values: int
    stone: int
    button_h: int
    pitch: int
    tile: tuple[int, int, int]
    skip_below: int
    top: int
    lines: int
    smallest: int


WIDE_ROWS = Rows(ROW_TURN, ROW_VALUES, ROW_STONE, 44, 52, (56, 72, 64), 88, 128, 5, 12)
#: The narrow panel: the same order of rows, closer together; text of 14 px or more.
NARROW_ROWS = Rows(0, 48, 164, 40, 48, (82, 60, 91), 68, 106, 3, 14)
#: The narrow panel's shifts, tried in this order (as SHIFTS).
NARROW_SHIFTS = ((0, 0), (0, 48), (0, -48), (0, 96), (0, -96))
#: The least room between the decision panel's items and its edges, the log's top included.
ROOM_MARGIN = 8


def rows_of(frame: TableFrame) -> Rows:
    return NARROW_ROWS if frame.narrow else WIDE_ROWS


def button_room(table) -> tuple[int, int]:
    """(top, bottom) of where the decision panel's items may lie: below its heading (over
    its explanation, which then gives way), above the panel's foot and above the log's
    closed top, so that no item is ever under the log, open or folded."""
    frame = table.frame
    _x, y, _w, _h = frame.right
    top = _explanation_top(table) + 4
    bottom = min(y + frame.decision_h, frame.log_area[1]) - ROOM_MARGIN
    return top, bottom


def _shifts(table, items: list) -> tuple:
    """The shifts (SHIFTS, or NARROW_SHIFTS on the narrow table) that keep the items within
    button_room; the items' home alone when none does."""
    top, bottom = button_room(table)
    high, low = min(c.rect.top for c in items), max(c.rect.bottom for c in items)
    tried = NARROW_SHIFTS if table.frame.narrow else SHIFTS
    return tuple((dx, dy) for dx, dy in tried if high + dy >= top and low + dy <= bottom) or ((0, 0),)


def choices(table) -> list[Offer]:
    """The decision panel's items for the human deciding now (none while animating)."""
    if not table.active or table.timeline.busy:
        return []
    state = table.match.state
    legal = state.legal_actions()
    x, y, w, _h = table.frame.right
    rows = rows_of(table.frame)
    top = y + rows.top + 20 * (len(_heading(table)[1]) - 1)  # below a title wrapped on two lines
    items: list[Offer] = []

    def button(label, action, k, refused=None, row=rows.turn, toggle=None):
        rect = pygame.Rect(x + 14, top + row + rows.pitch * k, w - 28, rows.button_h)
        why = "" if action is not None else (state.why_illegal(refused) if refused else "")
        on = toggle is not None and table.selected == toggle
        items.append(Offer(rect, label, action, toggle, why or "", on))

    skip = choosing.of_kind(legal, choosing.SKIP)
    cost = state.skip_cost() if state.phase in (Phase.STONE, Phase.PLACEMENT) else 0
    skip_label = ngettext("Skip (−{n} point)", "Skip (−{n} points)", cost).format(n=cost) if cost else _("Skip (free)")
    if state.phase is Phase.TURN and table.selected and table.selected != "hand":
        node = table.selected[1]
        if not state.rules.flow.herbs_and_flight:
            button(_("Take this druid back"), choosing.removal(legal, node), 0)
        elif node not in state.lying:
            button(_("Collect herbs (H)"), choosing.herbs(legal, node), 0, state.cat.herbs[node])
    elif state.phase is Phase.TURN and choosing.placements(legal):
        button(_("Place a new druid"), None, 0, toggle="hand")
    elif state.phase is Phase.STONE:  # one row: the two answers side by side
        half = (w - 28 - 8) // 2
        row = top + rows.stone
        stone = choosing.of_kind(legal, choosing.STONE)
        items.append(
            Offer(
                pygame.Rect(x + 14, row, half, rows.button_h),
                _("Leave a stone"),
                stone,
                reason="" if stone else state.why_illegal(state.cat.stone) or "",
            )
        )
        items.append(
            Offer(
                pygame.Rect(x + 14 + half + 8, row, half, rows.button_h),
                skip_label,
                skip,
                reason="" if skip else state.why_illegal(state.cat.skip) or "",
            )
        )
    elif state.phase is Phase.ORDER:
        for k, (c, owner, where) in enumerate(sorted(state.pending)):
            text = _("{circle}: {name}, top") if where == "top" else _("{circle}: {name}, under")
            # the owner by name, or by colour where a long name would not fit the button whole
            labels = [
                text.format(circle=circle_title(state.board, c), name=who)
                for who in (speech.who(table.names[owner]), _(table.looks[owner][0]))
            ]
            button(names.first_whole(labels, LOOK.smallest, w - 28 - LOOK.pad), choosing.circles(legal).get(c), k)
    elif state.phase is Phase.PLACEMENT:
        seen = table.seen()
        decider = state.current_player()
        if seen is not None and table.viewer == decider:
            held = seen.supply[decider]
            found = choosing.values(legal)
            tile_w, tile_h, tile_pitch = rows.tile
            for k, v in enumerate((1, 2, 3, 4)):
                rect = pygame.Rect(x + 14 + tile_pitch * k, top + rows.values, tile_w, tile_h)
                reason = "" if v in found else (state.why_illegal(state.cat.dolmen[v]) or "")
                items.append(ValueTile(rect, str(v), found.get(v), reason=reason, value=v, count=held[v]))
            button(skip_label, skip, 0, state.cat.skip, row=rows.values + rows.skip_below)
    return _placed(table, items)


def _placed(table, items: list[Offer]) -> list[Offer]:
    """The items moved, as a block, off the pointer if one would appear under it where a
    different button just was (widgets.ButtonPlacer); kept there while they show."""
    if not items:
        return items
    state = table.match.state
    key = (
        len(table.match.actions),
        state.phase,
        table.selected is None,
        table.selected == "hand",
        tuple(c.label for c in items),
    )
    shifts = _shifts(table, items)
    dx, dy = table.placer.place(key, [(c.rect, c.label) for c in items], table.mouse, shifts)
    if dx or dy:
        for c in items:
            c.rect = c.rect.move(dx, dy)
    return items


def _heading(table) -> tuple[int, list[str]]:
    """The decision panel's title as (font size, one or two lines): whose decision and what
    it is, shrunk or wrapped to fit beside the thinking dots (painting._right_panel). The
    viewer is addressed only when the decision named is theirs; another player is named."""
    return theme.fit_title(heading_text(table), 17, table.frame.right[2] - 30 - 44)


def panel_lines(table) -> list[str]:
    """What the decision panel says under its heading: the game's end, or explanation()."""
    state = table.match.state
    return [state.end_reason()] if state.is_over() else explanation(table, state)


def draw_decision(canvas, table) -> None:
    """The right panel: whose decision, what to do, the choices."""
    x, y, w, h = table.frame.right
    rows = rows_of(table.frame)
    box = pygame.Rect(x, y, w, table.frame.decision_h)
    theme.panel(canvas, box, (244, 236, 218), radius=14)
    p = table.shown_player()  # the player the heading names
    lines = panel_lines(table)
    pygame.draw.rect(canvas, table.rgb(p) if p >= 0 else theme.ACCENT, (x + 14, y + 14, 8, 26), border_radius=3)
    size, heading = _heading(table)
    for k, line in enumerate(heading):
        theme.draw_text(canvas, line, (x + 30, y + 14 + 20 * k), size, theme.INK, "bold")
    items = choices(table)
    for line, spot in _told(table, lines, items)[0]:
        theme.draw_text(canvas, line, spot.topleft, 14, theme.INK_SOFT)
    look = replace(LOOK, smallest=rows.smallest)
    for c in items:
        if isinstance(c, ValueTile):
            with drawn.control(canvas, c.rect, c.label, "dolmen value"):
                _draw_tile(canvas, table, c, rows)
        else:
            draw_offer(canvas, c, table.mouse, look)


def _draw_tile(canvas, table, c: ValueTile, rows: Rows) -> None:
    """A dolmen value tile of the decision panel, with how many of that value are left."""
    ok = c.action is not None
    lit = ok and c.rect.collidepoint(table.mouse)
    theme.panel(
        canvas, c.rect, (236, 228, 206) if ok else (196, 190, 178), radius=8, border=theme.ACCENT if lit else None
    )
    ink = theme.INK if ok else theme.INK_SOFT
    theme.draw_text(
        canvas, c.label, (c.rect.centerx, c.rect.y + (24 if c.rect.h > 64 else 21)), 28, ink, "serif", "center"
    )
    left = _("{n} left").format(n=c.count)
    theme.draw_text(canvas, left, (c.rect.centerx, c.rect.bottom - 12), rows.smallest, theme.INK_SOFT, "sans", "center")


def _explanation_top(table) -> int:
    """Where the explanation's first line starts: under the heading (one or two lines)."""
    return table.frame.right[1] + 48 + 20 * (len(_heading(table)[1]) - 1)


def _told(table, lines: list[str], items: list[Offer]) -> tuple[list[tuple[str, pygame.Rect]], bool]:
    """The decision panel's explanation as drawn: its lines with where each goes, and
    whether the whole text shows. The wide panel keeps `rows.lines` lines, the narrow one
    ends the last in "…" where the text is longer; a line a moved button covers is left
    out (the whole text does not show then)."""
    x, _y, w, _h = table.frame.right
    rows = rows_of(table.frame)
    below = _explanation_top(table)
    text = " ".join(lines)
    if table.frame.narrow:
        shown = theme.fit_title(text, 14, w - 32, "sans", max_lines=rows.lines)[1]
        whole = len(theme.wrap(text, 14, w - 32)) <= rows.lines
    else:
        wrapped = theme.wrap(text, 14, w - 32)
        shown, whole = wrapped[: rows.lines], len(wrapped) <= rows.lines
    told = []
    for k, line in enumerate(shown):
        spot = pygame.Rect(x + 16, below + 18 * k, w - 32, 17)
        if any(c.rect.colliderect(spot) for c in items):
            whole = False
        else:
            told.append((line, spot))
    return told, whole


def shown_bottom(table) -> int:
    """The lowest row the decision panel draws on now: its heading, its words, its items."""
    _x, y, _w, _h = table.frame.right
    bottom = y + 14 + 20 * len(_heading(table)[1]) + 6
    items = choices(table)
    spots = [c.rect for c in items] + [spot for _line, spot in _told(table, panel_lines(table), items)[0]]
    return max([bottom] + [r.bottom for r in spots])


def log_reach(table) -> int:
    """How much taller the log grows while the mouse is over it (upwards: negative): as
    much as the frame allows (TableFrame.log_reach), but never over what the decision
    panel shows now, so that its heading, its words and every button stay in view and
    can be clicked while the log is open, folded or grown."""
    frame = table.frame
    top = frame.log_area[1]
    return min(0, max(frame.log_reach, shown_bottom(table) + ROOM_MARGIN - top))


def status_text(table) -> tuple[str, bool]:
    """The status line: what every table says alike, else the place under the mouse as the
    action a click plays there, else what the keys do (keys_words) while the decision
    panel shows what to do whole, or what to do where it shows it only in part."""
    state = table.match.state
    shared = tables.shared_status(table, lambda action: choosing.describe(action, state))
    if shared is not None and not shared[0] and not table.active:  # nothing played yet: whose turn
        name = table.names[state.whose_turn()]
        if words.is_you(name):
            return _("It is your turn. Meanwhile, hover a circle to see its stones and its dolmen stack."), False
        return (
            _("It is {owners} turn. Meanwhile, hover a circle to see its stones and its dolmen stack.").format(
                owners=words.possessive(name)
            ),
            False,
        )
    if shared is not None:
        return shared
    spot = table.spot_at(table.mouse)
    hovered = table.previewed() if spot and spot[0] == "node" else None
    if hovered is not None and hovered.kind in (choosing.PLACE, choosing.MOVE, choosing.FLY):
        said = choosing.describe(hovered, state)
        return _("{action}: click to play it.").format(action=f"{said[:1].upper()}{said[1:]}"), False
    lines = explanation(table, state)
    if _told(table, lines, choices(table))[1]:  # the panel says it all: the keys instead
        return keys_words(table, state), False
    return " ".join(lines), False


def draw_status(canvas, text: str, error: bool, hint: str, frame: TableFrame = WIDE) -> None:
    img = _status(text, error, hint, frame)
    canvas.blit(img, (frame.status[0] - 8, frame.status[1] - 4))


_STATUS_CACHE: dict = {}


def _status(text: str, error: bool, hint: str, frame: TableFrame) -> pygame.Surface:
    """The status line's picture; on the narrow table the key hints take two lines of 14 px
    (halved at a " · "), so that the text keeps most of the width."""
    key = (text, error, hint, frame)
    if key not in _STATUS_CACHE:
        if len(_STATUS_CACHE) > 8:
            _STATUS_CACHE.clear()
        x, y, w, h = frame.status
        img = pygame.Surface((w + 20, h + 16), pygame.SRCALPHA)
        box = pygame.Rect(8, 4, w, h)
        theme.panel(img, box, (244, 236, 218), radius=12)
        hints = _halves(hint) if frame.narrow and hint else [hint] if hint else []
        hint_size = 14 if frame.narrow else 12
        hint_w = max(theme.text_font(hint_size).size(line)[0] for line in hints) + 24 if hints else 0
        room = w - 18 - 16 - hint_w  # the text never runs under the key hints
        style = "bold" if error else "sans"
        size, gap = 16, 22
        lines = theme.wrap(text, size, room, style)
        if len(lines) > 2:  # a long message: smaller, on up to three lines, never cut
            size, gap = 14, 18
            lines = theme.wrap(text, size, room, style)
        ink = ERROR_INK if error else theme.INK
        yy = box.centery - gap * (len(lines) - 1) / 2
        for k, line in enumerate(lines[:3]):
            theme.draw_text(img, line, (box.x + 18, round(yy + gap * k)), size, ink, style, "midleft")
        for k, line in enumerate(hints):
            at = (box.right - 16, round(box.centery + (k - (len(hints) - 1) / 2) * 18))
            theme.draw_text(img, line, at, hint_size, theme.INK_SOFT, "sans", "midright")
        _STATUS_CACHE[key] = img
    return _STATUS_CACHE[key]


def _halves(hint: str) -> list[str]:
    """A key hint "a · b · c · d" as two lines split at the " · " nearest its middle."""
    parts = hint.split(" · ")
    if len(parts) < 2:
        return [hint]
    cut = min(range(1, len(parts)), key=lambda k: abs(len(" · ".join(parts[:k])) - len(hint) / 2))
    return [" · ".join(parts[:cut]), " · ".join(parts[cut:])]


def draw_board_banner(canvas, text: str, sub: str, fade: float, centre=(640, 330), width: int | None = None) -> None:
    """A large word across the board, centred on `centre`; with `width`, its second line is
    wrapped (on up to three lines) to stay within that many pixels."""
    size = 40
    if width is not None:
        size, text = theme.fit_line(text, 40, width - 60, "serif", smallest=22)
    big = theme.text_surface(text, size, (250, 244, 226), "serif")
    subs = [sub] if sub else []
    if sub and width is not None:
        subs = theme.wrap(sub, 16, width - 60)[:3]
    small = [theme.text_surface(line, 16, (230, 222, 200)) for line in subs]
    w = max([big.get_width()] + [s.get_width() for s in small]) + 60
    img = pygame.Surface((w, 70 + 26 * len(small)), pygame.SRCALPHA)
    pygame.draw.rect(img, (30, 36, 28, 220), img.get_rect(), border_radius=18)
    pygame.draw.rect(img, (200, 170, 90, 255), img.get_rect(), 2, border_radius=18)
    img.blit(big, big.get_rect(midtop=(w // 2, 10)))
    for k, line in enumerate(small):
        img.blit(line, line.get_rect(midtop=(w // 2, 62 + 22 * k)))
    img.set_alpha(int(255 * fade))
    canvas.blit(img, img.get_rect(center=centre))
