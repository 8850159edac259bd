"""Hints: the hard computer player's choice for a seat, with a sentence saying why.

    advise(game_id, observation, seed, names) -> Advice

The action is exactly what game.ai.choose(game_id, "hard", observation, seed) returns, so a
hint is the Hard player's move from the asking seat's observation, never from the true
state. The sentence and the board spots it names come from the game's coach (its manifest's
`GameSpec.coach`, "module:function"), which is handed the same observation and the chosen
action and reads nothing else:

    coach(observation, action, names) -> (why, marks)

`why` is one or two sentences in the game's words (places as the board labels them, no
notation); `marks` are the spots it talks about, in the table view's terms (as a story
line's targets, game.core.narration.Line), so the table marks them. Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from game.core import registry
from game.core.protocol import GameState

from . import choose

#: What a game without a coach says with its hint.
PLAIN_WHY = "The computer would play this move here."


@dataclass(frozen=True)
class Advice:
    """One hint: for `seat`, the action in notation, why (sentences), and the spots named."""

    seat: int
    action: str
    why: str
    marks: tuple[Any, ...] = ()


def has_coach(game_id: str) -> bool:
    """True when the game's computer players can give hints (it has a hard level)."""
    return registry.get(game_id).ai is not None


def advise(game_id: str, observation: GameState, seed: int, names: Sequence[str]) -> Advice:
    """The hint for the seat to decide in `observation` (its own observation)."""
    seat = observation.current_player()
    action = choose(game_id, "hard", observation, seed)
    coach = registry.get(game_id).coach
    why, marks = PLAIN_WHY, ()
    if coach is not None:
        why, marks = registry.load(coach)(observation.clone(), action, tuple(names))
    return Advice(seat, str(action), why, tuple(marks))
