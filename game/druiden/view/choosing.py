"""The legal actions sorted the way the table offers them, and said in words: which dice
and pieces can move where, what a landing field will do, what each panel button does."""

from __future__ import annotations

from typing import Callable

from game.core.i18n import N_, _, ngettext, pgettext
from game.druiden.narrate import card_text, how_moved, spirit_kind, spirit_text
from game.druiden.places import field_label
from game.druiden.rules import actions as A
from game.druiden.rules import options
from game.druiden.rules.board_view import FIELDS
from game.druiden.rules.cards import CULTS
from game.druiden.rules.dice import MOVES
from game.druiden.rules.pieces import DRUID, SPIRIT_TITLES, SPIRITS
from game.druiden.speech import accusative, dative, name

#: What landing on each kind of field does (English; translated where shown).
FIELD_DOES = {
    "plant": N_("a plant field: draw a card (the Dwarf King draws two)"),
    "spirit": N_("a spirit field: summon a spirit from the Place of the Spirits or banish one"),
    "empty": N_("an empty field: take a rival's spirit standing here or exchange cards with a druid beside you"),
    "foot": N_("a druid's foot: the piece walks on to the Place of Decision"),
}
#: the panel's words for a die face
FACE_WORDS: dict[str, Callable[[], str]] = {
    "1": lambda: "1",
    "2": lambda: "2",
    "3": lambda: "3",
    "4": lambda: "4",
    "5": lambda: "5",
    "ring-6": lambda: pgettext("die face", "6 in a ring"),
    "straight": lambda: pgettext("die face", "straight"),
    "bend": lambda: pgettext("die face", "bend"),
    "double-bend": lambda: pgettext("die face", "double bend"),
    "ring-straight": lambda: pgettext("die face", "straight in a ring"),
}


def face_words(face: str) -> str:
    """A die face as the panel says it: "3", "6 in a ring", "double bend"."""
    return FACE_WORDS[face]()


def piece_name(piece: int, seat: int | None = None) -> str:
    """A piece in words, as a sentence's object: "your druid", "the Dwarf King", "the Sun
    spirit" (never a code)."""
    if piece >= DRUID:
        if seat is None or piece - DRUID == seat:
            return pgettext("object", "your druid")
        return pgettext("object", "a druid")
    return spirit_text(piece)


def piece_at(state, piece: int) -> str:
    """A piece in words, with the field it stands on when a twin spirit (another of the
    same title) also stands on the circles: "the Sun spirit on the inner ring's …"."""
    said = piece_name(piece)
    if piece >= DRUID:
        return said
    twins = [
        sp
        for sp in range(len(SPIRITS))
        if SPIRIT_TITLES[sp] == SPIRIT_TITLES[piece] and sp != piece and 0 <= state.pos[sp] < FIELDS
    ]
    where = state.pos[piece]
    if twins and 0 <= where < FIELDS:
        return pgettext("object", "{piece} on {field}").format(
            piece=said, field=field_label(state.board, where, case="dative")
        )
    return said


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
    return _(FIELD_DOES[state.board.fields[field].kind])


def _or(choices: list[str]) -> str:
    """Choices one after another: "a, or b, or c"."""
    said = ""
    for choice in choices:
        said = choice if not said else pgettext("choices", "{choices}, or {choice}").format(choices=said, choice=choice)
    return said


def _kind_word(kind: str) -> str:
    if kind == "plant":
        return pgettext("a landing field", "a plant field")
    if kind == "spirit":
        return pgettext("a landing field", "a spirit field")
    if kind == "empty":
        return pgettext("a landing field", "an empty field")
    return pgettext("a landing field", "a druid's foot")


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
            said.append(_("a druid's foot: on to the Place of Decision"))
        elif isinstance(e, E.VoteBegun):
            said.append(_("the fifth piece there: the vote begins"))
        elif isinstance(e, E.SpiritControlled):
            said.append(_("the Morrigan joins you (−20 points while you hold her)"))
        elif isinstance(e, E.TheftBegun):
            said.append(_("the Morrigan steals cards"))
    if after.phase == "react" and after.react[1] == "theft":
        said.append(_("the Morrigan steals cards"))
    if after.phase == "field":
        offered = []
        summon = _("summon or banish a spirit")
        for a in after.legal_actions():
            if a.kind == A.GATHER:
                offered.append(_("draw a plant cards") if action.b == 6 else _("draw a plant card"))
            elif a.kind in (A.SUMMON, A.BANISH) and summon not in offered:
                offered.append(summon)
            elif a.kind in (A.CONTROL, A.EXCHANGE):
                offered.append(describe(a, state, names))
        said.append(_("{field}: {choices}").format(field=_kind_word(kind), choices=_or(list(dict.fromkeys(offered)))))
    if not said:
        said.append(_("{field}: nothing to do there").format(field=_kind_word(kind)))
    return "; ".join(dict.fromkeys(said))


def of_kind(legal, *kinds) -> list:
    return [a for a in legal if a.kind in kinds]


def player_words(p: int, names=None) -> str:
    """A player as the table names them: the seat's name, else "player 2"."""
    return names[p] if names else _("player {n}").format(n=p + 1)


def describe(action, state, names=None, landed: str | None = None) -> str:
    """The action in a player's words (for buttons, the keyboard preview and the status); a
    move ends with what its landing does (`landed`, else what its field does)."""
    k = action.kind

    def field(f: int, case: str = "accusative") -> str:
        return field_label(state.board, f, case=case)

    if k == A.ENTER:
        return _("your druid leaves the centre onto {field}").format(field=field(action.a))
    if k == A.NEBEL:
        return _("play Nebel: roll die {die} again").format(die=action.a + 1)
    if k == A.NORMAL:
        return _("normal movement: use the symbols inside the rings")
    if k == A.MAGIC_DRAW:
        return _("magic movement: draw two cards")
    if k == A.MAGIC:
        return _("magic movement: set {piece} onto {field}").format(
            piece=piece_at(state, action.a), field=field(action.b)
        )
    if k == A.MOVE:
        piece = piece_of(state, action)
        return _("move {piece} {how} to {field} — {landing}").format(
            piece=piece_name(piece) if piece >= DRUID else piece_at(state, piece),
            how=how_moved(action.a),
            field=field(action.c),
            landing=landed if landed is not None else landing_words(state, action.c),
        )
    if k == A.GATHER:
        if state.landing and state.landing[0] == 6:
            return _("gather: draw a plant cards")
        return _("gather: draw a plant card")
    if k == A.SUMMON:
        return _("summon {piece} onto {field}").format(piece=piece_name(action.a), field=field(action.b))
    if k == A.BANISH:
        return _("banish {piece} to the Place of the Spirits").format(piece=piece_at(state, action.a))
    if k == A.CONTROL:
        return _("take control of {piece}").format(piece=piece_at(state, action.a))
    if k == A.EXCHANGE:
        n = action.a
        return ngettext("exchange {n} card with {who}", "exchange {n} cards with {who}", n).format(
            n=n, who=dative(player_words(action.b, names))
        )
    if k == A.PASS:
        return _("pass") if state.phase != "move" else _("pass: the dice are lost")
    if k == A.BANNSPRUCH:
        return _("play Bannspruch: forbid it")
    if k == A.ACCEPT:
        return _("accept: let it happen")
    if k == A.GIVE:
        card = card_text(action.a)
        if state.giving:
            to = accusative(player_words(state.giving[1], names))
            if action.a >= 0:
                return _("give your {card} back to {who}").format(card=card, who=to)
            return _("give {card} back to {who}").format(card=card, who=to)
        return _("give your {card}").format(card=card) if action.a >= 0 else _("give {card}").format(card=card)
    if k == A.DISCARD:
        card = card_text(action.a)
        return _("discard your {card}").format(card=card) if action.a >= 0 else _("discard {card}").format(card=card)
    if k in (A.VOTE, A.DECIDE):
        sun = CULTS[action.a] == "sun"
        if k == A.VOTE:
            return _("vote for the Sun") if sun else _("vote for the Moon")
        return _("decide for the Sun") if sun else _("decide for the Moon")
    return str(action)


#: What the player asked to answer is threatened with, by the spirit's kind ("{who}" acts).
_BANISH_YOURS: dict[str, Callable[[], str]] = {
    "sun": lambda: _("{who} wants to banish your Sun spirit."),
    "moon": lambda: _("{who} wants to banish your Moon spirit."),
    "dwarf": lambda: _("{who} wants to banish your Dwarf King."),
    "morrigan": lambda: _("{who} wants to banish your Morrigan."),
}
_CONTROL_YOURS: dict[str, Callable[[], str]] = {
    "sun": lambda: _("{who} wants to take control of your Sun spirit."),
    "moon": lambda: _("{who} wants to take control of your Moon spirit."),
    "dwarf": lambda: _("{who} wants to take control of your Dwarf King."),
    "morrigan": lambda: _("{who} wants to take control of your Morrigan."),
}


def threat(state, names=None) -> str:
    """What the player asked to answer faces, in words ("Bo wants to banish your Moon spirit.")."""
    victim, what, args = state.react
    who = name(player_words(state.active, names))
    if what == "theft":
        thief = accusative(player_words(args[0], names))
        taken = min(2, state.hand_size(victim))  # hand sizes are public: this tells nothing
        if taken == 1:
            return _("The Morrigan wants to steal your only card for {thief}.").format(thief=thief)
        return _("The Morrigan wants to steal {n} of your cards for {thief}.").format(n=taken, thief=thief)
    if what == "summon":
        return _("{who} wants to summon the Morrigan onto your druid's field: she would steal from you.").format(
            who=who
        )
    if what == "banish":
        return _BANISH_YOURS[spirit_kind(args[0])]().format(who=who)
    if what == "control":
        return _CONTROL_YOURS[spirit_kind(args[0])]().format(who=who)
    return ngettext(
        "{who} wants to exchange {n} card with you.", "{who} wants to exchange {n} cards with you.", args[0]
    ).format(who=who, n=args[0])


def refusal(state, action) -> str | None:
    """Why `action` cannot be played, in a player's words: the rules' reason with every field,
    piece and die face it names said as the board shows them. None when it is legal."""
    if state.why_illegal(action) is None:
        return None
    return options.why_not(state, action, words=True)
