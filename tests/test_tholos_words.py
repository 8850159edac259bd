"""The Tholos table's words. The seats' colours as the table names them: "White" and
"Black", capitalised like every game's seat colours (Dolmen's "Blue"), in the header pill and
on the workshops; a stone's colour inside a sentence stays an ordinary word ("3 white
stones"). Every sentence reads right for a seat called "You" and for a count of one ("You
lead: 1 point", never "You leads: +1 points")."""

from __future__ import annotations

import pygame
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


# --- a seat called "You", and counts of one ---------------------------------------------------
def _you_table(app, position=None, names=("You", "Ada")) -> PlayScene:
    seats = [Seat(names[0], "human", 0), Seat(names[1], "human", 1)]
    scene = PlayScene(app, Match("tholos", seats, 1, position))
    app.reset_to(scene)
    app.step()
    return scene


def test_the_status_line_speaks_to_a_seat_called_you_without_naming_it_twice(app):
    scene = _you_table(app)
    assert scene.view.status()[0].startswith("Your turn: take stones from a quarry heap")
    scene = _you_table(app, names=("Ada", "You"))
    assert scene.view.status()[0].startswith("Ada, your turn: take stones")
    # with nothing to take and nothing to place, the only move is to pass
    nothing = {"to_move": "white", "columns": {"omega": "W"}, "quarry": {"W": 0, "B": 0, "G": 0}}
    scene = _you_table(app, nothing | {"workshops": {"white": "", "black": "B"}})
    assert scene.view.status()[0] == "You can do nothing this turn: click Pass or press Enter."


def test_a_pass_floats_with_the_verb_agreeing_with_the_name(app):
    nothing = {"to_move": "white", "quarry": {"W": 0, "B": 0, "G": 0}, "workshops": {"white": "", "black": "B"}}
    for name, said in (("You", "You pass"), ("Ada", "Ada passes")):
        scene = _you_table(app, nothing, names=(name, "Bo"))
        with texts_rendered() as seen:
            scene.play_human(scene.match.state.parse_action("pass"))
            for _ in range(6):
                app.step([], 0.05)
        assert said in [text for _px, text in seen]


def test_what_a_player_just_did_is_told_as_the_log_tells_it(app):
    """The status line while a move plays and until the next player thinks: a sentence in
    the past tense, right for a seat called "You" (not "You: … to their workshop")."""
    for names, said in (
        (("You", "Ada"), "You took 3 white stones from the quarry."),
        (("Ada", "You"), "Ada took 3 white stones from the quarry."),
    ):
        scene = _you_table(app, names=names)
        action = scene.match.state.parse_action("deliver 3W")
        scene.view.animate(scene.match.play(action), action, 0)
        assert scene.view.last_played == said
    # Ω's bonus: White's stone on Ω, then Black's top stone of α onto γ
    position = {"columns": {"alpha": "B"}, "workshops": {"white": "W", "black": ""}}
    scene = _you_table(app, position | {"to_move": "white"}, names=("Ada", "You"))
    for text, said in (
        ("place W omega", "Ada placed a white stone on Ω."),
        ("move alpha>gamma", "Ada moved the black top stone of α onto γ."),
    ):
        action = scene.match.state.parse_action(text)
        scene.view.animate(scene.match.play(action), action, 0)
        assert scene.view.last_played == said


@pytest.mark.parametrize(
    "column,lead",
    [("W", "You lead: 1 point"), ("WWB", "You lead: 5 points"), ("WGG", "You lead: −3 points")],
)
def test_a_columns_card_says_who_leads_for_any_name_and_count(app, column, lead):
    # Ω: own stones 1 point each, the rival's 3, grey −2 (1; 2 + 3; 1 − 4)
    scene = _you_table(app, {"to_move": "black", "columns": {"omega": column}})
    spot = scene.view.layout.sites[0]
    scene.view.mouse = spot.foot
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=_window(app, spot.foot), rel=(0, 0), buttons=(0, 0, 0))])
    with texts_rendered() as seen:
        app.dirty = True
        app.step()
    texts = [text for _px, text in seen]
    assert lead in texts, [t for t in texts if "lead" in t]


def _window(app, pos) -> tuple[int, int]:
    shown, view = app.shown, app.view_rect
    return (
        round(view.x + (pos[0] - shown.x) * view.w / shown.w),
        round(view.y + (pos[1] - shown.y) * view.h / shown.h),
    )


def test_the_results_count_one_point_and_one_column_in_the_singular():
    from game.tholos.view.breakdown import breakdown

    # White wins Ω with one stone (1 point, 1 column); Black has nothing
    match = Match("tholos", [Seat("You", "human", 0), Seat("Ada", "human", 1)], 1, {"columns": {"omega": "W"}})
    tally = breakdown(match.state)
    assert tally.reason() == "1 point to 0"
    even = Match(
        "tholos", [Seat("You", "human", 0), Seat("Ada", "human", 1)], 1, {"columns": {"omega": "W", "alpha": "B"}}
    )
    # White 1 from Ω, Black 1 from α: equal points, one column each
    assert breakdown(even.state).reason() == "tied on 1 point and on 1 column each: a draw, as the sheet says"


def test_the_results_tally_counts_in_the_singular_and_names_you_whole(app):
    from game.tholos.view.results import TholosResults

    match = Match("tholos", [Seat("You", "human", 0), Seat("Ada", "human", 1)], 1, {"columns": {"omega": "W"}})
    with texts_rendered() as seen:
        TholosResults(match).draw(pygame.Surface((1280, 720)), pygame.Rect(90, 200, 1100, 440))
    texts = [text for _px, text in seen]
    assert "1 point" in texts and "0 points" in texts
    assert "You: 1 column won" in texts and "Ada: 0 columns won" in texts


def test_the_log_names_a_seat_called_you_inside_a_sentence_in_lower_case():
    """A consequence and the end told with the leader or winner inside the sentence: "led by
    you", "you won" (as "your stone"), never "led by You"; a negative score with a minus."""
    from game.tholos.narrate import narrate

    names = ("You", "Ada")
    # Σ's last place: White (3 own, 2 of Ada's: 3 + 6 = 9) completes the temple; White 18, Ada 11
    match = Match("tholos", [Seat(n, "human", k) for k, n in enumerate(names)], 1, _LAST_STONE)
    events = match.play(match.state.parse_action("place W sigma"))
    said = [line.text for line in narrate(match.state, events, 0, 0, names)]
    assert said == [
        "You placed a white stone on Σ.",
        "Σ is complete, led by you (9 points).",
        "All seven columns are complete: you won, 18 to 11.",
    ]


#: Tutorial 08's temple: White's last stone on Σ ends the game, 18 points to 11.
_LAST_STONE = {
    "to_move": "white",
    "columns": {
        "omega": "WBWGW",
        "alpha": "BBBWG",
        "beta": "WWBBG",
        "gamma": "WGGGW",
        "delta": "BBWWW",
        "pi": "BBBBW",
        "sigma": "WWBB",
    },
    "workshops": {"white": "W"},
}
