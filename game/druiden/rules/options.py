"""What may happen next: the legal decisions of each phase, the chance outcomes with their
probabilities, and why an action is not legal (in words a player can read)."""

from __future__ import annotations

from typing import Callable

from game.core.i18n import _, pgettext
from game.druiden.places import field_label

from . import actions as A
from .board_view import FIELDS, feet_mask, movable, occupancy
from .cards import BANNSPRUCH, CARDS, KINDS, NEBEL, counts_text
from .dice import BEND, DOUBLE_BEND, MOVE_NAMES, MOVES, STRAIGHT, face_odds, roll_odds
from .pieces import DRUID, DWARF, HOME, MORRIGAN, SPIRIT_COUNT, SPIRITS
from .vote import free_votes

_ROLLS: dict[int, tuple] = {}


def _rolls(nota) -> tuple:
    """(the roll outcomes as interned actions with their odds, the actions alone in a list
    shared by every state's legal actions, never changed), made once per notation."""
    entry = _ROLLS.get(id(nota))
    if entry is None or entry[0] is not nota:
        outcomes = tuple((nota.act(A.ROLL, A.FACES.index(a), A.FACES.index(b)), p) for (a, b), p in roll_odds())
        entry = _ROLLS[id(nota)] = (nota, outcomes, [a for a, _p in outcomes])
    return entry[1:]


def known(s, seat: int) -> bool:
    """True when this state knows `seat`'s hand (always, unless it is another seat's view)."""
    return s.observer < 0 or seat == s.observer


def holds(s, seat: int, card: int) -> bool:
    """True when `seat` holds (or, seen from another seat, may hold) `card`."""
    return s.hands[seat][card] > 0 or (s.hidden[seat] > 0 and s.stack[card] > 0)


def _spread(row: list[A.Action], counts) -> list[tuple[A.Action, float]]:
    """`row[c]` with the share of card c among `counts`, for every card there."""
    total = sum(counts)
    return [(row[c], n / total) for c, n in enumerate(counts) if n] if total else []


def chance_outcomes(s) -> list[tuple[A.Action, float]]:
    act = s.nota.act
    phase = s.phase
    if phase == "roll":
        return list(_rolls(s.nota)[0])
    if phase == "reroll":
        die = s.reroll_die
        return [(act(A.REROLL, die, A.FACES.index(f)), p) for f, p in face_odds(die)]
    if phase == "draw":
        seat = s.draws[0][0]
        if known(s, seat):
            return _spread(s.nota.card_row(A.DRAW), s.stack)
        return [(act(A.DRAW, A.UNKNOWN), 1.0)]
    taker, victim = s.taking[0], s.taking[1]  # "take"
    if not (known(s, taker) or known(s, victim)):
        return [(act(A.TAKE, A.UNKNOWN), 1.0)]
    hidden = s.hidden[victim]
    if not hidden:
        return _spread(s.nota.card_row(A.TAKE), s.hands[victim])
    # the taker's view of a partly known hand: a known card, or a hidden one from the pool
    pool = sum(s.stack)
    hand = s.hands[victim]
    total = (sum(hand) + hidden) * pool
    return [(act(A.TAKE, c), w / total) for c in range(KINDS) if (w := hand[c] * pool + hidden * s.stack[c])]


def chance_actions(s) -> list[A.Action]:
    """The chance outcomes without their odds, as legal actions (never change the list)."""
    if s.phase == "roll":
        return _rolls(s.nota)[1]
    return [a for a, _p in chance_outcomes(s)]


def decisions(s) -> list[A.Action]:
    phase = s.phase
    act = s.nota.act
    if phase == "enter":
        count, druids, _full = occupancy(s)
        return [act(A.ENTER, f) for f in s.board.feet if not (druids >> f) & 1 and count[f] < 2]
    if phase == "mode":
        return _nebel(s) + [act(A.NORMAL), act(A.MAGIC_DRAW)] + magic_moves(s)
    if phase == "move":
        moves = move_options(s)
        if moves:
            moves += _nebel(s)  # a fresh list: extended in place, not copied
            return moves
        if s.dice_left > 0 and not s.nebel_used and s.hand_size(s.active) > 0:
            # no die can be used: a player holding cards is asked (Nebel or pass) whether or
            # not one is a Nebel, so being asked tells nobody what the hand holds
            return _nebel(s) + [act(A.PASS)]
        return []
    if phase == "field":
        return field_options(s)
    if phase == "react":
        victim = s.react[0]
        return [act(A.ACCEPT)] + ([act(A.BANNSPRUCH)] if holds(s, victim, BANNSPRUCH) else [])
    if phase == "give":
        giver, receiver = s.giving[0], s.giving[1]
        return _cards_of(s, giver, A.GIVE, see_through=known(s, receiver))
    if phase == "discard":
        return _cards_of(s, s.discarding[0], A.DISCARD, see_through=True)
    if phase == "vote":
        return [act(A.VOTE, 0), act(A.VOTE, 1)]
    if phase == "decide":
        return [act(A.DECIDE, 0), act(A.DECIDE, 1)]
    return []


def _cards_of(s, seat: int, kind: str, see_through: bool) -> list[A.Action]:
    """One action per card kind `seat` may part with; a hidden hand offers every unseen kind
    when the card will be seen (discard, or given to this state's seat), else one '?'."""
    act = s.nota.act
    if known(s, seat):
        return [act(kind, c) for c in range(KINDS) if s.hands[seat][c]]
    if not see_through:
        return [act(kind, A.UNKNOWN)]
    return [act(kind, c) for c in range(KINDS) if holds(s, seat, c)]


def _nebel(s) -> list[A.Action]:
    if s.nebel_used or s.dice_left <= 0 or not holds(s, s.active, NEBEL):
        return []
    return [s.nota.act(A.NEBEL, d) for d in (0, 1) if not s.used[d]]


def move_options(s) -> list[A.Action]:
    """Every move the active player's dice allow now, die 1 first, then by piece."""
    if s.dice_left <= 0:
        return []
    pieces = movable(s, s.active)
    if not pieces:
        return []
    _count, druids, full = occupancy(s)
    closed_to = (full | feet_mask(s.board), full)  # the Morrigan's, every other piece's
    pos, dice, used = s.pos, s.dice, s.used
    table, row_of = s.table, s.nota.move_row
    cached = table._offers
    hits = druids.__and__
    out: list[A.Action] = []
    for die in (0, 1):
        if used[die]:
            continue
        move = MOVES[dice[die]]
        for piece in pieces:
            code = DRUID if piece >= DRUID else piece
            start = pos[piece]
            closed = closed_to[piece != MORRIGAN]
            passed, reach, moves, guarded = cached.get((start, move, code)) or table.offers(
                start, move, code, row_of(move, code)
            )
            if druids & passed:  # open unless every route of it passes a druid
                if closed & reach:
                    out += [
                        a
                        for bit, a, first, masks in guarded
                        if not closed & bit and not (first & druids and all(map(hits, masks)))
                    ]
                else:
                    out += [a for _bit, a, first, masks in guarded if not (first & druids and all(map(hits, masks)))]
            elif closed & reach:
                out += [a for bit, a, _first, _masks in guarded if not closed & bit]
            else:
                out += moves
    return out


def magic_moves(s) -> list[A.Action]:
    """Magic movement: any spirit on the circles onto any other field that is not full and not
    a druid's foot."""
    count = occupancy(s)[0]
    feet = feet_mask(s.board)
    open_fields = [f for f in range(FIELDS) if not (feet >> f) & 1 and count[f] < 2]
    row_of = s.nota.magic_row
    out = []
    for sp in range(SPIRIT_COUNT):
        here = s.pos[sp]
        if 0 <= here < FIELDS:
            row = row_of(sp)
            out += [row[f] for f in open_fields if f != here]
    return out


def field_options(s) -> list[A.Action]:
    """The one field action the landed piece may carry out (or pass), in a fixed order."""
    piece, field = s.landing
    seat = s.active
    act = s.nota.act
    board = s.board
    kind = board.fields[field].kind
    pos, owner = s.pos, s.owner
    out = []
    if kind == "plant":
        out.append(act(A.GATHER))
    elif kind == "spirit":
        count = occupancy(s)[0]
        feet = feet_mask(board)
        spots = [f for f in board.neighbours[field] if not (feet >> f) & 1 and count[f] < 2]
        out += [act(A.SUMMON, sp, f) for sp in range(SPIRIT_COUNT) if pos[sp] == HOME for f in spots]
        out += [act(A.BANISH, sp) for sp in range(SPIRIT_COUNT) if 0 <= pos[sp] < FIELDS]
    for sp in range(MORRIGAN):  # every spirit on the field but the Morrigan
        if pos[sp] == field and owner[sp] not in (-1, seat):
            out.append(act(A.CONTROL, sp))
    if piece >= DRUID:
        near = (field, *board.neighbours[field])
        for q in range(s.players):
            if q != seat and pos[DRUID + q] in near:
                size = s.hand_size(q)
                out += [act(A.EXCHANGE, n, q) for n in (1, 2) if n <= size]
    if out:
        out.append(act(A.PASS))
    return out


def why_not(s, action: A.Action, words: bool = False) -> str:
    """Why `action` (not among the legal actions) may not be played now. The fields, pieces
    and die faces it names are the notation's ("m7", "sun1", "3"), or with `words` as a
    player reads them ("the middle ring's field …", "your Sun spirit", "a 3")."""
    if s.over:
        return _("the game is over")
    phase = s.phase
    if action.kind in A.CHANCE_KINDS:
        if phase not in ("draw", "roll", "reroll", "take"):
            return _("that is a chance outcome, and no dice or cards are due now")
        return _why_not_outcome(s, action)
    if phase in ("draw", "roll", "reroll", "take"):
        return _("chance decides next: a roll or a card (play one of the chance outcomes)")
    if phase == "enter":
        if action.kind != A.ENTER:
            return _("first your druid leaves the centre: enter onto a free druid's foot")
        return _("{field} is not a free druid's foot").format(field=_name(s, action.a, words, "nominative"))
    if action.kind == A.NEBEL:
        if s.nebel_used:
            return _("Nebel may be played once a turn")
        if not holds(s, s.active, NEBEL):
            return _("you hold no Nebel")
        return _("that die cannot be rolled again now")
    if phase == "mode":
        if action.kind == A.MAGIC:
            return _(
                "magic movement sets a spirit standing on the circles onto a free field that is not a druid's foot"
            )
        return _("two rings: choose normal or magic movement first")
    if phase == "move":
        return _why_not_move(s, action, words)
    if phase == "field":
        return _why_not_field(s, action)
    if phase == "react":
        if action.kind == A.BANNSPRUCH:
            return _("you hold no Bannspruch")
        return _("answer the action against you: bannspruch or accept")
    if phase == "give":
        return _("give back a card you hold")
    if phase == "discard":
        return _("you hold more than 7 cards: discard a card you hold")
    if phase == "vote":
        return _("vote for a cult: 'vote sun' or 'vote moon'")
    if phase == "decide":
        return _("decide for a cult: 'decide sun' or 'decide moon'")
    return _("not now")


def _cannot_come_up(s, action: A.Action) -> str:
    """A chance outcome of another step, and the chance step now due."""
    phase = s.phase
    if phase == "roll":
        return _("'{action}' cannot come up now: both dice are rolled now").format(action=action)
    if phase == "reroll":
        return _("'{action}' cannot come up now: die {die} is rolled again now").format(
            action=action, die=s.reroll_die + 1
        )
    if phase == "draw":
        return _("'{action}' cannot come up now: player {player} draws a card from the stack now").format(
            action=action, player=s.draws[0][0]
        )
    return _(
        "'{action}' cannot come up now: player {taker} draws a card blindly from player {victim}'s hand now"
    ).format(action=action, taker=s.taking[0], victim=s.taking[1])


def _why_not_outcome(s, action: A.Action) -> str:
    """Why a chance outcome of the right phase cannot come up: the card is not there."""
    phase, kind = s.phase, action.kind
    card = CARDS[action.a].name if kind in (A.DRAW, A.TAKE) and action.a >= 0 else ""
    if card and [str(o) for o, _p in chance_outcomes(s)] in (["draw ?"], ["take ?"]):
        return _("this seat cannot see that card: it comes up face down ('?')")
    if kind == A.DRAW and phase == "draw" and card:
        return _("no {card} is left in the stack (it holds {cards})").format(card=card, cards=counts_text(s.stack))
    if kind == A.TAKE and phase == "take" and card:
        return _("player {player} holds no {card}").format(player=s.taking[1], card=card)
    if kind in (A.DRAW, A.TAKE) and not card and phase in ("draw", "take"):
        return _("write the card (a face-down '?' only stands in another seat's view)")
    if kind == A.REROLL and phase == "reroll":
        return _("die {die} is rolled again, not die {other}").format(die=s.reroll_die + 1, other=action.a + 1)
    return _cannot_come_up(s, action)


#: "You command no …" in a player's words, by the piece's kind.
_NONE_OF: dict[str, Callable[[], str]] = {
    "druid": lambda: _("you command no druid on the stone circles"),
    "sun": lambda: _("you command no Sun spirit on the stone circles"),
    "moon": lambda: _("you command no Moon spirit on the stone circles"),
    "dwarf": lambda: _("you command no Dwarf King on the stone circles"),
    "morrigan": lambda: _("you command no Morrigan on the stone circles"),
}
#: A piece of the player's as the subject of a sentence, in a player's words, by kind.
_YOUR: dict[str, Callable[[], str]] = {
    "druid": lambda: pgettext("subject", "your druid"),
    "sun": lambda: pgettext("subject", "your Sun spirit"),
    "moon": lambda: pgettext("subject", "your Moon spirit"),
    "dwarf": lambda: pgettext("subject", "your Dwarf King"),
    "morrigan": lambda: pgettext("subject", "your Morrigan"),
}
#: A die's movement as the object of a sentence ("shows a 3"), by movement.
_MOVE_WORDS: dict[int, Callable[[], str]] = {
    1: lambda: pgettext("die face, object", "a 1"),
    2: lambda: pgettext("die face, object", "a 2"),
    3: lambda: pgettext("die face, object", "a 3"),
    4: lambda: pgettext("die face, object", "a 4"),
    5: lambda: pgettext("die face, object", "a 5"),
    6: lambda: pgettext("die face, object", "a 6"),
    STRAIGHT: lambda: pgettext("die face, object", "a straight"),
    BEND: lambda: pgettext("die face, object", "a bend"),
    DOUBLE_BEND: lambda: pgettext("die face, object", "a double bend"),
}


def _kind(code: int) -> str:
    """A piece code's kind: "druid", "sun", "moon", "dwarf" or "morrigan"."""
    if code == DRUID:
        return "druid"
    if code in (DWARF, MORRIGAN):
        return "dwarf" if code == DWARF else "morrigan"
    return "sun" if code < 3 else "moon"


def _why_not_move(s, action: A.Action, words: bool = False) -> str:
    if action.kind == A.PASS:
        return _("a die some piece can use must be used")
    if action.kind != A.MOVE:
        return _("move a piece with a die first")
    die = _MOVE_WORDS[action.a]() if words and action.a in _MOVE_WORDS else MOVE_NAMES[action.a]
    dice = [d for d in (0, 1) if not s.used[d] and MOVES[s.dice[d]] == action.a]
    if not dice:
        return _("no unused die shows {die}").format(die=die)
    if s.dice_left <= 0:
        return _("with only one piece you move with one die")
    piece = DRUID + s.active if action.b == DRUID else action.b
    if piece not in movable(s, s.active):
        if words:
            return _NONE_OF[_kind(action.b)]()
        return _("you command no {piece} on the stone circles").format(piece=_piece(action.b))
    yours = _YOUR[_kind(action.b)]() if words else pgettext("subject", "your {piece}").format(piece=_piece(action.b))
    return _(
        "{piece} cannot end on {field} with {die} "
        "(a druid blocks the way, the field is full, or the path does not fit the die)"
    ).format(piece=yours, field=_name(s, action.c, words, "dative"), die=die)


def _why_not_field(s, action: A.Action) -> str:
    kind = s.board.fields[s.landing[1]].kind
    if action.kind == A.GATHER:
        return _("only a plant field gives a card")
    if action.kind in (A.SUMMON, A.BANISH):
        if kind != "spirit":
            return _("only a spirit field summons or banishes")
        if action.kind == A.SUMMON:
            return _(
                "summon a spirit from the Place of the Spirits onto a free field beside your piece (not a druid's foot)"
            )
        return _("banish a spirit standing on the stone circles")
    if action.kind == A.CONTROL:
        return _("only a rival's spirit on your landing field can be taken (never the Morrigan)")
    if action.kind == A.EXCHANGE:
        return _("only a druid beside another druid demands an exchange, of no more cards than that player holds")
    return _("carry out one field action or pass")


def _name(s, f: int, words: bool = False, case: str = "nominative") -> str:
    """Field `f` as the notation names it ("m7"), or with `words` as a player finds it."""
    if not 0 <= f < FIELDS:
        return str(f)
    return field_label(s.board, f, case=case) if words else s.board.fields[f].name


def _piece(code: int) -> str:
    return "druid" if code == DRUID else SPIRITS[code]


def votes_for(s, seat: int, cult: int) -> int:
    return free_votes(s.pos, s.owner, s.hands[seat], seat, cult, s.vote["tie_round"])
