""" "What just happened?": the rule behind a table event, read from
levels/tutorials/<game>/why.yaml. No pygame here.

The file maps event kinds to the rule that caused them and the chapter that teaches it:

    BonusOffered site=0:            # an event class of the game's rules, optionally refined
      rule: >-                      # by one of its fields ("<Class> <field>=<value>")
        One or two sentences of the rule.
      chapter: moving-bonuses       # the id of a chapter of this game
    GameEnded:
      rule: ...
      chapter: scoring

An event is explained by its most specific entry: "<Class> <field>=<value>" for its fields in
order, then "<Class>". Read with the bounded YAML loader; WhyError names the file and line.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from . import bounded_yaml
from .files import excerpt, read_bounded
from .i18n import _
from .tutorial import CAPTION_MAX, folder

WHY_BYTES_MAX = 64 << 10
ENTRIES_MAX = 100
_KEY = re.compile(r"^[A-Z][A-Za-z0-9_]{0,59}( [a-z_][a-z0-9_]{0,39}=[^\s=]{1,40})?$")


class WhyError(ValueError):
    """A why.yaml that cannot be read; the message names the file and line."""


@dataclass(frozen=True)
class Reason:
    """The rule behind an event and the chapter (id) that teaches it."""

    key: str
    rule: str
    chapter: str
    line: int = 0


def path_for(game_id: str) -> Path:
    return folder(game_id) / "why.yaml"


def load(path: str | Path) -> dict[str, Reason]:
    """Reads a why.yaml file; an absent file is an empty mapping. WhyError names the file and
    line of the first problem."""
    path = Path(path)
    if not path.exists():
        return {}
    try:
        text = read_bounded(path, WHY_BYTES_MAX).decode("utf-8")
        data, root = bounded_yaml.load(text)
    except (OSError, UnicodeDecodeError) as exc:
        raise WhyError(_("{path}: cannot read: {problem}").format(path=path, problem=excerpt(str(exc), 120))) from None
    except yaml.YAMLError as exc:
        raise WhyError(
            _("{path}: not valid YAML: {problem}").format(path=path, problem=bounded_yaml.problem_of(exc))
        ) from None
    lines = {}
    if isinstance(root, yaml.MappingNode):
        lines = {str(k.value): k.start_mark.line + 1 for k, _v in root.value}
    if not isinstance(data, dict) or len(data) > ENTRIES_MAX:
        raise WhyError(
            _("{path}: a why file maps at most {n} event kinds to {shape}").format(
                path=path, n=ENTRIES_MAX, shape="{rule: ..., chapter: ...}"
            )
        )
    out = {}
    for key, value in data.items():
        at = {"path": path, "line": lines.get(str(key), 1)}
        if not isinstance(key, str) or not _KEY.match(key):
            raise WhyError(
                _(
                    "{path}: line {line}: '{key}' is no event kind (write 'ClassName' or 'ClassName field=value')"
                ).format(key=excerpt(key), **at)
            )
        if not isinstance(value, dict) or set(value) != {"rule", "chapter"}:
            raise WhyError(_("{path}: line {line}: '{key}' needs exactly a rule and a chapter").format(key=key, **at))
        rule, chapter = value["rule"], value["chapter"]
        if not isinstance(rule, str) or not rule.strip() or len(rule) > CAPTION_MAX:
            raise WhyError(
                _("{path}: line {line}: the rule of '{key}' must be a text of at most {n} characters").format(
                    key=key, n=CAPTION_MAX, **at
                )
            )
        if not isinstance(chapter, str) or not chapter:
            raise WhyError(_("{path}: line {line}: the chapter of '{key}' must be a chapter id").format(key=key, **at))
        out[key] = Reason(key, " ".join(rule.split()), chapter, lines.get(key, 0))
    return out


def keys_of(event: Any) -> list[str]:
    """The keys that may explain `event`, most specific first."""
    name = type(event).__name__
    keys = []
    if dataclasses.is_dataclass(event):
        for f in dataclasses.fields(event):
            value = getattr(event, f.name)
            if isinstance(value, (str, int)) and not isinstance(value, bool):
                keys.append(f"{name} {f.name}={value}")
    return keys + [name]


def explain(reasons: dict[str, Reason], recent: list[list]) -> Reason | None:
    """The reason for the newest explainable event: `recent` holds the events of the last
    actions, oldest first; within an action its last explainable event counts."""
    for events in reversed(recent):
        for event in reversed(events):
            for key in keys_of(event):
                if key in reasons:
                    return reasons[key]
    return None
