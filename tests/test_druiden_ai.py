"""Die Druiden computer players and what a seat knows of other hands: legal, deterministic,
blind to cards they have not seen, and sensible in hand-built positions; observations keep the
cards a seat saw go into another hand and forget them when an unseen card leaves that hand."""

from __future__ import annotations

import random

import pytest

from game import ai
from game.core import chance
from game.druiden.manifest import vary_secrets
from game.druiden.rules import CHANCE, DruidenState, from_position, to_json
from game.druiden.rules.actions import UNKNOWN
from game.druiden.rules.cards import CARDS, KINDS, card_index
from game.druiden.rules.hidden import sample_hidden

LEVELS = ("random", "easy", "normal", "hard")


def random_positions(seed: int, count: int) -> list[DruidenState]:
    """True states at a decision, reached by random play with 2 to 5 players."""
    rnd = random.Random(seed)
    found: list[DruidenState] = []
    while len(found) < count:
        state = DruidenState(rnd.choice((2, 3, 4, 5)))
        stop = rnd.randrange(1, 400)
        for _ in range(stop):
            if state.is_over():
                break
            chancy = state.current_player() == CHANCE
            state.apply(chance.sample(state, rnd) if chancy else rnd.choice(state.legal_actions()))
        while state.current_player() == CHANCE:
            state.apply(chance.sample(state, rnd))
        if not state.is_over() and len(state.legal_actions()) > 1:
            found.append(state)
    return found


POSITIONS = random_positions(seed=11, count=30)


def test_the_sample_has_many_kinds_of_decision_and_every_player_count():
    assert {s.players for s in POSITIONS} == {2, 3, 4, 5}
    assert len({s.phase for s in POSITIONS}) >= 4
    assert any(s.phase == "move" for s in POSITIONS)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_legal_action_from_random_positions(level):
    for i, state in enumerate(POSITIONS):
        seat = state.current_player()
        action = ai.choose("druiden", level, state.observation(seat), seed=i)
        assert state.why_illegal(action) is None, (to_json(state), str(action))


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_choice_and_the_observation_is_left_untouched(level):
    for state in POSITIONS[::3]:
        view = state.observation(state.current_player())
        before = to_json(view)
        first = ai.choose("druiden", level, view.clone(), seed=42)
        again = ai.choose("druiden", level, view.clone(), seed=42)
        assert first == again
        ai.choose("druiden", level, view, seed=42)
        assert to_json(view) == before


def test_dealing_the_rivals_unseen_cards_anew_never_changes_a_computer_players_choice():
    rng = random.Random(8)
    changed = 0
    for i, state in enumerate(POSITIONS):
        seat = state.current_player()
        other = vary_secrets(state, seat, rng)
        if [h[:] for h in other.hands] != [h[:] for h in state.hands]:
            changed += 1
        for level in ("easy", "normal", "hard"):
            a = ai.choose("druiden", level, state.observation(seat), seed=i)
            b = ai.choose("druiden", level, other.observation(seat), seed=i)
            assert a == b, (level, to_json(state), to_json(other))
    assert changed >= 20, changed  # the truth really was another in most positions


# --- what a seat knows of other hands ---------------------------------------------------------
def counts(*names: str) -> list[int]:
    out = [0] * KINDS
    for name in names:
        out[card_index(name)] += 1
    return out


def exchanged() -> DruidenState:
    """Seat 0 draws Lug and Tollkirsche from seat 1's Lug, Nebel, Tollkirsche and gives back
    Tollkirsche and Raute; seat 2 looks on."""
    s = from_position(
        {
            "players": 3,
            "hands": {0: ["Raute", "Mistel"], 1: ["Lug", "Nebel", "Tollkirsche"], 2: ["Alraune"]},
            "druids": {0: "m5", 1: "m7", 2: "o12"},
            "dice": ["1", "bend"],
        }
    )
    for text in (
        "move 1 druid m6",
        "exchange 2 with 1",
        "accept",
        "take Lug",
        "take Tollkirsche",
        "give Tollkirsche",
        "give Raute",
    ):
        s.apply(text)
    assert s.hands[0] == counts("Mistel", "Lug")
    assert s.hands[1] == counts("Nebel", "Tollkirsche", "Raute")
    return s


def test_the_cards_given_back_in_an_exchange_stay_known_to_the_giver():
    s = exchanged()
    view = s.observation(0)
    assert view.hands[1] == counts("Tollkirsche", "Raute") and view.hidden[1] == 1
    # the unseen cards are the deck less the seat's own hand and the two it knows of
    unseen = [c.count for c in CARDS]
    for c, n in enumerate(counts("Mistel", "Lug", "Tollkirsche", "Raute")):
        unseen[c] -= n
    assert view.stack == unseen


def test_the_cards_taken_in_an_exchange_stay_known_to_the_one_they_were_taken_from():
    s = exchanged()
    view = s.observation(1)
    # Lug and Tollkirsche were taken; Tollkirsche came back, so only the Lug is surely there
    assert view.hands[0] == counts("Lug") and view.hidden[0] == 1


def test_a_bystander_learns_nothing_from_an_exchange():
    s = exchanged()
    view = s.observation(2)
    assert view.hands[0] == [0] * KINDS and view.hands[1] == [0] * KINDS
    assert (view.hidden[0], view.hidden[1]) == (2, 3)


def test_a_searching_player_deals_the_known_cards_where_it_saw_them():
    s = exchanged()
    view = s.observation(0)
    for seed in range(20):
        guess = sample_hidden(view, random.Random(seed))
        assert guess.hands[1][card_index("Tollkirsche")] >= 1
        assert guess.hands[1][card_index("Raute")] >= 1
        assert sum(guess.hands[1]) == 3 and guess.hands[0] == s.hands[0]
        assert to_json(guess.observation(0)) == to_json(view)


def seen_as(state, action, seat: int):
    """`action` as `seat` sees it happen: cards passing between others arrive face down."""
    act = state.nota.act
    if action.kind == "draw" and state.draws[0][0] != seat:
        return act("draw", UNKNOWN)
    if action.kind == "take" and seat not in state.taking[:2]:
        return act("take", UNKNOWN)
    if action.kind == "give" and seat not in state.giving[:2]:
        return act("give", UNKNOWN)
    return action


def cards_part(view) -> dict:
    data = to_json(view)
    return {k: data[k] for k in ("hands", "hidden", "unseen", "stack_size", "discard")}


def test_a_seats_view_played_on_with_what_it_saw_knows_what_its_next_observation_knows():
    """The knowledge kept in the true state (cards given, taken, discarded) and the one a
    view reckons by itself from the steps as that seat saw them agree at every step of 40
    random games (until the vote: another's vote count is reckoned from a hidden hand)."""
    knew = 0
    for seed in range(40):
        rnd = random.Random(seed)
        s = DruidenState(2 + seed % 4)
        while not s.is_over() and s.vote is None:
            if s.current_player() == CHANCE:
                action = chance.sample(s, rnd)
            else:
                action = rnd.choice(s.legal_actions())
            views = [s.observation(p) for p in range(s.players)]
            seen = [seen_as(s, action, p) for p in range(s.players)]
            s.apply(action)
            for p, view in enumerate(views):
                view.apply(seen[p])
                after = s.observation(p)
                assert cards_part(view) == cards_part(after), (seed, str(action), p)
                knew += any(sum(after.hands[q]) for q in range(s.players) if q != p)
    assert knew > 1000, knew  # seats often knew cards in another hand


# --- sensible choices -----------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_druid_on_a_plant_field_gathers(level):
    s = from_position({"players": 2, "hands": {0: ["Raute"]}, "druids": {0: "m5", 1: "o12"}, "dice": ["1", "bend"]})
    s.apply("move 1 druid m6")
    assert {str(a) for a in s.legal_actions()} == {"gather", "pass"}
    assert str(ai.choose("druiden", level, s.observation(0), seed=1)) == "gather"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_tollkirsche_is_given_back_first_in_an_exchange(level):
    s = from_position(
        {
            "players": 2,
            "hands": {0: ["Raute", "Mistel"], 1: ["Lug", "Nebel", "Tollkirsche"]},
            "druids": {0: "m5", 1: "m7"},
            "dice": ["1", "bend"],
        }
    )
    for text in ("move 1 druid m6", "exchange 2 with 1", "accept", "take Lug", "take Tollkirsche"):
        s.apply(text)
    assert str(ai.choose("druiden", level, s.observation(0), seed=1)) == "give Tollkirsche"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_over_the_hand_limit_the_tollkirsche_goes_first(level):
    hand = ["Raute", "Wilder Rosmarin", "Johanniskraut", "Mistel", "Tollkirsche", "Nebel", "Bannspruch", "Beifuß"]
    s = from_position({"players": 2, "hands": {0: hand}, "druids": {0: "m5", 1: "o12"}, "dice": ["1", "bend"]})
    s.apply("move 1 druid m4")  # an empty field; with one piece one die: the turn ends
    assert s.phase == "discard" and s.current_player() == 0
    assert str(ai.choose("druiden", level, s.observation(0), seed=1)) == "discard Tollkirsche"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_vote_goes_to_the_cult_of_the_players_plants_and_spirits(level):
    # Moon for seat 0: Alraune 15 + Eisenkraut 10 + moon1 10 = 35 points; the Sun: nothing.
    s = from_position(
        {
            "players": 2,
            "hands": {0: ["Alraune", "Eisenkraut"]},
            "druids": {0: "i1", 1: "decision"},
            "spirits": {
                "sun1": {"at": "decision", "owner": 1},
                "sun2": {"at": "decision", "owner": 1},
                "moon1": {"at": "decision", "owner": 0},
            },
            "dice": ["1", "straight"],
        }
    )
    s.apply("move 1 druid i2")  # the fifth piece: the vote, seat 0 first
    assert s.phase == "vote" and s.current_player() == 0
    agent = ai.agent("druiden", level, 3)
    assert str(agent.choose(s.observation(0))) == "vote moon"
