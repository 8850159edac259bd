"""Computer players: legal, deterministic, blind to nothing but their observation, and sensible."""

from __future__ import annotations

import random

import pytest

from game import ai
from game.tholos.rules import TholosState, from_position, to_json
from game.tholos.rules.material import SIGMA, WHITE

LEVELS = ("random", "easy", "normal", "hard")


def random_positions(count: int, seed: int) -> list[TholosState]:
    """Positions reached by random play at every stage, bonus decisions included."""
    rng = random.Random(seed)
    found: list[TholosState] = []
    while len(found) < count:
        state = TholosState(rng.randrange(10**6))
        stop = rng.randrange(1, 90)
        while not state.is_over() and state.ply < stop:
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over():
            found.append(state)
    return found


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_level_plays_a_legal_action_from_random_positions(level):
    bonus_positions = 0
    for i, state in enumerate(random_positions(60, seed=7)):
        bonus_positions += state.bonus_site >= 0
        action = ai.choose("tholos", level, state.observation(state.player), seed=i)
        assert state.why_illegal(action) is None, (to_json(state), str(action))
    assert bonus_positions > 0  # the sample really covers pending bonus decisions


def test_hard_plays_a_legal_action_from_random_positions():
    for i, state in enumerate(random_positions(8, seed=11)):
        action = ai.choose("tholos", "hard", state.observation(state.player), seed=i)
        assert state.why_illegal(action) is None, (to_json(state), str(action))


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_choices_and_the_observation_is_left_untouched(level):
    for state in random_positions(4 if level == "hard" else 12, seed=3):
        before = to_json(state)
        first = ai.choose("tholos", level, state.clone(), seed=42)
        again = ai.choose("tholos", level, state.clone(), seed=42)
        assert first == again
        ai.choose("tholos", level, state, seed=42)
        assert to_json(state) == before


def test_a_seeded_agent_repeats_a_whole_game():
    def game(seed):
        state, log = TholosState(5), []
        agents = [ai.agent("tholos", "easy", seed), ai.agent("tholos", "random", seed + 1)]
        while not state.is_over():
            action = agents[state.player].choose(state.observation(state.player))
            log.append(str(action))
            state.apply(action)
        return log

    assert game(9) == game(9)
    assert game(9) != game(10)  # the seed matters, or the random seat would be a fake


def test_random_level_spreads_over_all_legal_actions():
    state = TholosState(1)  # White's first turn: 3 + 2 + 1 deliveries
    picked = {str(ai.choose("tholos", "random", state, seed=s)) for s in range(200)}
    assert picked == {str(a) for a in state.legal_actions()}


def deciding_last_stone() -> TholosState:
    """White to place the last stone on Σ (W W B B). Counted by hand: Black holds Ω
    (B B B W G: 3 + 3 - 2 = 4), the five columns W B W B G score nobody. A white stone makes Σ
    White's (3 + 2·3 = 9 > 4, White wins); the grey one leaves Σ tied and Black wins 4 : 0."""
    tied = "WBWBG"
    return from_position(
        {
            "to_move": "white",
            "columns": {
                "omega": "BBBWG",
                "alpha": tied,
                "beta": tied,
                "gamma": tied,
                "delta": tied,
                "pi": tied,
                "sigma": "WWBB",
            },
            "workshops": {"white": "WG", "black": ""},
            "quarry": {"W": 0, "B": 0, "G": 0},
        }
    )


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_thinking_level_places_the_winning_stone(level):
    state = deciding_last_stone()
    assert {str(a) for a in state.legal_actions()} == {"place W sigma", "place G sigma"}
    for seed in range(5):
        action = ai.choose("tholos", level, state.clone(), seed=seed)
        assert (action.kind, action.colour, action.site) == ("place", WHITE, SIGMA)
    state.apply(action)
    assert state.winners() == [0]


def test_unknown_level_or_game_is_refused_with_the_known_names():
    with pytest.raises(ValueError, match="known: random, easy, normal, hard"):
        ai.agent("tholos", "grandmaster", 1)
    with pytest.raises(ValueError, match="no computer players for game 'chess'"):
        ai.agent("chess", "hard", 1)
    # The random level needs nothing from the game, so any game id has one.
    assert ai.agent("chess", "random", 1).choose(TholosState(0)) is not None


def play(levels: tuple[str, str], seed: int) -> list[int]:
    state = TholosState(seed)
    agents = [ai.agent("tholos", lv, seed * 7 + i) for i, lv in enumerate(levels)]
    while not state.is_over():
        state.apply(agents[state.player].choose(state.observation(state.player)))
    return state.winners()


def test_normal_beats_a_random_player_nearly_always():
    wins = 0
    for g in range(20):
        levels = ("normal", "random") if g % 2 == 0 else ("random", "normal")
        winners = play(levels, seed=100 + g)
        wins += winners == [levels.index("normal")]
    assert wins >= 16


def test_easy_still_beats_a_random_player_mostly():
    wins = 0
    for g in range(20):
        levels = ("easy", "random") if g % 2 == 0 else ("random", "easy")
        winners = play(levels, seed=300 + g)
        wins += winners == [levels.index("easy")]
    assert wins >= 14
