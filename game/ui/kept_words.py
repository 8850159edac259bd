"""How a kept game of Your games (game.core.library) is told on screen: the menu's Continue
card and the rows of Your games. No pygame here."""

from __future__ import annotations

from datetime import datetime

from game.core import i18n, registry, words
from game.core.i18n import _, ngettext
from game.core.library import Kept

from .seat_labels import LEVELS


def describe(kept: Kept) -> str:
    """A line or two about a kept game: its headline and who sits where."""
    return _("{headline} · {seats}").format(headline=headline(kept), seats=seats_told(kept))


def headline(kept: Kept) -> str:
    """The game and the turn it has reached: "Tholos · turn 12"."""
    return _("{game} · turn {turn}").format(game=registry.get(kept.game).title, turn=kept.record.turn)


def seats_told(kept: Kept) -> str:
    """Who sits where: by name, colour and level with two seats; by name with more, so that
    five still fit."""
    colours = registry.get(kept.game).colours
    if len(kept.seats) <= 2:
        return _(" vs ").join(_seat_told(seat, colours[seat.colour].name) for seat in kept.seats)
    return ", ".join(seat.name for seat in kept.seats)


def _seat_told(seat, colour: str) -> str:
    """ "Anna (White)", "Hal (Black, Hard)"."""
    if seat.is_human:
        return _("{name} ({colour})").format(name=seat.name, colour=_(colour))
    return _("{name} ({colour}, {level})").format(name=seat.name, colour=_(colour), level=_(LEVELS[seat.kind]))


def when(played: datetime, now: datetime) -> str:
    """When a game was played, as a player says it, in local time: "today at 21:40",
    "yesterday at 18:02", "on 2 Dec 2026" (both aware datetimes; days are calendar days)."""
    here, today = played.astimezone(), now.astimezone()
    day = (today.date() - here.date()).days
    if day == 0:
        return _("today at {time}").format(time=i18n.clock(here))
    if day == 1:
        return _("yesterday at {time}").format(time=i18n.clock(here))
    return _("on {date}").format(date=i18n.day(here))


def outcome(kept: Kept) -> str:
    """Who won a finished game: "Anna won", "Anna and Bo shared the victory", "a draw"."""
    names = [kept.seats[w].name for w in kept.record.winners]
    if len(names) == 1:
        return _("{name} won").format(name=names[0])
    if names:
        return _("{names} shared the victory").format(names=words.names_list(names))
    return _("a draw")


def final_scores(kept: Kept) -> str:
    """A finished game's final scores, highest first, and its turns: "Anna 39 · Bo 33 · 41 turns"."""
    order = sorted(range(len(kept.seats)), key=lambda i: (-kept.record.scores[i], i))
    scores = " · ".join(f"{kept.seats[i].name} {words.number(kept.record.scores[i])}" for i in order)
    turns = ngettext("{n} turn", "{n} turns", kept.record.turn).format(n=kept.record.turn)
    return _("{scores} · {turns}").format(scores=scores, turns=turns)
