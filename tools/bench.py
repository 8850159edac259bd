"""Speed figures: random playouts per second, computer think time, frame time of the real table.

    python -m tools.bench            # full run (a few minutes)
    python -m tools.bench --quick    # under 60 s
    python -m tools.bench --playouts 20 --games dolmengoetter   # fixed work, see below

Prints one JSON object:
    {"playouts_per_s": {"tholos-2p": n, ...},
     "ai_move_s": {"tholos-hard": {"median": s, "p95": s}, ...},
     "frame_ms": {"tholos": {"mean": ms, "p99": ms}, "tholos-800x600": {...}, ...},
     "idle_cpu": {"tholos": share, "tholos-800x600": share, ...}}
Frame time is measured on the real play scene, computer against computer with animations,
headless (SDL dummy driver) at 1280×720, and again in an 800×600 window (the narrow layout,
whose frames are also scaled into the window: the "-800x600" keys): the time one drawn frame
takes to handle input, update, draw and show, while the computer players think in their
background process (frames with nothing new to draw are skipped and not counted). Idle CPU is the share of
one core the real frame loop (App.loop) uses over 5 s on a play scene where nothing happens
(a human to move, no input): this process's CPU time over the wall time.

With --playouts N the bench plays exactly N seeded random playouts per case and prints
only those figures: fixed work, for counting instructions under callgrind, a figure that
does not drift with the machine's speed as wall time does (see the README).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout is one JSON object

from game.core import chance, registry  # noqa: E402
from game.core.protocol import CHANCE  # noqa: E402

LEVELS = ("easy", "normal", "hard")


def playouts_per_second(game_id: str, players: int, seconds: float, seed: int = 1, games: int | None = None) -> float:
    """Uniformly random games from the start, through legal_actions and apply only (the
    pick is `int(random() * n)`: uniform, and cheaper than random.choice's rejection loop,
    so the figure is the rules' own speed); chance outcomes by their probabilities through
    game.core.chance. Plays for `seconds`, or exactly `games` games."""
    spec = registry.get(game_id)
    spec.new_game(players, seed)  # the first game reads the board's map: not the rules' speed
    rnd = random.Random(seed)
    pick = rnd.random
    done, start = 0, time.perf_counter()
    while True:
        state = spec.new_game(players, rnd.randrange(1 << 30))
        while not state.is_over():
            if state.current_player() == CHANCE:
                state.apply(chance.sample(state, rnd))
                continue
            actions = state.legal_actions()
            state.apply(actions[int(pick() * len(actions))])
        done += 1
        elapsed = time.perf_counter() - start
        if (done >= games) if games is not None else (elapsed >= seconds):
            return done / elapsed


def playout_cases(game_id: str) -> tuple[int, ...]:
    """The player counts a game's random playouts are measured for (its manifest's
    `bench_players`, else the fewest players); each is the case "<id>-<n>p"."""
    spec = registry.get(game_id)
    return spec.bench_players or (spec.min_players,)


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def think_times(game_id: str, players: int, level: str, positions: int, seed: int = 2) -> dict:
    """Think time of one level over positions sampled from random games (its own observation)."""
    from game import ai

    spec = registry.get(game_id)
    rnd = random.Random(seed)
    times: list[float] = []
    while len(times) < positions:
        state = spec.new_game(players, rnd.randrange(1 << 30))
        stop_at = rnd.randrange(0, 60)
        for _ in range(stop_at):
            if state.is_over():
                break
            chancy = state.current_player() == CHANCE
            state.apply(chance.sample(state, rnd) if chancy else rnd.choice(state.legal_actions()))
        while state.current_player() == CHANCE:  # a computer thinks only at a decision
            state.apply(chance.sample(state, rnd))
        if state.is_over():
            continue
        obs = state.observation(state.current_player())
        t0 = time.perf_counter()
        ai.choose(game_id, level, obs, rnd.randrange(1 << 30))
        times.append(time.perf_counter() - t0)
    return {"median": round(statistics.median(times), 4), "p95": round(_percentile(times, 0.95), 4)}


#: The windows the table's figures are measured in: the canvas's own size, and the small
#: window of the narrow layouts (named by the key's suffix).
WINDOWS = {"": (1280, 720), "-800x600": (800, 600)}


def frame_times(game_id: str, frames: int, seed: int = 3, window: tuple[int, int] = (1280, 720)) -> dict:
    """Frames of the real PlayScene in a window of `window`, computers (Normal) on every seat,
    animations on."""
    _headless()
    from game import ai
    from game.core.match import Match, Seat
    from game.core.settings import Settings
    from game.ui.app import App
    from game.ui.scenes.play import PlayScene

    spec = registry.get(game_id)
    app = App(Settings(window_width=window[0], window_height=window[1]))
    times: list[float] = []
    rounds = 0
    try:
        while len(times) < frames:
            level = "normal" if game_id in ai.games_with_ai() else "random"
            seats = [Seat(f"Computer {i + 1}", level, i) for i in range(spec.max_players)]
            app.reset_to(PlayScene(app, Match(game_id, seats, seed + rounds)))
            rounds += 1
            while len(times) < frames and isinstance(app.top, PlayScene):
                t0 = time.perf_counter()
                drawn = app.step((), 1 / 60)
                took = time.perf_counter() - t0
                if drawn:  # frames with nothing to draw cost next to nothing: see idle_cpu
                    times.append(took * 1000)
                time.sleep(max(0.0, 1 / 60 - took))  # real pacing, as in the loop
    finally:
        app.close()
    return {"mean": round(statistics.fmean(times), 3), "p99": round(_percentile(times, 0.99), 3)}


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import tempfile

    os.environ.setdefault("STEINKREIS_HOME", tempfile.mkdtemp(prefix="steinkreis-bench-"))


def idle_cpu(
    game_id: str, seconds: float = 5.0, seed: int = 4, window: tuple[int, int] = (1280, 720)
) -> tuple[float, int]:
    """(share of one core, frames drawn) of the real frame loop over `seconds` on a settled
    play scene in a window of `window` where a human is to move and nothing happens (the
    first seat human, the others Normal computers; the human's first decision)."""
    _headless()
    from game import ai
    from game.core.match import Match, Seat
    from game.core.settings import Settings
    from game.ui.app import App
    from game.ui.scenes.play import PlayScene

    spec = registry.get(game_id)
    level = "normal" if game_id in ai.games_with_ai() else "random"
    seats = [Seat("Anna", "human", 0)] + [Seat(f"Computer {i}", level, i) for i in range(1, spec.min_players)]
    app = App(Settings(window_width=window[0], window_height=window[1]))
    try:
        scene = PlayScene(app, Match(game_id, seats, seed))
        app.reset_to(scene)
        for _ in range(600):  # chance steps and computers until the human is asked
            app.step((), 1 / 60, present=False)
            scene.timeline.finish_all()
            if scene.view.active:
                break
        else:
            raise RuntimeError(f"{spec.title}: the human was never asked to move")
        drawn, cpu, wall = app.frames_drawn, time.process_time(), time.perf_counter()
        app.loop(seconds)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        return round(cpu / wall, 4), app.frames_drawn - drawn
    finally:
        app.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench", description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="a shorter run (under 60 s)")
    parser.add_argument(
        "--games", default=",".join(registry.game_ids()), help="comma-separated game ids (default: all)"
    )
    parser.add_argument(
        "--playouts", type=int, metavar="N", help="only random playouts, exactly N per case (fixed work)"
    )
    args = parser.parse_args(argv)
    if args.playouts is not None and args.playouts < 1:
        parser.error("--playouts needs a count of at least 1")
    games = [g for g in args.games.split(",") if g]
    for g in games:
        try:
            registry.get(g)
        except KeyError as exc:
            print(exc.args[0], file=sys.stderr)
            return 2
    seconds, positions, frames = (3.0, 12, 600) if args.quick else (10.0, 60, 3600)
    result: dict = {"playouts_per_s": {}, "ai_move_s": {}, "frame_ms": {}, "idle_cpu": {}}
    for g in games:
        for n in playout_cases(g):
            result["playouts_per_s"][f"{g}-{n}p"] = round(playouts_per_second(g, n, seconds, games=args.playouts))
    if args.playouts is not None:
        print(json.dumps({"playouts_per_s": result["playouts_per_s"], "playouts": args.playouts}))
        return 0
    from game import ai

    for g in games:
        if g not in ai.games_with_ai():
            print(f"note: {g} has no computer players yet; no think times", file=sys.stderr)
            continue
        players = registry.get(g).max_players  # the most seats: the slowest decisions
        for level in LEVELS:
            result["ai_move_s"][f"{g}-{level}"] = think_times(g, players, level, positions)
    from game.ui import tables

    tabled = [g for g in games if tables.has_table(g)]
    for g in tabled:
        for suffix, window in WINDOWS.items():
            result["frame_ms"][g + suffix] = frame_times(g, frames, window=window)
    for g in tabled:
        for suffix, window in WINDOWS.items():
            result["idle_cpu"][g + suffix] = idle_cpu(g, window=window)[0]
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
