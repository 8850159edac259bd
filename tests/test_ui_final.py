"""The results screen: the tally of a hand-built finished game, the headline, and the chart."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.core.match import Match, Seat
from game.core.story import turn_ends
from game.tholos.view.breakdown import breakdown
from game.ui.chart import draw_margin_chart, margins, nice_step, plot_points, value_range
from game.ui.scenes.final import FinalScene, headline
from game.ui.scenes.menu import MainMenu

# Bottom → top. The last stone of Σ is still in White's workshop: placing it ends the game.
FINAL_POSITION = {
    "to_move": "white",
    "columns": {
        "omega": "WWBWG",
        "alpha": "BBWGG",
        "beta": "WBWBG",
        "gamma": "GGGWB",
        "delta": "BBBBW",
        "pi": "WWWWW",
        "sigma": "WBGG",
    },
    "workshops": {"white": "W", "black": "B"},
}


def finished_match() -> Match:
    seats = [Seat("Anna", "human", 0), Seat("Computer", "easy", 1)]
    match = Match("tholos", seats, seed=7, position=FINAL_POSITION)
    match.play(match.state.parse_action("place W sigma"))
    assert match.state.is_over()
    return match


def test_breakdown_of_a_hand_built_final_position_matches_a_hand_count():
    tally = breakdown(finished_match().state)
    rows = {row.symbol: row for row in tally.rows}
    # Ω WWBWG: White 3 vs 1 → 3×1 + 1×3 − 2×1 = 4
    assert (rows["Ω"].owner, rows["Ω"].own_points, rows["Ω"].rival_points, rows["Ω"].grey_points, rows["Ω"].points) == (
        0,
        3,
        3,
        -2,
        4,
    )
    # α BBWGG: Black 2 vs 1 → 2 + 3 − 4 = 1
    assert (rows["α"].owner, rows["α"].points) == (1, 1)
    # β WBWBG and γ GGGWB: equal counts, nobody scores
    assert (rows["β"].owner, rows["β"].points) == (None, 0)
    gamma = rows["γ"]
    assert (gamma.white, gamma.black, gamma.grey, gamma.owner) == (1, 1, 3, None)
    # δ BBBBW: Black → 4 + 3 = 7;  π WWWWW: White → 5;  Σ WBGGW: White → 2 + 3 − 4 = 1
    assert (rows["δ"].owner, rows["δ"].points) == (1, 7)
    assert (rows["π"].owner, rows["π"].points) == (0, 5)
    assert rows["Σ"].stones == (0, 1, 2, 2, 0) and rows["Σ"].points == 1
    assert tally.points == (4 + 5 + 1, 1 + 7)
    assert tally.columns_won == (3, 2)
    assert tally.winners == (0,)


def test_headline_names_the_winner_and_the_reason():
    title, reason = headline(finished_match())
    assert title == "Anna (White) wins"
    assert reason == "10 points to 8. All seven columns are complete."  # two sentences


def test_the_end_reason_follows_the_panels_reason_as_a_sentence_of_its_own():
    from game.ui.scenes.final import join_sentences

    assert join_sentences("Most points: 42 to 37", "the vote was held") == "Most points: 42 to 37. The vote was held."
    assert join_sentences("A tie broken by stones!", "The bag is empty.") == "A tie broken by stones! The bag is empty."
    assert join_sentences("10 points to 8.", "") == "10 points to 8."


def _state(*columns):
    return SimpleNamespace(columns=[list(c) for c in columns] + [[]] * (7 - len(columns)))


def test_equal_points_are_decided_by_columns_won():
    W, B, G = 0, 1, 2
    # White: WWWWW = 5 in one column.
    # Black: BBBWG = 3+3−2 = 4 and BBWGG = 2+3−4 = 1, in two columns.
    tally = breakdown(_state([W] * 5, [B, B, B, W, G], [B, B, W, G, G]))
    assert tally.points == (5, 5) and tally.columns_won == (1, 2)
    assert tally.winners == (1,)
    assert "more columns won, 2 to 1" in tally.reason()


def test_equal_points_and_columns_is_a_draw():
    tally = breakdown(_state([0] * 5, [1] * 5))
    assert tally.is_draw and tally.winners == (0, 1)
    assert "a draw" in tally.reason()


def keydown(k: int, kind: int = pygame.KEYDOWN) -> pygame.event.Event:
    return pygame.event.Event(kind, key=k, mod=0, unicode="")


class Held:
    """SDL's keyboard state with `keys` down (what pygame.key.get_pressed answers)."""

    def __init__(self, *keys: int) -> None:
        self.keys = set(keys)

    def __getitem__(self, key: int) -> bool:
        return key in self.keys


def _results(app) -> FinalScene:
    """The results of a finished match over the menu, as they appear (not yet settled)."""
    app.reset_to(MainMenu(app))
    scene = FinalScene(app, finished_match())
    app.push(scene)
    return scene


def _settle(app) -> None:
    """The results' first moments pass (the frames' time: half a second and a frame)."""
    from game.ui.arming import SETTLE_SECONDS

    for _ in range(round(SETTLE_SECONDS / 0.05) + 1):
        app.step([], 0.05, present=False)


def test_r_starts_a_rematch_with_the_same_seats_once_the_results_have_settled(app):
    play = pytest.importorskip("game.ui.scenes.play")
    scene = _results(app)
    match = scene.match
    app.step([keydown(pygame.K_r)], 1 / 60, present=False)  # in the results' first frame
    assert app.top is scene
    _settle(app)
    app.step([keydown(pygame.K_r)], present=False)
    assert isinstance(app.top, play.PlayScene)
    again = app.top.match
    assert again.seats == match.seats and again.actions == [] and again.position is None
    assert isinstance(app.scenes[0], MainMenu)


def test_enter_still_pressed_as_the_game_ends_never_starts_a_rematch(app):
    """A keyboard player plays the last move with Enter and presses it again: the results
    stay, at once and after they settle, for as long as no button has been chosen."""
    scene = _results(app)
    for _ in range(3):
        app.step([keydown(pygame.K_RETURN), keydown(pygame.K_RETURN, pygame.KEYUP)], 0.1, present=False)
    _settle(app)
    for _ in range(3):
        app.step([keydown(pygame.K_RETURN), keydown(pygame.K_KP_ENTER)], 0.1, present=False)
    assert app.top is scene and len(app.scenes) == 2


def test_a_rematch_by_keyboard_is_tab_to_it_then_enter(app):
    play = pytest.importorskip("game.ui.scenes.play")
    scene = _results(app)
    _settle(app)
    assert scene.focus.focused is None
    app.step([keydown(pygame.K_TAB)], present=False)
    assert scene.focus.focused is scene.look_button  # the row from the left, as it reads
    app.step([keydown(pygame.K_TAB)], present=False)
    assert scene.focus.focused is scene.rematch_button
    app.step([keydown(pygame.K_RETURN)], present=False)
    assert isinstance(app.top, play.PlayScene)


@pytest.mark.parametrize("k", [pygame.K_r, pygame.K_m, pygame.K_ESCAPE, pygame.K_RETURN])
def test_a_key_held_since_the_table_does_nothing_until_it_is_let_go(app, monkeypatch, k):
    """R, M, Esc or Enter held down as the results appear, and their repeats, leave the
    results up; the key let go and pressed again acts (Enter: on a chosen button)."""
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: Held(k))
    scene = _results(app)
    _settle(app)
    app.step([keydown(k)] * 4, 1 / 60, present=False)
    assert app.top is scene and not scene.hidden
    app.step([keydown(k, pygame.KEYUP)], present=False)
    if k == pygame.K_RETURN:
        scene.focus.focus = scene.focus.widgets.index(scene.menu_button)
    app.step([keydown(k)], present=False)
    assert app.top is not scene


def test_the_menu_keys_wait_for_the_results_to_settle(app):
    scene = _results(app)
    app.step([keydown(pygame.K_m), keydown(pygame.K_ESCAPE)], 0.1, present=False)
    assert app.top is scene
    _settle(app)
    app.step([keydown(pygame.K_ESCAPE)], present=False)
    assert len(app.scenes) == 1 and isinstance(app.top, MainMenu)


def test_a_click_on_a_results_button_waits_for_the_settle(app):
    """The table's impatient clicks, landing on Rematch's place in the first moments, press
    nothing; a click after moving there does."""
    play = pytest.importorskip("game.ui.scenes.play")
    scene = _results(app)
    at = scene.rematch_button.rect.center
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    app.step([motion, click], 0.1, present=False)
    assert app.top is scene
    _settle(app)
    app.step([motion, click], present=False)
    assert isinstance(app.top, play.PlayScene)


def test_final_scene_menu_key_and_look_at_the_table(app):
    scene = _results(app)
    _settle(app)
    app.step([keydown(pygame.K_h)], present=False)
    assert scene.hidden
    app.step([keydown(pygame.K_m)], present=False)  # any key brings the results back first
    assert not scene.hidden and app.top is scene
    app.step([keydown(pygame.K_m)], present=False)
    assert len(app.scenes) == 1 and isinstance(app.top, MainMenu)


# --- the lead chart -----------------------------------------------------------------------


def test_margins_are_first_minus_second_player():
    assert margins([[0, 0], [3, 1], [2, 6]]) == [0, 2, -4]


def test_a_single_point_history_sits_in_the_middle_with_a_range_around_zero():
    rect = pygame.Rect(10, 20, 200, 100)
    assert value_range([0]) == (-1, 1)
    assert plot_points([0], rect) == [(110, 70)]
    surface = pygame.Surface((300, 200))
    draw_margin_chart(surface, rect, [0])
    draw_margin_chart(surface, rect, [])


def test_a_long_history_spans_the_chart_from_edge_to_edge():
    values = [(i % 37) - 12 for i in range(2000)]
    rect = pygame.Rect(0, 0, 400, 240)
    points = plot_points(values, rect)
    assert points[0][0] == 0 and points[-1][0] == pytest.approx(400)
    top = min(y for _, y in points)
    bottom = max(y for _, y in points)
    assert top == pytest.approx(0) and bottom == pytest.approx(240)  # 24 at top, −12 at bottom
    draw_margin_chart(pygame.Surface((500, 300)), (0, 0, 500, 300), values)


def test_area_is_filled_on_the_leading_side_of_the_zero_line():
    surface = pygame.Surface((400, 300))
    surface.fill((0, 0, 0))
    rect = pygame.Rect(0, 0, 400, 300)
    draw_margin_chart(surface, rect, [0, 8, 8, 8, 8], above_colour=(240, 0, 0), below_colour=(0, 0, 240))
    plot = pygame.Rect(44, 10, 344, 254)  # the plot area inside the axes
    zero_y = plot.bottom  # the range is 0..8, so zero is at the bottom
    x = plot.x + plot.w * 3 // 4
    above = surface.get_at((x, zero_y - 40))
    assert above.r > above.b + 60  # tinted with the first player's colour


def test_tick_steps_are_round_numbers():
    assert [nice_step(s) for s in (4, 12, 30, 80, 500)] == [1, 2, 5, 20, 100]


def _dark_rows(surface: pygame.Surface, x: int, top: int, bottom: int, most: int = 330) -> list[int]:
    return [y for y in range(top, bottom) if sum(surface.get_at((x, y))[:3]) < most]


def test_the_ahead_label_and_the_lead_line_keep_clear_of_the_zero_line_and_the_frame():
    """The review's case: a lead of at most 2 for Anna, of 14 for Brigid. "▲ Anna ahead"
    (found as the pixels its words add) ends above the zero line with room to spare, and the
    line's peak stays below the frame's top edge."""
    rect = pygame.Rect(0, 0, 400, 300)
    values = [0, 2, -14, 0]

    def drawn(above: str) -> pygame.Surface:
        surface = pygame.Surface(rect.size)
        surface.fill((255, 255, 255))
        draw_margin_chart(surface, rect, values, above_label=above, below_label="")
        return surface

    with_words, without = drawn("Anna ahead"), drawn("")
    label_rows = [
        y for y in range(300) if any(with_words.get_at((x, y)) != without.get_at((x, y)) for x in range(40, 200))
    ]
    assert label_rows
    # the zero line at the right end (where the lead is 0 again): the dark rows between the
    # frame's top and bottom edges, in a column right of the words
    column = _dark_rows(without, 380, 0, 300)
    frame_top, frame_bottom = column[0], column[-1]
    zero_rows = [y for y in column if frame_top + 1 < y < frame_bottom - 1]
    assert zero_rows and min(zero_rows) - max(label_rows) >= 3
    # the peak (a lead of 2, a third of the way across) is drawn below the frame's top edge
    peak_x = 44 + (400 - 56) // 3
    line = _dark_rows(without, peak_x, frame_top + 1, min(zero_rows))
    assert line and line[0] - frame_top >= 8


def test_a_white_players_score_line_has_a_dark_edge_on_the_light_chart():
    from game.ui.chart import draw_score_chart

    surface = pygame.Surface((400, 300))
    draw_score_chart(surface, (0, 0, 400, 300), [[0, 5, 5, 10]], colours=[(240, 240, 240)], labels=["Eamon"])
    x = 40 + (400 - 150) // 2  # where the score stays at 5
    assert _dark_rows(surface, x, 12, 250, most=250), "the white line has no dark edge"


def test_the_chart_counts_turns_a_bonus_move_and_a_chance_step_inside_one_turn():
    from game.core.story import turn_number
    from game.ui.scenes.final import by_turn

    # whose turn each action fell in: Anna's (a deal, her move), Bo's (two moves: a bonus),
    # Anna's (a roll, her move), Bo's (only a roll: still a turn)
    owners = [0, 0, 0, 1, 1, 0, 0, 1]
    assert turn_ends(owners) == [3, 5, 7, 8]
    history = [[k, -k] for k in range(len(owners) + 1)]  # the scores before and after each
    assert by_turn(history, owners) == [[0, 0], [3, -3], [5, -5], [7, -7], [8, -8]]
    assert turn_number(owners, 0) == 5 and turn_number(owners, 1) == 4  # Anna next: a new turn
    assert turn_number([], 0) == 1


def test_the_turn_count_agrees_with_the_hand_over_story():
    """The Continue card's "turn N" is the Story's newest turn number (or the next one)."""
    import random

    from game.core.story import Story, turn_number, turn_owners

    seats = [Seat("Anna", "human", 0), Seat("Brigid", "human", 1), Seat("Cormac", "normal", 2)]
    match = Match("druiden", seats, 4)
    rng = random.Random(4)
    while len(match.actions) < 60:
        if match.chance_due():
            match.play_chance()
        else:
            match.play(rng.choice(match.state.legal_actions()))
    newest = Story(match).turns()[-1]
    now = match.state.whose_turn()
    assert turn_number(turn_owners(match), now) == newest.number + (now != newest.seat)
