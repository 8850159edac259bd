"""How the kinds of seat are named on screen (the setup's choices, the saved game's line)."""

from __future__ import annotations

#: each seat kind of game.core.match, as a player reads it
KIND_LABELS = {"human": "Human", "easy": "Computer · Easy", "normal": "Computer · Normal", "hard": "Computer · Hard"}
