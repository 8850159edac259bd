"""Save files: a match's save data written atomically and read back with every check. Each
game of Your games is such a file (game.core.library); `paths.autosave_path()`, the default
path here, is the single autosave of earlier versions, read once to be taken over. A damaged
file is set aside and reported."""

from __future__ import annotations

import json
from pathlib import Path

from . import paths
from .files import FileRefused, excerpt, not_a_file, not_a_file_message, read_bounded, set_aside, write_atomically
from .i18n import _
from .limits import NUMBER_DIGITS_MAX, SAVE_BYTES_MAX
from .match import Match, SaveError
from .tiled import MapError


def save(match: Match, path: Path | None = None) -> None:
    """Writes the match atomically (to the autosave unless `path` is given)."""
    write(match.to_save(), path)


def write(data: dict, path: Path | None = None) -> None:
    """Writes save data taken from `Match.to_save` atomically (to the autosave by default)."""
    write_atomically(path or paths.autosave_path(), json.dumps(data, indent=1))


def _number(text: str) -> int:
    if len(text.lstrip("-")) > NUMBER_DIGITS_MAX:
        raise SaveError(_("a number of {n} digits").format(n=len(text.lstrip("-"))))
    return int(text)


def _no_constant(text: str):
    raise SaveError(_("'{text}' is not a number a save holds").format(text=text))


def parse(raw: bytes):
    """The JSON data of a save's bytes; numbers of more than NUMBER_DIGITS_MAX digits, NaN and
    Infinity are refused (SaveError), bad text raises ValueError."""
    return json.loads(raw.decode("utf-8"), parse_int=_number, parse_constant=_no_constant)


def load(path: Path | None = None) -> tuple[Match | None, str | None]:
    """The saved match and None, or None and a message for the player.

    No file: (None, None). Anything else that is not a save of at most SAVE_BYTES_MAX bytes
    whose every field checks out and whose actions replay (a folder in its place, a huge file,
    bad JSON, bad content, any error while replaying) is renamed aside, never deleted, and the
    message says where it went. A MapError (a game's board map is broken) is raised as it is:
    the save is not to blame and stays where it is."""
    path = path or paths.autosave_path()
    kind = not_a_file(path)
    if kind is None and not path.is_file():
        return None, None
    try:
        if kind is not None:
            raise FileRefused(not_a_file_message(path.name, kind))
        return Match.from_save(parse(read_bounded(path, SAVE_BYTES_MAX))), None
    except FileNotFoundError:  # removed meanwhile (a game deleted, an old autosave taken over): no game
        return None, None
    except MapError:
        raise
    except Exception as exc:  # noqa: BLE001 - whatever is wrong with the save, the game starts
        return None, put_aside(exc, path)


def put_aside(problem: object, path: Path | None = None) -> str:
    """Renames the save at `path` (the autosave by default) aside as damaged; returns the
    message for the player, which names the problem (briefly) and where the file went."""
    path = path or paths.autosave_path()
    reason = in_words(problem, 160)
    try:
        moved = set_aside(path)
    except OSError as move_exc:
        return _("The saved game could not be read ({reason}) nor moved aside ({problem}).").format(
            reason=reason, problem=in_words(move_exc, 120)
        )
    return _("The saved game could not be read ({reason}). It was kept as {name}.").format(
        reason=reason, name=moved.name
    )


def in_words(problem: object, most: int) -> str:
    """A problem as a player reads it: a file system error by its reason alone ("Permission
    denied"; no path), anything else by its message, at most `most` characters."""
    if isinstance(problem, OSError) and problem.strerror:
        return problem.strerror
    return excerpt(str(problem), most) if str(problem) else type(problem).__name__


def discard(path: Path | None = None) -> None:
    """Removes a save (the autosave by default: an earlier version's, once taken over into Your games)."""
    path = path or paths.autosave_path()
    try:
        path.unlink()
    except FileNotFoundError:
        pass
