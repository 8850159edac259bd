"""The vote as it is played: who votes in which order, each cast, the count, the tie round,
the final tie and the end of the game (the counting rules themselves: vote.py)."""

from __future__ import annotations

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
    title = "Sun" if cult == "sun" else "Moon"
    if s.vote["why"] == "forty rounds":
        s.reason = (
            f"Forty rounds passed without a vote: the pieces on the Place of Decision voted, and the {title} cult won."
        )
    else:
        s.reason = f"The vote was held: the {title} cult won."
    scores = s.scores()
    ev.append(E.GameEnded(tuple(scores), tuple(s.winners()), s.reason))
