"""Once a step's taught move is made, its arrow and glowing outlines go and the caption says
the step is done and how to go on: over every chapter of every game, wide and in an 800×600
window (the arrow would otherwise cover what the table shows next, as it covered the vote's
"Moon" in Die Druiden's chapter 8)."""

from __future__ import annotations

import pytest
from readable import SHAPES, small_window

from game.core import registry, tutorial
from game.ui import tables
from game.ui.scenes import tutorial as tutorial_scene
from game.ui.scenes import tutorial_caption as captions
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.tutorial import DONE_NOTE, LAST_NOTE, TutorialScene, caption_lines

GAMES = [g for g in registry.game_ids() if tables.has_table(g)]


@pytest.fixture(scope="module", params=sorted(SHAPES))
def app(request):
    yield from small_window(SHAPES[request.param])


def _drawn_marks(app, scene, monkeypatch) -> tuple[int, int]:
    """(glowing outlines, arrows) drawn in one frame of `scene`."""
    calls = {"glow": 0, "arrow": 0}
    real_glow, real_arrow = tutorial_scene.marks.glow, tutorial_scene.marks.arrow

    def glow(*args, **kwargs):
        calls["glow"] += 1
        real_glow(*args, **kwargs)

    def arrow(*args, **kwargs):
        calls["arrow"] += 1
        real_arrow(*args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(tutorial_scene.marks, "glow", glow)
        patch.setattr(tutorial_scene.marks, "arrow", arrow)
        app.dirty = True
        app.step((), 0.0, present=False)
    return calls["glow"], calls["arrow"]


def _until_the_move_is_asked(app, scene) -> None:
    for _ in range(200):
        scene.timeline.finish_all()
        app.step((), 0.05, present=False)
        if not scene.pending and not scene.timeline.busy:
            return
    raise AssertionError("the step's own moves never ended")


def _note_fits(scene) -> bool:
    """The caption and its note lie wholly in the caption panel."""
    if scene.laid_narrow or scene.columned:
        return captions.fits(scene._caption())
    _size, lines, note = caption_lines(scene.step.caption, scene.note()[0])
    return len(lines) + len(note) <= 4  # the wide strip holds four lines


@pytest.mark.parametrize("game_id", GAMES)
def test_no_arrow_or_outline_is_drawn_once_a_steps_taught_move_is_made(app, game_id, monkeypatch):
    chapters, problems = tutorial.chapters(game_id)
    assert chapters and not problems
    taught = arrows_before = 0
    for chapter in chapters:
        app.reset_to(MainMenu(app))
        scene = TutorialScene(app, chapter)
        app.push(scene)
        for k, step in enumerate(chapter.steps):
            if step.do is None:
                continue
            scene.enter(k)
            _until_the_move_is_asked(app, scene)
            assert scene.awaiting == step.do, (chapter.path, k + 1)
            glows, arrows = _drawn_marks(app, scene, monkeypatch)
            arrows_before += arrows
            assert glows or arrows or not step.targets, (chapter.path, k + 1)  # the marks show first
            scene._learner_plays(scene.match.state.parse_action(step.do))
            for moment in (0.0, 10.0):  # as the move animates, and once it has landed
                if moment:
                    scene.timeline.finish_all()
                app.step((), 0.05, present=False)
                assert _drawn_marks(app, scene, monkeypatch) == (0, 0), (chapter.path, k + 1, moment)
            last = k + 1 == len(chapter.steps)
            assert scene.note()[0] == (LAST_NOTE if last else DONE_NOTE)
            assert _note_fits(scene), (chapter.path, k + 1)
            taught += 1
        app.pop()
    assert taught == sum(1 for c in chapters for s in c.steps if s.do)
    assert arrows_before > 0  # the arrows were there before the moves
