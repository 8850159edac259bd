"""How the kinds of seat are named on screen (the setup's choices, the saved game's line)."""

from __future__ import annotations

from game.core.i18n import N_

#: each seat kind of game.core.match, as a player reads it
#: (English texts, translated where shown)
KIND_LABELS = {
    "human": N_("Human"),
    "easy": N_("Computer · Easy"),
    "normal": N_("Computer · Normal"),
    "hard": N_("Computer · Hard"),
}
#: a computer seat's level alone ("Anna (White, Hard)")
LEVELS = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}
