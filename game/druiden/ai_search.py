"""The lookahead Die Druiden's computer players share: expectimax over one seat's own decisions
in its turn, with chance steps weighted by their odds and a rival's answer (Bannspruch or not)
weighted by how likely that rival holds one.

Searched states are the seat's observation played forward (observations are playable): what
the seat cannot see stays hidden there, and hidden cards count at the odds of the cards it has
not seen (ai_eval.py). Nothing here reads a true state.
"""

from __future__ import annotations

from game.core.protocol import CHANCE

from .ai_eval import evaluate
from .rules.cards import BANNSPRUCH

#: Chance steps with at most this many outcomes are weighed one by one in a leaf (a card
#: drawn, a card taken); larger ones (a roll) only when the search still has depth.
LEAF_OUTCOMES = 13


class Search:
    """One decision's lookahead for seat `me`: `depth` own decisions deep; below the root
    only the `beam` best-looking decisions of each node are followed further."""

    def __init__(self, me: int, depth: int, beam: int, plan: bool, root_beam: int) -> None:
        self.me, self.depth, self.beam, self.plan = me, depth, beam, plan
        self.root_beam = root_beam
        self.nodes = 0

    def static(self, state) -> float:
        self.nodes += 1
        return evaluate(state, self.me, self.plan)

    def after(self, state, action):
        child = state.clone()
        child.apply(action)
        return child

    def root_values(self, state) -> list[tuple[float, object]]:
        """Every legal action with its value, in the legal order: the `root_beam` that look
        best at first sight are searched, the others keep that first sight's value (never more
        than the searched ones': a deeper look only ever finds more)."""
        children = [(self.after(state, a), a) for a in state.legal_actions()]
        if self.depth <= 1 or len(children) <= self.root_beam:
            return [(self.value(c, self.depth - 1), a) for c, a in children]
        first = [self.value(c, 0) for c, _a in children]
        ranked = sorted(range(len(children)), key=lambda i: -first[i])[: self.root_beam]
        deep = {i: self.value(children[i][0], self.depth - 1) for i in ranked}
        floor = min(deep.values())
        return [(deep[i] if i in deep else min(first[i], floor - 1e-6), a) for i, (_c, a) in enumerate(children)]

    def value(self, state, depth: int) -> float:
        if state.over:
            return self.static(state)
        seat = state.current_player()
        if seat == CHANCE:
            return self.chance(state, depth)
        if seat == self.me:
            if depth <= 0:
                return self.static(state)
            children = [self.after(state, a) for a in state.legal_actions()]
            if len(children) > self.beam:
                children.sort(key=self.static, reverse=True)
                children = children[: self.beam]
            return max(self.value(c, depth - 1) for c in children)
        if state.phase == "react":
            return self.answer(state, depth)
        return self.static(state)

    def chance(self, state, depth: int) -> float:
        outcomes = state.chance_outcomes()
        if len(outcomes) == 1:  # a card face down to this view: nothing to weigh
            return self.value(self.after(state, outcomes[0][0]), depth)
        if depth <= 0 and len(outcomes) > LEAF_OUTCOMES:
            return self.static(state)
        if depth <= 0:
            return sum(p * self.static(self.after(state, a)) for a, p in outcomes)
        return sum(p * self.value(self.after(state, a), depth - 1) for a, p in outcomes)

    def answer(self, state, depth: int) -> float:
        """A rival answers an action against it: Bannspruch as likely as it holds one."""
        victim = state.current_player()
        legal = state.legal_actions()
        accept = self.value(self.after(state, legal[0]), depth)
        if len(legal) == 1:
            return accept
        q = holds_chance(state, victim, BANNSPRUCH)
        forbid = self.value(self.after(state, legal[1]), depth)
        return (1 - q) * accept + q * forbid


def holds_chance(state, seat: int, card: int) -> float:
    """How likely `seat` holds at least one `card`, as this view knows its hand."""
    if state.hands[seat][card]:
        return 1.0
    hidden = state.hidden[seat]
    pool = sum(state.stack)
    good = state.stack[card]
    none = 1.0
    for i in range(hidden):
        if pool - i <= 0:
            break
        none *= max(0, pool - good - i) / (pool - i)
    return 1.0 - none
