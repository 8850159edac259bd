"""Renders each game's table headless and writes docs/screenshots/<game>.png for the README.

Usage: `python -m tools.screenshots` (every game with a table), `--games tholos,dolmen`,
`--output DIR`. Each picture is the real play screen at 1280×720 (SDL dummy driver), taken
from a seeded position some moves into a game: Normal computer players make the moves, then
it is the human's turn in the first seat, and → previews the first legal action as a player
browsing with the keyboard would see it. Two more pictures follow when Dolmen is among the
games: `dolmen-late.png`, a four-player board late in the game, and `handover.png`, the
hand-over screen of a hot-seat game right after a computer's turn, with its summary of the
turns since that player last looked. Same code, same pictures: rerun it after changing the
look, and the README shows the table as it is.
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


#: Decisions before the late Dolmen board: most stones are down, stacks stand high.
LATE_MOVES = 110


def mid_game(game_id: str, seed: int, moves: int = MOVES, players: int | None = None,
             humans: tuple[int, ...] = (0,), until=None):
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
        match.play(ai.choose(game_id, level, match.state.observation(player),
                             seed * 1_000_003 + len(match.actions)))
    return match


def extra_scenes(seed: int) -> list:
    """(picture name, match) for the late Dolmen board and the hot-seat hand-over."""
    late = mid_game("dolmen", seed, LATE_MOVES, players=4)

    def after_a_computer(match) -> bool:  # the second human is to decide right after Brigid
        return match.state.current_player() == 2 and match.actors[-1] == 1

    handover = mid_game("dolmen", seed, 24, players=3, humans=(0, 2), until=after_a_computer)
    return [("dolmen-late", late), ("handover", handover)]


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
            frame = table_frame(app, mid_game(game_id, seed), keys=(pygame.K_RIGHT,))
            path = output / f"{game_id}.png"
            partial = output / f".{game_id}.partial.png"
            pygame.image.save(frame, str(partial))
            os.replace(partial, path)
            written.append(path)
        if "dolmen" in game_ids:
            for name, match in extra_scenes(seed):
                path = output / f"{name}.png"
                partial = output / f".{name}.partial.png"
                pygame.image.save(table_frame(app, match), str(partial))
                os.replace(partial, path)
                written.append(path)
    finally:
        app.close()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.screenshots", description=__doc__.split("\n")[0])
    parser.add_argument("--games", help="comma-separated game ids (default: every game with a table)")
    parser.add_argument("--output", type=Path, default=OUTPUT, help="folder for the PNGs")
    parser.add_argument("--seed", type=int, default=7)
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
        for path in render(games, args.output, args.seed):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
