"""A click the Dolmen rules do not allow is read as the action it most plausibly meant, and
refused with that action's reason in words (game.dolmen.view.choosing.meant): someone else's
druid, a circle instead of a place, a place where a circle is asked."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match, Seat
from game.dolmen.rules import Phase
from game.dolmen.view import choosing


def _match(game_id: str) -> Match:
    return Match(game_id, [Seat("Anna", "human", 0), Seat("Bo", "human", 1), Seat("Cai", "human", 2)], seed=2)


def _until(match: Match, phase: Phase, seed: int = 5, most: int = 4000) -> None:
    rng = random.Random(seed)
    for _ in range(most):
        if match.state.phase is phase and not match.state.is_over():
            return
        match.play(rng.choice(match.state.legal_actions()))
    pytest.skip(f"no {phase} came up")


def _refused(state, spot, selected=None) -> str:
    action = choosing.meant(state, spot, selected)
    assert action is not None and action not in state.legal_actions()
    return state.why_illegal(action)


@pytest.mark.parametrize("game_id", ["dolmen", "dolmengoetter"])
def test_a_click_on_someone_elses_druid_says_it_is_not_yours(game_id):
    match = _match(game_id)
    _until(match, Phase.TURN)
    rng = random.Random(1)

    def waiting(state) -> bool:  # a turn after the setup round, with a rival's druid out
        rival = any(d not in (-1, state.current_player()) for d in state.druid)
        return state.phase is not Phase.TURN or state.setting_up() or not rival

    while waiting(match.state):
        match.play(rng.choice(match.state.legal_actions()))
    state = match.state
    me = state.current_player()
    theirs = next(n for n, d in enumerate(state.druid) if d >= 0 and d != me)
    assert _refused(state, ("node", theirs)).startswith("you have no druid on ")


def test_a_click_on_a_circle_in_a_dolmen_turn_asks_for_a_druid_first():
    match = _match("dolmen")
    _until(match, Phase.TURN)
    assert _refused(match.state, ("circle", 0)) == "first place, move or remove a druid"


@pytest.mark.parametrize("phase", [Phase.STONE, Phase.ORDER])
def test_in_the_middle_of_a_turn_a_click_elsewhere_says_what_is_asked(phase):
    match = _match("dolmen")
    _until(match, phase, seed=7)
    state = match.state
    if phase is Phase.STONE:
        said = _refused(state, ("circle", 0))
        assert said.startswith("first place a stone on ") and said.endswith(" or skip it")
    else:
        node = next(n for n in range(len(state.druid)) if state.druid[n] < 0 and state.stone[n] < 0)
        said = _refused(state, ("node", node))
        assert said.startswith("first choose which circle's dolmen placement comes next")
