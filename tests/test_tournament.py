"""The tournament tool: one JSON line, seats rotated, every game counted, bad input refused."""

from __future__ import annotations

import json

import pytest

from game import ai
from tools import tournament


def run_tool(capsys, *argv: str) -> dict:
    assert tournament.main(list(argv)) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1  # exactly one line: one JSON object
    return json.loads(out)


def test_random_against_random_counts_every_game(capsys):
    tally = run_tool(
        capsys, "--game", "tholos", "--players", "2", "--seats", "random,random", "--games", "12", "--seed", "4"
    )
    assert set(tally) == {"seats", "games", "wins", "draws", "seconds"}
    assert tally["seats"] == ["random", "random"] and tally["games"] == 12
    assert len(tally["wins"]) == 2
    assert sum(tally["wins"]) + tally["draws"] == 12


def test_seats_rotate_so_each_level_moves_first_equally_often(monkeypatch):
    made: list[str] = []  # levels in the order play_game seats them: White first, then Black
    real_agent = ai.agent

    def recording_agent(game_id, level, seed):
        made.append(level)
        return real_agent(game_id, "random", seed)  # random stands in: the test is about seats

    monkeypatch.setattr(ai, "agent", recording_agent)
    tournament.run("tholos", ["easy", "hard"], games=6, seed=1)
    white = made[0::2]
    assert white == ["easy", "hard", "easy", "hard", "easy", "hard"]
    assert made[1::2] == ["hard", "easy", "hard", "easy", "hard", "easy"]


def test_wins_are_credited_to_the_entry_not_the_seat(capsys):
    # Normal beats random from either chair; rotation must not swap the credit.
    tally = run_tool(capsys, "--seats", "normal,random", "--games", "10", "--seed", "2")
    assert tally["wins"][0] >= 8 and tally["wins"][1] <= 2
    flipped = run_tool(capsys, "--seats", "random,normal", "--games", "10", "--seed", "2")
    assert flipped["wins"][1] >= 8 and flipped["wins"][0] <= 2


def _results(tally: dict) -> dict:
    """The tally without the think times, which are measured, not played."""
    return {key: value for key, value in tally.items() if key != "seconds"}


def test_same_seed_same_tally_also_with_two_processes(capsys):
    args = ["--seats", "easy,random", "--games", "8", "--seed", "9"]
    alone = _results(run_tool(capsys, *args))
    assert _results(run_tool(capsys, *args)) == alone
    assert _results(run_tool(capsys, *args, "--jobs", "2")) == alone


def test_a_reference_seat_plays_with_its_wins_counted_per_rules_seat(capsys):
    tally = run_tool(capsys, "--seats", "random,uct", "--games", "4", "--seed", "3", "--ref-seconds", "0.02")
    assert tally["games_as"] == [[2, 2], [2, 2]]  # each entry sat in each chair twice
    assert [sum(row) for row in tally["wins_as"]] == tally["wins"]
    assert sum(tally["wins"]) + tally["draws"] == 4
    assert tally["ratio"] is None and len(tally["seconds"]) == 2


def test_games_cut_at_the_ply_cap_are_draws(capsys, monkeypatch):
    monkeypatch.setattr(tournament, "PLY_CAP", 5)  # no Tholos game ends in 5 decisions
    assert tournament.main(["--seats", "random,random", "--games", "3"]) == 0
    captured = capsys.readouterr()
    tally = json.loads(captured.out)
    assert tally["wins"] == [0, 0] and tally["draws"] == 3
    assert "3 game(s) stopped at the 5-ply cap" in captured.err


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--seats", "normal,wizard"], "unknown level(s) wizard"),
        (["--game", "chess", "--seats", "random,random"], "unknown game 'chess'"),
        (["--seats", "normal,random", "--players", "3"], "--players is 3"),
        (["--seats", "normal"], "Tholos is for 2 players, not 1"),
        (["--seats", "normal,random", "--games", "0"], "--games must be at least 1"),
        (["--seats", "normal,random", "--jobs", "0"], "--jobs must be at least 1"),
        (["--seats", "normal,random", "--games", "many"], "invalid int value"),
        (["--seats", "uct,ref"], "give --ref-seconds"),
        (["--seats", "hard,uct", "--ratio", "0"], "must be above 0"),
        (["--seats", "hard,uct", "--save-dir", "games"], "a 'random' or reference seat cannot be saved"),
    ],
)
def test_bad_arguments_exit_2_with_a_clear_message(capsys, argv, message):
    with pytest.raises(SystemExit) as exit_info:
        tournament.main(argv)
    assert exit_info.value.code == 2
    captured = capsys.readouterr()
    assert message in captured.err and captured.out == ""
