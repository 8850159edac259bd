"""Reading files within bounds, writing them atomically, setting damaged ones aside and quoting
their content briefly in messages. No pygame here."""

from __future__ import annotations

import os
import stat
import tempfile
import time
from pathlib import Path

from . import i18n
from .i18n import _, pgettext
from .limits import EXCERPT_MAX


def write_atomically(path: Path, text: str | bytes) -> None:
    """Writes text (UTF-8) or bytes so that a crash leaves either the old file or the new one,
    never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(text.encode("utf-8") if isinstance(text, str) else text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # make the rename itself durable
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass


def set_aside(path: Path) -> Path:
    """Renames a damaged file to '<name>.damaged-<time>' beside it and returns the new path."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    os.replace(path, target)
    return target


class FileRefused(OSError):
    """A file refused before it is parsed: not a regular file, or larger than its bound."""


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return pgettext("what stands at a path, after 'is'", "a folder")
    if stat.S_ISFIFO(mode):
        return pgettext("what stands at a path, after 'is'", "a pipe")
    if stat.S_ISSOCK(mode):
        return pgettext("what stands at a path, after 'is'", "a socket")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return pgettext("what stands at a path, after 'is'", "a device")
    return pgettext("what stands at a path, after 'is'", "not a regular file")


def not_a_file_message(name: str, kind: str) -> str:
    """ "settings.yaml is a folder, not a file": a file refused for what stands in its place
    (`kind` as `not_a_file` words it)."""
    return _("{name} is {kind}, not a file").format(name=name, kind=kind)


def not_a_file(path: Path) -> str | None:
    """What stands at `path` when it is something other than a regular file ("a folder",
    "a pipe", ...); None when nothing is there or it is a regular file (links are followed)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return None
    except OSError as exc:  # a dangling link, a loop, no permission: unusable all the same
        return pgettext("what stands at a path, after 'is'", "unreachable ({reason})").format(
            reason=exc.strerror or exc
        )
    return None if stat.S_ISREG(mode) else _kind(mode)


def _figure(value: float, digits: int) -> str:
    """A size's number as the language writes it ("1.5" / "1,5")."""
    if i18n.language() == i18n.SOURCE:
        return f"{value:.{digits}f}"
    return i18n.decimal(value, digits)


def _size(count: int) -> str:
    return f"{_figure(count / (1 << 20), 1)} MB" if count >= 1 << 20 else f"{_figure(count / 1024, 0)} KB"


def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes. Raises FileRefused for anything
    else (a folder, a pipe that would block, a file too large: judged by its size, unread),
    and OSError when it cannot be read."""
    path = Path(path)
    mode = os.stat(path).st_mode
    if not stat.S_ISREG(mode):
        raise FileRefused(not_a_file_message(path.name, _kind(mode)))
    # O_NONBLOCK: if a pipe is swapped in after the check, opening it does not wait for a writer
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as stream:
        info = os.fstat(stream.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(not_a_file_message(path.name, _kind(info.st_mode)))
        if info.st_size > limit:
            raise FileRefused(
                _("{name} is too large to be read ({size}; the limit is {limit})").format(
                    name=path.name, size=_size(info.st_size), limit=_size(limit)
                )
            )
        data = stream.read(limit + 1)
    if len(data) > limit:  # it grew while being read
        raise FileRefused(
            _("{name} is too large to be read (the limit is {limit})").format(name=path.name, limit=_size(limit))
        )
    return data


def remove_leftovers(path: Path) -> list[str]:
    """Removes the temporary files that an interrupted `write_atomically(path, ...)` left
    beside `path`; returns their names. Nothing else is touched."""
    path = Path(path)
    prefix = f".{path.name}."
    removed: list[str] = []
    try:
        entries = list(os.scandir(path.parent))
    except OSError:
        return removed
    for entry in entries:
        if entry.name.startswith(prefix) and entry.name.endswith(".tmp"):
            try:
                if entry.is_file(follow_symlinks=False):
                    os.unlink(entry.path)
                    removed.append(entry.name)
            except OSError:
                pass
    return removed


def excerpt(value: object, limit: int = EXCERPT_MAX) -> str:
    """A short, printable rendering of file content for a message: control characters and
    lone surrogates escaped, at most `limit` characters (ending in '…' when cut). Never walks
    more than a few items of a list or mapping, so shared or huge data costs nothing."""
    shown = printable(_brief(value, 2)[: limit * 2])
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def printable(text: str) -> str:
    """`text` with every character that cannot be shown on one line (control characters, line
    and record separators, lone surrogates) written as its escape, e.g. \\x00."""
    if text.isprintable():
        return text
    return "".join(
        ch if ch.isprintable() else ch.encode("unicode_escape", "backslashreplace").decode("ascii") for ch in text
    )


def _brief(value: object, depth: int) -> str:
    if isinstance(value, str):
        return value[:200]
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return repr(value)
    if isinstance(value, int):
        if value.bit_length() > 100:
            return _("a number of about {n} digits").format(n=int(value.bit_length() * 0.30103))
        return str(value)
    if isinstance(value, (list, tuple)):
        if depth <= 0:
            return "[…]"
        items = [_brief(v, depth - 1) for v in value[:3]]
        return "[" + ", ".join(items) + (", …]" if len(value) > 3 else "]")
    if isinstance(value, dict):
        if depth <= 0:
            return "{…}"
        pairs = [f"{_brief(k, 0)}: {_brief(v, depth - 1)}" for k, v in list(value.items())[:3]]
        return "{" + ", ".join(pairs) + (", …}" if len(value) > 3 else "}")
    return pgettext("a value of this (Python) type", "a {type}").format(type=type(value).__name__)
