"""The Die Druiden board as it is drawn: where each piece stands, who controls each spirit,
what the dice show, the stack and the discard pile — as the animations have left them so far.

A plain model (ints, lists, small records; no surfaces) that painting.paint_board draws.
`from_state` / `resync` copy a rules state (the viewer's observation: nothing secret is read)
wholesale; motion.py changes it step by step as each event's animation starts and ends, so the
picture follows the events, never a diff of two states. Once every animation has finished,
`matches(state)` holds.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.druiden.rules.pieces import DECISION, DRUID, HOME, SPIRIT_COUNT, WAITING

RGB = tuple[int, int, int]

#: Seat colours (name, rgb, letter) when the table passes none: the manifest's own.
DEFAULT_SEATS: tuple[tuple[str, RGB, str], ...] = (
    ("Blue", (58, 104, 178), "B"),
    ("Red", (190, 58, 48), "R"),
    ("Yellow", (232, 192, 60), "Y"),
    ("Green", (64, 142, 86), "G"),
    ("White", (236, 232, 218), "W"),
)


@dataclass
class Flight:
    """A piece off its place, drawn by the painter at `pos` (canvas pixels) with `alpha`
    (0..1) and `lift` (0 on the ground .. 1 high: a larger shadow offset)."""

    piece: int
    pos: tuple[float, float]
    alpha: float = 1.0
    lift: float = 0.0


@dataclass
class DieShow:
    """A die in its tumble: shows `face`, turned by `angle` degrees, offset by `offset`
    pixels from its resting square, scaled by `scale`."""

    face: str
    angle: float = 0.0
    offset: tuple[float, float] = (0.0, 0.0)
    scale: float = 1.0


@dataclass
class BoardModel:
    """`pos[piece]` per piece of pieces.py (spirits 0..7, the druid of seat p at DRUID + p):
    a field, DECISION, HOME or WAITING. `owner[spirit]`: the controlling seat or -1.
    `dice`: the faces showing ("" before the first roll); `used[d]` die d is spent this turn.
    `seats[p]`: (colour name, rgb, letter) of rules seat p.

    Animation state, set by motion.py only: `lifted` pieces are not drawn where `pos` says
    (a Flight draws them), `rolling[d]` a die in its tumble, `marked` fields lit for a moment
    (a summon's target), `effects` passing visuals with a `draw(canvas)`."""

    players: int
    seats: list[tuple[str, RGB, str]]
    pos: list[int]
    owner: list[int]
    dice: list[str]
    used: list[bool]
    stack_n: int
    discard_n: int
    discard_top: int = -1  # the kind of the card face up on the discard pile, -1: none known
    active: int = 0
    flights: dict[int, Flight] = field(default_factory=dict)
    rolling: list[DieShow | None] = field(default_factory=lambda: [None, None])
    marked: set[int] = field(default_factory=set)
    effects: list = field(default_factory=list)
    version: int = 0

    @classmethod
    def from_state(cls, state, seats=None) -> BoardModel:
        """The model of `state` (a DruidenState or its observation); `seats` as above, by
        default DEFAULT_SEATS in seat order."""
        seats = list(seats) if seats is not None else list(DEFAULT_SEATS[: state.players])
        model = cls(
            players=state.players,
            seats=seats,
            pos=[],
            owner=[],
            dice=["", ""],
            used=[False, False],
            stack_n=0,
            discard_n=0,
        )
        model.resync(state)
        return model

    def resync(self, state) -> None:
        """Copies everything the board shows from `state` and drops every animation state."""
        self.players = state.players
        self.pos = list(state.pos)
        self.owner = list(state.owner)
        self.dice = list(state.dice)
        self.used = list(state.used)
        self.stack_n = state.stack_n
        self.discard_n = sum(state.discard)
        self.active = state.active
        self.flights.clear()
        self.rolling = [None, None]
        self.marked.clear()
        self.effects.clear()
        self.version += 1

    def matches(self, state) -> bool:
        """True when the model shows what `state` holds (after every animation)."""
        return (
            self.pos == list(state.pos)
            and self.owner == list(state.owner)
            and self.dice == list(state.dice)
            and self.used == list(state.used)
            and self.stack_n == state.stack_n
            and self.discard_n == sum(state.discard)
            and not self.flights
            and self.rolling == [None, None]
        )

    # --- what stands where ---------------------------------------------------------------------
    def pieces_on(self, f: int) -> list[int]:
        """The pieces standing on field f (or DECISION), not in flight, in piece order."""
        return [p for p, at in enumerate(self.pos) if at == f and p not in self.flights]

    def at_home(self) -> list[int]:
        """The spirits waiting on the Place of the Spirits, not in flight."""
        return [s for s in range(SPIRIT_COUNT) if self.pos[s] == HOME and s not in self.flights]

    def waiting_druids(self) -> list[int]:
        """Seats whose druid has not yet left the centre."""
        return [p for p in range(self.players) if self.pos[DRUID + p] == WAITING]

    def on_decision(self) -> list[int]:
        return self.pieces_on(DECISION)

    # --- event steps (called by motion.py) -----------------------------------------------------
    def lift(self, piece: int, pos: tuple[float, float]) -> Flight:
        """Takes `piece` off its place into a Flight starting at `pos`."""
        flight = Flight(piece, pos)
        self.flights[piece] = flight
        self.version += 1
        return flight

    def land(self, piece: int, where: int) -> None:
        """Puts `piece` down at `where` (a field, DECISION, HOME or WAITING)."""
        self.flights.pop(piece, None)
        self.pos[piece] = where
        self.version += 1

    def control(self, spirit: int, seat: int) -> None:
        self.owner[spirit] = seat
        self.version += 1

    def show_dice(self, faces) -> None:
        self.dice = list(faces)
        self.used = [False, False]
        self.rolling = [None, None]
        self.version += 1

    def show_die(self, die: int, face: str) -> None:
        self.dice[die] = face
        self.rolling[die] = None
        self.version += 1

    def use_die(self, die: int) -> None:
        self.used[die] = True
        self.version += 1

    def card_to_discard(self, kind: int) -> None:
        self.discard_n += 1
        if kind >= 0:
            self.discard_top = kind
        self.version += 1

    def card_from_stack(self) -> None:
        self.stack_n = max(0, self.stack_n - 1)
        self.version += 1

    def reshuffle(self, cards: int) -> None:
        """The discard pile became the stack (`cards` cards)."""
        self.stack_n += cards
        self.discard_n, self.discard_top = 0, -1
        self.version += 1

    def rgb(self, seat: int) -> RGB:
        return self.seats[seat][1]

    def letter(self, seat: int) -> str:
        return self.seats[seat][2]
