"""Tutorial checker: replays chapters headless through the rules.

    python -m tools.tutorial check levels/tutorials/tholos            # every chapter there
    python -m tools.tutorial check levels/tutorials/tholos/03-moving-bonuses.yaml
    python -m tools.tutorial check levels/tutorials                   # every game's chapters
    python -m tools.tutorial shots levels/tutorials/tholos --output shots/
    python -m tools.tutorial shots levels/tutorials/tholos --output shots/ --lang de

`shots` renders every step of the chapters headless on the real tutorial screen (1280×720
PNGs named <game>-<id>-<step>.png, each after the step's moves were played), to look at;
`--lang de` in German.

For each chapter: the file is read and validated, every step's `play` and `do` actions are
played (a `do` must be the learner's decision, a chance step must be dictated), every `expect`
is checked, and every highlight and arrow target must be an object of the game's map. A file
in a game's folder must be named <NN>-<id>.yaml after its id. A game's why.yaml ("What just
happened?") is checked too: its keys must name event classes of the game's rules and its
chapters must exist. Each problem is printed on stderr with the file and line. Exit codes:
0 all well; 1 a problem; 2 wrong command-line use.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from game.core import registry, tutorial, why
from game.core.tiled import MapError


def files_under(path: Path) -> list[Path]:
    """The chapter files a path names: itself, or every *.yaml below a folder, sorted."""
    if path.is_dir():
        return sorted(p for p in path.rglob("*.yaml") if p.is_file())
    return [path]


def check_why(path: Path) -> list[str]:
    """Every problem of a game's why.yaml: unreadable, an event class the game's rules do not
    have, a chapter the game's folder does not hold."""
    game_id = path.parent.name
    if game_id not in registry.game_ids():
        return [f"{path}: lies in the folder of no game ('{game_id}')"]
    try:
        reasons = why.load(path)
    except why.WhyError as exc:
        return [str(exc)]
    try:
        events = registry.load(f"{registry.get(game_id).package}.rules.events")
    except ImportError:
        events = None
    ids = {c.id for c in tutorial.chapters(game_id)[0]}
    problems = []
    for reason in reasons.values():
        name = reason.key.split(" ", 1)[0]
        if events is not None and not isinstance(getattr(events, name, None), type):
            problems.append(f"{path}: line {reason.line}: '{name}' is no event of the game")
        if reason.chapter not in ids:
            problems.append(f"{path}: line {reason.line}: no chapter '{reason.chapter}' in {path.parent}")
    return problems


def check_file(path: Path, targets: dict[str, set[str]]) -> list[str]:
    """Every problem of one chapter file (or why.yaml) (empty when it is well); `targets`
    caches each game's map objects."""
    if path.name == "why.yaml":
        return check_why(path)
    try:
        chapter = tutorial.load(path)
    except tutorial.TutorialError as exc:
        return [str(exc)]
    problems = []
    named = tutorial.FILE_NAME.match(path.name)
    if named is None or named.group(2) != chapter.id:
        problems.append(f"{path}: the file must be named <NN>-{chapter.id}.yaml (NN: its place in the chapter list)")
    if path.parent.name != chapter.game:
        problems.append(
            f"{chapter.where(key='game')}: a chapter of '{chapter.game}' must lie in levels/tutorials/{chapter.game}/"
        )
    if chapter.game not in targets:
        try:
            targets[chapter.game] = tutorial.map_targets(chapter.game)
        except MapError as exc:
            return problems + [f"{path}: the game's map cannot be read: {exc}"]
    return problems + tutorial.check(chapter, targets[chapter.game])


def render_steps(files: list[Path], output: Path, lang: str = "en") -> list[Path]:
    """Writes a PNG of every step of every chapter in `files` into `output`, the screens in
    language `lang`; returns them."""
    import os
    import tempfile

    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.core.settings import Settings
    from game.ui.app import App
    from game.ui.scenes.tutorial import TutorialScene

    output.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory(prefix="steinkreis-tutorial-") as home:
        os.environ["STEINKREIS_HOME"] = home  # nothing of the player's is touched
        app = App(Settings(language=lang))
        try:
            for path in files:
                chapter = tutorial.load(path)
                scene = TutorialScene(app, chapter)
                app.reset_to(scene)
                for k in range(len(chapter.steps)):
                    for _ in range(400):  # the engine's moves, at most 40 s of animation
                        app.step((), 0.1, present=False)
                        if not scene.timeline.busy and not scene.pending:
                            break
                    for _ in range(12):  # highlights and the arrow come to rest
                        app.step((), 1 / 30, present=False)
                    target = output / f"{chapter.game}-{chapter.id}-{k + 1:02d}.png"
                    pygame.image.save(app.canvas, str(target))
                    written.append(target)
                    if k + 1 < len(chapter.steps):
                        scene.next()
        finally:
            app.close()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.tutorial", description="Check tutorial chapters by replaying them."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="replay chapters and check every step")
    check.add_argument("paths", nargs="+", type=Path, help="chapter files or folders")
    shots = sub.add_parser("shots", help="render every step of chapters as PNGs")
    shots.add_argument("paths", nargs="+", type=Path, help="chapter files or folders")
    shots.add_argument("--output", type=Path, required=True, help="folder for the PNGs")
    shots.add_argument("--lang", default="en", choices=["en", "de"], help="the language of the screens")
    args = parser.parse_args(argv)
    files = [f for p in args.paths for f in files_under(p)]
    if not files:
        print("error: no chapter files found", file=sys.stderr)
        return 1
    if args.command == "shots":
        chapters = [f for f in files if f.name != "why.yaml"]
        bad = [problem for f in chapters for problem in check_file(f, {})]
        for problem in bad:
            print(problem, file=sys.stderr)
        if bad:
            return 1
        for path in render_steps(chapters, args.output, args.lang):
            print(path)
        return 0
    targets: dict[str, set[str]] = {}
    failed = 0
    for path in files:
        problems = check_file(path, targets)
        failed += bool(problems)
        for problem in problems:
            print(problem, file=sys.stderr)
    print(f"{len(files) - failed} of {len(files)} file(s) well")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
