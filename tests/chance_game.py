"""A tiny game with chance and a secret, for the tests only: "Dice to Ten".

2 or 3 players. First every player in seat order draws one secret card from a stack of five
(Eiche ×2 worth 1, Mistel ×2 worth 2, Raute ×1 worth 3): chance steps `draw Eiche` over the
cards left. Then, in turns, the die is rolled (`roll 1` … `roll 6`, a chance step) and the
player whose turn it is decides: `take` scores the roll, `play` scores the roll plus their
card's worth and lays the card open (once per game). The first to reach 10 wins.

Secrets: each held card is known only to its holder; another player's draw arrives face down
(CardDrawn with card None). An observation shows another player's held card as "?" and keeps
as its stack every card the seat has not seen (the stack and the others' hands): its draws are
drawn over what the seat cannot rule out, and a "?" played scores the roll alone.
`SPEC` registers it like a game of the box; `use(monkeypatch)` makes registry.get find it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core import registry
from game.core.protocol import CHANCE, TERMINAL, BadNotation, BadPosition, IllegalAction
from game.core.registry import GameSpec, SeatColour

GAME_ID = "dice-to-ten"
CARDS = ("Eiche", "Mistel", "Raute")
WORTH = {"Eiche": 1, "Mistel": 2, "Raute": 3, "?": 0}
DECK = (2, 2, 1)
GOAL = 10
HIDDEN = "?"


@dataclass(frozen=True)
class Act:
    kind: str  # "draw", "roll", "take", "play"
    arg: str = ""

    def __str__(self) -> str:
        return f"{self.kind} {self.arg}" if self.arg else self.kind


DRAWS = {c: Act("draw", c) for c in CARDS}
ROLLS = {k: Act("roll", str(k)) for k in range(1, 7)}
TAKE, PLAY = Act("take"), Act("play")


@dataclass
class CardDrawn:
    player: int
    card: str | None  # None: face down


@dataclass
class Rolled:
    player: int
    pips: int


@dataclass
class Scored:
    player: int
    points: int
    card: str  # the card laid open, "" for a plain take


@dataclass
class Won:
    player: int


class DiceState:
    """The protocol of game.core.protocol, with chance steps and one secret card per seat."""

    game_id = GAME_ID
    __slots__ = ("players", "stack", "cards", "scores_", "dealing", "active", "rolled", "over", "observer")

    def __init__(self, players: int = 2) -> None:
        if not 2 <= players <= 3:
            raise ValueError("Dice to Ten is for 2 or 3 players")
        self.players = players
        self.stack = list(DECK)  # per card name: how many the state knows to be unseen
        self.cards = [""] * players  # held card, "" none, "?" unknown to the observer
        self.scores_ = [0] * players
        self.dealing = 0  # next seat to draw in the deal; == players once dealt
        self.active = 0
        self.rolled = 0  # the roll the active player decides on; 0 before the roll
        self.over = False
        self.observer = -1

    @property
    def num_players(self) -> int:
        return self.players

    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        return CHANCE if self.dealing < self.players or not self.rolled else self.active

    def whose_turn(self) -> int:
        if self.over:
            return TERMINAL
        return self.dealing if self.dealing < self.players else self.active

    def chance_outcomes(self) -> list:
        if self.current_player() != CHANCE:
            return []
        if self.dealing < self.players:
            left = sum(self.stack)
            return [(DRAWS[c], n / left) for c, n in zip(CARDS, self.stack) if n]
        return [(ROLLS[k], 1 / 6) for k in range(1, 7)]

    def legal_actions(self) -> list:
        if self.over:
            return []
        if self.current_player() == CHANCE:
            return [a for a, _p in self.chance_outcomes()]
        return [TAKE, PLAY] if self.cards[self.active] else [TAKE]

    def why_illegal(self, action) -> str | None:
        if not isinstance(action, Act):
            return f"'{action}' is not an action of Dice to Ten"
        if self.over:
            return "the game is over"
        if action in self.legal_actions():
            return None
        if self.current_player() == CHANCE:
            return "chance decides now" if action.kind in ("take", "play") else f"'{action}' cannot come up now"
        if action.kind in ("draw", "roll"):
            return "a player decides now, not chance"
        return "you have no card left to play"

    def parse_action(self, text: str) -> Act:
        words = str(text).split()
        if words == ["take"]:
            return TAKE
        if words == ["play"]:
            return PLAY
        if len(words) == 2 and words[0] == "draw" and words[1] in DRAWS:
            return DRAWS[words[1]]
        if len(words) == 2 and words[0] == "roll" and words[1] in ("1", "2", "3", "4", "5", "6"):
            return ROLLS[int(words[1])]
        raise BadNotation(f"'{text}' is not an action of Dice to Ten")

    def apply(self, action) -> list:
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(action, reason)
        if action.kind == "draw":
            p = self.dealing
            self.stack[CARDS.index(action.arg)] -= 1
            self.cards[p] = action.arg
            self.dealing += 1
            return [CardDrawn(p, action.arg)]
        if action.kind == "roll":
            self.rolled = int(action.arg)
            return [Rolled(self.active, self.rolled)]
        p, card = self.active, ""
        points = self.rolled
        if action.kind == "play":
            card, self.cards[p] = self.cards[p], ""
            points += WORTH[card]
        self.scores_[p] += points
        events: list = [Scored(p, points, card)]
        self.rolled = 0
        if self.scores_[p] >= GOAL:
            self.over = True
            return events + [Won(p)]
        self.active = (p + 1) % self.players
        return events

    def visible_events(self, events: list, seat: int) -> list:
        return [CardDrawn(e.player, None) if isinstance(e, CardDrawn) and e.player != seat else e for e in events]

    def is_over(self) -> bool:
        return self.over

    def end_reason(self) -> str:
        return f"Player {self.active + 1} reached {GOAL} points." if self.over else ""

    def scores(self) -> list[int]:
        return list(self.scores_)

    def winners(self) -> list[int]:
        return [self.active] if self.over else []

    def observation(self, seat: int) -> DiceState:
        view = self.clone()
        view.observer = seat
        for p, card in enumerate(self.cards):
            if p != seat and card not in ("", HIDDEN):
                view.cards[p] = HIDDEN
                view.stack[CARDS.index(card)] += 1
        return view

    def clone(self) -> DiceState:
        c = DiceState.__new__(DiceState)
        c.players, c.stack, c.cards = self.players, self.stack[:], self.cards[:]
        c.scores_, c.dealing, c.active = self.scores_[:], self.dealing, self.active
        c.rolled, c.over, c.observer = self.rolled, self.over, self.observer
        return c

    def to_json(self) -> dict:
        return {
            "game": GAME_ID,
            "stack": dict(zip(CARDS, self.stack)),
            "cards": self.cards[:],
            "scores": self.scores_[:],
            "dealing": self.dealing,
            "active": self.active,
            "rolled": self.rolled,
            "over": self.over,
        }


def from_position(data: dict, seed: int = 0) -> DiceState:
    """A dealt position: {"cards": [...], "scores": [...], "active": i}; the stack is what
    the cards leave of the five."""
    try:
        cards, scores = list(data["cards"]), [int(x) for x in data["scores"]]
        state = DiceState(len(cards))
        for card in cards:
            if card:
                state.stack[CARDS.index(card)] -= 1
        if len(scores) != len(cards) or min(state.stack) < 0 or max(scores) >= GOAL:
            raise ValueError("cards and scores do not make a position")
    except (KeyError, TypeError, ValueError) as exc:
        raise BadPosition(str(exc)) from None
    state.cards, state.scores_, state.dealing = cards, scores, len(cards)
    state.active = int(data.get("active", 0)) % len(cards)
    return state


def vary_secrets(state: DiceState, seat: int, rnd: random.Random) -> DiceState:
    """Another truth `seat` cannot tell apart: the other players' held cards dealt anew from
    those cards and the stack."""
    other = state.clone()
    holders = [p for p in range(state.players) if p != seat and state.cards[p]]
    pool = [c for c, n in zip(CARDS, state.stack) for _ in range(n)]
    pool += [state.cards[p] for p in holders]
    rnd.shuffle(pool)
    for p in holders:
        other.cards[p] = pool.pop()
    other.stack = [pool.count(c) for c in CARDS]
    return other


SPEC = GameSpec(
    id=GAME_ID,
    title="Dice to Ten",
    summary="Roll, keep a secret card, reach ten first.",
    min_players=2,
    max_players=3,
    colours=(
        SeatColour("Blue", (58, 104, 178), "B"),
        SeatColour("Red", (190, 58, 48), "R"),
        SeatColour("Green", (64, 142, 86), "G"),
    ),
    new_game=lambda players, seed: DiceState(players),
    from_position=from_position,
    vary_secrets=vary_secrets,
)


def use(monkeypatch) -> None:
    """Registers this game for one test, as a manifest would (Match, saves, scenarios and the
    tools then find it); monkeypatch forgets it after the test."""
    monkeypatch.setattr(registry, "_SPECS", {**registry._specs(), GAME_ID: SPEC})
