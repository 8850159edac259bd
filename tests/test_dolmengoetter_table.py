"""Die Dolmengötter at the table: the Dolmen table view following the new events (setup
round, herbs, flights, completed circles scored and their stacks leaving), input by mouse
and keys for herbs, flights and row jumps, the rule-set choice on the setup screen, the one
Dolmen-family card in the menu, and the results of a hand-built finished game."""

import random

import pygame
import pytest

from game.core import registry
from game.core.match import Match, Seat
from game.dolmen.rules import DOLMENGOETTER, Phase, from_position
from game.dolmen.rules import events as E
from game.dolmen.view import DolmenTable, hud
from game.dolmen.view.breakdown import breakdown
from game.ui import anim
from game.ui.scenes.final import FinalScene, headline
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.setup import SetupScene

NAMES = ("Anna", "Bo", "Cleo", "Dag", "Eli")


def _table(app, players=2, seed=0, position=None):
    seats = [Seat(NAMES[i], "human", i) for i in range(players)]
    match = Match("dolmengoetter", seats, seed=seed, position=position)
    table = DolmenTable(app, match, anim.Timeline())
    table.viewer = 0
    table.active = True
    table.timeline.finish_all()  # the setup round's banner
    return table, match


def _play(table, match, action):
    events = match.play(action)
    table.animate(events, action, match.actors[-1])
    table.timeline.finish_all()
    return events


def _click(table, pos, button=1):
    pos = (round(pos[0]), round(pos[1]))
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    return table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def _key(table, key):
    return table.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


# --- the display model follows the events ----------------------------------------------------


def _checked_game(app, players, seed, canvas):
    """One random game (stones and dolmens preferred over skips, walks over herbs, so that
    circles get completed), the display model checked after every action; returns the event
    kinds seen and the heights of the completed circles' stacks."""
    rng = random.Random(seed)
    table, match = _table(app, players, seed=seed)
    kinds, heights = set(), []
    while not match.state.is_over():
        legal = match.state.legal_actions()
        keep = [a for a in legal if a.kind not in ("skip", "herbs")] or legal
        action = rng.choice(keep if rng.random() < 0.95 else legal)
        events = _play(table, match, action)
        kinds.update(type(e).__name__ for e in events)
        heights += [e.height for e in events if isinstance(e, E.CircleCompleted)]
        assert table.model.matches(match.state.observation(0)), match.actions[-1]
        if len(match.actions) % 50 == 0:
            table.draw(canvas)  # drawing any moment of the game works
    assert table.model.gone == len(match.state.scored_dolmens)
    assert table.model.totals() == match.state.scores()
    return kinds, heights


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_drawn_table_equals_the_observation_after_every_action(app, players):
    """Whole random games: after each action's animations the table shows what the viewer's
    observation shows: druids standing or lying, stones, stacks, markers (completed circles'
    points on them), dolmens built and scored off the board; at the end every value and the
    final points. Games are played until one completed circle had dolmens to score."""
    canvas = pygame.Surface((1280, 720))
    kinds, heights = set(), []
    for seed in range(players, players + 60, 7):
        more, h = _checked_game(app, players, seed, canvas)
        kinds |= more
        heights += h
        if any(heights):
            break
    assert {"DruidPlaced", "DruidWalked", "StonePlaced", "CircleCompleted", "StackRemoved", "GameEnded"} <= kinds
    assert any(heights), "a completed circle with dolmens was scored"


def test_herbs_and_flight_animate_lying_then_standing(app):
    table, match = _table(app, 2, seed=4)
    while match.state.setting_up():
        _play(table, match, match.state.legal_actions()[0])
    herbs = next(a for a in match.state.legal_actions() if a.kind == "herbs")
    events = match.play(herbs)
    table.animate(events, herbs, 0)
    assert match.state.current_player() == 1
    table.timeline.update(0.25)  # half way over: the druid is in the air, tipping
    assert [p.tilt for p in table.moving] and 0 < table.moving[0].tilt < 1
    table.timeline.finish_all()
    assert herbs.node in table.model.lying and table.model.druid[herbs.node] == 0
    _play(table, match, next(a for a in match.state.legal_actions() if a.kind == "herbs"))
    fly = next(a for a in match.state.legal_actions() if a.kind == "fly")
    events = match.play(fly)
    table.animate(events, fly, 0)
    table.timeline.update(0.4)
    piece = table.moving[0]
    start, end = table.layout.nodes[fly.node], table.layout.nodes[fly.target]
    assert piece.tilt == 1.0 and piece.pos[1] < min(start[1], end[1])  # lying, arcing above
    table.timeline.finish_all()
    assert fly.node not in table.model.lying and table.model.druid[fly.target] == 0
    assert table.model.druid[fly.node] == -1


# --- input ------------------------------------------------------------------------------------


def _after_setup(app, seed=2):
    table, match = _table(app, 2, seed=seed)
    while match.state.setting_up():
        _play(table, match, match.state.legal_actions()[0])
    return table, match


def test_setup_round_clicks_place_druids_one_at_a_time(app):
    table, match = _table(app, 3, seed=1)
    free = next(n for n, d in enumerate(match.state.druid) if d < 0)
    action = _click(table, table.layout.nodes[free])
    assert str(action) == f"place {match.state.board.nodes[free].name}"
    _play(table, match, action)
    assert match.state.current_player() == 1  # one druid, then the next player


def test_clicks_and_keys_collect_herbs_and_fly(app):
    table, match = _after_setup(app)
    mine = sorted(match.state.druid_nodes[0])
    assert _click(table, table.layout.nodes[mine[0]]) is None  # selects it
    button = next(c for c in hud.choices(table) if c.label.startswith("Collect herbs"))
    action = _click(table, button.rect.center)
    assert str(action) == f"herbs {match.state.board.nodes[mine[0]].name}"
    _play(table, match, action)
    while match.state.current_player() != 0:  # the other player's turn
        _play(table, match, match.state.legal_actions()[-1])
    # the H key on a selected standing druid
    other = next(n for n in sorted(match.state.druid_nodes[0]) if n not in match.state.lying)
    _click(table, table.layout.nodes[other])
    assert str(_key(table, pygame.K_h)) == f"herbs {match.state.board.nodes[other].name}"
    # select the lying druid: every free place is a flight destination
    _click(table, table.layout.nodes[mine[0]])
    far = max(
        (n for n, (s, d) in enumerate(zip(match.state.stone, match.state.druid)) if s < 0 and d < 0),
        key=lambda n: abs(n - mine[0]),
    )
    action = _click(table, table.layout.nodes[far])
    assert action.kind == "fly" and (action.node, action.target) == (mine[0], far)
    # a standing druid cannot fly: a far click with it selected is refused with the reason
    table.clear_selection()
    _click(table, table.layout.nodes[other])
    assert _click(table, table.layout.nodes[far]) is None and table.message


def test_a_hemmed_in_druid_says_it_cannot_walk_and_a_hovered_walk_is_named(app):
    # 0,0's neighbours 0,1 and 1,0 and the corners its gates lead to (0,8, 8,0, 8,8) all
    # hold stones: no step, no row to jump
    position = {
        "players": 2,
        "to_move": 0,
        "druids": {0: ["0,0", "4,4"], 1: ["6,6"]},
        "stones": {1: ["0,1", "1,0", "0,8", "8,0", "8,8"]},
    }
    table, match = _table(app, 2, position=position)
    corner = match.state.cat.node("0,0")
    assert _click(table, table.layout.nodes[corner]) is None  # selected all the same
    assert "cannot walk now" in " ".join(hud.explanation(table, match.state))
    assert [c.label for c in hud.choices(table)] == ["Collect herbs (H)"]
    table.clear_selection()
    _click(table, table.layout.nodes[match.state.cat.node("4,4")])
    assert "Click a glowing place" in " ".join(hud.explanation(table, match.state))
    # hovering a glowing place says what a click there plays
    x, y = table.layout.nodes[match.state.cat.node("3,4")]
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(0, 0, 0)))
    assert hud.status_text(table)[0] == "Move the druid on E5 to D5: click to play it."  # 4,4 → E5, 3,4 → D5
    # a click into a circle's clearing with a druid selected says where a druid can go
    circle = table.layout.circles[match.state.board.nodes[match.state.cat.node("4,4")].circles[0]]
    assert _click(table, circle.centre) is None
    assert "click a glowing one" in table.message and table.selected is not None


def test_a_click_jumps_a_straight_row_of_druids(app):
    position = {"players": 2, "to_move": 0, "druids": {0: ["0,0"], 1: ["1,0", "2,0"]}}
    table, match = _table(app, 2, position=position)
    board = match.state.board
    a = board.nodes.index(next(n for n in board.nodes if n.name == "0,0"))
    jumps = [
        m
        for m in match.state.legal_actions()
        if m.kind == "move" and m.node == a and len(match.state.walk_path(m.node, m.target)) > 2
    ]
    assert jumps, "the row 1,0 2,0 can be jumped"
    target = jumps[0].target
    assert _click(table, table.layout.nodes[a]) is None
    action = _click(table, table.layout.nodes[target])
    assert action is jumps[0]
    events = match.play(action)
    table.animate(events, action, 0)
    assert "jumping a row of 2 druids" in table.last_played
    table.timeline.finish_all()
    assert table.model.druid[target] == 0 and table.model.druid[a] == -1


def test_arrow_keys_preview_every_kind_of_action(app):
    table, match = _after_setup(app, seed=7)
    _play(table, match, next(a for a in match.state.legal_actions() if a.kind == "herbs"))
    while match.state.current_player() != 0:  # the other player's turn
        _play(table, match, match.state.legal_actions()[-1])
    legal = match.state.legal_actions()
    seen = set()
    for _ in legal:
        _key(table, pygame.K_RIGHT)
        seen.add(table.previewed().kind)
    assert {"move", "herbs", "fly"} <= seen
    assert _key(table, pygame.K_RETURN) is legal[(len(legal) - 1) % len(legal)]


# --- setup screen and menu --------------------------------------------------------------------


def test_the_setup_screen_switches_rule_set_and_player_range(app):
    setup = SetupScene(app, "dolmen")
    assert setup.rules_choice.options == ["Dolmen", "Die Dolmengötter"]
    assert "2005" in setup.summaries["dolmengoetter"] and "2015" in setup.summaries["dolmen"]
    setup.set_players(4)
    setup.all_rows[1].name.text = "Bo"
    setup.all_rows[2].kind.step(1)  # Computer · Normal → Hard
    app.reset_to(setup)
    # by mouse: the Rules field's right arrow
    app.step(
        [
            pygame.event.Event(
                pygame.MOUSEBUTTONDOWN,
                button=1,
                pos=(setup.rules_choice.rect.right - 6, setup.rules_choice.rect.centery),
            )
        ],
        present=False,
    )
    assert setup.spec.id == "dolmengoetter"
    assert setup.count_choice.options == ["2", "3", "4", "5"] and setup.players == 4
    assert setup.all_rows[1].name.text == "Bo" and setup.all_rows[2].seat_kind == "hard"
    setup.set_players(5)
    match = setup.build_match()
    assert match.game_id == "dolmengoetter" and len(match.seats) == 5
    assert sorted(s.colour for s in match.seats) == [0, 1, 2, 3, 4]
    assert match.state.stones_left == [10] * 5 and match.state.markers == [4] * 5
    assert match.state.setting_up() and match.state.current_player() == 0
    setup.set_rules("dolmen")  # back: four seats at most, the entries kept
    assert setup.players == 4 and setup.spec.id == "dolmen"
    assert setup.all_rows[1].name.text == "Bo"
    assert setup.build_match().state.markers == [5] * 4
    with pytest.raises(ValueError):
        setup.set_players(5)


def test_the_menu_shows_one_card_for_the_dolmen_family(app):
    menu = MainMenu(app)
    assert list(menu.game_cards) == ["tholos", "dolmen", "druiden"]  # no Dolmengötter card
    assert menu.game_cards["dolmen"].label == "Dolmen / Die Dolmengötter"
    assert registry.get("dolmengoetter").max_players == 5
    assert len({c.letter for c in registry.get("dolmengoetter").colours}) == 5


# --- results ----------------------------------------------------------------------------------


def _finished(markers, scored, stacks, built):
    state = from_position({"players": 2, "to_move": 0}, rules=DOLMENGOETTER)
    state.markers = list(markers)
    state.scored_dolmens = tuple(scored)
    state.stacks = list(state.stacks)
    for c, stack in stacks.items():
        state.stacks[c] = tuple(stack)
    state.built = list(built)
    state.over, state.phase = True, Phase.OVER
    return state


def test_results_count_completed_circles_and_standing_stacks_by_hand(app):
    board = from_position({"players": 2}, rules=DOLMENGOETTER).board
    octagon = next(c.index for c in board.circles if c.shape == "octagon")
    square = next(c.index for c in board.circles if c.shape == "square")
    # octagon scored when completed, bottom → top: Anna's 4, Bo's 2. From the top: Bo 2×5=10,
    # Anna 4×4=16. Anna skipped once: marker 4 − 1 + 16 = 19; Bo 4 + 10 = 14. A square
    # still standing at the end: Bo's 3 on top, ×3 = 9. Totals: Anna 19, Bo 23.
    state = _finished([19, 14], [(octagon, 0, 4), (octagon, 1, 2)], {square: [(1, 3)]}, [1, 2])
    tally = breakdown(state)
    anna, bo = tally.players
    assert (anna.start_marker, anna.skipped, anna.completed_points, anna.stack_points, anna.total) == (4, 1, 16, 0, 19)
    assert (bo.skipped, bo.completed_points, bo.stack_points, bo.total) == (0, 10, 9, 23)
    assert [r.circle for r in tally.completed] == [octagon]
    assert [(s.owner, s.factor, s.points) for s in tally.completed[0].stones] == [(1, 5, 10), (0, 4, 16)]
    assert tally.winners == (1,) and tally.reason() == "23 to 19 points"
    # a tie on points goes to the most dolmens built: Bo built 3 to Anna's 1
    tied = breakdown(
        _finished([19, 14], [(octagon, 0, 4), (octagon, 1, 2)], {square: [(1, 1)]}, [1, 3])
    )  # Bo's 1 × 3 = 3: 17
    assert [t.total for t in tied.players] == [19, 17]
    tie = breakdown(_finished([19, 16], [(octagon, 0, 4), (octagon, 1, 2)], {square: [(1, 1)]}, [1, 3]))
    assert [t.total for t in tie.players] == [19, 19]
    assert tie.winners == (1,) and "more dolmens built, 3 to 1" in tie.reason()


def test_the_results_screen_draws_a_finished_dolmengoetter_game(app):
    table, match = _table(app, 5, seed=11)
    rng = random.Random(3)
    while not match.state.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    title, reason = headline(match)
    assert title.endswith("wins") or title == "A draw"
    scene = FinalScene(app, match)
    assert scene.tally is not None and scene.tally.most_built
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)  # five rows of players and the circles fit the panel
