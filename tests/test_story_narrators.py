"""The log's sentences: every event kind of every game told in plain words, worked out by hand
from the positions below (places on the edge grid: letters A–I from the left, numbers 1–9
from the bottom, so grid point x,y is letter x and number 9 − y)."""

from __future__ import annotations

from game.core import registry
from game.core.narration import Line
from game.dolmen.narrate import narrate as tell_dolmen
from game.dolmen.rules import DOLMENGOETTER, DolmenState
from game.dolmen.rules import events as E
from game.tholos.narrate import narrate as tell_tholos
from game.tholos.rules import TholosState, from_position

NAMES = ("Anna", "Brigid", "Cormac")


def tholos_lines(state, text: str, seat: int = 0) -> list[str]:
    actor = state.current_player()
    events = state.apply(state.parse_action(text))
    return [line.text for line in tell_tholos(state, events, actor, seat, NAMES[:2])]


# --- Tholos ------------------------------------------------------------------------------------


def test_tholos_deliveries_say_how_many_stones_of_which_colour():
    state = TholosState(0)
    assert tholos_lines(state, "deliver 3W") == ["Anna took 3 white stones from the quarry."]
    assert tholos_lines(state, "deliver 1G") == ["Brigid took a grey stone from the quarry."]


def test_tholos_placing_own_colour_then_stealing_tells_both_with_the_rivals_name():
    state = from_position({"to_move": "white", "workshops": {"white": "W", "black": "B"}}, 0)
    actor = state.current_player()
    events = state.apply(state.parse_action("place W pi"))
    lines = tell_tholos(state, events, actor, 0, NAMES[:2])
    assert lines == [Line("Anna placed a white stone on π.", 0, (("workshop", 0), ("site", 5)))]
    assert tholos_lines(state, "steal B") == ["Anna took Brigid's black stone (bonus of π)."]


def test_tholos_every_bonus_is_told():
    # β holds W B (top B); Ω's bonus moves a black top stone: β's onto γ
    state = from_position({"to_move": "white", "workshops": {"white": "W"}, "columns": {"beta": "WB", "gamma": "G"}}, 0)
    assert tholos_lines(state, "place W omega") == ["Anna placed a white stone on Ω."]
    assert tholos_lines(state, "move beta>gamma") == ["Anna moved the black top stone of β onto γ."]
    state = from_position({"to_move": "white", "workshops": {"white": "WW"}, "columns": {"beta": "WB"}}, 0)
    tholos_lines(state, "place W gamma")
    assert tholos_lines(state, "return beta") == ["Anna sent the black top stone of β back to the quarry (bonus of γ)."]
    state = from_position({"to_move": "white", "workshops": {"white": "W"}}, 0)
    tholos_lines(state, "place W delta")
    assert tholos_lines(state, "fetch G") == ["Anna fetched a grey stone from the quarry (bonus of δ)."]
    state = from_position({"to_move": "white", "workshops": {"white": "WG"}}, 0)
    tholos_lines(state, "place W sigma")
    assert tholos_lines(state, "build G alpha") == ["Anna built a grey stone onto α (bonus of Σ)."]
    state = from_position({"to_move": "white", "workshops": {"white": "WG"}}, 0)
    tholos_lines(state, "place W sigma")
    assert tholos_lines(state, "decline") == ["Anna left the bonus of Σ."]


def test_a_completed_tholos_column_says_who_leads_it_for_how_many_points():
    # α gets B B W W + W: white 3 own (1 each), black 2 rival (3 each) = 9 points for White
    state = from_position({"to_move": "white", "workshops": {"white": "W"}, "columns": {"alpha": "BBWW"}}, 0)
    assert tholos_lines(state, "place W alpha")[:2] == [
        "Anna placed a white stone on α.",
        "α is complete, led by Anna (9 points).",
    ]


def test_tholos_passes_and_the_end_are_told():
    # the scenario pass-two-in-a-row-end: δ holds one white stone, 1 point to 0
    state = from_position({"to_move": "white", "workshops": {"white": "W"}, "quarry": {"W": 0, "B": 0, "G": 0}}, 0)
    tholos_lines(state, "place W delta")
    assert tholos_lines(state, "pass") == ["Brigid could do nothing and passed."]
    assert tholos_lines(state, "pass") == [
        "Anna could do nothing and passed.",
        "Neither builder could act: Anna won, 1 to 0.",
    ]


# --- Dolmen and Die Dolmengötter ------------------------------------------------------------


def node(state, x: int, y: int) -> int:
    return state.board.node_at((x, y))


def circle(state, name: str) -> int:
    return next(c.index for c in state.board.circles if c.name == name)


def told(state, events, seat: int = 0, actor: int = 0) -> list[str]:
    return [line.text for line in tell_dolmen(state, events, actor, seat, NAMES)]


def test_dolmen_druid_actions_name_places_by_the_edge_grid():
    s = DolmenState(3, 0)
    c3, d3, e3 = node(s, 2, 6), node(s, 3, 6), node(s, 4, 6)  # x,y → letter x, number 9 − y
    assert told(s, [E.DruidPlaced(0, c3)]) == ["Anna put a druid on C3."]
    assert told(s, [E.DruidWalked(1, (c3, d3), (False,))]) == ["Brigid moved a druid from C3 to D3."]
    assert told(s, [E.DruidWalked(1, (c3, d3, e3), (False, False))]) == [
        "Brigid moved a druid from C3 to E3 over a bridge of 1 druid."
    ]
    a5, i5 = node(s, 0, 4), node(s, 8, 4)
    assert told(s, [E.DruidWalked(2, (a5, i5), (True,))]) == [
        "Cormac moved a druid from A5 to I5 through the rune gate."
    ]
    assert told(s, [E.DruidRemoved(0, c3)]) == ["Anna took back the druid on C3."]


def test_dolmen_stones_and_skips_say_the_cost():
    s = DolmenState(3, 0)
    c3 = node(s, 2, 6)
    assert told(s, [E.StonePlaced(0, c3)]) == ["Anna left a stone on C3."]
    assert told(s, [E.StoneSkipped(0, c3, 1, 4)]) == ["Anna left no stone on C3 (−1 point, marker on 4)."]
    assert told(s, [E.StoneSkipped(0, c3, 0, 5)]) == ["Anna left no stone on C3 (free)."]


def test_dolmen_placements_name_the_circle_by_shape_and_top_left_place():
    s = DolmenState(3, 0)
    octagon = circle(s, "octagon 2,0")  # its top row is 2,0 3,0 4,0: top-left C9
    square = circle(s, "square 2,5")  # places 2,5 3,5 3,6 2,6: top-left C4
    assert told(s, [E.DolmenDue(0, octagon, "top")]) == [
        "Anna took the lead in the octagon at C9: a dolmen stone is due on top."
    ]
    assert told(s, [E.DolmenDue(1, square, "under")]) == [
        "Brigid drew level in the square at C4: a dolmen stone is due under the stack."
    ]
    assert told(s, [E.CircleChosen(0, square)]) == ["Anna chose the placement in the square at C4 to come next."]
    assert told(s, [E.DolmenSkipped(0, octagon, 1, 3)]) == [
        "Anna placed no dolmen stone in the octagon at C9 (−1 point, marker on 3)."
    ]
    assert told(s, [E.DolmenSkipped(0, octagon, 0, 3)]) == ["Anna placed no dolmen stone in the octagon at C9 (free)."]
    assert told(s, [E.DolmenMissed(1, square, "full")]) == [
        "Brigid's dolmen placement in the square at C4 is missed: its stack is full."
    ]
    assert told(s, [E.DolmenMissed(1, square, "none left")]) == [
        "Brigid's dolmen placement in the square at C4 is missed: Brigid has no dolmen stones left."
    ]


def test_a_dolmen_value_is_told_only_to_its_owner():
    s = DolmenState(3, 0)
    octagon = circle(s, "octagon 2,0")
    placed = [E.DolmenPlaced(1, octagon, "top", 2, 3)]
    hidden = "Brigid placed a dolmen stone on top of the stack in the octagon at C9 (now 2 high)."
    assert told(s, placed, seat=1, actor=1) == [
        "Brigid placed a dolmen stone of value 3 on top of the stack in the octagon at C9 (now 2 high)."
    ]
    assert told(s, placed, seat=0, actor=1) == [hidden]
    assert told(s, placed, seat=-1, actor=1) == [hidden]


def test_dolmen_final_round_scoring_and_end():
    s = DolmenState(3, 0)
    hexagon = circle(s, "hexagon 1,1")  # top row 1,1 2,1: top-left B8
    assert told(s, [E.FinalRoundBegun((0,), (1, 2))]) == ["Anna finished: one final action each for Brigid and Cormac."]
    # value 3 at factor 4 (a hexagon's top stone): 12 points
    assert told(s, [E.StackStoneScored(hexagon, 0, 2, 3, 4, 12)]) == [
        "Cormac's dolmen stone of value 3 in the hexagon at B8 scored 12 points (factor 4)."
    ]
    assert told(s, [E.GameEnded((20, 31, 31), (1, 2), "the final round is over")]) == [
        "The final round is over: a shared victory for Brigid and Cormac, 31 to 31 to 20."
    ]


def test_dolmengoetter_herbs_flight_rows_and_completed_circles():
    s = DolmenState(3, 0, rules=DOLMENGOETTER)
    c3, d3, e3, f3 = (node(s, x, 6) for x in (2, 3, 4, 5))
    assert told(s, [E.HerbsCollected(0, c3)]) == ["Anna's druid on C3 lay down to collect herbs."]
    assert told(s, [E.DruidFlew(2, c3, node(s, 8, 8))]) == ["Cormac's druid flew from C3 to I1 and stood up."]
    assert told(s, [E.DruidWalked(1, (c3, d3, e3, f3), (False, False, False))]) == [
        "Brigid moved a druid from C3 to F3, jumping a row of 2 druids."
    ]
    square = circle(s, "square 2,5")
    assert told(s, [E.CircleCompleted(square, 2), E.StackRemoved(square, (4, 4, 4))]) == [
        "The square at C4 is complete: its stack of 2 dolmens is scored.",
        "The scored stack left the square at C4.",
    ]
    assert told(s, [E.CircleCompleted(square, 0)]) == ["The square at C4 is complete: no dolmen stood there."]


def test_dolmengoetter_calls_the_pieces_dolmens_as_its_sheet_does():
    """Dolmen's sheet says "dolmen stone", Die Dolmengötter's "dolmen": the same events, told
    at a Dolmengötter table, use its sheet's word."""
    s = DolmenState(3, 0, rules=DOLMENGOETTER)
    octagon, square = circle(s, "octagon 2,0"), circle(s, "square 2,5")
    assert told(s, [E.DolmenDue(0, octagon, "top")]) == [
        "Anna took the lead in the octagon at C9: a dolmen is due on top."
    ]
    assert told(s, [E.DolmenPlaced(1, octagon, "top", 2, 3)], seat=1, actor=1) == [
        "Brigid placed a dolmen of value 3 on top of the stack in the octagon at C9 (now 2 high)."
    ]
    assert told(s, [E.DolmenSkipped(0, octagon, 0, 3)]) == ["Anna placed no dolmen in the octagon at C9 (free)."]
    assert told(s, [E.DolmenMissed(1, square, "none left")]) == [
        "Brigid's dolmen placement in the square at C4 is missed: Brigid has no dolmens left."
    ]
    assert told(s, [E.StackStoneScored(square, 0, 2, 3, 4, 12)]) == [
        "Cormac's dolmen of value 3 in the square at C4 scored 12 points (factor 4)."
    ]


def test_in_german_die_dolmengoetter_names_its_marker_zaehlfigur_and_its_pieces_dolmen():
    """In German the Dolmengötter sheet's marker is the Zählfigur (Dolmen's: Marker) and its
    pieces Dolmen (Dolmen's: Dolmensteine), and its table says so."""
    from game.core import i18n

    i18n.set_language("de")
    goetter, dolmen = DolmenState(3, 0, rules=DOLMENGOETTER), DolmenState(3, 0)
    c3 = node(goetter, 2, 6)
    assert told(goetter, [E.StoneSkipped(0, c3, 1, 3)]) == [
        "Anna: keinen Stein auf C3 gelegt (−1 Punkt, Zählfigur auf 3)."
    ]
    assert told(dolmen, [E.StoneSkipped(0, c3, 1, 3)]) == ["Anna: keinen Stein auf C3 gelegt (−1 Punkt, Marker auf 3)."]
    octagon = circle(goetter, "octagon 2,0")
    assert told(goetter, [E.DolmenDue(0, octagon, "top")]) == [
        "Anna: die Mehrheit im Achteck bei C9 geholt – ein Dolmen kommt oben auf den Stapel."
    ]
    assert told(dolmen, [E.DolmenDue(0, octagon, "top")]) == [
        "Anna: die Mehrheit im Achteck bei C9 geholt – ein Dolmenstein kommt oben auf den Stapel."
    ]


def test_every_line_marks_the_places_it_names():
    s = DolmenState(3, 0)
    c3, d3 = node(s, 2, 6), node(s, 3, 6)
    octagon = circle(s, "octagon 2,0")
    lines = tell_dolmen(
        s, [E.DruidWalked(0, (c3, d3), (False,)), E.StonePlaced(0, c3), E.DolmenDue(0, octagon, "top")], 0, 0, NAMES
    )
    assert [line.targets for line in lines] == [(("node", c3), ("node", d3)), (("node", c3),), (("circle", octagon),)]
    assert [line.seat for line in lines] == [0, 0, 0]


def test_every_game_at_a_table_has_a_narrator():
    for game_id in registry.game_ids():
        spec = registry.get(game_id)
        if spec.table is not None:
            assert spec.narrator is not None, game_id
            assert callable(registry.load(spec.narrator)), game_id


def every_dolmen_event(s) -> list:
    c3, d3, e3 = (node(s, x, 6) for x in (2, 3, 4))
    octagon = circle(s, "octagon 2,0")
    return [
        E.DruidPlaced(0, c3),
        E.DruidWalked(1, (c3, d3), (False,)),
        E.DruidWalked(1, (c3, d3, e3), (False, False)),
        E.DruidRemoved(0, c3),
        E.HerbsCollected(2, c3),
        E.DruidFlew(2, c3, e3),
        E.StonePlaced(0, c3),
        E.StoneSkipped(1, c3, 1, 3),
        E.DolmenDue(2, octagon, "top"),
        E.DolmenDue(0, octagon, "under"),
        E.CircleChosen(1, octagon),
        E.DolmenPlaced(2, octagon, "top", 1, 4),
        E.DolmenSkipped(0, octagon, 1, 2),
        E.DolmenMissed(1, octagon, "full"),
        E.DolmenMissed(2, octagon, "none left"),
        E.FinalRoundBegun((0, 1), (2,)),
        E.StackStoneScored(octagon, 0, 1, 2, 5, 10),
        E.CircleCompleted(octagon, 1),
        E.StackRemoved(octagon, (1, 2, 3)),
        E.GameEnded((10, 20, 30), (2,), "the final round is over"),
    ]


def test_every_dolmen_sentence_reads_right_for_any_name():
    s = DolmenState(3, 0, rules=DOLMENGOETTER)
    events = every_dolmen_event(s)
    for names in (("Anna", "Brigid", "Cormac"), ("You", "Hermes", "Iris"), ("Hermes", "Iris", "You")):
        lines = [line.text for e in events for line in tell_dolmen(s, [e], 0, 0, names)]
        assert len(lines) == len(events)  # one sentence per event
        for text in lines:
            assert text[0].isupper() and text.endswith("."), text
            assert "You's" not in text and "you's" not in text and "Hermes's" not in text
            assert "Iris's" not in text
        joined = " ".join(lines)
        if names[0] == "You":  # "You" is a name like any other: "your" as its possessive
            assert "Hermes' dolmen placement" in joined
        if names[2] == "You":
            assert "Your druid on C3 lay down to collect herbs." in lines
            assert "You won" in joined
