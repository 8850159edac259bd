"""The Tholos table in a narrow window (issue #12): at 800×600 it fills the window's height,
keeps everything within canvas columns 160…1120, shows no text under 11 screen pixels in any
state, clicks aimed in window coordinates play the intended actions, and a window changed
mid-game moves the table without touching the game. The narrow map is checked like the wide
one; the results panel fits a body of its own, 860×440, with its text at 14 px."""

from __future__ import annotations

import dataclasses
import json
import random
import shutil
import subprocess

import pygame
import pytest
from readable import fills_height, is_piece_letter, rendered_texts, small_window, texts_rendered, too_small

from game.core.match import Match, Seat
from game.core.settings import Settings
from game.tholos.view import MapError, TholosTable, load_layout
from game.tholos.view import hud as tholos_hud
from game.tholos.view import table as tholos_table
from game.tholos.view.frame import NARROW
from game.tholos.view.layout import TEMPLE_MAP, TEMPLE_NARROW_MAP
from game.tholos.view.results import TholosResults
from game.ui import anim, theme
from game.ui.app import App
from game.ui.scene import NARROW_SPAN
from game.ui.scenes.play import PlayScene

SITES = ("omega", "alpha", "beta", "gamma", "delta", "pi", "sigma")
SYMBOLS = ("Ω", "α", "β", "γ", "δ", "π", "Σ")
BONUSES = ("move-black", "move-grey", "move-white", "return", "fetch", "steal", "build")
#: 800×600 shows canvas columns 160…1120 at 600/720
SCALE = 600 / 720


@pytest.fixture
def app():
    yield from small_window()


@pytest.fixture
def rendered(monkeypatch):
    """(px, text) of every string rendered while the test runs (fonts made afresh)."""
    with texts_rendered() as seen:
        yield seen


def window(canvas_pos) -> tuple[int, int]:
    """Where a canvas point shows in the 800×600 window."""
    return round((canvas_pos[0] - 160) * SCALE), round(canvas_pos[1] * SCALE)


def click(app, canvas_pos) -> None:
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window(canvas_pos), button=1)])


def hover(app, canvas_pos) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=window(canvas_pos), rel=(0, 0), buttons=(0, 0, 0))])


def key(app, k) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def resize(app, width: int, height: int) -> None:
    """The window made width×height, as the player's resizing does (the display's event)."""
    pygame.display.set_mode((width, height), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=width, h=height, size=(width, height))])


def centre(rect) -> tuple[int, int]:
    return pygame.Rect(rect).center


def table_on(app, match) -> PlayScene:
    scene = PlayScene(app, match)
    app.reset_to(scene)
    app.step()
    return scene


def humans(position=None, seed: int = 1, names=("Anna", "Brigid")) -> Match:
    seats = [Seat(names[0], "human", 0), Seat(names[1], "human", 1)]
    return Match("tholos", seats, seed=seed, position=position)


def played(match: Match, count: int, seed: int = 1) -> Match:
    rng = random.Random(seed)
    for _ in range(count):
        match.play(rng.choice(match.state.legal_actions()))
    return match


def assert_readable_and_whole(app) -> None:
    assert fills_height(app)
    assert tuple(app.shown) == (160, 0, 960, 720)
    assert too_small(app) == []


# --- the narrow map ------------------------------------------------------------------------
def test_the_narrow_temple_has_the_same_sites_and_areas_as_the_wide_one_within_the_span():
    narrow = load_layout(TEMPLE_NARROW_MAP, NARROW_SPAN)
    wide = load_layout(TEMPLE_MAP)
    assert [s.name for s in narrow.sites] == list(SITES)
    assert [s.symbol for s in narrow.sites] == list(SYMBOLS)
    assert [s.bonus for s in narrow.sites] == list(BONUSES)
    assert [s.base[2:] for s in narrow.sites] == [s.base[2:] for s in wide.sites]  # same plinths
    span = pygame.Rect(NARROW_SPAN[0], 56, NARROW_SPAN[1] - NARROW_SPAN[0], 720 - 56)  # below the title row
    places = [s.hit_rect for s in narrow.sites]
    places += [narrow.heap_rect(c) for c in range(3)] + [narrow.place_rect(p, k) for p in (0, 1) for k in range(3)]
    areas = [narrow.quarry, *narrow.workshops, narrow.scoreboard]
    for rect in places + areas:
        assert span.contains(pygame.Rect(rect)), rect
    for i, a in enumerate(areas):  # panels side by side, never on top of each other
        assert not any(pygame.Rect(a).colliderect(b) for b in areas[i + 1 :])
    for i, a in enumerate(narrow.sites):  # the plinths stand apart
        assert not any(pygame.Rect(a.base).colliderect(b.base) for b in narrow.sites[i + 1 :])


def test_the_narrow_map_reads_in_tiled(tmp_path):
    if shutil.which("tiled") is None:
        pytest.skip("Tiled is not installed here")
    out = tmp_path / "narrow.json"
    done = subprocess.run(
        ["tiled", "--export-map", str(TEMPLE_NARROW_MAP), str(out)],
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
        capture_output=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    layers = {layer["name"]: layer for layer in json.loads(out.read_text(encoding="utf-8"))["layers"]}
    assert sorted(o["name"] for o in layers["sites"]["objects"]) == sorted(SITES)
    assert {o["name"] for o in layers["areas"]["objects"]} >= {"quarry", "workshop-white", "workshop-black"}


def test_a_narrow_map_with_a_panel_outside_the_columns_shown_is_refused(tmp_path):
    text = TEMPLE_NARROW_MAP.read_text(encoding="utf-8")
    start = text.index('name="quarry"')
    moved = text[:start] + text[start:].replace('x="744"', 'x="900"', 1)
    for x in (744, 865, 986):  # its heaps go with it, 156 px to the right
        moved = moved.replace(f'type="heap" x="{x}"', f'type="heap" x="{x + 156}"')
    broken = tmp_path / "temple-narrow.tmx"
    broken.write_text(moved, encoding="utf-8")
    assert load_layout(broken).quarry[0] == 900  # a sound map for the whole table…
    with pytest.raises(MapError, match=r"quarry.*160…1120"):
        load_layout(broken, NARROW_SPAN)  # …but not for the narrow one


def test_a_broken_narrow_map_keeps_the_table_from_opening_even_in_a_wide_window(tmp_path, monkeypatch):
    wide_app = App(Settings())
    text = TEMPLE_NARROW_MAP.read_text(encoding="utf-8").replace('name="sigma"', 'name="sigm"')
    broken = tmp_path / "temple-narrow.tmx"
    broken.write_text(text, encoding="utf-8")
    monkeypatch.setattr(tholos_table, "NARROW", dataclasses.replace(NARROW, map_file=str(broken)))
    with pytest.raises(MapError, match="sigma"):
        TholosTable(wide_app, humans(), anim.Timeline())


# --- every state at 800×600 -------------------------------------------------------------------
def test_the_start_of_a_game_fills_the_window_with_readable_text(app):
    scene = table_on(app, humans())
    assert scene.view.layout.path == str(TEMPLE_NARROW_MAP)
    assert_readable_and_whole(app)


def test_mid_game_with_full_workshops_and_log_lines(app):
    position = {
        "to_move": "white",
        "columns": {"omega": "WWB", "alpha": "BG", "beta": "W", "gamma": "GB", "pi": "WWWB"},
        "workshops": {"white": "WB", "black": "BBG"},
    }
    match = humans(position)
    match.play(match.state.parse_action("deliver 1G"))  # White's workshop is full now too
    scene = table_on(app, match)
    assert [sum(w) for w in scene.view.model.workshops] == [3, 3]
    assert scene.log is not None and scene.story.told  # the log has a line to show
    assert_readable_and_whole(app)


def test_a_hovered_column_shows_its_card_and_the_stone_that_would_land(app):
    scene = table_on(app, played(humans(seed=3), 12, seed=3))
    view = scene.view
    state = view.match.state
    p = state.current_player()
    shop = ("shop", p, view.model.slots(p)[0])
    click(app, centre(view.spot_rect(shop)))
    assert view.selected == shop
    free = next(s for s, column in enumerate(state.columns) if len(column) < 5)
    hover(app, view.layout.sites[free].foot)
    assert view.spot_at(view.mouse) == ("site", free)
    assert any(text.endswith("— bonus") for _px, text in rendered_texts(app))  # the column's card
    assert_readable_and_whole(app)


def test_a_bonus_half_chosen_move_and_its_end(app):
    # White builds on Ω: its bonus moves a black top stone (α's) onto a third column
    position = {"to_move": "white", "columns": {"alpha": "B", "beta": "W"}, "workshops": {"white": "W", "black": ""}}
    scene = table_on(app, humans(position))
    view = scene.view
    click(app, centre(view.spot_rect(("shop", 0, 0))))
    click(app, view.layout.sites[0].foot)
    assert str(view.match.actions[-1]) == "place W omega" and view.match.state.bonus_site == 0
    app.step(dt=5.0)  # the stone lands
    click(app, view.layout.sites[1].foot)  # α's black top stone is picked up…
    assert view.selected == ("site", 1)
    assert view.prompt_button.visible  # …and Decline is offered at the end of the status line
    assert_readable_and_whole(app)
    click(app, view.layout.sites[2].foot)  # …and put on β
    assert str(view.match.actions[-1]) == "move alpha>beta"
    assert view.match.state.columns[2] == [0, 1]


def test_declining_a_bonus_with_the_narrow_prompt(app):
    position = {"to_move": "white", "columns": {"alpha": "B"}, "workshops": {"white": "W", "black": ""}}
    scene = table_on(app, humans(position))
    view = scene.view
    click(app, centre(view.spot_rect(("shop", 0, 0))))
    click(app, view.layout.sites[0].foot)
    app.step(dt=5.0)
    app.step()
    prompt = view.prompt_button.rect
    assert view.prompt_button.visible and view.prompt_button.label == "Decline bonus"
    assert pygame.Rect(view.frame.status).contains(prompt)
    click(app, prompt.center)
    assert str(view.match.actions[-1]) == "decline"


def test_the_count_picker_over_a_quarry_heap(app):
    scene = table_on(app, humans())
    view = scene.view
    click(app, centre(view.layout.heap_rect(2)))  # the grey heap
    assert view.selected == ("pile", 2)
    chips = view.chip_rects()
    assert set(chips) == {1, 2, 3}
    assert_readable_and_whole(app)
    click(app, chips[2].center)
    assert str(view.match.actions[-1]) == "deliver 2G"


def test_a_computer_thinking_and_long_names(app):
    seats = [Seat("Maximiliane-Charlotte von Habsburg", "human", 0), Seat("Brigid the Builder of Temples", "normal", 1)]
    match = Match("tholos", seats, seed=5)
    match.play(match.state.parse_action("deliver 2G"))
    scene = table_on(app, match)
    for _ in range(3):
        app.step(dt=0.05)
    assert scene.view.thinking == 1  # Brigid's card says "thinking" (an answer waits MIN_THINK)
    assert_readable_and_whole(app)


def test_the_end_of_the_game_on_the_table(app):
    history = _finished().actions
    match = humans(seed=2)
    for action in history[:-1]:
        match.play(match.state.parse_action(action))
    scene = table_on(app, match)
    scene.play_human(match.state.parse_action(history[-1]))
    app.step(dt=0.6)  # the last stone has landed; the columns are told one after another
    assert match.state.is_over() and app.top is scene
    assert_readable_and_whole(app)


def test_texts_drawn_into_the_narrow_tables_cached_pictures_are_14_pixels_or_more(app, rendered):
    """The temple, the workshop titles and the scoreboard are drawn once into pictures that
    the per-frame check never sees rendered: record them while the table is built."""
    theme.set_smallest_text(0)  # nothing raised for us: the narrow form must choose its sizes
    match = played(humans(), 20)
    view = TholosTable(app, match, anim.Timeline())
    assert view.background is not None
    view.scoreboard.draw(pygame.Surface((1280, 720)), view.model, 0, None, 0.0)
    texts = [(px, text) for px, text in rendered if text.strip() and not is_piece_letter(text)]
    assert view.frame.compact and any("workshop" in text for _px, text in texts)
    assert min(px for px, _text in texts) >= 14


# --- clicks and keys ----------------------------------------------------------------------------
def test_a_workshop_stone_then_a_site_clicked_in_the_window_place_it(app):
    position = {"to_move": "white", "workshops": {"white": "WG", "black": ""}}
    scene = table_on(app, humans(position))
    view = scene.view
    click(app, centre(view.layout.place_rect(0, 1)))  # the grey stone, second place
    assert view.selected == ("shop", 0, 2)
    click(app, view.layout.sites[4].foot)  # δ
    assert str(view.match.actions[-1]) == "place G delta"
    app.step(dt=5.0)
    assert view.model.columns[4] == [2]


def test_the_keyboard_plays_on_the_narrow_table(app):
    scene = table_on(app, humans())
    key(app, pygame.K_RIGHT)
    first = scene.view.match.state.legal_actions()[0]
    key(app, pygame.K_RETURN)
    assert scene.view.match.actions == [str(first)]


def test_a_stone_flies_between_the_narrow_places(app):
    scene = table_on(app, humans())
    view = scene.view
    click(app, centre(view.layout.heap_rect(0)))
    click(app, view.chip_rects()[1].center)
    app.step(dt=0.02)
    (flyer,) = view.flying
    assert flyer.start == view.layout.heap_top(0, 16)  # from the narrow quarry's white heap
    x0, x1 = NARROW_SPAN
    for _ in range(40):
        app.step(dt=0.02)
        assert all(x0 <= f.pos[0] <= x1 for f in view.flying)
    assert view.model.workshops[0][0] == 1


# --- the window changes shape ---------------------------------------------------------------------
def test_a_window_made_narrow_mid_game_moves_the_table_and_keeps_the_game(app):
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    match = played(humans(seed=4), 17, seed=4)
    scene = table_on(app, match)
    view = scene.view
    assert view.layout.path == str(TEMPLE_MAP) and tuple(app.shown) == (0, 0, 1280, 720)
    wide_picture = pygame.image.tobytes(app.canvas, "RGB")
    actions = list(match.actions)
    resize(app, 800, 600)
    assert view.layout.path == str(TEMPLE_NARROW_MAP)
    assert scene.log.closed_area == pygame.Rect(view.frame.log_area)
    assert match.actions == actions and view.model.matches(match.state)
    assert_readable_and_whole(app)
    click(app, centre(view.layout.heap_rect(1)))  # the narrow quarry answers clicks
    assert view.selected == ("pile", 1)
    key(app, pygame.K_ESCAPE)
    # and back: the wide table is drawn exactly as before
    view.mouse = (-1, -1)
    resize(app, 1280, 720)
    assert view.layout.path == str(TEMPLE_MAP) and match.actions == actions
    assert pygame.image.tobytes(app.canvas, "RGB") == wide_picture


def test_a_window_made_narrow_while_stones_fly_lands_them_first(app):
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    scene = table_on(app, humans())
    scene.play_human(scene.match.state.parse_action("deliver 3W"))
    app.step(dt=0.05)
    assert scene.view.flying
    resize(app, 800, 600)
    assert not scene.view.flying and scene.view.model.matches(scene.match.state)
    assert scene.view.model.workshops[0][0] == 3


def test_a_wide_window_keeps_the_wide_table(app):
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    scene = table_on(app, humans())
    assert not app.narrow and scene.view.layout.path == str(TEMPLE_MAP)
    assert scene.log.closed_area == pygame.Rect(276, 58, 688, 92)


# --- the results panel ----------------------------------------------------------------------------
def _finished(names=("Anna", "Brigid"), seed: int = 2) -> Match:
    match = humans(seed=seed, names=names)
    rng = random.Random(seed)
    while not match.state.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    return match


@pytest.mark.parametrize("names", [("Anna", "Brigid"), ("Maximiliane-Charlotte von Habsburg", "Bo")])
def test_the_results_panel_fits_a_body_of_860_by_440_with_14_pixel_text(app, rendered, names):
    theme.set_smallest_text(14)
    panel = TholosResults(_finished(names))
    canvas = pygame.Surface((1280, 720))
    canvas.fill((255, 0, 255))
    body = pygame.Rect(210, 170, 860, 440)
    panel.draw(canvas, body)
    untouched = pygame.mask.from_threshold(canvas, (255, 0, 255, 255), (1, 1, 1, 255))
    untouched.erase(pygame.mask.Mask(body.size, fill=True), body.topleft)
    assert untouched.count() == 1280 * 720 - body.w * body.h  # nothing drawn outside the body
    inside = pygame.mask.from_threshold(canvas.subsurface(body), (255, 0, 255, 255), (1, 1, 1, 255))
    used = [y for y in range(body.h) if any(not inside.get_at((x, y)) for x in range(0, body.w, 4))]
    assert used and used[-1] < body.h - 4  # its last line ends inside, not cut at the bottom
    texts = [(px, text) for px, text in rendered if text.strip() and not is_piece_letter(text)]
    assert any("points" in text for _px, text in texts)
    assert min(px for px, _text in texts) >= 14


def test_a_tutorial_in_a_narrow_window_teaches_on_the_narrow_table_and_fills_the_window(app):
    app.open_menu()
    app.open_tutorial("tholos", "a-turn")
    app.step()
    assert type(app.top).__name__ == "TutorialScene"
    assert app.top.view.layout.path == str(TEMPLE_NARROW_MAP)
    assert fills_height(app)


# --- room around the temple (review findings) -------------------------------------------------
#: Six columns complete (the tallest a column and its frame ever stand), Σ one stone short
#: (a game with all seven complete is over).
FULL = {name: "WWBBG" if name != "sigma" else "WWBB" for name in SITES}


def test_a_complete_column_and_the_frame_around_it_stand_clear_of_the_log():
    narrow = load_layout(TEMPLE_NARROW_MAP, NARROW_SPAN)
    log = pygame.Rect(NARROW.log_area)
    for spot in narrow.sites:
        # the play scene's mark around a site is its clickable box: base plus five stones
        assert not pygame.Rect(spot.hit_rect).colliderect(log), spot.name
        x, y, w, h = spot.base  # the highlight ring drawn 10 px around the plinth
        assert not pygame.Rect(x - 10, y - 10, w + 20, h + 20).colliderect(log), spot.name


def _picture(app) -> pygame.Surface:
    app.step()
    return app.canvas.copy()


def _changed(before: pygame.Surface, after: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels within `rect` differ between two pictures of the canvas."""
    a, b = before.subsurface(rect), after.subsurface(rect)
    return sum(1 for x in range(0, rect.w, 2) for y in range(0, rect.h, 2) if a.get_at((x, y)) != b.get_at((x, y)))


def _label_box(spot) -> pygame.Rect:
    """Generously where a site's symbol and bonus pill stand: below its plinth, or beside it
    (the back side sites)."""
    x, y, w, h = spot.base
    return pygame.Rect(x - 110, y, w + 220, h + 64)


@pytest.mark.parametrize("site", range(7))
def test_a_hovered_columns_card_hides_no_other_column_or_label(app, site):
    scene = table_on(app, humans({"to_move": "black", "columns": FULL}))
    view = scene.view
    view.mouse = (-1, -1)
    plain = _picture(app)
    hover(app, view.layout.sites[site].foot)
    assert view.hovered_site() == site and view.log_yields()  # the card takes the log's place
    shown = _picture(app)
    assert _changed(plain, shown, pygame.Rect(NARROW.log_area)) > 500
    for other in view.layout.sites:
        if other.index != site:
            assert _changed(plain, shown, pygame.Rect(other.hit_rect)) == 0, other.name
            box = _label_box(other).clip(pygame.Rect(160, 150, 600, 490))
            own = pygame.Rect(view.layout.sites[site].hit_rect).inflate(24, 24)
            if not box.colliderect(own):
                assert _changed(plain, shown, box) == 0, other.name


def test_a_columns_card_counts_its_stones_and_names_its_leader(app):
    # Ω: white, white, black, white from the bottom: three white stones against one black
    scene = table_on(app, humans({"to_move": "white", "columns": {"omega": "WWBW"}}))
    view = scene.view
    hover(app, view.layout.sites[0].foot)
    texts = [text for _px, text in rendered_texts(app)]
    assert "Ω  Omega — bonus" in texts
    assert "white 3 · black 1 · grey 0" in texts
    assert "Anna leads: 6 points" in texts  # 3 own stones + 3 for Brigid's one
    assert "bottom → top" in texts
    assert_readable_and_whole(app)


def test_hovering_a_columns_cell_in_the_scoreboard_shows_that_columns_card(app):
    scene = table_on(app, humans({"to_move": "white", "columns": {"gamma": "BBG"}}))
    view = scene.view
    cell = view.scoreboard.cell(3).move(view.scoreboard.rect.topleft)  # γ's cell
    hover(app, cell.center)
    assert view.hovered_site() == 3
    texts = [text for _px, text in rendered_texts(app)]
    assert "γ  Gamma — bonus" in texts and "white 0 · black 2 · grey 1" in texts
    assert_readable_and_whole(app)


def test_with_the_pointer_on_the_log_no_card_replaces_it(app):
    scene = table_on(app, played(humans(), 6))
    view = scene.view
    hover(app, (300, 100))  # on the closed log…
    assert scene.log.grown
    hover(app, view.layout.sites[0].foot)  # …then down the grown log over Ω
    assert scene.log.rect.collidepoint(view.mouse)
    assert view.hovered_site() is None and not view.log_yields()


def test_the_tutorials_marks_around_neighbouring_sites_do_not_meet(app):
    scene = table_on(app, humans({"to_move": "white", "columns": FULL}))
    view = scene.view
    rects = [view.target_rect(f"site:{name}") for name in SITES]
    for spot, rect in zip(view.layout.sites, rects):
        assert rect.contains(pygame.Rect(spot.base))  # the plinth…
        top = spot.stone_at(len(FULL[spot.name]) - 1)[1] - 11  # …and the top face of its top stone
        assert rect.top <= top and rect.h <= 44 + 75 + 11 + 2 * 8  # tight: at most 8 px around
    glows = [r.inflate(10, 10) for r in rects]  # the tutorial's glow line around a target
    for i, a in enumerate(glows):
        for j in range(i + 1, 7):
            assert not a.colliderect(glows[j]), (SITES[i], SITES[j])


def test_the_decline_button_and_its_shadow_sit_inside_the_status_line_apart_from_the_keys(app):
    position = {"to_move": "white", "columns": {"alpha": "B"}, "workshops": {"white": "W", "black": ""}}
    scene = table_on(app, humans(position))
    view = scene.view
    click(app, centre(view.spot_rect(("shop", 0, 0))))
    click(app, view.layout.sites[0].foot)
    app.step(dt=5.0)
    view.mouse = (-1, -1)
    app.step()
    assert view.prompt_button.visible and view.prompt_button.label == "Decline bonus"
    bar, button = pygame.Rect(view.frame.status), view.prompt_button.rect
    with_shadow = pygame.Rect(button.x - 4, button.y, button.w + 8, button.h + 8)
    assert bar.inflate(-8, -8).contains(with_shadow)
    # no key hint's ink in the 16 px before the button: only the bar's own colour there
    canvas = pygame.Surface((1280, 720))
    tholos_hud.draw_status(canvas, "Bonus of Ω", False, "←/→ choose · Enter play · Esc clear · F1 rules", view.frame)
    gap = pygame.Rect(button.x - 16, bar.y + 8, 16, bar.h - 16)
    colours = {tuple(canvas.get_at((x, y)))[:3] for x in range(gap.left, gap.right) for y in range(gap.top, gap.bottom)}
    assert len(colours) == 1


@pytest.mark.parametrize("narrow", [False, True], ids=["wide", "narrow"])
def test_every_stone_a_quarry_heap_shows_lies_inside_the_heaps_outline(narrow):
    from game.tholos.view.layout import SMALL_DRUM, load_layout

    lay = load_layout(TEMPLE_NARROW_MAP, NARROW_SPAN) if narrow else load_layout(TEMPLE_MAP)
    for colour in range(3):
        outline = pygame.Rect(lay.heap_rect(colour)).inflate(-8, -6)  # the ring drawn round a lit heap
        shown = lay.heap_shown(colour)
        assert shown >= 12  # a full heap still looks full; its count says the rest
        for k in range(shown):
            x, y = lay.heap_stone(colour, k)
            top = pygame.Rect(x - SMALL_DRUM[0] / 2, y - SMALL_DRUM[2] / 2, SMALL_DRUM[0], SMALL_DRUM[2])
            assert outline.contains(top), f"stone {k + 1} of heap {colour} pokes out of its outline"


def test_a_long_status_text_keeps_its_last_line_clear_of_the_key_hint():
    from game.tholos.view import hud
    from game.ui import theme

    text = " ".join(["Hint: this gives your workshop two more stones of your colour."] * 3)
    for last_room in (640, 700):
        size, lines = hud.status_lines(text, "sans", 860, last_room)
        font = theme.text_font(size)
        assert all(font.size(line)[0] <= 860 for line in lines)
        assert font.size(lines[-1])[0] <= last_room and len(lines) <= 3
        assert " ".join(lines) == text  # every word shown, in three lines of 15 px at most
