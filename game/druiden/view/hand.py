"""The hand strip of the player at the screen, wide and narrow alike: every card readable
whole, however many are held, and the potions begun.

The strip's top row names whose hand it is and shows each begun potion as a recipe
(potion.py). Under it each kind of card held lies once, with "×2" when more of it are held
(a click on it gives or discards one). As many kinds as fit side by side lie as cards (their
whole names on one or two lines, never broken inside a word, the cult's sign, a plant's
value, in the wide strip what a card without a value does); more kinds than that lie as
compact cards in two rows, each as wide as its name (the name over its sign and value).
Hovering a card or a recipe tells it in words (tips.py)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.core.i18n import N_, _, language
from game.core.words import is_you
from game.druiden.rules.cards import CARDS
from game.druiden.speech import name as seat_name
from game.druiden.speech import possessive_titled
from game.ui import theme

from . import cards, potion

GAP = 4  # between two cards
MARGIN = 8  # the strip's inner margin left and right
UNKNOWN = N_("A card not known to you")


@dataclass(frozen=True)
class StripStyle:
    """The sizes of one layout's strip: `text` every text's size (names, counts, recipes),
    `title_h` the title row, `face_w` the widest a card grows, `value` a plant's value on a
    full card, `does` the size of what a card without a value does (0: not written)."""

    text: int
    title_h: int
    face_w: int
    value: int
    does: int


WIDE = StripStyle(text=13, title_h=24, face_w=124, value=16, does=10)
NARROW = StripStyle(text=14, title_h=24, face_w=124, value=16, does=0)


def style_of(narrow: bool) -> StripStyle:
    return NARROW if narrow else WIDE


@dataclass(frozen=True)
class HandPlan:
    """How a hand lies in the strip: `boxes` (rect, card kind; -1 the cards not known to
    the viewer) one per kind, `counts` how many of each kind are held, `compact` True when
    they lie as compact cards in two rows."""

    boxes: list[tuple[pygame.Rect, int]]
    counts: dict[int, int]
    compact: bool
    style: StripStyle = NARROW


def plan(strip: pygame.Rect, hand, hidden: int = 0, style: StripStyle = NARROW) -> HandPlan:
    """Where each kind of card of `hand` (counts by kind) and `hidden` face-down cards lie
    in the hand `strip`."""
    counts = {c: n for c, n in enumerate(hand) if n}
    if hidden:
        counts[-1] = hidden
    kinds = list(counts)
    if not kinds:
        return HandPlan([], counts, False, style)
    area = cards_area(strip, style)
    widths = _widths([face_width_needed(c, style) for c in kinds], area.w - GAP * (len(kinds) - 1), style.face_w)
    if widths is not None:
        boxes, x = [], area.x
        for w, c in zip(widths, kinds):
            boxes.append((pygame.Rect(x, area.y, w, area.h), c))
            x += w + GAP
        return HandPlan(boxes, counts, False, style)
    widths = [compact_width(c, counts[c], style) for c in kinds]
    rows = _two_rows(widths, area.w)
    row_h = (area.h - GAP) // 2
    boxes, k = [], 0
    for r, row in enumerate(rows):
        x = area.x
        for width in row:
            boxes.append((pygame.Rect(x, area.y + r * (row_h + GAP), width, row_h), kinds[k]))
            x += width + GAP
            k += 1
    return HandPlan(boxes, counts, True, style)


def _widths(needs: list[int], room: int, widest: int) -> list[int] | None:
    """Full cards' widths within `room` pixels: every card as wide as the others where it can
    be, up to `widest`, and no narrower than it `needs` for its name (a long name makes its
    card wider); None when the cards need more than the room."""
    if sum(needs) > room:
        return None
    low, high = max(min(needs), 1), max(widest, max(needs))
    while low < high:  # the largest common width the room holds
        mid = (low + high + 1) // 2
        if sum(max(n, mid) for n in needs) <= room:
            low = mid
        else:
            high = mid - 1
    return [max(n, min(low, widest)) for n in needs]


def cards_area(strip: pygame.Rect, style: StripStyle) -> pygame.Rect:
    """Where the cards lie: the strip under its title row, within its margins."""
    top = strip.y + style.title_h + 2
    return pygame.Rect(strip.x + MARGIN, top, strip.w - 2 * MARGIN, strip.bottom - 4 - top)


def _two_rows(widths: list[int], room: int) -> list[list[int]]:
    """`widths` (in order) split into two rows as even as they go; each row's widths are
    spread to use the room when they would not fill it. A hand too wide for two rows (never
    at this edition's sizes) keeps its order and runs in the second row to the end."""
    if len(widths) == 1:
        return [widths]

    def span(row: list[int]) -> int:
        return sum(row) + GAP * (len(row) - 1)

    cut = min(range(1, len(widths)), key=lambda k: max(span(widths[:k]), span(widths[k:])))
    rows = [widths[:cut], widths[cut:]]
    wide = max(span(row) for row in rows)
    out = []
    for row in rows:  # both rows as long as the longer one: cards of a hand, not a ragged list
        extra = max(0, min(room, wide) - span(row))
        out.append([w + extra // len(row) + (1 if i < extra % len(row) else 0) for i, w in enumerate(row)])
    return out


# --- sizes ---------------------------------------------------------------------------------------
def name_lines(card: int, style: StripStyle, width: int | None = None) -> list[str]:
    """A card's whole name on a full card: on one line when it fits `width` (or always, for
    a one-word name), else on two lines split between its words where the longer line is
    shortest. A word is never broken."""
    name = CARDS[card].name if card >= 0 else _(UNKNOWN)
    font = theme.text_font(style.text, "bold")
    words = name.split(" ")
    if len(words) == 1 or (width is not None and font.size(name)[0] <= width):
        return [name]
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    return list(min(splits, key=lambda pair: max(font.size(line)[0] for line in pair)))


#: The narrowest a full card is: room for a sign, "15" and a count beside them.
FACE_W_LEAST = 58


def face_width_needed(card: int, style: StripStyle) -> int:
    """The narrowest full card on which `card`'s name stands whole."""
    font = theme.text_font(style.text, "bold")
    if card < 0:
        return FACE_W_LEAST
    return max(FACE_W_LEAST, max(font.size(line)[0] for line in name_lines(card, style)) + 8)


def _count_text(n: int) -> str:
    return f"×{n}" if n > 1 else ""


def compact_width(card: int, count: int, style: StripStyle) -> int:
    """The width a compact card of `card` (held `count` times) needs: its name over its
    sign, value and count."""
    bold = theme.text_font(style.text, "bold")
    name = CARDS[card].name if card >= 0 else _("Unknown")
    below = 16 + 4
    if card >= 0 and CARDS[card].value:
        below += bold.size(str(CARDS[card].value))[0] + 6
    if count > 1:
        below += bold.size(_count_text(count))[0] + 8
    return max(bold.size(name)[0], below) + 12


# --- drawing -------------------------------------------------------------------------------------
def draw(canvas: pygame.Surface, laid: HandPlan, lit: set[int], mouse) -> None:
    """Every kind of card held, as `laid`; `lit` kinds glow (and a full card rises under the
    mouse): a click plays them now."""
    for box, card in laid.boxes:
        n = laid.counts[card]
        glowing = card in lit
        if laid.compact:
            canvas.blit(compact_face(card, box.w, box.h, n, laid.style), box)
        else:
            if glowing and box.collidepoint(mouse):
                box = box.move(0, -3)
            canvas.blit(face(card, box.w, box.h, n, laid.style), box)
        if glowing:  # a compact card's glow keeps within it: the rows lie close
            ring = box if laid.compact else box.inflate(4, 4)
            pygame.draw.rect(canvas, theme.HIGHLIGHT, ring, 2, border_radius=6 if laid.compact else 8)


def title_rect(strip: pygame.Rect, style: StripStyle) -> pygame.Rect:
    """The title row: the hand's owner and the recipes of the potions begun."""
    return pygame.Rect(strip.x, strip.y, strip.w, style.title_h + 2)


@dataclass(frozen=True)
class TitleRow:
    """The title row as laid out: the title's text and size, and each recipe's rectangle
    with its potion and whether its name is the short one (the recipes that fit beside the
    title, Sun first)."""

    title: str
    size: int
    centre_y: int
    recipes: list[tuple[pygame.Rect, potion.PotionNote, bool]]


def title_row(strip: pygame.Rect, name: str, hand, style: StripStyle) -> TitleRow:
    """The title row of `name`'s `hand`: "Bo's hand" and a recipe of each potion begun, right
    of it (the title gives way to them, down to the strip's text size)."""
    notes = potion.potion_notes(hand)
    cy = strip.y + 3 + style.title_h // 2
    x, right = strip.x + 12, strip.right - 12
    # the recipes' names in full ("Sun potion") where the title stays whole beside them, else
    # the cult alone ("Sun"); the title as "Bo's hand", else the name alone, cut only last
    for short in (False, True):
        room = right - x - sum(potion.recipe_width(note, style.text, short) + 16 for note in notes)
        whole = _("Your hand") if is_you(name) else _("{owners} hand").format(owners=possessive_titled(name))
        for text in (whole, seat_name(name)):
            size, title = theme.fit_line(text, 15, room, "bold", smallest=style.text)
            if not title.endswith("…"):
                break
        if not title.endswith("…"):
            break
    x += theme.text_font(size, "bold").size(title)[0] + 18
    recipes = []
    for note in notes:
        w = potion.recipe_width(note, style.text, short)
        if x + w > right:
            break
        _sw, sh = potion.slot_size(style.text)
        recipes.append((pygame.Rect(x, cy - sh // 2, w, sh), note, short))
        x += w + 16
    return TitleRow(title, size, cy, recipes)


def draw_title(canvas: pygame.Surface, strip: pygame.Rect, row: TitleRow, style: StripStyle) -> None:
    theme.draw_text(canvas, row.title, (strip.x + 12, row.centre_y), row.size, theme.INK_LIGHT, "bold", "midleft")
    for rect, note, short in row.recipes:
        potion.draw_recipe(canvas, note, rect.x, row.centre_y, style.text, short)


def face(card: int, w: int, h: int, count: int = 1, style: StripStyle = NARROW) -> pygame.Surface:
    """A full card of the strip: its whole name (two lines when it must, between words), its
    sign and a plant's value side by side below, in the wide strip what a card without a
    value does, "×n" when n of it are held."""
    return _face(card, w, h, count, style, cards.raised(), language())


@lru_cache(maxsize=64)
def _face(
    card: int, w: int, h: int, count: int, style: StripStyle, raised_to: int, language: str = "en"
) -> pygame.Surface:
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = img.get_rect()
    if card < 0:
        img.blit(cards.face(-1, w, h), (0, 0))
        _badge(img, count, rect, style)
        return img
    c = CARDS[card]
    ground = cards.FACE_INK[c.kind]
    pygame.draw.rect(img, ground, rect, border_radius=8)
    pygame.draw.rect(img, (70, 60, 50), rect, 1, border_radius=8)
    font = theme.text_font(style.text, "bold")
    step = font.get_linesize() - 2
    lines = name_lines(card, style, w - 8)
    for i, line in enumerate(lines):
        theme.draw_text(img, line, (w // 2, 3 + i * step), style.text, theme.INK, "bold", "midtop")
    below = 3 + len(lines) * step  # the sign and value under the name
    right = w - _badge_width(count, style) if count > 1 else w  # the count's corner
    if c.value:
        value = theme.text_surface(str(c.value), style.value, theme.INK, "bold")
        r = 9
        span = 2 * r + 5 + value.get_width()
        x0 = (right - span) // 2
        cy = (max(below, 3 + 2 * step) + h) // 2
        cards.draw_sign(img, card, (x0 + r, cy), r, ground)
        img.blit(value, value.get_rect(midleft=(x0 + 2 * r + 5, cy)))
    elif style.does:
        # what it does, clear of the count's corner: centred in what is left of the card
        said = theme.wrap(cards.face_does(c.name), style.does, right - 8)[:2]
        line_h = theme.text_font(style.does).get_linesize()
        room = h - 4 - below - line_h * len(said)
        if room >= 16:  # the sign fits between the name and the words
            cards.draw_sign(img, card, (w // 2, below + room // 2), 7, ground)
            top = below + room
        else:
            top = below + max(0, room // 2)
        for i, line in enumerate(said):
            theme.draw_text(img, line, (right // 2, top + i * line_h), style.does, theme.INK_SOFT, "sans", "midtop")
    else:
        cards.draw_sign(img, card, (right // 2, (max(below, 3 + 2 * step) + h) // 2), 10, ground)
    _badge(img, count, rect, style)
    return img


def compact_face(card: int, w: int, h: int, count: int = 1, style: StripStyle = NARROW) -> pygame.Surface:
    """A compact card: its whole name on one line over its sign, a plant's value and "×n"."""
    return _compact(card, w, h, count, style, cards.raised(), language())


@lru_cache(maxsize=64)
def _compact(
    card: int, w: int, h: int, count: int, style: StripStyle, raised_to: int, language: str = "en"
) -> pygame.Surface:
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = img.get_rect()
    known = card >= 0
    ground = cards.FACE_INK[CARDS[card].kind] if known else (74, 58, 92)
    ink = theme.INK if known else theme.INK_LIGHT
    pygame.draw.rect(img, ground, rect, border_radius=6)
    pygame.draw.rect(img, (70, 60, 50), rect, 1, border_radius=6)
    font = theme.text_font(style.text, "bold")
    name = CARDS[card].name if known else _("Unknown")
    top = max(1, (h - 2 * font.get_linesize()) // 2)
    theme.draw_text(img, name, (6, top), style.text, ink, "bold")
    cy = (top + font.get_linesize() + h) // 2
    if known:
        cards.draw_sign(img, card, (6 + 7, cy), 6, ground, small=True)
        if CARDS[card].value:
            theme.draw_text(img, str(CARDS[card].value), (6 + 18, cy), style.text, ink, "bold", "midleft")
    _badge(img, count, rect, style, cy)
    return img


def _badge_width(count: int, style: StripStyle) -> int:
    return theme.text_font(style.text, "bold").size(_count_text(count))[0] + 12


def _badge(img: pygame.Surface, count: int, rect: pygame.Rect, style: StripStyle, centre_y: int | None = None) -> None:
    """ "×n" in a dark pill at the card's bottom right, or at the right end of the line at
    `centre_y` (nothing for one card)."""
    if count < 2:
        return
    label = theme.text_surface(_count_text(count), style.text, theme.INK_LIGHT, "bold")
    pill = label.get_rect().inflate(6, -2)
    if centre_y is None:
        pill.bottomright = (rect.right - 3, rect.bottom - 3)
    else:
        pill.midright = (rect.right - 4, centre_y)
    pygame.draw.rect(img, (74, 58, 92), pill, border_radius=6)
    img.blit(label, label.get_rect(center=pill.center))
