"""The screens around the tables in an 800×600 window (issue #12): the menu, the setup screen,
the rules pages, the question before replacing a game, the results, the tutorial list and a
tutorial step each keep to the 960 columns NARROW_SPAN (160…1120) and so fill the window from
top to bottom, no text of theirs shows under 11 screen pixels, and a click aimed at a button
in the window lands on it. A window switched between wide and narrow lays the open screen
out again, and the wide layout comes back unchanged."""

from __future__ import annotations

import random

import pygame
import pytest
from readable import small_window

from game.core import registry, saves, tutorial
from game.core.match import Match, Seat
from game.core.settings import Settings
from game.ui import tables, theme
from game.ui.app import App
from game.ui.results import ScoresPanel
from game.ui.scene import NARROW_SPAN, Scene
from game.ui.scenes import final as final_module
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.final import FinalScene
from game.ui.scenes.menu import MainMenu, playable_games
from game.ui.scenes.play import PlayScene
from game.ui.scenes.reference import RulesScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.tutorial import TutorialScene
from game.ui.scenes.tutorial_list import ChaptersScene
from game.ui.scenes.tutorial_why import WhyScene
from game.ui.widgets import FocusGroup
from tests.readable import fills_height, too_small

SPAN = pygame.Rect(NARROW_SPAN[0], 0, NARROW_SPAN[1] - NARROW_SPAN[0], 720)
#: every game of the registry with a table, each rule set on its own
RULE_SETS = [g for g in registry.game_ids() if tables.has_table(g)]


@pytest.fixture
def app():
    yield from small_window()


@pytest.fixture
def wide_app():
    application = App(Settings(window_width=1280, window_height=720))
    yield application
    theme.set_smallest_text(0)
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)


def window_pos(canvas_pos) -> tuple[int, int]:
    """Where a canvas point shows in an 800×600 window that shows columns 160…1120."""
    x, y = canvas_pos
    return round((x - 160) * 800 / 960), round(y * 600 / 720)


def click_at(app, canvas_pos) -> None:
    """A left click in the window, aimed at the canvas point as the window shows it (the
    pointer moved there first, as a hand does)."""
    pos = window_pos(canvas_pos)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])


def settle(app) -> None:
    """A screen that has just appeared takes clicks after its first moments (game.ui.arming)."""
    from game.ui.arming import SETTLE_SECONDS

    for _ in range(round(SETTLE_SECONDS / 0.1) + 1):
        app.step(dt=0.1)


def key(app, k) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def assert_readable_and_filling(app) -> None:
    app.step()
    assert fills_height(app)
    assert tuple(app.shown) == (160, 0, 960, 720)
    assert too_small(app) == []


def shown_widgets(focus: FocusGroup) -> list[pygame.Rect]:
    return [w.rect for w in focus.widgets if w.visible]


def assert_within_span_and_apart(rects: list[pygame.Rect]) -> None:
    for rect in rects:
        assert SPAN.contains(rect), rect
    for a in rects:
        assert not any(a.colliderect(b) for b in rects if b is not a), a


class NarrowTable(Scene):
    """Stands in for a finished game's table that has a narrow layout: opaque, keeps to the
    span, raises small text, and draws no text of its own."""

    content_span = NARROW_SPAN
    small_text_grows = True

    def draw(self, canvas) -> None:
        canvas.fill(theme.FELT)


def finished_tholos() -> Match:
    match = Match("tholos", [Seat("Anna", "human", 0), Seat("Bo", "normal", 1)], seed=3)
    rng = random.Random(3)
    while not match.state.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    return match


# --- the main menu --------------------------------------------------------------------------------
def test_the_menu_fills_an_800_by_600_window_with_all_its_text_readable(app):
    app.reset_to(MainMenu(app))
    assert_readable_and_filling(app)
    assert_within_span_and_apart(shown_widgets(app.top.focus))


def test_the_menu_with_a_game_to_continue_fills_the_window_and_continue_opens_it(app):
    saves.save(Match("tholos", [Seat("Anna", "human", 0), Seat("Bo", "hard", 1)], seed=2))
    menu = MainMenu(app)
    app.reset_to(menu)
    assert menu.continue_button.enabled
    assert_readable_and_filling(app)
    click_at(app, menu.continue_button.rect.center)
    assert isinstance(app.top, PlayScene)


def test_a_five_seat_game_in_progress_is_described_readably_on_the_narrow_menu(app):
    seats = [Seat(name, "human", k) for k, name in enumerate(["Anna", "Brigid", "Cormac", "Deirdre", "Eamon"])]
    saves.save(Match("dolmengoetter", seats, seed=2))
    app.reset_to(MainMenu(app))
    assert_readable_and_filling(app)


def test_each_game_card_and_its_buttons_answer_clicks_on_the_narrow_menu(app):
    for game_id in MainMenu(app).game_cards:
        menu = MainMenu(app)
        app.reset_to(menu)
        app.step()
        click_at(app, menu.rules_buttons[game_id].rect.center)
        assert isinstance(app.top, RulesScene) and app.top.spec.id == game_id
        app.reset_to(menu)
        click_at(app, menu.game_cards[game_id].rect.center)
        assert isinstance(app.top, SetupScene) and game_id in app.top.family


def test_the_settings_button_of_the_narrow_menu_opens_the_settings(app):
    from game.ui.scenes.settings_scene import SettingsScene

    menu = MainMenu(app)
    app.reset_to(menu)
    app.step()
    click_at(app, menu.settings_button.rect.center)
    assert isinstance(app.top, SettingsScene)


# --- the question before replacing a game ------------------------------------------------------------
def test_the_question_over_the_narrow_menu_fills_the_window_and_its_answers_land(app):
    menu = MainMenu(app)
    app.reset_to(menu)
    app.step()
    answered: list[str] = []
    app.push(
        ConfirmScene(
            app,
            "Delete this game?",
            "Tholos with Anna and Bo, turn 3, goes for good.",
            "Delete",
            lambda: answered.append("yes"),
            "Keep it",
        )
    )
    question = app.top
    assert_readable_and_filling(app)
    assert_within_span_and_apart(shown_widgets(question.focus))
    settle(app)
    click_at(app, question.yes_button.rect.center)
    assert answered == ["yes"] and app.top is menu


def test_keep_the_game_on_the_narrow_question_goes_back_to_the_menu(app):
    menu = MainMenu(app)
    app.reset_to(menu)
    app.push(ConfirmScene(app, "Sure?", "Something cannot be taken back.", "Do it", lambda: None, "Keep it"))
    settle(app)
    click_at(app, app.top.no_button.rect.center)
    assert app.top is menu


# --- the setup screen ------------------------------------------------------------------------------
def _setups():
    for game_id in RULE_SETS:
        spec = registry.get(game_id)
        for players in sorted({spec.min_players, spec.max_players}):
            yield game_id, players


@pytest.mark.parametrize("game_id, players", list(_setups()))
def test_the_setup_screen_fits_the_narrow_window_for_every_rule_set_and_seat_count(app, game_id, players):
    app.reset_to(MainMenu(app))
    setup = SetupScene(app, game_id)
    app.push(setup)
    if setup.spec.id != game_id:
        setup.set_rules(game_id)
    if setup.count_choice is not None:
        setup.set_players(players)
    assert len(setup.rows) == players
    assert_readable_and_filling(app)
    assert_within_span_and_apart(shown_widgets(setup.focus))
    # the notes under the last row and the key hints keep clear of the buttons
    assert setup.start_button.rect.top > setup.rows[-1].rect.bottom + 24
    assert setup.start_button.rect.bottom <= 706


@pytest.mark.parametrize("game_id", RULE_SETS)
def test_a_click_on_the_narrow_setup_screen_changes_the_field_it_is_aimed_at(app, game_id):
    app.reset_to(MainMenu(app))
    setup = SetupScene(app, game_id)
    app.push(setup)
    app.step()
    kind = setup.rows[1].kind
    before = kind.index
    click_at(app, (kind.rect.right - 10, kind.rect.centery))  # its right half: the next option
    assert kind.index == (before + 1) % len(kind.options)


def test_start_on_the_narrow_setup_screen_puts_the_game_on_the_table(app):
    app.reset_to(MainMenu(app))
    setup = SetupScene(app, "tholos")
    app.push(setup)
    app.step()
    click_at(app, setup.start_button.rect.center)
    assert isinstance(app.top, PlayScene) and app.top.match.game_id == "tholos"


def test_switching_the_rule_set_on_the_narrow_setup_screen_keeps_the_narrow_layout(app):
    app.reset_to(MainMenu(app))
    setup = SetupScene(app, "dolmen")
    app.push(setup)
    app.step()
    rules = setup.rules_choice
    click_at(app, (rules.rect.right - 10, rules.rect.centery))
    assert setup.spec.id == "dolmengoetter"
    assert_within_span_and_apart(shown_widgets(setup.focus))
    assert_readable_and_filling(app)


def test_a_message_on_the_narrow_setup_screen_is_readable(app):
    app.reset_to(MainMenu(app))
    setup = SetupScene(app, "druiden")
    app.push(setup)
    setup.set_players(5)
    for row in setup.rows:
        row.name.text = "Same"
    app.step()
    click_at(app, setup.start_button.rect.center)
    assert setup.message and isinstance(app.top, SetupScene)
    assert_readable_and_filling(app)


# --- the rules pages -----------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", RULE_SETS)
def test_each_rules_page_fits_the_narrow_window_at_its_start_and_its_longest_section(app, game_id):
    page = RulesScene(app, game_id)
    app.reset_to(page)
    assert_readable_and_filling(app)
    assert_within_span_and_apart(shown_widgets(page.focus) + [page.page_rect])
    assert page.page.get_width() == page.page_rect.w  # wrapped for the narrower page
    # the longest section: scrolled to by a click on its link in the list
    starts = [y for _title, y in page.sections] + [page.page.get_height()]
    longest = max(range(len(page.links)), key=lambda k: starts[k + 1] - starts[k])
    click_at(app, page.links[longest].rect.center)
    for _ in range(60):
        app.step(dt=0.05)
    assert page.scroll == page.target > 0 or page.max_scroll == 0
    assert_readable_and_filling(app)


def test_the_narrow_rules_page_wraps_its_text_within_the_page(app):
    from game.ui.scenes.reference import PAGE, layout

    page = RulesScene(app, "druiden")
    wide, _ = layout(page.blocks, PAGE.w)
    assert page.page.get_width() == 704 < PAGE.w
    assert page.page.get_height() > wide.get_height()  # more lines for the same words


@pytest.mark.parametrize("game_id", RULE_SETS)
def test_the_narrow_list_of_sections_shows_every_title_at_one_size_within_its_link(app, game_id, monkeypatch):
    """A section title too long for the narrow list at the list's size does not shrink alone:
    the list keeps one size, each title whole within its link where that size lets it."""
    page = RulesScene(app, game_id)
    app.reset_to(page)
    app.step()
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = theme.draw_text

    def spy(surface, text, pos, size=20, colour=theme.INK, style="sans", anchor="topleft"):
        rect = real(surface, text, pos, size, colour, style, anchor)
        drawn.append((text, size, rect))
        return rect

    monkeypatch.setattr(theme, "draw_text", spy)
    page.draw(app.canvas)
    sizes = set()
    for link in page.links:
        (text, size, rect), *more = [d for d in drawn if link.rect.collidepoint(d[2].center)]
        assert not more and link.label.startswith(text.removesuffix("…")), (link.label, text)
        assert link.rect.contains(rect), (text, rect, link.rect)
        sizes.add(size)
    assert len(sizes) == 1, sizes


def test_back_on_the_narrow_rules_page_closes_it(app):
    menu = MainMenu(app)
    app.reset_to(menu)
    page = RulesScene(app, "tholos")
    app.push(page)
    app.step()
    click_at(app, page.back_button.rect.center)
    assert app.top is menu


# --- the results -----------------------------------------------------------------------------------
def _results_over_a_narrow_table(app, match) -> FinalScene:
    app.reset_to(NarrowTable(app))
    scene = FinalScene(app, match)
    app.push(scene)
    for _ in range(10):
        app.step(dt=0.1)
    return scene


def test_the_results_breakdown_gets_the_whole_narrow_body_with_no_chart_beside_it(app, monkeypatch):
    drawn_in, charts = [], []
    monkeypatch.setattr(final_module, "draw_margin_chart", lambda *a, **k: charts.append(a[1]))
    monkeypatch.setattr(final_module, "draw_score_chart", lambda *a, **k: charts.append(a[1]))
    scene = _results_over_a_narrow_table(app, finished_tholos())
    monkeypatch.setattr(scene.panel, "draw", lambda canvas, rect: drawn_in.append(pygame.Rect(rect)))
    app.dirty = True
    app.step()
    body = drawn_in[-1]
    assert (body.w, body.h) == (860, 440)
    assert SPAN.contains(body)
    assert charts == []  # the chart is a view of its own
    for button in (scene.look_button, scene.rematch_button, scene.menu_button, scene.view_button):
        assert not button.rect.colliderect(body)


def test_the_results_frame_is_readable_in_both_views_and_c_switches_between_them(app, monkeypatch):
    match = finished_tholos()
    scene = _results_over_a_narrow_table(app, match)
    scene.panel = ScoresPanel(match)  # a breakdown the frame's test owns (the game's is its own)
    assert_readable_and_filling(app)
    assert_within_span_and_apart(shown_widgets(scene.focus))
    key(app, pygame.K_c)
    assert scene.showing_chart and scene.view_button.label == "Breakdown"
    assert_readable_and_filling(app)
    key(app, pygame.K_c)
    assert not scene.showing_chart


def test_the_chart_button_on_the_narrow_results_shows_the_chart_and_back(app, monkeypatch):
    charts = []
    monkeypatch.setattr(final_module, "draw_margin_chart", lambda *a, **k: charts.append(pygame.Rect(a[1])))
    scene = _results_over_a_narrow_table(app, finished_tholos())
    click_at(app, scene.view_button.rect.center)
    assert scene.showing_chart
    app.dirty = True
    app.step()
    assert charts and SPAN.contains(charts[-1]) and charts[-1].w >= 800  # the body's width
    click_at(app, scene.view_button.rect.center)
    assert not scene.showing_chart


def test_a_score_chart_of_five_seats_is_readable_on_the_narrow_results(app):
    seats = [Seat(name, "human", k) for k, name in enumerate(["Anna", "Brigid", "Cormac", "Deirdre", "Eamon"])]
    match = Match("druiden", seats, seed=5)
    rng = random.Random(5)
    for _ in range(60):
        if match.state.is_over():
            break
        match.play(rng.choice(list(match.state.legal_actions())))
    scene = _results_over_a_narrow_table(app, match)
    scene.panel = ScoresPanel(match)
    scene.lines, scene.margins = [[k * 3, k * 5, k * 2] for k in range(5)], []
    scene.relayout(True)
    key(app, pygame.K_c)
    assert scene.showing_chart
    assert_readable_and_filling(app)


def test_rematch_and_menu_land_on_the_narrow_results(app):
    match = finished_tholos()
    scene = _results_over_a_narrow_table(app, match)
    click_at(app, scene.menu_button.rect.center)
    assert isinstance(app.top, MainMenu)
    scene = _results_over_a_narrow_table(app, match)
    click_at(app, scene.rematch_button.rect.center)
    assert isinstance(app.top, PlayScene) and app.top.match is not match


def test_the_narrow_results_buttons_stay_home_and_a_resting_pointer_presses_none(app, monkeypatch):
    match = finished_tholos()
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (0, 0))
    home = _results_over_a_narrow_table(app, match)
    homes = [home.rematch_button.rect, home.menu_button.rect, home.look_button.rect, home.view_button.rect]
    assert_within_span_and_apart(homes)
    for rect in homes:
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda r=rect: window_pos(r.center))
        scene = _results_over_a_narrow_table(app, match)
        buttons = [b.rect for b in (scene.rematch_button, scene.menu_button, scene.look_button, scene.view_button)]
        assert buttons == homes
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos(rect.center), button=1)])
        assert app.top is scene and not scene.hidden and not scene.showing_chart, rect


@pytest.mark.parametrize("game_id", RULE_SETS)
def test_the_table_buttons_show_their_labels_at_one_size_in_the_narrow_window(app, game_id, monkeypatch):
    """Why?, Rules, Undo and Menu stand in a row in the narrow corner: a label that does not
    fit at the row's size does not shrink alone, the row takes one size that every label fits."""
    spec = registry.get(game_id)
    seats = [Seat(f"Player {k + 1}", "human" if k == 0 else "easy", k) for k in range(spec.min_players)]
    table = PlayScene(app, Match(game_id, seats, seed=3))
    app.reset_to(table)
    app.step()
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = theme.draw_text

    def spy(surface, text, pos, size=20, colour=theme.INK, style="sans", anchor="topleft"):
        rect = real(surface, text, pos, size, colour, style, anchor)
        drawn.append((text, size, rect))
        return rect

    monkeypatch.setattr(theme, "draw_text", spy)
    table.draw(app.canvas)
    sizes = set()
    for button in table.buttons:
        (text, size, rect), *more = [d for d in drawn if d[0] == button.label and button.rect.collidepoint(d[2].center)]
        assert not more and button.rect.contains(rect), (button.label, rect)
        sizes.add(size)
    assert len(sizes) == 1, sizes


def test_the_results_over_the_real_tholos_table_fill_the_window_once_the_table_is_narrow(app):
    match = finished_tholos()
    app.reset_to(MainMenu(app))
    table = PlayScene(app, match)
    app.push(table)
    app.push(FinalScene(app, match))
    for _ in range(10):
        app.step(dt=0.1)
    for showing_chart in (False, True):
        app.top.showing_chart = showing_chart
        app.dirty = True
        app.step()
        if table.view.narrow_ready:
            assert fills_height(app)
        else:  # a table still needing the whole width is shown whole, results and all
            assert tuple(app.shown) == (0, 0, 1280, 720)


def test_the_hidden_results_line_is_readable_in_the_narrow_window(app):
    scene = _results_over_a_narrow_table(app, finished_tholos())
    key(app, pygame.K_h)
    assert scene.hidden
    assert_readable_and_filling(app)


# --- learning to play --------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", playable_games())  # a family's chapters are listed once
def test_the_tutorial_list_fits_the_narrow_window_and_a_card_opens_its_chapter(app, game_id):
    listing = ChaptersScene(app, game_id)
    app.reset_to(listing)
    assert_readable_and_filling(app)
    assert_within_span_and_apart(shown_widgets(listing.focus))
    assert all(card.visible for card in listing.cards.values())
    last = list(listing.cards.values())[-1]
    click_at(app, last.rect.center)
    assert isinstance(app.top, TutorialScene)
    assert app.top.chapter.id == listing.chapters[len(listing.cards) - 1].id


@pytest.fixture
def narrow_tables(monkeypatch):
    """Every table claims a narrow layout (as the games' own tables will): what the tutorial
    scene does over such a table can be checked before they have one."""
    from game.ui import tables

    monkeypatch.setattr(tables.TableBase, "narrow_ready", True)


def _tholos_step(app, k: int = 1) -> TutorialScene:
    chapter = tutorial.chapters("tholos")[0][0]
    app.reset_to(MainMenu(app))
    scene = TutorialScene(app, chapter)
    app.push(scene)
    scene.enter(k)
    for _ in range(20):
        app.step(dt=0.5)
    return scene


def test_a_tholos_tutorial_step_over_a_narrow_table_fills_the_window(app, narrow_tables, monkeypatch):
    scene = _tholos_step(app)
    monkeypatch.setattr(scene.view, "draw", lambda canvas: None)  # the table's text is its own
    assert_readable_and_filling(app)
    assert_within_span_and_apart([b.rect for b in scene.buttons])
    assert SPAN.contains(scene.panel_rect)
    assert all(scene.panel_rect.contains(b.rect) for b in scene.buttons)
    # the title plate sits where the play scene's buttons do, which every narrow table keeps free
    from game.ui.scenes.tutorial import NARROW_PLATE

    assert SPAN.contains(NARROW_PLATE) and NARROW_PLATE.left >= 804 and NARROW_PLATE.bottom <= 60
    scene.hinted = True  # the hint in bold under the caption
    assert_readable_and_filling(app)


#: log areas of narrow tables (x, y, w, h) and how the log opens: none of use (the strip over the
#: bottom), a short one over the top (the strip too), and columns at the right, growing upward
LOGS = [(None, 0), ((172, 60, 564, 86), 300), ((728, 486, 384, 166), -308), ((822, 480, 290, 226), -200)]


@pytest.mark.parametrize("log_area, reach", LOGS)
def test_every_caption_with_its_hint_fits_the_narrow_caption_panel(app, log_area, reach):
    """Measured in the fonts they are drawn in at 800×600 (nothing under 14 px): every line
    lies within the panel, clear of its buttons, and the lines, as far apart as drawn, fit."""
    from game.ui.scenes import tutorial_caption as captions

    theme.set_smallest_text(14)
    frame = captions.frame_for(log_area)
    assert frame.column == (log_area is not None and log_area[3] >= 160)
    assert_within_span_and_apart(list(frame.buttons))
    assert all(frame.panel.contains(b) and not b.colliderect(frame.text) for b in frame.buttons)
    for game_id in RULE_SETS:
        for chapter in tutorial.chapters(game_id)[0]:
            for k, step in enumerate(chapter.steps):
                for hint in {"", step.hint}:
                    fit = captions.fit(step.caption, hint, frame, reach)
                    widest = max(
                        [theme.text_font(fit.size).size(line)[0] for line in fit.lines]
                        + [theme.text_font(fit.size, "bold").size(line)[0] for line in fit.hints]
                    )
                    where = f"{chapter.id} step {k + 1}"
                    assert widest <= fit.text.w and fit.panel.contains(fit.text), where
                    assert fit.step * (len(fit.lines) + len(fit.hints)) <= fit.text.h, where
                    assert SPAN.contains(fit.panel) and fit.panel.top >= 60, where


def test_next_and_back_on_the_narrow_caption_panel_land(app, narrow_tables):
    scene = _tholos_step(app, 1)
    click_at(app, scene.next_button.rect.center)
    assert scene.index == 2
    click_at(app, scene.back_button.rect.center)
    assert scene.index == 1


def test_the_tutorial_over_a_table_without_a_narrow_layout_keeps_its_wide_panel(app, monkeypatch):
    from game.ui import tables
    from game.ui.scenes.tutorial import PANEL

    monkeypatch.setattr(tables.TableBase, "narrow_ready", False)
    scene = _tholos_step(app)
    monkeypatch.setattr(scene.view, "narrow_ready", False, raising=False)
    monkeypatch.setattr(scene.view, "log_area", None, raising=False)  # no band in the log's place
    app.dirty = True
    app.step()
    assert scene.panel_rect == PANEL
    assert tuple(app.shown) == (0, 0, 1280, 720)  # shown whole: the table needs the width


def test_the_tutorial_marks_follow_the_table_when_it_is_laid_out_again(app, narrow_tables, monkeypatch):
    scene = _tholos_step(app, 1)
    assert scene.step.highlight  # this step lights something on the table
    # a table whose targets move when it is laid out again
    shifted = {"by": 0}
    real = scene.view.target_rect
    monkeypatch.setattr(
        scene.view, "target_rect", lambda t: (real(t) or pygame.Rect(0, 0, 0, 0)).move(shifted["by"], 0)
    )
    monkeypatch.setattr(scene.view, "relayout", lambda narrow: shifted.update(by=-40 if narrow else 0), raising=False)
    before = scene.target_rects()
    scene.relayout(True)
    assert [r.x for r in scene.target_rects()] == [r.x - 40 for r in before]


def test_what_just_happened_over_a_narrow_table_fills_the_window(app, narrow_tables, monkeypatch):
    match = Match("tholos", [Seat("Anna", "human", 0), Seat("Bo", "human", 1)], seed=1)
    app.reset_to(MainMenu(app))
    table = PlayScene(app, match)
    monkeypatch.setattr(table.view, "draw", lambda canvas: None)  # the table's text is its own
    app.push(table)
    app.push(WhyScene(app, "tholos", []))
    assert_readable_and_filling(app)
    click_at(app, app.top.close_button.rect.center)
    assert app.top is table


# --- switching the window's shape ----------------------------------------------------------------------
def _open(app, which: str) -> Scene:
    app.reset_to(MainMenu(app))
    if which == "menu":
        return app.top
    scene = {
        "setup": lambda: SetupScene(app, "dolmengoetter"),
        "rules": lambda: RulesScene(app, "dolmen"),
        "chapters": lambda: ChaptersScene(app, "dolmen"),
        "results": lambda: FinalScene(app, finished_tholos()),
    }[which]()
    if which == "results":
        app.reset_to(NarrowTable(app))
    app.push(scene)
    return scene


@pytest.mark.parametrize("which", ["menu", "setup", "rules", "chapters", "results"])
def test_a_screen_open_while_the_window_turns_narrow_is_laid_out_again_and_back(wide_app, which):
    app = wide_app
    scene = _open(app, which)
    app.step()
    wide = [pygame.Rect(r) for r in shown_widgets(scene.focus)]
    assert not app.narrow and tuple(app.shown) == (0, 0, 1280, 720)
    app.change_settings(window_width=800, window_height=600)
    app.step()
    assert app.narrow and fills_height(app)
    assert_within_span_and_apart(shown_widgets(scene.focus))
    assert too_small(app) == []
    app.change_settings(window_width=1280, window_height=720)
    app.step()
    assert [pygame.Rect(r) for r in shown_widgets(scene.focus)] == wide  # the wide layout, unchanged


def test_a_tutorial_open_while_the_window_turns_narrow_moves_its_panel_into_the_span(wide_app, narrow_tables):
    from game.ui.scenes.tutorial import PANEL

    scene = _tholos_step(wide_app)
    wide = [pygame.Rect(b.rect) for b in scene.buttons]
    # Tholos' wide log strip holds the caption as a band (tutorial_caption.band)
    assert scene.panel_rect == pygame.Rect(scene.view.log_area) != PANEL
    wide_app.change_settings(window_width=800, window_height=600)
    wide_app.step()
    assert fills_height(wide_app)
    assert_within_span_and_apart([b.rect for b in scene.buttons])
    wide_app.change_settings(window_width=1280, window_height=720)
    wide_app.step()
    assert [b.rect for b in scene.buttons] == wide


@pytest.mark.parametrize("game_id", RULE_SETS)
def test_every_setup_field_and_button_lies_within_a_1280_by_720_window_too(wide_app, game_id):
    setup = SetupScene(wide_app, game_id)
    if setup.spec.id != game_id:
        setup.set_rules(game_id)
    if setup.count_choice is not None:
        setup.set_players(setup.spec.max_players)
    canvas = pygame.Rect(0, 0, 1280, 720)
    rects = shown_widgets(setup.focus)
    assert all(canvas.contains(r) for r in rects)
    assert all(not a.colliderect(b) for a in rects for b in rects if a is not b)
    assert setup.start_button.rect.bottom <= 706  # no lower than the key hints


def test_the_results_chart_view_gives_way_to_both_side_by_side_when_the_window_widens(wide_app):
    app = wide_app
    app.change_settings(window_width=800, window_height=600)
    scene = _results_over_a_narrow_table(app, finished_tholos())
    key(app, pygame.K_c)
    assert scene.showing_chart
    app.change_settings(window_width=1280, window_height=720)
    app.step()
    assert not scene.showing_chart and not scene.view_button.visible
    key(app, pygame.K_c)  # no second view in a wide window
    assert not scene.showing_chart
    app.change_settings(window_width=800, window_height=600)
    app.step()
    assert scene.view_button.visible and scene.view_button.label == "Chart"


def test_a_narrow_table_that_keeps_its_bottom_strip_keeps_the_tutorial_wide(app, narrow_tables, monkeypatch):
    """A table whose bottom strip holds what the learner must see (a hand of cards) says so:
    the chapter shows its wide layout, whole, with the wide caption panel."""
    from game.ui import tables
    from game.ui.scenes.tutorial import PANEL

    laid = []
    monkeypatch.setattr(tables.TableBase, "narrow_tutorial", False, raising=False)
    monkeypatch.setattr(tables.table_for("tholos"), "relayout", lambda self, narrow: laid.append(narrow))
    scene = _tholos_step(app)
    assert laid and laid[-1] is False  # the table is laid out wide for the chapter
    monkeypatch.setattr(scene.view, "log_area", None, raising=False)  # no band in the log's place
    assert scene.panel_rect == PANEL
    assert tuple(app.shown) == (0, 0, 1280, 720)


def test_a_tutorial_lays_its_table_out_narrow_in_a_narrow_window(app, narrow_tables, monkeypatch):
    from game.ui import tables

    laid = []
    monkeypatch.setattr(tables.table_for("tholos"), "relayout", lambda self, narrow: laid.append(narrow))
    scene = _tholos_step(app)
    assert laid and laid[-1] is True
    assert scene.content_span == NARROW_SPAN


def test_the_narrow_menu_column_stands_in_the_middle_of_the_height(app):
    """The band above the column (down to GAMES) and the one between Settings/Quit and the
    key hints are about as high: no empty band at the top with the hints squeezed below."""
    from game.ui.scenes.menu import NARROW_LEFT

    menu = MainMenu(app)
    app.reset_to(menu)
    app.step()
    canvas = app.canvas
    lit = [
        y
        for y in range(720)
        if any(sum(canvas.get_at((x, y))[:3]) > 360 for x in range(NARROW_LEFT, NARROW_SPAN[1] - 20, 3))
    ]
    top = lit[0]  # the GAMES label
    below = menu.quit_button.rect.bottom + 8  # past the buttons' shadow
    hints = next(y for y in lit if y > below)
    assert abs((hints - below) - top) <= 24, (top, hints - below)
    assert top <= 80


@pytest.mark.parametrize("game_id", ["dolmen", "dolmengoetter"])
def test_the_narrow_setup_title_keeps_clear_of_learn_to_play_and_the_rule_sets_read_large_and_bright(
    app, game_id, monkeypatch
):
    """The title ends well left of Learn to play (at least 24 canvas px, 20 on the screen);
    the rule sets' lines are drawn at 13 screen px or more (16 on the canvas shown at
    600/720) in a light ink (luminance over 170) on the dark green."""
    from game.ui.scenes import setup as setup_module

    drawn: list[tuple[str, int, tuple, pygame.Rect]] = []
    real = theme.draw_text

    def spy(surface, text, pos, size=20, colour=theme.INK, style="sans", anchor="topleft"):
        rect = real(surface, text, pos, size, colour, style, anchor)
        drawn.append((text, size, tuple(colour), rect))
        return rect

    monkeypatch.setattr(setup_module.theme, "draw_text", spy)
    scene = SetupScene(app, game_id)
    app.reset_to(scene)
    while scene.count_choice.index < len(scene.count_choice.options) - 1:
        scene.count_choice.index += 1
        scene.count_changed()
    assert_readable_and_filling(app)
    (title,) = [rect for text, _s, _c, rect in drawn if text.startswith("New game of")][-1:]
    assert scene.learn_button.rect.x - title.right >= 24
    rule_lines = [
        (size, colour)
        for text, size, colour, rect in drawn
        if rect.top > scene.rules_choice.rect.bottom and rect.bottom < scene.rows[0].rect.top and len(text) > 3
    ]
    assert len(rule_lines) >= 3
    for size, colour in rule_lines:
        assert size * 600 / 720 >= 13
        assert 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2] > 170
