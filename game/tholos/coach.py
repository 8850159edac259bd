"""Why a Tholos move is good: the coach behind the hints.

`explain(state, action, names)` (contract in game/ai/advice.py) plays the action (and, when it
earns a bonus, the bonus the builder would take at its best, as the computer players judge a
turn) and tells what it does to the columns (one completed, a lead won or taken away) and to
the builder's workshop; then how much better than the other moves it looks with the rival's
best answer. Tholos hides nothing, so the whole table is the builder's to read. Pure Python.
"""

from __future__ import annotations

from typing import Any, Sequence

from game.ai.advice import margin
from game.core.i18n import _, ngettext
from game.core.words import seat_name, sentence

from .ai_eval import WIN, evaluate, played
from .ai_search import _Search
from .rules.material import COLUMN_HEIGHT, SITE_SYMBOLS
from .rules.scoring import score_column


def _about(x: float) -> int:
    """The points a value difference is about, at least 1."""
    return max(1, round(abs(x)))


def _turn(state, action):
    """The position after `action` and the bonus its builder would then take at its best."""
    me = state.player
    after = played(state, action)
    if not after.over and after.player == me and after.bonus_site >= 0:
        after = max((played(after, b) for b in after.legal_actions()), key=lambda s: evaluate(s, me))
    return after


def _columns(state, after, me: int, rival: str) -> tuple[list[str], list[Any]]:
    said: list[str] = []
    marks: list[Any] = []
    for site, (old, new) in enumerate(zip(state.columns, after.columns)):
        was, now = score_column(old), score_column(new)
        sym = SITE_SYMBOLS[site]
        if len(new) == COLUMN_HEIGHT > len(old) and now.owner == me:
            # English says "points" for every count (as it always has); German counts them
            said.append(
                ngettext(
                    "It completes the column on {site} with you ahead: {points} points for you",
                    "It completes the column on {site} with you ahead: {points} points for you",
                    now.points,
                ).format(site=sym, points=now.points)
            )
        elif now.owner == me and was.owner != me:
            if was.owner == 1 - me:
                said.append(
                    _("It gives you the lead on the column on {site}, taking it from {rival}").format(
                        site=sym, rival=rival
                    )
                )
            else:
                said.append(_("It gives you the lead on the column on {site}").format(site=sym))
        elif was.owner == 1 - me and now.owner != 1 - me:
            said.append(_("It takes {rival}'s lead on the column on {site} away").format(rival=rival, site=sym))
        else:
            continue
        marks.append(("site", site))
    own = after.workshops[me][me] - state.workshops[me][me]
    if own > 0 and len(said) < 2:
        said.append(
            ngettext(
                "It stocks your workshop with {n} more stone of your own colour",
                "It stocks your workshop with {n} more stones of your own colour",
                own,
            ).format(n=own)
        )
        marks.append(("workshop", me))
    return said[:2], marks


def replies_values(state) -> list[tuple[float, object]]:
    """Every legal action with its exact value two plies deep (the move, with its bonus at
    its best, then the rival's best answer), for the builder to move: what the hints' and
    the reviews' "points better" count in."""
    return [(worth(state, a), a) for a in state.legal_actions()]


def _margin(state, action) -> str:
    """How much better `action` looks than the best other move, two plies deep."""
    values = replies_values(state)
    mine = next(v for v, a in values if a == action)
    others = [v for v, a in values if a != action]
    if not others:
        return _("The computer sees nothing better to do here")
    if mine >= WIN / 2:
        return _("The computer sees a won game along this line")
    gain = mine - max(others)
    if gain <= -0.5:
        n = _about(gain)
        return ngettext(
            "At first sight another move looks about {n} point better, but looking further ahead the computer"
            " prefers this one",
            "At first sight another move looks about {n} points better, but looking further ahead the computer"
            " prefers this one",
            n,
        ).format(n=n)
    return margin(mine, others)


def explain(state, action, names: Sequence[str]) -> tuple[str, tuple[Any, ...]]:
    """(why, marks) for `action` of the builder to move in `state` (see game/ai/advice.py)."""
    me = state.player
    said, marks = _columns(state, _turn(state, action), me, seat_name(names[1 - me]))
    said.append(_margin(state, action))
    return " ".join(sentence(s) for s in said), tuple(marks)


def worth(state, action) -> float:
    """What `action` is worth to the builder to move, two plies deep (replies_values), for
    reviews."""
    s = _Search(state.player, 10**9, float("inf"))
    return s.value(played(state, action), 1, -float("inf"), float("inf"))
