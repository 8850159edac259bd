"""A match: a game of one kind with its seats, seed and the actions so far.

The seed plus the action list replays a game exactly; that is what a save holds. Chance
outcomes are actions too: `play_chance` draws the one now due with game.core.chance (from
the seed and the action's index) and records its notation like any other action.
Seats are listed in rules order: seat i is the rules' player i.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from . import chance, registry
from .files import excerpt
from .i18n import _, ngettext
from .limits import ACTIONS_MAX, NOTATION_MAX, SEAT_NAME_MAX, SEED_LIMIT
from .protocol import CHANCE, BadNotation, BadPosition, GameState, IllegalAction

SEAT_KINDS = ("human", "easy", "normal", "hard")
SAVE_FORMAT = "steinkreis-save"
SAVE_VERSION = 1


class SaveError(ValueError):
    """A save that cannot be read back; the message says which part is wrong."""


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str  # one of SEAT_KINDS
    colour: int  # index into the game's colours

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


class Match:
    """The live state plus its history. Only `play`, `play_chance`, `undo` and `replay_to`
    change it. `actors[i]` is the seat that took action i, or CHANCE for a chance outcome."""

    def __init__(self, game_id: str, seats: list[Seat], seed: int = 0, position: dict | None = None) -> None:
        self.spec = registry.get(game_id)
        if not self.spec.min_players <= len(seats) <= self.spec.max_players:
            raise ValueError(
                _("{game} takes {least}–{most} players, not {n}").format(
                    game=self.spec.title, least=self.spec.min_players, most=self.spec.max_players, n=len(seats)
                )
            )
        self.seats = list(seats)
        self.seed = seed
        self.position = position
        self.actions: list[str] = []
        self.actors: list[int] = []
        self.state: GameState = self._fresh()
        #: hints may be asked at this table: always against computers (one person), in a
        #: game of several people only if they allowed it at setup
        self.hints_allowed = sum(seat.is_human for seat in seats) == 1
        #: the seats that asked for a hint at least once (the game was "assisted" for them)
        self.hinted: set[int] = set()

    @property
    def game_id(self) -> str:
        return self.spec.id

    def _fresh(self) -> GameState:
        if self.position is not None:
            return self.spec.from_position(self.position, self.seed)
        return self.spec.new_game(len(self.seats), self.seed)

    def play(self, action) -> list[Any]:
        """Applies a legal action for the current player (or a chance outcome at a chance
        step: one dictated by a scenario, say) and records it; returns the events."""
        actor = self.state.current_player()
        events = self.state.apply(action)
        self.actions.append(str(action))
        self.actors.append(actor)
        return events

    def decision_seed(self, point: int | None = None) -> int:
        """The seed a computer player deciding after `point` actions (default: now) is given,
        so a hint or a review there is that player's own choice."""
        return self.seed * 1_000_003 + (len(self.actions) if point is None else point)

    def chance_due(self) -> bool:
        """True when the next step is chance (a roll, a draw), not a player's decision."""
        return self.state.current_player() == CHANCE

    def play_chance(self) -> list[Any]:
        """Draws the outcome of the chance step now due from the match's seed and the action's
        index (the same outcome every time this step is played) and plays it; returns the
        events. Raises ValueError when no chance step is due."""
        return self.play(chance.outcome(self.state, self.seed, len(self.actions)))

    def replay_to(self, count: int) -> None:
        """Rebuilds the state from the start with only the first `count` actions."""
        keep = self.actions[:count]
        self.state = self._fresh()
        self.actions, self.actors = [], []
        for text in keep:
            self.play(self.state.parse_action(text))

    def _by_human(self, i: int) -> bool:
        actor = self.actors[i]
        return actor != CHANCE and self.seats[actor].is_human

    def undo_target(self) -> int | None:
        """How many actions remain after undoing the last human's last turn (with the computer
        moves since), or None when there is nothing of a human's to undo.

        Undo never goes back past a chance outcome (a roll, a draw, by anyone): the table has
        shown it, and as it is drawn from the seed and the action's index, undoing it would let
        the human see the dice or a card to come and choose again knowing them. So only the
        human's decisions since the latest chance outcome are undone; the roll they were made
        on stays and the human decides again on it. A turn of several decisions (a placement
        and its bonus) is undone whole back to that outcome; a game without chance steps
        undoes the whole last turn."""
        floor = len(self.actors)
        while floor > 0 and self.actors[floor - 1] != CHANCE:
            floor -= 1
        i = len(self.actors) - 1
        while i >= floor and not self._by_human(i):
            i -= 1
        if i < floor:
            return None
        human = self.actors[i]
        while i > floor and self.actors[i - 1] == human:
            i -= 1
        return i

    def can_undo(self) -> bool:
        """Undo is offered when exactly one seat is human (against computers only)."""
        humans = sum(seat.is_human for seat in self.seats)
        return humans == 1 and self.undo_target() is not None and not self.state.is_over()

    def undo(self) -> bool:
        target = self.undo_target()
        if target is None:
            return False
        self.replay_to(target)
        return True

    def score_history(self) -> list[list[int]]:
        """Scores per player after each action, starting with the scores before the first."""
        state = self._fresh()
        history = [state.scores()]
        for text in self.actions:
            state.apply(state.parse_action(text))
            history.append(state.scores())
        return history

    # --- saves ----------------------------------------------------------------------------
    def to_save(self) -> dict:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game_id,
            "seed": self.seed,
            "seats": [asdict(seat) for seat in self.seats],
            "position": self.position,
            "actions": list(self.actions),
            "hints": {"allowed": self.hints_allowed, "used": sorted(self.hinted)},
        }

    @classmethod
    def from_save(cls, data: Any) -> Match:
        """Rebuilds a match from `to_save` data; raises SaveError saying what is wrong.

        Every field is checked before the game is built (names printable and at most
        SEAT_NAME_MAX long, seed and counts in range, the position's players matching the
        seats), then the actions are replayed through the rules. A MapError (the game's board
        map is broken) is not the save's fault and passes through unchanged."""
        game, seats, seed, position, actions = read_save(data)
        try:
            match = cls(game, seats, seed, position)
        except (
            BadPosition,
            ValueError,
            TypeError,
            KeyError,
            IndexError,
            OverflowError,
            RecursionError,
        ) as exc:  # the position's data is the file's; MapError passes
            raise SaveError(_("position: {problem}").format(problem=excerpt(str(exc), 150))) from None
        match.hints_allowed, match.hinted = read_hints(data, len(seats), match.hints_allowed)
        if match.state.num_players != len(seats):
            raise SaveError(
                _("the position is for {players} players but the save has {seats} seats").format(
                    players=match.state.num_players, seats=len(seats)
                )
            )
        for n, text in enumerate(actions, 1):
            try:
                match.play(match.state.parse_action(text))
            except (BadNotation, IllegalAction) as exc:
                raise SaveError(
                    _("action {n} ('{action}'): {problem}").format(
                        n=n, action=excerpt(text), problem=excerpt(str(exc), 120)
                    )
                ) from None
        return match


def seat_name_problem(name: object) -> str | None:
    """Why `name` cannot be a seat's name (None when it can): seat names are text of 1 to
    SEAT_NAME_MAX printable characters, as the setup screen makes them."""
    if not isinstance(name, str):
        return _("a seat name is not text")
    if not name.strip():
        return _("a seat has no name")
    if len(name) > SEAT_NAME_MAX:
        return _("seat name '{name}' is longer than {n} characters").format(name=excerpt(name), n=SEAT_NAME_MAX)
    if not name.isprintable():
        return _("seat name '{name}' holds characters that cannot be shown").format(name=excerpt(name))
    return None


def _whole(value: object, problems: tuple[str, str], low: int, high: int, **fields: object) -> int:
    """`value` as an int in low..high-1; SaveError otherwise (booleans are not numbers here),
    saying `problems[0]` (no whole number) or `problems[1]` (out of range: its {value} is the
    number), each filled with `fields`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise SaveError(problems[0].format(**fields))
    if not low <= value < high:
        raise SaveError(problems[1].format(value=excerpt(value), **fields))
    return value


def read_save(data: Any) -> tuple[str, list[Seat], int, dict | None, list[str]]:
    """The checked fields of save data: game id, seats, seed, position, actions. (A kept
    game's "record" is Your games' own, checked by game.core.library.)"""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(_("not a Steinkreis save"))
    if data.get("version") != SAVE_VERSION:
        raise SaveError(_("save version '{version}' is not supported").format(version=excerpt(data.get("version"))))
    unknown = sorted(excerpt(key) for key in set(data) - _SAVE_FIELDS)
    if unknown:
        raise SaveError(
            ngettext("unknown field(s): {fields}", "unknown field(s): {fields}", len(unknown)).format(
                fields=", ".join(unknown[:3])
            )
        )
    missing = sorted(_SAVE_FIELDS - set(data) - {"position", "record", "hints"})
    if missing:
        raise SaveError(
            ngettext("missing field(s): {fields}", "missing field(s): {fields}", len(missing)).format(
                fields=", ".join(missing)
            )
        )
    game = data["game"]
    if not isinstance(game, str) or game not in registry.game_ids():
        raise SaveError(_("unknown game '{game}'").format(game=excerpt(game)))
    spec = registry.get(game)
    raw_seats = data["seats"]
    if not isinstance(raw_seats, list) or not (spec.min_players <= len(raw_seats) <= spec.max_players):
        if isinstance(raw_seats, list):
            seats_problem = _("{game} takes {least}–{most} seats, the save has {n}").format(
                game=spec.title, least=spec.min_players, most=spec.max_players, n=len(raw_seats)
            )
        else:
            seats_problem = _("{game} takes {least}–{most} seats, the save has no list of").format(
                game=spec.title, least=spec.min_players, most=spec.max_players
            )
        raise SaveError(seats_problem)
    seats = []
    for raw in raw_seats:
        if not isinstance(raw, dict) or set(raw) != {"name", "kind", "colour"}:
            raise SaveError(_("a seat needs exactly a name, a kind and a colour"))
        problem = seat_name_problem(raw["name"])
        if problem:
            raise SaveError(problem)
        if raw["kind"] not in SEAT_KINDS:
            raise SaveError(_("unknown seat kind '{kind}'").format(kind=excerpt(raw["kind"])))
        colour_problems = (
            _("the colour of seat '{name}' is not a whole number"),
            _("the colour of seat '{name}' {value} is out of range"),
        )
        colour = _whole(raw["colour"], colour_problems, 0, len(spec.colours), name=raw["name"])
        seats.append(Seat(raw["name"], raw["kind"], colour))
    if len({seat.colour for seat in seats}) != len(seats):
        raise SaveError(_("two seats play the same colour"))
    if spec.colour_fixes_order and [s.colour for s in seats] != list(range(len(seats))):
        raise SaveError(_("in {game} the seats sit in colour order").format(game=spec.title))
    seed_problems = (_("the seed is not a whole number"), _("the seed {value} is out of range"))
    seed = _whole(data["seed"], seed_problems, 0, SEED_LIMIT)
    position = data.get("position")
    if position is not None and not isinstance(position, dict):
        raise SaveError(_("the position is not a mapping"))
    actions = data["actions"]
    if not isinstance(actions, list) or len(actions) > ACTIONS_MAX:
        raise SaveError(_("'actions' is not a list of at most {n} actions").format(n=ACTIONS_MAX))
    for n, text in enumerate(actions, 1):
        if not isinstance(text, str) or not 0 < len(text) <= NOTATION_MAX:
            raise SaveError(_("action {n} ('{action}') is not an action in notation").format(n=n, action=excerpt(text)))
    return game, seats, seed, position, actions


def read_hints(data: dict, seats: int, allowed: bool) -> tuple[bool, set[int]]:
    """(hints allowed, the seats that used hints) of save data; a save from before hints
    existed has none used and `allowed` (the default for its seats). SaveError when the
    field is malformed."""
    hints = data.get("hints")
    if hints is None:
        return allowed, set()
    if not isinstance(hints, dict) or set(hints) != {"allowed", "used"}:
        raise SaveError(_("'hints' needs exactly 'allowed' and 'used'"))
    if not isinstance(hints["allowed"], bool):
        raise SaveError(_("'hints': 'allowed' is not true or false"))
    used = hints["used"]
    if not isinstance(used, list) or len(used) > seats:
        raise SaveError(_("'hints': 'used' is not a list of at most {n} seats").format(n=seats))
    problems = (_("a seat that used hints is not a whole number"), _("a seat that used hints {value} is out of range"))
    return hints["allowed"], {_whole(seat, problems, 0, seats) for seat in used}


_SAVE_FIELDS = {"format", "version", "game", "seed", "seats", "position", "actions", "record", "hints"}
