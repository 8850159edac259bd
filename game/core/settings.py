"""Player settings kept in settings.yaml in the user config directory (read within bounds by
game.core.bounded_yaml: safe types only, size capped before parsing)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

import yaml

from . import bounded_yaml, paths
from .files import excerpt, not_a_file, read_bounded, set_aside, write_atomically
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

    def validated(self) -> Settings:
        """Raises ValueError naming the first field out of range."""
        (min_w, min_h), (max_w, max_h) = WINDOW_MIN, WINDOW_MAX
        if not (min_w <= self.window_width <= max_w and min_h <= self.window_height <= max_h):
            raise ValueError(f"window size {self.window_width}×{self.window_height} is out of range")
        if not 0.1 <= self.animation_speed <= 10:
            raise ValueError(f"animation_speed {self.animation_speed} is out of range (0.1–10)")
        if not 0.0 <= self.volume <= 1.0:
            raise ValueError(f"volume {self.volume} is out of range (0–1)")
        return self


def _from_mapping(data) -> Settings:
    if not isinstance(data, dict):
        raise ValueError("the file is not a mapping of settings")
    known = {f.name: f.type for f in fields(Settings)}
    unknown = set(data) - set(known)
    if unknown:
        names = sorted(excerpt(name) for name in unknown)
        raise ValueError(f"unknown setting(s): {', '.join(names[:3])}{' …' if len(names) > 3 else ''}")
    values = {}
    for name, value in data.items():
        default = getattr(Settings(), name)
        if isinstance(default, bool):
            if not isinstance(value, bool):
                raise ValueError(f"{name} must be true or false")
        elif isinstance(default, int):
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{name} must be a whole number")
        elif isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"{name} must be a number")
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
            raise ValueError(f"{path.name} is {kind}, not a file")
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
        return Settings(), f"Settings could not be read ({reason}); defaults are used."
    return Settings(), (
        f"Settings could not be read ({reason}); defaults are used. The old file was kept as {moved.name}."
    )


def save(settings: Settings, path: Path | None = None) -> None:
    write_atomically(path or paths.settings_path(), yaml.safe_dump(asdict(settings.validated()), sort_keys=False))
