"""Die Dolmengötter's rules (the rule sheet, docs/rulings.md) as scenarios with hand-computed
outcomes: DolmenState(players, seed, rules=DOLMENGOETTER) on Dolmen's board.

Seats 0, 1, 2 are called RED, YELLOW, BLUE here (the colours of the sheet's illustrations).
Positions come from from_position (nodes "x,y", stacks bottom to top as "owner:value").
"""

import pytest

from game.core.protocol import BadPosition, IllegalAction
from game.core.rng import Rng
from game.dolmen.rules import DOLMEN, DOLMENGOETTER, DolmenState, Phase, from_position, sample_hidden
from game.dolmen.rules import events as E

RED, YELLOW, BLUE = 0, 1, 2
G = DOLMENGOETTER


def pos(data, **kw):
    return from_position(data, rules=G, **kw)


def node(state, name):
    return state.cat.node(name)


def names(state, nodes):
    return [state.board.nodes[n].name for n in nodes]


def circle(state, name):
    return next(c.index for c in state.board.circles if c.name == name)


def play(state, *texts):
    events = []
    for text in texts:
        action = state.parse_action(text)
        assert str(action) == text  # notation round-trips
        events += state.apply(action)
    return events


def legal(state):
    return [str(a) for a in state.legal_actions()]


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


# --- material and setup ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "players, stones, values",
    [(2, 16, (5, 4, 3, 1)), (3, 13, (4, 3, 2, 1)), (4, 12, (4, 3, 1, 1)), (5, 10, (3, 2, 1, 1))],
)
def test_material_follows_the_sheets_table(players, stones, values):
    s = DolmenState(players, 7, rules=G)
    assert s.game_id == "dolmengoetter"
    assert s.stones_left == [stones] * players
    assert all(held == [0, *values] for held in s.supply)
    assert s.markers == [4] * players  # the fourth druid starts on 4
    assert sum(values) == {2: 13, 3: 10, 4: 9, 5: 7}[players]


def test_six_players_are_refused_and_dolmen_still_stops_at_four():
    with pytest.raises(ValueError, match="2 to 5"):
        DolmenState(6, rules=G)
    with pytest.raises(ValueError, match="2 to 4"):
        DolmenState(5)


def test_setup_round_places_druids_one_at_a_time_in_turn_order():
    s = DolmenState(3, rules=G)
    assert s.setting_up() and len(legal(s)) == 73  # any free place
    assert all(a.startswith("place ") for a in legal(s))
    order = []
    spots = ["0,0", "1,0", "2,0", "3,0", "4,0", "5,0", "6,0", "7,0", "8,0"]
    for i, spot in enumerate(spots):
        order.append(s.current_player())
        if i == 0:
            assert "every druid is placed" in s.why_illegal(s.parse_action("herbs 0,0"))
        if i == 1:
            assert "not free" in s.why_illegal(s.parse_action("place 0,0"))
        events = play(s, f"place {spot}")
        assert events == [E.DruidPlaced(order[-1], node(s, spot))]
    assert order == [0, 1, 2] * 3
    assert not s.setting_up() and s.current_player() == RED and s.phase is Phase.TURN
    assert s.stones_left == [13] * 3  # no stone left behind in the setup round
    acts = legal(s)
    assert not any(a.startswith(("place", "remove")) for a in acts)
    assert acts[-3:] == ["herbs 0,0", "herbs 3,0", "herbs 6,0"]
    assert "all druids are on the board" in s.why_illegal(s.parse_action("place 4,4"))
    assert "stay on the board" in s.why_illegal(s.parse_action("remove 0,0"))


# --- walks ------------------------------------------------------------------------------------


def test_walk_one_step_and_leave_a_stone_on_the_place_left():
    s = pos({"druids": {RED: ["4,4"], YELLOW: ["0,0"]}})
    # 4,4 lies in octagons 3,2 and 3,4 only: its neighbours are 3,4 and 5,4
    assert sorted(a for a in legal(s) if a.startswith("move")) == ["move 4,4>3,4", "move 4,4>5,4"]
    events = play(s, "move 4,4>5,4")
    assert events == [E.DruidWalked(RED, (node(s, "4,4"), node(s, "5,4")), (False,))]
    assert s.phase is Phase.STONE and legal(s) == ["stone", "skip"]
    assert play(s, "stone")[0] == E.StonePlaced(RED, node(s, "4,4"))
    assert s.stone[node(s, "4,4")] == RED and s.stones_left[RED] == 15
    assert s.current_player() == YELLOW


def row_through_gate(extra=None):
    """Red on 1,4 faces west: Yellow on 0,4, Blue on 8,4 (0,4's rune gate leads to 8,4)."""
    data = {"players": 3, "druids": {RED: ["1,4"], YELLOW: ["0,4"], BLUE: ["8,4"]}}
    data.update(extra or {})
    return pos(data)


def test_walk_jumps_a_straight_row_of_druids_through_a_rune_gate():
    s = row_through_gate()
    # 1,4's neighbours: 1,3 and 1,5 free; west over 0,4, through the gate, over 8,4 to 7,4
    assert sorted(a for a in legal(s) if a.startswith("move")) == ["move 1,4>1,3", "move 1,4>1,5", "move 1,4>7,4"]
    events = play(s, "move 1,4>7,4")
    assert events[0].path == tuple(node(s, n) for n in ("1,4", "0,4", "8,4", "7,4"))
    assert events[0].gates == (False, True, False)


def test_a_row_never_passes_a_stone_nor_a_free_place():
    s = row_through_gate({"stones": {YELLOW: ["7,4"]}})
    assert sorted(a for a in legal(s) if a.startswith("move 1,4")) == ["move 1,4>1,3", "move 1,4>1,5"]
    # with 8,4 free, the row is just Yellow: Red lands on 8,4 through the gate, never beyond
    s = pos({"players": 3, "druids": {RED: ["1,4"], YELLOW: ["0,4"]}})
    assert "move 1,4>8,4" in legal(s) and "move 1,4>7,4" not in legal(s)
    assert "never over a stone or a free place" in s.why_illegal(s.parse_action("move 1,4>7,4"))
    assert play(s, "move 1,4>8,4")[0].gates == (False, True)


def test_from_a_corner_the_gates_lead_to_the_three_other_corners_and_rows_carry_on():
    # 0,0: paths to 1,0 and 0,1, corner gates to 8,0, 0,8, 8,8.
    # Yellow on 1,0 (east: 2,0 beyond), Blue on 8,0 (west through the gate: 7,0 beyond),
    # a stone on 0,1; 0,8 and 8,8 free.
    s = pos({"players": 3, "druids": {RED: ["0,0"], YELLOW: ["1,0"], BLUE: ["8,0"]}, "stones": {BLUE: ["0,1"]}})
    assert sorted(a for a in legal(s) if a.startswith("move")) == [
        "move 0,0>0,8",
        "move 0,0>2,0",
        "move 0,0>7,0",
        "move 0,0>8,8",
    ]
    events = play(s, "move 0,0>7,0")
    assert events[0].path == tuple(node(s, n) for n in ("0,0", "8,0", "7,0"))
    assert events[0].gates == (True, False)
    # diagonally: a druid on 8,8 leaves no straight line on (7,7 is not joined to 8,8)
    s = pos({"druids": {RED: ["0,0"], YELLOW: ["8,8"]}})
    assert sorted(a for a in legal(s) if a.startswith("move")) == [
        "move 0,0>0,1",
        "move 0,0>0,8",
        "move 0,0>1,0",
        "move 0,0>8,0",
    ]


# --- herbs and flight ---------------------------------------------------------------------------


def test_collecting_herbs_lays_the_druid_down_and_its_next_move_is_a_flight_anywhere():
    s = pos({"druids": {RED: ["4,4"], YELLOW: ["0,0"]}, "stones": {YELLOW: ["8,8"]}})
    events = play(s, "herbs 4,4")
    assert events == [E.HerbsCollected(RED, node(s, "4,4"))]
    assert s.lying == (node(s, "4,4"),) and s.stone[node(s, "4,4")] == -1
    assert s.current_player() == YELLOW and s.markers == [4, 4]  # no stone, no cost
    play(s, "herbs 0,0")
    acts = legal(s)
    # 73 places - 8,8 (stone) - 0,0 (Yellow) - 4,4 itself = 70 flights, and nothing else
    assert len(acts) == 70 and all(a.startswith("fly 4,4>") for a in acts)
    assert "fly 4,4>8,8" not in acts and "fly 4,4>0,0" not in acts
    assert "its next move is a flight" in s.why_illegal(s.parse_action("move 4,4>5,4"))
    assert "already collecting herbs" in s.why_illegal(s.parse_action("herbs 4,4"))
    events = play(s, "fly 4,4>8,0")
    assert events == [E.DruidFlew(RED, node(s, "4,4"), node(s, "8,0"))]
    assert s.lying == (node(s, "0,0"),) and s.druid[node(s, "8,0")] == RED
    assert s.phase is Phase.STONE and s.left_node == node(s, "4,4")
    play(s, "skip")
    assert s.markers == [3, 4] and s.stone[node(s, "4,4")] == -1


def test_a_standing_druid_cannot_fly():
    s = pos({"druids": {RED: ["4,4"], YELLOW: ["0,0"]}})
    assert "only a druid lying down" in s.why_illegal(s.parse_action("fly 4,4>8,0"))
    with pytest.raises(IllegalAction):
        s.apply(s.parse_action("fly 4,4>8,0"))


# --- skipping ------------------------------------------------------------------------------------


def test_skipping_a_stone_costs_one_and_is_refused_on_one():
    s = pos({"druids": {RED: ["4,4"], YELLOW: ["0,0"]}, "markers": {RED: 2}})
    events = play(s, "move 4,4>5,4", "skip")
    assert of(events, E.StoneSkipped) == [E.StoneSkipped(RED, node(s, "4,4"), 1, 1)]
    play(s, "herbs 0,0", "move 5,4>5,5")
    assert legal(s) == ["stone"]
    assert "marker is on 1" in s.why_illegal(s.cat.skip)


def test_out_of_stones_skipping_is_free_even_on_one():
    s = pos({"druids": {RED: ["4,4"], YELLOW: ["0,0"]}, "markers": {RED: 1}, "stones_left": {RED: 0}})
    play(s, "move 4,4>5,4")
    assert legal(s) == ["skip"]
    events = play(s, "skip")
    assert of(events, E.StoneSkipped) == [E.StoneSkipped(RED, node(s, "4,4"), 0, 1)]
    assert s.markers[RED] == 1 and not s.is_over()  # others still hold stones


def test_skipping_a_dolmen_costs_nothing_even_on_one():
    # octagon 3,4: Red on 3,4 and 4,4 (and Red's dolmen), Yellow on 5,4; Yellow's stone on
    # 5,5 ties 2:2 -> Yellow equalizes (under); Yellow's marker is on 1
    s = pos(
        {
            "druids": {YELLOW: ["5,5"], RED: ["0,0"]},
            "to_move": YELLOW,
            "stones": {RED: ["3,4", "4,4"], YELLOW: ["5,4"]},
            "stacks": {"octagon 3,4": "0:2"},
            "markers": {YELLOW: 1},
        }
    )
    events = play(s, "move 5,5>6,5", "stone")
    assert of(events, E.DolmenDue) == [E.DolmenDue(YELLOW, circle(s, "octagon 3,4"), "under")]
    assert legal(s) == ["dolmen 1", "dolmen 2", "dolmen 3", "dolmen 4", "skip"]
    events = play(s, "skip")
    assert events[0] == E.DolmenSkipped(YELLOW, circle(s, "octagon 3,4"), 0, 1)
    assert s.markers[YELLOW] == 1


# --- dolmens: Illustration 1, replayed on octagon 3,4 -------------------------------------------


def test_illustration_1_stone_by_stone_then_the_completed_circle_is_scored():
    """R Y B Y R B B R on octagon 3,4's places in outline order. Every stone comes from a
    lying druid flying far away; a player whose turn has no stone in the sheet's sequence
    lays a druid down (herbs), which costs nothing."""
    s = pos(
        {
            "players": 3,
            "druids": {RED: ["3,4", "5,6", "3,5"], YELLOW: ["4,4", "5,5", "0,4"], BLUE: ["5,4", "4,6", "3,6"]},
            "lying": {RED: ["3,4", "5,6", "3,5"], YELLOW: ["4,4", "5,5"], BLUE: ["5,4", "4,6", "3,6"]},
        }
    )
    octagon = circle(s, "octagon 3,4")

    def stack():
        return s.stacks[octagon]

    play(s, "fly 3,4>0,0", "stone")  # 1 Red: no majority yet
    assert stack() == ()
    play(s, "fly 4,4>8,8", "stone")  # 2 Yellow
    assert stack() == ()
    play(s, "fly 5,4>1,0", "stone")  # 3 Blue
    assert stack() == ()
    play(s, "herbs 0,0")  # Red has no stone here
    events = play(s, "fly 5,5>7,0", "stone")  # 4 Yellow: majority, dolmen
    assert of(events, E.DolmenDue) == [E.DolmenDue(YELLOW, octagon, "top")]
    play(s, "dolmen 4")
    assert stack() == ((YELLOW, 4),)
    play(s, "herbs 1,0")  # Blue waits
    events = play(s, "fly 5,6>8,0", "stone", "dolmen 3")  # 5 Red equalizes: under
    assert of(events, E.DolmenDue) == [E.DolmenDue(RED, octagon, "under")]
    assert stack() == ((RED, 3), (YELLOW, 4))
    play(s, "herbs 8,8")  # Yellow waits
    events = play(s, "fly 4,6>1,8", "stone", "dolmen 2")  # 6 Blue also equalizes: under
    assert of(events, E.DolmenDue) == [E.DolmenDue(BLUE, octagon, "under")]
    assert stack() == ((BLUE, 2), (RED, 3), (YELLOW, 4))
    play(s, "herbs 8,0", "herbs 7,0")  # Red and Yellow wait
    events = play(s, "fly 3,6>7,8", "stone", "dolmen 3")  # 7 Blue majority again: top
    assert of(events, E.DolmenDue) == [E.DolmenDue(BLUE, octagon, "top")]
    assert stack() == ((BLUE, 2), (RED, 3), (YELLOW, 4), (BLUE, 3))
    events = play(s, "fly 3,5>0,8", "stone")  # 8 Red equalizes on the last place
    assert of(events, E.DolmenDue) == [E.DolmenDue(RED, octagon, "under")]
    assert not of(events, E.CircleCompleted)  # the dolmen comes first
    events = play(s, "dolmen 1")
    # complete: stack R1 B2 R3 Y4 B3 (bottom to top) scored top down 5, 4, 3, 2, 1
    assert of(events, E.CircleCompleted) == [E.CircleCompleted(octagon, 5)]
    assert of(events, E.StackStoneScored) == [
        E.StackStoneScored(octagon, 0, BLUE, 3, 5, 15),
        E.StackStoneScored(octagon, 1, YELLOW, 4, 4, 16),
        E.StackStoneScored(octagon, 2, RED, 3, 3, 9),
        E.StackStoneScored(octagon, 3, BLUE, 2, 2, 4),
        E.StackStoneScored(octagon, 4, RED, 1, 1, 1),
    ]
    assert s.markers == [4 + 9 + 1, 4 + 16, 4 + 15 + 4]
    assert of(events, E.StackRemoved) == [E.StackRemoved(octagon, (14, 20, 23))]
    assert stack() == () and s.built == [2, 1, 2]  # dolmens leave, the count built stays
    assert sorted(names(s, [n for n, c in enumerate(s.stone) if c >= 0])) == [
        "3,4",
        "3,5",
        "3,6",
        "4,4",
        "4,6",
        "5,4",
        "5,5",
        "5,6",
    ]  # the stones stay
    assert s.scores() == [14, 20, 23] and s.current_player() == YELLOW


# --- scoring: Illustration 3 -------------------------------------------------------------------


def illustration_3():
    """Octagon 3,4 with the sheet's stack (top down Y4 B2 Y1 R3 B4) and 7 of its 8 places
    stoned: Yellow 3, Blue 3, Red 1; Red's druid stands on the last place, 3,5."""
    return pos(
        {
            "players": 3,
            "druids": {RED: ["3,5"], YELLOW: ["0,0"], BLUE: ["8,8"]},
            "stones": {YELLOW: ["3,4", "4,4", "5,4"], BLUE: ["5,5", "5,6", "4,6"], RED: ["3,6"]},
            "stacks": {"octagon 3,4": "2:4 0:3 1:1 2:2 1:4"},
        }
    )


def test_illustration_3_scores_20_8_3_6_4_and_the_dolmens_leave():
    s = illustration_3()
    octagon = circle(s, "octagon 3,4")
    events = play(s, "move 3,5>2,5", "stone")  # Red's second stone: 2 < 3, no dolmen
    assert not of(events, E.DolmenDue)
    assert [(e.owner, e.value, e.factor, e.points) for e in of(events, E.StackStoneScored)] == [
        (YELLOW, 4, 5, 20),
        (BLUE, 2, 4, 8),
        (YELLOW, 1, 3, 3),
        (RED, 3, 2, 6),
        (BLUE, 4, 1, 4),
    ]
    assert s.markers == [4 + 6, 4 + 20 + 3, 4 + 8 + 4]
    assert s.stacks[octagon] == () and s.built == [1, 2, 2]
    assert sorted(s.scored_dolmens) == sorted(
        [(octagon, BLUE, 4), (octagon, RED, 3), (octagon, YELLOW, 1), (octagon, BLUE, 2), (octagon, YELLOW, 4)]
    )
    # values scored are public: another seat's observation shows them and sampling works
    view = s.observation(RED)
    assert view.scored_dolmens == s.scored_dolmens
    dealt = sample_hidden(view, Rng(3))
    for p in (YELLOW, BLUE):
        assert sum(dealt.supply[p][1:]) == s.dolmens_left(p)
    assert sorted(v for v in (1, 2, 3, 4) for _ in range(dealt.supply[BLUE][v])) == [1, 1, 1, 1, 2, 2, 3, 3]
    assert s.to_json()["completed"] == ["octagon 3,4"]


def test_one_stone_completing_two_circles_scores_both_after_the_chosen_placements():
    # square 2,2 (2,2 3,2 3,3 2,3) and hexagon 1,1 (1,1 2,1 2,2 2,3 1,3 1,2) share 2,2 and
    # 2,3. Every place of both but 2,2 holds a stone; Blue's druid lies on 2,2.
    # square: R1 Y1 B1, never a majority. hexagon: R2 Y2 B1, stack Y3 under R1.
    # octagon 2,0 (also through 2,2) holds Y on 2,1 and R on 3,2 only.
    s = pos(
        {
            "players": 3,
            "to_move": BLUE,
            "druids": {BLUE: ["2,2"], RED: ["0,0"], YELLOW: ["8,8"]},
            "lying": {BLUE: ["2,2"]},
            "stones": {RED: ["3,2", "1,1", "1,2"], YELLOW: ["3,3", "1,3", "2,1"], BLUE: ["2,3"]},
            "stacks": {"hexagon 1,1": "1:3 0:1"},
        }
    )
    square, hexagon = circle(s, "square 2,2"), circle(s, "hexagon 1,1")
    events = play(s, "fly 2,2>5,0", "stone")
    # Blue's 2nd stone: the square's first majority (top), the hexagon's leaders equalized
    assert of(events, E.DolmenDue) == [E.DolmenDue(BLUE, hexagon, "under"), E.DolmenDue(BLUE, square, "top")]
    assert legal(s) == ["circle hexagon 1,1", "circle square 2,2"]  # Blue orders them
    play(s, "circle square 2,2", "dolmen 4")
    assert s.stacks[square] == ((BLUE, 4),)  # not scored before every placement is done
    events = play(s, "dolmen 1")
    assert of(events, E.CircleCompleted) == [E.CircleCompleted(hexagon, 3), E.CircleCompleted(square, 1)]
    # hexagon top down R1 x4, Y3 x3, B1 x2; square B4 x3
    assert [(e.circle, e.owner, e.points) for e in of(events, E.StackStoneScored)] == [
        (hexagon, RED, 4),
        (hexagon, YELLOW, 9),
        (hexagon, BLUE, 2),
        (square, BLUE, 12),
    ]
    assert s.markers == [8, 13, 18] and s.stacks[square] == s.stacks[hexagon] == ()


def test_passive_majority_places_for_its_owner_out_of_turn():
    # octagon 3,4 holds two Red stones only; Yellow's stone makes Red the majority
    s = pos(
        {"players": 3, "to_move": YELLOW, "druids": {YELLOW: ["5,5"], RED: ["0,0"]}, "stones": {RED: ["3,4", "4,4"]}}
    )
    events = play(s, "move 5,5>6,5", "stone")
    assert of(events, E.DolmenDue) == [E.DolmenDue(RED, circle(s, "octagon 3,4"), "top")]
    assert s.current_player() == RED and s.active == YELLOW
    play(s, "dolmen 2")
    assert s.stacks[circle(s, "octagon 3,4")] == ((RED, 2),) and s.current_player() == BLUE


# --- the end ----------------------------------------------------------------------------------


def test_a_last_dolmen_gives_every_other_player_one_last_move():
    # Yellow (one dolmen left, a 2) walks off 5,5: octagon 3,4 Y2 R1 -> Yellow's majority
    s = pos(
        {
            "players": 3,
            "to_move": YELLOW,
            "druids": {YELLOW: ["5,5"], RED: ["0,0"], BLUE: ["8,8"]},
            "stones": {YELLOW: ["5,4"], RED: ["3,4"]},
            "supply": {YELLOW: "2"},
        }
    )
    events = play(s, "move 5,5>6,5", "stone", "dolmen 2")
    assert of(events, E.FinalRoundBegun) == [E.FinalRoundBegun((YELLOW,), (BLUE, RED))]
    assert s.current_player() == BLUE
    play(s, "herbs 8,8")
    assert s.current_player() == RED and not s.is_over()
    events = play(s, "herbs 0,0")
    assert s.is_over() and s.current_player() == -1
    # the standing stack is scored at the end: Yellow's 2 on top of an octagon, x5
    assert of(events, E.StackStoneScored) == [E.StackStoneScored(circle(s, "octagon 3,4"), 0, YELLOW, 2, 5, 10)]
    assert s.scores() == [4, 14, 4] and s.winners() == [YELLOW]
    assert of(events, E.GameEnded)[0].scores == (4, 14, 4)


def test_the_last_stone_of_all_ends_at_once_after_the_dolmen_it_earns():
    # Red's last stone (Yellow has none left) on 5,5: octagon 3,4 R2 Y1 -> Red's majority
    s = pos(
        {
            "druids": {RED: ["5,5"], YELLOW: ["0,0"]},
            "stones": {RED: ["3,4"], YELLOW: ["4,4"]},
            "stones_left": {RED: 1, YELLOW: 0},
            "stacks": {"square 2,2": "0:1 1:2"},
        }
    )
    events = play(s, "move 5,5>6,5", "stone")
    assert not s.is_over() and s.current_player() == RED and legal(s)[-1] == "skip"
    events = play(s, "dolmen 3")
    assert s.is_over() and not of(events, E.FinalRoundBegun)
    # end scoring of the standing stacks: octagon 3,4 R3 x5; square 2,2 Y2 x3, R1 x2
    assert sorted((e.circle, e.owner, e.points) for e in of(events, E.StackStoneScored)) == sorted(
        [(circle(s, "octagon 3,4"), RED, 15), (circle(s, "square 2,2"), YELLOW, 6), (circle(s, "square 2,2"), RED, 2)]
    )
    assert s.scores() == [4 + 15 + 2, 4 + 6] and s.winners() == [RED]


def last_stone_tie(stacks, markers):
    s = pos(
        {
            "druids": {RED: ["4,4"], YELLOW: ["0,0"]},
            "stones_left": {RED: 1, YELLOW: 0},
            "stacks": stacks,
            "markers": markers,
        }
    )
    play(s, "move 4,4>5,4", "stone")  # octagons 3,2 and 3,4 are empty: no dolmen
    assert s.is_over()
    return s


def test_a_tie_goes_to_more_dolmens_built_then_is_shared():
    # Yellow: two 1s on square 2,2 -> 3 + 2 = 5; Red: one 1 on square 5,5 -> 3; markers 6, 4
    s = last_stone_tie({"square 2,2": "1:1 1:1", "square 5,5": "0:1"}, {RED: 6})
    assert s.scores() == [9, 9] and s.built == [1, 2] and s.winners() == [YELLOW]
    # both with two dolmens built: shared
    s = last_stone_tie({"square 2,2": "1:1 1:1", "square 5,5": "0:1 0:1"}, {})
    assert s.scores() == [9, 9] and s.built == [2, 2] and s.winners() == [RED, YELLOW]


# --- notation, positions, observations ------------------------------------------------------------


def test_new_notation_round_trips_and_dolmen_refuses_it():
    s = pos({"druids": {RED: ["4,4"], YELLOW: ["0,0"]}, "lying": {YELLOW: ["0,0"]}})
    for text in ("herbs 3,4", "fly 3,4>6,1", "place 3,4"):
        assert str(s.parse_action(text)) == text
    assert s.parse_action(" fly 3, 4 > 6,1 ") is s.cat.fly[node(s, "3,4")][node(s, "6,1")]
    d = from_position({"druids": {RED: ["4,4"]}})
    assert d.why_illegal(d.parse_action("herbs 4,4")) == "first place, move or remove a druid"
    assert d.rules is DOLMEN and d.game_id == "dolmen"
    data = s.to_json()
    assert data["game"] == "dolmengoetter" and data["lying"] == ["0,0"]
    assert data["setup_round"] is False and data["scored_dolmens"] == []


def test_positions_refuse_what_cannot_happen():
    with pytest.raises(BadPosition, match="would already have been scored"):
        illustration_3_complete = {
            "druids": {RED: ["0,0"]},
            "stones": {RED: ["2,2", "3,2", "3,3", "2,3"]},
            "stacks": {"square 2,2": "0:1"},
        }
        pos(illustration_3_complete)
    with pytest.raises(BadPosition, match="no druid"):
        pos({"lying": {RED: ["4,4"]}})
    with pytest.raises(BadPosition, match="no herbs"):
        from_position({"druids": {RED: ["4,4"]}, "lying": {RED: ["4,4"]}})
    with pytest.raises(BadPosition, match="no setup round"):
        from_position({"setup_round": True})
    with pytest.raises(BadPosition, match="player 1 has no dolmens left.*final moves"):
        pos({"supply": {YELLOW: ""}})
    with pytest.raises(BadPosition, match="every stone is on the board"):
        pos({"stones_left": {RED: 0, YELLOW: 0}})
    # out of stones alone is no end in Die Dolmengötter (that player keeps walking)
    assert pos({"stones_left": {RED: 0}}).stones_left == [0, 16]


def test_observation_hides_other_values_until_scored():
    s = illustration_3()
    view = s.observation(RED)
    assert [v for o, v in view.stacks[circle(s, "octagon 3,4")]] == [0, 3, 0, 0, 0]
    assert view.supply[YELLOW][1:] == [0, 0, 0, 0]
