"""Rule sets of the Dolmen family: the numbers each game plays with, and its flow.

Both games share the board, the pieces, the majority/equalize/stack model (majority.py), the
walks (walks.py) and the stack scoring factors (scoring.py). A RuleSet holds what differs as
plain data (counts, marker spaces, skip costs) and one Flow object (flow.py) for what differs
in behaviour: Dolmen's DOLMEN is in dolmen_flow.py, Die Dolmengötter's DOLMENGOETTER in
dolmengoetter.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.i18n import _

from .flow import Flow

#: Dolmen stone values there are (the stickers 1-4). 0 marks a value the viewer cannot see.
VALUES = (1, 2, 3, 4)
UNKNOWN = 0


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
    flow: Flow  # the turn, walk, end and tie-break
    #: one line for the setup screen's rule-set choice, after the game's title ("Dolmen: …"):
    #: "The <year> <edition>, <players>. <what sets it apart>.", short enough for one line
    summary: str = ""
    #: True where texts follow Die Dolmengötter's sheet rather than Dolmen's: its pieces of
    #: hidden value are "dolmens" (Dolmen), not "dolmen stones" (Dolmensteine), and in German
    #: its marker is the Zählfigur (the fourth druid); see `says`
    goetter_words: bool = False

    def says(self, dolmen_words: str, goetter_words: str) -> str:
        """One sentence in the words of this rule set's sheet: `goetter_words` (Die
        Dolmengötter's) or `dolmen_words` (Dolmen's). Both are whole translated messages,
        never pieces of one; where the English is the same, the second has the context
        "Die Dolmengötter"."""
        return goetter_words if self.goetter_words else dolmen_words

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
            raise ValueError(
                _("{game} is for {least} to {most} players, not {players}").format(
                    game=self.title, least=self.min_players, most=self.max_players, players=players
                )
            )
