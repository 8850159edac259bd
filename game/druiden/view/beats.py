"""The rule events turned into the table's animations, one after another: cards fly (face
down unless the event shows the card to the viewer), dice tumble and settle on the rolled
faces, pieces walk field by field, spirits rise and return. Each part changes the display
model when it ends, so skipping (finish) leaves the table exactly as watching would."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.druiden.rules import events as E
from game.druiden.rules.dice import DICE
from game.druiden.rules.pieces import DECISION, DRUID, SPIRITS
from game.ui import anim, theme

from . import cards

STEP = 0.16  # seconds per field walked
FLIGHT = 0.45


@dataclass
class Tumble:
    """Die `die` tumbling: it shows faces one after another and settles on `face`."""

    die: int
    face: str
    t: float = 0.0

    def shown_face(self) -> str:
        if self.t >= 0.8:
            return self.face
        faces = DICE[self.die]
        return faces[int(self.t * 14) % len(faces)]


@dataclass
class Banner:
    """A short line across the board (a vote cast, a forbidden action)."""

    text: str
    t: float = 0.0

    def draw(self, canvas: pygame.Surface, centre) -> None:
        img = theme.text_surface(self.text, 22, theme.INK, "bold")
        box = img.get_rect(center=centre).inflate(28, 16)
        theme.panel(canvas, box, theme.PANEL, radius=10)
        canvas.blit(img, img.get_rect(center=box.center))


def seat_point(view, p: int) -> tuple[float, float]:
    """Where a card to or from seat p flies: the viewer's own hand strip, else p's area."""
    lay = view.layout
    if p == view.model.viewer and p == view.viewer:
        return lay.hand.center
    return lay.seat_areas[p].center


def for_events(view, events: list) -> anim.Anim | None:
    parts = [part for e in events for part in _beat(view, e)]
    return anim.Sequence(parts) if parts else None


def _apply(view, e) -> anim.Tween:
    return anim.call(lambda: view.model.apply(e))


def _fly(view, card: int, src, dst, e) -> list:
    return [cards.flight(view.effects, card, src, dst, FLIGHT), _apply(view, e)]


def _walk(view, piece: int, points: list) -> list:
    model = view.model
    out = []
    for a, b in zip(points, points[1:]):
        out.append(anim.move(STEP, anim.line(a, b),
                             lambda pt, piece=piece: model.floating.__setitem__(piece, pt),
                             ease=anim.linear))
    return out


def _land(view, piece: int, e) -> anim.Tween:
    def done():
        view.model.floating.pop(piece, None)
        view.model.apply(e)
    return anim.call(done)


def _banner(view, text: str, seconds: float = 0.9) -> anim.Tween:
    return anim.shown(view.effects, Banner(text), seconds)


def _beat(view, e) -> list:
    lay, model = view.layout, view.model
    name = (lambda p: view.names[p])
    if isinstance(e, E.CardDrawn):
        return _fly(view, e.card, lay.stack.center, seat_point(view, e.player), e)
    if isinstance(e, E.StackReshuffled):
        return [_banner(view, "The discard pile is shuffled into a new stack", 0.6),
                *_fly(view, -1, lay.discard.center, lay.stack.center, e)]
    if isinstance(e, (E.DiceRolled, E.DieRerolled)):
        faces = e.faces if isinstance(e, E.DiceRolled) else None
        dice = (0, 1) if faces else (e.die,)
        tumbles = [Tumble(d, faces[d] if faces else e.face) for d in dice]
        return [anim.Parallel([anim.shown(view.tumbling, t, 0.8) for t in tumbles]),
                _apply(view, e)]
    if isinstance(e, E.SpellPlayed):
        return [_banner(view, f"{name(e.player)} plays {cards.CARDS[e.card].name}", 0.7),
                *_fly(view, e.card, seat_point(view, e.player), lay.discard.center, e)]
    if isinstance(e, E.CardDiscarded):
        return _fly(view, e.card, seat_point(view, e.player), lay.discard.center, e)
    if isinstance(e, E.CardTaken):
        return _fly(view, e.card, seat_point(view, e.victim), seat_point(view, e.taker), e)
    if isinstance(e, E.CardGiven):
        return _fly(view, e.card, seat_point(view, e.giver), seat_point(view, e.receiver), e)
    if isinstance(e, E.DruidEntered):
        piece = DRUID + e.player
        return [*_walk(view, piece, [model.spot(lay, piece), lay.field_xy[e.field]]),
                _land(view, piece, e)]
    if isinstance(e, E.PieceMoved):
        return [*_walk(view, e.piece, [lay.field_xy[f] for f in e.path]), _land(view, e.piece, e)]
    if isinstance(e, E.PieceEnteredDecision):
        def to_decision():
            model.pos[e.piece] = DECISION
            return anim.Sequence([*_walk(view, e.piece, [lay.field_xy[e.field],
                                                         model.spot(lay, e.piece)]),
                                  _land(view, e.piece, e)])
        return [anim.Deferred(to_decision)]
    if isinstance(e, E.SpiritSummoned):
        home = lay.spirit_home_xy[SPIRITS[e.spirit]]
        return [anim.move(0.5, anim.arc(home, lay.field_xy[e.field]),
                          lambda pt: model.floating.__setitem__(e.spirit, pt)),
                _land(view, e.spirit, e)]
    if isinstance(e, E.SpiritBanished):
        home = lay.spirit_home_xy[SPIRITS[e.spirit]]
        return [anim.move(0.5, anim.arc(lay.field_xy[e.field], home),
                          lambda pt: model.floating.__setitem__(e.spirit, pt)),
                _land(view, e.spirit, e)]
    if isinstance(e, E.SpiritMagicMoved):
        return [anim.move(0.5, anim.arc(lay.field_xy[e.source], lay.field_xy[e.field]),
                          lambda pt: model.floating.__setitem__(e.spirit, pt)),
                _land(view, e.spirit, e)]
    if isinstance(e, E.SpiritControlled):
        src = seat_point(view, e.former) if e.former >= 0 else model.spot(lay, e.spirit)
        return [_banner(view, f"{name(e.player)} now controls {_spirit(e.spirit)}", 0.6),
                cards.flight(view.effects, -2 - e.spirit, src, seat_point(view, e.player)),
                _apply(view, e)]
    if isinstance(e, E.ActionForbidden):
        return [_banner(view, f"{name(e.victim)} forbids it with Bannspruch", 1.0)]
    if isinstance(e, E.ExchangeDemanded):
        return [_banner(view, f"{name(e.player)} exchanges {e.count} with {name(e.victim)}", 0.7)]
    if isinstance(e, E.TheftBegun):
        return [_banner(view, f"The Morrigan steals from {name(e.victim)}", 0.8)]
    if isinstance(e, E.VoteBegun):
        return [_banner(view, "The tie round: one vote per piece" if e.tie_round
                        else "The vote between the Sun and the Moon", 1.2)]
    if isinstance(e, E.VoteCast):
        return [_banner(view, f"{name(e.player)}: {e.votes} for the "
                              f"{'Sun' if e.cult == 'sun' else 'Moon'}", 0.9)]
    if isinstance(e, E.VoteCounted):
        return [_banner(view, f"Sun {e.sun} : {e.moon} Moon", 1.0)]
    if isinstance(e, E.CultWon):
        return [_banner(view, f"The {'Sun' if e.cult == 'sun' else 'Moon'} cult wins!", 1.4)]
    if isinstance(e, E.NothingToDraw):
        return [_banner(view, "No cards are left to draw", 0.6)]
    return [_apply(view, e)]


def _spirit(sp: int) -> str:
    from .choosing import piece_name

    return piece_name(sp)
