"""The hard Tholos player's search: alpha-beta minimax with iterative deepening.

Each decision is one ply (a bonus is decided by the same builder who earned it, so the side
to move does not always alternate). A leaf reached while a bonus is pending is judged at the
bonus's best, so a turn is never cut in half. Children are searched best-looking first. The
search stops at a node budget, which keeps it deterministic; the wall-clock cap is only a
safety net for slow machines.
"""

from __future__ import annotations

import time

from .ai_eval import evaluate, played


class _OutOfBudget(Exception):
    pass


class _Search:
    """Alpha-beta over one position for `root_player`, counting nodes against a budget; a
    position is judged by `judge(state, player)`."""

    def __init__(self, root_player: int, max_nodes: int, deadline: float, judge=evaluate) -> None:
        self.me = root_player
        self.judge = judge
        self.nodes = 0
        self.max_nodes = max_nodes
        self.deadline = deadline

    def children(self, state):
        """(static value, action, child) for every legal action, best for the mover first."""
        out = []
        me = self.me
        for action in state.legal_actions():
            child = state.clone()
            child._play(action)
            out.append((self.leaf(child), action, child))
        self.nodes += len(out)
        if self.nodes > self.max_nodes or (self.nodes & 255 < len(out) and time.perf_counter() > self.deadline):
            raise _OutOfBudget
        maximise = state.player == me
        out.sort(key=lambda t: t[0], reverse=maximise)
        return out

    def leaf(self, state) -> float:
        """Static value for the root player; a pending bonus is settled at its best first."""
        if state.bonus_site >= 0 and not state.over:
            mover = state.player
            judge = self.judge
            best = max(judge(played(state, bonus), mover) for bonus in state.legal_actions())
            return best if mover == self.me else -best
        return self.judge(state, self.me)

    def value(self, state, depth: int, alpha: float, beta: float) -> float:
        if state.over:
            return self.judge(state, self.me)
        kids = self.children(state)
        if depth <= 1:
            return kids[0][0]
        if state.player == self.me:
            best = -float("inf")
            for _, _, child in kids:
                v = self.value(child, depth - 1, alpha, beta)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            return best
        best = float("inf")
        for _, _, child in kids:
            v = self.value(child, depth - 1, alpha, beta)
            if v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        return best


def search(state, max_nodes: int, max_seconds: float, rng, judge=evaluate):
    """The action the player to move should take, by iterative deepening under the budget,
    positions judged by `judge(state, player)` (ai_eval.evaluate unless told)."""
    return deepen(state, max_nodes, max_seconds, rng, judge)[0]


def deepen(state, max_nodes: int, max_seconds: float, rng, judge=evaluate) -> tuple[object, list[tuple[float, object]]]:
    """(the action to take, every legal action with its value at the deepest depth searched
    whole, best first). Below the best, a value may be only an upper bound: alpha-beta stops
    looking at a move once it is seen to be worse."""
    s = _Search(state.player, max_nodes, time.perf_counter() + max_seconds, judge)
    actions = list(state.legal_actions())
    rng.shuffle(actions)  # equal moves: the seed decides, so games vary between seeds
    kids = []
    for a in actions:
        child = state.clone()
        child._play(a)
        kids.append([s.leaf(child), a, child])
    kids.sort(key=lambda t: -t[0])
    best_action = kids[0][1]
    depth = 2
    while depth <= 12:
        try:
            alpha = -float("inf")
            scored = []
            for k in kids:
                v = s.value(k[2], depth - 1, alpha, float("inf"))
                scored.append((v, k))
                if v > alpha:
                    alpha = v
                    best_action = k[1]  # a better move found at this depth stands even if cut
        except _OutOfBudget:
            break
        # Next depth starts with this depth's ranking (stable sort keeps the seed's order).
        order = sorted(scored, key=lambda t: -t[0])
        kids = [k for _, k in order]
        for v, k in order:
            k[0] = v
        best_action = kids[0][1]
        depth += 1
    return best_action, [(k[0], k[1]) for k in kids]
