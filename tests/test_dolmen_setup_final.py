"""Dolmen around the table: choosing it, the setup for 2 to 4 players, and the results screen
(per circle and per player breakdown, score chart), checked against hand arithmetic."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.core.match import Match, Seat
from game.dolmen.view.breakdown import breakdown
from game.ui import chart, tables
from game.ui.scenes.final import FinalScene, headline
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.setup import SetupScene

# Anna (0) has one stone left: her move ends the supply, Ben (1) takes the final action.
# octagon 2,0 bottom → top: Ben 1, Anna 2, Ben 3, Anna 4, Ben 2, Anna 1; factors from the top
# 5 4 3 2 1 0: Anna 1×5 + 4×3 + 2×1 = 19, Ben 2×4 + 3×2 + 1×0 = 14.
# hexagon 0,0: Anna 3 under Ben 4: Ben 4×4 = 16, Anna 3×3 = 9.  square 2,2: Ben 2×3 = 6.
# Anna 5 + 19 + 9 = 33; Ben (two skips, marker 3) 3 + 14 + 16 + 6 = 39.
FINISHING = {
    "players": 2,
    "to_move": 0,
    "druids": {0: ["4,4"]},
    "stones_left": {0: 1},
    "markers": {1: 3},
    "stacks": {"octagon 2,0": "1:1 0:2 1:3 0:4 1:2 0:1", "hexagon 0,0": "0:3 1:4", "square 2,2": "1:2"},
}
LAST_ACTIONS = ["move 4,4>5,4", "stone", "place 8,8"]


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def finished(position=FINISHING, actions=LAST_ACTIONS, names=("Anna", "Ben")) -> Match:
    seats = [Seat(name, "human" if i == 0 else "hard", i) for i, name in enumerate(names)]
    match = Match("dolmen", seats, 0, position)
    for text in actions:
        match.play(match.state.parse_action(text))
    assert match.state.is_over()
    return match


# --- the registry and the menu --------------------------------------------------------------


def test_dolmen_is_registered_for_two_to_four_players_with_four_lettered_colours():
    spec = registry.get("dolmen")
    assert (spec.title, spec.min_players, spec.max_players) == ("Dolmen", 2, 4)
    assert [c.letter for c in spec.colours] == ["B", "R", "Y", "G"]
    assert not spec.colour_fixes_order
    assert spec.new_game(3, 1).num_players == 3
    assert spec.hides_secrets and not registry.get("tholos").hides_secrets


def test_the_menu_lists_dolmen_only_once_it_has_a_table(app, monkeypatch):
    monkeypatch.setattr(tables, "has_table", lambda game_id: game_id == "tholos")
    assert list(MainMenu(app).game_cards) == ["tholos"]
    monkeypatch.setattr(tables, "has_table", lambda game_id: game_id != "druiden")
    menu = MainMenu(app)
    assert list(menu.game_cards) == ["tholos", "dolmen"]
    app.reset_to(menu)
    app.step([click(menu.game_cards["dolmen"].rect.center)], present=False)
    assert isinstance(app.top, SetupScene) and app.top.spec.id == "dolmen"


# --- setup ----------------------------------------------------------------------------------


def test_tholos_setup_has_no_player_count_and_dolmen_starts_with_two(app):
    assert SetupScene(app, "tholos").count_choice is None
    setup = SetupScene(app, "dolmen")
    assert setup.count_choice.options == ["2", "3", "4"]
    assert len(setup.rows) == 2 and [r.name.visible for r in setup.all_rows] == [True, True, False, False]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_builds_a_dolmen_match_of_the_chosen_size_and_kinds(app, players):
    setup = SetupScene(app, "dolmen")
    app.reset_to(setup)
    # the Players field by mouse: › once per extra player
    for _ in range(players - 2):
        app.step([click((setup.count_choice.rect.right - 6, setup.count_choice.rect.centery))], present=False)
    assert len(setup.rows) == players
    kinds = ["human", "easy", "human", "hard"][:players]
    labels = {"human": 0, "easy": 1, "normal": 2, "hard": 3}
    for row, kind in zip(setup.rows, kinds):
        row.kind.step(labels[kind] - row.kind.index)
    match = setup.build_match()
    assert match.state.num_players == players
    assert [s.kind for s in match.seats] == kinds
    assert [s.colour for s in match.seats] == list(range(players))  # Blue, Red, Yellow, Green
    names = [s.name for s in match.seats]
    assert len(set(names)) == players  # several computers never share a name
    assert match.state.current_player() == 0  # the first seat (the youngest) starts
    stones = {2: 16, 3: 13, 4: 12}[players]
    assert match.state.stones_left == [stones] * players


def test_fewer_players_after_more_keep_only_the_first_rows(app):
    setup = SetupScene(app, "dolmen")
    setup.set_players(4)
    setup.all_rows[3].name.text = "Dora"
    setup.set_players(3)
    assert [s.name for s in setup.build_match().seats] == ["Player 1", "Computer 1", "Computer 2"]
    setup.set_players(4)
    assert setup.build_match().seats[3].name == "Dora"  # the entry was kept
    with pytest.raises(ValueError, match="2–4"):
        setup.set_players(5)


def test_colours_stay_distinct_across_hidden_seats(app):
    setup = SetupScene(app, "dolmen")  # two seats shown: Blue, Red; Yellow, Green hidden
    setup.rows[0].colour.step(3)  # Blue → Green, which hidden seat 4 had
    setup.set_players(4)
    assert sorted(s.colour for s in setup.build_match().seats) == [0, 1, 2, 3]
    assert setup.all_rows[3].colour.value == "Blue"


# --- the breakdown --------------------------------------------------------------------------


def test_final_breakdown_matches_hand_arithmetic():
    tally = breakdown(finished().state)
    rows = {row.name: row for row in tally.rows}
    assert list(rows) == ["octagon 2,0", "hexagon 0,0", "square 2,2"]
    octagon = rows["octagon 2,0"]
    assert [(s.owner, s.value, s.factor, s.points) for s in octagon.stones] == [
        (0, 1, 5, 5),
        (1, 2, 4, 8),
        (0, 4, 3, 12),
        (1, 3, 2, 6),
        (0, 2, 1, 2),
        (1, 1, 0, 0),
    ]
    assert octagon.points == (19, 14)
    assert [(s.owner, s.factor, s.points) for s in rows["hexagon 0,0"].stones] == [(1, 4, 16), (0, 3, 9)]
    assert rows["square 2,2"].points == (0, 6)
    anna, ben = tally.players
    assert (anna.marker, anna.skipped, anna.stack_points, anna.total) == (5, 0, 28, 33)
    assert (ben.marker, ben.skipped, ben.stack_points, ben.total) == (3, 2, 36, 39)
    # in front: Anna started 1×5 2×4 3×3 4×1 and raised 1, 4, 2, 3 → 9; Ben raised 1, 3, 2, 4, 2 → 8
    assert (anna.dolmens_left, ben.dolmens_left) == (9, 8)
    assert tally.winners == (1,) and tally.reason() == "39 to 33 points"


def _tied(supply_anna: str, supply_ben: str) -> Match:
    """Both raise one 2 in a square (2 × 3 = 6) and keep their markers: 11 to 11."""
    position = {
        "players": 2,
        "to_move": 0,
        "druids": {0: ["4,4"]},
        "stones_left": {0: 1},
        "stacks": {"square 2,2": "0:2", "square 5,5": "1:2"},
        "supply": {0: supply_anna, 1: supply_ben},
    }
    return finished(position)


def test_a_tie_goes_to_fewer_dolmen_stones_left_then_is_shared():
    tally = breakdown(_tied("11", "111").state)
    assert [t.total for t in tally.players] == [11, 11]
    assert tally.winners == (0,)
    assert tally.reason() == "tied on 11 points; fewer dolmen stones left, 2 to 3"
    shared = _tied("12", "33")
    tally = breakdown(shared.state)
    assert tally.winners == (0, 1) and "shared" in tally.reason()
    assert headline(shared)[0] == "A draw"


# --- the results screen ---------------------------------------------------------------------


def test_score_chart_has_one_line_per_player():
    history = [[5, 5, 5], [5, 9, 5], [12, 9, 4]]
    assert chart.score_lines(history) == [[5, 5, 12], [5, 9, 9], [5, 5, 4]]
    rect = pygame.Rect(0, 0, 100, 120)
    # range 0..12: 12 points span 120 pixels; x: 50 pixels per action
    assert chart.line_points([5, 5, 12], rect, 0, 12) == [(0, 70), (50, 70), (100, 0)]


def test_dolmen_results_screen_shows_winner_and_every_player(app):
    match = finished(names=("Anna", "Ben"))
    scene = FinalScene(app, match)
    assert scene.title == "Ben (Red) wins" and scene.reason.startswith("39 to 33 points")
    # one point at the start and one per turn: Anna's move and stone, then Ben's placement
    assert scene.margins == [] and scene.lines == [[33] * 3, [39] * 3]
    app.reset_to(scene)
    app.step([], 0.5, present=False)  # draws the tally and the chart without error
    app.step([key(pygame.K_h)], present=False)
    assert scene.hidden


def test_tholos_results_keep_the_margin_chart(app):
    match = Match("tholos", [Seat("A", "human", 0), Seat("B", "easy", 1)], 0)
    scene = FinalScene(app, match)
    assert scene.margins == [0] and scene.lines == []


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_rule_sets_lines_read_alike_and_each_shows_whole_on_one_line(size):
    """Issue #18: "Dolmen: The 2015 edition, 2–4 players. …" beside "Die Dolmengötter: The
    2005 original, 2–5 players. …": the same shape, capitals and stops, and nothing of
    either cut off (the setup screen shows at most two lines of each, above the seats)."""
    import re

    from readable import small_window, texts_rendered

    shape = re.compile(r"The \d{4} [a-z]+, (\d)–(\d) players\. [A-Z][^:]*\.")
    for game_id in ("dolmen", "dolmengoetter"):
        spec = registry.get(game_id)
        found = shape.fullmatch(spec.rules_summary)
        assert found, spec.rules_summary
        assert (int(found[1]), int(found[2])) == (spec.min_players, spec.max_players)
    window = small_window(size)
    app = next(window)
    try:
        app.reset_to(SetupScene(app, "dolmen"))
        app.step((), 0.0)
        with texts_rendered() as seen:
            app.dirty = True
            app.step((), 1 / 60)
        drawn = {text for _size, text in seen}
        for game_id in ("dolmen", "dolmengoetter"):
            spec = registry.get(game_id)
            assert f"{spec.title}: {spec.rules_summary}" in drawn, sorted(drawn)
    finally:
        next(window, None)
