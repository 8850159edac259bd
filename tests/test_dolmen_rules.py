"""Dolmen rules: every rule of the sheet and of docs/rulings.md as a hand-computed case.

Players are rules seats; in the sheet's examples blue is player 0 and red player 1.
Positions are built with from_position (stones/druids by node "x,y", stacks bottom to top).
"""

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from game.core.protocol import BadNotation, BadPosition, IllegalAction
from game.core.rng import Rng
from game.dolmen.rules import DOLMENGOETTER, DolmenState, Phase, from_position, sample_hidden
from game.dolmen.rules import events as E
from game.dolmen.rules.majority import TOP, UNDER, placement_after_stone
from game.dolmen.rules.scoring import winners

BLUE, RED, YELLOW = 0, 1, 2


def node(state, name):
    return state.cat.node(name)


def circle(state, name):
    return next(c.index for c in state.board.circles if c.name == name)


def play(state, *texts):
    events = []
    for text in texts:
        events += state.apply(state.parse_action(text))
    return events


def legal(state):
    return [str(a) for a in state.legal_actions()]


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


# --- setup and the turn ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "players, stones, values", [(2, 16, (5, 4, 3, 1)), (3, 13, (4, 3, 2, 1)), (4, 12, (4, 3, 1, 1))]
)
def test_setup_follows_the_sheets_table(players, stones, values):
    s = DolmenState(players)
    assert s.stones_left == [stones] * players
    assert [tuple(h[1:]) for h in s.supply] == [values] * players
    assert s.markers == [5] * players
    assert s.current_player() == 0


def test_five_players_are_refused():
    with pytest.raises(ValueError, match="2 to 4"):
        DolmenState(5)


def test_first_turn_must_place_a_druid_on_any_free_node():
    s = DolmenState(2)
    assert legal(s) == [f"place {n.name}" for n in s.board.nodes]
    assert "must place" in s.why_illegal(s.parse_action("remove 2,2"))
    events = play(s, "place 2,2")
    assert events == [E.DruidPlaced(0, node(s, "2,2"))]
    assert s.current_player() == 1
    assert "not free: a druid" in s.why_illegal(s.parse_action("place 2,2"))


def test_with_all_three_druids_placed_no_placing():
    s = from_position({"druids": {0: ["0,0", "4,4", "8,8"]}})
    assert not any(a.startswith("place") for a in legal(s))
    assert "all 3 of your druids" in s.why_illegal(s.parse_action("place 1,1"))


def test_moving_leaves_a_stone_on_the_node_left():
    s = from_position({"druids": {0: ["3,3"]}})
    events = play(s, "move 3,3>3,4")
    assert events == [E.DruidWalked(0, (node(s, "3,3"), node(s, "3,4")), (False,))]
    assert s.current_player() == 0 and legal(s) == ["stone", "skip"]
    assert play(s, "stone") == [E.StonePlaced(0, node(s, "3,3"))]
    assert s.stone[node(s, "3,3")] == 0 and s.stones_left[0] == 15
    assert s.current_player() == 1


def test_removing_a_druid_returns_it_and_leaves_a_stone():
    s = from_position({"druids": {0: ["3,3", "5,5", "0,0"]}})
    play(s, "remove 5,5", "stone")
    assert sorted(s.druid_nodes[0]) == sorted([node(s, "3,3"), node(s, "0,0")])
    assert s.stone[node(s, "5,5")] == 0
    play(s, "place 8,8")  # player 1
    assert "place 5,5" not in legal(s)  # a stone lies there now
    assert "place 5,4" in legal(s)  # the druid in front of player 0 may come back


def test_a_druid_never_lands_on_or_passes_a_stone():
    s = from_position({"druids": {0: ["3,3"]}, "stones": {1: ["3,4", "3,2"]}})
    moves = [a for a in legal(s) if a.startswith("move")]
    assert moves == ["move 3,3>2,3"]
    assert "a stone lies there" in s.why_illegal(s.parse_action("move 3,3>3,4"))
    assert "not one step" in s.why_illegal(s.parse_action("move 3,3>5,5"))


# --- the druid bridge (the sheet's example A-D, built on this board) -----------------------


def bridge_example(extra_stones=()):
    """Blue on the edge node 0,3; yellow on 0,2; red on 8,2 and 8,1 (8,2 is 0,2's rune gate
    partner). A = 0,4 by a path, B = 1,2 over yellow, C = 8,3 through 0,3's rune gate,
    D = 8,0 over yellow, the gate, red and red (a bent bridge)."""
    druids = {BLUE: ["0,3"], YELLOW: ["0,2"], RED: ["8,2", "8,1"]}
    return from_position({"players": 3, "druids": druids, "stones": {RED: list(extra_stones)}})


def test_druid_bridge_reaches_path_bridge_gate_and_bent_bridge_destinations():
    s = bridge_example()
    dests = [a.split(">")[1] for a in legal(s) if a.startswith("move 0,3>")]
    for name in ("0,4", "1,2", "8,3", "8,0"):
        assert name in dests
    assert "8,2" not in dests and "0,2" not in dests  # druids' nodes are not free
    events = play(s, "move 0,3>8,0")
    path = tuple(node(s, n) for n in ("0,3", "0,2", "8,2", "8,1", "8,0"))
    assert events == [E.DruidWalked(BLUE, path, (False, True, False, False))]
    assert s.druid[node(s, "8,0")] == BLUE and s.druid[node(s, "0,3")] == -1


def test_rune_gate_step_is_marked_as_a_gate():
    s = bridge_example()
    assert play(s, "move 0,3>8,3") == [E.DruidWalked(BLUE, (node(s, "0,3"), node(s, "8,3")), (True,))]


def test_a_stone_breaks_the_druid_bridge():
    s = bridge_example()
    s.druid[node(s, "8,2")] = -1  # red's druid on 8,2 replaced by a red stone
    s.druid_nodes[RED].remove(node(s, "8,2"))
    s.stone[node(s, "8,2")] = RED
    s.forget_legal()
    dests = [a.split(">")[1] for a in legal(s) if a.startswith("move 0,3>")]
    assert "8,0" not in dests and "8,2" not in dests
    assert "not one step" in s.why_illegal(s.parse_action("move 0,3>8,0"))


# --- dolmen placements: the sheet's example of circles I, II, III ---------------------------


def three_circles():
    """Blue's druid on 2,2, which lies in I = octagon 2,0, II = hexagon 1,1, III = square 2,2.
    I: red 3,0 4,0 and red's dolmen, blue 2,0. II: red 1,2 1,3 alone. III: blue 3,3 alone."""
    return from_position(
        {
            "druids": {BLUE: ["2,2"]},
            "stones": {RED: ["3,0", "4,0", "1,2", "1,3"], BLUE: ["2,0", "3,3"]},
            "stacks": {"octagon 2,0": "1:2"},
        }
    )


def test_sheet_example_equalize_under_in_I_passive_majority_in_II_nothing_in_III():
    s = three_circles()
    I, II, III = (circle(s, n) for n in ("octagon 2,0", "hexagon 1,1", "square 2,2"))
    events = play(s, "move 2,2>2,1", "stone")
    assert of(events, E.DolmenDue) == [E.DolmenDue(BLUE, I, UNDER), E.DolmenDue(RED, II, TOP)]
    assert s.phase is Phase.ORDER and s.current_player() == BLUE  # the active player orders
    assert legal(s) == ["circle octagon 2,0", "circle hexagon 1,1"]
    assert "no dolmen placement is due" in s.why_illegal(s.parse_action("circle square 2,2"))
    assert play(s, "circle hexagon 1,1") == [E.CircleChosen(BLUE, II)]
    assert s.current_player() == RED  # red decides its passive majority's value
    assert legal(s) == ["dolmen 1", "dolmen 2", "dolmen 3", "dolmen 4", "skip"]
    assert play(s, "dolmen 4") == [E.DolmenPlaced(RED, II, TOP, 1, 4)]
    assert s.current_player() == BLUE and s.phase is Phase.PLACEMENT  # one left: no order asked
    assert play(s, "dolmen 1") == [E.DolmenPlaced(BLUE, I, UNDER, 2, 1)]
    assert s.stacks[I] == ((BLUE, 1), (RED, 2)) and s.stacks[II] == ((RED, 4),)
    assert s.stacks[III] == ()
    assert s.current_player() == RED and s.phase is Phase.TURN


def test_majority_model_follows_dolmengoetter_illustration_1():
    # red 0, yellow 1, blue 2 in one octagon: R Y B Y R B B R
    counts = [0, 0, 0]
    got = []
    for colour in (0, 1, 2, 1, 0, 2, 2, 0):
        counts[colour] += 1
        got.append(placement_after_stone(counts, colour))
    assert got == [None, None, None, (1, TOP), (0, UNDER), (2, UNDER), (2, TOP), (0, UNDER)]


@pytest.mark.parametrize(
    "before, colour, expected",
    [
        ([1, 1, 0], 0, (0, TOP)),  # initial majority by the placer
        ([2, 0, 0], 1, (0, TOP)),  # passive: the lone colour now leads a second one
        ([1, 1, 1], 2, (2, TOP)),  # first to two among singles
        ([1, 0, 0], 0, None),  # one colour only
        ([1, 0, 0], 1, None),  # all single stones
        ([2, 1, 0], 0, None),  # a majority that only grows
        ([3, 1, 1], 1, None),  # behind, not equal
        ([2, 2, 1], 2, (2, UNDER)),  # special case: catching leaders already tied
        ([2, 2, 1, 2], 2, (2, UNDER)),  # three players on two, a fourth places a second
        ([2, 2, 0], 0, (0, TOP)),  # after an equalize: a later majority, on top
        ([3, 3, 3], 1, (1, TOP)),
    ],
)
def test_majority_cases(before, colour, expected):
    after = before[:]
    after[colour] += 1
    assert placement_after_stone(after, colour) == expected


def _strict_leader(counts):
    """The colour with more stones than every other, or None."""
    best = max(counts)
    return counts.index(best) if counts.count(best) == 1 else None


@given(st.integers(2, 5).flatmap(lambda n: st.tuples(st.just(n), st.lists(st.integers(0, n - 1), max_size=8))))
def test_majority_model_matches_a_replay_of_the_circles_history(game):
    # An independent recount: replay the stones one by one, remembering in a flag whether the
    # circle has had its initial majority (two colours present, one leading alone with two).
    players, colours = game
    counts = [0] * players
    had_majority = False
    for colour in colours:
        before = counts[:]
        counts[colour] += 1
        expected = None
        if not had_majority:
            leader = _strict_leader(counts)
            if sum(1 for c in counts if c) >= 2 and leader is not None and counts[leader] >= 2:
                expected, had_majority = (leader, TOP), True
        else:
            highest_other = max(c for q, c in enumerate(counts) if q != colour)
            if before[colour] == highest_other:
                expected = (colour, TOP)  # was tied for the lead, now ahead
            elif counts[colour] == highest_other:
                expected = (colour, UNDER)  # catches up with the leader(s)
        assert placement_after_stone(counts, colour) == expected, (colours, counts)


def test_passive_majority_is_decided_by_its_owner_out_of_turn():
    s = from_position({"players": 3, "druids": {BLUE: ["4,1"]}, "stones": {YELLOW: ["2,0", "3,0"]}})
    oct_ = circle(s, "octagon 2,0")
    events = play(s, "remove 4,1", "stone")
    assert E.DolmenDue(YELLOW, oct_, TOP) in events
    assert s.current_player() == YELLOW and s.active == BLUE
    assert legal(s) == ["dolmen 1", "dolmen 2", "dolmen 3", "dolmen 4", "skip"]
    play(s, "dolmen 3")
    assert s.stacks[oct_] == ((YELLOW, 3),) and s.supply[YELLOW][3] == 1
    assert s.current_player() == RED  # the turn passes on from blue, not from yellow


def test_full_stack_takes_no_placement_and_costs_nothing():
    # square 2,5 holds 2 dolmen stones; red 2,5 3,5, blue 2,6 + blue druid on 3,6 equalizes
    s = from_position(
        {"druids": {BLUE: ["3,6"]}, "stones": {RED: ["2,5", "3,5"], BLUE: ["2,6"]}, "stacks": {"square 2,5": "1:1 0:1"}}
    )
    sq = circle(s, "square 2,5")
    events = play(s, "remove 3,6", "stone")
    assert E.DolmenDue(BLUE, sq, UNDER) in events
    assert E.DolmenMissed(BLUE, sq, "full") in events
    assert len(s.stacks[sq]) == 2 and s.markers == [5, 5]
    assert s.current_player() == RED and s.phase is Phase.TURN


# --- skipping ---------------------------------------------------------------------------------


def test_skipping_a_stone_costs_one_point():
    s = from_position({"druids": {0: ["3,3"]}})
    events = play(s, "remove 3,3", "skip")
    assert events[1:] == [E.StoneSkipped(0, node(s, "3,3"), 1, 4)]
    assert s.markers[0] == 4 and s.stones_left[0] == 16 and s.stone[node(s, "3,3")] == -1


def test_marker_on_one_may_not_skip_a_stone_or_a_dolmen():
    s = from_position({"druids": {0: ["2,2"]}, "markers": {0: 1}, "stones": {0: ["2,0", "3,0"], 1: ["4,0"]}})
    play(s, "remove 2,2")
    assert legal(s) == ["stone"]
    assert "marker is on 1" in s.why_illegal(s.parse_action("skip"))
    with pytest.raises(IllegalAction, match="may not skip a stone"):
        s.apply(s.parse_action("skip"))
    play(s, "stone")  # blue 3 vs red 1 in octagon 2,0: a majority that only grows, but
    # square 2,2 and hexagon 1,1 hold only blue: nothing is due
    assert s.phase is Phase.TURN


def test_skipping_a_dolmen_placement_costs_one_and_is_refused_on_one():
    s = from_position(
        {"players": 3, "druids": {BLUE: ["4,1"]}, "stones": {YELLOW: ["2,0", "3,0"]}, "markers": {YELLOW: 2}}
    )
    play(s, "remove 4,1", "stone")
    events = play(s, "skip")
    assert events[0] == E.DolmenSkipped(YELLOW, circle(s, "octagon 2,0"), 1, 1)
    assert s.markers[YELLOW] == 1

    s = from_position(
        {"players": 3, "druids": {BLUE: ["4,1"]}, "stones": {YELLOW: ["2,0", "3,0"]}, "markers": {YELLOW: 1}}
    )
    play(s, "remove 4,1", "stone")
    assert "skip" not in legal(s)
    assert "may not skip a dolmen placement" in s.why_illegal(s.parse_action("skip"))


def test_out_of_dolmen_stones_the_missed_placement_is_free_and_the_final_round_begins():
    # blue's stone on 3,2 (octagons 2,0 and 3,2, square 2,2) gives blue an initial majority
    # in both octagons; blue has one dolmen stone left
    s = from_position(
        {
            "players": 3,
            "druids": {BLUE: ["3,2"]},
            "supply": {BLUE: "2"},
            "stones": {BLUE: ["2,0", "3,3"], RED: ["3,0", "5,3"]},
        }
    )
    o20, o32 = circle(s, "octagon 2,0"), circle(s, "octagon 3,2")
    events = play(s, "remove 3,2", "stone")
    assert of(events, E.DolmenDue) == [E.DolmenDue(BLUE, o20, TOP), E.DolmenDue(BLUE, o32, TOP)]
    play(s, "circle octagon 3,2")
    assert s.skip_cost() == 0  # two placements, one stone: blue picks which to miss
    events = play(s, "dolmen 2")
    assert events[:2] == [E.DolmenPlaced(BLUE, o32, TOP, 1, 2), E.DolmenMissed(BLUE, o20, "none left")]
    assert s.markers[BLUE] == 5
    assert E.FinalRoundBegun((BLUE,), (RED, YELLOW)) in events
    assert s.current_player() == RED
    play(s, "place 0,0")
    assert s.current_player() == YELLOW
    events = play(s, "place 8,8")
    assert s.is_over() and isinstance(events[-1], E.GameEnded)


def test_skipping_with_more_placements_than_stones_costs_nothing():
    s = from_position(
        {
            "players": 3,
            "druids": {BLUE: ["3,2"]},
            "supply": {BLUE: "2"},
            "stones": {BLUE: ["2,0", "3,3"], RED: ["3,0", "5,3"]},
            "markers": {0: 1},
        }
    )
    play(s, "remove 3,2", "stone", "circle octagon 2,0")
    assert legal(s) == ["dolmen 2", "skip"]  # free even on space 1
    events = play(s, "skip")
    assert events[0] == E.DolmenSkipped(BLUE, circle(s, "octagon 2,0"), 0, 1)
    assert s.current_player() == BLUE and legal(s) == ["dolmen 2"]  # now it counts again


# --- the end of the game and scoring ----------------------------------------------------------


def test_last_stone_starts_the_final_round_and_the_finished_player_takes_no_turn():
    s = from_position({"players": 3, "to_move": 1, "druids": {RED: ["0,0"]}, "stones_left": {RED: 1}})
    events = play(s, "remove 0,0", "stone")
    assert events[-1] == E.FinalRoundBegun((RED,), (YELLOW, BLUE))
    assert s.current_player() == YELLOW
    play(s, "place 4,4")
    assert s.current_player() == BLUE and not s.is_over()
    events = play(s, "place 1,1")
    assert s.is_over() and s.current_player() == -1 and s.legal_actions() == []
    assert events[-1] == E.GameEnded((5, 5, 5), (0, 1, 2), "the final round is over")
    assert "game is over" in s.why_illegal(s.parse_action("place 2,2"))


def test_a_passive_last_dolmen_gives_the_active_player_a_final_action_too():
    # yellow's last dolmen stone goes in by blue's stone: yellow is done; red, then blue
    s = from_position(
        {"players": 3, "druids": {BLUE: ["4,1"]}, "supply": {YELLOW: "1"}, "stones": {YELLOW: ["2,0", "3,0"]}}
    )
    events = play(s, "remove 4,1", "stone", "dolmen 1")
    assert events[-1] == E.FinalRoundBegun((YELLOW,), (RED, BLUE))
    play(s, "place 6,6")
    assert s.current_player() == BLUE
    play(s, "place 7,7")
    assert s.is_over()


def test_six_stone_octagon_stack_scores_5_4_3_2_1_0():
    # bottom to top: blue 3, red 3, blue 2, red 1, blue 3, red 4
    s = from_position(
        {"druids": {BLUE: ["0,0"]}, "stones_left": {BLUE: 1}, "stacks": {"octagon 3,2": "0:3 1:3 0:2 1:1 0:3 1:4"}}
    )
    oct_ = circle(s, "octagon 3,2")
    play(s, "remove 0,0", "stone")
    events = play(s, "place 8,8")
    scored = of(events, E.StackStoneScored)
    assert [(e.level, e.owner, e.value, e.factor, e.points) for e in scored] == [
        (0, RED, 4, 5, 20),
        (1, BLUE, 3, 4, 12),
        (2, RED, 1, 3, 3),
        (3, BLUE, 2, 2, 4),
        (4, RED, 3, 1, 3),
        (5, BLUE, 3, 0, 0),
    ]
    assert all(e.circle == oct_ for e in scored)
    assert s.scores() == [5 + 16, 5 + 26]
    assert s.winners() == [RED]


def test_short_stack_starts_at_the_full_multiplier():
    s = from_position(
        {"druids": {BLUE: ["0,0"]}, "stones_left": {BLUE: 1}, "stacks": {"hexagon 1,1": "1:2 0:3", "square 7,6": "1:4"}}
    )
    play(s, "remove 0,0", "stone", "place 8,8")
    assert s.scores() == [5 + 3 * 4, 5 + 2 * 3 + 4 * 3]


def test_tie_goes_to_fewer_dolmen_stones_left_then_is_shared():
    s = from_position({"druids": {BLUE: ["0,0"]}, "stones_left": {BLUE: 1}, "supply": {BLUE: "12", RED: "123"}})
    play(s, "remove 0,0", "stone", "place 8,8")
    assert s.scores() == [5, 5] and s.winners() == [BLUE]
    s = from_position({"druids": {BLUE: ["0,0"]}, "stones_left": {BLUE: 1}, "supply": {BLUE: "12", RED: "13"}})
    play(s, "remove 0,0", "stone", "place 8,8")
    assert s.winners() == [BLUE, RED]


def test_a_tie_key_counts_only_among_the_players_tied_for_most_points():
    # seat 2 has the best key but fewer points; seats 0 and 1 are tied on 9
    assert winners([9, 9, 4], [-3, -1, 0]) == [1]
    assert winners([9, 9, 4], [-1, -1, 0]) == [0, 1]
    assert winners([4, 9, 9], [7, 2, 2]) == [1, 2]


# --- hidden values ----------------------------------------------------------------------------


def test_observation_hides_other_players_values_but_keeps_counts_and_positions():
    s = three_circles()
    play(s, "move 2,2>2,1", "stone", "circle hexagon 1,1", "dolmen 4", "dolmen 1")
    I, II = circle(s, "octagon 2,0"), circle(s, "hexagon 1,1")
    blue_view = s.observation(BLUE)
    assert blue_view.stacks[I] == ((BLUE, 1), (RED, 0)) and blue_view.stacks[II] == ((RED, 0),)
    assert blue_view.supply[RED] == [11, 0, 0, 0, 0] and blue_view.supply[BLUE] == s.supply[BLUE]
    assert blue_view.to_json()["stacks"]["hexagon 1,1"] == "1:?"
    red_view = s.observation(RED)
    assert red_view.stacks[I] == ((BLUE, 0), (RED, 2)) and red_view.supply[BLUE][0] == 12
    assert s.stacks[I] == ((BLUE, 1), (RED, 2))  # the truth is untouched


def test_a_dolmen_placement_shows_its_value_to_its_owner_only():
    s = three_circles()
    play(s, "move 2,2>2,1", "stone", "circle hexagon 1,1")
    events = play(s, "dolmen 3")  # red's passive majority
    placed = E.DolmenPlaced(RED, circle(s, "hexagon 1,1"), TOP, 1, 3)
    assert events == [placed]
    assert s.visible_events(events, RED) == [placed]
    unknown = E.DolmenPlaced(RED, circle(s, "hexagon 1,1"), TOP, 1, 0)
    assert s.visible_events(events, BLUE) == [unknown]
    assert s.visible_events(events, -1) == [unknown]  # a spectator sees no value either


def test_observation_is_playable_with_some_value_placeholders():
    s = three_circles()
    play(s, "move 2,2>2,1", "stone", "circle hexagon 1,1")
    view = s.observation(BLUE)
    assert [str(a) for a in view.legal_actions()] == ["dolmen ?", "skip"]
    assert "hidden" in view.why_illegal(view.parse_action("dolmen 4"))
    assert "name the value" in s.why_illegal(s.parse_action("dolmen ?"))
    view.apply(view.parse_action("dolmen ?"))
    assert view.supply[RED][0] == 11 and view.current_player() == BLUE
    assert [str(a) for a in view.legal_actions()][:2] == ["dolmen 1", "dolmen 2"]


def test_sampled_hidden_values_come_from_the_owners_starting_set():
    s = three_circles()
    play(s, "move 2,2>2,1", "stone", "circle hexagon 1,1", "dolmen 4", "dolmen 1")
    view = s.observation(BLUE)
    for seed in range(20):
        full = sample_hidden(view, Rng(seed))
        red_values = sorted(
            [v for st in full.stacks for o, v in st if o == RED]
            + [v for v in (1, 2, 3, 4) for _ in range(full.supply[RED][v])]
        )
        assert red_values == [1] * 5 + [2] * 4 + [3] * 3 + [4]
        assert full.supply[RED][0] == 0 and full.stacks[circle(s, "octagon 2,0")][0] == (BLUE, 1)


def test_finished_game_observation_shows_every_value():
    s = from_position({"druids": {BLUE: ["0,0"]}, "stones_left": {BLUE: 1}, "stacks": {"square 7,6": "1:4"}})
    play(s, "remove 0,0", "stone", "place 8,8")
    assert s.observation(BLUE).stacks[circle(s, "square 7,6")] == ((RED, 4),)


# --- notation, refusals, positions ------------------------------------------------------------


def test_notation_round_trips_and_bad_text_is_refused():
    s = three_circles()
    for text in (
        "place 0,0",
        "move 2,2>2,1",
        "remove 2,2",
        "stone",
        "skip",
        "circle octagon 2,0",
        "dolmen 3",
        "dolmen ?",
    ):
        assert str(s.parse_action(text)) == text
    assert s.parse_action("move 2, 2 > 2,1") is s.parse_action("move 2,2>2,1")
    for bad, words in (
        ("fly 2,2", "not a Dolmen action"),
        ("place 9,9", "no node"),
        ("dolmen 5", "1, 2, 3 or 4"),
        ("circle pentagon", "no circle"),
        ("move 2,2>2,2", "own node"),
        ("", "empty"),
    ):
        with pytest.raises(BadNotation, match=words):
            s.parse_action(bad)


def test_wrong_phase_actions_say_what_to_do():
    s = three_circles()
    assert "first place, move or remove" in s.why_illegal(s.parse_action("stone"))
    play(s, "move 2,2>2,1")
    # 2,2 is C7 on the edge grid
    assert "place a stone on C7 or skip" in s.why_illegal(s.parse_action("place 0,0"))
    play(s, "stone")
    assert "choose which circle" in s.why_illegal(s.parse_action("dolmen 2"))
    play(s, "circle octagon 2,0")
    assert "no dolmen stone of value 4" not in (s.why_illegal(s.parse_action("dolmen 4")) or "")
    s.supply[BLUE][4] = 0
    s.forget_legal()
    assert "no dolmen stone of value 4" in s.why_illegal(s.parse_action("dolmen 4"))
    before = s.to_json()
    with pytest.raises(IllegalAction):
        s.apply(s.parse_action("dolmen 4"))
    assert s.to_json() == before


def test_a_position_names_each_decision_by_the_word_saves_always_used():
    s = three_circles()
    words = [s.to_json()["phase"]]
    for text in ("move 2,2>2,1", "stone", "circle hexagon 1,1", "dolmen 4"):
        play(s, text)
        words.append(s.to_json()["phase"])
    assert words == ["turn", "stone", "order", "dolmen", "dolmen"]
    assert all(type(w) is str for w in words)  # plain text: YAML and JSON write it as is
    assert yaml.safe_load(yaml.safe_dump(s.to_json()))["phase"] == "dolmen"
    assert str(Phase.PLACEMENT) == "dolmen" and Phase("order") is Phase.ORDER


def test_bad_positions_name_the_problem():
    for data, words in (
        ({"stones": {0: ["2,2"]}, "druids": {1: ["2,2"]}}, "already taken"),
        ({"players": 5}, "2 to 4"),
        ({"colour": 1}, "unknown position"),
        ({"stacks": {"square 2,2": "0:1 1:1 0:2"}}, "at most 2"),
        ({"stacks": {"square 2,2": "0:7"}}, "value 1 to 4"),
        ({"stones_left": {0: 0}}, "final round"),
        ({"to_move": 3}, "not at a table of 2"),
    ):
        with pytest.raises(BadPosition, match=words):
            from_position(data)


# --- Dolmen's bridge beside Die Dolmengötter's row ---------------------------------------------


def test_row_walk_jumps_a_straight_row_through_a_gate_but_never_bends():
    data = {"druids": {BLUE: ["2,1"], RED: ["1,1", "0,1"]}}
    row = from_position(data, rules=DOLMENGOETTER)
    bridge = from_position(data)
    row_dests = [a.split(">")[1] for a in legal(row) if a.startswith("move 2,1>")]
    bridge_dests = [a.split(">")[1] for a in legal(bridge) if a.startswith("move 2,1>")]
    assert "8,1" in row_dests  # 2,1 → over 1,1 and 0,1 → west through 0,1's rune gate
    assert row_dests == ["2,0", "8,1", "2,2"]  # paths, and the row through the gate
    assert "1,2" in bridge_dests and "0,0" in bridge_dests  # the bridge bends at 1,1 and 0,1
    events = play(row, "move 2,1>8,1")
    assert events[0].path == tuple(node(row, n) for n in ("2,1", "1,1", "0,1", "8,1"))
    assert events[0].gates == (False, False, True)
