"""Tholos rules details the scenarios cannot show: events, notation, refusals of malformed
input, and guards for situations a game cannot reach but a hand-built state could."""

from __future__ import annotations

import pytest

from game.core.protocol import BadNotation, BadPosition, IllegalAction
from game.tholos.rules import ACTIONS, Action, TholosState, from_position, parse, to_json
from game.tholos.rules.events import (
    BonusDeclined,
    BonusOffered,
    GameEnded,
    Passed,
    StoneMoved,
)
from game.tholos.rules.material import BLACK, DELTA, GREY, OMEGA, PI, WHITE


def test_white_moves_first_from_a_full_quarry():
    state = TholosState()
    view = to_json(state)
    assert view["to_move"] == "white" and state.current_player() == 0
    assert view["quarry"] == {"W": 16, "B": 16, "G": 10}
    assert all(col == "" for col in view["columns"].values())


def test_delivery_reports_one_stone_moved_per_stone():
    events = TholosState().apply(parse("deliver 3W"))
    assert events == [StoneMoved(WHITE, ("quarry",), ("workshop", 0), "deliver")] * 3


def test_bonus_events_offer_then_carry_out():
    state = from_position({"columns": {"alpha": "B"}, "workshops": {"white": "W"}})
    assert state.apply(parse("place W omega")) == [
        StoneMoved(WHITE, ("workshop", 0), ("column", OMEGA), "place"),
        BonusOffered(0, OMEGA),
    ]
    assert state.apply(parse("move alpha>beta")) == [StoneMoved(BLACK, ("column", 1), ("column", 2), "move")]


def test_decline_and_pass_events():
    state = from_position({"workshops": {"white": "WW"}})
    state.apply(parse("place W delta"))
    assert state.apply(parse("decline")) == [BonusDeclined(0, DELTA)]
    empty = from_position({"quarry": {}})
    assert empty.apply(parse("pass")) == [Passed(0)]
    events = empty.apply(parse("pass"))
    assert events[0] == Passed(1) and isinstance(events[1], GameEnded)
    assert events[1].winners == (0, 1) and events[1].scores == (0, 0)  # nothing built: draw


def test_steal_event_goes_workshop_to_workshop():
    state = from_position({"workshops": {"white": "WW", "black": "G"}})
    state.apply(parse("place W pi"))
    assert state.apply(parse("steal G")) == [StoneMoved(GREY, ("workshop", 1), ("workshop", 0), "steal")]


def test_illegal_action_is_refused_with_its_notation_and_reason():
    state = TholosState()
    with pytest.raises(IllegalAction) as err:
        state.apply(parse("place W omega"))
    assert "place W omega" in str(err.value)
    assert err.value.reason == "there is no white stone in your workshop"


@pytest.mark.parametrize(
    "action",
    [
        Action("deliver", colour=WHITE, count=0),
        Action("deliver", colour=WHITE, count=4),
        Action("place", colour=-1, site=0),
        Action("move", site=OMEGA, target=OMEGA),
        "deliver 3W",  # text, not an action value
    ],
)
def test_hand_made_actions_outside_the_table_are_refused(action):
    state = TholosState()
    assert state.why_illegal(action) is not None
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert to_json(state) == to_json(TholosState())


def test_notation_round_trips_for_every_action():
    for text, action in ACTIONS.items():
        assert str(action) == text and parse(text) == action


def test_notation_accepts_symbols_and_any_case():
    assert parse("PLACE w Ω") == parse("place W omega")
    assert parse("move β>γ") == parse("move beta>gamma")
    assert parse("  deliver 2g ") == parse("deliver 2G")


@pytest.mark.parametrize(
    "text",
    [
        "",
        "deliver 4W",
        "deliver 0W",
        "deliver 3X",
        "place W",
        "place W zeta",
        "move beta>beta",
        "move beta",
        "fly",
        "pass now",
        "fetch",
        "build W",
    ],
)
def test_bad_notation_is_refused_with_a_message(text):
    with pytest.raises(BadNotation) as err:
        parse(text)
    assert str(err.value)


def test_fetch_and_steal_are_refused_with_a_full_workshop():
    # Unreachable in play (placing always frees a place) but the guard must hold.
    for site, action in ((DELTA, "fetch W"), (PI, "steal B")):
        state = from_position({"workshops": {"white": "WWW", "black": "B"}})
        assert state._bonus_options(site) == []
        state.bonus_site = site
        assert state.why_illegal(parse(action)) == "your workshop is full (3 stones)"


@pytest.mark.parametrize(
    "data, words",
    [
        ({"columns": {"omega": "WWWWWW"}}, "at most 5"),
        ({"columns": {"zeta": "W"}}, "unknown building site"),
        ({"columns": {"omega": "WX"}}, "unknown stone colour"),
        ({"columns": ["W"]}, "columns must be a mapping"),
        ({"workshops": {"white": "WWWW"}}, "at most 3"),
        ({"workshops": {"red": "W"}}, "unknown player"),
        ({"workshops": "WG"}, "workshops must be a mapping"),
        ({"quarry": [1, 2]}, "quarry must be a mapping"),
        ({"quarry": {"W": 17}}, "box holds 16"),
        ({"quarry": {"W": -1}}, "white"),
        ({"quarry": {"R": 1}}, "unknown colour"),
        ({"to_move": "red"}, "white or black"),
        ({"colour": "W"}, "unknown position field"),
        ({"columns": {s: "BBBBB" for s in ("omega", "alpha", "beta", "gamma")}}, "20 black"),
        ("omega: W", "mapping"),
    ],
)
def test_bad_positions_are_refused_naming_the_problem(data, words):
    with pytest.raises(BadPosition, match=words):
        from_position(data)


def test_a_complete_temple_is_not_a_starting_position():
    columns = {
        "omega": "WWWWW",
        "alpha": "WWWWW",
        "beta": "WWWWW",
        "gamma": "BBBBB",
        "delta": "BBBBB",
        "pi": "BBBBB",
        "sigma": "GGGGG",
    }
    with pytest.raises(BadPosition, match="already complete"):
        from_position({"columns": columns})


def test_observation_shows_the_whole_table():
    state = from_position({"workshops": {"white": "WG", "black": "B"}})
    for seat in (0, 1):
        assert to_json(state.observation(seat)) == to_json(state)
