"""How the game moves on after each action: turns, dice, landing, field actions, Bannspruch,
card draws and takes, the hand limit, and the vote (legality is checked before, in options.py).
Each function appends what happened to `ev`."""

from __future__ import annotations

from . import actions as A
from . import events as E
from .ballot import begin_vote, cast, finish
from .board_view import movable, occupancy, on_decision, rival_druid_on
from .cards import BANNSPRUCH, CULTS, HAND_LIMIT, HAND_START, NEBEL
from .dice import MOVES, is_ring
from .hidden import note_given, note_public, note_take
from .options import decisions, field_options
from .pieces import DECISION, DRUID, DWARF, HOME, MORRIGAN, WAITING
from .vote import MAX_ROUNDS

VOTE_AT = 5  # pieces on the Place of Decision that start the vote


# --- cards ------------------------------------------------------------------------------------
def lose(s, seat: int, card: int) -> None:
    """`card` (or UNKNOWN) leaves `seat`'s hand. In another seat's view: a known card leaves
    the cards known there, else the hidden ones (a seen card also leaves the pool of unseen
    cards); an unseen card leaving a partly known hand makes all of it unknown again."""
    hand = s.hands[seat]
    if card >= 0 and hand[card] > 0:
        hand[card] -= 1
        return
    if card < 0 and any(hand):
        for c, n in enumerate(hand):
            s.stack[c] += n
        s.hidden[seat] += sum(hand)
        s.hands[seat] = [0] * len(hand)
    s.hidden[seat] -= 1
    if card >= 0:
        s.stack[card] -= 1


def gain(s, seat: int, card: int) -> None:
    """`card` (or UNKNOWN) joins `seat`'s hand; in another seat's view a card that seat saw
    given or taken stays known there."""
    if card >= 0:
        s.hands[seat][card] += 1
    else:
        s.hidden[seat] += 1


def to_discard(s, seat: int, card: int) -> None:
    note_public(s, seat, card)
    lose(s, seat, card)
    s.discard[card] += 1


def deal(s) -> None:
    """The start: every player draws two cards (chance steps), then seat 0's first turn."""
    s.draws = [(p, "deal") for _ in range(HAND_START) for p in range(s.players)]
    s.phase = "draw"


def queue_draws(s, seat: int, count: int, why: str, ev: list) -> None:
    s.draws += [(seat, why)] * count
    next_draw(s, ev)


def next_draw(s, ev: list) -> None:
    """Goes to the next due draw (reshuffling the discard pile into the stack when the stack
    is empty, drawing nothing when both are), else on with the turn."""
    while s.draws:
        if s.stack_n > 0:
            s.phase = "draw"
            return
        total = sum(s.discard)
        if total:
            for c, n in enumerate(s.discard):
                s.stack[c] += n
            s.discard = [0] * len(s.discard)
            s.stack_n = total
            ev.append(E.StackReshuffled(total))
            s.phase = "draw"
            return
        seat, _why = s.draws.pop(0)
        ev.append(E.NothingToDraw(seat))
    if s.round == 0:
        s.round = 1
        begin_turn(s, ev)
    else:
        to_move(s, ev)


# --- turns ------------------------------------------------------------------------------------
def begin_turn(s, ev: list) -> None:
    s.dice = ["", ""]
    s.used = [False, False]
    s.dice_left = 0
    s.nebel_used = False
    s.landing = None
    ev.append(E.TurnBegan(s.active, s.round))
    s.phase = "enter" if s.pos[DRUID + s.active] == WAITING else "roll"


def after_roll(s, ev: list) -> None:
    if not any(s.used) and is_ring(s.dice[0]) and is_ring(s.dice[1]):
        s.phase = "mode"
    else:
        to_move(s, ev)


def to_move(s, ev: list) -> None:
    """On to the next die use, or the end of the turn when no die can be used."""
    s.landing = None
    s.phase = "move"
    if s.dice_left > 0:
        legal = decisions(s)
        if legal:
            s._legal = legal
            return
    for d in (0, 1):
        if not s.used[d] and s.dice[d]:
            s.used[d] = True
            ev.append(E.DieLost(s.active, d))
    end_turn(s, ev)


def end_turn(s, ev: list) -> None:
    """The hand limit binds the player whose turn ends (rulings: "discard down at the end of
    your turn"); another player holding more, after the Morrigan stole for them, keeps the
    cards until their own turn ends."""
    s.discarding = [s.active] if s.hand_size(s.active) > HAND_LIMIT else []
    if s.discarding:
        s.phase = "discard"
        return
    next_turn(s, ev)


def next_turn(s, ev: list) -> None:
    s.active = (s.active + 1) % s.players
    if s.active == 0:
        s.round += 1
        if s.round > MAX_ROUNDS:
            s.round = MAX_ROUNDS
            begin_vote(s, "forty rounds", 0, ev)
            return
    begin_turn(s, ev)


# --- landing and field actions ----------------------------------------------------------------
def land(s, piece: int, field: int, ev: list) -> None:
    """After a die moved `piece` onto `field`."""
    seat = s.active
    if field in s.board.feet:
        s.pos[piece] = DECISION
        s._occ = None
        count = on_decision(s)
        ev.append(E.PieceEnteredDecision(piece, field, count))
        if count >= VOTE_AT:
            begin_vote(s, "fifth piece", seat, ev)
        else:
            to_move(s, ev)
        return
    if piece >= DRUID and s.pos[MORRIGAN] == field and s.owner[MORRIGAN] != seat:
        former = s.owner[MORRIGAN]
        s.owner[MORRIGAN] = seat
        ev.append(E.SpiritControlled(seat, MORRIGAN, former))
    if piece == MORRIGAN:
        victim = rival_druid_on(s, field, s.owner[MORRIGAN])
        if victim >= 0:
            morrigan_meets(s, victim, ev)
            return
    s.landing = (piece, field)
    offered = field_options(s)
    if offered:
        s.phase = "field"
        s._legal = offered  # what legal_actions would reckon again
    else:
        to_move(s, ev)


def morrigan_meets(s, victim: int, ev: list) -> None:
    """The Morrigan was set onto the field of `victim`'s druid: she steals for her owner (the
    victim may answer with Bannspruch), then passes to the victim."""
    if s.hand_size(victim) > 0:
        ask(s, victim, "theft", (s.owner[MORRIGAN],), ev)
    else:  # nothing to steal: she only changes hands
        pass_morrigan(s, victim, ev)
        to_move(s, ev)


def pass_morrigan(s, victim: int, ev: list) -> None:
    former = s.owner[MORRIGAN]
    if former != victim:
        s.owner[MORRIGAN] = victim
        ev.append(E.SpiritControlled(victim, MORRIGAN, former))


def ask(s, victim: int, what: str, args: tuple, ev: list) -> None:
    """An action against `victim`: they may answer with Bannspruch if they hold any cards
    (hand sizes are public, so asking reveals nothing)."""
    if s.hand_size(victim) > 0:
        s.react = (victim, what, args)
        s.phase = "react"
    else:
        carry_out(s, what, args, ev, victim)


def carry_out(s, what: str, args: tuple, ev: list, victim: int = -1) -> None:
    """Does the action `what` (the answer to it was to accept it, or nobody could answer)."""
    seat = s.active
    s.react = None
    if what == "summon":
        summon(s, args[0], args[1], ev)
    elif what == "banish":
        banish(s, args[0], ev)
        to_move(s, ev)
    elif what == "control":
        sp = args[0]
        former = s.owner[sp]
        s.owner[sp] = seat
        ev.append(E.SpiritControlled(seat, sp, former))
        to_move(s, ev)
    elif what == "exchange":
        count, victim = args
        ev.append(E.ExchangeDemanded(seat, victim, count))
        begin_take(s, seat, victim, count, "exchange", ev)
    else:  # "theft": the victim is the druid's owner, the thief the Morrigan's
        thief = args[0]
        count = min(2, s.hand_size(victim))
        ev.append(E.TheftBegun(thief, victim, count))
        begin_take(s, thief, victim, count, "theft", ev)


def summon(s, sp: int, field: int, ev: list) -> None:
    s.pos[sp] = field
    s._occ = None
    s.owner[sp] = s.active
    ev.append(E.SpiritSummoned(s.active, sp, field))
    if sp == MORRIGAN:
        victim = rival_druid_on(s, field, s.active)
        if victim >= 0:
            # the summon itself was what the victim could forbid: the theft follows at once
            count = min(2, s.hand_size(victim))
            if count:
                ev.append(E.TheftBegun(s.active, victim, count))
                begin_take(s, s.active, victim, count, "theft", ev)
                return
            pass_morrigan(s, victim, ev)
    to_move(s, ev)


def banish(s, sp: int, ev: list) -> None:
    field, former = s.pos[sp], s.owner[sp]
    s.pos[sp] = HOME
    s._occ = None
    s.owner[sp] = -1
    ev.append(E.SpiritBanished(s.active, sp, field, former))


def begin_take(s, taker: int, victim: int, count: int, what: str, ev: list) -> None:
    s.react = None
    s.taking = [taker, victim, count, what, count]
    after_take(s, ev)


def after_take(s, ev: list) -> None:
    taker, victim, left, what, count = s.taking
    if left > 0 and s.hand_size(victim) > 0:
        s.phase = "take"
        return
    s.taking = None
    if what == "exchange":
        s.giving = [taker, victim, count - left]
        after_give(s, ev)
    else:
        pass_morrigan(s, victim, ev)
        to_move(s, ev)


def after_give(s, ev: list) -> None:
    if s.giving[2] > 0:
        s.phase = "give"
        return
    s.giving = None
    to_move(s, ev)


# --- one action -------------------------------------------------------------------------------
def apply(s, a: A.Action, ev: list) -> None:
    kind = a.kind
    seat = s.active
    if kind == A.MOVE:  # the kinds by how often a playout meets them
        move_piece(s, a, ev)
    elif kind == A.ROLL:
        s.dice = [A.FACES[a.a], A.FACES[a.b]]
        s.dice_left = min(2, len(movable(s, seat)))
        ev.append(E.DiceRolled(seat, (s.dice[0], s.dice[1])))
        after_roll(s, ev)
    elif kind == A.DRAW:
        who, why = s.draws.pop(0)
        if a.a >= 0:
            s.stack[a.a] -= 1
        s.stack_n -= 1
        gain(s, who, a.a)
        ev.append(E.CardDrawn(who, a.a, why))
        next_draw(s, ev)
    elif kind == A.REROLL:
        s.dice[a.a] = A.FACES[a.b]
        s.reroll_die = -1
        ev.append(E.DieRerolled(seat, a.a, s.dice[a.a]))
        after_roll(s, ev)
    elif kind == A.TAKE:
        taker, victim = s.taking[0], s.taking[1]
        note_take(s, taker, victim, a.a)
        lose(s, victim, a.a)
        gain(s, taker, a.a)
        s.taking[2] -= 1
        ev.append(E.CardTaken(taker, victim, a.a))
        after_take(s, ev)
    elif kind == A.ENTER:
        s.pos[DRUID + seat] = a.a
        s._occ = None
        ev.append(E.DruidEntered(seat, a.a))
        s.phase = "roll"
    elif kind == A.NEBEL:
        to_discard(s, seat, NEBEL)
        s.nebel_used = True
        s.reroll_die = a.a
        ev.append(E.SpellPlayed(seat, NEBEL))
        s.phase = "reroll"
    elif kind == A.NORMAL:
        ev.append(E.MovementChosen(seat, False))
        to_move(s, ev)
    elif kind == A.MAGIC_DRAW:
        ev.append(E.MovementChosen(seat, True))
        s.used = [True, True]
        s.dice_left = 0
        queue_draws(s, seat, 2, "magic", ev)
    elif kind == A.MAGIC:
        ev.append(E.MovementChosen(seat, True))
        s.used = [True, True]
        s.dice_left = 0
        sp, field = a.a, a.b
        ev.append(E.SpiritMagicMoved(seat, sp, s.pos[sp], field))
        s.pos[sp] = field
        s._occ = None
        victim = rival_druid_on(s, field, s.owner[sp]) if sp == MORRIGAN else -1
        if victim >= 0:
            morrigan_meets(s, victim, ev)
        else:
            to_move(s, ev)
    elif kind == A.PASS:
        if s.phase == "move":  # no die can be used and no Nebel is played: the dice are lost
            s.dice_left = 0
        to_move(s, ev)
    elif kind == A.GATHER:
        piece = s.landing[0]
        queue_draws(s, seat, 2 if piece == DWARF else 1, "dwarf" if piece == DWARF else "plant", ev)
    elif kind == A.SUMMON:
        victim = rival_druid_on(s, a.b, seat) if a.a == MORRIGAN else -1
        if victim >= 0:
            ask(s, victim, "summon", (a.a, a.b), ev)
        else:
            summon(s, a.a, a.b, ev)
    elif kind == A.BANISH:
        former = s.owner[a.a]
        if former >= 0 and former != seat:
            ask(s, former, "banish", (a.a,), ev)
        else:
            banish(s, a.a, ev)
            to_move(s, ev)
    elif kind == A.CONTROL:
        ask(s, s.owner[a.a], "control", (a.a,), ev)
    elif kind == A.EXCHANGE:
        ask(s, a.b, "exchange", (a.a, a.b), ev)
    elif kind == A.ACCEPT:
        victim, what, args = s.react
        carry_out(s, what, args, ev, victim)
    elif kind == A.BANNSPRUCH:
        victim, what, args = s.react
        to_discard(s, victim, BANNSPRUCH)
        ev.append(E.SpellPlayed(victim, BANNSPRUCH))
        ev.append(E.ActionForbidden(victim, seat if what != "theft" else args[0], what))
        s.react = None
        if what == "theft":
            pass_morrigan(s, victim, ev)
        to_move(s, ev)
    elif kind == A.GIVE:
        giver, receiver = s.giving[0], s.giving[1]
        note_given(s, giver, receiver, a.a)
        lose(s, giver, a.a)
        gain(s, receiver, a.a)
        s.giving[2] -= 1
        ev.append(E.CardGiven(giver, receiver, a.a))
        after_give(s, ev)
    elif kind == A.DISCARD:
        who = s.discarding[0]
        to_discard(s, who, a.a)
        ev.append(E.CardDiscarded(who, a.a))
        if s.hand_size(who) <= HAND_LIMIT:
            s.discarding.pop(0)
            if not s.discarding:
                next_turn(s, ev)
    elif kind == A.VOTE:
        cast(s, a.a, ev)
    elif kind == A.DECIDE:
        finish(s, CULTS[a.a], s.vote["first"], ev)
    else:  # pragma: no cover - legality is checked first
        raise AssertionError(kind)


def move_piece(s, a: A.Action, ev: list) -> None:
    seat = s.active
    piece = DRUID + seat if a.b == DRUID else a.b
    die = 0 if MOVES[s.dice[0]] == a.a and not s.used[0] else 1
    s.used[die] = True
    s.dice_left -= 1
    _count, druids, _full = occupancy(s)
    path = s.table.path(s.pos[piece], a.a, a.c, druids)
    s.pos[piece] = a.c
    s._occ = None
    ev.append(E.PieceMoved(seat, piece, a.a, path))
    land(s, piece, a.c, ev)
