"""A game's history to step through: any point of it rebuilt quickly, its turns, and a new
game branched off at any point. Pure Python; names no game.

A point is a count of actions (0: the start, `total`: as far as the game went). The match
at a point is replayed from the game's seed, as a save is, from the nearest checkpoint (a
copy of the state every CHECK_EVERY actions, taken once when the replay is made), so a jump
anywhere replays at most CHECK_EVERY actions.
"""

from __future__ import annotations

from .match import Match
from .story import turn_ends, turn_number, turn_owners

#: A copy of the state is kept every this many actions.
CHECK_EVERY = 16


class Replay:
    """The history of `game` (a match as far as it was played; it is not changed)."""

    def __init__(self, game: Match) -> None:
        self.game = game
        self.actions = tuple(game.actions)
        self.actors = tuple(game.actors)
        #: whose turn each action was played in, and the points where each turn ends
        self.owners = turn_owners(game)
        self.ends = turn_ends(self.owners)
        #: the point where each turn begins, first turn first (0 for the first)
        self.turn_starts: tuple[int, ...] = (0, *self.ends[:-1])
        self._checks: dict[int, object] = {}
        walker = self.fresh()
        self._checks[0] = walker.state.clone()
        for n, text in enumerate(self.actions, start=1):
            walker.play(walker.state.parse_action(text))
            if n % CHECK_EVERY == 0:
                self._checks[n] = walker.state.clone()

    @property
    def total(self) -> int:
        return len(self.actions)

    def fresh(self) -> Match:
        """The game's match before its first action: same seats, seed and position."""
        game = self.game
        match = Match(game.game_id, list(game.seats), seed=game.seed, position=game.position)
        match.hints_allowed, match.hinted = game.hints_allowed, set(game.hinted)
        return match

    def move(self, match: Match, point: int) -> None:
        """Puts `match` (one of this game's, from `fresh`) at `point` in place, from the
        nearest checkpoint at or before it. ValueError for a point outside 0..total."""
        if not 0 <= point <= self.total:
            raise ValueError(f"the game has {self.total} actions; there is no point {point}")
        base = point - point % CHECK_EVERY
        match.state = self._checks[base].clone()  # type: ignore[attr-defined]
        match.actions = list(self.actions[:base])
        match.actors = list(self.actors[:base])
        for text in self.actions[base:point]:
            match.play(match.state.parse_action(text))

    def match_at(self, point: int) -> Match:
        """A new match at `point`."""
        match = self.fresh()
        self.move(match, point)
        return match

    def step(self, match: Match) -> list:
        """Plays on `match` (at some point before the end) the game's next action; its events."""
        text = self.actions[len(match.actions)]
        return match.play(match.state.parse_action(text))

    # --- turns ------------------------------------------------------------------------------
    def turn_at(self, point: int) -> int:
        """The number (from 1) of the turn under way at `point`, as the log counts turns."""
        if point <= 0:
            return 1
        owners = self.owners[:point]
        if point < self.total:
            now = self.owners[point]
        else:
            state = self.game.state
            now = -1 if state.is_over() else state.whose_turn()
        return turn_number(owners, now)

    def turn_back(self, point: int) -> int:
        """The start of the turn under way at `point`, or of the turn before when `point` is a
        turn's start already."""
        starts = [s for s in self.turn_starts if s < point]
        return starts[-1] if starts else 0

    def turn_forward(self, point: int) -> int:
        """The end of the turn under way at `point` (the start of the next)."""
        ends = [e for e in self.ends if e > point]
        return ends[0] if ends else self.total

    # --- playing on ---------------------------------------------------------------------------
    def branch(self, point: int) -> Match:
        """A new game in the position at `point`: the same seats, seed and first `point`
        actions, to be played on (the game replayed is left as it was)."""
        return self.match_at(point)
