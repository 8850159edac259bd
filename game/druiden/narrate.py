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
from game.core.narration import Line
from game.core.words import count, names_list, possessive, sentence

from .places import field_label
from .rules import events as E
from .rules.cards import BANNSPRUCH, CARDS, NEBEL
from .rules.dice import BEND, DOUBLE_BEND, STRAIGHT
from .rules.pieces import DRUID, MORRIGAN, SPIRIT_TITLES

FACE_WORDS = {
    "1": "a 1",
    "2": "a 2",
    "3": "a 3",
    "4": "a 4",
    "5": "a 5",
    "ring-6": "a ringed 6",
    "straight": "a straight",
    "bend": "a bend",
    "double-bend": "a double bend",
    "ring-straight": "a ringed straight",
}
CULT_WORDS = {"sun": "the Sun", "moon": "the Moon"}
FORBIDDEN_WORDS = {
    "summon": "summoning of the Morrigan",
    "banish": "banishing",
    "control": "taking of the spirit",
    "exchange": "exchange",
}


def them(name: str) -> str:
    """A name where it is the object of a sentence: "you" for a seat called "You"."""
    return "you" if name.strip().casefold() == "you" else name


def card_text(card: int) -> str:
    """A card face up: "Raute (Sun, 15)", "Mistel", "Nebel"; "a card" face down (-1)."""
    if card < 0:
        return "a card"
    c = CARDS[card]
    return f"{c.name} ({c.cult.capitalize()}, {c.value})" if c.kind == "plant" else c.name


def spirit_text(spirit: int, article: str = "the") -> str:
    """ "the Sun spirit" (or "a Sun spirit"), "the Dwarf King", "the Morrigan"."""
    title = SPIRIT_TITLES[spirit]
    return title if title.startswith("the ") else f"{article} {title}"


def owned(spirit: int, owner: int, names: Sequence[str]) -> str:
    """ "Brigid's Moon spirit", "Brigid's Dwarf King"; the Morrigan keeps her own name, and a
    spirit nobody controls is "the Sun spirit"."""
    if owner < 0 or spirit == MORRIGAN:
        return spirit_text(spirit)
    return f"{possessive(names[owner])} {SPIRIT_TITLES[spirit].removeprefix('the ')}"


def how_moved(move: int) -> str:
    """A die's movement as a route: "3 fields", "straight", "with a bend"."""
    if move == STRAIGHT:
        return "straight"
    if move == BEND:
        return "with a bend"
    if move == DOUBLE_BEND:
        return "with a double bend"
    return count(move, "field")


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

    def at(self, f: int) -> str:
        return field_label(self.state.board, f)

    def say(self, text: str, who: int, *targets: tuple) -> None:
        self.lines.append(Line(sentence(text), who, tuple(targets)))

    def piece_text(self, piece: int) -> tuple[str, int]:
        """The piece as its owner's ("Anna's druid", "Anna's Sun spirit") and that owner."""
        if piece >= DRUID:
            return f"{possessive(self.names[piece - DRUID])} druid", piece - DRUID
        owner = self.state.owner[piece]
        return owned(piece, owner, self.names), owner


#: How each kind of event is told: (tale, event) → None, saying its sentences.
TELL: ByEvent[Callable[[_Tale, Any], None]] = ByEvent("narrator")
TELL.passes(E.TurnBegan)  # the header names the round and the turn; the log needs no line for it


@TELL.on(E.CardDrawn)
def _drawn(tale: _Tale, e: E.CardDrawn) -> None:
    card = card_text(e.card)
    who = tale.names[e.player]
    text = {
        "deal": f"{who} drew {card} in the deal",
        "plant": f"{who} gathered {card} from the stack",
        "dwarf": f"the Dwarf King gathered {card} from the stack for {who}",
        "magic": f"{who} drew {card} by magic",
    }.get(e.why, f"{who} drew {card}")
    tale.say(text, e.player, ("stack",), ("hand", e.player))


@TELL.on(E.StackReshuffled)
def _reshuffled(tale: _Tale, e: E.StackReshuffled) -> None:
    tale.say(
        f"the discard pile was shuffled into a new stack of {count(e.cards, 'card')}", -1, ("discard",), ("stack",)
    )


@TELL.on(E.NothingToDraw)
def _nothing_to_draw(tale: _Tale, e: E.NothingToDraw) -> None:
    tale.say(f"no card was left for {them(tale.names[e.player])} to draw", e.player, ("stack",))


@TELL.on(E.DruidEntered)
def _druid_entered(tale: _Tale, e: E.DruidEntered) -> None:
    tale.say(
        f"{possessive(tale.names[e.player])} druid stepped out of the centre onto {tale.at(e.field)}",
        e.player,
        ("field", e.field),
    )


@TELL.on(E.DiceRolled)
def _rolled(tale: _Tale, e: E.DiceRolled) -> None:
    who = tale.names[e.player]
    tale.say(f"{who} rolled {FACE_WORDS[e.faces[0]]} and {FACE_WORDS[e.faces[1]]}", e.player, ("dice",))


@TELL.on(E.DieRerolled)
def _rerolled(tale: _Tale, e: E.DieRerolled) -> None:
    tale.say(f"{tale.names[e.player]} rolled die {e.die + 1} again: {FACE_WORDS[e.face]}", e.player, ("dice",))


@TELL.on(E.SpellPlayed)
def _spell(tale: _Tale, e: E.SpellPlayed) -> None:
    if e.card == BANNSPRUCH and isinstance(tale.later, E.ActionForbidden):
        return  # told with what it forbade
    state = tale.state
    text = f"{tale.names[e.player]} played {CARDS[e.card].name}"
    if e.card == NEBEL and state.phase == "reroll" and state.reroll_die >= 0:
        text += f" to roll die {state.reroll_die + 1} again"
    tale.say(text, e.player, ("discard",))


@TELL.on(E.MovementChosen)
def _movement(tale: _Tale, e: E.MovementChosen) -> None:
    who = tale.names[e.player]
    tale.say(
        f"{who} chose magic movement" if e.magic else f"{who} chose to move by the symbols inside the rings",
        e.player,
        ("dice",),
    )


@TELL.on(E.PieceMoved)
def _moved(tale: _Tale, e: E.PieceMoved) -> None:
    piece, owner = tale.piece_text(e.piece)
    start, end = e.path[0], e.path[-1]
    if e.piece >= DRUID and owner == e.player:
        text = f"{piece} went"
    elif owner == e.player:
        text = f"{tale.names[e.player]} moved {spirit_text(e.piece)}"
    else:
        text = f"{tale.names[e.player]} moved {piece}"
    tale.say(
        f"{text} {how_moved(e.move)} from {tale.at(start)} to {tale.at(end)}",
        e.player,
        *(("field", f) for f in e.path),
    )


@TELL.on(E.PieceEnteredDecision)
def _entered_decision(tale: _Tale, e: E.PieceEnteredDecision) -> None:
    piece, owner = tale.piece_text(e.piece)
    stand = "stands" if e.count == 1 else "stand"
    tale.say(
        f"{piece} entered the Place of Decision, where {count(e.count, 'piece')} now {stand}",
        owner,
        ("field", e.field),
        ("decision",),
    )


@TELL.on(E.DieLost)
def _die_lost(tale: _Tale, e: E.DieLost) -> None:
    if isinstance(tale.later, E.DieLost):
        return  # both dice: told once, by the second
    who = tale.names[e.player]
    both = isinstance(tale.before, E.DieLost)
    tale.say(f"{who} could use neither die" if both else f"{who} left die {e.die + 1} unused", e.player, ("dice",))


@TELL.on(E.SpiritSummoned)
def _summoned(tale: _Tale, e: E.SpiritSummoned) -> None:
    tale.say(
        f"{tale.names[e.player]} summoned {spirit_text(e.spirit, 'a')} onto {tale.at(e.field)}",
        e.player,
        ("spirits",),
        ("field", e.field),
    )


@TELL.on(E.SpiritBanished)
def _banished(tale: _Tale, e: E.SpiritBanished) -> None:
    whose = spirit_text(e.spirit) if e.former in (-1, e.player) else owned(e.spirit, e.former, tale.names)
    tale.say(
        f"{tale.names[e.player]} banished {whose} from {tale.at(e.field)} to the Place of the Spirits",
        e.player,
        ("field", e.field),
        ("spirits",),
    )


@TELL.on(E.SpiritControlled)
def _controlled(tale: _Tale, e: E.SpiritControlled) -> None:
    names = tale.names
    where = tale.state.pos[e.spirit]
    spots = (("field", where),) if 0 <= where < len(tale.state.board.fields) else ()
    if e.spirit == MORRIGAN:
        text = (
            f"the Morrigan passed from {them(names[e.former])} to {them(names[e.player])}"
            if e.former >= 0
            else f"the Morrigan passed to {them(names[e.player])}"
        )
    else:
        text = f"{names[e.player]} took control of {owned(e.spirit, e.former, names)}"
    tale.say(text, e.player, *spots, ("hand", e.player))


@TELL.on(E.SpiritMagicMoved)
def _magic_moved(tale: _Tale, e: E.SpiritMagicMoved) -> None:
    spirit = owned(e.spirit, tale.state.owner[e.spirit], tale.names)
    tale.say(
        f"by magic {them(tale.names[e.player])} set {spirit} from {tale.at(e.source)} onto {tale.at(e.field)}",
        e.player,
        ("field", e.source),
        ("field", e.field),
    )


@TELL.on(E.ExchangeDemanded)
def _exchange(tale: _Tale, e: E.ExchangeDemanded) -> None:
    # the demand was told when it was asked; the victim's answer is what is new
    names, answered = tale.names, tale.actor == e.victim
    text = (
        f"{names[e.victim]} let the exchange happen"
        if answered
        else f"{names[e.player]} demanded an exchange of {count(e.count, 'card')} with {them(names[e.victim])}"
    )
    tale.say(text, e.victim if answered else e.player, ("hand", e.player), ("hand", e.victim))


@TELL.on(E.TheftBegun)
def _theft(tale: _Tale, e: E.TheftBegun) -> None:
    names, answered = tale.names, tale.actor == e.victim
    text = (
        f"{names[e.victim]} let the Morrigan steal {count(e.count, 'card')} for {them(names[e.thief])}"
        if answered
        else f"the Morrigan stole {count(e.count, 'card')} from {them(names[e.victim])} for {them(names[e.thief])}"
    )
    tale.say(text, e.victim if answered else e.thief, ("hand", e.victim), ("hand", e.thief))


@TELL.on(E.ActionForbidden)
def _forbidden(tale: _Tale, e: E.ActionForbidden) -> None:
    names = tale.names
    what = (
        f"the Morrigan's theft for {them(names[e.player])}"
        if e.what == "theft"
        else f"{possessive(names[e.player])} {FORBIDDEN_WORDS.get(e.what, e.what)}"
    )
    tale.say(f"{names[e.victim]} played Bannspruch: {what} did not happen", e.victim, ("hand", e.victim), ("discard",))


@TELL.on(E.CardTaken)
def _taken(tale: _Tale, e: E.CardTaken) -> None:
    names = tale.names
    tale.say(
        f"{names[e.taker]} took {card_text(e.card)} from {possessive(names[e.victim])} hand",
        e.taker,
        ("hand", e.victim),
        ("hand", e.taker),
    )


@TELL.on(E.CardGiven)
def _given(tale: _Tale, e: E.CardGiven) -> None:
    names = tale.names
    tale.say(
        f"{names[e.giver]} gave {card_text(e.card)} to {them(names[e.receiver])}",
        e.giver,
        ("hand", e.giver),
        ("hand", e.receiver),
    )


@TELL.on(E.CardDiscarded)
def _discarded(tale: _Tale, e: E.CardDiscarded) -> None:
    tale.say(
        f"{tale.names[e.player]} discarded {card_text(e.card)} to keep 7 cards",
        e.player,
        ("hand", e.player),
        ("discard",),
    )


@TELL.on(E.VoteBegun)
def _vote_begun(tale: _Tale, e: E.VoteBegun) -> None:
    first = them(tale.names[e.order[0]]) if e.order else ""
    if e.tie_round:
        text = "the vote was tied: a second round follows, one vote for each piece on the Place of Decision"
    elif e.why == "forty rounds":
        text = "forty rounds have passed: the pieces on the Place of Decision vote"
    else:
        text = "five pieces stand on the Place of Decision: the vote begins"
    if first and not e.tie_round:
        text += f", {first} first"
    tale.say(text, -1, ("decision",))


@TELL.on(E.VoteCast)
def _vote_cast(tale: _Tale, e: E.VoteCast) -> None:
    votes = count(e.votes, "vote") if e.votes else "no votes"
    tale.say(f"{tale.names[e.player]} gave {votes} to {CULT_WORDS[e.cult]}", e.player, ("decision",))


@TELL.on(E.VoteCounted)
def _vote_counted(tale: _Tale, e: E.VoteCounted) -> None:
    tied = ", a tie" if e.sun == e.moon else ""
    tale.say(f"the votes were counted: {e.sun} for the Sun, {e.moon} for the Moon{tied}", -1, ("decision",))


@TELL.on(E.CultWon)
def _cult_won(tale: _Tale, e: E.CultWon) -> None:
    cult = "Sun" if e.cult == "sun" else "Moon"
    if e.decided_by >= 0:
        tale.say(f"{tale.names[e.decided_by]} decided the tie: the {cult} won the vote", e.decided_by)
    else:
        tale.say(f"the {cult} won the vote", -1)


@TELL.on(E.GameEnded)
def _game_ended(tale: _Tale, e: E.GameEnded) -> None:
    scores = " to ".join(str(s).replace("-", "−") for s in sorted(e.scores, reverse=True))
    who = names_list([tale.names[w] for w in e.winners])
    tale.say(f"{who} won, {scores}" if len(e.winners) == 1 else f"a shared victory for {who}, {scores}", -1)


def _asked(state, names: Sequence[str]) -> Line:
    """The action waiting for its victim's answer. Everybody who holds a card is asked, so the
    sentence says nothing about a Bannspruch in that hand."""
    victim, what, args = state.react
    actor = names[state.active]
    board = state.board
    if what == "summon":
        text = (
            f"{actor} wants to summon the Morrigan onto {field_label(board, args[1])}, "
            f"where {possessive(names[victim])} druid stands"
        )
        spots = (("field", args[1]),)
    elif what == "banish":
        text = f"{actor} wants to banish {owned(args[0], victim, names)}"
        spots = (("field", state.pos[args[0]]),)
    elif what == "control":
        text = f"{actor} wants to take control of {owned(args[0], victim, names)}"
        spots = (("field", state.pos[args[0]]),)
    elif what == "exchange":
        text = f"{actor} wants to exchange {count(args[0], 'card')} with {them(names[victim])}"
        spots = (("hand", victim),)
    else:
        text = f"the Morrigan wants to steal from {them(names[victim])} for {them(names[args[0]])}"
        spots = (("hand", victim),)
    text += f"; {names[victim]} may forbid it with a Bannspruch"
    return Line(sentence(text), state.active, spots)
