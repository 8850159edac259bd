"""Tutorial files: every chapter and why.yaml in levels/tutorials passes `python -m tools.tutorial
check` (so a rule change that breaks a tutorial fails here), and the reader and the tool
refuse broken chapters with the file and line."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import paths, tutorial
from tools import tutorial as tool

ALL_FILES = sorted(paths.level("tutorials").rglob("*.yaml"))

GOOD = """\
kind: tutorial
game: tholos
id: demo
title: A demo
summary: One line.
seats: [You, Ada]
steps:
  - caption: Take three white stones.
    do: deliver 3W
    hint: Click the white heap, then 3.
    highlight: [quarry:quarry]
  - caption: Ada takes two black stones.
    play: [deliver 2B]
    expect:
      workshops: {white: WWW, black: BB}
"""


def write(tmp_path: Path, text: str, name: str = "01-demo.yaml") -> Path:
    folder = tmp_path / "tholos"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def problems(path: Path) -> list[str]:
    return tool.check_file(path, {})


@pytest.mark.parametrize("path", ALL_FILES, ids=[f"{p.parent.name}/{p.name}" for p in ALL_FILES])
def test_every_tutorial_file_passes_the_checker(path):
    assert problems(path) == []


def test_the_checker_exits_0_on_the_shipped_tutorials_and_1_on_a_broken_one(tmp_path, capsys):
    assert tool.main(["check", str(paths.level("tutorials", "tholos"))]) == 0
    broken = write(tmp_path, GOOD.replace("deliver 3W", "deliver 3G"))
    assert tool.main(["check", str(broken)]) == 1
    # grey is limited to two per delivery; the `do` is on line 9 of the file
    assert f"{broken}: line 9: step 1:" in capsys.readouterr().err


def test_a_well_formed_chapter_checks_clean(tmp_path):
    assert problems(write(tmp_path, GOOD)) == []


def test_a_failed_expect_names_the_line_of_the_expect(tmp_path):
    path = write(tmp_path, GOOD.replace("black: BB}", "black: BBB}"))
    found = problems(path)
    assert len(found) == 1 and found[0].startswith(f"{path}: line 14: step 2: ")
    assert "state.workshops.black: expected 'BBB', found 'BB'" in found[0]


def test_a_target_that_is_not_on_the_map_is_named_with_its_line(tmp_path):
    path = write(tmp_path, GOOD.replace("[quarry:quarry]", "[site:epsilon]"))
    assert problems(path) == [f"{path}: line 11: step 1: 'site:epsilon' is no object of the game's map"]


def test_a_move_the_learner_cannot_make_is_refused(tmp_path):
    # two computer moves first: the learner's `do` would come in Ada's turn
    text = GOOD.replace(
        "    do: deliver 3W\n    hint: Click the white heap, then 3.\n",
        "    play: [deliver 3W]\n    do: deliver 2B\n    hint: Click.\n",
    )
    path = write(tmp_path, text)
    (found,) = problems(path)
    assert f"{path}: line 10: step 1: 'deliver 2B' is not the learner's decision" in found


def test_a_chance_step_must_be_dictated(tmp_path):
    # Die Druiden begins by drawing cards: a learner's move cannot come first
    path = tmp_path / "druiden" / "01-demo.yaml"
    path.parent.mkdir()
    path.write_text(
        "kind: tutorial\ngame: druiden\nid: demo\ntitle: T\nsummary: S\nsteps:\n"
        "  - caption: Go.\n    do: pass\n    hint: Click.\n",
        encoding="utf-8",
    )
    found = problems(path)
    assert any("line 8: step 1:" in p for p in found), found


@pytest.mark.parametrize(
    "change,line,words",
    [
        (("  - caption: Ada", "  - captoin: Ada"), 12, "unknown field(s): captoin"),
        (("    hint: Click the white heap, then 3.\n", ""), 9, "needs a hint"),
        (("kind: tutorial", "kind: scenario"), 1, "starts with 'kind: tutorial'"),
        (("id: demo", "id: Demo Chapter"), 3, "id must be"),
        (("seats: [You, Ada]", "seats: [You]"), 6, "seats must list 2 names"),
        (("Take three white stones.", "x" * 401), 8, "caption must be a text of at most 400"),
        (("[quarry:quarry]", "[quarry]"), 11, "highlight must be a list"),
        (("game: tholos", "game: chess"), 2, "unknown game 'chess'"),
    ],
)
def test_a_broken_chapter_is_refused_with_file_and_line(tmp_path, change, line, words):
    path = write(tmp_path, GOOD.replace(*change))
    with pytest.raises(tutorial.TutorialError) as caught:
        tutorial.load(path)
    assert str(caught.value).startswith(f"{path}: line {line}: ")
    assert words in str(caught.value)


def test_a_repeated_key_and_an_oversized_file_are_refused(tmp_path):
    path = write(tmp_path, GOOD.replace("title: A demo", "title: A demo\ntitle: Again"))
    with pytest.raises(tutorial.TutorialError, match=r"line 5: .*'title' appears twice"):
        tutorial.load(path)
    big = write(tmp_path, GOOD + "#" * (1 << 20), "02-big.yaml")
    with pytest.raises(tutorial.TutorialError, match="too large"):
        tutorial.load(big)


def test_a_file_named_after_another_id_is_a_problem(tmp_path):
    path = write(tmp_path, GOOD, "01-other.yaml")
    assert problems(path) == [f"{path}: the file must be named <NN>-demo.yaml (NN: its place in the chapter list)"]


def test_chapters_are_listed_by_their_number_and_broken_ones_reported(tmp_path, monkeypatch):
    monkeypatch.setattr(tutorial, "folder", lambda game_id: tmp_path / game_id)
    write(tmp_path, GOOD.replace("id: demo", "id: second"), "10-second.yaml")
    write(tmp_path, GOOD, "2-demo.yaml")
    write(tmp_path, "kind: tutorial\n", "03-broken.yaml")
    write(tmp_path, "notes", "notes.txt")
    good, bad = tutorial.chapters("tholos")
    assert [c.id for c in good] == ["demo", "second"]
    assert len(bad) == 1 and "03-broken.yaml" in bad[0]


def test_replay_rebuilds_the_position_before_a_step():
    chapter = tutorial.load(paths.level("tutorials", "tholos", "02-a-turn.yaml"))
    # before step 4: White took three white stones (step 2), Black two grey (step 3)
    state = tutorial.replay(chapter, 3)
    data = state.to_json()
    assert data["workshops"] == {"white": "WWW", "black": "GG"}
    assert data["quarry"] == {"W": 13, "B": 16, "G": 8}


def test_a_chapter_file_edited_between_two_reads_is_read_as_it_is_now(tmp_path):
    path = write(tmp_path, GOOD)
    assert tutorial.load(path).title == "A demo"
    path.write_text(GOOD.replace("title: A demo", "title: B demo"), encoding="utf-8")  # same size
    assert tutorial.load(path).title == "B demo"
    path.write_text(GOOD.replace("title: A demo", "title: [A demo"), encoding="utf-8")
    with pytest.raises(tutorial.TutorialError, match="not valid YAML"):
        tutorial.load(path)
