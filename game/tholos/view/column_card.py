"""The card of a column the pointer rests on (a site, or on the narrow table its cell in
the scoreboard's strip): the site's bonus, its stones from bottom to top, the colour counts
and who leads it for how many points, for any name and count.

On the wide table the card stands beside its column, or where it hides no other column
and no site's label (`card_place`); on the narrow one it takes the log's place above the
temple (the log yields while it shows). The table draws it last (TableBase.draw_above).
"""

from __future__ import annotations

import pygame

from game.core import words
from game.core.i18n import _
from game.tholos.rules.material import BONUS_TEXT, SITES
from game.tholos.rules.scoring import score_column
from game.ui import theme
from game.ui.names import fit_said

from . import art
from .frame import WIDE, Frame
from .hud import stone_cells
from .layout import TempleLayout

PAPER = (250, 244, 228)
#: The wide card's bonus lines wrap at this width (two lines for every bonus).
BONUS_WIDTH = 300
#: The narrow card's columns: the bonus on the left (this wide), the column on the right.
CARD_LEFT = 300


def draw_card(canvas, layout: TempleLayout, site: int, columns, names, frame: Frame = WIDE) -> pygame.Rect:
    """The card of column `site` (`columns`: every column's stones, bottom first, as the
    table shows them); returns its box."""
    spot, stones = layout.sites[site], columns[site]
    res = score_column(stones)
    counts = _("white {white} · black {black} · grey {grey}").format(white=res.white, black=res.black, grey=res.grey)
    title = _("{symbol}  {name} — bonus").format(symbol=spot.symbol, name=SITES[site].capitalize())
    if frame.compact:
        box = pygame.Rect(frame.log_area)
        _narrow_card(canvas, box, title, site, counts, res, names, stones)
        return box
    lead = column_lead(res, names, bool(stones))
    lines = theme.wrap(_(BONUS_TEXT[site]) + ".", 14, BONUS_WIDTH)
    widths = [theme.text_font(15, "bold").size(title)[0], theme.text_font(13).size(counts)[0]]
    widths += [theme.text_font(13, "bold").size(lead)[0]] + [theme.text_font(14).size(line)[0] for line in lines]
    box = card_place(layout, site, columns, (max(260, max(widths) + 24), 72 + 19 * len(lines)), frame)
    theme.panel(canvas, box, PAPER, radius=10, border=theme.ACCENT)
    theme.draw_text(canvas, title, (box.x + 12, box.y + 8), 15, theme.INK, "bold")
    for k, line in enumerate(lines):
        theme.draw_text(canvas, line, (box.x + 12, box.y + 30 + 19 * k), 14, theme.INK_SOFT)
    yy = box.y + 34 + 19 * len(lines)
    theme.draw_text(canvas, counts, (box.x + 12, yy), 13, theme.INK)
    theme.draw_text(canvas, lead, (box.x + 12, yy + 18), 13, theme.INK, "bold")
    return box


GAP = 14  # between a card and the column it tells about


def card_place(layout: TempleLayout, site: int, columns, size: tuple[int, int], frame: Frame = WIDE) -> pygame.Rect:
    """Where the wide card of `site` (of `size`) stands, within the frame's room for cards:
    the first of these places that hides no other column (as it stands) nor any site's
    symbol and bonus, and leaves its own column free: beside the column, towards the middle
    of the temple; on its other side; over the middle of the temple (centred, or just under
    the back row); above the column; below it. Where each hides something, the one that
    hides least."""
    room = pygame.Rect(frame.tooltip_room)
    spot = layout.sites[site]
    own = pygame.Rect(spot.standing_rect(len(columns[site])))
    others = []
    for s, other in enumerate(layout.sites):
        sym, pill = art.label_rects(other, layout.centre, frame.smallest_text)
        others += [sym, pill]
        if s != site:
            others.append(pygame.Rect(other.standing_rect(len(columns[s]))))
    x, y, w, h = spot.base
    inward = 1 if x + w / 2 <= layout.centre[0] else -1
    box = pygame.Rect((0, 0), size)
    places = []
    for side in (inward, -inward):
        beside = box.copy()
        beside.centery = y - 30
        if side > 0:
            beside.left = x + w + GAP
        else:
            beside.right = x - GAP
        places.append(beside)
    middle = box.copy()
    middle.center = (round(layout.centre[0]), round(layout.centre[1]))
    # the middle, its top just under what stands behind the centre (the back row's labels)
    behind = [
        r.bottom
        for r in [own, *others]
        if r.centery < layout.centre[1] and middle.left < r.right and r.left < middle.right
    ]
    under = middle.copy()
    under.top = max(behind, default=middle.top) + GAP // 2
    places += [middle, under]
    above, below = box.copy(), box.copy()
    above.midbottom = (own.centerx, own.top - GAP)
    below.midtop = (own.centerx, own.bottom + GAP)
    places += [above, below]
    best = None
    for place in places:
        place.clamp_ip(room)
        if place.colliderect(own):
            continue
        hidden = sum(_area(place.clip(r)) for r in others)
        if hidden == 0:
            return place
        if best is None or hidden < best[0]:
            best = (hidden, place)
    return best[1] if best is not None else places[0]


def _area(rect: pygame.Rect) -> int:
    return rect.w * rect.h


def column_lead(res, names, built: bool, name: str | None = None, short: bool = False) -> str:
    """Who leads a column and for how much, for any name and count ("Anna leads: 7 points",
    "You lead: 1 point"); `name` stands for the leader's name when given (a name cut to fit),
    `short` gives the narrow card's shorter words for an even column."""
    if res.owner is None:
        if not built:
            return _("No stone yet")
        return _("Even: nobody leads") if short else _("Nobody leads (equal white and black)")
    who = names[res.owner]
    shown = words.seat_name(who) if name is None else name
    if words.is_you(who):  # "You lead", German "Du führst"
        return _("{name} lead: {points}").format(name=shown, points=words.points(res.points))
    return _("{name} leads: {points}").format(name=shown, points=words.points(res.points))


def narrow_card(box: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The narrow card's two columns within `box` (the log's place): the bonus's words on
    the left, the column's stones, counts and leader on the right."""
    left = pygame.Rect(box.x + 12, box.y + 6, CARD_LEFT, box.h - 12)
    right = pygame.Rect(left.right + 14, box.y + 6, box.right - 12 - left.right - 14, box.h - 12)
    return left, right


def _narrow_card(canvas, box: pygame.Rect, title: str, site: int, counts: str, res, names, stones) -> None:
    theme.panel(canvas, box, PAPER, radius=10, border=theme.ACCENT)
    left, right = narrow_card(box)
    theme.draw_text(canvas, title, left.topleft, 15, theme.INK, "bold")
    for k, line in enumerate(theme.wrap(_(BONUS_TEXT[site]) + ".", 14, left.w)[:3]):
        theme.draw_text(canvas, line, (left.x, left.y + 22 + 18 * k), 14, theme.INK_SOFT)
    pygame.draw.line(canvas, (222, 212, 190), (left.right + 7, box.y + 10), (left.right + 7, box.bottom - 10))
    strip = stone_cells(canvas, stones, right.x, right.y)  # the column, bottom → top
    theme.draw_text(canvas, _("bottom → top"), (strip.right + 8, strip.centery), 14, theme.INK_SOFT, "sans", "midleft")
    theme.draw_text(canvas, counts, (right.x, strip.bottom + 5), 14, theme.INK)
    # one line: a long leader's name is cut ("…"), the words after it stay whole
    leader = words.seat_name(names[res.owner]) if res.owner is not None else ""
    lead = fit_said(
        lambda name: column_lead(res, names, bool(stones), name, short=True), leader, 14, right.w, "bold", 14
    )
    theme.draw_text(canvas, lead.line, (right.x, strip.bottom + 25), 14, theme.INK, "bold")


__all__ = ["CARD_LEFT", "card_place", "column_lead", "draw_card", "narrow_card"]
