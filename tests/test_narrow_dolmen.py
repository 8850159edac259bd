"""The Dolmen and Die Dolmengötter table in an 800×600 window (issue #12): the narrow layout
fills the window's height, draws nothing outside the 960 columns shown, keeps every text at
11 screen pixels or more in every state (start, a late board, a decision, a preview, the
circle and player cards, the end), and clicks made in the window land where they are aimed.
Switching the window's shape mid-game keeps the game; the results panel fits the narrow
results screen's body."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
import pytest
from readable import fills_height, is_piece_letter, texts_rendered, too_small

from game.core.match import Match, Seat
from game.core.settings import Settings
from game.dolmen.rules import Phase
from game.dolmen.view import hud, layout, strip
from game.dolmen.view.results import DolmenResults
from game.ui import theme
from game.ui.app import App
from game.ui.scene import NARROW_SPAN
from game.ui.scenes.play import PlayScene

NAMES = ("Anna", "Brigid", "Cormac", "Deirdre", "Eamon")
TABLES = [("dolmen", 2), ("dolmen", 3), ("dolmen", 4), ("dolmengoetter", 2), ("dolmengoetter", 5)]
WINDOW = (800, 600)
LEFT, RIGHT = NARROW_SPAN
SCALE = WINDOW[1] / 720  # canvas → window: 600/720, columns 160…1120 shown


@pytest.fixture(scope="module")
def app():
    application = App(Settings(window_width=WINDOW[0], window_height=WINDOW[1]))
    yield application
    application.close()
    theme.set_smallest_text(0)
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)


def window_pos(canvas_pos) -> tuple[int, int]:
    """Where a canvas point shows in the 800×600 window."""
    return round((canvas_pos[0] - LEFT) * SCALE), round(canvas_pos[1] * SCALE)


def move_to(canvas_pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=window_pos(canvas_pos), rel=(0, 0), buttons=(0, 0, 0))


def click_at(canvas_pos) -> list[pygame.event.Event]:
    return [move_to(canvas_pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos(canvas_pos), button=1)]


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def a_match(game_id: str, players: int, seed: int = 3, until=None) -> Match:
    """Anna (human) against computers, seeded random moves until `until(state)` holds with
    Anna to decide (default: at once), from the first of the seeds `seed`, `seed + 1`, …
    whose game comes there."""
    for tried in range(seed, seed + 20):
        seats = [Seat(NAMES[i], "human" if i == 0 else "normal", i) for i in range(players)]
        match = Match(game_id, seats, seed=tried)
        rng = random.Random(tried)
        while not match.state.is_over():
            state = match.state
            if state.current_player() == 0 and (until is None or until(state)):
                return match
            match.play(rng.choice(state.legal_actions()))
    raise AssertionError("no game came to the position asked for")


def opened(app, match: Match) -> PlayScene:
    scene = PlayScene(app, match)
    app.reset_to(scene)
    app.step((), 0.0)
    scene.timeline.finish_all()
    settle(app)
    return scene


def settle(app, frames: int = 3) -> None:
    for _ in range(frames):
        app.step((), 1 / 60)


def check_readable(app, scene: PlayScene, what: str) -> None:
    """The window's whole height is used, no text is under 11 screen px, and the table drew
    nothing outside the columns shown (there the canvas is the bare landscape)."""
    assert fills_height(app), what
    assert tuple(app.shown) == (LEFT, 0, RIGHT - LEFT, 720), what
    assert too_small(app) == [], what
    bare = scene.view.background
    for x0, x1 in ((0, LEFT), (RIGHT, 1280)):
        area = pygame.Rect(x0, 0, x1 - x0, 720)
        drawn = pygame.image.tobytes(app.canvas.subsurface(area), "RGB")
        assert drawn == pygame.image.tobytes(bare.subsurface(area), "RGB"), f"{what}: drawn outside the span"


def resize(app, size) -> None:
    """The window made `size` as a player resizing it would."""
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)], 1 / 60)
    settle(app)


def many_stacks(state) -> bool:
    return state.phase is Phase.TURN and sum(1 for s in state.stacks if s) >= 6


def own_dolmen_stone(state) -> bool:
    return state.phase is Phase.PLACEMENT and state.due is not None and state.due[1] == 0


# --- every state fits and reads ----------------------------------------------------------------
@pytest.mark.parametrize("game_id,players", TABLES)
def test_the_narrow_table_fills_800_by_600_and_keeps_text_readable_in_every_state(app, game_id, players):
    scene = opened(app, a_match(game_id, players))
    assert scene.view.frame.narrow and scene.content_span == NARROW_SPAN
    check_readable(app, scene, "start")
    app.step([move_to(scene.view.cards.rects[-1].center)], 1 / 60)  # a player's full card
    check_readable(app, scene, "player card")

    scene = opened(app, a_match(game_id, players, until=many_stacks))
    check_readable(app, scene, "late board")
    view = scene.view
    app.step([key(pygame.K_RIGHT)], 1 / 60)  # the keyboard's preview of the first action
    check_readable(app, scene, "keyboard preview")
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    stack = next(c for c, s in enumerate(scene.match.state.stacks) if s)
    app.step([move_to(view.layout.circles[stack].centre)], 1 / 60)  # the circle card
    check_readable(app, scene, "circle card")
    legal = scene.match.state.legal_actions()
    step = next(a for a in legal if a.kind in ("move", "fly"))
    app.step(click_at(view.layout.nodes[step.node]), 1 / 60)  # the druid picked up
    app.step([move_to(view.layout.nodes[step.target])], 1 / 60)  # hovering where it goes
    assert view.previewed() == step
    check_readable(app, scene, "hover preview")

    scene = opened(app, a_match(game_id, players, until=own_dolmen_stone))
    assert [c.value for c in hud.choices(scene.view) if isinstance(c, hud.ValueTile)] == [1, 2, 3, 4]
    assert scene.view.asked_targets() == [("circle", scene.match.state.due[0])]  # outlined
    check_readable(app, scene, "choosing a dolmen stone")


@pytest.mark.parametrize("game_id,players", [("dolmen", 4), ("dolmengoetter", 5)])
def test_the_end_of_the_game_is_shown_on_the_narrow_table(app, game_id, players):
    seats = [Seat(NAMES[i], "human", i) for i in range(players)]
    whole = Match(game_id, seats, seed=5)
    rng = random.Random(5)
    while not whole.state.is_over():
        whole.play(rng.choice(whole.state.legal_actions()))
    match = Match(game_id, [Seat(NAMES[i], "normal", i) for i in range(players)], seed=5)
    for action in whole.actions[:-1]:
        match.play(match.state.parse_action(str(action)))
    last = match.state.current_player()
    match.seats[last] = Seat(NAMES[last], "human", last)
    scene = opened(app, match)
    scene.play_human(match.state.parse_action(str(whole.actions[-1])))
    assert match.state.is_over()
    checked = 0
    for frame in range(200):  # the stacks turned over, their points flying to the cards
        app.step((), 1 / 20)
        if not scene.timeline.busy:
            break
        if frame % 8 == 4:
            check_readable(app, scene, f"the end, frame {frame}")
            checked += 1
    assert checked >= 3 and scene.view.frame.narrow


# --- clicks land ----------------------------------------------------------------------------
def test_a_click_in_the_800_by_600_window_puts_a_druid_on_the_place_under_it(app):
    scene = opened(app, a_match("dolmen", 2))
    state = scene.match.state
    node = next(n for n in state.board.nodes if n.name == "4,4")  # E5, the board's middle
    app.step(click_at(scene.view.layout.nodes[node.index]), 1 / 60)
    assert [str(a) for a in scene.match.actions] == ["place 4,4"]


def test_a_druid_walks_where_the_window_is_clicked_and_a_value_tile_places_its_stone(app):
    scene = opened(app, a_match("dolmen", 3, until=own_dolmen_stone))
    before = len(scene.match.actions)
    tile = next(c for c in hud.choices(scene.view) if isinstance(c, hud.ValueTile) and c.action is not None)
    app.step(click_at(tile.rect.center), 1 / 60)
    assert str(scene.match.actions[before]) == f"dolmen {tile.value}"

    scene = opened(app, a_match("dolmen", 3, until=many_stacks))
    state = scene.match.state
    step = next(a for a in state.legal_actions() if a.kind == "move")
    lay = scene.view.layout
    app.step(click_at(lay.nodes[step.node]), 1 / 60)
    app.step(click_at(lay.nodes[step.target]), 1 / 60)
    assert scene.match.actions[-1] == str(step)


def test_the_druids_at_home_on_a_compact_card_answer_a_click(app):
    scene = opened(app, a_match("dolmengoetter", 5))
    view = scene.view
    app.step(click_at(view.cards.hand_point(0)), 1 / 60)
    assert view.selected == "hand"
    assert view.cards.rects[0].contains(view.cards.hand_rect(0))


def test_the_keyboard_plays_the_previewed_action_on_the_narrow_table(app):
    scene = opened(app, a_match("dolmen", 4, until=many_stacks))
    first = scene.match.state.legal_actions()[0]
    before = len(scene.match.actions)
    app.step([key(pygame.K_RIGHT)], 1 / 60)
    app.step([key(pygame.K_RETURN)], 1 / 60)
    assert scene.match.actions[before] == str(first)


@pytest.mark.parametrize("game_id", ["dolmen", "dolmengoetter"])
def test_the_tutorial_click_planner_points_at_the_narrow_places_and_buttons(app, game_id):
    """For every legal action of a few positions, clicking where `click_rect` says, one click
    after another, plays exactly that action."""
    for until in (None, many_stacks, own_dolmen_stone):
        match = a_match(game_id, 3, until=until)
        for action in match.state.legal_actions()[:12]:
            again = Match(game_id, match.seats, seed=match.seed)
            for done in match.actions:
                again.play(again.state.parse_action(done))
            scene = opened(app, again)
            before = len(scene.match.actions)
            for _ in range(3):
                settle(app, 1)
                rect = scene.view.click_rect(action)
                if rect is None:
                    break
                assert LEFT <= rect.left and rect.right <= RIGHT
                app.step(click_at(rect.center), 1 / 60)
            assert scene.match.actions[before:] == [str(action)]


def test_on_the_narrow_panel_a_stone_the_value_tiles_and_the_turn_keep_rows_of_their_own():
    rows = hud.NARROW_ROWS
    turn = (rows.turn, rows.turn + rows.button_h)
    values = (rows.values, rows.values + rows.skip_below + rows.button_h)
    stone = (rows.stone, rows.stone + rows.button_h)
    assert turn[1] < values[0] and values[1] < stone[0]
    assert rows.values + rows.tile[1] < rows.values + rows.skip_below  # Skip below the tiles
    right = layout.NARROW.right
    assert rows.top + 20 + stone[1] + 8 <= layout.NARROW.decision_h  # under a two-line heading too
    assert 14 + 3 * rows.tile[2] + rows.tile[0] <= right[2] - 14  # four tiles across the panel


@pytest.mark.parametrize("game_id,players", [("dolmen", 3), ("dolmengoetter", 4)])
def test_no_narrow_panel_button_appears_under_the_pointer_where_another_was(app, game_id, players):
    from test_board_misclicks import _dolmen_run  # the wide table's check, on the narrow one

    assert app.narrow  # the tables built below take the narrow layout
    checked = hazards = 0
    for seed in range(3):
        c, h = _dolmen_run(app, game_id, players, seed)
        checked, hazards = checked + c, hazards + h
    assert checked > 30 and hazards > 0


# --- the window's shape changes mid-game ------------------------------------------------------------
def test_switching_from_1280_by_720_to_800_by_600_mid_game_keeps_the_game(app):
    scene = opened(app, a_match("dolmengoetter", 3, until=many_stacks))
    view, match = scene.view, scene.match
    resize(app, (1280, 720))
    assert not view.frame.narrow and tuple(app.shown) == (0, 0, 1280, 720)
    assert view.layout.area == layout.BOARD_AREA and tuple(scene.log.closed_area) == layout.LOG_AREA
    wide_nodes = view.layout.nodes
    druid = next(a for a in match.state.legal_actions() if a.kind == "move").node
    pygame.event.clear()
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(map(round, wide_nodes[druid])), button=1)], 1 / 60)
    assert view.selected == ("druid", druid)
    played, model = list(match.actions), (list(view.model.druid), list(view.model.stone), view.model.totals())

    resize(app, WINDOW)
    assert view.frame.narrow and tuple(app.shown) == (LEFT, 0, RIGHT - LEFT, 720)
    assert match.actions == played and view.selected == ("druid", druid)
    assert (list(view.model.druid), list(view.model.stone), view.model.totals()) == model
    assert tuple(scene.log.closed_area) == layout.NARROW.log_area == view.log_area
    # the same board, smaller: every place moved into the board area shown
    x, y, w, h = layout.NARROW.board_area
    assert all(x <= px <= x + w and y <= py <= y + h for px, py in view.layout.nodes)
    assert view.layout.step < layout.BoardLayout(match.state.board).step
    check_readable(app, scene, "after the switch")
    step = next(a for a in match.state.legal_actions() if a.kind == "move" and a.node == druid)
    app.step(click_at(view.layout.nodes[step.target]), 1 / 60)
    assert match.actions == played + [str(step)]

    scene.timeline.finish_all()
    resize(app, (1280, 720))
    assert not view.frame.narrow and view.layout.nodes == wide_nodes
    resize(app, WINDOW)


def test_a_druid_placed_on_the_narrow_table_flies_from_its_compact_card_to_its_place(app):
    scene = opened(app, a_match("dolmen", 2))
    view = scene.view
    node = next(n.index for n in scene.match.state.board.nodes if n.name == "2,6")
    app.step(click_at(view.layout.nodes[node]), 1 / 60)
    seen = []
    for _ in range(60):
        seen += [piece.pos for piece in view.moving]
        if not scene.timeline.busy:
            break
        scene.timeline.update(1 / 30)
    assert seen, "the druid was never seen on its way"
    home, place = view.cards.hand_point(0), view.layout.nodes[node]
    assert abs(seen[0][0] - home[0]) < 30 and abs(seen[0][1] - home[1]) < 30
    assert abs(seen[-1][0] - place[0]) < 4 and abs(seen[-1][1] - place[1]) < 4
    assert all(LEFT <= x <= RIGHT for x, _y in seen)


# --- the results panel on the narrow results screen ---------------------------------------------------
@pytest.mark.parametrize("game_id,players", [("dolmen", 2), ("dolmen", 3), ("dolmen", 4), ("dolmengoetter", 5)])
def test_the_results_panel_fits_a_narrow_body_without_a_chart(app, game_id, players, monkeypatch):
    seats = [Seat(NAMES[i], "human", i) for i in range(players)]
    match = Match(game_id, seats, seed=2)
    rng = random.Random(2)
    while not match.state.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    panel = DolmenResults(match)
    canvas = pygame.Surface((1280, 720))
    canvas.fill((1, 2, 3))
    body = pygame.Rect(210, 230, 860, 440)
    with texts_rendered() as said:
        panel.draw(canvas, body)
    outside = pygame.mask.from_threshold(canvas, (1, 2, 3), (1, 1, 1, 255))
    outside.invert()
    assert outside.overlap_area(_all_but(body), (0, 0)) == 0  # nothing drawn outside the body
    words = [text for size, text in said if not is_piece_letter(text)]
    assert min(size for size, text in said if not is_piece_letter(text)) >= 14
    for seat, score in zip(match.seats, match.state.scores()):
        assert seat.name in words and str(score) in words
    rows = panel.tally.rows + panel.tally.completed
    assert all(str(row.total) in words for row in rows)
    stones = [f"{s.value}×{s.factor}" for row in rows for s in row.stones]
    assert set(stones) <= set(words)  # every stone's value × factor (each text drawn once, cached)


def _all_but(rect: pygame.Rect) -> pygame.mask.Mask:
    mask = pygame.mask.Mask((1280, 720), fill=True)
    mask.erase(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
    return mask


# --- what the compact cards say -------------------------------------------------------------------
KINDS = ("human", "normal", "easy", "hard", "normal")


def kinds_match(game_id: str, players: int, until=None) -> Match:
    """Anna (human) against computers of every level, at the first position `until` likes."""
    found = a_match(game_id, players, until=until)
    seats = [Seat(NAMES[i], KINDS[i], i) for i in range(players)]
    match = Match(game_id, seats, seed=found.seed)
    for action in found.actions:
        match.play(match.state.parse_action(str(action)))
    return match


def card_texts(view, p: int) -> tuple[list[str], pygame.Surface]:
    """The texts compact card p renders, and the picture of the card."""
    rect = view.cards.rects[p]
    surf = pygame.Surface((rect.w, rect.h), pygame.SRCALPHA)
    with texts_rendered() as seen:
        view.cards._card(surf, p, rect.move(-rect.x, -rect.y), 0, p == 0, False)
    return [text for _size, text in seen], surf


@pytest.mark.parametrize(
    "game_id,players",
    [("dolmen", 2), ("dolmen", 3), ("dolmen", 4), ("dolmengoetter", 2), ("dolmengoetter", 4), ("dolmengoetter", 5)],
)
def test_every_compact_card_says_the_seats_kind_and_what_its_numbers_count(app, game_id, players):
    for until in (None, many_stacks):
        match = kinds_match(game_id, players, until)
        scene = opened(app, match)
        state = match.state
        for p in range(players):
            said, picture = card_texts(scene.view, p)
            joined = " | ".join(said)
            kind = KINDS[p]
            if kind == "human":
                told = any(text == "human" or text.endswith("· human") for text in said)
            else:
                whole = any(text.endswith(f"computer · {kind}") for text in said)
                screen = kind in said and any(
                    tuple(picture.get_at((x, y)))[:3] == strip.GLASS
                    for x in range(picture.get_width())
                    for y in range(picture.get_height())
                )  # the level beside the computer's screen
                told = whole or screen
            if players <= 4:
                assert told, f"{game_id} {players}: card {p} does not say '{kind}': {joined}"
            stones, dolmens = state.stones_left[p], state.dolmens_left(p)
            if players <= 4:  # the counts with their words
                assert f"{stones} stone{'s' * (stones != 1)}" in joined, joined
                assert f"{dolmens} dolmen" in joined, joined
            else:  # the bare numbers beside the board's stone and slab
                assert str(stones) in said and str(dolmens) in said, joined
            assert "herbs" not in joined or "collecting herbs" in joined, joined  # never "1 herbs"


def test_a_compact_card_says_its_lying_druids_in_words_that_agree():
    flow = SimpleNamespace(herbs_and_flight=True)
    match = SimpleNamespace(state=SimpleNamespace(rules=SimpleNamespace(flow=flow)))
    for lying in (1, 2):  # Anna's three druids on the board, `lying` of them lying down
        table = SimpleNamespace(match=match, model=SimpleNamespace(druid=[0, 0, 0, -1], lying=set(range(lying))))
        assert hud.druids_out_words(table, 0) == [f"{lying} collecting herbs", f"{lying} lying"]


# --- the status line ------------------------------------------------------------------------------
def test_the_narrow_status_line_says_the_keys_while_the_panel_says_what_to_do(app):
    scene = opened(app, a_match("dolmen", 4))
    view = scene.view
    state = scene.match.state
    panel = " ".join(hud.explanation(view, state))
    text, error = hud.status_text(view)
    assert not error and panel not in text and "possible moves" in text
    app.step([key(pygame.K_RIGHT)], 1 / 60)
    assert hud.status_text(view)[0].startswith(f"1/{len(state.legal_actions())}: ")


def test_a_narrow_panel_too_short_for_its_words_leaves_them_to_the_status_line(app, monkeypatch):
    scene = opened(app, a_match("dolmen", 4))
    long = "Click a free place to put a druid there. " * 6  # more than the panel's three lines
    monkeypatch.setattr(hud, "explanation", lambda table, state: [long.strip()])
    assert hud.status_text(scene.view)[0] == long.strip()


def test_before_anything_is_played_the_narrow_status_line_is_not_blank(app):
    scene = opened(app, a_match("dolmen", 2))
    scene.view.active = False  # as while a tutorial's first caption shows
    text, _error = hud.status_text(scene.view)
    assert text.startswith("It is Anna's turn")


def test_sixteen_letter_names_on_five_compact_cards_are_never_cut_inside_a_word(app):
    """Issue #18: "Konstantinopo…" on a compact card of five: a name is shown whole (in
    plain letters where bold leaves no room), or as its first whole words and "…" (the full
    card under the mouse names it whole), with scores of one digit and of two."""
    names = ("Maximilianus Rex", "Bartholomäus XIV", "Konstantinopolis", "Wilhelmina Marie", "Aurelianus Magnu")
    seats = [Seat(name, "human" if i == 0 else "normal", i) for i, name in enumerate(names)]
    scene = opened(app, Match("dolmengoetter", seats, seed=0))
    view = scene.view
    for points in (4, 88):
        for p, name in enumerate(names):
            rect = view.cards.rects[p]
            surf = pygame.Surface((rect.w, rect.h), pygame.SRCALPHA)
            with texts_rendered() as seen:
                view.cards._card(surf, p, rect.move(-rect.x, -rect.y), points, p == 0, False)
            shown = [text for _size, text in seen if text.rstrip("…") and name.startswith(text.rstrip("…"))]
            assert len(shown) == 1, (name, [text for _size, text in seen])
            told = shown[0]
            assert told == name or (told.endswith("…") and name[len(told) - 1] == " "), (points, told)
