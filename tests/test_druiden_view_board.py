"""The Die Druiden board on the table: its layout from the map, the painter, and the board's
animations (they must leave the drawn board where the rules put it, played through or
skipped)."""

from __future__ import annotations

import math
import random
import re

import pygame
import pytest

from game.core.tiled import MapError
from game.druiden.board_map import BOARD_MAP
from game.druiden.rules import CHANCE, DruidenState
from game.druiden.rules import events as E
from game.druiden.rules.dice import DICE
from game.druiden.rules.pieces import DECISION, DRUID, HOME, SPIRITS, WAITING
from game.druiden.view import art, motion, painting
from game.druiden.view.layout import CANVAS, load_layout
from game.druiden.view.model import BoardModel
from game.ui import anim


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode(CANVAS)
    yield


def pick(state, rnd: random.Random):
    if state.current_player() == CHANCE:
        outcomes = state.chance_outcomes()
        return rnd.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
    return rnd.choice(state.legal_actions())


# --- layout -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_table_areas_lie_inside_the_canvas_and_apart(players):
    lay = load_layout(players)
    canvas = pygame.Rect(0, 0, *CANVAS)
    board = pygame.Rect(lay.centre[0] - lay.meadow, lay.centre[1] - lay.meadow, 2 * lay.meadow, 2 * lay.meadow)
    areas = [
        board,
        lay.spirits_place,
        lay.stack,
        lay.discard,
        lay.dice,
        lay.hand,
        lay.panel,
        lay.status,
        *lay.seat_areas,
    ]
    for a in areas:
        assert canvas.contains(a), a
        assert a.top >= 58, f"{a} reaches into the title and buttons"
    for i, a in enumerate(areas):
        for b in areas[i + 1 :]:
            assert not a.colliderect(b), f"{a} overlaps {b}"
    assert len(lay.seat_areas) == players
    assert all(r.h >= 100 for r in lay.seat_areas)


def test_every_field_has_its_own_spot_and_is_found_by_a_click_on_it():
    lay = load_layout(4)
    assert len(lay.field_xy) == 72
    for f, (x, y) in enumerate(lay.field_xy):
        assert lay.field_at((x + 2, y - 2)) == f
        for g in range(f + 1, 72):
            gap = math.dist(lay.field_xy[f], lay.field_xy[g])
            assert gap >= lay.field_radius[f] + lay.field_radius[g], (f, g)
    assert lay.field_at(lay.decision.center) is None
    assert lay.field_at((5, 5)) is None


def test_the_three_rings_are_circles_round_the_place_of_decision():
    lay = load_layout(3)
    cx, cy = lay.decision.center
    radii = []
    for ring in range(3):
        d = [math.dist((cx, cy), lay.field_xy[ring * 24 + k]) for k in range(24)]
        assert max(d) - min(d) < 2, f"ring {ring} is not round about the Place of Decision"
        radii.append(sum(d) / 24)
    assert radii[0] < radii[1] < radii[2]
    assert lay.decision.w / 2 < radii[0] - max(lay.field_radius[:24])


def test_spirit_homes_lie_on_the_place_of_the_spirits_and_the_dice_in_their_tray():
    lay = load_layout(2)
    assert sorted(lay.spirit_home_xy) == sorted(SPIRITS)
    for x, y in lay.spirit_home_xy.values():
        assert lay.spirits_place.collidepoint(x, y)
    for d in range(2):
        assert lay.dice.contains(lay.die_rect(d))
    assert not lay.die_rect(0).colliderect(lay.die_rect(1))


def test_two_pieces_on_one_field_stand_side_by_side_inside_it():
    lay = load_layout(2)
    for f in range(72):
        a, b = lay.field_slot(f, 0, 2), lay.field_slot(f, 1, 2)
        assert math.dist(a, b) > lay.piece_size * 0.8
        for p in (a, b):  # a click on either piece finds their field
            nearest = min(range(72), key=lambda g: math.dist(p, lay.field_xy[g]))
            assert nearest == f


def test_the_clock_hours_stand_where_the_log_says_fields_are():
    """The log names fields by the clock: field k of a ring at hour k / 2, 12 at the top."""
    lay = load_layout(2)
    twelve, three = art.hour_point(lay, 12), art.hour_point(lay, 3)
    assert twelve[1] < lay.centre[1] and abs(twelve[0] - lay.centre[0]) < 2
    assert three[0] > lay.centre[0] and abs(three[1] - lay.centre[1]) < 2
    outer = range(48, 72)
    for h in range(1, 13):
        x, y = art.hour_point(lay, h)
        nearest = min(outer, key=lambda f: math.dist((x, y), lay.field_xy[f]))
        assert lay.board.fields[nearest].k == (2 * h) % 24
        assert math.dist((x, y), lay.field_xy[nearest]) > lay.field_radius[nearest] + 6


def test_a_broken_map_is_refused_with_the_file_named(tmp_path):
    text = BOARD_MAP.read_text(encoding="utf-8")
    broken = re.sub(r'<object id="\d+" name="stack".*?</object>', "", text, flags=re.S)
    assert broken != text
    path = tmp_path / "board.tmx"
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(MapError, match="board.tmx"):
        load_layout(2, path)


def test_a_drawn_route_passes_every_field_of_the_path_and_ends_on_the_destination():
    lay = load_layout(2)
    b = lay.board
    path = [b.field(n) for n in ("i22", "i23", "i0", "m0", "o0", "o1")]  # turns at spoke 0
    pts = lay.route_points(path)
    assert pts[0] == lay.field_xy[path[0]] and pts[-1] == pytest.approx(lay.field_xy[path[-1]])
    for f in path:
        assert min(math.dist(p, lay.field_xy[f]) for p in pts) < 0.5
    canvas = pygame.Surface(CANVAS)
    plain = pygame.image.tobytes(canvas, "RGB")
    painting.paint_route(canvas, lay, path)
    assert canvas.get_at([round(v) for v in lay.field_xy[b.field("m0")]])[:3] != (0, 0, 0)
    assert pygame.image.tobytes(canvas, "RGB") != plain


# --- painting ------------------------------------------------------------------------------------
def _painted(model: BoardModel, lay) -> pygame.Surface:
    canvas = pygame.Surface(CANVAS)
    painting.paint_board(canvas, lay, model)
    return canvas


def _count_near(canvas, centre, radius, rgb, tolerance=24) -> int:
    n = 0
    cx, cy = int(centre[0]), int(centre[1])
    for x in range(cx - radius, cx + radius + 1):
        for y in range(cy - radius, cy + radius + 1):
            c = canvas.get_at((x, y))
            if all(abs(c[i] - rgb[i]) <= tolerance for i in range(3)):
                n += 1
    return n


def test_a_druid_is_drawn_in_its_seat_colour_on_its_field():
    s = DruidenState(3)
    lay = load_layout(3)
    model = BoardModel.from_state(s)
    field = lay.board.field("m7")
    before = _count_near(_painted(model, lay), lay.field_xy[field], 14, model.rgb(1))
    model.land(DRUID + 1, field)
    after = _count_near(_painted(model, lay), lay.field_xy[field], 14, model.rgb(1))
    assert before == 0 and after > 60


def test_a_controlled_spirit_wears_its_controllers_colour_and_an_uncontrolled_one_none():
    s = DruidenState(2)
    lay = load_layout(2)
    model = BoardModel.from_state(s)
    field = lay.board.field("o5")
    model.land(3, field)  # a Moon spirit
    red = model.rgb(1)
    free = _count_near(_painted(model, lay), lay.field_xy[field], 18, red, 16)
    model.control(3, 1)
    held = _count_near(_painted(model, lay), lay.field_xy[field], 18, red, 16)
    assert free == 0 and held > 40


def test_every_distinct_die_face_looks_different():
    faces = sorted({f for die in DICE for f in die})
    images = {f: pygame.image.tobytes(art.die_face(f, 48), "RGBA") for f in faces}
    assert len(set(images.values())) == len(faces) == 10  # 1..5, ring-6, four movements
    spent = pygame.image.tobytes(art.die_face("bend", 48, True), "RGBA")
    assert spent != images["bend"]


def test_every_field_kind_has_its_own_symbol():
    kinds = ("empty", "spirit", "plant", "foot")
    images = {pygame.image.tobytes(art.field_image(k, 18), "RGBA") for k in kinds}
    assert len(images) == 4


def test_the_stack_and_discard_counts_are_drawn_and_change_the_picture():
    s = DruidenState(2)
    lay = load_layout(2)
    model = BoardModel.from_state(s)
    model.stack_n, model.discard_n = 30, 0
    a = pygame.image.tobytes(_painted(model, lay).subsurface(lay.discard), "RGB")
    model.card_to_discard(11)
    b = pygame.image.tobytes(_painted(model, lay).subsurface(lay.discard), "RGB")
    assert a != b
    assert model.discard_n == 1 and model.discard_top == 11


# --- motion --------------------------------------------------------------------------------------
def _animate(lay, model, events, play_through: bool, rnd: random.Random) -> None:
    a = motion.for_events(lay, model, events)
    if a is None:
        return
    timeline = anim.Timeline()
    timeline.add(a)
    if play_through:
        for _ in range(2000):
            if not timeline.busy:
                break
            timeline.update(rnd.choice((1 / 60, 1 / 30, 0.1)))
            _painted(model, lay) if rnd.random() < 0.02 else None
    timeline.finish_all()
    assert not timeline.busy


@pytest.mark.parametrize(
    "players,seed,play_through", [(p, seed, seed % 2 == 1) for p in (2, 3, 4, 5) for seed in (1, 2, 3)]
)
def test_the_board_follows_the_events_to_where_the_rules_put_every_piece(players, seed, play_through):
    rnd = random.Random(seed)
    s = DruidenState(players)
    viewer = 0
    lay = load_layout(players)
    model = BoardModel.from_state(s.observation(viewer))
    for _ in range(2500):  # a random game ends within a few hundred steps
        if s.is_over():
            break
        events = s.apply(pick(s, rnd))
        _animate(lay, model, s.visible_events(events, viewer), play_through, rnd)
        obs = s.observation(viewer)
        assert model.matches(obs), (
            model.pos,
            obs.pos,
            model.dice,
            obs.dice,
            model.used,
            obs.used,
            model.stack_n,
            obs.stack_n,
        )
    assert s.is_over()


def test_a_walk_visits_every_field_of_the_path_in_order():
    lay = load_layout(2)
    s = DruidenState(2)
    model = BoardModel.from_state(s)
    path = (
        lay.board.field("o0"),
        lay.board.field("o1"),
        lay.board.field("o2"),
        lay.board.field("o3"),
        lay.board.field("o4"),
        lay.board.field("m4"),
    )
    model.land(DRUID, path[0])
    seen = []
    a = motion.walk(lay, model, E.PieceMoved(0, DRUID, 5, path), None)
    a.advance(0.0)
    for _ in range(400):
        if a.done:
            break
        a.advance(0.01)
        flight = model.flights.get(DRUID)
        if flight is not None:
            near = [f for f in path if math.dist(flight.pos, lay.field_xy[f]) < 1.5]
            if near and (not seen or seen[-1] != near[0]):
                seen.append(near[0])
    assert seen == list(path)
    assert model.pos[DRUID] == path[-1] and not model.flights


def test_a_ring_step_follows_the_ring_and_a_spoke_step_runs_straight_out():
    lay = load_layout(2)
    b = lay.board
    o1, o2 = b.field("o1"), b.field("o2")
    ring_way = motion.step_path(lay, o1, o2)
    for t in (0.25, 0.5, 0.75):
        assert math.dist(ring_way(t), lay.centre) == pytest.approx(lay.ring_radius[2], abs=1.5)
    m4, o4 = b.field("m4"), b.field("o4")
    spoke_way = motion.step_path(lay, m4, o4)
    mid = spoke_way(0.5)
    expect = ((lay.field_xy[m4][0] + lay.field_xy[o4][0]) / 2, (lay.field_xy[m4][1] + lay.field_xy[o4][1]) / 2)
    assert math.dist(mid, expect) < 0.01


def test_a_summoned_spirit_rises_wears_the_summoners_ring_and_lands_on_its_field():
    lay = load_layout(3)
    model = BoardModel.from_state(DruidenState(3))
    field = lay.board.field("m9")
    a = motion.summon(lay, model, E.SpiritSummoned(2, 0, field), None)
    lifts = []
    for _ in range(300):
        if a.done:
            break
        a.advance(0.02)
        flight = model.flights.get(0)
        if flight is not None:
            assert model.owner[0] == 2
            lifts.append(flight.lift)
    assert max(lifts) > 0.9
    assert model.pos[0] == field and model.owner[0] == 2 and not model.flights


def test_a_banished_spirit_flies_home_and_loses_its_ring_there():
    lay = load_layout(2)
    model = BoardModel.from_state(DruidenState(2))
    field = lay.board.field("i3")
    model.land(6, field)
    model.control(6, 1)
    a = motion.banish(lay, model, E.SpiritBanished(0, 6, field, 1), None)
    a.finish()
    assert model.pos[6] == HOME and model.owner[6] == -1
    assert painting.piece_point(lay, model, 6) == lay.spirit_home_xy["dwarf"]


def test_control_changes_hands_half_way_through_its_pulse():
    lay = load_layout(2)
    model = BoardModel.from_state(DruidenState(2))
    model.land(4, lay.board.field("o8"))
    model.control(4, 0)
    a = motion.control(lay, model, E.SpiritControlled(1, 4, 0), None)
    a.advance(0.1)
    assert model.owner[4] == 0
    a.advance(0.3)
    assert model.owner[4] == 1
    a.finish()
    assert model.owner[4] == 1 and not model.effects


def test_dice_tumble_through_their_own_faces_and_settle_on_the_roll():
    lay = load_layout(2)
    model = BoardModel.from_state(DruidenState(2))
    a = motion.roll(lay, model, E.DiceRolled(0, ("ring-6", "bend")), None)
    shown = [set(), set()]
    for _ in range(200):
        if a.done:
            break
        a.advance(0.02)
        for d in range(2):
            if model.rolling[d] is not None:
                shown[d].add(model.rolling[d].face)
                painting.paint_board(pygame.Surface(CANVAS), lay, model)
    assert shown[0] <= set(DICE[0]) and len(shown[0]) > 1
    assert shown[1] <= set(DICE[1]) and len(shown[1]) > 1
    assert model.dice == ["ring-6", "bend"] and model.rolling == [None, None]
    assert model.used == [False, False]


def test_a_skipped_roll_shows_the_outcome_at_once():
    model = BoardModel.from_state(DruidenState(2))
    a = motion.roll(load_layout(2), model, E.DiceRolled(0, ("3", "double-bend")), None)
    a.finish()
    assert model.dice == ["3", "double-bend"] and model.rolling == [None, None]


def test_a_piece_reaching_a_druids_foot_goes_on_into_the_place_of_decision():
    lay = load_layout(2)
    model = BoardModel.from_state(DruidenState(2))
    foot = lay.board.feet[0]
    model.land(DRUID + 1, foot - 1)
    events = [E.PieceMoved(1, DRUID + 1, 1, (foot - 1, foot)), E.PieceEnteredDecision(DRUID + 1, foot, 1)]
    a = motion.for_events(lay, model, events)
    a.finish()
    assert model.pos[DRUID + 1] == DECISION and model.used[0]
    x, y = painting.piece_point(lay, model, DRUID + 1)
    assert lay.decision.collidepoint(x, y)


def test_druids_waiting_in_the_centre_stand_apart_on_the_place_of_decision():
    lay = load_layout(5)
    model = BoardModel.from_state(DruidenState(5))
    assert model.waiting_druids() == [0, 1, 2, 3, 4]
    spots = [painting.piece_point(lay, model, DRUID + p) for p in range(5)]
    for i, a in enumerate(spots):
        assert lay.decision.collidepoint(a)
        for b in spots[i + 1 :]:
            assert math.dist(a, b) > 20
    assert all(model.pos[DRUID + p] == WAITING for p in range(5))
