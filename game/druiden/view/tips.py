"""The table's tooltips: what its faces leave out, told in words while the mouse rests on
them. In both layouts: a card of the hand (its whole name, what it is or does, for a plant or
a Mistel its potion in words) and a potion's recipe in the hand strip. In the narrow layout
also a player's compact area (the whole name, cards, spirits, druid) and the discard pile's
top card."""

from __future__ import annotations

import pygame

from game.core import words
from game.core.i18n import _, ngettext, npgettext, pgettext
from game.druiden.rules.cards import CARDS
from game.druiden.rules.pieces import DRUID
from game.druiden.speech import name as seat_name
from game.ui import theme, tooltip
from game.ui.scene import NARROW_SPAN

from . import cards, hud, potion, targets

LINES = 8  # the most lines a tooltip has (a Mistel's two potions)


def hover_tip(view) -> tuple[str, pygame.Rect] | None:
    """(text, the rectangle it tells about) for what lies under the mouse, or None."""
    lay, mouse = view.layout, view.mouse
    boxes = targets.hand_boxes(view)
    k = cards.hovered_card(boxes, mouse)
    if k is not None:
        box, card = boxes[k]
        # above the strip, so that it hides none of the hand's other cards
        above = pygame.Rect(box.x, min(box.y, lay.hand.y), box.w, box.bottom - min(box.y, lay.hand.y))
        return card_tip(view, card), above
    for rect, note, _short in hud.recipes(view):
        if rect.collidepoint(mouse):
            return potion.potion_sentence(note), rect
    if lay.discard.collidepoint(mouse):  # a name too long for the card is not written on it
        n, top = view.model.board.discard_n, view.model.board.discard_top
        if n == 0:
            return _("The discard pile is empty"), lay.discard
        name = CARDS[top].name if 0 <= top < len(CARDS) else pgettext("subject", "a card")
        said = ngettext("The discard pile: {n} card, {card} on top", "The discard pile: {n} cards, {card} on top", n)
        return said.format(n=n, card=name), lay.discard
    if not lay.narrow:  # the wide table writes the rest on itself
        return None
    for p, area in enumerate(lay.seat_areas):
        if area.collidepoint(mouse):
            return seat_tip(view, p), area
    return None


def _spirits(n: int, sun: bool) -> str:
    """ "a Sun spirit", "2 Moon spirits": spirits a player controls, in a list."""
    if n == 1:
        return (
            pgettext("spirits controlled", "a Sun spirit") if sun else pgettext("spirits controlled", "a Moon spirit")
        )
    if sun:
        return npgettext("spirits controlled", "{n} Sun spirit", "{n} Sun spirits", n).format(n=n)
    return npgettext("spirits controlled", "{n} Moon spirit", "{n} Moon spirits", n).format(n=n)


def seat_tip(view, p: int) -> str:
    """A player's compact area in words: the whole name (the area may have cut it), the
    cards in hand, the spirits controlled and where the druid stands."""
    model = view.model
    owned = [sp for sp in range(len(model.owner)) if model.owner[sp] == p]
    kinds = []
    for sun, group in ((True, (0, 1, 2)), (False, (3, 4, 5))):
        n = sum(1 for sp in owned if sp in group)
        if n:
            kinds.append(_spirits(n, sun))
    if 6 in owned:
        kinds.append(pgettext("spirits controlled", "the Dwarf King"))
    if 7 in owned:
        kinds.append(pgettext("spirits controlled", "the Morrigan"))
    where = hud.druid_whereabouts(view.match.state.board, model.pos[DRUID + p], inside=True)
    n = model.hand_size(p)
    if kinds:
        said = ngettext(
            "{who}: {n} card in hand, controls {spirits}; {where}",
            "{who}: {n} cards in hand, controls {spirits}; {where}",
            n,
        )
    else:
        said = ngettext(
            "{who}: {n} card in hand, no spirits yet; {where}", "{who}: {n} cards in hand, no spirits yet; {where}", n
        )
    return said.format(who=seat_name(view.names[p]), n=n, spirits=words.names_list(kinds), where=where)


def card_tip(view, card: int) -> str:
    """A card of the hand in words: its whole name and what it is or does, for a plant or a
    Mistel the potions it belongs to ("Sun potion: Johanniskraut (5) held; still needed: …")."""
    said = cards.card_words(card)
    if not 0 <= card < len(CARDS) or CARDS[card].kind not in ("plant", "mistletoe"):
        return said
    notes = potion.potion_notes(view.model.hands[view.viewer])
    if CARDS[card].kind == "plant":
        notes = [note for note in notes if note.cult == CARDS[card].cult]
    return " ".join([said + ".", *(potion.potion_sentence(note, bonus_told=False) for note in notes)])


def draw_hover_tip(view, canvas: pygame.Surface, also_keep=()) -> None:
    """The tooltip of what the pointer rests on (hover_tip), off the board's words, the
    other players' areas, the hand and `also_keep` (a label already drawn)."""
    said = hover_tip(view)
    if said is not None:
        text, about = said
        lay = view.layout
        # off the board's words and numbers, the other players' areas and the hand
        keep = targets.labels(view) + [area for area in lay.seat_areas if area != about]
        keep += ([] if lay.hand.contains(about) else [lay.hand]) + list(also_keep)
        draw_tip(canvas, text, about, lay.narrow, lay.panel.x - 2, keep)


def draw_tip(
    canvas: pygame.Surface, text: str, about: pygame.Rect, narrow: bool = True, right: int = 0, keep_clear=()
) -> pygame.Rect:
    """A tooltip (game.ui.tooltip) beside `about`, off `keep_clear`, within the canvas
    columns the layout shows (NARROW_SPAN when `narrow`), under the header and left of
    `right` when given (the decision panel, where the log lies over the table); returns the
    box."""
    span = NARROW_SPAN if narrow else (0, theme.CANVAS_SIZE[0])
    if right:
        span = (span[0], min(span[1], right))
    room = pygame.Rect(span[0] + 4, 58, span[1] - span[0] - 8, theme.CANVAS_SIZE[1] - 62)
    return tooltip.draw_tip(canvas, text, about, room, LINES, keep_clear)
