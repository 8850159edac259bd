"""Tutorial chapters: reading and checking levels/tutorials/<game>/<NN>-<id>.yaml, and replaying
them through the rules. No pygame here: the tool, the tests and the tutorial scene share it.

A chapter is a scenario's start (game, players, seed, position) plus steps:

    kind: tutorial
    game: tholos
    id: a-turn                    # kept in the learner's progress file
    title: A turn
    summary: One line for the chapter list.
    players: 2                    # optional, the game's smallest count by default
    seed: 1                       # optional, 0 by default
    seats: [You, Ada]             # optional seat names
    learner: 0                    # the seat the learner sits in (default 0)
    position: {...}               # optional, as in scenarios
    steps:
      - caption: What happens and why, in one to three short sentences.
        highlight: [quarry:quarry]        # "<map object type>:<map object name>" targets
        arrow: workshop:workshop-white    # one target an arrow points at
        play: ["deliver 2B"]              # actions the engine plays (chance outcomes too)
        do: "deliver 1W"                  # the one move the learner must make (needs `hint`)
        hint: Click the white heap, then 1.
        expect: {...}                     # a subset of the game's JSON state after the step
        wait: 2                           # seconds before moving on by itself

Every chance step is dictated by a `play` action (dice and draws are never luck here). A `do`
step comes when it is the learner's decision. Errors (TutorialError) name the file and line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from . import bounded_yaml, paths, registry
from .files import excerpt, printable, read_bounded
from .i18n import _, ngettext
from .limits import NOTATION_MAX, SCENARIO_BYTES_MAX, SEAT_NAME_MAX
from .protocol import CHANCE, BadNotation, GameState, IllegalAction
from .scenario import POSITION_ERRORS, _subset_mismatch, players_and_seed, starting_state

#: The most steps a chapter holds, actions one step plays, targets one step lights, and the
#: longest caption, hint, title and summary; a file past them is refused.
STEPS_MAX = 200
PLAY_MAX = 60
TARGETS_MAX = 12
CAPTION_MAX = 400
TITLE_MAX = 80
SUMMARY_MAX = 160
TARGET_MAX = 60
WAIT_MAX = 30.0
#: Chapters listed per game at most (files beyond are left out of the list).
CHAPTERS_MAX = 40
#: chapter texts kept parsed (every game's chapters, with room to spare)
CHAPTERS_KEPT = 256

_FIELDS = {"kind", "game", "id", "title", "summary", "players", "seed", "seats", "learner", "position", "steps"}
_STEP_FIELDS = {"caption", "highlight", "arrow", "play", "do", "hint", "expect", "wait"}
_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")
#: A chapter file's name: its place in the list and its id.
FILE_NAME = re.compile(r"^(\d{1,3})-([a-z0-9][a-z0-9-]{0,39})\.yaml$")


class TutorialError(ValueError):
    """A chapter that cannot be read or replayed; the message names the file and line."""


@dataclass(frozen=True)
class Step:
    """One step of a chapter; `line` is its line in the file, `lines` those of its keys."""

    caption: str
    line: int
    highlight: tuple[str, ...] = ()
    arrow: str | None = None
    play: tuple[str, ...] = ()
    do: str | None = None
    hint: str = ""
    expect: dict | None = None
    wait: float | None = None
    lines: dict[str, int] = field(default_factory=dict, compare=False)

    @property
    def targets(self) -> tuple[str, ...]:
        """Every target the step names: its highlights, then its arrow."""
        return self.highlight + ((self.arrow,) if self.arrow else ())

    @property
    def actions(self) -> tuple[str, ...]:
        """What the step plays, in order: the engine's actions, then the learner's move."""
        return self.play + ((self.do,) if self.do else ())


@dataclass(frozen=True)
class Chapter:
    path: str
    game: str
    id: str
    title: str
    summary: str
    players: int
    seed: int
    seats: tuple[str, ...]
    learner: int
    position: dict | None
    steps: tuple[Step, ...]
    key_lines: dict[str, int] = field(default_factory=dict, compare=False)

    def where(self, step: int | None = None, key: str | None = None) -> str:
        """'<file>: line N' for a top-level key, a step, or a key of a step."""
        if step is None:
            line = self.key_lines.get(key or "")
        else:
            line = self.steps[step].lines.get(key or "", self.steps[step].line)
        return f"{self.path}: line {line}" if line else self.path

    def actions_before(self, step: int) -> list[str]:
        """Every action (in notation) the steps before `step` play, in order."""
        return [a for s in self.steps[:step] for a in s.actions]


# --- reading ----------------------------------------------------------------------------------
def load(path: str | Path) -> Chapter:
    """Reads and validates a chapter file (bounded like a scenario); TutorialError names the
    file and line of the first problem. The file is read every time; a text read before is
    not parsed again (the chapter is frozen, and an edited file is a new text)."""
    path = Path(path)
    try:
        text = read_bounded(path, SCENARIO_BYTES_MAX).decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise TutorialError(
            _("{path}: cannot read: {problem}").format(path=path, problem=excerpt(str(exc), 120))
        ) from None
    return _parsed(str(path), text)


@lru_cache(maxsize=CHAPTERS_KEPT)
def _parsed(path: str, text: str) -> Chapter:
    try:
        data, root = bounded_yaml.load(text)
    except yaml.YAMLError as exc:
        raise TutorialError(
            _("{path}: not valid YAML: {problem}").format(path=path, problem=bounded_yaml.problem_of(exc))
        ) from None
    return parse(data, path, root)


def _key_lines(node: Any) -> dict[str, int]:
    if not isinstance(node, yaml.MappingNode):
        return {}
    return {str(k.value): k.start_mark.line + 1 for k, _v in node.value}


def _step_nodes(root: Any) -> list[Any]:
    if isinstance(root, yaml.MappingNode):
        for key, value in root.value:
            if key.value == "steps" and isinstance(value, yaml.SequenceNode):
                return list(value.value)
    return []


def _text(value: Any, limit: int) -> bool:
    return isinstance(value, str) and bool(value.strip()) and len(value) <= limit


def parse(data: Any, where: str = "<tutorial>", root: Any = None) -> Chapter:
    """Validates chapter data (`root`: its YAML node, for line numbers); TutorialError names
    `where` and the line."""
    keys = _key_lines(root)

    def fail(msg: str, key: str | None = None, line: int | None = None) -> TutorialError:
        line = line or keys.get(key or "")
        if line:
            return TutorialError(_("{path}: line {line}: {problem}").format(path=where, line=line, problem=msg))
        return TutorialError(f"{where}: {msg}")

    if not isinstance(data, dict):
        raise fail(_("a chapter must be a mapping with kind, game, id, title and steps"))
    unknown = sorted(excerpt(k) for k in data if str(k) not in _FIELDS)
    if unknown:
        raise fail(
            ngettext("unknown field(s): {fields}", "unknown field(s): {fields}", len(unknown)).format(
                fields=", ".join(unknown[:3])
            ),
            unknown[0],
        )
    if data.get("kind") != "tutorial":
        raise fail(_("a chapter starts with 'kind: tutorial'"), "kind")
    game = data.get("game")
    if not isinstance(game, str) or game not in registry.game_ids():
        raise fail(
            _("unknown game '{game}' (known: {known})").format(
                game=excerpt(game), known=", ".join(registry.game_ids())
            ),
            "game",
        )
    spec = registry.get(game)
    chapter_id = data.get("id")
    if not isinstance(chapter_id, str) or not _ID.match(chapter_id):
        raise fail(_("id must be 1–40 lower-case letters, digits and dashes"), "id")
    for name, limit in (("title", TITLE_MAX), ("summary", SUMMARY_MAX)):
        if not _text(data.get(name), limit):
            raise fail(_("{name} must be a text of at most {n} characters").format(name=name, n=limit), name)
    players, seed = players_and_seed(data, spec, fail)
    seats = data.get("seats")
    if seats is None:
        seats = ["You"] + [f"Player {k + 1}" for k in range(1, players)]
    if (
        not isinstance(seats, list)
        or len(seats) != players
        or not all(_text(s, SEAT_NAME_MAX) and s.isprintable() for s in seats)
    ):
        raise fail(
            _("seats must list {players} names of at most {n} characters").format(players=players, n=SEAT_NAME_MAX),
            "seats",
        )
    learner = data.get("learner", 0)
    if isinstance(learner, bool) or not isinstance(learner, int) or not 0 <= learner < players:
        raise fail(_("learner must be a seat number from 0 to {last}").format(last=players - 1), "learner")
    position = data.get("position")
    if position is not None and not isinstance(position, dict):
        raise fail(_("position must be a mapping"), "position")
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not 1 <= len(raw_steps) <= STEPS_MAX:
        raise fail(_("steps must be a list of 1–{n} steps").format(n=STEPS_MAX), "steps")
    nodes = _step_nodes(root)
    steps = []
    for k, raw in enumerate(raw_steps):
        node = nodes[k] if k < len(nodes) else None
        line = node.start_mark.line + 1 if node is not None else keys.get("steps", 0)
        steps.append(_parse_step(raw, k, line, _key_lines(node), fail))
    return Chapter(
        where,
        spec.id,
        chapter_id,
        data["title"].strip(),
        data["summary"].strip(),
        players,
        seed,
        tuple(seats),
        learner,
        position,
        tuple(steps),
        keys,
    )


def _parse_step(raw: Any, k: int, line: int, lines: dict[str, int], fail) -> Step:
    def bad(msg: str, key: str | None = None) -> TutorialError:
        return fail(_("step {n}: {problem}").format(n=k + 1, problem=msg), line=lines.get(key or "", line))

    if not isinstance(raw, dict):
        raise bad(_("a step must be a mapping with at least a caption"))
    unknown = sorted(excerpt(key) for key in raw if str(key) not in _STEP_FIELDS)
    if unknown:
        raise bad(
            ngettext(
                "unknown field(s): {fields} (a step has {known})",
                "unknown field(s): {fields} (a step has {known})",
                len(unknown),
            ).format(fields=", ".join(unknown[:3]), known=", ".join(sorted(_STEP_FIELDS))),
            unknown[0],
        )
    if not _text(raw.get("caption"), CAPTION_MAX):
        raise bad(_("caption must be a text of at most {n} characters").format(n=CAPTION_MAX), "caption")
    highlight = raw.get("highlight") or []
    if not isinstance(highlight, list) or len(highlight) > TARGETS_MAX or not all(_target(t) for t in highlight):
        raise bad(
            _("highlight must be a list of at most {n} targets written '<type>:<name>'").format(n=TARGETS_MAX),
            "highlight",
        )
    arrow = raw.get("arrow")
    if arrow is not None and not _target(arrow):
        raise bad(_("arrow must be one target written '<type>:<name>'"), "arrow")
    play = raw.get("play") or []
    if not isinstance(play, list) or len(play) > PLAY_MAX or not all(_text(a, NOTATION_MAX) for a in play):
        raise bad(_("play must be a list of at most {n} actions in notation").format(n=PLAY_MAX), "play")
    do = raw.get("do")
    if do is not None and not _text(do, NOTATION_MAX):
        raise bad(_("do must be one action in notation"), "do")
    hint = raw.get("hint")
    if do is not None and not _text(hint, CAPTION_MAX):
        raise bad(
            _("a 'do' step needs a hint (what to click), at most {n} characters").format(n=CAPTION_MAX),
            "hint" if "hint" in raw else "do",
        )
    if do is None and hint is not None:
        raise bad(_("a hint belongs to a 'do' step"), "hint")
    expect = raw.get("expect")
    if expect is not None and not isinstance(expect, dict):
        raise bad(_("expect must be a mapping (a part of the game's state)"), "expect")
    wait = raw.get("wait")
    if wait is not None and (isinstance(wait, bool) or not isinstance(wait, (int, float)) or not 0 <= wait <= WAIT_MAX):
        raise bad(_("wait must be a number of seconds from 0 to {most}").format(most=f"{WAIT_MAX:g}"), "wait")
    if wait is not None and do is not None:
        raise bad(_("a 'do' step waits for the learner; it takes no 'wait'"), "wait")
    return Step(
        " ".join(raw["caption"].split()),
        line,
        tuple(highlight),
        arrow,
        tuple(play),
        do,
        " ".join(hint.split()) if hint else "",
        expect,
        float(wait) if wait is not None else None,
        dict(lines),
    )


def _target(value: Any) -> bool:
    return (
        isinstance(value, str)
        and len(value) <= TARGET_MAX
        and ":" in value
        and all(part.strip() for part in value.split(":", 1))
        and value.isprintable()
    )


# --- finding chapters -------------------------------------------------------------------------
def folder(game_id: str) -> Path:
    """Where a game's chapters live: levels/tutorials/<game id>/."""
    return paths.level("tutorials", game_id)


def chapter_files(game_id: str) -> list[Path]:
    """A game's chapter files in list order (by their number), at most CHAPTERS_MAX."""
    where = folder(game_id)
    if not where.is_dir():
        return []
    found = [(int(m.group(1)), p.name, p) for p in where.iterdir() if (m := FILE_NAME.match(p.name))]
    return [p for _n, _name, p in sorted(found)][:CHAPTERS_MAX]


def chapters(game_id: str) -> tuple[list[Chapter], list[str]]:
    """A game's readable chapters in order, and a message for each file that is not."""
    good, problems = [], []
    for path in chapter_files(game_id):
        try:
            chapter = load(path)
            named = FILE_NAME.fullmatch(path.name)
            assert named is not None  # chapter_files lists only names that match
            if chapter.id != named.group(2):
                raise TutorialError(
                    _("{path}: line {line}: id '{id}' differs from the file's name ('{name}')").format(
                        path=path, line=chapter.key_lines.get("id", 1), id=chapter.id, name=named.group(2)
                    )
                )
            if chapter.game != game_id:
                raise TutorialError(
                    _("{path}: line {line}: a chapter of '{game}' in the folder of '{folder}'").format(
                        path=path, line=chapter.key_lines.get("game", 1), game=chapter.game, folder=game_id
                    )
                )
            good.append(chapter)
        except TutorialError as exc:
            problems.append(str(exc))
    return good, problems


def map_targets(game_id: str) -> set[str]:
    """Every "<type>:<name>" of the objects in the Tiled maps of the game's package folder
    (levels/tholos/ for Tholos, levels/dolmen/ for Dolmen and Die Dolmengötter)."""
    from .tiled import load_map

    package = registry.get(game_id).package.rsplit(".", 1)[-1]
    names: set[str] = set()
    for path in sorted(paths.level(package).glob("*.tmx")):
        data = load_map(path)
        for objects in data.layers.values():
            names.update(f"{o.kind}:{o.name}" for o in objects if o.kind and o.name)
    return names


# --- replaying -------------------------------------------------------------------------------
def start(chapter: Chapter) -> GameState:
    """The chapter's starting state; TutorialError for a position the game refuses."""
    try:
        return starting_state(chapter.game, chapter.players, chapter.seed, chapter.position)
    except POSITION_ERRORS as exc:
        raise TutorialError(f"{chapter.where(key='position')}: position: {excerpt(str(exc), 160)}") from None


def play_step(chapter: Chapter, k: int, state: GameState) -> list[tuple[Any, list]]:
    """Plays step k's actions on `state` (its `play`, then its `do` as the learner would) and
    returns (action, events) for each; TutorialError names the line of a refused one: an
    illegal action, an undictated chance step, or a `do` that is not the learner's decision."""
    step = chapter.steps[k]
    done = []
    for i, text in enumerate(step.actions):
        key = "do" if i == len(step.play) else "play"
        player = state.current_player()
        try:
            action = state.parse_action(text)
            if player == CHANCE and action not in [o for o, _p in state.chance_outcomes()]:
                outcomes = ", ".join(str(o) for o, _p in state.chance_outcomes()[:6])
                raise TutorialError(
                    f"{chapter.where(k, key)}: step {k + 1}: a chance step is due "
                    f"before '{excerpt(text)}': dictate it (one of {outcomes}…)"
                )
            if key == "do" and player != chapter.learner:
                raise TutorialError(
                    f"{chapter.where(k, 'do')}: step {k + 1}: '{excerpt(text)}' "
                    "is not the learner's decision (another seat or chance is "
                    "due: play that first)"
                )
            done.append((action, state.apply(action)))
        except (BadNotation, IllegalAction) as exc:
            raise TutorialError(f"{chapter.where(k, key)}: step {k + 1}: {excerpt(str(exc), 160)}") from None
    return done


def replay(chapter: Chapter, upto: int) -> GameState:
    """The state before step `upto` (0: the start), every earlier step played."""
    state = start(chapter)
    for k in range(upto):
        play_step(chapter, k, state)
    return state


def check(chapter: Chapter, targets: set[str] | None = None) -> list[str]:
    """Replays the whole chapter and returns every problem, one printable line each naming the
    file and line: a refused action, an `expect` that does not hold, a target that is not an
    object of the game's map (`targets`, when given)."""
    problems: list[str] = []
    try:
        state = start(chapter)
    except TutorialError as exc:
        return [str(exc)]
    for k, step in enumerate(chapter.steps):
        for target in step.targets:
            if targets is not None and target not in targets:
                key = "arrow" if target == step.arrow else "highlight"
                problems.append(
                    f"{chapter.where(k, key)}: step {k + 1}: '{excerpt(target)}' is no object of the game's map"
                )
        try:
            play_step(chapter, k, state)
        except TutorialError as exc:
            return [printable(p) for p in problems + [str(exc)]]
        if step.expect is not None:
            for miss in _subset_mismatch(step.expect, state.to_json(), "state"):
                problems.append(f"{chapter.where(k, 'expect')}: step {k + 1}: {miss}")
    return [printable(p) for p in problems]
