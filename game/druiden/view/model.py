"""What the table shows, kept in step with the rule events as they are animated (never by
diffing states): where every piece stands, who controls each spirit, the dice, the hands as
the viewer may know them, the stack and the discard pile. Built from one seat's observation,
so it never holds a card that seat may not see."""

from __future__ import annotations

import math

from game.druiden.rules import events as E
from game.druiden.rules.cards import KINDS
from game.druiden.rules.pieces import DECISION, DRUID, HOME, SPIRIT_COUNT, SPIRITS, WAITING

SPIRIT_RGB = {"sun": (236, 196, 70), "moon": (150, 170, 214), "dwarf": (150, 110, 70),
              "morrigan": (46, 40, 52)}
SPIRIT_LETTER = {"sun1": "S", "sun2": "S", "sun3": "S", "moon1": "M", "moon2": "M",
                 "moon3": "M", "dwarf": "K", "morrigan": "Mo"}


def spirit_rgb(sp: int) -> tuple[int, int, int]:
    name = SPIRITS[sp]
    return SPIRIT_RGB[name.rstrip("123")]


class DisplayModel:
    """The picture's state. `hands[p]`: known card counts of seat p (only the viewer's, and
    cards the viewer saw handed over); `unknown[p]`: p's cards the viewer cannot see."""

    def __init__(self, state, viewer: int | None) -> None:
        self.resync(state, viewer)

    def resync(self, state, viewer: int | None) -> None:
        seen = state.observation(viewer if viewer is not None else -1)
        self.viewer = viewer
        self.players = state.players
        self.pos = list(state.pos)
        self.owner = list(state.owner)
        self.dice = list(state.dice)
        self.used = list(state.used)
        self.hands = [list(h) for h in seen.hands]
        self.unknown = list(seen.hidden)
        self.stack_n = state.stack_n
        self.discard = list(state.discard)
        self.floating: dict[int, tuple[float, float]] = {}  # piece → canvas point in flight

    # --- questions ---------------------------------------------------------------------------
    @property
    def discard_n(self) -> int:
        return sum(self.discard)

    def hand_size(self, p: int) -> int:
        return sum(self.hands[p]) + self.unknown[p]

    def spot(self, lay, piece: int) -> tuple[float, float]:
        """Where `piece` stands now on the canvas (pieces sharing a field stand side by side)."""
        if piece in self.floating:
            return self.floating[piece]
        where = self.pos[piece]
        if where == HOME and piece < SPIRIT_COUNT:
            return lay.spirit_home_xy[SPIRITS[piece]]
        if where in (DECISION, WAITING) or where < 0:
            group = [q for q, w in enumerate(self.pos) if w == where and q not in self.floating]
            i, n = group.index(piece), len(group)
            if where == DECISION and hasattr(lay, "decision_slot"):
                return lay.decision_slot(i, n)
            r = lay.decision.w * (0.28 if where == DECISION else 0.12)
            angle = 2 * math.pi * i / max(1, n) - math.pi / 2
            cx, cy = lay.decision.center
            return cx + r * math.cos(angle), cy + r * math.sin(angle)
        sharing = [q for q, w in enumerate(self.pos) if w == where and q not in self.floating]
        if hasattr(lay, "field_slot"):
            return lay.field_slot(where, sharing.index(piece), len(sharing))
        x, y = lay.field_xy[where]
        if len(sharing) > 1:
            x += -9 if sharing.index(piece) == 0 else 9
        return x, y

    def pieces(self, lay, looks):
        """(piece, point, rgb, letter, control ring rgb or None) of every piece to draw."""
        out = []
        for piece, _where in enumerate(self.pos):
            if piece < SPIRIT_COUNT:
                owner = self.owner[piece]
                ring = looks[owner][1] if owner >= 0 else None
                out.append((piece, self.spot(lay, piece), spirit_rgb(piece),
                            SPIRIT_LETTER[SPIRITS[piece]], ring))
            else:
                _name, rgb, letter = looks[piece - DRUID][:3]
                out.append((piece, self.spot(lay, piece), rgb, letter, None))
        return out

    # --- following the events ------------------------------------------------------------------
    def apply(self, e) -> None:
        """Changes the picture as the event `e` says (called when its animation ends)."""
        if isinstance(e, E.CardDrawn):
            self.stack_n -= 1
            self._gain(e.player, e.card)
        elif isinstance(e, E.StackReshuffled):
            self.stack_n += e.cards
            self.discard = [0] * KINDS
        elif isinstance(e, E.DruidEntered):
            self.pos[DRUID + e.player] = e.field
        elif isinstance(e, E.DiceRolled):
            self.dice, self.used = list(e.faces), [False, False]
        elif isinstance(e, E.DieRerolled):
            self.dice[e.die] = e.face
        elif isinstance(e, E.SpellPlayed):
            self._lose(e.player, e.card)
            self.discard[e.card] += 1
        elif isinstance(e, E.PieceMoved):
            self.pos[e.piece] = e.path[-1]
            self.floating.pop(e.piece, None)
            self._use_die(e.move)
        elif isinstance(e, E.PieceEnteredDecision):
            self.pos[e.piece] = DECISION
        elif isinstance(e, E.DieLost):
            self.used[e.die] = True
        elif isinstance(e, E.SpiritSummoned):
            self.pos[e.spirit], self.owner[e.spirit] = e.field, e.player
        elif isinstance(e, E.SpiritBanished):
            self.pos[e.spirit], self.owner[e.spirit] = HOME, -1
        elif isinstance(e, E.SpiritControlled):
            self.owner[e.spirit] = e.player
        elif isinstance(e, E.SpiritMagicMoved):
            self.pos[e.spirit] = e.field
            self.used = [True, True]
        elif isinstance(e, (E.CardTaken, E.CardGiven)):
            giver, receiver = (e.victim, e.taker) if isinstance(e, E.CardTaken) else \
                (e.giver, e.receiver)
            self._lose(giver, e.card)
            self._gain(receiver, e.card)
        elif isinstance(e, E.CardDiscarded):
            self._lose(e.player, e.card)
            self.discard[e.card] += 1
        elif isinstance(e, E.TurnBegan):
            self.dice, self.used = ["", ""], [False, False]

    def _use_die(self, move: int) -> None:
        from game.druiden.rules.dice import MOVES

        for d in (0, 1):
            if not self.used[d] and self.dice[d] and MOVES[self.dice[d]] == move:
                self.used[d] = True
                return

    def _gain(self, p: int, card: int) -> None:
        if card >= 0 and p == self.viewer:
            self.hands[p][card] += 1
        else:
            self.unknown[p] += 1

    def _lose(self, p: int, card: int) -> None:
        if card >= 0 and self.hands[p][card] > 0:
            self.hands[p][card] -= 1
        elif self.unknown[p] > 0:
            self.unknown[p] -= 1
