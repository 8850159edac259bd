"""The games in the box: each game package's manifest declares its GameSpecs; this module
finds them and answers lookups. Pure Python (no pygame).

Adding a game is one package `game/<pkg>/` with a `manifest.py` whose `SPECS` lists its
GameSpec(s), plus its package name in `game/box.py`. The UI and the tools look games up here
and never name one.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass, field, replace
from importlib.resources import files
from typing import Any, Callable

from game import box

from .i18n import pgettext
from .protocol import GameState

#: The game packages, in menu order (game/box.py); each has a `manifest` module with `SPECS`.
PACKAGES: tuple[str, ...] = box.PACKAGES


@dataclass(frozen=True)
class SeatColour:
    """A colour a seat may play: its name, RGB for the table, and a letter so colour is never
    the only signal. `mark` is the English letter ("Y" for Yellow); `letter` is the one shown,
    in the language shown ("Ge" for Gelb), a message whose context names the colour."""

    name: str
    rgb: tuple[int, int, int]
    mark: str

    @property
    def letter(self) -> str:
        return pgettext(letter_context(self.name), self.mark)


def letter_context(colour_name: str) -> str:
    """The catalog context of a seat colour's letter ("letter of Yellow"): one message per
    colour, since one English letter (B) stands for two German colours (Blau, Schwarz)."""
    return f"letter of {colour_name}"


@dataclass(frozen=True)
class GameSpec:
    """One game (or one rule set of a game) as the box knows it.

    Views, results panels and computer players are named, not imported, by strings such as
    "game.<pkg>.view:<Name>Table" (see `load`), so reading a manifest never loads pygame."""

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
    #: True when the rules fix which colour moves first (Tholos: White), so the seat playing
    #: colour i must be rules player i.
    colour_fixes_order: bool = False
    notes: tuple[str, ...] = field(default_factory=tuple)
    #: True when some seats may not see everything (hands, hidden values): in hot-seat the
    #: table is then hidden and the screen handed over before the decision of any human who
    #: does not hold it. False: the game hides nothing, so no hand-over is ever needed.
    hides_secrets: bool = False
    #: Another rule set of the game with this id (the same board and pieces): the menu shows
    #: one card for the family and the setup screen offers the rule-set choice.
    variant_of: str | None = None
    #: vary_secrets(state, seat, rnd) -> another possible truth that `seat` cannot tell from
    #: `state` (the same observation for that seat, other hidden values), made with the
    #: random.Random `rnd`. The protocol contract test varies the secrets with it to check that
    #: observations and visible events leak nothing. None: the game has no secrets.
    vary_secrets: Callable[[GameState, int, random.Random], GameState] | None = None
    #: The line the setup screen shows for this rule set beside its family's others ("" =
    #: `summary`).
    rules_summary: str = ""
    #: The menu card's detail for a family with several rule sets, before the list of rule
    #: sets and their player counts ("" = `summary`). Read from the family's main game.
    family_summary: str = ""
    #: The module whose `make_agent(level, seed)` makes computer players for the levels
    #: easy, normal and hard; None: only the "random" level, which every game has.
    ai: str | None = None
    #: The table view class, "module:Class" (contract in game/ui/tables.py); None: no table
    #: yet, so the menu leaves the game out (the tools can still play it).
    table: str | None = None
    #: The results panel class, "module:Class" (contract in game/ui/results.py), built with
    #: the finished match; None: the results screen lists the scores.
    results: str | None = None
    #: The narrator, "module:function" (contract in game/core/narration.py): the game's
    #: events as plain sentences for the log, the hand-over screen and the tutorials. None:
    #: the table tells nothing of what happened.
    narrator: str | None = None
    #: The coach module (contract in game/ai/advice.py): why the hard computer player's
    #: choice is good, in a sentence, for hints, and what a move is worth, for reviews.
    #: None: hints say only what to play, and reviews find no costly move.
    coach: str | None = None
    #: The rules reference text, a markdown file in the game's package.
    reference: str = "reference.md"
    #: Player counts `python -m tools.bench` measures random playouts for (cases named
    #: "<id>-<n>p"); empty: the fewest players.
    bench_players: tuple[int, ...] = ()
    #: The package whose manifest declares this spec (set by the registry).
    package: str = ""

    def colour(self, index: int) -> SeatColour:
        """The seat colour a seat with colour `index` plays (counted round the colours)."""
        return self.colours[index % len(self.colours)]

    def read_text(self, name: str) -> str:
        """A text file shipped in the game's package, e.g. its `reference`. Raises OSError
        (FileNotFoundError for a missing file) or UnicodeDecodeError."""
        return files(self.package).joinpath(name).read_text(encoding="utf-8")


_SPECS: dict[str, GameSpec] | None = None


def _specs() -> dict[str, GameSpec]:
    """Every package's manifest read once, in PACKAGES order; ValueError for an id declared
    twice or a variant of a game nobody declares."""
    global _SPECS
    if _SPECS is None:
        found: dict[str, GameSpec] = {}
        for package in PACKAGES:
            manifest = importlib.import_module(f"{package}.manifest")
            for spec in manifest.SPECS:
                if spec.id in found:
                    raise ValueError(f"game '{spec.id}' is declared by {found[spec.id].package} and again by {package}")
                found[spec.id] = replace(spec, package=package)
        for spec in found.values():
            if spec.variant_of is not None and spec.variant_of not in found:
                raise ValueError(f"game '{spec.id}' is a rule set of '{spec.variant_of}', which no manifest declares")
        _SPECS = found
    return _SPECS


def game_ids() -> list[str]:
    """Registered games in menu order."""
    return list(_specs())


def family(game_id: str) -> list[str]:
    """The game ids sharing `game_id`'s board as rule sets: the main game first, then its
    variants in registry order (a game without variants: just itself)."""
    main = get(game_id).variant_of or game_id
    return [main] + [g for g, spec in _specs().items() if g != main and spec.variant_of == main]


def get(game_id: str) -> GameSpec:
    """The spec of a game; raises KeyError with the known ids for an unknown one."""
    specs = _specs()
    if game_id not in specs:
        raise KeyError(f"unknown game '{game_id}' (known: {', '.join(specs)})")
    return specs[game_id]


def load(name: str) -> Any:
    """What a manifest names: "package.module:Attribute" imports the module and returns the
    attribute; "package.module" returns the module. ImportError/AttributeError name what is
    missing."""
    module_name, _, attribute = name.partition(":")
    module = importlib.import_module(module_name)
    if not attribute:
        return module
    try:
        return getattr(module, attribute)
    except AttributeError:
        raise AttributeError(f"{module_name} has no '{attribute}' (named as '{name}')") from None
