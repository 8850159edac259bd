"""The screens the audit draws: every screen of the box in the states a game passes through.

A Screen is a name and a `build(app)` that puts the App's scenes into that state (the app's
computer players think inline, so building is repeatable). The games come from the
registry; tables are reached by seeded random play to each kind of decision a person meets,
with one person at the table (and two, for the hand-overs of games with secrets).
"""

from __future__ import annotations

import functools
import random
import shutil
from concurrent.futures import Future
from dataclasses import dataclass
from datetime import timedelta
from functools import partial
from typing import Callable, Iterator

import pygame

from game.core import library, registry, tutorial
from game.core.match import Match, Seat
from game.core.progress import Progress
from game.ui.scenes.play import PlayScene
from game.ui.scenes.tutorial import TutorialScene
from game.ui.thinking import InlineThinker

#: 16-character names (the longest the setup takes), wide and narrow letters, and short ones
LONG_NAMES = ("Maximilianus Rex", "WWWWWWWWWWWWWWWW", "Bartholomäus Ivo", "Konstantinopelia", "Wilhelmina Gräfi")
SHORT_NAMES = ("Bo", "Ida", "Cy", "Ed", "Lu")


@dataclass(frozen=True)
class Screen:
    """A screen state: its name, how to build it, and whether the pointer should also rest
    on each kind of spot of its table (a hover card over each kind of place)."""

    name: str
    build: Callable[[object], None]
    hover: bool = False


def settle(app, frames: int = 400) -> None:
    """Steps the app, without drawing, until nothing animates and no computer is about to
    move (at most `frames` frames of half a second)."""
    app.draw = lambda: None  # frames on the way are not looked at
    try:
        for _ in range(frames):
            top = app.top
            timeline = top.timeline if isinstance(top, (PlayScene, TutorialScene)) else None
            busy = timeline is not None and timeline.busy
            if timeline is not None:
                timeline.finish_all()
            app.step((), 0.5, present=False)
            if busy or app.top is not top:
                continue
            if not isinstance(top, (PlayScene, TutorialScene)):
                return
            if isinstance(top, PlayScene) and top.thinking_now():
                continue
            if top.view.active or top.match.state.is_over():
                return
    finally:
        del app.draw


def steps(app, frames: int) -> None:
    """`frames` frames of half a second, not drawn."""
    app.draw = lambda: None
    try:
        for _ in range(frames):
            app.step((), 0.5, present=False)
    finally:
        del app.draw


def seats(game_id: str, players: int, names: tuple[str, ...], humans: int = 1) -> list[Seat]:
    return [Seat(names[k], "human" if k < humans else "easy", k) for k in range(players)]


def player_counts(game_id: str) -> range:
    spec = registry.get(game_id)
    return range(spec.min_players, spec.max_players + 1)


def _phase(state) -> str:
    phase = getattr(state, "phase", None)
    return str(getattr(phase, "value", phase))


def decisions(game_id: str, players: int, names, seed: int, humans: int = 1, most: int = 6) -> list[tuple[str, Match]]:
    """Matches at the start, at the first human decision of each kind met (the state's
    phase), in the middle, and at the end, from one seeded random game."""
    found: list[tuple[str, Match]] = []
    match = Match(game_id, seats(game_id, players, names, humans), seed=seed)
    pick = random.Random(seed)
    seen: set[str] = set()
    found.append(("start", _copy(match)))
    total = 0
    while not match.state.is_over():
        state = match.state
        if match.chance_due():
            match.play_chance()
            continue
        player = state.current_player()
        kind = _phase(state)
        if 0 <= player < humans and kind not in seen and len(seen) < most:
            seen.add(kind)
            found.append((f"decides {kind}", _copy(match)))
        if total == 60:
            found.append(("middle", _copy(match)))
        match.play(pick.choice(list(state.legal_actions())))
        total += 1
    found.append(("end", match))
    return found


def keep_games(names: tuple[str, ...], going: int, done: int) -> None:
    """Your games holds exactly `going` games in progress and `done` finished ones, the
    games of the box in turn, each with as many players as it takes, named `names`; played
    an hour apart (the newest an hour ago)."""
    shutil.rmtree(library.games_dir(), ignore_errors=True)
    ids = registry.game_ids()
    hour = timedelta(hours=1)
    at = library.now()
    for k in range(going + done):
        game_id = ids[k % len(ids)]
        at -= hour
        if k < going:
            match = Match(game_id, seats(game_id, registry.get(game_id).max_players, names), seed=k)
            match.play(match.state.legal_actions()[0])
        else:
            match = _finished(game_id, names)
        library.keep_match(match, started=at - hour, played=at)


@functools.cache
def _finished_actions(game_id: str, names: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(decisions(game_id, registry.get(game_id).max_players, names, seed=1)[-1][1].actions)


def _finished(game_id: str, names: tuple[str, ...]) -> Match:
    """A finished game of `game_id` with the most players, named `names` (played once per
    process, then replayed)."""
    match = Match(game_id, seats(game_id, registry.get(game_id).max_players, names), seed=1)
    for text in _finished_actions(game_id, names):
        match.play(match.state.parse_action(text))
    return match


def _copy(match: Match) -> Match:
    other = Match(match.game_id, list(match.seats), seed=match.seed, position=match.position)
    for text in match.actions:
        other.play(other.state.parse_action(text))
    return other


def table_screens(quick: bool) -> Iterator[Screen]:
    from game.ui.scenes.final import FinalScene
    from game.ui.scenes.menu import MainMenu

    name_sets = (LONG_NAMES,) if quick else (LONG_NAMES, SHORT_NAMES)
    for names in name_sets:
        tag = "long names" if names is LONG_NAMES else "short names"
        for game_id in registry.game_ids():
            counts = player_counts(game_id)
            if quick:
                counts = range(counts.stop - 1, counts.stop)
            for players in counts:
                most = 3 if quick else 6 if names is LONG_NAMES else 0  # short names: start, middle, end
                for moment, match in decisions(game_id, players, names, seed=players * 7 + 1, most=most):

                    def build(app, match=match):
                        app.reset_to(MainMenu(app))
                        app.start_match(_copy(match))
                        settle(app)

                    yield Screen(f"{game_id} {players}p {tag}: {moment}", build, hover=moment.startswith("decides"))
                    if moment != "end":
                        continue

                    def results(app, match=match, how=""):
                        app.reset_to(MainMenu(app))
                        app.start_match(match)
                        for _ in range(200):
                            steps(app, 1)
                            if isinstance(app.top, FinalScene):
                                break
                        top = app.top
                        if isinstance(top, FinalScene):
                            top.fade = 1.0
                            if how == "chart" and top.view_button.visible:
                                top.toggle_chart()
                            if how == "hidden":
                                top.toggle_hidden()
                        settle(app, 20)

                    yield Screen(f"{game_id} {players}p {tag}: results", results)
                    yield Screen(f"{game_id} {players}p {tag}: results chart", partial(results, how="chart"))
                    yield Screen(f"{game_id} {players}p {tag}: finished table", partial(results, how="hidden"))


def handover_screens(quick: bool) -> Iterator[Screen]:
    from game.ui.scenes.handover import HandoverScene
    from game.ui.scenes.menu import MainMenu

    for game_id in registry.game_ids():
        if not registry.get(game_id).hides_secrets:
            continue
        players = player_counts(game_id).stop - 1

        def build(app, game_id=game_id, players=players):
            match = Match(game_id, seats(game_id, players, LONG_NAMES, humans=2), seed=5)
            pick = random.Random(5)
            while len(match.actions) < 30 and not match.state.is_over():
                if match.chance_due():
                    match.play_chance()
                else:
                    match.play(pick.choice(list(match.state.legal_actions())))
            app.reset_to(MainMenu(app))
            app.start_match(match)
            for _ in range(100):
                steps(app, 1)
                if isinstance(app.top, HandoverScene):
                    break

        yield Screen(f"{game_id} {players}p hot-seat: hand-over", build)


def menu_screens(quick: bool) -> Iterator[Screen]:
    from game.ui.scenes.menu import MainMenu
    from game.ui.scenes.reference import RulesScene
    from game.ui.scenes.settings_scene import SettingsScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.tutorial_list import ChaptersScene
    from game.ui.scenes.your_games import YourGamesScene

    def menu(app, games: tuple[tuple[str, ...], int, int] | None = None):
        """The main menu; with `games` (names, in progress, finished), Your games holds just
        those (written once the table before has closed and its last write is done)."""
        app.reset_to(MainMenu(app))
        if games is not None:
            keep_games(*games)
            app.top.on_resume()  # Continue offers the game just kept

    yield Screen("menu", menu)

    def settings(app):
        menu(app)
        app.push(SettingsScene(app))

    yield Screen("settings", settings)

    for tag, names in (("long names", LONG_NAMES), ("short names", SHORT_NAMES)):

        def menu_going(app, names=names):
            menu(app, (names, 3, 0))

        yield Screen(f"menu with games in progress, {tag}", menu_going)
        for showing, label in enumerate(("in progress", "finished")):

            def your_games(app, names=names, showing=showing):
                menu(app, (names, 8, 8))
                app.push(YourGamesScene(app, showing))

            yield Screen(f"your games {label}, {tag}", your_games)

    def statistics(app, names=LONG_NAMES, game=None):
        from game.ui.scenes.statistics import StatisticsScene

        menu(app, (names, 0, 8 if names else 0))
        app.push(StatisticsScene(app, game))

    yield Screen("statistics, long names", statistics)
    yield Screen("statistics, short names", partial(statistics, names=SHORT_NAMES))
    yield Screen("statistics of a game not played", partial(statistics, names=(), game=registry.game_ids()[-1]))

    def your_games_empty(app):
        menu(app, (LONG_NAMES, 0, 0))
        app.push(YourGamesScene(app, 1))

    yield Screen("your games, none finished", your_games_empty)

    def confirm(app):  # the question Delete asks
        menu(app, (LONG_NAMES, 0, 1))
        scene = YourGamesScene(app, 1)
        app.push(scene)
        scene.ask_delete(scene.games[0])

    yield Screen("confirm", confirm)
    for game_id in registry.game_ids():
        for players in player_counts(game_id):
            for names in (LONG_NAMES, SHORT_NAMES) if not quick else (LONG_NAMES,):

                def setup(app, game_id=game_id, players=players, names=names, people=1):
                    menu(app)
                    scene = SetupScene(app, game_id)
                    app.push(scene)
                    if scene.count_choice is not None:
                        scene.set_players(players)
                    for row in scene.rows[:people]:  # several people: the Hints field shows
                        row.kind.index = 0
                        scene.kind_changed(row.index)
                    for row, name in zip(scene.rows, names):
                        row.name.text = name

                tag = "long names" if names is LONG_NAMES else "short names"
                yield Screen(f"setup {game_id} {players}p {tag}", setup)
                yield Screen(f"setup {game_id} {players}p {tag}, hot-seat", partial(setup, people=players))
        for where in ("top", "middle", "bottom"):

            def rules(app, game_id=game_id, where=where):
                menu(app)
                scene = RulesScene(app, game_id)
                app.push(scene)
                if where != "top":
                    end = max(0, scene.page.get_height() - scene.page_rect.h) if hasattr(scene, "page") else 0
                    scene.scroll_to(end // 2 if where == "middle" else end)
                    scene.scroll = scene.target

            yield Screen(f"rules {game_id} {where}", rules)

        def chapters(app, game_id=game_id, finished=False):
            """The chapter list with none of the game's chapters finished, or every one
            (each card then shows its tick)."""
            menu(app)
            progress = Progress.load()
            progress.finished[game_id] = [c.id for c in tutorial.chapters(game_id)[0]] if finished else []
            progress.save()
            app.push(ChaptersScene(app, game_id))

        yield Screen(f"chapters {game_id}", chapters)
        yield Screen(f"chapters {game_id}, every chapter finished", partial(chapters, finished=True))


def why_screens(quick: bool) -> Iterator[Screen]:
    from game.ui.scenes.menu import MainMenu
    from game.ui.scenes.tutorial_why import WhyScene

    for game_id in registry.game_ids():

        def build(app, game_id=game_id):
            match = Match(game_id, seats(game_id, player_counts(game_id).start, LONG_NAMES), seed=9)
            pick = random.Random(9)
            while len(match.actions) < 12:
                if match.chance_due():
                    match.play_chance()
                else:
                    match.play(pick.choice(list(match.state.legal_actions())))
            app.reset_to(MainMenu(app))
            app.start_match(match)
            settle(app)
            table = app.top
            assert isinstance(table, PlayScene)
            app.push(WhyScene(app, game_id, table.recent))

        yield Screen(f"why {game_id}", build)


def tutorial_screens(quick: bool) -> Iterator[Screen]:
    """Every step of every chapter (in quick mode the first chapter of each rule set). The
    steps of a chapter are walked in order on one scene: each Screen after the first moves
    the scene the previous one left on to the next step."""
    from game.ui.scenes.menu import MainMenu
    from game.ui.scenes.tutorial import TutorialScene

    def wait(app, scene) -> None:
        app.draw = lambda: None
        try:
            for _ in range(200):
                scene.timeline.finish_all()
                app.step((), 0.5, present=False)
                if not scene.timeline.busy and not scene.pending:
                    break
        finally:
            del app.draw

    for game_id in registry.game_ids():
        chapters = tutorial.chapters(game_id)[0]
        for chapter in chapters[:1] if quick else chapters:
            for k in range(len(chapter.steps)):

                def build(app, chapter=chapter, k=k):
                    scene = app.top
                    if k == 0 or not isinstance(scene, TutorialScene) or scene.chapter is not chapter:
                        app.reset_to(MainMenu(app))
                        scene = TutorialScene(app, chapter, Progress.load())
                        app.push(scene)
                        for _ in range(k):
                            wait(app, scene)
                            scene.next()
                    else:
                        scene.next()
                    wait(app, scene)

                yield Screen(f"tutorial {game_id} {chapter.id} step {k + 1}", build)


def hover_points(app) -> list[tuple[str, tuple[int, int]]]:
    """Where the pointer may rest over a table to open a hover card: the spots the decision
    at hand is about, and those the story has named (one of each kind of spot)."""
    top = app.top
    if not isinstance(top, (PlayScene, TutorialScene)):
        return []
    view = top.view
    found: dict[str, tuple[int, int]] = {}
    story = top.story if isinstance(top, PlayScene) else None
    targets = list(view.asked_targets()) + (list(story.marks(None)) if story is not None else [])
    for target in targets:
        kind = type(target).__name__ if not isinstance(target, tuple) else str(target[0])
        rects = view.mark_rects([target])
        if rects and kind not in found:
            found[kind] = pygame.Rect(rects[0]).center
    return list(found.items())


class ReviewThinker(InlineThinker):
    """Answers every question at once, a review's from what this process judged before
    (the same game's decisions are reviewed for every window size); with `answered` set,
    only that many reviews, the rest left on their way (a review caught under way)."""

    judged: dict[tuple, Future] = {}

    def __init__(self, answered: int | None = None) -> None:
        self.left = answered

    def review(self, game_id, observation, played, seed):
        if self.left is not None:
            self.left -= 1
            if self.left < 0:
                return Future()
        key = (game_id, played, seed, str(observation.to_json()))
        if key not in self.judged:
            self.judged[key] = super().review(game_id, observation, played, seed)
        return self.judged[key]


def replay_screens(quick: bool) -> Iterator[Screen]:
    """The replay of a finished game of each game with the most players, at its start, in
    the middle (through the first player's eyes too, for a game with secrets), during an
    animation and at its end; and of a game in progress, at its end."""
    from game.ui.scenes.menu import MainMenu
    from game.ui.scenes.replay import ReplayScene

    def replay(app, game_id: str, names, where: str, eyes: bool = False, finished: bool = True):
        app.reset_to(MainMenu(app))
        match = _finished(game_id, names)
        if not finished:
            match.replay_to(len(match.actions) // 2)
        scene = ReplayScene(app, match)
        app.push(scene)
        if where == "review":  # reviewed, at its costliest move (or half way through it)
            app._thinker = ReviewThinker()
            scene.toggle_review()
            worst = max(scene.review.findings, key=lambda f: f.cost, default=None)
            scene.jump(worst.point if worst is not None else scene.total // 2)
            return
        if where == "reviewing":  # the review under way: a third answered, its button's bar part filled
            app._thinker = ReviewThinker(len(scene.review.decisions) // 3)
            scene.toggle_review()
            scene.jump(scene.total // 2)
            return
        point = {"start": 0, "middle": scene.total // 2, "moving": scene.total // 2, "end": scene.total}[where]
        scene.jump(point)
        if eyes:
            scene.next_eyes()
        if where == "moving":  # the next action's animation a little under way
            scene.play_to(point + 1)
            app.draw = lambda: None
            try:
                app.step((), 0.1, present=False)
            finally:
                del app.draw

    for game_id in registry.game_ids():
        spec = registry.get(game_id)
        for names in (LONG_NAMES, SHORT_NAMES) if not quick else (LONG_NAMES,):
            tag = "long names" if names is LONG_NAMES else "short names"
            for where in ("start", "middle", "moving", "end", "review", "reviewing") if not quick else ("moving",):
                yield Screen(
                    f"replay {game_id} {tag}: {where}", partial(replay, game_id=game_id, names=names, where=where)
                )
            if quick:  # the quick subset: the bar over a table that moves
                continue
            if spec.hides_secrets:
                yield Screen(
                    f"replay {game_id} {tag}: middle, first player's eyes",
                    partial(replay, game_id=game_id, names=names, where="middle", eyes=True),
                )
            yield Screen(
                f"replay {game_id} {tag}: in progress",
                partial(replay, game_id=game_id, names=names, where="end", finished=False),
            )


def hint_screens(quick: bool) -> Iterator[Screen]:
    """A table of each game with its hint at each grade (where to act, the move, why) at
    the first decisions of the one person at it; and results of a game they were assisted
    in."""
    from game.ui.scenes.final import FinalScene
    from game.ui.scenes.menu import MainMenu

    def hinted(app, match: Match, grade: int):
        app.reset_to(MainMenu(app))
        app._thinker = InlineThinker()
        app.start_match(_copy(match))
        settle(app)
        for _ in range(grade):
            app.top.ask_hint()
        settle(app, 2)

    def assisted(app, match: Match):
        app.reset_to(MainMenu(app))
        match.hinted.add(0)
        app.start_match(match)
        for _ in range(200):
            steps(app, 1)
            if isinstance(app.top, FinalScene):
                break
        if isinstance(app.top, FinalScene):
            app.top.fade = 1.0
        settle(app, 20)

    for names in (LONG_NAMES,) if quick else (LONG_NAMES, SHORT_NAMES):
        tag = "long names" if names is LONG_NAMES else "short names"
        for game_id in registry.game_ids():
            if registry.get(game_id).ai is None:
                continue
            players = player_counts(game_id).stop - 1
            found = decisions(game_id, players, names, seed=players * 5 + 2, most=1 if quick else 3)
            for moment, match in found:
                if not moment.startswith("decides"):
                    continue
                for grade in (1, 2, 3) if not quick else (3,):
                    yield Screen(
                        f"{game_id} {players}p {tag}: {moment}, hint {grade}", partial(hinted, match=match, grade=grade)
                    )
            if not quick:
                yield Screen(f"{game_id} {players}p {tag}: results, assisted", partial(assisted, match=found[-1][1]))


def all_screens(quick: bool) -> Iterator[Screen]:
    yield from menu_screens(quick)
    yield from hint_screens(quick)
    yield from replay_screens(quick)
    yield from why_screens(quick)
    yield from handover_screens(quick)
    yield from table_screens(quick)
    yield from tutorial_screens(quick)
