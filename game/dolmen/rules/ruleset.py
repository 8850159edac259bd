"""Rule sets of the Dolmen family: what differs between Dolmen (2015) and Die Dolmengötter.

Both games share the board, the pieces, the majority/equalize/stack model (majority.py), the
walks (walks.py) and the stack scoring factors (scoring.py). Everything one game does
differently from the other is a field here, so the second game is a RuleSet, not a copy.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Dolmen stone values there are (the stickers 1-4). 0 marks a value the viewer cannot see.
VALUES = (1, 2, 3, 4)
UNKNOWN = 0

BRIDGE = "bridge"  # Dolmen: any chain of druids, may bend
ROW = "row"  # Die Dolmengötter: a straight row of druids

END_SUPPLY = "supply"  # Dolmen: anyone out of stones or dolmen stones starts the final round
END_LAST_DOLMEN = "last_dolmen"  # Dolmengötter: a last dolmen placed, or every stone placed

FEWEST_LEFT = "fewest_left"  # Dolmen: fewer dolmen stones left in front wins a tie
MOST_BUILT = "most_built"  # Die Dolmengötter: more dolmens built wins a tie


@dataclass(frozen=True)
class RuleSet:
    """One rule set. `stones` and `dolmens` map a player count to the stones each player gets
    and to their dolmen stones' counts of the values 1, 2, 3, 4."""

    id: str
    title: str
    min_players: int
    max_players: int
    stones: dict[int, int]
    dolmens: dict[int, tuple[int, int, int, int]]
    druids: int  # druids each player moves on the board
    start_marker: int  # where the victory point markers start
    marker_floor: int  # a player whose marker is here may not skip a costly placement
    stone_skip_cost: int
    dolmen_skip_cost: int
    walk: str  # BRIDGE or ROW
    tie_break: str  # FEWEST_LEFT or MOST_BUILT
    score_completed_circles: bool  # Dolmengötter scores a circle as soon as it is complete
    # How druids come onto the board and what a turn may do with them:
    setup_round: bool = False  # all druids placed one at a time in turn order before play
    druid_removal: bool = True  # Dolmen: a druid may be taken back (leaving a stone)
    herbs_and_flight: bool = False  # Dolmengötter: a druid lies down, next turn flies anywhere
    end: str = END_SUPPLY  # END_SUPPLY or END_LAST_DOLMEN
    summary: str = ""  # one line for the setup screen's rule-set choice

    def stones_for(self, players: int) -> int:
        self.check_players(players)
        return self.stones[players]

    def dolmen_counts(self, players: int) -> tuple[int, int, int, int]:
        """Counts of the values 1, 2, 3, 4 each player starts with."""
        self.check_players(players)
        return self.dolmens[players]

    def dolmen_values(self, players: int) -> tuple[int, ...]:
        """Each player's starting dolmen values as a sorted multiset, e.g. (1, 1, 1, 1, 2, ...)."""
        return tuple(v for v, n in zip(VALUES, self.dolmen_counts(players)) for _ in range(n))

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.title} is for {self.min_players} to {self.max_players} "
                             f"players, not {players}")


DOLMEN = RuleSet(
    id="dolmen",
    title="Dolmen",
    min_players=2,
    max_players=4,
    stones={2: 16, 3: 13, 4: 12},
    dolmens={2: (5, 4, 3, 1), 3: (4, 3, 2, 1), 4: (4, 3, 1, 1)},
    druids=3,
    start_marker=5,
    marker_floor=1,
    stone_skip_cost=1,
    dolmen_skip_cost=1,
    walk=BRIDGE,
    tie_break=FEWEST_LEFT,
    score_completed_circles=False,
    setup_round=False,
    druid_removal=True,
    herbs_and_flight=False,
    end=END_SUPPLY,
    summary="2015 edition, 2-4 players: druids come and go, a bending druid bridge, "
            "every stack scored at the end.",
)

DOLMENGOETTER = RuleSet(
    id="dolmengoetter",
    title="Die Dolmengötter",
    min_players=2,
    max_players=5,
    stones={2: 16, 3: 13, 4: 12, 5: 10},
    dolmens={2: (5, 4, 3, 1), 3: (4, 3, 2, 1), 4: (4, 3, 1, 1), 5: (3, 2, 1, 1)},
    druids=3,  # the fourth druid is the scoring marker
    start_marker=4,
    marker_floor=1,
    stone_skip_cost=1,
    dolmen_skip_cost=0,
    walk=ROW,
    tie_break=MOST_BUILT,
    score_completed_circles=True,
    setup_round=True,
    druid_removal=False,
    herbs_and_flight=True,
    end=END_LAST_DOLMEN,
    summary="The 2005 original, 2-5 players: druids jump straight rows, collect herbs and "
            "fly; a circle scores the moment it is completed.",
)
