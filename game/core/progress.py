"""The learner's progress: which tutorial chapters are finished, per game, in progress.json in
the user data folder. Written atomically; a damaged file is set aside (as settings are) and
the learner starts with nothing finished. No pygame here.

    {"finished": {"<game id>": ["<chapter id>", ...], ...}}
"""

from __future__ import annotations

import json
from pathlib import Path

from . import paths
from .files import excerpt, not_a_file, not_a_file_message, read_bounded, set_aside, write_atomically
from .i18n import _

#: progress.json is refused past this size (a few hundred chapter ids fit many times over).
PROGRESS_BYTES_MAX = 64 << 10
#: Ids kept per game, and the longest id or game id kept.
IDS_MAX = 200
ID_MAX = 40


def progress_path() -> Path:
    return paths.data_dir() / "progress.json"


def _read(data: object) -> dict[str, list[str]]:
    if not isinstance(data, dict) or set(data) != {"finished"}:
        raise ValueError(_("not a progress file (it needs exactly 'finished')"))
    finished = data["finished"]
    if not isinstance(finished, dict) or len(finished) > IDS_MAX:
        raise ValueError(_("'finished' must map games to lists of chapter ids"))
    out: dict[str, list[str]] = {}
    for game, ids in finished.items():
        if not (
            isinstance(game, str)
            and 0 < len(game) <= ID_MAX
            and isinstance(ids, list)
            and len(ids) <= IDS_MAX
            and all(isinstance(i, str) and 0 < len(i) <= ID_MAX and i.isprintable() for i in ids)
        ):
            raise ValueError(_("the chapters of '{game}' are not a list of chapter ids").format(game=excerpt(game)))
        out[game] = list(dict.fromkeys(ids))
    return out


class Progress:
    """Finished chapter ids per game. `load()` never fails: `problem` says what was wrong
    with a damaged file (then set aside), else it is None."""

    def __init__(self, finished: dict[str, list[str]] | None = None, path: Path | None = None) -> None:
        self.finished = {g: list(ids) for g, ids in (finished or {}).items()}
        self.path = path or progress_path()
        self.problem: str | None = None

    @classmethod
    def load(cls, path: Path | None = None) -> Progress:
        path = path or progress_path()
        kind = not_a_file(path)
        if kind is None and not path.is_file():
            return cls(path=path)
        try:
            if kind is not None:
                raise ValueError(not_a_file_message(path.name, kind))
            data = json.loads(read_bounded(path, PROGRESS_BYTES_MAX).decode("utf-8"))
            return cls(_read(data), path)
        except Exception as exc:  # noqa: BLE001 - whatever is wrong, the learner goes on
            reason = excerpt(str(exc), 160) if str(exc) else type(exc).__name__
        progress = cls(path=path)
        try:
            moved = set_aside(path)
            progress.problem = _(
                "Your tutorial progress could not be read ({reason}); it "
                "starts afresh. The old file was kept as {name}."
            ).format(reason=reason, name=moved.name)
        except OSError:
            progress.problem = _("Your tutorial progress could not be read ({reason}).").format(reason=reason)
        return progress

    def is_finished(self, game_id: str, chapter_id: str) -> bool:
        return chapter_id in self.finished.get(game_id, [])

    def finish(self, game_id: str, chapter_id: str) -> None:
        """Marks a chapter finished and writes the file at once (OSError when it cannot)."""
        ids = self.finished.setdefault(game_id, [])
        if chapter_id in ids:
            return
        if len(ids) >= IDS_MAX:
            ids.pop(0)
        ids.append(chapter_id)
        self.save()

    def save(self) -> None:
        write_atomically(self.path, json.dumps({"finished": self.finished}, indent=1, ensure_ascii=False) + "\n")
