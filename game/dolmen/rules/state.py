"""The Dolmen game state: the protocol of game.core.protocol for 2 to 4 players, and for
Die Dolmengötter (rules=DOLMENGOETTER, 2 to 5 players; its own flow is goetter_flow.py).

Decisions, each one action (current_player() is whoever decides next):
- "turn": the active player places, moves or removes a druid (Dolmengötter: places one in
  the setup round, then walks, collects herbs or flies);
- "stone": after a move or removal, the active player leaves a stone on the node left, or
  skips it (a marker point, never from space 1);
- "order": the stone made several dolmen placements due: the active player picks the
  circle whose placement comes next;
- "dolmen": the owner of the due placement (maybe not the active player: a passive
  majority) places a dolmen stone of a value they still have, or skips it.
Hidden values: see hidden.py (observation and sampling the unknowns).
"""

from __future__ import annotations

from itertools import compress, repeat
from operator import is_

from game.core.protocol import TERMINAL, IllegalAction, as_sentence
from game.dolmen.board import Board

from . import goetter_flow
from .actions import CIRCLE as A_CIRCLE, DOLMEN as A_DOLMEN, FLY as A_FLY, HERBS as A_HERBS, \
    MOVE as A_MOVE, PLACE as A_PLACE, SKIP as A_SKIP, STONE as A_STONE, Action, catalogue
from .events import (
    CircleChosen,
    DolmenDue,
    DolmenMissed,
    DolmenPlaced,
    DolmenSkipped,
    DruidPlaced,
    DruidRemoved,
    DruidWalked,
    FinalRoundBegun,
    GameEnded,
    StackStoneScored,
    StonePlaced,
    StoneSkipped,
)
from .majority import UNDER, placement_after_stone
from .reasons import why_illegal
from .ruleset import BRIDGE, DOLMEN, END_SUPPLY, UNKNOWN, RuleSet
from .scoring import points_by_player, stack_points, winners
from .walks import bridge_destinations, bridge_path, free_mask, row_destinations, row_path

TURN, STONE, ORDER, PLACEMENT, OVER = "turn", "stone", "order", "dolmen", "over"

_BOARDS: list[Board] = []


def default_board() -> Board:
    """The shipped board, read from its map once per process (on first use)."""
    if not _BOARDS:
        from game.dolmen.board_map import load_board

        _BOARDS.append(load_board())
    return _BOARDS[0]


class DolmenState:
    """A game of Dolmen or Die Dolmengötter (the RuleSet). Cheap to clone: lists of ints and
    tuples; the board, rule set and action catalogue are shared, never changed.

    `stone[n]`/`druid[n]`: colour on node n or -1. `counts[c * players + p]`: p's stones in
    circle c. `stacks[c]`: tuple of (owner, value) bottom to top, value 0 = hidden from the
    observer. `supply[p]`: [hidden count, count of 1s, 2s, 3s, 4s] in front of p.
    Dolmengötter only: `setup_left` druid placements left in the setup round; `lying` the
    nodes of druids lying down (collecting herbs), ascending; `scored_dolmens` (circle, owner,
    value) of every dolmen stone a completed circle's scoring took off the board: circles in
    the order they were completed, each circle's stack bottom to top (values public from
    then on).
    """

    __slots__ = ("rules", "board", "cat", "players", "stone", "druid", "druid_nodes",
                 "stones_left", "supply", "markers", "built", "counts", "stacks", "active",
                 "phase", "left_node", "due", "pending", "final", "finished", "over",
                 "end_cause", "ply", "observer", "lying", "scored_dolmens",
                 "setup_left", "_legal")

    def __init__(self, players: int = 2, seed: int = 0, rules: RuleSet = DOLMEN,
                 board: Board | None = None) -> None:
        rules.check_players(players)
        self.rules = rules
        self.board = board if board is not None else default_board()
        self.cat = catalogue(self.board)
        self.players = players
        nodes, circles = len(self.board.nodes), len(self.board.circles)
        self.stone = [-1] * nodes
        self.druid = [-1] * nodes
        self.druid_nodes: list[list[int]] = [[] for _ in range(players)]
        self.stones_left = [rules.stones_for(players)] * players
        self.supply = [[0, *rules.dolmen_counts(players)] for _ in range(players)]
        self.markers = [rules.start_marker] * players
        self.built = [0] * players
        self.counts = [0] * (circles * players)
        self.stacks: list[tuple] = [()] * circles
        self.active = 0
        self.phase = TURN
        self.left_node = -1  # the node a druid just left ("stone" decision)
        self.due: tuple | None = None  # (circle, owner, where) being decided
        self.pending: tuple = ()  # further (circle, owner, where) placements of this stone
        self.final: tuple | None = None  # players still to take their final action
        self.finished: tuple = ()  # players who take no more turns
        self.over = False
        self.end_cause = ""  # why the game ended, as a clause ("the final round is over")
        self.ply = 0
        self.observer = -1  # the seat whose knowledge this is; -1 = the whole truth
        self.lying: tuple = ()
        self.scored_dolmens: tuple = ()
        self.setup_left = players * rules.druids if rules.setup_round else 0
        self._legal: list | None = None  # legal actions of this very decision (cache)

    # --- pickling (a computer player thinks in another process) -----------------------------
    def __getstate__(self) -> dict:
        """Everything but what the other side can rebuild: the shipped board (read there from
        the same map) and the action catalogue; never the legal-action cache, whose object
        ids mean nothing in another process. Keeps a pickled observation small (a few KB)."""
        data = {name: getattr(self, name) for name in self.__slots__
                if name not in ("cat", "_legal")}
        if self.board is default_board():
            data["board"] = None
        return data

    def __setstate__(self, data: dict) -> None:
        for name, value in data.items():
            setattr(self, name, value)
        if self.board is None:
            self.board = default_board()
        self.cat = catalogue(self.board)
        self._legal = None

    # --- protocol ---------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        """The game's id in the tools: the rule set's ("dolmen", "dolmengoetter")."""
        return self.rules.id

    @property
    def num_players(self) -> int:
        return self.players

    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        return self.due[1] if self.phase == PLACEMENT else self.active

    def whose_turn(self) -> int:
        """The active player (a passive dolmen placement is decided out of their turn)."""
        return TERMINAL if self.over else self.active

    def chance_outcomes(self) -> list:
        """The Dolmen family has no chance steps."""
        return []

    def visible_events(self, events: list, seat: int) -> list:
        from .hidden import visible_events

        return visible_events(self, events, seat)

    def end_reason(self) -> str:
        """Why the game ended, as a sentence; "" while it runs."""
        return as_sentence(self.end_cause)

    def is_over(self) -> bool:
        return self.over

    def dolmens_left(self, player: int) -> int:
        return sum(self.supply[player])

    def scores(self) -> list[int]:
        """Markers plus every stack scored as it stands (hidden values count 0)."""
        pts = points_by_player(self.board.circles, self.stacks, self.players)
        return [m + x for m, x in zip(self.markers, pts)]

    def winners(self) -> list[int]:
        if not self.over:
            return []
        left = [self.dolmens_left(p) for p in range(self.players)]
        return winners(self.rules, self.scores(), left, self.built)

    def parse_action(self, text: str) -> Action:
        return self.cat.parse(text)

    def to_json(self) -> dict:
        from .position import to_json

        return to_json(self)

    def observation(self, seat: int) -> DolmenState:
        from .hidden import observation

        return observation(self, seat)

    def clone(self) -> DolmenState:
        c = type(self).__new__(type(self))
        c.rules, c.board, c.cat, c.players = self.rules, self.board, self.cat, self.players
        c.stone = self.stone[:]
        c.druid = self.druid[:]
        c.druid_nodes = [d[:] for d in self.druid_nodes]
        c.stones_left = self.stones_left[:]
        c.supply = [s[:] for s in self.supply]
        c.markers = self.markers[:]
        c.built = self.built[:]
        c.counts = self.counts[:]
        c.stacks = self.stacks[:]
        c.active, c.phase, c.left_node = self.active, self.phase, self.left_node
        c.due, c.pending, c.final, c.finished = self.due, self.pending, self.final, self.finished
        c.over, c.end_cause, c.ply = self.over, self.end_cause, self.ply
        c.observer = self.observer
        c.lying, c.scored_dolmens = self.lying, self.scored_dolmens  # tuples, replaced
        c.setup_left = self.setup_left
        c._legal = self._legal  # replaced, never mutated
        return c

    def forget_legal(self) -> None:
        """Drops the cached legal actions; call after changing the state by hand."""
        self._legal = None

    # --- what may be done ---------------------------------------------------------------------
    def setting_up(self) -> bool:
        """True during Dolmengötter's setup round (druids placed one at a time)."""
        return goetter_flow.setting_up(self)

    def is_complete(self, circle: int) -> bool:
        """True when every place of `circle` holds a stone."""
        n = self.players
        return sum(self.counts[circle * n:(circle + 1) * n]) == self.board.circles[circle].size

    def destinations(self, node: int) -> list[int]:
        """Free nodes the druid on `node` can step to, ascending."""
        if self.rules.walk == BRIDGE:
            return bridge_destinations(self.board.adjacent, self.stone, self.druid, node)
        return row_destinations(self.board, self.stone, self.druid, node)

    def walk_path(self, node: int, dest: int) -> tuple[int, ...] | None:
        """The node path of the step node → dest (hopped druids between), or None."""
        if self.rules.walk == BRIDGE:
            return bridge_path(self.board.adjacent, self.stone, self.druid, node, dest)
        if dest in self.board.adjacent[node] and self.stone[dest] < 0 and self.druid[dest] < 0:
            return (node, dest)  # a plain step: no row is shorter
        paths = [row_path(self.board, self.stone, self.druid, node, n)
                 for n in self.board.adjacent[node]]
        fitting = [p for p in paths if p is not None and p[-1] == dest]
        return min(fitting, key=len) if fitting else None

    def skip_cost(self) -> int:
        """What skipping the current stone or dolmen placement costs the decider."""
        if self.phase == STONE:
            return self.rules.stone_skip_cost if self.stones_left[self.active] else 0
        owner = self.due[1]
        due_for_owner = 1 + sum(1 for _c, o, _w in self.pending if o == owner)
        if due_for_owner > self.dolmens_left(owner):
            return 0  # more placements than dolmen stones: the missed ones are free
        return self.rules.dolmen_skip_cost

    def may_skip(self) -> bool:
        cost = self.skip_cost()
        return cost == 0 or self.markers[self.current_player()] - cost >= self.rules.marker_floor

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._find_legal()
        return self._legal[:]

    def _find_legal(self) -> list[Action]:
        phase, cat = self.phase, self.cat
        if phase == TURN:
            if self.rules.herbs_and_flight:
                return goetter_flow.turn_actions(self)
            p = self.active
            mine = sorted(self.druid_nodes[p])
            acts: list[Action] = []
            if len(mine) < self.rules.druids:
                acts = list(compress(cat.place, free_mask(self.stone, self.druid)))
            for node in mine:
                row = cat.move[node]
                acts += [row[d] for d in self.destinations(node)]
            acts += [cat.remove[node] for node in mine]
            return acts
        if phase == STONE:
            acts = [cat.stone] if self.stones_left[self.active] else []
            return acts + [cat.skip] if self.may_skip() else acts
        if phase == ORDER:
            return [cat.circle[c] for c, _o, _w in sorted(self.pending)]
        if phase == PLACEMENT:
            held = self.supply[self.due[1]]
            if held[UNKNOWN]:
                acts = [cat.dolmen[UNKNOWN]]
            else:
                acts = [cat.dolmen[v] for v in (1, 2, 3, 4) if held[v]]
            return acts + [cat.skip] if self.may_skip() else acts
        return []

    def why_illegal(self, action) -> str | None:
        return why_illegal(self, action)

    def apply(self, action) -> list:
        legal = self._legal  # an action just handed out by legal_actions() needs no check
        if legal is None or not any(map(is_, legal, repeat(action))):
            reason = why_illegal(self, action)
            if reason is not None:
                raise IllegalAction(action, reason)
        self._legal = None
        return self._play(action)

    # --- carrying out ---------------------------------------------------------------------------
    def _play(self, a: Action) -> list:
        """Carries out a legal action; returns the events. (Kinds tested in the order a
        game meets them most: stone, move, skip, herbs, fly, dolmen, place, circle, remove.)"""
        self.ply += 1
        kind = a.kind
        p = self.due[1] if self.phase == PLACEMENT else self.active  # current_player()
        if kind == A_STONE:
            return self._place_stone(p, self.left_node)
        if kind == A_MOVE:
            path = self.walk_path(a.node, a.target)
            gates = tuple(map(self.board.is_gate, path, path[1:]))
            self._lift_druid(p, a.node)
            self.druid[a.target] = p
            self.druid_nodes[p].append(a.target)
            self.phase, self.left_node = STONE, a.node
            return [DruidWalked(p, path, gates)]
        if kind == A_SKIP:  # a stone or a dolmen placement
            cost = self.skip_cost()
            self.markers[p] -= cost
            if self.phase == STONE:
                return [StoneSkipped(p, self.left_node, cost, self.markers[p])] + self._end_turn()
            event = DolmenSkipped(p, self.due[0], cost, self.markers[p])
            self.due = None
            return [event] + self._next_placement()
        if kind == A_HERBS:
            return goetter_flow.collect_herbs(self, p, a.node)
        if kind == A_FLY:
            return goetter_flow.fly(self, p, a.node, a.target)
        if kind == A_DOLMEN:
            circle, owner, where = self.due
            self.supply[owner][a.value] -= 1
            self.built[owner] += 1
            stack = self.stacks[circle]
            self.stacks[circle] = ((owner, a.value),) + stack if where == UNDER \
                else stack + ((owner, a.value),)
            event = DolmenPlaced(owner, circle, where, len(stack) + 1, a.value)
            self.due = None
            return [event] + self._next_placement()
        if kind == A_PLACE:
            self.druid[a.node] = p
            self.druid_nodes[p].append(a.node)
            if self.setup_left:
                self.setup_left -= 1
            return [DruidPlaced(p, a.node)] + self._end_turn()
        if kind == A_CIRCLE:
            self.due = next(x for x in self.pending if x[0] == a.value)
            self.pending = tuple(x for x in self.pending if x[0] != a.value)
            self.phase = PLACEMENT
            return [CircleChosen(p, a.value)]
        # remove (Dolmen)
        self._lift_druid(p, a.node)
        self.phase, self.left_node = STONE, a.node
        return [DruidRemoved(p, a.node)]

    def _lift_druid(self, p: int, node: int) -> None:
        self.druid[node] = -1
        self.druid_nodes[p].remove(node)

    def _place_stone(self, p: int, node: int) -> list:
        self.stone[node] = p
        self.stones_left[p] -= 1
        events: list = [StonePlaced(p, node)]
        n, counts, due = self.players, self.counts, []
        for c in self.board.nodes[node].circles:
            base = c * n
            counts[base + p] += 1
            found = placement_after_stone(counts[base:base + n], p)
            if found is None:
                continue
            owner, where = found
            events.append(DolmenDue(owner, c, where))
            if len(self.stacks[c]) >= self.board.circles[c].height:
                events.append(DolmenMissed(owner, c, "full"))
            else:
                due.append((c, owner, where))
        self.pending = tuple(due)
        return events + self._next_placement()

    def _next_placement(self) -> list:
        """Drops placements whose owner has no dolmen stones, then asks for the order, the
        single remaining placement, or ends the turn."""
        events = []
        if self.pending:
            keep = []
            for entry in self.pending:
                if self.dolmens_left(entry[1]):
                    keep.append(entry)
                else:
                    events.append(DolmenMissed(entry[1], entry[0], "none left"))
            if len(keep) > 1:
                self.pending, self.phase = tuple(keep), ORDER
                return events
            if keep:
                self.due, self.pending, self.phase = keep[0], (), PLACEMENT
                return events
            self.pending = ()
        if self.rules.score_completed_circles:
            events += goetter_flow.score_completed(self)
        return events + self._end_turn()

    def _end_turn(self) -> list:
        if self.rules.end != END_SUPPLY:
            return goetter_flow.end_turn(self)
        self.phase, self.left_node, self.due, self.pending = TURN, -1, None, ()
        n = self.players
        if self.final is None:
            if min(self.stones_left) and all(map(sum, self.supply)):
                self.active = (self.active + 1) % n
                return []
            out = tuple(q for q in range(n)
                        if not self.stones_left[q] or not self.dolmens_left(q))
            return self._final_round(out, "the final round is over",
                                     "nobody is left to take a final action")
        return self._final_round(None, "the final round is over")

    def _final_round(self, out: tuple | None, reason: str, nobody: str | None = None) -> list:
        """Begins the final round when `out` (the players who take no more turns) is given:
        everyone else, clockwise from the active player's left, has one last turn; else
        moves it on to the next of them. The game ends for `reason` once nobody is left in
        it (for `nobody` when nobody was in it at all)."""
        if out is not None:
            n = self.players
            queue = tuple(q for q in ((self.active + k) % n for k in range(1, n + 1))
                          if q not in out)
            self.finished, self.final = out, queue
            events: list = [FinalRoundBegun(out, queue)]
        else:
            self.final = self.final[1:]
            events = []
        if not self.final:
            return events + self._end(nobody if events and nobody else reason)
        self.active = self.final[0]
        return events

    def _end(self, reason: str) -> list:
        self.over, self.phase, self.end_cause = True, OVER, reason
        events: list = []
        for circle, stack in zip(self.board.circles, self.stacks):
            for level, (owner, value, factor, pts) in enumerate(stack_points(circle, stack)):
                events.append(StackStoneScored(circle.index, level, owner, value, factor, pts))
        events.append(GameEnded(tuple(self.scores()), tuple(self.winners()), reason))
        return events
