"""Die Druiden's log sentences: fields named by ring, kind and clock position as a player finds
them on the board; cards named only to those who may see them; the Bannspruch question told
alike whatever the asked hand holds; every sentence kind read for several names, "You" among
them. Expected texts are worked out by hand from the map (field k of a ring stands at hour
k / 2, 12 at the top) and the positions below."""

from __future__ import annotations

import random

import pytest

from game.core import registry
from game.druiden.board_map import default_board
from game.druiden.narrate import narrate
from game.druiden.places import field_label
from game.druiden.rules import events as E
from game.druiden.rules import from_position
from game.druiden.rules.hidden import sample_hidden

NAMES = ("Anna", "Brigid", "Cormac")
CARD_NAMES = (
    "Johanniskraut",
    "Wilder Rosmarin",
    "Raute",
    "Beifuß",
    "Eisenkraut",
    "Alraune",
    "Mistel",
    "Tollkirsche",
    "Teutates",
    "Lug",
    "Magisches Bild",
    "Bannspruch",
    "Nebel",
)


def field(name: str) -> int:
    return default_board().field(name)


def lines(state, text: str, seat: int = -1, names=NAMES) -> list[str]:
    actor = state.current_player()
    events = state.apply(state.parse_action(text))
    return [line.text for line in narrate(state, events, actor, seat, names)]


def told(state, events, seat: int = -1, names=NAMES) -> list[str]:
    return [line.text for line in narrate(state, events, 0, seat, names)]


# --- names of fields -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, label",
    [
        ("i0", "the inner ring's plant field at 12 o'clock"),
        ("i1", "the inner ring's field between 12 and 1 o'clock"),
        ("i2", "the druid's foot at 1 o'clock"),
        ("i3", "the inner ring's spirit field between 1 and 2 o'clock"),
        ("i22", "the druid's foot at 11 o'clock"),
        ("m12", "the middle ring's spirit field at 6 o'clock"),
        ("o6", "the outer ring's plant field at 3 o'clock"),
        ("o23", "the outer ring's field between 11 and 12 o'clock"),
    ],
)
def test_a_field_is_named_by_ring_kind_and_clock_position(name, label):
    assert field_label(default_board(), field(name)) == label


def test_no_two_fields_share_a_name():
    board = default_board()
    labels = [field_label(board, f.index) for f in board.fields]
    assert len(set(labels)) == len(board.fields) == 72


# --- the sentences ----------------------------------------------------------------------------


def test_a_roll_and_a_druids_move_name_the_dice_and_both_fields():
    # seat 0's druid on i5 rolls 1 and bend; 1 takes it to i6, a druid's foot: it enters
    state = from_position({"players": 3, "druids": {0: "i5", 1: "o12", 2: "m3"}})
    assert lines(state, "roll 1 bend") == ["Anna rolled a 1 and a bend."]
    assert lines(state, "move 1 druid i6") == [
        "Anna's druid went 1 field from the inner ring's field between 2 and 3 o'clock to the "
        "druid's foot at 3 o'clock.",
        "Anna's druid entered the Place of Decision, where 1 piece now stands.",
        "Anna left die 2 unused.",
    ]


def test_a_seat_called_you_reads_right():
    state = from_position({"players": 3, "druids": {0: "i5", 1: "o12", 2: "m3"}})
    assert lines(state, "roll ring-6 straight", names=("You", "Brigid", "Cormac")) == [
        "You rolled a ringed 6 and a straight."
    ]
    assert lines(state, "move 6 druid i11", names=("You", "Brigid", "Cormac")) == [
        "Your druid went 6 fields from the inner ring's field between 2 and 3 o'clock to the "
        "inner ring's field between 5 and 6 o'clock.",
        "You left die 2 unused.",
    ]
    assert told(state, [E.SpiritControlled(1, 3, 0)], names=("You", "Brigid", "Cormac")) == [
        "Brigid took control of your Moon spirit."
    ]
    assert told(state, [E.CardTaken(0, 1, -1)], names=("You", "Brigid", "Cormac")) == [
        "You took a card from Brigid's hand."
    ]
    you = ("You", "Brigid", "Cormac")
    theft = [E.TheftBegun(1, 0, 2), E.SpiritControlled(0, 7, 1)]
    assert [line.text for line in narrate(state, theft, 1, -1, you)] == [  # Brigid summoned her
        "The Morrigan stole 2 cards from you for Brigid.",
        "The Morrigan passed from Brigid to you.",
    ]
    assert [line.text for line in narrate(state, theft, 0, -1, you)] == [  # "You" accepted
        "You let the Morrigan steal 2 cards for Brigid.",
        "The Morrigan passed from Brigid to you.",
    ]


def test_a_drawn_card_is_named_to_its_drawer_alone():
    state = from_position({"players": 3, "druids": {0: "i5", 1: "o12", 2: "m3"}})
    drawn = [E.CardDrawn(1, 2, "plant")]
    assert told(state, drawn, seat=1) == ["Brigid gathered Raute (Sun, 15) from the stack."]
    for seat in (-1, 0, 2):
        assert told(state, drawn, seat=seat) == ["Brigid gathered a card from the stack."]
    assert told(state, [E.CardDrawn(0, 6, "deal")], seat=0) == ["Anna drew Mistel in the deal."]
    assert told(state, [E.CardDrawn(2, 9, "magic")], seat=2) == ["Cormac drew Lug by magic."]
    assert told(state, [E.CardDrawn(2, 9, "dwarf")], seat=0) == [
        "The Dwarf King gathered a card from the stack for Cormac."
    ]


def test_an_exchange_shows_each_card_to_the_two_players_in_it_only():
    state = from_position({"players": 3, "druids": {0: "i5", 1: "o12", 2: "m3"}})
    taken, given = [E.CardTaken(0, 1, 11)], [E.CardGiven(0, 1, 7)]
    for seat in (0, 1):
        assert told(state, taken, seat) == ["Anna took Bannspruch from Brigid's hand."]
        assert told(state, given, seat) == ["Anna gave Tollkirsche to Brigid."]
    for seat in (-1, 2):
        assert told(state, taken, seat) == ["Anna took a card from Brigid's hand."]
        assert told(state, given, seat) == ["Anna gave a card to Brigid."]


def test_spirits_summoned_banished_controlled_and_set_by_magic():
    state = from_position(
        {"players": 3, "druids": {0: "i5", 1: "o12", 2: "m3"}, "spirits": {"moon2": {"at": "o4", "owner": 1}}}
    )
    o4, m0 = field("o4"), field("m0")
    assert told(state, [E.SpiritSummoned(0, 0, m0)]) == [
        "Anna summoned a Sun spirit onto the middle ring's spirit field at 12 o'clock."
    ]
    assert told(state, [E.SpiritSummoned(0, 6, m0)]) == [
        "Anna summoned the Dwarf King onto the middle ring's spirit field at 12 o'clock."
    ]
    assert told(state, [E.SpiritBanished(0, 4, o4, 1)]) == [
        "Anna banished Brigid's Moon spirit from the outer ring's spirit field at 2 o'clock to "
        "the Place of the Spirits."
    ]
    assert told(state, [E.SpiritBanished(0, 4, o4, 0)]) == [
        "Anna banished the Moon spirit from the outer ring's spirit field at 2 o'clock to the Place of the Spirits."
    ]
    assert told(state, [E.SpiritControlled(2, 4, 1)]) == ["Cormac took control of Brigid's Moon spirit."]
    assert told(state, [E.SpiritControlled(2, 7, 1)]) == ["The Morrigan passed from Brigid to Cormac."]
    assert told(state, [E.SpiritMagicMoved(0, 4, o4, m0)]) == [
        "By magic Anna set Brigid's Moon spirit from the outer ring's spirit field at 2 o'clock "
        "onto the middle ring's spirit field at 12 o'clock."
    ]


def test_both_dice_lost_are_told_once():
    state = from_position({"players": 2, "druids": {0: "i5", 1: "o12"}})
    assert told(state, [E.DieLost(0, 0), E.DieLost(0, 1)]) == ["Anna could use neither die."]
    assert told(state, [E.DieLost(1, 1)]) == ["Brigid left die 2 unused."]


def test_nebel_says_which_die_rolls_again():
    # seat 0 holds Nebel; its druid on i5 is blocked by nothing: Nebel on die 2 before moving
    state = from_position({"players": 2, "druids": {0: "i5", 1: "o12"}, "hands": {0: ["Nebel"]}})
    lines(state, "roll 1 bend")
    assert lines(state, "nebel 2") == ["Anna played Nebel to roll die 2 again."]
    assert lines(state, "reroll 2 double-bend") == ["Anna rolled die 2 again: a double bend."]


def test_the_hand_limit_reshuffle_and_an_empty_stack():
    state = from_position({"players": 2, "druids": {0: "i5", 1: "o12"}})
    assert told(state, [E.CardDiscarded(1, 3)], seat=0) == ["Brigid discarded Beifuß (Moon, 5) to keep 7 cards."]
    assert told(state, [E.StackReshuffled(12)]) == ["The discard pile was shuffled into a new stack of 12 cards."]
    assert told(state, [E.NothingToDraw(1)]) == ["No card was left for Brigid to draw."]


# --- Bannspruch: asked alike, whatever the hand holds -------------------------------------


def _exchange_position(hand_of_brigid: list[str]) -> dict:
    # Anna's druid on i5 moves 1 to i4 (a plant field), beside Brigid's druid on i3's
    # neighbour: Brigid stands on i3, next to i4
    return {"players": 3, "druids": {0: "i5", 1: "i3", 2: "o12"}, "hands": {0: ["Mistel"], 1: hand_of_brigid}}


@pytest.mark.parametrize("hand", [["Bannspruch"], ["Tollkirsche"]])
def test_the_bannspruch_question_reads_alike_with_or_without_one(hand):
    state = from_position(_exchange_position(hand))
    lines(state, "roll 1 bend")
    lines(state, "move 1 druid i4")
    for seat in (-1, 0, 1, 2):
        probe = state.clone()
        assert lines(probe, "exchange 1 with 1", seat) == [
            "Anna wants to exchange 1 card with Brigid; Brigid may forbid it with a Bannspruch."
        ]


def test_a_played_bannspruch_says_what_it_stopped():
    state = from_position(_exchange_position(["Bannspruch"]))
    lines(state, "roll 1 bend")
    lines(state, "move 1 druid i4")
    lines(state, "exchange 1 with 1")
    assert lines(state, "bannspruch") == [
        "Brigid played Bannspruch: Anna's exchange did not happen.",
        "Anna left die 2 unused.",
    ]


def test_an_accepted_exchange_is_told_once_in_the_order_it_happened():
    """The demand is told when it is asked; the answer, not the demand again, follows: a
    spectator's hand-over summary reads the exchange once, from the question to the cards."""
    from game.core.match import Match, Seat
    from game.core.story import Story

    seats = [Seat(name, "human", k) for k, name in enumerate(NAMES)]
    match = Match("druiden", seats, 0, _exchange_position(["Tollkirsche"]))
    for text in ("roll 1 bend", "move 1 druid i4", "exchange 1 with 1", "accept", "take Tollkirsche", "give Mistel"):
        match.play(match.state.parse_action(text))
    (turn,) = Story(match).summary(2)  # Cormac's hand-over: Anna's turn so far
    told = [
        "Anna wants to exchange 1 card with Brigid; Brigid may forbid it with a Bannspruch.",
        "Brigid let the exchange happen.",
        "Anna took a card from Brigid's hand.",
        "Anna gave a card to Brigid.",
    ]
    at = [turn.index(sentence) for sentence in told]
    assert at == sorted(at) and all(turn.count(sentence) == 1 for sentence in told)
    assert "demanded" not in turn and turn.count("exchange") == 2  # asked, then let happen


def test_an_accepted_theft_says_who_let_it_happen():
    state = from_position({"players": 3, "druids": {0: "i5", 1: "o12", 2: "m3"}})
    assert told(state, [E.TheftBegun(2, 1, 2)]) == ["The Morrigan stole 2 cards from Brigid for Cormac."]
    events = [E.TheftBegun(2, 1, 1)]
    assert [line.text for line in narrate(state, events, 1, -1, NAMES)] == [
        "Brigid let the Morrigan steal 1 card for Cormac."
    ]


# --- the vote and the end ---------------------------------------------------------------------


def test_the_vote_is_told_cast_by_cast_with_the_count_and_the_winner():
    # levels/scenarios/druiden/vote-every-extra-counted.yaml: Sun 1 + 5, Moon 1 + 7 + 2
    state = from_position(
        {
            "players": 3,
            "hands": {
                0: ["Teutates", "Lug", "Magisches Bild"],
                1: ["Beifuß", "Eisenkraut", "Alraune", "Mistel", "Magisches Bild", "Magisches Bild", "Teutates"],
                2: ["Lug"],
            },
            "druids": {0: "i5", 1: "decision", 2: "o12"},
            "spirits": {
                "sun1": {"at": "decision", "owner": 0},
                "moon1": {"at": "decision", "owner": 1},
                "dwarf": {"at": "decision", "owner": 2},
            },
        }
    )
    lines(state, "roll 1 bend")
    assert lines(state, "move 1 druid i6")[-1] == (
        "Five pieces stand on the Place of Decision: the vote begins, Anna first."
    )
    assert lines(state, "vote sun") == ["Anna gave 5 votes to the Sun."]
    assert lines(state, "vote moon") == ["Brigid gave 7 votes to the Moon."]
    assert lines(state, "vote moon") == [
        "Cormac gave 2 votes to the Moon.",
        "The votes were counted: 6 for the Sun, 10 for the Moon.",
        "The Moon won the vote.",
        "Brigid won, 70 to 0 to 0.",
    ]


def test_a_shared_victory_and_negative_scores_read_with_a_minus_sign():
    state = from_position({"players": 3, "druids": {0: "i5", 1: "o12", 2: "m3"}})
    assert told(state, [E.GameEnded((10, 10, -20), (0, 1), "x")]) == [
        "A shared victory for Anna and Brigid, 10 to 10 to −20."
    ]
    assert told(state, [E.CultWon("sun", 2)]) == ["Cormac decided the tie: the Sun won the vote."]


# --- nothing secret, ever -----------------------------------------------------------------


def _random_game(seed: int, players: int):
    """Yields (state after, events, actor) for one seeded random game."""
    from game.druiden.rules import DruidenState

    rnd = random.Random(seed)
    state = DruidenState(players)
    while not state.is_over():
        actor = state.current_player()
        if actor < 0:
            outcomes = state.chance_outcomes()
            action = rnd.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            action = rnd.choice(state.legal_actions())
        events = state.apply(action)
        yield state, events, actor


@pytest.mark.parametrize("seed", [3, 11])
def test_a_sentence_reads_the_same_whatever_the_hidden_cards_are(seed):
    """The narrator reads nothing hidden from the state: dealing the cards a seat has not
    seen anew (another truth that seat cannot tell apart) changes none of its sentences."""
    rnd = random.Random(seed)
    for state, events, actor in _random_game(seed, 3):
        for seat in (-1, 0, 1, 2):
            other = sample_hidden(state.observation(seat), rnd)
            assert narrate(other, events, actor, seat, NAMES) == narrate(state, events, actor, seat, NAMES)


def test_a_spectator_hears_card_names_only_of_cards_laid_open():
    for state, events, actor in _random_game(5, 3):
        for line in narrate(state, events, actor, -1, NAMES):
            if any(name in line.text for name in CARD_NAMES):
                laid_open = ("played", "discarded", "may forbid it with a Bannspruch")
                assert any(words in line.text for words in laid_open), line.text


def test_druiden_declares_its_narrator():
    spec = registry.get("druiden")
    assert registry.load(spec.narrator) is narrate


def test_every_event_kind_but_a_turn_starting_is_told():
    state = from_position(
        {"players": 3, "druids": {0: "i5", 1: "o12", 2: "m3"}, "spirits": {"moon2": {"at": "o4", "owner": 1}}}
    )
    o4, m0, i6 = field("o4"), field("m0"), field("i6")
    one_of_each = [
        E.CardDrawn(0, 1, "plant"),
        E.StackReshuffled(9),
        E.NothingToDraw(0),
        E.DruidEntered(0, field("i2")),
        E.DiceRolled(0, ("2", "bend")),
        E.DieRerolled(0, 1, "bend"),
        E.SpellPlayed(0, 12),
        E.MovementChosen(0, True),
        E.PieceMoved(0, 8, 2, (o4, m0)),
        E.PieceEnteredDecision(8, i6, 2),
        E.DieLost(0, 1),
        E.SpiritSummoned(0, 0, m0),
        E.SpiritBanished(0, 4, o4, 1),
        E.SpiritControlled(0, 4, 1),
        E.SpiritMagicMoved(0, 4, o4, m0),
        E.ExchangeDemanded(0, 1, 2),
        E.TheftBegun(0, 1, 2),
        E.ActionForbidden(1, 0, "banish"),
        E.CardTaken(0, 1, 3),
        E.CardGiven(0, 1, 3),
        E.CardDiscarded(0, 3),
        E.VoteBegun("fifth piece", (0, 1, 2), False),
        E.VoteCast(0, "sun", 4),
        E.VoteCounted(5, 4, False),
        E.CultWon("sun", -1),
        E.GameEnded((10, 5, 0), (0,), "x"),
    ]
    kinds = {name for name, cls in vars(E).items() if isinstance(cls, type) and cls.__module__ == E.__name__}
    assert {type(e).__name__ for e in one_of_each} == kinds - {"TurnBegan"}
    for e in one_of_each:
        assert len(told(state, [e], seat=0)) == 1, type(e).__name__
    assert told(state, [E.TurnBegan(1, 3)]) == []
