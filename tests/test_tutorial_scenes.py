"""Every chapter walked through the real scenes (headless App): the engine plays the `play`
steps, the learner's moves are made with the taught clicks alone (Tholos: clicks on the stones
and at the view's target rectangles; Dolmen and Die Dolmengötter: wherever the table's click
planner, game.dolmen.view.clicks, says the next click goes), and the chapter ends finished
and remembered. Also: Back, Replay, Leave, the hint on a wrong click, and the Learn-to-play
entries on the menu, setup and rules screens."""

from __future__ import annotations

import re

import pygame
import pytest

from game.core import registry, tutorial
from game.core.progress import Progress
from game.ui import tables
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.reference import RulesScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.tutorial import TutorialScene
from game.ui.scenes.tutorial_list import ChaptersScene

#: Die Druiden's chapters are walked with its own table's clicks in test_druiden_view_tutorial.
GAMES = [g for g in registry.game_ids() if tables.has_table(g) and g != "druiden"]
CHAPTERS = [(g, c) for g in GAMES for c in tutorial.chapters(g)[0]]


def click(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])), button=1)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _tholos_clicks(scene, action) -> list:
    """Where a person clicks to make a Tholos action: the stone or heap it starts from, then
    the site (at its target rectangle), or the count."""
    from game.tholos.rules import actions as A
    from game.tholos.rules.material import SITES

    view, p = scene.view, scene.match.state.current_player()

    def site(s):
        return view.target_rect(f"site:{SITES[s]}").midbottom[0], view.layout.sites[s].foot[1]

    def spot(s):
        return view.spot_rect(s).center

    k = action.kind
    if k == A.DELIVER:
        return [click(spot(("pile", action.colour))), ("chip", action.count)]
    if k in (A.PLACE, A.BUILD):
        return [click(spot(("shop", p, action.colour))), click(site(action.site))]
    if k == A.MOVE:
        return [click(site(action.site)), click(site(action.target))]
    if k == A.RETURN:
        return [click(site(action.site))]
    if k == A.FETCH:
        return [click(spot(("pile", action.colour)))]
    if k == A.STEAL:
        return [click(spot(("shop", 1 - p, action.colour)))]
    return [click(view.prompt_button.rect.center)]


def _keyboard(scene, action) -> list:
    """The table's own keyboard way to an action: → to preview legal action k, then Enter."""
    legal = list(scene.match.state.legal_actions())
    return [key(pygame.K_RIGHT)] * (legal.index(action) + 1) + [key(pygame.K_RETURN)]


#: How many clicks each Dolmen action takes: a druid, then where it goes or its button.
DOLMEN_CLICKS = {
    "place": 1,
    "stone": 1,
    "skip": 1,
    "circle": 1,
    "dolmen": 1,
    "move": 2,
    "fly": 2,
    "herbs": 2,
    "remove": 2,
}


def _dolmen_clicks(app, scene, text: str, hint: str) -> None:
    """Makes `text` by clicking, one click at a time, where the click planner says; each click
    must be taken without a hint, a druid clicked first must be the learner's as drawn, and
    every button the hint names in quotes must be on the panel when a click is due."""
    from game.dolmen.view import hud
    from game.dolmen.view.clicks import next_click

    view, action = scene.view, scene.match.state.parse_action(text)
    named = set(re.findall(r'"([^"]+)"', hint))
    for k in range(DOLMEN_CLICKS[action.kind]):
        assert scene.awaiting is not None, f"'{text}' was taken after {k} click(s)"
        rect = next_click(view, action)
        assert rect is not None, f"no click makes '{text}'"
        labels = [c.label for c in hud.choices(view)]
        named -= {n for n in named if any(label.startswith(n) for label in labels)}
        if k == 0 and action.kind in ("move", "fly", "herbs", "remove"):
            assert view.model.druid[action.node] == scene.chapter.learner
            x, y = view.layout.nodes[action.node]  # on the druid, as it is drawn
            assert abs(rect.centerx - x) <= 2 and abs(rect.centery - y) <= 2
        app.step([click(rect.center)], 1 / 30, present=False)
        assert not scene.hinted, f"click {k + 1} for '{text}' at {rect.center} was refused"
    assert not named, f"the hint names {sorted(named)}, which the panel never shows"


def taught_clicks(scene, text: str) -> list:
    """The input events that make the Tholos move `text` at the scene's table."""
    return _tholos_clicks(scene, scene.match.state.parse_action(text))


def make_move(app, scene, text: str, hint: str = "") -> None:
    if scene.chapter.game != "tholos":
        _dolmen_clicks(app, scene, text, hint)
        return
    for event in taught_clicks(scene, text):
        if isinstance(event, tuple):  # a count chip appears only once its heap is chosen
            event = click(scene.view.chip_rects()[event[1]].center)
        app.step([event], 1 / 30, present=False)


def settle(app, scene) -> None:
    for _ in range(600):
        app.step([], 1 / 10, present=False)
        if not scene.timeline.busy and not scene.pending:
            return
    raise AssertionError("the step never settled")


@pytest.mark.parametrize("game_id,chapter", CHAPTERS, ids=[f"{g}-{c.id}" for g, c in CHAPTERS])
def test_every_chapter_can_be_walked_with_the_taught_moves(app, game_id, chapter):
    progress = Progress.load()
    scene = TutorialScene(app, chapter, progress)
    app.reset_to(scene)
    for k, step in enumerate(chapter.steps):
        assert scene.index == k
        settle(app, scene)
        for target in step.targets:
            assert scene.view.target_rect(target) is not None, target
        if step.do:
            assert scene.view.active, f"step {k + 1}: the table does not take the move"
            make_move(app, scene, step.do, step.hint)
            assert scene.awaiting is None and not scene.hinted, f"step {k + 1}: '{step.do}' was not taken"
            settle(app, scene)
        if k + 1 < len(chapter.steps):
            app.step([key(pygame.K_n)], 1 / 30, present=False)
    assert progress.is_finished(game_id, chapter.id)
    assert Progress.load().is_finished(game_id, chapter.id)  # written to the file too


def _first_do(game_id: str):
    for chapter in tutorial.chapters(game_id)[0]:
        for k, step in enumerate(chapter.steps):
            if step.do:
                return chapter, k
    pytest.skip("no chapter asks for a move")


def _scene_at(app, chapter, k) -> TutorialScene:
    scene = TutorialScene(app, chapter, Progress.load())
    app.reset_to(scene)
    for _ in range(k):
        scene.next()
    settle(app, scene)
    return scene


def test_a_move_other_than_the_taught_one_shows_the_hint_and_plays_nothing(app):
    chapter, k = _first_do("tholos")
    scene = _scene_at(app, chapter, k)
    before = list(scene.match.actions)
    taught = scene.match.state.parse_action(chapter.steps[k].do)
    other = next(a for a in scene.match.state.legal_actions() if a != taught)
    for event in _keyboard(scene, other):
        app.step([event], 1 / 30, present=False)
    assert scene.hinted and scene.awaiting == chapter.steps[k].do
    assert scene.match.actions == before
    assert scene.arrow_rect() is not None  # the hint points at the target


def test_next_on_an_unmade_move_plays_it_and_back_rebuilds_the_position(app):
    chapter, k = _first_do("tholos")
    scene = _scene_at(app, chapter, k)
    before = scene.match.state.to_json()
    scene.next()
    assert scene.index == k + 1
    assert chapter.steps[k].do in scene.match.actions
    scene.back()
    assert scene.index == k and scene.match.state.to_json() == before
    assert scene.awaiting == chapter.steps[k].do


def test_replay_plays_the_step_again_from_its_start(app):
    chapter = next(c for c in tutorial.chapters("tholos")[0] if any(s.play for s in c.steps))
    k = next(i for i, s in enumerate(chapter.steps) if s.play)
    scene = _scene_at(app, chapter, k)
    played = list(scene.match.actions)
    scene.replay()
    assert len(scene.match.actions) == len(played) - len(chapter.steps[k].play)
    settle(app, scene)
    assert scene.match.actions == played


def test_leaving_midway_marks_nothing_finished(app):
    chapter = tutorial.chapters("tholos")[0][1]
    app.reset_to(MainMenu(app))
    app.push(TutorialScene(app, chapter, Progress.load()))
    app.step([key(pygame.K_ESCAPE)], present=False)
    assert isinstance(app.top, MainMenu)
    assert not Progress.load().is_finished("tholos", chapter.id)


def test_learn_to_play_opens_the_chapter_list_from_menu_setup_and_rules(app):
    menu = MainMenu(app)
    app.reset_to(menu)
    menu.learn_buttons["tholos"].on_click()
    assert isinstance(app.top, ChaptersScene) and app.top.game_id == "tholos"
    app.reset_to(SetupScene(app, "tholos"))
    app.top.learn_button.on_click()
    assert isinstance(app.top, ChaptersScene)
    app.reset_to(RulesScene(app, "tholos"))
    app.top.learn_button.on_click()
    assert isinstance(app.top, ChaptersScene)


def test_the_chapter_list_marks_finished_chapters_and_opens_any_of_them(app):
    chapters = tutorial.chapters("tholos")[0]
    progress = Progress.load()
    progress.finish("tholos", chapters[1].id)
    app.reset_to(MainMenu(app))
    app.open_tutorial("tholos")
    listing = app.top
    marks = [listing.is_finished(c) for c in listing.chapters]
    assert marks == [c.id == chapters[1].id for c in chapters]
    listing.cards[chapters[2].id].on_click()  # a later chapter, not finished, opens as well
    assert isinstance(app.top, TutorialScene) and app.top.chapter.id == chapters[2].id


def test_a_step_with_a_wait_moves_on_by_itself_after_its_moves(app, tmp_path):
    path = tmp_path / "tholos" / "01-waiting.yaml"
    path.parent.mkdir()
    path.write_text(
        "kind: tutorial\ngame: tholos\nid: waiting\ntitle: T\nsummary: S\n"
        "steps:\n  - caption: You take three white stones.\n"
        "    play: [deliver 3W]\n    wait: 2\n"
        "  - caption: And then?\n",
        encoding="utf-8",
    )
    scene = TutorialScene(app, tutorial.load(path), Progress.load())
    app.reset_to(scene)
    settle(app, scene)  # the delivery is animated first
    assert scene.index == 0 and scene.match.actions == ["deliver 3W"]
    app.step([], 1.0, present=False)
    assert scene.index == 0  # one second of two
    app.step([], 1.2, present=False)
    assert scene.index == 1


@pytest.mark.long
@pytest.mark.parametrize("seed", [1, 2])
def test_random_clicks_and_keys_never_play_a_move_the_chapter_does_not_teach(app, seed):
    """Seeded random input on every Tholos chapter (Back, Next, Replay and wrong moves among
    it): nothing breaks, and the table only ever holds the chapter's own moves, in order."""
    import random

    rng = random.Random(seed)
    keys = [
        pygame.K_RIGHT,
        pygame.K_LEFT,
        pygame.K_TAB,
        pygame.K_RETURN,
        pygame.K_SPACE,
        pygame.K_1,
        pygame.K_2,
        pygame.K_3,
        pygame.K_n,
        pygame.K_b,
        pygame.K_F5,
        pygame.K_ESCAPE,
    ]
    for chapter in tutorial.chapters("tholos")[0]:
        taught = chapter.actions_before(len(chapter.steps))
        scene = TutorialScene(app, chapter, Progress.load())
        app.reset_to(MainMenu(app))
        app.push(scene)
        for _ in range(150):
            if app.top is not scene:  # left (Esc, or Next on the last step): come back in
                app.push(scene)
            if rng.random() < 0.7:
                event = click((rng.randrange(1280), rng.randrange(720)))
                if rng.random() < 0.5 and scene.awaiting is not None:
                    # near the taught targets, where wrong moves are likeliest
                    rect = scene.view.target_rect(rng.choice(scene.step.targets or ("quarry:quarry",)))
                    event = click((rng.randrange(rect.left, rect.right), rng.randrange(rect.top, rect.bottom)))
            else:
                event = key(rng.choice(keys))
            app.step([event], rng.choice((1 / 60, 0.2)), present=False)
            assert scene.match.actions == taught[: len(scene.match.actions)]


ALL_CHAPTERS = [(g, c) for g in registry.game_ids() if tables.has_table(g) for c in tutorial.chapters(g)[0]]


@pytest.mark.parametrize("game_id,chapter", ALL_CHAPTERS, ids=[f"{g}-{c.id}" for g, c in ALL_CHAPTERS])
def test_in_a_wide_window_the_caption_never_covers_what_the_step_shows_or_asks_to_click(app, game_id, chapter):
    """1280×720: the caption panel (grown for a long caption) lies over none of the step's
    marked places and not over the learner's next click (Die Druiden: a card in the hand at
    the table's bottom); a table whose log area holds it has the caption there, so the
    table's bottom stays in view, and every caption line fits its panel."""
    from game.ui.scenes.tutorial import PANEL

    scene = TutorialScene(app, chapter, Progress.load())
    app.reset_to(scene)
    for k in range(len(chapter.steps)):
        settle(app, scene)
        area = getattr(scene.view, "log_area", None)
        if scene.columned:
            caption = scene._caption()
            panel = caption.panel
            assert caption.step * (len(caption.lines) + len(caption.hints)) <= caption.text.h, f"step {k + 1}"
            assert panel.bottom == pygame.Rect(area).bottom and panel.x == pygame.Rect(area).x
        else:
            panel = PANEL
            assert area is None or pygame.Rect(area).h < 160  # only a table without room keeps the strip
        for rect in scene.target_rects() + [r for r in (scene.next_click(),) if r is not None]:
            assert not panel.colliderect(rect), f"step {k + 1}: {rect} is under the caption"
        if k + 1 < len(chapter.steps):
            scene.next()


@pytest.mark.parametrize("game_id", GAMES + ["druiden"])
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_finished_chapters_summary_ends_short_of_its_tick(app, game_id, language):
    """With every chapter finished, no summary line beside a card's tick runs under it (the
    German summaries are longer and reached it)."""
    from game.core import i18n
    from game.ui import theme
    from game.ui.scenes import tutorial_list

    i18n.set_language(language)
    progress = Progress.load()
    for chapter in tutorial.chapters(game_id)[0]:
        progress.finish(game_id, chapter.id)
    app.reset_to(MainMenu(app))
    app.open_tutorial(game_id)
    beside = 0
    for card in app.top.cards.values():
        assert card.finished
        r = card.rect
        tick_left = r.right - tutorial_list.TICK_AT[0] - tutorial_list.TICK_RADIUS
        tick_bottom = r.y + tutorial_list.TICK_AT[1] + tutorial_list.TICK_RADIUS
        for text, (x, y), size, style in card.text_layout():
            if style == "sans" and y < tick_bottom:
                beside += 1
                assert x + theme.text_font(size, style).size(text)[0] < tick_left, (card.title, text)
    assert beside  # some summary lines stand beside a tick
