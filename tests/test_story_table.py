"""The story at the table: the log, the last-turn marks, the hand-over summary, plain words
for any name and never a grid coordinate, through the real PlayScene and table views. Computer
seats answer through a stub thinker (a scripted action, else a seeded random legal one)."""

from __future__ import annotations

import random
import re
from concurrent.futures import Future

import pygame
import pytest

from game.core import registry, words
from game.core.match import Match, Seat
from game.core.narration import Line
from game.core.settings import Settings
from game.core.story import Story, merge_alike
from game.ui import theme
from game.ui.app import App
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.play import PlayScene

GRID = re.compile(r"\d\s*,\s*\d")


class StubThinker:
    """Answers at once: the next scripted action, else a random legal one (seeded)."""

    def __init__(self) -> None:
        self.script: list[str] = []
        self.rng = random.Random(5)

    def start(self, game_id, level, observation, seed) -> Future:
        future: Future = Future()
        answer = self.script.pop(0) if self.script else str(self.rng.choice(observation.legal_actions()))
        future.set_result(answer)
        return future

    def close(self) -> None:
        pass


@pytest.fixture
def app(monkeypatch):
    """An App with the stub thinker; every table's autosave writes are waited for at the end,
    so none lands in the next test's folder."""
    from game.core.autosave import Autosaver
    from game.ui.scenes import play

    savers: list = []

    class WaitedFor(Autosaver):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            savers.append(self)

    monkeypatch.setattr(play, "Autosaver", WaitedFor)
    application = App(Settings())
    application._thinker = StubThinker()
    yield application
    for saver in savers:
        saver.wait()


def open_table(app, game_id, seats, seed=0) -> PlayScene:
    scene = PlayScene(app, Match(game_id, seats, seed))
    app.reset_to(scene)
    return scene


def settle(app, scene) -> None:
    """Frames until a human may act (or a hand-over shows, or the game is over)."""
    for _ in range(200):
        app.step([], 0.5, present=False)
        state = scene.match.state
        if app.top is not scene or state.is_over():
            return
        if scene.match.seats[state.current_player()].is_human and not scene.timeline.busy:
            if not scene.handover_due():
                return
    raise AssertionError("the table never settled")


def human_plays(scene, text: str) -> None:
    scene.play_human(scene.match.state.parse_action(text))
    scene.timeline.finish_all()


# --- the log and the marks ----------------------------------------------------------------


def test_after_a_computer_turn_the_board_marks_what_it_did_and_the_log_tells_it(app):
    scene = open_table(app, "tholos", [Seat("Anna", "human", 0), Seat("Brigid", "easy", 1)])
    app.thinker.script = ["deliver 2B"]
    human_plays(scene, "deliver 3W")
    settle(app, scene)
    assert scene.match.actions == ["deliver 3W", "deliver 2B"]
    # Brigid's delivery took black stones from the quarry into her workshop: the black heap and her workshop are marked
    assert scene.story.marks(0) == [("pile", 1), ("workshop", 1)]
    rows = [row.text for row in scene.log.rows(0)]
    assert rows == [
        "Turn 2 · Brigid",
        "Brigid took 2 black stones from the quarry.",
        "Turn 1 · Anna",
        "Anna took 3 white stones from the quarry.",
    ]


def test_the_header_names_the_computer_until_its_move_has_been_seen(app):
    scene = open_table(app, "tholos", [Seat("Anna", "human", 0), Seat("Brigid", "easy", 1)])
    app.thinker.script = ["deliver 2B"]
    human_plays(scene, "deliver 3W")
    for _ in range(20):  # until Brigid's answer is played and its stones fly
        app.step([], 0.1, present=False)
        if len(scene.match.actions) == 2:
            break
    assert scene.timeline.busy and scene.match.state.current_player() == 0
    assert scene.view.shown_player() == 1  # still Brigid's move on the screen
    scene.timeline.finish_all()
    assert scene.view.shown_player() == 0


def test_hovering_a_log_line_marks_its_places_and_l_folds_the_log(app):
    scene = open_table(app, "dolmen", [Seat("Anna", "human", 0), Seat("Brigid", "easy", 1)])
    app.thinker.script = ["place 5,4"]
    human_plays(scene, "place 3,4")
    settle(app, scene)
    log = scene.log

    def move(pos) -> None:
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.0, present=False)

    move(log.area.center)  # the log grows while the mouse is over it
    assert log.area.h > log.closed_area.h
    rows = log.rows(0)
    k = next(i for i, row in enumerate(rows) if row.text == "Brigid put a druid on F5.")
    move((log.area.x + 40, log.area.y + 26 + 4 + 17 * k + 8))  # the row's middle
    assert log.hovered_targets(0) == (("node", scene.match.state.cat.node("5,4")),)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l")], 0.0, present=False)
    assert log.folded and log.rect.h < log.area.h


def test_the_story_is_rebuilt_exactly_from_a_save_and_follows_undo(app):
    scene = open_table(app, "dolmen", [Seat("Anna", "human", 0), Seat("Brigid", "easy", 1)])
    human_plays(scene, "place 3,4")
    settle(app, scene)
    human_plays(scene, "place 2,2")
    settle(app, scene)
    loaded = Story(Match.from_save(scene.match.to_save()))
    assert loaded.told == scene.story.told
    scene.undo()
    assert len(scene.story.told) == len(scene.match.actions) == 2


# --- the hand-over --------------------------------------------------------------------------


def test_the_hand_over_lists_the_turns_since_the_player_last_looked(app):
    seats = [Seat("Anna", "human", 0), Seat("Brigid", "easy", 1), Seat("Cormac", "human", 2)]
    scene = open_table(app, "dolmen", seats)
    settle(app, scene)
    assert isinstance(app.top, HandoverScene) and app.top.player_name == "Anna"
    assert app.top.summary == []  # nothing has happened yet
    app.top.ready()
    app.thinker.script = ["place 5,4"]
    human_plays(scene, "place 3,4")
    settle(app, scene)
    assert isinstance(app.top, HandoverScene) and app.top.player_name == "Cormac"
    # 3,4 is D5 and 5,4 is F5 on the edge grid
    assert app.top.summary == ["Turn 1 · Anna put a druid on D5.", "Turn 2 · Brigid put a druid on F5."]
    assert app.top.heading == "So far"  # Cormac has had no turn yet: nothing to be "since"
    app.top.ready()
    human_plays(scene, "place 7,4")
    settle(app, scene)
    assert isinstance(app.top, HandoverScene) and app.top.player_name == "Anna"
    assert app.top.heading == "Since Anna's last turn"


def test_a_hand_over_after_a_computer_move_waits_until_the_move_has_been_seen_to_land(app):
    """Hot-seat: Brigid (computer) moves between Anna and Cormac. The table stays up while
    Brigid's move animates and TURN_PAUSE after it, then the hand-over to Cormac shows."""
    from game.ui.scenes.play import TURN_PAUSE

    seats = [Seat("Anna", "human", 0), Seat("Brigid", "easy", 1), Seat("Cormac", "human", 2)]
    scene = open_table(app, "dolmen", seats)
    settle(app, scene)
    app.top.ready()
    app.thinker.script = ["place 5,4"]
    human_plays(scene, "place 3,4")
    dt, clock, moved, settled = 0.02, 0.0, None, None
    while not isinstance(app.top, HandoverScene) and clock < 10:
        app.step([], dt, present=False)
        clock += dt
        if moved is None and len(scene.match.actions) == 2:
            moved = clock
            assert scene.timeline.busy  # Brigid's move is being shown
        if moved is not None and settled is None and not scene.timeline.busy:
            settled = clock
    assert moved is not None and settled is not None and settled > moved
    assert isinstance(app.top, HandoverScene) and app.top.player_name == "Cormac"
    assert TURN_PAUSE - dt <= clock - settled <= TURN_PAUSE + 3 * dt


def test_the_hand_over_summary_tells_no_dolmen_value(app):
    seats = [Seat("Anna", "human", 0), Seat("Brigid", "human", 1)]
    match = Match("dolmen", seats, 3)
    rng = random.Random(3)
    while not any(type(e).__name__ == "DolmenPlaced" for e in match.play(rng.choice(match.state.legal_actions()))):
        pass
    story = Story(match)
    for seat in (0, 1):
        for text in story.summary(seat, most=50):
            assert "of value" not in text, text


def test_a_run_of_alike_sentences_is_told_once_saying_plainly_who_and_how_often():
    names = ("Anna", "Brigid", "Cormac")
    lines = [Line(f"{names[k % 2]} drew a card in the deal.", k % 2) for k in range(4)]
    lines += [Line("Anna rolled a 2.", 0), Line("Anna moved a druid.", 0), Line("Anna moved a druid.", 0)]
    lines += [Line("Brigid took Anna's stone.", 1), Line("Cormac took Anna's stone.", 2)]
    assert merge_alike(lines, names) == [
        "Anna and Brigid drew a card in the deal (2 times each).",
        "Anna rolled a 2.",
        "Anna moved a druid (2 times).",
        "Brigid and Cormac each took Anna's stone.",
    ]
    # every seat named: "Everyone"; players who did it unevenly: how often in all
    deal = [Line(f"{names[k % 3]} drew a card in the deal.", k % 3) for k in range(6)]
    assert merge_alike(deal, names) == ["Everyone drew a card in the deal (2 times each)."]
    assert merge_alike(deal[:3], names) == ["Everyone drew a card in the deal."]
    assert merge_alike(deal[:4] + deal[1:2], names) == ["Everyone drew a card in the deal (5 times in all)."]
    # different sentences of the same player stay apart, each told once
    assert merge_alike([Line("Anna rolled a 2.", 0), Line("Anna rolled a 5.", 0)], names) == [
        "Anna rolled a 2.",
        "Anna rolled a 5.",
    ]


def test_the_hand_over_after_the_deal_tells_the_deal_once_and_the_whole_first_move(app):
    """Die Druiden, two humans: Ben's hand-over after Anna's first turn names the deal in
    one sentence and ends with the last thing Anna did (the screen had room for it)."""
    seats = [Seat("Anna", "human", 0), Seat("Ben", "human", 1)]
    scene = open_table(app, "druiden", seats)
    rng = random.Random(2)
    for _ in range(200):
        app.step([], 0.5, present=False)
        if isinstance(app.top, HandoverScene):
            if app.top.player_name == "Ben":
                break
            app.top.ready()
            continue
        state = scene.match.state
        if state.current_player() == 0 and not scene.timeline.busy and not scene.handover_due():
            scene.play_human(rng.choice(state.legal_actions()))
    hand_over = app.top
    assert isinstance(hand_over, HandoverScene) and hand_over.player_name == "Ben"
    app.draw()
    shown = [" ".join(lines) for lines in hand_over._paragraphs]
    first = scene.story.turns()[0]
    told = [line.text for line in first.lines(-1)]
    deals = [text for text in told if "in the deal" in text]
    assert len(deals) >= 4  # the deal: a card at a time, to Anna and Ben in turn
    assert shown[0].count("in the deal") == 1  # both seats drew as often: "Everyone … each"
    assert f"Everyone drew a card in the deal ({len(deals) // 2} times each)." in shown[0]
    assert shown[-1].endswith(told[-1]) or shown[-1].endswith(scene.story.turns()[-1].lines(-1)[-1].text)


def test_the_hand_over_keeps_the_newest_turns_whole_and_fills_its_box():
    from game.ui.scenes.handover import SUMMARY_LINE, summary_lines

    pygame.font.init()
    sentence = "Anna moved a druid from the outer ring to the middle ring."
    turns = [f"Turn {n} · " + " ".join([sentence] * 3) for n in range(1, 7)]
    width, height = 600, 7 * SUMMARY_LINE + 10
    laid = summary_lines(turns, width, height)
    rows = [row for lines in laid for row in lines]
    assert all(theme.text_font(14).size(row)[0] <= width for row in rows)
    assert len(rows) * SUMMARY_LINE <= height and len(rows) >= 5  # the box is filled
    assert " ".join(laid[-1]) == turns[-1]  # the newest turn whole
    # an older turn that does not fit whole keeps its label and its last sentences after "…"
    assert laid[0][0].startswith("Turn ") and " · … " in laid[0][0]
    assert " ".join(laid[0]).endswith(sentence) and len(laid) >= 2
    # one newest turn longer than the whole box keeps its last sentence, after its label
    long_turn = "Turn 9 · " + " ".join(f"Anna moved druid {k} a long way round." for k in range(40))
    (only,) = summary_lines([long_turn], width, height)
    assert only[0].startswith("Turn 9 · …") and " ".join(only).endswith("druid 39 a long way round.")
    assert len(only) * SUMMARY_LINE <= height


# --- plain words ----------------------------------------------------------------------------


def test_sentences_read_right_for_any_name():
    assert [words.possessive(n) for n in ("Anna", "Hermes", "You")] == ["Anna's", "Hermes'", "your"]
    assert words.sentence("your druid") == "Your druid."
    assert [words.agree(n, "wins", "win") for n in (["Anna"], ["You"], ["Anna", "Bo"])] == ["wins", "win", "win"]
    assert [words.be(n) for n in ("Anna", "You")] == ["is", "are"]
    from game.tholos.narrate import narrate
    from game.tholos.rules import from_position

    for names, expected in (
        (("You", "Hermes"), "You took Hermes' black stone (bonus of π)."),
        (("Hermes", "You"), "Hermes took your black stone (bonus of π)."),
        (("Anna", "Brigid"), "Anna took Brigid's black stone (bonus of π)."),
    ):
        state = from_position({"to_move": "white", "workshops": {"white": "W", "black": "B"}}, 0)
        state.apply(state.parse_action("place W pi"))
        events = state.apply(state.parse_action("steal B"))
        assert [line.text for line in narrate(state, events, 0, 0, names)] == [expected]


def test_a_computer_called_you_is_thinking_in_good_grammar(app):
    scene = open_table(app, "tholos", [Seat("Anna", "human", 0), Seat("You", "easy", 1)])
    human_plays(scene, "deliver 3W")
    app.thinker.script = []
    app.step([], 0.0, present=False)  # the question goes out
    app.step([], 0.7, present=False)  # the pause between turns is over
    scene._sync_turn()
    assert scene.view.status()[0] == "You are thinking…"


@pytest.mark.parametrize("game_id", ["tholos", "dolmen", "dolmengoetter"])
def test_no_player_facing_sentence_holds_a_grid_coordinate(app, game_id):
    """Seeded random games: every sentence the narrators tell any seat, every status line
    (with the keyboard preview of legal actions and refusals), every hand-over summary."""
    spec = registry.get(game_id)
    players = min(spec.max_players, 3)
    seats = [Seat("Anna", "human", 0)] + [Seat(f"Computer {i}", "easy", i) for i in range(1, players)]
    scene = open_table(app, game_id, seats, seed=11)
    rng = random.Random(11)
    said: list[str] = []
    while not scene.match.state.is_over() and len(scene.match.actions) < 400:
        settle(app, scene)
        state = scene.match.state
        if state.is_over():
            break
        legal = list(state.legal_actions())
        view = scene.view
        said.append(view.status()[0])
        for k in range(min(3, len(legal))):  # the keyboard preview describes actions
            view.cursor = k
            said.append(view.status()[0])
        view.cursor = None
        known = getattr(getattr(state, "cat", None), "known", None)
        if known:  # refusals as the status line shows them
            for action in rng.sample(sorted(known, key=str), 5):
                said.append(state.why_illegal(action) or "")
        human_plays(scene, str(rng.choice(legal)))
    assert scene.match.state.is_over() or len(scene.match.actions) >= 400
    for told in scene.story.told:
        said += [line.text for lines in told.lines.values() for line in lines]
    for seat in range(-1, players):
        said += scene.story.summary(seat, most=1000)
    said = [text for text in said if text]
    assert len(said) > 100
    leaks = [text for text in said if GRID.search(text)]
    assert leaks == []


# --- pace and outlines --------------------------------------------------------------------

# Anna's last stone ends the game (tests/test_dolmen_setup_final.py's position): the final
# scoring turns over the octagon at C9 (6 stones), the hexagon at A9 (2) and the square at
# C7 (1).
FINISHING = {
    "players": 2,
    "to_move": 0,
    "druids": {0: ["4,4"]},
    "stones_left": {0: 1},
    "markers": {1: 3},
    "stacks": {"octagon 2,0": "1:1 0:2 1:3 0:4 1:2 0:1", "hexagon 0,0": "0:3 1:4", "square 2,2": "1:2"},
}


def test_the_final_reveal_goes_circle_by_circle_and_leaves_each_number_readable(app):
    from game.dolmen.view import motion

    seats = [Seat("Anna", "easy", 0), Seat("Ben", "easy", 1)]
    match = Match("dolmen", seats, 0, FINISHING)
    scene = PlayScene(app, match)
    app.reset_to(scene)
    app.thinker.script = ["move 4,4>5,4", "stone", "place 8,8"]
    for _ in range(40):
        app.step([], 0.5, present=False)
        if match.state.is_over():
            break
    assert match.state.is_over()
    view, revealed_at, t = scene.view, {}, 0.0
    while scene.timeline.busy and t < 60:
        scene.timeline.update(0.02)
        t += 0.02
        for c, values in enumerate(view.model.revealed):
            for level in values:
                revealed_at.setdefault((c, level), t)
    circles = sorted({c for c, _level in revealed_at})
    assert len(circles) == 3 and len(revealed_at) == 6 + 2 + 1
    for first, second in zip(circles, circles[1:]):
        last_of_first = max(v for (c, _), v in revealed_at.items() if c == first)
        first_of_second = min(v for (c, _), v in revealed_at.items() if c == second)
        # the next circle waits until the numbers of this one have stood to be read
        assert first_of_second >= last_of_first + motion.REVEAL_HOLD


def _blue_pixels(canvas, rect) -> int:
    from game.ui.scenes.play import ASKED_INK

    found = 0
    for x in range(rect.left, rect.right, 1):
        for y in (rect.centery - 1, rect.centery, rect.centery + 1):
            if tuple(canvas.get_at((x, y)))[:3] == ASKED_INK:
                found += 1
    return found


def test_the_circle_a_dolmen_value_is_asked_for_is_outlined_while_it_is_asked(app):
    from game.dolmen.rules.phase import Phase
    from game.ui.snapshot import table_frame

    seats = [Seat("Anna", "human", 0), Seat("Ben", "easy", 1)]
    match = Match("dolmen", seats, 2)
    rng = random.Random(2)
    while not (match.state.phase is Phase.PLACEMENT and match.state.current_player() == 0):
        match.play(rng.choice(match.state.legal_actions()))
    due = match.state.due[0]
    canvas = table_frame(app, match)
    ring = app.top.view.mark_rects([("circle", due)])[0].inflate(8, 8)
    assert _blue_pixels(canvas, ring) > 0
    match.play(match.state.legal_actions()[0])  # the value is given: nothing asked there now
    while match.state.phase is Phase.PLACEMENT:
        match.play(match.state.legal_actions()[0])
    canvas = table_frame(app, match)
    assert _blue_pixels(canvas, ring) == 0


def test_the_tholos_end_shows_the_columns_points_one_column_after_another(app):
    from game.tholos.view import motion

    # the scenario end-all-columns-complete: White's stone on γ completes the temple; β (2 W,
    # 2 B) is even, so six columns score
    position = {
        "to_move": "white",
        "workshops": {"white": "W"},
        "columns": {
            "omega": "WWWBG",
            "alpha": "BBBWG",
            "beta": "WWBBG",
            "gamma": "WBWB",
            "delta": "BBBBW",
            "pi": "WWGGG",
            "sigma": "BGGGG",
        },
    }
    seats = [Seat("Anna", "human", 0), Seat("Brigid", "easy", 1)]
    scene = PlayScene(app, Match("tholos", seats, 0, position))
    app.reset_to(scene)
    scene.play_human(scene.match.state.parse_action("place W gamma"))
    shown_at, t = [], 0.0
    seen: set = set()
    while scene.timeline.busy and t < 30:
        scene.timeline.update(0.02)
        t += 0.02
        for effect in scene.view.effects:
            if isinstance(effect, motion.Badge) and id(effect) not in seen:
                seen.add(id(effect))
                shown_at.append(t)
    assert len(shown_at) == 6
    gaps = [b - a for a, b in zip(shown_at, shown_at[1:])]
    assert min(gaps) >= motion.REVEAL_STEP - 0.03


def test_the_log_shows_a_turns_newest_line_first_under_its_heading():
    """A long turn never hides its latest line below the fold: under each turn's heading the
    lines run newest first, as the turns do."""
    from game.core.narration import Line
    from game.ui.log import GameLog

    class Turn:
        number, seat = 3, 0

        def lines(self, seat):
            return [Line("Anna moved a druid from C4 to D4.", 0), Line("Anna left a stone on C4.", 0)]

    class Story:
        told, names = [object()], ["Anna"]

        def turns(self, told):
            return [Turn()]

    log = GameLog(Story(), [], (0, 0, 400, 300))
    assert [row.text for row in log.rows(0)] == [
        "Turn 3 · Anna",
        "Anna left a stone on C4.",
        "Anna moved a druid from C4 to D4.",
    ]
