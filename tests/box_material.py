"""Positions that count more material than the box holds, and positions at exactly the box's
limit, for every game: the hostile-input tests load each from a save and from a scenario file.

Each REFUSED case is (game, players, position, how the refusal begins); each AT_LIMIT case is
(game, players, position, what the position's JSON then shows). The box, counted by hand:

- Dolmen, each player: 16 stones with 2 players, 13 with 3, 12 with 4; dolmen stones of the
  values 1, 2, 3, 4: 5, 4, 3, 1 with 2 players, 4, 3, 2, 1 with 3; 3 druids; the markers start
  at 5 and only fall.
- Die Dolmengötter, each player: 16 stones with 2 players, 10 with 5; dolmen stones 5, 4, 3, 1
  with 2 players (values 5 + 8 + 9 + 4 = 26), 3, 2, 1, 1 with 5 (3 + 4 + 3 + 4 = 14); markers
  start at 4 and rise only by scored dolmen stones, at most ×5 (an octagon's top): 4 + 26 × 5
  = 134 with 2 players, 4 + 14 × 5 = 74 with 5.
- Tholos: 16 white, 16 black, 10 grey stones; workshops of 3 places, columns of 5 stones.
- Die Druiden: the 40 cards (Raute 2, Bannspruch 6, ...); one druid per player; 40 rounds.
"""

from __future__ import annotations

#: 13 places of the Dolmen board: the top row and four of the bottom one.
THIRTEEN = [f"{x},0" for x in range(9)] + [f"{x},8" for x in range(4)]

REFUSED = [
    # Dolmen: dolmen stones of a value, in front and in stacks
    (
        "dolmen",
        2,
        {"players": 2, "supply": {1: "4" * 20_000}},
        "supply: player 1 holds 20000 dolmen stones of value 4, but Dolmen gives each of 2 players 1",
    ),
    (
        "dolmen",
        2,
        {"players": 2, "supply": {1: "44"}},
        "supply: player 1 holds 2 dolmen stones of value 4, but Dolmen gives each of 2 players 1",
    ),
    (
        "dolmen",
        2,
        {"players": 2, "supply": {0: "4"}, "stacks": {"square 2,2": "0:4"}},
        "supply: player 0 holds 1 dolmen stone of value 4 in front and 1 in stacks, "
        "but Dolmen gives each of 2 players 1",
    ),
    (
        "dolmen",
        3,
        {"players": 3, "stacks": {"square 2,2": "2:3 2:3", "square 5,5": "2:3"}},
        "stacks: player 2 holds 3 dolmen stones of value 3 in stacks, but Dolmen gives each of 3 players 2",
    ),
    # Dolmen: stones in front and on the board, druids, markers, numbers
    (
        "dolmen",
        2,
        {"players": 2, "stones": {0: ["2,0"]}, "stones_left": {0: 16}},
        "stones_left: player 0 has 16 stones in front and 1 on the board, but Dolmen gives each of 2 players 16",
    ),
    (
        "dolmen",
        4,
        {"players": 4, "stones": {3: THIRTEEN}},
        "stones: player 3 has 13 stones on the board, but Dolmen gives each of 4 players 12",
    ),
    ("dolmen", 2, {"players": 2, "stones_left": {1: "9" * 5000}}, "stones_left: player 1: a number of 5000 digits"),
    ("dolmen", 2, {"players": 2, "stones_left": {1: -1}}, "stones_left: player 1 has -1 stones (not negative)"),
    ("dolmen", 2, {"players": 2, "druids": {0: ["0,0", "1,0", "2,0", "3,0"]}}, "druids: player 0 has only 3 druids"),
    (
        "dolmen",
        2,
        {"players": 2, "markers": {1: 6}},
        "markers: player 1 stands at 6, but in Dolmen with 2 players a marker reaches at most 5",
    ),
    ("dolmen", 2, {"players": 2, "markers": {1: 2.5}}, "markers: player 1: '2.5' is not a whole number"),
    ("dolmen", 2, {"players": 2, "to_move": "1" * 5000}, "to_move: a number of 5000 digits"),
    # Die Dolmengötter
    (
        "dolmengoetter",
        5,
        {"players": 5, "supply": {4: "1111"}},
        "supply: player 4 holds 4 dolmens of value 1, but Die Dolmengötter gives each of 5 players 3",
    ),
    (
        "dolmengoetter",
        5,
        {"players": 5, "supply": {0: "4"}, "stacks": {"octagon 3,2": "0:4"}},
        "supply: player 0 holds 1 dolmen of value 4 in front and 1 in stacks, "
        "but Die Dolmengötter gives each of 5 players 1",
    ),
    (
        "dolmengoetter",
        5,
        {"players": 5, "stones": {0: ["0,0"]}, "stones_left": {0: 10}},
        "stones_left: player 0 has 10 stones in front and 1 on the board, "
        "but Die Dolmengötter gives each of 5 players 10",
    ),
    (
        "dolmengoetter",
        2,
        {"players": 2, "markers": {1: 135}},
        "markers: player 1 stands at 135, but in Die Dolmengötter with 2 players a marker reaches at most 134",
    ),
    (
        "dolmengoetter",
        5,
        {"players": 5, "markers": {2: 75}},
        "markers: player 2 stands at 75, but in Die Dolmengötter with 5 players a marker reaches at most 74",
    ),
    ("dolmengoetter", 2, {"players": 2, "markers": {0: "9" * 5000}}, "markers: player 0: a number of 5000 digits"),
    (
        "dolmengoetter",
        2,
        {"players": 2, "druids": {1: ["0,0", "1,0", "2,0", "3,0"]}},
        "druids: player 1 has only 3 druids",
    ),
    # Tholos
    ("tholos", 2, {"quarry": {"W": 17}}, "17 white stones in play with the quarry, but the box holds 16"),
    (
        "tholos",
        2,
        {"columns": {"omega": "GGGGG", "alpha": "GGGG"}, "workshops": {"white": "GG"}},
        "11 grey stones in the columns and workshops, but the box holds 10",
    ),
    ("tholos", 2, {"workshops": {"black": "BBBB"}}, "the black workshop holds 4 stones (at most 3)"),
    ("tholos", 2, {"columns": {"pi": "WWBBWW"}}, "column pi has 6 stones (at most 5)"),
    ("tholos", 2, {"quarry": {"B": "9" * 5000}}, "quarry B: a number of 5000 digits"),
    ("tholos", 2, {"quarry": {"G": True}}, "quarry G: 'True' is not a whole number"),
    # Die Druiden
    ("druiden", 2, {"players": 2, "hands": {0: ["Raute"] * 3}}, "cards: the deck has 2 Raute, the position names 3"),
    (
        "druiden",
        3,
        {"players": 3, "discard": ["Bannspruch"] * 7},
        "cards: the deck has 6 Bannspruch, the position names 7",
    ),
    ("druiden", 2, {"players": 2, "round": 41}, "round: must be 1..40"),
    ("druiden", 2, {"players": 2, "round": "9" * 5000}, "round: a number of 5000 digits"),
    ("druiden", 2, {"players": 2, "druids": {2: "decision"}}, "druids: player 2 does not exist"),
    (
        "druiden",
        2,
        {"players": 2, "spirits": {"sun1": {"at": "home", "owner": "1" * 5000}}},
        "spirits: sun1 owner: '111",
    ),
]

AT_LIMIT = [
    ("dolmen", 2, {"players": 2, "supply": {1: "1111122223334"}}, {"supply": {"1": "1111122223334"}}),
    (
        "dolmen",
        2,
        {"players": 2, "supply": {0: "111112222333"}, "stacks": {"square 2,2": "0:4"}},
        {"supply": {"0": "111112222333"}, "stacks": {"square 2,2": "0:4"}},
    ),
    (
        "dolmen",
        3,
        {"players": 3, "stacks": {"square 2,2": "2:3", "square 5,5": "2:3"}},
        {"supply": {"2": "11112224"}},
    ),
    (
        "dolmen",
        2,
        {"players": 2, "stones": {0: ["2,0"]}, "stones_left": {0: 15}},
        {"stones_left": {"0": 15, "1": 16}},
    ),
    (
        "dolmen",
        4,
        {"players": 4, "stones": {3: THIRTEEN[:11]}, "stones_left": {3: 1}},
        {"stones_left": {"3": 1}},
    ),
    ("dolmen", 2, {"players": 2, "druids": {0: ["0,0", "1,0", "2,0"]}}, {"druids": {"0": ["0,0", "1,0", "2,0"]}}),
    ("dolmen", 2, {"players": 2, "markers": {1: 5}}, {"markers": {"0": 5, "1": 5}}),
    ("dolmengoetter", 5, {"players": 5, "supply": {4: "111"}}, {"supply": {"4": "111"}}),
    (
        "dolmengoetter",
        5,
        {"players": 5, "stones": {0: ["0,0"]}, "stones_left": {0: 9}},
        {"stones_left": {"0": 9, "4": 10}},
    ),
    ("dolmengoetter", 2, {"players": 2, "markers": {1: 134}}, {"markers": {"0": 4, "1": 134}}),
    ("dolmengoetter", 5, {"players": 5, "markers": {2: 74}}, {"markers": {"2": 74}}),
    ("tholos", 2, {"quarry": {"W": 16, "B": 16, "G": 10}}, {"quarry": {"W": 16, "B": 16, "G": 10}}),
    (
        "tholos",
        2,
        {"columns": {"omega": "GGGGG", "alpha": "GGG"}, "workshops": {"white": "GG", "black": "BBB"}},
        {"quarry": {"W": 16, "B": 13, "G": 0}, "workshops": {"white": "GG", "black": "BBB"}},
    ),
    (
        "druiden",
        3,
        {"players": 3, "round": 40, "hands": {0: ["Raute"] * 2}, "discard": ["Bannspruch"] * 6},
        {"round": 40, "hands": {"0": ["Raute", "Raute"]}, "discard": ["Bannspruch"] * 6},
    ),
]


def case_ids(cases: list[tuple]) -> list[str]:
    """Test ids: the game and how the refusal begins (or the position)."""
    return [f"{game}: {str(last if isinstance(last, str) else position)[:60]}" for game, _n, position, last in cases]


def shows(expected: object, actual: object) -> bool:
    """True when the JSON `actual` holds `expected`: mappings key by key, anything else equal."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(k in actual and shows(v, actual[k]) for k, v in expected.items())
    return expected == actual
