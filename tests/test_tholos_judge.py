"""The hard Tholos player's judgement of a position (game/tholos/ai_judge.py): the same for
either builder seen from the other side, exact on a finished game, and weighing columns,
workshops and the quarry as its contract says. The values are worked out by hand from the
module's documented weights."""

from __future__ import annotations

import random

import pytest

from game.tholos.ai_eval import WIN, evaluate
from game.tholos.ai_judge import judge
from game.tholos.rules import TholosState, from_position


def position(columns: dict, workshops: dict | None = None, quarry: dict | None = None, to_move="white"):
    data = {"to_move": to_move, "columns": columns, "workshops": workshops or {"white": "", "black": ""}}
    if quarry is not None:
        data["quarry"] = quarry
    return from_position(data)


def test_either_builder_sees_the_same_position_from_the_other_side():
    rnd = random.Random(4)
    seen = 0
    for game in range(6):
        state = TholosState(game)
        while not state.is_over():
            assert judge(state, 0) == pytest.approx(-judge(state, 1))
            seen += 1
            state.apply(rnd.choice(state.legal_actions()))
    assert seen > 200


def test_a_finished_game_counts_its_score_and_the_win():
    # White's W on Σ (W W B B) completes it: 3 + 2·3 = 9 points against Black's 3 + 3 − 2 = 4
    # on Ω (B B B W G); the other columns are tied
    tied = "WBWBG"
    state = position(
        {"omega": "BBBWG", "alpha": tied, "beta": tied, "gamma": tied, "delta": tied, "pi": tied, "sigma": "WWBB"},
        {"white": "WG", "black": ""},
        {"W": 0, "B": 0, "G": 0},
    )
    state.apply(state.parse_action("place W sigma"))
    assert state.is_over() and state.winners() == [0]
    assert judge(state, 0) == evaluate(state, 0) == WIN + 5
    assert judge(state, 1) == -WIN - 5


def test_a_tall_lead_counts_nearly_as_a_complete_column_a_lone_stone_little():
    quarry = {"W": 10, "B": 10, "G": 8}
    empty = judge(position({}, quarry=quarry), 0)
    # the same quarry, workshops and builder to move: only the column differs, and with it the
    # stage (stones built of 35), which adds 0.61 per 35th to the turn's worth for White
    lone = judge(position({"omega": "W"}, quarry=quarry), 0) - empty
    tall = judge(position({"omega": "WWW"}, quarry=quarry), 0) - empty
    complete = judge(position({"omega": "WWWGG"}, quarry=quarry), 0) - empty
    # a lone stone: 1 point, worth 0.76 + 0.76 for leading
    assert lone == pytest.approx(1.52 + 0.61 / 35, abs=1e-6)
    # three stones, two places free: 3 points at 1.58, and 0.53 for leading
    assert tall == pytest.approx(3 * 1.58 + 0.53 + 0.61 * 3 / 35, abs=1e-6)
    # complete W W W G G: 3 − 2·2 = −1 point for White (owning it weighs 1.04)
    assert complete == pytest.approx(-1 + 1.04 + 0.61 * 5 / 35, abs=1e-6)
    assert lone < tall


def test_a_rival_stone_in_the_workshop_costs_early_and_pays_late():
    """Early it only takes a place; once the temple stands nearly built it can go on a
    column one holds, for 3 points."""
    quarry = {"W": 10, "B": 10, "G": 8}
    early = judge(position({}, {"white": "B", "black": ""}, quarry), 0) - judge(position({}, quarry=quarry), 0)
    tied = "WBWBG"
    late_columns = {"omega": tied, "alpha": tied, "beta": tied, "gamma": tied, "delta": tied, "pi": tied}
    few = {"W": 2, "B": 2, "G": 2}
    late = judge(position(late_columns, {"white": "B", "black": ""}, few), 0) - judge(
        position(late_columns, quarry=few), 0
    )
    assert early == pytest.approx(-3.15, abs=1e-6)  # stage 0
    assert late == pytest.approx(-3.15 + 3.81 * 30 / 35, abs=1e-6)  # 30 of 35 stones built
    assert early < 0 < late
