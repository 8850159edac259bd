"""The Tholos game state: the protocol of game.core.protocol for the two builders.

Player 0 builds with white and moves first, player 1 builds with black. After a player puts
a stone of their own colour on a site whose bonus can be carried out, the same player
decides the bonus (or declines it) before the turn passes.
"""

from __future__ import annotations

from itertools import compress, repeat
from operator import is_
from typing import Any

from game.core.i18n import N_, _, ngettext
from game.core.protocol import TERMINAL, IllegalAction, as_sentence

from . import actions as A
from . import phrases
from .actions import (
    ACTIONS,
    DECLINE,
    DELIVER,
    FETCH,
    MOVE,
    PASS,
    PLACE,
    RETURN,
    STEAL,
    Action,
)
from .events import (
    COLUMNS,
    QUARRY,
    WORKSHOPS,
    BonusDeclined,
    BonusOffered,
    GameEnded,
    Passed,
    StoneMoved,
)
from .material import (
    ALPHA,
    BETA,
    BLACK,
    COLUMN_HEIGHT,
    DELTA,
    GAMMA,
    GREY,
    MATERIAL,
    MOVE_BONUS_COLOUR,
    OMEGA,
    PI,
    SIGMA,
    SITE_SYMBOLS,
    WHITE,
    WORKSHOP_PLACES,
    delivery_limit,
)
from .record import to_json
from .scoring import score_columns, winners

_DELIVER = [[ACTIONS.get(f"deliver {n}{'WBG'[c]}") for n in range(4)] for c in range(3)]
_PLACE = [[ACTIONS[f"place {'WBG'[c]} {s}"] for s in A.SITES] for c in range(3)]
_BUILD = [[ACTIONS[f"build {'WBG'[c]} {s}"] for s in A.SITES] for c in range(3)]
#: _MOVE[s][t]: the bonus move from site s to site t (None where s == t: never asked for).
_MOVE: list[list[Any]] = [[ACTIONS.get(f"move {s}>{t}") for t in A.SITES] for s in A.SITES]
_RETURN = [ACTIONS[f"return {s}"] for s in A.SITES]
_FETCH = [ACTIONS[f"fetch {c}"] for c in "WBG"]
_STEAL = [ACTIONS[f"steal {c}"] for c in "WBG"]
_DELIVER_UP_TO: list[list[Any]] = [[row[1 : n + 1] for n in range(4)] for row in _DELIVER]
_LIMITS = tuple(tuple(delivery_limit(p, c) for c in range(3)) for p in (0, 1))
_FULL_TEMPLE = 7 * COLUMN_HEIGHT
#: bytes.translate table: a column height → 1 while the column is open, 0 once complete.
_OPEN = bytes(int(h < COLUMN_HEIGHT) for h in range(256))
#: Quarry stock capped at 3: no delivery takes more, so more makes no difference.
_CAP = tuple(min(n, 3) for n in range(max(MATERIAL) + 1))


def _deliveries(p: int, free: int, stock: tuple[int, int, int]) -> tuple[Action, ...]:
    """The deliveries open to player p with `free` workshop places and that quarry stock."""
    acts: list[Action] = []
    for c in (0, 1, 2):
        most = min(_LIMITS[p][c], free, stock[c])
        acts += _DELIVER_UP_TO[c][most] if most > 0 else []
    return tuple(acts)


#: _DELIVERIES[player][free places][capped white][capped black][capped grey]
_DELIVERIES = tuple(
    tuple(
        tuple(tuple(tuple(_deliveries(p, free, (w, b, g)) for g in range(4)) for b in range(4)) for w in range(4))
        for free in range(WORKSHOP_PLACES + 1)
    )
    for p in (0, 1)
)
#: Only the actions of the table exist; a hand-made Action with other fields is refused.
_KNOWN = frozenset(ACTIONS.values())
_KNOWN_IDS = frozenset(map(id, ACTIONS.values()))
DECLINE_ACTION = ACTIONS["decline"]
PASS_ACTION = ACTIONS["pass"]

#: The action kind each site's bonus is carried out with.
BONUS_KIND = {OMEGA: A.MOVE, ALPHA: A.MOVE, BETA: A.MOVE, GAMMA: A.RETURN, DELTA: A.FETCH, PI: A.STEAL, SIGMA: A.BUILD}
PLAYER_NAMES = ("White", "Black")

#: Why a game ends, as clauses (kept in the state and its JSON in English; shown with _()).
ALL_COMPLETE = N_("all seven columns are complete")
NOBODY_CAN_ACT = N_("neither builder could act")

#: The reasons that name a stone's colour: one whole sentence per colour (German declines it).
NOT_IN_WORKSHOP = {
    WHITE: N_("there is no white stone in your workshop"),
    BLACK: N_("there is no black stone in your workshop"),
    GREY: N_("there is no grey stone in your workshop"),
}
NOT_IN_QUARRY = {
    WHITE: N_("the quarry has no white stone"),
    BLACK: N_("the quarry has no black stone"),
    GREY: N_("the quarry has no grey stone"),
}
NOT_IN_RIVALS_WORKSHOP = {
    WHITE: N_("your rival's workshop has no white stone"),
    BLACK: N_("your rival's workshop has no black stone"),
    GREY: N_("your rival's workshop has no grey stone"),
}
MOVES_ONLY = {
    WHITE: N_("the bonus of {site} moves only a white top stone"),
    BLACK: N_("the bonus of {site} moves only a black top stone"),
    GREY: N_("the bonus of {site} moves only a grey top stone"),
}


def _site(s: int) -> str:
    return SITE_SYMBOLS[s]


class TholosState:
    """A Tholos game. Cheap to clone: lists of ints only."""

    game_id = "tholos"
    num_players = 2
    __slots__ = (
        "columns",
        "quarry",
        "workshops",
        "player",
        "bonus_site",
        "passes",
        "over",
        "end_cause",
        "ply",
        "_offered",
        "_listed",
    )

    def __init__(self, seed: int = 0) -> None:
        """A new game; `seed` is accepted for the registry's signature (Tholos has no chance)."""
        self.columns: list[list[int]] = [[] for _ in range(7)]
        self.quarry: list[int] = list(MATERIAL)
        self.workshops: list[list[int]] = [[0, 0, 0], [0, 0, 0]]
        self.player = 0
        self.bonus_site = -1
        self.passes = 0
        self.over = False
        self.end_cause = ""  # why the game ended, as a clause ("all seven columns are complete")
        self.ply = 0
        self._offered: list[Action] = []  # the pending bonus's options and decline
        #: the actions the last legal_actions() call handed out for this very position (a
        #: private copy, so callers may change theirs); None once the position changes
        self._listed: tuple[Action, ...] | None = None

    # --- protocol -------------------------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.over else self.player

    def whose_turn(self) -> int:
        """The builder to decide is the one whose turn it is (a bonus belongs to the turn)."""
        return self.current_player()

    def chance_outcomes(self) -> list:
        """Tholos has no chance steps."""
        return []

    def visible_events(self, events: list, seat: int) -> list:
        """Tholos hides nothing: every seat sees every event."""
        return events

    def end_reason(self) -> str:
        """Why the game ended, as a sentence in the language shown; "" while it runs."""
        return as_sentence(_(self.end_cause))

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[int]:
        return score_columns(self.columns)[0]

    def columns_won(self) -> list[int]:
        return score_columns(self.columns)[1]

    def winners(self) -> list[int]:
        if not self.over:
            return []
        return winners(*score_columns(self.columns))

    def observation(self, seat: int) -> TholosState:
        """Tholos hides nothing: every seat sees the whole table."""
        return self.clone()

    def parse_action(self, text: str) -> Action:
        return A.parse(text)

    def to_json(self) -> dict:
        return to_json(self)

    def clone(self) -> TholosState:
        c = TholosState.__new__(TholosState)
        c.columns = [col[:] for col in self.columns]
        c.quarry = self.quarry[:]
        c.workshops = [self.workshops[0][:], self.workshops[1][:]]
        c.player = self.player
        c.bonus_site = self.bonus_site
        c.passes = self.passes
        c.over = self.over
        c.end_cause = self.end_cause
        c.ply = self.ply
        c._offered = self._offered  # never mutated, only replaced
        c._listed = self._listed  # same position, same legal actions
        return c

    def free_places(self, player: int) -> int:
        return WORKSHOP_PLACES - sum(self.workshops[player])

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self.bonus_site >= 0:
            self._listed = tuple(self._offered)
            return self._offered[:]
        p = self.player
        shop, quarry = self.workshops[p], self.quarry
        acts = list(
            _DELIVERIES[p][WORKSHOP_PLACES - shop[0] - shop[1] - shop[2]][_CAP[quarry[0]]][_CAP[quarry[1]]][
                _CAP[quarry[2]]
            ]
        )
        opened = bytes(map(len, self.columns)).translate(_OPEN)
        for c in (0, 1, 2):
            if shop[c]:
                acts += compress(_PLACE[c], opened)
        acts = acts or [PASS_ACTION]
        self._listed = tuple(acts)
        return acts

    def _bonus_options(self, site: int) -> list[Action]:
        """The ways `site`'s bonus can be carried out now by the current player (maybe none)."""
        cols = self.columns
        p = self.player
        if site in MOVE_BONUS_COLOUR:
            want = MOVE_BONUS_COLOUR[site]
            open_sites = [t for t in range(7) if t != site and len(cols[t]) < COLUMN_HEIGHT]
            return [
                _MOVE[s][t]
                for s in range(7)
                if s != site and cols[s] and cols[s][-1] == want
                for t in open_sites
                if t != s
            ]
        if site == GAMMA:
            return [_RETURN[s] for s in range(7) if s != site and cols[s]]
        if self.free_places(p) == 0 and site in (DELTA, PI):
            return []
        if site == DELTA:
            return [_FETCH[c] for c in (0, 1, 2) if self.quarry[c]]
        if site == PI:
            rival = self.workshops[1 - p]
            return [_STEAL[c] for c in (0, 1, 2) if rival[c]]
        shop = self.workshops[p]
        open_sites = [t for t in range(7) if t != site and len(cols[t]) < COLUMN_HEIGHT]
        return [_BUILD[c][t] for c in (0, 1, 2) if shop[c] for t in open_sites]

    def why_illegal(self, action) -> str | None:
        if not isinstance(action, Action):
            return f"'{action}' is not a Tholos action"
        if id(action) not in _KNOWN_IDS and action not in _KNOWN:
            return f"{action!r} is not a Tholos action (see the notation)"
        if self.over:
            return _("the game is over")
        if self.bonus_site >= 0:
            return self._why_bonus_illegal(action)
        if action.is_bonus:
            return _("there is no bonus to take now")
        kind, c, p = action.kind, action.colour, self.player
        if kind == A.PASS:
            if self.legal_actions() != [PASS_ACTION]:
                return _("you may only pass when you have no other action")
            return None
        if kind == A.DELIVER:
            free, limit, n = self.free_places(p), _LIMITS[p][c], action.count
            if n <= limit and n <= free and n <= self.quarry[c]:
                return None
            if free == 0:
                return _("your workshop is full (3 stones)")
            if n > limit:
                return _("you may take at most {stones} at once").format(stones=phrases.stones(c, limit))
            if n > free:
                return ngettext(
                    "your workshop has only {n} free place", "your workshop has only {n} free places", free
                ).format(n=free)
            return _("the quarry has only {stones}").format(stones=phrases.stones(c, self.quarry[c]))
        if kind == A.PLACE:
            if not self.workshops[p][c]:
                return _(NOT_IN_WORKSHOP[c])
            if len(self.columns[action.site]) >= COLUMN_HEIGHT:
                return _("the column on {site} is complete (5 stones)").format(site=_site(action.site))
            return None
        return f"'{action}' is not possible now"

    def _why_bonus_illegal(self, action: Action) -> str | None:
        site, kind = self.bonus_site, action.kind
        if kind == A.DECLINE:
            return None
        if kind != BONUS_KIND[site]:
            return _("first carry out or decline the bonus of {site}").format(site=_site(site))
        cols, p, c = self.columns, self.player, action.colour
        if kind in (A.MOVE, A.RETURN):
            src = action.site
            if src == site:
                return _("the stone must come from another column than {site}").format(site=_site(site))
            if not cols[src]:
                return _("the column on {site} has no stone").format(site=_site(src))
            if kind == A.MOVE:
                want = MOVE_BONUS_COLOUR[site]
                if cols[src][-1] != want:
                    return _(MOVES_ONLY[want]).format(site=_site(site))
                return self._why_column_closed(action.target, site)
            return None
        if kind == A.BUILD:
            if not self.workshops[p][c]:
                return _(NOT_IN_WORKSHOP[c])
            return self._why_column_closed(action.site, site)
        if self.free_places(p) == 0:
            return _("your workshop is full (3 stones)")
        if kind == A.FETCH and not self.quarry[c]:
            return _(NOT_IN_QUARRY[c])
        if kind == A.STEAL and not self.workshops[1 - p][c]:
            return _(NOT_IN_RIVALS_WORKSHOP[c])
        return None

    def _why_column_closed(self, target: int, built: int) -> str | None:
        if target == built:
            return _("not onto {site}, the column just built on").format(site=_site(built))
        if len(self.columns[target]) >= COLUMN_HEIGHT:
            return _("the column on {site} is complete (5 stones)").format(site=_site(target))
        return None

    def apply(self, action) -> list:
        listed = self._listed
        if listed is not None and any(map(is_, listed, repeat(action))):  # just offered
            return self._play(action)
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(action, reason)
        return self._play(action)

    # --- carrying out ---------------------------------------------------------------------
    def _play(self, a: Action) -> list:
        """Carries out a legal action; returns the events. (Hot path of every search and
        playout: the commonest kinds come first and the turn changes inline.)"""
        p, kind, c = self.player, a.kind, a.colour
        self.ply += 1
        self._listed = None
        if kind == DELIVER:
            self.passes = 0
            self.quarry[c] -= a.count
            self.workshops[p][c] += a.count
            self.player = 1 - p
            return [StoneMoved(c, QUARRY, WORKSHOPS[p], kind)] * a.count
        if kind == PLACE:
            self.passes = 0
            self.workshops[p][c] -= 1
            self.columns[a.site].append(c)
            events: list[Any] = [StoneMoved(c, WORKSHOPS[p], COLUMNS[a.site], kind)]
            if sum(map(len, self.columns)) == _FULL_TEMPLE:
                return events + self._end(ALL_COMPLETE)
            if c == p:
                options = self._bonus_options(a.site)
                if options:
                    self.bonus_site, self._offered = a.site, options + [DECLINE_ACTION]
                    events.append(BonusOffered(p, a.site))
                    return events
            self.player = 1 - p
            return events
        if kind == PASS:
            self.passes += 1
            if self.passes >= 2:
                return [Passed(p)] + self._end(NOBODY_CAN_ACT)
            self.player = 1 - p
            return [Passed(p)]
        self.passes = 0
        site, self.bonus_site = self.bonus_site, -1
        if kind == DECLINE:
            self.player = 1 - p
            return [BonusDeclined(p, site)]
        if kind == MOVE:
            colour = self.columns[a.site].pop()
            self.columns[a.target].append(colour)
            events = [StoneMoved(colour, COLUMNS[a.site], COLUMNS[a.target], kind)]
        elif kind == RETURN:
            colour = self.columns[a.site].pop()
            self.quarry[colour] += 1
            events = [StoneMoved(colour, COLUMNS[a.site], QUARRY, kind)]
        elif kind == FETCH:
            self.quarry[c] -= 1
            self.workshops[p][c] += 1
            events = [StoneMoved(c, QUARRY, WORKSHOPS[p], kind)]
        elif kind == STEAL:
            self.workshops[1 - p][c] -= 1
            self.workshops[p][c] += 1
            events = [StoneMoved(c, WORKSHOPS[1 - p], WORKSHOPS[p], kind)]
        else:  # BUILD
            self.workshops[p][c] -= 1
            self.columns[a.site].append(c)
            events = [StoneMoved(c, WORKSHOPS[p], COLUMNS[a.site], kind)]
            if sum(map(len, self.columns)) == _FULL_TEMPLE:
                return events + self._end(ALL_COMPLETE)
        self.player = 1 - p
        return events

    def _end(self, reason: str) -> list:
        self.over, self.end_cause, self.bonus_site = True, reason, -1
        points, won = score_columns(self.columns)
        return [GameEnded(tuple(points), tuple(winners(points, won)), reason)]
