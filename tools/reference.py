"""Reference opponents for measuring the box's computer players: searches written apart from
them, sharing no code and no evaluation with game/*/ai*.py (they read only the rules'
protocol: legal actions, apply, chance outcomes, scores, winners).

- "uct": information-set Monte Carlo tree search (single observer, as OpenSpiel's
  `ismcts.py`) with plain UCT selection (UCB1 with availability counts) and uniformly random
  rollouts to the end of the game. Each iteration plays one determinization of the seat's
  observation: where the game's rules can deal what the seat cannot see (a `sample_hidden`
  function in the game's rules package) a fresh deal, else the observation itself (a game
  without secrets, or one whose observation plays on with the secrets hidden).
- "ref": the same search with guided rollouts and a cut-off: a rollout stops CUTOFF_PLIES
  decisions below the tree and the position is judged, by the game's own cut-off judgement
  in tools/reference_judges.py where it has one (Die Druiden: the points expected over the
  vote's two outcomes), else by the rules' own points as they stand (`scores()`), each
  player's share a logistic of their lead over the best rival. On the way each rollout
  decision looks at up to GUIDE_SAMPLE of its legal actions at random and takes the one that
  judgement likes best for the mover (a uniformly random one with odds GUIDE_WANDER). A new
  node's actions all start from that judgement of where they lead, as PRIOR_VISITS visits.

Finished games count 1 for a win, 1/k for a victory shared by k, 0 for a loss, in both.

Chance steps are drawn by their odds, never chosen. A search is bounded by CPU seconds
(`time.process_time`, so the other process of a two-core machine does not steal its time)
or by a number of iterations; with iterations only, the same observation and seed give the
same move.

    agent = make_reference("uct", seed=1, seconds=0.3)
    action = agent.choose(observation)
"""

from __future__ import annotations

import functools
import importlib
import math
import random
import time
from typing import Any, Callable, Hashable

from game.core import chance, registry
from game.core.protocol import CHANCE
from tools.reference_judges import judge_for, lead_shares

REFERENCES = ("uct", "ref")
#: UCB1's exploration constant (rewards lie in [0, 1]).
EXPLORE = math.sqrt(2)
#: "ref": rollout decisions played below the tree before the position is judged.
CUTOFF_PLIES = 8
#: "ref": a rollout decision compares this many of its legal actions, picked at random ...
GUIDE_SAMPLE = 4
#: ... and plays a uniformly random one instead with these odds.
GUIDE_WANDER = 0.2
#: "ref": visits a new action is credited with at the cut-off's judgement of it.
PRIOR_VISITS = 3
#: "ref": points of lead that make a player's share 0.73 (the logistic's scale).
LEAD_SCALE = 6.0
#: A rollout still running after this many actions is judged as it stands.
ROLLOUT_CAP = 3000


class _Node:
    """One decision point of the tree: per child action, its statistics."""

    __slots__ = ("children", "visits", "avail", "reward")

    def __init__(self) -> None:
        self.children: dict[Hashable, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0  # the rewards of the seat whose decision led here


@functools.lru_cache(maxsize=None)
def _sampler(game_id: str) -> Callable[[Any, random.Random], Any] | None:
    """The rules' dealer of what a seat cannot see, if the game has one (looked up once)."""
    package = registry.get(game_id).package
    for name in (f"{package}.rules.hidden", f"{package}.rules"):
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        sample = getattr(module, "sample_hidden", None)
        if sample is not None:
            return sample
    return None


def outcome_shares(state) -> list[float]:
    """A finished game's reward per seat: 1 for a sole winner, 1/k each for k sharing."""
    won = state.winners()
    return [1.0 / len(won) if p in won else 0.0 for p in range(state.num_players)]


def points_shares(state) -> list[float]:
    """A running game judged by the rules' points as they stand: each seat's lead over its
    best rival through a logistic (ties 0.5)."""
    return lead_shares(state.scores(), LEAD_SCALE)


class ReferencePlayer:
    """One reference searcher; `choose(observation)` returns a legal action."""

    def __init__(self, kind: str, seed: int = 0, seconds: float | None = None, iterations: int | None = None):
        if kind not in REFERENCES:
            raise ValueError(f"unknown reference '{kind}' (known: {', '.join(REFERENCES)})")
        if seconds is None and iterations is None:
            raise ValueError("a reference search needs seconds or iterations")
        self.kind, self.seconds, self.iterations = kind, seconds, iterations
        self.rng = random.Random(seed)
        self.last_iterations = 0
        self.cut_off: Callable[[Any], list[float]] = points_shares

    def choose(self, observation):
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        sample = _sampler(observation.game_id)
        self.cut_off = (judge_for(observation.game_id) if self.kind == "ref" else None) or points_shares
        root = _Node()
        deadline = time.process_time() + self.seconds if self.seconds is not None else math.inf
        done = 0
        while (self.iterations is None or done < self.iterations) and (done == 0 or time.process_time() < deadline):
            state = sample(observation, self.rng) if sample is not None else observation.clone()
            self._iterate(root, state)
            done += 1
        self.last_iterations = done
        by_key = {str(a): a for a in legal}
        best = max(
            (key for key in root.children if str(key) in by_key), key=lambda k: (root.children[k].visits, str(k))
        )
        return by_key[str(best)]

    def _iterate(self, root: _Node, state) -> None:
        """Selection and expansion along one path of the tree, then the rollout, then the
        rewards back up the path (each node keeps the rewards of the seat that chose it)."""
        path: list[tuple[_Node, int]] = []
        node = root
        while not state.is_over():
            seat = state.current_player()
            if seat == CHANCE:
                action = chance.choose(state.chance_outcomes(), self.rng.random())
                child = node.children.get(action)
                if child is None:
                    child = node.children[action] = _Node()
                state.apply(action)
                node = child
                continue
            legal = state.legal_actions()
            for action in legal:
                known = node.children.get(action)
                if known is not None:
                    known.avail += 1
            fresh = [a for a in legal if a not in node.children]
            if fresh and self.kind == "ref":
                # every new action starts with the cut-off's judgement of it as PRIOR_VISITS
                # visits, then the likeliest is played out
                for action in fresh:
                    node.children[action] = self._prior(state, action, seat)
                action = max(legal, key=lambda a: _ucb(node.children[a]))
                node = node.children[action]
                state.apply(action)
                path.append((node, seat))
                break
            if fresh:
                action = fresh[self.rng.randrange(len(fresh))]
                child = node.children[action] = _Node()
                child.avail = 1
                state.apply(action)
                path.append((child, seat))
                break
            action = max(legal, key=lambda a: _ucb(node.children[a]))
            node = node.children[action]
            state.apply(action)
            path.append((node, seat))
        shares = self._rollout(state)
        for visited, seat in path:
            visited.visits += 1
            visited.reward += shares[seat]

    def _share_after(self, state, action, seat: int) -> float:
        """`seat`'s share once `action` is played in `state` (left as it was): the outcome
        if that ends the game, else the cut-off's judgement."""
        after = state.clone()
        after.apply(action)
        return outcome_shares(after)[seat] if after.is_over() else self.cut_off(after)[seat]

    def _prior(self, state, action, seat: int) -> _Node:
        """A new child for `action`, credited with PRIOR_VISITS visits at the share the
        cut-off judges `seat` to have after it."""
        child = _Node()
        child.visits = child.avail = PRIOR_VISITS
        child.reward = PRIOR_VISITS * self._share_after(state, action, seat)
        return child

    def _rollout(self, state) -> list[float]:
        """Random play from `state` to the end ("uct"), or guided play for CUTOFF_PLIES
        decisions ("ref"), then the rewards per seat."""
        decisions = 0
        steps = 0
        rnd = self.rng.random
        guided = self.kind == "ref"
        while not state.is_over() and steps < ROLLOUT_CAP:
            steps += 1
            seat = state.current_player()
            if seat == CHANCE:
                state.apply(chance.choose(state.chance_outcomes(), rnd()))
                continue
            if guided and decisions >= CUTOFF_PLIES:
                return self.cut_off(state)
            legal = state.legal_actions()
            if guided and len(legal) > 1 and rnd() >= GUIDE_WANDER:
                state.apply(self._greedy(state, legal, seat))
            else:
                state.apply(legal[int(rnd() * len(legal))])
            decisions += 1
        return outcome_shares(state) if state.is_over() else self.cut_off(state)

    def _greedy(self, state, legal: list, seat: int):
        """Of up to GUIDE_SAMPLE legal actions picked at random, the one after which the
        cut-off judges `seat` best placed (the first of equals)."""
        picks = legal if len(legal) <= GUIDE_SAMPLE else self.rng.sample(legal, GUIDE_SAMPLE)
        best, best_share = picks[0], -math.inf
        for action in picks:
            share = self._share_after(state, action, seat)
            if share > best_share:
                best, best_share = action, share
        return best


def _ucb(node: _Node) -> float:
    if not node.visits:
        return math.inf
    return node.reward / node.visits + EXPLORE * math.sqrt(math.log(max(1, node.avail)) / node.visits)


def make_reference(kind: str, seed: int = 0, seconds: float | None = None, iterations: int | None = None):
    return ReferencePlayer(kind, seed, seconds, iterations)
