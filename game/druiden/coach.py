"""Why a Die Druiden move is good: the coach behind the hints.

`explain(state, action, names)` (contract in game/ai/advice.py) reads the seat's observation
before and after the action: a spirit won for the seat, how the vote's odds move (and whether
that suits the seat: the cult under which it ends ahead), or, at the vote itself, where each
cult's victory leaves the seat against the best-placed rival; then how much better than the
other moves the hard level's lookahead found it. Other hands count at the odds of the cards
the seat has not seen (ai_eval.py), never at their true cards. Pure Python.
"""

from __future__ import annotations

from typing import Any, Sequence

from game.core.words import sentence

from .ai import LEVELS
from .ai_eval import points_by_cult, sun_chance
from .ai_search import Search
from .rules.cards import MOON, SUN
from .rules.pieces import SPIRIT_COUNT, SPIRIT_TITLES

#: A change in the Sun's chance of winning the vote worth a sentence.
NOTABLE_ODDS = 0.05


def _about(x: float) -> str:
    n = max(1, round(abs(x)))
    return f"about {n} point{'s' if n != 1 else ''}"


def _lead(pts, me: int, cult: int) -> tuple[float, int]:
    """`me`'s points minus the best rival's if `cult` (0 Sun, 1 Moon) wins, and that rival."""
    rival = max((p for p in range(len(pts)) if p != me), key=lambda p: pts[p][cult])
    return pts[me][cult] - pts[rival][cult], rival


def _standing(pts, me: int, cult: int, names: Sequence[str]) -> str:
    lead, rival = _lead(pts, me, cult)
    if abs(lead) < 0.5:
        return f"level with {names[rival]}"
    return f"{_about(lead)} {'ahead of' if lead > 0 else 'behind'} {names[rival]}"


def _vote(state, me: int, names: Sequence[str]) -> str:
    pts = points_by_cult(state, me, walking=False)[0]
    return f"If the Sun wins you end {_standing(pts, me, 0, names)}; if the Moon wins, {_standing(pts, me, 1, names)}"


def _odds(state, after, me: int) -> str | None:
    """How the action moves the vote's odds, when it does notably."""
    pts, _worth, extras = points_by_cult(state, me)
    pts_after, _worth, extras_after = points_by_cult(after, me)
    before, now = sun_chance(state, pts, extras), sun_chance(after, pts_after, extras_after)
    if abs(now - before) < NOTABLE_ODDS:
        return None
    better = SUN if _lead(pts_after, me, 0)[0] >= _lead(pts_after, me, 1)[0] else MOON
    likelier = SUN if now > before else MOON
    suits = "which suits you" if likelier == better else "though you stand better under the other cult"
    return f"It makes a {likelier.capitalize()} victory likelier ({round(100 * max(now, 1 - now))} in 100), {suits}"


def _search(me: int) -> Search:
    depth, beam, plan, root_beam = LEVELS["hard"]
    return Search(me, depth, beam, plan, root_beam)


def worth(state, action) -> float:
    """What the hard level's lookahead expects `action` to be worth to the seat deciding
    (its expected final margin over the best rival), searched as deep as a root decision the
    hard level looks at closely; at the vote, that margin under the cult voted for."""
    me = state.current_player()
    if state.phase in ("vote", "decide"):
        pts = points_by_cult(state, me, walking=False)[0]
        return _lead(pts, me, action.a)[0]
    search = _search(me)
    return search.value(search.after(state, action), search.depth - 1)


def _margin(state, me: int, action) -> str:
    values = _search(me).root_values(state)
    mine = next((v for v, a in values if a == action), None)
    others = [v for v, a in values if a != action]
    if mine is None or not others:
        return "The computer sees nothing better to do here"
    gain = mine - max(others)
    if gain < 0.5:
        return "Other moves look almost as good to the computer; this one came out just ahead"
    return f"The computer expects it to be {_about(gain)} better than any other move"


def explain(state, action, names: Sequence[str]) -> tuple[str, tuple[Any, ...]]:
    """(why, marks) for `action` of the seat to decide in `state` (see game/ai/advice.py)."""
    me = state.current_player()
    if state.phase in ("vote", "decide"):
        return sentence(_vote(state, me, names)), ()
    after = state.clone()
    after.apply(action)
    said = []
    for s in range(SPIRIT_COUNT):
        if after.owner[s] == me != state.owner[s]:
            said.append(f"It wins you {SPIRIT_TITLES[s] if s >= 6 else 'a ' + SPIRIT_TITLES[s]}")
    odds = _odds(state, after, me)
    if odds is not None:
        said.append(odds)
    said = said[:2]
    said.append(_margin(state, me, action))
    return " ".join(sentence(s) for s in said), ()
