"""Scenarios: a game, its players and seed, an optional starting position and a list of actions
in notation, with optional checks. Used by tests, the scenario tool and tutorials.

    game: tholos
    players: 2            # optional, the game's smallest count by default
    seed: 7               # optional, 0 by default
    position: {...}       # optional, the game's starting-position format
    actions:              # optional, in notation
      - deliver 3W
    expect: {...}         # optional: a subset of the game's JSON state after the actions
                          # (an empty mapping in it, like `stacks: {}`, means exactly empty)
    refused:              # optional: actions refused after the actions, with words of the reason
      - {action: place W sigma, reason: complete}
    legal: [...]          # optional: exactly these legal actions after the actions, in order
    legal_includes: [...] # optional
    legal_excludes: [...] # optional

    title: ...            # optional, one line saying what the scenario shows
    description: ...      # optional
    kind: scenario        # optional; other kinds of level file (tutorials) are not scenarios

Chance steps (a roll, a draw) take the listed action when it is one of their outcomes: a
scenario dictates a roll by writing it (`roll 3 bend`). Otherwise game.core.chance draws the
outcome from the seed and the action's index, as in a match, and the listed action follows.
After the last listed action a chance step stays open (so `legal` can list its outcomes).

Read with yaml.safe_load; every error names the file and the line. Notations listed under
`legal`, `legal_includes` and `legal_excludes` must parse, so a typo cannot make a check pass.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from . import chance, registry
from .protocol import CHANCE, BadNotation, BadPosition, GameState, IllegalAction

_FIELDS = {"game", "players", "seed", "position", "actions", "expect", "refused", "legal",
           "legal_includes", "legal_excludes", "title", "description", "kind"}


class ScenarioError(ValueError):
    """A scenario that cannot be read or played; the message names the file and line."""


@dataclass
class Scenario:
    path: str
    game: str
    players: int
    seed: int = 0
    position: dict | None = None
    actions: list[str] = field(default_factory=list)
    action_lines: list[int] = field(default_factory=list)
    expect: dict | None = None
    refused: list[dict] = field(default_factory=list)
    legal: list[str] | None = None
    legal_includes: list[str] = field(default_factory=list)
    legal_excludes: list[str] = field(default_factory=list)
    title: str = ""
    #: 1-based line of each top-level field in the file (for error messages).
    key_lines: dict[str, int] = field(default_factory=dict)

    def where(self, key: str) -> str:
        """'<file>: line N' for a top-level field, or just the file when the line is unknown."""
        line = self.key_lines.get(key)
        return f"{self.path}: line {line}" if line else self.path


def _lines(text: str) -> tuple[list[int], dict[str, int]]:
    """1-based lines of the items of the top-level 'actions' list, and of each top-level key."""
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    actions: list[int] = []
    keys: dict[str, int] = {}
    if isinstance(root, yaml.MappingNode):
        for key, value in root.value:
            keys[str(key.value)] = key.start_mark.line + 1
            if key.value == "actions" and isinstance(value, yaml.SequenceNode):
                actions = [item.start_mark.line + 1 for item in value.value]
    return actions, keys


def load(path: str | Path) -> Scenario:
    """Reads a scenario file; raises ScenarioError naming the file (and line where known)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
        data = yaml.safe_load(text)
        lines, keys = _lines(text)
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{path}: cannot read: {exc}") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        at = f"line {mark.line + 1}: " if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise ScenarioError(f"{path}: {at}not valid YAML: {problem}") from None
    return parse(data, str(path), lines, keys)


def parse(data: Any, where: str = "<scenario>", lines: list[int] | None = None,
          key_lines: dict[str, int] | None = None) -> Scenario:
    """Validates scenario data; raises ScenarioError naming `where` and the field's line."""
    key_lines = key_lines or {}

    def fail(msg: str, key: str | None = None) -> ScenarioError:
        line = key_lines.get(key or "")
        return ScenarioError(f"{where}: line {line}: {msg}" if line else f"{where}: {msg}")

    if not isinstance(data, dict):
        raise fail("a scenario must be a mapping with at least 'game'")
    unknown = sorted(set(map(str, data)) - _FIELDS)
    if unknown:
        raise fail(f"unknown field(s): {', '.join(unknown)}", unknown[0])
    if data.get("kind", "scenario") != "scenario":
        raise fail(f"kind '{data.get('kind')}' is not a scenario", "kind")
    try:
        spec = registry.get(str(data.get("game")))
    except KeyError as exc:
        raise fail(str(exc.args[0]), "game") from None
    players = data.get("players", spec.min_players)
    if not isinstance(players, int) or not spec.min_players <= players <= spec.max_players:
        raise fail(f"players must be {spec.min_players}–{spec.max_players} for {spec.title}",
                   "players")
    seed = data.get("seed", 0)
    if not isinstance(seed, int):
        raise fail("seed must be a whole number", "seed")
    actions = data.get("actions") or []
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise fail("actions must be a list of actions in notation", "actions")
    for name in ("legal", "legal_includes", "legal_excludes"):
        value = data.get(name)
        if value is not None and not (isinstance(value, list) and all(isinstance(a, str) for a in value)):
            raise fail(f"{name} must be a list of actions in notation", name)
    refused = data.get("refused") or []
    if not isinstance(refused, list) or not all(
            isinstance(r, dict) and isinstance(r.get("action"), str) for r in refused):
        raise fail("refused must be a list of {action: ..., reason: ...}", "refused")
    position = data.get("position")
    if position is not None and not isinstance(position, dict):
        raise fail("position must be a mapping", "position")
    expect = data.get("expect")
    if expect is not None and not isinstance(expect, dict):
        raise fail("expect must be a mapping", "expect")
    return Scenario(where, spec.id, players, seed, position, list(actions),
                    list(lines or []), expect, refused, data.get("legal"),
                    data.get("legal_includes") or [], data.get("legal_excludes") or [],
                    str(data.get("title", "")), dict(key_lines))


def start(scenario: Scenario) -> GameState:
    spec = registry.get(scenario.game)
    try:
        if scenario.position is not None:
            return spec.from_position(scenario.position, scenario.seed)
        return spec.new_game(scenario.players, scenario.seed)
    except BadPosition as exc:
        raise ScenarioError(f"{scenario.where('position')}: position: {exc}") from None


def _line(scenario: Scenario, index: int) -> str:
    if index < len(scenario.action_lines):
        return f"line {scenario.action_lines[index]}"
    return f"action {index + 1}"


def _dictated(state: GameState, text: str) -> bool:
    """True when `text` names one of the outcomes of the chance step now due."""
    try:
        action = state.parse_action(text)
    except BadNotation:
        return False
    return any(action == outcome for outcome, _p in state.chance_outcomes())


def run(scenario: Scenario) -> GameState:
    """Plays the scenario's actions, drawing the chance outcomes it does not dictate; raises
    ScenarioError naming the line of a bad one."""
    state = start(scenario)
    played = 0  # actions applied so far, chance outcomes included: the driver's index
    for i, text in enumerate(scenario.actions):
        drawn: list[str] = []  # outcomes the driver drew before this action
        try:
            while state.current_player() == CHANCE and not _dictated(state, text):
                outcome = chance.outcome(state, scenario.seed, played)
                state.apply(outcome)
                drawn.append(str(outcome))
                played += 1
            state.apply(state.parse_action(text))
            played += 1
        except (BadNotation, IllegalAction) as exc:
            after = f" (after the outcomes drawn from the seed: {', '.join(drawn)})" if drawn else ""
            raise ScenarioError(f"{scenario.path}: {_line(scenario, i)}: {exc}{after}") from None
    return state


def _subset_mismatch(expected: Any, actual: Any, where: str) -> list[str]:
    """What differs where `expected` is not a subset of `actual`. Mappings match key by key;
    an empty mapping below the top (`stacks: {}`) means "nothing there", not "anything"."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{where}: expected a mapping, found {actual!r}"]
        if not expected and where != "state":
            return [] if not actual else [f"{where}: expected nothing, found {actual!r}"]
        out: list[str] = []
        for key, value in expected.items():
            if key not in actual:
                out.append(f"{where}.{key}: missing")
            else:
                out += _subset_mismatch(value, actual[key], f"{where}.{key}")
        return out
    return [] if expected == actual else [f"{where}: expected {expected!r}, found {actual!r}"]


def check(scenario: Scenario) -> list[str]:
    """Runs the scenario and returns every failed check (empty when all hold)."""
    state = run(scenario)
    spec = registry.get(scenario.game)
    problems: list[str] = []
    if scenario.expect is not None:
        problems += _subset_mismatch(scenario.expect, spec.to_json(state), "state")
    def canonical(name: str) -> list[str]:
        """The listed notations written as the game writes them; a typo is a problem."""
        out = []
        for text in getattr(scenario, name) or []:
            try:
                out.append(str(state.parse_action(text)))
            except BadNotation as exc:
                problems.append(f"{scenario.where(name)}: {name}: {exc}")
        return out

    legal = [str(a) for a in state.legal_actions()]
    wanted = canonical("legal")
    if scenario.legal is not None and legal != wanted:
        problems.append(f"legal actions: expected {wanted}, found {legal}")
    problems += [f"legal actions lack '{a}'" for a in canonical("legal_includes") if a not in legal]
    problems += [f"'{a}' should not be legal" for a in canonical("legal_excludes") if a in legal]
    for item in scenario.refused:
        text, words = item["action"], str(item.get("reason", ""))
        try:
            reason = state.why_illegal(state.parse_action(text))
        except BadNotation as exc:
            reason = str(exc)
        if reason is None:
            problems.append(f"'{text}' should be refused but is legal")
        elif words.lower() not in reason.lower():
            problems.append(f"'{text}' refused with '{reason}', expected words '{words}'")
    return problems
