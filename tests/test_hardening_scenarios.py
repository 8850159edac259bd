"""Scenario files built to trip the reader: alias bombs, deep nesting, a repeated key, huge
numbers and texts. Each is refused with the file and line, exit code 1 and no traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from box_material import AT_LIMIT, REFUSED, case_ids, shows

from game.core import scenario
from game.core.scenario import ScenarioError
from tools import scenario as scenario_tool

ROOT = Path(__file__).resolve().parent.parent

ALIAS_BOMB = (
    "game: tholos\nactions: []\n"
    + "\n".join(
        [f"a0: &a0 [{', '.join(['x'] * 10)}]"]
        + [f"a{k}: &a{k} [{', '.join([f'*a{k - 1}'] * 10)}]" for k in range(1, 9)]
    )
    + "\n"
)
DEEP = "game: tholos\nposition: " + "[" * 50_000 + "]" * 50_000 + "\n"
TWICE = "game: tholos\nactions:\n  - deliver 3W\ngame: dolmen\n"


def write(tmp_path: Path, text: str | bytes, name: str = "case.yaml") -> Path:
    path = tmp_path / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    return path


def run_tool(*args) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "tools.scenario", *map(str, args)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize(
    "text, line, words",
    [
        (ALIAS_BOMB, 4, "more than 8 aliases"),  # the ninth alias, in a1 on line 4
        (DEEP, 2, "deeper than"),
        (TWICE, 4, "'game' appears twice (first on line 1)"),
    ],
    ids=["alias bomb", "deep nesting", "game twice"],
)
def test_the_tool_refuses_the_file_with_its_line_and_exit_code_1(tmp_path, text, line, words):
    path = write(tmp_path, text)
    result = run_tool(path)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr and result.stdout == ""
    assert f"{path}: line {line}: " in result.stderr and words in result.stderr
    assert result.stderr.count("\n") == 1


def load_refused(tmp_path, text, *words) -> str:
    path = write(tmp_path, text)
    with pytest.raises(ScenarioError) as caught:
        scenario.run(scenario.load(path))
    message = str(caught.value)
    assert message.startswith(str(path)), message
    for word in words:
        assert word in message, message
    return message


def test_a_key_repeated_inside_a_position_is_refused_with_its_line(tmp_path):
    text = "game: tholos\nposition:\n  workshops: {white: W}\n  workshops: {white: WW}\n"
    load_refused(tmp_path, text, "line 4", "'workshops' appears twice")


def test_a_seed_of_five_thousand_digits_is_refused_with_its_line(tmp_path):
    load_refused(tmp_path, "game: tholos\nseed: " + "9" * 5000 + "\n", "line 2", "5000 digits")


@pytest.mark.parametrize("seed", ["-1", str(1 << 64), "true", "1.5"])
def test_a_seed_outside_sixty_four_bits_is_refused(tmp_path, seed):
    load_refused(tmp_path, f"game: tholos\nseed: {seed}\n", "line 2", "seed")


def test_players_given_as_true_is_not_a_count(tmp_path):
    load_refused(tmp_path, "game: dolmen\nplayers: true\n", "line 2", "players must be 2–4")


def test_a_600_kilobyte_action_is_refused_without_quoting_it(tmp_path):
    message = load_refused(
        tmp_path, "game: tholos\nactions:\n  - " + "x" * (600 << 10) + "\n", "line 2", "at most 100 characters"
    )
    assert len(message) < 400 + len(str(tmp_path))


def test_a_600_kilobyte_game_name_is_quoted_in_a_few_characters(tmp_path):
    message = load_refused(tmp_path, "game: " + "g" * (600 << 10) + "\n", "line 1", "unknown game")
    assert len(message) < 300 + len(str(tmp_path))


def test_a_scenario_file_over_its_size_bound_is_refused_unread(tmp_path):
    load_refused(tmp_path, "game: tholos\n" + "#" * (2 << 20) + "\n", "too large", "2.0 MB")


def test_a_position_the_rules_choke_on_is_a_scenario_error(tmp_path):
    load_refused(tmp_path, "game: tholos\nposition:\n  columns: {omega: [[1]]}\n", "position")


# --- material: a position holds no more than the box -----------------------------------------
def position_file(tmp_path: Path, game: str, players: int, position: dict) -> Path:
    """A scenario of `game` starting from `position` (line 3 of the file: game, players first)."""
    return write(tmp_path, yaml.safe_dump({"game": game, "players": players, "position": position}, allow_unicode=True))


@pytest.mark.parametrize("game, players, position, words", REFUSED, ids=case_ids(REFUSED))
def test_the_tool_refuses_a_position_holding_more_than_the_box_with_exit_code_1(
    tmp_path, capsys, game, players, position, words
):
    path = position_file(tmp_path, game, players, position)
    assert scenario_tool.main([str(path)]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith(f"error: {path}: line 3: position: {words}"), err


@pytest.mark.parametrize("game, players, position, shown", AT_LIMIT, ids=case_ids(AT_LIMIT))
def test_the_tool_plays_a_position_holding_exactly_the_box(tmp_path, capsys, game, players, position, shown):
    path = position_file(tmp_path, game, players, position)
    assert scenario_tool.main([str(path)]) == 0
    out, err = capsys.readouterr()
    assert err == "" and shows(shown, json.loads(out))


def test_the_tool_run_as_a_program_refuses_twenty_thousand_dolmen_stones_of_value_4(tmp_path):
    """The issue's case, as a developer runs it: exit code 1 and the reason, no state printed."""
    path = position_file(tmp_path, "dolmen", 2, {"players": 2, "supply": {1: "4" * 20_000}})
    result = run_tool(path)
    assert result.returncode == 1 and result.stdout == "" and "Traceback" not in result.stderr
    assert (
        "position: supply: player 1 holds 20000 dolmen stones of value 4, but Dolmen gives each of 2 players 1"
        in result.stderr
    )
    path = position_file(tmp_path, "dolmen", 2, {"players": 2, "supply": {1: "1111122223334"}})
    result = run_tool(path)
    assert result.returncode == 0 and json.loads(result.stdout)["supply"]["1"] == "1111122223334"


def test_the_tool_in_process_answers_a_folder_with_exit_code_1(tmp_path, capsys):
    assert scenario_tool.main([str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "folder" in err
