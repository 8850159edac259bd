"""Seeded random games of Die Dolmengötter (2 to 5 players) with invariants checked throughout.

The test keeps its own books, apart from the engine: stone counts per circle (to know when a
circle is completed), the stacks (from the placement events and the values chosen), the
markers (4, minus the skips it prices itself, plus the completed circles it scores itself) and
the majorities (a none/held/tied state machine per circle, as the sheet tells them). Every
game: stones and dolmen stones conserved (scored ones included), stacks within height, every
completed circle scored exactly once and its stack gone, the end as printed, scores and
winners equal to the test's own recount, observations keep the public facts. (Clones,
notation and secrets: test_protocol_contract.py.)
"""

import pytest

from game.core.rng import Rng
from game.dolmen.rules import DOLMENGOETTER, DolmenState, Phase, sample_hidden
from game.dolmen.rules import events as E

GAMES = 1000
CHUNKS = 5
HEAVY_EVERY = 37  # plies between the costlier checks (observations)
TOP_FACTOR = {4: 3, 6: 4, 8: 5}  # square, hexagon, octagon (Illustration 2)
TABLE = {2: (16, 13), 3: (13, 10), 4: (12, 9), 5: (10, 7)}  # stones, dolmens per player


class Books:
    """The test's own account of a game."""

    def __init__(self, board, players):
        self.board = board
        self.sizes = [len(c.nodes) for c in board.circles]
        self.stoned = [0] * len(board.circles)
        self.counts = [[0] * players for _ in board.circles]
        self.majority = ["none"] * len(board.circles)
        self.stacks = [[] for _ in board.circles]  # bottom to top (owner, value)
        self.markers = [4] * players
        self.to_score: list[int] = []
        self.scored_circles: list[int] = []

    def stone(self, node, colour):
        """Counts a stone; returns the placements the sheet calls for, in circle order."""
        due = []
        for c in self.board.nodes[node].circles:
            self.stoned[c] += 1
            if self.stoned[c] == self.sizes[c]:
                self.to_score.append(c)
            counts = self.counts[c]
            counts[colour] += 1
            best = max(counts)
            leaders = [x for x, n in enumerate(counts) if n == best]
            state = self.majority[c]
            if state == "none":
                if sum(1 for n in counts if n) >= 2 and len(leaders) == 1:
                    self.majority[c] = "held"
                    due.append((c, leaders[0], "top"))
            elif state == "held":
                if len(leaders) > 1:
                    self.majority[c] = "tied"
                    due.append((c, colour, "under"))
            elif len(leaders) == 1:
                self.majority[c] = "held"
                due.append((c, colour, "top"))
            elif counts[colour] == best:
                due.append((c, colour, "under"))
        return due

    def stack_points(self, c):
        out = []
        factor = TOP_FACTOR[self.sizes[c]]
        for owner, value in reversed(self.stacks[c]):
            out.append((owner, value * max(factor, 0)))
            factor -= 1
        return out

    def score_completed(self):
        for c in self.to_score:
            for owner, pts in self.stack_points(c):
                self.markers[owner] += pts
            self.stacks[c] = []
            self.scored_circles.append(c)
        self.to_score = []

    def totals(self):
        points = list(self.markers)
        for c in range(len(self.stacks)):
            for owner, pts in self.stack_points(c):
                points[owner] += pts
        return points


def check_material(state, start_values):
    n = state.players
    stones, dolmens = TABLE[n]
    assert len(start_values) == dolmens
    for p in range(n):
        assert state.stone.count(p) + state.stones_left[p] == stones
        stacked = [v for st in state.stacks for o, v in st if o == p]
        scored = [v for _c, o, v in state.scored_dolmens if o == p]
        held = [v for v in (1, 2, 3, 4) for _ in range(state.supply[p][v])]
        assert sorted(stacked + scored + held) == list(start_values)
        assert state.built[p] == len(stacked) + len(scored)
        assert sorted(state.druid_nodes[p]) == [i for i, d in enumerate(state.druid) if d == p]
        assert len(state.druid_nodes[p]) <= 3
        assert state.markers[p] >= 1
    assert all(s < 0 or d < 0 for s, d in zip(state.stone, state.druid))
    assert all(state.druid[n] >= 0 for n in state.lying)
    for circle, stack in zip(state.board.circles, state.stacks):
        assert len(stack) <= circle.height


def check_views(state, start_values):
    for seat in range(state.players):
        view = state.observation(seat)
        view.to_json()
        for stack, true_stack in zip(view.stacks, state.stacks):
            assert [o for o, _ in stack] == [o for o, _ in true_stack]
        for p in range(state.players):
            if p != seat and not state.over:
                assert view.supply[p][0] == state.dolmens_left(p)
        dealt = sample_hidden(view, Rng(seat))  # a searcher's guess must be a possible truth
        check_material(dealt, start_values)
        truth = [str(a) for a in state.legal_actions()]
        if state.phase is Phase.PLACEMENT and state.current_player() != seat:
            assert [str(a) for a in view.legal_actions()] == ["dolmen ?", "skip"]
        else:
            assert [str(a) for a in view.legal_actions()] == truth


def play_one(seed, seen):
    players = 2 + seed % 4
    state = DolmenState(players, seed, rules=DOLMENGOETTER)
    start_values = DOLMENGOETTER.dolmen_values(players)
    books = Books(state.board, players)
    rng = Rng(seed * 7919 + 3)
    completed_events: list[int] = []
    final_order = None
    ply = 0
    while not state.is_over():
        acts = state.legal_actions()
        assert acts, "a player without a legal action"
        if ply < 3 * players:
            assert all(a.kind == "place" for a in acts) and state.current_player() == ply % players
        if ply % HEAVY_EVERY == 0:
            check_views(state, start_values)
        if state.phase is Phase.TURN and final_order is not None:
            assert state.current_player() == final_order.pop(0)
        mover, phase, active = state.current_player(), state.phase, state.active
        skip_price = (1 if state.stones_left[active] else 0) if phase is Phase.STONE else 0
        action = rng.choice(acts)
        events = state.apply(action)
        for e in events:
            seen.add(type(e).__name__)
            if isinstance(e, E.StonePlaced):
                expected = books.stone(e.node, e.player)
                got = [(d.circle, d.owner, d.where) for d in events if isinstance(d, E.DolmenDue)]
                assert got == expected
            elif isinstance(e, E.StoneSkipped):
                assert e.cost == skip_price
                books.markers[mover] -= skip_price
            elif isinstance(e, E.DolmenSkipped):
                assert e.cost == 0
            elif isinstance(e, E.DolmenPlaced):
                entry = (e.owner, action.value)
                if e.where == "top":
                    books.stacks[e.circle].append(entry)
                else:
                    books.stacks[e.circle].insert(0, entry)
            elif isinstance(e, E.CircleCompleted):
                completed_events.append(e.circle)
                assert e.circle in books.to_score and e.height == len(books.stacks[e.circle])
            elif isinstance(e, E.FinalRoundBegun):
                assert final_order is None and not state.is_over()
                assert all(state.dolmens_left(p) == 0 for p in e.finished)
                final_order = list(e.to_play)
            elif isinstance(e, E.HerbsCollected):
                assert e.node in state.lying
        if state.phase is Phase.TURN or state.is_over():  # the stone's decisions are all made
            books.score_completed()
            for c in books.scored_circles:
                assert state.stacks[c] == ()
        assert books.markers == state.markers
        check_material(state, start_values)
        ply += 1
    # every completed circle scored exactly once, the moment it was completed
    assert completed_events == books.scored_circles
    assert len(set(completed_events)) == len(completed_events)
    assert sorted(completed_events) == [
        c.index for c in state.board.circles if all(state.stone[n] >= 0 for n in c.nodes)
    ]
    if any(state.stones_left):
        assert final_order == [] and state.end_reason().startswith("Every other player")
        seen.add("last dolmen")
    else:
        seen.add("last stone")
    totals = books.totals()
    assert state.scores() == totals
    best = max(totals)
    tied = [p for p, t in enumerate(totals) if t == best]
    most = max(state.built[p] for p in tied)
    assert state.winners() == [p for p in tied if state.built[p] == most]
    check_views(state, start_values)
    seen.add(players)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_invariant(chunk):
    seen = set()
    for seed in range(chunk, GAMES, CHUNKS):
        play_one(seed, seen)
    # the games went through every kind of situation the invariants are about
    assert {
        2,
        3,
        4,
        5,
        "CircleCompleted",
        "DolmenSkipped",
        "StoneSkipped",
        "HerbsCollected",
        "DruidFlew",
        "DruidWalked",
        "CircleChosen",
        "last stone",
        "last dolmen",
    } <= seen
