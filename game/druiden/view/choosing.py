"""The legal actions sorted the way the table offers them, and said in words: which dice
and pieces can move where, what a landing field will do, what each panel button does."""

from __future__ import annotations

import re
from functools import partial

from game.druiden.narrate import card_text, how_moved
from game.druiden.places import field_label
from game.druiden.rules import actions as A
from game.druiden.rules.board_view import FIELDS
from game.druiden.rules.cards import CULTS
from game.druiden.rules.dice import MOVE_NAMES, MOVES
from game.druiden.rules.pieces import DRUID, SPIRIT_TITLES, SPIRITS

FIELD_DOES = {
    "plant": "a plant field: draw a card (the Dwarf King draws two)",
    "spirit": "a spirit field: summon a spirit from the Place of the Spirits or banish one",
    "empty": "an empty field: take a rival's spirit standing here or exchange cards with a druid beside you",
    "foot": "a druid's foot: the piece walks on to the Place of Decision",
}
#: the panel's words for a die face
FACE_WORDS = {
    "1": "1",
    "2": "2",
    "3": "3",
    "4": "4",
    "5": "5",
    "ring-6": "6 in a ring",
    "straight": "straight",
    "bend": "bend",
    "double-bend": "double bend",
    "ring-straight": "straight in a ring",
}


def piece_name(piece: int, seat: int | None = None) -> str:
    """A piece in words: "your druid", "the Dwarf King", "the Sun spirit" (never a code)."""
    if piece >= DRUID:
        return "your druid" if seat is None or piece - DRUID == seat else "a druid"
    title = SPIRIT_TITLES[piece]
    return title if title.startswith("the ") else f"the {title}"


def piece_at(state, piece: int) -> str:
    """A piece in words, with the field it stands on when a twin spirit (another of the
    same title) also stands on the circles: "the Sun spirit on the inner ring's …"."""
    name = piece_name(piece)
    if piece >= DRUID:
        return name
    twins = [
        sp
        for sp in range(len(SPIRITS))
        if SPIRIT_TITLES[sp] == SPIRIT_TITLES[piece] and sp != piece and 0 <= state.pos[sp] < FIELDS
    ]
    where = state.pos[piece]
    if twins and 0 <= where < FIELDS:
        return f"{name} on {field_label(state.board, where)}"
    return name


def die_of(state, move: int) -> int:
    """The unused die (0 or 1) that gives movement `move`, or -1."""
    for d in (0, 1):
        if not state.used[d] and state.dice[d] and MOVES[state.dice[d]] == move:
            return d
    return -1


def moves(legal) -> list:
    return [a for a in legal if a.kind == A.MOVE]


def dice_with_moves(state, legal) -> list[int]:
    """The dice (0, 1) some piece can use now."""
    found = {die_of(state, a.a) for a in moves(legal)}
    return [d for d in (0, 1) if d in found]


def piece_of(state, action) -> int:
    """The piece index a MOVE action moves (its druid code made the mover's druid)."""
    return DRUID + state.active if action.b == DRUID else action.b


def movers(state, legal, die: int) -> list[int]:
    """The pieces die `die` can move now."""
    move = MOVES[state.dice[die]] if state.dice[die] else -1
    return sorted({piece_of(state, a) for a in moves(legal) if a.a == move})


def destinations(state, legal, die: int, piece: int) -> dict[int, object]:
    """Destination field → the MOVE action of `piece` with die `die`."""
    move = MOVES[state.dice[die]] if state.dice[die] else -1
    return {a.c: a for a in moves(legal) if a.a == move and piece_of(state, a) == piece}


def route(state, action) -> tuple[int, ...]:
    """The fields a MOVE action walks (start first), as the rules will walk it."""
    from game.druiden.rules.board_view import occupancy

    piece = piece_of(state, action)
    _count, druids, _full = occupancy(state)
    return state.table.path(state.pos[piece], action.a, action.c, druids) or ()


def landing_words(state, field: int) -> str:
    return FIELD_DOES[state.board.fields[field].kind]


def landing(state, action, names=None) -> str:
    """What moving by `action` (a MOVE) will lead to, worked out on a copy of the position:
    the field actions it offers, the Place of Decision, the vote, the Morrigan's theft."""
    from game.druiden.rules import events as E

    after = state.clone()
    events = after.apply(action)
    kind = state.board.fields[action.c].kind
    said = []
    for e in events:
        if isinstance(e, E.PieceEnteredDecision):
            said.append("a druid's foot: on to the Place of Decision")
        elif isinstance(e, E.VoteBegun):
            said.append("the fifth piece there: the vote begins")
        elif isinstance(e, E.SpiritControlled):
            said.append("the Morrigan joins you (−20 points while you hold her)")
        elif isinstance(e, E.TheftBegun):
            said.append("the Morrigan steals cards")
    if after.phase == "react" and after.react[1] == "theft":
        said.append("the Morrigan steals cards")
    if after.phase == "field":
        offered = []
        for a in after.legal_actions():
            if a.kind == A.GATHER:
                offered.append("draw a plant card" + ("s" if action.b == 6 else ""))
            elif a.kind in (A.SUMMON, A.BANISH) and "summon or banish a spirit" not in offered:
                offered.append("summon or banish a spirit")
            elif a.kind in (A.CONTROL, A.EXCHANGE):
                offered.append(describe(a, state, names))
        said.append(f"{_kind_word(kind)}: " + ", or ".join(dict.fromkeys(offered)))
    if not said:
        said.append(f"{_kind_word(kind)}: nothing to do there")
    return "; ".join(dict.fromkeys(said))


def _kind_word(kind: str) -> str:
    return {"plant": "a plant field", "spirit": "a spirit field", "empty": "an empty field", "foot": "a druid's foot"}[
        kind
    ]


def of_kind(legal, *kinds) -> list:
    return [a for a in legal if a.kind in kinds]


def describe(action, state, names=None) -> str:
    """The action in a player's words (for buttons, the keyboard preview and the status)."""
    k = action.kind

    def who(p: int) -> str:
        return names[p] if names else f"player {p + 1}"

    def field(f: int) -> str:
        return field_label(state.board, f)

    if k == A.ENTER:
        return f"your druid leaves the centre onto {field(action.a)}"
    if k == A.NEBEL:
        return f"play Nebel: roll die {action.a + 1} again"
    if k == A.NORMAL:
        return "normal movement: use the symbols inside the rings"
    if k == A.MAGIC_DRAW:
        return "magic movement: draw two cards"
    if k == A.MAGIC:
        return f"magic movement: set {piece_at(state, action.a)} onto {field(action.b)}"
    if k == A.MOVE:
        piece = piece_of(state, action)
        return (
            f"move {'your druid' if piece >= DRUID else piece_at(state, piece)} "
            f"{how_moved(action.a)} to {field(action.c)} — {landing_words(state, action.c)}"
        )
    if k == A.GATHER:
        return "gather: draw a plant card" + ("s" if state.landing and state.landing[0] == 6 else "")
    if k == A.SUMMON:
        return f"summon {piece_name(action.a)} onto {field(action.b)}"
    if k == A.BANISH:
        return f"banish {piece_at(state, action.a)} to the Place of the Spirits"
    if k == A.CONTROL:
        return f"take control of {piece_at(state, action.a)}"
    if k == A.EXCHANGE:
        n = action.a
        return f"exchange {n} card{'s' if n > 1 else ''} with {who(action.b)}"
    if k == A.PASS:
        return "pass" if state.phase != "move" else "pass: the dice are lost"
    if k == A.BANNSPRUCH:
        return "play Bannspruch: forbid it"
    if k == A.ACCEPT:
        return "accept: let it happen"
    if k == A.GIVE:
        to = f" back to {who(state.giving[1])}" if state.giving else ""
        return f"give {'your ' if action.a >= 0 else ''}{card_text(action.a)}{to}"
    if k == A.DISCARD:
        return f"discard {'your ' if action.a >= 0 else ''}{card_text(action.a)}"
    if k in (A.VOTE, A.DECIDE):
        cult = CULTS[action.a]
        return f"{k} for the {'Sun' if cult == 'sun' else 'Moon'}"
    return str(action)


def threat(state, names=None) -> str:
    """What the player asked to answer faces, in words ("Bo wants to banish your Moon spirit.")."""
    victim, what, args = state.react
    who = names[state.active] if names else f"player {state.active + 1}"
    if what == "theft":
        thief = names[args[0]] if names else f"player {args[0] + 1}"
        taken = min(2, state.hand_size(victim))  # hand sizes are public: this tells nothing
        what = "your only card" if taken == 1 else f"{taken} of your cards"
        return f"The Morrigan wants to steal {what} for {thief}."
    if what == "summon":
        return f"{who} wants to summon the Morrigan onto your druid's field: she would steal from you."
    if what == "banish":
        return f"{who} wants to banish your {_yours(args[0])}."
    if what == "control":
        return f"{who} wants to take control of your {_yours(args[0])}."
    return f"{who} wants to exchange {args[0]} card{'s' if args[0] > 1 else ''} with you."


def _yours(spirit: int) -> str:
    """A spirit after "your": "Moon spirit", "Dwarf King"."""
    title = SPIRIT_TITLES[spirit]
    return title[4:] if title.startswith("the ") else title


def _spirit_named(sp: int, found: re.Match[str]) -> str:
    """A spirit's code found in a rules reason, in words: "the Sun spirit", or after "no " or
    "your " without its "the"."""
    lead = found.group(1)
    return lead + piece_name(sp).removeprefix("the ") if lead else piece_name(sp)


def refusal(state, action) -> str | None:
    """Why `action` cannot be played, in a player's words: the rules' reason with every field
    and spirit its notation names said as the board shows it. None when it is legal."""
    reason = state.why_illegal(action)
    if not reason:
        return reason
    for f in (action.a, action.b, action.c):
        if isinstance(f, int) and 0 <= f < FIELDS:
            code = state.board.fields[f].name
            reason = re.sub(rf"\b{re.escape(code)}\b", field_label(state.board, f), reason)
    if action.kind == A.MOVE and action.a in MOVE_NAMES:
        said = MOVE_NAMES[action.a]
        words = f"a {said.replace('-', ' ')}"
        reason = re.sub(rf"(with|shows) {re.escape(said)}\b", rf"\1 {words}", reason)
    for sp, code in enumerate(SPIRITS):
        reason = re.sub(rf"\b(no |your )?{code}\b", partial(_spirit_named, sp), reason)
    return reason
