"""The Dolmen game state: the protocol of game.core.protocol for Dolmen (2 to 4 players) and
Die Dolmengötter (rules=DOLMENGOETTER, 2 to 5 players).

Decisions (phase.Phase), each one action; current_player() is whoever decides next. The
TURN decision, the walks, what follows a stone and a turn, and the tie-break are the rule
set's flow (flow.py: dolmen_flow.py, dolmengoetter.py); the stone, circle order and dolmen
decisions and the end's scoring are shared and live here.
Hidden values: see hidden.py (observation and sampling the unknowns).
"""

from __future__ import annotations

from itertools import repeat
from operator import is_
from typing import Any

from game.core.i18n import _
from game.core.protocol import TERMINAL, IllegalAction, as_sentence
from game.dolmen.board import Board

from .actions import DOLMEN as A_DOLMEN
from .actions import MOVE as A_MOVE
from .actions import SKIP as A_SKIP
from .actions import STONE as A_STONE
from .actions import Action, catalogue
from .dolmen_flow import DOLMEN
from .events import (
    CircleChosen,
    DolmenDue,
    DolmenMissed,
    DolmenPlaced,
    DolmenSkipped,
    DruidWalked,
    FinalRoundBegun,
    GameEnded,
    StackStoneScored,
    StonePlaced,
    StoneSkipped,
)
from .majority import UNDER, placement_after_stone
from .phase import Phase
from .reasons import why_illegal
from .record import to_json
from .ruleset import UNKNOWN, RuleSet
from .scoring import points_by_player, stack_points, winners

# The phases as plain names: a member looked up on the enum class costs ten times as much,
# and every action asks.
TURN, STONE, ORDER, PLACEMENT, OVER = (Phase.TURN, Phase.STONE, Phase.ORDER, Phase.PLACEMENT, Phase.OVER)

_BOARDS: dict[str, Board] = {}


def default_board() -> Board:
    """The shipped board, read from its map once per process (on first use). A map that
    cannot be read raises MapError each time it is asked for, and is read again once mended."""
    from game.dolmen.board_map import load_board, shipped  # the map's reader is not the rules'

    path = str(shipped())
    if path not in _BOARDS:
        _BOARDS[path] = load_board(path)
    return _BOARDS[path]


class DolmenState:
    """A game of Dolmen or Die Dolmengötter (the RuleSet). Cheap to clone: lists of ints and
    tuples; the board, rule set and action catalogue are shared, never changed.

    `stone[n]`/`druid[n]`: colour on node n or -1. `counts[c * players + p]`: p's stones in
    circle c. `stacks[c]`: tuple of (owner, value) bottom to top, value 0 = hidden from the
    observer. `supply[p]`: [hidden count, count of 1s, 2s, 3s, 4s] in front of p.
    `phase`: the decision waited for (Phase). Die Dolmengötter's flow keeps its own fields
    here (never set in Dolmen): `setup_left` druid placements left in the setup round; `lying` the
    nodes of druids lying down (collecting herbs), ascending; `scored_dolmens` (circle, owner,
    value) of every dolmen stone a completed circle's scoring took off the board: circles in
    the order they were completed, each circle's stack bottom to top (values public from
    then on).
    """

    __slots__ = (
        "rules",
        "board",
        "cat",
        "players",
        "stone",
        "druid",
        "druid_nodes",
        "stones_left",
        "supply",
        "markers",
        "built",
        "counts",
        "stacks",
        "active",
        "phase",
        "left_node",
        "due",
        "pending",
        "final",
        "finished",
        "over",
        "end_cause",
        "ply",
        "observer",
        "lying",
        "scored_dolmens",
        "setup_left",
        "_legal",
    )

    def __init__(self, players: int = 2, seed: int = 0, rules: RuleSet = DOLMEN, board: Board | None = None) -> None:
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
        self.left_node = -1  # the node a druid just left (STONE decision)
        self.due: Any = None  # (circle, owner, where) being decided, else None
        self.pending: tuple = ()  # further (circle, owner, where) placements of this stone
        self.final: Any = None  # players still to take their final action, else None
        self.finished: tuple = ()  # players who take no more turns
        self.over = False
        self.end_cause = ""  # why the game ended, as a clause ("the final round is over")
        self.ply = 0
        self.observer = -1  # the seat whose knowledge this is; -1 = the whole truth
        self.lying: tuple = ()
        self.scored_dolmens: tuple = ()
        self.setup_left = 0
        self._legal: list | None = None  # legal actions of this very decision (cache)
        rules.flow.begin(self)

    # --- pickling (a computer player thinks in another process) -----------------------------
    def __getstate__(self) -> dict:
        """Everything but what the other side can rebuild: the shipped board (read there from
        the same map) and the action catalogue; never the legal-action cache, whose object
        ids mean nothing in another process. Keeps a pickled observation small (a few KB)."""
        data = {name: getattr(self, name) for name in self.__slots__ if name not in ("cat", "_legal")}
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
        return self.due[1] if self.phase is PLACEMENT else self.active

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
        """Why the game ended, as a sentence in the language shown; "" while it runs."""
        return as_sentence(_(self.end_cause))

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
        return winners(self.scores(), self.rules.flow.tie_keys(self))

    def parse_action(self, text: str) -> Action:
        return self.cat.parse(text)

    def to_json(self) -> dict:
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
        return self.setup_left > 0

    def is_complete(self, circle: int) -> bool:
        """True when every place of `circle` holds a stone."""
        n = self.players
        return sum(self.counts[circle * n : (circle + 1) * n]) == self.board.circles[circle].size

    def destinations(self, node: int) -> list[int]:
        """Free nodes the druid on `node` can walk to (the rule set's walk), ascending."""
        return self.rules.flow.destinations(self, node)

    def walk_path(self, node: int, dest: int) -> tuple[int, ...] | None:
        """The node path of the walk node → dest (hopped druids between), or None."""
        return self.rules.flow.walk_path(self, node, dest)

    def skip_cost(self) -> int:
        """What skipping the current stone or dolmen placement costs the decider."""
        if self.phase is STONE:
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
        if phase is TURN:
            return self.rules.flow.turn_actions(self)
        if phase is STONE:
            acts = [cat.stone] if self.stones_left[self.active] else []
            return acts + [cat.skip] if self.may_skip() else acts
        if phase is ORDER:
            return [cat.circle[c] for c, _o, _w in sorted(self.pending)]
        if phase is PLACEMENT:
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
        game meets them most: walk, the turn's others, stone, skip, dolmen, circle.)"""
        self.ply += 1
        phase = self.phase
        kind = a.kind
        if phase is TURN:
            if kind == A_MOVE:  # a walk is alike in both games: only its path is the rule set's
                p, node, dest = self.active, a.node, a.target
                path = self.rules.flow.walk_path(self, node, dest)
                assert path is not None  # a legal walk has a path
                gates = tuple(map(self.board.is_gate, path, path[1:]))
                druid, mine = self.druid, self.druid_nodes[p]  # lift_druid, put_druid inlined
                druid[node] = -1
                mine.remove(node)
                druid[dest] = p
                mine.append(dest)
                self.phase, self.left_node = STONE, node  # await_stone
                return [DruidWalked(p, path, gates)]
            return self.rules.flow.play_turn(self, self.active, a)
        p = self.due[1] if phase is PLACEMENT else self.active  # current_player()
        if kind == A_STONE:
            return self._place_stone(p, self.left_node)
        if kind == A_SKIP:  # a stone or a dolmen placement
            cost = self.skip_cost()
            self.markers[p] -= cost
            if phase is STONE:
                return [StoneSkipped(p, self.left_node, cost, self.markers[p])] + self.end_turn()
            skipped = DolmenSkipped(p, self.due[0], cost, self.markers[p])
            self.due = None
            return [skipped] + self._next_placement()
        if kind == A_DOLMEN:
            circle, owner, where = self.due
            self.supply[owner][a.value] -= 1
            self.built[owner] += 1
            stack = self.stacks[circle]
            self.stacks[circle] = ((owner, a.value),) + stack if where == UNDER else stack + ((owner, a.value),)
            event = DolmenPlaced(owner, circle, where, len(stack) + 1, a.value)
            self.due = None
            return [event] + self._next_placement()
        # circle: the placement in this circle comes next
        self.due = next(x for x in self.pending if x[0] == a.value)
        self.pending = tuple(x for x in self.pending if x[0] != a.value)
        self.phase = PLACEMENT
        return [CircleChosen(p, a.value)]

    # --- what a rule set's flow calls --------------------------------------------------------------
    def put_druid(self, p: int, node: int) -> None:
        """Stands a druid of `p` on the free `node`."""
        self.druid[node] = p
        self.druid_nodes[p].append(node)

    def lift_druid(self, p: int, node: int) -> None:
        """Takes `p`'s druid off `node`."""
        self.druid[node] = -1
        self.druid_nodes[p].remove(node)

    def await_stone(self, node: int) -> None:
        """A druid has left `node`: the active player decides its stone next (STONE)."""
        self.phase, self.left_node = STONE, node

    def end_turn(self) -> list:
        """Ends the active player's turn: the decision is a TURN again, and the rule set's
        flow moves play on (Flow.after_turn); returns the events."""
        self.phase, self.left_node, self.due, self.pending = TURN, -1, None, ()
        return self.rules.flow.after_turn(self)

    def begin_final_round(self, out: tuple, reason: str, nobody: str | None = None) -> list:
        """`out` (the players who take no more turns) begins the final round: everyone else,
        clockwise from the active player's left, has one last turn. Ends the game at once if
        nobody is left in it (for `nobody`, else for `reason`)."""
        n = self.players
        queue = tuple(q for q in ((self.active + k) % n for k in range(1, n + 1)) if q not in out)
        self.finished, self.final = out, queue
        events: list = [FinalRoundBegun(out, queue)]
        if not queue:
            return events + self.end_game(nobody or reason)
        self.active = queue[0]
        return events

    def continue_final_round(self, reason: str) -> list:
        """The next player of the final round takes their last turn; once nobody is left in
        it, the game ends for `reason`."""
        self.final = self.final[1:]
        if not self.final:
            return self.end_game(reason)
        self.active = self.final[0]
        return []

    def end_game(self, reason: str) -> list:
        """Ends the game for `reason`: every stack still standing is scored."""
        self.over, self.phase, self.end_cause = True, OVER, reason
        events: list = []
        for circle, stack in zip(self.board.circles, self.stacks):
            for level, (owner, value, factor, pts) in enumerate(stack_points(circle, stack)):
                events.append(StackStoneScored(circle.index, level, owner, value, factor, pts))
        events.append(GameEnded(tuple(self.scores()), tuple(self.winners()), reason))
        return events

    # --- the shared stone and dolmen decisions ------------------------------------------------------
    def _place_stone(self, p: int, node: int) -> list:
        self.stone[node] = p
        self.stones_left[p] -= 1
        events: list = [StonePlaced(p, node)]
        n, counts, due = self.players, self.counts, []
        for c in self.board.nodes[node].circles:
            base = c * n
            counts[base + p] += 1
            found = placement_after_stone(counts[base : base + n], p)
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
        single remaining placement, or hands over to the rule set (Flow.after_stone)."""
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
        return events + self.rules.flow.after_stone(self)
