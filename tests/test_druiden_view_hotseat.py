"""Die Druiden hot-seat through the real PlayScene and the real table: no frame is ever drawn
with a hand face up but the hand of the human who last took the screen, also for decisions
out of turn (a Bannspruch, giving cards back in an exchange)."""

from __future__ import annotations

import random
from concurrent.futures import Future

import pygame
import pytest

from game.core.match import Match, Seat
from game.core.settings import Settings
from game.druiden.view import hand as strip
from game.druiden.view.table import DruidenTable
from game.ui import tables
from game.ui.app import App
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.play import PlayScene


class FirstLegal:
    """A computer player that answers at once with the first legal action it is shown."""

    def start(self, game_id, level, observation, seed) -> Future:
        future: Future = Future()
        future.set_result(str(observation.legal_actions()[0]))
        return future

    def close(self) -> None:
        pass


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(tables, "table_for", lambda game_id: DruidenTable)
    application = App(Settings())
    application._thinker = FirstLegal()
    return application


def test_no_frame_shows_a_hand_but_the_one_of_the_human_at_the_screen(app, monkeypatch):
    seats = [Seat("Anna", "human", 0), Seat("Bo", "human", 1), Seat("Cleo", "easy", 2)]
    scene = PlayScene(app, Match("druiden", seats, seed=4))
    app.reset_to(scene)
    shown: list[tuple] = []  # (who took the screen last, the hand drawn face up)
    real = strip.draw

    def spy(canvas, laid, lit, mouse):
        view = scene.view
        assert scene.at_screen is not None and view.viewer == scene.at_screen == view.model.viewer, (
            "a hand was drawn for another seat than the one at the screen"
        )
        shown.append((scene.at_screen, sorted(c for c, n in laid.counts.items() if c >= 0 for _ in range(n))))
        real(canvas, laid, lit, mouse)

    monkeypatch.setattr(strip, "draw", spy)
    rng = random.Random(4)
    handovers = out_of_turn = 0
    for _ in range(900):
        app.step([], 0.5, present=False)
        app.draw()
        if isinstance(app.top, HandoverScene):
            handovers += 1
            out_of_turn += "out of turn" in app.top.detail
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")], 0.1, present=False)
            continue
        state = scene.match.state
        if state.is_over():
            break
        p = state.current_player()
        if p >= 0 and seats[p].is_human and not scene.timeline.busy and not scene.handover_due():
            scene.play_human(rng.choice(state.legal_actions()))
        # every hand drawn so far was the true hand of the human at the screen then
        # once the table has settled, the hand drawn is the true hand of the human there
        truth = scene.match.state
        if shown and not scene.timeline.busy:
            seat, hand = shown[-1]
            assert seat in (0, 1)
            assert hand == sorted(c for c, n in enumerate(truth.hands[seat]) for _ in range(n))
        shown.clear()
    assert handovers >= 4 and out_of_turn >= 1


def test_a_whole_game_against_the_computer_is_played_by_clicks_and_ends_in_the_results(app):
    """One human and two computer players from the first deal to the results screen: every
    decision of the human is made by real mouse events where the table points, through the
    app's event loop."""
    from game.ui.scenes.final import FinalScene

    seats = [Seat("Anna", "human", 0), Seat("Bo", "easy", 1), Seat("Cleo", "easy", 2)]
    scene = PlayScene(app, Match("druiden", seats, seed=8))
    app.reset_to(scene)
    rng = random.Random(8)
    clicked = 0
    for _ in range(6000):
        app.step([], 0.5, present=False)
        if isinstance(app.top, FinalScene):
            break
        assert not isinstance(app.top, HandoverScene), "one human never hands the screen over"
        state = scene.match.state
        if state.is_over() or not scene.view.active:
            continue
        wanted = rng.choice(state.legal_actions())
        before = len(scene.match.actions)
        for _click in range(4):
            rect = scene.view.click_rect(wanted)
            assert rect is not None, f"no click makes {wanted}"
            pos = rect.center
            app.step(
                [
                    pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                ],
                0.0,
                present=False,
            )
            if len(scene.match.actions) > before:
                break
        assert scene.match.actions[before] == str(wanted)
        clicked += 1
    assert isinstance(app.top, FinalScene) and scene.match.state.is_over()
    assert clicked > 10


def test_each_human_sees_their_own_roll_and_their_summary_ends_before_it(app):
    """Two humans, Mara and Bo, with their druids already out: a turn opens with its roll.
    The screen is handed to Bo before his roll is played, so his dice tumble with Bo at the
    screen, and his hand-over summary (Mara's turn) does not tell his own roll."""
    seats = [Seat("Mara", "human", 0), Seat("Bo", "human", 1)]
    position = {"players": 2, "druids": {0: "o2", 1: "o14"}}
    scene = PlayScene(app, Match("druiden", seats, seed=5, position=position))
    app.reset_to(scene)
    rng = random.Random(5)
    summaries: dict[int, list[str]] = {}  # the summary each hand-over showed, by seat named
    tumbles: list[tuple[int, int | None]] = []  # (whose turn, who held the screen) while dice tumbled

    def frame(events=()) -> None:
        app.step(list(events), 0.05, present=False)
        if scene.view.model.board.rolling != [None, None]:
            tumbles.append((scene.match.state.whose_turn(), scene.at_screen))

    for _ in range(2000):
        frame()
        if isinstance(app.top, HandoverScene):
            named = scene.handovers[-1]
            state = scene.match.state
            # the roll of the turn the screen is handed over for is not played yet
            assert state.phase == "roll" and scene.match.chance_due() and state.whose_turn() == named
            summaries[named] = list(app.top.summary)
            frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")])
            if named == 1:
                break
            continue
        state = scene.match.state
        if state.current_player() >= 0 and not scene.timeline.busy and not scene.handover_due():
            scene.play_human(rng.choice(state.legal_actions()))
    assert scene.handovers[:2] == [0, 1], "the screen goes to Mara for her roll, then to Bo for his"
    assert summaries[0] == []  # nothing had happened before Mara's roll
    assert any("Mara rolled" in text for text in summaries[1])  # Mara's turn is told to Bo
    assert not any("Bo rolled" in text for text in summaries[1])
    for _ in range(10):  # Bo at the screen: his roll is played now, before his eyes
        frame()
    assert scene.match.actions[-1].startswith("roll") and scene.match.actors[-1] < 0
    assert (0, 0) in tumbles and (1, 1) in tumbles  # each saw their own dice tumble
    assert all(turn == at_screen for turn, at_screen in tumbles)  # and nobody else's
