"""The rule events turned into the table's animations, one after another: the board's part
from the board painter's motion (dice, pieces, spirits), and the table's own: cards flying
between the stack, the hands and the discard pile (face down unless the event shows the card
to the viewer), a spirit's card passing to its new controller, short banners for what the
board cannot show (the vote has its own animation, vote.py). Each part changes the models
when it ends, so skipping (finish) leaves the table exactly as watching would."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.core.by_event import ByEvent
from game.core.i18n import _
from game.druiden.rules import events as E
from game.druiden.speech import dative, name
from game.ui import anim, theme

from . import cards, motion

FLIGHT = 0.45


@dataclass
class Banner:
    """A short line over the board (a spell played, a vote cast, a forbidden action)."""

    text: str
    centre: tuple[float, float]
    t: float = 0.0

    def draw(self, canvas: pygame.Surface) -> None:
        img = theme.text_surface(self.text, 20, theme.INK, "bold")
        box = img.get_rect(center=self.centre).inflate(28, 14)
        theme.panel(canvas, box, theme.PANEL, radius=10)
        canvas.blit(img, img.get_rect(center=box.center))


def seat_point(view, p: int) -> tuple[float, float]:
    """Where a card to or from seat p flies: the viewer's own hand strip, else p's area."""
    lay = view.layout
    if p == view.model.viewer and p == view.viewer:
        return lay.hand.center
    return lay.seat_areas[p].center


def _flight_size(view) -> tuple[int, int]:
    return cards.NARROW_FLIGHT if view.layout.narrow else (44, 58)


def for_events(view, events: list) -> anim.Anim | None:
    parts = [part for e in events for part in _beat(view, e)]
    return anim.Sequence(parts) if parts else None


def _sound(view):
    sound = getattr(view.app, "sound", None)
    return (lambda name: sound.play(name)) if sound is not None else None


def _fly(view, card: int, src, dst, e, start=None) -> list:
    """A card from src to dst; `start` runs as it leaves (the counts on the board), the
    hands change as it lands."""
    flight = cards.flight(view.effects, card, src, dst, FLIGHT, _flight_size(view))
    if start is not None:
        return [anim.call(start), flight, anim.call(lambda: view.model.apply(e))]
    return [flight, anim.call(lambda: view.model.apply(e))]


def _banner(view, text: str, seconds: float = 0.9) -> anim.Tween:
    return anim.shown(view.effects, Banner(text, view.layout.decision.center), seconds)


def _beat(view, e) -> list:
    """The table's beats of one event: its own (BEATS), else the board's (motion.BOARD)."""
    beat = BEATS.get(e)
    if beat is not None:
        return beat(view, e)
    part = motion.board_motion(view.layout, view.model.board, e, _sound(view))
    return [part] if part is not None else []


#: The table's own beats of each kind of event: (view, event) → its animations, in turn. The
#: cards fly, a spirit's card passes with its ring, and what the board cannot show has a
#: banner; a kind it lacks is the board's (motion.BOARD, which says where the others are shown).
BEATS: ByEvent[Callable[[Any, Any], list]] = ByEvent("motion")


@BEATS.on(E.CardDrawn)
def _drawn(view: Any, e: E.CardDrawn) -> list:
    return _fly(view, e.card, view.layout.stack.center, seat_point(view, e.player), e, view.model.board.card_from_stack)


@BEATS.on(E.StackReshuffled)
def _reshuffled(view: Any, e: E.StackReshuffled) -> list:
    lay, board = view.layout, view.model.board
    return [
        _banner(view, _("The discard pile is shuffled into a new stack"), 0.6),
        anim.call(lambda: board.reshuffle(e.cards)),
        cards.flight(view.effects, -1, lay.discard.center, lay.stack.center, FLIGHT, _flight_size(view)),
    ]


@BEATS.on(E.SpellPlayed)
def _spell(view: Any, e: E.SpellPlayed) -> list:
    said = _("{who} plays {card}").format(who=name(view.names[e.player]), card=cards.CARDS[e.card].name)
    return [_banner(view, said, 0.7), *_discarded(view, e)]


@BEATS.on(E.CardDiscarded)
def _discarded(view: Any, e: E.SpellPlayed | E.CardDiscarded) -> list:
    board = view.model.board
    return [
        *_fly(view, e.card, seat_point(view, e.player), view.layout.discard.center, e),
        anim.call(lambda: board.card_to_discard(e.card)),
    ]


@BEATS.on(E.CardTaken)
def _taken(view: Any, e: E.CardTaken) -> list:
    return _fly(view, e.card, seat_point(view, e.victim), seat_point(view, e.taker), e)


@BEATS.on(E.CardGiven)
def _given(view: Any, e: E.CardGiven) -> list:
    return _fly(view, e.card, seat_point(view, e.giver), seat_point(view, e.receiver), e)


@BEATS.on(E.SpiritControlled)
def _controlled(view: Any, e: E.SpiritControlled) -> list:
    """The board's ring change and, beside it, the spirit's card flying to its new controller."""
    lay, model = view.layout, view.model
    src = seat_point(view, e.former) if e.former >= 0 else model.spot(lay, e.spirit)
    card = cards.flight(view.effects, -2 - e.spirit, src, seat_point(view, e.player), size=_flight_size(view))
    return [anim.Parallel([motion.control(lay, model.board, e, _sound(view)), card])]


@BEATS.on(E.ActionForbidden)
def _forbidden(view: Any, e: E.ActionForbidden) -> list:
    return [_banner(view, _("{who} forbids it with Bannspruch").format(who=name(view.names[e.victim])), 1.0)]


@BEATS.on(E.ExchangeDemanded)
def _exchange(view: Any, e: E.ExchangeDemanded) -> list:
    said = _("{who} exchanges {n} with {other}").format(
        who=name(view.names[e.player]), n=e.count, other=dative(view.names[e.victim])
    )
    return [_banner(view, said, 0.7)]


@BEATS.on(E.TheftBegun)
def _theft(view: Any, e: E.TheftBegun) -> list:
    return [_banner(view, _("The Morrigan steals from {who}").format(who=dative(view.names[e.victim])), 0.8)]


@BEATS.on(E.NothingToDraw)
def _nothing_to_draw(view: Any, e: E.NothingToDraw) -> list:
    return [_banner(view, _("No cards are left to draw"), 0.6)]
