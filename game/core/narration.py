"""What a game's narrator hands out: one plain sentence per action or consequence, with the
board places it names, about one seat's view. Pure Python (no pygame); the contract every
game's narrator module meets (`GameSpec.narrator`).

A narrator is `narrate(state, events, actor, seat, names) -> list[Line]`:
  - `state` is the position right after the action (the board and what it shows now; a
    narrator reads nothing hidden from it),
  - `events` are the whole truth `apply` returned; the narrator itself tells only
    `state.visible_events(events, seat)`, so a sentence never gives away what `seat` may not
    know (seat -1: a spectator, who sees only what is public),
  - `actor` is the seat that took the action (protocol.CHANCE for a chance outcome),
  - `names` are the seats' names in rules order.
Sentences name players by name, in the past tense (see game.core.words).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .protocol import GameState


@dataclass(frozen=True)
class Line:
    """One sentence of the story. `seat` is the player it is about (their colour marks it;
    -1 for nobody), `targets` the board spots it names, in the table view's own terms (the
    table marks them; see TableBase.mark_rects)."""

    text: str
    seat: int = -1
    targets: tuple[Any, ...] = ()


Narrator = Callable[[GameState, list, int, int, Sequence[str]], list[Line]]
