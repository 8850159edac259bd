"""A Die Druiden table for view tests: a new match with human seats named from `names`, laid
out wide or narrow, without an app."""

from __future__ import annotations

from types import SimpleNamespace

from game.core.match import Match, Seat
from game.druiden.view.table import DruidenTable
from game.ui import anim


def druiden_table(players: int, narrow: bool, names) -> DruidenTable:
    match = Match("druiden", [Seat(names[k], "human", k) for k in range(players)], 0)
    return DruidenTable(SimpleNamespace(narrow=narrow), match, anim.Timeline())
