"""How to draw the Elder Futhark runes that mark the rune gates (pure data, no pygame).

The shipped DejaVu fonts have no Runic block, so the table draws each rune from strokes:
polylines in a unit box (x right, y down, 0..1; the stave runs from y 0 to 1). Scale the
points to any size and draw each polyline with an antialiased line. `RUNE_LETTERS` gives the
Unicode letter for fonts that do have it, and for text such as tooltips or the rules page.
"""

from __future__ import annotations

Stroke = tuple[tuple[float, float], ...]

_L, _M, _R = 0.25, 0.5, 0.75  # the stave on the left, centre and right of the box

RUNE_STROKES: dict[str, tuple[Stroke, ...]] = {
    "fehu": (((_L, 0), (_L, 1)), ((_L, 0.4), (_R, 0.1)), ((_L, 0.65), (_R, 0.35))),
    "uruz": (((_L, 1), (_L, 0), (_R, 0.35), (_R, 1)),),
    "thurisaz": (((_L, 0), (_L, 1)), ((_L, 0.25), (0.7, 0.5), (_L, 0.75))),
    "ansuz": (((_L, 0), (_L, 1)), ((_L, 0.1), (_R, 0.4)), ((_L, 0.4), (_R, 0.7))),
    "raidho": (((_L, 1), (_L, 0), (0.7, 0.25), (_L, 0.5), (_R, 1)),),
    "kaunan": (((0.7, 0.2), (0.3, 0.5), (0.7, 0.8)),),
    "gebo": (((0.2, 0.1), (0.8, 0.9)), ((0.8, 0.1), (0.2, 0.9))),
    "wunjo": (((_L, 1), (_L, 0), (0.7, 0.2), (_L, 0.4)),),
    "hagalaz": (((_L, 0), (_L, 1)), ((_R, 0), (_R, 1)), ((_L, 0.4), (_R, 0.6))),
    "naudiz": (((_M, 0), (_M, 1)), ((0.25, 0.35), (0.75, 0.65))),
    "isaz": (((_M, 0), (_M, 1)),),
    "jera": (((0.45, 0.1), (0.2, 0.35), (0.45, 0.6)), ((0.55, 0.4), (0.8, 0.65), (0.55, 0.9))),
    "eihwaz": (((0.75, 0.2), (_M, 0), (_M, 1), (0.25, 0.8)),),
    "perthro": (((0.7, 0.05), (0.7, 0.25), (_L, 0), (_L, 1), (0.7, 0.75), (0.7, 0.95)),),
    "algiz": (((_M, 0), (_M, 1)), ((0.15, 0.1), (_M, 0.45), (0.85, 0.1))),
    "sowilo": (((0.7, 0.05), (0.3, 0.35), (0.7, 0.65), (0.3, 0.95)),),
    "tiwaz": (((_M, 0), (_M, 1)), ((0.2, 0.3), (_M, 0), (0.8, 0.3))),
    "berkanan": (((_L, 0), (_L, 1), (0.7, 0.75), (_L, 0.5), (0.7, 0.25), (_L, 0)),),
    "ehwaz": (((_L, 1), (_L, 0), (_M, 0.3), (_R, 0), (_R, 1)),),
    "mannaz": (((_L, 1), (_L, 0), (_R, 0.4)), ((_R, 1), (_R, 0), (_L, 0.4))),
    "laguz": (((0.3, 1), (0.3, 0), (_R, 0.3)),),
    "ingwaz": (((_M, 0.2), (0.8, 0.5), (_M, 0.8), (0.2, 0.5), (_M, 0.2)),),
    "dagaz": (((0.2, 1), (0.2, 0), (0.8, 1), (0.8, 0), (0.2, 1)),),
    "othala": (((0.15, 1), (0.78, 0.35), (_M, 0), (0.22, 0.35), (0.85, 1)),),
}

RUNE_LETTERS: dict[str, str] = dict(zip(RUNE_STROKES, "ᚠᚢᚦᚨᚱᚲᚷᚹᚺᚾᛁᛃᛇᛈᛉᛊᛏᛒᛖᛗᛚᛜᛞᛟ"))


def rune_strokes(rune: str) -> tuple[Stroke, ...]:
    """The polylines of a rune in the unit box; an unknown name (a rune added in Tiled that
    has no drawing yet) gets a plain stave so the gate is still marked."""
    return RUNE_STROKES.get(rune, (((_M, 0), (_M, 1)),))
