"""Painting the Tholos table for one frame: blits of cached pieces, back to front.

Reads the table view and its display model; changes nothing (the scene contract).
"""

from __future__ import annotations

import pygame

from game.core import i18n, words
from game.core.i18n import N_, _
from game.tholos.rules.material import BLACK, COLUMN_HEIGHT, GREY, WHITE
from game.ui import drawn, theme
from game.ui.tooltip import draw_tip

from . import art, hud
from .choosing import deliveries
from .column_card import draw_card
from .frame import chip_frame
from .layout import DRUM, SMALL_DRUM

#: A quarry heap's label: its colour and the letter its stones carry.
HEAP_LABEL = {WHITE: N_("white · W"), BLACK: N_("black · B"), GREY: N_("grey · G")}
#: The keyboard hint at the end of the status line (parts between " · ", hud._hint_rows).
KEYS_HINT = N_("←/→ choose · Enter play · Esc clear · F1 rules")

_ANCHOR = art.drum_anchor(DRUM)
_SMALL_ANCHOR = art.drum_anchor(SMALL_DRUM)


def _stone(canvas, colour: int, pos, size=DRUM) -> None:
    anchor = _ANCHOR if size is DRUM else _SMALL_ANCHOR
    canvas.blit(art.drum(colour, size), (round(pos[0] - anchor[0]), round(pos[1] - anchor[1])))


def _ring_spot(canvas, table, spot, colour) -> None:
    lay = table.layout
    if spot[0] == "site":
        x, y, w, h = lay.sites[spot[1]].base
        img = art.ring(w, h, colour)
        canvas.blit(img, (x - 10, y - 10))
        return
    rect = table.spot_rect(spot)
    if rect is None:
        return
    if spot[0] == "pile":
        rect = rect.inflate(-8, -6)
    pygame.draw.rect(canvas, colour, rect, width=3, border_radius=12)


def paint(table, canvas: pygame.Surface) -> None:
    """One frame: the still table (cached until a stone, a highlight or a picker changes),
    then stones in flight, effects and the information around the temple."""
    lit = table.highlights()
    hover = table.spot_at(table.mouse) if table.active else None
    ghost = (hover, _carried_colour(table)) if hover in lit else None
    key = (
        table.model.version,
        tuple(lit.items()),
        ghost,
        table.selected if table.chip_rects() else None,
        i18n.language(),  # the heaps' labels and the picker's words
    )
    if key != table.layer_key:
        table.layer_key = key
        _paint_still(table, table.layer, lit, hover)
    canvas.blit(table.layer, (0, 0))
    _paint_moving(table, canvas, hover)


def _paint_still(table, canvas: pygame.Surface, lit: dict, hover) -> None:
    lay, model = table.layout, table.model
    canvas.blit(table.background, (0, 0))
    for spot, colour in lit.items():
        if spot[0] == "site":
            _ring_spot(canvas, table, spot, colour)
    # columns, back to front so nearer stacks overlap farther ones
    for spot in sorted(lay.sites, key=lambda s: s.base[1]):
        stones = model.columns[spot.index]
        for level, colour in enumerate(stones):
            _stone(canvas, colour, spot.stone_at(level))
        key = ("site", spot.index)
        if key in lit and key == hover and len(stones) < COLUMN_HEIGHT:
            colour = _carried_colour(table)
            if colour is not None:  # a ghost of the stone that would land here
                x, y = spot.stone_at(len(stones))
                canvas.blit(art.ghost(colour), (x - _ANCHOR[0], y - _ANCHOR[1]))
    # workshops
    for p in (0, 1):
        for slot, colour in enumerate(model.slots(p)):
            _stone(canvas, colour, lay.place(p, slot))
    # quarry heaps
    for c in (0, 1, 2):
        n = model.quarry[c]
        for k in range(min(n, lay.heap_shown(c))):
            _stone(canvas, c, lay.heap_stone(c, k), SMALL_DRUM)
        hx, hy, hw, hh = lay.heap_rect(c)
        theme.draw_text(canvas, str(n), (hx + hw / 2, hy + hh - 40), 22, theme.INK, "serif", "center")
        theme.draw_text(
            canvas,
            _(HEAP_LABEL[c]),
            (hx + hw / 2, hy + hh - 16),
            table.frame.text(13),
            theme.INK_SOFT,
            "sans",
            "center",
        )
    for spot, colour in lit.items():
        if spot[0] != "site":
            _ring_spot(canvas, table, spot, colour)
    _chips(canvas, table)


def _paint_moving(table, canvas: pygame.Surface, hover) -> None:
    model, state = table.model, table.match.state
    # stones in the air, with a shadow on the floor beneath
    for flyer in table.flying:
        x, y = flyer.pos
        sh = art.shadow(DRUM[0], DRUM[2], 90)
        canvas.blit(sh, (x - DRUM[0] / 2, y + 30 - DRUM[2] / 2))
        _stone(canvas, flyer.colour, (x, y))
    for effect in table.effects:
        effect.draw(canvas)
    # information
    to_move = table.shown_player()  # the header changes once the move has been seen
    table.scoreboard.draw(
        canvas,
        model,
        to_move if to_move >= 0 and not state.is_over() else -1,  # at the end, nobody is to play
        table.thinking,
        table.clock,
        over=state.is_over() and not table.flying and model.matches(state),  # the last stone has landed
    )
    frame = table.frame
    if table.turn_banner:
        _turn_banner(canvas, table, to_move)
    text, error = table.status()
    hint = _(KEYS_HINT) if table.active else ""
    hud.draw_status(canvas, text, error, hint, frame)
    if table.active and table.prompt_button.visible:
        table.prompt_button.draw(canvas, False)


def paint_above(table, canvas: pygame.Surface) -> None:
    """What lies over everything the scene draws (TableBase.draw_above): the card of the
    column under the pointer (while no stone flies), or the whole of a name the table shows
    cut short ("…") under the pointer."""
    site = table.hovered_site()
    if site is not None:
        if not table.flying:
            draw_card(canvas, table.layout, site, table.model.columns, table.names, table.frame)
        return
    place = table.scoreboard.tips.at(table.mouse) or table.background_tips.at(table.mouse)
    if place is not None:
        left, right = table.frame.span
        draw_tip(canvas, place[1], place[0], pygame.Rect(left + 4, 4, right - left - 8, theme.CANVAS_SIZE[1] - 8))


def _carried_colour(table) -> int | None:
    """The colour of the stone picked up (a workshop stone, or a column's top for a move)."""
    sel = table.selected
    if sel and sel[0] == "shop":
        return sel[2]
    if sel and sel[0] == "site" and table.model.columns[sel[1]]:
        return table.model.columns[sel[1]][-1]
    return None


def _chips(canvas, table) -> None:
    rects = table.chip_rects()
    if not rects:
        return
    legal = table.lightable(table.match.state.legal_actions())  # a tutorial lights its count only
    can = deliveries(legal, table.selected[1])
    frame = chip_frame(rects)
    theme.panel(canvas, frame, (250, 244, 228), radius=10, border=theme.ACCENT)
    theme.draw_text(
        canvas, _("how many?"), (frame.centerx, frame.y + 6), table.frame.text(12), theme.INK_SOFT, "sans", "midtop"
    )
    for n, rect in rects.items():
        ok = n in can
        with drawn.control(canvas, rect, str(n), "count chip"):
            pygame.draw.rect(canvas, theme.ACCENT if ok else (206, 198, 184), rect, border_radius=8)
            theme.draw_text(canvas, str(n), rect.center, 18, theme.INK if ok else theme.INK_SOFT, "bold", "center")


def _turn_banner(canvas, table, to_move: int) -> None:
    """Whose turn (and a bonus under way), or Game over, above the temple."""
    state = table.state
    if state.is_over():
        hud.draw_banner(canvas, _("Game over"), None, table.frame)
        return
    site = state.bonus_site
    name, colour = words.seat_name(table.names[to_move]), _(table.seat_colours[to_move])
    if site >= 0:
        text = _("{name} ({colour}): bonus of {site}").format(
            name=name, colour=colour, site=table.layout.sites[site].symbol
        )
    else:
        text = _("{name} ({colour}) to play").format(name=name, colour=colour)
    hud.draw_banner(canvas, text, to_move, table.frame)
