"""The Dolmen board reads at a glance late in the game, and only what helps is lit: circles in
their own shapes, dolmens that hide no stone, multipliers no piece covers, pieces big enough
to read; jumps hop and flights arc, skippably; nothing lies under the log; Tholos
counts columns led, then won."""

from __future__ import annotations

import math

import pygame
import pytest

from game.core.match import Match, Seat
from game.dolmen.places import circle_title
from game.dolmen.view import DolmenTable, hud, painting
from game.tholos.view import hud as tholos_hud
from game.tholos.view.table import TholosTable
from game.ui import anim, theme

NAMES = ("Anna", "Bo", "Cleo", "Dag", "Eve")


def _table(app, game_id="dolmen", players=2, position=None, seed=0):
    seats = [Seat(NAMES[i], "human", i) for i in range(players)]
    match = Match(game_id, seats, seed=seed, position=position)
    table = DolmenTable(app, match, anim.Timeline())
    table.viewer = 0
    table.active = True
    table.timeline.finish_all()
    return table, match


def _node(match, name: str) -> int:
    return match.state.cat.node(name)


def _texts(monkeypatch) -> list[str]:
    """Every string drawn with theme.draw_text from now on."""
    drawn: list[str] = []
    real = theme.draw_text

    def spy(surface, text, *args, **kw):
        drawn.append(str(text))
        return real(surface, text, *args, **kw)

    monkeypatch.setattr(theme, "draw_text", spy)
    return drawn


# --- shapes, stacks, multipliers, sizes ------------------------------------------------------
def test_each_circle_is_drawn_with_one_corner_per_stone_place(app):
    table, match = _table(app)
    corners = {"square": 4, "hexagon": 6, "octagon": 8}
    for spot, circle in zip(table.layout.circles, match.state.board.circles):
        assert len(spot.ring) == len(circle.nodes) == corners[circle.shape]


def test_an_octagon_is_regular_and_lies_just_inside_its_places(app):
    table, match = _table(app)
    lay = table.layout
    for spot, circle in zip(lay.circles, match.state.board.circles):
        cx, cy = spot.centre
        radii = [math.dist(p, (cx, cy)) for p in spot.ring]
        places = [math.dist(lay.nodes[n], (cx, cy)) for n in circle.nodes]
        assert all(r < p for r, p in zip(radii, places))  # each corner inside its place
        if circle.shape == "octagon":
            assert max(radii) - min(radii) < 1.0
            sides = [math.dist(a, b) for a, b in zip(spot.ring, (*spot.ring[1:], spot.ring[0]))]
            assert max(sides) - min(sides) < 1.5


def test_a_full_dolmen_hides_no_stone_place(app):
    """The tallest stack a circle can hold, drawn, overlaps no stone place of the board."""
    table, match = _table(app)
    lay = table.layout
    for spot, circle in zip(lay.circles, match.state.board.circles):
        w, s, t = lay.slab_size(spot.index)
        bx, by = lay.stack_base(spot.index)
        top = by - s * circle.height - t / 2 - 2  # the top face of the highest slab
        stack = pygame.Rect(round(bx - w / 2), round(top), w, round(by + s - top))
        for x, y in lay.nodes:
            r = lay.node_radius
            assert not stack.colliderect(pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))), (
                circle.name,
                (x, y),
            )


def test_druids_and_stack_values_are_large_enough_to_read_at_1280_by_720(app):
    table, _match = _table(app)
    lay = table.layout
    assert lay.druid_size >= 40  # pixels tall on the 1280×720 canvas
    assert all(lay.slab_size(c)[2] + 4 >= 16 for c in range(len(lay.circles)))  # value font


def test_no_druid_covers_a_multiplier(app):
    """With a druid on every place, each circle's multiplier still shows on its dark pill."""
    table, match = _table(app, players=4)
    lay = table.layout
    table.model.druid = [n % 4 for n in range(len(lay.nodes))]
    table.model.version += 1
    canvas = pygame.Surface((1280, 720))
    table.draw(canvas)
    height = max(14, round(lay.step * 0.28))
    for spot in lay.circles:
        from game.dolmen.view import art

        pill = art.multiplier_badge(spot.multiplier, height).get_rect(
            center=(round(spot.badge[0]), round(spot.badge[1]))
        )
        r, g, b, _a = canvas.get_at((pill.x + 3, pill.centery))
        assert r + g + b < 260, f"{match.state.board.circles[spot.index].name}: {(r, g, b)}"


# --- only what helps is lit --------------------------------------------------------------------
def test_the_first_turn_lights_no_free_place_until_the_player_asks(app):
    table, match = _table(app)
    assert len(match.state.legal_actions()) == 73  # every place is free
    table.mouse = (5, 5)
    assert painting.highlights(table) == {}
    hovered = match.state.legal_actions()[10].node
    table.mouse = tuple(map(round, table.layout.nodes[hovered]))
    assert painting.highlights(table) == {("node", hovered): painting.HOVER}
    offer = [c for c in hud.choices(table) if c.toggle == "hand"]
    assert [c.label for c in offer] == ["Place a new druid"]
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=offer[0].rect.center, button=1))
    assert table.selected == "hand"
    assert len(painting.highlights(table)) == 73


def test_a_later_turn_lights_just_the_druids_that_can_act(app):
    position = {"players": 2, "to_move": 0, "druids": {0: ["3,4"], 1: ["5,5"]}}
    table, match = _table(app, position=position)
    table.mouse = (5, 5)
    mine = _node(match, "3,4")
    assert set(painting.highlights(table)) == {("node", mine)}


def test_the_dolmengoetter_setup_round_lights_nothing_by_itself(app):
    table, match = _table(app, "dolmengoetter", 3)
    assert match.state.setting_up()
    table.mouse = (5, 5)
    assert painting.highlights(table) == {}


# --- jumps hop, flights arc, both skippable ----------------------------------------------------
def test_a_jump_over_a_row_leaves_the_ground_and_lands_when_skipped(app):
    position = {"players": 2, "to_move": 0, "druids": {0: ["0,0"], 1: ["1,0", "2,0"]}}
    table, match = _table(app, "dolmengoetter", 2, position=position)
    start = _node(match, "0,0")
    jump = next(
        m
        for m in match.state.legal_actions()
        if m.kind == "move" and m.node == start and len(match.state.walk_path(m.node, m.target)) > 2
    )
    ground = table.layout.nodes[start][1]
    table.animate(match.play(jump), jump, 0)
    highest = ground
    for _ in range(10):
        table.timeline.update(0.05)
        highest = min([highest] + [p.pos[1] for p in table.moving])
    assert ground - highest > table.layout.druid_size  # over the heads of the row
    table.timeline.finish_all()  # skipped: it lands where the rules put it
    assert table.model.matches(match.state)


def test_a_flight_arcs_high_over_the_board_and_can_be_skipped(app):
    position = {"players": 2, "to_move": 0, "druids": {0: ["0,0"], 1: ["8,8"]}, "lying": {0: ["0,0"]}}
    table, match = _table(app, "dolmengoetter", 2, position=position)
    nodes = table.layout.nodes
    fly = max(
        (a for a in match.state.legal_actions() if a.kind == "fly"),
        key=lambda a: math.dist(nodes[a.node], nodes[a.target]),
    )
    a, b = nodes[fly.node], nodes[fly.target]
    table.animate(match.play(fly), fly, 0)
    highest = min(a[1], b[1])
    for _ in range(12):
        table.timeline.update(0.05)
        highest = min([highest] + [p.pos[1] for p in table.moving])
    assert min(a[1], b[1]) - highest > table.layout.step
    table.timeline.finish_all()
    assert table.model.matches(match.state)


# --- nothing under the log; Tholos: led, then won -----------------------------------
def _finished_dolmen():
    import random

    match = Match("dolmen", [Seat("Anna", "human", 0), Seat("Bo", "human", 1)], seed=2)
    rng = random.Random(2)
    while not match.state.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    return match


@pytest.mark.parametrize("narrow", [False, True])
def test_nothing_is_drawn_under_the_log_unless_it_steps_aside_for_a_circle(app, monkeypatch, narrow):
    """The log lies below the decision panel (a tutorial's caption stands there), during the
    game and at its end: no card is drawn under it, where it would never be read. With the
    pointer on a circle the log steps aside, and that circle's card shows in its place."""
    spots: list[tuple[str, tuple]] = []
    real = theme.draw_text

    def spy(surface, text, pos, *args, **kw):
        spots.append((str(text), tuple(pos)))
        return real(surface, text, pos, *args, **kw)

    monkeypatch.setattr(theme, "draw_text", spy)
    for table in (_table(app)[0], DolmenTable(app, _finished_dolmen(), anim.Timeline())):
        table.relayout(narrow)
        log = pygame.Rect(table.log_area)
        for mouse, yields in (((5, 5), False), (tuple(round(v) for v in table.layout.circles[0].centre), True)):
            table.mouse = mouse
            spots.clear()
            table.panel_cache.clear()
            table.draw(pygame.Surface((1280, 720)))
            under_log = [text for text, pos in spots if log.collidepoint(pos)]
            assert table.log_yields() == yields
            if yields:
                title = circle_title(table.layout.board, 0)  # "Octagon at C9"
                assert any(text.startswith(title) for text in under_log), under_log
            else:
                assert under_log == [], under_log


def test_tholos_counts_columns_led_during_the_game_and_won_at_the_end(app, monkeypatch):
    # White leads Ω (two white stones), Black leads α (one black): one column each
    position = {"to_move": "white", "columns": {"omega": "WW", "alpha": "B"}, "workshops": {"white": "W", "black": ""}}
    match = Match("tholos", [Seat("Anna", "human", 0), Seat("Bo", "human", 1)], seed=0, position=position)
    table = TholosTable(app, match, anim.Timeline())
    drawn = _texts(monkeypatch)
    table.draw(pygame.Surface((1280, 720)))
    assert drawn.count("columns led 1") == 2 and not any("columns won" in t for t in drawn)
    board = tholos_hud.Scoreboard(table.layout, table.names, ["human", "human"])
    drawn.clear()
    board.draw(pygame.Surface((1280, 720)), table.model, -1, None, 0.0, over=True)
    assert drawn.count("columns won 1") == 2 and not any("columns led" in t for t in drawn)
