"""Plays computer players against each other, headless, and prints the tally as one JSON line.

    python -m tools.tournament --game tholos --players 2 --seats hard,normal --games 200 --seed 1
    python -m tools.tournament --game dolmen --seats hard,easy,easy --games 10 --save-dir games/

With --save-dir DIR each game is also written as a game file, DIR/game-0001.json and on (the
format `python -m game --import` and `python -m tools.replay` read), its seats named after
their levels ("Hard 1", "Easy 2").

Game k rotates the seat order by k, so each entry of --seats sits first equally often; game
k's seed (for the chance steps and the agents) is derived from --seed and k, so a tournament
repeats exactly; chance outcomes come from game.core.chance as in a match with that seed.
Output: {"seats": [...], "games": N, "wins": [per entry of --seats], "draws": d} (a shared
victory counts as a draw); games cut at the ply cap count as draws and are also reported
on stderr. Bad arguments: a message on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from concurrent.futures import ProcessPoolExecutor

# Should anything load pygame, its start-up banner must not spoil the JSON line.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pathlib import Path  # noqa: E402

from game import ai  # noqa: E402
from game.core import library, registry, saves  # noqa: E402
from game.core.match import Match, Seat  # noqa: E402

#: A game still running after this many actions (chance outcomes included) is stopped and
#: counted as a draw.
PLY_CAP = 2000
#: The most games a tournament writes as game files.
GAMES_SAVED_MAX = 10_000


def game_seed(seed: int, k: int) -> int:
    """The seed of game k of a tournament started with `seed` (spread out, never colliding)."""
    return (seed * 1_000_003 + k * 7_919 + 17) & 0x7FFFFFFF


def seat_order(entries: int, k: int) -> list[int]:
    """Which entry of --seats plays rules seat i in game k: the order rotated by k."""
    return [(i + k) % entries for i in range(entries)]


def play_game(game_id: str, levels: list[str], k: int, seed: int, save_dir: str | None = None) -> dict:
    """Plays game k; returns {"winners": [entry indices], "plies": n, "capped": bool}. With
    `save_dir`, the game is written there as a game file (game-<k+1>.json)."""
    order = seat_order(len(levels), k)
    gseed = game_seed(seed, k)
    seats = [Seat(f"{levels[e].capitalize()} {i + 1}", levels[e], i) for i, e in enumerate(order)]
    match = Match(game_id, seats, seed=gseed)
    agents = [ai.agent(game_id, levels[e], gseed + 101 * (i + 1)) for i, e in enumerate(order)]
    while not match.state.is_over() and len(match.actions) < PLY_CAP:
        state = match.state
        if match.chance_due():
            match.play_chance()
        else:
            match.play(agents[state.current_player()].choose(state.observation(state.current_player())))
    if save_dir is not None:
        record = library.record_of(match, started=library.now())
        saves.write(library.file_data(match, record), Path(save_dir) / f"game-{k + 1:04d}.json")
    plies = len(match.actions)
    if not match.state.is_over():
        return {"winners": [], "plies": plies, "capped": True}
    return {"winners": sorted(order[w] for w in match.state.winners()), "plies": plies, "capped": False}


def _play_args(args: tuple) -> dict:
    return play_game(*args)


def run(game_id: str, levels: list[str], games: int, seed: int, jobs: int = 1, save_dir: str | None = None) -> dict:
    """Plays the tournament; returns the tally the tool prints, plus "capped" (games cut).
    With `save_dir` every game is also written there as a game file."""
    tasks = [(game_id, levels, k, seed, save_dir) for k in range(games)]
    if jobs > 1 and games > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_play_args, tasks, chunksize=max(1, games // (jobs * 8))))
    else:
        results = [_play_args(t) for t in tasks]
    wins, draws, capped = [0] * len(levels), 0, 0
    for r in results:
        capped += r["capped"]
        if len(r["winners"]) == 1:
            wins[r["winners"][0]] += 1
        else:
            draws += 1
    return {"seats": levels, "games": games, "wins": wins, "draws": draws, "capped": capped}


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m tools.tournament", description=__doc__.split("\n")[0])
    games = registry.game_ids()
    p.add_argument("--game", default=games[0], help=f"game id: {', '.join(games)} (default {games[0]})")
    p.add_argument("--players", type=int, default=None, help="players per game (default: as many as --seats names)")
    p.add_argument("--seats", required=True, help=f"comma-separated levels: {', '.join(ai.LEVELS)}")
    p.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    p.add_argument("--seed", type=int, default=1, help="tournament seed (default 1)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--save-dir", default=None, help="write each game there as a game file")
    return p


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)  # argparse itself exits 2 with a message on bad syntax
    levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        spec = registry.get(args.game)
    except KeyError as exc:
        parser.error(str(exc.args[0]))
    players = args.players if args.players is not None else len(levels)
    bad = [lv for lv in levels if lv not in ai.LEVELS]
    if bad:
        known = ", ".join(ai.LEVELS)
        parser.error(f"unknown level(s) {', '.join(bad)} in --seats (known: {known})")
    if len(levels) != players:
        parser.error(f"--seats names {len(levels)} level(s) but --players is {players}")
    if not spec.min_players <= players <= spec.max_players:
        allowed = (
            str(spec.min_players)
            if spec.min_players == spec.max_players
            else f"{spec.min_players} to {spec.max_players}"
        )
        parser.error(f"{spec.title} is for {allowed} players, not {players}")
    if args.game not in ai.games_with_ai() and any(lv != "random" for lv in levels):
        parser.error(f"{spec.title} has only the 'random' computer level so far")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if args.games > GAMES_SAVED_MAX and args.save_dir is not None:
        parser.error(f"--save-dir keeps at most {GAMES_SAVED_MAX} games")
    if args.save_dir is not None and "random" in levels:
        parser.error("a game file's seats are easy, normal or hard: a 'random' seat cannot be saved")
    if args.save_dir is not None:
        try:
            Path(args.save_dir).mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            parser.error(f"--save-dir {args.save_dir} cannot be made: {exc.strerror or exc}")
    tally = run(args.game, levels, args.games, args.seed, args.jobs, args.save_dir)
    capped = tally.pop("capped")
    if capped:  # already counted among the draws; said on stderr so stdout stays one object
        print(f"note: {capped} game(s) stopped at the {PLY_CAP}-ply cap, counted as draws", file=sys.stderr)
    print(json.dumps(tally))
    return 0


if __name__ == "__main__":
    sys.exit(main())
