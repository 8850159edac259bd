"""The narrow layout's tooltips: what its compact faces leave out, told in words while the
mouse rests on them: a card of the hand (its whole name, what it does, for a plant or a
Mistel its potion card by card), the hand's potion notes, the discard pile's top card.
The wide layout writes all of this on the table itself and shows none of them."""

from __future__ import annotations

import pygame

from game.core import words
from game.druiden.rules.cards import CARDS
from game.druiden.rules.pieces import DRUID
from game.ui import theme
from game.ui.scene import NARROW_SPAN

from . import cards, hud, targets

TEXT = 14
WIDTH = 300  # the widest a tooltip grows before it wraps
LINES = 6  # the most lines a tooltip has (a Mistel's two potions)


def hover_tip(view) -> tuple[str, pygame.Rect] | None:
    """(text, the rectangle it tells about) for what lies under the mouse, or None."""
    lay, mouse = view.layout, view.mouse
    if not lay.narrow:
        return None
    boxes = targets.hand_boxes(view)
    k = cards.hovered_card(boxes, mouse)
    if k is not None:
        box, card = boxes[k]
        # above the strip, so that it hides none of the hand's other cards
        above = pygame.Rect(box.x, min(box.y, lay.hand.y), box.w, box.bottom - min(box.y, lay.hand.y))
        return card_tip(view, card), above
    notes = hud.hand_notes_rect(view)
    if notes.collidepoint(mouse) and view.viewer is not None and view.model.viewer == view.viewer:
        words = [w for w, _complete in hud.potion_words(view.model.hands[view.viewer])]
        if words:
            return "; ".join(words) + " (✓ held, · missing)", notes
    for p, area in enumerate(lay.seat_areas):
        if area.collidepoint(mouse):
            return seat_tip(view, p), area
    if lay.discard.collidepoint(mouse):
        n, top = view.model.board.discard_n, view.model.board.discard_top
        if n == 0:
            return "The discard pile is empty", lay.discard
        name = CARDS[top].name if 0 <= top < len(CARDS) else "a card"
        return f"The discard pile: {n} card{'s' if n != 1 else ''}, {name} on top", lay.discard
    return None


def seat_tip(view, p: int) -> str:
    """A player's compact area in words: the whole name (the area may have cut it), the
    cards in hand, the spirits controlled and where the druid stands."""
    model = view.model
    owned = [sp for sp in range(len(model.owner)) if model.owner[sp] == p]
    kinds = []
    for title, group in (("Sun spirit", (0, 1, 2)), ("Moon spirit", (3, 4, 5))):
        n = sum(1 for sp in owned if sp in group)
        if n:
            kinds.append(words.count(n, title) if n > 1 else f"a {title}")
    kinds += [name for sp, name in ((6, "the Dwarf King"), (7, "the Morrigan")) if sp in owned]
    spirits = f"controls {words.names_list(kinds)}" if kinds else "no spirits yet"
    where = hud.druid_whereabouts(view.match.state.board, model.pos[DRUID + p])
    where = where[:1].lower() + where[1:]
    return f"{view.names[p]}: {words.count(model.hand_size(p), 'card')} in hand, {spirits}; {where}"


def card_tip(view, card: int) -> str:
    """A card of the hand in words: its whole name and what it is or does, for a plant or a
    Mistel the potions it belongs to card by card ("Sun potion: 5 ✓ 10 · 15 · Mistel ✓")."""
    said = cards.card_words(card)
    if not 0 <= card < len(CARDS) or CARDS[card].kind not in ("plant", "mistletoe"):
        return said
    hand = view.model.hands[view.viewer]
    potions = [words for words, _complete in hud.potion_words(hand)]
    if CARDS[card].kind == "plant":
        potions = [words for words in potions if words.startswith(CARDS[card].cult.capitalize())]
    return ". ".join([said, *potions]) + (" (✓ held, · missing)" if potions else "")


def draw_hover_tip(view, canvas: pygame.Surface) -> None:
    said = hover_tip(view)
    if said is not None:
        draw_tip(canvas, said[0], said[1])


def draw_tip(canvas: pygame.Surface, text: str, about: pygame.Rect) -> pygame.Rect:
    """A tooltip box above `about` (below it when there is no room), within NARROW_SPAN;
    returns the box."""
    lines = theme.wrap(text, TEXT, WIDTH)[:LINES]
    font = theme.text_font(TEXT)
    step = font.get_linesize()
    box = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines) + 16, step * len(lines) + 10)
    box.midbottom = (about.centerx, about.y - 6)
    if box.y < 60:
        box.midtop = (about.centerx, about.bottom + 6)
    box.clamp_ip(pygame.Rect(NARROW_SPAN[0] + 4, 58, NARROW_SPAN[1] - NARROW_SPAN[0] - 8, 720 - 62))
    theme.panel(canvas, box, theme.PANEL, radius=6)
    pygame.draw.rect(canvas, theme.ACCENT_DARK, box, 1, border_radius=6)
    for i, line in enumerate(lines):
        theme.draw_text(canvas, line, (box.x + 8, box.y + 5 + step * i), TEXT, theme.INK)
    return box
