"""Die Druiden scenarios: levels/scenarios/druiden/ covers every rule the issue's test list
names (tests/test_tholos_scenarios.py runs every scenario file of every game), and a scenario
dictating a card that cannot come up is reported with its line and the reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import scenario
from game.core.scenario import ScenarioError
from tools import scenario as scenario_tool

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "levels" / "scenarios" / "druiden"
NAMES = sorted(p.name for p in FOLDER.glob("*.yaml"))

#: Each rule of the issue's test list, with the words that name its scenarios' files.
TOPICS = {
    "every field action": (
        "field-plant",
        "field-dwarf",
        "field-spirit-summons",
        "field-spirit-banishes",
        "field-take-control",
        "field-action-is",
    ),
    "exchange": ("exchange-draws", "exchange-gives-back", "exchange-asks"),
    "Bannspruch reactions": (
        "bannspruch-forbids-banishing",
        "bannspruch-forbids-taking",
        "bannspruch-forbids-an-exchange",
        "bannspruch-forbids-the-morrigans-t",
        "bannspruch-forbids-the-morrigans-s",
    ),
    "Nebel": ("nebel-rerolls", "nebel-on-the-die", "nebel-rerolled-into"),
    "the Morrigan": (
        "morrigan-summoned",
        "morrigan-moved",
        "morrigan-taken",
        "morrigan-never",
        "morrigan-set-by-magic",
    ),
    "the Dwarf King": ("field-dwarf-king", "vote-every-extra"),
    "magic movement": ("magic-movement-draws", "magic-movement-sets", "two-rings-offer"),
    "the hand limit": (
        "hand-limit-offers",
        "hand-limit-discards",
        "morrigan-set-by-magic",
        "vote-comes-before-the-hand-limit",
    ),
    "the reshuffle": ("stack-empty-reshuffles", "stack-empty-reshuffle-then", "stack-and-discard-empty"),
    "the vote with every extra and the tie round": (
        "vote-every-extra",
        "vote-tie-opens",
        "vote-tie-round",
        "vote-starts-with",
    ),
    "the 40-round rule": ("forty-rounds-hold", "forty-rounds-final-tie", "forty-rounds-last"),
    "scoring with a complete potion": ("scoring-complete-potion", "scoring-a-tie"),
}

POSITION = (
    "position:\n  players: 2\n  hands: {0: [Lug], 1: [Beifuß]}\n"
    "  stack: [Raute, Nebel]\n"
    "  discard: [Johanniskraut, Johanniskraut, Johanniskraut, Wilder Rosmarin,\n"
    "    Wilder Rosmarin, Wilder Rosmarin, Raute, Beifuß, Beifuß, Eisenkraut,\n"
    "    Eisenkraut, Eisenkraut, Alraune, Alraune, Mistel, Mistel, Mistel, Mistel,\n"
    "    Tollkirsche, Tollkirsche, Tollkirsche, Teutates, Teutates, Lug,\n"
    "    Magisches Bild, Magisches Bild, Magisches Bild, Bannspruch, Bannspruch,\n"
    "    Bannspruch, Bannspruch, Bannspruch, Bannspruch, Nebel, Nebel, Nebel]\n"
    "  druids: {0: m5, 1: m7}\n"
)


@pytest.mark.parametrize("topic", sorted(TOPICS))
def test_every_rule_of_the_issue_has_its_scenarios(topic):
    for start in TOPICS[topic]:
        assert any(name.startswith(start) for name in NAMES), f"{topic}: no {start}*.yaml"


def test_the_scenario_test_runs_the_druiden_folder():
    import test_tholos_scenarios

    found = {p.name for p in test_tholos_scenarios.SCENARIOS if p.parent == FOLDER}
    assert found == set(NAMES) and len(found) >= 40


def _write(tmp_path: Path, actions: list[str]) -> Path:
    path = tmp_path / "stack.yaml"
    lines = "".join(f"  - {a}\n" for a in actions)
    path.write_text(f"title: t\ngame: druiden\n{POSITION}actions:\n{lines}", encoding="utf-8")
    return path


def test_a_draw_naming_a_card_not_in_the_stack_is_reported_with_its_line(tmp_path):
    # the stack holds one Raute and one Nebel; the fourth action wants a Lug
    path = _write(tmp_path, ["roll 1 bend", "move 1 druid m6", "gather", "draw Lug"])
    with pytest.raises(ScenarioError) as err:
        scenario.run(scenario.load(path))
    message = str(err.value)
    # the position takes lines 3-13, 'actions:' line 14, its fourth item line 18
    assert message.startswith(f"{path}: line 18: illegal action 'draw Lug'")
    assert "no Lug is left in the stack (it holds Raute, Nebel)" in message
    assert "(the outcomes that can come up: draw Raute, draw Nebel)" in message


def test_the_scenario_tool_reports_a_card_not_in_the_stack_and_exits_1(tmp_path, capsys):
    path = _write(tmp_path, ["roll 1 bend", "move 1 druid m6", "gather", "draw Lug"])
    assert scenario_tool.main([str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"error: {path}: line 18: illegal action 'draw Lug': no Lug is left")


def test_a_blind_take_naming_a_card_the_hand_lacks_is_reported_with_its_line(tmp_path):
    path = _write(tmp_path, ["roll 1 bend", "move 1 druid m6", "exchange 1 with 1", "accept", "take Raute"])
    with pytest.raises(ScenarioError) as err:
        scenario.run(scenario.load(path))
    message = str(err.value)
    assert "line 19: illegal action 'take Raute': player 1 holds no Raute" in message
    assert "(the outcomes that can come up: take Beifuß)" in message


def test_a_dictated_draw_of_a_card_in_the_stack_is_played(tmp_path):
    path = _write(tmp_path, ["roll 1 bend", "move 1 druid m6", "gather", "draw Nebel"])
    state = scenario.run(scenario.load(path))
    assert state.hand_size(0) == 2 and state.stack_n == 1 and state.active == 1
