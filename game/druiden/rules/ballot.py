"""The vote as it is played: who votes in which order, each cast, the count, the tie round,
the final tie and the end of the game (the counting rules themselves: vote.py)."""

from __future__ import annotations

from typing import Callable

from game.core.i18n import N_

from . import events as E
from .cards import CULTS
from .options import votes_for
from .vote import spirit_votes, voters


def begin_vote(s, why: str, first: int, ev: list) -> None:
    n = s.players
    order = tuple((first + i) % n for i in range(n))
    s.vote = {"why": why, "first": first, "order": order, "tie_round": False}
    s.dice_left = 0
    s.landing = None
    open_round(s, False, ev)


def open_round(s, tie_round: bool, ev: list) -> None:
    v = s.vote
    v["tie_round"] = tie_round
    v["tally"] = spirit_votes(s.pos, s.owner)
    sizes = [s.hand_size(p) for p in range(s.players)]
    v["voters"] = voters(s.pos, s.owner, sizes, v["order"], tie_round)
    v["index"] = 0
    ev.append(E.VoteBegun(v["why"], v["voters"], tie_round))
    if v["voters"]:
        s.phase = "vote"
    else:
        count_votes(s, ev)


def cast(s, cult: int, ev: list) -> None:
    v = s.vote
    seat = v["voters"][v["index"]]
    votes = votes_for(s, seat, cult)
    v["tally"][cult] += votes
    ev.append(E.VoteCast(seat, CULTS[cult], votes))
    v["index"] += 1
    if v["index"] >= len(v["voters"]):
        count_votes(s, ev)


def count_votes(s, ev: list) -> None:
    v = s.vote
    sun, moon = v["tally"]
    ev.append(E.VoteCounted(sun, moon, v["tie_round"]))
    if sun != moon:
        finish(s, CULTS[0] if sun > moon else CULTS[1], -1, ev)
    elif not v["tie_round"]:
        open_round(s, True, ev)
    else:
        s.phase = "decide"


def finish(s, cult: str, decided_by: int, ev: list) -> None:
    s.cult = cult
    s.over = True
    s.phase = "over"
    ev.append(E.CultWon(cult, decided_by))
    s.reason = end_words(cult, s.vote, decided_by >= 0, str)  # the record's English
    scores = s.scores()
    ev.append(E.GameEnded(tuple(scores), tuple(s.winners()), s.reason))


#: Why the game ended, by (after forty rounds, how the vote ended, the winning cult): "{won}"
#: and "{lost}" are the last count's votes (English; translated where said).
END_WORDS = {
    (False, "decided", "sun"): N_("The vote was tied twice, and the first to vote chose the Sun."),
    (False, "decided", "moon"): N_("The vote was tied twice, and the first to vote chose the Moon."),
    (False, "tie round", "sun"): N_("The vote was tied; the Sun won the tie round, {won} to {lost}."),
    (False, "tie round", "moon"): N_("The vote was tied; the Moon won the tie round, {won} to {lost}."),
    (False, "won", "sun"): N_("The Sun won the vote, {won} to {lost}."),
    (False, "won", "moon"): N_("The Moon won the vote, {won} to {lost}."),
    (True, "decided", "sun"): N_(
        "Forty rounds passed, so the pieces on the Place of Decision voted: "
        "the vote was tied twice, and the first to vote chose the Sun."
    ),
    (True, "decided", "moon"): N_(
        "Forty rounds passed, so the pieces on the Place of Decision voted: "
        "the vote was tied twice, and the first to vote chose the Moon."
    ),
    (True, "tie round", "sun"): N_(
        "Forty rounds passed, so the pieces on the Place of Decision voted: "
        "the vote was tied; the Sun won the tie round, {won} to {lost}."
    ),
    (True, "tie round", "moon"): N_(
        "Forty rounds passed, so the pieces on the Place of Decision voted: "
        "the vote was tied; the Moon won the tie round, {won} to {lost}."
    ),
    (True, "won", "sun"): N_(
        "Forty rounds passed, so the pieces on the Place of Decision voted: the Sun won the vote, {won} to {lost}."
    ),
    (True, "won", "moon"): N_(
        "Forty rounds passed, so the pieces on the Place of Decision voted: the Moon won the vote, {won} to {lost}."
    ),
}


def end_words(cult: str, vote: dict, decided: bool, translate: Callable[[str], str] = str) -> str:
    """Why the game ended, as a person says it, with the last count: "The Moon won the vote,
    6 to 4.", "The vote was tied; the Sun won the tie round, 3 to 2.", after forty rounds
    "Forty rounds passed, so the pieces on the Place of Decision voted: …", and a final tie
    "… the vote was tied twice, and the first to vote chose the Moon.". In English unless
    `translate` is game.core.i18n's `_` (the state keeps the English: it is saved)."""
    sun, moon = vote["tally"]
    won, lost = (sun, moon) if cult == CULTS[0] else (moon, sun)
    how = "decided" if decided else "tie round" if vote["tie_round"] else "won"
    told = END_WORDS[(vote["why"] == "forty rounds", how, cult)]
    return translate(told).format(won=won, lost=lost)
