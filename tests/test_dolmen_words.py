"""The Dolmen table's words about players: grammatical for any name (a seat called "You"
too), the viewer addressed as "you" only when the decision is theirs, every score in the
result, the plain end reason. Through the real table, play scene and tutorial scene."""

from __future__ import annotations

import random

import pygame
import pytest
from test_story_table import StubThinker, human_plays

from game.core import tutorial
from game.core.match import Match, Seat
from game.core.progress import Progress
from game.core.settings import Settings
from game.dolmen.rules import Phase
from game.dolmen.view import DolmenTable, hud
from game.dolmen.view.breakdown import Breakdown, PlayerTotal
from game.dolmen.view.painting import pill_text
from game.ui import anim, theme
from game.ui.app import App
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.play import PlayScene
from game.ui.scenes.tutorial import TutorialScene


@pytest.fixture
def app():
    application = App(Settings())
    application._thinker = StubThinker()
    yield application


def _table(app, names, kinds=None, game_id="dolmen"):
    kinds = kinds or ["human"] * len(names)
    match = Match(game_id, [Seat(n, k, i) for i, (n, k) in enumerate(zip(names, kinds))], seed=0)
    table = DolmenTable(app, match, anim.Timeline())
    return table, match


def _play(table, match, text: str) -> None:
    action = match.state.parse_action(text)
    actor = match.state.current_player()
    table.animate(match.play(action), action, actor)
    table.timeline.finish_all()


def _to_stone_decision(table, match) -> None:
    """Seat 0 places a druid, seat 1 too, then seat 0 moves it away: seat 0 may leave a stone."""
    _play(table, match, "place 3,3")
    _play(table, match, "place 6,6")
    walk = next(str(a) for a in match.state.legal_actions() if str(a).startswith("move 3,3>"))
    _play(table, match, walk)
    assert match.state.phase is Phase.STONE and match.state.current_player() == 0


@pytest.mark.parametrize("name,verb", [("You", "leave"), ("Anna", "leaves")])
def test_the_pill_agrees_with_the_name_of_the_player_deciding_a_stone(app, name, verb):
    table, match = _table(app, [name, "Bo"])
    _to_stone_decision(table, match)
    table.active = True  # the question, while the table takes the answer
    assert pill_text(table, 0) == f"{name} (Blue) {verb} a stone?"
    table.active = False  # a tutorial step that waits: the pill asks nothing yet
    assert pill_text(table, 0) == f"{name} (Blue) to play"


@pytest.mark.parametrize("name,verb", [("You", "leave"), ("Anna", "leaves")])
def test_the_status_tells_a_watched_stone_as_a_sentence_for_any_name(app, name, verb):
    table, match = _table(app, [name, "Bo"])
    _to_stone_decision(table, match)
    _play(table, match, "stone")
    assert table.last_played == f"{name} {verb} a stone."


def _to_placement_of(table, match, seat: int) -> None:
    """Random legal actions until `seat` is to place a dolmen stone."""
    rng = random.Random(4)
    for _ in range(600):
        state = match.state
        if state.phase is Phase.PLACEMENT and state.due[1] == seat:
            return
        _play(table, match, str(rng.choice(state.legal_actions())))
    pytest.skip(f"no dolmen placement of seat {seat} came up")


@pytest.mark.parametrize("name,verb", [("You", "place"), ("Anna", "places")])
def test_another_players_dolmen_placement_is_told_with_an_agreeing_verb(app, name, verb):
    table, match = _table(app, ["Bo", name])
    table.viewer = 0
    _to_placement_of(table, match, 1)
    table.active = True
    said = " ".join(hud.explanation(table, match.state))
    assert said.startswith(f"{name} {verb} a dolmen stone")


@pytest.mark.parametrize("game_id,piece", [("dolmen", "dolmen stone"), ("dolmengoetter", "dolmen")])
def test_each_rule_set_calls_the_pieces_what_its_sheet_calls_them(app, game_id, piece):
    """Dolmen's sheet says "dolmen stones", Die Dolmengötter's "dolmens": the panel, the pill,
    the choices and the cards use the word of the game being played."""
    table, match = _table(app, ["Anna", "Bo"], game_id=game_id)
    table.viewer = 0
    _to_placement_of(table, match, 0)
    table.active = True
    assert hud.heading_text(table) == f"Your {piece}"
    assert pill_text(table, 0) == f"Anna (Blue) places a {piece}"
    said = " ".join(hud.explanation(table, match.state))
    assert said.startswith(f"Choose the value of the {piece} ")
    held = match.state.dolmens_left(0)
    assert hud.dolmens_words(match.state.rules, held) == f"{held} {piece}s"
    table.viewer = 1  # Bo watches Anna choose
    said = " ".join(hud.explanation(table, match.state))
    assert said.startswith(f"Anna places a {piece} ")


def test_the_panel_says_your_turn_only_to_the_viewer_deciding(app):
    table, match = _table(app, ["You", "Bo", "Anna"])
    table.viewer = 0
    table.active = True
    assert hud.heading_text(table) == "Your turn"
    _play(table, match, "place 3,3")  # now Bo decides, but You hold the screen
    table.active = False
    assert hud.heading_text(table) == "Bo's turn"
    table.viewer = 1  # Bo took the screen
    table.active = True
    assert hud.heading_text(table) == "Your turn"
    _play(table, match, "place 6,6")  # Anna's turn before the hand-over: Bo still looks
    table.active = False
    assert hud.heading_text(table) == "Anna's turn"
    _play(table, match, "place 1,1")
    assert hud.heading_text(table) == "You (Blue) to play"  # the seat called You, not at the screen


def test_hot_seat_a_computer_move_shown_to_bo_is_the_computers_turn(app):
    seats = [Seat("You", "human", 0), Seat("Bo", "human", 1), Seat("Computer 2", "easy", 2)]
    scene = PlayScene(app, Match("dolmen", seats, seed=0))
    app.reset_to(scene)
    app.thinker.script = ["place 6,6"]
    headings = []
    for text in ("place 3,3", "place 3,6"):  # You, then Bo, each after taking the screen
        for _ in range(40):
            app.step([], 0.1, present=False)
            if isinstance(app.top, HandoverScene):
                app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")], 0.1)
            elif scene.view.active:
                break
        assert scene.view.active and scene.view.viewer == scene.match.state.current_player()
        headings.append(hud.heading_text(scene.view))
        human_plays(scene, text)
    assert headings == ["Your turn", "Your turn"]
    assert scene.view.viewer == 1  # Bo holds the screen while the computer plays
    seen = set()
    for _ in range(60):
        app.step([], 0.1, present=False)
        if app.top is scene:
            seen.add(hud.heading_text(scene.view))
        if len(scene.match.actions) == 3 and isinstance(app.top, HandoverScene):
            break
    assert "Computer 2's turn" in seen
    assert not any(h.startswith("Your") for h in seen), seen  # never "Your turn" to Bo


def test_a_tutorial_step_that_shows_bos_move_names_bo_in_the_panel_and_tells_it(app):
    chapter = tutorial.chapters("dolmen")[0][0]
    k = next(i for i, s in enumerate(chapter.steps) if s.caption.startswith("Watch Bo"))
    scene = TutorialScene(app, chapter, Progress.load())
    app.reset_to(scene)
    for _ in range(k):
        scene.next()
    told = set()
    for _ in range(600):
        app.step([], 1 / 10, present=False)
        told.add((hud.heading_text(scene.view), scene.view.status()[0]))
        if not scene.timeline.busy and not scene.pending:
            break
    headings = {h for h, _s in told}
    assert headings == {"Bo's turn"}, headings
    assert scene.view.status()[0] == "Bo places a dolmen stone."
    assert not any(":" in s for _h, s in told)  # no action label ("Bo: leave a stone.")


def _total(p: int, total: int, left: int = 5, built: int = 0) -> PlayerTotal:
    return PlayerTotal(p, 5, 5, 5, total - 5, total, left, built)


def test_the_result_names_every_players_points_best_first():
    tally = Breakdown((), (_total(0, 52), _total(1, 83), _total(2, 40)), (1,))
    assert tally.reason() == "83 to 52 to 40 points"
    four = Breakdown((), (_total(0, 30), _total(1, 30), _total(2, 12), _total(3, 31)), (3,))
    assert four.reason() == "31 to 30 to 30 to 12 points"
    assert Breakdown((), (_total(0, 20), _total(1, 19)), (0,)).reason() == "20 to 19 points"


def test_a_tie_keeps_the_tie_break_wording():
    tally = Breakdown((), (_total(0, 40, left=3), _total(1, 40, left=4), _total(2, 20)), (0,))
    assert tally.reason() == "tied on 40 points; fewer dolmen stones left, 3 to 4"


def test_the_end_by_the_last_stone_reads_plainly():
    from game.dolmen.rules.dolmengoetter import LAST_STONE_PLACED
    from game.dolmen.rules.state import as_sentence

    assert as_sentence(LAST_STONE_PLACED) == "Every player has placed their last stone."


def test_a_completed_hexagons_label_ends_before_its_stones_on_the_wide_results(app):
    from game.dolmen.view import results

    theme.set_smallest_text(0)
    surface = pygame.Surface((1280, 720))
    surface.fill((255, 255, 255))
    label = "✓ Hexagon at G9  ×4"
    width = theme.text_font(14).size(label)[0]
    chips_at = results.chips_x([label, "Octagon at E9  ×5"], 14)
    assert chips_at >= width + 8  # the first stone's disc (radius 8, centre +8) clears the text
    assert results.chips_x(["Octagon at E9  ×5"], 14) == 150  # as before where everything fits


@pytest.mark.parametrize("name,verb", [("You", "have"), ("Anna", "has")])
def test_a_missed_placement_for_want_of_dolmen_stones_agrees_with_the_name(name, verb):
    from game.dolmen.narrate import narrate
    from game.dolmen.rules import events as E

    match = Match("dolmen", [Seat(name, "human", 0), Seat("Bo", "human", 1)], seed=0)
    lines = narrate(match.state, [E.DolmenMissed(0, 0, "none left")], 0, -1, [name, "Bo"])
    assert len(lines) == 1 and f"{name} {verb} no dolmen stones left." in lines[0].text


# --- issue #18: counts of one, a seat called "You", the tutorial's panel -------------------------
@pytest.mark.parametrize("name,verb", [("You", "place"), ("Anna", "places")])
def test_a_skipped_stone_is_told_with_its_cost_for_any_name(app, name, verb):
    table, match = _table(app, [name, "Bo"])
    _to_stone_decision(table, match)
    _play(table, match, "skip")  # Dolmen: a skipped stone costs one point of the marker
    assert match.state.markers[0] == 4
    assert table.last_played == f"{name} {verb} no stone (−1 point)."


def test_the_skip_offered_names_its_cost_in_the_singular_with_a_true_minus(app):
    from game.dolmen.view import choosing

    table, match = _table(app, ["Anna", "Bo"])
    _to_stone_decision(table, match)
    table.active = True
    assert choosing.describe(match.state.parse_action("skip"), match.state) == "place no stone (−1 point)"
    assert " ".join(hud.explanation(table, match.state)).endswith("Or skip it at the cost of 1 point.")


def test_with_the_marker_on_1_the_panel_says_why_the_stone_cannot_be_skipped(app):
    position = {"players": 2, "to_move": 0, "markers": {0: 1}, "druids": {0: ["3,3"]}}
    match = Match("dolmen", [Seat("Anna", "human", 0), Seat("Bo", "human", 1)], seed=0, position=position)
    table = DolmenTable(app, match, anim.Timeline())
    _play(table, match, next(str(a) for a in match.state.legal_actions() if str(a).startswith("move 3,3>")))
    table.active = True
    said = " ".join(hud.explanation(table, match.state))
    assert "Or skip" not in said and said.endswith("Your victory point marker is on 1: you may not skip a stone.")


@pytest.mark.parametrize("name,whose", [("You", "your"), ("Anna", "Anna's")])
def test_before_anything_is_played_the_status_line_says_whose_turn_for_any_name(app, name, whose):
    table, _match = _table(app, [name, "Bo"])
    table.active = False
    assert table.status()[0].startswith(f"It is {whose} turn. ")


def test_a_card_with_a_single_point_says_point(app):
    from readable import texts_rendered

    position = {"players": 2, "to_move": 0, "markers": {0: 1}}  # Anna's marker on 1, Bo's on 5
    match = Match("dolmen", [Seat("Anna", "human", 0), Seat("Bo", "human", 1)], seed=0, position=position)
    table = DolmenTable(app, match, anim.Timeline())
    with texts_rendered() as seen:
        table.cards.key = None  # drawn anew, as when the score changes
        table.draw(pygame.Surface((1280, 720)))
    drawn = [text for _size, text in seen]
    assert drawn.count("point") == 1 and drawn.count("points") == 1


def test_a_dolmen_stone_bo_places_in_your_turn_is_named_as_bos_not_as_bos_turn(app):
    chapter = next(c for c in tutorial.chapters("dolmen")[0] if c.id == "passive")
    k = next(i for i, s in enumerate(chapter.steps) if s.play and s.play[0].startswith("dolmen"))
    scene = TutorialScene(app, chapter, Progress.load())
    app.reset_to(scene)
    for _ in range(k):
        scene.next()
    shown = set()
    for _ in range(600):
        app.step([], 1 / 20, present=False)
        if scene.timeline.busy:  # while Bo's dolmen stone lands, in your turn
            shown.add(hud.heading_text(scene.view))
        if not scene.timeline.busy and not scene.pending:
            break
    assert shown == {"Bo's dolmen stone"}


def _taught_clicks(app, scene) -> None:
    """Makes the step's taught move through the table's own clicks."""
    for _ in range(4):
        rect = scene.next_click()
        if rect is None:
            break
        pos = rect.center
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 1 / 20)
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], 1 / 20)


def _settled(app, scene) -> None:
    for _ in range(400):
        app.step([], 1 / 10, present=False)
        if not scene.timeline.busy and not scene.pending:
            break


@pytest.mark.parametrize("game_id", ["dolmen", "dolmengoetter"])
def test_no_tutorial_step_leaves_the_panel_waiting_without_saying_for_what(app, game_id):
    """On every step of every chapter, before and after the taught move: the panel says what
    is asked, who plays and what, or (a step asking nothing of the learner) to read on and
    press Next; never a bare "Waiting…". A question ("Leave a stone?") is asked only with
    its buttons."""
    from game.dolmen.view import prompts

    for chapter in tutorial.chapters(game_id)[0]:
        scene = TutorialScene(app, chapter, Progress.load())
        app.reset_to(scene)
        for k, step in enumerate(chapter.steps):
            for moment in ("before", "after") if step.do else ("before",):
                if moment == "after":
                    _taught_clicks(app, scene)
                    assert scene.awaiting is None, f"{chapter.id} step {k + 1}: the taught move was not made"
                _settled(app, scene)
                view, state = scene.view, scene.match.state
                said = " ".join(hud.panel_lines(view))
                where = f"{chapter.id} step {k + 1} {moment}: {said!r}"
                assert said and "Waiting" not in said, where
                if view.active:
                    assert hud.choices(view) or state.phase is Phase.TURN, where
                elif not state.is_over() and state.current_player() == chapter.learner:
                    assert said.endswith(prompts.LESSON_WAITS), where
                    assert hud.heading_text(view) not in ("Leave a stone?", "Which circle first?"), where
            if k + 1 < len(chapter.steps):
                scene.next()


def test_a_tie_on_a_single_point_says_point():
    tally = Breakdown((), (_total(0, 1, left=3), _total(1, 1, left=4)), (0,))  # both markers on 1
    assert tally.reason() == "tied on 1 point; fewer dolmen stones left, 3 to 4"
    shared = Breakdown((), (_total(0, 1, left=1), _total(1, 1, left=1)), (0, 1))
    assert shared.reason() == "tied on 1 point and on 1 dolmen stone left: the victory is shared, as the sheet says"


def test_with_every_druid_out_the_panel_offers_no_druid_to_place(app):
    position = {"players": 2, "to_move": 0, "druids": {0: ["1,1", "4,4", "7,7"], 1: ["1,7"]}}
    match = Match("dolmen", [Seat("Anna", "human", 0), Seat("Bo", "human", 1)], seed=0, position=position)
    table = DolmenTable(app, match, anim.Timeline())
    table.active = True
    assert hud.explanation(table, match.state) == ["Click one of your druids to move it or take it back."]
    assert [c.label for c in hud.choices(table)] == []  # no "Place a new druid" either


def test_a_jump_over_a_row_is_told_after_where_the_druid_goes(app):
    from game.dolmen.view import choosing

    position = {"players": 2, "to_move": 0, "druids": {0: ["6,0"], 1: ["5,0", "4,0"]}, "setup_round": False}
    match = Match("dolmengoetter", [Seat("Anna", "human", 0), Seat("Bo", "human", 1)], seed=0, position=position)
    jump = match.state.parse_action("move 6,0>3,0")  # G9 over F9 and E9 to D9
    assert choosing.describe(jump, match.state) == "move the druid on G9 to D9, jumping a row of 2 druids"


def test_the_first_dolmen_stone_of_a_circle_is_told_without_a_stack_under_it():
    from game.dolmen.narrate import narrate
    from game.dolmen.rules import events as E

    match = Match("dolmen", [Seat("Anna", "human", 0), Seat("Bo", "human", 1)], seed=0)
    first = narrate(match.state, [E.DolmenPlaced(0, 0, "top", 1, 3)], 0, 0, ["Anna", "Bo"])
    assert [line.text for line in first] == [
        "Anna placed a dolmen stone of value 3 in the octagon at C9, the first there."
    ]


def test_while_the_setup_banner_shows_the_panel_says_what_comes_next_not_the_lessons_words(app):
    from game.dolmen.view import prompts

    seats = [Seat("Anna", "human", 0), Seat("Bo", "easy", 1)]
    scene = PlayScene(app, Match("dolmengoetter", seats, seed=0))
    app.reset_to(scene)
    app.step([], 1 / 60, present=False)
    assert scene.timeline.busy  # "Setup round" across the board
    said = " ".join(hud.panel_lines(scene.view))
    assert prompts.LESSON_WAITS not in said
    assert said == "You place a druid of the setup round next."


@pytest.mark.parametrize("to_play,said", [((1, 2, 3), "for everyone else"), ((2,), "for Cy")])
def test_the_final_banner_names_who_still_plays_in_few_words(app, to_play, said):
    from game.dolmen.rules import events as E
    from game.dolmen.view.motion import last_turns

    table, _match = _table(app, ["Anna", "Bo", "Cy", "Di"])
    assert last_turns(table, E.FinalRoundBegun((0,), to_play), "move") == f"one last move {said}"


def test_a_final_action_left_to_one_player_is_not_each():
    from game.dolmen.narrate import narrate
    from game.dolmen.rules import events as E

    match = Match("dolmen", [Seat("Anna", "human", 0), Seat("Bo", "human", 1)], seed=0)
    lines = narrate(match.state, [E.FinalRoundBegun((0,), (1,))], 0, -1, ["Anna", "Bo"])
    assert [line.text for line in lines] == ["Anna finished: one final action for Bo."]


@pytest.mark.parametrize("name,named", [("Bo", True), ("Maximilianus Rex", False)])
def test_a_circle_order_button_names_the_owner_or_where_the_name_is_too_long_the_colour(app, name, named):
    table, match = _table(app, [name, "Ida", "Cai"], game_id="dolmengoetter")
    rng = random.Random(11)
    for _ in range(3000):  # random moves until the first seat chooses a circle's order
        state = match.state
        if state.phase is Phase.ORDER and state.current_player() == 0:
            break
        _play(table, match, str(rng.choice(state.legal_actions())))
    else:
        pytest.skip("no choice of order came up")
    table.viewer, table.active = 0, True
    labels = [offer.label for offer in hud.choices(table) if ": " in offer.label]
    owners = [owner for _c, owner, _where in sorted(state.pending)]
    assert len(labels) == len(owners) >= 2
    for label, owner in zip(labels, owners):
        told = table.names[owner] if owner or named else "Blue"
        assert label.split(": ", 1)[1].rsplit(", ", 1)[0] == told, label
