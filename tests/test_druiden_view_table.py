"""The Die Druiden table: every legal action can be made by clicking where the table says,
the drawn model follows the events, refusals say why, the keyboard browses the legal
actions, and cards are only ever drawn face up for the seat at the screen."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.match import Match, Seat
from game.druiden.rules import actions as A
from game.druiden.rules.pieces import DRUID, MORRIGAN
from game.druiden.view import cards, clicks, hand, targets
from game.druiden.view.table import DruidenTable
from game.ui import anim

NAMES = ("Anna", "Bo", "Cleo", "Dag", "Eli")


def _table(app, players: int = 3, seed: int = 0, humans: int = 5):
    seats = [Seat(NAMES[i], "human" if i < humans else "normal", i) for i in range(players)]
    match = Match("druiden", seats, seed=seed)
    table = DruidenTable(app, match, anim.Timeline())
    return table, match


def _step(table, match, action=None) -> None:
    """Plays `action` (or the chance step due) and shows it as the seat at the screen sees it."""
    events = match.play_chance() if action is None else match.play(action)
    seen = match.state.visible_events(events, table.viewer if table.viewer is not None else -1)
    table.animate(seen, action, match.actors[-1])
    table.timeline.finish_all()


def _settle(table, match) -> None:
    while match.chance_due():
        _step(table, match)
    p = match.state.current_player()
    table.viewer = p if p >= 0 else table.viewer
    table.active = p >= 0


def _click(table, rect):
    pos = rect.center
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    return table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def _key(table, key):
    return table.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _click_through(table, action):
    """Clicks where the table says, one click at a time, until it hands out an action."""
    for _ in range(4):
        rect = table.click_rect(action)
        assert rect is not None, f"no click makes {action} (phase {table.match.state.phase}, selected {table.selected})"
        made = _click(table, rect)
        if made is not None:
            return made
    raise AssertionError(f"four clicks did not make {action}")


def _model_matches(table, match) -> None:
    model, state = table.model, match.state
    seen = state.observation(table.viewer)
    assert model.board.matches(state), "the board drawn is not the board of the rules"
    assert [model.hand_size(p) for p in range(state.players)] == [state.hand_size(p) for p in range(state.players)]
    assert model.hands[table.viewer] == seen.hands[table.viewer]
    assert model.matches(state), "the table drawn is not what its viewer may know of the rules state"


def test_every_decision_of_random_games_is_made_by_clicking_where_the_table_points(app):
    kinds = set()
    for game in range(4):
        table, match = _table(app, players=2 + game % 3, seed=game)
        rng = random.Random(100 + game)
        for _ in range(500):
            _settle(table, match)
            if match.state.is_over():
                break
            legal = match.state.legal_actions()
            wanted = rng.choice(legal)
            table.clear_selection()
            made = _click_through(table, wanted)
            assert made == wanted
            kinds.add(wanted.kind)
            _step(table, match, made)
            _model_matches(table, match)
    # the games reached the decisions a player meets most
    assert {A.ENTER, A.MOVE, A.PASS, A.GATHER, A.SUMMON, A.BANISH, A.EXCHANGE, A.GIVE, A.VOTE} <= kinds


def _faces_drawn(table) -> list[int]:
    """The card kinds of every face the hand strip draws in one frame."""
    drawn: list[int] = []
    real_face, real_compact = hand.face, hand.compact_face

    def face(card, w, h, count=1, style=hand.NARROW):
        drawn.append(card)
        return real_face(card, w, h, count, style)

    def compact(card, w, h, count=1, style=hand.NARROW):
        drawn.append(card)
        return real_compact(card, w, h, count, style)

    hand.face, hand.compact_face = face, compact
    try:
        table.draw(pygame.Surface((1280, 720)))
    finally:
        hand.face, hand.compact_face = real_face, real_compact
    return drawn


def test_the_drawn_hand_is_the_seat_at_the_screen_and_no_other(app):
    table, match = _table(app, players=3, seed=7)
    _settle(table, match)
    truth = match.state
    for viewer in (0, 1, 2, None):
        table.viewer = viewer
        table.update(0.0)
        faces = sorted(card for _box, card in targets.hand_boxes(table))
        expected = [] if viewer is None else [c for c, n in enumerate(truth.hands[viewer]) if n]  # one card per kind
        assert faces == expected
        assert sorted(_faces_drawn(table)) == expected


def test_a_card_drawn_by_another_player_flies_face_down(app):
    table, match = _table(app, players=2, seed=3)
    table.viewer = 0
    # the deal: seat 1's cards reach seat 0's screen face down, seat 0's face up
    while match.chance_due():
        events = match.play_chance()
        seen = match.state.visible_events(events, 0)
        table.animate(seen, None, match.actors[-1])
        table.timeline.update(0.2)  # mid-flight
        flights = [e for e in table.effects if isinstance(e, cards.Flight)]
        drawer = seen[0].player
        assert flights and all((f.card >= 0) == (drawer == 0) for f in flights)
        table.timeline.finish_all()
    assert table.model.unknown[1] == 2 and sum(table.model.hands[1]) == 0


def test_a_click_on_a_field_no_piece_can_reach_says_why(app):
    table, match = _table(app, players=2, seed=1)
    _settle(table, match)
    assert match.state.phase == "enter"
    not_foot = next(f for f in range(72) if f not in match.state.board.feet)
    assert _click(table, targets.field_rect(table, not_foot)) is None
    assert "druid's foot" in table.message
    # entering: the glowing feet are exactly the legal entries
    assert sorted(clicks.lit_fields(table)) == sorted(a.a for a in match.state.legal_actions())


def test_keyboard_steps_through_the_legal_actions_and_enter_plays_the_previewed_one(app):
    table, match = _table(app, players=2, seed=2)
    _settle(table, match)
    legal = match.state.legal_actions()
    assert _key(table, pygame.K_RIGHT) is None
    assert _key(table, pygame.K_RIGHT) is None
    assert table.status()[0].startswith(f"2/{len(legal)}")
    assert _key(table, pygame.K_RETURN) == legal[1]


def test_choosing_a_piece_lights_exactly_its_destinations_for_the_chosen_die(app):
    table, match = _table(app, players=2, seed=11)
    rng = random.Random(5)
    for _ in range(300):
        _settle(table, match)
        state = match.state
        moves = [a for a in state.legal_actions() if a.kind == A.MOVE]
        if moves:
            break
        _step(table, match, rng.choice(state.legal_actions()))
    else:
        pytest.skip("no move came up")
    a = moves[0]
    piece = DRUID + state.active if a.b == DRUID else a.b
    die = (
        0
        if state.dice[0]
        and not state.used[0]
        and A.FACES.index(state.dice[0]) >= 0
        and clicks.choosing.die_of(state, a.a) == 0
        else 1
    )
    table.selected = ("piece", die, piece)
    lit = clicks.lit_fields(table)
    expected = {m.c for m in moves if m.a == a.a and (DRUID + state.active if m.b == DRUID else m.b) == piece}
    assert set(lit) == expected and all(lit[f].c == f for f in lit)


def _until(table, match, rng, phase: str, limit: int = 3000) -> bool:
    """Random decisions (shown at the table) until `phase` is due; False if the game ended."""
    for _ in range(limit):
        _settle(table, match)
        if match.state.phase == phase:
            return True
        if match.state.is_over():
            return False
        _step(table, match, rng.choice(match.state.legal_actions()))
    return False


def test_a_table_opened_in_the_middle_of_an_exchange_lights_the_cards_to_give(app):
    from game.druiden.view import hud

    for seed in range(12):
        table, match = _table(app, players=3, seed=seed)
        if _until(table, match, random.Random(seed), "give"):
            break
    else:
        pytest.skip("no exchange came up")
    # as Continue would: a new table on the match as it stands
    fresh = DruidenTable(app, match, anim.Timeline())
    giver = match.state.current_player()
    fresh.viewer, fresh.active = giver, True
    held = {c for c, n in enumerate(match.state.hands[giver]) if n}
    assert hud.hand_lit(fresh) == held
    assert "Give" in hud.prompt(fresh) and fresh.names[match.state.giving[1]] in hud.prompt(fresh)
    wanted = match.state.legal_actions()[-1]
    assert _click_through(fresh, wanted) == wanted


def test_the_bannspruch_button_is_there_only_for_a_player_holding_one(app):
    from game.druiden.rules.cards import BANNSPRUCH
    from game.druiden.view import hud

    seen = set()
    for seed in range(30):
        table, match = _table(app, players=3, seed=seed)
        if not _until(table, match, random.Random(seed), "react"):
            continue
        victim = match.state.current_player()
        labels = [c.label for c in hud.choices(table)]
        holds = match.state.hands[victim][BANNSPRUCH] > 0
        assert ("Play Bannspruch" in labels) == holds and "Accept" in labels
        assert hud.prompt(table).endswith(" Accept, or forbid it with a Bannspruch if you hold one.")
        seen.add(holds)
        if seen == {True, False}:
            break
    assert seen == {True, False}, "both kinds of victim should come up in thirty games"


def test_undo_redraws_the_table_from_the_position_it_returns_to(app):
    table, match = _table(app, players=2, seed=6, humans=1)
    table.viewer = 0
    rng = random.Random(6)
    for step in range(400):  # at least 60 steps, then on to a decision undo may take back
        if step >= 60 and match.can_undo():
            break
        if match.chance_due():
            _step(table, match)
        else:
            _step(table, match, rng.choice(match.state.legal_actions()))
    table.selected = ("die", 0)
    before = len(match.actions)
    assert match.can_undo()
    match.undo()
    table.resync()
    assert len(match.actions) < before
    _model_matches(table, match)
    assert table.selected is None and not table.effects


def test_keys_1_and_2_choose_the_die_and_a_die_no_piece_can_use_is_refused(app):
    table, match = _table(app, players=2, seed=9)
    rng = random.Random(9)
    for _ in range(400):
        _settle(table, match)
        state = match.state
        if state.phase == "move" and any(a.kind == A.MOVE for a in state.legal_actions()):
            break
        _step(table, match, rng.choice(state.legal_actions()))
    usable = clicks.choosing.dice_with_moves(state, state.legal_actions())
    for d in (0, 1):
        table.clear_selection()
        _key(table, pygame.K_1 + d)
        if d in usable:
            assert table.selected == ("die", d) and not table.message
        else:
            assert table.selected is None and f"die {d + 1}" in table.message


def test_hovering_a_destination_says_what_landing_there_leads_to(app):
    """A druid's foot leads on to the Place of Decision, a plant field offers a card, and the
    words for a move never change the position they are worked out on."""
    table, match = _table(app, players=3, seed=12)
    rng = random.Random(12)
    feet = plants = 0
    for _ in range(600):
        _settle(table, match)
        state = match.state
        if state.is_over():
            break
        for a in (a for a in state.legal_actions() if a.kind == A.MOVE):
            kind = state.board.fields[a.c].kind
            before = (state.to_json(), len(state.legal_actions()))
            said = table.landing(a)
            table._landing = (None, "")
            assert (state.to_json(), len(state.legal_actions())) == before
            if kind == "foot":
                feet += 1
                assert "Place of Decision" in said
            if kind == "plant" and a.b != MORRIGAN:  # she may meet a druid there and steal
                plants += 1
                assert "a plant field: draw a plant card" in said
        _step(table, match, rng.choice(state.legal_actions()))
    assert feet and plants


def test_random_clicks_and_keys_only_ever_hand_out_legal_actions(app):
    table, match = _table(app, players=4, seed=13)
    rng = random.Random(13)
    keys = [
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_TAB,
        pygame.K_RETURN,
        pygame.K_1,
        pygame.K_2,
        pygame.K_a,
        pygame.K_ESCAPE,
    ]
    played = 0
    for _ in range(3000):
        _settle(table, match)
        if match.state.is_over():
            break
        if rng.random() < 0.3:
            made = _key(table, rng.choice(keys))
        else:
            pos = (rng.randrange(1280), rng.randrange(720))
            made = table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3))))
        if rng.random() < 0.05:
            table.draw(pygame.Surface((1280, 720)))
        if made is not None:
            assert made in match.state.legal_actions()
            _step(table, match, made)
            played += 1
    assert played > 20
