"""A potion in progress, as the hand strip shows it: a small recipe of its four cards (the
cult's 5, 10 and 15 plants and a Mistel), each slot filled with the card when it is held and
left hollow when it is still missing, and the same in words for the tooltip ("Sun potion:
Johanniskraut and Raute held; still needed: Wilder Rosmarin and a Mistel. …").

A potion counts as begun once the hand holds one of its plants (a Mistel alone begins none:
it completes either)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core import words
from game.core.i18n import _, pgettext
from game.druiden.rules.cards import CARDS, MISTEL, POTION, POTION_BONUS
from game.ui import theme

from . import cards

#: The room between two slots of a recipe.
SLOT_GAP = 3
HELD_INK, MISSING_INK = theme.INK, (150, 142, 128)
MISSING_GROUND = (44, 40, 36)


@dataclass(frozen=True)
class PotionNote:
    """One begun potion of `cult`: `slots` are its four cards in order (the 5, 10 and 15
    plants, then the Mistel), each with whether the hand holds it."""

    cult: str
    slots: tuple[tuple[int, bool], ...]

    @property
    def held(self) -> int:
        return sum(1 for _card, have in self.slots if have)

    @property
    def complete(self) -> bool:
        return self.held == len(self.slots)

    @property
    def title(self) -> str:
        return _("Sun potion") if self.cult == "sun" else _("Moon potion")

    @property
    def short(self) -> str:
        """The cult alone ("Sun"), where the full title has no room."""
        return pgettext("cult", "Sun") if self.cult == "sun" else pgettext("cult", "Moon")


def potion_notes(hand) -> list[PotionNote]:
    """The potions `hand` (counts by card kind) has begun, Sun first."""
    out = []
    for cult, plants in POTION.items():
        if any(hand[c] for c in plants):
            out.append(PotionNote(cult, tuple((c, hand[c] > 0) for c in (*plants, MISTEL))))
    return out


def _card_words(card: int) -> str:
    c = CARDS[card]
    return f"{c.name} ({c.value})" if c.value else pgettext("potion ingredient", "a Mistel")


def potion_sentence(note: PotionNote, bonus_told: bool = True) -> str:
    """The potion in words: what it needs, what is held, what is missing, and (unless not
    `bonus_told`) what it brings."""
    bonus = (
        _("{points} more if the Sun wins, and 1 more vote")
        if note.cult == "sun"
        else _("{points} more if the Moon wins, and 1 more vote")
    ).format(points=words.points(POTION_BONUS))
    if note.complete:
        return _("{potion} complete: {bonus}.").format(potion=note.title, bonus=bonus)
    held = [_card_words(c) for c, have in note.slots if have]
    missing = [_card_words(c) for c, have in note.slots if not have]
    said = _("{potion}: {held} held; still needed: {missing}.").format(
        potion=note.title, held=words.names_list(held), missing=words.names_list(missing)
    )
    return said + " " + _("Complete, it brings {bonus}.").format(bonus=bonus) if bonus_told else said


# --- the recipe drawn ----------------------------------------------------------------------------
def slot_size(text: int) -> tuple[int, int]:
    """A slot's size for recipes drawn at `text` px: room for "15" in bold."""
    w = theme.text_font(text - 2, "bold").size("15")[0] + 8
    return w, text + 8


def recipe_width(note: PotionNote, text: int, short: bool = False) -> int:
    w, _h = slot_size(text)
    label = theme.text_font(text, "bold").size(_label(note, short))[0]
    return label + 6 + 4 * w + 3 * SLOT_GAP


def _label(note: PotionNote, short: bool = False) -> str:
    """ "Sun potion" ("Sun" when `short`), ticked once complete."""
    title = note.short if short else note.title
    return f"{title} ✓" if note.complete else title


def draw_recipe(
    canvas: pygame.Surface, note: PotionNote, left: int, centre_y: int, text: int, short: bool = False
) -> pygame.Rect:
    """The recipe at (`left`, centred on `centre_y`): the potion's name ("Sun potion", or
    "Sun" when `short`; ticked once complete), then its four slots: a held card on its
    face's ground with its value or the Mistel's berries, a missing one hollow and dim.
    Returns the rectangle it covers."""
    ink = theme.GOOD if note.complete else theme.INK_LIGHT
    label = theme.draw_text(canvas, _label(note, short), (left, centre_y), text, ink, "bold", "midleft")
    w, h = slot_size(text)
    x = label.right + 6
    for card, have in note.slots:
        box = pygame.Rect(x, centre_y - h // 2, w, h)
        c = CARDS[card]
        if have:
            pygame.draw.rect(canvas, cards.FACE_INK[c.kind], box, border_radius=4)
            pygame.draw.rect(canvas, (70, 60, 50), box, 1, border_radius=4)
        else:
            pygame.draw.rect(canvas, MISSING_GROUND, box, border_radius=4)
            _dashed(canvas, box, MISSING_INK)
        mark = HELD_INK if have else MISSING_INK
        if c.value:
            theme.draw_text(canvas, str(c.value), box.center, text - 2, mark, "bold", "center")
        elif have:
            cards.draw_sign(canvas, card, box.center, 4, cards.FACE_INK[c.kind], small=True)
        else:
            for dx in (-5, 0, 5):
                pygame.draw.circle(canvas, MISSING_INK, (box.centerx + dx, box.centery), 3, 1)
        x = box.right + SLOT_GAP
    return pygame.Rect(left, centre_y - h // 2, x - SLOT_GAP - left, h)


def _dashed(canvas: pygame.Surface, box: pygame.Rect, ink) -> None:
    """A dashed outline: the card that belongs here is not in the hand."""
    for x in range(box.x + 2, box.right - 2, 5):
        pygame.draw.line(canvas, ink, (x, box.y), (min(x + 2, box.right - 3), box.y))
        pygame.draw.line(canvas, ink, (x, box.bottom - 1), (min(x + 2, box.right - 3), box.bottom - 1))
    for y in range(box.y + 2, box.bottom - 2, 5):
        pygame.draw.line(canvas, ink, (box.x, y), (box.x, min(y + 2, box.bottom - 3)))
        pygame.draw.line(canvas, ink, (box.right - 1, y), (box.right - 1, min(y + 2, box.bottom - 3)))
