"""How a kept game of Your games (game.core.library) is told on screen: the menu's Continue
card and the rows of Your games. No pygame here."""

from __future__ import annotations

from datetime import datetime

from game.core import registry, words
from game.core.library import Kept

from .seat_labels import KIND_LABELS


def describe(kept: Kept) -> str:
    """A line or two about a kept game: its headline and who sits where."""
    return f"{headline(kept)} · {seats_told(kept)}"


def headline(kept: Kept) -> str:
    """The game and the turn it has reached: "Tholos · turn 12"."""
    return f"{registry.get(kept.game).title} · turn {kept.record.turn}"


def seats_told(kept: Kept) -> str:
    """Who sits where: by name, colour and level with two seats; by name with more, so that
    five still fit."""
    colours = registry.get(kept.game).colours
    if len(kept.seats) <= 2:
        return " vs ".join(
            f"{seat.name} ({colours[seat.colour].name}"
            f"{'' if seat.is_human else ', ' + KIND_LABELS[seat.kind].split(' · ')[1]})"
            for seat in kept.seats
        )
    return ", ".join(seat.name for seat in kept.seats)


def when(played: datetime, now: datetime) -> str:
    """When a game was played, as a player says it, in local time: "today at 21:40",
    "yesterday at 18:02", "on 2 Dec 2026" (both aware datetimes; days are calendar days)."""
    here, today = played.astimezone(), now.astimezone()
    day = (today.date() - here.date()).days
    if day == 0:
        return f"today at {here:%H:%M}"
    if day == 1:
        return f"yesterday at {here:%H:%M}"
    return f"on {here.day} {here:%b %Y}"


def outcome(kept: Kept) -> str:
    """Who won a finished game: "Anna won", "Anna and Bo shared the victory", "a draw"."""
    names = [kept.seats[w].name for w in kept.record.winners]
    if len(names) == 1:
        return f"{names[0]} won"
    if names:
        return f"{words.names_list(names)} shared the victory"
    return "a draw"


def final_scores(kept: Kept) -> str:
    """A finished game's final scores, highest first, and its turns: "Anna 39 · Bo 33 · 41 turns"."""
    order = sorted(range(len(kept.seats)), key=lambda i: (-kept.record.scores[i], i))
    scores = " · ".join(f"{kept.seats[i].name} {words.number(kept.record.scores[i])}" for i in order)
    return f"{scores} · {words.count(kept.record.turn, 'turn')}"
