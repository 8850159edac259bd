"""Die Druiden told in plain sentences, one per action or consequence, with the spots each
names (the contract is game/core/narration.py). Pure Python.

Fields are named as game/druiden/places.py does ("the outer ring's plant field at 3 o'clock").
Spots are the table's: ("field", f), ("decision",) the Place of Decision, ("spirits",) the
Place of the Spirits, ("stack",), ("discard",), ("dice",), ("hand", p) a player's area.
A card is named only where `seat` may see it (visible_events turns the others face down);
a Bannspruch question is told without saying whether the player holds one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from game.core.by_event import ByEvent
from game.core.i18n import _, ngettext, npgettext, pgettext
from game.core.narration import Line
from game.core.words import names_list, possessive, sentence

from .places import field_label
from .rules import events as E
from .rules.cards import BANNSPRUCH, CARDS, NEBEL, SUN
from .rules.dice import BEND, DOUBLE_BEND, STRAIGHT
from .rules.pieces import DRUID, DWARF, MORRIGAN
from .speech import inner, name, them, whom

#: A die face as an object ("rolled a 1 and a bend"), by face.
FACE_WORDS: dict[str, Callable[[], str]] = {
    "1": lambda: pgettext("die face, object", "a 1"),
    "2": lambda: pgettext("die face, object", "a 2"),
    "3": lambda: pgettext("die face, object", "a 3"),
    "4": lambda: pgettext("die face, object", "a 4"),
    "5": lambda: pgettext("die face, object", "a 5"),
    "ring-6": lambda: pgettext("die face, object", "a ringed 6"),
    "straight": lambda: pgettext("die face, object", "a straight"),
    "bend": lambda: pgettext("die face, object", "a bend"),
    "double-bend": lambda: pgettext("die face, object", "a double bend"),
    "ring-straight": lambda: pgettext("die face, object", "a ringed straight"),
}


def cult_name(cult: str) -> str:
    """A cult as a card's label says it: "Sun", "Moon"."""
    return pgettext("cult", "Sun") if cult == SUN else pgettext("cult", "Moon")


def card_text(card: int) -> str:
    """A card face up: "Raute (Sun, 15)", "Mistel", "Nebel"; "a card" face down (-1). As the
    object of a sentence ("took a card")."""
    if card < 0:
        return pgettext("object", "a card")
    c = CARDS[card]
    if c.kind != "plant":
        return c.name
    return _("{card} ({cult}, {value})").format(card=c.name, cult=cult_name(c.cult), value=c.value)


#: A spirit as a sentence's object or subject, with its article ("the" or "a"), by spirit
#: index, then by (case, article). The Morrigan and the Dwarf King are one of a kind.
_SPIRIT_OBJECT: dict[tuple[str, str], Callable[[], str]] = {
    ("sun", "the"): lambda: pgettext("object", "the Sun spirit"),
    ("sun", "a"): lambda: pgettext("object", "a Sun spirit"),
    ("moon", "the"): lambda: pgettext("object", "the Moon spirit"),
    ("moon", "a"): lambda: pgettext("object", "a Moon spirit"),
    ("dwarf", "the"): lambda: pgettext("object", "the Dwarf King"),
    ("morrigan", "the"): lambda: pgettext("object", "the Morrigan"),
}
_SPIRIT_SUBJECT: dict[tuple[str, str], Callable[[], str]] = {
    ("sun", "the"): lambda: pgettext("subject", "the Sun spirit"),
    ("sun", "a"): lambda: pgettext("subject", "a Sun spirit"),
    ("moon", "the"): lambda: pgettext("subject", "the Moon spirit"),
    ("moon", "a"): lambda: pgettext("subject", "a Moon spirit"),
    ("dwarf", "the"): lambda: pgettext("subject", "the Dwarf King"),
    ("morrigan", "the"): lambda: pgettext("subject", "the Morrigan"),
}
#: A spirit with its owner ("Brigid's Moon spirit"), as an object or a subject.
_OWNED_OBJECT: dict[str, Callable[[], str]] = {
    "sun": lambda: pgettext("object", "{owners} Sun spirit"),
    "moon": lambda: pgettext("object", "{owners} Moon spirit"),
    "dwarf": lambda: pgettext("object", "{owners} Dwarf King"),
}
_OWNED_SUBJECT: dict[str, Callable[[], str]] = {
    "sun": lambda: pgettext("subject", "{owners} Sun spirit"),
    "moon": lambda: pgettext("subject", "{owners} Moon spirit"),
    "dwarf": lambda: pgettext("subject", "{owners} Dwarf King"),
}


def spirit_kind(spirit: int) -> str:
    """ "sun", "moon", "dwarf" or "morrigan": the spirits of one title."""
    if spirit == DWARF:
        return "dwarf"
    if spirit == MORRIGAN:
        return "morrigan"
    return "sun" if spirit < 3 else "moon"


def spirit_text(spirit: int, article: str = "the", case: str = "object") -> str:
    """ "the Sun spirit" (or "a Sun spirit"), "the Dwarf King", "the Morrigan"; `case`
    "object" or "subject" (German declines the article)."""
    kind = spirit_kind(spirit)
    table = _SPIRIT_OBJECT if case == "object" else _SPIRIT_SUBJECT
    return table[(kind, article if kind in ("sun", "moon") else "the")]()


def owned(spirit: int, owner: int, names: Sequence[str], case: str = "object") -> str:
    """ "Brigid's Moon spirit", "Brigid's Dwarf King"; the Morrigan keeps her own name, and a
    spirit nobody controls is "the Sun spirit". `case` as spirit_text's."""
    if owner < 0 or spirit == MORRIGAN:
        return spirit_text(spirit, case=case)
    table = _OWNED_OBJECT if case == "object" else _OWNED_SUBJECT
    return table[spirit_kind(spirit)]().format(owners=possessive(names[owner]))


def druid_text(owner_name: str, case: str = "subject") -> str:
    """ "Anna's druid" ("your druid" for a seat called "You"), as a subject or an object."""
    if case == "subject":
        return pgettext("subject", "{owners} druid").format(owners=possessive(owner_name))
    return pgettext("object", "{owners} druid").format(owners=possessive(owner_name))


def how_moved(move: int) -> str:
    """A die's movement as a route: "3 fields", "straight", "with a bend"."""
    if move == STRAIGHT:
        return pgettext("movement", "straight")
    if move == BEND:
        return pgettext("movement", "with a bend")
    if move == DOUBLE_BEND:
        return pgettext("movement", "with a double bend")
    return npgettext("movement", "{n} field", "{n} fields", move).format(n=move)


def scores_text(scores: Sequence[int]) -> str:
    """The final scores, highest first: "110 to 20 to 0" (a proper minus sign)."""
    said = ""
    for s in sorted(scores, reverse=True):
        score = str(s).replace("-", "−")
        said = score if not said else pgettext("scores", "{scores} to {score}").format(scores=said, score=score)
    return said


def narrate(state, events: list, actor: int, seat: int, names: Sequence[str]) -> list[Line]:
    """The sentences of one action's events as `seat` may see them (see
    game.core.narration)."""
    tale = _Tale(state, actor, names, state.visible_events(events, seat))
    for k, e in enumerate(tale.seen):
        tale.k = k
        tell = TELL.get(e)
        if tell is not None:
            tell(tale, e)
    if state.phase == "react" and state.react is not None:
        tale.lines.append(_asked(state, names))
    return tale.lines


@dataclass
class _Tale:
    """One action being told: the position after it, who acted, the names, the events `seat`
    may see (`seen`, the one being told at `k`) and the lines told so far."""

    state: Any
    actor: int
    names: Sequence[str]
    seen: list
    k: int = 0
    lines: list[Line] = field(default_factory=list)

    @property
    def later(self) -> object | None:
        """The event told after this one, if any."""
        return self.seen[self.k + 1] if self.k + 1 < len(self.seen) else None

    @property
    def before(self) -> object | None:
        """The event told before this one, if any."""
        return self.seen[self.k - 1] if self.k else None

    def at(self, f: int, case: str = "nominative") -> str:
        return field_label(self.state.board, f, case=case)

    def say(self, text: str, who: int, *targets: tuple) -> None:
        self.lines.append(Line(sentence(text), who, tuple(targets)))

    def name(self, player: int) -> str:
        return name(self.names[player])

    def them(self, player: int) -> str:
        return them(self.names[player])


#: How each kind of event is told: (tale, event) → None, saying its sentences.
TELL: ByEvent[Callable[[_Tale, Any], None]] = ByEvent("narrator")
TELL.passes(E.TurnBegan)  # the header names the round and the turn; the log needs no line for it


@TELL.on(E.CardDrawn)
def _drawn(tale: _Tale, e: E.CardDrawn) -> None:
    card = card_text(e.card)
    who = tale.name(e.player)
    if e.why == "deal":
        text = _("{who} drew {card} in the deal")
    elif e.why == "plant":
        text = _("{who} gathered {card} from the stack")
    elif e.why == "dwarf":
        text = _("the Dwarf King gathered {card} from the stack for {who}")
    elif e.why == "magic":
        text = _("{who} drew {card} by magic")
    else:
        text = _("{who} drew {card}")
    tale.say(text.format(who=who, card=card), e.player, ("stack",), ("hand", e.player))


@TELL.on(E.StackReshuffled)
def _reshuffled(tale: _Tale, e: E.StackReshuffled) -> None:
    text = ngettext(
        "the discard pile was shuffled into a new stack of {n} card",
        "the discard pile was shuffled into a new stack of {n} cards",
        e.cards,
    )
    tale.say(text.format(n=e.cards), -1, ("discard",), ("stack",))


@TELL.on(E.NothingToDraw)
def _nothing_to_draw(tale: _Tale, e: E.NothingToDraw) -> None:
    tale.say(_("no card was left for {them} to draw").format(them=tale.them(e.player)), e.player, ("stack",))


@TELL.on(E.DruidEntered)
def _druid_entered(tale: _Tale, e: E.DruidEntered) -> None:
    tale.say(
        _("{druid} stepped out of the centre onto {field}").format(
            druid=druid_text(tale.names[e.player]), field=tale.at(e.field, "accusative")
        ),
        e.player,
        ("field", e.field),
    )


@TELL.on(E.DiceRolled)
def _rolled(tale: _Tale, e: E.DiceRolled) -> None:
    text = _("{who} rolled {first} and {second}").format(
        who=tale.name(e.player), first=FACE_WORDS[e.faces[0]](), second=FACE_WORDS[e.faces[1]]()
    )
    tale.say(text, e.player, ("dice",))


@TELL.on(E.DieRerolled)
def _rerolled(tale: _Tale, e: E.DieRerolled) -> None:
    text = _("{who} rolled die {die} again: {face}").format(
        who=tale.name(e.player), die=e.die + 1, face=FACE_WORDS[e.face]()
    )
    tale.say(text, e.player, ("dice",))


@TELL.on(E.SpellPlayed)
def _spell(tale: _Tale, e: E.SpellPlayed) -> None:
    if e.card == BANNSPRUCH and isinstance(tale.later, E.ActionForbidden):
        return  # told with what it forbade
    state = tale.state
    who, card = tale.name(e.player), CARDS[e.card].name
    if e.card == NEBEL and state.phase == "reroll" and state.reroll_die >= 0:
        text = _("{who} played {card} to roll die {die} again").format(who=who, card=card, die=state.reroll_die + 1)
    else:
        text = _("{who} played {card}").format(who=who, card=card)
    tale.say(text, e.player, ("discard",))


@TELL.on(E.MovementChosen)
def _movement(tale: _Tale, e: E.MovementChosen) -> None:
    who = tale.name(e.player)
    tale.say(
        (
            _("{who} chose magic movement") if e.magic else _("{who} chose to move by the symbols inside the rings")
        ).format(who=who),
        e.player,
        ("dice",),
    )


@TELL.on(E.PieceMoved)
def _moved(tale: _Tale, e: E.PieceMoved) -> None:
    start, end = tale.at(e.path[0], "dative"), tale.at(e.path[-1], "accusative")
    how = how_moved(e.move)
    if e.piece >= DRUID and e.piece - DRUID == e.player:
        text = _("{druid} went {how} from {start} to {end}").format(
            druid=druid_text(tale.names[e.player]), how=how, start=start, end=end
        )
    else:
        owner = tale.state.owner[e.piece] if e.piece < DRUID else e.piece - DRUID
        if e.piece >= DRUID:
            piece = druid_text(tale.names[owner], "object")
        elif owner == e.player:
            piece = spirit_text(e.piece)
        else:
            piece = owned(e.piece, owner, tale.names)
        text = _("{who} moved {piece} {how} from {start} to {end}").format(
            who=tale.name(e.player), piece=piece, how=how, start=start, end=end
        )
    tale.say(text, e.player, *(("field", f) for f in e.path))


@TELL.on(E.PieceEnteredDecision)
def _entered_decision(tale: _Tale, e: E.PieceEnteredDecision) -> None:
    if e.piece >= DRUID:
        owner = e.piece - DRUID
        piece = druid_text(tale.names[owner])
    else:
        owner = tale.state.owner[e.piece]
        piece = owned(e.piece, owner, tale.names, "subject")
    text = ngettext(
        "{piece} entered the Place of Decision, where {n} piece now stands",
        "{piece} entered the Place of Decision, where {n} pieces now stand",
        e.count,
    )
    tale.say(text.format(piece=piece, n=e.count), owner, ("field", e.field), ("decision",))


@TELL.on(E.DieLost)
def _die_lost(tale: _Tale, e: E.DieLost) -> None:
    if isinstance(tale.later, E.DieLost):
        return  # both dice: told once, by the second
    who = tale.name(e.player)
    both = isinstance(tale.before, E.DieLost)
    text = _("{who} could use neither die") if both else _("{who} left die {die} unused")
    tale.say(text.format(who=who, die=e.die + 1), e.player, ("dice",))


@TELL.on(E.SpiritSummoned)
def _summoned(tale: _Tale, e: E.SpiritSummoned) -> None:
    tale.say(
        _("{who} summoned {spirit} onto {field}").format(
            who=tale.name(e.player), spirit=spirit_text(e.spirit, "a"), field=tale.at(e.field, "accusative")
        ),
        e.player,
        ("spirits",),
        ("field", e.field),
    )


@TELL.on(E.SpiritBanished)
def _banished(tale: _Tale, e: E.SpiritBanished) -> None:
    whose = spirit_text(e.spirit) if e.former in (-1, e.player) else owned(e.spirit, e.former, tale.names)
    tale.say(
        _("{who} banished {spirit} from {field} to the Place of the Spirits").format(
            who=tale.name(e.player), spirit=whose, field=tale.at(e.field, "dative")
        ),
        e.player,
        ("field", e.field),
        ("spirits",),
    )


@TELL.on(E.SpiritControlled)
def _controlled(tale: _Tale, e: E.SpiritControlled) -> None:
    where = tale.state.pos[e.spirit]
    spots = (("field", where),) if 0 <= where < len(tale.state.board.fields) else ()
    if e.spirit == MORRIGAN:
        text = (
            _("the Morrigan passed from {former} to {them}").format(
                former=tale.them(e.former), them=tale.them(e.player)
            )
            if e.former >= 0
            else _("the Morrigan passed to {them}").format(them=tale.them(e.player))
        )
    else:
        text = _("{who} took control of {spirit}").format(
            who=tale.name(e.player), spirit=owned(e.spirit, e.former, tale.names)
        )
    tale.say(text, e.player, *spots, ("hand", e.player))


@TELL.on(E.SpiritMagicMoved)
def _magic_moved(tale: _Tale, e: E.SpiritMagicMoved) -> None:
    spirit = owned(e.spirit, tale.state.owner[e.spirit], tale.names)
    tale.say(
        _("by magic {who} set {spirit} from {start} onto {end}").format(
            who=inner(tale.names[e.player]),
            spirit=spirit,
            start=tale.at(e.source, "dative"),
            end=tale.at(e.field, "accusative"),
        ),
        e.player,
        ("field", e.source),
        ("field", e.field),
    )


@TELL.on(E.ExchangeDemanded)
def _exchange(tale: _Tale, e: E.ExchangeDemanded) -> None:
    # the demand was told when it was asked; the victim's answer is what is new
    answered = tale.actor == e.victim
    if answered:
        text = _("{who} let the exchange happen").format(who=tale.name(e.victim))
    else:
        text = ngettext(
            "{who} demanded an exchange of {n} card with {them}",
            "{who} demanded an exchange of {n} cards with {them}",
            e.count,
        ).format(who=tale.name(e.player), n=e.count, them=tale.them(e.victim))
    tale.say(text, e.victim if answered else e.player, ("hand", e.player), ("hand", e.victim))


@TELL.on(E.TheftBegun)
def _theft(tale: _Tale, e: E.TheftBegun) -> None:
    answered = tale.actor == e.victim
    if answered:
        text = ngettext(
            "{who} let the Morrigan steal {n} card for {thief}",
            "{who} let the Morrigan steal {n} cards for {thief}",
            e.count,
        ).format(who=tale.name(e.victim), n=e.count, thief=tale.them(e.thief))
    else:
        text = ngettext(
            "the Morrigan stole {n} card from {them} for {thief}",
            "the Morrigan stole {n} cards from {them} for {thief}",
            e.count,
        ).format(n=e.count, them=tale.them(e.victim), thief=tale.them(e.thief))
    tale.say(text, e.victim if answered else e.thief, ("hand", e.victim), ("hand", e.thief))


#: What a Bannspruch stopped, by what was forbidden: "{who}" played it, "{owners}" names
#: the player whose action it forbade, "{them}" the one the Morrigan stole for.
FORBIDDEN: dict[str, Callable[[], str]] = {
    "theft": lambda: _("{who} played Bannspruch: the Morrigan's theft for {them} did not happen"),
    "summon": lambda: _("{who} played Bannspruch: {owners} summoning of the Morrigan did not happen"),
    "banish": lambda: _("{who} played Bannspruch: {owners} banishing did not happen"),
    "control": lambda: _("{who} played Bannspruch: {owners} taking of the spirit did not happen"),
    "exchange": lambda: _("{who} played Bannspruch: {owners} exchange did not happen"),
}


@TELL.on(E.ActionForbidden)
def _forbidden(tale: _Tale, e: E.ActionForbidden) -> None:
    names = tale.names
    told = FORBIDDEN.get(e.what)
    if told is not None:
        text = told().format(who=tale.name(e.victim), owners=possessive(names[e.player]), them=tale.them(e.player))
    else:  # never expected: every action a Bannspruch answers is told above
        text = f"{names[e.victim]} played Bannspruch: {possessive(names[e.player])} {e.what} did not happen"
    tale.say(text, e.victim, ("hand", e.victim), ("discard",))


@TELL.on(E.CardTaken)
def _taken(tale: _Tale, e: E.CardTaken) -> None:
    tale.say(
        _("{who} took {card} from {owners} hand").format(
            who=tale.name(e.taker), card=card_text(e.card), owners=possessive(tale.names[e.victim])
        ),
        e.taker,
        ("hand", e.victim),
        ("hand", e.taker),
    )


@TELL.on(E.CardGiven)
def _given(tale: _Tale, e: E.CardGiven) -> None:
    tale.say(
        _("{who} gave {card} to {whom}").format(
            who=tale.name(e.giver), card=card_text(e.card), whom=whom(tale.names[e.receiver])
        ),
        e.giver,
        ("hand", e.giver),
        ("hand", e.receiver),
    )


@TELL.on(E.CardDiscarded)
def _discarded(tale: _Tale, e: E.CardDiscarded) -> None:
    tale.say(
        _("{who} discarded {card} to keep 7 cards").format(who=tale.name(e.player), card=card_text(e.card)),
        e.player,
        ("hand", e.player),
        ("discard",),
    )


@TELL.on(E.VoteBegun)
def _vote_begun(tale: _Tale, e: E.VoteBegun) -> None:
    first = tale.them(e.order[0]) if e.order else ""
    if e.tie_round:
        text = _("the vote was tied: a second round follows, one vote for each piece on the Place of Decision")
    elif e.why == "forty rounds":
        text = (
            _("forty rounds have passed: the pieces on the Place of Decision vote, {first} first")
            if first
            else _("forty rounds have passed: the pieces on the Place of Decision vote")
        )
    else:
        text = (
            _("five pieces stand on the Place of Decision: the vote begins, {first} first")
            if first
            else _("five pieces stand on the Place of Decision: the vote begins")
        )
    tale.say(text.format(first=first), -1, ("decision",))


@TELL.on(E.VoteCast)
def _vote_cast(tale: _Tale, e: E.VoteCast) -> None:
    if not e.votes:
        text = _("{who} gave no votes to the Sun") if e.cult == SUN else _("{who} gave no votes to the Moon")
    elif e.cult == SUN:
        text = ngettext("{who} gave {n} vote to the Sun", "{who} gave {n} votes to the Sun", e.votes)
    else:
        text = ngettext("{who} gave {n} vote to the Moon", "{who} gave {n} votes to the Moon", e.votes)
    tale.say(text.format(who=tale.name(e.player), n=e.votes), e.player, ("decision",))


@TELL.on(E.VoteCounted)
def _vote_counted(tale: _Tale, e: E.VoteCounted) -> None:
    text = (
        _("the votes were counted: {sun} for the Sun, {moon} for the Moon, a tie")
        if e.sun == e.moon
        else _("the votes were counted: {sun} for the Sun, {moon} for the Moon")
    )
    tale.say(text.format(sun=e.sun, moon=e.moon), -1, ("decision",))


@TELL.on(E.CultWon)
def _cult_won(tale: _Tale, e: E.CultWon) -> None:
    sun = e.cult == SUN
    if e.decided_by >= 0:
        text = (
            _("{who} decided the tie: the Sun won the vote")
            if sun
            else _("{who} decided the tie: the Moon won the vote")
        )
        tale.say(text.format(who=tale.name(e.decided_by)), e.decided_by)
    else:
        tale.say(_("the Sun won the vote") if sun else _("the Moon won the vote"), -1)


@TELL.on(E.GameEnded)
def _game_ended(tale: _Tale, e: E.GameEnded) -> None:
    scores = scores_text(e.scores)
    who = names_list([tale.name(w) for w in e.winners])
    text = _("{who} won, {scores}") if len(e.winners) == 1 else _("a shared victory for {who}, {scores}")
    tale.say(text.format(who=who, scores=scores), -1)


def _asked(state, names: Sequence[str]) -> Line:
    """The action waiting for its victim's answer. Everybody who holds a card is asked, so the
    sentence says nothing about a Bannspruch in that hand."""
    victim, what, args = state.react
    actor, answers = name(names[state.active]), name(names[victim])
    board = state.board
    if what == "summon":
        text = _(
            "{who} wants to summon the Morrigan onto {field}, where {owners} druid stands; "
            "{victim} may forbid it with a Bannspruch"
        ).format(
            who=actor,
            field=field_label(board, args[1], case="accusative"),
            owners=possessive(names[victim]),
            victim=answers,
        )
        spots = (("field", args[1]),)
    elif what == "banish":
        text = _("{who} wants to banish {spirit}; {victim} may forbid it with a Bannspruch").format(
            who=actor, spirit=owned(args[0], victim, names, "subject"), victim=answers
        )
        spots = (("field", state.pos[args[0]]),)
    elif what == "control":
        text = _("{who} wants to take control of {spirit}; {victim} may forbid it with a Bannspruch").format(
            who=actor, spirit=owned(args[0], victim, names, "subject"), victim=answers
        )
        spots = (("field", state.pos[args[0]]),)
    elif what == "exchange":
        text = ngettext(
            "{who} wants to exchange {n} card with {them}; {victim} may forbid it with a Bannspruch",
            "{who} wants to exchange {n} cards with {them}; {victim} may forbid it with a Bannspruch",
            args[0],
        ).format(who=actor, n=args[0], them=them(names[victim]), victim=answers)
        spots = (("hand", victim),)
    else:
        text = _(
            "the Morrigan wants to steal from {them} for {thief}; {victim} may forbid it with a Bannspruch"
        ).format(them=them(names[victim]), thief=them(names[args[0]]), victim=answers)
        spots = (("hand", victim),)
    return Line(sentence(text), state.active, spots)
