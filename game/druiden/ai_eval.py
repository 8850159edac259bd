"""How good a Die Druiden position looks to one seat, reckoned from what that seat may know.

`evaluate(state, me, plan)` is the expected margin of `me` over the best rival at the end:
for each cult, every player's points if that cult wins (known cards at their value, hidden
cards at the average of the cards `me` has not seen, spirits, the Morrigan, and what pieces
still free on the circles may gather before the vote), weighted by how likely that cult is to
win the vote. The vote is projected from the pieces on the Place of Decision and the extras
in hand, each player voting for the cult better for them; the nearer the vote (pieces on the
Place, rounds left), the surer the projection. Cards still due (draws, a blind take, cards to
give back) count at the average unseen card. A finished game counts its scores, with a bonus
for winning.

`plan=True` (the hard level) adds what the dice's odds say of the next roll: how likely each
of `me`'s pieces reaches a plant field, a spirit field or (when the vote would go its way) a
druid's foot, and how likely a rival's druid lands beside `me`'s druid (an exchange) or on
`me`'s spirits (control). The tables behind it are made once per board.
"""

from __future__ import annotations

import math

from .rules.board_view import FIELDS
from .rules.cards import (
    BANNSPRUCH,
    BILD,
    CARDS,
    KINDS,
    LUG,
    MISTEL,
    NEBEL,
    NIGHTSHADE_PENALTY,
    POTION,
    POTION_BONUS,
    TEUTATES,
    TOLLKIRSCHE,
)
from .rules.dice import MOVES, roll_odds
from .rules.pieces import CULT_OF, DECISION, DRUID, DWARF, MORRIGAN, SPIRIT_COUNT, SPIRIT_POINTS
from .rules.vote import DRUID_VOTES, MAX_ROUNDS, MORRIGAN_PENALTY

CULT_NAMES = ("sun", "moon")
#: What a card is worth to its holder beyond its points (the spells' use, the Mistel's promise).
SPELL_WORTH = {BANNSPRUCH: 4.0, NEBEL: 2.0, BILD: 3.0, TEUTATES: 1.5, LUG: 1.5, MISTEL: 3.0}
#: A win (alone) at the end, on top of the margin; a shared victory half of it.
WIN_BONUS = 40.0
#: Votes the vote's outcome may still swing by per piece that can still reach the Place.
SWING_PER_PIECE = 1.6
#: Points a piece free to walk the circles may still gather per round until the vote (a
#: druid, a spirit, the Dwarf King who draws two), and the most a player's pieces together
#: gather (two dice a turn).
MOBILITY = 1.2
WALKER = {"druid": 1.0, "spirit": 0.5, "dwarf": 1.0}
WALKERS_MOST = 1.6

# Points of one card of each kind if the cult wins: [sun values], [moon values].
_VALUE = tuple(
    tuple((c.value if c.cult == cult else 0) + (NIGHTSHADE_PENALTY if c.index == TOLLKIRSCHE else 0) for c in CARDS)
    for cult in CULT_NAMES
)
_WORTH = tuple(SPELL_WORTH.get(k, 0.0) for k in range(KINDS))


_AVERAGES: dict[tuple[int, ...], tuple[float, float, float, float]] = {}
_HANDS: dict[tuple[int, ...], tuple[float, float, float, int]] = {}
_CACHE_LIMIT = 1 << 16


def _average(pool: list[int]) -> tuple[float, float, float, float]:
    """(sun points, moon points, extra worth, vote extras) of one card drawn from `pool`."""
    key = tuple(pool)
    found = _AVERAGES.get(key)
    if found is not None:
        return found
    total = sum(pool)
    if not total:
        found = (0.0, 0.0, 0.0, 0.0)
    else:
        found = (
            sum(n * v for n, v in zip(pool, _VALUE[0])) / total,
            sum(n * v for n, v in zip(pool, _VALUE[1])) / total,
            sum(n * w for n, w in zip(pool, _WORTH)) / total,
            pool[BILD] / total,
        )
    if len(_AVERAGES) > _CACHE_LIMIT:
        _AVERAGES.clear()
    _AVERAGES[key] = found
    return found


def _hand(hand: list[int]) -> tuple[float, float, float, int]:
    """(sun points, moon points, worth beyond points, potions) of known cards."""
    key = tuple(hand)
    found = _HANDS.get(key)
    if found is not None:
        return found
    sun = sum(n * v for n, v in zip(hand, _VALUE[0])) + _potion_promise(hand, "sun")
    moon = sum(n * v for n, v in zip(hand, _VALUE[1])) + _potion_promise(hand, "moon")
    worth = sum(n * w for n, w in zip(hand, _WORTH))
    potions = sum(min(hand[a], hand[b], hand[c], hand[MISTEL]) for a, b, c in POTION.values())
    found = (sun, moon, worth, potions)
    if len(_HANDS) > _CACHE_LIMIT:
        _HANDS.clear()
    _HANDS[key] = found
    return found


def _potion_promise(hand: list[int], cult: str) -> float:
    """Points a nearly complete potion promises beyond its plants (the bonus, discounted)."""
    parts = POTION[cult]
    complete = min(hand[parts[0]], hand[parts[1]], hand[parts[2]], hand[MISTEL])
    if complete:
        return POTION_BONUS * complete
    have = sum(1 for k in parts if hand[k]) + (1 if hand[MISTEL] else 0)
    return {3: 9.0, 2: 2.0}.get(have, 0.0)


def pending_cards(state) -> list[int]:
    """Cards each seat will receive (positive) or part with (negative) from the draws, a
    blind take or an exchange's give-back now under way."""
    pend = [0] * state.players
    for seat, _why in state.draws:
        pend[seat] += 1
    if state.taking is not None:
        taker, victim, left = state.taking[0], state.taking[1], state.taking[2]
        left = min(left, state.hand_size(victim))
        pend[taker] += left
        pend[victim] -= left
    if state.giving is not None:
        giver, receiver, left = state.giving
        pend[receiver] += left
        pend[giver] -= left
    return pend


def points_by_cult(state, me: int, walking: bool = True) -> tuple[list[list[float]], list[float], list[float]]:
    """Per seat: [points if the Sun wins, if the Moon wins] (with what its pieces may still
    gather when `walking`), the worth of its cards beyond points, and its expected vote
    extras (potions, Magisches Bild)."""
    n = state.players
    avg_sun, avg_moon, avg_worth, avg_bild = _average(state.stack)
    pend = pending_cards(state)
    owner = state.owner
    pts, worth, extras = [], [], []
    walk = _walking(state) if walking else [0.0] * n
    for p in range(n):
        hand = state.hands[p]
        unknown = state.hidden[p] + pend[p]
        sun, moon, w, potions = _hand(hand)
        sun += unknown * avg_sun
        moon += unknown * avg_moon
        w += unknown * avg_worth
        for s in range(SPIRIT_COUNT):
            if owner[s] == p:
                if CULT_OF[s] == "sun":
                    sun += SPIRIT_POINTS
                elif CULT_OF[s] == "moon":
                    moon += SPIRIT_POINTS
        if owner[MORRIGAN] == p:
            sun += MORRIGAN_PENALTY
            moon += MORRIGAN_PENALTY
        pts.append([sun + walk[p], moon + walk[p]])
        worth.append(w)
        extras.append(hand[BILD] + max(0, unknown) * avg_bild + potions)
    return pts, worth, extras


def _walking(state) -> list[float]:
    """Per seat: what its pieces still free on the circles may gather before the vote."""
    pos, owner = state.pos, state.owner
    on_place = sum(1 for f in pos if f == DECISION)
    horizon = min(MAX_ROUNDS - state.round, 3 * (5 - on_place))
    if horizon <= 0 or MOBILITY == 0:
        return [0.0] * state.players
    walkers = [0.0] * state.players
    for p in range(state.players):
        if pos[DRUID + p] != DECISION:
            walkers[p] += WALKER["druid"]
    for s in range(SPIRIT_COUNT):
        if owner[s] >= 0 and 0 <= pos[s] < FIELDS and s != MORRIGAN:
            walkers[owner[s]] += WALKER["dwarf" if s == DWARF else "spirit"]
    return [MOBILITY * horizon * min(WALKERS_MOST, w) for w in walkers]


def sun_chance(state, pts: list[list[float]], extras: list[float]) -> float:
    """How likely the Sun cult is to win the vote, as the position stands."""
    pos, owner, n = state.pos, state.owner, state.players
    tally = [0.0, 0.0]
    on_place = 0
    for s in range(SPIRIT_COUNT):
        if pos[s] == DECISION:
            on_place += 1
            if CULT_OF[s] and owner[s] >= 0:
                tally[0 if CULT_OF[s] == "sun" else 1] += 1
    vote = state.vote
    cast = set()
    if vote is not None:
        tally = list(vote["tally"])
        cast = set(vote["voters"][: vote["index"]])
    for p in range(n):
        if pos[DRUID + p] == DECISION:
            on_place += 1
        if p in cast:
            continue
        pref = 0 if pts[p][0] >= pts[p][1] else 1
        votes = extras[p]
        if pos[DRUID + p] == DECISION:
            votes += DRUID_VOTES
        if pos[DWARF] == DECISION and owner[DWARF] == p:
            votes += 1
        doublable = sum(
            1 for s in range(SPIRIT_COUNT) if pos[s] == DECISION and owner[s] == p and CULT_OF[s] == CULT_NAMES[pref]
        )
        votes += min(state.hands[p][TEUTATES] + state.hands[p][LUG], doublable)
        if vote is not None and vote["tie_round"]:
            votes = (pos[DRUID + p] == DECISION) + (pos[DWARF] == DECISION and owner[DWARF] == p)
        tally[pref] += votes
    margin = tally[0] - tally[1]
    if vote is not None:
        spread = 0.6
    else:
        rounds_left = max(0, MAX_ROUNDS - state.round)
        still = min(max(0, 5 - on_place), 1 + rounds_left // 3)
        spread = 0.8 + SWING_PER_PIECE * still + 0.05 * rounds_left
    return 1.0 / (1.0 + math.exp(-margin / spread))


def evaluate(state, me: int, plan: bool = False) -> float:
    """The expected final margin of `me` over the best rival (see the module doc)."""
    n = state.players
    if state.over and any(state.hidden):  # the end as a view sees it: hidden cards expected
        pts, _worth, _extras = points_by_cult(state, me, walking=False)
        c = 0 if state.cult == "sun" else 1
        margin = pts[me][c] - max(pts[p][c] for p in range(n) if p != me)
        return margin + WIN_BONUS * math.tanh(margin / 10)
    if state.over:
        scores = state.scores()
        best_other = max(scores[p] for p in range(n) if p != me)
        margin = scores[me] - best_other
        won = state.winners()
        bonus = WIN_BONUS if won == [me] else WIN_BONUS / 2 if me in won else -WIN_BONUS
        return margin + bonus
    pts, worth, extras = points_by_cult(state, me)
    p_sun = sun_chance(state, pts, extras)
    value = 0.0
    for c, pc in ((0, p_sun), (1, 1.0 - p_sun)):
        best_other = max(pts[p][c] + 0.5 * worth[p] for p in range(n) if p != me)
        value += pc * (pts[me][c] - best_other)
    value += 0.5 * worth[me]
    if plan:
        value += promise(state, me, p_sun)
    return value


# --- what the next roll promises (the hard level) -------------------------------------------
_REACH: dict[int, tuple[object, list[tuple[float, float, float]]]] = {}
_THREAT: dict[int, tuple[object, list[list[float]], list[list[float]]]] = {}
#: What a rival's exchange costs (points per card of the hand's average, plus the junk it
#: hands back) and what a rival taking control of a spirit costs beyond its points.
EXCHANGE_LOSS, JUNK = 2.0, 3.0


def threat_tables(state) -> tuple[list[list[float]], list[list[float]]]:
    """(land, near): land[g][f] is the chance a druid on g can land on f with one die of the
    next roll, near[g][f] that it can land on f or beside it (an empty board)."""
    board = state.board
    entry = _THREAT.get(id(board))
    if entry is not None and entry[0] is board:
        return entry[1], entry[2]
    table = state.table
    rolls = roll_odds()
    land = [[0.0] * FIELDS for _ in range(FIELDS)]
    near = [[0.0] * FIELDS for _ in range(FIELDS)]
    feet = set(board.feet)
    for g in range(FIELDS):
        for (a, b), p in rolls:
            dests = set(table.destinations(g, MOVES[a], 0, 0))
            dests.update(table.destinations(g, MOVES[b], 0, 0))
            dests -= feet
            close = set(dests)
            for d in dests:
                close.update(board.neighbours[d])
            for d in dests:
                land[g][d] += p
            for d in close:
                near[g][d] += p
    _THREAT[id(board)] = (board, land, near)
    return land, near


def reach_table(state) -> list[tuple[float, float, float]]:
    """Per field: the chance that the next roll lets a piece there land on a plant field, on
    a spirit field, on a druid's foot (an empty board; both dice's symbols, as rolled)."""
    board = state.board
    entry = _REACH.get(id(board))
    if entry is not None and entry[0] is board:
        return entry[1]
    table = state.table
    kinds = [f.kind for f in board.fields]
    rolls = roll_odds()
    out = []
    for f in range(FIELDS):
        plant = spirit = foot = 0.0
        for (a, b), p in rolls:
            dests = set(table.destinations(f, MOVES[a], 0, 0))
            dests.update(table.destinations(f, MOVES[b], 0, 0))
            found = {kinds[d] for d in dests}
            plant += p * ("plant" in found)
            spirit += p * ("spirit" in found)
            foot += p * ("foot" in found)
        out.append((plant, spirit, foot))
    _REACH[id(board)] = (board, out)
    return out


def promise(state, me: int, p_sun: float) -> float:
    """What `me`'s pieces on the circles may do with the next roll: gather, call spirits, and
    step onto the Place when the vote there would go `me`'s way."""
    table = reach_table(state)
    pos = state.pos
    mine = [DRUID + me] + [s for s in range(SPIRIT_COUNT) if state.owner[s] == me]
    sun, moon, _worth, _potions = _hand(state.hands[me])
    want_vote = (p_sun - 0.5) * (1 if sun >= moon else -1)
    value = 0.0
    for piece in mine:
        f = pos[piece]
        if not 0 <= f < FIELDS:
            continue
        plant, spirit, foot = table[f]
        gather = 2.0 if piece == DWARF else 1.0
        value += 2.5 * gather * plant + 1.0 * spirit
        if piece >= DRUID:
            value += 4.0 * want_vote * foot
    return value - threat(state, me, max(sun, moon))


def threat(state, me: int, hand_points: float) -> float:
    """What the rivals' druids may cost `me` with their next roll: an exchange forced on
    `me`'s druid, control of `me`'s Sun and Moon spirits."""
    land, near = threat_tables(state)
    pos, owner = state.pos, state.owner
    mine = pos[DRUID + me]
    size = state.hand_size(me)
    exchange = EXCHANGE_LOSS * max(0.0, hand_points / size) + JUNK if size else 0.0
    spirits = [pos[s] for s in range(SPIRIT_COUNT) if owner[s] == me and CULT_OF[s] and 0 <= pos[s] < FIELDS]
    risk = 0.0
    for p in range(state.players):
        g = pos[DRUID + p]
        if p == me or not 0 <= g < FIELDS:
            continue
        if 0 <= mine < FIELDS:
            risk += near[g][mine] * exchange
        for f in spirits:
            risk += land[g][f] * SPIRIT_POINTS
    return risk
