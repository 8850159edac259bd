"""Seeded random Tholos games and random positions, with invariants checked after every action.

The scores here come from an independent recount written in this file (not scoring.py):
per column the builder with more stones of their own colour takes 1 per own stone, 3 per rival
stone and -2 per grey stone; equal counts score for nobody.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.tholos.rules import ACTIONS, TholosState, from_position, parse, to_json

GAMES = 1000
#: In this many games every action of ACTIONS is asked why_illegal after every action; the
#: other games ask a rotating eighth of ACTIONS each time (every action still gets asked).
FULL_CHECK_GAMES = 100
ALL_ACTIONS = list(ACTIONS.values())
BOX = {"W": 16, "B": 16, "G": 10}
SITE_NAMES = ("omega", "alpha", "beta", "gamma", "delta", "pi", "sigma")


# --- independent recount -------------------------------------------------------------------
def recount(columns: dict[str, str]) -> tuple[dict[str, int], dict[str, int]]:
    """Points and columns won per colour name, from the columns as letters bottom to top."""
    points = {"white": 0, "black": 0}
    won = {"white": 0, "black": 0}
    for letters in columns.values():
        whites, blacks, greys = letters.count("W"), letters.count("B"), letters.count("G")
        if whites == blacks:
            continue
        owner, own, rival = ("white", whites, blacks) if whites > blacks else ("black", blacks, whites)
        points[owner] += own + 3 * rival - 2 * greys
        won[owner] += 1
    return points, won


def expected_winners(points, won) -> list[str]:
    ranked = sorted(("white", "black"), key=lambda p: (points[p], won[p]), reverse=True)
    best = (points[ranked[0]], won[ranked[0]])
    return [p for p in ("white", "black") if (points[p], won[p]) == best]


def stones_per_colour(view: dict) -> dict[str, int]:
    total = dict(view["quarry"])
    for letters in list(view["columns"].values()) + list(view["workshops"].values()):
        for letter in letters:
            total[letter] += 1
    return total


def expected_legal(view: dict) -> set[str]:
    """The legal actions by an independent reading of the rule sheet and docs/rulings.md."""
    if view["phase"] == "over":
        return set()
    me = view["to_move"]
    own, rival = ("W", "B") if me == "white" else ("B", "W")
    shop, other = view["workshops"][me], view["workshops"]["black" if me == "white" else "white"]
    cols, quarry = view["columns"], view["quarry"]
    free = 3 - len(shop)
    site = view["bonus_site"]
    out: set[str] = set()
    if site is None:
        for colour, most in ((own, 3), ("G", 2), (rival, 1)):
            for n in range(1, min(most, free, quarry[colour]) + 1):
                out.add(f"deliver {n}{colour}")
        out |= {f"place {c} {s}" for c in set(shop) for s in SITE_NAMES if len(cols[s]) < 5}
        return out or {"pass"}
    others = [s for s in SITE_NAMES if s != site]
    room = [s for s in others if len(cols[s]) < 5]
    moves = {"omega": "B", "alpha": "G", "beta": "W"}
    if site in moves:
        out = {f"move {s}>{t}" for s in others if cols[s][-1:] == moves[site] for t in room if t != s}
    elif site == "gamma":
        out = {f"return {s}" for s in others if cols[s]}
    elif site == "delta":
        out = {f"fetch {c}" for c in "WBG" if quarry[c] and free}
    elif site == "pi":
        out = {f"steal {c}" for c in set(other) if free}
    else:
        out = {f"build {c} {s}" for c in set(shop) for s in room}
    assert out, "a bonus is only offered when it can be carried out"
    return out | {"decline"}


# --- the invariants ------------------------------------------------------------------------
def check_position(state: TholosState, material: dict[str, int], actions_to_ask) -> None:
    view = to_json(state)
    assert stones_per_colour(view) == material, "stones appeared or vanished"
    assert all(len(col) <= 5 for col in view["columns"].values())
    assert all(len(shop) <= 3 for shop in view["workshops"].values())
    assert all(n >= 0 for n in view["quarry"].values())
    points, won = recount(view["columns"])
    assert view["scores"] == points and state.scores() == [points["white"], points["black"]]
    assert view["columns_won"] == won

    legal = state.legal_actions()
    assert {str(a) for a in legal} == expected_legal(view)
    assert len(set(legal)) == len(legal), "an action is listed twice"
    assert state.legal_actions() == legal, "legal actions must come in a deterministic order"
    for action in legal:
        assert state.why_illegal(action) is None
    legal_set = set(legal)
    for action in actions_to_ask:
        if action not in legal_set:
            reason = state.why_illegal(action)
            assert isinstance(reason, str) and reason, f"{action} is not legal but has no reason"


def play_out(state: TholosState, rng: random.Random, full_checks: bool, limit: int = 2000) -> int:
    """Plays random legal actions to the end, checking everything; returns the plies played."""
    material = stones_per_colour(to_json(state))
    ply = 0
    while not state.is_over():
        asked = ALL_ACTIONS if full_checks else ALL_ACTIONS[ply % 8 :: 8]
        check_position(state, material, asked)
        state.apply(rng.choice(state.legal_actions()))
        ply += 1
        assert ply < limit, "the game does not end"
    check_position(state, material, ALL_ACTIONS)
    assert state.legal_actions() == [] and state.current_player() == -1
    view = to_json(state)
    points, won = recount(view["columns"])
    assert view["winners"] == expected_winners(points, won)
    assert sorted(state.winners()) == sorted(("white", "black").index(p) for p in expected_winners(points, won))
    return ply


# --- the tests -----------------------------------------------------------------------------
@pytest.mark.long
def test_random_games_keep_every_invariant_and_end_with_a_complete_temple():
    ended_by_columns = 0
    for seed in range(GAMES):
        rng = random.Random(seed)
        state = TholosState(seed)
        play_out(state, rng, full_checks=seed < FULL_CHECK_GAMES)
        # With all 42 stones a builder always has an action, so only the temple ends it.
        assert all(len(col) == 5 for col in to_json(state)["columns"].values())
        assert state.end_reason() == "All seven columns are complete."
        ended_by_columns += 1
    assert ended_by_columns == GAMES


def test_random_games_reach_every_kind_of_action():
    """The random games above are only convincing if they exercise every rule."""
    seen: set[str] = set()
    for seed in range(60):
        rng = random.Random(seed)
        state = TholosState(seed)
        while not state.is_over():
            action = rng.choice(state.legal_actions())
            seen.add(action.kind)
            state.apply(action)
    assert {"deliver", "place", "move", "return", "fetch", "steal", "build", "decline"} <= seen


# --- random positions (hypothesis) ---------------------------------------------------------
@st.composite
def positions(draw):
    """Random legal starting positions, sometimes with stones left in the box."""
    left = dict(BOX)

    def take(max_len: int) -> str:
        letters = []
        for _ in range(draw(st.integers(0, max_len))):
            choices = [c for c in "WBG" if left[c] > 0]
            if not choices:
                break
            c = draw(st.sampled_from(choices))
            left[c] -= 1
            letters.append(c)
        return "".join(letters)

    columns = {site: take(5) for site in SITE_NAMES}
    if all(len(col) == 5 for col in columns.values()):
        columns["sigma"] = columns["sigma"][:4]
    workshops = {"white": take(3), "black": take(3)}
    data = {"to_move": draw(st.sampled_from(["white", "black"])), "columns": columns, "workshops": workshops}
    if draw(st.booleans()):  # a puzzle: only part of the rest is in the quarry
        data["quarry"] = {c: draw(st.integers(0, left[c])) for c in "WBG"}
    return data


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=positions(), seed=st.integers(0, 2**32))
def test_random_positions_read_back_and_play_to_an_end(data, seed):
    state = from_position(data, seed)
    view = to_json(state)
    for site, letters in data["columns"].items():
        assert view["columns"][site] == letters
    for who, letters in data["workshops"].items():
        assert sorted(view["workshops"][who]) == sorted(letters)
    if "quarry" in data:
        assert view["quarry"] == data["quarry"]
    else:  # stones not named lie in the quarry
        assert stones_per_colour(view) == BOX
    play_out(state, random.Random(seed), full_checks=True)
    # Either the temple is complete or both builders had to pass in a row.
    complete = all(len(col) == 5 for col in to_json(state)["columns"].values())
    assert complete or state.end_reason() == "Neither builder could act."
    if not complete:
        assert "quarry" in data, "with all 42 stones the game can only end with the temple"


@settings(max_examples=60, deadline=None)
@given(data=positions())
def test_pass_is_legal_exactly_when_nothing_else_is(data):
    state = from_position(data)
    legal = [str(a) for a in state.legal_actions()]
    passing = state.why_illegal(parse("pass")) is None
    assert passing == (legal == ["pass"])
    shop = to_json(state)["workshops"][("white", "black")[state.current_player()]]
    stock = sum(to_json(state)["quarry"].values())
    can_place = bool(shop)  # some column always has room before the game is over
    can_deliver = len(shop) < 3 and stock > 0
    assert passing == (not can_place and not can_deliver)
