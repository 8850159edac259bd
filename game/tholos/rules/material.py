"""Tholos material and temple: stone colours, the seven building sites and their bonuses."""

from __future__ import annotations

from game.core.i18n import N_

WHITE, BLACK, GREY = 0, 1, 2
COLOURS = (WHITE, BLACK, GREY)
COLOUR_LETTERS = ("W", "B", "G")
#: The colours' names in notation and data (JSON, positions); a sentence names a stone with a
#: message of its own (see the phrases below), as German declines the colour.
COLOUR_NAMES = ("white", "black", "grey")
#: Stones in the box (rule sheet: 16 white, 16 black, 10 grey).
MATERIAL = (16, 16, 10)
TOTAL_STONES = sum(MATERIAL)

COLUMN_HEIGHT = 5
WORKSHOP_PLACES = 3

#: Building sites in order around the temple (docs/rulings.md).
SITES = ("omega", "alpha", "beta", "gamma", "delta", "pi", "sigma")
SITE_SYMBOLS = ("Ω", "α", "β", "γ", "δ", "π", "Σ")
OMEGA, ALPHA, BETA, GAMMA, DELTA, PI, SIGMA = range(7)

#: Colour of the top stone the move bonus of Ω, α and β may shift.
MOVE_BONUS_COLOUR = {OMEGA: BLACK, ALPHA: GREY, BETA: WHITE}

#: Most stones of a colour one delivery may bring, seen from the deliverer: own, grey, rival.
DELIVERY_LIMIT_OWN, DELIVERY_LIMIT_GREY, DELIVERY_LIMIT_RIVAL = 3, 2, 1

#: Each site's bonus in words (the column card), marked for the catalog: shown with _().
BONUS_TEXT = (
    N_("Move a black top stone from another column onto a third column"),
    N_("Move a grey top stone from another column onto a third column"),
    N_("Move a white top stone from another column onto a third column"),
    N_("Return the top stone of another column to the quarry"),
    N_("Take any one stone from the quarry into your workshop"),
    N_("Take any one stone from your rival's workshop into yours"),
    N_("Place a stone from your workshop on another column"),
)


def delivery_limit(player: int, colour: int) -> int:
    """Most stones of `colour` that `player` (0 white, 1 black) may take in one delivery."""
    if colour == GREY:
        return DELIVERY_LIMIT_GREY
    return DELIVERY_LIMIT_OWN if colour == player else DELIVERY_LIMIT_RIVAL


def colour_from_letter(letter: str) -> int:
    try:
        return COLOUR_LETTERS.index(letter.upper())
    except ValueError:
        raise ValueError(f"unknown stone colour '{letter}' (use W, B or G)") from None


def site_from_name(name: str) -> int:
    key = name.lower()
    if key in SITES:
        return SITES.index(key)
    if name in SITE_SYMBOLS:
        return SITE_SYMBOLS.index(name)
    raise ValueError(f"unknown building site '{name}' (use {', '.join(SITES)})")
