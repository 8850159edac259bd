"""The Dolmen table's click planner as a learner meets it in the tutorials: after a wrong
click the hint's arrow points where the next right click goes (the druid, then its
destination or its button), seeded random clicks never put an untaught move on the table, and
the arrow keeps clear of what the learner has to click and of a panel's other items.
(tests/test_tutorial_scenes.py walks every chapter with the planner's clicks.)"""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import tutorial
from game.core.progress import Progress
from game.dolmen.view.clicks import next_click
from game.dolmen.view.hud import choices
from game.ui.scenes import tutorial_marks as marks
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.tutorial import ARROW_ROOM, TutorialScene

GAMES = ("dolmen", "dolmengoetter")


def click(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])), button=1)


def _step_doing(game_id: str, kind: str):
    """The first chapter step whose taught move is of `kind`."""
    for chapter in tutorial.chapters(game_id)[0]:
        for k, step in enumerate(chapter.steps):
            if step.do and step.do.split()[0] == kind:
                return chapter, k
    raise AssertionError(f"no {game_id} chapter teaches '{kind}'")


def _scene_at(app, chapter, k) -> TutorialScene:
    scene = TutorialScene(app, chapter, Progress.load())
    app.reset_to(scene)
    for _ in range(k):
        scene.next()
    for _ in range(600):
        app.step([], 1 / 10, present=False)
        if not scene.timeline.busy and not scene.pending:
            break
    return scene


def _centre_of(scene, node_name: str):
    lay = scene.view.layout
    node = next(n for n in lay.board.nodes if n.name == node_name)
    return lay.nodes[node.index]


def test_after_a_wrong_click_the_arrow_leads_to_the_druid_then_to_its_destination(app):
    chapter, k = _step_doing("dolmen", "move")
    scene = _scene_at(app, chapter, k)
    source, target = chapter.steps[k].do.split()[1].split(">")
    app.step([click((640, 700))], 1 / 30, present=False)  # on the caption: nothing there
    assert scene.hinted
    assert scene.arrow_rect().collidepoint(_centre_of(scene, source))
    app.step([click(_centre_of(scene, source))], 1 / 30, present=False)  # the right druid
    assert scene.awaiting is not None
    assert scene.arrow_rect().collidepoint(_centre_of(scene, target))
    app.step([click(_centre_of(scene, target))], 1 / 30, present=False)
    assert scene.awaiting is None and chapter.steps[k].do in scene.match.actions


def test_once_the_druid_is_chosen_the_arrow_at_its_destination_leaves_it_in_view(app):
    chapter = next(c for c in tutorial.chapters("dolmen")[0] if c.id == "end")
    k = next(i for i, s in enumerate(chapter.steps) if s.do == "move 4,1>4,2")
    scene = _scene_at(app, chapter, k)  # the druid stands right above its destination
    druid = _centre_of(scene, "4,1")
    app.step([click((640, 700)), click(druid)], 1 / 30, present=False)
    assert scene.arrow_rect().collidepoint(_centre_of(scene, "4,2"))  # what is pointed at
    mark = scene.arrow_mark()  # None: no way in is clear of the board's words, the glow marks it
    if mark is not None:
        arrow, way, length = mark
        assert not marks.arrow_box(arrow, way, length).collidepoint(druid)


@pytest.mark.parametrize(
    "game_id,kind,label",
    [
        ("dolmengoetter", "herbs", "Collect herbs"),
        ("dolmen", "remove", "Take this druid back"),
    ],
)
def test_the_arrow_moves_to_the_druids_button_once_the_druid_is_chosen(app, game_id, kind, label):
    chapter, k = _step_doing(game_id, kind)
    scene = _scene_at(app, chapter, k)
    druid = _centre_of(scene, chapter.steps[k].do.split()[1])
    app.step([click((640, 700))], 1 / 30, present=False)
    assert scene.arrow_rect().collidepoint(druid)
    app.step([click(druid)], 1 / 30, present=False)
    button = next(c.rect for c in choices(scene.view) if c.label.startswith(label))
    assert scene.arrow_rect() == button


@pytest.mark.parametrize("kind", ["stone", "dolmen", "circle", "skip"])
def test_a_panel_answer_is_pointed_at_on_the_panel_and_clicking_there_plays_it(app, kind):
    chapter, k = _step_doing("dolmen", kind)
    scene = _scene_at(app, chapter, k)
    app.step([click((640, 700))], 1 / 30, present=False)
    rect = scene.arrow_rect()
    item = next(c for c in choices(scene.view) if c.rect == rect)
    assert item.action == scene.match.state.parse_action(chapter.steps[k].do)
    app.step([click(rect.center)], 1 / 30, present=False)
    assert scene.awaiting is None and not scene.hinted


@pytest.mark.parametrize("game_id", GAMES)
def test_random_clicks_never_play_a_move_the_chapter_does_not_teach(app, game_id):
    """Seeded random clicks on every chapter, half of them where the planner would click (so
    the chapters move on) or on a step's targets, with Next, Back and Replay among them: the
    table only ever holds the chapter's own moves, in order."""
    rng = random.Random(7)
    for chapter in tutorial.chapters(game_id)[0]:
        taught = chapter.actions_before(len(chapter.steps))
        scene = TutorialScene(app, chapter, Progress.load())
        app.reset_to(MainMenu(app))
        app.push(scene)
        for _ in range(60):
            if app.top is not scene:
                app.push(scene)
            pos = (rng.randrange(1280), rng.randrange(720))
            aim = scene.next_click() if rng.random() < 0.4 else None
            if aim is None and scene.step.targets and rng.random() < 0.3:
                aim = scene.view.target_rect(rng.choice(scene.step.targets))
            if aim is not None:
                pos = (rng.randrange(aim.left, aim.right), rng.randrange(aim.top, aim.bottom))
            app.step([click(pos)], rng.choice((1 / 60, 0.3)), present=False)
            assert scene.match.actions == taught[: len(scene.match.actions)]


def test_the_next_click_is_none_for_a_move_that_is_not_legal_now(app):
    chapter, k = _step_doing("dolmen", "move")
    scene = _scene_at(app, chapter, k)
    state = scene.match.state
    stone = state.cat.stone  # legal only once a druid has moved
    assert stone not in state.legal_actions()
    assert next_click(scene.view, stone) is None


def test_an_arrow_comes_from_another_side_rather_than_cover_the_druid_to_click():
    target = pygame.Rect(600, 300, 40, 40)
    druid = pygame.Rect(600, 240, 40, 40)  # just above the target
    way, length = marks.arrow_way(target, ARROW_ROOM, [druid])
    assert way != marks.ABOVE
    assert not marks.arrow_box(target, way, length).colliderect(druid)
    assert ARROW_ROOM.contains(marks.arrow_box(target, way, length))


def test_an_arrow_at_a_value_tile_never_lies_on_the_tile_beside_it():
    tiles = [pygame.Rect(998 + 64 * k, 248, 56, 72) for k in range(4)]
    for k, tile in enumerate(tiles):
        way, length = marks.arrow_way(tile, ARROW_ROOM, [])
        box = marks.arrow_box(tile, way, length)
        assert not any(box.colliderect(t) for t in tiles[:k] + tiles[k + 1 :]), k
        assert ARROW_ROOM.contains(box)


def test_an_arrow_at_the_top_of_the_table_stays_below_the_title_line():
    corner = pygame.Rect(855, 98, 35, 35)
    way, length = marks.arrow_way(corner, ARROW_ROOM, [])
    assert ARROW_ROOM.contains(marks.arrow_box(corner, way, length))
    assert way != marks.ABOVE


@pytest.mark.parametrize("game_id", ["tholos", *GAMES])
def test_no_chapter_title_is_cut_off_on_its_plate(game_id):
    from game.core import registry
    from game.ui.scenes.tutorial import TITLE_WIDTH

    pygame.font.init()  # measured in the real fonts, whichever test closed the display before
    title = registry.get(game_id).title
    for chapter in tutorial.chapters(game_id)[0]:
        _size, line = marks.title_line(title, chapter.title, TITLE_WIDTH - 20)
        assert line in (f"{title} · {chapter.title}", chapter.title), line


@pytest.mark.parametrize("game_id", ["tholos", *GAMES])
def test_every_caption_with_its_hint_fits_the_caption_panel_beside_the_buttons(app, game_id):
    """Measured in the fonts they are drawn in: no line runs under Back/Replay/Next/Leave
    (they start at PANEL.right - 344), and the lines fit the panel's height."""
    from game.ui import theme
    from game.ui.scenes.tutorial import PANEL, caption_lines

    for chapter in tutorial.chapters(game_id)[0]:
        for k, step in enumerate(chapter.steps):
            for hint in {"", step.hint}:
                size, lines, hints = caption_lines(step.caption, hint)
                widest = max(
                    [theme.text_font(size).size(line)[0] for line in lines]
                    + [theme.text_font(size, "bold").size(line)[0] for line in hints]
                )
                where = f"{chapter.id} step {k + 1}"
                assert PANEL.x + 18 + widest < PANEL.right - 344, where
                assert (size + 5) * (len(lines) + len(hints)) <= PANEL.h - 8, where
