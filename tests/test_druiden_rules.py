"""Die Druiden rules from hand-built positions with hand-computed outcomes: the deal and first
turn, dice, field actions, exchange, Bannspruch, Nebel, the Morrigan, the Dwarf King, magic
movement, the hand limit, the reshuffle, the vote and the scoring.

Board facts used (rulings; checked in test_druiden_board): rings of 24 fields, spokes at 0, 4,
.. 20; inner ring: feet 2, 6, 10, 14, 18, 22, spirit fields 3, 9, 15, 21, plants 0, 4, .. 20;
middle ring: spirit fields 0, 8, 12, 20, plants 2, 6, 10, 14, 18, 22; outer ring: spirit fields
4, 9, 16, 21, plants 2, 6, 10, 14, 18, 22.
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.protocol import BadNotation, BadPosition, IllegalAction
from game.druiden.rules import CHANCE, DruidenState, from_position
from game.druiden.rules import events as E
from game.druiden.rules.cards import BANNSPRUCH, CARDS, card_index
from game.druiden.rules.pieces import DECISION, DRUID, HOME, MORRIGAN, SPIRITS
from game.druiden.rules.vote import points

ALL_CARDS = [c.name for c in CARDS for _ in range(c.count)]


def rest_of_deck(*named: str) -> list[str]:
    """Every card of the deck but the ones named (each name once per copy named)."""
    left = Counter(ALL_CARDS)
    left.subtract(Counter(named))
    assert all(v >= 0 for v in left.values()), named
    return [name for name, n in left.items() for _ in range(n)]


def position(hands=None, stack=None, **rest) -> DruidenState:
    """A position whose stack is exactly `stack` (the rest of the deck in the discard pile)."""
    hands = hands or {}
    data = dict(rest, hands=hands)
    if stack is not None:
        in_hands = [c for cards in hands.values() for c in cards]
        data["stack"] = stack
        data["discard"] = rest_of_deck(*in_hands, *stack)
    return from_position(data)


def play(state: DruidenState, *texts: str) -> list:
    events = []
    for text in texts:
        events += state.apply(text)
    return events


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def hand(state, seat) -> Counter:
    return Counter({CARDS[c].name: n for c, n in enumerate(state.hands[seat]) if n})


def field(state, name) -> int:
    return state.board.field(name)


# --- the deal and the first turn -------------------------------------------------------------
def test_a_new_game_deals_two_cards_each_as_chance_draws_over_the_deck():
    s = DruidenState(3)
    assert s.current_player() == CHANCE
    outcomes = dict((str(a), p) for a, p in s.chance_outcomes())
    assert outcomes["draw Raute"] == pytest.approx(2 / 40)
    assert outcomes["draw Bannspruch"] == pytest.approx(6 / 40)
    assert sum(outcomes.values()) == pytest.approx(1.0)
    assert [str(a) for a in s.legal_actions()] == [str(a) for a, _ in s.chance_outcomes()]
    play(s, "draw Raute", "draw Mistel", "draw Lug", "draw Raute", "draw Nebel", "draw Nebel")
    assert hand(s, 0) == {"Raute": 2} and hand(s, 1) == {"Mistel": 1, "Nebel": 1}
    assert hand(s, 2) == {"Lug": 1, "Nebel": 1}
    assert s.stack_n == 34 and s.stack[2] == 0  # no Raute left to draw
    assert s.current_player() == 0 and s.phase == "enter"


def test_first_turn_enters_on_a_free_foot_that_does_not_count_as_landing():
    s = position(druids={1: "i6"})
    assert legal(s) == {"enter i2", "enter i10", "enter i14", "enter i18", "enter i22"}
    play(s, "enter i2")
    assert s.pos[DRUID] == field(s, "i2")  # stays on the foot: not the Place of Decision
    assert s.current_player() == CHANCE and len(s.chance_outcomes()) == 24
    odds = dict((str(a), p) for a, p in s.chance_outcomes())
    assert odds["roll 3 straight"] == pytest.approx(1 / 6 * 2 / 6)
    assert odds["roll ring-6 double-bend"] == pytest.approx(1 / 36)


def test_a_single_piece_moves_with_one_die_and_the_other_is_lost():
    s = position(druids={0: "m5", 1: "o12"}, dice=["1", "straight"])
    assert "move 1 druid m6" in legal(s) and "move straight druid m4" in legal(s)
    events = play(s, "move 1 druid m4")  # m4: empty field
    assert any(isinstance(e, E.DieLost) and e.die == 1 for e in events)
    assert s.active == 1 and s.phase == "roll"


def test_with_a_spirit_both_dice_move_even_the_same_piece():
    s = position(druids={0: "m5", 1: "o12"}, spirits={"sun1": {"at": "o1", "owner": 0}}, dice=["1", "straight"])
    play(s, "move 1 druid m4")
    assert s.phase == "move" and s.active == 0
    assert "move straight druid m0" in legal(s) and "move straight sun1 o5" in legal(s)
    play(s, "move straight druid m3")
    assert s.active == 1


def test_landing_exactly_on_a_druids_foot_takes_the_piece_to_the_place_of_decision():
    s = position(druids={0: "i5", 1: "o12"}, dice=["1", "straight"])
    events = play(s, "move 1 druid i6")
    assert s.pos[DRUID] == DECISION
    assert [e for e in events if isinstance(e, E.PieceEnteredDecision)] == [
        E.PieceEnteredDecision(DRUID, field(s, "i6"), 1)
    ]
    s2 = position(druids={0: "decision", 1: "o12"}, dice=["1", "straight"])
    assert s2.active == 1  # the druid on the Place never moves again: its dice are lost


def test_pieces_pass_spirits_but_not_druids_and_a_full_field_is_no_end():
    s = position(
        druids={0: "m5", 1: "o12"},
        spirits={
            "sun1": {"at": "m4", "owner": 1},
            "moon1": {"at": "m8", "owner": 1},
            "moon2": {"at": "m8", "owner": 1},
        },
        dice=["3", "bend"],
    )
    threes = {a for a in legal(s) if a.startswith("move 3")}
    # past the spirit on m4: m2, i3, i5, o3, o5; m8 holds two pieces
    assert threes == {"move 3 druid m2", "move 3 druid i3", "move 3 druid i5", "move 3 druid o3", "move 3 druid o5"}
    s = position(druids={0: "m5", 1: "m4"}, dice=["3", "bend"])
    assert {a for a in legal(s) if a.startswith("move 3")} == {"move 3 druid m8"}


def boxed_in(hand: list[str]) -> DruidenState:
    """Seat 0's druid on m5 between two full fields with druids (m4, m6): no die is usable."""
    return position(
        players=3,
        hands={0: hand},
        druids={0: "m5", 1: "m4", 2: "m6"},
        spirits={"sun1": {"at": "m4", "owner": 1}, "moon1": {"at": "m6", "owner": 2}},
        dice=["3", "bend"],
    )


def test_with_no_usable_die_a_pass_loses_the_dice_and_ends_the_turn():
    s = boxed_in(["Nebel"])
    assert legal(s) == {"nebel 1", "nebel 2", "pass"}
    events = play(s, "pass")
    assert [e.die for e in events if isinstance(e, E.DieLost)] == [0, 1]
    assert s.active == 1 and hand(s, 0) == {"Nebel": 1}


def test_with_no_usable_die_holding_cards_is_asked_whatever_they_are():
    assert legal(boxed_in(["Raute"])) == {"pass"}
    obs = boxed_in(["Nebel"]).observation(1)  # seat 1 sees one card: it may be a Nebel
    assert legal(obs) == {"nebel 1", "nebel 2", "pass"}
    assert boxed_in([]).active == 1  # no card: the dice are lost at once


# --- field actions ---------------------------------------------------------------------------
def test_a_plant_field_draws_the_top_card():
    s = position(druids={0: "m5", 1: "o12"}, stack=["Raute", "Mistel"], dice=["1", "bend"])
    play(s, "move 1 druid m6")
    assert legal(s) == {"gather", "pass"}
    play(s, "gather")
    assert dict((str(a), p) for a, p in s.chance_outcomes()) == {"draw Raute": 0.5, "draw Mistel": 0.5}
    play(s, "draw Mistel")
    assert hand(s, 0) == {"Mistel": 1} and s.stack_n == 1 and s.active == 1


def test_the_dwarf_king_gathers_two_cards():
    s = position(
        druids={0: "o0", 1: "o12"},
        spirits={"dwarf": {"at": "m5", "owner": 0}},
        stack=["Raute", "Mistel", "Lug"],
        dice=["1", "bend"],
    )
    play(s, "move 1 dwarf m6", "gather", "draw Lug", "draw Raute")
    assert hand(s, 0) == {"Lug": 1, "Raute": 1}
    assert s.phase == "move"  # the bend is still to use


def test_a_spirit_field_summons_a_spirit_beside_the_piece():
    s = position(druids={0: "m7", 1: "o12"}, dice=["1", "bend"])
    play(s, "move 1 druid m8")
    summons = {a for a in legal(s) if a.startswith("summon")}
    beside = ("m7", "m9", "i8", "o8")
    assert summons == {f"summon {sp} {f}" for sp in SPIRITS for f in beside}
    assert not any(a.startswith("banish") for a in legal(s))  # no spirit on the circles yet
    events = play(s, "summon moon2 i8")
    assert s.pos[SPIRITS.index("moon2")] == field(s, "i8") and s.owner[4] == 0
    assert E.SpiritSummoned(0, 4, field(s, "i8")) in events


def test_banishing_a_rivals_spirit_asks_them_and_they_may_accept():
    s = position(
        hands={1: ["Raute"]},
        druids={0: "m7", 1: "o12"},
        spirits={"moon1": {"at": "o3", "owner": 1}},
        dice=["1", "bend"],
    )
    play(s, "move 1 druid m8", "banish moon1")
    assert s.current_player() == 1 and legal(s) == {"accept"}  # no Bannspruch in hand
    play(s, "accept")
    assert s.pos[3] == HOME and s.owner[3] == -1


def test_bannspruch_forbids_the_banishing():
    s = position(
        hands={1: ["Bannspruch", "Raute"]},
        druids={0: "m7", 1: "o12"},
        spirits={"moon1": {"at": "o3", "owner": 1}},
        dice=["1", "bend"],
    )
    play(s, "move 1 druid m8", "banish moon1")
    assert s.current_player() == 1 and s.whose_turn() == 0
    assert legal(s) == {"accept", "bannspruch"}
    events = play(s, "bannspruch")
    assert E.ActionForbidden(1, 0, "banish") in events
    assert s.pos[3] == field(s, "o3") and s.owner[3] == 1
    assert hand(s, 1) == {"Raute": 1} and s.discard[BANNSPRUCH] == 1


def test_a_piece_on_a_rivals_spirit_may_take_control_instead_of_the_field_action():
    s = position(druids={0: "m5", 1: "o12"}, spirits={"sun2": {"at": "m6", "owner": 1}}, dice=["1", "bend"])
    play(s, "move 1 druid m6")
    assert legal(s) == {"gather", "control sun2", "pass"}
    play(s, "control sun2")  # seat 1 holds no cards: nothing to answer with
    assert s.owner[1] == 0 and s.hand_size(0) == 0  # no card drawn as well


def test_exchange_draws_blindly_and_gives_back_by_choice():
    s = position(
        hands={0: ["Raute", "Mistel"], 1: ["Lug", "Nebel", "Tollkirsche"]},
        druids={0: "m5", 1: "m7"},
        dice=["1", "bend"],
    )
    play(s, "move 1 druid m6")  # beside seat 1's druid on m7
    assert legal(s) == {"gather", "exchange 1 with 1", "exchange 2 with 1", "pass"}
    play(s, "exchange 2 with 1", "accept")
    assert s.current_player() == CHANCE
    odds = dict((str(a), p) for a, p in s.chance_outcomes())
    assert odds == pytest.approx({"take Lug": 1 / 3, "take Nebel": 1 / 3, "take Tollkirsche": 1 / 3})
    play(s, "take Lug")
    assert dict((str(a), p) for a, p in s.chance_outcomes()) == pytest.approx(
        {"take Nebel": 0.5, "take Tollkirsche": 0.5}
    )
    play(s, "take Tollkirsche")
    assert s.current_player() == 0
    assert legal(s) == {"give Raute", "give Mistel", "give Lug", "give Tollkirsche"}
    play(s, "give Tollkirsche", "give Raute")
    assert hand(s, 0) == {"Mistel": 1, "Lug": 1}
    assert hand(s, 1) == {"Nebel": 1, "Tollkirsche": 1, "Raute": 1}


def test_exchange_asks_no_more_cards_than_the_other_holds():
    s = position(hands={1: ["Lug"]}, druids={0: "m5", 1: "m6"}, dice=["1", "bend"])
    play(s, "move 1 druid m6")  # the same field as seat 1's druid
    assert "exchange 1 with 1" in legal(s) and "exchange 2 with 1" not in legal(s)


def test_nebel_rerolls_one_die_once_a_turn():
    s = position(hands={0: ["Nebel", "Nebel"]}, druids={0: "m5", 1: "o12"}, dice=["1", "straight"])
    assert {"nebel 1", "nebel 2"} <= legal(s)
    play(s, "nebel 1")
    assert s.discard[12] == 1 and s.current_player() == CHANCE
    odds = dict((str(a), p) for a, p in s.chance_outcomes())
    assert set(odds) == {f"reroll 1 {f}" for f in ("1", "2", "3", "4", "5", "ring-6")}
    play(s, "reroll 1 3")
    assert s.dice == ["3", "straight"]
    assert "move 3 druid m8" in legal(s)
    assert not any(a.startswith("nebel") for a in legal(s))
    assert "Nebel may be played once a turn" in s.why_illegal(s.parse_action("nebel 2"))


# --- the Morrigan ----------------------------------------------------------------------------
def test_a_druid_moving_onto_the_morrigan_takes_her_without_theft():
    s = position(
        hands={0: ["Raute"]},
        druids={0: "m5", 1: "o12"},
        spirits={"morrigan": {"at": "m6", "owner": 1}},
        dice=["1", "bend"],
    )
    events = play(s, "move 1 druid m6")
    assert s.owner[MORRIGAN] == 0
    assert E.SpiritControlled(0, MORRIGAN, 1) in events
    assert hand(s, 0) == {"Raute": 1} and s.phase == "field"  # the field still acts


def test_the_morrigan_summoned_onto_a_druid_steals_two_and_changes_hands():
    s = position(hands={1: ["Raute", "Alraune", "Lug"]}, druids={0: "m7", 1: "m9"}, dice=["1", "bend"])
    play(s, "move 1 druid m8", "summon morrigan m9")
    assert s.current_player() == 1 and legal(s) == {"accept"}
    play(s, "accept", "take Raute", "take Lug")
    assert hand(s, 0) == {"Raute": 1, "Lug": 1} and hand(s, 1) == {"Alraune": 1}
    assert s.owner[MORRIGAN] == 1 and s.pos[MORRIGAN] == field(s, "m9")


def test_bannspruch_stops_the_morrigans_summoning():
    s = position(hands={1: ["Bannspruch", "Lug"]}, druids={0: "m7", 1: "m9"}, dice=["1", "bend"])
    play(s, "move 1 druid m8", "summon morrigan m9", "bannspruch")
    assert s.pos[MORRIGAN] == HOME and s.owner[MORRIGAN] == -1 and hand(s, 1) == {"Lug": 1}


def test_the_morrigan_moved_onto_a_druid_steals_what_there_is():
    s = position(
        hands={1: ["Beifuß"]},
        druids={0: "o0", 1: "m6"},
        spirits={"morrigan": {"at": "m5", "owner": 0}},
        dice=["1", "bend"],
    )
    play(s, "move 1 morrigan m6", "accept")
    assert dict((str(a), p) for a, p in s.chance_outcomes()) == {"take Beifuß": 1.0}
    play(s, "take Beifuß")
    assert hand(s, 0) == {"Beifuß": 1} and s.hand_size(1) == 0
    assert s.owner[MORRIGAN] == 1


def test_the_morrigan_never_enters_the_place_of_decision():
    s = position(druids={0: "o0", 1: "o12"}, spirits={"morrigan": {"at": "i5", "owner": 0}}, dice=["1", "bend"])
    assert {a for a in legal(s) if a.startswith("move 1 morrigan")} == {"move 1 morrigan i4"}


# --- magic movement --------------------------------------------------------------------------
def test_two_rings_offer_normal_or_magic_movement():
    s = position(druids={0: "m5", 1: "o12"}, dice=["ring-6", "ring-straight"])
    assert s.phase == "mode"
    assert legal(s) == {"normal", "magic draw"}  # no spirit on the circles to set anywhere
    play(s, "normal")
    assert "move 6 druid m11" in legal(s) and "move straight druid m4" in legal(s)


def test_magic_draw_takes_two_cards_and_ends_the_movement():
    s = position(druids={0: "m5", 1: "o12"}, stack=["Raute", "Lug", "Nebel"], dice=["ring-6", "ring-straight"])
    play(s, "magic draw", "draw Lug", "draw Nebel")
    assert hand(s, 0) == {"Lug": 1, "Nebel": 1} and s.active == 1
    assert s.pos[DRUID] == field(s, "m5")


def test_magic_movement_sets_any_spirit_on_any_free_field_but_a_foot():
    s = position(
        druids={0: "m5", 1: "o12"}, spirits={"sun1": {"at": "o3", "owner": 1}}, dice=["ring-6", "ring-straight"]
    )
    magic = {a for a in legal(s) if a.startswith("magic sun1")}
    assert len(magic) == 72 - 1 - 6  # every field but its own and the six feet
    play(s, "magic sun1 o10")
    assert s.pos[0] == field(s, "o10") and s.owner[0] == 1 and s.active == 1


# --- cards: the hand limit and the stack -----------------------------------------------------
def test_more_than_seven_cards_are_discarded_at_the_end_of_the_turn():
    seven = ["Raute", "Mistel", "Lug", "Tollkirsche", "Beifuß", "Alraune", "Nebel"]
    s = position(hands={0: seven}, druids={0: "m5", 1: "o12"}, stack=["Eisenkraut"], dice=["1", "bend"])
    play(s, "move 1 druid m6", "gather", "draw Eisenkraut")
    assert s.phase == "discard" and s.current_player() == 0 and s.hand_size(0) == 8
    with pytest.raises(IllegalAction, match="discard a card you hold"):
        s.apply("discard Johanniskraut")
    before = s.discard[7]
    play(s, "discard Tollkirsche")
    assert s.hand_size(0) == 7 and s.discard[7] == before + 1 and s.active == 1


def test_cards_the_morrigan_steals_in_another_turn_are_kept_until_the_thiefs_own_turn_ends():
    seven = ["Raute", "Mistel", "Lug", "Tollkirsche", "Beifuß", "Alraune", "Nebel"]
    s = position(
        players=3,
        hands={1: seven, 2: ["Eisenkraut", "Johanniskraut"]},
        druids={0: "o0", 1: "o12", 2: "m9"},
        spirits={"morrigan": {"at": "o5", "owner": 1}},
        dice=["ring-6", "ring-straight"],
    )
    # seat 0's magic sets seat 1's Morrigan onto seat 2's druid: she steals for seat 1
    play(s, "magic morrigan m9", "accept", "take Eisenkraut", "take Johanniskraut")
    assert s.hand_size(1) == 9 and s.owner[MORRIGAN] == 2
    assert s.active == 1 and s.phase == "roll"  # seat 0's turn ended: seat 1 did not discard
    play(s, "roll 1 bend", "move 1 druid o11")  # an empty field; the bend is lost
    assert s.phase == "discard" and s.current_player() == 1
    play(s, "discard Tollkirsche")
    assert s.phase == "discard" and s.hand_size(1) == 8
    play(s, "discard Nebel")
    assert s.hand_size(1) == 7 and s.active == 2 and s.phase == "roll"


def test_a_vote_during_a_turn_comes_before_its_hand_limit():
    seven = ["Magisches Bild", "Magisches Bild", "Magisches Bild", "Raute", "Mistel", "Lug", "Tollkirsche"]
    s = position(
        hands={0: seven},
        stack=["Nebel"],
        druids={0: "m5", 1: "decision"},
        spirits={
            "sun1": {"at": "m4", "owner": 0},
            "sun2": {"at": "decision", "owner": 0},
            "moon1": {"at": "decision", "owner": 1},
            "moon2": {"at": "decision", "owner": 1},
        },
        dice=["1", "bend"],
    )
    play(s, "move 1 druid m6", "gather", "draw Nebel")
    assert s.hand_size(0) == 8
    events = play(s, "move bend sun1 i6")  # m4 in to i4, turn, i5, i6: the fifth piece
    assert E.VoteBegun("fifth piece", (0, 1), False) in events and s.hand_size(0) == 8
    events = play(s, "vote sun", "vote moon")
    # spirits Sun 2 : Moon 2; seat 0: Magisches Bild ×3 + Lug doubling sun1 = 4 → Sun 6;
    # seat 1: druid 3 → Moon 5. Seat 0 keeps all 8 cards: no discard before the vote
    assert E.VoteCast(0, "sun", 4) in events and E.VoteCounted(6, 5, False) in events
    # Sun: Raute 15 + sun1 10 + sun2 10 − Tollkirsche 20 = 15; seat 1 has no Sun cards
    assert s.scores() == [15, 0] and s.winners() == [0]


def test_an_empty_stack_takes_the_discard_pile():
    hands = {0: ["Lug"]}
    s = from_position(
        {
            "hands": hands,
            "stack": [],
            "discard": rest_of_deck("Lug"),
            "druids": {0: "m5", 1: "o12"},
            "dice": ["1", "bend"],
        }
    )
    events = play(s, "move 1 druid m6", "gather")
    assert E.StackReshuffled(39) in events
    assert s.stack_n == 39 and sum(s.discard) == 0
    odds = dict((str(a), p) for a, p in s.chance_outcomes())
    assert odds["draw Lug"] == pytest.approx(1 / 39)


def test_nothing_is_drawn_when_stack_and_discard_pile_are_empty():
    s = from_position(
        {
            "hands": {0: ALL_CARDS[:20], 1: ALL_CARDS[20:]},
            "stack": [],
            "druids": {0: "m5", 1: "o12"},
            "dice": ["1", "bend"],
        }
    )
    events = play(s, "move 1 druid m6", "gather")
    assert E.NothingToDraw(0) in events and s.hand_size(0) == 20
    assert s.phase == "discard"  # then the hand limit


# --- the vote and the scoring ----------------------------------------------------------------
def test_the_fifth_piece_starts_the_vote_with_every_extra_then_the_tie_round():
    s = position(
        hands={0: ["Teutates", "Magisches Bild"], 1: ["Johanniskraut", "Wilder Rosmarin", "Raute", "Mistel"]},
        druids={0: "i5", 1: "decision"},
        spirits={
            "sun1": {"at": "decision", "owner": 0},
            "moon1": {"at": "decision", "owner": 1},
            "dwarf": {"at": "decision", "owner": 1},
        },
        dice=["1", "bend"],
    )
    events = play(s, "move 1 druid i6")
    assert E.VoteBegun("fifth piece", (0, 1), False) in events
    assert s.current_player() == 0 and legal(s) == {"vote sun", "vote moon"}
    # spirits: sun1 → Sun 1, moon1 → Moon 1
    # seat 0: druid 3 + Magisches Bild 1 + Teutates doubling sun1 1 = 5 → Sun 6
    # seat 1: druid 3 + Dwarf King 1 + a complete (Sun) potion 1 = 5 → Moon 6
    events = play(s, "vote sun", "vote moon")
    assert E.VoteCast(0, "sun", 5) in events and E.VoteCast(1, "moon", 5) in events
    assert E.VoteCounted(6, 6, False) in events
    # tie round: one vote a piece: sun1 and moon1 for their cults, seat 0's druid,
    # seat 1's druid and Dwarf King
    events = play(s, "vote sun", "vote moon")
    assert E.VoteCounted(2, 3, True) in events
    assert s.is_over() and s.cult == "moon"
    # Moon wins: seat 0 has no Moon plants and a Sun spirit (0); seat 1 has Sun plants (0),
    # moon1 (10) and the Dwarf King (0)
    assert s.scores() == [0, 10] and s.winners() == [1]
    assert s.end_reason() == "The vote was tied; the Moon won the tie round, 3 to 2."
    assert s.current_player() == -1 and s.whose_turn() == -1


def test_forty_rounds_without_a_vote_hold_it_with_the_pieces_there_and_seat_0_breaks_a_tie():
    s = position(
        round=40,
        to_move=1,
        druids={0: "decision", 1: "decision"},
        spirits={"moon1": {"at": "m5", "owner": 1}},
        dice=["2", "bend"],
    )
    events = play(s, "move 2 moon1 m3")  # m3: an empty field, the last move of round 40
    assert E.VoteBegun("forty rounds", (0, 1), False) in events
    play(s, "vote sun", "vote moon")  # 3 : 3
    assert s.phase == "vote"  # the tie round
    events = play(s, "vote sun", "vote moon")  # 1 : 1
    assert E.VoteCounted(1, 1, True) in events and s.current_player() == 0
    assert legal(s) == {"decide sun", "decide moon"}
    events = play(s, "decide sun")
    assert E.CultWon("sun", 0) in events and s.cult == "sun"
    assert s.end_reason() == (
        "Forty rounds passed, so the pieces on the Place of Decision voted: "
        "the vote was tied twice, and the first to vote chose the Sun."
    )
    # Sun wins: seat 1's moon1 scores nothing
    assert s.scores() == [0, 0] and s.winners() == [0, 1]


def test_scoring_a_complete_potion_nightshade_spirits_and_the_morrigan():
    hand_counts = [0] * len(CARDS)
    for name in ("Beifuß", "Eisenkraut", "Alraune", "Mistel", "Mistel", "Eisenkraut", "Tollkirsche"):
        hand_counts[card_index(name)] += 1
    pos = [HOME] * 8 + [DECISION, DECISION]
    owner = [-1] * 8
    owner[SPIRITS.index("moon2")] = 0
    owner[SPIRITS.index("dwarf")] = 0
    owner[MORRIGAN] = 0
    # Moon: 5 + 10 + 15 + 10 plants, +30 for the potion's Mistel (the second Mistel alone is
    # worth nothing), −20 Tollkirsche, +10 moon2, 0 the Dwarf King, −20 the Morrigan
    assert points(pos, owner, hand_counts, 0, "moon") == 40 + 30 - 20 + 10 - 20
    assert points(pos, owner, hand_counts, 0, "sun") == -20 - 20


def test_two_full_sets_with_two_mistel_are_two_potions():
    hand_counts = [0] * len(CARDS)
    for name in ("Johanniskraut", "Wilder Rosmarin", "Raute") * 2 + ("Mistel", "Mistel"):
        hand_counts[card_index(name)] += 1
    pos = [HOME] * 8 + [DECISION, DECISION]
    # (5 + 10 + 15 + 30) × 2; the Moon cult winning, the Sun plants score nothing
    assert points(pos, [-1] * 8, hand_counts, 0, "sun") == 120
    assert points(pos, [-1] * 8, hand_counts, 0, "moon") == 0


# --- notation, bad input, observation ---------------------------------------------------------
def test_bad_notation_and_illegal_actions_say_why():
    s = position(druids={0: "m5", 1: "o12"}, dice=["1", "bend"])
    with pytest.raises(BadNotation, match="no card 'Rauten'"):
        s.parse_action("draw Rauten")
    with pytest.raises(BadNotation, match="no field 'x9'"):
        s.parse_action("move 1 druid x9")
    with pytest.raises(BadNotation, match="not a Die Druiden action"):
        s.parse_action("fly away")
    with pytest.raises(IllegalAction, match="no unused die shows 3"):
        s.apply("move 3 druid m8")
    with pytest.raises(IllegalAction, match="cannot end on m7 with 1"):
        s.apply("move 1 druid m7")
    assert s.why_illegal(s.parse_action("gather")) == "move a piece with a die first"


def test_positions_that_break_the_material_are_refused():
    with pytest.raises(BadPosition, match="the deck has 2 Raute, the position names 3"):
        from_position({"hands": {0: ["Raute", "Raute", "Raute"]}})
    with pytest.raises(BadPosition, match="no card 'Rose'"):
        from_position({"hands": {0: ["Rose"]}})
    with pytest.raises(BadPosition, match="at most 2 pieces"):
        from_position({"druids": {0: "m5", 1: "m5"}, "spirits": {"sun1": {"at": "m5", "owner": 0}}})
    with pytest.raises(BadPosition, match="Morrigan never enters"):
        from_position({"spirits": {"morrigan": {"at": "decision", "owner": 0}}})


def test_observation_shows_own_hand_and_sizes_never_another_hand():
    s = position(
        hands={0: ["Raute", "Mistel"], 1: ["Lug", "Nebel", "Tollkirsche"]},
        druids={0: "m5", 1: "m7"},
        dice=["1", "bend"],
    )
    obs = s.observation(0)
    assert hand(obs, 0) == {"Raute": 1, "Mistel": 1}
    assert sum(obs.hands[1]) == 0 and obs.hand_size(1) == 3
    data = obs.to_json()
    assert "stack" not in data and data["hands"]["1"] == [] and data["hand_sizes"]["1"] == 3
    assert sum(obs.stack) == 40 - 2 - 0  # every card seat 0 has not seen
    assert not any(hasattr(obs, n) for n in ("rng", "random", "seed"))
    spectator = s.observation(-1)
    assert spectator.hand_size(0) == 2 and sum(spectator.hands[0]) == 0


def test_another_seats_draw_is_face_down_in_events_and_observations():
    s = position(druids={0: "m5", 1: "o12"}, stack=["Raute", "Mistel"], dice=["1", "bend"])
    play(s, "move 1 druid m6", "gather")
    obs = s.observation(1)
    assert [str(a) for a, _ in obs.chance_outcomes()] == ["draw ?"]
    events = s.apply("draw Raute")
    drawn = [e for e in s.visible_events(events, 1) if isinstance(e, E.CardDrawn)]
    assert drawn == [E.CardDrawn(0, -1, "plant")]
    own = [e for e in s.visible_events(events, 0) if isinstance(e, E.CardDrawn)]
    assert own == [E.CardDrawn(0, card_index("Raute"), "plant")]
    obs.apply("draw ?")
    assert obs.hand_size(0) == 1 and sum(obs.hands[0]) == 0


def test_a_pickled_state_plays_on_the_same_and_stays_small():
    import pickle

    s = position(hands={0: ["Raute"], 1: ["Lug"]}, druids={0: "m5", 1: "m7"}, dice=["1", "bend"])
    data = pickle.dumps(s.observation(0))
    assert len(data) < 4000
    back = pickle.loads(data)
    assert back.to_json() == s.observation(0).to_json()
    assert [str(a) for a in back.legal_actions()] == [str(a) for a in s.legal_actions()]
    back.apply("move 1 druid m6")
    assert back.phase == "field"


def test_everyone_holding_cards_votes_even_for_nothing_and_empty_hands_are_skipped():
    s = position(
        players=4,
        hands={2: ["Lug"], 3: []},
        druids={0: "i5", 1: "decision", 2: "m3", 3: "o3"},
        spirits={
            "sun1": {"at": "decision", "owner": 0},
            "sun2": {"at": "decision", "owner": 0},
            "moon1": {"at": "decision", "owner": 1},
        },
        dice=["1", "bend"],
    )
    events = play(s, "move 1 druid i6")
    assert E.VoteBegun("fifth piece", (0, 1, 2), False) in events  # seat 3: no piece, no card
    events = play(s, "vote moon", "vote moon", "vote sun")
    # spirits Sun 2, Moon 1; seat 0 druid 3 → Moon; seat 1 druid 3 → Moon; seat 2's Lug has
    # no spirit of theirs to double: 0
    assert E.VoteCast(2, "sun", 0) in events and E.VoteCounted(2, 7, False) in events
    assert s.cult == "moon"
