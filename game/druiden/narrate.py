"""Die Druiden told in plain sentences, one per action or consequence, with the spots each
names (the contract is game/core/narration.py). Pure Python.

Fields are named as game/druiden/places.py does ("the outer ring's plant field at 3 o'clock").
Spots are the table's: ("field", f), ("decision",) the Place of Decision, ("spirits",) the
Place of the Spirits, ("stack",), ("discard",), ("dice",), ("hand", p) a player's area.
A card is named only where `seat` may see it (visible_events turns the others face down);
a Bannspruch question is told without saying whether the player holds one.
"""

from __future__ import annotations

from typing import Sequence

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
    board = state.board
    lines: list[Line] = []

    def at(f: int) -> str:
        return field_label(board, f)

    def say(text: str, who: int, *targets) -> None:
        lines.append(Line(sentence(text), who, tuple(targets)))

    def piece_text(piece: int) -> tuple[str, int]:
        """The piece as its owner's ("Anna's druid", "Anna's Sun spirit") and that owner."""
        if piece >= DRUID:
            return f"{possessive(names[piece - DRUID])} druid", piece - DRUID
        owner = state.owner[piece]
        return owned(piece, owner, names), owner

    seen = state.visible_events(events, seat)
    for k, e in enumerate(seen):
        later = seen[k + 1] if k + 1 < len(seen) else None
        if isinstance(e, E.CardDrawn):
            card = card_text(e.card)
            who = names[e.player]
            text = {
                "deal": f"{who} drew {card} in the deal",
                "plant": f"{who} gathered {card} from the stack",
                "dwarf": f"the Dwarf King gathered {card} from the stack for {who}",
                "magic": f"{who} drew {card} by magic",
            }.get(e.why, f"{who} drew {card}")
            say(text, e.player, ("stack",), ("hand", e.player))
        elif isinstance(e, E.StackReshuffled):
            say(
                f"the discard pile was shuffled into a new stack of {count(e.cards, 'card')}",
                -1,
                ("discard",),
                ("stack",),
            )
        elif isinstance(e, E.NothingToDraw):
            say(f"no card was left for {them(names[e.player])} to draw", e.player, ("stack",))
        elif isinstance(e, E.DruidEntered):
            say(
                f"{possessive(names[e.player])} druid stepped out of the centre onto {at(e.field)}",
                e.player,
                ("field", e.field),
            )
        elif isinstance(e, E.DiceRolled):
            say(f"{names[e.player]} rolled {FACE_WORDS[e.faces[0]]} and {FACE_WORDS[e.faces[1]]}", e.player, ("dice",))
        elif isinstance(e, E.DieRerolled):
            say(f"{names[e.player]} rolled die {e.die + 1} again: {FACE_WORDS[e.face]}", e.player, ("dice",))
        elif isinstance(e, E.SpellPlayed):
            if e.card == BANNSPRUCH and isinstance(later, E.ActionForbidden):
                continue  # told with what it forbade
            text = f"{names[e.player]} played {CARDS[e.card].name}"
            if e.card == NEBEL and state.phase == "reroll" and state.reroll_die >= 0:
                text += f" to roll die {state.reroll_die + 1} again"
            say(text, e.player, ("discard",))
        elif isinstance(e, E.MovementChosen):
            say(
                f"{names[e.player]} chose magic movement"
                if e.magic
                else f"{names[e.player]} chose to move by the symbols inside the rings",
                e.player,
                ("dice",),
            )
        elif isinstance(e, E.PieceMoved):
            piece, owner = piece_text(e.piece)
            start, end = e.path[0], e.path[-1]
            if e.piece >= DRUID and owner == e.player:
                text = f"{piece} went"
            elif owner == e.player:
                text = f"{names[e.player]} moved {spirit_text(e.piece)}"
            else:
                text = f"{names[e.player]} moved {piece}"
            say(f"{text} {how_moved(e.move)} from {at(start)} to {at(end)}", e.player, *(("field", f) for f in e.path))
        elif isinstance(e, E.PieceEnteredDecision):
            piece, owner = piece_text(e.piece)
            stand = "stands" if e.count == 1 else "stand"
            say(
                f"{piece} entered the Place of Decision, where {count(e.count, 'piece')} now {stand}",
                owner,
                ("field", e.field),
                ("decision",),
            )
        elif isinstance(e, E.DieLost):
            if isinstance(later, E.DieLost):
                continue  # both dice: told once, by the second
            before = seen[k - 1] if k else None
            both = isinstance(before, E.DieLost)
            say(
                f"{names[e.player]} could use neither die"
                if both
                else f"{names[e.player]} left die {e.die + 1} unused",
                e.player,
                ("dice",),
            )
        elif isinstance(e, E.SpiritSummoned):
            say(
                f"{names[e.player]} summoned {spirit_text(e.spirit, 'a')} onto {at(e.field)}",
                e.player,
                ("spirits",),
                ("field", e.field),
            )
        elif isinstance(e, E.SpiritBanished):
            if e.former in (-1, e.player):
                whose = spirit_text(e.spirit)
            else:
                whose = owned(e.spirit, e.former, names)
            say(
                f"{names[e.player]} banished {whose} from {at(e.field)} to the Place of the Spirits",
                e.player,
                ("field", e.field),
                ("spirits",),
            )
        elif isinstance(e, E.SpiritControlled):
            where = state.pos[e.spirit]
            spots = (("field", where),) if 0 <= where < len(board.fields) else ()
            if e.spirit == MORRIGAN:
                text = (
                    f"the Morrigan passed from {them(names[e.former])} to {them(names[e.player])}"
                    if e.former >= 0
                    else f"the Morrigan passed to {them(names[e.player])}"
                )
            else:
                text = f"{names[e.player]} took control of {owned(e.spirit, e.former, names)}"
            say(text, e.player, *spots, ("hand", e.player))
        elif isinstance(e, E.SpiritMagicMoved):
            spirit = owned(e.spirit, state.owner[e.spirit], names)
            say(
                f"by magic {them(names[e.player])} set {spirit} from {at(e.source)} onto {at(e.field)}",
                e.player,
                ("field", e.source),
                ("field", e.field),
            )
        elif isinstance(e, E.ExchangeDemanded):
            # the demand was told when it was asked; the victim's answer is what is new
            text = (
                f"{names[e.victim]} let the exchange happen"
                if actor == e.victim
                else f"{names[e.player]} demanded an exchange of {count(e.count, 'card')} with {them(names[e.victim])}"
            )
            say(text, e.victim if actor == e.victim else e.player, ("hand", e.player), ("hand", e.victim))
        elif isinstance(e, E.TheftBegun):
            text = (
                f"{names[e.victim]} let the Morrigan steal {count(e.count, 'card')} for {them(names[e.thief])}"
                if actor == e.victim
                else f"the Morrigan stole {count(e.count, 'card')} from {them(names[e.victim])} for "
                f"{them(names[e.thief])}"
            )
            say(text, e.victim if actor == e.victim else e.thief, ("hand", e.victim), ("hand", e.thief))
        elif isinstance(e, E.ActionForbidden):
            what = (
                f"the Morrigan's theft for {them(names[e.player])}"
                if e.what == "theft"
                else f"{possessive(names[e.player])} {FORBIDDEN_WORDS.get(e.what, e.what)}"
            )
            say(
                f"{names[e.victim]} played Bannspruch: {what} did not happen",
                e.victim,
                ("hand", e.victim),
                ("discard",),
            )
        elif isinstance(e, E.CardTaken):
            say(
                f"{names[e.taker]} took {card_text(e.card)} from {possessive(names[e.victim])} hand",
                e.taker,
                ("hand", e.victim),
                ("hand", e.taker),
            )
        elif isinstance(e, E.CardGiven):
            say(
                f"{names[e.giver]} gave {card_text(e.card)} to {them(names[e.receiver])}",
                e.giver,
                ("hand", e.giver),
                ("hand", e.receiver),
            )
        elif isinstance(e, E.CardDiscarded):
            say(
                f"{names[e.player]} discarded {card_text(e.card)} to keep 7 cards",
                e.player,
                ("hand", e.player),
                ("discard",),
            )
        elif isinstance(e, E.VoteBegun):
            first = them(names[e.order[0]]) if e.order else ""
            if e.tie_round:
                text = "the vote was tied: a second round follows, one vote for each piece on the Place of Decision"
            elif e.why == "forty rounds":
                text = "forty rounds have passed: the pieces on the Place of Decision vote"
            else:
                text = "five pieces stand on the Place of Decision: the vote begins"
            if first and not e.tie_round:
                text += f", {first} first"
            say(text, -1, ("decision",))
        elif isinstance(e, E.VoteCast):
            votes = count(e.votes, "vote") if e.votes else "no votes"
            say(f"{names[e.player]} gave {votes} to {CULT_WORDS[e.cult]}", e.player, ("decision",))
        elif isinstance(e, E.VoteCounted):
            tied = ", a tie" if e.sun == e.moon else ""
            say(f"the votes were counted: {e.sun} for the Sun, {e.moon} for the Moon{tied}", -1, ("decision",))
        elif isinstance(e, E.CultWon):
            cult = "Sun" if e.cult == "sun" else "Moon"
            if e.decided_by >= 0:
                say(f"{names[e.decided_by]} decided the tie: the {cult} won the vote", e.decided_by)
            else:
                say(f"the {cult} won the vote", -1)
        elif isinstance(e, E.GameEnded):
            scores = " to ".join(str(s).replace("-", "−") for s in sorted(e.scores, reverse=True))
            who = names_list([names[w] for w in e.winners])
            say(f"{who} won, {scores}" if len(e.winners) == 1 else f"a shared victory for {who}, {scores}", -1)
    if state.phase == "react" and state.react is not None:
        lines.append(_asked(state, names))
    return lines


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
