"""Die Dolmengötter's animations on the Dolmen table (motion.py hands these events over):
a druid tipping over to collect herbs, a lying druid's flight as a high arc across the board
(standing up as it lands), a completed circle scored on the spot with its stack lifted away,
the setup round's and the final moves' banners.

Like motion.py, every animation changes the display model only through its callbacks, so
skipping it leaves the model exactly where the events say.
"""

from __future__ import annotations

import math

import pygame

from game.core.i18n import _
from game.dolmen import speech
from game.dolmen.places import circle_title
from game.dolmen.rules import events as E
from game.ui import anim, theme
from game.ui.effects import FloatText, Pulse

from . import art, faces
from .motion import Banner, Piece, carry, last_turns, scoring


def herbs(table, e: E.HerbsCollected) -> anim.Anim:
    """The druid tips over onto its belly where it stands; a sprig of herbs appears."""
    piece = Piece("druid", e.player)
    at = table.layout.nodes[e.node]
    model = table.model
    return anim.Sequence(
        [
            carry(
                table,
                piece,
                [(0.5, lambda t: at, lambda t: t)],
                lambda: model.lift_druid(e.node),
                lambda: (model.put_druid(e.player, e.node), model.lie_down(e.node), table.app.sound.play("click")),
                attr="tilt",
            ),
            anim.shown(
                table.effects,
                FloatText(
                    _("collects herbs"),
                    (at[0], at[1] - table.layout.step * 0.5),
                    (226, 244, 210),
                    13,
                    back=(40, 80, 36),
                ),
                0.7,
            ),
        ]
    )


def flight_path(a, b, step: float):
    """The flight's arc: high over the board, higher the farther it goes."""
    return anim.arc(a, b, max(step * 1.2, math.dist(a, b) * 0.45))


def fly(table, e: E.DruidFlew) -> anim.Anim:
    """Lying, the druid rises in a high arc to its destination and stands up there."""
    piece = Piece("druid", e.player)
    lay, model = table.layout, table.model
    a, b = lay.nodes[e.source], lay.nodes[e.dest]
    return carry(
        table,
        piece,
        [(0.85, flight_path(a, b, lay.step), lambda t: 1.0), (0.3, lambda t: b, lambda t: 1 - t)],
        lambda: (model.lift_druid(e.source), table.app.sound.play("click")),
        lambda: (model.put_druid(e.player, e.dest), table.app.sound.play("click")),
        attr="tilt",
    )


class LiftAway:
    """A scored stack rising off its altar and fading (drawn from what the table showed)."""

    def __init__(self, table, circle: int) -> None:
        self.table, self.circle, self.t = table, circle, 0.0
        self.slabs: list = []

    def grab(self) -> None:
        """Takes the stack as it stands now (owners and turned-over values)."""
        model = self.table.model
        owners = list(model.stacks[self.circle])
        h = len(owners)
        self.slabs = [(o, model.revealed[self.circle].get(h - 1 - level, 0)) for level, o in enumerate(owners)]

    def draw(self, canvas: pygame.Surface) -> None:
        table, lay = self.table, self.table.layout
        size = lay.slab_size(self.circle)
        w, _s, t = size
        rise = 60 * anim.ease_out_cubic(self.t)
        alpha = int(255 * max(0.0, 1 - self.t))
        written = faces.written([value for _owner, value in self.slabs])  # the top one's face alone shows
        for level, (owner, _value) in enumerate(self.slabs):
            img = art.slab(table.rgb(owner), table.looks[owner][3], size, written[level]).copy()
            img.set_alpha(alpha)
            x, y = lay.slab_at(self.circle, level)
            canvas.blit(img, (x - w / 2 - 2, y - t / 2 - 2 - rise * (1 + 0.15 * level)))


def completed(table, e: E.CircleCompleted, scored: list, removed: E.StackRemoved | None):
    """A completed circle: a flash and its name, the stack turned over top-down with each
    dolmen's points flying to its owner's card, then the stack lifted off the board."""
    lay = table.layout
    spot = lay.circles[e.circle]
    name = circle_title(lay.board, e.circle)
    parts: list[anim.Anim] = [
        anim.call(lambda: table.model.complete(e.circle)),
        anim.Parallel(
            [
                anim.shown(table.effects, Pulse(spot.centre, spot.radius * 1.3, theme.HIGHLIGHT), 0.6),
                anim.shown(
                    table.effects,
                    FloatText(
                        (_("{circle} complete!") if e.height else _("{circle} complete: no dolmen")).format(
                            circle=name
                        ),
                        (spot.centre[0], spot.centre[1] - lay.step * 0.7),
                        (255, 244, 200),
                        15,
                        back=(90, 70, 30),
                    ),
                    1.0,
                ),
            ]
        ),
    ]
    if scored:
        parts.append(anim.Deferred(lambda: scoring(table, scored)))
    if removed is not None:
        lift = LiftAway(table, e.circle)

        def take():
            lift.grab()
            table.model.remove_stack(removed)

        if e.height:
            parts.append(anim.call(take))
            parts.append(anim.shown(table.effects, lift, 0.6))
        else:
            parts.append(anim.call(lambda: table.model.remove_stack(removed)))
    return anim.Sequence(parts)


def setup_banner(table) -> anim.Anim:
    return anim.shown(table.effects, Banner(_("Setup round"), _("each player places one druid at a time"), table), 1.6)


def play_begins(table) -> anim.Anim:
    return anim.shown(table.effects, Banner(_("The druids are placed"), _("walk, collect herbs or fly"), table), 1.4)


def final_moves(table, e: E.FinalRoundBegun) -> anim.Anim:
    done = speech.names([table.names[p] for p in e.finished])
    sub = _("{done}: last dolmen placed · {last}").format(done=done, last=last_turns(table, e, "move"))
    return anim.shown(table.effects, Banner(_("Final moves"), sub, table), 2.0)
