"""Every scenario in levels/scenarios/ holds (hand-computed checks in its YAML), and the
scenario loader names the file and line of whatever is wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import scenario
from game.core.scenario import ScenarioError

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "levels" / "scenarios").rglob("*.yaml"))


def test_there_are_tholos_scenarios():
    assert len([p for p in SCENARIOS if p.parent.name == "tholos"]) >= 20


def test_there_are_dolmengoetter_scenarios():
    assert len([p for p in SCENARIOS if p.parent.name == "dolmengoetter"]) >= 12


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_scenario_holds(path):
    loaded = scenario.load(path)
    assert loaded.title, f"{path.name} needs a title saying what it shows"
    assert scenario.check(loaded) == []


def _write(tmp_path: Path, text: str, name: str = "bad.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_illegal_action_is_reported_with_file_and_line(tmp_path):
    path = _write(tmp_path, "title: t\ngame: tholos\nactions:\n  - deliver 3W\n  - deliver 3B\n  - deliver 1W\n")
    # line 6: Black's workshop is full after 'deliver 3B'
    with pytest.raises(ScenarioError) as err:
        scenario.run(scenario.load(path))
    message = str(err.value)
    assert "bad.yaml" in message and "line 6" in message
    assert "deliver 1W" in message and "full" in message


def test_bad_notation_is_reported_with_line(tmp_path):
    path = _write(tmp_path, "game: tholos\nactions:\n  - deliver 3W\n  - fly W omega\n")
    with pytest.raises(ScenarioError, match=r"bad\.yaml: line 4: .*fly W omega"):
        scenario.run(scenario.load(path))


def test_broken_yaml_is_reported_with_line(tmp_path):
    path = _write(tmp_path, "game: tholos\nactions: [deliver 3W\nexpect: {}\n")
    with pytest.raises(ScenarioError, match=r"bad\.yaml: line \d+: not valid YAML"):
        scenario.load(path)


def test_unknown_game_is_reported_with_line(tmp_path):
    path = _write(tmp_path, "title: t\ngame: chess\n")
    with pytest.raises(ScenarioError, match=r"bad\.yaml: line 2: unknown game 'chess'"):
        scenario.load(path)


def test_bad_position_is_reported_with_line(tmp_path):
    path = _write(tmp_path, "game: tholos\nposition:\n  columns: {omega: WWWWWW}\n")
    with pytest.raises(ScenarioError, match=r"bad\.yaml: line 2: position: .*at most 5"):
        scenario.run(scenario.load(path))


def test_unknown_field_is_reported_with_line(tmp_path):
    path = _write(tmp_path, "game: tholos\nexpcet: {}\n")
    with pytest.raises(ScenarioError, match=r"bad\.yaml: line 2: unknown field\(s\): expcet"):
        scenario.load(path)


def test_failed_checks_are_reported_not_hidden(tmp_path):
    path = _write(
        tmp_path,
        "game: tholos\nactions: [deliver 3W]\n"
        "expect: {to_move: white}\n"
        "legal_excludes: [delvier 1B]\n"
        "refused: [{action: deliver 3B, reason: full}]\n",
    )
    problems = scenario.check(scenario.load(path))
    assert any("to_move" in p and "'black'" in p for p in problems)
    assert any("line 4" in p and "delvier" in p for p in problems)  # a typo is no pass
    assert any("deliver 3B" in p and "legal" in p for p in problems)
    assert len(problems) == 3


def test_notations_in_checks_may_use_any_case(tmp_path):
    path = _write(tmp_path, "game: tholos\nlegal_includes: [DELIVER 3w]\n")
    assert scenario.check(scenario.load(path)) == []


def test_other_kinds_of_level_file_are_not_taken_for_scenarios(tmp_path):
    path = _write(tmp_path, "kind: tutorial\ngame: tholos\n")
    with pytest.raises(ScenarioError, match=r"bad\.yaml: line 1: kind 'tutorial' is not a scenario"):
        scenario.load(path)
