"""The seats' colours as the Tholos table names them: "White" and "Black", capitalised like
every game's seat colours (Dolmen's "Blue"), in the header pill and on the workshops; a
stone's colour inside a sentence stays an ordinary word ("3 white stones")."""

from __future__ import annotations

import pytest
from readable import SHAPES, small_window, texts_rendered

from game.core.match import Match, Seat
from game.ui.scenes.play import PlayScene


@pytest.fixture(params=list(SHAPES))
def app(request):
    yield from small_window(SHAPES[request.param])


def _texts(app, actions=()) -> list[str]:
    scene = PlayScene(app, Match("tholos", [Seat("Ada", "human", 0), Seat("Bo", "human", 1)], 0))
    app.reset_to(scene)
    for text in actions:
        scene.play_human(scene.match.state.parse_action(text))
        scene.timeline.finish_all()
    with texts_rendered() as seen:
        scene.view._background = None
        app.step([], 0.1)
    return [text for _px, text in seen]


def test_the_header_and_the_workshops_name_the_seats_colours_capitalised(app):
    texts = _texts(app)
    assert any("Ada (White) to play" in t for t in texts), [t for t in texts if "Ada" in t]
    assert "White" in texts and "Black" in texts  # the workshops' corners
    assert not any("(white)" in t or "(black)" in t for t in texts)
    assert "white" not in texts and "black" not in texts
    texts = _texts(app, ["deliver 3W"])
    assert any("Bo (Black) to play" in t for t in texts)


def test_a_stone_colour_inside_a_sentence_stays_lower_case(app):
    texts = _texts(app, ["deliver 3W"])
    assert any("took 3 white stones from the quarry" in t for t in texts), texts
