"""What one seat may know: observations and per-seat events.

A seat sees its own hand, every hand's size, the spirits and who controls them, the discard
pile and how many cards the stack holds; never another hand or which cards the stack holds.
In an observation another seat's cards are `hidden` counts, and `stack` holds every card the
seat has not seen (the stack and the hidden hands together), so a draw's odds there are the
odds that seat would reckon with. Chance steps that hand a card to another seat appear there
as face-down outcomes ("draw ?", "take ?"). sample_hidden deals those unseen cards out again
to make a full state a computer player may search.
"""

from __future__ import annotations

from . import events as E
from .cards import DECK, KINDS


def observation(state, seat: int):
    """A copy of `state` holding only what `seat` (-1: a spectator) may know."""
    obs = state.clone()
    if state.observer >= 0:
        if seat != state.observer:
            raise ValueError("an observation can only be narrowed to its own seat")
        return obs
    obs.observer = seat
    unseen = [DECK[c] - state.discard[c] - (state.hands[seat][c] if seat >= 0 else 0)
              for c in range(KINDS)]
    for p in range(state.players):
        if p != seat:
            obs.hidden[p] = sum(state.hands[p])
            obs.hands[p] = [0] * KINDS
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
    """A full state consistent with the observation `obs`: the cards its seat has not seen
    dealt at random (with `rnd`, a random.Random) into the other hands and the stack, hand
    sizes and stack size kept. For computer players that search: they never read the truth."""
    if obs.observer < 0 and not any(obs.hidden):
        return obs.clone()
    pool = [c for c in range(KINDS) for _ in range(obs.stack[c])]
    rnd.shuffle(pool)
    state = obs.clone()
    for p in range(state.players):
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
