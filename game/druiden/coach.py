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

from game.ai.advice import margin
from game.core.i18n import _, npgettext, pgettext
from game.core.words import sentence

from .ai import LEVELS
from .ai_eval import points_by_cult, sun_chance
from .ai_search import Search
from .rules.cards import MOON, SUN
from .rules.pieces import DWARF, MORRIGAN, SPIRIT_COUNT
from .speech import dative

#: A change in the Sun's chance of winning the vote worth a sentence.
NOTABLE_ODDS = 0.05


def _about(x: float) -> int:
    """A number of points as the coach rounds it: at least 1."""
    return max(1, round(abs(x)))


def _lead(pts, me: int, cult: int) -> tuple[float, int]:
    """`me`'s points minus the best rival's if `cult` (0 Sun, 1 Moon) wins, and that rival."""
    rival = max((p for p in range(len(pts)) if p != me), key=lambda p: pts[p][cult])
    return pts[me][cult] - pts[rival][cult], rival


def _standing(pts, me: int, cult: int, names: Sequence[str]) -> str:
    """Where the seat ends against the best-placed rival: "level with Ada", "about 5 points
    ahead of Ada", "about 5 points behind Ada"."""
    lead, rival = _lead(pts, me, cult)
    who = dative(names[rival])
    if abs(lead) < 0.5:
        return pgettext("standing", "level with {name}").format(name=who)
    n = _about(lead)
    if lead > 0:
        return npgettext("standing", "about {n} point ahead of {name}", "about {n} points ahead of {name}", n).format(
            n=n, name=who
        )
    return npgettext("standing", "about {n} point behind {name}", "about {n} points behind {name}", n).format(
        n=n, name=who
    )


def _vote(state, me: int, names: Sequence[str]) -> str:
    pts = points_by_cult(state, me, walking=False)[0]
    return _("If the Sun wins you end {sun}; if the Moon wins, {moon}").format(
        sun=_standing(pts, me, 0, names), moon=_standing(pts, me, 1, names)
    )


def _odds(state, after, me: int) -> str | None:
    """How the action moves the vote's odds, when it does notably."""
    pts, _worth, extras = points_by_cult(state, me)
    pts_after, _worth, extras_after = points_by_cult(after, me)
    before, now = sun_chance(state, pts, extras), sun_chance(after, pts_after, extras_after)
    if abs(now - before) < NOTABLE_ODDS:
        return None
    better = SUN if _lead(pts_after, me, 0)[0] >= _lead(pts_after, me, 1)[0] else MOON
    likelier = SUN if now > before else MOON
    n = round(100 * max(now, 1 - now))
    if likelier == SUN:
        said = (
            _("It makes a Sun victory likelier ({n} in 100), which suits you")
            if likelier == better
            else _("It makes a Sun victory likelier ({n} in 100), though you stand better under the other cult")
        )
    else:
        said = (
            _("It makes a Moon victory likelier ({n} in 100), which suits you")
            if likelier == better
            else _("It makes a Moon victory likelier ({n} in 100), though you stand better under the other cult")
        )
    return said.format(n=n)


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
    return margin(mine, others)


def _won(spirit: int) -> str:
    """The spirit the move wins for the seat, in a sentence."""
    if spirit == DWARF:
        return _("It wins you the Dwarf King")
    if spirit == MORRIGAN:
        return _("It wins you the Morrigan")
    return _("It wins you a Sun spirit") if spirit < 3 else _("It wins you a Moon spirit")


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
            said.append(_won(s))
    odds = _odds(state, after, me)
    if odds is not None:
        said.append(odds)
    said = said[:2]
    said.append(_margin(state, me, action))
    return " ".join(sentence(s) for s in said), ()
