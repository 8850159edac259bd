"""Die Druiden as the box knows it: its spec, how a game starts, its rules text and bench case.
Pure Python. No table yet, so the menu leaves it out; the tools can already play it."""

from __future__ import annotations

import random

from game.core.i18n import N_
from game.core.protocol import GameState
from game.core.registry import GameSpec, SeatColour

from .rules import DruidenState, from_position
from .rules.hidden import sample_hidden


def vary_secrets(state: GameState, seat: int, rnd: random.Random) -> GameState:
    """Another truth `seat` cannot tell from `state`: the cards it has not seen dealt anew."""
    return sample_hidden(state.observation(seat), rnd)


SPECS = (
    GameSpec(
        id="druiden",
        title=N_("Die Druiden"),
        summary=N_(
            "Dice move druids and spirits around three stone rings; plants, spells and a "
            "vote between the Sun and the Moon."
        ),
        min_players=2,
        max_players=5,
        colours=(
            SeatColour(N_("Blue"), (58, 104, 178), "B"),
            SeatColour(N_("Red"), (190, 58, 48), "R"),
            SeatColour(N_("Yellow"), (232, 192, 60), "Y"),
            SeatColour(N_("Green"), (64, 142, 86), "G"),
            SeatColour(N_("White"), (236, 232, 218), "W"),
        ),
        # The seed plays no part: every chance step is drawn by the match's driver.
        new_game=lambda players, seed: DruidenState(players),
        from_position=lambda data, seed: from_position(data),
        colour_fixes_order=False,
        notes=(N_("The first seat starts."),),
        hides_secrets=True,
        vary_secrets=vary_secrets,
        reference="reference.md",
        narrator="game.druiden.narrate:narrate",
        coach="game.druiden.coach",
        table="game.druiden.view.table:DruidenTable",
        results="game.druiden.view.results:DruidenResults",
        bench_players=(4,),
        ai="game.druiden.ai",
    ),
)
