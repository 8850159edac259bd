"""Plays computer players against each other, headless, and prints the tally as one JSON line.

    python -m tools.tournament --game tholos --players 2 --seats hard,normal --games 200 --seed 1
    python -m tools.tournament --game dolmen --seats hard,easy,easy --games 10 --save-dir games/
    python -m tools.tournament --game tholos --seats hard,uct --ratio 3 --games 200 --jobs 2

A seat "uct" or "ref" is a reference searcher of tools/reference.py, written apart from the
box's computer players: per decision it gets `--ratio` times the CPU time the box's seats
have taken per decision so far in that game (measured before the game's first move on its
start position, so the first decision has a budget too), or a fixed `--ref-seconds`.

With --save-dir DIR each game is also written as a game file, DIR/game-0001.json and on (the
format `python -m game --import` and `python -m tools.replay` read), its seats named after
their levels ("Hard 1", "Easy 2").

Game k rotates the seat order by k, so each entry of --seats sits first equally often; game
k's seed (for the chance steps and the agents) is derived from --seed and k, so a tournament
repeats exactly; chance outcomes come from game.core.chance as in a match with that seed.
Output: {"seats": [...], "games": N, "wins": [per entry of --seats], "draws": d,
"seconds": [per entry: mean CPU seconds per decision with more than one choice]} (a shared
victory counts as a draw), with a reference seat also "ratio" and, per entry, its "wins_as"
[wins from each rules seat] and "games_as" [games in each rules seat]; games cut at the ply
cap count as draws and are also reported on stderr. Bad arguments: a message on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from concurrent.futures import ProcessPoolExecutor

# Should anything load pygame, its start-up banner must not spoil the JSON line.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import time  # noqa: E402
from pathlib import Path  # noqa: E402

from game import ai  # noqa: E402
from game.core import library, registry, saves  # noqa: E402
from game.core.match import Match, Seat  # noqa: E402
from tools.reference import REFERENCES, make_reference  # noqa: E402

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


def play_game(
    game_id: str,
    levels: list[str],
    k: int,
    seed: int,
    save_dir: str | None = None,
    ratio: float = 3.0,
    ref_seconds: float | None = None,
) -> dict:
    """Plays game k; returns {"winners": [entry indices], "plies": n, "capped": bool,
    "order": [entry of each rules seat], "seconds": [per entry: CPU seconds spent],
    "decisions": [per entry: decisions with a choice]}. A reference seat (REFERENCES) gets
    `ref_seconds` per decision, else `ratio` times the box seats' mean so far. With
    `save_dir`, the game is written there as a game file (game-<k+1>.json)."""
    order = seat_order(len(levels), k)
    gseed = game_seed(seed, k)
    seats = [Seat(f"{levels[e].capitalize()} {i + 1}", _box_level(levels[e]), i) for i, e in enumerate(order)]
    match = Match(game_id, seats, seed=gseed)
    agents = [_agent(game_id, levels[e], gseed + 101 * (i + 1)) for i, e in enumerate(order)]
    spent, decisions = [0.0] * len(levels), [0] * len(levels)
    box = [i for i, e in enumerate(order) if levels[e] not in REFERENCES]
    if box and len(box) < len(order) and ref_seconds is None:
        # the box's think time on the start position, so a reference moving first has a budget
        start = match.state.observation(match.state.current_player())
        tick = time.process_time()
        _agent(game_id, levels[order[box[0]]], gseed).choose(start)
        spent[order[box[0]]] += time.process_time() - tick
        decisions[order[box[0]]] += 1
    while not match.state.is_over() and len(match.actions) < PLY_CAP:
        state = match.state
        if match.chance_due():
            match.play_chance()
            continue
        seat = state.current_player()
        entry = order[seat]
        seen = state.observation(seat)
        choice = len(seen.legal_actions()) > 1
        if levels[entry] in REFERENCES:
            box_spent = sum(spent[order[i]] for i in box)
            box_decisions = sum(decisions[order[i]] for i in box)
            agents[seat].seconds = ref_seconds if ref_seconds is not None else ratio * box_spent / max(1, box_decisions)
        tick = time.process_time()
        action = agents[seat].choose(seen)
        if choice:
            spent[entry] += time.process_time() - tick
            decisions[entry] += 1
        match.play(action)
    if save_dir is not None:
        record = library.record_of(match, started=library.now())
        saves.write(library.file_data(match, record), Path(save_dir) / f"game-{k + 1:04d}.json")
    plies = len(match.actions)
    told = {"order": order, "seconds": spent, "decisions": decisions, "plies": plies}
    if not match.state.is_over():
        return {"winners": [], "capped": True, **told}
    return {"winners": sorted(order[w] for w in match.state.winners()), "capped": False, **told}


def _box_level(level: str) -> str:
    """The kind a seat has in the match, which knows only the box's levels: a reference
    searcher's seat is a computer seat there (its games are never saved: a game file would
    name it a level it is not)."""
    return "hard" if level in REFERENCES else level


def _agent(game_id: str, level: str, seed: int):
    if level in REFERENCES:
        return make_reference(level, seed, seconds=0.0)
    return ai.agent(game_id, level, seed)


def _play_args(args: tuple) -> dict:
    return play_game(*args)


def run(
    game_id: str,
    levels: list[str],
    games: int,
    seed: int,
    jobs: int = 1,
    save_dir: str | None = None,
    ratio: float = 3.0,
    ref_seconds: float | None = None,
) -> dict:
    """Plays the tournament; returns the tally the tool prints, plus "capped" (games cut).
    With `save_dir` every game is also written there as a game file."""
    tasks = [(game_id, levels, k, seed, save_dir, ratio, ref_seconds) for k in range(games)]
    if jobs > 1 and games > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_play_args, tasks, chunksize=max(1, games // (jobs * 8))))
    else:
        results = [_play_args(t) for t in tasks]
    n = len(levels)
    wins, draws, capped = [0] * n, 0, 0
    spent, decided = [0.0] * n, [0] * n
    wins_as, games_as = [[0] * n for _ in range(n)], [[0] * n for _ in range(n)]
    for r in results:
        capped += r["capped"]
        for seat, entry in enumerate(r["order"]):
            games_as[entry][seat] += 1
        if len(r["winners"]) == 1:
            wins[r["winners"][0]] += 1
            wins_as[r["winners"][0]][r["order"].index(r["winners"][0])] += 1
        else:
            draws += 1
        for e in range(n):
            spent[e] += r["seconds"][e]
            decided[e] += r["decisions"][e]
    seconds = [round(spent[e] / decided[e], 4) if decided[e] else 0.0 for e in range(n)]
    tally = {"seats": levels, "games": games, "wins": wins, "draws": draws, "seconds": seconds, "capped": capped}
    if any(level in REFERENCES for level in levels):
        tally.update(ratio=ratio if ref_seconds is None else None, wins_as=wins_as, games_as=games_as)
    return tally


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m tools.tournament", description=__doc__.split("\n")[0])
    games = registry.game_ids()
    p.add_argument("--game", default=games[0], help=f"game id: {', '.join(games)} (default {games[0]})")
    p.add_argument("--players", type=int, default=None, help="players per game (default: as many as --seats names)")
    p.add_argument(
        "--seats",
        required=True,
        help=f"comma-separated levels: {', '.join(ai.LEVELS)}, or a reference searcher: {', '.join(REFERENCES)}",
    )
    p.add_argument("--ratio", type=float, default=3.0, help="a reference seat's think time over the box's (default 3)")
    p.add_argument("--ref-seconds", type=float, default=None, help="a reference seat's CPU seconds per decision")
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
    bad = [lv for lv in levels if lv not in ai.LEVELS and lv not in REFERENCES]
    if bad:
        known = ", ".join(ai.LEVELS + REFERENCES)
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
    if args.ratio <= 0 or (args.ref_seconds is not None and args.ref_seconds <= 0):
        parser.error("--ratio and --ref-seconds must be above 0")
    if all(lv in REFERENCES for lv in levels) and args.ref_seconds is None:
        parser.error("with reference seats only, give --ref-seconds (there is no box seat to measure)")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if args.games > GAMES_SAVED_MAX and args.save_dir is not None:
        parser.error(f"--save-dir keeps at most {GAMES_SAVED_MAX} games")
    if args.save_dir is not None and any(lv == "random" or lv in REFERENCES for lv in levels):
        parser.error("a game file's seats are easy, normal or hard: a 'random' or reference seat cannot be saved")
    if args.save_dir is not None:
        try:
            Path(args.save_dir).mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            parser.error(f"--save-dir {args.save_dir} cannot be made: {exc.strerror or exc}")
    tally = run(args.game, levels, args.games, args.seed, args.jobs, args.save_dir, args.ratio, args.ref_seconds)
    capped = tally.pop("capped")
    if capped:  # already counted among the draws; said on stderr so stdout stays one object
        print(f"note: {capped} game(s) stopped at the {PLY_CAP}-ply cap, counted as draws", file=sys.stderr)
    print(json.dumps(tally))
    return 0


if __name__ == "__main__":
    sys.exit(main())
