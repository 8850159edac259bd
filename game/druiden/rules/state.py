"""The Die Druiden game state: the shared game protocol with chance steps, for 2 to 5 players.

Decisions and chance steps (`phase`; current_player() says who decides, CHANCE for chance):
- "draw" (chance): a card drawn from the stack for `draws[0]` (the deal, a plant field,
  the Dwarf King, magic movement); "roll" (chance): both dice; "reroll" (chance): Nebel;
  "take" (chance): a card drawn blindly from a hand (exchange, the Morrigan's theft);
- "enter": the first turn's druid leaves the centre onto a druid's foot;
- "mode": two rings were rolled: normal or magic movement (or Nebel);
- "move": a die moves a piece (or Nebel; "pass" only when no die can be used);
- "field": the piece that landed carries out one field action, or passes;
- "react": the player acted against answers with Bannspruch or accepts;
- "give": the exchanging player gives cards back; "discard": the hand limit;
- "vote": a player casts their votes; "decide": the final tie; "over".
No random generator lives here: every draw and roll is a chance step (protocol.md); the deck
is a multiset of counts and never has an order. Observations: see hidden.py.
"""

from __future__ import annotations

from itertools import repeat
from operator import is_
from typing import Any

from game.core.i18n import _
from game.core.protocol import CHANCE, TERMINAL, IllegalAction
from game.druiden.board import Board
from game.druiden.board_map import default_board

from . import flow, options
from .actions import CHANCE_KINDS, Action, Notation
from .cards import DECK, KINDS
from .movement import MovementTable
from .pieces import DRUID, HOME, SPIRIT_COUNT, WAITING
from .record import to_json
from .vote import points, winners

MIN_PLAYERS, MAX_PLAYERS = 2, 5

CHANCE_PHASES = frozenset(("draw", "roll", "reroll", "take"))

_SHARED: dict[int, tuple[Board, MovementTable, Notation]] = {}


def _shared(board: Board) -> tuple[MovementTable, Notation]:
    entry = _SHARED.get(id(board))
    if entry is None or entry[0] is not board:
        entry = _SHARED[id(board)] = (board, MovementTable(board), Notation(board))
    return entry[1], entry[2]


class DruidenState:
    """A game of Die Druiden. Lists of ints and small tuples; the board, movement table and
    notation are shared, never changed.

    `pos[piece]`: field, DECISION, HOME or WAITING (pieces.py); `owner[spirit]`: seat or -1.
    `hands[p]`: card counts by kind; `hidden[p]`: cards of p this state does not know (only
    in another seat's observation; there `hands[p]` holds the cards of p that seat knows).
    `stack`: counts of the draw stack (in an observation: of every card that seat has not
    seen, of which `stack_n` lie in the stack); `discard`: counts.
    `seen[o * players + p]`: the cards seat o knows to be in p's hand (a tuple of counts, or
    None), kept by hidden.py's note_* as cards are given, taken and discarded; None in an
    observation, which keeps its knowledge in `hands`.
    """

    __slots__ = (
        "board",
        "table",
        "nota",
        "players",
        "pos",
        "owner",
        "hands",
        "hidden",
        "stack",
        "stack_n",
        "discard",
        "active",
        "round",
        "phase",
        "dice",
        "used",
        "dice_left",
        "nebel_used",
        "landing",
        "draws",
        "reroll_die",
        "react",
        "taking",
        "giving",
        "discarding",
        "vote",
        "cult",
        "over",
        "reason",
        "observer",
        "seen",
        "ply",
        "_legal",
        "_occ",
    )

    game_id = "druiden"

    def __init__(self, players: int = 2, board: Board | None = None) -> None:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Die Druiden is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
        self.board = board if board is not None else default_board()
        self.table, self.nota = _shared(self.board)
        self.players = players
        self.pos = [HOME] * SPIRIT_COUNT + [WAITING] * players
        self.owner = [-1] * SPIRIT_COUNT
        self.hands = [[0] * KINDS for _ in range(players)]
        self.hidden = [0] * players
        self.stack = list(DECK)
        self.stack_n = sum(DECK)
        self.discard = [0] * KINDS
        self.active = 0
        self.round = 0  # 0 while dealing, then 1..MAX_ROUNDS
        self.phase = "draw"
        self.dice: list[str] = ["", ""]
        self.used = [False, False]
        self.dice_left = 0  # dice this turn may still use
        self.nebel_used = False
        self.landing: tuple[int, int] | None = None  # (piece, field) awaiting a field action
        self.draws: list[tuple[int, str]] = []  # (seat, why) of cards still to draw
        self.reroll_die = -1
        self.react: Any = None  # (victim, what, action args) awaiting an answer, else None
        self.taking: list | None = None  # [taker, victim, left, what, count]
        self.giving: Any = None  # [giver, receiver, left] during an exchange's giving, else None
        self.discarding: list[int] = []  # seats over the hand limit, in order
        self.vote: Any = None  # order, index, tally, tie_round, first, why; None before the vote
        self.cult = ""  # the winning cult once the vote is over
        self.over = False
        self.reason = ""
        self.observer = -1  # the seat whose knowledge this is; -1 = the whole truth
        self.seen: list[tuple[int, ...] | None] | None = [None] * (players * players)
        self.ply = 0
        self._legal: list[Action] | None = None
        self._occ: tuple | None = None  # board_view.occupancy's cache
        flow.deal(self)

    # --- pickling (a computer player thinks in another process) ------------------------------
    def __getstate__(self) -> dict:
        """Everything but what the other side rebuilds: the shipped board (read there from the
        same map), the movement table and notation, and the caches."""
        data = {name: getattr(self, name) for name in self.__slots__ if name not in ("table", "nota", "_legal", "_occ")}
        if self.board is default_board():
            data["board"] = None
        return data

    def __setstate__(self, data: dict) -> None:
        for name, value in data.items():
            setattr(self, name, value)
        if self.board is None:
            self.board = default_board()
        self.table, self.nota = _shared(self.board)
        self._legal = None
        self._occ = None

    # --- protocol -------------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.players

    def current_player(self) -> int:
        phase = self.phase
        if self.over:
            return TERMINAL
        if phase in CHANCE_PHASES:
            return CHANCE
        if phase == "react":
            return self.react[0]
        if phase == "give":
            return self.giving[0]
        if phase == "discard":
            return self.discarding[0]
        if phase == "vote":
            return self.vote["voters"][self.vote["index"]]
        if phase == "decide":
            return self.vote["first"]
        return self.active

    def whose_turn(self) -> int:
        return TERMINAL if self.over else self.active

    def is_over(self) -> bool:
        return self.over

    def end_reason(self) -> str:
        """Why the game ended, in the language shown now (`reason` keeps it in English, as
        the game's record saves it)."""
        if not self.reason or self.vote is None or not self.cult:
            return self.reason
        from .ballot import end_words

        sun, moon = self.vote["tally"]
        return end_words(self.cult, self.vote, sun == moon, _)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """Every outcome of the chance step with its probability; [] at a decision."""
        if self.over or self.phase not in CHANCE_PHASES:
            return []
        return options.chance_outcomes(self)

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            if self.over:
                self._legal = []
            elif self.phase in CHANCE_PHASES:
                self._legal = options.chance_actions(self)
            else:
                self._legal = options.decisions(self)
        return self._legal

    def why_illegal(self, action) -> str | None:
        if not isinstance(action, Action):
            return _("'{action}' is not a Die Druiden action").format(action=action)
        if action in self.legal_actions():
            return None
        return options.why_not(self, action)

    def apply(self, action) -> list:
        if isinstance(action, str):
            action = self.parse_action(action)
        if not any(map(is_, self.legal_actions(), repeat(action))):  # offered: the same object
            reason = self.why_illegal(action)
            if reason is not None:
                raise IllegalAction(action, reason)
        events: list = []
        self._legal = None  # flow may fill it for the next decision
        self.ply += 1
        flow.apply(self, action, events)
        return events

    def scores(self) -> list[int]:
        """Final points once the vote is over; while the game runs, each player's points if
        the cult better for them won."""
        hands, pos, owner = self.hands, self.pos, self.owner
        if self.cult:
            return [points(pos, owner, hands[p], p, self.cult) for p in range(self.players)]
        return [max(points(pos, owner, hands[p], p, c) for c in ("sun", "moon")) for p in range(self.players)]

    def winners(self) -> list[int]:
        return winners(self.scores()) if self.over else []

    def parse_action(self, text: str) -> Action:
        return self.nota.parse(text)

    def observation(self, seat: int) -> DruidenState:
        from .hidden import observation

        return observation(self, seat)

    def visible_events(self, events: list, seat: int) -> list:
        from .hidden import visible_events

        return visible_events(events, seat)

    def to_json(self) -> dict:
        return to_json(self)

    def clone(self) -> DruidenState:
        c = DruidenState.__new__(DruidenState)
        c.board, c.table, c.nota, c.players = self.board, self.table, self.nota, self.players
        c.pos = self.pos[:]
        c.owner = self.owner[:]
        c.hands = [h[:] for h in self.hands]
        c.hidden = self.hidden[:]
        c.stack = self.stack[:]
        c.stack_n = self.stack_n
        c.discard = self.discard[:]
        c.active, c.round, c.phase = self.active, self.round, self.phase
        c.dice = self.dice[:]
        c.used = self.used[:]
        c.dice_left, c.nebel_used, c.landing = self.dice_left, self.nebel_used, self.landing
        c.draws = self.draws[:]
        c.reroll_die, c.react = self.reroll_die, self.react
        c.taking = self.taking[:] if self.taking is not None else None
        c.giving = self.giving[:] if self.giving is not None else None
        c.discarding = self.discarding[:]
        c.vote = dict(self.vote, tally=self.vote["tally"][:]) if self.vote is not None else None
        c.cult, c.over, c.reason = self.cult, self.over, self.reason
        c.observer, c.ply = self.observer, self.ply
        c.seen = self.seen[:] if self.seen is not None else None  # tuples: never mutated
        c._legal = self._legal  # replaced, never mutated
        c._occ = self._occ  # likewise
        return c

    # --- questions the table and the tests ask ----------------------------------------------------
    def hand_size(self, seat: int) -> int:
        return sum(self.hands[seat]) + self.hidden[seat]

    def is_chance(self, action: Action) -> bool:
        return action.kind in CHANCE_KINDS

    def druid_field(self, seat: int) -> int:
        return self.pos[DRUID + seat]

    def forget_legal(self) -> None:
        """Drops the cached legal actions and occupancy; call after changing the state by
        hand."""
        self._legal = None
        self._occ = None
