"""The story of a match: every action told in plain sentences by the game's narrator, grouped
by turn, for each seat's eyes. Pure Python; the log, the board's last-turn marks and the
hand-over screen read it.

The story is not saved: it is rebuilt exactly from the save's seed and actions (the same
replay that loads the game), so it can never disagree with the game. Each action is told
once for every seat and for a spectator (-1) right after it is played, from the position
just after it, so later changes of the board never change what an old sentence says.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import i18n, registry, words
from .i18n import _, ngettext, pgettext
from .narration import Line

#: A seat with no finished turn yet is shown at most this many turns as "since you looked".
SINCE_MOST = 8


@dataclass(frozen=True)
class Told:
    """Action number `index` of the match: taken by `actor` (protocol.CHANCE for chance)
    during `turn`'s turn, told as `lines[seat]` to each seat (-1: a spectator)."""

    index: int
    actor: int
    turn: int
    lines: dict[int, list[Line]]


@dataclass
class Turn:
    """One player's turn: consecutive actions taken while it was `seat`'s turn (a decision
    out of turn, or a chance outcome, belongs to the turn it happened in). `number` counts
    from 1."""

    number: int
    seat: int
    told: list[Told] = field(default_factory=list)

    def lines(self, seat: int) -> list[Line]:
        """Every sentence of the turn as `seat` may read it, in order."""
        return [line for t in self.told for line in t.lines.get(seat, t.lines[-1])]


class Story:
    """What happened in a match, kept in step with it: `record` after each action played,
    `sync` after undo; built from the match's actions when made."""

    def __init__(self, match) -> None:
        spec = match.spec
        self._narrate = registry.load(spec.narrator) if spec.narrator else None
        self.names = tuple(seat.name for seat in match.seats)
        self.told: list[Told] = []
        self.rebuild(match)

    @property
    def tells(self) -> bool:
        """False for a game without a narrator (then the story stays empty)."""
        return self._narrate is not None

    def rebuild(self, match) -> None:
        """Tells every action of `match` again, replaying them from its seed (and position)."""
        from .match import Match

        self.told = []
        replay = Match(match.game_id, match.seats, match.seed, match.position)
        for text, actor in zip(match.actions, match.actors):
            turn = replay.state.whose_turn()
            events = replay.play(replay.state.parse_action(text))
            self._tell(replay.state, events, actor, turn)

    def record(self, match, events: list, turn: int) -> None:
        """Tells the action `match` just played (its events; `turn` was whose turn it was
        before it)."""
        self.sync(match)
        if len(self.told) < len(match.actions):
            self._tell(match.state, events, match.actors[-1], turn)

    def sync(self, match) -> None:
        """Forgets actions the match no longer has (after undo); rebuilds if it disagrees."""
        if len(self.told) > len(match.actions):
            del self.told[len(match.actions) :]
        if len(self.told) < len(match.actions) - 1:
            self.rebuild(match)

    def _tell(self, state, events: list, actor: int, turn: int) -> None:
        lines: dict[int, list[Line]] = {}
        if self._narrate is not None:
            for seat in range(-1, len(self.names)):
                lines[seat] = self._narrate(state, events, actor, seat, self.names)
        else:
            lines[-1] = []
        self.told.append(Told(len(self.told), actor, turn, lines))

    # --- reading ----------------------------------------------------------------------------
    def turns(self, upto: int | None = None) -> list[Turn]:
        """Every turn so far (of the first `upto` actions, when given), oldest first."""
        out: list[Turn] = []
        for t in self.told[:upto]:
            if not out or out[-1].seat != t.turn:
                out.append(Turn(len(out) + 1, t.turn))
            out[-1].told.append(t)
        return out

    def since(self, seat: int | None) -> list[Turn]:
        """The turns `seat` has not seen yet: every turn after their last finished one
        (their own turn under way included). For nobody (None or -1): the latest turn only.
        A seat that has not finished a turn yet: the latest SINCE_MOST turns."""
        turns = self.turns()
        if seat is None or seat < 0:
            return turns[-1:]
        for k in range(len(turns) - 2, -1, -1):
            if turns[k].seat == seat:
                return turns[k + 1 :]
        return turns[-SINCE_MOST:]

    def has_had_turn(self, seat: int) -> bool:
        """True once `seat` has finished a turn (their own turn under way does not count):
        the hand-over then says "since your last turn", else "so far"."""
        return any(turn.seat == seat for turn in self.turns()[:-1])

    def summary(self, seat: int, most: int = 6) -> list[str]:
        """The turns `seat` has not seen yet (see `since`), the latest `most` of them, one
        text each ("Turn 12 · Brigid moved a druid from C4 to D4. Brigid left a stone on
        C4."), told as a spectator sees them: the hand-over screen shows it before the seat's
        player has taken the screen, so it holds nothing secret. A run of alike sentences is
        told once (see `merge_alike`)."""
        out = []
        for turn in self.since(seat)[-most:]:
            told = " ".join(merge_alike(turn.lines(-1), self.names))
            if told:
                out.append(_("Turn {n} · {told}").format(n=turn.number, told=told))
        return out

    def marks(self, seat: int | None) -> list:
        """The board spots named by the turns `seat` has not seen yet (see `since`), each once,
        in order."""
        seen: dict = {}
        viewer = -1 if seat is None else seat
        for turn in self.since(seat):
            for line in turn.lines(viewer):
                for target in line.targets:
                    seen.setdefault(target, None)
        return list(seen)


def turn_owners(match) -> list[int]:
    """Whose turn each of `match`'s actions was played in (`state.whose_turn()` before it, as
    the Story groups them), by replaying the match from its seed; nothing is narrated."""
    from .match import Match

    replay = Match(match.game_id, match.seats, match.seed, match.position)
    owners = []
    for text in match.actions:
        owners.append(replay.state.whose_turn())
        replay.play(replay.state.parse_action(text))
    return owners


def turn_ends(owners: list[int]) -> list[int]:
    """How many actions had been played at the end of each turn, oldest first, from whose
    turn each action was played in (`turn_owners`): a turn ends where the next one's owner
    differs. The last entry is the turn under way (len(owners)); none before any action."""
    ends = [i for i in range(1, len(owners)) if owners[i] != owners[i - 1]]
    return ends + [len(owners)] if owners else []


def turn_number(owners: list[int], now: int) -> int:
    """The number (from 1) of the turn under way, the Story's "Turn N": the turns so far, one
    more when `now` (whose turn it is now) is not the owner of the last action."""
    if not owners:
        return 1
    return len(turn_ends(owners)) + (1 if now >= 0 and now != owners[-1] else 0)


def merge_alike(lines: list[Line], names: tuple[str, ...] | list[str]) -> list[str]:
    """The sentences of `lines`, with each run of two or more consecutive alike sentences
    told once: alike when they read the same once the name of the player each is about is
    left out ("Anna drew a card in the deal." and "Brigid drew a card in the deal."). The
    run names its players and says plainly how often: "Anna moved a druid (2 times).",
    "Anna and Brigid each drew a card in the deal.", "Anna and Brigid drew a card in the
    deal (2 times each).", "… (5 times in all)." when the players did it unevenly, and
    "Everyone …" when every seat is named. Game-agnostic: only the text and the seats."""
    out: list[str] = []
    run: list[Line] = []
    run_shape = ""

    def shape(line: Line) -> tuple[str, str]:
        name = names[line.seat] if 0 <= line.seat < len(names) else ""
        if name and name in line.text:
            return line.text.replace(name, "\x00"), name
        shown = words.seat_name(name) if name and i18n.language() != i18n.SOURCE else name
        if shown != name and shown in line.text:  # "You" told as "Du"
            return line.text.replace(shown, "\x00"), shown
        return line.text, ""

    def close() -> None:
        if len(run) == 1:
            out.append(run[0].text)
        elif run:
            out.append(_told_once(run_shape, [shape(line)[1] for line in run], len(names)))

    for line in lines:
        if not line.text:
            continue
        form = shape(line)[0]
        if run and form == run_shape:
            run.append(line)
            continue
        close()
        run, run_shape = [line], form
    close()
    return out


def _told_once(form: str, who: list[str], seats: int) -> str:
    """A run of `len(who)` alike sentences of the shape `form` ("\x00" where the player's
    name stands; `who` the name in each, "" for none) told as one sentence."""
    text = form.rstrip(" .")
    times = {name: who.count(name) for name in dict.fromkeys(who)}
    if "\x00" not in form or len(times) == 1:
        name = next(iter(times))
        n = len(who)
        return ngettext("{sentence} ({n} time).", "{sentence} ({n} times).", n).format(
            sentence=text.replace(chr(0), name), n=n
        )
    everyone = len(times) == seats and form.startswith("\x00")
    subject = (
        pgettext("all players, as a sentence's subject", "Everyone") if everyone else words.names_list(list(times))
    )
    each = set(times.values())
    if len(each) > 1:
        return _("{sentence} ({n} times in all).").format(sentence=text.replace(chr(0), subject), n=len(who))
    k = each.pop()
    if k == 1 and text.startswith("\x00 "):  # "Anna and Brigid each drew a card."
        if everyone:
            return _("Everyone {rest}.").format(rest=text[2:])
        return _("{names} each {rest}.").format(names=subject, rest=text[2:])
    if k == 1:
        return _("{sentence} (once each).").format(sentence=text.replace(chr(0), subject))
    return _("{sentence} ({k} times each).").format(sentence=text.replace(chr(0), subject), k=k)
