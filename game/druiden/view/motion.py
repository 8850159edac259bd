"""Rule events → animations on the Die Druiden board.

Each animation changes the BoardModel through its steps as it starts and ends (skipping an
animation fires them all, in order, so the board lands exactly where playing it through would
leave it): the dice tumble and settle on the faces rolled, a piece walks field by field along
the rules' path (round the ring on an arc, straight along a spoke, so it turns at the spokes),
a piece on a druid's foot goes on into the Place of Decision, a summoned spirit rises from its
home and comes down on its field, a banished one flies back, a spirit changing hands shows its
new controller's ring swelling over it.

`board_motion(lay, model, event, sound)` gives the animation of one event's board part (its
table is BOARD; None for events the board does not show: cards, votes — the table and the vote
animate those), `card_counts(model, event)` the stack's and discard pile's counts after a card
event (COUNTS); `for_events` chains them for a whole action. `sound(name)` plays "click",
"stone", "stone_low" or "fanfare" (the app's sounds); None is silent. Positions are worked out
when an animation starts, from the model as it stands then.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from game.core.by_event import ByEvent
from game.core.i18n import _
from game.druiden.rules import events as E
from game.druiden.rules.dice import DICE
from game.druiden.rules.pieces import DECISION, DRUID, HOME, SPIRITS
from game.ui import anim, theme
from game.ui.effects import FloatText, Pulse

from . import painting
from .layout import DruidenLayout
from .model import BoardModel, DieShow

Point = tuple[float, float]
Sound = Callable[[str], None] | None

STEP = 0.2  # seconds per field walked (at speed 1)
ROLL = 0.95  # seconds a die tumbles
TUMBLE_SETTLE = 0.72  # part of the tumble after which the die shows its outcome

#: The board's animation of each kind of event: (lay, model, event, sound) → its animation. The
#: kinds it passes are animated elsewhere, as the comments say.
BOARD: ByEvent[Callable[[DruidenLayout, BoardModel, Any, Sound], anim.Anim]] = ByEvent("motion")
# the cards: the table flies them (beats.py); the stack's and discard pile's counts follow (COUNTS)
BOARD.passes(E.CardDrawn, E.StackReshuffled, E.SpellPlayed, E.CardDiscarded, E.CardTaken, E.CardGiven)
BOARD.passes(E.NothingToDraw, E.ExchangeDemanded, E.TheftBegun, E.ActionForbidden)  # the table's banners (beats.py)
BOARD.passes(E.VoteBegun, E.VoteCast, E.VoteCounted, E.CultWon)  # the vote's scales (vote.py)
BOARD.passes(E.GameEnded)  # the scoring after the vote (scoring.py)


# --- passing visuals -----------------------------------------------------------------------------
def _pulse(centre, radius: float, colour, letter: str = "") -> Pulse:
    """A ring swelling about a spot on the board (a control change, the Place of Decision
    filling): a little wider from the start, and further, than the shared default."""
    return Pulse(centre, radius, colour, letter, start=0.7, grow=0.9, alpha=235)


# --- paths ----------------------------------------------------------------------------------------
def step_path(lay: DruidenLayout, a: int, b: int) -> Callable[[float], Point]:
    """The way from field a to the field b beside it (see DruidenLayout.step_path)."""
    return lay.step_path(a, b)


def _join(start: Point, path: Callable[[float], Point], end: Point) -> Callable[[float], Point]:
    """`path` shifted so it begins at `start` and ends at `end` (a piece beside another on a
    field walks from and to its own slot), the shift blended along the way."""
    p0, p1 = path(0.0), path(1.0)
    d0 = (start[0] - p0[0], start[1] - p0[1])
    d1 = (end[0] - p1[0], end[1] - p1[1])

    def at(t: float) -> Point:
        x, y = path(t)
        return x + d0[0] + (d1[0] - d0[0]) * t, y + d0[1] + (d1[1] - d0[1]) * t

    return at


def lifted_arc(a: Point, b: Point) -> Callable[[float], Point]:
    """A spirit's flight: a high arc (above the board for long ways)."""
    return anim.arc(a, b, min(120.0, 24 + math.dist(a, b) / 4))


# --- piece motion ---------------------------------------------------------------------------------
def carry(
    lay: DruidenLayout,
    model: BoardModel,
    piece: int,
    dest: int,
    legs: Callable[[Point, Point], list],
    on_start=None,
    on_done=None,
    lift: Callable[[float], float] | None = None,
) -> anim.Anim:
    """Takes `piece` off its place, moves it along `legs(start, end)` — [(seconds, path)] —
    and puts it down at `dest`; start and end spots are worked out when the motion starts.
    `lift(t)` over the whole way raises the piece (a spirit flying)."""

    def build() -> anim.Anim:
        start = painting.piece_point(lay, model, piece)
        end = painting.spot(lay, model, piece, dest)
        parts = legs(start, end)
        total = sum(d for d, _ in parts) or 1.0
        flight = model.lift(piece, start)
        if on_start:
            on_start()
        seq: list[anim.Anim] = []
        done_before = 0.0
        for duration, path in parts:

            def put(t, path=path, duration=duration, before=done_before):
                flight.pos = path(t)
                if lift is not None:
                    flight.lift = lift((before + duration * t) / total)

            seq.append(anim.Tween(duration, put, ease=anim.ease_in_out_cubic))
            done_before += duration

        def land():
            model.land(piece, dest)
            if on_done:
                on_done()

        seq.append(anim.call(land))
        return anim.Sequence(seq)

    return anim.Deferred(build)


@BOARD.on(E.PieceMoved)
def walk(lay: DruidenLayout, model: BoardModel, e: E.PieceMoved, sound: Sound) -> anim.Anim:
    """Field by field along the rules' path: on an arc round the ring, straight along a
    spoke, a soft click on each field."""
    path = list(e.path)

    def legs(start: Point, end: Point) -> list:
        out = []
        last = len(path) - 2
        for i, (a, b) in enumerate(zip(path, path[1:])):
            way = step_path(lay, a, b)
            if i == 0 or i == last:  # leave from its own slot, arrive at its slot
                way = _join(start if i == 0 else lay.field_xy[a], way, end if i == last else lay.field_xy[b])
            out.append((STEP, way))
        return out or [(STEP, anim.line(start, end))]

    die = 0 if e.move <= 6 else 1
    hop = (lambda t: 0.35) if e.piece < DRUID else None  # spirits glide, druids walk
    return carry(
        lay,
        model,
        e.piece,
        path[-1],
        legs,
        on_start=lambda: model.use_die(die),
        on_done=lambda: _play(sound, "click"),
        lift=hop,
    )


@BOARD.on(E.PieceEnteredDecision)
def enter_decision(lay: DruidenLayout, model: BoardModel, e: E.PieceEnteredDecision, sound: Sound) -> anim.Anim:
    """From the druid's foot into the Place of Decision; the badge there counts it."""
    move = carry(
        lay,
        model,
        e.piece,
        DECISION,
        lambda a, b: [(0.45, anim.arc(a, b, 26))],
        on_done=lambda: _play(sound, "stone_low"),
    )
    ring = anim.shown(model.effects, _pulse(lay.decision.center, lay.decision.w * 0.5, theme.HIGHLIGHT), 0.5)
    return anim.Sequence([move, ring])


@BOARD.on(E.DruidEntered)
def druid_enters(lay: DruidenLayout, model: BoardModel, e: E.DruidEntered, sound: Sound) -> anim.Anim:
    """The first turn: the druid leaves the centre for its druid's foot."""
    return carry(
        lay,
        model,
        DRUID + e.player,
        e.field,
        lambda a, b: [(0.5, anim.arc(a, b, 30))],
        on_done=lambda: _play(sound, "click"),
    )


@BOARD.on(E.SpiritSummoned)
def summon(lay: DruidenLayout, model: BoardModel, e: E.SpiritSummoned, sound: Sound) -> anim.Anim:
    """The spirit rises from its home (its card, so its control ring, goes to the player at
    once), flies over the board and comes down on its field."""
    spirit = e.spirit

    def mark():
        model.marked.add(e.field)
        model.control(spirit, e.player)

    def unmark():
        model.marked.discard(e.field)
        _play(sound, "stone")

    home = lay.spirit_home_xy[SPIRITS[spirit]]
    return anim.Sequence(
        [
            anim.shown(
                model.effects,
                _pulse(home, painting.spirit_size(lay) * 0.7, model.rgb(e.player), model.letter(e.player)),
                0.35,
            ),
            carry(
                lay,
                model,
                spirit,
                e.field,
                lambda a, b: [(0.75, lifted_arc(a, b))],
                on_start=mark,
                on_done=unmark,
                lift=_rise_and_fall,
            ),
        ]
    )


@BOARD.on(E.SpiritBanished)
def banish(lay: DruidenLayout, model: BoardModel, e: E.SpiritBanished, sound: Sound) -> anim.Anim:
    """The spirit rises from its field and flies back home, losing its controller's ring
    when it arrives."""
    return anim.Sequence(
        [
            anim.shown(
                model.effects, _pulse(lay.field_xy[e.field], painting.spirit_size(lay) * 0.7, (236, 230, 214)), 0.3
            ),
            carry(
                lay,
                model,
                e.spirit,
                HOME,
                lambda a, b: [(0.75, lifted_arc(a, b))],
                on_done=anim.in_turn(lambda: model.control(e.spirit, -1), lambda: _play(sound, "stone_low")),
                lift=_rise_and_fall,
            ),
        ]
    )


@BOARD.on(E.SpiritControlled)
def control(lay: DruidenLayout, model: BoardModel, e: E.SpiritControlled, sound: Sound) -> anim.Anim:
    """The new controller's ring swells over the spirit; at its height the ring changes."""

    def build() -> anim.Anim:
        at = painting.piece_point(lay, model, e.spirit)
        size = painting.spirit_size(lay)
        return anim.Parallel(
            [
                anim.shown(model.effects, _pulse(at, size * 0.8, model.rgb(e.player), model.letter(e.player)), 0.7),
                anim.delay(0.3, anim.in_turn(lambda: model.control(e.spirit, e.player), lambda: _play(sound, "click"))),
            ]
        )

    return anim.Deferred(build)


@BOARD.on(E.SpiritMagicMoved)
def magic_move(lay: DruidenLayout, model: BoardModel, e: E.SpiritMagicMoved, sound: Sound) -> anim.Anim:
    """Magic movement: the spirit is lifted and set straight onto its new field."""
    return carry(
        lay,
        model,
        e.spirit,
        e.field,
        lambda a, b: [(0.7, lifted_arc(a, b))],
        on_done=lambda: _play(sound, "stone"),
        lift=_rise_and_fall,
    )


def _rise_and_fall(t: float) -> float:
    return math.sin(math.pi * min(1.0, max(0.0, t)))


# --- dice --------------------------------------------------------------------------------------------
def tumble(model: BoardModel, die: int, face: str, delay: float = 0.0) -> anim.Anim:
    """Die `die` tumbles in from above, showing faces of its own at random (seeded by the
    outcome, so a replay looks the same), turning and bouncing less and less, and settles on
    `face`."""
    rnd = random.Random(sum(map(ord, face)) * 7 + die)
    faces = DICE[die]
    flips = [rnd.choice(faces) for _ in range(12)]
    spin = rnd.choice((-1, 1)) * rnd.uniform(300, 520)
    from_x = (-1 if die == 0 else 1) * rnd.uniform(30, 60)

    def show():
        model.rolling[die] = DieShow(flips[0], spin, (from_x, -70.0), 0.8)
        model.version += 1

    def step(t: float) -> None:
        k = min(len(flips) - 1, int(t / TUMBLE_SETTLE * len(flips)))
        shown = face if t >= TUMBLE_SETTLE else flips[k]
        fall = (1 - t) ** 2
        bounce = abs(math.sin(t * math.pi * 3)) * 18 * (1 - t)
        model.rolling[die] = DieShow(shown, spin * (1 - t) ** 2, (from_x * fall, -70.0 * fall - bounce), 0.8 + 0.2 * t)

    return anim.Sequence(
        [
            anim.delay(delay),
            anim.Tween(ROLL, step, ease=anim.linear, on_start=show, on_done=lambda: model.show_die(die, face)),
        ]
    )


@BOARD.on(E.DiceRolled)
def roll(lay: DruidenLayout, model: BoardModel, e: E.DiceRolled, sound: Sound = None) -> anim.Anim:
    """Both dice tumble together (the second a moment later) and settle on the outcome."""
    return anim.Sequence(
        [
            anim.call(lambda: _play(sound, "click")),
            anim.Parallel([tumble(model, 0, e.faces[0]), tumble(model, 1, e.faces[1], 0.08)]),
            anim.call(anim.in_turn(lambda: model.show_dice(e.faces), lambda: _play(sound, "stone"))),
        ]
    )


@BOARD.on(E.DieRerolled)
def reroll(lay: DruidenLayout, model: BoardModel, e: E.DieRerolled, sound: Sound = None) -> anim.Anim:
    """Nebel: one die rolled again."""
    return anim.Sequence(
        [
            anim.call(lambda: _unuse(model, e.die)),
            tumble(model, e.die, e.face),
            anim.call(lambda: _play(sound, "stone")),
        ]
    )


def _unuse(model: BoardModel, die: int) -> None:
    model.used[die] = False
    model.version += 1


@BOARD.on(E.DieLost)
def die_lost(lay: DruidenLayout, model: BoardModel, e: E.DieLost, sound: Sound = None) -> anim.Anim:
    """The die is spent: "not used" rises on its face, within it all the way."""
    face = painting.die_face_rect(lay, e.die)
    word = FloatText(_("not used"), face.center, size=14, rise=26, width=face.w - 6)
    room = max(0, (face.h - word.img.get_height()) // 2 - 3)  # from the face's foot to its top
    word.pos, word.rise = (face.centerx, face.centery + room), 2 * room
    return anim.Parallel([anim.call(lambda: model.use_die(e.die)), anim.shown(model.effects, word, 0.9)])


@BOARD.on(E.MovementChosen)
def movement_chosen(lay: DruidenLayout, model: BoardModel, e: E.MovementChosen, sound: Sound = None) -> anim.Anim:
    """The choice after two rings, said across the dice, within their place; magic movement
    spends both."""
    word = _("magic movement") if e.magic else _("normal movement")
    face = painting.die_face_rect(lay, 0)  # across the two dice, under the place's heading
    said = anim.shown(model.effects, FloatText(word, (lay.dice.centerx, face.centery + 8), size=13, rise=16), 0.9)
    if not e.magic:
        return said
    return anim.Parallel([anim.call(anim.in_turn(lambda: model.use_die(0), lambda: model.use_die(1))), said])


# --- the whole action --------------------------------------------------------------------------------
def board_motion(lay: DruidenLayout, model: BoardModel, e, sound: Sound = None) -> anim.Anim | None:
    """The board's animation of one event, or None when the board does not show it."""
    show = BOARD.get(e)
    return show(lay, model, e, sound) if show is not None else None


#: The stack's and the discard pile's counts following each kind of card event, at once:
#: (model, event) → the change; a kind it lacks changes neither count.
COUNTS: ByEvent[Callable[[BoardModel, Any], anim.Anim]] = ByEvent("motion")


def card_counts(model: BoardModel, e) -> anim.Anim | None:
    """The stack's and the discard pile's counts following a card event, at once (for a
    table that does not fly the card itself; one that does calls the model's
    card_from_stack / card_to_discard / reshuffle as its flight starts or lands)."""
    count = COUNTS.get(e)
    return count(model, e) if count is not None else None


@COUNTS.on(E.CardDrawn)
def _drawn(model: BoardModel, e: E.CardDrawn) -> anim.Anim:
    return anim.call(model.card_from_stack)


@COUNTS.on(E.SpellPlayed, E.CardDiscarded)
def _discarded(model: BoardModel, e: E.SpellPlayed | E.CardDiscarded) -> anim.Anim:
    return anim.call(lambda: model.card_to_discard(e.card))


@COUNTS.on(E.StackReshuffled)
def _reshuffled(model: BoardModel, e: E.StackReshuffled) -> anim.Anim:
    return anim.call(lambda: model.reshuffle(e.cards))


def for_events(
    lay: DruidenLayout, model: BoardModel, events, sound: Sound = None, counts: bool = True
) -> anim.Anim | None:
    """The board's animation of one action's events, one after another (None when it shows
    none of them). `counts`: also keep the stack and discard counts (see card_counts)."""
    parts = []
    for e in events:
        part = board_motion(lay, model, e, sound)
        if part is None and counts:
            part = card_counts(model, e)
        if part is not None:
            parts.append(part)
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else anim.Sequence(parts)


@BOARD.on(E.TurnBegan)
def _turn_began(lay: DruidenLayout, model: BoardModel, e: E.TurnBegan, sound: Sound) -> anim.Anim:
    return anim.call(lambda: _turn(model, e.player))


def _turn(model: BoardModel, player: int) -> None:
    """A turn begins: the dice are picked up (the new player rolls them)."""
    model.active = player
    model.dice, model.used = ["", ""], [False, False]
    model.version += 1


def _play(sound: Sound, name: str) -> None:
    if sound is not None:
        sound(name)
