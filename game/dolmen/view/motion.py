"""Rule events → animations on the Dolmen table.

Each animation changes the display model through its callbacks (when a piece leaves and when
it arrives; skipping an animation fires them all), so the drawn table follows the events
themselves: a druid walks node by node (hopping over a bridge, fading through a rune gate),
stones drop, dolmen stones slide onto the top or push in underneath, skips show −1 on the
marker, and at the end every stack is turned over top-down with its points flying home.
"""

from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from game.core.i18n import _
from game.dolmen import speech
from game.dolmen.rules import events as E
from game.ui import anim, theme
from game.ui.effects import FloatText, Pulse

from .hud import draw_board_banner


class Piece:
    """A druid or stone in motion, drawn by the painter until it lands."""

    def __init__(self, kind: str, player: int) -> None:
        self.kind, self.player = kind, player
        self.pos = (0.0, 0.0)
        self.alpha = 1.0
        self.tilt = 0.0  # a druid tipping over (Die Dolmengötter): 0 standing, 1 lying


class SlabMotion:
    """A dolmen stone joining a stack: t runs 0 → 1 (on top it settles from above; under,
    it slides in from the side while the stack rises)."""

    def __init__(self, owner: int, where: str) -> None:
        self.owner, self.where, self.t = owner, where, 0.0


class Banner:
    """A large word across the board ("Final round", the winners), where the table's
    `banner_spot()` says when drawn (the board's middle, wide or narrow)."""

    def __init__(self, text: str, sub: str = "", table=None) -> None:
        self.text, self.sub, self.t, self.table = text, sub, 0.0, table

    def draw(self, canvas: pygame.Surface) -> None:
        fade = min(1.0, 4 * self.t, 4 * (1 - self.t))
        centre, width = self.table.banner_spot() if self.table is not None else ((640, 330), None)
        draw_board_banner(canvas, self.text, self.sub, fade, centre, width)


def carry(table, piece: Piece, legs, on_start, on_done, attr: str = "alpha", rest: float = 1.0) -> anim.Anim:
    """Moves `piece` along `legs`, one after another: (duration, path(t), f(t) or None),
    where f sets the piece's `attr` on the way (`rest` when None): its alpha (fading through
    a gate) or, for Die Dolmengötter, its tilt (0 standing, 1 lying)."""
    parts = [anim.call(lambda: (table.moving.append(piece), on_start()))]
    for duration, path, f in legs:

        def put(t, path=path, f=f):
            piece.pos = path(t)
            setattr(piece, attr, f(t) if f else rest)

        parts.append(anim.Tween(duration, put, ease=anim.ease_in_out_cubic))

    def land():
        if piece in table.moving:
            table.moving.remove(piece)
        on_done()

    parts.append(anim.call(land))
    return anim.Sequence(parts)


def walk(table, e: E.DruidWalked) -> anim.Anim:
    """Node by node along the rules' path; over a bridge or a row of druids it hops from
    head to head (clear of every figure it jumps); fades through gates."""
    lay, model = table.layout, table.model
    piece = Piece("druid", e.player)
    legs: list[tuple[float, Callable[[float], tuple[float, float]], Callable[[float], float] | None]] = []
    jumped = set(e.path[1:-1])
    head = lay.druid_size * 0.8  # standing on a jumped druid's head
    hop = lay.druid_size * 0.45  # how far each hop rises above its higher end

    def at(n):
        x, y = lay.nodes[n]
        return (x, y - head) if n in jumped else (x, y)

    for i, (a, b) in enumerate(zip(e.path, e.path[1:])):
        if e.gates[i]:
            out, back = lay.outside(a, 0.55), lay.outside(b, 0.55)
            legs.append((0.22, anim.line(at(a), out), lambda t: 1 - t))
            legs.append((0.22, anim.line(back, at(b)), lambda t: t))
        elif jumped:
            legs.append((0.3, anim.arc(at(a), at(b), hop), None))
        else:
            legs.append((0.3, anim.line(at(a), at(b)), None))
    return carry(
        table,
        piece,
        legs,
        lambda: model.lift_druid(e.path[0]),
        lambda: (model.put_druid(e.player, e.path[-1]), table.app.sound.play("click")),
    )


def place(table, e: E.DruidPlaced) -> anim.Anim:
    piece = Piece("druid", e.player)
    src, dst = table.hand_point(e.player), table.layout.nodes[e.node]
    return carry(
        table,
        piece,
        [(0.45, anim.arc(src, dst), None)],
        lambda: table.model.take_from_hand(e.player),
        lambda: (table.model.put_druid(e.player, e.node), table.app.sound.play("click")),
    )


def remove(table, e: E.DruidRemoved) -> anim.Anim:
    piece = Piece("druid", e.player)
    src, dst = table.layout.nodes[e.node], table.hand_point(e.player)
    return carry(
        table,
        piece,
        [(0.45, anim.arc(src, dst), lambda t: 1 - 0.4 * t)],
        lambda: table.model.lift_druid(e.node),
        lambda: table.model.druid_home(e.player),
    )


def drop(table, e: E.StonePlaced) -> anim.Anim:
    piece = Piece("stone", e.player)
    x, y = table.layout.nodes[e.node]
    legs = [(0.3, lambda t: (x, y - 44 * (1 - t) ** 2), lambda t: min(1.0, 0.3 + 2 * t))]
    return carry(
        table,
        piece,
        legs,
        lambda: table.model.take_stone(e.player),
        lambda: (table.model.put_stone(e.player, e.node), table.app.sound.play("stone")),
    )


def slab(table, e: E.DolmenPlaced) -> anim.Anim:
    motion = SlabMotion(e.owner, e.where)

    def start():
        table.slabbing[e.circle] = motion

    def step(t):
        motion.t = t

    def done():
        table.slabbing.pop(e.circle, None)
        table.model.put_dolmen(e)
        table.app.sound.play("stone_low")

    ease = anim.ease_out_cubic if e.where == "under" else anim.ease_out_back
    return anim.Tween(0.55, step, ease=ease, on_start=start, on_done=done)


def minus(table, player: int, where, marker: int) -> anim.Anim:
    """−1 over the place skipped and on the player's marker."""
    return anim.Parallel(
        [
            anim.call(lambda: table.model.set_marker(player, marker)),
            anim.shown(table.effects, FloatText("−1", where, (255, 214, 200), 18, back=(120, 40, 30)), 0.9),
            anim.shown(
                table.effects, FloatText("−1", table.score_point(player), (255, 214, 200), 16, back=(120, 40, 30)), 0.9
            ),
        ]
    )


class Points:
    """A stone's points shown where they can be read: rising from the stone to `rest` (above
    its stack), staying there, fading at the end; on a label of its owner's colour."""

    def __init__(self, text: str, source, rest, rgb) -> None:
        self.float = FloatText(text, source, (255, 250, 236), 15, back=theme.shade(rgb, 0.55))
        self.source, self.rest, self.t = source, rest, 0.0

    def draw(self, canvas: pygame.Surface) -> None:
        rise = min(1.0, self.t / 0.3)
        rise = 1 - (1 - rise) ** 3
        x = self.source[0] + (self.rest[0] - self.source[0]) * rise
        y = self.source[1] + (self.rest[1] - self.source[1]) * rise
        img = self.float.img
        img.set_alpha(int(255 * min(1.0, (1 - self.t) / 0.15)))
        canvas.blit(img, img.get_rect(center=(x, y)))


#: The end-of-game reveal's pace (seconds at speed 1): between two stones of one stack, and
#: how long a circle's points stay readable once its last stone is turned.
REVEAL_STEP, REVEAL_HOLD = 0.16, 0.9


def scoring(table, events) -> anim.Anim:
    """The stacks turned over top-down, circle by circle: each stone's points rise above its
    stack (one row per stone, so none covers another or a score) and count on its owner's
    card; the next circle begins once this one's points have been read."""
    by_circle: dict[int, list] = {}
    for e in events:
        by_circle.setdefault(e.circle, []).append(e)
    circles: list[anim.Anim] = [anim.call(lambda: table.app.sound.play("fanfare"))]
    lay = table.layout
    for c, stones in sorted(by_circle.items()):
        stones = sorted(stones, key=lambda s: s.level)
        height = len(table.model.stacks[c])
        top = lay.slab_at(c, height - 1) if height else lay.circles[c].centre
        spot = lay.circles[c]
        waves: list[anim.Anim] = [anim.shown(table.effects, Pulse(spot.centre, spot.radius, theme.HIGHLIGHT), 0.35)]
        last = REVEAL_STEP * (len(stones) - 1) + REVEAL_HOLD
        for k, e in enumerate(stones):
            src = lay.slab_at(c, height - 1 - e.level)
            rest = (top[0], top[1] - lay.step * 0.45 - 19 * (len(stones) - 1 - k))
            label = Points(f"+{e.points}" if e.points else "0", src, rest, table.rgb(e.owner))
            waves.append(
                anim.Sequence(
                    [
                        anim.delay(REVEAL_STEP * k),
                        anim.call(partial(table.model.reveal, e)),
                        anim.call(partial(table.model.score, e)),
                        anim.shown(table.effects, label, last - REVEAL_STEP * k + 0.3),
                    ]
                )
            )
        circles.append(anim.Parallel(waves))
    return anim.Sequence(circles)


def last_turns(table, e: E.FinalRoundBegun, what: str) -> str:
    """Who still plays once: "one last move for everyone else", or for the players named
    (`what`: "action" in Dolmen, "move" in Die Dolmengötter)."""
    others = [p for p in range(len(table.names)) if p not in e.finished]
    names = speech.names([table.names[p] for p in e.to_play])
    if what == "move":
        if not e.to_play:
            return _("no last move for anyone")
        if sorted(e.to_play) == others:
            return _("one last move for everyone else")
        return _("one last move for {names}").format(names=names)
    if not e.to_play:
        return _("no last action for anyone")
    if sorted(e.to_play) == others:
        return _("one last action for everyone else")
    return _("one last action for {names}").format(names=names)
