"""Die Druiden actions: frozen values whose str() is their notation (parse(str(a)) == a).

enter i6                 the druid leaves the centre onto a free druid's foot (first turn)
roll 3 bend              chance: both dice (die 1: 1..5, ring-6; die 2: straight, bend,
                         double-bend, ring-straight)
nebel 2                  play Nebel: roll die 2 again
reroll 2 double-bend     chance: what the re-rolled die shows
normal | magic draw      two rings: the symbols inside, or magic: draw two cards,
magic sun1 o5            ... or set a spirit standing on the circles onto a field
move 3 druid m8          move your druid with the die showing 3 (die 1) to m8
move bend moon2 o4       move your spirit moon2 with die 2's bend
gather                   a plant field: draw (the Dwarf King: two)
summon dwarf m9          a spirit field: summon a spirit from the Place of the Spirits
banish sun2              a spirit field: send any spirit on the circles home
control moon1            take a rival's spirit on the landing field
exchange 2 with 1        demand an exchange of two cards with seat 1's player
pass                     no field action
bannspruch | accept      the player acted against forbids the action, or lets it happen
draw Raute | draw ?      chance: the card drawn (? = face down, in another seat's view)
take Mistel | take ?     chance: the card drawn blindly from a hand
give Lug                 give back one card in an exchange
discard Tollkirsche      the hand limit
vote sun | vote moon     the vote; decide sun | decide moon: the final tie
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.protocol import BadNotation
from game.druiden.board import Board

from .cards import CARDS, CULTS, card_index
from .dice import DIE_1, DIE_2, MOVE_BY_NAME, MOVE_NAMES
from .pieces import DRUID, SPIRITS, spirit_index

ENTER, ROLL, NEBEL, REROLL, NORMAL, MAGIC_DRAW, MAGIC, MOVE = (
    "enter",
    "roll",
    "nebel",
    "reroll",
    "normal",
    "magic draw",
    "magic",
    "move",
)
GATHER, SUMMON, BANISH, CONTROL, EXCHANGE, PASS = ("gather", "summon", "banish", "control", "exchange", "pass")
BANNSPRUCH, ACCEPT, DRAW, TAKE, GIVE, DISCARD, VOTE, DECIDE = (
    "bannspruch",
    "accept",
    "draw",
    "take",
    "give",
    "discard",
    "vote",
    "decide",
)
CHANCE_KINDS = frozenset((ROLL, REROLL, DRAW, TAKE))
UNKNOWN = -1  # a face-down card

FACES = tuple(dict.fromkeys(DIE_1 + DIE_2))  # distinct faces, die 1's first


@dataclass(frozen=True, slots=True)
class Action:
    """One decision or chance outcome; unused numbers are -1. `text` is the notation."""

    kind: str
    a: int = -1
    b: int = -1
    c: int = -1
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text


class Notation:
    """Makes actions with their notation (interned) and reads them back, for one board."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self._made: dict[tuple, Action] = {}
        self._rows: dict[object, list[Action]] = {}  # move_row's, magic_row's, card_row's

    def act(self, kind: str, a: int = -1, b: int = -1, c: int = -1) -> Action:
        key = (kind, a, b, c)
        action = self._made.get(key)
        if action is None:
            action = self._made[key] = Action(kind, a, b, c, self._text(kind, a, b, c))
        return action

    def move_row(self, move: int, code: int) -> list[Action]:
        """The MOVE actions of one die movement and piece, indexed by destination field."""
        key = (move, code)
        row = self._rows.get(key)
        if row is None:
            row = self._rows[key] = [self.act(MOVE, move, code, f) for f in range(len(self.board.fields))]
        return row

    def card_row(self, kind: str) -> list[Action]:
        """The actions of `kind` (draw, take, give, discard) indexed by card kind."""
        row = self._rows.get(kind)
        if row is None:
            row = self._rows[kind] = [self.act(kind, c) for c in range(len(CARDS))]
        return row

    def magic_row(self, spirit: int) -> list[Action]:
        """The MAGIC actions setting `spirit` onto a field, indexed by field."""
        key = (MAGIC, spirit)
        row = self._rows.get(key)
        if row is None:
            row = self._rows[key] = [self.act(MAGIC, spirit, f) for f in range(len(self.board.fields))]
        return row

    def _field(self, f: int) -> str:
        return self.board.fields[f].name

    def _text(self, kind: str, a: int, b: int, c: int) -> str:
        if kind in (NORMAL, MAGIC_DRAW, GATHER, PASS, BANNSPRUCH, ACCEPT):
            return kind
        if kind == ENTER:
            return f"enter {self._field(a)}"
        if kind == ROLL:
            return f"roll {FACES[a]} {FACES[b]}"
        if kind == NEBEL:
            return f"nebel {a + 1}"
        if kind == REROLL:
            return f"reroll {a + 1} {FACES[b]}"
        if kind == MAGIC:
            return f"magic {SPIRITS[a]} {self._field(b)}"
        if kind == MOVE:
            piece = "druid" if b == DRUID else SPIRITS[b]
            return f"move {MOVE_NAMES[a]} {piece} {self._field(c)}"
        if kind == SUMMON:
            return f"summon {SPIRITS[a]} {self._field(b)}"
        if kind in (BANISH, CONTROL):
            return f"{kind} {SPIRITS[a]}"
        if kind == EXCHANGE:
            return f"exchange {a} with {b}"
        if kind in (DRAW, TAKE, GIVE, DISCARD):
            return f"{kind} {'?' if a == UNKNOWN else CARDS[a].name}"
        if kind in (VOTE, DECIDE):
            return f"{kind} {CULTS[a]}"
        raise ValueError(f"unknown action kind {kind!r}")

    def parse(self, text: str) -> Action:
        """Reads an action; raises BadNotation saying what is wrong."""
        words = text.strip().split()
        if not words:
            raise BadNotation("empty action")
        kind, rest = words[0].lower(), words[1:]
        try:
            return self._parse(kind, rest, " ".join(rest))
        except (ValueError, IndexError) as exc:
            raise BadNotation(f"'{text.strip()}': {exc}") from None

    def _parse(self, kind: str, rest: list[str], tail: str) -> Action:
        field_of = self.board.field
        if kind in (GATHER, PASS, BANNSPRUCH, ACCEPT, NORMAL) and not rest:
            return self.act(kind)
        if kind == "magic" and rest == ["draw"]:
            return self.act(MAGIC_DRAW)
        if kind == "magic" and len(rest) == 2:
            return self.act(MAGIC, spirit_index(rest[0]), field_of(rest[1]))
        if kind == ENTER and len(rest) == 1:
            return self.act(ENTER, field_of(rest[0]))
        if kind == ROLL and len(rest) == 2:
            return self.act(ROLL, _face(rest[0], DIE_1), _face(rest[1], DIE_2))
        if kind in (NEBEL, REROLL) and rest and rest[0] in ("1", "2"):
            die = int(rest[0]) - 1
            if kind == NEBEL and len(rest) == 1:
                return self.act(NEBEL, die)
            if kind == REROLL and len(rest) == 2:
                return self.act(REROLL, die, _face(rest[1], (DIE_1, DIE_2)[die]))
        if kind == MOVE and len(rest) == 3:
            if rest[0] not in MOVE_BY_NAME:
                raise ValueError(f"no die shows '{rest[0]}' (1..6, straight, bend, double-bend)")
            piece = DRUID if rest[1].lower() == "druid" else spirit_index(rest[1])
            return self.act(MOVE, MOVE_BY_NAME[rest[0]], piece, field_of(rest[2]))
        if kind == SUMMON and len(rest) == 2:
            return self.act(SUMMON, spirit_index(rest[0]), field_of(rest[1]))
        if kind in (BANISH, CONTROL) and len(rest) == 1:
            return self.act(kind, spirit_index(rest[0]))
        if kind == EXCHANGE and len(rest) == 3 and rest[1] == "with":
            if rest[0] not in ("1", "2") or not rest[2].isdigit():
                raise ValueError("write 'exchange 1 with SEAT' or 'exchange 2 with SEAT'")
            return self.act(EXCHANGE, int(rest[0]), int(rest[2]))
        if kind in (DRAW, TAKE, GIVE, DISCARD) and rest:
            return self.act(kind, UNKNOWN if tail == "?" else card_index(tail))
        if kind in (VOTE, DECIDE) and len(rest) == 1 and rest[0].lower() in CULTS:
            return self.act(kind, CULTS.index(rest[0].lower()))
        raise ValueError("not a Die Druiden action (see the notation in the rules reference)")


def _face(word: str, faces: tuple[str, ...]) -> int:
    if word not in faces:
        raise ValueError(f"no die face '{word}' (faces: {', '.join(dict.fromkeys(faces))})")
    return FACES.index(word)
