"""Player settings kept in settings.yaml in the user config directory (read within bounds by
game.core.bounded_yaml: safe types only, size capped before parsing)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

import yaml

from . import bounded_yaml, i18n, paths
from .files import excerpt, not_a_file, not_a_file_message, read_bounded, set_aside, write_atomically
from .i18n import _, ngettext
from .limits import SETTINGS_BYTES_MAX

ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (1024, 576))
WINDOW_MIN, WINDOW_MAX = (640, 360), (7680, 4320)  # the window sizes a setting may hold


@dataclass(frozen=True)
class Settings:
    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    animation_speed: float = 1.0  # 1.0 normal; higher is faster
    volume: float = 0.7  # 0.0 silent … 1.0 full
    language: str = ""  # "" follows the system's locale (i18n.system_language); else "en" or "de"

    def validated(self) -> Settings:
        """Raises ValueError naming the first field out of range."""
        (min_w, min_h), (max_w, max_h) = WINDOW_MIN, WINDOW_MAX
        if not (min_w <= self.window_width <= max_w and min_h <= self.window_height <= max_h):
            raise ValueError(
                _("window size {width}×{height} is out of range").format(
                    width=self.window_width, height=self.window_height
                )
            )
        if not 0.1 <= self.animation_speed <= 10:
            raise ValueError(_("animation_speed {value} is out of range (0.1–10)").format(value=self.animation_speed))
        if not 0.0 <= self.volume <= 1.0:
            raise ValueError(_("volume {value} is out of range (0–1)").format(value=self.volume))
        if self.language and self.language not in i18n.LANGUAGES:
            raise ValueError(_("language must be one of {codes}").format(codes=", ".join(i18n.LANGUAGES)))
        return self

    @property
    def shown_language(self) -> str:
        """The language the box speaks: the one chosen, else the system's."""
        return self.language or i18n.system_language()


def _from_mapping(data) -> Settings:
    if not isinstance(data, dict):
        raise ValueError(_("the file is not a mapping of settings"))
    known = {f.name: f.type for f in fields(Settings)}
    unknown = set(data) - set(known)
    if unknown:
        names = sorted(excerpt(name) for name in unknown)
        listed = ", ".join(names[:3]) + (" …" if len(names) > 3 else "")
        raise ValueError(
            ngettext("unknown setting(s): {names}", "unknown setting(s): {names}", len(names)).format(names=listed)
        )
    values = {}
    for name, value in data.items():
        default = getattr(Settings(), name)
        if isinstance(default, str):
            if not isinstance(value, str):
                raise ValueError(_("{name} must be a text").format(name=name))
        elif isinstance(default, bool):
            if not isinstance(value, bool):
                raise ValueError(_("{name} must be true or false").format(name=name))
        elif isinstance(default, int):
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(_("{name} must be a whole number").format(name=name))
        elif isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(_("{name} must be a number").format(name=name))
        values[name] = type(default)(value)
    return replace(Settings(), **values).validated()


def load(path: Path | None = None) -> tuple[Settings, str | None]:
    """Settings and None, or defaults and a message when the file was damaged (then set aside).

    Anything but a readable regular file of at most SETTINGS_BYTES_MAX bytes holding a mapping
    of known settings in range counts as damaged: a folder in its place, a huge file (refused
    by its size, unread), bad YAML, unknown or out-of-range values."""
    path = path or paths.settings_path()
    kind = not_a_file(path)
    if kind is None and not path.is_file():
        return Settings(), None
    try:
        if kind is not None:
            raise ValueError(not_a_file_message(path.name, kind))
        data, _node = bounded_yaml.load(read_bounded(path, SETTINGS_BYTES_MAX).decode("utf-8"))
        # Only an empty file means "all defaults"; 0, [] or "" are not settings.
        return _from_mapping({} if data is None else data), None
    except yaml.YAMLError as exc:
        reason = bounded_yaml.problem_of(exc)
    except Exception as exc:  # noqa: BLE001 - whatever is wrong with the file, the game starts
        reason = excerpt(str(exc), 160) if str(exc) else type(exc).__name__
    try:
        moved = set_aside(path)
    except OSError:
        return Settings(), _("Settings could not be read ({reason}); defaults are used.").format(reason=reason)
    return Settings(), _(
        "Settings could not be read ({reason}); defaults are used. The old file was kept as {name}."
    ).format(reason=reason, name=moved.name)


def save(settings: Settings, path: Path | None = None) -> None:
    write_atomically(path or paths.settings_path(), yaml.safe_dump(asdict(settings.validated()), sort_keys=False))
