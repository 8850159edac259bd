"""What one seat may know: observations, per-seat events, and the record of cards each seat
has seen go into another hand.

A seat sees its own hand, every hand's size, the spirits and who controls them, the discard
pile and how many cards the stack holds; never which cards the stack holds, and of another
hand only the cards it has legitimately seen go there and not leave since (cards it gave in
an exchange, cards taken from it; `state.seen`, kept by the note_* functions below).
In an observation another seat's hand is the known cards (`hands[p]`) plus `hidden[p]`
unknown ones, and `stack` holds every card the seat has not seen (the stack and the hidden
cards together), so a draw's odds there are the odds that seat would reckon with. Chance
steps that hand a card to another seat appear there as face-down outcomes ("draw ?",
"take ?"). sample_hidden deals those unseen cards out again to make a full state a computer
player may search.
"""

from __future__ import annotations

from . import events as E
from .cards import DECK, KINDS


# --- the record of seen cards (kept in the true state; an observation keeps it in hands) ----
def _plus(known: tuple[int, ...] | None, card: int) -> tuple[int, ...]:
    counts = list(known) if known else [0] * KINDS
    counts[card] += 1
    return tuple(counts)


def _minus(known: tuple[int, ...] | None, card: int) -> tuple[int, ...] | None:
    if not known or not known[card]:
        return known
    counts = list(known)
    counts[card] -= 1
    return tuple(counts) if any(counts) else None


def note_public(s, seat: int, card: int) -> None:
    """`card` left `seat`'s hand face up (discarded, a spell played): whoever knew of such a
    card there knows one less."""
    seen = s.seen
    if seen is None:
        return
    n = s.players
    for o in range(n):
        if o != seat:
            seen[o * n + seat] = _minus(seen[o * n + seat], card)


def note_take(s, taker: int, victim: int, card: int) -> None:
    """`taker` drew `card` blindly from `victim`'s hand: both saw it; the others saw a card
    leave the victim's hand and no longer know which of its cards remain."""
    _note_pass(s, victim, taker, card)


def note_given(s, giver: int, receiver: int, card: int) -> None:
    """`giver` gave `card` to `receiver` in an exchange: both saw it, the others did not."""
    _note_pass(s, giver, receiver, card)


def _note_pass(s, source: int, target: int, card: int) -> None:
    seen = s.seen
    if seen is None:
        return
    n = s.players
    for o in range(n):
        if o not in (source, target):
            seen[o * n + source] = None
    seen[target * n + source] = _minus(seen[target * n + source], card)
    seen[source * n + target] = _plus(seen[source * n + target], card)


# --- views ---------------------------------------------------------------------------------
def observation(state, seat: int):
    """A copy of `state` holding only what `seat` (-1: a spectator) may know."""
    obs = state.clone()
    if state.observer >= 0:
        if seat != state.observer:
            raise ValueError("an observation can only be narrowed to its own seat")
        return obs
    obs.observer = seat
    obs.seen = None
    n = state.players
    unseen = [DECK[c] - state.discard[c] - (state.hands[seat][c] if seat >= 0 else 0) for c in range(KINDS)]
    for p in range(n):
        if p == seat:
            continue
        known = state.seen[seat * n + p] if seat >= 0 else None
        size = sum(state.hands[p])
        if known:
            obs.hands[p] = list(known)
            obs.hidden[p] = size - sum(known)
            for c in range(KINDS):
                unseen[c] -= known[c]
        else:
            obs.hands[p] = [0] * KINDS
            obs.hidden[p] = size
    obs.stack = unseen
    obs._legal = None
    return obs


def visible_events(events: list, seat: int) -> list:
    """The events as `seat` may see them: cards drawn, taken or given that the seat neither
    holds nor handed over arrive face down (card -1). seat -1 is a spectator."""
    out = []
    for e in events:
        if isinstance(e, E.CardDrawn) and e.player != seat and e.card >= 0:
            e = E.CardDrawn(e.player, -1, e.why)
        elif isinstance(e, E.CardTaken) and seat not in (e.taker, e.victim) and e.card >= 0:
            e = E.CardTaken(e.taker, e.victim, -1)
        elif isinstance(e, E.CardGiven) and seat not in (e.giver, e.receiver) and e.card >= 0:
            e = E.CardGiven(e.giver, e.receiver, -1)
        out.append(e)
    return out


def sample_hidden(obs, rnd):
    """A full state consistent with the observation `obs`: the cards its seat knows stay where
    it knows them, the cards it has not seen are dealt at random (with `rnd`, a
    random.Random) into the hidden part of the other hands and the stack, hand sizes and
    stack size kept. In the result the seat's record of seen cards is what `obs` knew (so its
    observation is `obs` again); the other seats' records are empty. For computer players
    that search, and for the contract test's vary_secrets: they never read the truth."""
    if obs.observer < 0 and not any(obs.hidden):
        return obs.clone()
    pool = [c for c in range(KINDS) for _ in range(obs.stack[c])]
    rnd.shuffle(pool)
    state = obs.clone()
    n = state.players
    seer = obs.observer
    state.seen = [None] * (n * n)
    for p in range(n):
        if seer >= 0 and p != seer and any(obs.hands[p]):
            state.seen[seer * n + p] = tuple(obs.hands[p])
        for _ in range(state.hidden[p]):
            state.hands[p][pool.pop()] += 1
        state.hidden[p] = 0
    state.stack = [0] * KINDS
    for c in pool:
        state.stack[c] += 1
    state.stack_n = len(pool)
    state.observer = -1
    state.forget_legal()
    return state
