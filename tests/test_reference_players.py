"""The reference searchers of tools/reference.py, which measure the box's computer players:
they play legal moves from the observation alone, repeat a move for the same seed and
iteration budget, and play well enough to be a yardstick (they beat random play)."""

from __future__ import annotations

import random

import pytest

from game.core import chance, registry
from game.core.match import Match, Seat
from game.core.protocol import CHANCE
from tools import reference, reference_judges, tournament


@pytest.mark.parametrize("kind", reference.REFERENCES)
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_reference_plays_a_legal_move_and_repeats_it_for_the_same_seed(game_id, kind):
    spec = registry.get(game_id)
    match = Match(game_id, [Seat(f"P{k}", "human", k) for k in range(spec.min_players)], seed=5)
    rnd = random.Random(5)
    for _ in range(12):  # a few random moves in, where there is something to choose
        state = match.state
        if state.current_player() == CHANCE:
            match.play(chance.sample(state, rnd))
        else:
            match.play(rnd.choice(state.legal_actions()))
    while match.state.current_player() == CHANCE:
        match.play_chance()
    seen = match.state.observation(match.state.current_player())
    first = reference.make_reference(kind, seed=8, iterations=60).choose(seen)
    assert seen.why_illegal(first) is None
    assert reference.make_reference(kind, seed=8, iterations=60).choose(seen.clone()) == first


@pytest.mark.parametrize("kind", reference.REFERENCES)
def test_a_reference_beats_random_play_at_tholos(kind, monkeypatch):
    """With 150 iterations a decision, in either chair."""
    monkeypatch.setattr(tournament, "_agent", _iterations(150))
    tally = tournament.run("tholos", [kind, "random"], games=4, seed=6, ref_seconds=1.0)
    assert tally["wins"][0] >= 3


def _iterations(n: int):
    real = tournament._agent

    def made(game_id, level, seed):
        if level in reference.REFERENCES:
            return reference.make_reference(level, seed, iterations=n)
        return real(game_id, level, seed)

    return made


def _druiden_mid_game(seed: int):
    """A two-player Die Druiden game a few random moves in, as the whole truth."""
    spec = registry.get("druiden")
    state = spec.new_game(2, seed)
    rnd = random.Random(seed)
    for _ in range(20):
        if state.is_over():
            break
        if state.current_player() == CHANCE:
            state.apply(chance.sample(state, rnd))
        else:
            state.apply(rnd.choice(state.legal_actions()))
    return state


def test_the_druiden_cut_off_shares_one_win_between_two_and_counts_a_plant():
    """ "ref" judges Die Druiden by the points expected over the vote's two outcomes: with two
    players the shares are a logistic of the lead and its opposite (they add up to 1), and a
    Raute (15 points if the Sun wins) more in a hand raises that player's share."""
    judge = reference_judges.judge_for("druiden")
    assert judge is not None and reference_judges.judge_for("tholos") is None
    for seed in (1, 2, 3):
        state = _druiden_mid_game(seed)
        before = judge(state)
        assert 0 < before[0] < 1 and before[0] + before[1] == pytest.approx(1.0)
        richer = state.clone()
        richer.hands[0][2] += 1  # Raute
        assert judge(richer)[0] > before[0]


def test_a_druid_still_walking_counts_what_it_may_gather():
    """The same position with a player's druid taken off the circles onto the Place of
    Decision: its votes count in full there, but the plants it might still gather are gone,
    and early in the game that weighs more."""
    from game.druiden.rules.pieces import DECISION, DRUID

    judge = reference_judges.judge_for("druiden")
    checked = 0
    for seed in range(1, 7):
        state = _druiden_mid_game(seed)
        if not 0 <= state.pos[DRUID] < DECISION or state.round > 10:
            continue
        placed = state.clone()
        placed.pos[DRUID] = DECISION
        assert judge(placed)[0] < judge(state)[0]
        checked += 1
    assert checked >= 2
