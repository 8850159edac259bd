"""The Dolmen table view: the drawn table follows the rule events, clicks make the intended
legal actions, refusals say why, hidden values never reach the picture, the map is checked."""

from __future__ import annotations

import random
import re
import shutil

import pygame
import pytest
from readable import texts_rendered

from game.core.match import Match, Seat
from game.dolmen.board_map import BOARD_MAP
from game.dolmen.rules import Phase
from game.dolmen.view import DolmenTable, MapError, art, hud, load_layout
from game.dolmen.view.results import DolmenResults
from game.ui import anim

NAMES = ("Anna", "Bo", "Cleo", "Dag")


def _table(app, players: int = 2, seed: int = 0, humans: int = 4) -> tuple[DolmenTable, Match]:
    seats = [Seat(NAMES[i], "human" if i < humans else "normal", i) for i in range(players)]
    match = Match("dolmen", seats, seed=seed)
    table = DolmenTable(app, match, anim.Timeline())
    table.viewer = 0
    return table, match


def _play(table, match, action) -> None:
    events = match.play(action)
    table.animate(events, action, match.actors[-1])
    table.timeline.finish_all()


def _advance(table, match, rng, until, limit: int = 400) -> bool:
    """Random legal actions until `until(state)` holds (True) or the game ends (False)."""
    for _ in range(limit):
        if until(match.state):
            return True
        if match.state.is_over():
            return False
        _play(table, match, rng.choice(match.state.legal_actions()))
    return until(match.state)


def _click(table, pos, button: int = 1):
    pos = (round(pos[0]), round(pos[1]))
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    return table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def _key(table, key):
    return table.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


# --- the display model follows the events ---------------------------------------------------
def test_display_model_equals_the_observation_after_every_action_of_random_games(app):
    for game in range(9):
        players = 2 + game % 3
        table, match = _table(app, players, seed=40 + game)
        rng = random.Random(game)
        while not match.state.is_over():
            _play(table, match, rng.choice(match.state.legal_actions()))
            seat = match.state.current_player()
            seen = match.state.observation(seat if seat >= 0 else 0)
            assert table.model.matches(seen), f"game {game} after {match.actions[-1]}"
            assert not table.moving and not table.slabbing and not table.effects
        # the end: every stone turned over, and the cards show the final points
        assert table.model.totals() == match.state.scores()


def test_pieces_are_never_lost_or_doubled_while_animations_play_frame_by_frame(app):
    for game in range(2):
        table, match = _table(app, 4, seed=7 + game)
        rules, m = match.state.rules, table.model
        rng = random.Random(game)
        while not match.state.is_over():
            table.animate(match.play(rng.choice(match.state.legal_actions())))
            frames = 0
            while table.timeline.busy:
                table.timeline.update(0.05)
                druids = sum(d >= 0 for d in m.druid) + sum(m.hand) + sum(p.kind == "druid" for p in table.moving)
                assert druids == rules.druids * 4
                stones = (
                    sum(s >= 0 for s in m.stone) + sum(m.stones_left) + sum(p.kind == "stone" for p in table.moving)
                )
                assert stones == rules.stones_for(4) * 4
                frames += 1
                assert frames < 600
            assert m.matches(match.state)


def test_a_druid_walks_node_by_node_and_hops_a_bridge(app):
    table, match = _table(app, 3, seed=5)
    rng = random.Random(3)
    state = match.state

    def bridge_ready(s):
        return s.phase is Phase.TURN and any(
            a.kind == "move" and len(s.walk_path(a.node, a.target)) > 2 for a in s.legal_actions()
        )

    assert _advance(table, match, rng, bridge_ready)
    state = match.state
    move = next(a for a in state.legal_actions() if a.kind == "move" and len(state.walk_path(a.node, a.target)) > 2)
    path = state.walk_path(move.node, move.target)
    table.animate(match.play(move))
    lay = table.layout
    seen_near, seen_over = set(), set()
    while table.timeline.busy:
        table.timeline.update(0.02)
        for piece in table.moving:
            for n in path:
                x, y = lay.nodes[n]
                if abs(piece.pos[0] - x) < 1 and abs(piece.pos[1] - y) < 1:
                    seen_near.add(n)
                # over a bridge druid's head: higher than half a standing druid above its place
                if abs(piece.pos[0] - x) < 1 and y - piece.pos[1] > lay.druid_size / 2:
                    seen_over.add(n)
        if table.moving:  # in the air, the druid is on no node of the drawn table
            assert table.model.druid[move.node] == -1
    assert {path[0], path[-1]} <= seen_near  # it leaves its place and lands on the target
    assert set(path[1:-1]) <= seen_over  # and hops over every druid of the bridge
    assert table.model.druid[move.target] == match.state.druid[move.target]


# --- clicks make the intended actions ----------------------------------------------------------
def test_click_a_free_place_puts_a_druid_there(app):
    table, match = _table(app, 2)
    table.active = True
    node = match.state.cat.node("4,4")
    action = _click(table, table.layout.nodes[node])
    assert action is not None and action.kind == "place" and action.node == node
    assert action in match.state.legal_actions()


def test_click_the_druid_in_hand_then_a_place(app):
    table, match = _table(app, 2)
    table.active = True
    assert _click(table, table.cards.hand_point(0)) is None
    assert table.selected == "hand"
    node = match.state.cat.node("2,5")
    action = _click(table, table.layout.nodes[node])
    assert (action.kind, action.node) == ("place", node)


def test_move_over_a_bridge_then_stone_then_skip_buttons(app):
    table, match = _table(app, 3, seed=5)
    rng = random.Random(3)
    assert _advance(
        table,
        match,
        rng,
        lambda s: (
            s.phase is Phase.TURN
            and any(a.kind == "move" and len(s.walk_path(a.node, a.target)) > 2 for a in s.legal_actions())
        ),
    )
    state = match.state
    table.active = True
    move = next(a for a in state.legal_actions() if a.kind == "move" and len(state.walk_path(a.node, a.target)) > 2)
    lay = table.layout
    assert _click(table, lay.nodes[move.node]) is None
    assert table.selected == ("druid", move.node)
    # hovering the destination previews exactly that move
    table.handle(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=tuple(map(round, lay.nodes[move.target])), rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    assert table.previewed() == move
    assert _click(table, lay.nodes[move.target]) == move
    _play(table, match, move)
    table.active = True
    items = {c.label: c for c in hud.choices(table)}
    assert items["Leave a stone"].action == match.state.cat.stone
    skip = next(c for c in items.values() if c.label.startswith("Skip"))
    assert _click(table, skip.rect.center) == match.state.cat.skip
    assert _click(table, items["Leave a stone"].rect.center) == match.state.cat.stone
    # a click on the place the druid left also leaves the stone
    assert _click(table, lay.nodes[move.node]) == match.state.cat.stone


def test_take_a_druid_back_with_the_button_or_r(app):
    table, match = _table(app, 2)
    _play(table, match, match.state.parse_action("place 3,3"))
    _play(table, match, match.state.parse_action("place 5,5"))
    table.active = True
    node = match.state.cat.node("3,3")
    _click(table, table.layout.nodes[node])
    button = next(c for c in hud.choices(table) if c.label == "Take this druid back")
    assert _click(table, button.rect.center) == match.state.cat.remove[node]
    table.clear_selection()
    _click(table, table.layout.nodes[node])
    assert _key(table, pygame.K_r) == match.state.cat.remove[node]


def test_circle_order_and_dolmen_value_by_click(app):
    table, match = _table(app, 2, seed=11)
    rng = random.Random(11)
    assert _advance(table, match, rng, lambda s: s.phase is Phase.ORDER)
    table.active = True
    state = match.state
    c = sorted(state.pending)[0][0]
    centre = table.layout.circles[c].centre
    action = _click(table, (centre[0], centre[1] - table.layout.step * 0.12))
    assert action == state.cat.circle[c]
    _play(table, match, action)
    state = match.state
    assert state.phase is Phase.PLACEMENT
    table.viewer = state.current_player()
    table.active = True
    tiles = [c for c in hud.choices(table) if isinstance(c, hud.ValueTile)]
    held = state.supply[state.current_player()]
    assert [t.count for t in tiles] == held[1:]  # the owner's own values, face up
    usable = next(t for t in tiles if t.count)
    assert _click(table, usable.rect.center) == state.cat.dolmen[usable.value]
    assert _key(table, pygame.K_0 + usable.value) == state.cat.dolmen[usable.value]


def test_keyboard_cycles_the_legal_actions_and_enter_plays(app):
    table, match = _table(app, 2)
    table.active = True
    legal = match.state.legal_actions()
    _key(table, pygame.K_RIGHT)
    _key(table, pygame.K_RIGHT)
    _key(table, pygame.K_LEFT)
    _key(table, pygame.K_TAB)  # 0, 1, back to 0, on to 1
    assert table.previewed() == legal[1]
    assert _key(table, pygame.K_RETURN) == legal[1]
    assert _key(table, pygame.K_ESCAPE) is None  # Esc goes to the scene: clear_selection
    assert table.clear_selection() is True and table.cursor is None


# --- refusals ---------------------------------------------------------------------------------
def test_a_refused_click_shows_the_reason(app):
    table, match = _table(app, 2)
    for text in ("place 3,3", "place 5,5", "move 3,3>3,4", "stone"):
        _play(table, match, match.state.parse_action(text))
    table.active = True  # Bo's turn; Anna's stone lies on 3,3
    stone_node = match.state.cat.node("3,3")
    assert _click(table, table.layout.nodes[stone_node]) is None
    text, error = table.status()
    assert error and "D6 is not free: a stone lies there" in text  # 3,3 is D6 on the edge grid
    # someone else's druid is not yours to move
    assert _click(table, table.layout.nodes[match.state.cat.node("3,4")]) is None
    assert "belongs to Anna" in table.status()[0]


# --- hidden values ------------------------------------------------------------------------------
def _pixels(table) -> bytes:
    canvas = pygame.Surface((1280, 720))
    table.layer_key = None
    table.panel_cache.clear()
    table.draw(canvas)
    return pygame.image.tobytes(canvas, "RGB")


def _swap_values(state, keep: int) -> None:
    """Gives every other player different hidden values (same counts and owners)."""
    state.stacks = [tuple((o, v if o == keep else 5 - v) for o, v in stack) for stack in state.stacks]
    for p in range(state.players):
        if p != keep:
            state.supply[p] = [0, *reversed(state.supply[p][1:])]
    state.forget_legal()


def test_other_players_values_never_change_the_picture(app):
    table, match = _table(app, 3, seed=21)
    rng = random.Random(21)

    def ready(s):
        return (
            s.phase is Phase.PLACEMENT
            and s.current_player() == 0
            and sum(len(x) for x in s.stacks) >= 4
            and any(o != 0 for x in s.stacks for o, _v in x)
            and any(o == 0 for x in s.stacks for o, _v in x)
        )

    assert _advance(table, match, rng, ready, 2000)
    table.active = True
    table.viewer = 0
    before = _pixels(table)
    table.peeking = True
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v"))
    peeked = _pixels(table)
    assert peeked != before  # own values are turned up while V is held
    _swap_values(match.state, keep=0)
    assert _pixels(table) == peeked
    table.handle(pygame.event.Event(pygame.KEYUP, key=pygame.K_v, mod=0, unicode="v"))
    assert _pixels(table) == before
    # the value tiles are the viewer's own
    assert [t.count for t in hud.choices(table) if isinstance(t, hud.ValueTile)] == match.state.supply[0][1:]


def test_without_a_viewer_nothing_hidden_is_drawn(app):
    table, match = _table(app, 2, seed=21)
    rng = random.Random(4)
    assert _advance(table, match, rng, lambda s: s.phase is Phase.PLACEMENT and any(len(x) for x in s.stacks), 2000)
    table.active = True
    table.viewer = None
    table.peeking = True
    assert not [c for c in hud.choices(table) if isinstance(c, hud.ValueTile)]
    plain = _pixels(table)
    _swap_values(match.state, keep=-1)
    match.state.stacks = [tuple((o, 5 - v) for o, v in s) for s in match.state.stacks]  # 1↔4, 2↔3
    assert _pixels(table) == plain


# --- previews -----------------------------------------------------------------------------------
def test_the_preview_names_the_circles_the_stone_would_change(app):
    table, match = _table(app, 4, seed=2)
    rng = random.Random(8)
    checked = 0
    for _ in range(300):
        state = match.state
        if state.is_over():
            break
        if state.phase is Phase.TURN:
            for action in state.legal_actions():
                if action.kind not in ("move", "remove"):
                    continue
                truth = state.clone()
                events = truth.apply(action)
                if truth.cat.stone in truth.legal_actions():
                    events += truth.apply(truth.cat.stone)
                due = sorted((e.circle, e.owner, e.where) for e in events if type(e).__name__ == "DolmenDue")
                shown = [(c, o, w) for c, o, w in table.outcome(action) if w in ("top", "under")]
                assert shown == due
                checked += 1
        _play(table, match, rng.choice(state.legal_actions()))
    assert checked > 100


# --- the map --------------------------------------------------------------------------------------
def test_a_broken_board_map_stops_with_the_file_named(tmp_path):
    broken = tmp_path / "board.tmx"
    shutil.copy(BOARD_MAP, broken)
    text = broken.read_text(encoding="utf-8")
    broken.write_text(text.replace('value="fehu"', 'value="nonesuch"', 1), encoding="utf-8")
    with pytest.raises(MapError) as err:
        load_layout(broken)
    assert str(broken) in str(err.value) and "rune" in str(err.value)


def test_moving_a_node_in_the_map_moves_it_on_the_table(tmp_path):
    moved = tmp_path / "board.tmx"
    shutil.copy(BOARD_MAP, moved)
    base = load_layout(BOARD_MAP)
    text = moved.read_text(encoding="utf-8")
    # the node 4,4 sits at the map's centre: nudge it 5 map pixels right (circle vertices snap to nodes within 8)
    node = base.board.nodes[base.board.node_at((4, 4))]
    x, y = node.position
    old = f'x="{x:g}" y="{y:g}"'
    assert text.count(old) == 1
    moved.write_text(text.replace(old, f'x="{x + 5:g}" y="{y:g}"'), encoding="utf-8")
    shifted = load_layout(moved)
    i = node.index
    assert shifted.nodes[i][0] - base.nodes[i][0] == pytest.approx(5 * base.scale)
    assert shifted.nodes[i][1] == pytest.approx(base.nodes[i][1])


# --- place names as the edge grid writes them -------------------------------------------------
LOWER_PLACE = re.compile(r"\b[a-i][1-9]\b")  # "g9": a place name with a small letter


def _texts_drawn(draw) -> list[str]:
    """Every text rendered while `draw()` runs (text caches emptied first)."""
    with texts_rendered() as seen:
        draw()
    return [text for _size, text in seen]


def test_circle_names_on_buttons_cards_and_results_keep_the_grids_capital_letter(app):
    table, match = _table(app, 2, seed=11)
    assert _advance(table, match, random.Random(11), lambda s: s.phase is Phase.ORDER)
    table.active = True
    state = match.state
    labels = [c.label for c in hud.choices(table)]
    assert len(labels) == len(state.pending) >= 2
    for label, (c, _owner, _where) in zip(labels, sorted(state.pending)):
        corner = min(state.board.circles[c].nodes, key=lambda n: state.board.nodes[n].grid[::-1])
        x, y = state.board.nodes[corner].grid
        place = "ABCDEFGHI"[x - state.board.edge[0]] + str(state.board.edge[3] - y + 1)  # counted here
        assert label.startswith(f"{state.board.circles[c].shape.capitalize()} at {place}: "), label
    # everything drawn: the decision's buttons, the circle card of a hovered circle, the log
    canvas = pygame.Surface((1280, 720))
    c = sorted(state.pending)[0][0]
    centre = table.layout.circles[c].centre
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(map(round, centre)), rel=(0, 0), buttons=(0, 0, 0)))
    drawn = _texts_drawn(lambda: table.draw(canvas))
    assert any(text.startswith(f"{state.board.circles[c].shape.capitalize()} at ") for text in drawn)
    assert [text for text in drawn if LOWER_PLACE.search(text)] == []
    # the results panel, wide and narrow
    rng = random.Random(5)
    while not match.state.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    panel = DolmenResults(match)
    for body in (pygame.Rect(40, 200, 1200, 500), pygame.Rect(210, 230, 860, 440)):
        drawn = _texts_drawn(lambda body=body: panel.draw(canvas, body))
        assert any(" at " in text for text in drawn)
        assert [text for text in drawn if LOWER_PLACE.search(text)] == []


# --- the status line beside the decision panel ------------------------------------------------
def test_while_the_panel_says_what_to_do_the_status_line_says_what_the_keys_do(app):
    table, match = _table(app, 2, seed=3)
    table.active = True
    state = match.state
    panel = " ".join(hud.explanation(table, state))
    text, error = table.status()
    assert not error and text != panel
    assert not any(sentence.strip(". ") in text for sentence in panel.split(". ") if sentence)
    assert f"{len(state.legal_actions())} possible moves" in text and "Enter" in text
    # the keyboard's preview and a refusal still take the line
    _key(table, pygame.K_RIGHT)
    assert table.status()[0].startswith(f"1/{len(state.legal_actions())}: ")
    _key(table, pygame.K_ESCAPE)
    table.clear_selection()
    _play(table, match, state.parse_action("place 3,3"))
    table.active = True  # Bo's turn; Anna's druid stands on 3,3
    assert _click(table, table.layout.nodes[match.state.cat.node("3,3")]) is None
    assert table.status()[1] and "belongs to Anna" in table.status()[0]


def test_before_anything_is_played_the_status_line_names_who_is_to_play(app):
    table, _match = _table(app, 2)
    table.active = False  # waiting, as at a tutorial's first step
    text, error = table.status()
    assert not error and text.startswith("It is Anna's turn.")


def test_a_new_table_on_the_same_board_shows_the_landscape_it_would_have_painted(app):
    first, _ = _table(app, players=2, seed=1)
    second, _ = _table(app, players=4, seed=2)
    assert second.background is first.background  # not painted again for the new game
    fresh = art._painted_landscape(second.layout)
    assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(second.background, "RGB")
    second.relayout(True)  # the narrow table fits the board elsewhere: its own picture
    assert second.background is not first.background
    narrow = art._painted_landscape(second.layout)
    assert pygame.image.tobytes(narrow, "RGB") == pygame.image.tobytes(second.background, "RGB")


def test_a_circle_card_says_when_no_dolmen_stands_there(app):
    """Hovering a circle with no dolmen stone: the card says none is built, it does not end
    on a colon with nothing after it; with a stone, the card lists the stack top down."""
    from game.dolmen.view import lower_card

    table, match = _table(app)
    canvas = pygame.Surface((1280, 720))
    box = pygame.Rect(900, 300, 360, 300)
    with texts_rendered() as seen:
        lower_card._circle(canvas, table, 0, box, peek=())
    height = table.layout.board.circles[0].height
    said = [text for _px, text in seen]
    assert f"dolmen 0/{height}" in said and "No dolmen stone stands here yet." in said
    assert not any(text.rstrip().endswith(":") for text in said)
