"""`python -m tools.scenario` run as a player or developer would: exit codes, stdout, stderr."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_tool(*args) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "tools.scenario", *map(str, args)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
        check=False,
    )


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "case.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_prints_the_resulting_state_as_json(tmp_path):
    path = write(tmp_path, "game: tholos\nactions:\n  - deliver 3W\n  - deliver 2G\n")
    result = run_tool(path)
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    assert state["to_move"] == "white" and state["phase"] == "turn"
    assert state["workshops"] == {"white": "WWW", "black": "GG"}
    assert state["quarry"] == {"W": 13, "B": 16, "G": 8}  # 16 - 3; 10 - 2


def test_legal_prints_one_action_per_line(tmp_path):
    path = write(tmp_path, "game: tholos\nposition: {workshops: {white: WW, black: BGG}}\nactions: [place W pi]\n")
    result = run_tool(path, "--legal")
    assert result.returncode == 0, result.stderr
    # π offered: Black's workshop has black and grey; then decline.
    assert result.stdout.splitlines() == ["steal B", "steal G", "decline"]


def test_illegal_action_names_file_and_line(tmp_path):
    path = write(
        tmp_path, "game: tholos\nactions:\n  - deliver 3W\n  - deliver 3B\n  - place W omega\n  - deliver 1W\n"
    )  # line 6: Black's workshop is full
    result = run_tool(path)
    assert result.returncode == 1 and result.stdout == ""
    assert "case.yaml" in result.stderr and "line 6" in result.stderr
    assert "full" in result.stderr


def test_bad_yaml_names_file_and_line(tmp_path):
    path = write(tmp_path, "game: tholos\nactions: [deliver 3W\n")
    result = run_tool(path)
    assert result.returncode == 1
    assert "case.yaml" in result.stderr and "line" in result.stderr and "YAML" in result.stderr


def test_unknown_game_and_bad_position_are_errors(tmp_path):
    result = run_tool(write(tmp_path, "game: chess\n"))
    assert result.returncode == 1 and "case.yaml: line 1: unknown game 'chess'" in result.stderr
    result = run_tool(write(tmp_path, "game: tholos\nposition:\n  workshops: {white: WWWW}\n"))
    assert result.returncode == 1
    assert "case.yaml: line 2: position" in result.stderr and "at most 3" in result.stderr


def test_failed_checks_are_reported_with_exit_code_1(tmp_path):
    path = write(tmp_path, "game: tholos\nactions: [deliver 3W]\nexpect: {to_move: white}\n")
    result = run_tool(path)
    assert result.returncode == 1
    assert json.loads(result.stdout)["to_move"] == "black"  # the state is still shown
    assert "check failed" in result.stderr and "to_move" in result.stderr
    assert run_tool(path, "--no-checks").returncode == 0


def test_shipped_scenario_passes_its_checks():
    path = ROOT / "levels" / "scenarios" / "tholos" / "end-all-columns-complete.yaml"
    result = run_tool(path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["winners"] == ["white"]


def test_missing_file_and_missing_argument():
    result = run_tool("no-such-file.yaml")
    assert result.returncode == 1 and "no-such-file.yaml" in result.stderr
    assert run_tool().returncode == 2


def test_an_empty_mapping_in_expect_means_nothing_there(tmp_path):
    # A fresh Dolmen game has no stacks, so `stacks: {}` holds; with a dolmen standing in
    # square 2,2 it does not (before, an empty mapping matched any state).
    fresh = "game: dolmen\nexpect:\n  stacks: {}\n"
    assert run_tool(write(tmp_path, fresh)).returncode == 0
    raised = 'game: dolmen\nposition:\n  players: 2\n  stacks: {"square 2,2": "0:2"}\nexpect:\n  stacks: {}\n'
    result = run_tool(write(tmp_path, raised))
    assert result.returncode == 1 and "expected nothing" in result.stderr
