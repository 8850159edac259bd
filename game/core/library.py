"""Your games: every game kept on this computer, in progress or finished, one game file each
in the games folder (`games_dir()`, data_dir()/games/<id>.json). No pygame here.

A game file is a save (`Match.to_save`, see game.core.saves) with one more field, "record":
what the list of games shows without replaying the game.

    "record": {"started": "2026-12-02T21:05:00Z", "played": "2026-12-02T21:40:12Z",
               "turn": 12, "finished": false, "scores": [], "winners": []}

`scores` (per seat) and `winners` (seat numbers) are filled once the game is over. The
record is checked with the file's other fields whenever the folder is listed; the game itself
is replayed, with every check of a save, only when it is opened (`open_game`). A file of the
folder that cannot be read is renamed aside (`<id>.json.damaged-<time>`), never deleted, and
reported; files of other names are left alone.

Bounds: at most FINISHED_KEPT finished games (`prune` lets the ones played longest ago go),
at most IN_PROGRESS_MAX games in progress (`room_for_another`: a new game waits until one is
finished or deleted; none is ever discarded to make room), at most FILES_READ_MAX files looked
at per listing (the newest by their names), each file at most SAVE_BYTES_MAX bytes.
"""

from __future__ import annotations

import os
import re
import secrets
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from . import paths, registry, saves
from .files import FileRefused, excerpt, not_a_file, not_a_file_message, read_bounded, write_atomically
from .i18n import _, ngettext
from .limits import ACTIONS_MAX, SAVE_BYTES_MAX
from .match import Match, SaveError, Seat, read_hints, read_save
from .story import turn_number, turn_owners
from .tiled import MapError

FINISHED_KEPT = 200
IN_PROGRESS_MAX = 100
FILES_READ_MAX = 400
#: A kept game's id: when it was started (UTC) and six random hex digits, e.g.
#: "20261202-210500-3fa9c1"; it names the file and sorts by age.
ID_PATTERN = re.compile(r"^\d{8}-\d{6}-[0-9a-f]{6}$")
# what files.write_atomically leaves beside a game file when it is interrupted
LEFTOVER_PATTERN = re.compile(r"^\.\d{8}-\d{6}-[0-9a-f]{6}\.json\.[^/]+\.tmp$")
_RECORD_FIELDS = {"started", "played", "turn", "finished", "scores", "winners"}
_STAMP_MAX = 32


class GameFileError(ValueError):
    """A game file that cannot be kept or opened; the message says why, in a sentence."""


@dataclass(frozen=True)
class Record:
    """What Your games shows of a game without replaying it. Times are UTC."""

    started: datetime
    played: datetime
    turn: int
    finished: bool
    scores: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()

    def to_data(self) -> dict:
        return {
            "started": _stamp(self.started),
            "played": _stamp(self.played),
            "turn": self.turn,
            "finished": self.finished,
            "scores": list(self.scores),
            "winners": list(self.winners),
        }


@dataclass(frozen=True)
class Kept:
    """One game of Your games, as listed: its id, game, seats, record and number of actions."""

    id: str
    game: str
    seats: tuple[Seat, ...]
    record: Record
    actions: int
    #: the seats that asked for hints in this game ("assisted")
    hinted: tuple[int, ...] = ()

    @property
    def path(self) -> Path:
        return path_of(self.id)


def games_dir() -> Path:
    return paths.data_dir() / "games"


def path_of(kept_id: str) -> Path:
    """The file of a kept game; ValueError for anything that is not an id."""
    if not ID_PATTERN.match(kept_id):
        raise ValueError(f"'{excerpt(kept_id)}' is not the id of a kept game")
    return games_dir() / f"{kept_id}.json"


def now() -> datetime:
    return datetime.now(timezone.utc).replace(microsecond=0)


def new_id(at: datetime | None = None) -> str:
    """A fresh id for a game started `at` (now by default); never one already in the folder."""
    at = at or now()
    while True:
        kept_id = f"{at.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}"
        if not path_of(kept_id).exists():
            return kept_id


def _stamp(at: datetime) -> str:
    return at.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _time_problems(what: str) -> tuple[str, str, str]:
    """What is wrong with the record's start time (`what` "start") or last time ("last"): no
    time, a text that is no time ({value}), a time without a time zone ({value})."""
    if what == "start":
        return (
            _("the record's start time is not a time"),
            _("the record's start time '{value}' is not a time"),
            _("the record's start time '{value}' names no time zone"),
        )
    return (
        _("the record's last time is not a time"),
        _("the record's last time '{value}' is not a time"),
        _("the record's last time '{value}' names no time zone"),
    )


def _time(value: object, what: str) -> datetime:
    if not isinstance(value, str) or len(value) > _STAMP_MAX:
        raise SaveError(_time_problems(what)[0])
    try:
        at = datetime.fromisoformat(value)
    except ValueError:
        raise SaveError(_time_problems(what)[1].format(value=excerpt(value))) from None
    if at.tzinfo is None:
        raise SaveError(_time_problems(what)[2].format(value=excerpt(value)))
    return at.astimezone(timezone.utc)


def _numbers_problems(what: str) -> tuple[str, str]:
    """What is wrong with the record's scores (`what` "scores") or winners ("winners"): no
    list of at most {most} numbers, an item ({item}) that is no number."""
    if what == "scores":
        return (
            _("the record's scores is not a list of at most {most} numbers"),
            _("the record's scores holds '{item}', not a number"),
        )
    return (
        _("the record's winners is not a list of at most {most} numbers"),
        _("the record's winners holds '{item}', not a number"),
    )


def _numbers(value: object, what: str, most: int) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > most:
        raise SaveError(_numbers_problems(what)[0].format(most=most))
    for item in value:
        if isinstance(item, bool) or not isinstance(item, int) or abs(item) >= 1 << 31:
            raise SaveError(_numbers_problems(what)[1].format(item=excerpt(item)))
    return tuple(value)


def read_record(raw: object, seats: int) -> Record:
    """The checked record of a game file with `seats` seats; SaveError saying what is wrong."""
    if not isinstance(raw, dict) or set(raw) != _RECORD_FIELDS:
        raise SaveError(_("the record needs exactly {fields}").format(fields=", ".join(sorted(_RECORD_FIELDS))))
    turn = raw["turn"]
    if isinstance(turn, bool) or not isinstance(turn, int) or not 1 <= turn <= ACTIONS_MAX:
        raise SaveError(_("the record's turn '{turn}' is not a turn of a game").format(turn=excerpt(turn)))
    if not isinstance(raw["finished"], bool):
        raise SaveError(_("the record does not say whether the game is finished"))
    scores = _numbers(raw["scores"], "scores", seats)
    winners = _numbers(raw["winners"], "winners", seats)
    if any(not 0 <= w < seats for w in winners) or len(set(winners)) != len(winners):
        raise SaveError(_("the record's winners are no seats of the game"))
    if raw["finished"] != (len(scores) == seats) or (winners and not raw["finished"]):
        raise SaveError(_("the record's scores do not fit whether the game is finished"))
    return Record(_time(raw["started"], "start"), _time(raw["played"], "last"), turn, raw["finished"], scores, winners)


def record_of(
    match: Match, started: datetime, owners: list[int] | None = None, played: datetime | None = None
) -> Record:
    """The record of `match` as it stands: `owners` are whose turn each action was played in
    (as the Story has them; replayed from the match when not given)."""
    owners = turn_owners(match) if owners is None else owners
    state = match.state
    over = state.is_over()
    return Record(
        started=started,
        played=played or now(),
        turn=max(1, turn_number(owners, -1 if over else state.whose_turn())),
        finished=over,
        scores=tuple(state.scores()) if over else (),
        winners=tuple(state.winners()) if over else (),
    )


def file_data(match: Match, record: Record) -> dict:
    """What a game file holds: the match's save data and its record."""
    return dict(match.to_save(), record=record.to_data())


def write(kept_id: str, match: Match, record: Record) -> None:
    """Writes a kept game's file atomically (what the table's autosave writes, on its own thread)."""
    saves.write(file_data(match, record), path_of(kept_id))


# --- reading the folder --------------------------------------------------------------------
def _read_listed(path: Path) -> Kept:
    """The game file at `path` as listed (its fields and record checked, not replayed)."""
    kind = not_a_file(path)
    if kind is not None:
        raise FileRefused(not_a_file_message(path.name, kind))
    data = saves.parse(read_bounded(path, SAVE_BYTES_MAX))
    game, seats, _seed, _position, actions = read_save(data)
    if "record" not in data:
        raise SaveError(_("the game file has no record"))
    _allowed, hinted = read_hints(data, len(seats), False)
    record = read_record(data["record"], len(seats))
    return Kept(path.stem, game, tuple(seats), record, len(actions), tuple(sorted(hinted)))


def remove_leftovers() -> None:
    """Removes the temporary files that interrupted writes of game files left in the folder
    (run as the box starts, before any table writes)."""
    try:
        entries = list(os.scandir(games_dir()))
    except OSError:
        return
    for entry in entries:
        if LEFTOVER_PATTERN.match(entry.name):
            try:
                if entry.is_file(follow_symlinks=False):
                    os.unlink(entry.path)
            except OSError:
                pass


def listing() -> tuple[list[Kept], list[str]]:
    """Every kept game, the one played last first, and a message for each file that could not
    be read (it has been set aside). Temporary files are left alone: one may be a write under
    way on the table's autosave thread (see remove_leftovers, run once at start)."""
    folder = games_dir()
    try:
        names = sorted((e.name for e in os.scandir(folder) if e.name.endswith(".json")), reverse=True)
    except FileNotFoundError:
        return [], []
    except OSError as exc:
        return [], [_("Your games could not be read ({reason}).").format(reason=exc.strerror or exc)]
    kept: list[Kept] = []
    problems: list[str] = []
    for name in names[:FILES_READ_MAX]:
        if not ID_PATTERN.match(name[: -len(".json")]):
            continue
        path = folder / name
        try:
            kept.append(_read_listed(path))
        except FileNotFoundError:
            continue  # deleted meanwhile
        except Exception as exc:  # noqa: BLE001 - whatever is wrong with one file, the others are listed
            problems.append(saves.put_aside(exc, path))
    kept.sort(key=lambda k: (k.record.played, k.id), reverse=True)
    return kept, problems


def in_progress(kept: list[Kept]) -> list[Kept]:
    return [k for k in kept if not k.record.finished]


def finished(kept: list[Kept]) -> list[Kept]:
    return [k for k in kept if k.record.finished]


def room_for_another() -> bool:
    """True while fewer than IN_PROGRESS_MAX games are in progress."""
    return len(in_progress(listing()[0])) < IN_PROGRESS_MAX


def open_game(kept_id: str) -> tuple[Match | None, str | None]:
    """The kept game replayed with every check of a save, and None; or None and a message
    (the file was set aside, or had gone). A MapError is raised as it is (see saves.load)."""
    match, problem = saves.load(path_of(kept_id))
    if match is None and problem is None:
        return None, _("That game is no longer kept.")
    return match, problem


def delete(kept_id: str) -> None:
    """Removes a kept game's file for good."""
    try:
        path_of(kept_id).unlink()
    except FileNotFoundError:
        pass


def prune(keep: int = FINISHED_KEPT) -> list[str]:
    """Removes finished games beyond the `keep` played last; returns the ids removed. Games in
    progress are never removed."""
    done = finished(listing()[0])
    gone = [k.id for k in done[keep:]]
    for kept_id in gone:
        delete(kept_id)
    return gone


# --- files from elsewhere ------------------------------------------------------------------
def keep_match(match: Match, started: datetime | None = None, played: datetime | None = None) -> Kept:
    """Adds `match` to Your games under a fresh id; returns it as listed."""
    started = started or now()
    record = record_of(match, started, played=played or started)
    kept_id = new_id(started)
    write(kept_id, match, record)
    return Kept(kept_id, match.game_id, tuple(match.seats), record, len(match.actions))


def read_game_file(path: Path) -> tuple[Match, Record | None]:
    """The game in the game file (or save) at `path`, read within bounds and replayed with
    every check of a save, and its record if it has one; the file is left as it was (never
    set aside: it is not ours). GameFileError says, in a sentence, why a file is refused."""
    path = Path(path)
    try:
        data = saves.parse(read_bounded(path, SAVE_BYTES_MAX))
        match = Match.from_save(data)
        record = None
        if isinstance(data, dict) and "record" in data:
            record = read_record(data["record"], len(match.seats))
    except FileNotFoundError:
        raise GameFileError(_("There is no file {name}.").format(name=path.name)) from None
    except Exception as exc:  # noqa: BLE001 - whatever is wrong, nothing is kept
        raise GameFileError(
            _("{name} is no game file that can be read: {problem}.").format(
                name=path.name, problem=saves.in_words(exc, 200)
            )
        ) from None
    return match, record


def import_file(path: Path) -> Kept:
    """Adds the game file (or save) at `path` to Your games: read within bounds and replayed
    with every check of a save; its record, if it has one, gives its start time. The file
    itself is left as it was. GameFileError says, in a sentence, why a file is refused."""
    match, record = read_game_file(path)
    started = record.started if record is not None else None
    if not match.state.is_over() and not room_for_another():
        raise GameFileError(
            ngettext(
                "{n} game is in progress: finish or delete it to import another.",
                "{n} games are in progress: finish or delete one to import another.",
                IN_PROGRESS_MAX,
            ).format(n=IN_PROGRESS_MAX)
        )
    return keep_match(match, started=started, played=now())


#: How many exported files of one name may stand in the exports folder ("Tholos 2026-12-03
#: 21.40 (2).json" …) before an export is refused.
EXPORT_NAMES_MAX = 100


def export(kept: Kept, folder: Path | None = None) -> Path:
    """Writes a copy of a kept game's file (atomically, never over another file) into
    `folder` (paths.exports_dir() by default), named after the game and when it was started:
    "Tholos 2026-12-03 21.40.json". Returns the new file's path; OSError when it cannot be
    written (GameFileError when the folder holds EXPORT_NAMES_MAX files of that name)."""
    folder = Path(folder) if folder is not None else paths.exports_dir()
    text = read_bounded(kept.path, SAVE_BYTES_MAX).decode("utf-8")
    local = kept.record.started.astimezone()
    stem = f"{registry.get(kept.game).title} {local:%Y-%m-%d %H.%M}"
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(1, EXPORT_NAMES_MAX + 1):
        target = folder / (f"{stem}.json" if k == 1 else f"{stem} ({k}).json")
        if not target.exists():
            write_atomically(target, text)
            return target
    raise GameFileError(
        ngettext(
            "{n} exported file is named “{stem}” already.",
            "{n} exported files are named “{stem}” already.",
            EXPORT_NAMES_MAX,
        ).format(n=EXPORT_NAMES_MAX, stem=stem)
    )


def adopt_autosave() -> str | None:
    """Takes the single autosave of earlier versions over as a kept game (then removes it);
    a damaged one is set aside as before, and one whose board map cannot be read stays where
    it is until the map is mended. Returns the message for the player, if any."""
    path = paths.autosave_path()
    try:
        match, problem = saves.load(path)
    except MapError as exc:  # the map is to blame: the autosave stays until it is mended
        return _("The saved game needs a board map that could not be read: {problem}").format(
            problem=excerpt(str(exc), 400)
        )
    if match is None:
        return problem
    try:
        changed = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc).replace(microsecond=0)
    except OSError:
        changed = now()
    keep_match(match, started=changed, played=changed)
    saves.discard(path)
    return None
