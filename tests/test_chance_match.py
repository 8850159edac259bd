"""Chance steps through the one driver: the pick by probability, a match's rolls from its seed
and the action's index, saves, undo, scenarios, the tournament and the play scene, with the
test-only dice game of tests/chance_game.py (Tholos and Dolmen have no chance steps)."""

from __future__ import annotations

from collections import Counter
from concurrent.futures import Future

import chance_game
import pytest
from chance_game import GAME_ID, PLAY, TAKE, CardDrawn, Rolled

from game.core import chance, scenario
from game.core.match import Match, Seat
from game.core.protocol import CHANCE
from game.core.rng import Rng
from game.ui.tables import TableBase

SEATS = [Seat("Ada", "human", 0), Seat("Bo", "easy", 1)]


@pytest.fixture(autouse=True)
def dice_game(monkeypatch):
    chance_game.use(monkeypatch)


def _roll_at(seed: int, index: int) -> int:
    """The die the driver must show at action `index` of a match with `seed`: six equal
    shares of [0, 1) laid out from 1 to 6, the point taken from (seed, index) alone."""
    return int(Rng(seed).fork(index + 1).random() * 6) + 1


# --- the driver -----------------------------------------------------------------------------


def test_an_outcome_is_picked_by_its_share_of_the_unit_interval_in_listed_order():
    outcomes = [("a", 0.5), ("b", 0.25), ("c", 0.25)]
    picks = [chance.choose(outcomes, u) for u in (0.0, 0.49, 0.5, 0.74, 0.75, 0.999)]
    assert picks == ["a", "a", "b", "b", "c", "c"]
    # shares that rounding leaves short of 1: the last outcome that can happen
    assert chance.choose([("a", 0.5), ("b", 0.4999999), ("never", 0.0)], 0.99999999) == "b"
    with pytest.raises(ValueError, match="not a chance step"):
        chance.choose([], 0.5)


def test_over_many_seeds_a_die_shows_each_face_about_equally_and_a_card_by_its_count():
    faces, first_cards = Counter(), Counter()
    for seed in range(6000):
        state = chance_game.DiceState(2)
        first_cards[str(chance.outcome(state, seed, 0))] += 1
        state.apply(chance_game.DRAWS["Eiche"])
        state.apply(chance_game.DRAWS["Mistel"])
        faces[str(chance.outcome(state, seed, 2))] += 1
    assert all(850 <= faces[f"roll {k}"] <= 1150 for k in range(1, 7)), faces  # 1000 each
    # the stack: Eiche ×2, Mistel ×2, Raute ×1 → 2/5, 2/5, 1/5 of 6000
    assert 2200 <= first_cards["draw Eiche"] <= 2600 and 2200 <= first_cards["draw Mistel"] <= 2600
    assert 1000 <= first_cards["draw Raute"] <= 1400


def test_the_driver_refuses_when_a_player_decides():
    match = Match(GAME_ID, SEATS, seed=3)
    while match.chance_due():
        match.play_chance()
    with pytest.raises(ValueError, match="a player decides"):
        match.play_chance()


# --- a match ----------------------------------------------------------------------------------


def test_a_matchs_roll_comes_from_its_seed_and_the_actions_index_alone():
    dealt = Match(GAME_ID, SEATS, seed=11)
    dealt.play_chance()
    dealt.play_chance()
    dictated = Match(GAME_ID, SEATS, seed=11)  # another deal, written like a tutorial would
    dictated.play(dictated.state.parse_action("draw Raute"))
    dictated.play(dictated.state.parse_action("draw Eiche"))
    for match in (dealt, dictated):
        match.play_chance()
        assert match.actions[2] == f"roll {_roll_at(11, 2)}"
        assert match.actors == [CHANCE, CHANCE, CHANCE]
    assert len({_roll_at(seed, 2) for seed in range(11, 40)}) > 1, "every seed rolls the same"


def _play_out(match: Match, decisions: int) -> None:
    """Plays chance steps by the driver and `decisions` decisions (take, or play when a card
    is held on an odd roll), or up to the end."""
    while not match.state.is_over() and decisions:
        if match.chance_due():
            match.play_chance()
            continue
        legal = match.state.legal_actions()
        match.play(PLAY if PLAY in legal and match.state.rolled % 2 else TAKE)
        decisions -= 1


def test_a_save_records_every_roll_and_draw_and_loads_back_the_same_game():
    match = Match(GAME_ID, SEATS, seed=5)
    _play_out(match, 2)
    data = match.to_save()
    kinds = [a.split()[0] for a in data["actions"]]
    assert kinds[:3] == ["draw", "draw", "roll"] and kinds[4] == "roll"  # a roll before each
    assert len(kinds) == 6 and not match.state.is_over()
    loaded = Match.from_save(data)
    assert loaded.state.to_json() == match.state.to_json()
    _play_out(match, 99)
    _play_out(loaded, 99)  # the rolls to come are the same too
    assert loaded.actions == match.actions and loaded.state.is_over()


def test_undo_takes_back_the_humans_decision_and_keeps_the_roll_it_was_made_on():
    match = Match(GAME_ID, SEATS, seed=8)
    while match.chance_due():  # draw, draw, roll: Ada to decide
        match.play_chance()
    dealt = list(match.actions)
    assert [a.split()[0] for a in dealt] == ["draw", "draw", "roll"]
    roll = dealt[2]
    match.play(TAKE)  # Ada takes; Bo's roll is not played yet
    assert match.chance_due() and match.can_undo() and match.undo()
    assert match.actions == dealt
    assert match.state.current_player() == 0 and match.state.rolled == int(roll.split()[1])
    assert match.state.scores() == [0, 0]


def test_undo_never_goes_back_past_a_roll_the_human_has_seen():
    match = Match(GAME_ID, SEATS, seed=8)
    _play_out(match, 1)  # draw, draw, roll, Ada decides
    match.play_chance()  # Bo's roll: taking back Ada's move now would show her a roll to come
    before = list(match.actions)
    assert not match.can_undo() and match.undo() is False and match.actions == before
    _play_out(match, 1)  # Bo decides
    match.play_chance()  # Ada's next roll
    before = list(match.actions)
    assert not match.can_undo() and match.undo() is False and match.actions == before


def test_a_draw_in_the_middle_of_a_turn_is_as_far_back_as_undo_goes():
    match = Match(GAME_ID, SEATS, seed=1)
    # Ada decides, a card is drawn for her (a chance step inside her turn), she decides again
    match.actions = ["draw Eiche", "roll 2", "take", "roll 5", "play", "roll 1", "take"]
    match.actors = [CHANCE, CHANCE, 0, CHANCE, 0, CHANCE, 1]
    assert match.undo_target() is None  # "roll 1" came after Ada's last decision
    match.actions, match.actors = match.actions[:5], match.actors[:5]
    assert match.undo_target() == 4  # only "play": "roll 5" stays, "take" is behind it


def test_undo_takes_back_the_humans_decisions_since_the_roll_with_the_computer_replies():
    match = Match(GAME_ID, SEATS, seed=1)
    match.actions = ["draw Eiche", "roll 2", "a", "b", "c"]  # undo_target reads only who acted
    match.actors = [CHANCE, CHANCE, 0, 0, 1]
    assert match.undo_target() == 2  # Ada's two decisions on the 2 and Bo's reply
    match.actors = [CHANCE, CHANCE, 0, 1, 0]
    assert match.undo_target() == 4  # her last decision alone; the next undo takes the rest


def test_in_seeded_games_undo_keeps_every_chance_outcome_that_was_played():
    offered = 0
    for seed in range(12):
        match = Match(GAME_ID, SEATS, seed=seed)
        while not match.state.is_over():
            target = match.undo_target()
            if target is not None:
                undone = match.actors[target:]
                assert CHANCE not in undone and match.actors[target] == 0  # from Ada's move
                offered += 1
            if match.chance_due():
                match.play_chance()
            else:
                match.play(TAKE)
    assert offered > 12  # once after each of Ada's moves, before the next roll


# --- scenarios and tools ------------------------------------------------------------------------


def test_a_scenario_dictates_the_outcomes_it_names_and_the_driver_draws_the_others():
    data = {
        "game": GAME_ID,
        "players": 2,
        "seed": 5,
        "actions": ["draw Raute", "draw Eiche", "roll 6", "play", "take"],
        "legal": [f"roll {k}" for k in range(1, 7)],
    }
    loaded = scenario.parse(data, "dice.yaml")
    assert scenario.check(loaded) == []  # ends before the next roll: its outcomes are legal
    state = scenario.run(loaded)
    # Ada: 6 + Raute's 3; Bo took the roll the driver drew at action index 4
    assert state.scores() == [9, _roll_at(5, 4)]
    assert state.cards == ["", "Eiche"]


def test_a_dictated_outcome_that_cannot_come_up_names_its_line():
    data = {"game": GAME_ID, "seed": 1, "actions": ["draw Raute", "draw Raute"]}
    with pytest.raises(scenario.ScenarioError) as err:
        scenario.run(scenario.parse(data, "dice.yaml", lines=[8, 9]))
    # the one Raute is gone: line 9 is meant for Bo's draw, which it names with what can come
    message = str(err.value)
    assert message.startswith("dice.yaml: line 9: illegal action 'draw Raute'")
    assert "cannot come up now" in message
    assert "(the outcomes that can come up: draw Eiche, draw Mistel)" in message


def test_a_decision_at_a_chance_step_lets_the_seed_draw_the_outcomes_first():
    data = {"game": GAME_ID, "seed": 1, "actions": ["draw Raute", "play", "take", "play"]}
    with pytest.raises(scenario.ScenarioError) as err:
        scenario.run(scenario.parse(data, "dice.yaml", lines=[8, 9, 10, 11]))
    # Bo's card and every roll come from the seed; Ada has played her one card already
    message = str(err.value)
    assert message.startswith("dice.yaml: line 11: illegal action 'play'")
    assert "after the outcomes drawn from the seed: roll " in message


def test_a_tournament_of_a_game_with_chance_repeats_exactly():
    from tools import tournament

    def played(k: int) -> dict:  # what was played, without the think times it measured
        result = tournament.play_game(GAME_ID, ["random", "random"], k, 4)
        return {key: value for key, value in result.items() if key != "seconds"}

    first = [played(k) for k in range(6)]
    again = [played(k) for k in range(6)]
    assert first == again and all(not r["capped"] and r["winners"] for r in first)


# --- the play scene -------------------------------------------------------------------------------


class RecordingTable(TableBase):
    """A table view that only notes what the play scene hands it (TableBase's defaults for
    the rest)."""

    def __init__(self, app, match, timeline) -> None:
        super().__init__(app, match, timeline)
        self.seen: list[tuple] = []  # (viewer, events, action, actor)

    def animate(self, events, action=None, actor: int = -1) -> None:
        self.seen.append((self.viewer, list(events), action, actor))

    def resync(self) -> None:
        pass

    def draw(self, canvas) -> None:
        pass


class AskedThinker:
    """Answers `take` at once and keeps every observation it was handed."""

    def __init__(self) -> None:
        self.observations: list = []

    def start(self, game_id, level, observation, seed) -> Future:
        self.observations.append(observation)
        future: Future = Future()
        future.set_result("take")
        return future

    def close(self) -> None:
        pass


def test_the_play_scene_draws_chance_by_the_driver_and_shows_the_human_only_their_own_card(monkeypatch):
    from game.core.settings import Settings
    from game.ui import tables
    from game.ui.app import App
    from game.ui.scenes import play

    monkeypatch.setattr(tables, "table_for", lambda game_id: RecordingTable)
    monkeypatch.setattr(play, "MIN_THINK", 0.0)
    app = App(Settings())
    app._thinker = AskedThinker()
    scene = play.PlayScene(app, Match(GAME_ID, SEATS, seed=21))
    app.push(scene)
    match = scene.match
    for _ in range(20):
        app.step([], 0.05)
        if match.state.current_player() == 0:
            scene.play_human(TAKE)
        if len(match.actions) >= 8:
            break
    assert len(match.actions) >= 8
    # the same outcomes a match of this seed draws on its own
    replay = Match(GAME_ID, SEATS, seed=21)
    for text in match.actions:
        if replay.chance_due():
            replay.play_chance()
            assert replay.actions[-1] == text
        else:
            replay.play(replay.state.parse_action(text))
    seen = scene.view.seen
    assert seen[0] == (0, [CardDrawn(0, match.actions[0].split()[1])], None, CHANCE)
    assert seen[1] == (0, [CardDrawn(1, None)], None, CHANCE)  # Bo's card arrives face down
    assert seen[2] == (0, [Rolled(0, int(match.actions[2].split()[1]))], None, CHANCE)
    assert all(viewer == 0 for viewer, *_ in seen)
    # Bo thinks on his own observation: Ada's card is unknown to him
    asked = app._thinker.observations
    assert asked and all(obs.observer == 1 and obs.cards[0] in ("?", "") for obs in asked)
