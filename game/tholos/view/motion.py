"""Rule events → animations on the Tholos table.

Each StoneMoved lifts its stone from the display model when its flight starts and lands it
when the flight ends (also when skipped), so the drawn table follows the events themselves.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from game.core import words
from game.core.by_event import ByEvent
from game.core.i18n import _
from game.tholos.rules.events import BonusDeclined, BonusOffered, GameEnded, Passed, StoneMoved
from game.tholos.rules.scoring import score_column
from game.ui import anim, theme
from game.ui.effects import FloatText, OvalPulse
from game.ui.names import fit_said

from . import art

STAGGER = 0.13  # seconds between the stones of one delivery


class Flyer:
    """A stone in the air."""

    def __init__(self, colour: int) -> None:
        self.colour = colour
        self.pos = (0.0, 0.0)
        self.start = (0.0, 0.0)


def flight(table, event: StoneMoved, wait: float = 0.0) -> anim.Anim:
    """One stone carried along an arc from its source to its destination."""
    flyer = Flyer(event.colour)
    model = table.model

    def start():
        src = table.point_of(event.source, event.colour, leaving=True)
        model.lift(event)
        dst = table.point_of(event.dest, event.colour, leaving=False)
        flyer.start = src
        flyer.path = anim.arc(src, dst, 40 + math.dist(src, dst) / 4)
        table.flying.append(flyer)

    def put(t):
        flyer.pos = flyer.path(t)

    def land():
        table.flying.remove(flyer)
        model.land(event)
        if event.dest[0] == "column":
            table.app.sound.play("stone")
        else:
            table.app.sound.play("stone_low")

    tween = anim.Tween(0.52, put, ease=anim.ease_in_out_cubic, on_start=start, on_done=land)
    return anim.Sequence([anim.delay(wait), tween]) if wait else tween


#: the animation of each kind of event but the stones' flights, which for_events shows first
SHOW: ByEvent[Callable[[Any, Any], anim.Anim]] = ByEvent("motion")
SHOW.passes(StoneMoved)  # flown together, staggered, before the rest (for_events)


def for_events(table, events) -> anim.Anim | None:
    """The animation of one action's events, or None if there is nothing to show: the
    stones' flights together, then the rest one after another."""
    parts: list[anim.Anim] = []
    moves = [e for e in events if isinstance(e, StoneMoved)]
    if moves:
        parts.append(anim.Parallel(flight(table, e, i * STAGGER) for i, e in enumerate(moves)))
    for e in events:
        shown = SHOW.get(e)
        if shown is not None:
            parts.append(shown(table, e))
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else anim.Sequence(parts)


@SHOW.on(BonusOffered)
def _offered(table, e: BonusOffered) -> anim.Anim:
    base = table.layout.sites[e.site].base
    return anim.Parallel(
        [
            anim.call(lambda: table.app.sound.play("click")),
            anim.shown(table.effects, OvalPulse(base, theme.HIGHLIGHT), 0.7, anim.ease_out_cubic),
        ]
    )


@SHOW.on(BonusDeclined)
def _declined(table, e: BonusDeclined) -> anim.Anim:
    x, y = table.layout.sites[e.site].foot
    said = FloatText(_("bonus declined"), (x, y - 90), (250, 236, 200), 16, back=None, rise=36)
    return anim.shown(table.effects, said, 0.8)


@SHOW.on(Passed)
def _passed(table, e: Passed) -> anim.Anim:
    x, y, w, _h = table.layout.workshops[e.player]
    name = table.names[e.player]  # "Anna passes", "You pass"; a long name cut to the workshop
    if words.is_you(name):
        said = fit_said(lambda n: _("{name} pass").format(name=n), words.seat_name(name), 20, w - 16, "bold", 14)
    else:
        said = fit_said(lambda n: _("{name} passes").format(name=n), name, 20, w - 16, "bold", 14)
    return anim.shown(table.effects, FloatText(said.line, (x + w / 2, y + 60), size=said.size, back=None, rise=36), 1.0)


@SHOW.on(GameEnded)
def _ended(table, e: GameEnded) -> anim.Anim:
    return anim.Deferred(lambda: game_end(table))


#: The end-of-game reveal's pace (seconds at speed 1): one column after another, then a
#: last look at all of them before the results.
REVEAL_STEP, REVEAL_DROP, REVEAL_HOLD = 0.55, 0.3, 1.5


class Badge:
    """A column's points at the end of the game, in its leader's colour: it drops onto the
    top stone of the column in REVEAL_DROP seconds and rests there, covering only that
    stone's face, for the rest of its `life` (t runs 0 → 1 over it; the reveal ends with it).
    Placed from the table's layout as it is drawn, so a window changed meanwhile moves it
    with the column."""

    def __init__(self, table, site: int, text: str, owner: int, life: float) -> None:
        self.table, self.site, self.life, self.t = table, site, life, 0.0
        label = theme.text_surface(text, 18, art.STONE_INK[owner], "bold")
        self.img = pygame.Surface((label.get_width() + 16, label.get_height() + 4), pygame.SRCALPHA)
        box = self.img.get_rect()
        pygame.draw.rect(self.img, art.STONE_RGB[owner], box, border_radius=box.h // 2)
        pygame.draw.rect(self.img, theme.ACCENT, box, 2, border_radius=box.h // 2)
        self.img.blit(label, label.get_rect(center=box.center))

    def rect(self) -> pygame.Rect:
        """Where it rests: on the top face of the column's top stone."""
        height = len(self.table.model.columns[self.site])
        x, y = self.table.layout.sites[self.site].stone_at(max(0, height - 1))
        return self.img.get_rect(center=(round(x), round(y)))

    def draw(self, canvas: pygame.Surface) -> None:
        drop = anim.ease_out_cubic(min(1.0, self.t * self.life / REVEAL_DROP))
        self.img.set_alpha(int(255 * min(1.0, 2 * drop)))
        canvas.blit(self.img, self.rect().move(0, round(-24 * (1 - drop))))


def game_end(table) -> anim.Anim:
    """Fanfare, then column by column a pulse and the points of each column that scores,
    settling on its top stone; all of them rest there to be read, REVEAL_HOLD after the last
    has landed, and leave together at the end."""
    scoring = []
    for s in range(len(table.layout.sites)):
        res = score_column(table.model.columns[s]) if table.model.columns[s] else None
        if res is not None and res.owner is not None:
            scoring.append((s, res))
    end = REVEAL_STEP * max(0, len(scoring) - 1) + REVEAL_DROP + REVEAL_HOLD
    waves: list[anim.Anim] = [anim.call(lambda: table.app.sound.play("fanfare"))]
    for k, (s, res) in enumerate(scoring):
        assert res.owner is not None  # only columns with a leader are scored here
        start = REVEAL_STEP * k
        badge = Badge(table, s, words.number(res.points, sign=True), res.owner, end - start)
        pulse = OvalPulse(table.layout.sites[s].base, theme.HIGHLIGHT)
        waves.append(
            anim.Sequence(
                [
                    anim.delay(start),
                    anim.Parallel(
                        [
                            anim.shown(table.effects, pulse, 0.6, anim.ease_out_cubic),
                            anim.shown(table.effects, badge, end - start),
                        ]
                    ),
                ]
            )
        )
    return anim.Parallel(waves)
