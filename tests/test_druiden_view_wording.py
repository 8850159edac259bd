"""Die Druiden's table in words and places a player reads: buttons keep the capitals of names
and spirits, the Bannspruch question makes sense to every hand and reveals none, the panel's
header names the round being shown and, while the scores are counted, the winning cult; the
log's box ends with its last whole row; the dice and the word over a lost die keep clear of
the "Dice" heading and of the Place of the Spirits."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
import pytest
from readable import small_window

from game.core.match import Match, Seat
from game.druiden.rules import events as E
from game.druiden.view import hud, marks, motion, painting
from game.druiden.view.table import DruidenTable
from game.ui import anim, theme
from game.ui.effects import FloatText
from game.ui.log import TITLE_H

NAMES = ("Ada", "Bran", "Cian")
#: Seat 0's druid lands on m6, where seat 1's Sun spirit stands, beside nobody's druid
CONTROL = {
    "players": 2,
    "hands": {1: ["Bannspruch"]},
    "druids": {0: "m5", 1: "o12"},
    "spirits": {"sun2": {"at": "m6", "owner": 1}},
}
#: Seat 0's druid lands on i4 beside seat 1's druid on i3: an exchange is offered
EXCHANGE = {"players": 3, "druids": {0: "i5", 1: "i3", 2: "o12"}, "hands": {0: ["Mistel"], 1: ["Raute", "Lug"]}}


#: what the table asks of its app outside a window: the layout to start in
BARE = SimpleNamespace(narrow=False)


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()  # the panel measures its words
    yield


def _table(app, position: dict, moves: list[str]) -> tuple[DruidenTable, Match]:
    players = position["players"]
    match = Match("druiden", [Seat(NAMES[k], "human", k) for k in range(players)], 0, position)
    table = DruidenTable(BARE, match, anim.Timeline())
    for text in moves:
        _show(table, match, text)
    table.viewer = table.active = match.state.current_player()
    table.active = True
    return table, match


def _show(table, match, text: str) -> None:
    actor = match.state.current_player()
    events = match.play(match.state.parse_action(text))
    table.showing = actor
    table.animate(events, None, actor)
    table.timeline.finish_all()


def _labels(table) -> list[str]:
    return [choice.label for choice in hud.choices(table)]


# --- words ---------------------------------------------------------------------------------------
def test_the_exchange_button_keeps_the_capital_of_the_name():
    table, _match = _table(BARE, EXCHANGE, ["roll 1 bend", "move 1 druid i4"])
    assert "Exchange 1 card with Bran" in _labels(table)
    assert not any("bran" in label for label in _labels(table))


def test_the_control_button_names_the_spirit_as_the_log_does():
    table, _match = _table(BARE, CONTROL, ["roll 1 bend", "move 1 druid m6"])
    assert "Take control of the Sun spirit" in _labels(table)


@pytest.mark.parametrize("hand", [["Bannspruch"], ["Raute"]])
def test_the_bannspruch_question_reads_alike_whatever_the_hand(hand):
    position = dict(CONTROL, hands={1: hand})
    table, match = _table(BARE, position, ["roll 1 bend", "move 1 druid m6", "control sun2"])
    assert match.state.phase == "react" and match.state.current_player() == 1
    assert hud.prompt(table) == (
        "Ada wants to take control of your Sun spirit. Accept, or forbid it with a Bannspruch if you hold one."
    )
    assert ("Play Bannspruch" in _labels(table)) == (hand == ["Bannspruch"])


@pytest.mark.parametrize(
    "hand, said",
    [
        (["Raute"], "your only card"),
        (["Raute", "Lug"], "2 of your cards"),
        (["Raute", "Lug", "Nebel"], "2 of your cards"),
    ],
)
def test_the_morrigans_theft_asks_about_as_many_cards_as_she_would_take(hand, said):
    # Ada's Morrigan on m5 moves 1 onto m6, where Bran's druid stands: she steals for Ada,
    # two cards or the one Bran holds (hand sizes are public: the words tell nothing)
    position = {
        "players": 2,
        "hands": {1: hand},
        "druids": {0: "o12", 1: "m6"},
        "spirits": {"morrigan": {"at": "m5", "owner": 0}},
    }
    table, match = _table(BARE, position, ["roll 1 bend", "move 1 morrigan m6"])
    assert match.state.phase == "react" and match.state.current_player() == 1
    assert hud.prompt(table).startswith(f"The Morrigan wants to steal {said} for Ada. Accept")


def test_the_vote_prompt_says_the_running_count_in_words():
    position = {
        "players": 2,
        "druids": {0: "i5", 1: "decision"},
        "spirits": {
            "sun1": {"at": "decision", "owner": 0},
            "moon1": {"at": "decision", "owner": 1},
            "dwarf": {"at": "decision", "owner": 1},
        },
    }
    # Ada's druid steps 1 from i5 onto i6, a druid's foot: the fifth piece, and Ada votes
    # first with the spirits' own votes already counted, 1 for each cult
    table, match = _table(BARE, position, ["roll 1 bend", "move 1 druid i6"])
    assert match.state.phase == "vote" and match.state.current_player() == 0
    assert hud.prompt(table).startswith("The vote! So far the Sun has 1 vote, the Moon 1 vote.")


def test_the_log_says_plainly_who_may_forbid_what():
    from game.druiden.narrate import narrate

    match = Match("druiden", [Seat(NAMES[k], "human", k) for k in range(2)], 0, CONTROL)
    for text in ("roll 1 bend", "move 1 druid m6"):
        match.play(match.state.parse_action(text))
    events = match.play(match.state.parse_action("control sun2"))
    told = [line.text for line in narrate(match.state, events, 0, -1, NAMES)]
    assert told[-1] == "Ada wants to take control of Bran's Sun spirit; Bran may forbid it with a Bannspruch."


# --- the header --------------------------------------------------------------------------------
def test_the_header_names_the_round_of_the_turn_being_shown_until_it_has_been_seen():
    match = Match("druiden", [Seat(NAMES[k], "human", k) for k in range(3)], 4)
    table = DruidenTable(BARE, match, anim.Timeline())
    rnd = random.Random(4)
    checked = 0
    while not match.state.is_over() and checked < 3:
        state = match.state
        before, actor = state.round, state.whose_turn()
        action = None if match.chance_due() else rnd.choice(state.legal_actions())
        events = match.play_chance() if action is None else match.play(action)
        table.showing = match.actors[-1]
        table.animate(events, action, match.actors[-1])
        if 1 <= before != match.state.round and table.timeline.busy:  # a round ended with this turn
            assert hud.header(table)[0] == f"{NAMES[actor]} · round {before}"
            table.timeline.finish_all()
            while match.chance_due():  # the next player's roll
                table.animate(match.play_chance(), None, match.actors[-1])
                table.timeline.finish_all()
            now = match.state.current_player()
            assert hud.header(table)[0] == f"{NAMES[now]} · round {match.state.round}"
            checked += 1
        table.timeline.finish_all()
    assert checked == 3


def test_the_header_says_the_scoring_and_the_winning_cult_only_once_the_vote_is_told():
    match = Match("druiden", [Seat(NAMES[k], "human", k) for k in range(2)], 2)
    table = DruidenTable(BARE, match, anim.Timeline())
    rnd = random.Random(2)
    while True:
        action = None if match.chance_due() else rnd.choice(match.state.legal_actions())
        events = match.play_chance() if action is None else match.play(action)
        table.showing = match.actors[-1]
        table.animate(events, action, match.actors[-1])
        if match.state.is_over():
            break
        table.timeline.finish_all()
    cult = {"sun": "Sun", "moon": "Moon"}[match.state.cult]
    headers = []
    while table.timeline.busy:
        headers.append(hud.header(table)[0])
        table.timeline.update(0.1)
    headers.append(hud.header(table)[0])
    scoring = f"Scoring: the {cult} cult won"
    assert headers[0] != scoring  # the vote's count is shown first: no spoiler
    assert headers[-1] == scoring and not any("round" in h for h in headers[headers.index(scoring) :])


# --- places --------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_log_ends_where_its_last_whole_row_ends_at_the_panels_foot(size):
    for application in small_window(size):
        match = Match("druiden", [Seat(NAMES[k], "human", k) for k in range(3)], 0)
        from game.ui.scenes.play import PlayScene

        scene = PlayScene(application, match)
        application.reset_to(scene)
        application.step()
        log, panel = scene.log, scene.view.layout.panel
        area = log.closed_area
        assert area.h == TITLE_H + 8 + log.visible_rows() * log.row_height()
        assert area.bottom == panel.bottom and panel.contains(area)
        assert log.visible_rows() >= (18 if size == (1280, 720) else 11)  # wide: was 10


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_dice_and_the_ring_round_them_keep_under_the_dice_heading(size):
    for application in small_window(size):
        from game.ui.scenes.play import PlayScene

        match = Match("druiden", [Seat(NAMES[k], "human", k) for k in range(3)], 0)
        scene = PlayScene(application, match)
        application.reset_to(scene)
        application.step()
        view = scene.view
        lay = view.layout
        heading = theme.text_surface("Dice", 11, (0, 0, 0), "bold").get_rect(midtop=(lay.dice.centerx, lay.dice.y + 3))
        ring = marks.mark_rect(view, ("dice",))
        faces = [painting.die_face_rect(lay, d) for d in (0, 1)]
        assert not ring.colliderect(heading) and lay.dice.contains(ring)
        assert all(not face.colliderect(heading) for face in faces)


@pytest.mark.parametrize("narrow", [False, True])
def test_the_word_over_a_lost_die_stays_on_its_die_all_the_way(narrow):
    from game.druiden.view.layout import load_layout
    from game.druiden.view.model import BoardModel

    lay = load_layout(3, narrow=narrow)
    match = Match("druiden", [Seat(NAMES[k], "human", k) for k in range(3)], 0)
    model = BoardModel.from_state(match.state)
    for die in (0, 1):
        model.effects.clear()
        shown = motion.die_lost(lay, model, E.DieLost(0, die))
        shown.advance(0.0)
        [word] = [thing for thing in model.effects if isinstance(thing, FloatText)]
        face = painting.die_face_rect(lay, die)
        heights = []
        for k in range(11):
            box = word.box(k / 10)
            heights.append(box.y)
            assert face.contains(box), (k / 10, box, face)  # never across the die's edge
            assert lay.dice.contains(box) and not box.colliderect(lay.spirits_place), (k / 10, box)
        assert heights[-1] < heights[0]  # it rises


@pytest.mark.parametrize("narrow", [False, True])
@pytest.mark.parametrize("magic", [False, True])
def test_the_movement_chosen_is_said_within_the_dice_place_under_its_heading(narrow, magic):
    from game.druiden.view.layout import load_layout
    from game.druiden.view.model import BoardModel

    lay = load_layout(3, narrow=narrow)
    match = Match("druiden", [Seat(NAMES[k], "human", k) for k in range(3)], 0)
    model = BoardModel.from_state(match.state)
    shown = motion.movement_chosen(lay, model, E.MovementChosen(0, magic))
    shown.advance(0.0)
    [word] = [thing for thing in model.effects if isinstance(thing, FloatText)]
    heading_foot = lay.dice.y + 3 + theme.text_font(11, "bold").get_height()
    for k in range(11):
        box = word.box(k / 10)
        assert lay.dice.contains(box) and box.y >= heading_foot, (k / 10, box)


def test_the_status_line_shows_whole_sentences_only():
    """The narrow status line has two lines: the move and its consequence told by the log
    did not fit, and the second sentence stopped mid-way ("… entered the Place"). Now it
    shows the sentences that fit whole, the move first."""
    from game.druiden.view.layout import NARROW_STATUS

    move = (
        "Cunigunde Alber moved the Moon spirit with a bend from the middle ring's field at 8 o'clock "
        "to the druid's foot at 5 o'clock."
    )
    then = "Cunigunde Alber's Moon spirit entered the Place of Decision, where 5 pieces now stand."
    width = NARROW_STATUS[2] - 16
    assert len(theme.wrap(f"{move} {then}", 14, width)) > 2  # too long for the line as it stood
    lines = hud.status_lines(f"{move} {then}", width)
    assert " ".join(lines) == move
    assert hud.status_lines("Bo rolled a 1 and a bend.", width) == ["Bo rolled a 1 and a bend."]
