"""Die Druiden through the real scenes: a whole game from the menu's card through setup to the
results; undo against the computer never going back past a roll or a draw; and who is asked
behind a hand-over (a Bannspruch, giving cards back in an exchange) at one screen.

Computer players answer at once with a seeded random legal action, so the runs need no worker
process and do not depend on how strong the game's computer players are."""

from __future__ import annotations

import random
from concurrent.futures import Future

import pygame
import pytest

from game.core.match import Match, Seat
from game.core.protocol import CHANCE
from game.core.settings import Settings
from game.druiden.view import hud
from game.ui.app import App
from game.ui.scenes import setup as setup_scene
from game.ui.scenes.final import FinalScene
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.play import PlayScene
from game.ui.scenes.setup import SetupScene


class RandomLegal:
    """A computer player answering at once with a legal action drawn from its seed."""

    def __init__(self) -> None:
        self.asked = 0

    def start(self, game_id, level, observation, seed) -> Future:
        self.asked += 1
        future: Future = Future()
        future.set_result(str(random.Random(seed).choice(observation.legal_actions())))
        return future

    def close(self) -> None:
        pass


@pytest.fixture
def app():
    application = App(Settings())
    application._thinker = RandomLegal()
    return application


def _key(app: App, key: int, mod: int = 0) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)], 0.05, present=False)


def _click(app: App, pos) -> None:
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], 0.05, present=False)


# --- from the menu to the results --------------------------------------------------------------


def test_a_druiden_game_from_the_menu_card_through_setup_to_the_results(app, monkeypatch):
    monkeypatch.setattr(setup_scene, "fresh_seed", lambda: 2026)  # the same game every run
    menu = MainMenu(app)
    app.reset_to(menu)
    _click(app, menu.game_cards["druiden"].rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.spec.id == "druiden"
    _key(app, pygame.K_TAB)  # Start → Back
    _key(app, pygame.K_TAB)  # → the Players field
    _key(app, pygame.K_RIGHT)  # 2 → 3 players
    assert setup.players == 3
    _key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # → Back
    _key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # → Start
    _key(app, pygame.K_RETURN)
    play = app.top
    assert isinstance(play, PlayScene) and play.match.game_id == "druiden"
    assert play.match.seed == 2026
    match = play.match
    assert [s.is_human for s in match.seats] == [True, False, False]
    rng = random.Random(3)
    by_keys = 0
    for _frame in range(40000):
        if isinstance(app.top, FinalScene):
            break
        assert not isinstance(app.top, HandoverScene), "one human: the screen is never handed over"
        state = match.state
        if play.timeline.busy:
            _key(app, pygame.K_SPACE)
        elif not state.is_over() and state.current_player() >= 0 and match.seats[state.current_player()].is_human:
            before = len(match.actions)
            for _ in range(rng.randrange(1, 4)):  # step through the legal actions, then play
                _key(app, pygame.K_RIGHT)
            _key(app, pygame.K_RETURN)
            assert len(match.actions) > before and match.actors[before] == 0, (
                "Enter should play the previewed action"
            )  # (a roll may follow in that frame)
            by_keys += 1
        else:
            app.step([], 0.2, present=False)
    final = app.top
    assert isinstance(final, FinalScene), "the game never reached the results"
    assert match.state.is_over() and by_keys > 5 and app.thinker.asked > 5
    assert match.state.winners() and type(final.panel).__name__ == "DruidenResults"
    app.draw()  # the results over the finished table draw
    app.step([], 0.5, present=False)  # the results take keys after their first moments
    _key(app, pygame.K_m)
    assert isinstance(app.top, MainMenu)


# --- undo: never past a roll or a draw ----------------------------------------------------------


def _alone(seed: int) -> Match:
    return Match("druiden", [Seat("Ada", "human", 0), Seat("Bo", "easy", 1), Seat("Cy", "easy", 2)], seed=seed)


def _last_chance(match: Match) -> int:
    """The index of the latest chance outcome (roll or draw) played, -1 before any."""
    return max((i for i, who in enumerate(match.actors) if who == CHANCE), default=-1)


def test_druiden_undo_keeps_every_roll_and_draw_that_was_played():
    offered = after_draw = 0
    for seed in range(4):
        match, rng = _alone(seed), random.Random(seed)
        while not match.state.is_over() and len(match.actions) < 500:
            if match.can_undo():
                offered += 1
                keep = match.undo_target()
                last = _last_chance(match)
                assert keep > last  # the latest roll or draw stays
                assert match.actors[keep] == 0  # it starts at Ada's own decision
                after_draw += match.actions[last].startswith("draw") and last > 8
                trial = Match.from_save(match.to_save())
                trial.undo()
                assert trial.actions == match.actions[:keep]
                # Ada decides again on the dice and cards she had: nothing is rolled or drawn anew
                assert trial.state.current_player() == 0 and not trial.chance_due()
            if match.chance_due():
                match.play_chance()
            else:
                match.play(rng.choice(match.state.legal_actions()))
    assert offered > 40 and after_draw > 0


def test_once_the_computers_roll_is_shown_the_undo_button_is_off(app):
    scene = PlayScene(app, _alone(5))
    app.reset_to(scene)
    match = scene.match
    rng = random.Random(5)
    seen_on = seen_off = 0
    for _ in range(3000):
        app.step([], 0.5, present=False)
        if match.state.is_over() or seen_off > 5 and seen_on > 5:
            break
        if scene.timeline.busy:
            continue
        if 0 not in match.actors[_last_chance(match) + 1 :]:
            # a roll or a draw after Ada's last decision: nothing she may take back
            assert not scene.undo_button.enabled
            seen_off += 1
        if match.state.current_player() == 0 and scene.view.active:
            if scene.undo_button.enabled:
                seen_on += 1
                before, last = list(match.actions), _last_chance(match)
                _click(app, scene.undo_button.rect.center)
                assert len(match.actions) < len(before)
                assert match.actions == before[: len(match.actions)]
                assert _last_chance(match) == last  # the roll or draw seen last stays
            scene.play_human(rng.choice(match.state.legal_actions()))
    assert seen_on > 5 and seen_off > 5


# --- who is asked, and behind which screen -----------------------------------------------------


def _asked_in_hotseat(app, seats, seed: int, frames: int = 1500):
    app.draw = lambda: None  # the flow is looked at, not the pictures: frames are not drawn
    try:
        return _play_in_hotseat(app, seats, seed, frames)
    finally:
        del app.draw


def _play_in_hotseat(app, seats, seed: int, frames: int):
    """Plays a game at one screen; returns, for each human decision on an action against
    them (react) or giving cards back (give): (phase, decider, seat at the screen before the
    decision came up, whether a hand-over to the decider came in between, whether they hold a
    Bannspruch), and how many hand-over screens showed in all."""
    scene = PlayScene(app, Match("druiden", seats, seed=seed))
    app.reset_to(scene)
    match = scene.match
    rng = random.Random(seed)
    asked, last_at_screen, handed, handovers = [], scene.at_screen, [], 0
    key = None
    for _ in range(frames):
        app.step([], 0.5, present=False)
        if isinstance(app.top, HandoverScene):
            handed.append(app.top.player_name)
            handovers += 1
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")], 0.1, present=False)
            continue
        state = match.state
        if state.is_over():
            break
        p = state.current_player()
        if p < 0 or not seats[p].is_human or scene.timeline.busy or scene.handover_due():
            continue
        if state.phase in ("react", "give") and key != len(match.actions):
            key = len(match.actions)
            holds = any(a.kind == "bannspruch" for a in state.legal_actions())
            assert scene.at_screen == p == scene.view.viewer
            asked.append((state.phase, p, last_at_screen, seats[p].name in handed, holds))
            if state.phase == "react":
                assert "Bannspruch" in hud.prompt(scene.view)
        handed.clear()
        last_at_screen = p
        scene.play_human(rng.choice(state.legal_actions()))
    return asked, handovers


@pytest.mark.long
def test_at_one_screen_a_targeted_or_giving_human_takes_the_screen_first(app):
    seats = [Seat("Anna", "human", 0), Seat("Bo", "human", 1), Seat("Cleo", "easy", 2)]
    asked = []
    for seed in range(6):
        asked += _asked_in_hotseat(app, seats, seed)[0]
    for phase, decider, before, handed, _holds in asked:
        if before != decider:  # another human had the screen: it was handed over first
            assert handed, f"{seats[decider].name} decided '{phase}' without a hand-over"
    phases = {(phase, holds) for phase, _d, _b, _h, holds in asked}
    # asked whether they hold a Bannspruch or not, and giving cards back
    assert {("react", True), ("react", False)} <= phases and ("give", False) in phases
    assert any(before != decider for _p, decider, before, _h, _x in asked)


def test_alone_against_the_computer_a_targeted_human_gets_a_prompt_and_no_handover(app):
    seats = [Seat("Anna", "human", 0), Seat("Bo", "easy", 1), Seat("Cleo", "easy", 2)]
    asked, handovers = [], 0
    for seed in range(6):
        seen, shown = _asked_in_hotseat(app, seats, seed)
        asked, handovers = asked + seen, handovers + shown
    reacts = [a for a in asked if a[0] == "react"]
    assert reacts and handovers == 0
    assert {holds for *_rest, holds in reacts} == {True, False}  # asked whatever they hold
