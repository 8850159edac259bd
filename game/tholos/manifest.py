"""Tholos as the box knows it: its spec, how a game starts, and where its computer players,
table, results panel, rules text and bench case live. Pure Python (views are named, not
imported)."""

from __future__ import annotations

from game.core.i18n import N_
from game.core.protocol import GameState
from game.core.registry import GameSpec, SeatColour

from .rules import TholosState, from_position


def new_game(players: int, seed: int) -> GameState:
    """A fresh game; Tholos is for exactly two."""
    if players != 2:
        raise ValueError("Tholos is for exactly 2 players")
    return TholosState(seed)


SPECS = (
    GameSpec(
        id="tholos",
        title=N_("Tholos"),
        summary=N_("Two builders raise seven columns of five stones; bonus actions per site."),
        min_players=2,
        max_players=2,
        colours=(SeatColour(N_("White"), (236, 230, 214), "W"), SeatColour(N_("Black"), (48, 44, 44), "B")),
        new_game=new_game,
        from_position=lambda data, seed: from_position(data, seed),
        colour_fixes_order=True,
        ai="game.tholos.ai",
        table="game.tholos.view:TholosTable",
        results="game.tholos.view.results:TholosResults",
        narrator="game.tholos.narrate:narrate",
        coach="game.tholos.coach",
        reference="reference.md",
        bench_players=(2,),
    ),
)
