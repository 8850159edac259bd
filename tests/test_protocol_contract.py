"""The game protocol's contract, checked for every registered game, rule set and player count
(and for the test-only dice game of tests/chance_game.py, which has chance steps and a secret).

Each case plays a few seeded random games: decisions uniformly at random, chance outcomes by
the match driver (game.core.chance) from the seed. At sampled positions along the way: a clone
equals the original and changes alone; every legal action reads back from its notation; an
action that is not legal is refused with a reason and changes nothing; chance steps list their
outcomes with probabilities summing to 1; observations are playable, hold no generator and
are the same whatever a seat's rivals hold (each game declares its secrets through
GameSpec.vary_secrets); a seat sees the same events from two actions it cannot tell apart;
states and observations survive pickling; seed plus actions replays the game; every game ends.
"""

from __future__ import annotations

import io
import math
import pickle
import random

import pytest
from chance_game import SPEC as DICE

from game.core import chance, registry
from game.core.protocol import CHANCE, TERMINAL, GameState, IllegalAction

SEEDS = (1, 2, 3, 4, 5)
EVERY = 6  # plies between sampled positions
PLY_CAP = 3000


def _cases():
    specs = [registry.get(g) for g in registry.game_ids()] + [DICE]
    return [
        pytest.param(spec, n, id=f"{spec.id}-{n}p")
        for spec in specs
        for n in range(spec.min_players, spec.max_players + 1)
    ]


CASES = _cases()


def step(state, seed: int, k: int, rnd: random.Random):
    """The action taken at step k: the driver's outcome at a chance step, else a random one."""
    if state.current_player() == CHANCE:
        return chance.outcome(state, seed, k)
    return rnd.choice(list(state.legal_actions()))


def positions(spec, players: int, seed: int, every: int = EVERY):
    """Plays one random game; yields (state, k, rnd) at every `every`-th step and at the end.
    The state goes on being played after the yield: take a clone to keep one."""
    rnd = random.Random(seed)
    state = spec.new_game(players, seed)
    for k in range(PLY_CAP):
        if k % every == 0 or state.is_over():
            yield state, k, rnd
        if state.is_over():
            return
        state.apply(step(state, seed, k, rnd))
    raise AssertionError(f"{spec.id}: no end after {PLY_CAP} steps")


def sampled(spec, players: int, every: int = EVERY):
    for seed in SEEDS:
        yield from positions(spec, players, seed, every)


def picture(spec, state) -> dict:
    """What a state shows (its JSON), with whose decision and the legal actions in order."""
    return {"json": state.to_json(), "player": state.current_player(), "legal": [str(a) for a in state.legal_actions()]}


class _ClassFinder(pickle.Unpickler):
    """Reads a pickle and notes every class it names."""

    def __init__(self, data: bytes) -> None:
        super().__init__(io.BytesIO(data))
        self.classes: set[tuple[str, str]] = set()

    def find_class(self, module, name):
        self.classes.add((module, name))
        return super().find_class(module, name)


def generators_inside(state) -> set[tuple[str, str]]:
    """Random generators a state carries, found by the classes its pickle names."""
    finder = _ClassFinder(pickle.dumps(state))
    finder.load()
    return {
        (m, n)
        for m, n in finder.classes
        if m == "random" or m.startswith("numpy.random") or (m, n) == ("game.core.rng", "Rng")
    }


# --- the contract ---------------------------------------------------------------------------


@pytest.mark.parametrize("spec, players", CASES)
def test_a_clone_equals_the_original_and_changes_alone(spec, players):
    for state, _k, rnd in sampled(spec, players):
        assert isinstance(state, GameState)  # every method of the protocol is there
        twin = state.clone()
        assert picture(spec, twin) == picture(spec, state)
        if state.is_over():
            continue
        before = picture(spec, state)
        twin.apply(rnd.choice(list(twin.legal_actions())))
        assert picture(spec, state) == before


@pytest.mark.parametrize("spec, players", CASES)
def test_every_legal_action_reads_back_from_its_notation(spec, players):
    for state, _k, _rnd in sampled(spec, players):
        legal = list(state.legal_actions())
        assert len(set(legal)) == len(legal), "an action is listed twice"
        for action in legal:
            assert state.parse_action(str(action)) == action
            assert state.why_illegal(action) is None


@pytest.mark.parametrize("spec, players", CASES)
def test_an_action_that_is_not_legal_is_refused_and_changes_nothing(spec, players):
    seen: dict[str, object] = {}  # actions legal somewhere in these games, by notation
    refused = 0
    for state, _k, rnd in sampled(spec, players, every=5):
        legal = set(state.legal_actions())
        for action in legal:
            seen.setdefault(str(action), action)
        others = [a for a in seen.values() if a not in legal]
        for action in rnd.sample(others, min(4, len(others))):
            before = picture(spec, state)
            reason = state.why_illegal(action)
            assert isinstance(reason, str) and reason, f"'{action}' is refused without a reason"
            with pytest.raises(IllegalAction) as err:
                state.apply(action)
            assert str(action) in str(err.value)
            assert picture(spec, state) == before
            refused += 1
    assert refused > 0


@pytest.mark.parametrize("spec, players", CASES)
def test_chance_steps_list_their_outcomes_and_turns_and_endings_are_declared(spec, players):
    for state, _k, _rnd in sampled(spec, players, every=1):
        player, outcomes = state.current_player(), state.chance_outcomes()
        if state.is_over():
            assert player == TERMINAL and state.whose_turn() == TERMINAL
            assert list(state.legal_actions()) == [] and outcomes == []
            reason = state.end_reason()
            assert reason[:1].isupper() and reason.endswith("."), reason
            continue
        assert state.end_reason() == ""
        assert 0 <= state.whose_turn() < players
        if player == CHANCE:
            assert outcomes and math.isclose(sum(p for _a, p in outcomes), 1.0)
            assert all(0 < p <= 1 for _a, p in outcomes)
            assert list(state.legal_actions()) == [a for a, _p in outcomes]
        else:
            assert 0 <= player < players and outcomes == []
            assert state.legal_actions(), "a player to decide with no legal action"


@pytest.mark.parametrize("spec, players", CASES)
def test_observations_are_playable_and_hold_no_generator(spec, players):
    for n, (state, _k, rnd) in enumerate(sampled(spec, players)):
        assert not generators_inside(state), "a state holds a random generator"
        for seat in range(players):
            view = state.observation(seat)
            assert not generators_inside(view)
            assert view.current_player() == state.current_player()
            assert view.whose_turn() == state.whose_turn()
            assert view.is_over() == state.is_over()
            if state.current_player() == seat:  # the seat decides from its view alone
                assert [str(a) for a in view.legal_actions()] == [str(a) for a in state.legal_actions()]
            if n % 3 == seat % 3:  # the view plays on by itself (a searcher does)
                for _ in range(40):
                    if view.is_over():
                        break
                    chancy = view.current_player() == CHANCE
                    view.apply(chance.sample(view, rnd) if chancy else rnd.choice(list(view.legal_actions())))


@pytest.mark.parametrize("spec, players", CASES)
def test_an_observation_is_the_same_whatever_the_seats_rivals_hold(spec, players):
    if spec.vary_secrets is None:
        pytest.skip(f"{spec.title} has no secrets")
    varied = 0
    for state, _k, rnd in sampled(spec, players, every=4):
        for seat in range(players):
            truth = picture(spec, state)
            other = spec.vary_secrets(state, seat, random.Random(rnd.random()))
            assert picture(spec, state) == truth, "vary_secrets changed the state it was given"
            varied += other.to_json() != truth["json"]
            assert other.observation(seat).to_json() == state.observation(seat).to_json()
    assert varied > 0, "no position had a secret to vary: the check above proved nothing"


@pytest.mark.parametrize("spec, players", CASES)
def test_a_seat_sees_the_same_events_from_actions_it_cannot_tell_apart(spec, players):
    """If two actions leave a seat the same observation and a spectator (seat -1) sees the
    same events of them, that seat sees the same events too: another player's hidden value or
    card never shows in an animation of a seat that may not know it. What the spectator tells
    apart is public (a roll whose dice could not be used, or a route, leaves no trace in any
    observation, yet everyone saw it); that the spectator sees no secret is each game's own
    test (tests/test_dolmen_rules.py, tests/test_druiden_rules.py)."""
    compared = 0
    for state, k, rnd in sampled(spec, players, every=5):
        if state.is_over():
            continue
        actor = state.current_player()
        chosen = step(state, SEEDS[0], k, rnd)
        others = [a for a in state.legal_actions() if a != chosen]
        results = []
        for action in [chosen, *rnd.sample(others, min(5, len(others)))]:
            after = state.clone()
            results.append((action, after, after.apply(action)))
        _a, first, first_events = results[0]
        for action, after, events in results[1:]:
            alike = [
                seat
                for seat in range(players)
                if seat != actor and first.observation(seat).to_json() == after.observation(seat).to_json()
            ]
            if repr(state.visible_events(first_events, -1)) != repr(state.visible_events(events, -1)):
                continue  # public: everyone saw it, whatever trace it left behind
            for seat in alike + ([-1] if alike else []):
                assert repr(state.visible_events(first_events, seat)) == repr(state.visible_events(events, seat)), (
                    f"seat {seat} tells '{_a}' from '{action}' by the events"
                )
                compared += 1
    if spec.vary_secrets is not None:
        assert compared > 0, "no two actions looked alike to a seat: the check proved nothing"


@pytest.mark.parametrize("spec, players", CASES)
def test_pickled_states_and_observations_play_on_identically(spec, players):
    for state, k, rnd in sampled(spec, players, every=23):
        for original in (state, state.observation(k % players)):
            copy = pickle.loads(pickle.dumps(original))
            original = original.clone()
            assert picture(spec, copy) == picture(spec, original)
            for j in range(12):
                if original.is_over():
                    break
                action = step(original, k, j, rnd)
                assert repr(copy.apply(copy.parse_action(str(action)))) == repr(original.apply(action))
                assert picture(spec, copy) == picture(spec, original)


@pytest.mark.parametrize("spec, players", CASES)
def test_the_seed_and_the_actions_replay_the_same_game(spec, players):
    for seed in SEEDS:
        rnd, state = random.Random(seed), spec.new_game(players, seed)
        log = []
        while not state.is_over():
            action = step(state, seed, len(log), rnd)
            log.append((str(action), repr(state.apply(action))))
        again = spec.new_game(players, seed)
        for k, (text, events) in enumerate(log):
            if again.current_player() == CHANCE:  # the driver draws the same outcome again
                assert str(chance.outcome(again, seed, k)) == text
            assert repr(again.apply(again.parse_action(text))) == events
        assert again.to_json() == state.to_json()


@pytest.mark.parametrize("spec, players", CASES)
def test_every_game_ends_with_its_winners(spec, players):
    for seed in range(3, 7):
        *_, (state, _k, _rnd) = positions(spec, players, seed, every=PLY_CAP)
        assert state.is_over() and len(state.scores()) == players
        winners = state.winners()
        assert winners and set(winners) <= set(range(players))
        best = max(state.scores())
        assert all(state.scores()[w] == best for w in winners)
