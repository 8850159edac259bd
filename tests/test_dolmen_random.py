"""Seeded random Dolmen games (2, 3 and 4 players) with invariants checked along the way.

Every game: stones and dolmen stones conserved, stacks within their circles' heights, the
dolmen placements due after each stone equal an independent majority tracker written here
(an explicit none/held/tied state machine per circle), the end comes as printed, the final
scores equal an independent recount, observations keep the public facts, and a searcher's
sampled truth is a possible one. (Clones, notation and secrets: test_protocol_contract.py.)
"""

import json

import pytest

from game.core.rng import Rng
from game.dolmen.rules import DOLMEN, DolmenState, Phase, sample_hidden
from game.dolmen.rules import events as E

GAMES = 1000
CHUNKS = 10
HEAVY_EVERY = 31  # plies between the costlier checks (observations)


class Tracker:
    """Majorities per circle as the sheet tells them, kept apart from the engine's model."""

    def __init__(self, circles, players):
        self.counts = [[0] * players for _ in circles]
        self.state = ["none"] * len(circles)  # none / held / tied

    def stone(self, circle, colour):
        counts = self.counts[circle]
        counts[colour] += 1
        best = max(counts)
        leaders = [c for c, n in enumerate(counts) if n == best]
        colours = sum(1 for n in counts if n)
        state = self.state[circle]
        if state == "none":
            if colours >= 2 and len(leaders) == 1:
                self.state[circle] = "held"
                return (leaders[0], "top")
            return None
        if state == "held":
            if len(leaders) == 1:
                return None  # the holder grew, or someone still behind
            self.state[circle] = "tied"
            return (colour, "under")
        # tied at the top
        if len(leaders) == 1:
            self.state[circle] = "held"
            return (colour, "top")
        if counts[colour] == best:
            return (colour, "under")
        return None


def recount_scores(state):
    points = list(state.markers)
    for circle, stack in zip(state.board.circles, state.stacks):
        factor = circle.multiplier
        for owner, value in reversed(stack):
            points[owner] += value * max(factor, 0)
            factor -= 1
    return points


def check_material(state, start_values):
    n = state.players
    for p in range(n):
        on_board = state.stone.count(p)
        assert on_board + state.stones_left[p] == DOLMEN.stones[n]
        stacked = sorted(v for st in state.stacks for o, v in st if o == p)
        held = [v for v in (1, 2, 3, 4) for _ in range(state.supply[p][v])]
        assert sorted(stacked + held) == list(start_values)
        assert len(state.druid_nodes[p]) <= 3
        assert sorted(state.druid_nodes[p]) == [i for i, d in enumerate(state.druid) if d == p]
        assert state.markers[p] >= 1
    assert all(s < 0 or d < 0 for s, d in zip(state.stone, state.druid))
    for circle, stack in zip(state.board.circles, state.stacks):
        assert len(stack) <= circle.height


def check_views(state, start_values):
    json.dumps(state.to_json())
    for seat in range(state.players):
        view = state.observation(seat)
        json.dumps(view.to_json())
        dealt = sample_hidden(view, Rng(seat))  # a searcher's guess must be a possible truth
        check_material(dealt, start_values)
        for guess, truth in zip(dealt.stacks, state.stacks):
            assert [o for o, _ in guess] == [o for o, _ in truth]
            assert [x for x in guess if x[0] == seat] == [x for x in truth if x[0] == seat]
        for stack, true_stack in zip(view.stacks, state.stacks):
            assert [o for o, _ in stack] == [o for o, _ in true_stack]
        for p in range(state.players):
            if p != seat and not state.over:
                assert view.supply[p][0] == state.dolmens_left(p)
        assert view.current_player() == state.current_player()
        truth = [str(a) for a in state.legal_actions()]
        if state.phase is Phase.PLACEMENT and state.current_player() != seat:
            skip = ["skip"] if "skip" in truth else []
            assert [str(a) for a in view.legal_actions()] == ["dolmen ?"] + skip
        else:
            assert [str(a) for a in view.legal_actions()] == truth


def check_refusals(state, acts):
    """Every action a player might try that is not in the legal list is refused with a reason."""
    cat = state.cat
    tries = [*cat.place, *cat.remove, *cat.circle, *cat.dolmen, cat.stone, cat.skip]
    tries += [a for n in state.druid_nodes[state.active] for a in cat.move[n] if a is not None]
    legal_set = set(acts)
    for a in tries:
        if a not in legal_set:
            reason = state.why_illegal(a)
            assert isinstance(reason, str) and reason, a


def play_one(seed, seen):
    players = 2 + seed % 3
    state = DolmenState(players, seed)
    start_values = DOLMEN.dolmen_values(players)
    tracker = Tracker(state.board.circles, players)
    rng = Rng(seed * 7919 + 1)
    final_order = None
    ply = 0
    while not state.is_over():
        acts = state.legal_actions()
        assert acts, "a player without a legal action"
        if ply % HEAVY_EVERY == 0:
            check_refusals(state, acts)
            check_views(state, start_values)
        if state.phase is Phase.TURN and final_order is not None:
            assert state.current_player() == final_order.pop(0)
        action = rng.choice(acts)
        events = state.apply(action)
        for e in events:
            if isinstance(e, E.StonePlaced):
                expected = [
                    (c, *due)
                    for c in state.board.nodes[e.node].circles
                    if (due := tracker.stone(c, e.player)) is not None
                ]
                got = [(d.circle, d.owner, d.where) for d in events if isinstance(d, E.DolmenDue)]
                assert got == expected
                seen.update(where for _c, _o, where in got)
                seen.update("passive" for _c, o, _w in got if o != e.player)
            seen.add(type(e).__name__)
            if isinstance(e, E.FinalRoundBegun):
                assert final_order is None
                final_order = list(e.to_play)
                assert all(not state.stones_left[p] or not state.dolmens_left(p) for p in e.finished)
        check_material(state, start_values)
        ply += 1
    assert final_order == []
    assert state.scores() == recount_scores(state)
    best = max(state.scores())
    tied = [p for p, s in enumerate(state.scores()) if s == best]
    fewest = min(state.dolmens_left(p) for p in tied)
    assert state.winners() == [p for p in tied if state.dolmens_left(p) == fewest]
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
        "top",
        "under",
        "passive",
        "CircleChosen",
        "DolmenSkipped",
        "StoneSkipped",
        "DruidRemoved",
        "DruidWalked",
        "FinalRoundBegun",
    } <= seen
