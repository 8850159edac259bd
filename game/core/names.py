"""The names of the people who played last, offered at the next setup: names.json in the user
config folder, beside the settings. No pygame here.

    {"people": ["Mara", "Bo"]}

Only people's names are kept, in the order of their seats: never a computer's, nor a name the
setup screen suggested ("Player 2"). Written atomically; read within bounds like the settings:
a file that is not a list of at most NAMES_MAX distinct names of 1–SEAT_NAME_MAX printable
characters is damaged, set aside as `names.json.damaged-<time>` with a message, and no names
are offered.
"""

from __future__ import annotations

import json
from pathlib import Path

from . import paths
from .files import excerpt, not_a_file, not_a_file_message, read_bounded, set_aside, write_atomically
from .i18n import _
from .limits import SEAT_NAME_MAX

#: The most names kept (the largest table seats five) and the file's size bound.
NAMES_MAX = 8
NAMES_BYTES_MAX = 4 << 10


def names_path() -> Path:
    return paths.config_dir() / "names.json"


def _valid(name: object) -> bool:
    return (
        isinstance(name, str)
        and 0 < len(name) <= SEAT_NAME_MAX
        and name.isprintable()
        and name == " ".join(name.split())
    )


def _read(data: object) -> list[str]:
    if not isinstance(data, dict) or set(data) != {"people"}:
        raise ValueError(_("not a names file (it needs exactly 'people')"))
    people = data["people"]
    if not isinstance(people, list) or len(people) > NAMES_MAX:
        raise ValueError(_("'people' must be a list of at most {n} names").format(n=NAMES_MAX))
    for name in people:
        if not _valid(name):
            raise ValueError(
                _("'{name}' is not a name of 1–{most} printable characters").format(
                    name=excerpt(name), most=SEAT_NAME_MAX
                )
            )
    if len({name.casefold() for name in people}) != len(people):
        raise ValueError(_("a name is listed twice"))
    return list(people)


def load(path: Path | None = None) -> tuple[list[str], str | None]:
    """The names kept and None; or no names and a message when the file was damaged (it is
    then set aside). No file: no names, no message."""
    path = path or names_path()
    kind = not_a_file(path)
    if kind is None and not path.is_file():
        return [], None
    try:
        if kind is not None:
            raise ValueError(not_a_file_message(path.name, kind))
        return _read(json.loads(read_bounded(path, NAMES_BYTES_MAX).decode("utf-8"))), None
    except Exception as exc:  # noqa: BLE001 - whatever is wrong with the file, setup goes on
        reason = excerpt(str(exc), 160) if str(exc) else type(exc).__name__
    try:
        moved = set_aside(path)
    except OSError:
        return [], _("The names of the last players could not be read ({reason}).").format(reason=reason)
    return [], _("The names of the last players could not be read ({reason}); the old file was kept as {name}.").format(
        reason=reason, name=moved.name
    )


def save(people: list[str], path: Path | None = None) -> None:
    """Keeps `people` (at most NAMES_MAX valid, distinct names, first ones first) for the
    next setup; names that are no valid names are left out. OSError when it cannot write."""
    kept: list[str] = []
    for name in people:
        if _valid(name) and name.casefold() not in {k.casefold() for k in kept} and len(kept) < NAMES_MAX:
            kept.append(name)
    write_atomically(path or names_path(), json.dumps({"people": kept}, ensure_ascii=False) + "\n")
