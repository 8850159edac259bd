"""The rule events turned into the table's animations, one after another: the board's part
from the board painter's motion (dice, pieces, spirits), and the table's own: cards flying
between the stack, the hands and the discard pile (face down unless the event shows the card
to the viewer), a spirit's card passing to its new controller, short banners for what the
board cannot show (the vote has its own animation, vote.py). Each part changes the models
when it ends, so skipping (finish) leaves the table exactly as watching would."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.druiden.rules import events as E
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
        return [anim.call(start), flight, anim.call(lambda: view.model.apply_cards(e))]
    return [flight, anim.call(lambda: view.model.apply_cards(e))]


def _banner(view, text: str, seconds: float = 0.9) -> anim.Tween:
    return anim.shown(view.effects, Banner(text, view.layout.decision.center), seconds)


def _beat(view, e) -> list:
    lay, model, board = view.layout, view.model, view.model.board
    name = view.names.__getitem__
    if isinstance(e, E.CardDrawn):
        return _fly(view, e.card, lay.stack.center, seat_point(view, e.player), e, board.card_from_stack)
    if isinstance(e, E.StackReshuffled):
        return [
            _banner(view, "The discard pile is shuffled into a new stack", 0.6),
            anim.call(lambda: board.reshuffle(e.cards)),
            cards.flight(view.effects, -1, lay.discard.center, lay.stack.center, FLIGHT, _flight_size(view)),
        ]
    if isinstance(e, E.SpellPlayed):
        return [
            _banner(view, f"{name(e.player)} plays {cards.CARDS[e.card].name}", 0.7),
            *_fly(view, e.card, seat_point(view, e.player), lay.discard.center, e),
            anim.call(lambda: board.card_to_discard(e.card)),
        ]
    if isinstance(e, E.CardDiscarded):
        return [
            *_fly(view, e.card, seat_point(view, e.player), lay.discard.center, e),
            anim.call(lambda: board.card_to_discard(e.card)),
        ]
    if isinstance(e, E.CardTaken):
        return _fly(view, e.card, seat_point(view, e.victim), seat_point(view, e.taker), e)
    if isinstance(e, E.CardGiven):
        return _fly(view, e.card, seat_point(view, e.giver), seat_point(view, e.receiver), e)
    if isinstance(e, E.SpiritControlled):
        src = seat_point(view, e.former) if e.former >= 0 else model.spot(lay, e.spirit)
        card = cards.flight(view.effects, -2 - e.spirit, src, seat_point(view, e.player), size=_flight_size(view))
        part = motion.board_motion(lay, board, e, _sound(view))
        return [anim.Parallel([p for p in (part, card) if p is not None])]
    part = motion.board_motion(lay, board, e, _sound(view))
    if part is not None:
        return [part]
    said = _said(view, e)
    return [_banner(view, said[0], said[1])] if said else []


def _said(view, e) -> tuple[str, float] | None:
    """The banner for an event the board does not show, or None."""
    name = view.names.__getitem__
    if isinstance(e, E.ActionForbidden):
        return f"{name(e.victim)} forbids it with Bannspruch", 1.0
    if isinstance(e, E.ExchangeDemanded):
        return f"{name(e.player)} exchanges {e.count} with {name(e.victim)}", 0.7
    if isinstance(e, E.TheftBegun):
        return f"The Morrigan steals from {name(e.victim)}", 0.8
    if isinstance(e, E.NothingToDraw):
        return "No cards are left to draw", 0.6
    return None
