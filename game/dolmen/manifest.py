"""Dolmen and its rule set Die Dolmengötter as the box knows them: one board, one state, one
table and one results panel for both; each rule set has its own spec, rules text and bench
case. Pure Python (views are named, not imported)."""

from __future__ import annotations

import random
from typing import Callable, TypedDict

from game.core.i18n import N_
from game.core.protocol import GameState
from game.core.registry import GameSpec, SeatColour

from .rules import DOLMEN, DOLMENGOETTER, DolmenState, from_position
from .rules.hidden import vary_secrets

#: The clans' colours (their names English, translated where shown; the letters stay).
CLANS = (
    SeatColour(N_("Blue"), (58, 104, 178), "B"),
    SeatColour(N_("Red"), (190, 58, 48), "R"),
    SeatColour(N_("Yellow"), (232, 192, 60), "Y"),
    SeatColour(N_("Green"), (64, 142, 86), "G"),
)
#: Die Dolmengötter's fifth clan: White reads well on the green heath and carries dark letters.
FIFTH_CLAN = SeatColour(N_("White"), (236, 232, 218), "W")


class _Shared(TypedDict):
    colour_fixes_order: bool
    hides_secrets: bool
    vary_secrets: Callable[[GameState, int, random.Random], GameState]
    ai: str
    table: str
    results: str
    narrator: str
    coach: str


#: What both rule sets share: one table, one results panel, one set of computer players.
SHARED = _Shared(
    colour_fixes_order=False,
    hides_secrets=True,
    vary_secrets=vary_secrets,
    ai="game.dolmen.ai",
    table="game.dolmen.view:DolmenTable",
    results="game.dolmen.view.results:DolmenResults",
    narrator="game.dolmen.narrate:narrate",
    coach="game.dolmen.coach",
)

SPECS = (
    GameSpec(
        id="dolmen",
        title=N_("Dolmen"),
        summary=N_("2–4 druid clans leave stones behind; win circles to raise dolmens of hidden value."),
        min_players=2,
        max_players=4,
        colours=CLANS,
        # The youngest player starts (docs/rulings.md: the first seat of the setup screen), so the
        # setup's row order is the rules' order whatever colours are chosen.
        new_game=lambda players, seed: DolmenState(players, seed),
        from_position=lambda data, seed: from_position(data, seed),
        notes=(N_("The youngest player sits in the first seat: they start."),),
        rules_summary=DOLMEN.summary,
        family_summary=N_("Dolmens of hidden value."),
        reference="reference.md",
        bench_players=(4,),
        **SHARED,
    ),
    GameSpec(
        id="dolmengoetter",
        title=N_("Die Dolmengötter"),
        summary=DOLMENGOETTER.summary,
        min_players=2,
        max_players=5,
        colours=(*CLANS, FIFTH_CLAN),
        # "The smallest player is the first player": the first seat of the setup screen.
        new_game=lambda players, seed: DolmenState(players, seed, rules=DOLMENGOETTER),
        from_position=lambda data, seed: from_position(data, seed, rules=DOLMENGOETTER),
        notes=(N_("The smallest player sits in the first seat: they start."),),
        variant_of="dolmen",
        rules_summary=DOLMENGOETTER.summary,
        reference="reference_dolmengoetter.md",
        bench_players=(5,),
        **SHARED,
    ),
)
