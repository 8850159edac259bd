"""The games in the box: id, title, seats, and how to start one. Pure Python (no pygame).

The UI and the tools look games up here; a game appears in the menu once it is registered.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable

from .protocol import GameState


@dataclass(frozen=True)
class SeatColour:
    """A colour a seat may play: its name, RGB for the table, and a letter so colour is never
    the only signal."""

    name: str
    rgb: tuple[int, int, int]
    letter: str


@dataclass(frozen=True)
class GameSpec:
    id: str
    title: str
    summary: str
    min_players: int
    max_players: int
    #: Seat colours in rules order: the rules' player i plays colours[i] when seats keep order.
    colours: tuple[SeatColour, ...]
    #: new_game(players, seed) -> a fresh state.
    new_game: Callable[[int, int], GameState]
    #: from_position(data, seed) -> a state from a scenario's starting position.
    from_position: Callable[[dict, int], GameState]
    #: to_json(state) -> plain data.
    to_json: Callable[[GameState], dict]
    #: True when the rules fix which colour moves first (Tholos: White), so the seat playing
    #: colour i must be rules player i.
    colour_fixes_order: bool = False
    notes: tuple[str, ...] = field(default_factory=tuple)
    #: private_decision(state) -> True when the player to decide must see their own secrets to
    #: do it (hot-seat then hides the table and hands the screen over when that player is not
    #: the human already at it). None: the game hides nothing, so no hand-over is ever needed.
    private_decision: Callable[[GameState], bool] | None = None
    #: Another rule set of the game with this id (the same board and pieces): the menu shows
    #: one card for the family and the setup screen offers the rule-set choice.
    variant_of: str | None = None
    #: vary_secrets(state, seat, rnd) -> another possible truth that `seat` cannot tell from
    #: `state` (the same observation for that seat, other hidden values), made with the
    #: random.Random `rnd`. The protocol contract test varies the secrets with it to check that
    #: observations and visible events leak nothing. None: the game has no secrets.
    vary_secrets: Callable[[GameState, int, random.Random], GameState] | None = None


def _tholos() -> GameSpec:
    from game.tholos.rules import TholosState, from_position, to_json

    def new_game(players: int, seed: int) -> GameState:
        if players != 2:
            raise ValueError("Tholos is for exactly 2 players")
        return TholosState(seed)

    return GameSpec(
        id="tholos",
        title="Tholos",
        summary="Two builders raise seven columns of five stones; bonus actions per site.",
        min_players=2,
        max_players=2,
        colours=(SeatColour("White", (236, 230, 214), "W"), SeatColour("Black", (48, 44, 44), "B")),
        new_game=new_game,
        from_position=lambda data, seed: from_position(data, seed),
        to_json=to_json,
        colour_fixes_order=True,
    )


def _dolmen_private(state: GameState) -> bool:
    """Every Dolmen decision is taken with the decider's secrets in view: the dolmen value
    choice names the values in front of them, and during a whole turn the table shows their
    own dolmen stones (and lets them peek at the ones they placed). Only the finished game,
    with every stack turned over, hides nothing."""
    return not state.is_over()


def _dolmen() -> GameSpec:
    from game.dolmen.rules import DolmenState, from_position, to_json
    from game.dolmen.rules.hidden import vary_secrets

    return GameSpec(
        id="dolmen",
        title="Dolmen",
        summary="2–4 druid clans leave stones behind; win circles to raise dolmens of hidden "
                "value.",
        min_players=2,
        max_players=4,
        colours=(SeatColour("Blue", (58, 104, 178), "B"), SeatColour("Red", (190, 58, 48), "R"),
                 SeatColour("Yellow", (232, 192, 60), "Y"),
                 SeatColour("Green", (64, 142, 86), "G")),
        # The youngest player starts (rulings.md: the first seat of the setup screen), so the
        # setup's row order is the rules' order whatever colours are chosen.
        new_game=lambda players, seed: DolmenState(players, seed),
        from_position=lambda data, seed: from_position(data, seed),
        to_json=to_json,
        colour_fixes_order=False,
        notes=("The youngest player sits in the first seat: they start.",),
        private_decision=_dolmen_private,
        vary_secrets=vary_secrets,
    )


def _dolmengoetter() -> GameSpec:
    from game.dolmen.rules import DOLMENGOETTER, DolmenState, from_position, to_json
    from game.dolmen.rules.hidden import vary_secrets

    dolmen = get("dolmen")
    return GameSpec(
        id="dolmengoetter",
        title="Die Dolmengötter",
        summary=DOLMENGOETTER.summary,
        min_players=2,
        max_players=5,
        # Dolmen's four clans and a fifth: White reads well on the green heath and carries
        # dark letters.
        colours=(*dolmen.colours, SeatColour("White", (236, 232, 218), "W")),
        # "The smallest player is the first player": the first seat of the setup screen.
        new_game=lambda players, seed: DolmenState(players, seed, rules=DOLMENGOETTER),
        from_position=lambda data, seed: from_position(data, seed, rules=DOLMENGOETTER),
        to_json=to_json,
        colour_fixes_order=False,
        notes=("The smallest player sits in the first seat: they start.",),
        private_decision=_dolmen_private,
        variant_of="dolmen",
        vary_secrets=vary_secrets,
    )


_FACTORIES = {"tholos": _tholos, "dolmen": _dolmen, "dolmengoetter": _dolmengoetter}
_CACHE: dict[str, GameSpec] = {}


def game_ids() -> list[str]:
    """Registered games in menu order."""
    return list(_FACTORIES)


def family(game_id: str) -> list[str]:
    """The game ids sharing `game_id`'s board as rule sets: the main game first, then its
    variants in registry order (a game without variants: just itself)."""
    main = get(game_id).variant_of or game_id
    return [main] + [g for g in _FACTORIES if g != main and get(g).variant_of == main]


def get(game_id: str) -> GameSpec:
    """The spec of a game; raises KeyError with the known ids for an unknown one."""
    if game_id not in _FACTORIES:
        raise KeyError(f"unknown game '{game_id}' (known: {', '.join(_FACTORIES)})")
    if game_id not in _CACHE:
        _CACHE[game_id] = _FACTORIES[game_id]()
    return _CACHE[game_id]
