"""Renders each game's table headless and writes docs/screenshots/<game>.png for the README.

Usage: `python -m tools.screenshots` (every game with a table), `--games tholos,dolmen`,
`--output DIR`. Each picture is the real play screen at 1280×720 (SDL dummy driver), taken
from a seeded position some moves into a game: Normal computer players make the moves, then
it is the human's turn in the first seat, and → previews the first legal action as a player
browsing with the keyboard would see it. Two more pictures follow when Dolmen is among the
games: `dolmen-late.png`, a four-player board late in the game, and `handover.png`, the
hand-over screen of a hot-seat game right after a computer's turn, with its summary of the
turns since that player last looked. With Die Druiden come its moments (`druiden-*.png`):
the start, the dice mid-tumble, a move previewed (die, piece, the route to a field under the
pointer), an exchange (giving cards back), the vote under way and the results. Last, each
game's table in an 800×600 window, as that window shows it (`<game>-800x600.png`: the narrow
layout; Die Dolmengötter and Die Druiden with five players). Same code, same pictures: rerun
it after changing the look, and the README shows the table as it is.

`--lang de` draws the German pictures instead (`<game>-de.png`, `handover-de.png`,
`tutorial-de.png`, a chapter of Tholos at its first decision, and `rules-de.png`, the rules
page of Die Druiden).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

OUTPUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
NAMES = ("Anna", "Brigid", "Cormac", "Deirdre", "Eamon")
#: Decisions made before the picture: about a third of a game, so the table is busy.
MOVES = 45


#: The games shown with five players in the 800×600 pictures: the most crowded tables.
SMALL_WINDOW_CROWDS = ("dolmengoetter", "druiden")

#: Decisions before the late Dolmen board: most stones are down, stacks stand high.
LATE_MOVES = 110


def mid_game(
    game_id: str, seed: int, moves: int = MOVES, players: int | None = None, humans: tuple[int, ...] = (0,), until=None
):
    """A Match `moves` or more decisions in (Normal computers choose every move), stopped where
    `until(match)` holds (default: the human in the first seat is to decide). Seats: `players`
    (default one fewer than the most, at least the fewest), humans in the seats `humans`, the
    rest Normal computers."""
    from game import ai
    from game.core import registry
    from game.core.match import Match, Seat

    spec = registry.get(game_id)
    players = players or max(spec.min_players, spec.max_players - 1)
    seats = [Seat(NAMES[i], "human" if i in humans else "normal", i) for i in range(players)]
    match = Match(game_id, seats, seed)
    done = until or (lambda m: m.state.current_player() == 0)
    while len(match.actions) < moves or not done(match):
        if match.state.is_over():
            raise RuntimeError(f"{spec.title} ended after {len(match.actions)} moves; use fewer")
        if match.chance_due():  # rolls and draws come from the match's chance driver
            match.play_chance()
            continue
        player = match.state.current_player()
        level = "normal" if game_id in ai.games_with_ai() else "random"
        match.play(ai.choose(game_id, level, match.state.observation(player), seed * 1_000_003 + len(match.actions)))
    return match


def extra_scenes(seed: int) -> list:
    """(picture name, match) for the late Dolmen board and the hot-seat hand-over."""
    late = mid_game("dolmen", seed, LATE_MOVES, players=4)

    def after_a_computer(match) -> bool:  # the second human is to decide right after Brigid
        return match.state.current_player() == 2 and match.actors[-1] == 1

    handover = mid_game("dolmen", seed, 24, players=3, humans=(0, 2), until=after_a_computer)
    return [("dolmen-late", late), ("handover", handover)]


def _druiden_phase(phase: str, human: int = 0):
    """until(match): the human in seat `human` is to decide in `phase`."""
    return lambda m: m.state.phase == phase and m.state.current_player() == human and not m.chance_due()


def reaching(game_id: str, seed: int, until, moves: int = 10, players: int = 3, tries: int = 40):
    """mid_game from the first of the seeds `seed`, `seed + 1`, … whose game reaches
    `until` before it ends (a seeded game may never bring that moment)."""
    for k in range(tries):
        try:
            return mid_game(game_id, seed + k, moves, players=players, until=until)
        except RuntimeError:
            continue
    raise RuntimeError(f"no game of {tries} seeds from {seed} reached the moment asked for")


def druiden_frames(app, seed: int) -> list:
    """(picture name, canvas) for Die Druiden's moments (see the module docstring)."""
    import pygame

    from game.ui.scenes.play import PlayScene
    from game.ui.snapshot import table_frame

    def opened(match):
        scene = PlayScene(app, match)
        app.reset_to(scene)
        app.step((), 0.0, present=False)
        scene.timeline.finish_all()
        app.step((), 1 / 60, present=False)
        return scene

    def settle(frames: int = 30) -> None:
        for _ in range(frames):
            app.step((), 1 / 60, present=False)

    shots = [("druiden-start", table_frame(app, mid_game("druiden", seed, 0, players=3)).copy())]
    # the dice mid-tumble: the human's roll is due; a quarter second into the animation
    rolling = mid_game(
        "druiden",
        seed,
        20,
        players=3,
        until=lambda m: m.chance_due() and m.state.whose_turn() == 0 and m.state.phase == "roll",
    )
    app.reset_to(PlayScene(app, rolling))
    settle(12)
    shots.append(("druiden-roll", app.canvas.copy()))
    # a move previewed: a die, a piece, the pointer resting on a lit field
    match = mid_game("druiden", seed, MOVES, players=3, until=_druiden_phase("move"))
    scene = opened(match)
    view, state = scene.view, match.state
    from game.druiden.rules.pieces import DRUID
    from game.druiden.view import choosing, targets

    legal = state.legal_actions()
    # a druid's walk of a few fields shows the route's turns without crossing the board
    move = min(choosing.moves(legal), key=lambda a: (a.b != DRUID, abs(len(choosing.route(state, a)) - 4)))
    die = choosing.die_of(state, move.a)
    view.selected = ("piece", die, choosing.piece_of(state, move))
    at = targets.field_rect(view, move.c).center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60, present=False)
    settle()
    shots.append(("druiden", app.canvas.copy()))
    # an exchange: the human gives cards back to the player who demanded it
    giving = reaching("druiden", seed, _druiden_phase("give"))
    shots.append(("druiden-exchange", table_frame(app, giving).copy()))
    # the vote under way: some votes cast, the human's turn to vote
    voting = reaching("druiden", seed, lambda m: _druiden_phase("vote")(m) and sum(m.state.vote["tally"]) > 0)
    shots.append(("druiden-vote", table_frame(app, voting).copy()))
    # the results: the game played out, the results panel settled
    over = mid_game("druiden", seed, 10, players=3, until=lambda m: m.state.is_over())
    opened(over)
    for _ in range(600):
        app.step((), 1 / 20, present=False)
    shots.append(("druiden-results", app.canvas.copy()))
    return shots


def _save(surface, output: Path, name: str) -> Path:
    import pygame

    path = output / f"{name}.png"
    partial = output / f".{name}.partial.png"
    pygame.image.save(surface, str(partial))
    os.replace(partial, path)
    return path


def render(game_ids: list[str], output: Path, seed: int = 7) -> list[Path]:
    """Writes one PNG per game into `output` (each replaced atomically); returns the paths."""
    import pygame

    from game.core.settings import Settings
    from game.ui.app import App
    from game.ui.snapshot import table_frame

    output.mkdir(parents=True, exist_ok=True)
    app = App(Settings(fullscreen=False, window_width=1280, window_height=720))
    written = []
    try:
        for game_id in game_ids:
            if game_id == "druiden":
                for name, frame in druiden_frames(app, seed):
                    written.append(_save(frame, output, name))
                continue
            frame = table_frame(app, mid_game(game_id, seed), keys=(pygame.K_RIGHT,))
            written.append(_save(frame, output, game_id))
        if "dolmen" in game_ids:
            for name, match in extra_scenes(seed):
                written.append(_save(table_frame(app, match), output, name))
    finally:
        app.close()
    small = App(Settings(fullscreen=False, window_width=800, window_height=600))
    try:
        for game_id in game_ids:
            players = 5 if game_id in SMALL_WINDOW_CROWDS else None
            table_frame(small, mid_game(game_id, seed, players=players), keys=(pygame.K_RIGHT,))
            small.dirty = True
            small.step((), 0.0)  # drawn and shown in the window, scaled as the player sees it
            written.append(_save(small.window, output, f"{game_id}-800x600"))
    finally:
        small.close()
    return written


def render_language(game_ids: list[str], output: Path, lang: str, seed: int = 7) -> list[Path]:
    """The pictures of the box in language `lang`: every table, the hand-over, a tutorial step
    and a rules page, each named with the language ("tholos-de.png")."""
    import pygame

    from game.core.settings import Settings
    from game.ui.app import App
    from game.ui.snapshot import table_frame

    output.mkdir(parents=True, exist_ok=True)
    app = App(Settings(fullscreen=False, window_width=1280, window_height=720, language=lang))
    written = []

    def settled() -> pygame.Surface:
        for _frame in range(90):
            app.step((), 1 / 30, present=False)
        return app.canvas

    try:
        for game_id in game_ids:
            frame = table_frame(app, mid_game(game_id, seed), keys=(pygame.K_RIGHT,))
            written.append(_save(frame, output, f"{game_id}-{lang}"))
        _name, handover = extra_scenes(seed)[1]
        written.append(_save(table_frame(app, handover), output, f"handover-{lang}"))
        app.open_menu()
        app.open_tutorial("tholos", "a-turn")
        written.append(_save(settled(), output, f"tutorial-{lang}"))
        app.open_menu()
        app.open_reference("druiden")
        written.append(_save(settled(), output, f"rules-{lang}"))
    finally:
        app.close()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.screenshots", description=__doc__.split("\n")[0])
    parser.add_argument("--games", help="comma-separated game ids (default: every game with a table)")
    parser.add_argument("--output", type=Path, default=OUTPUT, help="folder for the PNGs")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--lang", default="en", choices=["en", "de"], help="de: the German pictures")
    args = parser.parse_args(argv)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.core import registry
    from game.ui import tables

    known = [g for g in registry.game_ids() if tables.has_table(g)]
    games = args.games.split(",") if args.games else known
    unknown = [g for g in games if g not in known]
    if unknown:
        parser.error(f"no table for {', '.join(unknown)} (games with a table: {', '.join(known)})")
    with tempfile.TemporaryDirectory(prefix="steinkreis-screenshots-") as home:
        os.environ["STEINKREIS_HOME"] = home  # the table autosaves; keep the player's save
        if args.lang == "en":
            made = render(games, args.output, args.seed)
        else:
            made = render_language(games, args.output, args.lang, args.seed)
        for path in made:
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
