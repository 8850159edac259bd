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
scenario dictates a roll by writing it (`roll 3 bend`). A listed action written like the
outcomes due (the same first word: `draw Raute` at a draw) is meant for this step: when it
cannot come up (no Raute left in the stack) the file's line is reported with the game's reason
and the outcomes that can. Otherwise game.core.chance draws the outcome from the seed and the
action's index, as in a match, and the listed action follows. After the last listed action a
chance step stays open (so `legal` can list its outcomes).

Read with game.core.bounded_yaml (safe types; a repeated key, alias bombs, deep nesting and files
over SCENARIO_BYTES_MAX are refused); every error names the file and the line. Notations listed under
`legal`, `legal_includes` and `legal_excludes` must parse, so a typo cannot make a check pass.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from . import bounded_yaml, chance, registry
from .files import excerpt, printable, read_bounded
from .i18n import _
from .limits import ACTIONS_MAX, NOTATION_MAX, SCENARIO_BYTES_MAX, SEED_LIMIT
from .protocol import CHANCE, BadNotation, BadPosition, GameState, IllegalAction

_FIELDS = {
    "game",
    "players",
    "seed",
    "position",
    "actions",
    "expect",
    "refused",
    "legal",
    "legal_includes",
    "legal_excludes",
    "title",
    "description",
    "kind",
}


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


def _lines(root: yaml.Node | None) -> tuple[list[int], dict[str, int]]:
    """1-based lines of the items of the top-level 'actions' list, and of each top-level key."""
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
        text = read_bounded(path, SCENARIO_BYTES_MAX).decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{path}: cannot read: {excerpt(str(exc), 120)}") from None
    try:
        data, root = bounded_yaml.load(text)
    except yaml.YAMLError as exc:
        line, problem = bounded_yaml.line_and_problem(exc)
        at = f"line {line}: " if line else ""
        raise ScenarioError(f"{path}: {at}not valid YAML: {problem}") from None
    lines, keys = _lines(root)
    return parse(data, str(path), lines, keys)


def parse(
    data: Any, where: str = "<scenario>", lines: list[int] | None = None, key_lines: dict[str, int] | None = None
) -> Scenario:
    """Validates scenario data; raises ScenarioError naming `where` and the field's line."""
    key_lines = key_lines or {}

    def fail(msg: str, key: str | None = None) -> ScenarioError:
        line = key_lines.get(key or "")
        return ScenarioError(f"{where}: line {line}: {msg}" if line else f"{where}: {msg}")

    if not isinstance(data, dict):
        raise fail("a scenario must be a mapping with at least 'game'")
    unknown = sorted(excerpt(key) for key in data if str(key) not in _FIELDS)
    if unknown:
        raise fail(f"unknown field(s): {', '.join(unknown[:3])}", unknown[0])
    if data.get("kind", "scenario") != "scenario":
        raise fail(f"kind '{excerpt(data.get('kind'))}' is not a scenario", "kind")
    game = data.get("game")
    if not isinstance(game, str) or game not in registry.game_ids():
        raise fail(f"unknown game '{excerpt(game)}' (known: {', '.join(registry.game_ids())})", "game")
    spec = registry.get(game)
    players, seed = players_and_seed(data, spec, fail)
    actions = data.get("actions") or []
    if not _notations(actions) or len(actions) > ACTIONS_MAX:
        raise fail(
            f"actions must be a list of at most {ACTIONS_MAX} actions in notation (each "
            f"at most {NOTATION_MAX} characters)",
            "actions",
        )
    for name in ("legal", "legal_includes", "legal_excludes"):
        value = data.get(name)
        if value is not None and not _notations(value):
            raise fail(f"{name} must be a list of actions in notation", name)
    refused = data.get("refused") or []
    if not isinstance(refused, list) or not all(
        isinstance(r, dict) and _notations([r.get("action")]) and isinstance(r.get("reason", ""), str) for r in refused
    ):
        raise fail("refused must be a list of {action: ..., reason: ...}", "refused")
    position = data.get("position")
    if position is not None and not isinstance(position, dict):
        raise fail("position must be a mapping", "position")
    expect = data.get("expect")
    if expect is not None and not isinstance(expect, dict):
        raise fail("expect must be a mapping", "expect")
    return Scenario(
        where,
        spec.id,
        players,
        seed,
        position,
        list(actions),
        list(lines or []),
        expect,
        refused,
        data.get("legal"),
        data.get("legal_includes") or [],
        data.get("legal_excludes") or [],
        excerpt(data.get("title", ""), 200),
        dict(key_lines),
    )


def players_and_seed(data: dict, spec, fail) -> tuple[int, int]:
    """A scenario's or tutorial's `players` (default: the fewest) and `seed` (default 0), each
    checked; `fail(message, key)` makes the error that names the file and the key's line."""
    players = data.get("players", spec.min_players)
    if (
        isinstance(players, bool)
        or not isinstance(players, int)
        or not (spec.min_players <= players <= spec.max_players)
    ):
        raise fail(
            _("players must be {least}–{most} for {game}").format(
                least=spec.min_players, most=spec.max_players, game=spec.title
            ),
            "players",
        )
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
        raise fail(_("seed must be a whole number from 0 to 2**64 - 1"), "seed")
    return players, seed


def _notations(value: Any) -> bool:
    """True for a list of short texts (what a list of actions in notation must be)."""
    return isinstance(value, list) and all(isinstance(a, str) and len(a) <= NOTATION_MAX for a in value)


#: What a game may raise on a starting position from a file: the position is the file's data,
#: whatever breaks on it is the file's fault.
POSITION_ERRORS = (BadPosition, ValueError, TypeError, KeyError, IndexError, OverflowError, RecursionError)


def starting_state(game: str, players: int, seed: int, position: dict | None) -> GameState:
    """The state a scenario or tutorial starts from: `position` if given, else a new game;
    raises one of POSITION_ERRORS for a position the game refuses."""
    spec = registry.get(game)
    if position is not None:
        return spec.from_position(position, seed)
    return spec.new_game(players, seed)


def start(scenario: Scenario) -> GameState:
    try:
        return starting_state(scenario.game, scenario.players, scenario.seed, scenario.position)
    except POSITION_ERRORS as exc:
        raise ScenarioError(f"{scenario.where('position')}: position: {excerpt(str(exc), 160)}") from None


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


def _meant_for_this_step(state: GameState, text: str) -> bool:
    """True when `text` is written like the chance outcomes now due (the same first word of
    notation, as `draw Raute` at a draw): the scenario means to dictate this step."""
    word = text.split()[0].lower() if text.split() else ""
    return any(str(outcome).split()[:1] == [word] for outcome, _p in state.chance_outcomes())


def _cannot_come_up(state: GameState, text: str) -> str:
    """Why the outcome `text` is not among those due, and which are."""
    try:
        reason = state.why_illegal(state.parse_action(text)) or "not an outcome now"
    except BadNotation as exc:
        reason = str(exc)
    outcomes = ", ".join(str(outcome) for outcome, _p in state.chance_outcomes())
    return (
        f"illegal action '{excerpt(text, 60)}': {excerpt(reason, 160)} "
        f"(the outcomes that can come up: {excerpt(outcomes, 200)})"
    )


def run(scenario: Scenario) -> GameState:
    """Plays the scenario's actions, drawing the chance outcomes it does not dictate; raises
    ScenarioError naming the line of a bad one."""
    state = start(scenario)
    played = 0  # actions applied so far, chance outcomes included: the driver's index
    for i, text in enumerate(scenario.actions):
        drawn: list[str] = []  # outcomes the driver drew before this action
        try:
            while state.current_player() == CHANCE and not _dictated(state, text):
                if _meant_for_this_step(state, text):
                    raise ScenarioError(f"{scenario.path}: {_line(scenario, i)}: {_cannot_come_up(state, text)}")
                outcome = chance.outcome(state, scenario.seed, played)
                state.apply(outcome)
                drawn.append(str(outcome))
                played += 1
            state.apply(state.parse_action(text))
            played += 1
        except (BadNotation, IllegalAction) as exc:
            after = f" (after the outcomes drawn from the seed: {', '.join(drawn)})" if drawn else ""
            raise ScenarioError(
                f"{scenario.path}: {_line(scenario, i)}: {excerpt(str(exc), 160)}{excerpt(after, 200)}"
            ) from None
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
    """Runs the scenario and returns every failed check (empty when all hold), each one line
    of printable text."""
    state = run(scenario)
    problems: list[str] = []
    if scenario.expect is not None:
        problems += _subset_mismatch(scenario.expect, state.to_json(), "state")

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
            problems.append(f"'{text}' refused with '{reason}', expected words '{excerpt(words, 200)}'")
    return [printable(problem) for problem in problems]  # each stays one line
