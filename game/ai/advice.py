"""Hints and reviews: the hard computer player's choice for a seat, with a sentence saying
why, and its judgement of a move that was played.

    advise(game_id, observation, seed, names) -> Advice
    review(game_id, observation, played, seed) -> Reviewed

The action is exactly what game.ai.choose(game_id, "hard", observation, seed) returns, so a
hint is the Hard player's move from the asking seat's observation, never from the true
state. The sentence and the board spots it names come from the game's coach module (its
manifest's `GameSpec.coach`), which is handed the same observation and reads nothing else:

    explain(observation, action, names) -> (why, marks)
    worth(observation, action) -> float

`why` is one or two sentences in the game's words (places as the board labels them, no
notation); `marks` are the spots it talks about, in the table view's terms (as a story
line's targets, game.core.narration.Line), so the table marks them. `worth` is what the
hard level expects the action to be worth to the seat, in points: a review compares the
move played with the hard player's by it. Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from game.core import registry
from game.core.i18n import N_, _, ngettext
from game.core.protocol import GameState

from . import choose


def margin(mine: float | None, others: Sequence[float]) -> str:
    """A coach's last sentence: how much better the computer expects the move worth `mine`
    than the best of `others` (the other candidates' worth, in points)."""
    if mine is None or not others:
        return _("The computer sees nothing better to do here")
    gain = mine - max(others)
    if gain < 0.5:
        return _("Other moves look almost as good to the computer; this one came out just ahead")
    n = max(1, round(gain))
    return ngettext(
        "The computer expects it to be about {n} point better than any other move",
        "The computer expects it to be about {n} points better than any other move",
        n,
    ).format(n=n)


#: What a game without a coach says with its hint.
PLAIN_WHY = N_("The computer would play this move here.")


@dataclass(frozen=True)
class Advice:
    """One hint: for `seat`, the action in notation, why (sentences), and the spots named."""

    seat: int
    action: str
    why: str
    marks: tuple[Any, ...] = ()


def can_advise(game_id: str) -> bool:
    """True when the game's computer players can give hints (it has a hard level)."""
    return registry.get(game_id).ai is not None


def advise(game_id: str, observation: GameState, seed: int, names: Sequence[str]) -> Advice:
    """The hint for the seat to decide in `observation` (its own observation)."""
    seat = observation.current_player()
    action = choose(game_id, "hard", observation, seed)
    coach = registry.get(game_id).coach
    why, marks = _(PLAIN_WHY), ()
    if coach is not None:
        why, marks = registry.load(coach + ":explain")(observation.clone(), action, tuple(names))
    return Advice(seat, str(action), why, tuple(marks))


@dataclass(frozen=True)
class Reviewed:
    """One decision looked at again: the move `played` (notation) by `seat`, the hard
    player's `best` from the same observation, and how many points (its own measure, never
    below 0) the hard player expects the move played to lose against its own."""

    seat: int
    played: str
    best: str
    cost: float


def review(game_id: str, observation: GameState, played: str, seed: int) -> Reviewed:
    """The review of the decision due in `observation` (the deciding seat's own), where
    `played` was played."""
    seat = observation.current_player()
    best = choose(game_id, "hard", observation, seed)
    coach = registry.get(game_id).coach
    move = observation.parse_action(played)
    if coach is None or move == best:
        return Reviewed(seat, played, str(best), 0.0)
    worth = registry.load(coach + ":worth")
    cost = worth(observation.clone(), best) - worth(observation.clone(), move)
    return Reviewed(seat, played, str(best), max(0.0, cost))
