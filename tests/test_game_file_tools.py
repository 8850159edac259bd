"""The tools around game files: a tournament writes each game it plays as a game file, and
`tools.replay` draws any point of a game file headless, printing one JSON line; a bad file,
point or size gets one sentence and exit 1. The game file is only read."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
from kept_games import finished_match

from game.core import library
from game.core.match import Match
from tools import tournament

ROOT = Path(__file__).resolve().parent.parent


def replay_tool(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "tools.replay", *args], cwd=ROOT, env=dict(os.environ), capture_output=True, text=True
    )


def test_a_tournament_writes_each_game_as_a_game_file_that_replays_to_its_result(tmp_path):
    tally = tournament.run("tholos", ["easy", "normal"], games=3, seed=2, save_dir=str(tmp_path))
    files = sorted(tmp_path.glob("*.json"))
    assert [f.name for f in files] == ["game-0001.json", "game-0002.json", "game-0003.json"]
    wins = [0, 0]
    for k, path in enumerate(files):
        match, record = library.read_game_file(path)
        assert match.state.is_over() and record is not None and record.finished
        # seat i of game k is entry (i + k) % 2 of --seats, named after its level
        levels = [["easy", "normal"][(i + k) % 2] for i in range(2)]
        assert [seat.kind for seat in match.seats] == levels
        assert [seat.name for seat in match.seats] == [f"{lv.capitalize()} {i + 1}" for i, lv in enumerate(levels)]
        for w in match.state.winners() if len(match.state.winners()) == 1 else []:
            wins[(w + k) % 2] += 1
    assert tally["wins"] == wins


def test_the_replay_tool_draws_a_point_and_tells_the_game_the_actions_and_the_turn(tmp_path):
    match = finished_match("dolmen", seed=2, names=("Anna", "Bo", "Cleo"))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(match.to_save()), encoding="utf-8")
    before = path.read_bytes()
    out = tmp_path / "at-20.png"
    done = replay_tool(str(path), "--at", "20", "--out", str(out), "--size", "1024x768", "--reveal", "2")
    assert done.returncode == 0, done.stderr
    told = json.loads(done.stdout)
    # the turn, counted by hand: each change of whose turn it is before the first 20 actions
    walker = Match(match.game_id, match.seats, match.seed)
    turn, last = 0, None
    for text in match.actions[:20]:
        if walker.state.whose_turn() != last:
            turn, last = turn + 1, walker.state.whose_turn()
        walker.play(walker.state.parse_action(text))
    turn += walker.state.whose_turn() != last
    assert told == {"game": "dolmen", "actions": len(match.actions), "at": 20, "turn": turn}
    assert pygame.image.load(str(out)).get_size() == (1024, 768)
    assert path.read_bytes() == before
    end = replay_tool(str(path), "--at", "end", "--out", str(tmp_path / "end.png"))
    assert json.loads(end.stdout)["at"] == len(match.actions)


def test_the_replay_tool_refuses_bad_input_in_one_sentence(tmp_path):
    match = finished_match("tholos", seed=2)
    game = tmp_path / "game.json"
    game.write_text(json.dumps(match.to_save()), encoding="utf-8")
    going = Match("tholos", match.seats, seed=2)
    going.play(going.state.legal_actions()[0])
    in_progress = tmp_path / "going.json"
    in_progress.write_text(json.dumps(going.to_save()), encoding="utf-8")
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "steinkr', encoding="utf-8")
    out = str(tmp_path / "x.png")
    cases = [
        ((str(tmp_path / "none.json"), "--at", "1", "--out", out), "There is no file none.json."),
        ((str(broken), "--at", "1", "--out", out), "broken.json is no game file"),
        ((str(game), "--at", "100000", "--out", out), f"The game has {len(match.actions)} actions"),
        ((str(game), "--at", "seven", "--out", out), "--at takes a number"),
        ((str(game), "--at", "1", "--out", out, "--size", "99999x2"), "--size must lie between"),
        ((str(in_progress), "--at", "1", "--out", out, "--reveal"), "A game in progress replays as a spectator"),
    ]
    for args, words in cases:
        refused = replay_tool(*args)
        assert refused.returncode == 1 and refused.stdout == ""
        assert refused.stderr.startswith(words) and refused.stderr.count("\n") == 1, refused.stderr
    assert not (tmp_path / "x.png").exists()
