"""Hot-seat play with hidden information, through the real PlayScene and HandoverScene.

The table view is a stand-in that records whose eyes it was told are at the screen each time
it is drawn (the real Dolmen table follows the same contract: `view.viewer`, None while a
hand-over screen hides the table). Humans act through `PlayScene.play_human`, as the view
would after a click; computers answer through a stub thinker that records the observation it
was handed.
"""

from __future__ import annotations

import random
from concurrent.futures import Future

import pygame
import pytest

from game.core.match import Match, Seat
from game.core.settings import Settings
from game.ui import tables
from game.ui.app import App
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.play import PlayScene
from game.ui.tables import TableBase

# Anna's stone on 0,1 gives Ben (two stones in square 0,1) an initial majority: his
# passive dolmen placement, decided out of Anna's turn.
PASSIVE_FOR_BEN = {"players": 3, "to_move": 0, "stones": {1: ["1,1", "1,2"]}, "druids": {0: ["0,1"]}}


class StandInTable(TableBase):
    """A table view that draws nothing (TableBase's defaults for the rest); remembers
    `viewer` at every draw."""

    def __init__(self, app, match, timeline) -> None:
        super().__init__(app, match, timeline)
        self.viewer = "unset"  # type: ignore[assignment]
        self.drawn_for: list = []

    def handle(self, event):
        return None

    def animate(self, events, action, actor) -> None:
        pass

    def resync(self) -> None:
        pass

    def clear_selection(self) -> bool:
        return False

    def say(self, text: str) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, canvas) -> None:
        self.drawn_for.append(self.viewer)


class StubThinker:
    """Answers at once: the next scripted action, else the first legal action of the
    observation it is handed."""

    def __init__(self) -> None:
        self.observers: list[tuple[int, int]] = []  # (seat to move, observer of its observation)
        self.script: list[str] = []

    def start(self, game_id, level, observation, seed) -> Future:
        self.observers.append((observation.current_player(), observation.observer))
        future: Future = Future()
        answer = self.script.pop(0) if self.script else str(observation.legal_actions()[0])
        future.set_result(answer)
        return future

    def close(self) -> None:
        pass


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(tables, "table_for", lambda game_id: StandInTable)
    application = App(Settings())
    application._thinker = StubThinker()
    return application


def table(app, game_id, seats, position=None, seed=0) -> PlayScene:
    scene = PlayScene(app, Match(game_id, seats, seed, position))
    app.reset_to(scene)
    return scene


def settle(app, scene: PlayScene) -> str:
    """Steps frames until a hand-over screen shows, a human may act, or the game is over."""
    for _ in range(400):
        app.step([], 0.5, present=False)
        if isinstance(app.top, HandoverScene):
            return "handover"
        state = scene.match.state
        if state.is_over():
            return "over"
        if (
            app.top is scene
            and state.current_player() >= 0
            and scene.match.seats[state.current_player()].is_human
            and not scene.timeline.busy
            and not scene.handover_due()
        ):
            return "human"
    raise AssertionError("the table never settled")


def ready(app) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")], 0.1, present=False)


def human_plays(scene: PlayScene, text: str) -> None:
    before = len(scene.match.actions)
    scene.play_human(scene.match.state.parse_action(text))
    assert len(scene.match.actions) == before + 1, f"'{text}' was not played"


def test_two_humans_and_a_computer_hand_over_on_each_change_of_human_even_out_of_turn(app):
    anna, ben, cleo = Seat("Anna", "human", 0), Seat("Ben", "human", 1), Seat("Cleo", "easy", 2)
    scene = table(app, "dolmen", [anna, ben, cleo], PASSIVE_FOR_BEN)
    view = scene.view
    assert view.viewer is None  # two humans: nobody's secrets before the first hand-over

    # Anna starts: the screen is handed to her first; the table is not drawn meanwhile
    assert settle(app, scene) == "handover"
    assert app.top.player_name == "Anna" and view.viewer is None
    drawn = len(view.drawn_for)
    scene.play_human(scene.match.state.parse_action("move 0,1>0,0"))  # Ben/Anna can't act yet
    app.draw()
    assert scene.match.actions == [] and len(view.drawn_for) == drawn
    ready(app)
    assert view.viewer == 0 and app.top is scene

    human_plays(scene, "move 0,1>0,0")
    assert settle(app, scene) == "human"  # still Anna: the stone, no hand-over
    human_plays(scene, "stone")
    # Anna's stone made Ben's passive majority: Ben chooses its value out of Anna's turn
    assert settle(app, scene) == "handover"
    assert app.top.player_name == "Ben" and view.viewer is None
    assert "out of turn" in app.top.detail
    ready(app)
    assert view.viewer == 1
    human_plays(scene, "dolmen 2")
    # Ben's own turn follows at once: the screen is already his
    assert settle(app, scene) == "human" and view.viewer == 1
    human_plays(scene, "place 4,4")
    # Cleo (computer) plays from her own observation; then Anna again, after a hand-over
    assert settle(app, scene) == "handover" and app.top.player_name == "Anna"
    assert app._thinker.observers == [(2, 2)]
    assert scene.handovers == [0, 1, 0]
    # whenever the table was drawn, the viewer was the human who last took the screen
    assert set(view.drawn_for) <= {0, 1}


def test_dolmengoetter_hands_the_screen_over_for_a_passive_majority_out_of_turn(app):
    """The same passive majority in Die Dolmengötter (where play is under way and every
    player has a druid standing): Ben decides his dolmen's value in Anna's turn, behind a
    hand-over screen, and keeps the screen for his own turn right after."""
    anna, ben, cleo = Seat("Anna", "human", 0), Seat("Ben", "human", 1), Seat("Cleo", "easy", 2)
    position = dict(PASSIVE_FOR_BEN, druids={0: ["0,1"], 1: ["4,4"], 2: ["8,8"]})
    scene = table(app, "dolmengoetter", [anna, ben, cleo], position)
    assert settle(app, scene) == "handover" and app.top.player_name == "Anna"
    ready(app)
    human_plays(scene, "move 0,1>0,0")
    assert settle(app, scene) == "human"
    human_plays(scene, "stone")
    assert settle(app, scene) == "handover"
    assert app.top.player_name == "Ben" and "out of turn" in app.top.detail
    assert scene.view.viewer is None
    ready(app)
    human_plays(scene, "dolmen 2")
    state = scene.match.state
    assert settle(app, scene) == "human" and state.current_player() == 1 == scene.view.viewer
    assert state.phase == "turn" and scene.handovers == [0, 1]
    assert set(scene.view.drawn_for) <= {0, 1}


@pytest.mark.parametrize("game_id", ["dolmen", "dolmengoetter"])
def test_a_hidden_table_is_never_drawn_with_secrets(app, game_id):
    """Two humans from a fresh game (of either rule set: Die Dolmengötter starts with its
    setup round): every frame drawn shows the viewer who took the screen most recently, and
    a hand-over appears exactly when the decider is another human than the previous human
    decider (recounted from the action log)."""
    seats = [Seat("Anna", "human", 0), Seat("Ben", "human", 1), Seat("Cleo", "easy", 2)]
    scene = table(app, game_id, seats, seed=5)
    rng = random.Random(5)
    for _ in range(40):
        outcome = settle(app, scene)
        if outcome == "over":
            break
        if outcome == "handover":
            assert scene.view.viewer is None
            ready(app)
            continue
        state = scene.match.state
        assert scene.view.viewer == state.current_player()
        scene.play_human(rng.choice(state.legal_actions()))
    humans = [a for a in scene.match.actors if seats[a].is_human]
    if settle(app, scene) == "handover":
        humans.append(scene.match.state.current_player())
    changes = [p for k, p in enumerate(humans) if k == 0 or humans[k - 1] != p]
    assert scene.handovers == changes and len(changes) >= 4


def test_one_human_against_computers_never_sees_a_handover_even_out_of_turn(app):
    """Ben is the only human; Anna's (computer) stone gives him a passive majority."""
    seats = [Seat("Anna", "easy", 0), Seat("Ben", "human", 1), Seat("Cleo", "easy", 2)]
    app._thinker.script = ["move 0,1>0,0", "stone"]
    scene = table(app, "dolmen", seats, PASSIVE_FOR_BEN)
    assert scene.view.viewer == 1
    rng = random.Random(2)
    decided_by_ben = 0
    for _ in range(30):
        outcome = settle(app, scene)
        assert outcome != "handover"
        if outcome == "over":
            break
        state = scene.match.state
        if decided_by_ben == 0:  # the very first decision is Ben's, out of Anna's turn
            assert state.active == 0 and [str(a) for a in state.legal_actions()][0] == "dolmen 1"
        scene.play_human(rng.choice(state.legal_actions()))
        decided_by_ben += 1
    assert scene.handovers == [] and decided_by_ben >= 10
    assert set(scene.view.drawn_for) == {1}
    assert all(seat == observer for seat, observer in app._thinker.observers)


def test_tholos_with_two_humans_never_hands_over(app):
    seats = [Seat("Anna", "human", 0), Seat("Ben", "human", 1)]
    scene = table(app, "tholos", seats, seed=3)
    rng = random.Random(3)
    movers = set()
    for _ in range(30):
        assert settle(app, scene) == "human"
        state = scene.match.state
        movers.add(state.current_player())
        assert scene.view.viewer == state.current_player()
        scene.play_human(rng.choice(state.legal_actions()))
    assert movers == {0, 1} and scene.handovers == []


def test_computers_only_draw_no_secrets(app):
    seats = [Seat("A", "easy", 0), Seat("B", "easy", 1)]
    scene = table(app, "dolmen", seats, seed=1)
    for _ in range(40):  # a computer answers after its turn's pause (play.TURN_PAUSE)
        app.step([], 0.5, present=False)
    assert len(scene.match.actions) >= 10
    assert set(scene.view.drawn_for) == {None}


@pytest.mark.parametrize("game_id", ["druiden", "dolmen"])
@pytest.mark.parametrize("computer", [False, True], ids=["two humans", "two humans and a computer"])
def test_the_screen_is_handed_over_before_a_humans_turn_never_after_it(app, game_id, computer):
    """From a fresh game (Die Druiden opens with a public step out of the centre, Dolmen with
    a druid's placement): nothing is decided by a human before the screen was handed to
    them, the first decision of the game included; every human decision is taken by the
    human who took the screen last; and no hand-over names the human who already has the
    screen (no "Pass to Anna" right after Anna's own move when she goes on)."""
    seats = [Seat("Anna", "human", 0), Seat("Ben", "human", 1)] + ([Seat("Cleo", "easy", 2)] if computer else [])
    scene = table(app, game_id, seats, seed=7)
    rng = random.Random(7)
    took_screen: int | None = None
    decisions = 0
    for _ in range(60):
        outcome = settle(app, scene)
        if outcome == "over":
            break
        if outcome == "handover":
            named = scene.handovers[-1]
            assert named != took_screen, f"the screen was passed to {seats[named].name}, who had it"
            assert scene.view.viewer is None
            ready(app)
            took_screen = named
            continue
        state = scene.match.state
        assert state.current_player() == took_screen == scene.view.viewer
        before = len(scene.match.actors)
        scene.play_human(rng.choice(state.legal_actions()))
        assert scene.match.actors[before] == took_screen
        decisions += 1
    assert scene.handovers[0] == 0  # Anna begins: the screen was handed to her first
    assert decisions >= 20 and set(scene.handovers) == {0, 1}
    if computer:
        assert any(seats[a].kind == "easy" for a in scene.match.actors)


def test_a_resumed_game_with_two_humans_hands_over_before_its_first_decision(app):
    """A Die Druiden game saved after a few moves and opened again: the table shows nobody's
    hand until the human to decide has taken the screen."""
    seats = [Seat("Anna", "human", 0), Seat("Ben", "human", 1)]
    match = Match("druiden", seats, 3)
    rng = random.Random(3)
    while len(match.actions) < 12 or match.chance_due():
        if match.chance_due():
            match.play_chance()
        else:
            match.play(rng.choice(match.state.legal_actions()))
    scene = PlayScene(app, Match.from_save(match.to_save()))
    app.reset_to(scene)
    assert settle(app, scene) == "handover"
    assert app.top.player_name == seats[scene.match.state.current_player()].name
    assert set(scene.view.drawn_for) <= {None}
