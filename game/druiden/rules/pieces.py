"""The pieces: eight spirits (three Sun, three Moon, the Dwarf King, the Morrigan) and one druid
per player. A piece is an int: spirits 0..7, the druid of seat p is DRUID + p.

Where a piece is: a field index 0..71, DECISION (on the Place of Decision), HOME (a spirit
waiting on the Place of the Spirits) or WAITING (a druid that has not yet left the centre).
"""

from __future__ import annotations

from .cards import MOON, SUN

SPIRITS = ("sun1", "sun2", "sun3", "moon1", "moon2", "moon3", "dwarf", "morrigan")
SPIRIT_TITLES = (
    "Sun spirit",
    "Sun spirit",
    "Sun spirit",
    "Moon spirit",
    "Moon spirit",
    "Moon spirit",
    "the Dwarf King",
    "the Morrigan",
)
CULT_OF = (SUN, SUN, SUN, MOON, MOON, MOON, "", "")
DWARF, MORRIGAN = 6, 7
DRUID = 8  # the druid of seat p is DRUID + p; in actions DRUID means "your druid"
SPIRIT_COUNT = 8
SPIRIT_POINTS = 10

DECISION = 72
HOME = -1
WAITING = -2


def spirit_index(name: str) -> int:
    """The spirit called `name` (sun1..3, moon1..3, dwarf, morrigan); ValueError otherwise."""
    key = name.strip().lower()
    if key not in SPIRITS:
        raise ValueError(f"there is no spirit '{name}' (spirits: {', '.join(SPIRITS)})")
    return SPIRITS.index(key)
