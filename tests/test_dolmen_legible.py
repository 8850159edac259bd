"""What the Dolmen table writes is read whole where it is drawn: a stack's value only where
no slab lies over it, the multipliers over every preview mark, the preview's tags clear of
the multipliers and of each other, names of one role at one size (a shortened one named
whole on hover), a circle card's rows within the card."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
import pytest

from game.core.match import Match, Seat
from game.dolmen.view import DolmenTable, art
from game.dolmen.view.results import DolmenResults
from game.ui import anim, theme

LONG = ("Maximilianus Rex", "WWWWWWWWWWWWWWWW", "Bartholomäus Ivo", "Konstantinopelia", "Wilhelmina Gräfi")


def _match(game_id: str, names, seed: int = 1, finished: bool = False) -> Match:
    match = Match(game_id, [Seat(name, "human", i) for i, name in enumerate(names)], seed=seed)
    if finished:
        rng = random.Random(seed)
        while not match.state.is_over():
            match.play(rng.choice(match.state.legal_actions()))
    return match


def _table(app, match: Match, narrow: bool = False) -> DolmenTable:
    table = DolmenTable(app, match, anim.Timeline())
    table.viewer = 0
    table.timeline.finish_all()
    table.relayout(narrow)
    return table


class Blits(pygame.Surface):
    """A canvas that remembers what was blitted on it, and where."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.seen: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
        rect = super().blit(source, dest, area, special_flags)
        self.seen.append((source, pygame.Rect(rect)))
        return rect


def _drawn_texts(monkeypatch) -> list[tuple[object, str, int, pygame.Rect]]:
    """(surface, text, size, rect) of every theme.draw_text from now on."""
    seen: list[tuple[object, str, int, pygame.Rect]] = []
    real = theme.draw_text

    def spy(surface, text, pos, size, *args, **kwargs):
        rect = real(surface, text, pos, size, *args, **kwargs)
        seen.append((surface, str(text), size, pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(theme, "draw_text", spy)
    return seen


def _names_among(texts, names) -> dict[str, tuple[str, int, pygame.Rect]]:
    """Each name as drawn (whole, or its start and "…") among (text, size, rect)."""
    found = {}
    for text, size, rect in texts:
        for name in names:
            if text == name or (text.endswith("…") and name.startswith(text[:-1].rstrip()) and len(text) > 1):
                found[name] = (text, size, rect)
    return found


# --- stacks ---------------------------------------------------------------------------------
def test_a_stack_writes_a_value_only_where_no_slab_covers_it(app, monkeypatch):
    """At the end every stack is face up: its top slab shows its value (counted from the
    rules' stack), and no number is written on a face that a slab drawn later covers."""
    match = _match("dolmen", LONG[:3], seed=2, finished=True)
    assert any(len(stack) >= 2 for stack in match.state.stacks)
    table = _table(app, match)
    values: dict[int, int] = {}
    real = art.slab

    def slab(rgb, pattern, size, value=0, mine=False):
        img = real(rgb, pattern, size, value, mine)
        values[id(img)] = value
        return img

    monkeypatch.setattr(art, "slab", slab)
    table.layer = Blits((1280, 720))
    table.layer_key = None
    table.draw(pygame.Surface((1280, 720)))
    slabs = [(values[id(img)], rect) for img, rect in table.layer.seen if id(img) in values]
    for c, stack in enumerate(match.state.stacks):
        if not stack:
            continue
        x, y = table.layout.slab_at(c, len(stack) - 1)
        top = [v for v, rect in slabs if rect.collidepoint(round(x), round(y))][-1]  # drawn last
        assert top == stack[-1][1], f"circle {c}: the top slab shows {top}"
    for k, (value, rect) in enumerate(slabs):
        if value:
            face = pygame.Rect(rect.x + 2, rect.y + 2, rect.w - 4, rect.h // 2)
            assert not any(later.colliderect(face) for _v, later in slabs[k + 1 :]), f"{value} at {rect}"


def test_a_peeked_own_stone_under_another_shows_it_on_its_side(app):
    """Peeking, the viewer's own slab below the top one is told by its side, the part of it
    that shows under the slab above."""
    size = (32, 6, 14)
    plain, mine = art.slab((62, 104, 178), "plain", size), art.slab((62, 104, 178), "plain", size, 0, True)
    side_rows = range(2 + size[2], 2 + size[2] + size[1])  # below the top face
    assert any(plain.get_at((x, y)) != mine.get_at((x, y)) for y in side_rows for x in range(plain.get_width()))


# --- the multipliers and the preview's tags ------------------------------------------------
def _badges(table) -> list[tuple[pygame.Surface, pygame.Rect]]:
    lay = table.layout
    height = table.frame.badge or max(14, round(lay.step * 0.28))
    out = []
    for spot in lay.circles:
        img = art.multiplier_badge(spot.multiplier, height)
        out.append((img, img.get_rect(center=(round(spot.badge[0]), round(spot.badge[1])))))
    return out


def _previews(table):
    """For each place of the board: the table previewing taking a druid back from it, with
    a long name on top of every circle of the place."""
    board = table.layout.board
    for node in board.nodes:
        action = SimpleNamespace(kind="remove", node=node.index, target=None, value=None)
        table.previewed = lambda action=action: action
        table.outcome = lambda _action, node=node: [(c, 1, "top") for c in node.circles]
        yield node


@pytest.mark.parametrize("narrow", [False, True])
def test_the_multipliers_read_whole_over_every_preview(app, narrow):
    """Rings, ghosts and tags of a preview never cover a multiplier's figures: each figure
    pixel of every badge shows in the badge's own ink."""
    table = _table(app, _match("dolmen", LONG[:2]), narrow)
    badges = _badges(table)
    for node in _previews(table):
        canvas = pygame.Surface((1280, 720))
        table.panel_cache.clear()
        table.draw(canvas)
        for img, rect in badges:
            for y in range(img.get_height()):
                for x in range(img.get_width()):
                    colour = img.get_at((x, y))
                    if colour.a == 255 and sum(colour[:3]) > 700:  # the figures' ink
                        assert canvas.get_at((rect.x + x, rect.y + y))[:3] == colour[:3], (node.name, rect)


@pytest.mark.parametrize("narrow", [False, True])
def test_the_preview_tags_keep_clear_of_the_multipliers_and_of_each_other(app, monkeypatch, narrow):
    table = _table(app, _match("dolmen", LONG[:2]), narrow)
    badges = [rect for _img, rect in _badges(table)]
    land = pygame.Rect(table.layout.land)
    boxes: list[pygame.Rect] = []
    real = pygame.draw.rect

    def rect(surface, colour, box, width=0, **kwargs):
        if tuple(colour)[:3] == (34, 40, 30) and width == 0:  # a tag's box
            boxes.append(pygame.Rect(box))
        return real(surface, colour, box, width, **kwargs)

    monkeypatch.setattr(pygame.draw, "rect", rect)
    for node in _previews(table):
        boxes.clear()
        table.panel_cache.clear()
        table.draw(pygame.Surface((1280, 720)))
        assert len(boxes) == len(node.circles)
        for k, box in enumerate(boxes):
            assert land.contains(box), (node.name, box)
            assert box.collidelist(badges) < 0, (node.name, box, badges[box.collidelist(badges)])
            assert box.collidelist(boxes[:k]) < 0, (node.name, box)


# --- names ------------------------------------------------------------------------------------
def test_the_player_cards_name_everyone_at_one_size_and_a_shortened_name_whole_on_hover(app, monkeypatch):
    match = _match("dolmen", LONG[:4])
    table = _table(app, match)
    texts = _drawn_texts(monkeypatch)
    table.cards.key = None
    canvas = pygame.Surface((1280, 720))
    table.draw(canvas)
    on_cards = [(text, size, rect) for surface, text, size, rect in texts if surface is table.cards.surface]
    names = _names_among(on_cards, LONG[:4])
    assert set(names) == set(LONG[:4])
    assert len({size for _text, size, _rect in names.values()}) == 1, names
    assert names["WWWWWWWWWWWWWWWW"][0].endswith("…")
    assert all(names[name][0] == name for name in LONG[:4] if name != "WWWWWWWWWWWWWWWW")
    # the pointer on the shortened name: its tooltip names it whole
    _text, _size, rect = names["WWWWWWWWWWWWWWWW"]
    table.mouse = rect.move(table.cards.origin).center
    texts.clear()
    table.draw_above(canvas)
    assert "WWWWWWWWWWWWWWWW" in [text for _surface, text, _size, _rect in texts]


def test_the_compact_cards_name_everyone_at_one_size(app, monkeypatch):
    match = _match("dolmengoetter", LONG[:3])
    table = _table(app, match, narrow=True)
    texts = _drawn_texts(monkeypatch)
    table.cards.key = None
    table.draw(pygame.Surface((1280, 720)))
    on_cards = [(text, size, rect) for surface, text, size, rect in texts if surface is table.cards.surface]
    names = _names_among(on_cards, LONG[:3])
    assert set(names) == set(LONG[:3])
    assert len({size for _text, size, _rect in names.values()}) == 1, names
    assert names["Maximilianus Rex"][0] == "Maximilianus Rex"


@pytest.mark.parametrize("players,width,seed", [(5, 1100, 4), (3, 860, 2)])
def test_the_results_name_every_player_at_one_size(app, monkeypatch, players, width, seed):
    """Beside the chart (1100 px) and on the narrow results screen (860 px, no chart; seed
    2: the 16 W's win, and their star leaves them less room than the others have)."""
    match = _match("dolmengoetter", LONG[:players], seed=seed, finished=True)
    assert seed != 2 or match.state.winners() == [1]
    texts = _drawn_texts(monkeypatch)
    DolmenResults(match).draw(pygame.Surface((1280, 720)), pygame.Rect(90, 160, width, 440))
    names = _names_among([(text, size, rect) for _s, text, size, rect in texts], LONG[:players])
    assert set(names) == set(LONG[:players])
    assert len({size for _text, size, _rect in names.values()}) == 1, names
    if width > 1000:  # beside the chart: too long for the names' column
        assert names["WWWWWWWWWWWWWWWW"][0].endswith("…")


def test_a_circle_card_keeps_a_long_name_within_the_card(app, monkeypatch):
    """The hovered circle's card lists its stack with each stone's owner: a row naming a
    long name still ends inside the card."""
    match = _match("dolmen", LONG[:2])
    table = _table(app, match)
    circle = next(c for c, spot in enumerate(table.layout.circles) if spot.height >= 3)
    table.model.stacks[circle] = [1, 1, 0]
    table.model.version += 1
    table.mouse = tuple(round(v) for v in table.layout.circles[circle].centre)
    assert table.log_yields()  # the card takes the log's place
    texts = _drawn_texts(monkeypatch)
    table.panel_cache.clear()
    table.draw(pygame.Surface((1280, 720)))
    x, y, w, h = table.frame.right
    card = pygame.Rect(x, y + table.frame.decision_h + 12, w, h - table.frame.decision_h - 12)
    rows = [rect for _s, text, _size, rect in texts if text.startswith("×") and " · " in text]
    assert len(rows) == 3
    assert all(card.contains(rect) for rect in rows), (card, rows)
